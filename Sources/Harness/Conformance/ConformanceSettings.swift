import InputModel
import TextOutput

/// The thresholds a team sets for its report (docs/conformance.md, "Settings"), read from
/// `.tactile.yml` in the working directory or the file `--config` names:
///
/// ```yaml
/// conformance:
///   minimumHitTarget: 44        # pt
///   bottomGestureZone: 20       # pt
///   off:
///     pointer.magnetism: "our canvas app draws its own cursor"
/// ```
/// Every value left out keeps its default, and every default cites its guideline by name.
public struct ConformanceSettings: Hashable, Sendable {
    /// Minimum hit target, both sides (pt).
    public var minimumHitTarget: Double
    /// Height of the bottom system-gesture zone (pt).
    public var bottomGestureZone: Double
    /// Rules turned off, each with its reason.
    public var off: [String: String]
    /// Where the values come from (a file's path, or nil for the defaults).
    public var source: String?

    public init(minimumHitTarget: Double = ConformanceSettings.defaultMinimumHitTarget,
                bottomGestureZone: Double = ConformanceSettings.defaultBottomGestureZone,
                off: [String: String] = [:], source: String? = nil) {
        self.minimumHitTarget = minimumHitTarget
        self.bottomGestureZone = bottomGestureZone
        self.off = off
        self.source = source
    }

    /// 44 pt: HIG › Adaptivity and layout ("a minimum tappable area of 44 pt × 44 pt for all
    /// controls").
    public static let defaultMinimumHitTarget = 44.0
    public static let minimumHitTargetSource = "HIG › Adaptivity and layout"
    /// 20 pt: the strip along the bottom edge where the system's swipe up (Home, the Dock, the
    /// app switcher) starts: HIG › Adaptivity and layout › Design full-screen experiences.
    public static let defaultBottomGestureZone = 20.0
    public static let bottomGestureZoneSource = "HIG › Adaptivity and layout › Design full-screen experiences"

    public static let `default` = ConformanceSettings()

    /// The name of the file read from the working directory when `--config` is not given.
    public static let fileName = ".tactile.yml"

    /// A threshold a rule measures against, as it is in force: its setting's name, value (pt) and
    /// where it comes from (the guideline that gives the default, or the file that set it).
    public struct Threshold: Hashable, Sendable {
        /// The setting's key (`minimumHitTarget`).
        public var name: String
        /// How the reports say it ("minimum hit target").
        public var words: String
        public var value: Double
        public var standard: Double
        /// The guideline of the default.
        public var guideline: String
        /// The settings file that set a value other than the default; nil for the default.
        public var setIn: String?

        /// "minimum hit target 60 pt (set in .tactile.yml; the guideline's is 44 pt, HIG › …)"
        public var description: String {
            "\(words) \(fmt(value)) pt (" + (setIn.map { "set in \($0); the guideline's is \(fmt(standard)) pt, \(guideline)" } ?? guideline) + ")"
        }
    }

    /// The threshold `rule` measures against, where it reads one of the settings.
    public func threshold(for rule: RuleID) -> Threshold? {
        func make(_ name: String, _ words: String, _ value: Double, _ standard: Double, _ guideline: String) -> Threshold {
            Threshold(name: name, words: words, value: value, standard: standard, guideline: guideline,
                      setIn: value == standard ? nil : (source ?? "the settings"))
        }
        switch rule {
        case .layoutHitTarget:
            return make("minimumHitTarget", "minimum hit target", minimumHitTarget, Self.defaultMinimumHitTarget, Self.minimumHitTargetSource)
        case .layoutBottomEdge:
            return make("bottomGestureZone", "bottom gesture zone", bottomGestureZone, Self.defaultBottomGestureZone, Self.bottomGestureZoneSource)
        default:
            return nil
        }
    }

    /// The values in force in one line, each with its source (the report's header).
    public var summary: String {
        var parts = ["minimum hit target \(fmt(minimumHitTarget)) pt" + (minimumHitTarget == Self.defaultMinimumHitTarget ? " (\(Self.minimumHitTargetSource))" : " (set)"),
                     "bottom gesture zone \(fmt(bottomGestureZone)) pt" + (bottomGestureZone == Self.defaultBottomGestureZone ? " (\(Self.bottomGestureZoneSource))" : " (set)")]
        if !off.isEmpty { parts.append("turned off: " + off.keys.sorted().map { "\($0) (\(off[$0]!))" }.joined(separator: ", ")) }
        return "settings" + (source.map { " from \($0)" } ?? " (defaults)") + ": " + parts.joined(separator: "; ")
    }

    /// The values as a JSON object.
    public var json: String {
        var j = JSONLine()
        if let source { j.add("source", source) }
        j.addRaw("minimumHitTarget", JSONLine.number(minimumHitTarget, decimals: 1))
        j.addRaw("bottomGestureZone", JSONLine.number(bottomGestureZone, decimals: 1))
        var o = JSONLine()
        for k in off.keys.sorted() { o.add(k, off[k]!) }
        j.addRaw("off", o.string)
        return j.string
    }

    /// Reads a settings file: `conformance:` with `minimumHitTarget`, `bottomGestureZone` (pt,
    /// positive and at most 200) and `off` (rule id → reason). Anything else is an error naming
    /// its line.
    public static func load(path: String) throws -> ConformanceSettings {
        try load(try YAMLSource.text(path: path, what: "configuration"), file: path)
    }

    public static func load(_ text: String, file: String) throws -> ConformanceSettings {
        let root = try YAMLSource.compose(text, file: file, what: "configuration")
        let reader = NodeReader(file: file)
        let top = try reader.mapping(root, "configuration", allowed: ["conformance"])
        var s = ConformanceSettings(source: file)
        guard let c = top["conformance"] else { return s }
        let f = try reader.mapping(c, "conformance", allowed: ["minimumHitTarget", "bottomGestureZone", "off"])
        func points(_ key: String) throws -> Double? {
            guard let n = f[key] else { return nil }
            let v = try reader.double(n, "conformance.\(key)")
            guard v > 0, v <= 200 else { throw reader.fail(n, "conformance.\(key): \(fmt(v)) pt is not a size (give points, more than 0 and at most 200)") }
            return v
        }
        if let v = try points("minimumHitTarget") { s.minimumHitTarget = v }
        if let v = try points("bottomGestureZone") { s.bottomGestureZone = v }
        if let n = f["off"] { s.off = try SceneBuilder(reader: reader).waivers(n, "conformance.off", kind: "a rule turned off") }
        return s
    }
}
