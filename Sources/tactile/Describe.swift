import ArgumentParser
import InputModel
import EvdevBridge
import TraceFormats

struct Describe: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the device description, classification (udev tags, iPad role), axes and event statistics of a trace or a device node."
    )

    @Argument(help: ArgumentHelp("A trace file (evemu or libinput record), or a device node such as /dev/input/event5.", valueName: "trace"))
    var trace: String

    @Option(help: ArgumentHelp("Device description for old evemu recordings whose description is a separate .desc file.", valueName: "file"))
    var description: String?

    @Option(help: ArgumentHelp("text or json", valueName: "text|json"))
    var format: DescribeFormat = .text

    func run() throws {
        try runReportingErrors {
            if trace.hasPrefix("/dev/") {
                // A live device: its description, no event statistics.
                #if !LIVE_EVDEV
                throw LiveDevices.unavailable("describe \(trace)")
                #else
                let device = try EvdevDevice(path: trace)
                defer { device.close() }
                var d = device.readDescription()
                d.node = trace
                let report = DeviceReport(description: d, statistics: nil)
                var out = StandardOutput()
                out.line(format == .json ? "[" + report.json + "]" : report.text)
                try out.finish()
                return
                #endif
            }
            var reader = try openTrace(trace, description: description)
            var stats = [EventStatistics](repeating: EventStatistics(), count: reader.devices.count)
            try reader.forEachBatch { batch in
                for e in batch where e.device < stats.count { stats[e.device].add(e.event) }
            }
            let reports = reader.devices.enumerated().map { DeviceReport(description: $0.element, statistics: stats[$0.offset]) }
            var out = StandardOutput()
            switch format {
            case .json:
                out.line("[" + reports.map(\.json).joined(separator: ",\n") + "]")
            case .text:
                out.line(reports.map(\.text).joined(separator: "\n"))
            }
            try out.finish()
        }
    }
}
