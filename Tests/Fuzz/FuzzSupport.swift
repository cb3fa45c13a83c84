// Shared by the libFuzzer targets (Tests/Fuzz/build links each target with this file).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel
import TraceFormats

enum Fuzz {
    /// Readers take paths: the input goes to a per-process file in /dev/shm (or /tmp).
    static let path: String = {
        let dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        return "\(dir)/tactile-fuzz-\(getpid())"
    }()

    static func write(_ data: UnsafeRawBufferPointer) -> String {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        precondition(fd >= 0, "cannot create \(path)")
        var off = 0
        while off < data.count {
            let n = Glibc.write(fd, data.baseAddress! + off, data.count - off)
            precondition(n > 0)
            off += n
        }
        close(fd)
        return path
    }

    /// Reads a whole trace (at most `limit` events) through the normalizers; a stuck touch or key
    /// or a non-finite number is a crash. Bad input (`TactileError`) is fine: the expected refusal.
    static func normalize(_ reader: inout any TraceReader, limit: Int = 200_000) throws {
        var pipeline = NormalizationPipeline(devices: reader.devices, presence: reader.presence, factory: StandardNormalizers.make)
        var check = StreamInvariants()
        var n = 0
        while n < limit, let e = try reader.next() {
            for u in pipeline.apply(e) { check.apply(u) }
            n += 1
        }
        for u in pipeline.finish() { check.apply(u) }
        let problems = check.finalProblems
        if !problems.isEmpty { fatalError("stream invariants: \(problems.prefix(5))") }
    }

    /// A trace reader's target (`evemu`, `libinput`): the input as a file, opened by `open`, read
    /// through the normalizers; only a `TactileError` may come out.
    static func traceTarget(_ data: UnsafeRawPointer, _ size: Int, open: (String) throws -> any TraceReader) -> CInt {
        let path = write(UnsafeRawBufferPointer(start: data, count: size))
        expectTactileError {
            var reader = try open(path)
            try normalize(&reader)
        }
        return 0
    }

    /// A thrown error must be a `TactileError` with a documented exit code and a message.
    static func expectTactileError(_ body: () throws -> Void) {
        do {
            try body()
        } catch let e as TactileError {
            precondition([.badInput, .missingInput, .usage].contains(e.kind), "unexpected error kind \(e.kind): \(e)")
            precondition(!e.reason.isEmpty)
        } catch {
            fatalError("not a TactileError: \(error)")
        }
    }
}
