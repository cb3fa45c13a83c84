import XCTest
import InputModel
@testable import Harness

/// A segmented control's segments (docs/scenes.md › A segmented control's segments): left to
/// right in the control's frame, a width the app sets (`UISegmentedControl.setWidth(_:forSegmentAt:)`)
/// kept, and what the set widths leave shared equally by the others, as UIKit apportions them.
final class SegmentFramesTests: XCTestCase {
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> ScreenRect { ScreenRect(x: x, y: y, width: w, height: h) }

    func testSegmentsWithoutWidthsShareTheControlEqually() {
        let frames = Segment.frames([Segment(title: "Day"), Segment(title: "Week"), Segment(title: "Month")], in: rect(10, 200, 300, 32))
        XCTAssertEqual(frames, [rect(10, 200, 100, 32), rect(110, 200, 100, 32), rect(210, 200, 100, 32)])
    }

    func testASetWidthIsKeptAndTheRestShareWhatItLeaves() {
        let frames = Segment.frames([Segment(title: "All", width: 120), Segment(title: "Unread"), Segment(title: "Flagged")], in: rect(100, 40, 300, 32))
        XCTAssertEqual(frames, [rect(100, 40, 120, 32), rect(220, 40, 90, 32), rect(310, 40, 90, 32)])
    }

    /// Set widths wider than the control leave nothing to share: the others are 0 pt wide, never
    /// negative.
    func testSetWidthsPastTheControlLeaveTheOthersNothing() {
        let frames = Segment.frames([Segment(title: "Wide", width: 400), Segment(title: "Rest")], in: rect(0, 0, 300, 32))
        XCTAssertEqual(frames, [rect(0, 0, 400, 32), rect(400, 0, 0, 32)])
        XCTAssertEqual(Segment.frames([Segment(title: "A", width: 50), Segment(title: "B", width: 60)], in: rect(5, 6, 300, 32)),
                       [rect(5, 6, 50, 32), rect(55, 6, 60, 32)])
    }

    /// What an element may declare absent, and what only a scene may (docs/scenes.md › Keys):
    /// `shortcuts` and `undo` are the scene's, and refused on an element naming the element's.
    func testAnElementCannotDeclareTheScenesAbsences() throws {
        XCTAssertEqual(Set(DeclaredAbsence.elementCases).intersection(DeclaredAbsence.sceneCases), [])
        XCTAssertEqual(Set(DeclaredAbsence.elementCases).union(DeclaredAbsence.sceneCases), Set(DeclaredAbsence.allCases))
        let yaml = "scene: s\nelements:\n  - id: b\n    role: button\n    frame: [0, 0, 44, 44]\n    without: [undo]\n"
        XCTAssertThrowsError(try SceneLoader.load(yaml, file: "s.yml")) { error in
            XCTAssertTrue("\(error)".hasPrefix("s.yml:6: "), "\(error)")
            XCTAssertTrue("\(error)".contains("'undo' is not one of"), "\(error)")
            XCTAssertFalse("\(error)".contains("shortcuts"), "\(error)")
        }
    }
}
