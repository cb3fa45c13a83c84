import InputModel
import Harness

/// Expectation files.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpect(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    Fuzz.expectTactileError {
        _ = try ExpectationFile.parse(text, file: "/nonexistent/fuzz.expect.yml")
    }
    return 0
}
