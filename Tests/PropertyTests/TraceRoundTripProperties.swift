import Foundation
import InputModel
import PropertyBased
import Testing
import TraceFormats

/// evemu ↔ libinput record is lossless (`tactile convert --help`: "Convert a trace between evemu
/// and libinput record, without loss of events"): any trace of a described device, written as
/// evemu and converted to libinput record and back, reads as the same description and the same
/// events.
///
/// A trace is drawn from a list of numbers, so shrinking the list shrinks the trace: the device's
/// name (printable ASCII, not beginning with a space: evemu reads `N: %m[^\n\r]`, whose space takes
/// every blank before the name, so no evemu file holds one), its ids and axis ranges, then frames of X, Y, pressure and a button
/// change with a SYN_REPORT, at increasing times.
@Suite struct TraceRoundTripProperties {
    struct Drawn: CustomStringConvertible {
        var device: DeviceDescription
        var events: [DeviceEvent]
        var description: String { "\(device.name) with \(events.count) events" }
    }

    static func draw(_ numbers: [Int], name: String) -> Drawn {
        var n = numbers.makeIterator()
        func next(_ range: ClosedRange<Int>) -> Int { let v = n.next() ?? 0; return range.lowerBound + v % (range.count) }
        var d = DeviceDescription(name: name.isEmpty ? "x" : name,
                                  id: InputID(bustype: UInt16(next(0...0x1f)), vendor: UInt16(next(0...0xffff)),
                                              product: UInt16(next(0...0xffff)), version: UInt16(next(0...0xffff))))
        let lowX = Int32(next(-5000...0)), lowY = Int32(next(-5000...0))
        let x = AbsInfo(value: 0, minimum: lowX, maximum: lowX + Int32(next(1...60000)), fuzz: Int32(next(0...8)),
                        flat: 0, resolution: Int32(next(0...400)))
        let y = AbsInfo(value: 0, minimum: lowY, maximum: lowY + Int32(next(1...60000)), fuzz: Int32(next(0...8)),
                        flat: 0, resolution: Int32(next(0...400)))
        let p = AbsInfo(minimum: 0, maximum: Int32(next(1...65535)))
        d.enable(type: EV.ABS, code: ABS.X); d.absinfo[ABS.X] = x
        d.enable(type: EV.ABS, code: ABS.Y); d.absinfo[ABS.Y] = y
        d.enable(type: EV.ABS, code: ABS.PRESSURE); d.absinfo[ABS.PRESSURE] = p
        d.enable(type: EV.KEY, code: BTN.TOUCH)
        d.enable(type: EV.KEY, code: BTN.TOOL_PEN)
        d.enable(type: EV.SYN, code: SYN.REPORT)
        if next(0...1) == 1 { d.properties.insert(INPUT_PROP.DIRECT) }
        var events: [DeviceEvent] = []
        var t = Int64(next(0...2_000_000_000)) * 1000 + Int64(next(0...999))
        var touching = false
        while let k = n.next() {
            t += Int64(k % 50_000)
            func ev(_ type: UInt16, _ code: UInt16, _ v: Int32) { events.append(DeviceEvent(device: 0, event: InputEvent(time: t, type: type, code: code, value: v))) }
            if k % 3 != 0 { ev(EV.ABS, ABS.X, x.minimum + Int32((k / 3) % Int(x.maximum - x.minimum + 1))) }
            if k % 5 != 0 { ev(EV.ABS, ABS.Y, y.minimum + Int32((k / 5) % Int(y.maximum - y.minimum + 1))) }
            if k % 7 == 0 { ev(EV.ABS, ABS.PRESSURE, Int32((k / 7) % Int(p.maximum + 1))) }
            if k % 11 == 0 { touching.toggle(); ev(EV.KEY, BTN.TOUCH, touching ? 1 : 0) }
            ev(EV.SYN, SYN.REPORT, 0)
        }
        return Drawn(device: d, events: events)
    }

    static let printable = Gen<UInt8>.value(in: 0x20...0x7e).map { Character(UnicodeScalar($0)) }
    static let nameStart = Gen<UInt8>.value(in: 0x21...0x7e).map { Character(UnicodeScalar($0)) }

    @Test func evemuToLibinputRecordAndBackKeepsEverything() async throws {
        let dir = NSTemporaryDirectory() + "tactile-properties-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { #expect(throws: Never.self) { try FileManager.default.removeItem(atPath: dir) } }
        var n = 0
        await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000).array(of: 8...80), Self.nameStart, Self.printable.string(of: 0...40)) { numbers, first, rest in await recordingErrors {
            n += 1
            let drawn = Self.draw(numbers, name: String(first) + rest)
            let evemu = "\(dir)/\(n).evemu", record = "\(dir)/\(n).yml", back = "\(dir)/\(n).back.evemu"
            let writer = try TraceWriters.make(.evemu, path: evemu, devices: [drawn.device],
                                               options: TraceWriterOptions(flushEveryFrame: false))
            for e in drawn.events { try writer.write(e) }
            try writer.finish()
            try TraceConverter.convert(inputPath: evemu, outputPath: record, to: .libinput)
            try TraceConverter.convert(inputPath: record, outputPath: back, to: .evemu)
            for path in [evemu, record, back] {
                var reader = try TraceFile.open(path: path)
                var events: [DeviceEvent] = []
                while let e = try reader.next() { events.append(e) }
                #expect(reader.devices == [drawn.device], "\(path): \(drawn)")
                #expect(events == drawn.events, "\(path): \(drawn)")
            }
        } }
    }
}
