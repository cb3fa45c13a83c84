extension TouchscreenNormalizer {
    /// Multi-touch protocol A: every frame re-sends all contacts, each closed by
    /// `SYN_MT_REPORT`, anonymous and in any order (docs/sources.md, "Multitouch protocols").
    ///
    /// - A frame with no contact (a lone SYN_MT_REPORT, or an empty frame) means all up.
    /// - The last SYN_MT_REPORT may be omitted when the device reports BTN_TOUCH:
    ///   a pending contact at the end of the frame counts; BTN_TOUCH 0 means all up.
    /// - A frame with none of ABS_MT_*, SYN_MT_REPORT or BTN_TOUCH (say only
    ///   MSC_TIMESTAMP) carries no contact data and keeps the previous contacts.
    /// - Contacts get stable keys by matching against the previous frame: by
    ///   ABS_MT_TRACKING_ID when the contact carries one, otherwise by nearest
    ///   neighbour — the globally closest (previous, new) pair first, repeatedly,
    ///   with no distance limit (Android `assignPointerIds`). Unmatched new
    ///   contacts get new keys; unmatched previous contacts ended.
    public struct ProtocolADecoder: Hashable, Sendable {
        public private(set) var contacts: [Contact] = []
        /// Tracking id (when the device sends them) of each current contact key.
        private var trackingIDs: [Int: Int32] = [:]
        private var btnTouch = false
        private var nextKey = 1
        public let hasBtnTouch: Bool

        public init(description: DeviceDescription) {
            hasBtnTouch = description.hasKey(BTN.TOUCH)
        }

        private struct Pending {
            var x: Int32?, y: Int32?, touchMajor: Int32?, pressure: Int32?, distance: Int32?, trackingID: Int32?
            var tool: Int32 = MT_TOOL.FINGER
            var hasData = false
        }

        public mutating func apply(_ events: [InputEvent]) {
            var found: [(contact: Contact, trackingID: Int32?)] = []
            var pending = Pending()
            var sawContactData = events.isEmpty
            func close() {
                if let x = pending.x, let y = pending.y, (pending.trackingID ?? 0) >= 0, (pending.distance ?? 0) <= 0 {
                    found.append((Contact(key: 0, x: x, y: y, touchMajor: pending.touchMajor,
                                          pressure: pending.pressure, tool: pending.tool), pending.trackingID))
                }
                pending = Pending()
            }
            for event in events {
                if event.type == EV.SYN && event.code == SYN.MT_REPORT {
                    sawContactData = true
                    close()
                } else if event.type == EV.KEY && event.code == BTN.TOUCH && event.value != 2 {
                    sawContactData = true
                    btnTouch = event.value != 0
                } else if event.type == EV.ABS && event.code >= ABS.MT_TOUCH_MAJOR && event.code <= ABS.MAX {
                    sawContactData = true
                    pending.hasData = true
                    switch event.code {
                    case ABS.MT_POSITION_X: pending.x = event.value
                    case ABS.MT_POSITION_Y: pending.y = event.value
                    case ABS.MT_TOUCH_MAJOR: pending.touchMajor = event.value
                    case ABS.MT_PRESSURE: pending.pressure = event.value
                    case ABS.MT_DISTANCE: pending.distance = event.value
                    case ABS.MT_TOOL_TYPE: pending.tool = event.value
                    case ABS.MT_TRACKING_ID: pending.trackingID = event.value
                    default: break
                    }
                }
            }
            guard sawContactData else { return }
            if pending.hasData { close() } // the last SYN_MT_REPORT omitted
            if hasBtnTouch && !btnTouch { found = [] }
            assignKeys(found)
        }

        private mutating func assignKeys(_ found: [(contact: Contact, trackingID: Int32?)]) {
            var result = found.map(\.contact)
            var assigned = Array(repeating: false, count: result.count)
            var taken = Set<Int>()
            // 1. By tracking id.
            let keyForID = Dictionary(trackingIDs.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
            for (i, f) in found.enumerated() {
                if let id = f.trackingID, let key = keyForID[id], !taken.contains(key) {
                    result[i].key = key
                    assigned[i] = true
                    taken.insert(key)
                }
            }
            // 2. Nearest neighbour among anonymous contacts and unmatched previous ones.
            var pairs: [(d: Int64, prev: Int, new: Int)] = []
            for (p, previous) in contacts.enumerated() where !taken.contains(previous.key) && trackingIDs[previous.key] == nil {
                for (n, f) in found.enumerated() where !assigned[n] && f.trackingID == nil {
                    let dx = Int64(previous.x) - Int64(f.contact.x), dy = Int64(previous.y) - Int64(f.contact.y)
                    pairs.append((dx * dx + dy * dy, p, n))
                }
            }
            pairs.sort { ($0.d, $0.prev, $0.new) < ($1.d, $1.prev, $1.new) }
            for pair in pairs where !assigned[pair.new] && !taken.contains(contacts[pair.prev].key) {
                result[pair.new].key = contacts[pair.prev].key
                assigned[pair.new] = true
                taken.insert(contacts[pair.prev].key)
            }
            // 3. New contacts.
            var ids: [Int: Int32] = [:]
            for i in result.indices {
                if !assigned[i] {
                    result[i].key = nextKey
                    nextKey += 1
                }
                if let id = found[i].trackingID { ids[result[i].key] = id }
            }
            contacts = result
            trackingIDs = ids
        }
    }
}
