import InputModel
import Harness

/// Scenario scripts: parsed, then synthesized for the touchscreen profile (points only: no scene).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    Fuzz.expectTactileError {
        _ = try ScenarioParser(file: "fuzz.yml").parse(text)
    }
    return 0
}
