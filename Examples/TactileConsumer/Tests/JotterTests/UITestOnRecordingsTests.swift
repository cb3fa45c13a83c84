// On Linux the UI test runs too, on Jotter's recordings (UITests/XCUITestStandIns.swift): three
// folders in two orientations, each window's dump and screenshot checked as in the Simulator.
#if !canImport(ObjectiveC)
import Testing
import XCTest
@testable import JotterUITests

@Suite struct UITestOnRecordingsTests {
    @MainActor @Test func everyScreenConforms() throws {
        let uiTest = JotterUITests(name: "testEveryScreenConforms", testClosure: { _ in })
        try uiTest.testEveryScreenConforms()
    }
}
#endif
