import InputModel

extension ConformanceReport {
    /// `--json`: every result, one object per (scene, environment, rule).
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
            let failures = r.failures.map { f -> String in
                var o = JSONLine()
                o.add("element", f.element)
                o.add("message", f.message)
                return o.string
            }
            j.addRaw("failures", "[" + failures.joined(separator: ",") + "]")
            lines.append(j.string)
        }
        var top = JSONLine()
        top.add("generator", ConformanceReport.generator)
        top.add("scenes", scenes)
        top.add("environments", environments.count)
        top.add("failed", failed)
        return "{" + top.string.dropFirst().dropLast() + ",\"results\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// The `generator` field a JSON report opens with, and the JUnit root's name.
    public static let generator = "tactile conformance"

    /// The first bytes of a file are a JSON report Tactile wrote (reports from before the
    /// `generator` field opened with their `scenes`).
    public static func isJSONReport(_ head: String) -> Bool {
        head.hasPrefix("{\"generator\":\"\(generator)\"") || head.hasPrefix("{\"scenes\":[")
    }

    /// The first bytes of a file are a JUnit report Tactile wrote.
    public static func isJUnitReport(_ head: String) -> Bool {
        head.hasPrefix("<?xml") && head.contains("<testsuites name=\"\(generator)\"")
    }

    /// `--junit`: one test case per rule × environment (per scene), failures with their messages.
    public var junit: String {
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failures = results.filter { $0.verdict == .fail }.count
        let skipped = results.filter { $0.verdict == .notApplicable }.count
        out.append("<testsuites name=\"\(ConformanceReport.generator)\" tests=\"\(results.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">")
        for scene in scenes {
            let rs = results.filter { $0.scene == scene }
            out.append("  <testsuite name=\"\(xml(scene))\" tests=\"\(rs.count)\" failures=\"\(rs.filter { $0.verdict == .fail }.count)\" skipped=\"\(rs.filter { $0.verdict == .notApplicable }.count)\">")
            for r in rs {
                let name = "\(r.rule) [\(r.environment.description)]"
                out.append("    <testcase classname=\"\(xml(scene)).\(xml(r.rule))\" name=\"\(xml(name))\">")
                switch r.verdict {
                case .fail:
                    let msg = r.failures.map { "\($0.element): \($0.message)" }.joined(separator: "\n")
                    out.append("      <failure message=\"\(xml(r.failures.first?.message ?? "failed"))\">\(xml(msg))</failure>")
                case .notApplicable:
                    out.append("      <skipped message=\"not applicable\(r.note.isEmpty ? "" : ": " + xml(r.note))\"/>")
                case .pass:
                    break
                }
                out.append("    </testcase>")
            }
            out.append("  </testsuite>")
        }
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }
}

/// Escapes text for XML/HTML.
func xml(_ s: String) -> String {
    var out = ""
    for c in s {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(c)
        }
    }
    return out
}
