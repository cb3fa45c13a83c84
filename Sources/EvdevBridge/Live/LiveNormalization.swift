import InputModel
import TextOutput

/// What follows the normalizers in a live capture: nothing (the unified stream alone) or,
/// in the tactile tool, the interaction machine over a scene. A value type.
public protocol UnifiedStage {
    /// One unified event; returns the lines it causes (besides the event's own line).
    mutating func apply(_ event: UnifiedEvent) -> [LiveLine]
    /// Time passes (seconds since the first event): fires the stage's timers.
    mutating func advance(to t: Double) -> [LiveLine]
    /// When the stage's earliest timer is due (seconds since the first event), if one is pending.
    mutating func nextTimerDue() -> Double?
}

/// No stage after the normalizers.
public struct NoStage: UnifiedStage {
    public init() {}
    public mutating func apply(_ event: UnifiedEvent) -> [LiveLine] { [] }
    public mutating func advance(to t: Double) -> [LiveLine] { [] }
    public mutating func nextTimerDue() -> Double? { nil }
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

    public init(devices: [DeviceDescription], settings: NormalizerSettings = NormalizerSettings(),
                format: LiveFormat, stage: Stage) {
        pipeline = NormalizationPipeline(devices: devices, settings: settings, factory: StandardNormalizers.make)
        self.stage = stage
        self.format = format
    }

    public mutating func apply(_ event: DeviceEvent) -> [LiveLine] {
        pass(pipeline.apply(event))
    }

    public mutating func advance(to time: Int64) -> [LiveLine] {
        guard pipeline.origin != nil else { return [] }
        return pass(pipeline.advance(untilTime: time)) + stage.advance(to: pipeline.seconds(time))
    }

    public mutating func finish(at time: Int64) -> [LiveLine] {
        guard pipeline.origin != nil else { return [] }
        let end = pipeline.seconds(time)
        return pass(pipeline.finish(at: end)) + stage.advance(to: end)
    }

    /// The earlier of the normalizers' next timer and the stage's, as a time on the events' base:
    /// the first µs whose `seconds` reaches it. A timer may fire and print nothing (a normalizer
    /// that only changes state); the capture then wakes, advances and asks again.
    public mutating func nextDeadline(after time: Int64, horizon: Int64) -> Int64? {
        guard let origin = pipeline.origin else { return nil }
        let due = min(pipeline.nextTimerDue, stage.nextTimerDue() ?? .infinity)
        guard due.isFinite, due <= pipeline.seconds(time + horizon) else { return nil }
        return max(time, origin + Self.firstMicrosecond(reaching: due))
    }

    /// The least µs `k` with `Double(k) / 10⁶ ≥ due`: the product rounds, so the ceiling is
    /// checked and stepped once either way.
    static func firstMicrosecond(reaching due: Double) -> Int64 {
        var k = Int64((due * 1_000_000).rounded(.up))
        if Double(k) / 1_000_000 < due { k += 1 }
        while Double(k - 1) / 1_000_000 >= due { k -= 1 }
        return k
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
