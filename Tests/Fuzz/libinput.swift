import InputModel
import EvdevBridge

/// The libinput record reader (header YAML subset and event rows) and the normalizers behind it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibinput(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let path = Fuzz.write(UnsafeRawBufferPointer(start: data, count: size))
    Fuzz.expectTactileError {
        var reader: any TraceReader = try LibinputRecordReader(path: path)
        try Fuzz.normalize(&reader)
    }
    return 0
}
