import InputModel

/// A whole trace in memory: its devices and their events in time order (what `tactile play` schedules).
public struct LiveTraceContents: Sendable {
    public var devices: [DeviceDescription]
    public var events: [DeviceEvent]
}

extension LiveTraceContents {
    /// Several traces played at once (`tactile play A B`): their devices in order, and their
    /// events on one time base where every trace starts at 0 (each trace's own times
    /// rebased onto its first event), merged by time; equal times keep the lower device first.
    public static func merging(_ traces: [LiveTraceContents]) -> LiveTraceContents {
        guard traces.count > 1 else { return traces.first ?? LiveTraceContents(devices: [], events: []) }
        var devices: [DeviceDescription] = []
        var events: [DeviceEvent] = []
        for trace in traces {
            let t0 = trace.events.first?.event.time ?? 0
            let base = devices.count
            events += trace.events.map { de in
                var e = de
                e.device += base
                e.event.time -= t0
                return e
            }
            devices += trace.devices
        }
        let merged = events.enumerated().sorted {
            ($0.element.event.time, $0.element.device, $0.offset) < ($1.element.event.time, $1.element.device, $1.offset)
        }.map(\.element)
        return LiveTraceContents(devices: devices, events: merged)
    }
}

/// Where a capture goes, frame by frame.
public protocol CaptureSink: AnyObject {
    /// One event of device `device` (times are CLOCK_MONOTONIC µs).
    func write(device: Int, event: InputEvent) throws
    /// Device `device` went away at `time` (µs since the capture's start): a libinput record file
    /// says so when it is completed (the device's `presence:`), so that normalizing the file gives
    /// what the live stream gave; evemu has no place for it.
    func deviceRemoved(_ device: Int, at time: Int64)
    /// Completes the file (a multi-device libinput record capture joins its devices here).
    func finish() throws
    /// Abandons the file: nothing is left behind.
    func cancel()
    /// The files holding the trace while it is written (`OUT`, and `OUT.1` … for further
    /// devices): each a valid trace up to its last flushed frame, whatever stops the process.
    var progressivePaths: [String] { get }
}

public enum CaptureFormat: String, Sendable, CaseIterable {
    case libinput, evemu
}

/// The live tools' bridge to the trace formats.
public enum LiveTrace {
    public static func read(path: String, descriptionPath: String?) throws -> LiveTraceContents {
        var reader = try TraceFile.openPairing(path: path, descriptionPath: descriptionPath).reader
        var events: [DeviceEvent] = []
        try reader.forEachBatch { events += $0 }
        return LiveTraceContents(devices: reader.devices, events: events)
    }

    /// A streaming sink: each frame reaches the file (one `write(2)`) as its SYN_REPORT is
    /// written, and the file is a valid trace at every frame boundary, so a capture killed
    /// with SIGKILL keeps every frame it completed (`TraceWriterOptions.progressive`; the
    /// multi-device libinput record layout is on `LibinputRecordWriter`).
    /// - Parameters: `start` is the capture's CLOCK_MONOTONIC start, the trace's time base
    ///   (libinput record's multi-device rule); `obfuscate` applies libinput record's key-code
    ///   obfuscation; `privateMode` creates the file 0600 (it never exists with another mode).
    public static func makeSink(format: CaptureFormat, path: String, devices: [DeviceDescription],
                                start: Int64, obfuscate: Bool, privateMode: Bool) throws -> CaptureSink {
        let options = TraceWriterOptions(privateFile: privateMode, obfuscateKeys: obfuscate,
                                         flushEveryFrame: true, progressive: true)
        let writer = try TraceWriters.make(format == .evemu ? .evemu : .libinput, path: path, devices: devices, options: options)
        return WriterSink(writer: writer, start: start,
                          progressivePaths: EvemuWriter.paths(for: path, count: devices.count))
    }

    /// libinput record's `obfuscate_keycode` (docs/sources.md, "Privacy of key codes").
    public static func obfuscated(_ e: InputEvent) -> InputEvent {
        KeyObfuscation.obfuscate(e).event
    }
}

/// Rebases capture times onto the capture's start and hands events to a trace writer.
final class WriterSink: CaptureSink {
    let writer: any TraceWriter
    let start: Int64
    let progressivePaths: [String]

    init(writer: any TraceWriter, start: Int64, progressivePaths: [String]) {
        self.writer = writer
        self.start = start
        self.progressivePaths = progressivePaths
    }

    func write(device: Int, event: InputEvent) throws {
        var e = event
        e.time = max(0, e.time - start)
        try writer.write(DeviceEvent(device: device, event: e))
    }

    func deviceRemoved(_ device: Int, at time: Int64) { writer.deviceRemoved(device, atTime: max(0, time)) }
    func finish() throws { try writer.finish() }
    func cancel() { writer.cancel() }
}
