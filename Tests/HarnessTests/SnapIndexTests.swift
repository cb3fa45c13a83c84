import XCTest
@testable import Harness
import InputModel

/// `SnapIndex` (pointer snapping's own index) picks the same control as testing every element:
/// the closest centre among the snapping controls of the app under the pointer whose frame,
/// outset by the padding, contains it; on equal distances the one drawn on top.
final class SnapIndexTests: XCTestCase {
    /// A control with no frame in the environment's layout is not on screen: it attracts the
    /// pointer nowhere, not even at the origin its empty frame would stand at; laid out, it does.
    /// Both paths: the index (padding within its own) and the grid scan (a larger padding).
    func testAControlNotLaidOutAttractsNothing() throws {
        let environment = HarnessEnvironment(.iPadPro12_9, .landscape)
        let off = SceneElement(id: "b", role: .button, frames: ["compact": ScreenRect(x: 0, y: 0, width: 44, height: 44)])
        let hidden = ResolvedScene(scene: Scene(name: "off", elements: [off]), environment: environment)
        XCTAssertNil(try XCTUnwrap(hidden.node("b")).frame)
        let on = SceneElement(id: "b", role: .button, frame: ScreenRect(x: 0, y: 0, width: 44, height: 44))
        let shown = ResolvedScene(scene: Scene(name: "on", elements: [on]), environment: environment)
        for padding in [PointerHitRegion.padding, hidden.snapIndex.padding + 10] {
            XCTAssertNil(hidden.snapTarget(ScreenPoint(x: 2, y: 2), padding: padding), "\(padding)")
            XCTAssertEqual(shown.id(shown.snapTarget(ScreenPoint(x: 2, y: 2), padding: padding)), "b", "\(padding)")
        }
    }

    /// A control with an empty frame (a line: no width, or no height) is on no screen area: it
    /// attracts the pointer nowhere, although its padded region holds the point; with both
    /// extents it does. Both paths, and both axes.
    func testAnEmptyFrameAttractsNothing() {
        let environment = HarnessEnvironment(.iPadPro12_9, .landscape)
        func layout(_ frame: ScreenRect) -> ResolvedScene {
            ResolvedScene(scene: Scene(name: "line", elements: [SceneElement(id: "b", role: .button, frame: frame)]), environment: environment)
        }
        let flat = layout(ScreenRect(x: 100, y: 100, width: 60, height: 0))
        let thin = layout(ScreenRect(x: 100, y: 100, width: 0, height: 60))
        let both = layout(ScreenRect(x: 100, y: 100, width: 60, height: 60))
        for padding in [PointerHitRegion.padding, flat.snapIndex.padding + 10] {
            XCTAssertNil(flat.snapTarget(ScreenPoint(x: 130, y: 104), padding: padding), "\(padding)")
            XCTAssertNil(thin.snapTarget(ScreenPoint(x: 104, y: 130), padding: padding), "\(padding)")
            XCTAssertEqual(both.id(both.snapTarget(ScreenPoint(x: 130, y: 104), padding: padding)), "b", "\(padding)")
        }
    }

    /// Every snapping control tested, no index: the reference.
    func bruteForceSnap(_ layout: ResolvedScene, _ p: ScreenPoint, padding: Double) -> Int? {
        guard let app = layout.app(at: p) else { return nil }
        var best: (i: Int, d: Double, order: Int)?
        for (i, n) in layout.pointerNodes.enumerated() where n.app == app && n.snapsPointer && n.laidOut {
            // Only elements with a non-empty frame meeting the screen take part (as in hit tests).
            guard n.frame.width > 0, n.frame.height > 0, n.frame.intersects(layout.grid.bounds) else { continue }
            guard n.frame.insetBy(dx: -padding, dy: -padding).contains(p) else { continue }
            let d = n.frame.center.distance(to: p)
            if best == nil || d < best!.d || (d == best!.d && n.order > best!.order) { best = (i, d, n.order) }
        }
        return best?.i
    }

    /// `snapTarget` (the index up to its padding, the grid beyond) answers what the grid scan
    /// does, and, for paddings of at least 0, what the brute force does.
    func assertSameSnap(_ layout: ResolvedScene, _ p: ScreenPoint, padding: Double, _ context: String,
                        file: StaticString = #filePath, line: UInt = #line) {
        let snapped = layout.snapTarget(p, padding: padding)
        if !(padding < 0) {
            XCTAssertEqual(snapped, bruteForceSnap(layout, p, padding: padding),
                           "\(context): index vs brute force at \(p), padding \(padding)", file: file, line: line)
        }
        // A negative padding reverses the grid query's rectangle, and the grid scan traps when
        // that spans two cells: compared only where it does not.
        let rect = ScreenRect(x: p.x - padding, y: p.y - padding, width: 2 * padding, height: 2 * padding)
        let walked = layout.grid.queryRange(rect)
        let traps = walked.map { ($0.c0 != $0.c1 || $0.r0 != $0.r1) && ($0.c1 < $0.c0 || $0.r1 < $0.r0) } ?? false
        if !traps, let app = layout.app(at: p) {
            XCTAssertEqual(snapped, layout.snapTargetScanningGrid(p, padding: padding, app: app),
                           "\(context): index vs grid at \(p), padding \(padding)", file: file, line: line)
        }
    }

    static let snapRoles: [ElementRole] = [.button, .barButton, .tab, .segmentedControl]
    static let otherRoles: [ElementRole] = [.label, .listItem, .container, .textField, .menu]

    /// Random overlapping, nested, empty, off-screen, huge and duplicated frames, some of them
    /// snapping controls, some controls that would snap but lift instead.
    func randomElements(_ count: Int, prefix: String, in area: ScreenRect, rng: inout SplitMix64) -> [SceneElement] {
        var elements: [SceneElement] = []
        for i in 0..<count {
            let roll = rng.unit()
            let role = roll < 0.6 ? Self.snapRoles[Int(rng.unit() * 4)] : Self.otherRoles[Int(rng.unit() * 5)]
            var frame: ScreenRect
            let shape = rng.unit()
            if shape < 0.1, let earlier = elements.last?.frames[SceneLayout.defaultKey] {
                frame = earlier  // the same frame again: equal distances, the draw order decides
            } else if shape < 0.13 {
                frame = area.insetBy(dx: rng.unit() * 40 - 20, dy: rng.unit() * 40 - 20)  // huge
            } else if shape < 0.16 {
                frame = ScreenRect(x: area.minX + rng.unit() * area.width, y: area.minY + rng.unit() * area.height,
                             width: rng.unit() < 0.5 ? 0 : 30, height: 20)  // empty or a line
            } else {
                // Coordinates in tenths: 0.1 is not exact in binary, so the paddings round.
                let w = (1 + rng.unit() * 600).rounded() / 10, h = (1 + rng.unit() * 500).rounded() / 10
                frame = ScreenRect(x: ((area.minX - 30 + rng.unit() * (area.width + 60)) * 10).rounded() / 10,
                             y: ((area.minY - 30 + rng.unit() * (area.height + 60)) * 10).rounded() / 10, width: w, height: h)
            }
            let parent = i > 0 && rng.unit() < 0.3 ? "\(prefix)\(Int(rng.unit() * Double(i)))" : nil
            let z = rng.unit() < 0.2 ? Int(rng.unit() * 5) - 2 : 0
            let lifts = role == .button && rng.unit() < 0.15
            elements.append(SceneElement(id: "\(prefix)\(i)", role: role, frame: frame, parent: parent, z: z,
                                         hoverEffect: lifts ? .lift : nil))
        }
        return elements
    }

    /// Points where the answer changes: padded edges (on them and an ulp inside and outside),
    /// centres, midpoints between two centres, and random points.
    func probePoints(_ layout: ResolvedScene, padding: Double, rng: inout SplitMix64) -> [ScreenPoint] {
        var points: [ScreenPoint] = []
        let bounds = layout.grid.bounds
        for _ in 0..<150 { points.append(ScreenPoint(x: bounds.minX + rng.unit() * bounds.width, y: bounds.minY + rng.unit() * bounds.height)) }
        let framed = layout.pointerNodes.filter { $0.laidOut && $0.snapsPointer }
        guard !framed.isEmpty else { return points }
        for _ in 0..<80 {
            let f = framed[Int(rng.unit() * Double(framed.count))].frame
            let g = framed[Int(rng.unit() * Double(framed.count))].frame
            let padded = f.insetBy(dx: -padding, dy: -padding)
            let y = f.center.y
            for x in [padded.minX, padded.minX.nextDown, padded.minX.nextUp, padded.maxX, padded.maxX.nextDown, padded.maxX.nextUp] {
                points.append(ScreenPoint(x: x, y: y))
                points.append(ScreenPoint(x: f.center.x, y: x - padded.minX + padded.minY))
            }
            points.append(f.center)
            points.append(ScreenPoint(x: (f.center.x + g.center.x) / 2, y: (f.center.y + g.center.y) / 2))
        }
        return points
    }

    /// A point on a control's padded edge a fraction of a point from a cell's boundary is in the
    /// cell next to the one the edge's exact value falls in only if the index lists the control
    /// a little beyond its padded region: it does, by a slack that grows with the coordinates
    /// and sizes and is never negative. Four controls on a 12.9" landscape screen make a 2 × 2
    /// grid, whose boundaries are x 683 and y 512. On each axis: a control whose padded near
    /// edge is 10⁻⁷ pt before a boundary, and a wide (or tall) one whose padded far edge is
    /// 10⁻⁷ pt past one, with a point on the near edge and one 5 × 10⁻⁸ pt past the boundary:
    /// each point lies in its control's padded region, so the control attracts it.
    func testAPaddedEdgeBesideACellBoundaryIsFound() throws {
        let pad = PointerHitRegion.padding
        let near = 683 - 1e-7 + pad, nearY = 512 - 1e-7 + pad
        let elements = [
            SceneElement(id: "left", role: .button, frame: ScreenRect(x: near, y: 500, width: 20, height: 20)),
            SceneElement(id: "wide", role: .button, frame: ScreenRect(x: 100, y: 800, width: 683 + 1e-7 - pad - 100, height: 20)),
            SceneElement(id: "top", role: .button, frame: ScreenRect(x: 300, y: nearY, width: 20, height: 20)),
            SceneElement(id: "tall", role: .button, frame: ScreenRect(x: 900, y: 100, width: 20, height: 512 + 1e-7 - pad - 100)),
        ]
        let layout = ResolvedScene(scene: Scene(name: "boundaries", elements: elements), environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        XCTAssertEqual([layout.snapIndex.columns, layout.snapIndex.rows], [2, 2])
        XCTAssertEqual([layout.snapIndex.cellWidth, layout.snapIndex.cellHeight], [683, 512])
        let probes: [(String, ScreenPoint)] = [
            ("left", ScreenPoint(x: near - pad, y: 510)),
            ("wide", ScreenPoint(x: 683 + 5e-8, y: 810)),
            ("top", ScreenPoint(x: 310, y: nearY - pad)),
            ("tall", ScreenPoint(x: 910, y: 512 + 5e-8)),
        ]
        for (id, p) in probes {
            XCTAssertEqual(layout.id(layout.snapTarget(p, padding: pad)), id, "\(p)")
            assertSameSnap(layout, p, padding: pad, id)
        }
    }

    /// The same beside the screen's top-left corner, where a control is smaller than the padding
    /// is wide: 3 600 controls make a 60 × 60 grid (cells 1366 / 60 by 1024 / 60 pt), and a
    /// control at the corner whose padded far edges are 10⁻¹⁰ pt past the first boundaries
    /// attracts a point 5 × 10⁻¹¹ pt past them. The other controls are 1 pt squares far from it.
    func testAPaddedEdgeBesideACellBoundaryNearTheOriginIsFound() throws {
        let pad = PointerHitRegion.padding
        let cell = (x: 1366.0 / 60, y: 1024.0 / 60)
        var elements = [SceneElement(id: "corner", role: .button,
                                     frame: ScreenRect(x: 0, y: 0, width: cell.x + 1e-10 - pad, height: cell.y + 1e-10 - pad))]
        for i in 0..<3599 {
            elements.append(SceneElement(id: "far\(i)", role: .button,
                                         frame: ScreenRect(x: 700 + Double(i % 60) * 10, y: 600 + Double(i / 60) * 6.5, width: 1, height: 1)))
        }
        let layout = ResolvedScene(scene: Scene(name: "corner", elements: elements), environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        XCTAssertEqual([layout.snapIndex.columns, layout.snapIndex.rows], [60, 60])
        XCTAssertEqual([layout.snapIndex.cellWidth, layout.snapIndex.cellHeight], [cell.x, cell.y])
        for p in [ScreenPoint(x: cell.x + 5e-11, y: 5), ScreenPoint(x: 5, y: cell.y + 5e-11)] {
            XCTAssertEqual(layout.id(layout.snapTarget(p, padding: pad)), "corner", "\(p)")
            assertSameSnap(layout, p, padding: pad, "corner")
        }
    }

    /// The index answers for any grid it is given, not only one at the screen's origin: over a
    /// grid 1366 × 1024 pt at (200, 1000), and one at (−500, −400), six controls (20 pt squares)
    /// in both columns and both rows (cells 683 × 512), a point at each control's centre is
    /// attracted by that control (no other's padded frame comes within 150 pt of it).
    func testAGridAwayFromTheOriginFindsEachControl() {
        let offsets: [(Double, Double)] = [(10, 10), (500, 10), (700, 10), (10, 300), (10, 520), (700, 520)]
        for origin in [ScreenPoint(x: 200, y: 1000), ScreenPoint(x: -500, y: -400)] {
            let bounds = ScreenRect(x: origin.x, y: origin.y, width: 1366, height: 1024)
            let frames = offsets.map { ScreenRect(x: origin.x + $0.0, y: origin.y + $0.1, width: 20, height: 20) }
            let nodes = frames.enumerated().map { i, f in
                ResolvedScene.PointerNode(frame: f, laidOut: true, app: 0, order: i, snapsPointer: true, passesTouches: false,
                                          hitFrame: f, hoverEffect: .highlight, pointerShape: .automatic)
            }
            let grid = SpatialGrid(frames: frames, bounds: bounds)
            let index = SnapIndex(nodes: nodes, grid: grid, padding: PointerHitRegion.padding)
            XCTAssertEqual([index.columns, index.rows], [2, 2], "\(origin)")
            for (i, f) in frames.enumerated() {
                XCTAssertEqual(index.nearest(to: f.center, padding: PointerHitRegion.padding, app: 0, grid: grid), i,
                               "grid at \(origin), control at \(offsets[i])")
            }
        }
    }

    func testIndexAgreesWithBruteForceOverRandomScenes() {
        var rng = SplitMix64(seed: 2024)
        let paddings = [8, 0, 5.5, -3, 0.1, 8.0.nextUp, 12, 30, .nan]  // beyond 8 pt: the grid path
        for (round, multitasking) in [MultitaskingState.fullScreen, .twoThirds, .slideOver, .half, .fullScreen].enumerated() {
            let env = HarnessEnvironment(multitasking: multitasking)
            let main = randomElements(500, prefix: "a", in: env.windowFrame, rng: &rng)
            var apps = [SceneApp(id: "test", elements: main)]
            if let c = env.companionWindowFrame {
                // The companion's frames are in its window's coordinates.
                let local = ScreenRect(x: 0, y: 0, width: c.width, height: c.height)
                apps.append(SceneApp(id: "other", elements: randomElements(300, prefix: "b", in: local, rng: &rng)))
            }
            let layout = ResolvedScene(scene: Scene(name: "random\(round)", apps: apps), environment: env)
            for padding in paddings {
                for p in probePoints(layout, padding: padding.isNaN ? 8 : padding, rng: &rng) {
                    assertSameSnap(layout, p, padding: padding, "\(multitasking) round \(round)")
                }
            }
        }
    }

    /// The benchmark's worst case: controls of 4 × 3 pt covering the screen, a padded hit region
    /// holding dozens. The index tests the few listed in the pointer's cell.
    func testDenseScreenAgreesAndTestsFewEntries() {
        let env = HarnessEnvironment()
        let screen = env.screenBounds
        let count = 20_000
        let columns = Int(Double(count).squareRoot().rounded(.up))
        let w = screen.width / Double(columns), h = screen.height / Double((count + columns - 1) / columns)
        let roles: [ElementRole] = [.button, .listItem, .textField, .gridItem, .link, .barButton, .folder, .label]
        let elements = (0..<count).map { i in
            SceneElement(id: "e\(i)", role: roles[i % roles.count],
                         frame: ScreenRect(x: Double(i % columns) * w, y: Double(i / columns) * h, width: w * 0.9, height: h * 0.9))
        }
        let layout = ResolvedScene(scene: Scene(name: "dense", elements: elements), environment: env)
        var rng = SplitMix64(seed: 11)
        var most = 0
        for p in probePoints(layout, padding: 8, rng: &rng) {
            assertSameSnap(layout, p, padding: 8, "dense")
            most = max(most, layout.snapIndex.candidateCount(at: p))
        }
        // The padded rectangle met ≈ 100 grid listings; the index's cell lists a few dozen at most.
        XCTAssertLessThan(most, 40)
    }

    func testEqualDistancesGoToTheControlDrawnOnTop() {
        let same = ScreenRect(x: 100, y: 100, width: 40, height: 30)
        func layout(_ elements: [SceneElement]) -> ResolvedScene {
            ResolvedScene(scene: Scene(name: "tie", elements: elements), environment: HarnessEnvironment())
        }
        let declared = layout([SceneElement(id: "first", role: .button, frame: same),
                               SceneElement(id: "second", role: .button, frame: same)])
        XCTAssertEqual(declared.id(declared.snapTarget(ScreenPoint(x: 101, y: 101), padding: 8)), "second")
        let raised = layout([SceneElement(id: "first", role: .button, frame: same, z: 1),
                             SceneElement(id: "second", role: .button, frame: same)])
        XCTAssertEqual(raised.id(raised.snapTarget(ScreenPoint(x: 101, y: 101), padding: 8)), "first")
        // Three draw orders (label 0, "second" 1, raised "first" 2): the raised one wins on the
        // index's path and on the grid's, over a later declaration whose order is not 0.
        let three = layout([SceneElement(id: "back", role: .label, frame: same),
                            SceneElement(id: "first", role: .button, frame: same, z: 1),
                            SceneElement(id: "second", role: .button, frame: same)])
        XCTAssertEqual(three.node("first")?.order, 2)
        XCTAssertEqual(three.node("second")?.order, 1)
        for padding in [8, three.snapIndex.padding + 10] {
            XCTAssertEqual(three.id(three.snapTarget(ScreenPoint(x: 101, y: 101), padding: padding)), "first", "\(padding)")
        }
        // Two centres 40 pt apart, the pointer half-way: both padded regions contain it.
        let pair = layout([SceneElement(id: "left", role: .button, frame: ScreenRect(x: 100, y: 100, width: 36, height: 20)),
                           SceneElement(id: "right", role: .button, frame: ScreenRect(x: 140, y: 100, width: 36, height: 20))])
        XCTAssertEqual(pair.id(pair.snapTarget(ScreenPoint(x: 138, y: 110), padding: 8)), "right")
        XCTAssertEqual(pair.id(pair.snapTarget(ScreenPoint(x: 137.9, y: 110), padding: 8)), "left")
        // On the padded region's far edge (half-open) nothing snaps; on its near edge it does.
        XCTAssertNil(pair.snapTarget(ScreenPoint(x: 184, y: 110), padding: 8))
        XCTAssertEqual(pair.id(pair.snapTarget(ScreenPoint(x: 183.99, y: 110), padding: 8)), "right")
        XCTAssertEqual(pair.id(pair.snapTarget(ScreenPoint(x: 100, y: 92), padding: 8)), "left")
        XCTAssertNil(pair.snapTarget(ScreenPoint(x: 100, y: 91.99), padding: 8))
    }

    /// The topmost of two equally distant controls wins whichever is tried first: a
    /// full-window button (more cells than the index's and the grid's limits, so tried before
    /// every cell's list) drawn above a small button with the same centre, tried after it, and
    /// both above 500 others (draw orders 0–499, so the small one's order is not 0).
    func testEqualDistancesTheTopmostTriedFirst() throws {
        let env = HarnessEnvironment(.iPadPro12_9, .landscape)
        // 25 × 20 buttons, all on screen: 502 visible frames make an 11 × 11 grid of 124 × 93 pt
        // cells, and the big button's on-screen part (rows 0–5) spans 66 of them.
        let spread = (0..<500).map { i in
            SceneElement(id: "s\(i)", role: .button, frame: ScreenRect(x: Double(i % 25) * 54, y: 300 + Double(i / 25) * 35, width: 20, height: 20))
        }
        let small = SceneElement(id: "small", role: .button, frame: ScreenRect(x: 661, y: 42, width: 44, height: 44))
        let big = SceneElement(id: "big", role: .button, frame: ScreenRect(x: 0, y: -428, width: 1366, height: 984))
        let layout = ResolvedScene(scene: Scene(name: "tie", elements: spread + [small, big]), environment: env)
        XCTAssertEqual(layout.node("big")?.frame?.center, layout.node("small")?.frame?.center)
        XCTAssertEqual(layout.grid.placement(of: big.frames[SceneLayout.defaultKey]), .large)
        for padding in [PointerHitRegion.padding, layout.snapIndex.padding + 10] {
            XCTAssertEqual(layout.id(layout.snapTarget(ScreenPoint(x: 690, y: 64), padding: padding)), "big", "\(padding)")
        }
    }

    /// How many entries a point's query tries (`SnapIndex.candidateCount`): those listed in its
    /// cell of the index and the large ones. 40 snapping controls make a 6 × 6 index of the
    /// 1366 × 1024 pt screen (cells 227.7 × 170.7 pt): 36 buttons inside the cell of column 4,
    /// row 0, and 4 inside the cell of column 0, row 5, each with its 12-pt padding.
    func testCandidatesAreThePointsCell() {
        let topRight = (0..<36).map { i in
            SceneElement(id: "tr\(i)", role: .button, frame: ScreenRect(x: 950 + Double(i % 6) * 25, y: 30 + Double(i / 6) * 20, width: 10, height: 10))
        }
        let bottomLeft = (0..<4).map { i in
            SceneElement(id: "bl\(i)", role: .button, frame: ScreenRect(x: 30 + Double(i) * 40, y: 900, width: 10, height: 10))
        }
        let layout = ResolvedScene(scene: Scene(name: "cells", elements: topRight + bottomLeft), environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        XCTAssertEqual([layout.snapIndex.columns, layout.snapIndex.rows], [6, 6])
        XCTAssertEqual(layout.snapIndex.candidateCount(at: ScreenPoint(x: 1000, y: 100)), 36)
        XCTAssertEqual(layout.snapIndex.candidateCount(at: ScreenPoint(x: 100, y: 950)), 4)
        XCTAssertEqual(layout.snapIndex.candidateCount(at: ScreenPoint(x: 100, y: 100)), 0)
        XCTAssertEqual(layout.snapIndex.candidateCount(at: ScreenPoint(x: 1300, y: 1000)), 0)
    }

    /// A negative padding (a hit region inside the frame) answers what the grid query did where
    /// it did not trap: near the screen's edge its reversed rectangle walked no cell, so only
    /// frames in the grid's list of large ones could snap.
    func testNegativePaddingKeepsTheGridQueryAnswer() {
        let layout = ResolvedScene(scene: Scene(name: "inset", elements: [
            SceneElement(id: "edge", role: .button, frame: ScreenRect(x: -10, y: 100, width: 30, height: 20)),
            SceneElement(id: "inner", role: .button, frame: ScreenRect(x: 150, y: 150, width: 100, height: 100)),
        ]), environment: HarnessEnvironment())
        XCTAssertNil(layout.snapTarget(ScreenPoint(x: 0.5, y: 110), padding: -3))
        XCTAssertNil(layout.snapTargetScanningGrid(ScreenPoint(x: 0.5, y: 110), padding: -3, app: 0))
        XCTAssertEqual(layout.id(bruteForceSnap(layout, ScreenPoint(x: 0.5, y: 110), padding: -3)), "edge")
        XCTAssertEqual(layout.id(layout.snapTarget(ScreenPoint(x: 200, y: 200), padding: -3)), "inner")
        XCTAssertNil(layout.snapTarget(ScreenPoint(x: 151, y: 200), padding: -3))
    }

    /// `gridIndex` is the clamped floor it replaced, for every kind of value.
    func testGridIndexIsTheClampedFloor() {
        func reference(_ v: Double, _ count: Int) -> Int {
            guard v.isFinite else { return v > 0 ? count - 1 : 0 }
            return Int(min(max(v.rounded(.down), 0), Double(count - 1)))
        }
        var values: [Double] = [0, -0.0, 0.5, 0.999_999, 1, 1.5, -0.5, -1, -1e300, 1e300, .nan, .infinity, -.infinity,
                                .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude]
        for count in [1, 2, 7, 158, 256] {
            values += [Double(count - 1), Double(count - 1).nextDown, Double(count - 1).nextUp, Double(count), Double(count - 2) + 0.5]
        }
        var rng = SplitMix64(seed: 3)
        for _ in 0..<2_000 { values.append(rng.unit() * 600 - 100) }
        for count in [1, 2, 7, 158, 256] {
            for v in values { XCTAssertEqual(gridIndex(v, count), reference(v, count), "\(v), \(count)") }
        }
    }
}
