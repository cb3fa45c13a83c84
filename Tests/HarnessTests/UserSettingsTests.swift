import XCTest
import InputModel
@testable import Harness

/// The environment's user settings reach the normalizers that read them (docs/scenes.md and
/// docs/replay.md: `settings: {tapToClick, twoFingerSecondaryClick, naturalScrolling}`, the
/// iPadOS Settings › General › Trackpad & Mouse switches): each one on its own, off and on.
final class UserSettingsTests: XCTestCase {
    func testEveryTrackpadAndMouseSettingReachesTheNormalizers() {
        for tap in [false, true] {
            for two in [false, true] {
                for natural in [false, true] {
                    let n = UserSettings(tapToClick: tap, twoFingerSecondaryClick: two, naturalScrolling: natural).normalizerSettings
                    XCTAssertEqual(n.tapToClick, tap, "tapToClick \(tap)")
                    XCTAssertEqual(n.twoFingerSecondaryClick, two, "twoFingerSecondaryClick \(two)")
                    XCTAssertEqual(n.naturalScrolling, natural, "naturalScrolling \(natural)")
                }
            }
        }
    }
}
