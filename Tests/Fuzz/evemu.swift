import InputModel
import EvdevBridge

/// The evemu reader (and the normalizers behind it) on arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let path = Fuzz.write(UnsafeRawBufferPointer(start: data, count: size))
    Fuzz.expectTactileError {
        var reader: any TraceReader = try EvemuReader(path: path)
        try Fuzz.normalize(&reader)
    }
    return 0
}
