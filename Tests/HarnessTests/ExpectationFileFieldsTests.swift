import XCTest
import InputModel
@testable import Harness

/// Every key of an expectation file (docs/replay.md, "Expectation files") read into its own
/// field: each setting alone, against the defaults `UserSettings` documents (iPadOS's: Tap to
/// Click off, Two-Finger Secondary Click and Natural Scrolling on, double-tap switches to the
/// eraser, squeeze shows the contextual palette, hover preview on, drawing with a finger
/// allowed, no hardware keyboard); the environment's every key; a pattern's keys and values.
final class ExpectationFileFieldsTests: XCTestCase {
    func settings(_ yaml: String) throws -> UserSettings {
        try ExpectationFile.parse("settings: {\(yaml)}\nabsent: [tap]\n").environment.settings
    }

    func testTheDefaultsAreIPadOSs() throws {
        let s = try settings("")
        XCTAssertEqual(s, UserSettings(tapToClick: false, twoFingerSecondaryClick: true, naturalScrolling: true,
                                       pencilPreferredTapAction: .switchEraser, pencilPreferredSqueezeAction: .showContextualPalette,
                                       onlyDrawWithApplePencil: false, pencilHoverPreview: true, hardwareKeyboardAttached: false))
        XCTAssertEqual(try ExpectationFile.parse("absent: [tap]\n").environment.settings, s)
    }

    /// Each key changes its own setting and no other.
    func testEachSettingAloneSetsItsOwnField() throws {
        let cases: [(String, (inout UserSettings) -> Void)] = [
            ("tapToClick: true", { $0.tapToClick = true }),
            ("twoFingerSecondaryClick: false", { $0.twoFingerSecondaryClick = false }),
            ("naturalScrolling: false", { $0.naturalScrolling = false }),
            ("pencilPreferredTapAction: showInkAttributes", { $0.pencilPreferredTapAction = .showInkAttributes }),
            ("pencilPreferredSqueezeAction: runSystemShortcut", { $0.pencilPreferredSqueezeAction = .runSystemShortcut }),
            ("onlyDrawWithApplePencil: true", { $0.onlyDrawWithApplePencil = true }),
            ("pencilHoverPreview: false", { $0.pencilHoverPreview = false }),
            ("hardwareKeyboardAttached: true", { $0.hardwareKeyboardAttached = true }),
        ]
        for (yaml, change) in cases {
            var expected = UserSettings()
            change(&expected)
            XCTAssertEqual(try settings(yaml), expected, yaml)
        }
    }

    /// A key given with its default value keeps it (the value read, not a flip of the default).
    func testASettingGivenItsDefaultKeepsIt() throws {
        XCTAssertEqual(try settings("tapToClick: false, twoFingerSecondaryClick: true, naturalScrolling: true, "
                                    + "onlyDrawWithApplePencil: false, pencilHoverPreview: true, hardwareKeyboardAttached: false"),
                       UserSettings())
        var all = UserSettings(tapToClick: true, twoFingerSecondaryClick: false, naturalScrolling: false,
                               pencilPreferredTapAction: .ignore, pencilPreferredSqueezeAction: .switchPrevious,
                               onlyDrawWithApplePencil: true, pencilHoverPreview: false, hardwareKeyboardAttached: true)
        XCTAssertEqual(try settings("tapToClick: true, twoFingerSecondaryClick: false, naturalScrolling: false, "
                                    + "pencilPreferredTapAction: ignore, pencilPreferredSqueezeAction: switchPrevious, "
                                    + "onlyDrawWithApplePencil: true, pencilHoverPreview: false, hardwareKeyboardAttached: true"), all)
        all.pencilPreferredSqueezeAction = .showColorPalette
        XCTAssertNotEqual(try settings("pencilPreferredSqueezeAction: switchPrevious"), all)
    }

    /// The environment's keys: model, orientation, multitasking (with `full`), name.
    func testEveryEnvironmentKey() throws {
        let f = try ExpectationFile.parse("environment: {model: ipad-air-11, orientation: portrait, multitasking: oneThird, name: narrow}\nabsent: [tap]\n")
        XCTAssertEqual(f.environment.screen, ScreenModel(model: .iPadAir11, orientation: .portrait))
        XCTAssertEqual(f.environment.multitasking, .oneThird)
        XCTAssertEqual(f.environment.name, "narrow")
        let half = try ExpectationFile.parse("environment: {multitasking: half}\nabsent: [tap]\n").environment
        XCTAssertEqual(half.multitasking, .half)
        XCTAssertNil(half.name)
        XCTAssertEqual(half.screen, ScreenModel.default)
        XCTAssertEqual(try ExpectationFile.parse("environment: {multitasking: slideOver}\nabsent: [tap]\n").environment.multitasking, .slideOver)
    }

    /// `scene:` is resolved against the file's folder and loaded; its path is kept.
    func testTheScenesPathIsKept() throws {
        let file = Corpus.path("expect/inline.expect.yml")
        let f = try ExpectationFile.parse("scene: ../scenes/mail.yml\nabsent: [tap]\n", file: file)
        XCTAssertEqual(f.scenePath, (file as NSString).deletingLastPathComponent + "/../scenes/mail.yml")
        XCTAssertEqual(f.scene?.name, "mail")
        XCTAssertNil(try ExpectationFile.parse("absent: [tap]\n", file: file).scenePath)
    }

    /// A pattern's own tolerance, a count exactly or at least, and values: a plain scalar is a
    /// boolean or a number when it reads as one; a quoted one is always a string.
    func testPatternKeysAndValues() throws {
        let f = try ExpectationFile.parse("""
        outcomes:
          - {outcome: tap, at: 0.5, tolerance: 0.1, times: 3}
          - {outcome: tap, times: 0+}
          - {outcome: tap, count: "1", shown: 'true', label: 2x, dy: -1.5, phase: began, ok: false, n: 0}
        """)
        let p = f.expectations.outcomes
        XCTAssertEqual(p[0].tolerance, 0.1)
        XCTAssertEqual(p[0].at, 0.5)
        XCTAssertEqual(p[0].times, .exactly(3))
        XCTAssertEqual(p[1].times, .atLeast(0))
        XCTAssertEqual(p[1].tolerance, nil)
        XCTAssertEqual(p[2].fields, ["count": .equals(.string("1")), "shown": .equals(.string("true")),
                                     "label": .equals(.string("2x")), "dy": .equals(.double(-1.5)),
                                     "phase": .equals(.string("began")), "ok": .equals(.bool(false)), "n": .equals(.int(0))])
        XCTAssertEqual(p.map(\.line), [2, 3, 4])
    }

    /// A key given twice in one pattern is refused at its line (YAML allows no duplicate keys,
    /// and which one would win is not said).
    func testAKeyGivenTwiceInAPatternIsRefused() {
        XCTAssertThrowsError(try ExpectationFile.parse("outcomes:\n  - {outcome: tap,\n     element: a, element: b}\n", file: "t.expect.yml")) { error in
            let e = error as? TactileError
            XCTAssertEqual(e?.kind, .badInput)
            XCTAssertEqual(e?.line, 3)
            XCTAssertEqual(e?.reason, "outcomes: duplicate key 'element'")
        }
    }
}
