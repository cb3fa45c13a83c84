import XCTest
import Harness
import InputModel

/// The system's screen-edge gestures: Notification Center and Control Center from the top, Home
/// from the bottom; a finger in an edge's zone held from the app until its swipe fails; and the
/// edges an app defers (docs/interaction-machine.md, "System gestures").
final class SystemEdgeGestureTests: XCTestCase {
    /// A full-screen scroll view with a button at the top, for the top edge.
    static func reader(defers: Set<ScreenEdge> = []) -> Scene {
        var scene = Scene(name: "reader", elements: [
            SceneElement(id: "page", role: .scrollView, frame: ScreenRect(x: 0, y: 0, width: 1366, height: 1024),
                         contentSize: ScreenSize(width: 1366, height: 5000)),
            SceneElement(id: "done", role: .button, frame: ScreenRect(x: 600, y: 0, width: 100, height: 44), parent: "page", defaultAction: "done"),
        ])
        scene.defersSystemGestures = defers
        return scene
    }

    func swipeDown(from x: Double, at t: Double = 0, id: Int = 1, to y: Double = 120) -> [UnifiedEvent] {
        [S.down(t, id: id, x, 10), S.move(t + 0.05, id: id, x, 40), S.move(t + 0.09, id: id, x, y), S.up(t + 0.2, id: id, x, y)]
    }

    /// A swipe from an edge recognized within `edgeTouchDelay` (0.1 s) never reaches the app; a
    /// slower one reaches it 0.1 s after it landed (so a touch held there still presses, holds
    /// and drags), and the system still takes it: the page's pan begins, then is cancelled.
    func testASlowEdgeSwipeReachesTheAppAfterTheDelayAndIsStillTheSystems() {
        let fast = replay([S.down(0, 400, 1015), S.move(0.05, 400, 990), S.move(0.09, 400, 940), S.up(0.2, 400, 900)], scene: Self.reader())
        XCTAssertEqual(fast.named(.pan), [], fast.log)
        let slow = replay([S.down(0, 400, 1015), S.move(0.1, 400, 990), S.move(0.2, 400, 940), S.up(0.3, 400, 900)], scene: Self.reader())
        XCTAssertEqual(slow.named(.systemGesture).map { $0.string("kind") }, ["home"], slow.log)
        XCTAssertEqual(slow.named(.pan).map { $0.string("phase") }, ["began", "cancelled"], slow.log)
        XCTAssertEqual(slow.named(.pan).first?.t, 0.1)
        XCTAssertEqual(slow.named(.pan).last?.t, 0.2)
        // Held still at the top, the done button's hold reaches the app 0.1 s late: a long
        // press at 0.1 + 0.5 s (minimumPressDuration), none at 0.59.
        XCTAssertEqual(replay([S.down(0, 650, 10)], scene: Self.reader(), until: 0.59).named(.longPress), [])
        XCTAssertEqual(replay([S.down(0, 650, 10)], scene: Self.reader(), until: 0.6).named(.longPress).map(\.element), ["done"])
    }

    /// A swipe down from the top opens Notification Center, from the top-right corner Control
    /// Center (iPad User Guide); the page under it never pans. The corner is the right
    /// `controlCenterCornerWidth` (160 pt) of the 1366-pt screen: 1206 is in it, 1205 is not.
    func testTopEdgeSwipesOpenNotificationAndControlCenter() {
        let centre = replay(swipeDown(from: 300), scene: Self.reader())
        XCTAssertEqual(centre.named(.systemGesture).map { $0.string("kind") }, ["notificationCenter"], centre.log)
        XCTAssertEqual(centre.named(.pan), [])
        XCTAssertEqual(replay(swipeDown(from: 1206), scene: Self.reader()).named(.systemGesture).map { $0.string("kind") }, ["controlCenter"])
        XCTAssertEqual(replay(swipeDown(from: 1205), scene: Self.reader()).named(.systemGesture).map { $0.string("kind") }, ["notificationCenter"])
        // 59 pt down is not yet the system's (`topEdgeSwipeDistance`, 60 pt).
        let short = replay([S.down(0, 300, 10), S.move(0.1, 300, 69), S.up(0.2, 300, 69)], scene: Self.reader())
        XCTAssertEqual(short.named(.systemGesture), [])
        // A finger landing 21 pt from the top is the app's: the page pans.
        let below = replay([S.down(0, 300, 21), S.move(0.05, 300, 60), S.move(0.1, 300, 131), S.up(0.2, 300, 131)], scene: Self.reader())
        XCTAssertEqual(below.named(.systemGesture), [])
        XCTAssertEqual(below.named(.pan).first?.string("phase"), "began", below.log)
    }

    /// A touch the top edge held that lifts before its swipe is the app's as any touch is: its
    /// landing, its moves, then its end where it lifted. Lifted 50 pt below its landing with no
    /// move between (one frame), short of the top edge's 60-pt swipe, it is no tap (past
    /// `tapSlop`, 45 pt) and no pan (a lift is no move), as the same touch in the page's middle
    /// is not; moved there first, it pans the page.
    func testAnEdgeTouchLiftedBeforeItsSwipeEndsWhereItLiftedAsAnyTouch() {
        let edge = replay([S.down(0, 300, 10), S.up(0.08, 300, 60)], scene: Self.reader())
        let middle = replay([S.down(0, 300, 400), S.up(0.08, 300, 450)], scene: Self.reader())
        XCTAssertEqual(edge.filter { $0.kind == .tap || $0.kind == .pan }, [], edge.log)
        XCTAssertEqual(middle.filter { $0.kind == .tap || $0.kind == .pan }, [], middle.log)
        let moved = replay([S.down(0, 300, 10), S.move(0.05, 300, 60), S.up(0.08, 300, 60)], scene: Self.reader())
        XCTAssertEqual(moved.named(.pan).map { $0.string("phase") }, ["began", "ended"], moved.log)
        XCTAssertEqual(moved.named(.pan).first?.t, 0.08, "released to the app as it lifted")
    }

    /// A finger in the top edge zone that does not swipe down is the app's after all: a tap on
    /// the button there taps it at the lift, and a sideways drag pans the page from where it
    /// began (the system's gesture failed) where the page scrolls sideways.
    func testATouchInTheEdgeZoneThatIsNoSwipeIsTheApps() {
        let tap = replay([S.down(0, 650, 10), S.up(0.08, 650, 10)], scene: Self.reader())
        XCTAssertEqual(tap.named(.tap).map(\.element), ["done"], tap.log)
        XCTAssertEqual(tap.named(.tap).first?.t, 0.08)
        let drag = [S.down(0, 300, 10), S.move(0.05, 330, 12), S.move(0.1, 400, 14), S.up(0.2, 400, 14)]
        var wide = Self.reader()
        wide.apps[0].elements[0].contentSize = ScreenSize(width: 3000, height: 5000)
        let sideways = replay(drag, scene: wide)
        XCTAssertEqual(sideways.named(.systemGesture), [])
        XCTAssertEqual(replay(drag, scene: Self.reader()).named(.pan), [], "a page that scrolls only vertically does not pan sideways")
        let pans = sideways.named(.pan)
        XCTAssertEqual(pans.first?.string("phase"), "began", sideways.log)
        XCTAssertEqual(pans.first?.t, 0.05, "released to the app as it moved sideways")
        XCTAssertEqual(pans.last?.string("phase"), "ended")
        // A second finger landing: an edge swipe is one finger's, so both are the app's.
        let two = replay([S.down(0, id: 1, 300, 10), S.down(0.05, id: 2, 500, 300), S.move(0.1, id: 1, 300, 100),
                          S.move(0.1, id: 2, 500, 390), S.up(0.2, id: 1, 300, 100), S.up(0.2, id: 2, 500, 390)], scene: Self.reader())
        XCTAssertEqual(two.named(.systemGesture), [], two.log)
        XCTAssertFalse(two.named(.pan).isEmpty, two.log)
    }

    /// An app that defers the top edge (`preferredScreenEdgesDeferringSystemGestures`) gets the
    /// first swipe down: its page pans. A second swipe within `deferredEdgeRepeatWindow` (3 s) is
    /// the system's; one 3.1 s after the first is the app's again. The bottom edge, not
    /// deferred, is still the system's at once.
    func testADeferredEdgeGivesTheFirstSwipeToTheApp() {
        let scene = Self.reader(defers: [.top])
        let first = replay(swipeDown(from: 300), scene: scene)
        XCTAssertEqual(first.named(.systemGesture), [], first.log)
        XCTAssertEqual(first.named(.pan).first?.string("phase"), "began")
        let second = replay(swipeDown(from: 300) + swipeDown(from: 300, at: 2.9, id: 2), scene: scene)
        XCTAssertEqual(second.named(.systemGesture).map { $0.string("kind") }, ["notificationCenter"], second.log)
        XCTAssertEqual(second.named(.systemGesture).first.map { $0.t.seconds } ?? 0, 2.99, accuracy: 1e-9)
        let late = replay(swipeDown(from: 300) + swipeDown(from: 300, at: 3.2, id: 2), scene: scene)
        XCTAssertEqual(late.named(.systemGesture), [], "3.1 s after the first: a first swipe again")
        let home = replay([S.down(0, 400, 1015), S.move(0.05, 400, 990), S.move(0.1, 400, 940), S.up(0.2, 400, 900)], scene: scene)
        XCTAssertEqual(home.named(.systemGesture).map { $0.string("kind") }, ["home"])
    }

    /// `defersSystemGestures` reads from a scene and writes back; an edge it does not know, or one
    /// given twice, is refused with the file and line.
    func testTheDeferredEdgesReadAndWriteBack() throws {
        let scene = Self.reader(defers: [.bottom, .top])
        let yaml = try SceneWriter.yaml(scene)
        XCTAssertTrue(yaml.contains("defersSystemGestures: [top, bottom]"), yaml)
        XCTAssertEqual(try SceneLoader.load(yaml, file: "s.yml"), scene)
        XCTAssertThrowsError(try SceneLoader.load("scene: x\ndefersSystemGestures: [middle]\nelements: []\n", file: "s.yml")) { error in
            XCTAssertTrue("\(error)".contains("s.yml:2: defersSystemGestures: unknown value 'middle'"), "\(error)")
        }
        XCTAssertThrowsError(try SceneLoader.load("scene: x\ndefersSystemGestures: [top, top]\nelements: []\n", file: "s.yml")) { error in
            XCTAssertTrue("\(error)".contains("s.yml:2: defersSystemGestures: 'top' given twice"), "\(error)")
        }
    }
}
