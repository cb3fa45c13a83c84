import XCTest
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// The readers never hold a whole trace: structure checks, not timings (the
/// benchmark harness measures memory and speed).
final class StreamingStructureTests: XCTestCase {
    func testLineReaderHandlesLinesAcrossBufferBoundaries() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        var text = ""
        for i in 0..<500 { text += String(repeating: "x", count: i % 37) + "\(i)\n" }
        text += "last line without newline\r"
        try TraceTestSupport.write(text, to: dir + "/lines.txt")
        // Each line's file offsets, from the text: where it starts and where the next one does.
        var starts: [Int64] = [0]
        for (i, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(Int64(i + 1)) }
        starts.append(Int64(text.utf8.count)) // past the last line, which has no newline
        let reader = try LineReader(path: dir + "/lines.txt", capacity: 16)
        var count = 0
        var last = ""
        while let line = try reader.nextLine() {
            count += 1
            last = ByteCursor.string(line)
            if count <= 500 { XCTAssertTrue(last.hasSuffix("\(count - 1)")) }
            XCTAssertEqual(reader.lineOffset, starts[count - 1], "line \(count)")
            XCTAssertEqual(reader.nextLineOffset, starts[count], "line \(count)")
            if count % 50 == 0 {
                // A line pushed back reads again, with the same offsets.
                reader.pushBack()
                XCTAssertEqual(try reader.nextLine().map(ByteCursor.string), last)
                XCTAssertEqual(reader.lineOffset, starts[count - 1], "line \(count) again")
                XCTAssertEqual(reader.nextLineOffset, starts[count], "line \(count) again")
            }
        }
        XCTAssertEqual(count, 501)
        XCTAssertEqual(last, "last line without newline", "trailing \\r dropped")
    }

    func testReadingTheFirstEventReadsOnlyTheStartOfALargeFile() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let path = dir + "/large.evemu"
        let f = try AtomicOutputFile(path: path, privateFile: false)
        try f.append("N: Big\nI: 0003 0001 0002 0003\n")
        for i in 0..<100_000 {
            let usec = String(i % 1000 * 1000)
            try f.append("E: \(i / 1000).\(String(repeating: "0", count: 6 - usec.count) + usec) 0000 0000 0000\n")
        }
        try f.commit()
        var reader = try EvemuReader(path: path)
        _ = try reader.next()
        XCTAssertLessThanOrEqual(reader.bytesReadSoFar, Int64(LineReader.defaultCapacity),
                                 "only the first buffer of a \(100_000 * 30)-byte file was read")
        var n = 1
        while try reader.next() != nil { n += 1 }
        XCTAssertEqual(n, 100_000)
    }
}
