import Foundation

/// Normalizer for touchpads (MT protocol B, semi-MT, or single-touch with BTN_TOOL_* finger counts).
///
/// - One finger moves the shared `PointerModel` (hover, or the touch while a
///   button is held) through `PointerAcceleration.touchpad`, from mm
///   (`CoordinateMapper.millimetres`, 100 mm wide when the pad has no resolution).
/// - Physical buttons: on a clickpad (INPUT_PROP_BUTTONPAD) a press (BTN_LEFT, or the BTN_RIGHT some
///   firmware sends) is a *clickfinger* click by the fingers down at the press: 1 → primary,
///   2 → secondary (primary when `twoFingerSecondaryClick` is off), 3+ →
///   tertiary (libinput's LRM map). Pads with real buttons: BTN_LEFT/RIGHT/MIDDLE
///   → primary/secondary/tertiary. While held, the contacts' motion adds up and drags the touch
///   (a thumb resting on the button adds nothing).
/// - Tap-to-click when `settings.tapToClick` (`TapToClick`): 1-finger tap →
///   primary, 2 → secondary (nothing when `twoFingerSecondaryClick` is off),
///   3 → tertiary; a click (press and release) at the final lift.
/// - Two or more fingers: `GestureClassifier` picks scroll, pinch or swipe.
///   Scroll → `scroll` continuous began/changed/ended (finger motion in mm through
///   the same acceleration curve as pointer motion, as libinput filters scroll
///   deltas; natural scrolling: content follows the fingers, dy > 0 for fingers
///   moving down), then `ScrollMomentum`. Pinch (2 fingers) → `transform`
///   began/changed/ended with scale = distance / distance at began and rotation
///   (radians, clockwise positive, y down) since began. 3+ fingers →
///   `SystemGestureTracker` (swipes, pinch to home).
/// - Finger-count changes (libinput `tp_gesture_handle_state`): before a gesture has started the
///   new count applies at once; once one runs, a new count must hold `fingerSwitchTimeout`
///   (100 ms) and nothing is emitted meanwhile, so a count that flickers for a frame or two
///   changes nothing. On a semi-MT pad, whose firmware flips between one wide finger and two,
///   every change must hold that long. Then more fingers restart classification (a running
///   gesture ends first); fewer fingers end the gesture and nothing more happens until every
///   finger is up.
/// - Motion filters (libinput): a frame whose finger count changed moves nothing (positions
///   jump when fingers land or lift: `tp_need_motion_history_reset`), and a contact that moved
///   more than `jumpThreshold` (20 mm) in one frame moves nothing that frame (`tp_detect_jumps`).
/// - Both axes scroll, always: no direction lock (`UIScrollView.isDirectionalLockEnabled` is
///   false by default, and libinput gives both axes: "the task of filtering horizontal
///   movements is up to the caller"). A circular motion scrolls round.
/// - A scroll whose fingers drop to fewer (but not none) is still a scroll for
///   `scrollDropoutTolerance` (0.5 s): a pad that loses a slot for a moment, or a finger that
///   skips, does not turn the scroll into pointer motion. The fingers left keep scrolling;
///   when the count comes back the same scroll goes on; held longer, the scroll ends and nothing
///   moves until every finger is up. Two fingers not yet classified wait the same before the
///   one left points.
/// - Resync: the button touch is cancelled, gestures are cancelled (scroll
///   ended, transform cancelled), `.resync` follows; the frame rebuilds the state.
public struct TouchpadNormalizer: DeviceNormalizer {

    public enum GestureState: Sendable {
        /// Zero or one finger: pointer motion.
        case none
        /// Two or more fingers, not classified yet.
        case undecided(fingers: Int, start: Timestamp, origins: [Int32: ScreenPoint])
        case scroll(fingers: Int, begun: Bool)
        case pinch(a: Int32, b: Int32, distance: Double, angle: Double, lastAngle: Double, rotation: Double)
        case system(SystemGestureTracker)
        /// A gesture ended (or a multi-finger click): nothing until every finger lifts.
        case done
    }

    /// s a changed finger count must hold once a gesture runs (libinput DEFAULT_GESTURE_SWITCH_TIMEOUT).
    public static let fingerSwitchTimeout: TimeSpan = 0.100
    /// mm a contact may move in one frame before the motion counts as a jump (libinput tp_detect_jumps).
    public static let jumpThreshold: Double = 20
    /// s fewer fingers may hold during a two-finger scroll (or before two fingers are
    /// classified) and the scroll go on: longer than the slot dropouts real pads show (up to
    /// 0.5 s), far shorter than a deliberate change from scrolling to pointing. Chosen; no
    /// public number.
    public static let scrollDropoutTolerance: TimeSpan = 0.500

    public let description: DeviceDescription
    public let settings: NormalizerSettings
    public let isClickpad: Bool
    /// Read as one position with a finger count (`TouchpadContacts.isSemiMT`).
    public var isSemiMT: Bool { contacts.semiMT }
    public let mapper: CoordinateMapper
    public let acceleration: PointerAcceleration
    /// Emit `.resync` after a resync frame (off when the pipeline emits it itself, as in the touchscreen and pen normalizers).
    public var emitsResyncEvent = true
    public private(set) var pointer: PointerModel
    public private(set) var contacts: TouchpadContacts
    public private(set) var tap = TapToClick()
    public private(set) var gesture: GestureState = .none
    public private(set) var momentum = ScrollMomentum()
    /// Physical button code → the unified button it pressed.
    public private(set) var pressed: [UInt16: PointerButtons] = [:]
    private var lastMotionTime: Timestamp?
    private var lastScrollTime: Timestamp?

    public init(description: DeviceDescription, settings: NormalizerSettings = NormalizerSettings(),
                screen: ScreenModel = .default, ids: TouchIDAllocator = TouchIDAllocator()) {
        self.description = description
        self.settings = settings
        isClickpad = description.hasProperty(INPUT_PROP.BUTTONPAD)
        let fallback = AbsInfo(minimum: 0, maximum: 1000)
        let x = description.abs(ABS.MT_POSITION_X) ?? description.abs(ABS.X) ?? fallback
        let y = description.abs(ABS.MT_POSITION_Y) ?? description.abs(ABS.Y) ?? fallback
        mapper = CoordinateMapper(x: x, y: y, screen: screen)
        acceleration = .touchpad(trackingSpeed: settings.trackingSpeed)
        pointer = PointerModel(screen: screen, ids: ids)
        contacts = TouchpadContacts(description: description)
    }

    public mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload] {
        [.device(DeviceChange(phase: .connected, role: .pointer, name: description.name, hardwareKeyboard: false))]
    }

    /// Contacts in mm by tracking id.
    public var positions: [Int32: ScreenPoint] {
        var p = Positions()
        Self.fill(&p, contacts: contacts, mapper: mapper)
        return p.dictionary
    }

    /// The contacts in mm (static: called while `self` is being mutated, so that `self` is not copied).
    private static func fill(_ positions: inout Positions, contacts: TouchpadContacts, mapper: CoordinateMapper) {
        positions.removeAll()
        contacts.forEachActive { c in
            let mm = mapper.millimetres(dx: Double(c.x), dy: Double(c.y))
            positions.set(c.id, ScreenPoint(x: mm.dx, y: mm.dy))
        }
    }

    /// The positions after the last frame (`positions`, kept: they are the next frame's
    /// positions before it, as only frames change the contacts) and spare storage for the next.
    private var positionsNow = Positions()
    private var positionsSpare = Positions()

    public mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {
        var before = positionsNow, now = positionsSpare
        positionsNow = Positions()
        positionsSpare = Positions()
        apply(frame, at: time, before: before, now: &now, into: &out)
        positionsSpare = before
        positionsNow = now
    }

    private mutating func apply(_ frame: RawFrame, at time: Timestamp, before: Positions, now: inout Positions,
                                into out: inout [UnifiedEvent.Payload]) {
        if time >= nextTimerDue {
            for d in advance(to: time) { out.append(d.payload) }
        }
        if frame.resync {
            out += pointer.cancelTouch()
            out += endGesture(at: time, cancel: true)
            pressed.removeAll()
            if emitsResyncEvent { out.append(.resync) }
        }
        let previousFingers = contacts.fingerCount
        contacts.apply(frame.events)
        Self.fill(&now, contacts: contacts, mapper: mapper)
        let fingers = contacts.fingerCount
        if frame.resync { tap.reset(fingers: fingers) }
        // Fingers landing or lifting make the positions jump: no motion from this frame.
        let before = fingers == previousFingers ? before : now

        if fingers > previousFingers { out += momentum.stop(x: pointer.x, y: pointer.y) }

        // Physical buttons.
        var buttonPressed = false
        var buttonsChanged = false
        for e in frame.events where e.type == EV.KEY && (e.code == BTN.LEFT || e.code == BTN.RIGHT || e.code == BTN.MIDDLE) {
            if e.value == 1, pressed[e.code] == nil {
                pressed[e.code] = button(for: e.code, fingers: fingers)
                buttonPressed = true
                buttonsChanged = true
            } else if e.value == 0, pressed.removeValue(forKey: e.code) != nil {
                buttonsChanged = true
            }
        }
        if buttonPressed {
            // A click ends any gesture (nothing to end while pointing) and any count being timed.
            out += endGesture(at: time, cancel: false)
            gesture = fingers >= 2 ? .done : .none
        }

        // Tap-to-click.
        if settings.tapToClick,
           let tapped = tap.update(fingers: fingers, previousFingers: previousFingers, contacts: now.dictionary, time: time,
                                   buttonPressed: buttonPressed || !pressed.isEmpty, semiMT: isSemiMT),
           let b = tapButton(fingers: tapped) {
            out += pointer.click(b)
        }

        if !pressed.isEmpty {
            if buttonsChanged { out += pointer.setButtons(heldButtons) }
            movePointer(before: before, now: now, time: time, combined: true, into: &out)
            return
        }
        if buttonsChanged { out += pointer.setButtons(heldButtons) }
        gestureStep(fingers: fingers, previousFingers: previousFingers, before: before, now: now, time: time, into: &out)
    }

    public mutating func advance(to time: Timestamp) -> [TimedPayload] {
        momentum.advance(to: time, x: pointer.x, y: pointer.y)
    }

    public mutating func advance(to time: Timestamp, into out: inout [TimedPayload]) {
        momentum.advance(to: time, x: pointer.x, y: pointer.y, into: &out)
    }

    /// The next momentum tick (`ScrollMomentum.advance`'s own comparison).
    public var nextTimerDue: Timestamp { momentum.nextTick }

    public mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload] {
        var out = advance(to: time).map(\.payload)
        out += endGesture(at: time, cancel: true)
        out += momentum.stop(x: pointer.x, y: pointer.y)
        out += pointer.finish()
        pressed.removeAll()
        return out
    }

    // MARK: buttons

    private var heldButtons: PointerButtons { pressed.values.reduce(into: PointerButtons()) { $0.formUnion($1) } }

    /// Clickfinger on clickpads — the fingers down decide, whichever button the pad's firmware
    /// sends (a Cypress clickpad sends BTN_RIGHT for its multi-finger clicks) — the button itself
    /// otherwise.
    func button(for code: UInt16, fingers: Int) -> PointerButtons {
        guard isClickpad else {
            return code == BTN.RIGHT ? .secondary : code == BTN.MIDDLE ? .tertiary : .primary
        }
        switch fingers {
        case ...1: return .primary
        case 2: return settings.twoFingerSecondaryClick ? .secondary : .primary
        default: return .tertiary
        }
    }

    func tapButton(fingers: Int) -> PointerButtons? {
        switch fingers {
        case 1: return .primary
        case 2: return settings.twoFingerSecondaryClick ? .secondary : nil
        case 3: return .tertiary
        default: return nil
        }
    }

    // MARK: motion

    /// A contact's motion in one frame is a jump, not a finger moving (`jumpThreshold`).
    static func isJump(_ dx: Double, _ dy: Double) -> Bool { hypot(dx, dy) > jumpThreshold }

    /// Motion (mm) of the contacts present before and now, summed in `now`'s (slot) order, jumps
    /// left out: their mean with `average`, else their sum (libinput's `tp_get_touches_delta`).
    static func touchesDelta(before: (Int32) -> ScreenPoint?, now: Positions, average: Bool) -> (dx: Double, dy: Double)? {
        var dx = 0.0, dy = 0.0, common = 0
        for e in now.entries {
            guard let b = before(e.id) else { continue }
            let ddx = e.point.x - b.x, ddy = e.point.y - b.y
            if isJump(ddx, ddy) { continue }
            dx += ddx
            dy += ddy
            common += 1
        }
        guard common > 0 else { return nil }
        return average ? (dx / Double(common), dy / Double(common)) : (dx, dy)
    }

    static func meanDelta(before: Positions, now: Positions) -> (dx: Double, dy: Double)? {
        touchesDelta(before: { before[$0] }, now: now, average: true)
    }

    static func meanDelta(before: [Int32: ScreenPoint], now: Positions) -> (dx: Double, dy: Double)? {
        touchesDelta(before: { before[$0] }, now: now, average: true)
    }

    /// Pointer motion: one finger's; with `combined` (a button held) every contact's motion adds
    /// up, as libinput's `tp_gesture_post_pointer_motion` does ("When a clickpad is clicked,
    /// combine motion of all active touches"): a thumb resting on the button adds nothing, and
    /// the finger that moves drags.
    private mutating func movePointer(before: Positions, now: Positions, time: Timestamp,
                                      combined: Bool, into out: inout [UnifiedEvent.Payload]) {
        guard combined || now.count == 1,
              let d = TouchpadNormalizer.touchesDelta(before: { before[$0] }, now: now, average: false),
              d.dx != 0 || d.dy != 0 else { return }
        let interval = lastMotionTime.map { time - $0 } ?? PointerAcceleration.maximumInterval
        lastMotionTime = time
        let p = acceleration.points(dx: d.dx, dy: d.dy, interval: interval)
        pointer.move(dx: p.dx, dy: p.dy, into: &out)
    }

    // MARK: gestures

    /// A finger count that differs from the one acted on, and when it was first seen (see `fingerSwitchTimeout`).
    private var pendingFingers: (fingers: Int, since: Timestamp)?

    private mutating func gestureStep(fingers: Int, previousFingers: Int, before: Positions,
                                      now: Positions, time: Timestamp, into out: inout [UnifiedEvent.Payload]) {
        if fingers == 0 {
            out += endGesture(at: time, cancel: false)
            gesture = .none
            return
        }
        // Every way into `.done` forgot the count being timed.
        if case .done = gesture { return }
        let acting = gestureFingers
        if fingers != acting {
            if fingers < acting, isScrollOrUndecided {
                // A dropout: still the scroll, its remaining fingers scrolling it, until the
                // fewer fingers have held `scrollDropoutTolerance`.
                if pendingFingers?.fingers != fingers { pendingFingers = (fingers, time) }
                if let pending = pendingFingers, time - pending.since < Self.scrollDropoutTolerance {
                    if case .scroll = gesture { continueGesture(before: before, now: now, time: time, into: &out) }
                    return
                }
            } else if gestureStarted || isSemiMT {
                if pendingFingers?.fingers != fingers { pendingFingers = (fingers, time) }
                // Nothing while unsure which count is real.
                guard let pending = pendingFingers, time - pending.since >= Self.fingerSwitchTimeout
                else { return }
            }
            pendingFingers = nil
            switchFingers(to: fingers, now: now, time: time, into: &out)
            return
        }
        pendingFingers = nil
        switch gesture {
        case .none:
            movePointer(before: before, now: now, time: time, combined: false, into: &out)
        case .undecided(let n, let start, var origins):
            for e in now.entries where origins[e.id] == nil { origins[e.id] = e.point }
            gesture = .undecided(fingers: n, start: start, origins: origins)
            guard let decision = GestureClassifier.classify(fingers: n, origins: origins, current: now.dictionary,
                                                            elapsed: time - start, semiMT: isSemiMT) else { return }
            out += begin(decision, fingers: n, origins: origins, before: before, now: now, time: time)
        default:
            continueGesture(before: before, now: now, time: time, into: &out)
        }
    }

    /// Acts on a new finger count: one finger moves the pointer unless a gesture had started
    /// (then nothing until every finger lifts); more fingers than a started gesture's restart
    /// classification, fewer end it.
    private mutating func switchFingers(to fingers: Int, now: Positions, time: Timestamp, into out: inout [UnifiedEvent.Payload]) {
        let started = gestureStarted, acting = gestureFingers
        if started { out += endGesture(at: time, cancel: false) }
        if fingers == 1 {
            gesture = started ? .done : .none
        } else if started && fingers < acting {
            gesture = .done
        } else {
            gesture = .undecided(fingers: fingers, start: time, origins: now.dictionary)
        }
    }

    /// A two-finger scroll, or fingers not classified yet: what a dropout does not end.
    private var isScrollOrUndecided: Bool {
        switch gesture {
        case .scroll, .undecided: return true
        default: return false
        }
    }

    /// A gesture has begun sending events (libinput `gesture.started`).
    private var gestureStarted: Bool {
        switch gesture {
        case .scroll(_, let begun): return begun
        case .pinch, .system: return true
        case .none, .undecided, .done: return false
        }
    }

    /// The finger count acted on: 1 while pointing.
    private var gestureFingers: Int {
        switch gesture {
        case .undecided(let n, _, _), .scroll(let n, _): return n
        case .pinch: return 2
        case .system(let s): return s.fingers
        case .none: return 1
        case .done: return 0
        }
    }

    private mutating func begin(_ decision: GestureClassifier.Decision, fingers: Int, origins: [Int32: ScreenPoint],
                                before: Positions, now: Positions, time: Timestamp) -> [UnifiedEvent.Payload] {
        switch decision {
        case .scroll:
            gesture = .scroll(fingers: fingers, begun: false)
            lastScrollTime = nil
            var out: [UnifiedEvent.Payload] = []
            continueGesture(before: before, now: now, time: time, into: &out)
            return out
        case .pinch where fingers == 2:
            guard let (a, b) = GestureClassifier.extremeTouches(now.dictionary) else { return [] }
            let (d, angle) = TouchpadNormalizer.geometry(now[a]!, now[b]!)
            gesture = .pinch(a: a, b: b, distance: max(d, 0.1), angle: angle, lastAngle: angle, rotation: 0)
            pinchScale = 1
            return [.transform(Transform(phase: .began, scale: 1, rotation: 0, x: pointer.x, y: pointer.y))]
        case .pinch, .swipe:
            var tracker = SystemGestureTracker(motion: decision == .swipe ? .swipe : .pinch, fingers: fingers, time: time)
            var out: [UnifiedEvent.Payload] = []
            if decision == .swipe, let d = TouchpadNormalizer.meanDelta(before: origins, now: now) {
                out += tracker.swipe(dx: d.dx, dy: d.dy, at: time)
            }
            if decision == .pinch, let (a, b) = GestureClassifier.extremeTouches(origins.filter { now[$0.key] != nil }) {
                let d0 = TouchpadNormalizer.geometry(origins[a]!, origins[b]!).distance
                let d1 = TouchpadNormalizer.geometry(now[a]!, now[b]!).distance
                out += tracker.pinch(scale: d1 / max(d0, 0.1), at: time)
                pinchOrigins = origins
            }
            gesture = .system(tracker)
            return out
        }
    }

    /// Origins of a 3+ finger pinch (for its scale).
    private var pinchOrigins: [Int32: ScreenPoint] = [:]

    static func geometry(_ a: ScreenPoint, _ b: ScreenPoint) -> (distance: Double, angle: Double) {
        (hypot(b.x - a.x, b.y - a.y), a.direction(to: b))
    }

    private mutating func continueGesture(before: Positions, now: Positions, time: Timestamp,
                                          into out: inout [UnifiedEvent.Payload]) {
        switch gesture {
        case .scroll(let n, let begun):
            guard let d = TouchpadNormalizer.meanDelta(before: before, now: now), d.dx != 0 || d.dy != 0 else { return }
            let interval = lastScrollTime.map { time - $0 } ?? PointerAcceleration.maximumInterval
            lastScrollTime = time
            let p = acceleration.points(dx: d.dx, dy: d.dy, interval: interval)
            let sign: Double = settings.naturalScrolling ? 1 : -1
            let (dx, dy) = (p.dx * sign, p.dy * sign)
            momentum.record(time: time, dx: dx, dy: dy)
            gesture = .scroll(fingers: n, begun: true)
            out.append(.scroll(Scroll(scrollType: .continuous, phase: begun ? .changed : .began, dx: dx, dy: dy,
                                      x: pointer.x, y: pointer.y)))
        case .pinch(let a, let b, let d0, let angle0, let lastAngle, var rotation):
            guard let pa = now[a], let pb = now[b] else { return }
            let (d, angle) = TouchpadNormalizer.geometry(pa, pb)
            let step = ScreenPoint.turn(from: lastAngle, to: angle)
            rotation += step
            gesture = .pinch(a: a, b: b, distance: d0, angle: angle0, lastAngle: angle, rotation: rotation)
            guard step != 0 || (now[a] != before[a] || now[b] != before[b]) else { return }
            pinchScale = d / d0
            out.append(.transform(Transform(phase: .changed, scale: pinchScale, rotation: rotation, x: pointer.x, y: pointer.y)))
        case .system(var tracker):
            if tracker.motion == .swipe, let d = TouchpadNormalizer.meanDelta(before: before, now: now) {
                out += tracker.swipe(dx: d.dx, dy: d.dy, at: time)
            } else if tracker.motion == .pinch,
                      let (a, b) = GestureClassifier.extremeTouches(pinchOrigins.filter { now[$0.key] != nil }) {
                let d0 = TouchpadNormalizer.geometry(pinchOrigins[a]!, pinchOrigins[b]!).distance
                let d1 = TouchpadNormalizer.geometry(now[a]!, now[b]!).distance
                out += tracker.pinch(scale: d1 / max(d0, 0.1), at: time)
            }
            gesture = .system(tracker)
        default:
            return
        }
    }

    /// Ends the running gesture and forgets any finger count being timed. `cancel` (resync,
    /// stream end): no momentum, transforms and system gestures cancel.
    private mutating func endGesture(at time: Timestamp, cancel: Bool) -> [UnifiedEvent.Payload] {
        var out: [UnifiedEvent.Payload] = []
        switch gesture {
        case .scroll(_, let begun):
            if begun {
                out.append(.scroll(Scroll(scrollType: .continuous, phase: .ended, dx: 0, dy: 0, x: pointer.x, y: pointer.y)))
                if cancel { momentum.clearSamples() } else { momentum.release(at: time) }
            }
        case .pinch(_, _, _, _, _, let rotation):
            out.append(.transform(Transform(phase: cancel ? .cancelled : .ended, scale: pinchScale, rotation: rotation,
                                            x: pointer.x, y: pointer.y)))
        case .system(var tracker):
            out += cancel ? tracker.cancel() : tracker.end(at: time)
        case .none, .undecided, .done:
            break
        }
        gesture = .done
        pendingFingers = nil
        return out
    }

    /// The latest two-finger pinch scale (carried by the `ended` transform).
    private var pinchScale: Double = 1
}
