import Foundation
import InputModel
import Yams

/// A frame as a scene gives it: window coordinates, or relative to the parent or window.
enum FrameSpec {
    case absolute(ScreenRect)
    case relative(RelativeFrame)
}

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
    func rect(_ node: Node, _ what: String) throws -> ScreenRect {
        let r: ScreenRect
        if case .sequence = node {
            let items = try sequence(node, what)
            guard items.count == 4 else { throw fail(node, "\(what): expected [x, y, width, height]") }
            r = ScreenRect(x: try double(items[0], what), y: try double(items[1], what),
                     width: try double(items[2], what), height: try double(items[3], what))
        } else {
            let f = try mapping(node, what, allowed: ["x", "y", "width", "height"])
            r = ScreenRect(x: try f.double("x", default: 0), y: try f.double("y", default: 0),
                     width: try f.requireDouble("width"), height: try f.requireDouble("height"))
        }
        guard r.width >= 0, r.height >= 0 else { throw fail(node, "\(what): negative size") }
        guard [r.x, r.y, r.width, r.height].allSatisfy({ abs($0) <= Scene.maximumCoordinate }) else {
            throw fail(node, "\(what): beyond ±\(Int(Scene.maximumCoordinate)) pt")
        }
        return r
    }

    /// An element's frame in one layout: absolute (`[x, y, width, height]` or `{x, y, width,
    /// height}`, window coordinates) or relative (`RelativeFrame`: any of `left`, `right`, `top`,
    /// `bottom`, `in`, or a length in per cent, makes it one).
    func frameSpec(_ node: Node, _ what: String) throws -> FrameSpec {
        if case let .mapping(m) = node {
            let keys = m.keys.compactMap { k -> String? in if case let .scalar(s) = k { return s.string } else { return nil } }
            let percent = m.values.contains { v in if case let .scalar(s) = v { return s.string.hasSuffix("%") } else { return false } }
            if keys.contains(where: { ["left", "right", "top", "bottom", "in"].contains($0) }) || percent {
                if let xy = keys.first(where: { $0 == "x" || $0 == "y" }) {
                    throw fail(node, "\(what): '\(xy)' is an absolute window coordinate; a relative frame gives \(xy == "x" ? "left" : "top") instead")
                }
                let f = try mapping(node, what, allowed: ["left", "width", "right", "top", "height", "bottom", "in"])
                func length(_ key: String, size: Bool) throws -> RelativeFrame.Length? {
                    guard let n = f[key] else { return nil }
                    return try self.length(n, "\(what).\(key)", size: size)
                }
                var r = RelativeFrame(left: try length("left", size: false), width: try length("width", size: true), right: try length("right", size: false),
                                      top: try length("top", size: false), height: try length("height", size: true), bottom: try length("bottom", size: false))
                if let n = f["in"] { r.reference = try enumValue(n, "\(what).in", RelativeFrame.Reference.self) }
                func given(_ names: [String]) -> String {
                    let g = names.filter { f[$0] != nil }
                    return g.isEmpty ? "none" : g.joined(separator: " and ")
                }
                guard RelativeFrame.isDetermined(r.left, r.width, r.right) else {
                    throw fail(node, "\(what): give two of left, width, right (given: \(given(["left", "width", "right"])))")
                }
                guard RelativeFrame.isDetermined(r.top, r.height, r.bottom) else {
                    throw fail(node, "\(what): give two of top, height, bottom (given: \(given(["top", "height", "bottom"])))")
                }
                return .relative(r)
            }
        }
        return .absolute(try rect(node, what))
    }

    /// A length of a relative frame: points, or `N%` of the reference (0–100 %). Sizes are not
    /// negative; insets may be.
    func length(_ node: Node, _ what: String, size: Bool) throws -> RelativeFrame.Length {
        if case let .scalar(s) = node, s.string.hasSuffix("%") {
            guard let v = Double(s.string.dropLast().trimmingCharacters(in: .whitespaces)), v.isFinite, v >= 0, v <= 100 else {
                throw fail(node, "\(what): expected a number of points or a per cent from 0% to 100%")
            }
            return .fraction(v / 100)
        }
        let v = try double(node, what)
        guard abs(v) <= Scene.maximumCoordinate else { throw fail(node, "\(what): beyond ±\(Int(Scene.maximumCoordinate)) pt") }
        if size && v < 0 { throw fail(node, "\(what): negative size") }
        return .points(v)
    }

    /// `[width, height]` or `{width, height}`, not negative.
    func size(_ node: Node, _ what: String) throws -> ScreenSize {
        let s: ScreenSize
        if case .sequence = node {
            let items = try sequence(node, what)
            guard items.count == 2 else { throw fail(node, "\(what): expected [width, height]") }
            s = ScreenSize(width: try double(items[0], what), height: try double(items[1], what))
        } else {
            let f = try mapping(node, what, allowed: ["width", "height"])
            s = ScreenSize(width: try f.requireDouble("width"), height: try f.requireDouble("height"))
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
