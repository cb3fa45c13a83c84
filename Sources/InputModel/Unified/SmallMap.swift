/// A map for the few live things of a stream — the touches down, their ids — looked up on every
/// event: a small array found by a scan, and past `scanLimit` entries (a fuzzed or pathological
/// stream whose touches never end) a dictionary for the rest, so a lookup never scans more.
///
/// Why not a dictionary: a touch move costs two hashed lookups and a hashed write through one,
/// ≈ 500 of the ≈ 1 550 instructions the machine spent on a move (Benchmarks/notes.md, "Hot
/// paths"); the scan of a few entries costs a few compares. `@inlinable`: the normalizers and
/// the machine (another module) specialize it for their keys.
///
/// No caller may depend on the entries' order: reads across them are order-independent
/// (`contains`, `count`) or sorted by the caller.
public struct SmallMap<Key: Hashable, Value> {
    @usableFromInline var live: [(key: Key, value: Value)] = []
    @usableFromInline var overflow: [Key: Value] = [:]
    /// Most entries the array holds.
    public let scanLimit: Int

    @inlinable
    public init(scanLimit: Int) { self.scanLimit = scanLimit }

    @inlinable
    func index(of key: Key) -> Int? { live.firstIndex { $0.key == key } }

    /// The value under `key`; assigning nil removes it.
    @inlinable
    public subscript(key: Key) -> Value? {
        get {
            if let i = index(of: key) { return live[i].value }
            return overflow.isEmpty ? nil : overflow[key]
        }
        set {
            if let i = index(of: key) {
                if let newValue { live[i].value = newValue } else { live.remove(at: i) }
            } else if live.count >= scanLimit || (!overflow.isEmpty && overflow[key] != nil) {
                overflow[key] = newValue
            } else if let newValue {
                live.append((key, newValue))
            }
        }
    }

    /// What `body` reads of the value under `key`, without copying the whole value out; nil when
    /// there is none.
    @inlinable
    public func read<R>(_ key: Key, _ body: (Value) -> R) -> R? {
        if let i = index(of: key) { return body(live[i].value) }
        guard !overflow.isEmpty, let value = overflow[key] else { return nil }
        return body(value)
    }

    /// Changes the value under `key` in place (`body`'s answer); nil, and nothing changed, when
    /// there is none.
    @inlinable
    public mutating func modify<R>(_ key: Key, _ body: (inout Value) -> R) -> R? {
        if let i = index(of: key) { return body(&live[i].value) }
        guard !overflow.isEmpty, var value = overflow[key] else { return nil }
        let r = body(&value)
        overflow[key] = value
        return r
    }

    /// Removes the value under `key`, returning it.
    @inlinable @discardableResult
    public mutating func removeValue(forKey key: Key) -> Value? {
        if let i = index(of: key) { return live.remove(at: i).value }
        return overflow.isEmpty ? nil : overflow.removeValue(forKey: key)
    }

    /// How many entries there are.
    @inlinable
    public var count: Int { live.count + overflow.count }

    /// Whether some value satisfies `predicate`.
    @inlinable
    public func containsValue(where predicate: (Value) throws -> Bool) rethrows -> Bool {
        if try live.contains(where: { try predicate($0.value) }) { return true }
        return try overflow.values.contains(where: predicate)
    }

    /// Every value, in no particular order.
    @inlinable
    public func forEachValue(_ body: (Value) throws -> Void) rethrows {
        for e in live { try body(e.value) }
        for v in overflow.values { try body(v) }
    }

    /// Changes every value in place.
    @inlinable
    public mutating func updateEach(_ body: (inout Value) -> Void) {
        for i in live.indices { body(&live[i].value) }
        if !overflow.isEmpty { overflow = overflow.mapValues { var v = $0; body(&v); return v } }
    }

    @inlinable
    public mutating func removeAll() {
        live.removeAll(keepingCapacity: true)
        overflow = [:]
    }
}

extension SmallMap: Sendable where Key: Sendable, Value: Sendable {}
