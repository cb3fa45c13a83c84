extension TouchscreenNormalizer {
    /// Turns the set of contacts of each frame into UITouch-style phases.
    ///
    /// Rules:
    /// - a key not seen before begins a touch with a fresh id, unless the contact is
    ///   a palm: a touch that starts as a palm is never reported (libinput
    ///   `evdev-fallback.c`, docs/sources.md, "libinput");
    /// - an active touch whose contact turns into a palm is `.cancelled` and its key
    ///   stays suppressed, even if it turns back into a finger, until the key
    ///   disappears (a new tracking id is a new key);
    /// - a key that disappears ends its touch (`.ended`, at the last reported position);
    /// - an active touch whose position, force or radius changed is `.moved`
    ///   (UIKit delivers force changes through `touchesMoved`); the others are
    ///   `.stationary`. Stationary touches are reported only in frames where some
    ///   touch changed: UIKit reports every active touch with each event, and a
    ///   frame without a change is no event.
    ///
    /// Output order: ended touches (by id), then the frame's contacts in the
    /// order the protocol decoder gives them.
    public struct ContactTracker: Sendable {
        public enum Record: Hashable, Sendable {
            /// Reported; the touch as last emitted.
            case active(Touch)
            /// A palm: never reported, or cancelled and ignored until the key ends.
            case suppressed
        }

        /// The record of each contact key, in the order of the last frame's contacts (then
        /// suppressed keys kept by `cancelAll`). An array, not a dictionary: a frame holds at most
        /// a few dozen contacts, and hashing each key twice a frame cost more than the scans.
        private var entries: [Entry] = []
        /// The next frame's entries are built here, then swapped in (no allocation per frame).
        private var nextEntries: [Entry] = []
        /// Per entry: whether a contact of the current frame has its key.
        private var seen: [Bool] = []
        /// Per contact of the current frame: the index of its entry, or −1.
        private var found: [Int] = []
        /// Touches ended in the current frame (to be sorted by id).
        private var ended: [Touch] = []
        public var ids: TouchIDAllocator

        /// A contact key's record, stored flat (not as a `Record`, whose `.active` payload would
        /// be copied out and back in for every contact of every frame): the touch is updated in
        /// place, field by field.
        struct Entry: Sendable {
            var key: Int
            /// A palm: never reported, or cancelled and ignored until the key ends.
            var suppressed: Bool
            /// The touch as last emitted (meaningful when not `suppressed`).
            var touch: Touch

            init(key: Int, record: Record) {
                self.key = key
                switch record {
                case .active(let t): suppressed = false; touch = t
                case .suppressed: suppressed = true; touch = Entry.placeholder
                }
            }

            var record: Record { suppressed ? .suppressed : .active(touch) }

            static let placeholder = Touch(phase: .cancelled, id: 0, touchType: .direct, x: 0, y: 0)
        }

        public init(ids: TouchIDAllocator = TouchIDAllocator()) {
            self.ids = ids
        }

        /// Every known contact key and its record.
        public var records: [Int: Record] {
            Dictionary(entries.map { ($0.key, $0.record) }, uniquingKeysWith: { _, b in b })
        }

        public var activeTouches: [Touch] {
            entries.compactMap { $0.suppressed ? nil : $0.touch }.sorted { $0.id < $1.id }
        }

        /// The touches of a frame's contacts, appended to `out` as `.touch` payloads (nothing
        /// when nothing changed). Contact keys are unique within a frame (every decoder gives
        /// each physical contact its own key).
        public mutating func update(_ contacts: [Contact], geometry: ContactGeometry,
                                    into out: inout [UnifiedEvent.Payload]) {
            let first = out.count
            // The common frame: the same keys as the last one, in the same order (fingers moving):
            // the records are updated in place. The general path below gives the same output.
            if sameKeys(contacts) {
                var changed = false
                entries.withUnsafeMutableBufferPointer { entries in
                    for j in contacts.indices where !entries[j].suppressed {
                        if contacts[j].isPalm {
                            entries[j].touch.phase = .cancelled
                            out.append(.touch(entries[j].touch))
                            entries[j].suppressed = true
                            changed = true
                            continue
                        }
                        Self.move(&entries[j].touch, to: contacts[j], geometry: geometry, changed: &changed)
                        out.append(.touch(entries[j].touch))
                    }
                }
                if !changed && out.count > first { out.removeSubrange(first...) }
                return
            }
            // Match contacts to entries: the same position as in the last frame first (slot
            // order is stable), else a scan.
            seen.removeAll(keepingCapacity: true)
            seen.append(contentsOf: repeatElement(false, count: entries.count))
            found.removeAll(keepingCapacity: true)
            for (j, contact) in contacts.enumerated() {
                var index = -1
                if j < entries.count && entries[j].key == contact.key {
                    index = j
                } else if let i = entries.firstIndex(where: { $0.key == contact.key }) {
                    index = i
                }
                if index >= 0 { seen[index] = true }
                found.append(index)
            }
            // Vanished keys: active touches end, by id.
            ended.removeAll(keepingCapacity: true)
            for i in entries.indices where !seen[i] && !entries[i].suppressed {
                var touch = entries[i].touch
                touch.phase = .ended
                ended.append(touch)
            }
            if ended.count > 1 { ended.sort { $0.id < $1.id } }
            for touch in ended { out.append(.touch(touch)) }
            var changed = !ended.isEmpty
            nextEntries.removeAll(keepingCapacity: true)
            for (j, contact) in contacts.enumerated() {
                let index = found[j]
                guard index >= 0 else {
                    if contact.isPalm {
                        nextEntries.append(Entry(key: contact.key, record: .suppressed))
                        continue
                    }
                    let type: TouchType = contact.tool == MT_TOOL.PEN ? .pencil : .direct
                    let touch = geometry.touch(contact, phase: .began, id: ids.allocate(), touchType: type)
                    nextEntries.append(Entry(key: contact.key, record: .active(touch)))
                    out.append(.touch(touch))
                    changed = true
                    continue
                }
                var entry = entries[index]
                if !entry.suppressed {
                    if contact.isPalm {
                        entry.touch.phase = .cancelled
                        out.append(.touch(entry.touch))
                        entry.suppressed = true
                        changed = true
                    } else {
                        Self.move(&entry.touch, to: contact, geometry: geometry, changed: &changed)
                        out.append(.touch(entry.touch))
                    }
                }
                nextEntries.append(entry)
            }
            swap(&entries, &nextEntries)
            if !changed { out.removeSubrange(first...) }
        }

        /// Whether the contacts have the entries' keys, in the same order.
        private func sameKeys(_ contacts: [Contact]) -> Bool {
            guard contacts.count == entries.count else { return false }
            for j in contacts.indices where contacts[j].key != entries[j].key { return false }
            return true
        }

        /// An active contact in a new frame: `.moved` when its position, force or radius changed
        /// (then `changed` is set), `.stationary` otherwise. The touch keeps its id and type.
        private static func move(_ touch: inout Touch, to contact: Contact, geometry: ContactGeometry, changed: inout Bool) {
            let next = geometry.touch(contact, phase: .moved, id: touch.id, touchType: touch.touchType)
            if next.x == touch.x && next.y == touch.y && next.force == touch.force
                && next.majorRadius == touch.majorRadius {
                touch = next
                touch.phase = .stationary
            } else {
                touch = next
                changed = true
            }
        }

        /// Cancels every active touch (stream cut, SYN_DROPPED). Suppressed palms stay
        /// suppressed unless `forgetPalms`.
        public mutating func cancelAll(forgetPalms: Bool) -> [Touch] {
            let out = activeTouches.map { touch -> Touch in
                var cancelled = touch
                cancelled.phase = .cancelled
                return cancelled
            }
            if forgetPalms { entries.removeAll() } else { entries.removeAll { !$0.suppressed } }
            return out
        }
    }
}
