import ArgumentParser
import EvdevBridge
import InputModel

/// `tactile devices`: every /dev/input/event* with name, udev tags and iPad role;
/// nodes that cannot be opened are listed with the reason.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List /dev/input/event* with name, classification and role.")

    func run() throws {
        #if !LIVE_EVDEV
        try runReportingErrors { throw LiveDevices.unavailable("devices") }
        #else
        try runReportingErrors {
            let nodes = try DeviceNodes.eventNodes()
            if nodes.isEmpty { print("no input devices in \(DeviceNodes.directory)"); return }
            for node in nodes {
                do {
                    let dev = try EvdevDevice(path: node)
                    let d = dev.readDescription()
                    dev.close()
                    let c = DeviceClassification(d)
                    print("\(node)\t\(d.name)\trole: \(c.role.rawValue)\ttags: \(c.sortedTags.map(\.rawValue).joined(separator: " "))")
                } catch let e as TactileError {
                    print("\(node)\t(cannot open: \(e.reason))")
                }
            }
        }
        #endif
    }
}
