import InputModel

/// A whole trace in memory: its devices and their events in time order (what `tactile play` schedules).
public struct LiveTraceContents: Sendable {
    public var devices: [DeviceDescription]
    public var events: [DeviceEvent]
}

/// Where a capture goes, frame by frame.
public protocol CaptureSink: AnyObject {
    /// One event of device `device` (times are CLOCK_MONOTONIC µs).
    func write(device: Int, event: InputEvent) throws
    /// Completes the file (rename into place).
    func finish() throws
    /// Abandons the file: nothing is left behind.
    func cancel()
}

public enum CaptureFormat: String, Sendable, CaseIterable {
    case libinput, evemu
}

/// The live tools' bridge to the trace formats.
public enum LiveTrace {
    public static func read(path: String, descriptionPath: String?) throws -> LiveTraceContents {
        var reader = try TraceFile.open(path: path, descriptionPath: descriptionPath)
        var events: [DeviceEvent] = []
        while let e = try reader.next() { events.append(e) }
        return LiveTraceContents(devices: reader.devices, events: events)
    }

    /// A streaming sink: each frame reaches the file as its SYN_REPORT is written.
    /// - Parameters: `start` is the capture's CLOCK_MONOTONIC start, the trace's time base
    ///   (libinput record's multi-device rule); `obfuscate` applies libinput record's key-code
    ///   obfuscation; `privateMode` creates the file 0600.
    public static func makeSink(format: CaptureFormat, path: String, devices: [DeviceDescription],
                                start: Int64, obfuscate: Bool, privateMode: Bool) throws -> CaptureSink {
        let options = TraceWriterOptions(privateFile: privateMode, obfuscateKeys: obfuscate, flushEveryFrame: true)
        let writer = try TraceWriters.make(format == .evemu ? .evemu : .libinput, path: path, devices: devices, options: options)
        return WriterSink(writer: writer, start: start)
    }

    /// libinput record's `obfuscate_keycode` (evdev-and-traces.md §2.5).
    public static func obfuscated(_ e: InputEvent) -> InputEvent {
        KeyObfuscation.obfuscate(e).event
    }
}

/// Rebases capture times onto the capture's start and hands events to a trace writer.
final class WriterSink: CaptureSink {
    let writer: any TraceWriter
    let start: Int64

    init(writer: any TraceWriter, start: Int64) {
        self.writer = writer
        self.start = start
    }

    func write(device: Int, event: InputEvent) throws {
        var e = event
        e.time = max(0, e.time - start)
        try writer.write(DeviceEvent(device: device, event: e))
    }

    func finish() throws { try writer.finish() }
    func cancel() { writer.cancel() }
}
