import InputModel
/// How one outcome field must look.
public enum FieldMatch: Hashable, Sendable, CustomStringConvertible {
    /// Equal; numbers compare numerically (an int matches the same double) within `numericTolerance`.
    case equals(OutcomeValue)
    /// A number in a closed range; either bound may be open.
    case range(min: Double?, max: Double?)

    /// Numbers that differ by less than this are equal (the outcome log prints 3 decimals).
    public static let numericTolerance = 0.0005

    public func matches(_ value: OutcomeValue?) -> Bool {
        guard let value else { return false }
        switch self {
        case let .equals(expected):
            if let a = expected.number, let b = value.number { return abs(a - b) <= Self.numericTolerance }
            return expected == value
        case let .range(lo, hi):
            guard let v = value.number else { return false }
            return (lo.map { v >= $0 } ?? true) && (hi.map { v <= $0 } ?? true)
        }
    }

    public var description: String {
        switch self {
        case let .equals(v): return v.description
        case let .range(lo, hi): return "\(lo.map { OutcomeValue.double($0).description } ?? "")…\(hi.map { OutcomeValue.double($0).description } ?? "")"
        }
    }
}

extension OutcomeValue {
    /// The value as a number when it is one.
    var number: Double? {
        switch self {
        case let .int(i): return Double(i)
        case let .double(d): return d
        default: return nil
        }
    }
}

/// How many outcomes a pattern stands for.
public enum Occurrences: Hashable, Sendable, CustomStringConvertible {
    case exactly(Int)
    case atLeast(Int)

    public func allows(_ n: Int) -> Bool {
        switch self {
        case let .exactly(k): return n == k
        case let .atLeast(k): return n >= k
        }
    }

    public var minimum: Int {
        switch self {
        case let .exactly(k), let .atLeast(k): return k
        }
    }

    public var description: String {
        switch self {
        case let .exactly(k): return "\(k)"
        case let .atLeast(k): return "\(k)+"
        }
    }
}

/// One expected outcome: its name, optionally the element, the time (± tolerance) and field values.
///
/// `times` says how many outcomes the pattern stands for (default one). It is not called `count`
/// because `count` is an outcome field (a tap's tap count, a lift's item count).
public struct OutcomePattern: Hashable, Sendable, CustomStringConvertible {
    public var kind: OutcomeKind
    public var element: String?
    /// Expected time from the start of the trace.
    public var at: Timestamp?
    /// Overrides the expectations' tolerance for `at`.
    public var tolerance: TimeSpan?
    /// Field name → how its value must look; fields not named are not checked.
    public var fields: [String: FieldMatch]
    public var times: Occurrences
    /// Where the pattern was written (expectation file line), for reports.
    public var line: Int?

    public init(_ kind: OutcomeKind, element: String? = nil, at: Timestamp? = nil, tolerance: TimeSpan? = nil,
                fields: [String: FieldMatch] = [:], times: Occurrences = .exactly(1), line: Int? = nil) {
        self.kind = kind
        self.element = element
        self.at = at
        self.tolerance = tolerance
        self.fields = fields
        self.times = times
        self.line = line
    }

    /// Convenience: exact field values, e.g. `.init(.tap, element: "send", ["count": .int(2)])`.
    public init(_ kind: OutcomeKind, element: String? = nil, at: Timestamp? = nil, _ values: [String: OutcomeValue],
                times: Occurrences = .exactly(1)) {
        self.init(kind, element: element, at: at, fields: values.mapValues { .equals($0) }, times: times)
    }

    public func matches(_ o: Outcome, tolerance defaultTolerance: TimeSpan) -> Bool {
        guard o.kind == kind else { return false }
        if let element, element != o.element { return false }
        if let at, (o.t - at).microseconds.magnitude > (tolerance ?? defaultTolerance).microseconds.magnitude { return false }
        for (key, match) in fields where !match.matches(o[key]) { return false }
        return true
    }

    /// `tap element=send count=2 at=0.130±0.020 ×1`: names only what is checked.
    public func describe(tolerance defaultTolerance: TimeSpan) -> String {
        var parts = [kind.rawValue]
        if let element { parts.append("element=\(element)") }
        for key in fields.keys.sorted() { parts.append("\(key)=\(fields[key]!)") }
        if let at {
            parts.append("at=\(OutcomeValue.double(at.seconds))±\(OutcomeValue.double((tolerance ?? defaultTolerance).seconds))")
        }
        if times != .exactly(1) { parts.append("×\(times)") }
        return parts.joined(separator: " ")
    }

    public var description: String { describe(tolerance: Expectations.defaultTolerance) }
}
