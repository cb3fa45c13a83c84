import Foundation
import InputModel
import Yams

/// Reads scenario scripts (YAML). Every error names the file, the line and the reason (exit 65).
///
/// ```yaml
/// name: drag a message to a folder
/// seed: 7          # optional: positional jitter from this seed
/// jitter: 0.5      # points
/// steps:
///   - tap: send                      # an element id …
///   - tap: {at: [683, 512], count: 2} # … or a point
///   - drag: {from: row-1, to: folder-2, hold: 0.4, duration: 0.6, dwell: 1.5}
///   - key: cmd+shift+z
///   - wait: 0.5
///   - parallel:
///       - stroke: {path: [[100, 100], [300, 120]], duration: 0.4, pressure: [0.2, 0.8]}
///       - touchAndHold: {at: canvas, duration: 0.4}
///       - sequence: [{wait: 0.2}, {tap: send}]   # one after another, inside a parallel
/// ```
public struct ScenarioParser {
    public let file: String

    public init(file: String) { self.file = file }

    public static func load(path: String) throws -> Scenario {
        try ScenarioParser(file: path).parse(try YAMLSource.text(path: path, what: "scenario script"))
    }

    public func parse(_ text: String) throws -> Scenario {
        let root = try YAMLSource.compose(text, file: file, what: "scenario script")
        guard let map = root.mapping else { throw fail(root, "a scenario is a mapping with `steps:`") }
        var scenario = Scenario(steps: [])
        for (k, v) in map {
            switch k.string ?? "" {
            case "name": scenario.name = v.string
            case "seed":
                guard let seed = UInt64(exactly: try int(v, "seed")) else { throw fail(v, "`seed` must not be negative") }
                scenario.seed = seed
            case "jitter": scenario.jitter = try number(v, "jitter")
            // The profile and scene the script was written for; the command line may override them.
            case "profile": scenario.profile = try scalarString(v, "profile")
            case "scene": scenario.scene = try scalarString(v, "scene")
            case "environment":
                let words = try scalarString(v, "environment")
                do { _ = try EnvironmentSpec.parse(words) } catch let e as TactileError { throw fail(v, "environment: \(e.reason)") }
                scenario.environment = words
            case "description": break // informational
            case "steps": scenario.steps = try steps(v)
            default: throw fail(k, "unknown key `\(k.string ?? "?")` (expected name, seed, jitter, profile, scene, environment, steps)")
            }
        }
        if scenario.steps.isEmpty { throw fail(root, "the scenario has no steps") }
        return scenario
    }

    // MARK: steps

    func steps(_ node: Node) throws -> [ScenarioStep] {
        guard let seq = node.sequence else { throw fail(node, "`steps` must be a list") }
        return try seq.map(step)
    }

    func step(_ node: Node) throws -> ScenarioStep {
        guard let map = node.mapping, map.count == 1, let (k, v) = map.first, let name = k.string else {
            throw fail(node, "each step is a mapping with one action, e.g. `- tap: button-id`")
        }
        let line = k.mark?.line ?? 0
        let args = Args(parser: self, node: v, action: name)
        let action: ScenarioStep.Action
        switch name {
        case "tap":
            action = .tap(try args.target("at"), count: try args.int("count", 1), fingers: try args.int("fingers", 1))
        case "doubleTap":
            action = .tap(try args.target("at"), count: 2, fingers: try args.int("fingers", 1))
        case "touchAndHold":
            action = .touchAndHold(try args.target("at"), duration: try args.span("duration", 0.6))
        case "drag":
            action = .drag(from: try args.target("from"), to: try args.target("to"), hold: try args.span("hold", 0.5),
                           duration: try args.span("duration", 0.5), dwell: try args.span("dwell", 0.1))
        case "touches":
            action = .touches(paths: try args.paths("paths"), duration: try args.span("duration", 0.3))
        case "swipe":
            action = .swipe(from: try args.target("from"), to: try args.target("to"),
                            duration: try args.span("duration", 0.25), fingers: try args.int("fingers", 1))
        case "pinch":
            action = .pinch(at: try args.target("at"), fromSpan: try args.number("from", 100), toSpan: try args.number("to", 200),
                            duration: try args.span("duration", 0.4), rotate: try args.number("rotate", 0))
        case "hover", "pointerMove", "move":
            action = .pointerMove(to: try args.target("to"), duration: try args.span("duration", 0.3))
        case "click":
            action = .click(at: try args.target("at"), button: try args.button("button"), modifiers: try args.strings("modifiers"),
                            count: try args.int("count", 1))
        case "clickDrag":
            action = .clickDrag(from: try args.target("from"), to: try args.target("to"), duration: try args.span("duration", 0.5),
                                modifiers: try args.strings("modifiers"), dwell: try args.span("dwell", 0))
        case "scroll":
            action = .scroll(at: try args.target("at"), dx: try args.number("dx", 0), dy: try args.number("dy", 0),
                             device: try args.scrollDevice("device"), duration: try args.span("duration", 0.3))
        case "pencilHover":
            action = .pencilHover(at: try args.target("at"), height: try args.hoverHeight(),
                                  duration: try args.span("duration", 0.3))
        case "stroke":
            action = .stroke(path: try args.path("path"), duration: try args.span("duration", 0.4),
                             pressure: try args.numbers("pressure", [0.5]), tilt: try args.tilts("tilt"),
                             eraser: try args.bool("eraser", false))
        case "barrel":
            action = .barrel(button: try args.int("button", 1))
        case "key":
            action = .key(try args.chord())
        case "holdKey":
            action = .holdKey(try args.chord("keys"), duration: try args.span("duration", 1.0))
        case "keyboard":
            guard let s = v.string, s == "connect" || s == "disconnect" else {
                throw fail(v, "`keyboard` is `connect` or `disconnect`")
            }
            action = .keyboard(connected: s == "connect")
        case "wait":
            action = .wait(try span(v, "wait"))
        case "parallel":
            action = .parallel(try steps(v))
        case "sequence":
            action = .sequence(try steps(v))
        default:
            throw fail(k, "unknown step `\(name)` (steps: \(Self.stepNames.joined(separator: ", ")))")
        }
        return ScenarioStep(line: line, action)
    }

    /// Every step a script may use (docs/scenarios.md lists each, with its arguments).
    public static let stepNames = ["tap", "doubleTap", "touchAndHold", "drag", "touches", "swipe", "pinch",
                                   "move", "hover", "pointerMove", "click", "clickDrag", "scroll",
                                   "pencilHover", "stroke", "barrel", "key", "holdKey", "keyboard",
                                   "wait", "parallel", "sequence"]

    // MARK: values

    /// The longest a step may take, in seconds (a longer step would synthesize an unbounded
    /// number of frames): each of its times (`duration`, `hold`, `dwell`, `wait`) is 0…this.
    static let maximumDuration = 3600.0
    /// Repeat and finger counts a step accepts.
    static let countRanges: [String: ClosedRange<Int>] = ["count": 1...100, "fingers": 1...10]

    /// A time in seconds, 0…`maximumDuration`, to the nearest µs.
    func span(_ node: Node, _ what: String) throws -> TimeSpan {
        let n = try number(node, what)
        guard n >= 0, n <= ScenarioParser.maximumDuration else {
            throw fail(node, "`\(what)` must be 0…\(Int(ScenarioParser.maximumDuration)) seconds, not \(n)")
        }
        return TimeSpan(seconds: n)
    }

    func fail(_ node: Node, _ reason: String) -> TactileError {
        TactileError.badInput(file, line: node.mark?.line, reason)
    }

    func scalarString(_ node: Node, _ what: String) throws -> String {
        guard let s = node.scalar?.string else { throw fail(node, "`\(what)` must be a name") }
        return s
    }

    func number(_ node: Node, _ what: String) throws -> Double {
        guard let s = node.scalar?.string, let v = Double(s), v.isFinite else {
            throw fail(node, "`\(what)` must be a number")
        }
        return v
    }

    func int(_ node: Node, _ what: String) throws -> Int {
        guard let s = node.scalar?.string, let v = Int(s) else { throw fail(node, "`\(what)` must be a whole number") }
        return v
    }

    func target(_ node: Node, _ what: String) throws -> ScenarioTarget {
        if let s = node.scalar?.string { return .element(s) }
        if let seq = node.sequence {
            guard seq.count == 2 else { throw fail(node, "`\(what)` as a point is [x, y]") }
            return .point(x: try number(seq[0], what), y: try number(seq[1], what))
        }
        if let map = node.mapping {
            var id: String?
            var dx = 0.0, dy = 0.0
            for (k, v) in map {
                switch k.string ?? "" {
                case "element": id = v.string
                case "dx": dx = try number(v, "dx")
                case "dy": dy = try number(v, "dy")
                default: throw fail(k, "unknown key `\(k.string ?? "?")` in a target (element, dx, dy)")
                }
            }
            guard let id else { throw fail(node, "a target mapping needs `element`") }
            return .elementOffset(id, dx: dx, dy: dy)
        }
        throw fail(node, "`\(what)` must be an element id or a point [x, y]")
    }

    /// Arguments of one step: a mapping, or a single scalar standing for the main argument.
    struct Args {
        let parser: ScenarioParser
        let node: Node
        let action: String

        private func value(_ key: String) throws -> Node? {
            if let map = node.mapping {
                for (k, _) in map where !Args.known(action).contains(k.string ?? "") {
                    throw parser.fail(k, "unknown key `\(k.string ?? "?")` for `\(action)`")
                }
                return map[key]
            }
            return nil
        }

        /// Keys each action accepts.
        static func known(_ action: String) -> Set<String> {
            switch action {
            case "tap": return ["at", "count", "fingers"]
            case "doubleTap": return ["at", "fingers"]
            case "touchAndHold": return ["at", "duration"]
            case "drag": return ["from", "to", "hold", "duration", "dwell"]
            case "touches": return ["paths", "duration"]
            case "swipe": return ["from", "to", "duration", "fingers"]
            case "pinch": return ["at", "from", "to", "duration", "rotate"]
            case "hover", "pointerMove", "move": return ["to", "duration"]
            case "click": return ["at", "button", "modifiers", "count"]
            case "clickDrag": return ["from", "to", "duration", "modifiers", "dwell"]
            case "scroll": return ["at", "dx", "dy", "device", "duration"]
            case "pencilHover": return ["at", "height", "mm", "duration"]
            case "stroke": return ["path", "duration", "pressure", "tilt", "eraser"]
            case "barrel": return ["button"]
            case "holdKey": return ["keys", "duration"]
            default: return []
            }
        }

        func target(_ key: String) throws -> ScenarioTarget {
            if node.mapping == nil { return try parser.target(node, key) }
            guard let v = try value(key) else { throw parser.fail(node, "`\(action)` needs `\(key)`") }
            return try parser.target(v, key)
        }
        func number(_ key: String, _ fallback: Double) throws -> Double {
            guard let v = try value(key) else { return fallback }
            return try parser.number(v, key)
        }
        /// A time (`duration`, `hold`, `dwell`): seconds in the script.
        func span(_ key: String, _ fallback: TimeSpan) throws -> TimeSpan {
            guard let v = try value(key) else { return fallback }
            return try parser.span(v, key)
        }
        func int(_ key: String, _ fallback: Int) throws -> Int {
            if node.mapping == nil, key == "button", node.scalar != nil { return try parser.int(node, key) }
            guard let v = try value(key) else { return fallback }
            let n = try parser.int(v, key)
            if let range = ScenarioParser.countRanges[key], !range.contains(n) {
                throw parser.fail(v, "`\(key)` must be \(range.lowerBound)…\(range.upperBound), not \(n)")
            }
            return n
        }
        func bool(_ key: String, _ fallback: Bool) throws -> Bool {
            guard let v = try value(key) else { return fallback }
            guard let b = v.bool else { throw parser.fail(v, "`\(key)` must be true or false") }
            return b
        }
        func strings(_ key: String) throws -> [String] {
            guard let v = try value(key) else { return [] }
            if let s = v.string { return [s] }
            guard let seq = v.sequence else { throw parser.fail(v, "`\(key)` must be a list") }
            return try seq.map { n in
                guard let s = n.string else { throw parser.fail(n, "`\(key)` items must be names") }
                return s
            }
        }
        func numbers(_ key: String, _ fallback: [Double]) throws -> [Double] {
            guard let v = try value(key) else { return fallback }
            if v.scalar != nil { return [try parser.number(v, key)] }
            guard let seq = v.sequence, !seq.isEmpty else { throw parser.fail(v, "`\(key)` must be a list of numbers") }
            return try seq.map { try parser.number($0, key) }
        }
        func tilts(_ key: String) throws -> [[Double]] {
            guard let v = try value(key) else { return [[0, 0]] }
            guard let seq = v.sequence, !seq.isEmpty else { throw parser.fail(v, "`\(key)` must be a list of [x, y] degrees") }
            if seq.allSatisfy({ $0.scalar != nil }) && seq.count == 2 {
                return [[try parser.number(seq[0], key), try parser.number(seq[1], key)]]
            }
            return try seq.map { n in
                guard let pair = n.sequence, pair.count == 2 else { throw parser.fail(n, "a tilt is [x, y] in degrees") }
                return [try parser.number(pair[0], key), try parser.number(pair[1], key)]
            }
        }
        func path(_ key: String) throws -> [ScenarioTarget] {
            guard let v = try value(key) else { throw parser.fail(node, "`\(action)` needs `\(key)`") }
            guard let seq = v.sequence, seq.count >= 2 else { throw parser.fail(v, "`\(key)` needs at least two points") }
            return try seq.map { try parser.target($0, key) }
        }
        func paths(_ key: String) throws -> [[ScenarioTarget]] {
            guard let v = try value(key) else { throw parser.fail(node, "`\(action)` needs `\(key)`") }
            guard let seq = v.sequence, !seq.isEmpty else { throw parser.fail(v, "`\(key)` must be a list of paths") }
            return try seq.map { p in
                guard let pts = p.sequence, pts.count >= 1 else { throw parser.fail(p, "a path is a list of points") }
                return try pts.map { try parser.target($0, key) }
            }
        }
        func button(_ key: String) throws -> PointerButtonName {
            guard let v = try value(key) else { return .primary }
            guard let s = v.string, let b = PointerButtonName(rawValue: s) else {
                throw parser.fail(v, "`button` is primary, secondary or tertiary")
            }
            return b
        }
        func scrollDevice(_ key: String) throws -> ScrollDevice {
            guard let v = try value(key) else { return .trackpad }
            guard let s = v.string, let d = ScrollDevice(rawValue: s) else {
                throw parser.fail(v, "`device` is trackpad or wheel")
            }
            return d
        }
        /// A Pencil's hover height, 0 touching … 1 the edge of its range: `height` as that
        /// fraction [0.5], or `mm` over the glass, 0…`pencilHoverRange`.
        func hoverHeight() throws -> Double {
            let mm = try value("mm"), fraction = try value("height")
            if mm != nil && fraction != nil { throw parser.fail(node, "`pencilHover` takes `height` or `mm`, not both") }
            if let mm {
                let v = try parser.number(mm, "mm")
                guard v >= 0, v <= SynthesisGeometry.pencilHoverRange else {
                    throw parser.fail(mm, "`mm` must be 0…\(Int(SynthesisGeometry.pencilHoverRange)) (Apple Pencil's hover range), not \(v)")
                }
                return v / SynthesisGeometry.pencilHoverRange
            }
            let h = try number("height", 0.5)
            guard h >= 0, h <= 1 else { throw parser.fail(fraction ?? node, "`height` must be 0…1 (of the hover range), not \(h)") }
            return h
        }

        func chord(_ key: String = "keys") throws -> String {
            if let s = node.string { return try validated(s, node) }
            guard let v = try value(key), let s = v.string else { throw parser.fail(node, "`\(action)` needs `\(key)`, e.g. cmd+c") }
            return try validated(s, v)
        }
        private func validated(_ chord: String, _ n: Node) throws -> String {
            guard KeyChord(chord) != nil else { throw parser.fail(n, "unknown key in `\(chord)`") }
            return chord
        }
    }
}
