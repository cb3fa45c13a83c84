import XCTest
import InputModel
@testable import Harness

/// Safe-area insets per model and orientation, for iPad windows and an iPhone app's window, with
/// the values of docs/conformance.md ("Safe areas") and docs/sources.md ("Windows"): Home-button
/// iPads 20 pt top, 0 bottom; the others 24 and 20; iPads the same in both orientations. iPhones
/// with a Home button 20 pt top in portrait; Face ID iPhones 34 pt at the bottom in portrait and
/// their model's top (44 … 62 pt); in landscape the status bar is hidden (top 0) and a Face ID
/// iPhone keeps 21 pt at the bottom.
final class SafeAreaTests: XCTestCase {
    func testEveryIPadModelInBothOrientations() {
        let homeButton: Set<IPadModel> = [.iPad10_2, .iPad9_7, .iPadPro12_9Gen2]
        let faceID: [IPadModel] = [.iPadMini, .iPad10_9, .iPadAir11, .iPadAir13, .iPadPro11, .iPadPro11M4, .iPadPro12_9, .iPadPro13M4]
        for model in homeButton.sorted(by: { $0.rawValue < $1.rawValue }) + faceID {
            let expected = homeButton.contains(model) ? SafeAreaInsets(top: 20, bottom: 0) : SafeAreaInsets(top: 24, bottom: 20)
            for orientation in [Orientation.portrait, .landscape] {
                XCTAssertEqual(HarnessEnvironment(model, orientation).safeAreaInsets, expected, "\(model) \(orientation)")
            }
        }
    }

    /// In Slide Over and Split View the window spans the screen's height: the same insets.
    func testSplitAndSlideOverWindowsKeepTheScreensInsets() {
        for state in [MultitaskingState.oneThird, .half, .twoThirds, .slideOver] {
            XCTAssertEqual(HarnessEnvironment(.iPadPro11, .portrait, state).safeAreaInsets, SafeAreaInsets(top: 24, bottom: 20))
            XCTAssertEqual(HarnessEnvironment(.iPad10_2, .landscape, state).safeAreaInsets, SafeAreaInsets(top: 20, bottom: 0))
        }
    }

    /// The safe area is the window less the top inset and the bottom one: 24 and 20 pt on a
    /// Face ID iPad, 20 and none on a Home-button one; in a split, the window's own x.
    func testTheSafeAreaIsTheWindowLessBothInsets() {
        XCTAssertEqual(HarnessEnvironment(.iPadPro11, .portrait).safeArea, ScreenRect(x: 0, y: 24, width: 834, height: 1194 - 24 - 20))
        XCTAssertEqual(HarnessEnvironment(.iPad10_2, .landscape).safeArea, ScreenRect(x: 0, y: 20, width: 1080, height: 810 - 20))
        XCTAssertEqual(HarnessEnvironment(.iPadPro11, .portrait, .slideOver).safeArea, ScreenRect(x: 514, y: 24, width: 320, height: 1150))
        let other = SafeAreaInsets(top: 47, bottom: 34)
        XCTAssertEqual(HarnessEnvironment(.iPadPro11, .portrait).safeArea(insets: other), ScreenRect(x: 0, y: 47, width: 834, height: 1194 - 81))
    }

    func insets(_ width: Double, _ height: Double) -> [SafeAreaInsets] {
        IPhoneWindows.insets(for: ScreenSize(width: width, height: height))
    }

    func testIPhoneWindowsInPortrait() {
        let home = [SafeAreaInsets(top: 20, bottom: 0)]
        XCTAssertEqual(insets(320, 480), home, "iPhone 4s")
        XCTAssertEqual(insets(320, 568), home)
        XCTAssertEqual(insets(375, 667), home)
        XCTAssertEqual(insets(414, 736), home)
        func faceID(_ tops: Double...) -> [SafeAreaInsets] { tops.map { SafeAreaInsets(top: $0, bottom: 34) } }
        XCTAssertEqual(insets(375, 812), faceID(44, 50))
        XCTAssertEqual(insets(414, 896), faceID(44, 48))
        XCTAssertEqual(insets(390, 844), faceID(47))
        XCTAssertEqual(insets(428, 926), faceID(47))
        XCTAssertEqual(insets(393, 852), faceID(59))
        XCTAssertEqual(insets(430, 932), faceID(59))
        XCTAssertEqual(insets(402, 874), faceID(62))
        XCTAssertEqual(insets(440, 956), faceID(62))
    }

    func testIPhoneWindowsInLandscapeHideTheStatusBar() {
        let home = [SafeAreaInsets(top: 0, bottom: 0)], faceID = [SafeAreaInsets(top: 0, bottom: 21)]
        XCTAssertEqual(insets(480, 320), home, "iPhone 4s")
        XCTAssertEqual(insets(568, 320), home)
        XCTAssertEqual(insets(667, 375), home)
        XCTAssertEqual(insets(736, 414), home)
        for (w, h) in [(812.0, 375.0), (896, 414), (844, 390), (926, 428), (852, 393), (932, 430), (874, 402), (956, 440)] {
            XCTAssertEqual(insets(w, h), faceID, "\(w) × \(h)")
        }
    }

    /// A dump's window within 2 pt of a screen is that screen, in either orientation; 3 pt off it
    /// is no iPhone's.
    func testAnIPhoneWindowAPointOrTwoOff() {
        XCTAssertEqual(insets(388, 846), [SafeAreaInsets(top: 47, bottom: 34)])
        XCTAssertEqual(insets(387, 844), [])
        XCTAssertEqual(insets(846, 392), [SafeAreaInsets(top: 0, bottom: 21)])
        XCTAssertEqual(insets(847, 390), [])
        XCTAssertEqual(insets(834, 1194), [], "an iPad's window")
    }

    /// Every iPhone screen of docs/sources.md ("Windows"), with the 320 × 480 pt of the iPhone 4s:
    /// a window within 2 pt of it on each side is that screen, in both orientations; 2.1 pt off
    /// in either dimension it is none.
    func testEachIPhoneScreenHoldsItsSizeWithinTwoPoints() {
        let screens: [(Double, Double)] = [(320, 480), (320, 568), (375, 667), (414, 736), (375, 812), (414, 896),
                                           (390, 844), (428, 926), (393, 852), (430, 932), (402, 874), (440, 956)]
        for (w, h) in screens {
            for (a, b) in [(w, h), (h, w)] {
                let exact = insets(a, b)
                XCTAssertFalse(exact.isEmpty, "\(a) × \(b)")
                for d in [-2.0, 2] {
                    XCTAssertEqual(insets(a + d, b), exact, "\(a + d) × \(b)")
                    XCTAssertEqual(insets(a, b + d), exact, "\(a) × \(b + d)")
                }
                for d in [-3.0, -2.1, 2.1, 3] {
                    XCTAssertEqual(insets(a + d, b), [], "\(a + d) × \(b)")
                    XCTAssertEqual(insets(a, b + d), [], "\(a) × \(b + d)")
                }
            }
        }
    }

    /// An iPhone app's window on iPad takes its iPhone's insets, not the iPad's: the smallest
    /// top first where models of its size differ.
    func testAnIPhoneAppsWindowTakesItsIPhonesInsets() {
        var env = HarnessEnvironment(.iPadPro11, .landscape)
        env.appWindow = ScreenSize(width: 375, height: 812)
        XCTAssertEqual(env.safeAreaCandidates, [SafeAreaInsets(top: 44, bottom: 34), SafeAreaInsets(top: 50, bottom: 34)])
        XCTAssertEqual(env.safeAreaInsets, SafeAreaInsets(top: 44, bottom: 34))
        env.appWindow = ScreenSize(width: 812, height: 375)
        XCTAssertEqual(env.safeAreaInsets, SafeAreaInsets(top: 0, bottom: 21))
        env.appWindow = ScreenSize(width: 667, height: 375)
        XCTAssertEqual(env.safeAreaInsets, SafeAreaInsets(top: 0, bottom: 0))
        env.appWindow = ScreenSize(width: 1000, height: 700)
        XCTAssertEqual(env.safeAreaInsets, SafeAreaInsets(top: 24, bottom: 20), "no iPhone's window: the iPad's")
    }
}
