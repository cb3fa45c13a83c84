import XCTest
@testable import Harness

/// The spatial index's grid cells: a cell range counts its cells inclusive at both ends, and the
/// flat lists give each cell its elements in the order the ranges came.
final class CellListsTests: XCTestCase {
    func testARangeCountsItsCellsInclusiveAtBothEnds() {
        XCTAssertEqual(CellRange(c0: 2, r0: 3, c1: 2, r1: 3).cellCount, 1)
        XCTAssertEqual(CellRange(c0: 2, r0: 3, c1: 4, r1: 3).cellCount, 3)
        XCTAssertEqual(CellRange(c0: 0, r0: 0, c1: 3, r1: 1).cellCount, 8)
    }

    func testEachCellListsItsElementsInTheOrderGiven() {
        let lists = CellLists(columns: 3, rows: 2, ranges: [
            (element: 7, cells: CellRange(c0: 0, r0: 0, c1: 1, r1: 0)),
            (element: 9, cells: CellRange(c0: 1, r0: 0, c1: 1, r1: 1)),
        ])
        func cell(_ k: Int) -> [Int32] { Array(lists.items[Int(lists.start[k])..<Int(lists.start[k + 1])]) }
        XCTAssertEqual((0..<6).map(cell), [[7], [7, 9], [], [], [9], []])
    }
}
