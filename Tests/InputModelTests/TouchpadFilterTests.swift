import XCTest
@testable import InputModel

/// The touchpad normalizer's libinput-style filters: finger-count debounce, motion reset on a
/// count change, jump detection, no scroll direction lock, slot dropouts mid-scroll, width that is never a finger, and
/// semi-MT pads read as single-touch pads with finger counts.
final class TouchpadFilterTests: PointerTestCase {
    func testAFingerCountThatFlickersDoesNotEndTheScroll() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        // Two fingers scroll down; the second leaves for 30 ms (three frames) and comes back.
        var frames = script(&s, from: 0, steps: 20) { i in [0: (40, 20 + Double(i) * 0.8), 1: (60, 20 + Double(i) * 0.8)] }
        frames += script(&s, from: 0.20, steps: 3) { i in [0: (40, 36 + Double(i) * 0.8)] }
        frames += script(&s, from: 0.23, steps: 20) { i in [0: (40, 38.4 + Double(i) * 0.8), 1: (60, 38.4 + Double(i) * 0.8)] }
        frames.append(lift(&s, at: 0.43))
        let out = run(&n, frames)
        XCTAssertEqual(times(out, of: "scroll.ended"), [0.43], "one scroll, ended at the lift")
        XCTAssertTrue(hovers(out).isEmpty, "the lone finger moved no pointer meanwhile")
        let during = scrolls(out).filter { $0.phase == .changed }
        XCTAssertGreaterThan(during.count, 30)
    }

    /// A pad that loses the second finger's slot for 0.45 s mid-scroll: still one scroll, the
    /// lone finger scrolling it meanwhile, going on when the slot is back; no pointer motion.
    func testASlotDropoutUnderHalfASecondIsStillTheScroll() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20) { i in [0: (40, 20 + Double(i) * 0.4), 1: (60, 20 + Double(i) * 0.4)] }
        frames += script(&s, from: 0.20, steps: 45) { i in [0: (40, 28 + Double(i) * 0.4)] }
        frames += script(&s, from: 0.65, steps: 20) { i in [0: (40, 46 + Double(i) * 0.4), 1: (60, 46 + Double(i) * 0.4)] }
        frames.append(lift(&s, at: 0.85))
        let out = run(&n, frames)
        XCTAssertTrue(hovers(out).isEmpty, "no pointer motion")
        let sc = scrolls(out)
        XCTAssertEqual(sc.filter { $0.phase == .began }.count, 1)
        XCTAssertEqual(times(out, of: "scroll.ended"), [0.85], "one scroll, ended at the lift")
        XCTAssertTrue(sc.contains { $0.phase == .changed && $0.dy > 0 }, "the lone finger scrolled")
        XCTAssertGreaterThan(sc.filter { $0.phase == .changed }.count, 70, "scrolled before, during and after the dropout")
    }

    /// Fewer fingers held 0.5 s end the scroll there; after it, nothing moves until every
    /// finger is up (libinput: no pointer motion after a gesture).
    func testFewerFingersHeldHalfASecondEndTheScroll() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20) { i in [0: (40, 20 + Double(i) * 0.8), 1: (60, 20 + Double(i) * 0.8)] }
        frames += script(&s, from: 0.20, steps: 70) { i in [0: (40 + Double(i) * 0.5, 36)] }
        frames.append(lift(&s, at: 0.90))
        let out = run(&n, frames)
        XCTAssertEqual(times(out, of: "scroll.ended"), [0.70], "the one-finger count held 0.5 s from 0.20")
        XCTAssertTrue(hovers(out).isEmpty, "after a gesture nothing moves until every finger is up")
        XCTAssertTrue(scrolls(out).filter { $0.phase == .changed && $0.dx != 0 }.allSatisfy { $0.dy == 0 })
    }

    /// Two fingers not yet classified that become one: the one points only once it has held
    /// 0.5 s (a dropout before the scroll starts is no pointer motion); 0.4 s is not enough.
    func testOneFingerLeftBeforeClassificationPointsAfterHalfASecond() {
        for (hold, points) in [(0.4, false), (0.6, true)] {
            var n = TouchpadNormalizer(description: pad())
            var s = PadScript()
            var frames = script(&s, from: 0, steps: 2) { _ in [0: (40, 20), 1: (60, 20)] }
            let steps = Int((hold / 0.01).rounded())
            frames += script(&s, from: 0.02, steps: steps) { i in [0: (40 + Double(i) * 0.5, 20)] }
            frames.append(lift(&s, at: 0.02 + hold))
            let out = run(&n, frames)
            XCTAssertEqual(!hovers(out).isEmpty, points, "one finger held \(hold) s")
            XCTAssertTrue(scrolls(out).isEmpty)
            if points {
                XCTAssertGreaterThanOrEqual(try XCTUnwrap(out.first { !hovers([$0]).isEmpty }).0, 0.52 - 1e-9)
            }
        }
    }

    /// The dropout tolerance counts from when the present count was first seen: three fingers not
    /// yet classified drop to two at 0.02 s and to one at 0.30 s; the one finger points once it
    /// has held 0.5 s, from 0.80 s (its first motion the frame after), not 0.5 s after 0.02.
    func testTheDropoutToleranceCountsFromTheLatestCount() throws {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 2) { _ in [0: (40, 20), 1: (60, 20), 2: (80, 20)] }
        frames += script(&s, from: 0.02, steps: 28) { _ in [0: (40, 20), 1: (60, 20)] }
        frames += script(&s, from: 0.30, steps: 70) { i in [0: (40 + Double(i) * 0.5, 20)] }
        frames.append(lift(&s, at: 1.0))
        let out = run(&n, frames)
        let first = try XCTUnwrap(out.first { !hovers([$0]).isEmpty }).0
        XCTAssertGreaterThanOrEqual(first, 0.80 - 1e-9)
        XCTAssertLessThanOrEqual(first, 0.81 + 1e-9)
        XCTAssertTrue(scrolls(out).isEmpty)
    }

    /// Once a scroll has begun, a new count is acted on when it has held 100 ms (libinput's
    /// `DEFAULT_GESTURE_SWITCH_TIMEOUT`), counted from when that count was first seen: a third
    /// finger at 0.20 s ends the scroll at 0.30 s; a third at 0.20 s and a fourth at 0.26 s end
    /// it at 0.36 s.
    func testANewCountDuringAScrollIsActedOnOnceItHasHeldOneHundredMilliseconds() {
        for (fourth, end) in [(nil as Double?, 0.30), (0.26, 0.36)] {
            var n = TouchpadNormalizer(description: pad())
            var s = PadScript()
            var frames = script(&s, from: 0, steps: 20) { i in [0: (40, 20 + Double(i) * 0.8), 1: (60, 20 + Double(i) * 0.8)] }
            frames += script(&s, from: 0.20, steps: 30) { i in
                var f: [Int: (Double, Double)] = [0: (40, 36), 1: (60, 36), 2: (80, 36)]
                if let fourth, 0.20 + Double(i) * 0.01 >= fourth - 1e-9 { f[3] = (20, 36) }
                return f
            }
            frames.append(lift(&s, at: 0.5))
            XCTAssertEqual(times(run(&n, frames), of: "scroll.ended"), [end], "a fourth finger at \(fourth.map { "\($0) s" } ?? "no time")")
        }
    }

    func testAJumpMovesNothing() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        // 1 mm a frame to the right, one frame 30 mm off (a jump), then on from there.
        var frames = script(&s, from: 0, steps: 10) { i in [0: (30 + Double(i), 30)] }
        frames.append(frame(0.10, s.events([0: (69, 30)])))
        frames += script(&s, from: 0.11, steps: 10) { i in [0: (70 + Double(i), 30)] }
        frames.append(lift(&s, at: 0.21))
        let out = run(&n, frames)
        let h = hovers(out)
        XCTAssertFalse(out.contains { $0.0 == 0.10 && hovers([$0]).count == 1 }, "the jump frame moves nothing")
        // 9 + 10 frames of 1 mm: the pointer moved as for 19 mm (accelerated), far less than 49 mm.
        let reference = TouchpadNormalizer(description: pad())
        var plain = reference
        var p = PadScript()
        var steady = script(&p, from: 0, steps: 20) { i in [0: (30 + Double(i), 30)] }
        steady.append(lift(&p, at: 0.20))
        let expected = hovers(run(&plain, steady)).last!.x
        XCTAssertEqual(h.last!.x, expected, accuracy: 5)
        // Worked out from docs/pointer-speed.md (3 pt/mm, factor 1 + (v − 40) · 0.02 above 40 mm/s,
        // the interval at most 100 ms) from the screen's centre, 683 pt: the first motion has no
        // previous one (100 ms: 10 mm/s, 3 pt); 8 more of 1 mm in 10 ms (100 mm/s: 6.6 pt each);
        // the jump is dropped; the next 1 mm comes 20 ms after the last motion (50 mm/s: 3.6 pt);
        // then 9 of 6.6 pt. 3 + 52.8 + 3.6 + 59.4 = 118.8.
        XCTAssertEqual(h.last!.x, 801.8, accuracy: 1e-6)
    }

    /// Two fingers scrolling, both jumping 30 mm in one frame: that frame scrolls nothing (no
    /// contact moved as a finger does, `tp_detect_jumps`), and the scroll goes on after it with
    /// finite deltas only.
    func testAFrameWhereBothScrollingFingersJumpScrollsNothing() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20) { i in [0: (40, 20 + Double(i) * 0.8), 1: (60, 20 + Double(i) * 0.8)] }
        frames.append(frame(0.20, s.events([0: (40, 66), 1: (60, 66)])))
        frames += script(&s, from: 0.21, steps: 10) { i in [0: (40, 66.8 + Double(i) * 0.8), 1: (60, 66.8 + Double(i) * 0.8)] }
        frames.append(lift(&s, at: 0.31))
        let out = run(&n, frames)
        XCTAssertEqual(scrolls(out.filter { $0.0 == 0.20 }), [], "the jump frame scrolls nothing")
        XCTAssertGreaterThan(scrolls(out.filter { $0.0 > 0.20 }).filter { $0.phase == .changed }.count, 5)
        XCTAssertTrue(scrolls(out).allSatisfy { $0.dx.isFinite && $0.dy.isFinite })
    }

    /// The jump filter measures the step's length, whichever axis it is along (libinput's
    /// `tp_detect_jumps` compares the distance): 25 mm along x, or along y, moves nothing, while
    /// pointing and while the button is held (the pressed finger drags); the 1 mm before moves.
    func testAJumpAlongEitherAxisMovesNothingPointingOrPressed() {
        for (dx, dy) in [(25.0, 0.0), (0.0, 25.0)] {
            for pressed in [false, true] {
                var n = TouchpadNormalizer(description: pad())
                var s = PadScript()
                let out = run(&n, [frame(0, s.events([0: (30, 20)], extra: pressed ? [key(BTN.LEFT, 1)] : [])),
                                   frame(0.01, s.events([0: (31, 21)])),
                                   frame(0.02, s.events([0: (31 + dx, 21 + dy)]))])
                func motion(_ t: Double) -> Int {
                    let at = out.filter { $0.0 == t }
                    return hovers(at).count + touches(at).filter { $0.phase == .moved }.count
                }
                XCTAssertGreaterThan(motion(0.01), 0, "1 mm moves (pressed: \(pressed))")
                XCTAssertEqual(motion(0.02), 0, "(\(dx), \(dy)) mm in a frame is a jump (pressed: \(pressed))")
            }
        }
    }

    /// No direction lock: `UIScrollView.isDirectionalLockEnabled` defaults to false and libinput
    /// gives both axes. Two fingers circling once scroll round: right, down, left and up, and
    /// end near where they began.
    func testACircularMotionScrollsBothAxes() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        let steps = 60
        var frames = script(&s, from: 0, steps: steps + 1) { i in
            let a = Double(i) / Double(steps) * 2 * .pi
            let (cx, cy) = (50 + 10 * sin(a), 30 - 10 * cos(a))
            return [0: (cx - 10, cy), 1: (cx + 10, cy)]
        }
        frames.append(lift(&s, at: 0.62))
        let sc = scrolls(run(&n, frames)).filter { $0.phase == .began || $0.phase == .changed }
        XCTAssertTrue(sc.contains { $0.dx > 0.5 && $0.dy > 0.5 }, "diagonal steps scroll both ways at once")
        for (dx, dy) in [(1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0)] {
            XCTAssertTrue(sc.contains { $0.dx * dx + $0.dy * dy > 1 }, "a step towards (\(dx), \(dy))")
        }
        XCTAssertLessThan(Swift.abs(sc.map(\.dx).reduce(0, +)), 0.2 * sc.map { Swift.abs($0.dx) }.reduce(0, +), "round: back near the start")
    }

    /// A horizontal swipe on a pad whose y jitters ±4 mm scrolls that jitter too (no lock), and
    /// the jitter sums to nearly nothing while the swipe scrolls right.
    func testAHorizontalSwipesJitterIsNotLockedAway() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 30) { i in
            let jitter = i > 5 ? (i % 2 == 0 ? 4.0 : -4.0) : 0
            return [0: (30 + Double(i), 20 + jitter), 1: (30 + Double(i), 40 + jitter)]
        }
        frames.append(lift(&s, at: 0.30))
        let sc = scrolls(run(&n, frames)).filter { $0.phase == .began || $0.phase == .changed }
        XCTAssertTrue(sc.contains { $0.dy != 0 }, "the jitter is scrolled")
        XCTAssertGreaterThan(sc.map(\.dx).reduce(0, +), 5 * Swift.abs(sc.map(\.dy).reduce(0, +)), "mostly right")
    }

    func testADiagonalScrollScrollsBothWays() {
        var n = TouchpadNormalizer(description: pad())
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 30) { i in [0: (30 + Double(i), 20 + Double(i)), 1: (30 + Double(i), 40 + Double(i))] }
        frames.append(lift(&s, at: 0.30))
        let sc = scrolls(run(&n, frames))
        XCTAssertGreaterThan(sc.map(\.dx).reduce(0, +), 10)
        XCTAssertGreaterThan(sc.map(\.dy).reduce(0, +), 10)
    }

    func testAWideContactIsOneFinger() {
        var d = pad()
        d.enable(type: EV.ABS, code: ABS.TOOL_WIDTH)
        d.absinfo[ABS.TOOL_WIDTH] = AbsInfo(minimum: 0, maximum: 15)
        var n = TouchpadNormalizer(description: d)
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 20) { i in [0: (30, 20 + Double(i))] }
        frames[0].events.append(abs(ABS.TOOL_WIDTH, 13))
        frames.append(lift(&s, at: 0.20))
        let out = run(&n, frames)
        XCTAssertTrue(scrolls(out).isEmpty)
        XCTAssertGreaterThan(hovers(out).count, 10, "a wide finger points")
        XCTAssertEqual(n.contacts.fingerCount, 0)
    }

    /// A live pad's held buttons: two fingers already down on a semi-MT pad scroll from their first motion.
    func testFingersAlreadyDownAreTheStartingState() {
        var d = pad(slots: 2, semiMT: true)
        d.buttonsDown = [BTN.TOUCH, BTN.TOOL_DOUBLETAP]
        let contacts = TouchpadContacts(description: d)
        XCTAssertEqual(contacts.fingerCount, 2)
        var none = d
        none.buttonsDown = []
        XCTAssertEqual(TouchpadContacts(description: none).fingerCount, 0)
    }

    /// A wide finger's tap (tap to click on) is a primary click, as one finger's must be.
    func testAWideFingersTapIsAPrimaryClick() {
        var d = pad()
        d.enable(type: EV.ABS, code: ABS.TOOL_WIDTH)
        d.absinfo[ABS.TOOL_WIDTH] = AbsInfo(minimum: 0, maximum: 15)
        var n = TouchpadNormalizer(description: d, settings: settings(tap: true))
        var s = PadScript()
        var frames = script(&s, from: 0, steps: 5) { _ in [0: (40, 30)] }
        frames[0].events.append(abs(ABS.TOOL_WIDTH, 14))
        frames.append(lift(&s, at: 0.05))
        let clicks = touches(run(&n, frames)).filter { $0.phase == .began }.map(\.buttons)
        XCTAssertEqual(clicks, [.primary])
    }

    // MARK: semi-MT

    /// A semi-MT frame: the slots hold the bounding box, ABS_X/ABS_Y the single-touch position.
    private func semiFrame(_ t: Double, x: Double, y: Double, box: (Double, Double)?, tool: UInt16, touch: Bool = true) -> RawFrame {
        var e = [abs(ABS.X, Int32(x * 30)), abs(ABS.Y, Int32(y * 30)), abs(ABS.MT_SLOT, 0),
                 abs(ABS.MT_TRACKING_ID, 1), abs(ABS.MT_POSITION_X, Int32(x * 30))]
        if let (lo, hi) = box {
            e += [abs(ABS.MT_POSITION_X, Int32(lo * 30)), abs(ABS.MT_SLOT, 1), abs(ABS.MT_TRACKING_ID, 2),
                  abs(ABS.MT_POSITION_X, Int32(hi * 30))]
        } else {
            e += [abs(ABS.MT_SLOT, 1), abs(ABS.MT_TRACKING_ID, -1)]
        }
        for k in [BTN.TOOL_FINGER, BTN.TOOL_DOUBLETAP] { e.append(key(k, k == tool ? 1 : 0)) }
        e.append(key(BTN.TOUCH, touch ? 1 : 0))
        return frame(t, e)
    }

    func testSemiMTScrollFollowsTheSingleTouchPositionNotTheBox() {
        var n = TouchpadNormalizer(description: pad(slots: 2, semiMT: true))
        XCTAssertTrue(n.isSemiMT)
        // Two fingers move right 1 mm a frame; the box's corners jump about (one corner stays at 10 mm).
        var frames: [RawFrame] = []
        for i in 0..<30 {
            let step = Double(i)
            let corner: Double = 40 + step * (i % 2 == 0 ? 1 : 3)
            frames.append(semiFrame(step * 0.01, x: 40 + step, y: 30, box: (10, corner), tool: BTN.TOOL_DOUBLETAP))
        }
        frames.append(semiFrame(0.30, x: 70, y: 30, box: nil, tool: 0, touch: false))
        let sc = scrolls(run(&n, frames)).filter { $0.phase == .began || $0.phase == .changed }
        XCTAssertFalse(sc.isEmpty)
        XCTAssertTrue(sc.allSatisfy { $0.dx > 0 && $0.dy == 0 }, "right, as ABS_X moves")
    }

    func testSemiMTTwoFingersForUnder100MillisecondsAreNoScroll() {
        var n = TouchpadNormalizer(description: pad(slots: 2, semiMT: true))
        // One finger swipes right; the firmware says DOUBLETAP for three frames in the middle.
        var frames: [RawFrame] = []
        for i in 0..<30 {
            let step = Double(i)
            let two = (10 ..< 13).contains(i)
            let box: (Double, Double)? = two ? (20, 40 + step * 2) : nil
            frames.append(semiFrame(step * 0.01, x: 20 + step * 2, y: 50, box: box, tool: two ? BTN.TOOL_DOUBLETAP : BTN.TOOL_FINGER))
        }
        frames.append(semiFrame(0.30, x: 80, y: 50, box: nil, tool: 0, touch: false))
        let out = run(&n, frames)
        XCTAssertTrue(scrolls(out).isEmpty)
        XCTAssertGreaterThan(hovers(out).count, 20)
    }

    /// A semi-MT pad times each count afresh after a lift: a second finger that flickered just
    /// before the lift leaves nothing for the next touch, so two fingers that then land and move
    /// for 80 ms scroll nothing (under 100 ms), and for 250 ms they scroll.
    func testSemiMTTimesEachCountAfreshAfterALift() {
        for (duration, scrolled) in [(0.08, false), (0.25, true)] {
            var n = TouchpadNormalizer(description: pad(slots: 2, semiMT: true))
            var frames = (0..<5).map { i in semiFrame(Double(i) * 0.01, x: 20 + Double(i), y: 50, box: nil, tool: BTN.TOOL_FINGER) }
            frames.append(semiFrame(0.05, x: 25, y: 50, box: (20, 40), tool: BTN.TOOL_DOUBLETAP))
            frames.append(semiFrame(0.06, x: 25, y: 50, box: nil, tool: 0, touch: false))
            let steps = Int((duration / 0.01).rounded())
            frames += (0..<steps).map { i in
                semiFrame(1 + Double(i) * 0.01, x: 30, y: 20 + Double(i), box: (30, 50), tool: BTN.TOOL_DOUBLETAP)
            }
            frames.append(semiFrame(1 + duration, x: 30, y: 20 + Double(steps), box: nil, tool: 0, touch: false))
            XCTAssertEqual(!scrolls(run(&n, frames)).isEmpty, scrolled, "two fingers for \(duration) s")
        }
    }

    func testSemiMTFingersCountOnlyWhileTouching() {
        var n = TouchpadNormalizer(description: pad(slots: 2, semiMT: true))
        let frames = (0..<10).map { i in semiFrame(Double(i) * 0.01, x: 20 + Double(i), y: 50, box: nil, tool: BTN.TOOL_FINGER, touch: false) }
        XCTAssertTrue(run(&n, frames).filter { if case .device = $0.1 { return false } else { return true } }.isEmpty,
                      "a finger hovering (BTN_TOOL_FINGER without BTN_TOUCH) moves nothing")
    }

    func testSemiMTIsInferredOnlyWhereTheDescriptionCouldNotSay() {
        var old = pad(slots: 2, clickpad: false)
        old.properties = []
        old.propertiesUnknown = true
        XCTAssertTrue(TouchpadContacts.isSemiMT(old), "two slots, no per-contact pressure, three-finger tool key")
        var imageSensor = old
        imageSensor.enable(type: EV.ABS, code: ABS.MT_PRESSURE)
        imageSensor.absinfo[ABS.MT_PRESSURE] = AbsInfo(minimum: 0, maximum: 255)
        XCTAssertFalse(TouchpadContacts.isSemiMT(imageSensor))
        var known = old
        known.propertiesUnknown = false
        XCTAssertFalse(TouchpadContacts.isSemiMT(known), "a description that lists no SEMI_MT property means none")
        XCTAssertFalse(TouchpadContacts.isSemiMT(pad(slots: 5)))
        XCTAssertTrue(TouchpadContacts.isSemiMT(pad(slots: 2, semiMT: true)))
    }
}
