import XCTest
import InputModel
@testable import Harness

/// docs/scenarios.md › `scroll`: two fingers on the trackpad, or wheel detents; the content moves
/// the way the script asks whichever way the user's natural-scrolling setting turns the device.
final class ScrollSynthesisTests: XCTestCase {
    func scrolled(_ step: String, profile: DeviceProfile, natural: Bool) throws -> (dx: Double, dy: Double, trace: SynthesizedTrace) {
        var settings = NormalizerSettings()
        settings.naturalScrolling = natural
        let trace = try SynthesizedTrace.of("steps:\n  - scroll: \(step)\n", profile: profile, settings: settings)
        var dx = 0.0, dy = 0.0
        for e in try trace.normalized(settings: settings) {
            if case .scroll(let s) = e.payload { dx += s.dx; dy += s.dy }
        }
        return (dx, dy, trace)
    }

    /// The trackpad, the built-in mouse (a high-resolution wheel) and a recorded mouse whose wheel
    /// has detents only (the Saitek R.A.T.5: REL_WHEEL, no REL_WHEEL_HI_RES).
    func testTheContentMovesAsAskedWithNaturalScrollingOnOrOff() throws {
        let rat = try DeviceProfile.recorded("mice/Saitek Cyborg R.A.T.5 Mouse.desc").profile
        XCTAssertFalse(rat.description.hasRel(REL.WHEEL_HI_RES))
        for natural in [true, false] {
            for (profile, device) in [(DeviceProfile.trackpad, "trackpad"), (.mouse, "wheel"), (rat, "wheel")] {
                let down = try scrolled("{at: [600, 600], dy: 200, device: \(device)}", profile: profile, natural: natural)
                XCTAssertGreaterThan(down.dy, 50, "\(profile.id), natural \(natural)")
                let up = try scrolled("{at: [600, 600], dy: -200, device: \(device)}", profile: profile, natural: natural)
                XCTAssertLessThan(up.dy, -50, "\(profile.id), natural \(natural)")
                let right = try scrolled("{at: [600, 600], dx: 200, device: \(device)}", profile: profile, natural: natural)
                XCTAssertGreaterThan(right.dx, 50, "\(profile.id), natural \(natural)")
            }
        }
    }

    /// A trackpad scroll's two fingers travel the script's distance at about 3 pt per mm (the
    /// touchpad curve's base gain, PointerRenderer), on the pad all the way: 300 pt across is 100 mm of the Magic
    /// Trackpad 2 class pad's 160, which fits only if the fingers are not stopped at its edge.
    func testATrackpadScrollsFingersTravelTheWholeDistanceOnThePad() throws {
        for natural in [true, false] {
            for dx in [300.0, -300.0] {
                let trace = try scrolled("{at: [600, 600], dx: \(dx), device: trackpad}", profile: .trackpad, natural: natural).trace
                let x = DeviceProfile.trackpad.description.absinfo[ABS.MT_POSITION_X]!
                // Slot 0's positions while two fingers are down (BTN_TOOL_DOUBLETAP), the scroll's;
                // the pointer's way to `at` before it is one finger.
                var slot: Int32 = 0, two = false, xs: [Int32] = []
                for e in trace.events.map(\.event) {
                    if e.type == EV.KEY && e.code == BTN.TOOL_DOUBLETAP { two = e.value == 1 }
                    guard e.type == EV.ABS else { continue }
                    if e.code == ABS.MT_SLOT { slot = e.value }
                    if e.code == ABS.MT_POSITION_X && slot == 0 && two { xs.append(e.value) }
                }
                let travelled = Double(abs((xs.last ?? 0) - (xs.first ?? 0))) / Double(x.resolution)
                // Less the last report's step: the report at the step's end lifts the fingers.
                XCTAssertEqual(travelled, 100, accuracy: 10, "dx \(dx), natural \(natural)")
                XCTAssertFalse(xs.contains(x.minimum) || xs.contains(x.maximum), "dx \(dx), natural \(natural): at the edge")
            }
        }
    }
}
