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
    public private(set) var toolKeysDown: Set<UInt16> = []
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

    /// The highest BTN_TOOL_* finger count held.
    public var toolFingers: Int { toolKeysDown.compactMap { TouchpadContacts.toolFingerCounts[$0] }.max() ?? 0 }

    /// Tracked contacts.
    var tracked: [Contact] {
        if multitouch {
            return slots.filter { $0.trackingID >= 0 }.map { Contact(id: $0.trackingID, x: $0.x, y: $0.y) }
        }
        return touching ? [Contact(id: 0, x: slots[0].x, y: slots[0].y)] : []
    }

    /// True while a lone wide contact stands for two fingers.
    public var isWidthEmulated: Bool {
        hasToolWidth && toolFingers <= 1 && toolWidth >= TouchpadContacts.emulatedTwoFingerWidth && tracked.count == 1
    }

    /// Touching contacts, with the width-emulated shadow finger when there is one.
    public var active: [Contact] {
        let t = tracked
        guard isWidthEmulated, let c = t.first else { return t }
        let shadow = Contact(id: TouchpadContacts.shadowID, x: c.x + Int32(TouchpadContacts.shadowOffset * unitsPerMillimetre), y: c.y)
        return [c, shadow]
    }

    /// Tracking id of the emulated second finger (never a kernel id: those are ≥ 0).
    public static let shadowID: Int32 = -2

    public var fingerCount: Int {
        let tool = toolFingers
        return tool > slotCount ? tool : active.count
    }

    /// Fingers the pad counts but does not track.
    public var fakeFingers: Int { max(0, fingerCount - active.count) }

    public mutating func apply(_ events: [InputEvent]) {
        for e in events {
            switch e.type {
            case EV.KEY:
                if TouchpadContacts.toolFingerCounts[e.code] != nil, e.value != 2 {
                    if e.value != 0 { toolKeysDown.insert(e.code) } else { toolKeysDown.remove(e.code) }
                } else if e.code == BTN.TOUCH, e.value != 2 {
                    touching = e.value != 0
                }
            case EV.ABS:
                applyAbs(e.code, e.value)
            default:
                break
            }
        }
    }

    private mutating func applyAbs(_ code: UInt16, _ value: Int32) {
        if code == ABS.TOOL_WIDTH { toolWidth = value }
        if !multitouch {
            if code == ABS.X { slots[0].x = value }
            if code == ABS.Y { slots[0].y = value }
            return
        }
        switch code {
        case ABS.MT_SLOT:
            currentSlot = Int(value) // out-of-range slots are ignored below (Chromium CheckSlotLimit)
        case ABS.MT_TRACKING_ID where slots.indices.contains(currentSlot):
            slots[currentSlot].trackingID = value < 0 ? -1 : value
        case ABS.MT_POSITION_X where slots.indices.contains(currentSlot):
            slots[currentSlot].x = value
        case ABS.MT_POSITION_Y where slots.indices.contains(currentSlot):
            slots[currentSlot].y = value
        default:
            break
        }
    }
}
