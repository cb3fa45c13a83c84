import InputModel
/// How expected outcomes line up with the actual ones.
public enum OutcomeOrder: String, Hashable, Sendable, CaseIterable {
    /// The actual outcomes of the kinds the patterns name must match the patterns one by one, in
    /// order; outcomes of other kinds are not compared (forbid them with `absent`).
    case strict
    /// Each pattern must match its number of outcomes anywhere; other outcomes are allowed.
    case any
}

/// What a replay must produce: patterns, their order, a time tolerance, and outcomes that must
/// not occur. `check` returns nil on a match, or a report to print (or feed to `XCTFail`).
public struct Expectations: Hashable, Sendable {
    public var outcomes: [OutcomePattern]
    public var order: OutcomeOrder
    /// How far an outcome may be from a pattern's `at`.
    public var tolerance: TimeSpan
    /// No outcome may match any of these.
    public var absent: [OutcomePattern]

    /// The default `at` tolerance: 20 ms, a little over two 120 Hz frames.
    public static let defaultTolerance: TimeSpan = 0.020

    public init(_ outcomes: [OutcomePattern], order: OutcomeOrder = .strict, tolerance: TimeSpan = Expectations.defaultTolerance,
                absent: [OutcomePattern] = []) {
        self.outcomes = outcomes
        self.order = order
        self.tolerance = tolerance
        self.absent = absent
    }

    /// Nil when `actual` meets every expectation, else what differs.
    public func check(_ actual: [Outcome]) -> OutcomeMismatch? {
        var problems: [String] = []
        var sections: [String] = []
        switch order {
        case .strict:
            if let (headline, body) = StrictMatcher(expectations: self).mismatch(actual) {
                problems.append(headline)
                sections.append(body)
            }
        case .any:
            let (failed, body) = UnorderedMatcher(expectations: self).mismatch(actual)
            problems += failed
            if !failed.isEmpty { sections.append(body) }
        }
        for pattern in absent {
            let hits = actual.filter { pattern.matches($0, tolerance: tolerance) }
            guard !hits.isEmpty else { continue }
            problems.append("absent \(pattern.describe(tolerance: tolerance))\(OutcomeMismatch.lineNote(pattern.line)) occurred \(hits.count)×")
            sections.append((["occurrences of absent \(pattern.describe(tolerance: tolerance)):"]
                             + OutcomeMismatch.listing(hits, marked: 0)).joined(separator: "\n"))
        }
        guard !problems.isEmpty else { return nil }
        return OutcomeMismatch(problems: problems, details: sections.joined(separator: "\n"))
    }
}

/// Why the outcomes did not meet the expectations: `problems` one line each, `details` the
/// expected and actual lines with the first divergence marked `>`.
public struct OutcomeMismatch: Hashable, Sendable, CustomStringConvertible, Error {
    public var problems: [String]
    public var details: String

    public var description: String {
        (problems.map { "✗ " + $0 } + [details]).joined(separator: "\n")
    }

    /// Outcome lines longer than this many are elided in the middle.
    static let maximumListing = 60

    static func lineNote(_ line: Int?) -> String { line.map { " (line \($0))" } ?? "" }

    /// Numbered outcome lines; `marked` (if in range) gets `>`.
    static func listing(_ outcomes: [Outcome], marked: Int?) -> [String] {
        var rows: [String] = []
        let keep = Set(window(count: outcomes.count, around: marked))
        var elided = false
        for (i, o) in outcomes.enumerated() {
            guard keep.contains(i) else {
                if !elided { rows.append("     …"); elided = true }
                continue
            }
            elided = false
            rows.append("  \(i == marked ? ">" : " ") \(pad(i + 1, outcomes.count)) \(o)")
        }
        if outcomes.isEmpty { rows.append("    (none)") }
        return rows
    }

    /// Indices to show: everything when short, else the start, the end and around the mark.
    static func window(count: Int, around mark: Int?) -> [Int] {
        guard count > maximumListing else { return Array(0..<count) }
        let edge = maximumListing / 4
        var keep = Set(0..<edge).union((count - edge)..<count)
        if let m = mark { keep.formUnion(max(0, m - edge)..<min(count, m + edge)) }
        return keep.sorted()
    }

    static func pad(_ n: Int, _ total: Int) -> String {
        let s = String(n), w = String(max(total, 1)).count
        return String(repeating: " ", count: max(0, w - s.count)) + s
    }
}
