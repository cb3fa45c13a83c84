import XCTest
import InputModel
@testable import Harness

/// What goes on working while a drag is in progress, and when a destination is asked again for
/// its proposal, on cases written from Apple's documentation. Each case lifts `p1` with one
/// finger, carries it over the `folder` (or the `notes` box), does its own things with a second
/// finger or the keyboard, and lifts the first finger there; the outcomes it looks at are what
/// the case expects.
///
/// The sources, quoted:
/// - UIKit › Drag and drop: "When dragging is in progress, the source and destination apps
///   continue to run normally and support user interaction."
/// - UIDragInteractionDelegate.dragInteraction(_:itemsForAddingTo:withTouchAt:): a tap on another
///   draggable item during a drag adds its items to the session.
/// - UIDropInteractionDelegate.dropInteraction(_:sessionDidUpdate:): "Tells the delegate the drop
///   session has changed", called "when the touch point moves into or within the view, or when
///   drag items are added while the touch point is within the view"; it returns the proposal.
/// - HIG › Drag and drop, and › Keyboards: Option held during a drag makes it a copy where the
///   destination allows one.
/// - UIKit › Drag and drop: "A user can invoke the Dock, return to the Home screen, open a second
///   app in Split View, and even start another drag activity"; each drag session has its own
///   items and ends where its own touch lifts.
/// - UIDragInteractionDelegate.dragInteraction(_:sessionForAddingItems:withTouchAt:): "If more
///   than one drag session exists, the session used to add drag items may not be apparent to the
///   user"; the delegate picks one, or none (a scene declares no delegate: none).
final class ConcurrentDragTests: XCTestCase {
    static let scene = MechanismScene.yaml("concurrent", children: """
        - id: grid
          role: scrollView
          frame: [0, 0, 600, 800]
          contentSize: [600, 2000]
          children:
            - {id: p1, role: gridItem, frame: [20, 20, 150, 150], draggable: {types: [public.image], multiSelect: true}}
            - {id: p2, role: gridItem, frame: [200, 20, 150, 150], draggable: {types: [public.image], multiSelect: true}}
            - {id: n1, role: gridItem, frame: [380, 20, 150, 150], draggable: {types: [public.text], multiSelect: true}}
            - {id: caption, role: label, frame: [20, 300, 300, 40]}
        - {id: folder, role: folder, frame: [700, 100, 200, 100], dropDestination: {accepts: [public.image], policy: move, optionCopies: true}}
        - {id: notes, role: container, frame: [700, 300, 200, 100], dropDestination: {accepts: [public.text], policy: move}}
        - {id: share, role: button, frame: [700, 500, 100, 44], defaultAction: share}
        - {id: album, role: folder, frame: [700, 650, 200, 100], dropDestination: {accepts: [public.image], policy: move}}
        - id: list
          role: scrollView
          frame: [1000, 0, 300, 800]
          contentSize: [300, 2000]
          children:
            - {id: row, role: listItem, frame: [1000, 0, 300, 60]}
        """)

    struct Case {
        var name: String
        /// Where the first finger carries p1 and drops it.
        var over: (Double, Double) = (800, 150)
        /// What happens between 1.0 s and 2.0 s, while p1 is over its place.
        var meanwhile: [UnifiedEvent]
        /// The outcomes looked at, in order: `kind element [operation]`.
        var expected: [String]
    }

    static let watched: Set<OutcomeKind> = [.tap, .dragItemAdded, .pan, .dropTargetEntered, .dropTargetExited, .dropForbidden, .drop]

    static func option(_ t: Double, down: Bool) -> UnifiedEvent {
        S.key(t, HIDUsage.leftAlt, down ? .down : .up, down ? .alternate : [])
    }

    static let cases: [Case] = [
        Case(name: "a second finger taps a button during the drag: the button takes the tap, and the drop still lands",
             meanwhile: S.tap(1.2, id: 2, 750, 520),
             expected: ["dropTargetEntered folder move", "tap share", "drop folder move"]),
        Case(name: "a second finger taps another photo: it joins the session, and is no tap",
             meanwhile: S.tap(1.2, id: 2, 275, 95),
             expected: ["dropTargetEntered folder move", "dragItemAdded p2", "drop folder move"]),
        Case(name: "a second finger drags the list: the list scrolls",
             meanwhile: [S.down(1.2, id: 2, 1150, 400), S.move(1.3, id: 2, 1150, 350), S.move(1.4, id: 2, 1150, 300), S.up(1.5, id: 2, 1150, 300)],
             expected: ["dropTargetEntered folder move", "pan list", "pan list", "drop folder move"]),
        Case(name: "a second finger taps a label: the label takes the tap it would take without the drag",
             meanwhile: S.tap(1.2, id: 2, 100, 320),
             expected: ["dropTargetEntered folder move", "tap caption", "drop folder move"]),
        Case(name: "Option pressed over the folder: the folder is asked again and proposes a copy",
             meanwhile: [option(1.2, down: true)],
             expected: ["dropTargetEntered folder move", "dropTargetEntered folder copy", "drop folder copy"]),
        Case(name: "Option pressed and released: the proposal goes back to a move",
             meanwhile: [option(1.2, down: true), option(1.5, down: false)],
             expected: ["dropTargetEntered folder move", "dropTargetEntered folder copy", "dropTargetEntered folder move", "drop folder move"]),
        Case(name: "over the notes box a photo is forbidden; a note added makes it accept the session",
             over: (800, 350), meanwhile: S.tap(1.2, id: 2, 455, 95),
             expected: ["dropForbidden notes", "dragItemAdded n1", "dropTargetEntered notes move", "drop notes move"]),
        Case(name: "over the folder a note added leaves the session's photo: the folder still takes it (hasItemsConforming(toTypeIdentifiers:) asks for any item)",
             meanwhile: S.tap(1.2, id: 2, 455, 95),
             expected: ["dropTargetEntered folder move", "dragItemAdded n1", "drop folder move"]),
        Case(name: "the session keeps the photo's type after a note is added: carried on to the album (images only), it is taken there too",
             meanwhile: S.tap(1.2, id: 2, 455, 95) + [S.move(1.6, 800, 700)],
             expected: ["dropTargetEntered folder move", "dragItemAdded n1", "dropTargetExited folder", "dropTargetEntered album move", "drop album move"]),
        Case(name: "moving within the folder asks it again, and an unchanged proposal is not reported again",
             meanwhile: [S.move(1.2, 820, 160), S.move(1.4, 840, 170)],
             expected: ["dropTargetEntered folder move", "drop folder move"]),
    ]

    static func events(_ c: Case) -> [UnifiedEvent] {
        var evs = [S.down(0, 95, 95)]
        for k in 1...10 {
            let f = Double(k) / 10
            evs.append(S.move(0.4 + 0.04 * Double(k), 95 + (c.over.0 - 95) * f, 95 + (c.over.1 - 95) * f))
        }
        evs += c.meanwhile
        let last = c.meanwhile.compactMap { e -> (Double, Double)? in
            if case let .touch(t) = e.payload, t.id == 1 { return (t.x, t.y) }
            return nil
        }.last ?? c.over
        evs.append(S.up(2.5, last.0, last.1))
        return evs.sorted { $0.t < $1.t }
    }

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            guard let scene = MechanismScene.load(Self.scene, case: c.name) else { continue }
            let outcomes = replay(Self.events(c), scene: scene)
            let seen = outcomes.filter { Self.watched.contains($0.kind) && !($0.kind == .pan && $0.string("phase") == "ended") }.map { o -> String in
                switch o.kind {
                case .dropTargetEntered, .drop: return "\(o.kind.rawValue) \(o.element) \(o.string("operation") ?? "-")"
                case .dragItemAdded: return "dragItemAdded \(o.element)"
                default: return "\(o.kind.rawValue) \(o.element)"
                }
            }
            XCTAssertEqual(seen, c.expected, "\(c.name)\n\(outcomes.log)")
            if seen == c.expected { passed += 1 }
        }
        print("concurrent-drag cases: \(passed) of \(Self.cases.count) pass")
    }

    /// A tap beside a drag is the tap it would be without the drag: one on a selectable row
    /// selects the row, as a tap on it selects it ("apps continue to run normally").
    func testATapBesideADragSelectsAsATapDoes() throws {
        let scene = try XCTUnwrap(MechanismScene.load(Self.scene, case: "select"))
        var alone = InteractionMachine(scene: scene, environment: HarnessEnvironment())
        _ = alone.run(S.tap(0, 1150, 30))
        XCTAssertEqual(alone.selection, ["row"], "a tap on the row selects it")
        var beside = InteractionMachine(scene: scene, environment: HarnessEnvironment())
        let c = Case(name: "select", meanwhile: S.tap(1.2, id: 2, 1150, 30), expected: [])
        let outcomes = beside.run(Self.events(c))
        XCTAssertTrue(outcomes.contains { $0.kind == .tap && $0.element == "row" }, outcomes.log)
        XCTAssertEqual(beside.selection, ["row"])
    }

    /// Two sessions at once: the first finger carries p1 to the folder; a second finger lands on
    /// `at` at 1.0 s and stays (or as the case says).
    struct TwoCase {
        var name: String
        var second: [UnifiedEvent]
        /// The outcomes looked at, in order: `dragLift e`, `drop target items`, `dragCancelled items`.
        var expected: [String]
        var firstLifts = 2.5
    }

    static let secondHeld = [S.down(1.0, id: 2, 275, 95)]

    static let twoCases: [TwoCase] = [
        TwoCase(name: "a second finger held on another photo lifts a second session",
                second: secondHeld + [S.up(3.0, id: 2, 275, 95)],
                expected: ["dragLift p1", "dragLift p2", "drop folder p1", "dragCancelled p2"]),
        TwoCase(name: "each session drops where its own finger lifts",
                second: secondHeld + (1...8).map { S.move(1.5 + 0.05 * Double($0), id: 2, 275 + 65 * Double($0), 95 + 75 * Double($0)) }
                    + [S.up(3.0, id: 2, 795, 695)],
                expected: ["dragLift p1", "dragLift p2", "drop folder p1", "drop album p2"]),
        TwoCase(name: "the second session ending first leaves the first going on to its drop",
                second: secondHeld + (1...8).map { S.move(1.5 + 0.05 * Double($0), id: 2, 275 + 65 * Double($0), 95 + 75 * Double($0)) }
                    + [S.up(2.0, id: 2, 795, 695)],
                expected: ["dragLift p1", "dragLift p2", "drop album p2", "drop folder p1"]),
        TwoCase(name: "with two sessions in flight, a third finger's tap on a photo joins neither",
                second: secondHeld + S.tap(1.6, id: 3, 455, 95) + [S.up(3.0, id: 2, 275, 95)],
                expected: ["dragLift p1", "dragLift p2", "drop folder p1", "dragCancelled p2"]),
        TwoCase(name: "Escape cancels every session",
                second: secondHeld + [S.key(1.6, HIDUsage.escape), S.key(1.7, HIDUsage.escape, .up), S.up(3.0, id: 2, 275, 95)],
                expected: ["dragLift p1", "dragLift p2", "dragCancelled p1", "dragCancelled p2"]),
        TwoCase(name: "a second finger held on a label lifts nothing", second: [S.down(1.0, id: 2, 100, 320), S.up(3.0, id: 2, 100, 320)],
                expected: ["dragLift p1", "drop folder p1"]),
        TwoCase(name: "a second finger that slides off before the lift delay lifts nothing",
                second: secondHeld + [S.move(1.1, id: 2, 275, 125), S.up(3.0, id: 2, 275, 125)],
                expected: ["dragLift p1", "drop folder p1"]),
        TwoCase(name: "a second finger lifted before the delay is a tap: it adds the photo to the one session",
                second: [S.down(1.0, id: 2, 275, 95), S.up(1.2, id: 2, 275, 95)],
                expected: ["dragLift p1", "drop folder p1,p2"]),
    ]

    func testTwoSessionsAtOnce() {
        var passed = 0
        let watched: Set<OutcomeKind> = [.dragLift, .drop, .dragCancelled]
        for c in Self.twoCases {
            guard let scene = MechanismScene.load(Self.scene, case: c.name) else { continue }
            var evs = [S.down(0, 95, 95)]
            for k in 1...10 { evs.append(S.move(0.4 + 0.04 * Double(k), 95 + 70.5 * Double(k), 95 + 5.5 * Double(k))) }
            evs += c.second + [S.up(c.firstLifts, 800, 150)]
            let outcomes = replay(evs.sorted { $0.t < $1.t }, scene: scene)
            let seen = outcomes.filter { watched.contains($0.kind) }.map { o -> String in
                switch o.kind {
                case .drop: return "drop \(o.element) \(o.strings("items")?.joined(separator: ",") ?? "-")"
                case .dragCancelled: return "dragCancelled \(o.strings("items")?.joined(separator: ",") ?? "-")"
                default: return "\(o.kind.rawValue) \(o.element)"
                }
            }
            XCTAssertEqual(seen, c.expected, "\(c.name)\n\(outcomes.log)")
            if seen == c.expected { passed += 1 }
        }
        print("two-session cases: \(passed) of \(Self.twoCases.count) pass")
    }
}
