import Foundation
import XCTest
import InputModel
@testable import Harness

/// Dispatch's worker threads have 512 KiB stacks on Darwin (8 MiB on Linux), and the conformance
/// engine lays scenes out on them. A scene nested deeper than such a stack holds one frame a level
/// for must still lay out: here on a thread given exactly that stack, on Linux too.
final class DeepNestingTests: XCTestCase {
    /// Darwin's secondary-thread stack size (Thread.stackSize's default there; Dispatch's workers).
    static let darwinWorkerStack = 512 * 1024

    /// Runs `body` on a thread with a 512 KiB stack and waits for it.
    func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { body(); done.signal() }
        thread.stackSize = Self.darwinWorkerStack
        thread.start()
        done.wait()
    }

    /// A chain of 20 000 views, each inside the one before (a recursion of one frame a level of
    /// even 30 bytes would need more than 512 KiB): laid out in order, parents first, each with its
    /// frame relative to the window.
    func testAChainDeeperThanAWorkerStackLaysOut() {
        let depth = 20_000
        var elements = [SceneElement(id: "v0", role: .container, frame: ScreenRect(x: 0, y: 0, width: 1024, height: 1366))]
        for i in 1..<depth {
            elements.append(SceneElement(id: "v\(i)", role: .container, frame: ScreenRect(x: 0, y: 0, width: 100, height: 100), parent: "v\(i - 1)"))
        }
        elements.append(SceneElement(id: "go", role: .button, frame: ScreenRect(x: 10, y: 10, width: 44, height: 44), parent: "v\(depth - 1)", defaultAction: "go"))
        let scene = Scene(name: "deep", elements: elements)
        final class Box: @unchecked Sendable { var resolved: ResolvedScene? }
        let box = Box()
        onSmallStack { box.resolved = ResolvedScene(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .portrait)) }
        guard let r = box.resolved else { return XCTFail("not laid out") }
        XCTAssertEqual(r.nodes.count, depth + 1)
        XCTAssertEqual(r.nodeIndex("v0"), 0)
        XCTAssertEqual(r.node("v\(depth - 1)")?.parent, r.nodeIndex("v\(depth - 2)"))
        XCTAssertEqual(r.nodeIndex("go"), depth, "the innermost element is placed last")
        XCTAssertEqual(r.id(r.hitTest(ScreenPoint(x: 30, y: 30))), "go")
    }

    /// Siblings are placed by z, then declaration, each before its own children; an element whose
    /// id repeats (possible only in a scene built in Swift) is placed once, where it was reached first.
    func testDrawOrderIsDepthFirstBySiblingZ() {
        let scene = Scene(name: "order", elements: [
            SceneElement(id: "root", role: .container, frame: ScreenRect(x: 0, y: 0, width: 1024, height: 1366)),
            SceneElement(id: "top", role: .container, frame: ScreenRect(x: 0, y: 0, width: 500, height: 500), parent: "root", z: 1),
            SceneElement(id: "under", role: .container, frame: ScreenRect(x: 0, y: 0, width: 500, height: 500), parent: "root"),
            SceneElement(id: "inTop", role: .button, frame: ScreenRect(x: 0, y: 0, width: 44, height: 44), parent: "top"),
            SceneElement(id: "inUnder", role: .button, frame: ScreenRect(x: 0, y: 0, width: 44, height: 44), parent: "under"),
        ])
        let r = ResolvedScene(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .portrait))
        XCTAssertEqual(r.nodes.map(\.element.id), ["root", "under", "inUnder", "top", "inTop"])
        XCTAssertEqual(r.id(r.hitTest(ScreenPoint(x: 20, y: 20))), "inTop", "z: 1 is drawn over its sibling")
    }
}
