import InputModel
import TextOutput

/// Outcome names (docs/interfaces.md, "Outcomes"); the raw value is the stable spelling.
public enum OutcomeKind: String, CaseIterable, Sendable {
    case tap, longPress, contextMenu, contextMenuDismissed, hoverBegan, hoverEnded, pointerSnapped, pan, scroll, pinch
    case dragLift, dragItemAdded, springLoad, drop, dropForbidden, dragCancelled, autoscroll
    case dropTargetEntered, dropTargetExited, undo, redo
    case shortcut, shortcutOverlay, systemShortcut, systemGesture, focus, activate
    case stroke, pencilAction, hardwareKeyboard, selection
}

/// A field's value as the outcome stream writes it and an expectation names it.
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

/// One thing the reference iPadOS machine says happened: when, on which element, and what
/// (`payload`, typed). Its fields as the stream names them come from `Payload.forEachField`, the
/// one place that spells them.
public struct Outcome: Hashable, Sendable, CustomStringConvertible {
    public var t: Timestamp
    /// The scene element id, `root` when none.
    public var element: String
    public var payload: Payload

    public init(t: Timestamp, element: String = "root", _ payload: Payload) {
        self.t = t
        self.element = element
        self.payload = payload
    }

    public var kind: OutcomeKind { payload.kind }

    /// The outcome's name as printed.
    public var outcome: String { kind.rawValue }

    public struct Field: Hashable, Sendable {
        public var key: String
        public var value: OutcomeValue
        public init(_ key: String, _ value: OutcomeValue) { self.key = key; self.value = value }
    }

    /// The fields in the order the interface lists them (docs/interfaces.md, "Outcomes").
    public var fields: [Field] {
        var all: [Field] = []
        payload.forEachField { all.append(Field($0, $1)) }
        return all
    }

    /// A field by its stream name, for expectations written against the stream.
    public subscript(_ key: String) -> OutcomeValue? {
        var found: OutcomeValue?
        payload.forEachField { k, v in if found == nil, k == key { found = v } }
        return found
    }

    /// A field read by its stream name, as a test written against the stream reads it; code
    /// that decides reads `payload`.
    public func string(_ key: String) -> String? { if case let .string(s)? = self[key] { return s }; return nil }
    public func int(_ key: String) -> Int? { if case let .int(i)? = self[key] { return i }; return nil }
    public func double(_ key: String) -> Double? { if case let .double(d)? = self[key] { return d }; return nil }
    public func bool(_ key: String) -> Bool? { if case let .bool(b)? = self[key] { return b }; return nil }
    public func strings(_ key: String) -> [String]? { if case let .strings(s)? = self[key] { return s }; return nil }

    /// `{"t":…,"outcome":…,"element":…, fields…}` with µs time.
    public var jsonLine: String {
        var j = JSONLine()
        j.add("t", t)
        j.add("outcome", kind.rawValue)
        j.add("element", element)
        payload.forEachField { key, value in
            switch value {
            case let .string(s): j.add(key, s)
            case let .int(i): j.add(key, i)
            case let .double(d): j.add(key, d)
            case let .bool(b): j.add(key, b)
            case let .strings(a): j.add(key, a)
            }
        }
        return j.string
    }

    /// `0.325 dragLift photo1 items=[photo1] count=1`.
    public var description: String { t.description + " " + summary }

    /// The text line without its time: `dragLift photo1 items=[photo1] count=1`.
    public var summary: String {
        var parts = [kind.rawValue, element]
        payload.forEachField { parts.append("\($0)=\($1)") }
        return parts.joined(separator: " ")
    }
}
