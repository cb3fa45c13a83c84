import ArgumentParser
import EvdevBridge
import InputModel
import TraceFormats

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
            var out = StandardOutput()
            if nodes.isEmpty { out.line("no input devices in \(DeviceNodes.directory)") }
            for node in nodes {
                do {
                    let dev = try EvdevDevice(path: node)
                    let d = dev.readDescription()
                    dev.close()
                    let c = DeviceClassification(d)
                    out.line("\(node)\t\(d.name)\trole: \(c.role.rawValue)\ttags: \(c.sortedTags.map(\.rawValue).joined(separator: " "))")
                } catch let e as TactileError {
                    out.line("\(node)\t(cannot open: \(e.reason))")
                }
            }
            try out.finish()
        }
        #endif
    }
}
