import Foundation
import InputModel
import Yams

/// An expectation file: what a replay runs against and what it must produce.
///
/// ```yaml
/// trace: ../synth/tap-send.yml      # optional; the trace, relative to this file
/// description: NAME.desc            # optional; evemu device description for an events-only trace
/// scene: ../scenes/mail.yml         # optional; relative to this file; none = `root` only
/// environment: {model: ipad-pro-12.9, orientation: landscape, multitasking: full}
/// settings: {tapToClick: true}
/// order: strict                     # or any
/// tolerance: 0.02                   # seconds, for `at`
/// outcomes:
///   - {outcome: tap, element: send, count: 1, at: 0.13}
///   - {outcome: scroll, dy: {max: -10}, times: 1+}
///   - {outcome: contextMenu, trigger: secondaryClick}
/// absent: [dropForbidden, {outcome: tap, element: delete}]
/// ```
///
/// Pattern keys: `outcome` (required), `element`, `at`, `tolerance`, `times` (`n` exactly or
/// `n+` at least; default 1); every other key is an outcome field: a scalar must equal (numbers
/// within 0.0005), a list matches a list of ids, `{min, max}` a number range. `environment` may
/// also be a string of words (`ipad-pro-11 portrait half`). Errors name the file and line.
public struct ExpectationFile: Sendable {
    public var path: String
    /// The trace to replay when none is given on the command line (resolved against the file).
    public var trace: String?
    public var traceDescription: String?
    public var scenePath: String?
    public var scene: Scene?
    public var environment: HarnessEnvironment
    public var expectations: Expectations

    static let keys = ["trace", "description", "scene", "environment", "settings", "order", "tolerance", "outcomes", "absent"]

    public static func load(path: String) throws -> ExpectationFile {
        try parse(try YAMLSource.text(path: path, what: "expectation file"), file: path)
    }

    /// Parses `text`; relative paths are resolved against `file`'s directory, and the scene is loaded.
    public static func parse(_ text: String, file: String = "<expectations>") throws -> ExpectationFile {
        let root = try YAMLSource.compose(text, file: file, what: "expectation file")
        let reader = NodeReader(file: file)
        let f = try reader.mapping(root, "expectations", allowed: keys)
        let directory = (file as NSString).deletingLastPathComponent
        func resolve(_ p: String) -> String { p.hasPrefix("/") || directory.isEmpty ? p : directory + "/" + p }

        var out = ExpectationFile(path: file, environment: HarnessEnvironment(),
                                  expectations: Expectations([]))
        out.trace = try f.string("trace").map(resolve)
        out.traceDescription = try f.string("description").map(resolve)
        if let s = f["scene"] {
            let p = resolve(try reader.string(s, "scene"))
            guard FileManager.default.fileExists(atPath: p) else {
                throw reader.fail(s, "scene: no such file '\(p)'")
            }
            out.scenePath = p
            out.scene = try SceneLoader.load(contentsOf: p)
        }
        if let e = f["environment"] { out.environment = try environment(e, reader) }
        if let s = f["settings"] { out.environment.settings = try settings(s, reader) }
        var ex = Expectations([])
        if let o = f["order"] { ex.order = try reader.enumValue(o, "order", OutcomeOrder.self) }
        let tolerance = try f.double("tolerance", default: Expectations.defaultTolerance.seconds)
        if tolerance < 0 { throw reader.fail(f["tolerance"], "tolerance: must not be negative") }
        ex.tolerance = TimeSpan(seconds: tolerance)
        let patterns = PatternReader(reader: reader)
        if let list = f["outcomes"] {
            ex.outcomes = try reader.sequence(list, "outcomes").map { try patterns.pattern($0, "outcomes") }
        }
        if let list = f["absent"] {
            ex.absent = try reader.sequence(list, "absent").map { try patterns.pattern($0, "absent", bareName: true) }
        }
        if ex.outcomes.isEmpty && ex.absent.isEmpty {
            throw reader.fail(root, "expectations: give `outcomes`, `absent` or both")
        }
        out.expectations = ex
        return out
    }

    static func environment(_ node: Node, _ reader: NodeReader) throws -> HarnessEnvironment {
        if case .scalar = node {
            do { return try EnvironmentSpec.parse(try reader.string(node, "environment")) } catch let e as TactileError {
                throw reader.fail(node, "environment: \(e.reason)")
            }
        }
        let f = try reader.mapping(node, "environment", allowed: ["model", "orientation", "multitasking", "name"])
        var env = HarnessEnvironment()
        if let m = f["model"] { env.screen.model = try reader.enumValue(m, "environment.model", IPadModel.self) }
        if let o = f["orientation"] { env.screen.orientation = try reader.enumValue(o, "environment.orientation", Orientation.self) }
        if let m = f["multitasking"] {
            let word = try reader.string(m, "environment.multitasking")
            guard let s = EnvironmentSpec.multitasking(word) else {
                throw reader.fail(m, "environment.multitasking: unknown value '\(word)' (expected one of: full, "
                                  + MultitaskingState.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            env.multitasking = s
        }
        env.name = try f.string("name")
        return env
    }

    static let settingKeys = ["tapToClick", "twoFingerSecondaryClick", "naturalScrolling", "pencilPreferredTapAction",
                              "pencilPreferredSqueezeAction", "onlyDrawWithApplePencil", "pencilHoverPreview",
                              "hardwareKeyboardAttached"]

    static func settings(_ node: Node, _ reader: NodeReader) throws -> UserSettings {
        let f = try reader.mapping(node, "settings", allowed: settingKeys)
        var s = UserSettings()
        s.tapToClick = try f.bool("tapToClick", default: s.tapToClick)
        s.twoFingerSecondaryClick = try f.bool("twoFingerSecondaryClick", default: s.twoFingerSecondaryClick)
        s.naturalScrolling = try f.bool("naturalScrolling", default: s.naturalScrolling)
        if let n = f["pencilPreferredTapAction"] {
            s.pencilPreferredTapAction = try reader.enumValue(n, "settings.pencilPreferredTapAction", PencilPreferredAction.self)
        }
        if let n = f["pencilPreferredSqueezeAction"] {
            s.pencilPreferredSqueezeAction = try reader.enumValue(n, "settings.pencilPreferredSqueezeAction", PencilPreferredAction.self)
        }
        s.onlyDrawWithApplePencil = try f.bool("onlyDrawWithApplePencil", default: s.onlyDrawWithApplePencil)
        s.pencilHoverPreview = try f.bool("pencilHoverPreview", default: s.pencilHoverPreview)
        s.hardwareKeyboardAttached = try f.bool("hardwareKeyboardAttached", default: s.hardwareKeyboardAttached)
        return s
    }
}

/// Reads outcome patterns from nodes.
struct PatternReader {
    let reader: NodeReader
    static let reserved: Set<String> = ["outcome", "element", "at", "tolerance", "times"]

    func pattern(_ node: Node, _ what: String, bareName: Bool = false) throws -> OutcomePattern {
        if bareName, case .scalar = node {
            return OutcomePattern(try reader.enumValue(node, what, OutcomeKind.self), line: reader.line(node))
        }
        guard case let .mapping(m) = node else {
            throw reader.fail(node, "\(what): expected a mapping like {outcome: tap, element: send}"
                              + (bareName ? " or an outcome name" : ""))
        }
        var kind: OutcomeKind?
        var p = OutcomePattern(.tap, line: reader.line(node))
        var seen = Set<String>()
        for (k, v) in m {
            let key = try reader.string(k, what)
            guard seen.insert(key).inserted else { throw reader.fail(k, "\(what): duplicate key '\(key)'") }
            switch key {
            case "outcome": kind = try reader.enumValue(v, "\(what).outcome", OutcomeKind.self)
            case "element": p.element = try reader.string(v, "\(what).element")
            case "at": p.at = Timestamp(seconds: try reader.double(v, "\(what).at"))
            case "tolerance":
                let t = try reader.double(v, "\(what).tolerance")
                if t < 0 { throw reader.fail(v, "\(what).tolerance: must not be negative") }
                p.tolerance = TimeSpan(seconds: t)
            case "times": p.times = try times(v, "\(what).times")
            default: p.fields[key] = try field(v, "\(what).\(key)")
            }
        }
        guard let kind else { throw reader.fail(node, "\(what): missing 'outcome'") }
        p.kind = kind
        return p
    }

    /// `3` exactly three, `1+` at least one.
    func times(_ node: Node, _ what: String) throws -> Occurrences {
        let s = try reader.string(node, what)
        if s.hasSuffix("+"), let n = Int(s.dropLast()), n >= 0 { return .atLeast(n) }
        if let n = Int(s), n >= 0 { return .exactly(n) }
        throw reader.fail(node, "\(what): expected a count like 2 or 1+ (at least one)")
    }

    func field(_ node: Node, _ what: String) throws -> FieldMatch {
        switch node {
        case let .scalar(s):
            guard s.style == .plain || s.style == .any else { return .equals(.string(s.string)) }
            switch s.string {
            case "true": return .equals(.bool(true))
            case "false": return .equals(.bool(false))
            default: break
            }
            if let i = Int(s.string) { return .equals(.int(i)) }
            if let d = Double(s.string), d.isFinite { return .equals(.double(d)) }
            return .equals(.string(s.string))
        case .sequence:
            return .equals(.strings(try reader.strings(node, what)))
        default:
            let f = try reader.mapping(node, what, allowed: ["min", "max"])
            let lo = try f["min"].map { try reader.double($0, "\(what).min") }
            let hi = try f["max"].map { try reader.double($0, "\(what).max") }
            if lo == nil && hi == nil { throw reader.fail(node, "\(what): give min, max or both") }
            if let lo, let hi, lo > hi { throw reader.fail(node, "\(what): min is above max") }
            return .range(min: lo, max: hi)
        }
    }
}
