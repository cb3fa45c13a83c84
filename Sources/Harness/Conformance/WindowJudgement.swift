import InputModel

extension ConformanceEngine {
    /// The decision a dump whose root is no window leaves open, as its findings say it.
    static func declareWindow(_ source: SceneSource) -> String {
        "declare the window \(source.dump) was taken in: `window: [width, height]` in the overlay (points; its root keeps its place in it), then import again"
    }

    /// The decision an iPhone dump of an app of undeclared device family leaves open.
    static let declareDeviceFamily = "declare the app's device family: `tactile import --info-plist Info.plist` (its UIDeviceFamily), or `deviceFamily: [iphone]` (iPhone only: judged in compatibility mode) or `deviceFamily: [iphone, ipad]` (universal: dump its iPad layout) in the overlay"

    /// For a root that is no window: the rules that read the window, read again with the root's
    /// frame taken as a window of the other size class (once for them all, on one layout), by rule
    /// id. Empty for any other judgement.
    static func otherSizeClassReading(_ judgement: ScenePlacement.Window, scene: Scene, environment: HarnessEnvironment,
                                      settings: ConformanceSettings, only: Set<String>?) -> [String: RuleResult] {
        guard case .unknownWindow = judgement else { return [:] }
        var e = environment
        e.regularWidthThreshold = environment.horizontalSizeClass == .compact ? 0 : .infinity
        let ids = Set(ConformanceRule.all.filter { $0.readsWindow && (only?.contains($0.id) ?? true) }.map(\.id))
        let p = Probe(scene: scene, environment: e, cache: nil, settings: settings)
        return Dictionary(uniqueKeysWithValues: rules(p, scene: scene, environment: e, only: ids).map { ($0.rule, $0) })
    }

    /// A rule that reads the window (`ConformanceRule.readsWindow`), judged as `judgement` says;
    /// `otherReading` is the rule read as a window of the other size class (`otherSizeClassReading`).
    static func judgeWindowRule(_ r: RuleResult, _ judgement: ScenePlacement.Window, environment: HarnessEnvironment,
                                otherReading: RuleResult?) -> RuleResult {
        switch judgement {
        case .judged:
            return r
        case .iPadLayoutNotShown(let source):
            return RuleResult(rule: r.ruleID, scene: r.scene, environment: r.environment, verdict: .notApplicable,
                              note: "\(source.dump) shows the iPhone layout of an app built for iPad too: iPadOS lays the app out for iPad, which no dump shows; dump its iPad layout")
        case .familyUnknown:
            guard r.verdict == .fail else { return r }
            var out = r
            out.reviews = r.failures.map { f in
                var f = f
                f.message = "if the app is iPhone-only (compatibility mode): " + f.message
                f.decide = declareDeviceFamily
                return f
            } + r.reviews
            out.failures = []
            out.verdict = .needsReview
            return out
        case .unknownWindow(let source):
            // The rule read under either size class, the root's frame taken as the window.
            let other = otherReading ?? r
            let (compact, regular) = environment.horizontalSizeClass == .compact ? (r, other) : (other, r)
            if compact.verdict == .notApplicable && regular.verdict == .notApplicable {
                var out = r
                out.note = compact.note == regular.note ? compact.note : "\(compact.note) (compact); \(regular.note) (regular)"
                return out
            }
            func says(_ x: RuleResult) -> String {
                let ids = (x.failures + x.reviews).map(\.element)
                let named = ids.prefix(3).joined(separator: ", ") + (ids.count > 3 ? ", …" : "")
                switch x.verdict {
                case .pass: return "passes"
                case .fail: return "fails on \(ids.count) (\(named))"
                case .needsReview: return "needs review on \(ids.count) (\(named))"
                case .notApplicable: return "is not applicable (\(x.note))"
                default: return x.verdict.rawValue
                }
            }
            var out = RuleResult(rule: r.ruleID, scene: r.scene, environment: r.environment, verdict: .needsReview,
                                 note: "the window is unknown", methods: r.methods)
            out.reviews = [Failure(element: "root",
                                   message: "this rule reads the window (its size class, edges and safe area), and \(ScenePlacement.unknownWindowText(source)); taking the root's frame as the window, it \(says(compact)) as a compact window, and \(says(regular)) as a regular one",
                                   method: .static, measured: .numbers([source.window.width, source.window.height]),
                                   required: .text("the window the dump was taken in"), decide: declareWindow(source))]
            return out
        }
    }
}
