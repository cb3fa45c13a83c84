import XCTest
@testable import InputModel

/// `DiscreteScroll` on its own (its type's documentation): a wheel event of no delta is no
/// scroll; the `ended` comes `idleGap` (0.2 s) after the last detent, or at once when the
/// stream ends, with no delta, at the pointer's place, as a discrete scroll; after it the next
/// detent begins a new scroll.
final class DiscreteScrollTests: XCTestCase {
    func scroll(_ p: UnifiedEvent.Payload?) -> Scroll? { if case .scroll(let s)? = p { return s } else { return nil } }

    func testAWheelEventOfNoDeltaIsNoScroll() {
        var s = DiscreteScroll(naturalScrolling: false)
        XCTAssertEqual(s.wheel(vertical: 0, horizontal: 0, at: .zero, x: 1, y: 2), [])
        XCTAssertEqual(s.state, .idle)
        XCTAssertEqual(scroll(s.wheel(vertical: 120, horizontal: 0, at: Timestamp(seconds: 1), x: 1, y: 2).first)?.phase, .began)
    }

    func testTheIdleEndIsAtThePointerAfterTheGap() {
        var s = DiscreteScroll(naturalScrolling: false)
        _ = s.wheel(vertical: 120, horizontal: 0, at: .zero, x: 100, y: 300)
        XCTAssertEqual(s.advance(to: Timestamp(seconds: 0.19), x: 150, y: 350), [])
        let fired = s.advance(to: Timestamp(seconds: 1), x: 150, y: 350)
        XCTAssertEqual(fired.map(\.time), [Timestamp(seconds: 0.2)])
        XCTAssertEqual(scroll(fired.first?.payload), Scroll(scrollType: .discrete, phase: .ended, dx: 0, dy: 0, x: 150, y: 350))
        XCTAssertEqual(s.state, .idle)
    }

    func testFinishEndsAtThePointerAndTheNextDetentBeginsAgain() {
        var s = DiscreteScroll(naturalScrolling: false)
        _ = s.wheel(vertical: 120, horizontal: 0, at: .zero, x: 100, y: 300)
        XCTAssertEqual(s.finish(x: 120, y: 320).compactMap(scroll),
                       [Scroll(scrollType: .discrete, phase: .ended, dx: 0, dy: 0, x: 120, y: 320)])
        XCTAssertEqual(s.finish(x: 120, y: 320), [], "nothing in progress any more")
        XCTAssertEqual(s.advance(to: Timestamp(seconds: 5), x: 120, y: 320), [], "no idle end after it")
        XCTAssertEqual(scroll(s.wheel(vertical: 120, horizontal: 0, at: Timestamp(seconds: 6), x: 1, y: 2).first)?.phase, .began)
    }
}
