/// A time on the stream's clock: whole microseconds since the stream began (the trace's first
/// event, or a device connecting before it), as the kernel stamps events (`input_event.time`,
/// README, "Trace formats"). Inside the pipeline and the machine
/// times are integers, so a timer and an event at the same µs compare exactly and no margin is
/// needed; seconds appear only where a rate is computed (a speed in pt/s) and when printed.
///
/// A literal is seconds: `let t: Timestamp = 0.325` is 325 000 µs.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    @inline(__always)
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// The µs nearest to `seconds`.
    public init(seconds: Double) { microseconds = Timestamp.microseconds(seconds) }

    public static let zero = Timestamp(microseconds: 0)
    /// After every time: what a normalizer or recognizer with no timer pending reports as due.
    public static let distantFuture = Timestamp(microseconds: .max)
    /// Before every time.
    public static let distantPast = Timestamp(microseconds: .min)

    /// Seconds since the origin (exact for any time under 2⁵³ µs, 285 years).
    @inline(__always)
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    /// `0.325`, `1`, `12.000001`: seconds with up to six decimals, trailing zeros trimmed (the
    /// outcome and unified-stream spelling, docs/interfaces.md).
    public var description: String { Timestamp.format(microseconds) }

    @inline(__always)
    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.microseconds < b.microseconds }

    /// Saturating, so that `distantFuture` plus a span stays `distantFuture`.
    @inline(__always)
    public static func + (t: Timestamp, d: TimeSpan) -> Timestamp {
        let (sum, overflow) = t.microseconds.addingReportingOverflow(d.microseconds)
        return Timestamp(microseconds: overflow ? (d.microseconds > 0 ? .max : .min) : sum)
    }

    @inline(__always)
    public static func - (t: Timestamp, d: TimeSpan) -> Timestamp { t + TimeSpan(microseconds: -d.microseconds) }

    /// The span from `b` to `a` (saturating).
    @inline(__always)
    public static func - (a: Timestamp, b: Timestamp) -> TimeSpan {
        let (diff, overflow) = a.microseconds.subtractingReportingOverflow(b.microseconds)
        return TimeSpan(microseconds: overflow ? (a.microseconds > b.microseconds ? .max : .min) : diff)
    }

    public static func += (t: inout Timestamp, d: TimeSpan) { t = t + d }

    static func microseconds(_ seconds: Double) -> Int64 {
        let us = (seconds * 1_000_000).rounded()
        if us.isNaN { return 0 }
        if us >= 9.2e18 { return .max }
        if us <= -9.2e18 { return .min }
        return Int64(us)
    }

    static func format(_ us: Int64) -> String {
        if us == 0 { return "0" }
        let magnitude = us.magnitude
        var text = us < 0 ? "-" : ""
        text += String(magnitude / 1_000_000)
        var fraction = magnitude % 1_000_000
        if fraction != 0 {
            var digits = 6
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let f = String(fraction)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return text
    }
}

/// A length of time in whole microseconds: a timeout, an interval, a deadline's distance.
/// A literal is seconds: `let tapTimeout: TimeSpan = 0.180` is 180 000 µs.
public struct TimeSpan: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    @inline(__always)
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// The µs nearest to `seconds`.
    public init(seconds: Double) { microseconds = Timestamp.microseconds(seconds) }

    public static let zero = TimeSpan(microseconds: 0)

    @inline(__always)
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public var description: String { Timestamp.format(microseconds) + " s" }

    @inline(__always)
    public static func < (a: TimeSpan, b: TimeSpan) -> Bool { a.microseconds < b.microseconds }
    @inline(__always)
    public static func + (a: TimeSpan, b: TimeSpan) -> TimeSpan { TimeSpan(microseconds: a.microseconds &+ b.microseconds) }
    @inline(__always)
    public static func - (a: TimeSpan, b: TimeSpan) -> TimeSpan { TimeSpan(microseconds: a.microseconds &- b.microseconds) }
    @inline(__always)
    public static func * (a: TimeSpan, n: Int) -> TimeSpan { TimeSpan(microseconds: a.microseconds &* Int64(n)) }
    @inline(__always)
    public static func * (n: Int, a: TimeSpan) -> TimeSpan { a * n }
}

extension Timestamp: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral seconds: Double) { self.init(seconds: seconds) }
    public init(integerLiteral seconds: Int64) { self.init(microseconds: seconds &* 1_000_000) }
}

extension TimeSpan: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral seconds: Double) { self.init(seconds: seconds) }
    public init(integerLiteral seconds: Int64) { self.init(microseconds: seconds &* 1_000_000) }
}
