import InputModel

/// The device a layout was laid out for, as far as the scene can tell (docs/conformance.md,
/// "Safe areas"): its safe-area insets decide what is clipped and where the home indicator's
/// gesture zone is.
struct LayoutDevice: CustomStringConvertible {
    /// What the device is: a model id, or the kind of iPhone.
    var name: String
    var insets: SafeAreaInsets
    var description: String { "\(name) (top \(fmt(insets.top)), bottom \(fmt(insets.bottom)) pt)" }
}

extension Probe {
    /// The devices this environment's layout can have been laid out for, one per distinct
    /// safe area, the environment's own first when it is one of them:
    /// - a hand-written scene: this environment's model;
    /// - an iPhone app: the iPhones with its window's size;
    /// - an imported layout in the window its dump was taken in: every model of the matrix whose
    ///   window in this orientation and multitasking state is that size (a dump of a 1024 × 1366
    ///   window is a 12.9-inch iPad Pro's with Face ID or one of the first two, with a Home
    ///   button), narrowed by the status bar the dump shows (20 pt: a Home button; 24: Face ID).
    var layoutDevices: [LayoutDevice] {
        let own = LayoutDevice(name: environment.screen.model.rawValue, insets: environment.safeAreaInsets)
        guard let source = dumpSource else { return [own] }
        var devices: [LayoutDevice]
        if environment.isIPhoneCompatibility {
            let kind = IPhoneWindows.screen(for: source.window).map { $0.screen.homeButton ? "an iPhone with a Home button" : "a Face ID iPhone" } ?? "an iPhone"
            devices = environment.safeAreaCandidates.map { LayoutDevice(name: kind, insets: $0) }
        } else {
            guard ScenePlacement.sameWindow(source.window, environment.windowFrame) else { return [own] }
            devices = [own]
            for m in IPadModel.allCases where m != environment.screen.model {
                var e = environment
                e.screen.model = m
                guard ScenePlacement.sameWindow(source.window, e.windowFrame) else { continue }
                if let k = devices.firstIndex(where: { $0.insets == e.safeAreaInsets }) {
                    devices[k].name += ", " + m.rawValue
                } else {
                    devices.append(LayoutDevice(name: m.rawValue, insets: e.safeAreaInsets))
                }
            }
        }
        // A window no model has: what kind of iPad it was is all that can be said.
        if environment.appWindow != nil && !environment.isIPhoneCompatibility {
            devices = devices.map { LayoutDevice(name: $0.insets.bottom == 0 ? "an iPad with a Home button" : "an iPad with Face ID", insets: $0.insets) }
        }
        if let bar = source.statusBar {
            let told = devices.filter { abs($0.insets.top - bar) <= 0.5 }
            if !told.isEmpty { devices = told }
        }
        return devices.isEmpty ? [own] : devices
    }
}
