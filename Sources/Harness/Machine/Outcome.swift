import InputModel
import TextOutput

/// Outcome names (docs/interfaces.md, "Outcomes"); the raw value is the stable spelling.
public enum OutcomeKind: String, CaseIterable, Sendable {
    case tap, longPress, contextMenu, hoverBegan, hoverEnded, pointerSnapped, pan, scroll, pinch
    case dragLift, dragItemAdded, springLoad, drop, dropForbidden, dragCancelled, autoscroll
    case dropTargetEntered, dropTargetExited, undo
    case shortcut, shortcutOverlay, systemShortcut, systemGesture, focus, activate
    case stroke, pencilAction, hardwareKeyboard, selection
}

public enum OutcomeValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case strings([String])

    public var description: String {
        switch self {
        case let .string(s): return s
        case let .int(i): return String(i)
        case let .double(d): return JSONLine.number(d, decimals: 3)
        case let .bool(b): return b ? "true" : "false"
        case let .strings(a): return "[" + a.joined(separator: ",") + "]"
        }
    }
}

/// One thing the reference iPadOS machine says happened.
public struct Outcome: Hashable, Sendable, CustomStringConvertible {
    public var t: Double
    public var kind: OutcomeKind
    /// The scene element id, `root` when none.
    public var element: String
    /// Extra fields in the order the interface lists them (docs/replay.md).
    public var fields: [Field]

    public struct Field: Hashable, Sendable {
        public var key: String
        public var value: OutcomeValue
        public init(_ key: String, _ value: OutcomeValue) { self.key = key; self.value = value }
    }

    public init(t: Double, _ kind: OutcomeKind, element: String = "root", _ fields: [Field] = []) {
        self.t = t
        self.kind = kind
        self.element = element
        self.fields = fields
    }

    /// The outcome's name as printed.
    public var outcome: String { kind.rawValue }

    public subscript(_ key: String) -> OutcomeValue? { fields.first { $0.key == key }?.value }
    public func string(_ key: String) -> String? { if case let .string(s)? = self[key] { return s }; return nil }
    public func int(_ key: String) -> Int? { if case let .int(i)? = self[key] { return i }; return nil }
    public func double(_ key: String) -> Double? { if case let .double(d)? = self[key] { return d }; return nil }
    public func bool(_ key: String) -> Bool? { if case let .bool(b)? = self[key] { return b }; return nil }
    public func strings(_ key: String) -> [String]? { if case let .strings(s)? = self[key] { return s }; return nil }

    /// `{"t":…,"outcome":…,"element":…, extras…}` with µs time.
    public var jsonLine: String {
        var j = JSONLine()
        j.add("t", t, decimals: 6)
        j.add("outcome", kind.rawValue)
        j.add("element", element)
        for f in fields {
            switch f.value {
            case let .string(s): j.add(f.key, s)
            case let .int(i): j.add(f.key, i)
            case let .double(d): j.add(f.key, d)
            case let .bool(b): j.add(f.key, b)
            case let .strings(a): j.add(f.key, a)
            }
        }
        return j.string
    }

    /// `0.325 dragLift photo1 items=[photo1] count=1`.
    public var description: String {
        ([JSONLine.number(t, decimals: 6), kind.rawValue, element] + fields.map { "\($0.key)=\($0.value)" })
            .joined(separator: " ")
    }
}
