/// A touchpad's contacts and finger count, decoded from MT protocol B slots
/// (or ABS_X/ABS_Y + BTN_TOUCH on single-touch pads) and the BTN_TOOL_* keys.
///
/// Finger count (libinput `tp_fake_finger_count`, docs/sources.md, "libinput"):
/// BTN_TOOL_FINGER = 1, DOUBLETAP = 2, TRIPLETAP = 3, QUADTAP = 4, QUINTTAP = 5
/// (kernel: at most one is set at a time; the highest set one counts). When that
/// count exceeds the slots (a 2-slot Synaptics or Cypress pad with three fingers
/// down) the tool count is the finger count and the extra fingers have no
/// position ("fake" fingers); otherwise the active slots are counted.
///
/// Width is never a finger: a wide contact (a large ABS_TOOL_WIDTH) is one finger however wide,
/// as in libinput; only BTN_TOOL_DOUBLETAP… and tracked slots make more fingers. (A finger
/// resting at an edge, or two fingers held so close the pad sees one blob, reads wide.)
///
/// Semi-MT pads (INPUT_PROP_SEMI_MT: the two slots are the corners of a bounding box, not
/// fingers) are read as single-touch pads with BTN_TOOL_* finger counts, as libinput does: the
/// position is ABS_X/ABS_Y, the extra fingers have none, and a finger counts only while
/// BTN_TOUCH is down (libinput `tp_fake_finger_is_touching`) — once the pad has sent BTN_TOUCH at
/// all: some (an ALPS GlidePoint) list it and never send it, and their fingers touch while a
/// BTN_TOOL_* key is down.
public struct TouchpadContacts: Hashable, Sendable {
    public struct Slot: Hashable, Sendable {
        public var trackingID: Int32 = -1
        public var x: Int32 = 0
        public var y: Int32 = 0
    }

    /// A touching contact in raw device units.
    public struct Contact: Hashable, Sendable {
        public var id: Int32
        public var x: Int32
        public var y: Int32
    }

    public static let toolFingerCounts: [UInt16: Int] = [
        BTN.TOOL_FINGER: 1, BTN.TOOL_DOUBLETAP: 2, BTN.TOOL_TRIPLETAP: 3, BTN.TOOL_QUADTAP: 4, BTN.TOOL_QUINTTAP: 5,
    ]

    public let multitouch: Bool
    /// Read as a single-touch pad with finger counts (`semiMT`).
    public let semiMT: Bool
    /// The pad reports BTN_TOUCH.
    public let hasBtnTouch: Bool
    public private(set) var slots: [Slot]
    public private(set) var currentSlot: Int
    /// BTN_TOOL_* finger keys held: bit n − 1 for the key counting n fingers (a bit set, not a
    /// `Set`: the finger count is read several times a frame).
    private var toolMask: UInt8 = 0
    /// Single-touch pads: whether a finger touches — BTN_TOUCH, or a BTN_TOOL_* key on a pad that
    /// has never sent BTN_TOUCH.
    var touchingNow: Bool { touching || (!touchSeen && toolMask != 0) }

    /// Single-touch pads: BTN_TOUCH.
    public private(set) var touching = false
    /// BTN_TOUCH has been sent (or was held at the start): from then on it says who touches.
    private var touchSeen = false

    public init(description d: DeviceDescription) {
        semiMT = TouchpadContacts.isSemiMT(d)
        let count = d.hasAbs(ABS.MT_TRACKING_ID) && !semiMT ? d.slotCount : nil
        multitouch = count != nil
        hasBtnTouch = d.hasKey(BTN.TOUCH)
        slots = Array(repeating: Slot(), count: max(1, count ?? 1))
        currentSlot = multitouch ? Int(d.abs(ABS.MT_SLOT)?.value ?? 0) : 0
        if !multitouch {
            slots[0].x = d.abs(ABS.X)?.value ?? 0
            slots[0].y = d.abs(ABS.Y)?.value ?? 0
        }
        // Fingers already down when the description was taken (a live device's held buttons).
        for (code, n) in TouchpadContacts.toolFingerCounts where d.buttonsDown.contains(code) { toolMask |= Self.toolBit(n) }
        touching = d.buttonsDown.contains(BTN.TOUCH)
        touchSeen = touching
        trackedCount = countTracked()
    }

    /// A semi-MT pad: INPUT_PROP_SEMI_MT, or — when the description could not say (an old evemu
    /// description has no `P:` lines) — the kernel's semi-MT shape: exactly two slots with no
    /// per-contact pressure or touch size, and more BTN_TOOL_* fingers than slots (Synaptics
    /// AGM, ALPS and Elantech v3 pads; true-MT image sensors report ABS_MT_PRESSURE).
    public static func isSemiMT(_ d: DeviceDescription) -> Bool {
        if d.hasProperty(INPUT_PROP.SEMI_MT) { return true }
        guard d.propertiesUnknown, d.slotCount == 2, d.hasAbs(ABS.MT_TRACKING_ID) else { return false }
        return !d.hasAbs(ABS.MT_PRESSURE) && !d.hasAbs(ABS.MT_TOUCH_MAJOR) && d.hasKey(BTN.TOOL_TRIPLETAP)
    }

    public var slotCount: Int { slots.count }

    static func toolBit(_ fingers: Int) -> UInt8 { UInt8(1) << UInt8(fingers - 1) }

    /// The finger count of a BTN_TOOL_* key (`toolFingerCounts`), 0 for other codes.
    static func toolFingerCount(_ code: UInt16) -> Int {
        switch code {
        case BTN.TOOL_FINGER: return 1
        case BTN.TOOL_DOUBLETAP: return 2
        case BTN.TOOL_TRIPLETAP: return 3
        case BTN.TOOL_QUADTAP: return 4
        case BTN.TOOL_QUINTTAP: return 5
        default: return 0
        }
    }

    /// The highest BTN_TOOL_* finger count held.
    public var toolFingers: Int { toolMask == 0 ? 0 : UInt8.bitWidth - toolMask.leadingZeroBitCount }

    /// Slots with a tracking id (multitouch), or BTN_TOUCH (single touch). Kept up to date by
    /// `apply` rather than counted from the slots on each read: the finger counts are read
    /// several times a frame (Benchmarks/notes.md, "Hot paths").
    private var trackedCount = 0

    private func countTracked() -> Int {
        if multitouch {
            var n = 0
            for s in slots where s.trackingID >= 0 { n += 1 }
            return n
        }
        return touchingNow ? 1 : 0
    }

    /// Touching contacts.
    public var active: [Contact] {
        var out: [Contact] = []
        appendActive(to: &out)
        return out
    }

    /// Appends the touching contacts (`active`) to `out`.
    public func appendActive(to out: inout [Contact]) {
        forEachActive { out.append($0) }
    }

    /// Calls `body` with each touching contact (`active`), without building the array.
    public func forEachActive(_ body: (Contact) -> Void) {
        if multitouch {
            for s in slots where s.trackingID >= 0 { body(Contact(id: s.trackingID, x: s.x, y: s.y)) }
        } else if touchingNow {
            body(Contact(id: 0, x: slots[0].x, y: slots[0].y))
        }
    }

    /// `active.count`, without building the array.
    public var activeCount: Int { trackedCount }

    public var fingerCount: Int {
        // A single-touch or semi-MT pad's fingers touch only while BTN_TOUCH is down.
        if !multitouch && !touchingNow { return 0 }
        let tool = toolFingers
        return tool > slotCount ? tool : activeCount
    }

    /// Fingers the pad counts but does not track.
    public var fakeFingers: Int { max(0, fingerCount - activeCount) }

    /// One frame's events. The slots are written through one buffer pointer for the whole frame
    /// and the scalars kept in locals: through `slots[i]` every write is a uniqueness check of
    /// the slot array (Benchmarks/notes.md, "Hot paths").
    public mutating func apply(_ events: [InputEvent]) {
        var toolMask = self.toolMask, touching = self.touching, touchSeen = self.touchSeen
        var currentSlot = self.currentSlot
        let multitouch = self.multitouch
        slots.withUnsafeMutableBufferPointer { slots in
            for e in events {
                switch e.type {
                case EV.KEY:
                    if case let n = TouchpadContacts.toolFingerCount(e.code), n != 0, e.value != 2 {
                        if e.value != 0 { toolMask |= Self.toolBit(n) } else { toolMask &= ~Self.toolBit(n) }
                    } else if e.code == BTN.TOUCH, e.value != 2 {
                        touching = e.value != 0
                        touchSeen = true
                    }
                case EV.ABS:
                    let code = e.code, value = e.value
                    if !multitouch {
                        if code == ABS.X { slots[0].x = value }
                        if code == ABS.Y { slots[0].y = value }
                        continue
                    }
                    // Out-of-range slots are ignored (Chromium CheckSlotLimit).
                    let inRange = currentSlot >= 0 && currentSlot < slots.count
                    switch code {
                    case ABS.MT_SLOT:
                        currentSlot = Int(value)
                    case ABS.MT_TRACKING_ID where inRange:
                        slots[currentSlot].trackingID = value < 0 ? -1 : value
                    case ABS.MT_POSITION_X where inRange:
                        slots[currentSlot].x = value
                    case ABS.MT_POSITION_Y where inRange:
                        slots[currentSlot].y = value
                    default:
                        break
                    }
                default:
                    break
                }
            }
        }
        self.toolMask = toolMask
        self.touching = touching
        self.touchSeen = touchSeen
        self.currentSlot = currentSlot
        trackedCount = countTracked()
    }
}
