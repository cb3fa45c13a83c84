/// A touchpad's contacts and finger count, decoded from MT protocol B slots
/// (or ABS_X/ABS_Y + BTN_TOUCH on single-touch pads) and the BTN_TOOL_* keys.
///
/// Finger count (libinput `tp_fake_finger_count`, libinput-state-machines.md §1.6):
/// BTN_TOOL_FINGER = 1, DOUBLETAP = 2, TRIPLETAP = 3, QUADTAP = 4, QUINTTAP = 5
/// (kernel: at most one is set at a time; the highest set one counts). When that
/// count exceeds the slots (a 2-slot Synaptics or Cypress pad with three fingers
/// down) the tool count is the finger count and the extra fingers have no
/// position ("fake" fingers); otherwise the active slots are counted.
///
/// Width-emulated second finger: older Synaptics pads report two fingers held close
/// together as one wide contact (the hp8470p recording scrolls with a single tracked
/// contact of ABS_TOOL_WIDTH 9–13 and BTN_TOOL_FINGER only). Like xf86-input-synaptics'
/// `EmulateTwoFingerMinW`, a lone contact at least `emulatedTwoFingerWidth` wide counts
/// as two fingers; the second one is a shadow of the first, `shadowOffset` mm to its right.
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

    /// Synaptics W units (ABS_TOOL_WIDTH 0…15, finger widths 4…15): from 8 a lone contact is two
    /// fingers side by side. xf86-input-synaptics' EmulateTwoFingerMinW, commonly set to 7–8.
    public static let emulatedTwoFingerWidth: Int32 = 8
    /// mm between a wide contact and its shadow (inside libinput's 40 mm two-finger scroll box).
    public static let shadowOffset: Double = 20

    public let multitouch: Bool
    public let hasToolWidth: Bool
    /// Device units per mm along x, for the shadow offset.
    let unitsPerMillimetre: Double
    public private(set) var toolWidth: Int32 = 0
    public private(set) var slots: [Slot]
    public private(set) var currentSlot: Int
    /// BTN_TOOL_* finger keys held: bit n − 1 for the key counting n fingers (a bit set, not a
    /// `Set`: the finger count is read several times a frame).
    private var toolMask: UInt8 = 0
    /// Single-touch pads: BTN_TOUCH.
    public private(set) var touching = false

    public init(description d: DeviceDescription) {
        let count = d.hasAbs(ABS.MT_TRACKING_ID) ? d.slotCount : nil
        multitouch = count != nil
        hasToolWidth = d.hasAbs(ABS.TOOL_WIDTH)
        let x = d.abs(ABS.MT_POSITION_X) ?? d.abs(ABS.X) ?? AbsInfo(minimum: 0, maximum: 1000)
        unitsPerMillimetre = x.resolution > 0 ? Double(x.resolution) : x.span / CoordinateMapper.assumedPadWidth
        slots = Array(repeating: Slot(), count: max(1, count ?? 1))
        currentSlot = Int(d.abs(ABS.MT_SLOT)?.value ?? 0)
    }

    public var slotCount: Int { slots.count }

    /// BTN_TOOL_* finger keys held.
    public var toolKeysDown: Set<UInt16> {
        Set(TouchpadContacts.toolFingerCounts.filter { toolMask & Self.toolBit($0.value) != 0 }.keys)
    }

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

    /// Tracked contacts.
    var tracked: [Contact] {
        var out: [Contact] = []
        appendTracked(to: &out)
        return out
    }

    private func appendTracked(to out: inout [Contact]) {
        if multitouch {
            for s in slots where s.trackingID >= 0 { out.append(Contact(id: s.trackingID, x: s.x, y: s.y)) }
        } else if touching {
            out.append(Contact(id: 0, x: slots[0].x, y: slots[0].y))
        }
    }

    /// Slots with a tracking id (multitouch), or BTN_TOUCH (single touch). Kept up to date by
    /// `apply` rather than counted from the slots on each read: the finger counts are read
    /// several times a frame (≈ 30 instructions a raw event, Benchmarks/notes.md).
    private var trackedCount = 0

    private func countTracked() -> Int {
        if multitouch {
            var n = 0
            for s in slots where s.trackingID >= 0 { n += 1 }
            return n
        }
        return touching ? 1 : 0
    }

    /// True while a lone wide contact stands for two fingers.
    public var isWidthEmulated: Bool {
        hasToolWidth && toolFingers <= 1 && toolWidth >= TouchpadContacts.emulatedTwoFingerWidth && trackedCount == 1
    }

    /// Touching contacts, with the width-emulated shadow finger when there is one.
    public var active: [Contact] {
        var out: [Contact] = []
        appendActive(to: &out)
        return out
    }

    /// Appends the touching contacts (`active`) to `out`.
    public func appendActive(to out: inout [Contact]) {
        let first = out.count
        appendTracked(to: &out)
        guard isWidthEmulated, out.count > first else { return }
        let c = out[first]
        out.append(Contact(id: TouchpadContacts.shadowID, x: c.x + Int32(TouchpadContacts.shadowOffset * unitsPerMillimetre), y: c.y))
    }

    /// Calls `body` with each touching contact (`active`), without building the array.
    public func forEachActive(_ body: (Contact) -> Void) {
        var first: Contact?
        if multitouch {
            for s in slots where s.trackingID >= 0 {
                let c = Contact(id: s.trackingID, x: s.x, y: s.y)
                if first == nil { first = c }
                body(c)
            }
        } else if touching {
            first = Contact(id: 0, x: slots[0].x, y: slots[0].y)
            body(first!)
        }
        guard let c = first, isWidthEmulated else { return }
        body(Contact(id: TouchpadContacts.shadowID, x: c.x + Int32(TouchpadContacts.shadowOffset * unitsPerMillimetre), y: c.y))
    }

    /// `active.count`, without building the array.
    public var activeCount: Int { isWidthEmulated ? 2 : trackedCount }

    /// Tracking id of the emulated second finger (never a kernel id: those are ≥ 0).
    public static let shadowID: Int32 = -2

    public var fingerCount: Int {
        let tool = toolFingers
        return tool > slotCount ? tool : activeCount
    }

    /// Fingers the pad counts but does not track.
    public var fakeFingers: Int { max(0, fingerCount - activeCount) }

    /// One frame's events. The slots are written through one buffer pointer for the whole frame
    /// and the scalars kept in locals: through `slots[i]` every write was a uniqueness check of
    /// the slot array, ≈ 50 instructions a raw event with the call per event (Benchmarks/notes.md).
    public mutating func apply(_ events: [InputEvent]) {
        var toolMask = self.toolMask, touching = self.touching, toolWidth = self.toolWidth
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
                    }
                case EV.ABS:
                    let code = e.code, value = e.value
                    if code == ABS.TOOL_WIDTH { toolWidth = value }
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
        self.toolWidth = toolWidth
        self.currentSlot = currentSlot
        trackedCount = countTracked()
    }
}
