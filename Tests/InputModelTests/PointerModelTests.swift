import XCTest
@testable import InputModel

/// `PointerModel` on its own (its documentation): buttons make one indirect-pointer touch at the
/// pointer, hover stops while it is down; no buttons, or nothing pressed to cancel, is no event.
final class PointerModelTests: XCTestCase {
    func testNoButtonsWhileReleasedIsNoEvent() {
        var p = PointerModel()
        var out: [UnifiedEvent.Payload] = []
        p.move(dx: 10, dy: 0, into: &out)
        XCTAssertEqual(out.count, 1, "hover began")
        XCTAssertEqual(p.setButtons([]), [])
        XCTAssertEqual(p.click([]), [])
        XCTAssertEqual(p.cancelTouch(), [])
        XCTAssertEqual(p.buttons, [])
        // And a press still presses: the hover ends, the touch begins.
        let press = p.setButtons(.primary)
        XCTAssertEqual(press.count, 2)
        if case .touch(let t)? = press.last {
            XCTAssertEqual(t.phase, .began)
            XCTAssertEqual(t.x, PointerModel().x + 10)
        } else {
            XCTFail("\(press)")
        }
    }

    /// The hover ends where the press is and begins again where the release is; a change of
    /// buttons while pressed is the same touch, stationary, with the new buttons, each time.
    func testHoverEndsAndBeginsAtThePointerAndButtonChangesAreStationary() {
        var p = PointerModel()
        var out: [UnifiedEvent.Payload] = []
        p.move(dx: 40, dy: -90, into: &out)
        let (x, y) = (p.x, p.y)
        XCTAssertNotEqual(x, y)
        func hover(_ e: UnifiedEvent.Payload?) -> Hover? { if case .hover(let h)? = e { return h } else { return nil } }
        func touch(_ e: UnifiedEvent.Payload?) -> Touch? { if case .touch(let t)? = e { return t } else { return nil } }
        let press = p.setButtons(.primary)
        XCTAssertEqual(hover(press.first).map { [$0.x, $0.y] }, [x, y])
        XCTAssertEqual(hover(press.first)?.phase, .ended)
        let both = p.setButtons([.primary, .secondary])
        XCTAssertEqual(touch(both.first)?.phase, .stationary)
        XCTAssertEqual(touch(both.first)?.buttons, [.primary, .secondary])
        let back = p.setButtons(.primary)
        XCTAssertEqual(touch(back.first)?.phase, .stationary)
        XCTAssertEqual(touch(back.first)?.buttons, .primary)
        XCTAssertEqual(touch(back.first)?.id, touch(press.last)?.id)
        let release = p.setButtons([])
        XCTAssertEqual(touch(release.first)?.phase, .ended)
        XCTAssertEqual(touch(release.first)?.buttons, .primary)
        XCTAssertEqual(hover(release.last).map { [$0.x, $0.y] }, [x, y])
        XCTAssertEqual(hover(release.last)?.phase, .began)
    }

    /// `finish` ends what is going on once: a second finish has nothing to end.
    func testFinishEndsTheHoverOnce() {
        var p = PointerModel()
        var moved: [UnifiedEvent.Payload] = []
        p.move(dx: 5, dy: 5, into: &moved)
        XCTAssertEqual(p.finish().count, 1, "hover ended")
        XCTAssertEqual(p.finish(), [])
    }
}
