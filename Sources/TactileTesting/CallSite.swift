/// Where an assertion was called from: the test's file and line, which a failure names.
///
/// The assertions take `fileID`, `filePath`, `line` and `column` with the caller's values as
/// defaults, as XCTest's and Swift Testing's own do, and pass them on as one value; a helper of
/// your own that wraps them takes a `CallSite` defaulted the same way and passes it on.
public struct CallSite: Sendable, CustomStringConvertible {
    public var fileID: StaticString
    public var filePath: StaticString
    public var line: UInt
    public var column: UInt

    public init(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`.
    public var description: String { "\(fileID):\(line)" }
}
