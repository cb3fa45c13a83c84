#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel
import EvdevBridge
import Harness

/// Fast buffered writer of evemu event lines (`E: 12.345678 0003 0035 1234`), no comments,
/// as `evemu-record` writes them minus the `# EV_ABS / …` comment (≈ 28 bytes a line).
struct LineBuffer {
    var bytes: [UInt8] = []
    let file: UnsafeMutablePointer<FILE>
    init(file: UnsafeMutablePointer<FILE>) {
        self.file = file
        bytes.reserveCapacity(1 << 20)
    }
    mutating func flushIfNeeded() {
        if bytes.count > (1 << 20) - 64 { flush() }
    }
    mutating func flush() {
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, file) }
        bytes.removeAll(keepingCapacity: true)
    }
    mutating func decimal(_ v: Int, width: Int = 0) {
        var x = v < 0 ? -v : v
        var tmp: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &tmp) { buf in
            repeat {
                buf[n] = UInt8(x % 10) + 48
                x /= 10
                n += 1
            } while x > 0
            while n < width { buf[n] = 48; n += 1 }
            if v < 0 { buf[n] = UInt8(ascii: "-"); n += 1 }
            for i in stride(from: n - 1, through: 0, by: -1) { bytes.append(buf[i]) }
        }
    }
    mutating func hex4(_ v: UInt16) {
        let digits: StaticString = "0123456789abcdef"
        digits.withUTF8Buffer { d in
            bytes.append(d[Int(v >> 12 & 0xf)]); bytes.append(d[Int(v >> 8 & 0xf)])
            bytes.append(d[Int(v >> 4 & 0xf)]); bytes.append(d[Int(v & 0xf)])
        }
    }
    mutating func event(time: Int64, type: UInt16, code: UInt16, value: Int) {
        bytes.append(UInt8(ascii: "E")); bytes.append(UInt8(ascii: ":")); bytes.append(UInt8(ascii: " "))
        decimal(Int(time / 1_000_000))
        bytes.append(UInt8(ascii: "."))
        decimal(Int(time % 1_000_000), width: 6)
        bytes.append(UInt8(ascii: " ")); hex4(type)
        bytes.append(UInt8(ascii: " ")); hex4(code)
        bytes.append(UInt8(ascii: " ")); decimal(value, width: value < 0 ? 0 : 4)
        bytes.append(UInt8(ascii: "\n"))
        flushIfNeeded()
    }
}

/// An MT protocol B touchscreen recording (the built-in `touchscreen` profile, 10 slots): 10 contacts
/// moving at 120 Hz; every 2 s all lift and land again elsewhere (new tracking ids), so the normalizer
/// sees begins and ends as well as moves. Stops at the first frame boundary at or after `events`.
func generateEvemu(path: String, events target: Int) throws {
    let description = DeviceProfile.touchscreen.description
    let header = try EvemuWriter(path: path, devices: [description],
                                 options: TraceWriterOptions(flushEveryFrame: false))
    try header.finish()
    guard let f = fopen(path, "a") else { fail("cannot append to \(path)") }
    var out = LineBuffer(file: f)
    let period: Int64 = 8333 // µs, 120 Hz
    let strokeFrames = 240
    var t: Int64 = 1_000_000
    var written = 0
    var frame = 0
    var trackingID = 0
    let maxX = 26290, maxY = 19720
    func emit(_ type: UInt16, _ code: UInt16, _ value: Int) {
        out.event(time: t, type: type, code: code, value: value)
        written += 1
    }
    while written < target {
        let k = frame % strokeFrames
        let stroke = frame / strokeFrames
        if k == strokeFrames - 1 {
            // All ten lift.
            for s in 0..<10 {
                emit(EV.ABS, ABS.MT_SLOT, s)
                emit(EV.ABS, ABS.MT_TRACKING_ID, -1)
            }
            emit(EV.KEY, BTN.TOUCH, 0)
        } else {
            for s in 0..<10 {
                // Start point per stroke and slot, then a straight move that stays on the panel.
                let x0 = (1500 + s * 2300 + stroke * 731) % (maxX - 4000) + 500
                let y0 = (1200 + s * 1700 + stroke * 977) % (maxY - 4000) + 500
                let x = x0 + k * (8 + s), y = y0 + k * (6 + s % 3)
                emit(EV.ABS, ABS.MT_SLOT, s)
                if k == 0 {
                    trackingID = (trackingID + 1) % 65536
                    emit(EV.ABS, ABS.MT_TRACKING_ID, trackingID)
                }
                emit(EV.ABS, ABS.MT_POSITION_X, x)
                emit(EV.ABS, ABS.MT_POSITION_Y, y)
                if s == 0 {
                    // Slot 0 also drives the legacy single-touch axes, emitted after the slots below.
                }
            }
            if k == 0 { emit(EV.KEY, BTN.TOUCH, 1) }
            let x0 = (1500 + stroke * 731) % (maxX - 4000) + 500
            let y0 = (1200 + stroke * 977) % (maxY - 4000) + 500
            emit(EV.ABS, ABS.X, x0 + k * 8)
            emit(EV.ABS, ABS.Y, y0 + k * 6)
        }
        emit(EV.SYN, SYN.REPORT, 0)
        frame += 1
        t += period
    }
    out.flush()
    fclose(f)
    print("RESULT events=\(written) frames=\(frame)")
}
