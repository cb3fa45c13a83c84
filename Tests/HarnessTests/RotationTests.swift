import XCTest
import InputModel
@testable import Harness

/// Two fingers turning on a touchscreen, on cases written from Apple's documentation: two
/// fingers 100 pt apart around (350, 500) over the photo grid of `Fixtures.photos` turn about
/// their centre, then lift. The touch `pinch` outcome carries the rotation beside the scale, as
/// the trackpad's does.
///
/// The sources, quoted: UIRotationGestureRecognizer: "The user must press two fingers on a view
/// while rotating it. When the user moves the fingers opposite each other in a circular motion,
/// the underlying view rotates in a corresponding direction and speed. Rotation is a continuous
/// gesture. It begins when the user moves the two fingers enough to create a rotation gesture.
/// The gesture changes when a finger moves while both fingers remain touching. It ends when the
/// user lifts both fingers." `rotation`: "The rotation of the gesture in radians." How far is
/// "enough" UIKit does not publish: 5°, growing to 10° as the fingers spread or close by up to
/// their starting distance (docs/sources.md, "Two-finger rotation").
final class RotationTests: XCTestCase {
    static let centre = (x: 350.0, y: 500.0)
    static let radius = 50.0

    /// Both fingers at `degrees` (clockwise on screen) and `radius` from the centre, at `t`.
    static func fingers(_ t: Double, _ degrees: Double, radius r: Double = radius, move: Bool = true) -> [UnifiedEvent] {
        let a = degrees * .pi / 180
        let dx = r * cos(a), dy = r * sin(a)
        let ev = move ? S.move : S.down
        return [ev(t, 1, centre.x - dx, centre.y - dy, .direct, nil), ev(t + 0.001, 2, centre.x + dx, centre.y + dy, .direct, nil)]
    }

    /// The fingers land level, then turn to each of `degrees`, one step each 20 ms.
    static func turn(_ degrees: [Double], radii: [Double]? = nil) -> [UnifiedEvent] {
        fingers(0, 0, move: false) + degrees.enumerated().flatMap { k, a in
            fingers(0.05 + 0.02 * Double(k), a, radius: radii?[k] ?? radius)
        }
    }

    static func lift(_ t: Double, _ degrees: Double, first: Int = 1, radius r: Double = radius) -> [UnifiedEvent] {
        let a = degrees * .pi / 180
        let p1 = (centre.x - r * cos(a), centre.y - r * sin(a)), p2 = (centre.x + r * cos(a), centre.y + r * sin(a))
        let ups = [S.up(t, id: 1, p1.0, p1.1), S.up(t + 0.3, id: 2, p2.0, p2.1)]
        return first == 1 ? ups : ups.reversed().enumerated().map { k, e in
            var e = e
            e.t = Timestamp(seconds: t + 0.3 * Double(k))
            return e
        }
    }

    struct Case {
        var name: String
        var events: [UnifiedEvent]
        /// The phases of the pinch outcomes, in order, with no `changed` (any number may come).
        var phases: [String]
        /// The rotation the last outcome reports, degrees, within a quarter degree; nil: not checked.
        var lastRotation: Double?
        /// The scale the last outcome reports; nil: not checked.
        var lastScale: Double? = nil
    }

    static let steps30 = (1...10).map { 3.0 * Double($0) }

    static let cases: [Case] = [
        Case(name: "turning 30° clockwise, not spreading: it begins, and rotates the turn less the 5° it took to begin",
             events: turn(steps30) + lift(1, 30), phases: ["began", "ended"], lastRotation: 25, lastScale: 1),
        Case(name: "counter-clockwise, the rotation is negative",
             events: turn(steps30.map { -$0 }) + lift(1, -30), phases: ["began", "ended"], lastRotation: -25, lastScale: 1),
        Case(name: "4° of turn is not enough to begin",
             events: turn([2, 4]) + lift(1, 4), phases: [], lastRotation: nil),
        Case(name: "6° is enough",
             events: turn([2, 4, 6]) + lift(1, 6), phases: ["began", "ended"], lastRotation: 1),
        Case(name: "one finger lifting does not end it; the second does, at the last rotation both gave",
             events: turn(steps30) + [S.up(1, id: 1, 350 - 50 * cos(.pi / 6), 500 - 50 * sin(.pi / 6)),
                                      S.move(1.1, id: 2, 500, 700), S.up(1.5, id: 2, 500, 700)],
             phases: ["began", "ended"], lastRotation: 25),
        Case(name: "lifted in the other order, the same",
             events: turn(steps30) + lift(1, 30, first: 2), phases: ["began", "ended"], lastRotation: 25),
        Case(name: "a turn past half a circle goes on counting (200° gives 195°, not −165°)",
             events: turn((1...20).map { 10.0 * Double($0) }) + lift(1, 200), phases: ["began", "ended"], lastRotation: 195),
        Case(name: "spreading while turning raises the threshold: 8° with the distance doubled is a pinch that does not rotate",
             events: turn([8], radii: [100]) + lift(1, 8, radius: 100), phases: ["began", "ended"], lastRotation: 0),
        Case(name: "8° with the distance kept rotates 3°",
             events: turn([8]) + lift(1, 8), phases: ["began", "ended"], lastRotation: 3),
        Case(name: "a finger cancelled cancels it",
             events: turn(steps30) + [S.cancel(1, id: 2, 350 + 50 * cos(.pi / 6), 500 + 50 * sin(.pi / 6))],
             phases: ["began", "cancelled"], lastRotation: nil),
    ]

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            let pinches = replay(c.events, until: 3).named(.pinch)
            var phases = pinches.compactMap { $0.string("phase") }.filter { $0 != "changed" }
            if phases.isEmpty == false, pinches.contains(where: { $0.string("input") != "touch" }) { phases.append("not touch") }
            var ok = phases == c.phases
            XCTAssertEqual(phases, c.phases, c.name)
            if let want = c.lastRotation {
                let got = pinches.last?.double("rotation").map { $0 * 180 / .pi }
                XCTAssertEqual(got ?? .nan, want, accuracy: 0.25, c.name)
                ok = ok && got.map { abs($0 - want) <= 0.25 } == true
            }
            if let want = c.lastScale {
                let got = pinches.last?.double("scale")
                XCTAssertEqual(got ?? .nan, want, accuracy: 1e-6, c.name)
                ok = ok && got.map { abs($0 - want) <= 1e-6 } == true
            }
            if ok { passed += 1 }
        }
        print("rotation cases: \(passed) of \(Self.cases.count) pass")
    }

    /// Clockwise is positive on both inputs: the touchscreen's turn and the trackpad's
    /// (`docs/interfaces.md`, `pinch`: "`rotation` (radians, clockwise)").
    func testClockwiseIsPositiveOnBothInputs() {
        let touch = replay(Self.turn(Self.steps30) + Self.lift(1, 30), until: 3).named(.pinch)
        XCTAssertGreaterThan(touch.last?.double("rotation") ?? 0, 0)
        let pad = replay([S.transform(0, 350, 500, scale: 1, phase: .began),
                          S.transform(0.1, 350, 500, scale: 1, phase: .changed, rotation: 0.3),
                          S.transform(0.2, 350, 500, scale: 1, phase: .ended, rotation: 0.3)], until: 1).named(.pinch)
        XCTAssertEqual(pad.last?.double("rotation"), 0.3)
        XCTAssertEqual(pad.last?.string("input"), "pointer")
    }

    /// The rotation's hysteresis grows with the spread, measured from where the fingers landed,
    /// whether or not the pinch began first (docs/interaction-machine.md, "Constants":
    /// `rotationHysteresis` plus `rotationHysteresisSpreadGain` × √ of the distance's relative
    /// change). Here 4° and 6°, to tell the two apart. Over the sidebar, two fingers land
    /// upright, 100 pt apart (the line between them at 90°): the lower moves 20 pt down (the
    /// pinch begins at 120 pt, no turn yet), then turns 20° clockwise about the upper at 120 pt.
    /// The spread is 0.2, the hysteresis 4° + 6° × √0.2, and the rotation the 20° less it.
    func testTheRotationsHysteresisGrowsWithTheSpreadAfterThePinchBegan() throws {
        var c = InteractionConstants.default
        c.rotationHysteresis = 4
        c.rotationHysteresisSpreadGain = 6
        let a = (x: 900.0, y: 150.0)
        let turned = 110.0 * Double.pi / 180
        let events = [S.down(0, id: 10, a.x, a.y), S.down(0.01, id: 11, a.x, a.y + 100),
                      S.move(0.1, id: 11, a.x, a.y + 120),
                      S.move(0.2, id: 11, a.x + 120 * cos(turned), a.y + 120 * sin(turned))]
        let pinches = replay(events, constants: c).named(.pinch)
        XCTAssertEqual(pinches.map { $0.string("phase") }, ["began", "changed"], pinches.log)
        XCTAssertEqual(pinches.first?.double("rotation"), 0, "spread, not turned")
        let expected = (20 - (4 + 6 * 0.2.squareRoot())) * Double.pi / 180
        XCTAssertEqual(try XCTUnwrap(pinches.last?.double("rotation")), expected, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(pinches.last?.double("scale")), 1, accuracy: 1e-9)
    }

    /// Two fingers reported landing at one point (a synthesized stream; no distance to measure
    /// a spread against) turn against the bare `rotationHysteresis`: the relative change of a
    /// distance from nothing is taken as none. The second finger moves 100 pt away at 6°
    /// clockwise of the level line the machine takes between two equal points: the pinch begins
    /// with a rotation of 6° − 5°.
    func testFingersLandingAtOnePointTurnAgainstTheBareHysteresis() throws {
        let turned = 6.0 * Double.pi / 180
        let pinches = replay([S.down(0, id: 10, 900, 150), S.down(0.01, id: 11, 900, 150),
                              S.move(0.1, id: 11, 900 + 100 * cos(turned), 150 + 100 * sin(turned))]).named(.pinch)
        XCTAssertEqual(pinches.map { $0.string("phase") }, ["began"], pinches.log)
        XCTAssertEqual(try XCTUnwrap(pinches.first?.double("rotation")), 1 * Double.pi / 180, accuracy: 1e-9)
    }
}
