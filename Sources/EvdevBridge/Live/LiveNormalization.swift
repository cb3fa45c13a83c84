import InputModel
import TextOutput

/// What follows the normalizers in a live capture: nothing (the unified stream alone) or,
/// in the tactile tool, the interaction machine over a scene. A value type.
public protocol UnifiedStage {
    /// One unified event; returns the lines it causes (besides the event's own line).
    mutating func apply(_ event: UnifiedEvent) -> [LiveLine]
    /// Time passes (since the first event): fires the stage's timers.
    mutating func advance(to t: Timestamp) -> [LiveLine]
    /// When the stage's earliest timer is due (since the first event), if one is pending.
    mutating func nextTimerDue() -> Timestamp?
}

/// No stage after the normalizers.
public struct NoStage: UnifiedStage {
    public init() {}
    public mutating func apply(_ event: UnifiedEvent) -> [LiveLine] { [] }
    public mutating func advance(to t: Timestamp) -> [LiveLine] { [] }
    public mutating func nextTimerDue() -> Timestamp? { nil }
}

/// How unified events are printed live: `tactile normalize`'s text or jsonl lines.
public enum LiveFormat: String, Sendable, CaseIterable {
    case text, jsonl
}

/// The unified stream of a live capture (the normalizers of `tactile normalize`), followed
/// by `Stage`: each unified event is printed, then handed to the stage.
public struct LiveNormalization<Stage: UnifiedStage>: LiveProcessor {
    public private(set) var pipeline: NormalizationPipeline
    public private(set) var stage: Stage
    public let format: LiveFormat
    /// The unified events of the latest call (storage reused).
    private var unified: [UnifiedEvent] = []

    /// - Parameter factory: the normalizers of each device (`tactile normalize`'s by default).
    public init(devices: [DeviceDescription], settings: NormalizerSettings = NormalizerSettings(),
                format: LiveFormat, stage: Stage,
                factory: NormalizationPipeline.Factory = StandardNormalizers.make) {
        pipeline = NormalizationPipeline(devices: devices, settings: settings, factory: factory)
        self.stage = stage
        self.format = format
    }

    public mutating func apply(_ event: DeviceEvent) -> [LiveLine] {
        unified.removeAll(keepingCapacity: true)
        pipeline.apply(event, into: &unified)
        return pass(unified)
    }

    public mutating func advance(to time: Int64) -> [LiveLine] {
        guard pipeline.origin != nil else { return [] }
        unified.removeAll(keepingCapacity: true)
        pipeline.advance(untilTime: time, into: &unified)
        return pass(unified) + stage.advance(to: pipeline.time(time))
    }

    /// The device's keys come up and its touches are cancelled, then `device disconnected`
    /// (`NormalizationPipeline.disconnect`); the stage hears it all (a keyboard unplugged:
    /// `hardwareKeyboard connected=false`). A libinput record capture file records the removal
    /// (`CaptureSink.deviceRemoved`), so a replay of it sees the same.
    public mutating func deviceRemoved(_ device: Int, at time: Int64) -> [LiveLine] {
        guard pipeline.origin != nil else { return [] }
        unified.removeAll(keepingCapacity: true)
        pipeline.disconnect(device: device, atTime: time, into: &unified)
        return pass(unified)
    }

    public mutating func finish(at time: Int64) -> [LiveLine] {
        guard pipeline.origin != nil else { return [] }
        let end = pipeline.time(time)
        return pass(pipeline.finish(at: end)) + stage.advance(to: end)
    }

    /// The earlier of the normalizers' next timer and the stage's, on the events' time base. A
    /// timer may fire and print nothing (a normalizer that only changes state); the capture then
    /// wakes, advances and asks again. A normalizer that cannot say when its timers are due
    /// (`DeviceNormalizer`'s default) is advanced every `horizon`.
    public mutating func nextDeadline(after time: Int64, horizon: Int64) -> Int64? {
        guard let origin = pipeline.origin else { return nil }
        let limit = pipeline.time(time) + TimeSpan(microseconds: horizon)
        let normalizers = pipeline.nextTimerDue
        if normalizers == .distantPast { return time + horizon }
        let due = min(normalizers, stage.nextTimerDue() ?? .distantFuture)
        guard due <= limit else { return nil }
        return max(time, origin + due.microseconds)
    }

    private mutating func pass(_ events: [UnifiedEvent]) -> [LiveLine] {
        var lines: [LiveLine] = []
        for u in events {
            lines.append(LiveLine(t: u.t, text: format == .jsonl ? u.jsonLine : u.textLine, isUnifiedEvent: true))
            lines += stage.apply(u)
        }
        return lines
    }
}
