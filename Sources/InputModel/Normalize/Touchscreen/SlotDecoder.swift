extension TouchscreenNormalizer {
    /// Multi-touch protocol B: keeps the full per-slot state from the kernel's deltas
    /// (docs/sources.md, "Multitouch protocols").
    ///
    /// - `ABS_MT_SLOT` selects a slot; the recording starts in the slot of
    ///   `absinfo[ABS_MT_SLOT].value`, so a file that begins with a TRACKING_ID and
    ///   no SLOT targets that slot.
    /// - An out-of-range `ABS_MT_SLOT` makes the following ABS_MT_* events be
    ///   ignored until a valid slot is selected (Android; Chromium `CheckSlotLimit`).
    /// - A slot released with TRACKING_ID −1 keeps its axis values: a new tracking
    ///   id without re-sent axes begins at the retained position (and with the
    ///   retained tool type, so a stale MT_TOOL_PALM stays a palm).
    /// - Axis events in a released slot update the retained values but report nothing.
    /// - ABS_MT_DISTANCE > 0 is a hovering contact (hid-multitouch): not touching,
    ///   so not reported as a touch.
    public struct SlotDecoder: Hashable, Sendable {
        public struct Slot: Hashable, Sendable {
            /// −1 = unused.
            public var trackingID: Int32 = -1
            /// The contact key of the current tracking id (new for every new tracking id).
            public var key: Int = 0
            public var x: Int32 = 0
            public var y: Int32 = 0
            public var touchMajor: Int32?
            public var pressure: Int32?
            public var distance: Int32?
            public var tool: Int32 = MT_TOOL.FINGER
        }

        public private(set) var slots: [Slot]
        /// The selected slot; nil after an out-of-range ABS_MT_SLOT.
        public private(set) var current: Int?
        private var nextKey = 1
        /// Slots with a tracking id, kept by `apply`: the contact scans stop after the last of
        /// them instead of walking every slot (ten on the usual touchscreen) each frame.
        private var tracked = 0

        /// Slots start with the description's current axis values (the state when the
        /// recording started) and no contact: a contact's tracking id is not known
        /// from a description.
        public init(description: DeviceDescription, slotCount: Int) {
            var slot = Slot()
            slot.x = description.abs(ABS.MT_POSITION_X)?.value ?? 0
            slot.y = description.abs(ABS.MT_POSITION_Y)?.value ?? 0
            if description.hasAbs(ABS.MT_TOUCH_MAJOR) { slot.touchMajor = description.abs(ABS.MT_TOUCH_MAJOR)?.value ?? 0 }
            if description.hasAbs(ABS.MT_PRESSURE) { slot.pressure = description.abs(ABS.MT_PRESSURE)?.value ?? 0 }
            if description.hasAbs(ABS.MT_DISTANCE) { slot.distance = description.abs(ABS.MT_DISTANCE)?.value ?? 0 }
            slots = Array(repeating: slot, count: max(1, slotCount))
            let initial = Int(description.abs(ABS.MT_SLOT)?.value ?? 0)
            current = slots.indices.contains(initial) ? initial : 0
        }

        /// One frame's events. The slots are written through one buffer pointer for the frame
        /// (through `slots[i]` each write is a uniqueness check of the array: Benchmarks/notes.md, "Hot paths").
        public mutating func apply(_ events: [InputEvent]) {
            var current = self.current, nextKey = self.nextKey, tracked = self.tracked
            slots.withUnsafeMutableBufferPointer { slots in
                for event in events where event.type == EV.ABS {
                    if event.code == ABS.MT_SLOT {
                        let n = Int(event.value)
                        current = n >= 0 && n < slots.count ? n : nil
                        continue
                    }
                    guard let i = current else { continue }
                    switch event.code {
                    case ABS.MT_TRACKING_ID:
                        let old = slots[i].trackingID
                        if event.value >= 0 && event.value != old {
                            slots[i].key = nextKey
                            nextKey += 1
                        }
                        let id = event.value < 0 ? -1 : event.value
                        if old < 0 && id >= 0 { tracked += 1 } else if old >= 0 && id < 0 { tracked -= 1 }
                        slots[i].trackingID = id
                    case ABS.MT_POSITION_X: slots[i].x = event.value
                    case ABS.MT_POSITION_Y: slots[i].y = event.value
                    case ABS.MT_TOUCH_MAJOR: slots[i].touchMajor = event.value
                    case ABS.MT_PRESSURE: slots[i].pressure = event.value
                    case ABS.MT_DISTANCE: slots[i].distance = event.value
                    case ABS.MT_TOOL_TYPE: slots[i].tool = event.value
                    default: break
                    }
                }
            }
            self.current = current
            self.nextKey = nextKey
            self.tracked = tracked
        }

        /// The touching contacts, in slot order.
        public var contacts: [Contact] {
            var out: [Contact] = []
            appendContacts(to: &out)
            return out
        }

        /// Makes `out` the touching contacts, in slot order, overwriting its elements in place
        /// (clearing an array and appending again costs as much as decoding the frame,
        /// (Benchmarks/notes.md, "Hot paths")).
        public func fillContacts(_ out: inout [Contact]) {
            // Overwritten through one buffer pointer (one uniqueness check a frame, not one a contact).
            let reused = out.count
            var n = 0
            out.withUnsafeMutableBufferPointer { buf in
                forEachContact { c in
                    if n < reused { buf[n] = c }
                    n += 1
                }
            }
            if n < reused {
                out.removeLast(reused - n)
            } else if n > reused {
                // More contacts than the last frame: the rest are appended.
                var seen = 0
                forEachContact { c in
                    if seen >= reused { out.append(c) }
                    seen += 1
                }
            }
        }

        /// The touching contacts in slot order; the scan ends at the last slot with a tracking id.
        @inline(__always)
        func forEachContact(_ body: (Contact) -> Void) {
            var left = tracked
            var i = 0
            while left > 0, i < slots.count {
                let s = slots[i]
                i += 1
                guard s.trackingID >= 0 else { continue }
                left -= 1
                if (s.distance ?? 0) <= 0 {
                    body(Contact(key: s.key, x: s.x, y: s.y, touchMajor: s.touchMajor, pressure: s.pressure, tool: s.tool))
                }
            }
        }

        /// Appends the touching contacts, in slot order.
        public func appendContacts(to out: inout [Contact]) {
            forEachContact { out.append($0) }
        }
    }
}
