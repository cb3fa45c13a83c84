/// Where an assertion was called from: the test's file and line, which a failure names.
///
/// The assertions take `fileID`, `filePath`, `line` and `column` with the caller's values as
/// defaults, as XCTest's and Swift Testing's own do, and pass them on inside the module as one value.
struct CallSite: Sendable, CustomStringConvertible {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    init(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`.
    var description: String { "\(fileID):\(line)" }
}
