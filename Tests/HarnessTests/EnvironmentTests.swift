import XCTest
import Harness
import InputModel

final class EnvironmentTests: XCTestCase {
    func width(_ m: IPadModel, _ o: Orientation, _ s: MultitaskingState) -> Double {
        HarnessEnvironment(m, o, s).windowFrame.width
    }

    /// docs/sources.md, "Windows": every tabulated value for the models the screen model knows.
    func testSplitWidthsMatchTheTable() {
        XCTAssertEqual(width(.iPadPro12_9, .portrait, .twoThirds), 639)
        XCTAssertEqual(width(.iPadPro12_9, .portrait, .oneThird), 375)
        XCTAssertEqual(width(.iPadPro12_9, .landscape, .twoThirds), 981)
        XCTAssertEqual(width(.iPadPro12_9, .landscape, .half), 678)
        XCTAssertEqual(width(.iPadPro12_9, .landscape, .oneThird), 375)
        XCTAssertEqual(width(.iPadPro11, .landscape, .twoThirds), 809)
        XCTAssertEqual(width(.iPadPro11, .landscape, .half), 592)
        XCTAssertEqual(width(.iPadPro11, .landscape, .oneThird), 375)
        XCTAssertEqual(width(.iPad10_9, .portrait, .twoThirds), 490)
        XCTAssertEqual(width(.iPad10_9, .portrait, .oneThird), 320)
        XCTAssertEqual(width(.iPad10_9, .landscape, .twoThirds), 795)
        XCTAssertEqual(width(.iPad10_9, .landscape, .half), 585)
        XCTAssertEqual(width(.iPad10_2, .portrait, .twoThirds), 480)
        XCTAssertEqual(width(.iPad10_2, .landscape, .twoThirds), 750)
        XCTAssertEqual(width(.iPad10_2, .landscape, .half), 535)
        XCTAssertEqual(width(.iPad10_2, .landscape, .slideOver), 320)
        XCTAssertEqual(width(.iPadMini, .portrait, .fullScreen), 744)
    }

    /// docs/sources.md, "Windows": half is (width − 10) / 2, on a screen whose width less the
    /// divider is odd too: the iPad mini's 1133 pt in landscape give two halves of 561.5 pt that,
    /// with the divider, fill the screen to its last point.
    func testTwoHalvesAndTheDividerFillTheScreen() {
        XCTAssertEqual(width(.iPadMini, .landscape, .half), 561.5)
        let half = HarnessEnvironment(.iPadMini, .landscape, .half)
        XCTAssertEqual(half.windowFrame, ScreenRect(x: 0, y: 0, width: 561.5, height: 744))
        XCTAssertEqual(half.companionWindowFrame, ScreenRect(x: 571.5, y: 0, width: 561.5, height: 744))
        XCTAssertEqual(width(.iPadPro12_9, .landscape, .half) * 2 + 10, 1366)
    }

    func testSizeClassesFromWidth() {
        XCTAssertEqual(HarnessEnvironment(.iPadPro12_9, .landscape, .half).horizontalSizeClass, .regular)
        XCTAssertEqual(HarnessEnvironment(.iPadPro12_9, .portrait, .twoThirds).horizontalSizeClass, .compact)
        XCTAssertEqual(HarnessEnvironment(.iPadPro11, .landscape, .half).horizontalSizeClass, .compact)
        XCTAssertEqual(HarnessEnvironment(.iPad10_2, .landscape, .twoThirds).horizontalSizeClass, .regular)
        XCTAssertEqual(HarnessEnvironment(.iPadMini, .portrait, .fullScreen).horizontalSizeClass, .regular)
        XCTAssertEqual(HarnessEnvironment(.iPadPro13M4, .landscape, .slideOver).horizontalSizeClass, .compact)
        for env in HarnessEnvironment.matrix {
            XCTAssertEqual(env.verticalSizeClass, .regular)
            XCTAssertEqual(env.multitasking == .fullScreen, env.windowFrame.width == env.screen.width)
        }
        XCTAssertEqual(HarnessEnvironment.matrix.count, IPadModel.allCases.count * 2 * 5)
        // Regular from 678 pt (docs/sources.md, "Windows"): both sides of the edge.
        XCTAssertEqual(HarnessEnvironment().sizeClass(forWidth: 678), .regular)
        XCTAssertEqual(HarnessEnvironment().sizeClass(forWidth: 677), .compact)
        XCTAssertEqual(HarnessEnvironment().sizeClass(forWidth: 677.5), .compact)
        // The threshold is configurable: 678 pt becomes compact at 679.
        var env = HarnessEnvironment(.iPadPro12_9, .landscape, .half)
        env.regularWidthThreshold = 679
        XCTAssertEqual(env.horizontalSizeClass, .compact)
    }

    /// An iPhone app in compatibility mode is judged in its own iPhone-sized window, at the
    /// screen's top-left in its own points (as the app sees it), with no companion window.
    func testAnIPhoneAppsWindowIsItsOwnAtTheTopLeft() {
        var env = HarnessEnvironment(.iPadPro11, .portrait)
        env.appWindow = ScreenSize(width: 390, height: 844)
        XCTAssertEqual(env.windowFrame, ScreenRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertTrue(env.isIPhoneCompatibility)
        XCTAssertNil(env.companionWindowFrame)
        XCTAssertEqual(env.horizontalSizeClass, .compact)
        env.appWindow = ScreenSize(width: 1000, height: 700)
        XCTAssertFalse(env.isIPhoneCompatibility, "no iPhone has that window")
    }

    func testWindowFramesForSplitsAndSlideOver() {
        let half = HarnessEnvironment(.iPadPro12_9, .landscape, .half)
        XCTAssertEqual(half.windowFrame, ScreenRect(x: 0, y: 0, width: 678, height: 1024))
        XCTAssertEqual(half.companionWindowFrame, ScreenRect(x: 688, y: 0, width: 678, height: 1024))
        let slide = HarnessEnvironment(.iPadPro12_9, .landscape, .slideOver)
        XCTAssertEqual(slide.windowFrame, ScreenRect(x: 991, y: 0, width: 375, height: 1024))
        XCTAssertEqual(slide.companionWindowFrame, ScreenRect(x: 0, y: 0, width: 1366, height: 1024))
        XCTAssertNil(HarnessEnvironment().companionWindowFrame)
        // The screen, whatever the window: the full-screen size of docs/sources.md, "Windows".
        XCTAssertEqual(slide.screenBounds, ScreenRect(x: 0, y: 0, width: 1366, height: 1024))
        XCTAssertEqual(HarnessEnvironment(.iPadMini, .portrait, .oneThird).screenBounds, ScreenRect(x: 0, y: 0, width: 744, height: 1133))
    }

    /// docs/sources.md, "Windows": models the table lacks take the narrow column of the model
    /// of their point size (the Air 11 the iPad 10.9's, the Air 13 the 12.9-inch Pro's) or, for
    /// the M4 Pros' new sizes, of the model they follow (the 11-inch Pro's, the 12.9-inch Pro's):
    /// 375 pt in landscape on all four, in portrait 375 on the 13-inch ones and 320 on the others.
    func testModelsTheTableLacksTakeTheirSiblingsNarrowColumn() {
        for (model, portrait, landscape) in [(IPadModel.iPadAir11, 320.0, 375.0), (.iPadPro11M4, 320, 375),
                                             (.iPadAir13, 375, 375), (.iPadPro13M4, 375, 375)] {
            XCTAssertEqual(width(model, .portrait, .oneThird), portrait, "\(model) portrait")
            XCTAssertEqual(width(model, .landscape, .oneThird), landscape, "\(model) landscape")
            XCTAssertEqual(width(model, .landscape, .slideOver), landscape, "\(model) landscape")
        }
        XCTAssertEqual(width(.iPadPro11M4, .landscape, .twoThirds), 1210 - 10 - 375)
        XCTAssertEqual(width(.iPadPro11M4, .portrait, .twoThirds), 834 - 10 - 320)
        XCTAssertEqual(width(.iPadMini, .landscape, .oneThird), 320)
        XCTAssertEqual(width(.iPad9_7, .portrait, .oneThird), 320)
    }

    /// The other app of each state (iPad adaptation basics: 2/3 beside 1/3, 1/2 beside 1/2, Slide
    /// Over over a full-screen app), on the iPad Pro 11 in portrait (834 pt: 320 + 10 + 504, 412 +
    /// 10 + 412): the app under test on the left, its companion on the right.
    func testEachStatesCompanion() {
        XCTAssertEqual(MultitaskingState.allCases.map(\.companion), [nil, .oneThird, .half, .twoThirds, .fullScreen])
        func frames(_ s: MultitaskingState) -> (ScreenRect, ScreenRect?) {
            let e = HarnessEnvironment(.iPadPro11, .portrait, s)
            return (e.windowFrame, e.companionWindowFrame)
        }
        XCTAssertEqual(frames(.twoThirds).0, ScreenRect(x: 0, y: 0, width: 504, height: 1194))
        XCTAssertEqual(frames(.twoThirds).1, ScreenRect(x: 514, y: 0, width: 320, height: 1194))
        XCTAssertEqual(frames(.oneThird).0, ScreenRect(x: 0, y: 0, width: 320, height: 1194))
        XCTAssertEqual(frames(.oneThird).1, ScreenRect(x: 330, y: 0, width: 504, height: 1194))
        XCTAssertEqual(frames(.half).1, ScreenRect(x: 422, y: 0, width: 412, height: 1194))
        XCTAssertEqual(frames(.slideOver).0, ScreenRect(x: 514, y: 0, width: 320, height: 1194))
        XCTAssertEqual(frames(.slideOver).1, ScreenRect(x: 0, y: 0, width: 834, height: 1194))
        XCTAssertEqual(frames(.fullScreen).0, ScreenRect(x: 0, y: 0, width: 834, height: 1194))
        XCTAssertNil(frames(.fullScreen).1)
    }

    /// An app window of its own (an iPhone app) has no companion, whatever the state says.
    func testAnAppWindowOfItsOwnHasNoCompanionInAnyState() {
        for state in MultitaskingState.allCases {
            var env = HarnessEnvironment(.iPadPro11, .portrait, state)
            env.appWindow = ScreenSize(width: 375, height: 667)
            XCTAssertNil(env.companionWindowFrame, "\(state)")
            XCTAssertEqual(env.windowFrame, ScreenRect(x: 0, y: 0, width: 375, height: 667))
        }
    }

    func testTheNameGivenIsKeptAndLeadsTheLayoutKeys() {
        let env = HarnessEnvironment(screen: ScreenModel(model: .iPadPro11, orientation: .portrait), multitasking: .half, name: "reader")
        XCTAssertEqual(env.name, "reader")
        XCTAssertEqual(env.layoutKeys(windowWidth: 412, windowHeight: 1194, state: .half),
                       ["reader", "half", "compact-412x1194", "compact", "default"])
        XCTAssertEqual(HarnessEnvironment().layoutKeys(windowWidth: 1366, windowHeight: 1024, state: .fullScreen),
                       ["fullScreen", "regular-1366x1024", "regular", "default"])
    }

    func testDefaultSettings() {
        let s = UserSettings.default
        XCTAssertFalse(s.tapToClick, "off by default, like NormalizerSettings")
        XCTAssertFalse(s.normalizerSettings.tapToClick, "handed to the normalizers as it is")
        XCTAssertTrue(s.twoFingerSecondaryClick)
        XCTAssertTrue(s.naturalScrolling)
        XCTAssertEqual(s.pencilPreferredTapAction, .switchEraser)
        XCTAssertFalse(s.onlyDrawWithApplePencil)
        XCTAssertFalse(s.hardwareKeyboardAttached)
    }

    /// docs/scenes.md › Frames: "In each environment the most specific layout the element has is
    /// used". In a full-screen 12.9" landscape window named `reader`: the environment's name over
    /// the window (`regular-1366x1024`), the window over its size class, the size class over
    /// `default`, whichever of them the element declares, in any order.
    func testTheMostSpecificLayoutAnElementHasIsUsed() {
        func frame(_ x: Double) -> ScreenRect { ScreenRect(x: x, y: 10, width: 60, height: 44) }
        let env = HarnessEnvironment(screen: ScreenModel(model: .iPadPro12_9, orientation: .landscape), multitasking: .fullScreen, name: "reader")
        let cases: [(frames: [String: ScreenRect], expected: Double)] = [
            (["default": frame(1), "regular": frame(2)], 2),
            (["regular": frame(2), "default": frame(1), "regular-1366x1024": frame(3)], 3),
            (["regular-1366x1024": frame(3), "reader": frame(4), "default": frame(1)], 4),
            (["compact": frame(5), "default": frame(1)], 1),
        ]
        for (frames, expected) in cases {
            let scene = Scene(name: "layouts", elements: [SceneElement(id: "b", role: .button, frames: frames)])
            XCTAssertEqual(ResolvedScene(scene: scene, environment: env).node("b")?.frame, frame(expected),
                           "declared: \(frames.keys.sorted())")
        }
    }

    func testLayoutFollowsSizeClassAndWindowOrigin() {
        let scene = Scene(name: "adaptive", elements: [
            SceneElement(id: "b", role: .button, frames: [
                "regular": ScreenRect(x: 500, y: 10, width: 60, height: 44),
                "compact": ScreenRect(x: 10, y: 10, width: 60, height: 44),
            ]),
            SceneElement(id: "only-regular", role: .button, frames: ["regular": ScreenRect(x: 600, y: 10, width: 60, height: 44)]),
            SceneElement(id: "slide", role: .button, frames: ["slideOver": ScreenRect(x: 100, y: 100, width: 60, height: 44)]),
        ])
        let full = ResolvedScene(scene: scene, environment: HarnessEnvironment())
        XCTAssertEqual(full.node("b")?.frame, ScreenRect(x: 500, y: 10, width: 60, height: 44))
        XCTAssertNil(full.node("slide")?.frame)
        let slide = ResolvedScene(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape, .slideOver))
        XCTAssertEqual(slide.node("b")?.frame, ScreenRect(x: 1001, y: 10, width: 60, height: 44), "compact frame offset by the window")
        XCTAssertNil(slide.node("only-regular")?.frame)
        XCTAssertEqual(slide.node("slide")?.frame, ScreenRect(x: 1091, y: 100, width: 60, height: 44))
        // Touches land in screen points.
        XCTAssertEqual(replay(S.tap(0, 1020, 30), scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape, .slideOver)).first?.element, "b")
        XCTAssertEqual(replay(S.tap(0, 20, 30), scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape, .slideOver)).first?.element, "root")
    }
}
