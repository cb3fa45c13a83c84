import InputModel
/// Ordered matching: the actual outcomes of the named kinds against the patterns, one by one.
/// A pattern with `times: n+` takes as many consecutive matches as there are (greedy).
struct StrictMatcher {
    let expectations: Expectations

    /// Nil on a match, else a one-line headline and the two listings.
    func mismatch(_ all: [Outcome]) -> (String, String)? {
        let kinds = Set(expectations.outcomes.map(\.kind))
        let actual = all.filter { kinds.contains($0.kind) }
        let tolerance = expectations.tolerance
        var j = 0
        var divergence: (pattern: Int, actual: Int, headline: String)?
        for (i, p) in expectations.outcomes.enumerated() {
            var k = 0
            let limit: Int
            switch p.times {
            case let .exactly(n): limit = n
            case .atLeast: limit = Int.max
            }
            while k < limit, j + k < actual.count, p.matches(actual[j + k], tolerance: tolerance) { k += 1 }
            if k < p.times.minimum {
                let got = j + k < actual.count ? "got `\(actual[j + k])`" : "got nothing (no more outcomes)"
                let which = p.times == .exactly(1) ? "" : " (\(k) of \(p.times) matched)"
                divergence = (i, j + k, "first divergence: expected #\(i + 1) `\(p.describe(tolerance: tolerance))`"
                              + "\(OutcomeMismatch.lineNote(p.line))\(which), \(got)")
                break
            }
            j += k
        }
        if divergence == nil, j < actual.count {
            divergence = (expectations.outcomes.count, j, "first divergence: unexpected `\(actual[j])` after the last expected outcome")
        }
        guard let d = divergence else { return nil }
        var rows = ["expected (order: strict, tolerance \(OutcomeValue.double(tolerance.seconds)) s):"]
        for (i, p) in expectations.outcomes.enumerated() {
            rows.append("  \(i == d.pattern ? ">" : " ") \(OutcomeMismatch.pad(i + 1, expectations.outcomes.count)) "
                        + p.describe(tolerance: tolerance) + OutcomeMismatch.lineNote(p.line))
        }
        if d.pattern == expectations.outcomes.count { rows.append("  > (end)") }
        let named = expectations.outcomes.map(\.kind.rawValue).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        rows.append("actual (\(named.joined(separator: ", ")); \(all.count) outcomes in all):")
        rows += OutcomeMismatch.listing(actual, marked: d.actual)
        if d.actual == actual.count { rows.append("  > (end)") }
        return (d.headline, rows.joined(separator: "\n"))
    }
}

/// Unordered matching: each pattern counts its matches among all outcomes.
struct UnorderedMatcher {
    let expectations: Expectations

    /// The failed patterns (one line each) and the listing.
    func mismatch(_ all: [Outcome]) -> ([String], String) {
        let tolerance = expectations.tolerance
        var failed: [String] = []
        var rows = ["expected (order: any, tolerance \(OutcomeValue.double(tolerance.seconds)) s):"]
        for (i, p) in expectations.outcomes.enumerated() {
            let n = all.filter { p.matches($0, tolerance: tolerance) }.count
            let ok = p.times.allows(n)
            let text = p.describe(tolerance: tolerance)
            rows.append("  \(ok ? " " : ">") \(OutcomeMismatch.pad(i + 1, expectations.outcomes.count)) \(text)"
                        + "\(OutcomeMismatch.lineNote(p.line)): \(n) found")
            if !ok { failed.append("expected \(p.times) × `\(text)`\(OutcomeMismatch.lineNote(p.line)), found \(n)") }
        }
        rows.append("actual (\(all.count) outcomes):")
        rows += OutcomeMismatch.listing(all, marked: nil)
        return (failed, rows.joined(separator: "\n"))
    }
}
