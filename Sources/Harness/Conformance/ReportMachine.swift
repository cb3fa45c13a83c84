import InputModel
import TextOutput

extension ConformanceReport {
    /// `--json`: every result, one object per (scene, environment, rule): the verdict, how it was
    /// checked, what was measured against what; per failure the element, the cause, and for
    /// exercised checks the synthesized input (device profiles, points) and its outcomes.
    public var json: String {
        var lines: [String] = []
        for r in results {
            var j = JSONLine()
            j.add("scene", r.scene)
            j.add("environment", r.environment.description)
            j.add("model", r.environment.screen.model.rawValue)
            j.add("orientation", r.environment.screen.orientation.rawValue)
            j.add("multitasking", r.environment.multitasking.rawValue)
            j.add("sizeClass", r.environment.horizontalSizeClass.rawValue)
            j.add("rule", r.rule)
            j.add("verdict", r.verdict.rawValue)
            j.add("checked", r.methods.map(\.rawValue))
            if !r.note.isEmpty { j.add("note", r.note) }
            if let t = threshold(r) {
                var o = JSONLine()
                o.add("name", t.name)
                o.addRaw("value", JSONLine.number(t.value, decimals: 1))
                o.add("source", t.setIn ?? t.guideline)
                if t.setIn != nil {
                    var g = JSONLine()
                    g.addRaw("value", JSONLine.number(t.standard, decimals: 1))
                    g.add("source", t.guideline)
                    o.addRaw("guideline", g.string)
                }
                j.addRaw("threshold", o.string)
            }
            if let m = r.measured { j.addRaw("measured", m.json) }
            if let q = r.required { j.addRaw("required", q.json) }
            if let e = r.exercise {
                j.addRaw("input", ConformanceReport.inputJSON(e, points: ConformanceReport.passPathPoints))
                ConformanceReport.addOutcomes(e.outcomes, keeping: ConformanceReport.passOutcomes, to: &j)
            }
            j.addRaw("failures", "[" + r.failures.map(ConformanceReport.json).joined(separator: ",") + "]")
            if !r.reviews.isEmpty { j.addRaw("needsReview", "[" + r.reviews.map(ConformanceReport.json).joined(separator: ",") + "]") }
            lines.append(j.string)
        }
        var top = JSONLine()
        top.add("generator", ConformanceReport.generator)
        top.add("scenes", scenes)
        top.add("environments", environments.count)
        top.add("failed", failed)
        top.addRaw("settings", settings.json)
        if strict { top.add("strict", true) }
        if let b = baselineFile {
            var base = JSONLine()
            base.add("file", b)
            base.add("known", results.reduce(0) { $0 + $1.failures.filter(\.known).count })
            base.add("new", results.reduce(0) { $0 + newFailures($1).count })
            base.addRaw("fixed", "[" + fixed.map { e -> String in
                var o = JSONLine()
                o.add("rule", e.rule); o.add("scene", e.scene); o.add("element", e.element); o.add("environment", e.environment)
                return o.string
            }.joined(separator: ",") + "]")
            top.addRaw("baseline", base.string)
        }
        let review = results.filter { $0.verdict == .needsReview }.count
        if review > 0 { top.add("needsReview", review) }
        return "{" + top.string.dropFirst().dropLast() + ",\"results\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// The threshold in force a result was measured against, with its source (a settings
    /// file's, or the guideline's); nil for a rule that reads no setting or a result that
    /// measured nothing (not applicable, turned off).
    func threshold(_ r: RuleResult) -> ConformanceSettings.Threshold? {
        guard r.verdict != .notApplicable else { return nil }
        let rule = ConformanceRule.entry(r.ruleID)
        return settings.threshold(for: rule.ruleID)
    }

    /// Points of each input path kept in the JSON report.
    public static let jsonPathPoints = 64
    /// Outcomes kept per failure in the JSON and JUnit reports (those naming the failing element
    /// first: `Failure.relevantOutcomes`).
    public static let jsonOutcomes = 60

    /// Points of each input path, and outcomes, kept for a result's own exercise (every verdict).
    public static let passPathPoints = 16
    public static let passOutcomes = 12

    /// `{"devices":[…],"paths":[[[x,y],…],…]}`: the synthesized devices and each contact's,
    /// pointer's or pen's path in screen points, thinned to `points` per path.
    static func inputJSON(_ e: Evidence, points: Int) -> String {
        var input = JSONLine()
        input.add("devices", e.devices)
        let paths = e.paths.map { p in
            "[" + Probe.thin(p, to: points).map { "[\(JSONLine.number($0.x, decimals: 1)),\(JSONLine.number($0.y, decimals: 1))]" }.joined(separator: ",") + "]"
        }
        input.addRaw("paths", "[" + paths.joined(separator: ",") + "]")
        return input.string
    }

    /// `"outcomes":[…]` with the first `keeping` of them, and `"outcomesOmitted"` counting the rest.
    static func addOutcomes(_ outcomes: [Outcome], keeping: Int, to j: inout JSONLine) {
        j.addRaw("outcomes", "[" + outcomes.prefix(keeping).map(\.jsonLine).joined(separator: ",") + "]")
        if outcomes.count > keeping { j.add("outcomesOmitted", outcomes.count - keeping) }
    }

    static func json(_ f: Failure) -> String {
        var o = JSONLine()
        o.add("element", f.element)
        o.add("message", f.message)
        o.add("checked", f.method.rawValue)
        if let m = f.measured { o.addRaw("measured", m.json) }
        if let q = f.required { o.addRaw("required", q.json) }
        if !f.related.isEmpty { o.add("related", f.related) }
        if let d = f.decide { o.add("decide", d) }
        if f.known { o.add("baseline", "known") }
        if let w = f.waived { o.add("waived", w) }
        if let e = f.evidence {
            o.addRaw("input", inputJSON(e, points: jsonPathPoints))
            let outcomes = f.relevantOutcomes
            addOutcomes(outcomes, keeping: jsonOutcomes, to: &o)
            if outcomes.count != e.outcomes.count { o.add("outcomesOfOtherElements", e.outcomes.count - outcomes.count) }
        }
        return o.string
    }

    /// The `generator` field a JSON report opens with, and the JUnit root's name.
    public static let generator = "tactile conformance"

    /// The first bytes of a file are a JSON report Tactile wrote: it opens with the `generator`,
    /// or (a report from before that field) with the scene names, the environment count and
    /// `failed`, in that order (`olderJSONReportOpening`). A user's JSON that merely begins with
    /// `scenes` is not one.
    public static func isJSONReport(_ head: String) -> Bool {
        head.hasPrefix("{\"generator\":\"\(generator)\"") || head.range(of: olderJSONReportOpening, options: .regularExpression) != nil
    }

    /// `{"scenes":["…",…],"environments":N,"failed":true|false,` at the first byte.
    static let olderJSONReportOpening = #"^\{"scenes":\[("([^"\\]|\\.)*"(,"([^"\\]|\\.)*")*)?\],"environments":[0-9]+,"failed":(true|false),"#

    /// The first bytes of a file are a JUnit report Tactile wrote.
    public static func isJUnitReport(_ head: String) -> Bool {
        head.hasPrefix("<?xml") && head.contains("<testsuites name=\"\(generator)\"")
    }

    /// A result that is a JUnit failure: a fail, and with `strict` a finding that needs review.
    func isJUnitFailure(_ r: RuleResult) -> Bool { (r.verdict == .fail && !newFailures(r).isEmpty) || (strict && r.verdict == .needsReview) }
    /// A result that is a JUnit skip: not applicable, and without `strict` a finding that needs
    /// review (it does not fail the run, so it must not turn a CI system's build red).
    func isJUnitSkip(_ r: RuleResult) -> Bool {
        r.verdict == .notApplicable || (!strict && r.verdict == .needsReview) || r.verdict == .waived || (r.verdict == .fail && newFailures(r).isEmpty)
    }

    /// `--junit`: one test case per rule × environment (per scene), failures with their messages.
    /// A verdict that needs review is a `<skipped>` whose message begins `needs review:` (a
    /// `<failure type="needs review">` with `--strict`); either way its property `verdict` says
    /// `needs review` and its text says what would decide each finding.
    public var junit: String {
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failures = results.filter(isJUnitFailure).count
        let skipped = results.filter(isJUnitSkip).count
        let errors = results.filter { $0.verdict == .error }.count
        out.append("<testsuites name=\"\(ConformanceReport.generator)\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">")
        for scene in scenes {
            let rs = results.filter { $0.scene == scene }
            out.append("  <testsuite name=\"\(xml(scene))\" tests=\"\(rs.count)\" failures=\"\(rs.filter(isJUnitFailure).count)\" errors=\"\(rs.filter { $0.verdict == .error }.count)\" skipped=\"\(rs.filter(isJUnitSkip).count)\">")
            for r in rs {
                let name = "\(r.rule) [\(r.environment.description)]"
                out.append("    <testcase classname=\"\(xml(scene)).\(xml(r.rule))\" name=\"\(xml(name))\">")
                var props = [("rule", r.rule), ("verdict", r.verdict.rawValue), ("checked", r.methods.map(\.rawValue).joined(separator: " + "))]
                if let t = threshold(r) { props.append(("threshold", t.description)) }
                if let m = r.measured { props.append(("measured", m.json)) }
                if let q = r.required { props.append(("required", q.json)) }
                out.append("      <properties>" + props.map { "<property name=\"\($0.0)\" value=\"\(xml($0.1))\"/>" }.joined() + "</properties>")
                switch r.verdict {
                case .fail where newFailures(r).isEmpty:
                    // Known (in the baseline) or waived: reported, and skipped so CI stays green.
                    let body = (r.failures + r.reviews).map(ConformanceReport.junitText).joined(separator: "\n\n")
                    let first = r.failures[0]
                    let why = first.waived.map { "waived: \($0)" } ?? "known failure (in the baseline \(baselineFile ?? ""))"
                    out.append("      <skipped message=\"\(xml(why)): \(xml(first.element)): \(xml(first.message))\"/>")
                    out.append("      <system-out>\(xml(body))</system-out>")
                case .waived:
                    let all = r.failures + r.reviews
                    let body = all.map(ConformanceReport.junitText).joined(separator: "\n\n")
                    out.append("      <skipped message=\"waived: \(xml(all.first?.waived ?? "")): \(xml(all.first?.element ?? ""))\"/>")
                    out.append("      <system-out>\(xml(body))</system-out>")
                case .fail:
                    let body = (r.failures + r.reviews).map(ConformanceReport.junitText).joined(separator: "\n\n")
                    out.append("      <failure message=\"\(xml(r.failures.first.map { "\($0.element): \($0.message)" } ?? "failed"))\" type=\"\(xml(r.failures.first?.method.rawValue ?? ""))\">\(xml(body))</failure>")
                case .needsReview:
                    let body = r.reviews.map(ConformanceReport.junitText).joined(separator: "\n\n")
                    let first = r.reviews.first.map { "\($0.element): \($0.message)" } ?? ""
                    if strict {
                        out.append("      <failure message=\"needs review: \(xml(first))\" type=\"needs review\">\(xml(body))</failure>")
                    } else {
                        out.append("      <skipped message=\"needs review: \(xml(first))\"/>")
                        out.append("      <system-out>\(xml(body))</system-out>")
                    }
                case .error:
                    out.append("      <error message=\"\(xml(r.note))\"/>")
                case .notApplicable:
                    out.append("      <skipped message=\"not applicable\(r.note.isEmpty ? "" : ": " + xml(r.note))\"/>")
                case .pass:
                    var lines = r.note.isEmpty ? [] : [r.note]
                    if let e = r.exercise {
                        lines.append("input: \(e.devices.joined(separator: ", ")); outcomes:")
                        lines += e.outcomes.prefix(ConformanceReport.passOutcomes).map { "  " + $0.description }
                        if e.outcomes.count > ConformanceReport.passOutcomes { lines.append("  … \(e.outcomes.count - ConformanceReport.passOutcomes) more") }
                    }
                    if !lines.isEmpty { out.append("      <system-out>\(xml(lines.joined(separator: "\n")))</system-out>") }
                }
                out.append("    </testcase>")
            }
            out.append("  </testsuite>")
        }
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }
}

extension ConformanceReport {
    /// A failure in a JUnit body: the cause, measured against required, and the exercised input.
    static func junitText(_ f: Failure) -> String {
        var lines = ["\(f.element): \(f.message)", "  checked: \(f.method.rawValue)"]
        if let d = f.decide { lines.insert("  needs review; to decide: \(d)", at: 1) }
        if f.known { lines.insert("  known: in the baseline", at: 1) }
        if let w = f.waived { lines.insert("  waived: \(w)", at: 1) }
        if let m = f.measured { lines.append("  measured: \(m.json)") }
        if let q = f.required { lines.append("  required: \(q.json)") }
        if let e = f.evidence {
            lines.append("  input: \(e.devices.joined(separator: ", ")); \(e.paths.count) path(s) from " +
                         e.paths.compactMap(\.first).map { "(\(fmt($0.x)), \(fmt($0.y)))" }.joined(separator: ", "))
            let outcomes = f.relevantOutcomes
            lines.append(outcomes.count == e.outcomes.count ? "  outcomes:" : "  outcomes on \(f.element) (\(e.outcomes.count - outcomes.count) on other elements not shown):")
            lines += outcomes.prefix(jsonOutcomes).map { "    " + $0.description }
            if outcomes.count > jsonOutcomes { lines.append("    … \(outcomes.count - jsonOutcomes) more") }
        }
        return lines.joined(separator: "\n")
    }
}

/// Escapes text for XML/HTML.
func xml(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for u in s.unicodeScalars {
        switch u {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        case _ where !isXMLChar(u):
            // XML 1.0 forbids it even as a character reference: written as Swift spells it.
            out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
        default: out.unicodeScalars.append(u)
        }
    }
    return out
}

/// XML 1.0's `Char`: tab, line feed, carriage return, and U+0020–U+D7FF, U+E000–U+FFFD,
/// U+10000–U+10FFFF (a Swift string holds no surrogates). Everything else (NUL, BEL, ESC, the
/// other C0 controls, U+FFFE, U+FFFF) makes a document not well-formed.
func isXMLChar(_ u: Unicode.Scalar) -> Bool {
    switch u.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
}
