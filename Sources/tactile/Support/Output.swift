import Foundation

/// Buffered standard output: the unified stream can be millions of lines and
/// `print` flushes per call under a lock; this writes 64 KiB at a time.
struct StandardOutput {
    private var buffer: [UInt8] = []
    private static let flushThreshold = 64 * 1024

    init() { buffer.reserveCapacity(Self.flushThreshold + 4096) }

    mutating func line(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        buffer.append(0x0a)
        if buffer.count >= Self.flushThreshold { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(1, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Prints `tactile: message` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(("tactile: " + message + "\n").data(using: .utf8)!)
}
