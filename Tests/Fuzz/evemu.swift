import InputModel
import TraceFormats

/// The evemu reader (and the normalizers behind it) on arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    Fuzz.traceTarget(data, size) { try EvemuReader(path: $0) }
}
