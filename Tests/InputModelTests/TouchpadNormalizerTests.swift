import XCTest
@testable import InputModel

final class TouchpadNormalizerTests: PointerTestCase {
    // MARK: pointer

    func testStartAnnouncesPointer() {
        var n = TouchpadNormalizer(description: pad())
        XCTAssertEqual(n.start(at: 0), [.device(DeviceChange(phase: .connected, role: .pointer, name: "Test Touchpad", hardwareKeyboard: false))])
    }

    func testOneFingerMotionMovesThePointer() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20) { i in [0: (30 + Double(i), 30)] }  // 1 mm per 10 ms to the right
        frames.append(lift(&s, at: 0.2))
        let out = run(&n, frames)
        let h = hovers(out)
        XCTAssertEqual(h.first?.phase, .began)
        XCTAssertEqual(h.dropFirst().map(\.phase), Array(repeating: .changed, count: h.count - 1))
        XCTAssertGreaterThan(h.last!.x, 683 + 19 * 3 - 1e-6, "19 mm at 3 pt/mm or more (docs/pointer-speed.md)")
        XCTAssertEqual(h.last!.y, 512, accuracy: 1e-9)
        XCTAssertTrue(touches(out).isEmpty)
        XCTAssertTrue(scrolls(out).isEmpty)
    }

    /// A pad without multitouch axes (ABS_X/ABS_Y, BTN_TOUCH, BTN_TOOL_FINGER: libinput's
    /// single-touch touchpad) is one contact: its finger moves the pointer as a slotted pad's does.
    func testASingleTouchPadsFingerMovesThePointer() {
        let x = AbsInfo(minimum: 0, maximum: 3000, resolution: 30)
        let y = AbsInfo(minimum: 0, maximum: 1800, resolution: 30)
        let d = describe("Single-touch Touchpad", keys: [BTN.LEFT, BTN.RIGHT, BTN.TOUCH, BTN.TOOL_FINGER],
                         abs: [ABS.X: x, ABS.Y: y], properties: [INPUT_PROP.POINTER], bus: InputID.BUS_I8042)
        var n = TouchpadNormalizer(description: d)
        var frames = [frame(0, key(BTN.TOUCH, 1), key(BTN.TOOL_FINGER, 1), abs(ABS.X, 900), abs(ABS.Y, 900))]
        frames += (1..<20).map { i in frame(Double(i) * 0.01, abs(ABS.X, 900 + Int32(i) * 30)) }  // 1 mm per 10 ms
        frames.append(frame(0.2, key(BTN.TOUCH, 0), key(BTN.TOOL_FINGER, 0)))
        let out = run(&n, frames)
        let h = hovers(out)
        XCTAssertEqual(h.first?.phase, .began)
        XCTAssertGreaterThan(h.last!.x, 683 + 19 * 3 - 1e-6, "19 mm at 3 pt/mm or more (docs/pointer-speed.md)")
        XCTAssertEqual(h.last!.y, 512, accuracy: 1e-9, "no vertical motion")
        XCTAssertTrue(touches(out).isEmpty)
    }

    // MARK: clicks

    func testClickpadClickByFingerCount() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        let out = run(&n, [
            frame(0.0, s.events([0: (30, 30)])),
            frame(0.1, s.events([0: (30, 30)], extra: [key(BTN.LEFT, 1)])),
            frame(0.2, s.events([0: (30, 30)], extra: [key(BTN.LEFT, 0)])),
            frame(0.3, s.events([0: (30, 30), 1: (50, 30)])),
            frame(0.4, s.events([0: (30, 30), 1: (50, 30)], extra: [key(BTN.LEFT, 1)])),
            frame(0.5, s.events([0: (30, 30), 1: (50, 30)], extra: [key(BTN.LEFT, 0)])),
            lift(&s, at: 0.6),
        ])
        let began = touches(out).filter { $0.phase == .began }
        XCTAssertEqual(began.map(\.buttons), [.primary, .secondary])
        XCTAssertEqual(touches(out).map(\.phase), [.began, .ended, .began, .ended])
    }

    func testTwoFingerClickIsPrimaryWhenSecondaryClickIsOff() {
        var st = NormalizerSettings()
        st.twoFingerSecondaryClick = false
        var n = TouchpadNormalizer(description: pad(), settings: st)
        var s = PadScript()
        let out = run(&n, [frame(0, s.events([0: (30, 30), 1: (50, 30)], extra: [key(BTN.LEFT, 1)])),
                           frame(0.1, s.events([0: (30, 30), 1: (50, 30)], extra: [key(BTN.LEFT, 0)]))])
        XCTAssertEqual(touches(out).first?.buttons, .primary)
    }

    /// A pad with physical buttons (no INPUT_PROP_BUTTONPAD) clicks the button pressed, whatever
    /// the fingers: libinput's clickfinger method is for clickpads only ("Clickpad software button
    /// behavior"); BTN_LEFT, BTN_RIGHT, BTN_MIDDLE are primary, secondary and tertiary.
    func testAPadWithPhysicalButtonsClicksTheButtonPressed() {
        var n = TouchpadNormalizer(description: pad(clickpad: false))
        var s = PadScript()
        var frames: [RawFrame] = []
        for (i, code) in [BTN.LEFT, BTN.RIGHT, BTN.MIDDLE].enumerated() {
            let t = Double(i) * 0.3
            frames.append(frame(t, s.events([0: (30, 30), 1: (50, 30)])))
            frames.append(frame(t + 0.1, s.events([0: (30, 30), 1: (50, 30)], extra: [key(code, 1)])))
            frames.append(frame(t + 0.2, s.events([0: (30, 30), 1: (50, 30)], extra: [key(code, 0)])))
        }
        frames.append(lift(&s, at: 1.0))
        let began = touches(run(&n, frames)).filter { $0.phase == .began }
        XCTAssertEqual(began.map(\.buttons), [.primary, .secondary, .tertiary], "two fingers down: the button decides, not the fingers")
    }

    func testClickAndDragMovesTheTouch() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = [frame(0, s.events([0: (30, 30)], extra: [key(BTN.LEFT, 1)]))]
        frames += script(&s, from: 0.01, steps: 5) { i in [0: (30, 30 + Double(i + 1))] }
        frames.append(frame(0.1, s.events([0: (30, 35)], extra: [key(BTN.LEFT, 0)])))
        let t = touches(run(&n, frames))
        XCTAssertEqual(t.map(\.phase), [.began, .moved, .moved, .moved, .moved, .moved, .ended])
        XCTAssertGreaterThan(t.last!.y, t.first!.y)
    }

    /// With the button held, every contact's motion adds up (libinput's
    /// `tp_gesture_post_pointer_motion`: "When a clickpad is clicked, combine motion of all
    /// active touches"): a thumb resting on the button adds nothing, so the moving finger drags
    /// as it would alone; two fingers moving (3, 0) and (0, 2) mm drag as one moving (3, 2) mm.
    func testWithTheButtonHeldTheContactsMotionAddsUp() {
        func drag(_ start: [Int: (Double, Double)], _ end: [Int: (Double, Double)]) -> [Double] {
            var n = TouchpadNormalizer(description: pad())
            var s = PadScript()
            let out = run(&n, [frame(0, s.events(start, extra: [key(BTN.LEFT, 1)])), frame(0.01, s.events(end))])
            let t = touches(out)
            XCTAssertEqual(t.map(\.phase), [.began, .moved])
            guard let first = t.first, let last = t.last else { return [] }
            return [last.x - first.x, last.y - first.y]
        }
        let alone = drag([1: (30, 30)], [1: (32, 31)])
        XCTAssertEqual(alone.count, 2)
        XCTAssertGreaterThan(alone.first ?? 0, 0)
        XCTAssertEqual(drag([0: (50, 50), 1: (30, 30)], [0: (50, 50), 1: (32, 31)]), alone, "the resting thumb adds nothing")
        let sum = drag([1: (30, 30)], [1: (33, 32)])
        XCTAssertGreaterThan(sum.last ?? 0, 0)
        XCTAssertEqual(drag([0: (30, 30), 1: (60, 30)], [0: (33, 30), 1: (60, 32)]), sum, "both fingers' motion adds up")
    }

    // MARK: tap-to-click

    func testTapToClickIsOffByDefault() {
        XCTAssertFalse(NormalizerSettings().tapToClick)
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        let out = run(&n, [frame(0, s.events([0: (30, 30)])), lift(&s, at: 0.08)])
        XCTAssertTrue(touches(out).isEmpty)
    }

    func testOneAndTwoFingerTaps() {
        var n = TouchpadNormalizer(description: pad(), settings: settings(tap: true))
        var s = PadScript()
        let out = run(&n, [
            frame(0.00, s.events([0: (30, 30)])), lift(&s, at: 0.08),
            frame(1.00, s.events([0: (30, 30), 1: (50, 31)])), lift(&s, at: 1.09),
        ])
        let t = touches(out)
        XCTAssertEqual(t.map(\.phase), [.began, .ended, .began, .ended])
        XCTAssertEqual(t.map(\.buttons), [.primary, .primary, .secondary, .secondary])
        XCTAssertEqual(t.map(\.touchType), Array(repeating: .indirectPointer, count: 4))
    }

    func testSlowOrMovingTouchIsNoTap() {
        var n = TouchpadNormalizer(description: pad(), settings: settings(tap: true))
        var s = PadScript()
        var frames = [frame(0, s.events([0: (30, 30)])), lift(&s, at: 0.25)]            // longer than 180 ms
        frames += script(&s, from: 1, steps: 5) { i in [0: (30 + Double(i), 30)] }      // moves 4 mm
        frames.append(lift(&s, at: 1.06))
        XCTAssertTrue(touches(run(&n, frames)).isEmpty)
    }

    /// libinput's `DEFAULT_TAP_TIMEOUT_PERIOD` is 180 ms (evdev-mt-touchpad-tap.c): a finger
    /// lifted 170 ms after it touched is a tap, one lifted after 190 ms is not.
    func testTapTimeoutBoundary() {
        func taps(liftAt t: Double) -> Int {
            var n = TouchpadNormalizer(description: pad(), settings: settings(tap: true))
            var s = PadScript()
            return touches(run(&n, [frame(0, s.events([0: (30, 30)])), lift(&s, at: t)])).filter { $0.phase == .began }.count
        }
        XCTAssertEqual(taps(liftAt: 0.170), 1)
        XCTAssertEqual(taps(liftAt: 0.190), 0)
    }

    /// libinput's `DEFAULT_TAP_MOVE_THRESHOLD` is 1.3 mm: a finger that moves 1.2 mm before it
    /// lifts still taps, one that moves 1.4 mm does not.
    func testTapMoveThresholdBoundary() {
        func taps(moving mm: Double) -> Int {
            var n = TouchpadNormalizer(description: pad(), settings: settings(tap: true))
            var s = PadScript()
            return touches(run(&n, [frame(0, s.events([0: (30, 30)])), frame(0.05, s.events([0: (30 + mm, 30)])),
                                    lift(&s, at: 0.08)])).filter { $0.phase == .began }.count
        }
        XCTAssertEqual(taps(moving: 1.2), 1)
        XCTAssertEqual(taps(moving: 1.4), 0)
    }

    /// libinput taps with up to three fingers (TOUCH_3: a three-finger tap is the middle button,
    /// iPadOS's tertiary click) and a fourth finger kills the tap (TOUCH_3 → DEAD). The fingers stay
    /// down for a few frames, so the tap is decided in the touching state.
    func testThreeFingersTapAndAFourthKillsTheTap() {
        func tap(fingers: Int) -> [PointerButtons?] {
            var n = TouchpadNormalizer(description: pad(), settings: settings(tap: true))
            var s = PadScript()
            let at = Dictionary(uniqueKeysWithValues: (0..<fingers).map { ($0, (30 + Double($0) * 15, 30.0)) })
            var frames = script(&s, from: 0, steps: 5) { _ in at }
            frames.append(lift(&s, at: 0.08))
            return touches(run(&n, frames)).filter { $0.phase == .began }.map(\.buttons)
        }
        XCTAssertEqual(tap(fingers: 3), [.tertiary])
        XCTAssertEqual(tap(fingers: 4), [])
    }

    /// libinput re-arms the tap timer when a second finger lands (TOUCH → TOUCH_2 calls
    /// tp_tap_set_timer): one finger at 0, a second at 150 ms, both up at 250 ms is a two-finger
    /// tap — 100 ms after the second finger, though 250 ms after the first.
    func testASecondFingerRestartsTheTapTimer() {
        var n = TouchpadNormalizer(description: pad(), settings: settings(tap: true))
        var s = PadScript()
        let frames = [frame(0, s.events([0: (30, 30)])), frame(0.15, s.events([0: (30, 30), 1: (50, 30)])),
                      frame(0.2, s.events([0: (30, 30), 1: (50, 30)])), lift(&s, at: 0.25)]
        XCTAssertEqual(touches(run(&n, frames)).filter { $0.phase == .began }.map(\.buttons), [.secondary])
    }

    /// Fingers that lift one by one still tap with every finger that was down: libinput's
    /// TOUCH_2 → RELEASE → TOUCH_2_RELEASE → RELEASE emits the two-finger press, and TOUCH_3 →
    /// TOUCH_3_RELEASE → TOUCH_3_RELEASE_2 the three-finger press on the final release
    /// (evdev-mt-touchpad-tap.c). The count is the most fingers seen, not those at the last lift.
    func testFingersLiftingOneByOneTapWithEveryFinger() {
        func tap(fingers: Int) -> [PointerButtons?] {
            var n = TouchpadNormalizer(description: pad(), settings: settings(tap: true))
            var s = PadScript()
            var down = Dictionary(uniqueKeysWithValues: (0..<fingers).map { ($0, (30 + Double($0) * 15, 30.0)) })
            var frames = [frame(0, s.events(down)), frame(0.02, s.events(down))]
            for (i, slot) in (0..<fingers).enumerated() {
                down[slot] = nil
                frames.append(frame(0.05 + Double(i) * 0.03, s.events(down)))
            }
            return touches(run(&n, frames)).filter { $0.phase == .began }.map(\.buttons)
        }
        XCTAssertEqual(tap(fingers: 1), [.primary])
        XCTAssertEqual(tap(fingers: 2), [.secondary])
        XCTAssertEqual(tap(fingers: 3), [.tertiary])
    }

    /// TOUCH_2_RELEASE runs the tap timer again (TIMEOUT → HOLD, no tap): the second finger
    /// lifted 170 ms after the first still taps, one lifted 190 ms after it does not.
    func testTheLastFingerOfATwoFingerTapHasTheTapTimeout() {
        func taps(secondLiftAfter gap: Double) -> [PointerButtons?] {
            var n = TouchpadNormalizer(description: pad(), settings: settings(tap: true))
            var s = PadScript()
            let frames = [frame(0, s.events([0: (30, 30), 1: (50, 30)])),
                          frame(0.05, s.events([1: (50, 30)])),
                          frame(0.05 + gap, s.events([:]))]
            return touches(run(&n, frames)).filter { $0.phase == .began }.map(\.buttons)
        }
        XCTAssertEqual(taps(secondLiftAfter: 0.170), [.secondary])
        XCTAssertEqual(taps(secondLiftAfter: 0.190), [])
    }

    /// The real recording `CyPS2 Cypress Trackpad.two_finger_tap` (semi-MT clickpad with 2 slots).
    func testCypressTwoFingerTapRecordingIsASecondaryClick() {
        let (description, frames) = CypressTwoFingerTap.load(self)
        var on = TouchpadNormalizer(description: description, settings: settings(tap: true))
        let t = touches(run(&on, frames))
        XCTAssertEqual(t.map(\.phase), [.began, .ended])
        XCTAssertEqual(t.first?.buttons, .secondary)
        var off = TouchpadNormalizer(description: description)
        XCTAssertTrue(touches(run(&off, frames)).isEmpty, "iPadOS default: tap to click off")
        XCTAssertTrue(scrolls(run(&off, frames)).isEmpty)
    }

    // MARK: scroll

    func twoFingerScroll(_ n: inout TouchpadNormalizer, down: Bool = true) -> [(Double, Payload)] {
        var s = PadScript()
        let sign: Double = down ? 1 : -1
        // Two fingers 20 mm apart move down 0.8 mm per 10 ms (80 mm/s) with a slight drift right.
        var frames = script(&s, from: 0, steps: 30) { i in
            let d = Double(i) * 0.8 * sign
            return [0: (40 + Double(i) * 0.02, 20 + d), 1: (60 + Double(i) * 0.02, 20 + d)]
        }
        frames.append(lift(&s, at: 0.30))
        return run(&n, frames, until: 5)
    }

    /// Two fingers that move the same way 1 mm a frame are a scroll once both moved libinput's
    /// 1.5 mm (`PINCH_DISAMBIGUATION_MOVE_THRESHOLD`) from where they landed: at the third frame,
    /// 2 mm and 20 ms in, whether both landed together or the second joined a pointing finger.
    func testTwoFingersScrollOnceBothMovedOneAndAHalfMillimetresFromWhereTheyLanded() throws {
        for pointingFirst in [false, true] {
            var n = TouchpadNormalizer(description: pad())
            var s = PadScript()
            var frames: [RawFrame] = []
            if pointingFirst { frames += script(&s, from: 0, steps: 5) { _ in [0: (40, 20)] } }
            let t0 = pointingFirst ? 0.05 : 0
            frames += script(&s, from: t0, steps: 10) { i in [0: (40, 20 + Double(i)), 1: (60, 20 + Double(i))] }
            frames.append(lift(&s, at: t0 + 0.1))
            let began = try XCTUnwrap(times(run(&n, frames), of: "scroll.began").first)
            XCTAssertEqual(began, t0 + 0.02, accuracy: 1e-9, "pointing first: \(pointingFirst)")
        }
    }

    /// A finger that lifts as another lands in the same frame (the count stays two) before the
    /// two are classified: the new contact counts from where it landed, so when both then move
    /// down 1 mm a frame they scroll once both moved 1.5 mm, at the second frame (2 mm).
    func testAContactThatReplacesAnotherBeforeClassificationCountsFromWhereItLanded() throws {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = [frame(0, s.events([0: (40, 20), 1: (60, 20)])), frame(0.01, s.events([0: (40, 20), 2: (62, 20)]))]
        frames += script(&s, from: 0.02, steps: 8) { i in [0: (40, 21 + Double(i)), 2: (62, 21 + Double(i))] }
        frames.append(lift(&s, at: 0.1))
        let began = try XCTUnwrap(times(run(&n, frames), of: "scroll.began").first)
        XCTAssertEqual(began, 0.03, accuracy: 1e-9)
    }

    /// A contact that replaces another in the frame the other finger has moved 5 mm: the new one
    /// has not moved from where it landed, so the pair is a resting thumb and a moving finger
    /// (one beyond 4 mm, the other under 1.5 mm): a scroll in that frame.
    func testAContactReplacingAnotherAsTheOtherMovesIsARestingThumb() throws {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = [frame(0, s.events([0: (40, 20), 1: (60, 20)])), frame(0.01, s.events([0: (40, 25), 2: (62, 20)]))]
        frames.append(lift(&s, at: 0.05))
        let began = try XCTUnwrap(times(run(&n, frames), of: "scroll.began").first)
        XCTAssertEqual(began, 0.01, accuracy: 1e-9)
    }

    /// Each scroll's first motion has no motion before it in that scroll: its speed is taken
    /// over the longest interval, 100 ms (docs/pointer-speed.md), however soon after another scroll
    /// it comes. 5 mm in the first frame: 50 mm/s, 3 pt/mm × (1 + 10 × 0.02) = 18 pt, both times.
    func testEachScrollsFirstMotionIsTakenOverTheLongestInterval() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames: [RawFrame] = []
        for start in [0.0, 0.13] {
            frames += script(&s, from: start, steps: 5) { i in [0: (40, 10 + 5 * Double(i)), 1: (60, 10 + 5 * Double(i))] }
            frames.append(lift(&s, at: start + 0.05))
        }
        let all = scrolls(run(&n, frames))
        let began = all.filter { $0.phase == .began }
        XCTAssertEqual(began.map(\.dy), [18, 18])
        XCTAssertTrue(all.filter { $0.phase != .momentum }.allSatisfy { $0.x == 683 && $0.y == 512 }, "at the pointer")
    }

    /// A third finger during a begun scroll is acted on once it has held 100 ms, and the
    /// classification starts again from where the fingers are then: moving left 1 mm a frame
    /// from 0.20 s, the three are acted on at 0.30 s, are a swipe once they moved 2 mm (libinput's
    /// 1.5 mm and 0.5 mm for the third finger) at 0.32 s, and reach a system swipe's 5 mm at 0.35 s.
    func testAThirdFingerDuringAScrollIsClassifiedFromWhereTheFingersWereWhenActedOn() throws {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20) { i in [0: (40, 20 + Double(i) * 0.8), 1: (60, 20 + Double(i) * 0.8)] }
        frames += script(&s, from: 0.20, steps: 25) { i in
            [0: (40 - Double(i), 35.2), 1: (60 - Double(i), 35.2), 2: (80 - Double(i), 38)]
        }
        frames.append(lift(&s, at: 0.45))
        let out = run(&n, frames)
        let ended = try XCTUnwrap(times(out, of: "scroll.ended").first)
        XCTAssertEqual(ended, 0.30, accuracy: 1e-9)
        let began = try XCTUnwrap(times(out, of: "systemGesture.began").first)
        XCTAssertEqual(began, 0.35, accuracy: 1e-9)
        XCTAssertEqual(systemGestures(out).first?.kind, .nextApp)
    }

    /// Two fingers close together (inside libinput's 40 × 7 mm scroll box) that barely move scroll
    /// once they have been down for `DEFAULT_GESTURE_SWIPE_TIMEOUT`, 150 ms
    /// (evdev-mt-touchpad-gestures.c), though neither moved the 1 mm that decides otherwise:
    /// drifting 0.03 mm per 10 ms, the scroll is decided at the first frame after 150 ms (0.16 s)
    /// and its first delta comes with the next one (0.17 s); never before 150 ms.
    func testStillFingersInTheScrollBoxScrollAfterOneHundredFiftyMilliseconds() throws {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 25) { i in
            let d = Double(i) * 0.03
            return [0: (40, 20 + d), 1: (60, 20 + d)]
        }
        frames.append(lift(&s, at: 0.25))
        let out = run(&n, frames)
        let first = try XCTUnwrap(out.first { if case .scroll = $0.1 { return true } else { return false } }?.0)
        XCTAssertGreaterThan(first, 0.15)
        XCTAssertLessThanOrEqual(first, 0.17 + 1e-9)
    }

    func testTwoFingerScrollIsContinuousThenMomentum() {
        var n = TouchpadNormalizer(description: pad())
        let out = twoFingerScroll(&n)
        let s = scrolls(out)
        XCTAssertTrue(s.allSatisfy { $0.scrollType == .continuous })
        let phases = s.map(\.phase)
        XCTAssertEqual(phases.first, .began)
        let endIndex = phases.firstIndex(of: .ended)!
        XCTAssertTrue(phases[1..<endIndex].allSatisfy { $0 == .changed })
        XCTAssertEqual([s[endIndex].dx, s[endIndex].dy], [0, 0], "the fingers' end carries no delta")
        XCTAssertGreaterThan(endIndex, 10)
        let momentum = s[(endIndex + 1)...]
        XCTAssertGreaterThan(momentum.count, 10)
        XCTAssertTrue(momentum.allSatisfy { $0.phase == .momentum })
        XCTAssertEqual(momentum.last?.dy, 0, "a zero momentum event ends it")
        let dys = momentum.dropLast().map(\.dy)
        XCTAssertTrue(zip(dys, dys.dropFirst()).allSatisfy { $0.0 > $0.1 && $0.1 > 0 }, "decaying, same direction")
        // Mostly vertical, and natural: content follows the fingers down.
        let total = s.reduce((0.0, 0.0)) { ($0.0 + $1.dx, $0.1 + $1.dy) }
        XCTAssertGreaterThan(total.1, 0)
        XCTAssertLessThan(Swift.abs(total.0), 0.1 * total.1)
        // Momentum events are stamped from event time, after the lift, one tick apart.
        let times = out.filter { if case .scroll(let x) = $0.1 { return x.phase == .momentum } else { return false } }.map(\.0)
        XCTAssertEqual(times.first!, 0.30 + 1.0 / 60, accuracy: 0.5e-6, "a 60 Hz display frame, to the µs")
        XCTAssertTrue(hovers(out).isEmpty, "two fingers do not move the pointer")
    }

    func testTraditionalScrollingInvertsDirection() {
        var n = TouchpadNormalizer(description: pad(), settings: settings(natural: false))
        let s = scrolls(twoFingerScroll(&n))
        XCTAssertLessThan(s.reduce(0) { $0 + $1.dy }, 0)
    }

    func testNewTouchStopsMomentum() {
        // A scroll, then a finger touches 100 ms after the lift.
        var m = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 30) { i in [0: (40, 20 + Double(i) * 0.8), 1: (60, 20 + Double(i) * 0.8)] }
        frames.append(lift(&s, at: 0.30))
        frames.append(frame(0.40, s.events([0: (40, 20)])))
        let events = run(&m, frames, until: 5)
        let momentum = events.filter { if case .scroll(let x) = $0.1 { return x.phase == .momentum } else { return false } }
        XCTAssertEqual(momentum.last!.0, 0.40, accuracy: 1e-9)
        if case .scroll(let last) = momentum.last!.1 { XCTAssertEqual(last.dy, 0) }
    }

    // MARK: pinch

    func testSpreadingPinchScalesUp() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20) { i in
            let d = Double(i) * 0.5
            return [0: (40 - d, 30), 1: (60 + d, 30)]
        }
        frames.append(lift(&s, at: 0.2))
        let out = run(&n, frames)
        let t = transforms(out)
        XCTAssertEqual(t.first?.phase, .began)
        XCTAssertEqual(t.first?.scale, 1)
        XCTAssertEqual(t.last?.phase, .ended)
        XCTAssertGreaterThan(t.last!.scale, 1.5)
        XCTAssertEqual(t.last!.rotation, 0, accuracy: 0.05)
        XCTAssertTrue(scrolls(out).isEmpty)
    }

    /// A two-finger pinch frame by frame. Spreading 0.5 mm a frame each way, the fingers are a
    /// pinch once both moved 1.5 mm (the fourth frame, 23 mm apart): `began` there with scale 1,
    /// then `changed` in every frame a finger moved (either one alone too, and none in a frame
    /// where neither did) with the distance over the distance at `began`, 24/23 … 31/23, no turn,
    /// `ended` with the last scale at the lift; all at the pointer (the screen's centre). A
    /// second pinch that lifts the frame after it began ends with scale 1, not the first's.
    func testAPinchReportsEachFramesScaleAtThePointer() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 10) { i in [0: (40 - 0.5 * Double(i), 30), 1: (60 + 0.5 * Double(i), 30)] }
        frames.append(frame(0.10, s.events([0: (35.5, 30), 1: (64.5, 30)])))
        frames.append(frame(0.11, s.events([0: (34.5, 30), 1: (64.5, 30)])))
        frames.append(frame(0.12, s.events([0: (34.5, 30), 1: (65.5, 30)])))
        frames.append(lift(&s, at: 0.13))
        let first = transforms(run(&n, frames))
        XCTAssertEqual(first.map(\.phase), [.began] + Array(repeating: .changed, count: 8) + [.ended])
        let expected = [1.0] + (24...31).map { Double($0) / 23 } + [31.0 / 23]
        XCTAssertEqual(first.count, expected.count)
        for (got, want) in zip(first.map(\.scale), expected) { XCTAssertEqual(got, want, accuracy: 1e-9) }
        XCTAssertTrue(first.allSatisfy { $0.rotation == 0 && $0.x == 683 && $0.y == 512 }, "\(first)")

        var again = script(&s, from: 0.5, steps: 4) { i in [0: (40 - 0.5 * Double(i), 30), 1: (60 + 0.5 * Double(i), 30)] }
        again.append(lift(&s, at: 0.54))
        let second = transforms(run(&n, again))
        XCTAssertEqual(second.map(\.phase), [.began, .ended])
        XCTAssertEqual(second.map(\.scale), [1, 1])
    }

    func testPinchingInScalesDownAndRotationIsClockwisePositive() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20) { i in
            // Shrinks from 30 mm apart and turns clockwise (y down) by 0.02 rad per step.
            let r = 15 - Double(i) * 0.4, a = Double(i) * 0.02
            return [0: (50 - r * cos(a), 30 - r * sin(a)), 1: (50 + r * cos(a), 30 + r * sin(a))]
        }
        frames.append(lift(&s, at: 0.2))
        let t = transforms(run(&n, frames))
        XCTAssertLessThan(t.last!.scale, 0.8)
        XCTAssertGreaterThan(t.last!.rotation, 0.1)
        XCTAssertEqual(t.last?.phase, .ended)
        XCTAssertEqual(t.last?.rotation, t.dropLast().last?.rotation, "the lift carries the turn reached")
        XCTAssertEqual(t.last?.scale, t.dropLast().last?.scale, "and the scale")
    }

    // MARK: system gestures

    func threeFingerSwipe(dx: Double, dy: Double, hold: Double = 0, slots: Int32 = 5) -> [SystemGesture] {
        var n = TouchpadNormalizer(description: pad(slots: slots))
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20) { i in
            let f = Double(i) / 19
            return [0: (30 + dx * f, 40 + dy * f), 1: (45 + dx * f, 38 + dy * f), 2: (60 + dx * f, 41 + dy * f)]
        }
        if hold > 0 {
            frames += script(&s, from: 0.2, steps: Int(hold * 100)) { _ in
                [0: (30 + dx, 40 + dy), 1: (45 + dx, 38 + dy), 2: (60 + dx, 41 + dy)]
            }
        }
        frames.append(lift(&s, at: 0.2 + hold + 0.01))
        return systemGestures(run(&n, frames))
    }

    /// Three fingers that land and move up 1 mm a frame are a swipe once the topmost and the
    /// bottommost moved 2 mm (libinput's 1.5 mm and 0.5 mm for the third finger), and the swipe
    /// counts from where they landed: it reaches the 5 mm of `home` at the fifth frame (0.05 s).
    func testAThreeFingerSwipeUpCountsFromWhereTheFingersLanded() throws {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 10) { i in
            [0: (40, 40 - Double(i)), 1: (55, 38 - Double(i)), 2: (70, 41 - Double(i))]
        }
        frames.append(lift(&s, at: 0.10))
        let out = run(&n, frames)
        let began = try XCTUnwrap(times(out, of: "systemGesture.began").first)
        XCTAssertEqual(began, 0.05, accuracy: 1e-9)
        XCTAssertEqual(systemGestures(out).map(\.kind), [.home, .home])
    }

    /// Three fingers pinching in are `home` once the distance between the topmost and the
    /// bottommost is under 0.7 of what it was where they landed (20 mm). At 3.5 mm a frame each
    /// they are a pinch at the first frame, already 13 mm apart (0.65): `began` then. At 1.1 mm
    /// a frame they are a pinch at the second frame (15.6 mm, 0.78) and `home` at the third
    /// (13.4 mm, 0.67), measured from where the fingers are in that frame.
    func testAThreeFingerPinchInIsHomeUnderSevenTenthsOfTheSpread() throws {
        for (step, at) in [(3.5, 0.01), (1.1, 0.03)] {
            var n = TouchpadNormalizer(description: pad())
            var s = PadScript()
            var frames = script(&s, from: 0, steps: 5) { i in
                let d = step * Double(i)
                return [0: (50, 20 + d), 1: (30, 30), 2: (50, 40 - d)]
            }
            frames.append(lift(&s, at: 0.05))
            let out = run(&n, frames)
            let began = try XCTUnwrap(times(out, of: "systemGesture.began").first)
            XCTAssertEqual(began, at, accuracy: 1e-9, "\(step) mm a frame")
            XCTAssertEqual(systemGestures(out).map(\.kind), [.home, .home])
        }
    }

    /// Three fingers whose topmost has moved past 6 mm while the bottommost rested are a pinch, in
    /// the frame where the bottommost contact is replaced by a new one: the pinch is measured by
    /// the contacts down in that frame (no lifted one), and the normalizer goes on.
    func testAThreeFingerPinchDecidedAsAContactIsReplaced() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 8) { i in [0: (50, 20 + 0.8 * Double(i)), 1: (30, 30), 2: (50, 45 - 0.2 * Double(i))] }
        frames.append(frame(0.08, s.events([0: (50, 26.4), 1: (30, 30), 3: (52, 43)])))
        frames += script(&s, from: 0.09, steps: 5) { i in [0: (50, 27 + 0.8 * Double(i)), 1: (30, 30), 3: (52, 43)] }
        frames.append(lift(&s, at: 0.15))
        let out = run(&n, frames)
        XCTAssertTrue(scrolls(out).isEmpty)
        XCTAssertTrue(transforms(out).isEmpty, "three fingers: no two-finger pinch")
        XCTAssertEqual(systemGestures(out).map(\.kind), [.home, .home], "pinched in under 0.7 of the spread")
    }

    /// A contact that lifts as another lands (the count unchanged): before the three fingers are
    /// classified, the new one counts from where it landed, and the pinch of the topmost and the
    /// bottommost is `home`; during the pinch, the pinch is measured by the contacts that were
    /// down when it began and are still down (here the topmost and the one in the middle, which
    /// barely pinch): the `home` it had begun is cancelled at the lift.
    func testAContactReplacedDuringAThreeFingerPinch() {
        for (swapAt, phases) in [(1, [GesturePhase.began, .ended]), (4, [.began, .cancelled])] {
            var n = TouchpadNormalizer(description: pad())
            var s = PadScript()
            var frames = script(&s, from: 0, steps: 10) { i in
                let d = 1.5 * Double(i)
                return i < swapAt ? [0: (50, 20 + d), 1: (30, 30), 2: (50, 40 - d)]
                                  : [0: (50, 20 + d), 1: (30, 30), 3: (52, 40 - d)]
            }
            frames.append(lift(&s, at: 0.10))
            let g = systemGestures(run(&n, frames))
            XCTAssertEqual(g.map(\.phase), phases, "replaced at frame \(swapAt)")
            XCTAssertEqual(g.first?.kind, .home, "replaced at frame \(swapAt)")
        }
    }

    /// A three-finger swipe that loses a finger ends once the two have held 100 ms, and the two
    /// left then scroll nothing and point nowhere until every finger is up (libinput: fewer
    /// fingers end the gesture).
    func testASwipeThatLosesAFingerEndsAndTheTwoLeftDoNothing() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20) { i in
            [0: (60 - Double(i), 40), 1: (75 - Double(i), 38), 2: (90 - Double(i), 41)]
        }
        frames += script(&s, from: 0.20, steps: 30) { i in [0: (40, 40 + Double(i)), 1: (55, 38 + Double(i))] }
        frames.append(lift(&s, at: 0.50))
        let out = run(&n, frames)
        XCTAssertEqual(systemGestures(out).map(\.phase), [.began, .ended])
        XCTAssertEqual(systemGestures(out).last?.kind, .nextApp)
        XCTAssertTrue(scrolls(out).isEmpty)
        XCTAssertTrue(hovers(out).isEmpty)
    }

    /// The app switcher needs the fingers still for 0.3 s before they lift; "still" is under
    /// libinput's 0.5 mm `HOLD_AND_MOTION_THRESHOLD` (docs/sources.md, "libinput"): a 0.4 mm drift
    /// keeps the hold, a 0.6 mm drift restarts it.
    func testAnUpSwipeHeldStillUnderHalfAMillimetreOpensTheAppSwitcher() {
        func lifted(afterDrift drift: Double) -> SystemGestureKind? {
            var tracker = SystemGestureTracker(motion: .swipe, fingers: 3, time: 0)
            XCTAssertEqual(tracker.swipe(dx: 0, dy: -10, at: 0.05), [.systemGesture(SystemGesture(kind: .home, phase: .began, fingers: 3))])
            XCTAssertEqual(tracker.swipe(dx: 0, dy: -drift, at: 0.10), [])
            return tracker.end(at: 0.38).compactMap { if case .systemGesture(let g) = $0, g.phase == .ended { return g.kind } else { return nil } }.first
        }
        XCTAssertEqual(lifted(afterDrift: 0.4), .appSwitcher, "still since 0.05 s: held 0.33 s")
        XCTAssertEqual(lifted(afterDrift: 0.6), .home, "moved at 0.10 s: held only 0.28 s")
    }

    /// A touchpad motion's speed is its distance over the time since the previous motion, at
    /// least 4 ms (docs/pointer-speed.md): the touchpad form, 3 pt/mm, factor 1 + (v − 40)·0.02
    /// above 40 mm/s. 0.4 mm in 2 ms or in 4 ms is 100 mm/s (factor 2.2: 2.64 pt); in 5 ms, 80 mm/s
    /// (factor 1.8: 2.16 pt). At most 100 ms: 5 mm after 200 ms or after 100 ms is 50 mm/s
    /// (factor 1.2: 18 pt); after 90 ms, 55.6 mm/s (factor 1.311: 19.67 pt).
    func testTouchpadSpeedIntervalIsClampedToFourAndAHundredMilliseconds() {
        let pad = PointerAcceleration.touchpad()
        XCTAssertEqual(pad.points(dx: 0.4, dy: 0, interval: 0.002).dx, 2.64, accuracy: 1e-9)
        XCTAssertEqual(pad.points(dx: 0.4, dy: 0, interval: 0.004).dx, 2.64, accuracy: 1e-9)
        XCTAssertEqual(pad.points(dx: 0.4, dy: 0, interval: 0.005).dx, 2.16, accuracy: 1e-9)
        XCTAssertEqual(pad.points(dx: 5, dy: 0, interval: 0.2).dx, 18, accuracy: 1e-9)
        XCTAssertEqual(pad.points(dx: 5, dy: 0, interval: 0.1).dx, 18, accuracy: 1e-9)
        XCTAssertEqual(pad.points(dx: 5, dy: 0, interval: 0.09).dx, 19.6667, accuracy: 1e-4)
    }

    func testThreeFingerSwipeUpGoesHome() {
        let g = threeFingerSwipe(dx: 0, dy: -25)
        XCTAssertEqual(g.map(\.phase), [.began, .ended])
        XCTAssertEqual(g.map(\.kind), [.home, .home])
        XCTAssertEqual(g.first?.fingers, 3)
    }

    func testSwipeUpAndHoldOpensAppSwitcher() {
        let g = threeFingerSwipe(dx: 0, dy: -25, hold: 0.4)
        XCTAssertEqual(g.last?.phase, .ended)
        XCTAssertEqual(g.last?.kind, .appSwitcher)
    }

    /// A system swipe needs 5 mm of travel (docs/sources.md, "libinput": iPadOS publishes no
    /// distance; 5 mm is Tactile's): 4.5 mm to the left is nothing, 5.5 mm switches apps.
    func testASystemSwipeNeedsFiveMillimetres() {
        XCTAssertEqual(threeFingerSwipe(dx: -4.5, dy: 0), [])
        XCTAssertEqual(threeFingerSwipe(dx: -5.5, dy: 0).last?.kind, .nextApp)
    }

    func testSideSwipesSwitchApps() {
        XCTAssertEqual(threeFingerSwipe(dx: -30, dy: 0).last?.kind, .nextApp)
        XCTAssertEqual(threeFingerSwipe(dx: 30, dy: 0).last?.kind, .previousApp)
        XCTAssertTrue(threeFingerSwipe(dx: 0, dy: 25).isEmpty, "swipe down: no system gesture")
    }

    func testThreeFingerPinchInGoesHome() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20) { i in
            let f = 1 - Double(i) * 0.035  // the fingers close in to a third of their spread
            return [0: (50 - 20 * f, 30 - 12 * f), 1: (50, 30 - 14 * f), 2: (50 + 20 * f, 30 + 14 * f)]
        }
        frames.append(lift(&s, at: 0.2))
        let g = systemGestures(run(&n, frames))
        XCTAssertEqual(g.last?.kind, .home)
        XCTAssertEqual(g.last?.phase, .ended)
    }

    func testTripleTapToolOnTwoSlotPadCountsThreeFingers() {
        var n = TouchpadNormalizer(description: pad(slots: 2))
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20, count: 3) { i in
            let dy = -Double(i) * 1.2
            return [0: (40, 40 + dy), 1: (55, 41 + dy)]
        }
        XCTAssertEqual(n.contacts.slotCount, 2)
        frames.append(lift(&s, at: 0.2))
        var probe = TouchpadNormalizer(description: pad(slots: 2))
        _ = probe.apply(frames[0], at: 0)
        XCTAssertEqual(probe.contacts.fingerCount, 3)
        XCTAssertEqual(probe.contacts.fakeFingers, 1)
        let g = systemGestures(run(&n, frames))
        XCTAssertEqual(g.map(\.kind), [.home, .home])
        XCTAssertEqual(g.map(\.fingers), [3, 3])
    }

    func testResyncCancelsGestures() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 10) { i in [0: (40, 20 + Double(i)), 1: (60, 20 + Double(i))] }
        frames.append(frame(0.2, s.events([0: (40, 30), 1: (60, 30)]), resync: true))
        let k = kinds(run(&n, frames))
        let r = k.firstIndex(of: "resync")!
        XCTAssertEqual(k[r - 1], "scroll.ended")
        XCTAssertFalse(k[(r + 1)...].contains("scroll.momentum"), "no momentum after a resync")
    }

    /// A scroll cancelled by a dropped frame leaves nothing behind: a scroll that follows at once
    /// coasts exactly as it would on a fresh pad (its momentum from its own motion only).
    func testAScrollCancelledByAResyncLeavesNothingToTheNextScrollsMomentum() {
        func second(_ s: inout PadScript) -> [RawFrame] {
            var f = script(&s, from: 0.11, steps: 3) { i in [0: (40, 20 + 2 * Double(i)), 1: (60, 20 + 2 * Double(i))] }
            f.append(lift(&s, at: 0.14))
            return f
        }
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 10) { i in [0: (40, 20 + 3 * Double(i)), 1: (60, 20 + 3 * Double(i))] }
        frames.append(frame(0.095, s.events([0: (40, 47), 1: (60, 47)]), resync: true))
        frames.append(lift(&s, at: 0.10))
        frames += second(&s)
        let after = scrolls(run(&n, frames, until: 3)).filter { $0.phase == .momentum }
        var fresh = TouchpadNormalizer(description: pad())
        var f = PadScript()
        let alone = scrolls(run(&fresh, second(&f), until: 3)).filter { $0.phase == .momentum }
        XCTAssertFalse(alone.isEmpty)
        XCTAssertEqual(after, alone)
    }

    /// After a dropped frame that ended a scroll, the fingers still down scroll nothing until every
    /// finger lifts, as after any gesture's end; two fingers that land afterwards scroll again.
    func testAfterAResyncTheFingersStillDownDoNothingUntilTheyLift() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 10) { i in [0: (40, 20 + Double(i)), 1: (60, 20 + Double(i))] }
        frames.append(frame(0.1, s.events([0: (40, 30), 1: (60, 30)]), resync: true))
        frames += script(&s, from: 0.11, steps: 10) { i in [0: (40, 31 + Double(i)), 1: (60, 31 + Double(i))] }
        frames.append(lift(&s, at: 0.21))
        frames += script(&s, from: 0.5, steps: 10) { i in [0: (40, 20 + Double(i)), 1: (60, 20 + Double(i))] }
        frames.append(lift(&s, at: 0.6))
        let k = kinds(run(&n, frames)).filter { $0.hasPrefix("scroll.began") || $0.hasPrefix("scroll.ended") || $0 == "resync" }
        XCTAssertEqual(k, ["scroll.began", "scroll.ended", "resync", "scroll.began", "scroll.ended"])
    }

    /// A dropped frame during a pinch cancels it with the scale it had reached, then the resync.
    func testAResyncCancelsAPinchWithTheScaleItReached() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 6) { i in [0: (40 - 0.5 * Double(i), 30), 1: (60 + 0.5 * Double(i), 30)] }
        frames.append(frame(0.06, s.events([0: (37.5, 30), 1: (62.5, 30)]), resync: true))
        let out = run(&n, frames)
        let k = kinds(out).filter { $0.hasPrefix("transform") || $0 == "resync" }
        XCTAssertEqual(k, ["transform.began", "transform.changed", "transform.changed", "transform.cancelled", "resync"])
        XCTAssertEqual(transforms(out).last?.scale ?? 0, 25.0 / 23, accuracy: 1e-9)
    }

    /// A single-touch pad (no MT axes) starts from the description's state (a live device's,
    /// libevdev's): the finger BTN_TOUCH says is down is where ABS_X and ABS_Y say, at once.
    func testASingleTouchPadStartsFromTheDescriptionsState() {
        var d = describe("Single Touch Pad", keys: [BTN.LEFT, BTN.TOUCH, BTN.TOOL_FINGER],
                         abs: [ABS.X: AbsInfo(value: 500, minimum: 0, maximum: 3000, resolution: 30),
                               ABS.Y: AbsInfo(value: 300, minimum: 0, maximum: 1800, resolution: 30)],
                         properties: [INPUT_PROP.POINTER])
        d.buttonsDown = [BTN.TOUCH, BTN.TOOL_FINGER]
        let contacts = TouchpadContacts(description: d)
        XCTAssertEqual(contacts.active.map { [$0.x, $0.y] }, [[500, 300]])
        XCTAssertEqual(contacts.activeCount, 1)
        var touchOnly = d
        touchOnly.buttonsDown = [BTN.TOUCH]
        XCTAssertEqual(TouchpadContacts(description: touchOnly).active.map { [$0.x, $0.y] }, [[500, 300]], "BTN_TOUCH alone")
        var idle = d
        idle.buttonsDown = []
        XCTAssertEqual(TouchpadContacts(description: idle).active, [])
        // In millimetres at 30 units/mm.
        let n = TouchpadNormalizer(description: d)
        XCTAssertEqual(n.positions.values.map { [$0.x, $0.y] }, [[500.0 / 30, 10]])
    }

    /// A pad described without position ranges is taken as 0…1000 units, 100 mm wide (the
    /// width assumed when a pad gives no resolution), so 500 units are 50 mm.
    func testAPadWithoutRangesIsTakenAsAThousandUnitsOverAHundredMillimetres() {
        var d = describe("Bare Pad", keys: [BTN.LEFT, BTN.TOUCH, BTN.TOOL_FINGER], properties: [INPUT_PROP.POINTER])
        d.enable(type: EV.ABS, code: ABS.X)
        d.enable(type: EV.ABS, code: ABS.Y)
        d.buttonsDown = [BTN.TOUCH, BTN.TOOL_FINGER]
        d.absinfo = [:]
        var n = TouchpadNormalizer(description: d)
        _ = n.apply(frame(0, abs(ABS.X, 500), abs(ABS.Y, 250)), at: .zero)
        XCTAssertEqual(n.positions.values.map { [$0.x, $0.y] }, [[50, 25]])
    }

    /// A dropped frame while the pad is clicked: the click's touch is cancelled, then the
    /// resync, and a button the frame that resyncs still reports down clicks again.
    func testAResyncCancelsTheClickAndAButtonStillDownClicksAgain() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        let out = run(&n, [frame(0, s.events([0: (30, 30)])),
                           frame(0.1, s.events([0: (30, 30)], extra: [key(BTN.LEFT, 1)])),
                           frame(0.2, s.events([0: (30, 30)], extra: [key(BTN.LEFT, 1)]), resync: true)])
        let k = kinds(out).filter { $0.hasPrefix("touch") || $0 == "resync" }
        XCTAssertEqual(k, ["touch.began", "touch.cancelled", "resync", "touch.began"])
    }

    /// With tap-to-click, a finger down through a dropped frame and lifted at once is no tap.
    func testNoTapAcrossAResync() {
        var n = TouchpadNormalizer(description: pad(), settings: settings(tap: true))
        var s = PadScript()
        let out = run(&n, [frame(0, s.events([0: (30, 30)])),
                           frame(0.02, s.events([0: (30, 30)]), resync: true),
                           lift(&s, at: 0.05)], until: 1)
        XCTAssertFalse(kinds(out).contains("touch.began"), "\(kinds(out))")
    }

    /// Momentum that was due comes first for a caller that applies a later frame without
    /// `advance(to:)`; a finger touching again stops the coasting at the pointer's place.
    func testMomentumDueComesFirstAndATouchStopsItAtThePointer() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        let flick = script(&s, from: 0, steps: 10) { i in [0: (40, 20 + 2 * Double(i)), 1: (60, 20 + 2 * Double(i))] }
        for f in flick { _ = n.apply(f, at: Timestamp(microseconds: f.time)) }
        _ = n.apply(lift(&s, at: 0.1), at: Timestamp(seconds: 0.1))
        let later = n.apply(frame(0.15, s.events([0: (40, 40)])), at: Timestamp(seconds: 0.15))
        let scrolls = later.compactMap { if case .scroll(let x) = $0 { return x } else { return nil } }
        XCTAssertGreaterThan(scrolls.count, 1, "the ticks due by 0.15 s, then the stop")
        XCTAssertEqual(Set(scrolls.map(\.phase)), [.momentum])
        let stop = scrolls.last!
        XCTAssertEqual([stop.dx, stop.dy], [0, 0])
        XCTAssertEqual([stop.x, stop.y], [n.pointer.x, n.pointer.y])
        XCTAssertNotEqual(n.pointer.x, n.pointer.y)
    }

    /// A physical click during a two-finger scroll ends the scroll, clicks (two fingers: the
    /// secondary button), and the fingers, still down after the release, start no new gesture
    /// until they lift.
    func testAClickEndsTheScrollAndNoGestureFollowsUntilTheFingersLift() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 10) { i in [0: (40, 20 + Double(i)), 1: (60, 20 + Double(i))] }
        frames.append(frame(0.1, s.events([0: (40, 29), 1: (60, 29)], extra: [key(BTN.LEFT, 1)])))
        frames.append(frame(0.15, s.events([0: (40, 29), 1: (60, 29)], extra: [key(BTN.LEFT, 0)])))
        frames += script(&s, from: 0.2, steps: 10) { i in [0: (40, 30 + Double(i)), 1: (60, 30 + Double(i))] }
        frames.append(lift(&s, at: 0.35))
        let out = run(&n, frames, until: 2)
        let k = kinds(out).filter { $0.hasPrefix("scroll.began") || $0.hasPrefix("scroll.ended") || $0.hasPrefix("touch") }
        XCTAssertEqual(k, ["scroll.began", "scroll.ended", "touch.began", "touch.ended"])
        XCTAssertEqual(touches(out).first?.buttons, .secondary)
    }

    /// After a one-finger click the finger still down points on: released, its motion moves the
    /// pointer (hovering) as before the click.
    func testAfterAOneFingerClickTheFingerPointsOn() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = [frame(0, s.events([0: (30, 30)], extra: [key(BTN.LEFT, 1)])),
                      frame(0.05, s.events([0: (30, 30)], extra: [key(BTN.LEFT, 0)]))]
        frames += script(&s, from: 0.1, steps: 5) { i in [0: (31 + Double(i), 30)] }
        let out = run(&n, frames)
        XCTAssertEqual(touches(out).map(\.phase), [.began, .ended])
        XCTAssertGreaterThan(hovers(out.filter { $0.0 >= 0.1 }).count, 0, "the finger points after the click")
    }

    /// A second finger that lands in the frame of the press makes a two-finger click
    /// (clickfinger counts the fingers down at the press), and a multi-finger click is done
    /// (`GestureState.done`) as a click during a scroll is: after the release the two fingers'
    /// motion scrolls nothing until every finger lifts.
    func testAClickAsTheSecondFingerLandsIsAMultiFingerClickAndNoScrollFollows() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = [frame(0, s.events([0: (40, 20)]))]
        frames.append(frame(0.05, s.events([0: (40, 20), 1: (60, 20)], extra: [key(BTN.LEFT, 1)])))
        frames.append(frame(0.1, s.events([0: (40, 20), 1: (60, 20)], extra: [key(BTN.LEFT, 0)])))
        frames += script(&s, from: 0.15, steps: 20) { i in [0: (40, 21 + Double(i)), 1: (60, 21 + Double(i))] }
        frames.append(lift(&s, at: 0.4))
        let out = run(&n, frames, until: 2)
        XCTAssertEqual(touches(out).map(\.phase), [.began, .ended])
        XCTAssertEqual(touches(out).first?.buttons, .secondary)
        XCTAssertEqual(scrolls(out).count, 0, "no scroll after a multi-finger click")
    }

    /// With two-finger secondary click off, a two-finger tap clicks nothing ("2 → secondary,
    /// nothing when `twoFingerSecondaryClick` is off"), whichever way scrolling goes; on, it is
    /// secondary either way.
    func testATwoFingerTapFollowsSecondaryClickNotTheScrollDirection() {
        for (secondaryClick, natural) in [(false, true), (false, false), (true, true), (true, false)] {
            var st = settings(tap: true, natural: natural)
            st.twoFingerSecondaryClick = secondaryClick
            var n = TouchpadNormalizer(description: pad(), settings: st)
            var s = PadScript()
            let out = run(&n, [frame(0, s.events([0: (30, 30), 1: (50, 30)])), lift(&s, at: 0.1)], until: 1)
            XCTAssertEqual(touches(out).map(\.buttons), secondaryClick ? [.secondary, .secondary] : [],
                           "secondary click \(secondaryClick), natural scrolling \(natural)")
        }
    }

    /// The stream ends with the button held: the touch is cancelled (`PointerModel.finish`) and
    /// the normalizer holds no button after it (`finish`: every active touch ends).
    func testFinishWithTheButtonHeldEndsTheTouchAndHoldsNothing() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        let out = run(&n, [frame(0, s.events([0: (30, 30)], extra: [key(BTN.LEFT, 1)]))])
        XCTAssertEqual(touches(out).map(\.phase), [.began])
        XCTAssertEqual(n.pressed, [BTN.LEFT: .primary])
        let end = n.finish(at: Timestamp(seconds: 0.1))
        XCTAssertEqual(end.compactMap { p -> TouchPhase? in if case .touch(let t) = p { return t.phase } else { return nil } }, [.cancelled])
        XCTAssertTrue(n.pressed.isEmpty)
    }

    /// A press of a button already down (the kernel sends none; a recording may) is no new
    /// press: the click keeps the button its fingers gave it when it went down.
    func testAPressOfAButtonAlreadyDownIsNoNewPress() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        let out = run(&n, [frame(0, s.events([0: (30, 30)], extra: [key(BTN.LEFT, 1)])),
                           frame(0.05, s.events([0: (30, 30), 1: (50, 30)], extra: [key(BTN.LEFT, 1)])),
                           frame(0.1, s.events([0: (30, 30), 1: (50, 30)], extra: [key(BTN.LEFT, 0)]))])
        let t = touches(out)
        XCTAssertEqual(t.map(\.phase), [.began, .ended])
        XCTAssertEqual(Set(t.map(\.buttons)), [.primary])
    }

    /// The stream ends during a two-finger scroll: the scroll ends; during momentum: the
    /// coasting stops with a zero `momentum`.
    func testFinishEndsTheScrollAndStopsTheMomentum() {
        var scrolling = TouchpadNormalizer(description: pad())
        var s = PadScript()
        let frames = script(&s, from: 0, steps: 10) { i in [0: (40, 20 + Double(i)), 1: (60, 20 + Double(i))] }
        _ = run(&scrolling, frames)
        let ended = scrolling.finish(at: Timestamp(seconds: 0.2)).compactMap { if case .scroll(let x) = $0 { return x } else { return nil } }
        XCTAssertEqual(ended.map(\.phase), [.ended])

        var coasting = TouchpadNormalizer(description: pad())
        var c = PadScript()
        var flick = script(&c, from: 0, steps: 10) { i in [0: (40, 20 + 2 * Double(i)), 1: (60, 20 + 2 * Double(i))] }
        flick.append(lift(&c, at: 0.1))
        _ = run(&coasting, flick)
        XCTAssertTrue(coasting.momentum.isCoasting)
        let stop = coasting.finish(at: Timestamp(seconds: 0.1)).compactMap { if case .scroll(let x) = $0 { return x } else { return nil } }
        XCTAssertEqual(stop.map { [$0.dx, $0.dy] }, [[0, 0]])
        XCTAssertEqual(stop.first?.phase, .momentum)
        XCTAssertNotEqual(coasting.pointer.x, coasting.pointer.y)
        XCTAssertEqual(stop.map { [$0.x, $0.y] }, [[coasting.pointer.x, coasting.pointer.y]], "at the pointer")
    }
}
