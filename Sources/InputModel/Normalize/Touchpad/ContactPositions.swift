extension TouchpadNormalizer {
    /// A frame's contacts in mm by tracking id, in slot order (the shadow finger last).
    ///
    /// A small array, not a dictionary: a pad tracks at most a handful of fingers, and two
    /// dictionaries built every frame were most of the touchpad normalizer's cost. Sums over the
    /// contacts (mean motion) run in slot order, so they no longer depend on hash order.
    public struct Positions: Equatable, Sendable {
        public struct Entry: Equatable, Sendable {
            public var id: Int32
            public var point: ScreenPoint
        }

        public private(set) var entries: [Entry] = []

        public init() {}

        public var count: Int { entries.count }
        public var isEmpty: Bool { entries.isEmpty }

        public subscript(id: Int32) -> ScreenPoint? {
            for e in entries where e.id == id { return e.point }
            return nil
        }

        /// A contact; a second one with the same id replaces the first's point (as a dictionary would).
        mutating func set(_ id: Int32, _ point: ScreenPoint) {
            for i in entries.indices where entries[i].id == id {
                entries[i].point = point
                return
            }
            entries.append(Entry(id: id, point: point))
        }

        mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

        public var dictionary: [Int32: ScreenPoint] {
            var out: [Int32: ScreenPoint] = [:]
            for e in entries { out[e.id] = e.point }
            return out
        }
    }
}
