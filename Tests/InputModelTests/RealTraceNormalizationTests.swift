import XCTest
import InputModel
import EvdevBridge

/// The real recordings of Traces/real (evemu-devices, MIT) through reader, classification and
/// normalizers: concrete facts each recording must show.
final class RealTraceNormalizationTests: XCTestCase {
    static let real = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces/real")

    func path(_ name: String) -> String { Self.real.appendingPathComponent(name).path }

    func normalize(_ name: String, description: String? = nil, settings: NormalizerSettings = NormalizerSettings()) throws -> [UnifiedEvent] {
        var reader = try TraceFile.open(path: path(name), descriptionPath: description.map(path))
        var out: [UnifiedEvent] = []
        try NormalizationPipeline.run(&reader, settings: settings, factory: StandardNormalizers.make) { out.append($0) }
        return out
    }

    func touches(_ events: [UnifiedEvent]) -> [Touch] {
        events.compactMap { if case .touch(let t) = $0.payload { return t } else { return nil } }
    }

    /// The most touches active at once, counting per frame time.
    func maxConcurrent(_ events: [UnifiedEvent]) -> Int {
        var active = Set<Int>(), most = 0
        for t in touches(events) {
            if t.phase == .began { active.insert(t.id) }
            if t.phase == .ended || t.phase == .cancelled { active.remove(t.id) }
            most = max(most, active.count)
        }
        return most
    }

    func testAtmelTwoFingersBeginAndEnd() throws {
        let events = try normalize("touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events")
        let t = touches(events)
        XCTAssertEqual(Set(t.filter { $0.phase == .began }.map(\.id)).count, 2)
        XCTAssertEqual(Set(t.filter { $0.phase == .ended }.map(\.id)).count, 2)
        XCTAssertEqual(t.filter { $0.phase == .cancelled }.count, 0)
        XCTAssertEqual(maxConcurrent(events), 2)
        XCTAssertTrue(t.allSatisfy { $0.touchType == .direct })
        XCTAssertTrue(t.contains { $0.phase == .stationary }, "a still finger is stationary while the other moves")
        let screen = ScreenModel.default
        XCTAssertTrue(t.allSatisfy { $0.x >= 0 && $0.x <= screen.width && $0.y >= 0 && $0.y <= screen.height })
    }

    func testAtmelFastTapsAreNineTouches() throws {
        let events = try normalize("touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events",
                                   description: "touchscreens/Atmel maXTouch Touchscreen.desc")
        let t = touches(events)
        XCTAssertEqual(t.filter { $0.phase == .began }.count, 9)
        XCTAssertEqual(t.filter { $0.phase == .ended }.count, 9)
        XCTAssertEqual(maxConcurrent(events), 1)
    }

    func testNTrigProtocolAGivesTwoFingers() throws {
        let events = try normalize("touchscreens/N-Trig MultiTouch.2-fingers-touch-release.events",
                                   description: "touchscreens/N-Trig MultiTouch.desc")
        let t = touches(events)
        XCTAssertEqual(maxConcurrent(events), 2)
        XCTAssertEqual(t.filter { $0.phase == .began }.count, 2, "two fingers, each one touch for its whole life")
        XCTAssertEqual(t.filter { $0.phase == .ended }.count, 2)
        XCTAssertEqual(events.first?.t, 0, "absolute epoch timestamps are rebased")
    }

    /// Scrolling content down means the fingers travel up the screen.
    func testEP0430TwoFingerScrollDownMovesFingersUp() throws {
        let events = try normalize("touchscreens/EP0430M09.2-finger-scroll-down.events",
                                   description: "touchscreens/EP0430M09.desc")
        let t = touches(events)
        XCTAssertEqual(maxConcurrent(events), 2)
        for id in Set(t.map(\.id)) {
            let mine = t.filter { $0.id == id }
            guard let first = mine.first, let last = mine.last else { continue }
            XCTAssertGreaterThan(first.y - last.y, 50, "finger \(id) travels up")
        }
    }

    func testWacomISDv4FingerSingleTapNearCentre() throws {
        let events = try normalize("tablets/Wacom ISDv4 E6 Finger.single-tap-center.events",
                                   description: "tablets/Wacom ISDv4 E6 Finger.desc")
        let t = touches(events)
        XCTAssertEqual(t.filter { $0.phase == .began }.count, 1)
        guard let began = t.first else { return XCTFail("no touch") }
        let screen = ScreenModel.default
        XCTAssertEqual(began.x, screen.width / 2, accuracy: screen.width * 0.15)
        XCTAssertEqual(began.y, screen.height / 2, accuracy: screen.height * 0.15)
    }

    func testIntuosStylusTapGivesPencilTouchWithForceAndHoverAround() throws {
        let events = try normalize("tablets/Wacom Intuos4 6x9.stylus-tap.events", description: "tablets/Wacom Intuos4 6x9.desc")
        let t = touches(events)
        XCTAssertFalse(t.isEmpty)
        XCTAssertTrue(t.allSatisfy { $0.touchType == .pencil })
        XCTAssertTrue(t.contains { $0.force > 0 })
        XCTAssertTrue(t.allSatisfy { $0.maximumPossibleForce > 0 })
        guard let firstTouch = events.firstIndex(where: { if case .touch = $0.payload { return true }; return false }),
              let lastTouch = events.lastIndex(where: { if case .touch = $0.payload { return true }; return false }) else { return }
        let hoverBefore = events[..<firstTouch].contains { if case .hover(let h) = $0.payload { return h.source == .pencil }; return false }
        let hoverAfter = events[(lastTouch + 1)...].contains { if case .hover(let h) = $0.payload { return h.source == .pencil }; return false }
        XCTAssertTrue(hoverBefore, "pencil hovers before the tap")
        XCTAssertTrue(hoverAfter, "pencil hovers after the tap")
    }

    func testIntuosStylusMoveHovers() throws {
        let events = try normalize("tablets/Wacom Intuos4 6x9.stylus-move.events", description: "tablets/Wacom Intuos4 6x9.desc")
        let hovers = events.compactMap { if case .hover(let h) = $0.payload { return h } else { return nil } }
        XCTAssertGreaterThan(hovers.count, 50)
        XCTAssertTrue(hovers.allSatisfy { $0.source == .pencil })
    }

    func testDellCanvasPenTilts() throws {
        let events = try normalize("tablets/dell_canvas_pen.evemu")
        let pencil = touches(events).filter { $0.touchType == .pencil }
        let hovers = events.compactMap { if case .hover(let h) = $0.payload { return h } else { return nil } }
        let altitudes = pencil.compactMap(\.altitude) + hovers.compactMap(\.altitude)
        XCTAssertFalse(altitudes.isEmpty)
        XCTAssertTrue(altitudes.allSatisfy { $0 >= 0 && $0 <= .pi / 2 + 1e-9 })
        XCTAssertTrue(altitudes.contains { $0 < .pi / 2 - 0.05 }, "the pen is tilted at some point")
    }

    func testK400KeyboardIsHardwareKeyboardWithRepeats() throws {
        let events = try normalize("keyboards/Logitech K400 Plus.events")
        XCTAssertTrue(events.contains { if case .device(let d) = $0.payload { return d.hardwareKeyboard }; return false })
        let keys = events.compactMap { if case .key(let k) = $0.payload { return k } else { return nil } }
        XCTAssertTrue(keys.contains { $0.phase == .repeat })
        XCTAssertTrue(keys.contains { $0.phase == .down })
    }

    func testSurfaceTypeCoverIsNotATouchscreen() throws {
        let reader = try TraceFile.open(path: path("misc/Microsoft Surface Type Cover.events"))
        let c = DeviceClassification(reader.devices[0])
        XCTAssertFalse(c.tags.contains(.touchscreen))
        XCTAssertTrue(c.isFakeMT)
        let events = try normalize("misc/Microsoft Surface Type Cover.events")
        XCTAssertFalse(touches(events).contains { $0.touchType == .direct })
    }

    func testSaitekMouseGivesMotionAndButtons() throws {
        let events = try normalize("mice/Saitek Cyborg R.A.T.5 Mouse.events", description: "mice/Saitek Cyborg R.A.T.5 Mouse.desc")
        XCTAssertTrue(events.contains { if case .hover(let h) = $0.payload { return h.source == .pointer && h.phase == .changed }; return false })
        let pointerTouches = touches(events).filter { $0.touchType == .indirectPointer }
        XCTAssertEqual(pointerTouches.filter { $0.phase == .began }.map { $0.buttons }, [.primary, .secondary, .primary])
    }

    /// Clickfinger: the fingers down at a physical click decide the button, whatever the protocol.
    /// The Apple touchpad (bcm5974, protocol A with BTN_TOOL_DOUBLETAP/TRIPLETAP) clicks with one,
    /// two, then three fingers; the Cypress pad (slots) with two, and with three.
    func testClickfingerOnProtocolAAndSlottedTouchpads() throws {
        func clicks(_ name: String) throws -> [PointerButtons?] {
            touches(try normalize("touchpads/" + name)).filter { $0.phase == .began }.map(\.buttons)
        }
        XCTAssertEqual(try clicks("bcm5974.three-finger-click.events"), [.primary, .secondary, .tertiary])
        XCTAssertEqual(try clicks("CyPS2 Cypress Trackpad.two_finger_press.events").first, .secondary)
        XCTAssertEqual(try clicks("CyPS2 Cypress Trackpad.three_finger_press.events").first, .tertiary)
    }

    /// The Saitek mouse's motion, frame by frame: each pointer step is the frame's counts at 1000 dpi
    /// times libinput's adaptive factor for the hand's speed (docs/pointer-speed.md) — between 0.3
    /// and 2 points a count, and about one point a count at the speeds a hand moves a mouse.
    func testSaitekMousePointerSpeedFollowsLibinputsAdaptiveProfile() throws {
        var reader = try TraceFile.open(path: path("mice/Saitek Cyborg R.A.T.5 Mouse.events"),
                                        descriptionPath: path("mice/Saitek Cyborg R.A.T.5 Mouse.desc"))
        var frames: [(t: Double, dx: Double, dy: Double)] = []
        var dx = 0.0, dy = 0.0, start: Int64?
        while let e = try reader.next() {
            if start == nil { start = e.event.time }
            if e.event.type == EV.REL && e.event.code == REL.X { dx += Double(e.event.value) }
            if e.event.type == EV.REL && e.event.code == REL.Y { dy += Double(e.event.value) }
            if e.event.type == EV.SYN && e.event.code == SYN.REPORT {
                if dx != 0 || dy != 0 { frames.append((Double(e.event.time - start!) / 1e6, dx, dy)) }
                dx = 0; dy = 0
            }
        }
        let screen = ScreenModel.default
        var pointer = (x: screen.width / 2, y: screen.height / 2), last: Double?
        var counts = 0.0, points = 0.0, checked = 0
        for f in frames {
            // libinput's profile, written out here from its definition (speed in counts/ms at 1000 dpi).
            let dt = min(0.1, max(0.001, last.map { f.t - $0 } ?? 0.1))
            last = f.t
            let v = (f.dx * f.dx + f.dy * f.dy).squareRoot() / (dt * 1000)
            let factor = v < 0.07 ? 10 * v + 0.3 : v < 0.4 ? 1 : min(2, 1.1 * (v - 0.4) + 1)
            let next = (x: pointer.x + f.dx * factor, y: pointer.y + f.dy * factor)
            let clamped = (x: min(screen.width, max(0, next.x)), y: min(screen.height, max(0, next.y)))
            if clamped == next {
                counts += (f.dx * f.dx + f.dy * f.dy).squareRoot()
                points += hypot(next.x - pointer.x, next.y - pointer.y)
                checked += 1
            }
            pointer = clamped
        }
        XCTAssertGreaterThan(checked, 100)
        let ratio = points / counts
        XCTAssertTrue((0.3...2).contains(ratio), "\(ratio) points a count")
        // Tactile's pointer ends where the profile puts it.
        let events = try normalize("mice/Saitek Cyborg R.A.T.5 Mouse.events", description: "mice/Saitek Cyborg R.A.T.5 Mouse.desc")
        let positions = events.compactMap { e -> (Double, Double)? in
            switch e.payload {
            case .hover(let h): return (h.x, h.y)
            case .touch(let t): return (t.x, t.y)
            default: return nil
            }
        }
        let end = try XCTUnwrap(positions.last)
        XCTAssertEqual(end.0, pointer.x, accuracy: 0.5)
        XCTAssertEqual(end.1, pointer.y, accuracy: 0.5)
    }

    /// The Saitek recording moves and clicks but never turns the wheel; its description has
    /// REL_WHEEL, so the wheel is checked with frames added to the real description.
    func testSaitekDescriptionWheelGivesDiscreteScroll() throws {
        let reader = try TraceFile.open(path: path("mice/Saitek Cyborg R.A.T.5 Mouse.desc"))
        let d = reader.devices[0]
        XCTAssertTrue(d.hasRel(REL.WHEEL))
        var events: [DeviceEvent] = []
        for (i, clicks) in [Int32(1), 1, 1, -1].enumerated() {
            let t = Int64(i) * 20_000
            events.append(DeviceEvent(device: 0, event: InputEvent(time: t, type: EV.REL, code: REL.WHEEL, value: clicks)))
            events.append(DeviceEvent(device: 0, event: InputEvent(time: t, type: EV.SYN, code: SYN.REPORT, value: 0)))
        }
        var source = ArrayEventSource(devices: [d], events: events)
        var out: [UnifiedEvent] = []
        try NormalizationPipeline.run(&source, factory: StandardNormalizers.make) { out.append($0) }
        let scrolls = out.compactMap { if case .scroll(let s) = $0.payload { return s } else { return nil } }
        XCTAssertTrue(scrolls.allSatisfy { $0.scrollType == .discrete })
        XCTAssertEqual(scrolls.first?.phase, .began)
        XCTAssertEqual(scrolls.last?.phase, .ended)
        XCTAssertEqual(scrolls.map(\.dy).reduce(0, +), -20, accuracy: 0.001, "two net detents away: natural scrolling moves content up")
    }

    private func scrolls(_ events: [UnifiedEvent]) -> [Scroll] {
        events.compactMap { if case .scroll(let s) = $0.payload { return s } else { return nil } }
    }

    private func hp8470p(_ what: String) throws -> [UnifiedEvent] {
        try normalize("touchpads/SynPS2 Synaptics TouchPad.hp8470p.\(what).events",
                      description: "touchpads/SynPS2 Synaptics TouchPad.hp8470p.desc")
    }

    /// The hp8470p's description is an old evemu one with no `P:` lines: its semi-MT shape (two
    /// slots, no per-contact pressure, a three-finger tool key) is inferred.
    func testTheOldSynapticsDescriptionIsReadAsSemiMT() throws {
        let d = try EvemuReader.readDescription(path: path("touchpads/SynPS2 Synaptics TouchPad.hp8470p.desc"))
        XCTAssertTrue(d.propertiesUnknown)
        XCTAssertTrue(TouchpadContacts.isSemiMT(d))
        XCTAssertTrue(TouchpadNormalizer(description: d).isSemiMT)
    }

    /// Semi-MT two-finger horizontal scroll: the bounding-box corners jump hundreds of points a
    /// frame and the firmware flips between two fingers and one wide one; the scroll that comes
    /// out is horizontal, to the right as the fingers first move, with nothing vertical in it.
    func testSemiMTHorizontalScrollIsHorizontal() throws {
        let s = try scrolls(hp8470p("two-finger-scroll-horizontal"))
        XCTAssertEqual(s.first?.phase, .began)
        XCTAssertTrue(s.contains { $0.phase == .ended })
        XCTAssertTrue(s.allSatisfy { $0.scrollType == .continuous })
        let dx = s.map { Swift.abs($0.dx) }.reduce(0, +), dy = s.map { Swift.abs($0.dy) }.reduce(0, +)
        XCTAssertGreaterThan(dx, 100)
        XCTAssertLessThan(dy, dx / 5, "a horizontal scroll is horizontal")
        XCTAssertGreaterThan(s.map(\.dx).reduce(0, +), 0, "natural scrolling: content follows the fingers right")
    }

    /// One finger at the pad's edge is a pointer, never a scroll: iPadOS has no edge scrolling, and
    /// a wide finger (ABS_TOOL_WIDTH up to 15 as it rolls on and off the edge) is still one finger.
    func testEdgeScrollingIsPointerMotion() throws {
        for what in ["edge-scroll-vertical", "edge-scroll-horizontal"] {
            let events = try hp8470p(what)
            XCTAssertEqual(scrolls(events).count, 0, what)
            let hovers = events.filter { if case .hover = $0.payload { return true } else { return false } }
            XCTAssertGreaterThan(hovers.count, 100, what)
        }
    }

    /// The ALPS GlidePoint (semi-MT by its INPUT_PROP_SEMI_MT) lists BTN_TOUCH but never sends it:
    /// its finger touches while BTN_TOOL_FINGER is down, and sliding down the right edge points.
    func testASemiMTPadThatNeverSendsBTN_TOUCHStillPoints() throws {
        let d = try EvemuReader.readDescription(path: path("touchpads/AlpsPS2 ALPS GlidePoint.desc"))
        XCTAssertTrue(d.hasProperty(INPUT_PROP.SEMI_MT) && d.hasKey(BTN.TOUCH))
        let events = try normalize("touchpads/AlpsPS2 ALPS GlidePoint.right-edge-scroll.events",
                                   description: "touchpads/AlpsPS2 ALPS GlidePoint.desc")
        XCTAssertEqual(scrolls(events).count, 0)
        let hovers = events.compactMap { if case .hover(let h) = $0.payload { return h } else { return nil } }
        XCTAssertGreaterThan(hovers.count, 30)
        XCTAssertLessThan(try XCTUnwrap(hovers.last).y, try XCTUnwrap(hovers.first).y - 50, "the finger slides up the edge: the pointer goes up")
    }

    /// Two fingers held so close the pad reports one wide contact (BTN_TOOL_FINGER only, ABS_TOOL_WIDTH
    /// 9–13): the kernel says one finger, and one finger points (as libinput reads it).
    func testOneWideContactIsOneFinger() throws {
        let events = try hp8470p("two-finger-scroll-vertical")
        XCTAssertEqual(scrolls(events).count, 0)
        XCTAssertGreaterThan(events.filter { if case .hover = $0.payload { return true } else { return false } }.count, 50)
    }

    /// Finger force on real pressure readings. No touchscreen recording with ABS_MT_PRESSURE is
    /// openly licensed, so this takes the Cypress pad's real per-contact pressure (two slots,
    /// 89 ABS_MT_PRESSURE readings that change from frame to frame) and declares the device direct
    /// (`P: 02`, INPUT_PROP_DIRECT): the events are the hardware's, only the property is ours.
    /// On an iPad a finger has no force; the raw pressure is the touch's `pressure`, and a change
    /// of pressure alone is no event.
    func testRealFingerPressureOnADirectDeviceIsNoForce() throws {
        let source = try String(contentsOfFile: path("touchpads/CyPS2 Cypress Trackpad.three_finger_press.events"), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.filter { $0.hasPrefix("P: ") }, ["P: 0c 00 00 00 00 00 00 00"])
        let direct = lines.map { $0.hasPrefix("P: ") ? "P: 02 00 00 00 00 00 00 00" : String($0) }.joined(separator: "\n")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-pressure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { XCTAssertNoThrow(try FileManager.default.removeItem(at: dir)) }
        let file = dir.appendingPathComponent("cypress-direct.events")
        try direct.write(to: file, atomically: false, encoding: .utf8)

        let reader = try TraceFile.open(path: file.path)
        XCTAssertEqual(reader.devices.map { DeviceClassification($0).role }, [.touchscreen])
        let rawPressures = Set(lines.filter { $0.hasPrefix("E: ") }.compactMap { line -> Int? in
            let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            return f.count >= 5 && f[2] == "0003" && f[3] == "003a" ? Int(f[4]) : nil
        })
        XCTAssertGreaterThan(rawPressures.count, 5)

        var events: [UnifiedEvent] = []
        var pipelineReader = try TraceFile.open(path: file.path)
        try NormalizationPipeline.run(&pipelineReader, settings: NormalizerSettings(), factory: StandardNormalizers.make) { events.append($0) }
        let t = touches(events)
        XCTAssertGreaterThanOrEqual(t.filter { $0.phase == .began }.count, 2)
        XCTAssertTrue(t.allSatisfy { $0.touchType == .direct && $0.force == 0 && $0.maximumPossibleForce == 0 })
        let reported = t.compactMap(\.pressure)
        XCTAssertEqual(reported.count, t.count, "every finger touch of a device with a pressure axis carries its pressure")
        XCTAssertGreaterThan(Set(reported).count, 3, "the pressure follows the readings")
        for p in reported {
            XCTAssertTrue(rawPressures.contains(Int((p * 255).rounded())), "\(p) × 255 is one of the recording's readings")
        }
        // Each delivered frame changes a position or a phase: pressure alone delivers nothing.
        var frames: [(t: Timestamp, touches: [Touch])] = []
        for e in events {
            guard case .touch(let touch) = e.payload else { continue }
            if frames.last?.t == e.t { frames[frames.count - 1].touches.append(touch) } else { frames.append((e.t, [touch])) }
        }
        var last: [Int: Touch] = [:]
        for frame in frames {
            let changed = frame.touches.contains { touch in
                guard let before = last[touch.id], touch.phase == .moved || touch.phase == .stationary else { return true }
                return touch.x != before.x || touch.y != before.y
            }
            XCTAssertTrue(changed, "the frame at t=\(frame.t) delivers only a pressure change")
            for touch in frame.touches { last[touch.id] = touch }
        }
    }

    func testCypressTwoFingerTapIsSecondaryClickWithTapToClick() throws {
        var settings = NormalizerSettings()
        settings.tapToClick = true
        let events = try normalize("touchpads/CyPS2 Cypress Trackpad.two_finger_tap.events", settings: settings)
        let pointer = touches(events).filter { $0.touchType == .indirectPointer }
        XCTAssertTrue(pointer.contains { $0.phase == .began && $0.buttons == .secondary })
        let off = try normalize("touchpads/CyPS2 Cypress Trackpad.two_finger_tap.events")
        XCTAssertFalse(touches(off).contains { $0.touchType == .indirectPointer }, "tap to click is off by default")
    }

    /// The CHICONY description is the keyboard's mouse interface (three buttons, REL axes):
    /// a pointer, not a hardware keyboard.
    func testChiconyMouseInterfaceIsNotAKeyboard() throws {
        let reader = try TraceFile.open(path: path("keyboards/CHICONY USB Keyboard.desc"))
        let c = DeviceClassification(reader.devices[0])
        XCTAssertEqual(c.role, .pointer)
        XCTAssertEqual(c.tags, [.input, .mouse])
        XCTAssertFalse(c.isAlphanumericKeyboard)
    }

    func testEveryRecordingNormalizesWithoutStuckTouches() throws {
        let pairs: [(String, String?)] = [
            ("keyboards/Logitech K400 Plus.events", nil),
            ("mice/Saitek Cyborg R.A.T.5 Mouse.events", "mice/Saitek Cyborg R.A.T.5 Mouse.desc"),
            ("misc/Microsoft Surface Type Cover.events", nil),
            ("tablets/Wacom ISDv4 E6 Finger.single-tap-center.events", "tablets/Wacom ISDv4 E6 Finger.desc"),
            ("tablets/Wacom Intuos4 6x9.stylus-move.events", "tablets/Wacom Intuos4 6x9.desc"),
            ("tablets/Wacom Intuos4 6x9.stylus-tap.events", "tablets/Wacom Intuos4 6x9.desc"),
            ("tablets/dell_canvas_pen.evemu", nil),
            ("touchpads/CyPS2 Cypress Trackpad.two_finger_tap.events", nil),
            ("touchpads/SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-vertical.events", "touchpads/SynPS2 Synaptics TouchPad.hp8470p.desc"),
            ("touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events", nil),
            ("touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events", nil),
            ("touchscreens/EP0430M09.2-finger-scroll-down.events", "touchscreens/EP0430M09.desc"),
            ("touchscreens/N-Trig MultiTouch.2-fingers-touch-release.events", "touchscreens/N-Trig MultiTouch.desc"),
        ]
        for (file, desc) in pairs {
            let events = try normalize(file, description: desc)
            var active = Set<Int>()
            var lastT = Timestamp.distantPast
            for e in events {
                XCTAssertGreaterThanOrEqual(e.t, lastT, "\(file): time goes forward")
                lastT = e.t
                if case .touch(let t) = e.payload {
                    XCTAssertTrue(t.x.isFinite && t.y.isFinite && t.force.isFinite, file)
                    if t.phase == .began { active.insert(t.id) }
                    if t.phase == .ended || t.phase == .cancelled { active.remove(t.id) }
                }
            }
            XCTAssertTrue(active.isEmpty, "\(file): every touch ends")
            // Same input, same output.
            XCTAssertEqual(events, try normalize(file, description: desc), file)
        }
    }

    /// A pen already in range when the recording starts never announces BTN_TOOL_PEN (the Wacom
    /// driver sends it once, on entering proximity). The Intuos4 tap and the Dell Canvas pen with
    /// their first BTN_TOOL_PEN press removed give the same stream as the recordings themselves:
    /// the tool is inferred as the pen, and no contact is lost (it used to drop the Intuos's only
    /// contact, and every hover of the Dell's first stretch in range).
    /// The Cintiq 22HDT recording starts with its pen already in proximity: BTN_TOUCH comes before
    /// any BTN_TOOL_PEN. Every contact the raw events hold is a Pencil touch, the first included.
    func testACintiqRecordingStartingInRangeKeepsEveryContact() throws {
        let name = "tablets/Wacom Cintiq 22HDT Pen.events"
        var reader = try TraceFile.open(path: path(name))
        var rawContacts: [Int64] = [], firstTool: Int64?, start: Int64?
        while let e = try reader.next() {
            if start == nil { start = e.event.time }
            guard e.event.type == EV.KEY, e.event.value == 1 else { continue }
            if e.event.code == BTN.TOUCH { rawContacts.append(e.event.time) }
            if e.event.code == BTN.TOOL_PEN, firstTool == nil { firstTool = e.event.time }
        }
        let firstContact = try XCTUnwrap(rawContacts.first)
        XCTAssertLessThan(firstContact, try XCTUnwrap(firstTool), "the recording's first contact comes before any BTN_TOOL_PEN")
        let events = try normalize(name)
        let began = events.filter { if case .touch(let t) = $0.payload { return t.phase == .began } else { return false } }
        XCTAssertEqual(began.count, rawContacts.count, "no contact lost")
        XCTAssertTrue(touches(events).allSatisfy { $0.touchType == .pencil })
        let firstAt = Timestamp(microseconds: firstContact - (start ?? 0))
        XCTAssertEqual(try XCTUnwrap(began.first).t, firstAt, "the first contact is the first touch, when it happened")
    }

    /// A tablet pad is no Pencil: the Intuos3 pad (its own device) has no role and no normalizer;
    /// the Intuos4's ExpressKeys on the pen's device (older kernels) bring no pen into range.
    func testTabletPadsGiveNoPencilEvents() throws {
        let pad = try EvemuReader.readDescription(path: path("tablets/Wacom Intuos3 4x6 Pad.desc"))
        let c = DeviceClassification(pad)
        XCTAssertTrue(c.tags.contains(.tabletPad))
        XCTAssertEqual(c.role, .none)
        XCTAssertTrue(StandardNormalizers.make(device: 0, description: pad, screen: .default, settings: NormalizerSettings()).isEmpty)
        XCTAssertTrue(try normalize("tablets/Wacom Intuos3 4x6 Pad.strip.events").isEmpty)
        let buttons = try normalize("tablets/Wacom Intuos4 6x9.pad-buttons.events", description: "tablets/Wacom Intuos4 6x9.desc")
        XCTAssertFalse(buttons.isEmpty, "the pen tablet is connected")
        XCTAssertTrue(buttons.allSatisfy { if case .device = $0.payload { return true } else { return false } },
                      "pad buttons: no hover, no touch")
    }

    func testAPenAlreadyInRangeLosesNoContact() throws {
        let dir = NSTemporaryDirectory() + "tactile-pen-in-range-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (name, desc) in [("tablets/Wacom Intuos4 6x9.stylus-tap.events", "tablets/Wacom Intuos4 6x9.desc"),
                             ("tablets/dell_canvas_pen.evemu", nil)] {
            let text = try String(contentsOfFile: path(name), encoding: .utf8)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // The first `E: time 0001 0140 1` line: EV_KEY BTN_TOOL_PEN pressed.
            let first = try XCTUnwrap(lines.firstIndex { line in
                let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                return f.count >= 5 && f[0] == "E:" && f[2] == "0001" && f[3] == "0140" && Int(f[4]) == 1
            }, name)
            lines.remove(at: first)
            let cut = dir + "/" + (name as NSString).lastPathComponent
            try lines.joined(separator: "\n").write(toFile: cut, atomically: false, encoding: .utf8)
            var reader = try TraceFile.open(path: cut, descriptionPath: desc.map(path))
            var inRange: [UnifiedEvent] = []
            try NormalizationPipeline.run(&reader, settings: NormalizerSettings(), factory: StandardNormalizers.make) { inRange.append($0) }
            let announced = try normalize(name, description: desc)
            XCTAssertGreaterThan(touches(announced).filter { $0.phase == .began }.count, 0, name)
            XCTAssertEqual(inRange, announced, "\(name): the stream with the pen already in range")
        }
    }
}
