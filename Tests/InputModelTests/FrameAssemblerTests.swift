import XCTest
@testable import InputModel

/// `FrameAssembler` against the kernel's rule for SYN_DROPPED (Documentation/input/event-codes.rst):
/// the client "should ignore all events up to and including next SYN_REPORT event"; the frame
/// after that is the one a resync rebuilds the state from.
final class FrameAssemblerTests: XCTestCase {
    func ev(_ t: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: t, type: type, code: code, value: value)
    }

    /// The events of the frame SYN_DROPPED cuts and of the one its SYN_REPORT ends are dropped
    /// and counted (two before it, one after); the next frame is the resync frame with only its
    /// own events, and the one after that a plain frame.
    func testSynDroppedDropsTheCutFrameAndMarksTheNextAsResync() {
        var a = FrameAssembler(device: 0)
        let events = [ev(1, EV.ABS, ABS.X, 100), ev(1, EV.ABS, ABS.Y, 100), ev(1, EV.SYN, SYN.DROPPED, 0),
                      ev(2, EV.ABS, ABS.X, 200), ev(2, EV.SYN, SYN.REPORT, 0),
                      ev(3, EV.ABS, ABS.Y, 50), ev(3, EV.SYN, SYN.REPORT, 0),
                      ev(4, EV.ABS, ABS.X, 60), ev(4, EV.SYN, SYN.REPORT, 0)]
        var frames: [RawFrame] = []
        for e in events { if let f = a.apply(e) { frames.append(f) } }
        XCTAssertEqual(frames.map(\.events), [[ev(3, EV.ABS, ABS.Y, 50)], [ev(4, EV.ABS, ABS.X, 60)]])
        XCTAssertEqual(frames.map(\.resync), [true, false])
        XCTAssertEqual(frames.map(\.time), [3, 4])
        XCTAssertEqual(a.droppedEvents, 3)
        XCTAssertEqual(a.state, .collecting)
    }
}
