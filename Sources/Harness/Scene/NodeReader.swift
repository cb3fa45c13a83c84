import InputModel
import Yams

/// Reads a YAML/JSON node tree strictly: every failure is a `TactileError(.badInput)` naming the
/// file and the 1-based line of the offending key or value (Yams marks).
struct NodeReader {
    let file: String

    func line(_ node: Node?) -> Int? { node?.mark?.line }

    func fail(_ node: Node?, _ reason: String) -> TactileError {
        TactileError.badInput(file, line: line(node), reason)
    }

    /// A mapping's entries by key, rejecting non-string keys, duplicates and keys not in `allowed`.
    func mapping(_ node: Node, _ what: String, allowed: [String]) throws -> Fields {
        guard case let .mapping(m) = node else {
            throw fail(node, "\(what): expected a mapping")
        }
        var out: [String: (key: Node, value: Node)] = [:]
        for (k, v) in m {
            guard case let .scalar(s) = k else { throw fail(k, "\(what): keys must be strings") }
            let name = s.string
            guard allowed.contains(name) else {
                throw fail(k, "\(what): unknown key '\(name)' (expected one of: \(allowed.joined(separator: ", ")))")
            }
            guard out[name] == nil else { throw fail(k, "\(what): duplicate key '\(name)'") }
            out[name] = (k, v)
        }
        return Fields(reader: self, node: node, what: what, entries: out)
    }

    func sequence(_ node: Node, _ what: String) throws -> [Node] {
        guard case let .sequence(s) = node else { throw fail(node, "\(what): expected a list") }
        return Array(s)
    }

    func string(_ node: Node, _ what: String) throws -> String {
        guard case let .scalar(s) = node else { throw fail(node, "\(what): expected a string") }
        return s.string
    }

    func double(_ node: Node, _ what: String) throws -> Double {
        guard case let .scalar(s) = node, s.style == .plain || s.style == .any,
              let v = Double(s.string), v.isFinite else {
            throw fail(node, "\(what): expected a number")
        }
        return v
    }

    func int(_ node: Node, _ what: String) throws -> Int {
        guard case let .scalar(s) = node, s.style == .plain || s.style == .any, let v = Int(s.string) else {
            throw fail(node, "\(what): expected an integer")
        }
        return v
    }

    func bool(_ node: Node, _ what: String) throws -> Bool {
        guard case let .scalar(s) = node, s.style == .plain || s.style == .any else {
            throw fail(node, "\(what): expected true or false")
        }
        switch s.string {
        case "true", "yes": return true
        case "false", "no": return false
        default: throw fail(node, "\(what): expected true or false, got '\(s.string)'")
        }
    }

    func strings(_ node: Node, _ what: String) throws -> [String] {
        try sequence(node, what).map { try string($0, what) }
    }

    func enumValue<E: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, _: E.Type) throws -> E
    where E.RawValue == String {
        let s = try string(node, what)
        guard let v = E(rawValue: s) else {
            throw fail(node, "\(what): unknown value '\(s)' (expected one of: \(E.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return v
    }

    /// `[x, y, width, height]` or `{x, y, width, height}`; sizes must not be negative.
    func rect(_ node: Node, _ what: String) throws -> Rect {
        let r: Rect
        if case .sequence = node {
            let items = try sequence(node, what)
            guard items.count == 4 else { throw fail(node, "\(what): expected [x, y, width, height]") }
            r = Rect(x: try double(items[0], what), y: try double(items[1], what),
                     width: try double(items[2], what), height: try double(items[3], what))
        } else {
            let f = try mapping(node, what, allowed: ["x", "y", "width", "height"])
            r = Rect(x: try f.double("x", default: 0), y: try f.double("y", default: 0),
                     width: try f.requireDouble("width"), height: try f.requireDouble("height"))
        }
        guard r.width >= 0, r.height >= 0 else { throw fail(node, "\(what): negative size") }
        guard [r.x, r.y, r.width, r.height].allSatisfy({ abs($0) <= Scene.maximumCoordinate }) else {
            throw fail(node, "\(what): beyond ±\(Int(Scene.maximumCoordinate)) pt")
        }
        return r
    }

    /// `[width, height]` or `{width, height}`, not negative.
    func size(_ node: Node, _ what: String) throws -> Size {
        let s: Size
        if case .sequence = node {
            let items = try sequence(node, what)
            guard items.count == 2 else { throw fail(node, "\(what): expected [width, height]") }
            s = Size(width: try double(items[0], what), height: try double(items[1], what))
        } else {
            let f = try mapping(node, what, allowed: ["width", "height"])
            s = Size(width: try f.requireDouble("width"), height: try f.requireDouble("height"))
        }
        guard s.width >= 0, s.height >= 0 else { throw fail(node, "\(what): negative size") }
        guard s.width <= Scene.maximumCoordinate, s.height <= Scene.maximumCoordinate else {
            throw fail(node, "\(what): beyond \(Int(Scene.maximumCoordinate)) pt")
        }
        return s
    }
}

/// The checked entries of one mapping.
struct Fields {
    let reader: NodeReader
    let node: Node
    let what: String
    let entries: [String: (key: Node, value: Node)]

    subscript(_ key: String) -> Node? { entries[key]?.value }
    func keyNode(_ key: String) -> Node? { entries[key]?.key }

    func require(_ key: String) throws -> Node {
        guard let v = entries[key]?.value else { throw reader.fail(node, "\(what): missing '\(key)'") }
        return v
    }
    func requireString(_ key: String) throws -> String { try reader.string(try require(key), "\(what).\(key)") }
    func requireDouble(_ key: String) throws -> Double { try reader.double(try require(key), "\(what).\(key)") }
    func string(_ key: String) throws -> String? { try self[key].map { try reader.string($0, "\(what).\(key)") } }
    func double(_ key: String, default d: Double) throws -> Double {
        try self[key].map { try reader.double($0, "\(what).\(key)") } ?? d
    }
    func int(_ key: String, default d: Int) throws -> Int {
        try self[key].map { try reader.int($0, "\(what).\(key)") } ?? d
    }
    func bool(_ key: String, default d: Bool) throws -> Bool {
        try self[key].map { try reader.bool($0, "\(what).\(key)") } ?? d
    }
    func optionalBool(_ key: String) throws -> Bool? { try self[key].map { try reader.bool($0, "\(what).\(key)") } }
    func strings(_ key: String) throws -> [String]? { try self[key].map { try reader.strings($0, "\(what).\(key)") } }
}
