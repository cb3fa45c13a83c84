import XCTest
@testable import InputModel

/// The evemu recording `CyPS2 Cypress Trackpad.two_finger_tap.events` from
/// github.com/whot/evemu-devices @ 3fa30580b542 (MIT license, Copyright © the
/// evemu-devices contributors; see the LICENSE shipped with Tactile's real traces),
/// embedded with its device description so the test needs no trace reader.
enum CypressTwoFingerTap {
    static let description: DeviceDescription = {
        let x = AbsInfo(minimum: 0, maximum: 1600, resolution: 16)
        let y = AbsInfo(minimum: 0, maximum: 900, resolution: 15)
        var d = DeviceDescription(name: "CyPS/2 Cypress Trackpad",
                                  id: InputID(bustype: 0x11, vendor: 0x02, product: 0x11, version: 0x01),
                                  properties: [INPUT_PROP.BUTTONPAD, INPUT_PROP.SEMI_MT])
        for k in [BTN.LEFT, BTN.RIGHT, BTN.MIDDLE, BTN.TOOL_FINGER, BTN.TOOL_QUINTTAP, BTN.TOUCH,
                  BTN.TOOL_DOUBLETAP, BTN.TOOL_TRIPLETAP, BTN.TOOL_QUADTAP] { d.enable(type: EV.KEY, code: k) }
        let axes: [(UInt16, AbsInfo)] = [
            (ABS.X, x), (ABS.Y, y), (ABS.PRESSURE, AbsInfo(minimum: 0, maximum: 255)),
            (ABS.TOOL_WIDTH, AbsInfo(minimum: 0, maximum: 255)), (ABS.MT_SLOT, AbsInfo(minimum: 0, maximum: 1)),
            (ABS.MT_POSITION_X, x), (ABS.MT_POSITION_Y, y), (ABS.MT_TRACKING_ID, AbsInfo(minimum: 0, maximum: 65535)),
            (ABS.MT_PRESSURE, AbsInfo(minimum: 0, maximum: 255)),
        ]
        for (c, info) in axes { d.enable(type: EV.ABS, code: c); d.absinfo[c] = info }
        return d
    }()

    /// evemu `E:` lines: seconds.micros type code value (hex type and code).
    static let events = """
E: 1382570926.338731 0003 0039 0391
E: 1382570926.338731 0003 0035 0675
E: 1382570926.338731 0003 0036 0296
E: 1382570926.338731 0003 003a 0065
E: 1382570926.338731 0003 002f 0001
E: 1382570926.338731 0003 0039 0392
E: 1382570926.338731 0003 0035 0866
E: 1382570926.338731 0003 0036 0263
E: 1382570926.338731 0003 003a 0065
E: 1382570926.338731 0001 014a 0001
E: 1382570926.338731 0003 0000 0675
E: 1382570926.338731 0003 0001 0296
E: 1382570926.338731 0003 0018 0065
E: 1382570926.338731 0001 014d 0001
E: 1382570926.338731 0000 0000 0000
E: 1382570926.353942 0003 002f 0000
E: 1382570926.353942 0003 0036 0295
E: 1382570926.353942 0003 003a 0072
E: 1382570926.353942 0003 002f 0001
E: 1382570926.353942 0003 003a 0072
E: 1382570926.353942 0003 0001 0295
E: 1382570926.353942 0003 0018 0072
E: 1382570926.353942 0000 0000 0000
E: 1382570926.369034 0003 002f 0000
E: 1382570926.369034 0003 003a 0076
E: 1382570926.369034 0003 002f 0001
E: 1382570926.369034 0003 003a 0076
E: 1382570926.369034 0003 0018 0076
E: 1382570926.369034 0000 0000 0000
E: 1382570926.399261 0003 002f 0000
E: 1382570926.399261 0003 003a 0075
E: 1382570926.399261 0003 002f 0001
E: 1382570926.399261 0003 0035 0865
E: 1382570926.399261 0003 0036 0264
E: 1382570926.399261 0003 003a 0075
E: 1382570926.399261 0003 0018 0075
E: 1382570926.399261 0000 0000 0000
E: 1382570926.414387 0003 002f 0000
E: 1382570926.414387 0003 003a 0072
E: 1382570926.414387 0003 002f 0001
E: 1382570926.414387 0003 003a 0072
E: 1382570926.414387 0003 0018 0072
E: 1382570926.414387 0000 0000 0000
E: 1382570926.429463 0003 002f 0000
E: 1382570926.429463 0003 0036 0296
E: 1382570926.429463 0003 003a 0056
E: 1382570926.429463 0003 002f 0001
E: 1382570926.429463 0003 0035 0864
E: 1382570926.429463 0003 0036 0268
E: 1382570926.429463 0003 003a 0056
E: 1382570926.429463 0003 0001 0296
E: 1382570926.429463 0003 0018 0056
E: 1382570926.429463 0000 0000 0000
E: 1382570926.444530 0003 002f 0000
E: 1382570926.444530 0003 0036 0298
E: 1382570926.444530 0003 003a 0030
E: 1382570926.444530 0003 002f 0001
E: 1382570926.444530 0003 0035 0862
E: 1382570926.444530 0003 003a 0030
E: 1382570926.444530 0003 0001 0298
E: 1382570926.444530 0003 0018 0030
E: 1382570926.444530 0000 0000 0000
E: 1382570926.446729 0003 002f 0000
E: 1382570926.446729 0003 0039 -001
E: 1382570926.446729 0003 002f 0001
E: 1382570926.446729 0003 0039 -001
E: 1382570926.446729 0001 014a 0000
E: 1382570926.446729 0003 0018 0000
E: 1382570926.446729 0001 014d 0000
E: 1382570926.446729 0000 0000 0000
"""

    /// Frames with times relative to the first event.
    static func load(_ test: XCTestCase) -> (DeviceDescription, [RawFrame]) {
        var assembler = FrameAssembler(device: 0)
        var frames: [RawFrame] = []
        var t0: Int64?
        for line in events.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 5, let type = UInt16(f[2], radix: 16), let code = UInt16(f[3], radix: 16),
                  let value = Int32(f[4]) else { XCTFail("bad line \(line)"); continue }
            let parts = f[1].split(separator: ".")
            let us = Int64(parts[0])! * 1_000_000 + Int64(parts[1])!
            t0 = t0 ?? us
            if let frame = assembler.apply(InputEvent(time: us - t0!, type: type, code: code, value: value)) {
                frames.append(frame)
            }
        }
        return (description, frames)
    }
}
