extension TouchscreenNormalizer {
    /// Turns the set of contacts of each frame into UITouch-style phases.
    ///
    /// Rules:
    /// - a key not seen before begins a touch with a fresh id, unless the contact is
    ///   a palm: a touch that starts as a palm is never reported (libinput
    ///   `evdev-fallback.c`, evdev-and-traces.md §5.3);
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

        public private(set) var records: [Int: Record] = [:]
        public var ids: TouchIDAllocator

        public init(ids: TouchIDAllocator = TouchIDAllocator()) {
            self.ids = ids
        }

        public var activeTouches: [Touch] {
            records.values.compactMap { if case .active(let t) = $0 { return t } else { return nil } }
                .sorted { $0.id < $1.id }
        }

        public mutating func update(_ contacts: [Contact], geometry: ContactGeometry) -> [Touch] {
            var out: [Touch] = []
            // Vanished records found by a linear scan (at most a few dozen contacts), not a Set and a
            // filtered Dictionary built every frame: those were 41 M of 319 M instructions per
            // 100 k events in the touchscreen normalize bench (callgrind).
            var vanished: [(key: Int, record: Record)] = []
            for (key, record) in records where !contacts.contains(where: { $0.key == key }) {
                vanished.append((key, record))
            }
            if !vanished.isEmpty {
                out = vanished.compactMap { v -> Touch? in
                    guard case .active(var ended) = v.record else { return nil }
                    ended.phase = .ended
                    return ended
                }.sorted { $0.id < $1.id }
                for v in vanished { records[v.key] = nil }
            }
            var changed = !out.isEmpty
            for contact in contacts {
                switch records[contact.key] {
                case nil:
                    if contact.isPalm {
                        records[contact.key] = .suppressed
                        continue
                    }
                    let type: TouchType = contact.tool == MT_TOOL.PEN ? .pencil : .direct
                    let touch = geometry.touch(contact, phase: .began, id: ids.allocate(), touchType: type)
                    records[contact.key] = .active(touch)
                    out.append(touch)
                    changed = true
                case .suppressed?:
                    continue
                case .active(let previous)?:
                    if contact.isPalm {
                        var cancelled = previous
                        cancelled.phase = .cancelled
                        out.append(cancelled)
                        records[contact.key] = .suppressed
                        changed = true
                        continue
                    }
                    var touch = geometry.touch(contact, phase: .moved, id: previous.id, touchType: previous.touchType)
                    if touch.x == previous.x && touch.y == previous.y && touch.force == previous.force
                        && touch.majorRadius == previous.majorRadius {
                        touch.phase = .stationary
                    } else {
                        changed = true
                    }
                    records[contact.key] = .active(touch)
                    out.append(touch)
                }
            }
            return changed ? out : []
        }

        /// Cancels every active touch (stream cut, SYN_DROPPED). Suppressed palms stay
        /// suppressed unless `forgetPalms`.
        public mutating func cancelAll(forgetPalms: Bool) -> [Touch] {
            let out = activeTouches.map { touch -> Touch in
                var cancelled = touch
                cancelled.phase = .cancelled
                return cancelled
            }
            records = forgetPalms ? [:] : records.filter { $0.value == .suppressed }
            return out
        }
    }
}
