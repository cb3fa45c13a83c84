import InputModel

/// The touches the machine tracks (down and not yet ended), by touch id: a `SmallMap`, since few
/// are down at once (the fingers on the glass, the pencil, a pointer button) and one is looked
/// up on every touch event.
///
/// No caller depends on the order of the touches: what is read across them is order-independent
/// (`contains`, `count`) or sorted by id (`sortedIDs`).
struct LiveTouches: Sendable {
    /// Most touches scanned before the rest are hashed (chosen: ten fingers, the pencil and a
    /// pointer, with room).
    static let scanLimit = 32

    private var touches = SmallMap<Int, TrackedTouch>(scanLimit: LiveTouches.scanLimit)

    /// The touch with this id; assigning nil ends its tracking. A stored touch's `id` is its key.
    subscript(id: Int) -> TrackedTouch? {
        get { touches[id] }
        set {
            assert(newValue.map { $0.id == id } ?? true, "a touch is stored under its own id")
            touches[id] = newValue
        }
    }

    /// The touch's role, nil when no such touch is tracked (the role alone: a touch move asks
    /// for it, and the whole `TrackedTouch` is ≈ 80 bytes).
    func role(of id: Int) -> TouchRole? { touches.read(id) { $0.role } }

    /// Moves the touch to `p` at `t` in place: where it was and its role, found in the one
    /// lookup of the move; nil when no such touch is tracked.
    mutating func move(_ id: Int, to p: ScreenPoint, at t: Timestamp) -> (from: ScreenPoint, role: TouchRole)? {
        touches.modify(id) { (touch: inout TrackedTouch) in
            let was = (from: touch.location, role: touch.role)
            touch.location = p
            touch.lastT = t
            return was
        }
    }

    /// How many touches are tracked.
    var count: Int { touches.count }

    func contains(where predicate: (TrackedTouch) -> Bool) -> Bool { touches.containsValue(where: predicate) }

    func count(where predicate: (TrackedTouch) -> Bool) -> Int {
        var n = 0
        touches.forEachValue { if predicate($0) { n += 1 } }
        return n
    }

    /// The ids of the touches that satisfy `predicate`, in increasing order.
    func sortedIDs(where predicate: (TrackedTouch) -> Bool = { _ in true }) -> [Int] {
        var ids: [Int] = []
        touches.forEachValue { if predicate($0) { ids.append($0.id) } }
        ids.sort()
        return ids
    }

    /// Gives every tracked touch this role.
    mutating func setAllRoles(_ role: TouchRole) {
        touches.updateEach { $0.role = role }
    }

    mutating func removeAll() { touches.removeAll() }
}
