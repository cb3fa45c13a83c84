import InputModel
import TextOutput

extension ConformanceReport {
    /// The terminal summary: a rule × verdict table per scene (with how each rule was checked),
    /// then each failure's cause in one line, measured against required, and any check that
    /// could not run.
    public func textSummary(maximumFailuresPerRule: Int = 3, explain: Bool = false) -> String {
        var out: [String] = [settings.summary]
        for scene in scenes {
            let counts = counts(scene: scene)
            let errored = erroredRules(scene: scene)
            let review = reviewRules(scene: scene)
            let verdict = !errored.isEmpty ? "ERROR" : unjudgedScenes.contains(scene) ? "NOT CHECKED"
                : !failedRules(scene: scene).isEmpty ? "FAIL" : !review.isEmpty ? "NEEDS REVIEW" : "PASS"
            out.append("\(scene) — \(verdict) (\(Counted.of(environments.count, "environment")))")
            let unseen = unseenEnvironments(scene: scene).count
            if unseen == environments.count {
                let note = results.first { $0.scene == scene }?.note ?? ""
                out.append("  imported: no environment of this run shows a window a dump was taken in (\(note.drop(while: { $0 != ";" }).dropFirst(2))); run with the --device the dumps were taken on, or import dumps of iPad windows, or --every-window for a layout shown in every window")
            } else if unseen > 0 {
                let phone = iPhoneAppEnvironments(scene: scene).count
                let why = phone == unseen ? "are Slide Over and Split View, where iPadOS never shows an iPhone app"
                    : phone > 0 ? "are Slide Over and Split View (never an iPhone app's) or show windows no dump was taken in"
                    : "show windows no dump was taken in"
                out.append("  imported: judged in \(environments.count - unseen) of \(environments.count) environments; the other \(unseen) \(why)")
            }
            out.append("  rule                              pass  fail  review  waived   n/a  checked")
            let failing = Set(failedRules(scene: scene))
            for c in counts {
                let name = c.rule.id.padding(to: 34)
                let mark = c.error > 0 ? "  ! \(c.error) errors" : failing.contains(c.rule.id) ? "  ✗" : c.fail > 0 ? "  known" : c.review > 0 ? "  ?" : ""
                out.append("  \(name)\(pad(c.pass, 4))  \(pad(c.fail, 4))  \(pad(c.review, 6))  \(pad(c.waived, 6))  \(pad(c.na, 4))  \(methods(scene: scene, rule: c.rule))\(mark)")
            }
            let failures = results.filter { $0.scene == scene && $0.verdict == .fail && !newFailures($0).isEmpty }
            if !failures.isEmpty {
                out.append("  failures:")
                for rule in failedRules(scene: scene) {
                    let r = failures.filter { $0.rule == rule }
                    let envs = r.count
                    var shown = 0
                    var seen = Set<String>()
                    for result in r {
                        for f in newFailures(result) where seen.insert(f.element + f.message).inserted {
                            if shown < maximumFailuresPerRule {
                                out.append("    \(rule) [\(f.element)] \(f.message) — \(f.method.rawValue), e.g. \(result.environment.description)")
                                if explain, shown == 0 {
                                    if let m = f.measured, let q = f.required { out.append("        measured: \(m)   required: \(q)") }
                                    if let e = f.evidence {
                                        out.append("        input: \(e.devices.joined(separator: ", "))")
                                        out += e.timeline.map { "        " + $0 }  // capped where it is made (`Probe.timelineCap`)
                                    }
                                }
                            }
                            shown += 1
                        }
                    }
                    if shown > maximumFailuresPerRule { out.append("    \(rule): \(shown - maximumFailuresPerRule) more (in \(Counted.of(envs, "environment")))") }
                }
            }
            let known = results.filter { $0.scene == scene }.flatMap { r in r.failures.filter(\.known).map { (r, $0) } }
            if !known.isEmpty {
                var seen = Set<String>()
                let distinct = known.filter { seen.insert($0.0.rule + "|" + $0.1.element).inserted }
                out.append("  known failures (in the baseline \(baselineFile ?? "")): \(known.count) in \(distinct.count) rule and element pairs, not failing the run")
                for (r, f) in distinct.prefix(maximumFailuresPerRule) { out.append("    \(r.rule) [\(f.element)] \(f.message)") }
                if distinct.count > maximumFailuresPerRule { out.append("    … \(distinct.count - maximumFailuresPerRule) more") }
            }
            let waived = results.filter { $0.scene == scene }.flatMap { r in (r.failures + r.reviews).filter { $0.waived != nil }.map { (r, $0) } }
            if !waived.isEmpty {
                var seen = Set<String>()
                out.append("  waived (by the scene, not failing the run):")
                for (r, f) in waived where seen.insert(r.rule + "|" + f.element).inserted {
                    out.append("    \(r.rule) [\(f.element)] \(f.message) — waived: \(f.waived!)")
                }
            }
            let fixedHere = fixed.filter { $0.scene == scene }
            if !fixedHere.isEmpty {
                out.append("  fixed since the baseline (no longer fail; remove them from \(baselineFile ?? "the baseline")):")
                for e in fixedHere { out.append("    \(e.rule) [\(e.element)] \(e.environment)") }
            }
            if !review.isEmpty {
                out.append("  needs review\(strict ? " (--strict: fails the run)" : " (the input cannot decide; does not fail the run without --strict)"):")
                for rule in review {
                    var shown = 0
                    var seen = Set<String>()
                    var envs = 0
                    for result in results where result.scene == scene && result.rule == rule && !result.reviews.isEmpty {
                        envs += 1
                        for f in result.reviews where seen.insert(f.element + f.message).inserted {
                            if shown < maximumFailuresPerRule {
                                out.append("    \(rule) [\(f.element)] \(f.message) — \(f.method.rawValue), e.g. \(result.environment.description)")
                                if let d = f.decide { out.append("        to decide: \(d)") }
                            }
                            shown += 1
                        }
                    }
                    if shown > maximumFailuresPerRule { out.append("    \(rule): \(shown - maximumFailuresPerRule) more (in \(Counted.of(envs, "environment")))") }
                }
            }
            if !errored.isEmpty {
                out.append("  could not be checked:")
                var seen = Set<String>()
                for r in results where r.scene == scene && r.verdict == .error && seen.insert(r.rule + r.note).inserted {
                    out.append("    \(r.rule) — \(r.note) — e.g. \(r.environment.description)")
                }
            }
            out.append("")
        }
        return out.joined(separator: "\n")
    }

    /// How a rule was checked for a scene, over all environments (`static`, `declared + exercised`).
    func methods(scene: String, rule: ConformanceRule) -> String {
        var used = Set<CheckMethod>()
        for r in results where r.scene == scene && r.rule == rule.id { used.formUnion(r.methods) }
        return used.isEmpty ? "-" : CheckMethod.allCases.filter(used.contains).map(\.rawValue).joined(separator: " + ")
    }

    private func pad(_ n: Int, _ w: Int) -> String {
        let s = String(n)
        return String(repeating: " ", count: max(0, w - s.count)) + s
    }
}

extension String {
    func padding(to n: Int) -> String { count >= n ? self + " " : self + String(repeating: " ", count: n - count) }
}
