import XCTest
@testable import Harness
import InputModel

/// The shared YAML entry refuses documents that would exhaust the stack or the CPU before any
/// reader walks them (regressions: deep nesting crashed the parser; aliases were unbounded).
final class HostileYAMLTests: XCTestCase {
    func bomb(levels: Int) -> String {
        var s = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for i in 1...levels {
            let p = "*a\(i - 1)"
            s += "a\(i): &a\(i) [\(Array(repeating: p, count: 10).joined(separator: ", "))]\n"
        }
        return s
    }

    func refusal(_ text: String) -> TactileError? {
        do {
            _ = try YAMLSource.compose(text, file: "f.yml", what: "scene")
            return nil
        } catch let e as TactileError {
            return e
        } catch {
            XCTFail("\(error)")
            return nil
        }
    }

    func testBillionLaughsIsRefusedQuickly() {
        let start = Date()
        let e = refusal(bomb(levels: 9))
        XCTAssertEqual(e?.kind, .badInput)
        XCTAssertTrue(e?.reason.contains("aliases expanded") ?? false, "\(String(describing: e))")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        // A small use of aliases is fine.
        XCTAssertNil(refusal(bomb(levels: 2)))
    }

    func testDeepNestingIsRefusedNotACrash() {
        for text in ["x: " + String(repeating: "[", count: 50_000),
                     "x:\n  " + String(repeating: "- ", count: 50_000) + "y\n",
                     "{\"x\": " + String(repeating: "{\"a\": ", count: 50_000) + "1" + String(repeating: "}", count: 50_001)] {
            let e = refusal(text)
            XCTAssertEqual(e?.kind, .badInput)
            XCTAssertTrue(e?.reason.contains("nested deeper than") ?? false, "\(String(describing: e))")
        }
        // Deep but within the limit: parsed.
        XCTAssertNil(refusal("x: " + String(repeating: "[", count: 900) + String(repeating: "]", count: 900)))
        // Brackets inside quotes and comments do not count.
        XCTAssertNil(refusal("x: \"" + String(repeating: "[", count: 5000) + "\" # " + String(repeating: "{", count: 5000)))
    }

    func testAliasChainsDeeperThanTheLimitAreRefused() {
        var s = "a0: &a0 " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "\n"
        s += "a1: &a1 " + String(repeating: "[", count: 600) + "*a0" + String(repeating: "]", count: 600) + "\n"
        let e = refusal(s)
        XCTAssertTrue(e?.reason.contains("nested deeper than") ?? false, "\(String(describing: e))")
    }

    func testSceneLoaderAndScriptParserGoThroughTheLimits() {
        XCTAssertThrowsError(try SceneLoader.load("scene: s\n" + bomb(levels: 9) + "elements: []\n")) {
            XCTAssertTrue(($0 as? TactileError)?.reason.contains("aliases expanded") ?? false, "\($0)")
        }
        XCTAssertThrowsError(try ScenarioParser(file: "s.yml").parse("steps: " + String(repeating: "[", count: 5000))) {
            XCTAssertTrue(($0 as? TactileError)?.reason.contains("nested deeper") ?? false, "\($0)")
        }
    }

    func testScriptBoundsAndNegativeSeed() {
        let parser = ScenarioParser(file: "s.yml")
        for (text, words) in [("seed: -1\nsteps: [{wait: 1}]", "seed"),
                              ("steps: [{wait: -1}]", "wait"),
                              ("steps: [{touchAndHold: {at: [1, 1], duration: 1e9}}]", "duration"),
                              ("steps: [{tap: {at: [1, 1], count: 1000000}}]", "count"),
                              ("steps: [{tap: {at: [1, 1], fingers: 0}}]", "fingers")] {
            XCTAssertThrowsError(try parser.parse(text)) {
                let e = $0 as? TactileError
                XCTAssertEqual(e?.kind, .badInput, text)
                XCTAssertEqual(e?.line, 1, text)
                XCTAssertTrue(e?.reason.contains(words) ?? false, "\(text): \($0)")
            }
        }
    }
}
