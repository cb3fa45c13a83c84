import InputModel
import TraceFormats

/// The libinput record reader (header YAML subset and event rows) and the normalizers behind it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibinput(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    Fuzz.traceTarget(data, size) { try LibinputRecordReader(path: $0) }
}
