import InputModel
import Yams

/// The baseline file: YAML, one failure a line, sorted, so it diffs well in review.
///
/// ```yaml
/// # Known conformance failures, written by tactile conformance --write-baseline
/// failures:
///   - {rule: layout.hit-target, scene: Recipes, element: "Recipes.HeartButton[1]", environment: compact fullScreen}
/// ```
public enum BaselineFile {
    public static func yaml(_ b: Baseline) throws -> String {
        let items = b.entries.sorted().map { e -> Node in
            SceneWriter.mapping([("rule", SceneWriter.string(e.rule)), ("scene", SceneWriter.string(e.scene)),
                                 ("element", SceneWriter.string(e.element)), ("environment", SceneWriter.string(e.environment))], flowStyle: true)
        }
        let body = try Yams.serialize(node: .mapping(.init([(SceneWriter.key("failures"), .sequence(.init(items, .implicit, .block)))], .implicit, .block)),
                                      width: -1, allowUnicode: true)
        return Baseline.marker + "\n# Keys: rule, scene, element id and the environment's class (size class, multitasking state).\n" + body
    }

    public static func load(path: String) throws -> Baseline {
        try load(try YAMLSource.text(path: path, what: "baseline"), file: path)
    }

    public static func load(_ text: String, file: String) throws -> Baseline {
        let root = try YAMLSource.compose(text, file: file, what: "baseline")
        let reader = NodeReader(file: file)
        let f = try reader.mapping(root, "baseline", allowed: ["failures"])
        var entries = Set<Baseline.Entry>()
        let classes = Set(SizeClass.allCases.flatMap { s in MultitaskingState.allCases.map { "\(s.rawValue) \($0.rawValue)" } })
        for n in try f["failures"].map({ try reader.sequence($0, "failures") }) ?? [] {
            let ef = try reader.mapping(n, "failures", allowed: ["rule", "scene", "element", "environment"])
            let rule = try ef.requireString("rule")
            guard ConformanceRule.named(rule) != nil else { throw reader.fail(ef["rule"], "failures: unknown rule '\(rule)'") }
            let environment = try ef.requireString("environment")
            guard classes.contains(environment) else {
                throw reader.fail(ef["environment"], "failures: environment '\(environment)' is not a size class and a multitasking state (e.g. 'compact slideOver')")
            }
            entries.insert(Baseline.Entry(rule: rule, scene: try ef.requireString("scene"), element: try ef.requireString("element"), environment: environment))
        }
        return Baseline(entries: entries)
    }

    /// The first bytes of a file are a baseline Tactile wrote.
    public static func isBaseline(_ head: String) -> Bool { head.hasPrefix(Baseline.marker) }
}
