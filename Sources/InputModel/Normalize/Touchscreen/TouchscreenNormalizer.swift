/// Normalizer for direct touch devices (touchscreens): evdev contacts → `touch` events
/// with touch type `direct` (or `pencil` for MT_TOOL_PEN contacts).
///
/// Protocols: multi-touch B (slots), multi-touch A (SYN_MT_REPORT, anonymous
/// contacts) and single touch (ABS_X/ABS_Y + BTN_TOUCH); see `SlotDecoder`,
/// `ProtocolADecoder`, `SingleTouchDecoder`. Phases come from `ContactTracker`.
///
/// - Positions: the X/Y axis ranges map onto the whole screen (`CoordinateMapper`).
/// - `majorRadius`: from ABS_MT_TOUCH_MAJOR (`ContactGeometry.majorRadius`), 0 without it.
/// - `force` and `maximumPossibleForce`: 0 for fingers (an iPad has no 3D Touch); the raw
///   pressure, normalized 0…1, is the touch's `pressure` (nil without a pressure axis). MT_TOOL_PEN
///   contacts: pressure × `pencilMaximumPossibleForce`.
/// - Ids: unique within this normalizer (a counter from `TouchIDAllocator`; the
///   pipeline may pass a shared allocator or remap across devices).
/// - Resync frames (after SYN_DROPPED): every active touch is `.cancelled`, a
///   `.resync` follows, the frame is applied, and contacts still down begin anew
///   with new ids (Android `MultiFingerGestureWithUnexpectedReset`).
/// - `finish`: the stream is cut, so every active touch is `.cancelled` (not ended:
///   the finger never lifted; Chromium `ShouldReleaseContactsOnStop` /
///   removal cancels). No `device disconnected` is emitted: the end of a trace is
///   not a disconnection; the pipeline decides that.
/// - More contacts than slots (`BTN_TOOL_DOUBLETAP…QUINTTAP` above the slot count):
///   no fake touches are invented — they would have no position. The count is
///   exposed as `fingerCount` / `untrackedFingerCount` instead.
public struct TouchscreenNormalizer: DeviceNormalizer {
    public enum TouchProtocol: String, Hashable, Sendable {
        case multitouchB, multitouchA, singleTouch

        /// Protocol B when the device has slots (not fake MT) and tracking ids;
        /// protocol A when it has ABS_MT_POSITION_X without slots; single touch otherwise.
        public static func detect(_ d: DeviceDescription) -> TouchProtocol {
            if d.slotCount != nil && d.hasAbs(ABS.MT_TRACKING_ID) { return .multitouchB }
            if d.hasAbs(ABS.MT_POSITION_X) && !d.hasAbs(ABS.RESERVED) && d.slotCount == nil && !d.hasAbs(ABS.MT_SLOT) {
                return .multitouchA
            }
            return .singleTouch
        }
    }

    /// One of the three protocol decoders. Optionals, not an enum with payloads: mutating an
    /// enum's payload copies it (and its slot array) on every frame, an optional is mutated in place.
    struct Decoder: Hashable, Sendable {
        var b: SlotDecoder?
        var a: ProtocolADecoder?
        var single: SingleTouchDecoder?

        mutating func apply(_ events: [InputEvent]) {
            if b != nil { b!.apply(events) } else if a != nil { a!.apply(events) } else { single?.apply(events) }
        }

        var contacts: [Contact] {
            var out: [Contact] = []
            appendContacts(to: &out)
            return out
        }

        /// Makes `out` the current contacts (`SlotDecoder` overwrites it in place).
        func fillContacts(_ out: inout [Contact]) {
            if b != nil { b!.fillContacts(&out); return }
            out.removeAll(keepingCapacity: true)
            appendContacts(to: &out)
        }

        func appendContacts(to out: inout [Contact]) {
            if let b { b.appendContacts(to: &out) } else if let a { out.append(contentsOf: a.contacts) } else if let single {
                single.appendContacts(to: &out)
            }
        }
    }

    /// Finger counts of the BTN_TOOL_* keys (libinput `tp_fake_finger_count`).
    public static let toolFingerCounts: [UInt16: Int] = [
        BTN.TOOL_FINGER: 1, BTN.TOOL_DOUBLETAP: 2, BTN.TOOL_TRIPLETAP: 3, BTN.TOOL_QUADTAP: 4, BTN.TOOL_QUINTTAP: 5,
    ]

    public let description: DeviceDescription
    public let touchProtocol: TouchProtocol
    public let geometry: ContactGeometry
    var decoder: Decoder
    public private(set) var tracker: ContactTracker
    /// Emit `.resync` after the cancellations of a resync frame. A pipeline that
    /// emits `.resync` itself for the frame sets this to false.
    public var emitsResyncEvent = true
    private var toolKeysDown: Set<UInt16> = []
    /// The decoder's contacts of the current frame (storage reused from frame to frame).
    private var contacts: [Contact] = []

    public init(description: DeviceDescription, screen: ScreenModel = .default,
                settings: NormalizerSettings = NormalizerSettings(),
                touchProtocol: TouchProtocol? = nil, ids: TouchIDAllocator = TouchIDAllocator()) {
        self.description = description
        let proto = touchProtocol ?? TouchProtocol.detect(description)
        self.touchProtocol = proto
        let mt = proto != .singleTouch
        let fallback = AbsInfo(minimum: 0, maximum: 32767)
        let xInfo = description.abs(mt ? ABS.MT_POSITION_X : ABS.X) ?? description.abs(ABS.X) ?? fallback
        let yInfo = description.abs(mt ? ABS.MT_POSITION_Y : ABS.Y) ?? description.abs(ABS.Y) ?? fallback
        geometry = ContactGeometry(
            mapper: CoordinateMapper(x: xInfo, y: yInfo, screen: screen),
            majorAxis: mt && description.hasAbs(ABS.MT_TOUCH_MAJOR) ? description.abs(ABS.MT_TOUCH_MAJOR) : nil,
            pressureAxis: description.hasAbs(mt ? ABS.MT_PRESSURE : ABS.PRESSURE)
                ? description.abs(mt ? ABS.MT_PRESSURE : ABS.PRESSURE) : nil,
            settings: settings)
        switch proto {
        case .multitouchB: decoder = Decoder(b: SlotDecoder(description: description, slotCount: description.slotCount ?? 1))
        case .multitouchA: decoder = Decoder(a: ProtocolADecoder(description: description))
        case .singleTouch: decoder = Decoder(single: SingleTouchDecoder(description: description))
        }
        tracker = ContactTracker(ids: ids)
    }

    /// Fingers on the surface: the larger of the reported touches and the
    /// BTN_TOOL_FINGER…QUINTTAP count (the count exceeds the slots on devices
    /// that track fewer contacts than they detect, docs/sources.md, "Multitouch protocols").
    public var fingerCount: Int {
        max(tracker.activeTouches.count, toolKeysDown.compactMap { Self.toolFingerCounts[$0] }.max() ?? 0)
    }

    /// Fingers the device detects but does not track (no position, not reported as touches).
    public var untrackedFingerCount: Int { max(0, fingerCount - decoder.contacts.count) }

    public mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload] {
        [.device(DeviceChange(phase: .connected, role: .touchscreen, name: description.name, hardwareKeyboard: false))]
    }

    public var nextTimerDue: Timestamp { .distantFuture }

    public mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {
        if frame.resync {
            out += tracker.cancelAll(forgetPalms: false).map { .touch($0) }
            if emitsResyncEvent { out.append(.resync) }
        }
        for event in frame.events where event.type == EV.KEY && Self.isToolFingerKey(event.code) && event.value != 2 {
            if event.value != 0 { toolKeysDown.insert(event.code) } else { toolKeysDown.remove(event.code) }
        }
        decoder.apply(frame.events)
        decoder.fillContacts(&contacts)
        tracker.update(contacts, geometry: geometry, into: &out)
    }

    /// BTN_TOOL_FINGER…QUINTTAP (the keys of `toolFingerCounts`), without a dictionary lookup.
    static func isToolFingerKey(_ code: UInt16) -> Bool {
        switch code {
        case BTN.TOOL_FINGER, BTN.TOOL_DOUBLETAP, BTN.TOOL_TRIPLETAP, BTN.TOOL_QUADTAP, BTN.TOOL_QUINTTAP: return true
        default: return false
        }
    }

    public mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload] {
        tracker.cancelAll(forgetPalms: true).map { .touch($0) }
    }
}
