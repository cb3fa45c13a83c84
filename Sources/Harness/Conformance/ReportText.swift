import InputModel

extension ConformanceReport {
    /// The terminal summary: a rule × verdict table per scene, then the failures.
    public func textSummary(maximumFailuresPerRule: Int = 3, explain: Bool = false) -> String {
        var out: [String] = []
        for scene in scenes {
            let counts = counts(scene: scene)
            let verdict = failedRules(scene: scene).isEmpty ? "PASS" : "FAIL"
            out.append("\(scene) — \(verdict) (\(environments.count) environments)")
            out.append("  rule                            pass  fail   n/a")
            for c in counts {
                let name = c.rule.id.padding(to: 32)
                out.append("  \(name)\(pad(c.pass, 4))  \(pad(c.fail, 4))  \(pad(c.na, 4))" + (c.fail > 0 ? "  ✗" : ""))
            }
            let failures = results.filter { $0.scene == scene && $0.verdict == .fail }
            if !failures.isEmpty {
                out.append("  failures:")
                for rule in failedRules(scene: scene) {
                    let r = failures.filter { $0.rule == rule }
                    let envs = r.count
                    var shown = 0
                    var seen = Set<String>()
                    for result in r {
                        for f in result.failures where seen.insert(f.element + f.message).inserted {
                            if shown < maximumFailuresPerRule {
                                out.append("    \(rule) [\(f.element)] \(f.message) — e.g. \(result.environment.description)")
                                if explain, shown == 0, let e = f.evidence {
                                    out += e.timeline.prefix(400).map { "        " + $0 }
                                }
                            }
                            shown += 1
                        }
                    }
                    if shown > maximumFailuresPerRule { out.append("    \(rule): \(shown - maximumFailuresPerRule) more (in \(envs) environments)") }
                }
            }
            out.append("")
        }
        return out.joined(separator: "\n")
    }

    private func pad(_ n: Int, _ w: Int) -> String {
        let s = String(n)
        return String(repeating: " ", count: max(0, w - s.count)) + s
    }
}

extension String {
    func padding(to n: Int) -> String { count >= n ? self + " " : self + String(repeating: " ", count: n - count) }
}
