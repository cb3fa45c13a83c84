import XCTest
@testable import InputModel

final class MouseNormalizerTests: PointerTestCase {
    func mouse(hiRes: Bool = false) -> DeviceDescription {
        var rels = [REL.X, REL.Y, REL.WHEEL, REL.HWHEEL]
        if hiRes { rels += [REL.WHEEL_HI_RES, REL.HWHEEL_HI_RES] }
        return describe("Test Mouse", rel: rels, keys: [BTN.LEFT, BTN.RIGHT, BTN.MIDDLE, BTN.SIDE, BTN.EXTRA])
    }

    func testStartAnnouncesPointer() {
        var n = MouseNormalizer(description: mouse())
        XCTAssertEqual(n.start(at: 0), [.device(DeviceChange(phase: .connected, role: .pointer, name: "Test Mouse", hardwareKeyboard: false))])
    }

    func testMotionStartsAtCentreHoversAndClamps() {
        var n = MouseNormalizer(description: mouse())
        let out = run(&n, [
            frame(0.00, rel(REL.X, 10)),
            frame(0.01, rel(REL.X, 10), rel(REL.Y, -10)),
            frame(0.02, rel(REL.X, 100_000)),
            frame(0.03, rel(REL.X, -100_000), rel(REL.Y, -100_000)),
            frame(0.04, rel(REL.Y, 100_000)),
        ])
        let h = hovers(out)
        XCTAssertEqual(h.map(\.phase), [.began, .changed, .changed, .changed, .changed])
        XCTAssertGreaterThan(h[0].x, 683)
        XCTAssertEqual(h[0].y, 512)
        XCTAssertLessThan(h[1].y, 512)
        XCTAssertEqual(h[2].x, 1366, "clamped to the screen's right edge")
        XCTAssertEqual([h[3].x, h[3].y], [0, 0], "clamped to the top-left corner")
        XCTAssertEqual(h[4].y, 1024, "clamped to the bottom edge")
        XCTAssertEqual(h.map(\.source), Array(repeating: .pointer, count: 5))
    }

    /// Only EV_REL REL_X and REL_Y move the pointer: on one node that is a keyboard and a mouse,
    /// KEY_ESC (1) and KEY_1 (2) share REL_Y's and REL_Z's codes, and MSC_SERIAL (0) REL_X's;
    /// none of them is motion.
    func testEventsOfOtherTypesWithMotionCodesDoNotMoveThePointer() {
        var d = describe("Combo Receiver", rel: [REL.X, REL.Y, REL.WHEEL], keys: Array(1...127) + [BTN.LEFT, BTN.RIGHT])
        d.enable(type: EV.MSC, code: MSC.SERIAL)
        var n = MouseNormalizer(description: d)
        let out = run(&n, [
            frame(0.00, key(1, 1), key(2, 1)),
            frame(0.01, InputEvent(time: 0, type: EV.MSC, code: MSC.SERIAL, value: 40)),
            frame(0.02, key(1, 0), key(2, 0)),
        ])
        XCTAssertEqual(hovers(out), [])
    }

    /// libinput's adaptive mouse profile at its default speed, one 1000-dpi count a point
    /// (docs/pointer-speed.md): the gains the device notes quote.
    func testMouseGainIsLibinputsAdaptiveProfile() {
        let accel = PointerAcceleration.mouse()
        XCTAssertEqual(accel.pointsPerMillimetre(speed: 5), 1000 / 25.4, accuracy: 1e-9, "factor 1: a count is a point")
        XCTAssertEqual(accel.pointsPerMillimetre(speed: 1), (10 * (1 / 25.4) + 0.3) * 1000 / 25.4, accuracy: 1e-9, "10·v + 0.3 creeping")
        XCTAssertEqual(accel.pointsPerMillimetre(speed: 0), 0.3 * 1000 / 25.4, accuracy: 1e-9)
        XCTAssertEqual(accel.pointsPerMillimetre(speed: 20), (1.1 * (20 / 25.4 - 0.4) + 1) * 1000 / 25.4, accuracy: 1e-9)
        XCTAssertEqual(accel.pointsPerMillimetre(speed: 400), 2 * 1000 / 25.4, accuracy: 1e-9, "capped at 2")
        // Rounded as the README says: 27, 39, 56, 79 pt/mm.
        XCTAssertEqual([1.0, 7.5, 20, 40].map { accel.pointsPerMillimetre(speed: $0).rounded() }, [27, 39, 56, 79])
        // A motion's speed is its distance over the time since the previous one (1 ms … 100 ms).
        let slow = accel.points(dx: 1, dy: 0, interval: 0.1).dx      // 10 mm/s
        let fast = accel.points(dx: 4, dy: 0, interval: 0.01).dx     // 400 mm/s
        XCTAssertEqual(slow, accel.baseGain, accuracy: 1e-9)
        XCTAssertEqual(fast / 4, 2 * slow, accuracy: 1e-9)
        XCTAssertEqual(accel.points(dx: 0.0254, dy: 0, interval: 0.0001).dx, accel.points(dx: 0.0254, dy: 0, interval: 0.001).dx,
                       "faster than 1000 Hz counts as 1000 Hz")
        // 1000 dpi: 1000 counts are one inch.
        XCTAssertEqual(MouseResolution.millimetres(counts: 1000), 25.4, accuracy: 1e-9)
    }

    /// A mouse's resolution from udev's MOUSE_DPI (kept from a libinput record trace's udev
    /// section): counts become millimetres at that resolution before the profile.
    func testMouseDPIFromTheUdevSectionScalesTheMotion() {
        XCTAssertEqual(MouseResolution.parseMouseDPI("800"), 800)
        XCTAssertEqual(MouseResolution.parseMouseDPI("400@125 *800@125 1600@125"), 800)
        // libinput's parse_mouse_dpi_property: "If the property contains multiple DPI settings
        // but none flagged as default, we return the last"; the first flagged one ends the
        // reading; an invalid entry before it, or an empty value, is an error (0, here nil).
        XCTAssertEqual(MouseResolution.parseMouseDPI("1200@1000 2400@1000"), 2400)
        XCTAssertEqual(MouseResolution.parseMouseDPI("*400 *800"), 400)
        XCTAssertEqual(MouseResolution.parseMouseDPI("*400 fast"), 400, "nothing after the default is read")
        XCTAssertNil(MouseResolution.parseMouseDPI("fast"))
        XCTAssertNil(MouseResolution.parseMouseDPI("400 fast *800"))
        XCTAssertNil(MouseResolution.parseMouseDPI("400@0"), "a rate must be positive")
        XCTAssertNil(MouseResolution.parseMouseDPI("400@@125"))
        XCTAssertNil(MouseResolution.parseMouseDPI(""))
        XCTAssertNil(MouseResolution.parseMouseDPI("  "))
        var d = mouse()
        XCTAssertEqual(MouseResolution.dpi(of: d), 1000)
        d.extras["yaml:udev"] = "udev:\n  properties:\n  - ID_INPUT=1\n  - ID_INPUT_MOUSE=1\n  - MOUSE_DPI=*2000@1000"
        XCTAssertEqual(MouseResolution.dpi(of: d), 2000)
        func travel(_ d: DeviceDescription) -> Double {
            var n = StandardNormalizers.make(device: 0, description: d, screen: .default, settings: NormalizerSettings())[0]
            let out = run(&n, (0..<10).map { frame(Double($0) * 0.01, rel(REL.X, 3)) })
            let h = hovers(out)
            return h.last!.x - h.first!.x  // after the first motion, which follows a pause and is slower
        }
        // 3 counts per 10 ms: 7.6 mm/s at 1000 dpi, 3.8 mm/s at 2000: factor 1 at both.
        XCTAssertEqual(travel(d), travel(mouse()) / 2, accuracy: 1e-6)
    }

    func testButtonsMakeIndirectPointerTouchesAndSuspendHover() {
        var n = MouseNormalizer(description: mouse())
        let out = run(&n, [
            frame(0.00, rel(REL.X, 5)),
            frame(0.10, key(BTN.LEFT, 1)),
            frame(0.12, rel(REL.X, 5)),
            frame(0.14, key(BTN.RIGHT, 1)),
            frame(0.20, key(BTN.LEFT, 0), key(BTN.RIGHT, 0)),
            frame(0.30, key(BTN.RIGHT, 1)),
            frame(0.35, key(BTN.RIGHT, 0)),
            frame(0.40, key(BTN.MIDDLE, 1)),
            frame(0.45, key(BTN.MIDDLE, 0)),
            frame(0.50, key(BTN.SIDE, 1)),
            frame(0.55, key(BTN.SIDE, 0)),
        ])
        XCTAssertEqual(kinds(out), [
            "hover.began",
            "hover.ended", "touch.began", "touch.moved", "touch.stationary", "touch.ended", "hover.began",
            "hover.ended", "touch.began", "touch.ended", "hover.began",
            "hover.ended", "touch.began", "touch.ended", "hover.began",
        ])
        let t = touches(out)
        XCTAssertEqual(t.map(\.touchType), Array(repeating: .indirectPointer, count: t.count))
        XCTAssertEqual(t[0].buttons, .primary)
        XCTAssertEqual(t[2].buttons, [.primary, .secondary])
        XCTAssertEqual(t[4].buttons, .secondary)
        XCTAssertEqual(t[6].buttons, .tertiary)
        XCTAssertEqual(Set(t[0...3].map(\.id)).count, 1, "one touch for the whole press")
        XCTAssertNotEqual(t[0].id, t[4].id)
    }

    func testWheelIsDiscreteScrollWithIdleEnd() {
        var settings = NormalizerSettings()
        settings.naturalScrolling = false
        var n = MouseNormalizer(description: mouse(), settings: settings)
        let out = run(&n, [
            frame(0.00, rel(REL.WHEEL, 1)),     // away from the user
            frame(0.05, rel(REL.WHEEL, 1)),
            frame(0.10, rel(REL.HWHEEL, 1)),    // tilt right
        ], until: 1.0)
        let s = scrolls(out)
        XCTAssertEqual(s.map(\.phase), [.began, .changed, .changed, .ended])
        XCTAssertEqual(s.map(\.scrollType), Array(repeating: .discrete, count: 4))
        // A detent is 10 pt, and the scroll ends 0.2 s after the last detent (docs/sources.md, "Pointer
        // effects and magnetism").
        XCTAssertEqual(s[0].dy, 10, "traditional: away shows earlier content")
        XCTAssertEqual(s[2].dx, -10)
        XCTAssertEqual(out.last!.0, 0.30, accuracy: 1e-9, "ended fires from event time")
        XCTAssertEqual([s[3].dx, s[3].dy], [0, 0], "the ended carries no delta")
    }

    func testNaturalScrollingInvertsTheWheel() {
        var n = MouseNormalizer(description: mouse())  // default: natural
        let s = scrolls(run(&n, [frame(0, rel(REL.WHEEL, 2))]))
        XCTAssertEqual(s.first?.dy, -20)
    }

    func testHiResWheelIsPreferredAndNotDoubleCounted() {
        var settings = NormalizerSettings()
        settings.naturalScrolling = false
        var n = MouseNormalizer(description: mouse(hiRes: true), settings: settings)
        let out = run(&n, [
            frame(0.00, rel(REL.WHEEL, 1), rel(REL.WHEEL_HI_RES, 120)),
            frame(0.01, rel(REL.WHEEL_HI_RES, 30)),  // a quarter detent, no legacy event
            frame(0.02, rel(REL.HWHEEL_HI_RES, -60)),
        ])
        let s = scrolls(out)
        XCTAssertEqual(s.map(\.dy), [10, 2.5, 0])
        XCTAssertEqual(s[2].dx, 5)
    }

    func testFinishCancelsHeldButtonAndEndsScroll() {
        var n = MouseNormalizer(description: mouse())
        var out = run(&n, [frame(0, key(BTN.LEFT, 1)), frame(0.01, rel(REL.WHEEL, 1))])
        out += n.finish(at: 0.05).map { (0.05, $0) }
        XCTAssertEqual(kinds(out), ["touch.began", "scroll.began", "scroll.ended", "touch.cancelled"])
    }

    func testResyncCancelsHeldButton() {
        var n = MouseNormalizer(description: mouse())
        let out = run(&n, [frame(0, key(BTN.LEFT, 1)), frame(0.5, rel(REL.X, 3), resync: true), frame(0.6, key(BTN.LEFT, 0))])
        XCTAssertEqual(kinds(out), ["touch.began", "touch.cancelled", "resync", "hover.began"])
    }

    /// After a dropped frame the buttons are read again from the frame that resyncs: a button
    /// libevdev reports still down there presses anew, after the cancellation and the resync.
    func testAButtonStillDownAfterAResyncPressesAgain() {
        var n = MouseNormalizer(description: mouse())
        let out = run(&n, [frame(0, key(BTN.LEFT, 1)), frame(0.5, key(BTN.LEFT, 1), resync: true)])
        XCTAssertEqual(kinds(out), ["touch.began", "touch.cancelled", "resync", "touch.began"])
    }

    /// A wheel scroll ends where the pointer is, whether its idle gap ends it or the stream does,
    /// also for a caller that applies a later frame without `advance(to:)` first.
    func testAWheelScrollEndsWhereThePointerIs() {
        var n = MouseNormalizer(description: mouse())
        var out = run(&n, [frame(0, rel(REL.X, 40), rel(REL.Y, -90)), frame(0.01, rel(REL.WHEEL, 1))], until: 1)
        let at = hovers(out).last!
        XCTAssertNotEqual(at.x, at.y)
        XCTAssertEqual(scrolls(out).last.map { [$0.x, $0.y] }, [at.x, at.y])
        XCTAssertEqual(scrolls(out).last?.phase, .ended)

        var finished = MouseNormalizer(description: mouse())
        out = run(&finished, [frame(0, rel(REL.X, 40), rel(REL.Y, -90)), frame(0.01, rel(REL.WHEEL, 1))])
        out += finished.finish(at: Timestamp(seconds: 0.05)).map { (0.05, $0) }
        XCTAssertEqual(scrolls(out).last.map { [$0.x, $0.y, $0.phase == .ended ? 1 : 0] }, [at.x, at.y, 1])

        var direct = MouseNormalizer(description: mouse())
        _ = direct.apply(frame(0, rel(REL.WHEEL, 1)), at: .zero)
        let later = direct.apply(frame(1, rel(REL.X, 5)), at: Timestamp(seconds: 1))
        XCTAssertEqual(payloadKinds(later), ["scroll.ended", "hover.began"])
    }
}
