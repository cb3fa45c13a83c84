import InputModel

/// The touches the machine tracks (down and not yet ended), by touch id.
///
/// Few are down at once (the fingers on the glass, the pencil, a pointer button), so they are kept
/// in a small array and found by a scan rather than by hashing the id on every touch event (a
/// dictionary costs two hashed lookups and a hashed write a move: Benchmarks/notes.md, "Hot paths"). Past `scanLimit`
/// live touches (a fuzzed or pathological stream whose touches never end) the rest go to a
/// dictionary, so a lookup never scans more than that.
///
/// No caller depends on the order of the touches: what is read across them is order-independent
/// (`contains`, `count`) or sorted by id (`sortedIDs`).
struct LiveTouches: Sendable {
    /// Most touches the array holds (chosen: ten fingers, the pencil and a pointer, with room).
    static let scanLimit = 32

    private var live: [TrackedTouch] = []
    private var overflow: [Int: TrackedTouch] = [:]

    /// The touch with this id; assigning nil ends its tracking. A stored touch's `id` is its key.
    subscript(id: Int) -> TrackedTouch? {
        get {
            if let i = live.firstIndex(where: { $0.id == id }) { return live[i] }
            return overflow.isEmpty ? nil : overflow[id]
        }
        set {
            assert(newValue.map { $0.id == id } ?? true, "a touch is stored under its own id")
            if let i = live.firstIndex(where: { $0.id == id }) {
                if let newValue { live[i] = newValue } else { live.remove(at: i) }
            } else if live.count >= Self.scanLimit || (!overflow.isEmpty && overflow[id] != nil) {
                overflow[id] = newValue
            } else if let newValue {
                live.append(newValue)
            }
        }
    }

    /// The touch's role, nil when no such touch is tracked (the role alone: a touch move asks
    /// for it, and the whole `TrackedTouch` is ≈ 80 bytes).
    func role(of id: Int) -> TouchRole? {
        if let i = live.firstIndex(where: { $0.id == id }) { return live[i].role }
        return overflow.isEmpty ? nil : overflow[id]?.role
    }

    /// Moves the touch to `p` at `t` in place; false when no such touch is tracked.
    mutating func move(_ id: Int, to p: Point, at t: Timestamp) -> Bool {
        if let i = live.firstIndex(where: { $0.id == id }) {
            live[i].location = p
            live[i].lastT = t
            return true
        }
        guard !overflow.isEmpty, var tracked = overflow[id] else { return false }
        tracked.location = p
        tracked.lastT = t
        overflow[id] = tracked
        return true
    }

    /// How many touches are tracked.
    var count: Int { live.count + overflow.count }

    func contains(where predicate: (TrackedTouch) -> Bool) -> Bool {
        live.contains(where: predicate) || overflow.values.contains(where: predicate)
    }

    func count(where predicate: (TrackedTouch) -> Bool) -> Int {
        var n = 0
        for t in live where predicate(t) { n += 1 }
        for t in overflow.values where predicate(t) { n += 1 }
        return n
    }

    /// The ids of the touches that satisfy `predicate`, in increasing order.
    func sortedIDs(where predicate: (TrackedTouch) -> Bool = { _ in true }) -> [Int] {
        var ids: [Int] = []
        for t in live where predicate(t) { ids.append(t.id) }
        for t in overflow.values where predicate(t) { ids.append(t.id) }
        ids.sort()
        return ids
    }

    /// Gives every tracked touch this role.
    mutating func setAllRoles(_ role: TouchRole) {
        for i in live.indices { live[i].role = role }
        if !overflow.isEmpty { overflow = overflow.mapValues { var t = $0; t.role = role; return t } }
    }

    mutating func removeAll() {
        live.removeAll(keepingCapacity: true)
        overflow = [:]
    }
}
