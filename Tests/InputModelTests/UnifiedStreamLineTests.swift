import XCTest
import InputModel
import TextOutput

/// Every field of every event type of the unified stream, in both of `tactile normalize`'s
/// formats, as docs/interfaces.md § The unified stream gives them: each field with a value no
/// other field has, so that a field written from its sibling's value, or under its sibling's
/// name, or not at all, shows. The expected lines are written out by hand from the table.
final class UnifiedStreamLineTests: XCTestCase {
    let t = Timestamp(seconds: 1.234567)

    func testATouchWritesEveryField() {
        let pencil = UnifiedEvent(t: t, device: 2, .touch(Touch(
            phase: .moved, id: 3, touchType: .pencil, x: 101.25, y: 202.5, majorRadius: 7.5,
            force: 0.333333, maximumPossibleForce: 4.166666, altitude: 0.785398, azimuth: 1.570796,
            tool: .eraser, pressure: 0.25)))
        XCTAssertEqual(pencil.jsonLine, #"{"t":1.234567,"type":"touch","device":2,"phase":"moved","id":3,"touchType":"pencil","x":101.25,"y":202.5,"majorRadius":7.5,"force":0.3333,"maximumPossibleForce":4.1667,"altitude":0.7854,"azimuth":1.5708,"tool":"eraser","pressure":0.25}"#)
        XCTAssertEqual(pencil.textLine, "1.234567    [2] touch moved #3 pencil (101.3, 202.5) force 0.333 r 7.5 alt 0.785 az 1.571 eraser")

        let pointer = UnifiedEvent(t: Timestamp(seconds: 12), device: 0, .touch(Touch(
            phase: .began, id: 1, touchType: .indirectPointer, x: 640, y: 0.125, buttons: [.primary, .tertiary])))
        XCTAssertEqual(pointer.jsonLine, #"{"t":12,"type":"touch","device":0,"phase":"began","id":1,"touchType":"indirectPointer","x":640,"y":0.125,"majorRadius":0,"force":0,"maximumPossibleForce":0,"buttons":["primary","tertiary"]}"#)
        XCTAssertEqual(pointer.textLine, "12          [0] touch began #1 indirectPointer (640, 0.1) [primary,tertiary]")
    }

    /// A pen's tool is named in text only when it is not the pen; force and size only where the
    /// device reports them (above 0); buttons only where some are held.
    func testTextLeavesOutWhatTheDeviceDoesNotReport() {
        let pen = UnifiedEvent(t: t, .touch(Touch(phase: .ended, id: 4, touchType: .pencil, x: 1, y: 2,
                                                  maximumPossibleForce: 1, tool: .pen, buttons: [])))
        XCTAssertEqual(pen.textLine, "1.234567    [0] touch ended #4 pencil (1, 2) force 0")
        let finger = UnifiedEvent(t: t, .touch(Touch(phase: .cancelled, id: 5, touchType: .direct, x: 1, y: 2, majorRadius: 0.04, force: 0.5)))
        XCTAssertEqual(finger.textLine, "1.234567    [0] touch cancelled #5 direct (1, 2) r 0")
        let sized = UnifiedEvent(t: t, .touch(Touch(phase: .began, id: 7, touchType: .direct, x: 1, y: 2, majorRadius: 3)))
        XCTAssertEqual(sized.textLine, "1.234567    [0] touch began #7 direct (1, 2) r 3", "a size without force")
        let pressed = UnifiedEvent(t: t, .touch(Touch(phase: .began, id: 8, touchType: .direct, x: 1, y: 2, force: 0.5, maximumPossibleForce: 1)))
        XCTAssertEqual(pressed.textLine, "1.234567    [0] touch began #8 direct (1, 2) force 0.5", "force without a size")
        let onlyAltitude = UnifiedEvent(t: t, .touch(Touch(phase: .moved, id: 6, touchType: .pencil, x: 1, y: 2, altitude: 1)))
        XCTAssertEqual(onlyAltitude.textLine, "1.234567    [0] touch moved #6 pencil (1, 2)", "altitude and azimuth come as a pair")
    }

    func testAHoverWritesEveryField() {
        let pencil = UnifiedEvent(t: t, device: 1, .hover(Hover(phase: .changed, source: .pencil, x: 33.5, y: 44.75,
                                                                zOffset: 0.123456, altitude: 0.5, azimuth: -2.25)))
        XCTAssertEqual(pencil.jsonLine, #"{"t":1.234567,"type":"hover","device":1,"phase":"changed","source":"pencil","x":33.5,"y":44.75,"zOffset":0.1235,"altitude":0.5,"azimuth":-2.25}"#)
        XCTAssertEqual(pencil.textLine, "1.234567    [1] hover changed pencil (33.5, 44.8) z 0.123")
        let pointer = UnifiedEvent(t: t, .hover(Hover(phase: .ended, source: .pointer, x: 5, y: 6)))
        XCTAssertEqual(pointer.jsonLine, #"{"t":1.234567,"type":"hover","device":0,"phase":"ended","source":"pointer","x":5,"y":6}"#)
        XCTAssertEqual(pointer.textLine, "1.234567    [0] hover ended pointer (5, 6)")
    }

    func testAScrollWritesEveryField() {
        let e = UnifiedEvent(t: t, device: 3, .scroll(Scroll(scrollType: .continuous, phase: .momentum, dx: -3.5, dy: 12.125, x: 300, y: 400.75)))
        XCTAssertEqual(e.jsonLine, #"{"t":1.234567,"type":"scroll","device":3,"scrollType":"continuous","phase":"momentum","dx":-3.5,"dy":12.125,"x":300,"y":400.75}"#)
        XCTAssertEqual(e.textLine, "1.234567    [3] scroll continuous momentum d(-3.5, 12.1) at (300, 400.8)")
    }

    func testATransformWritesEveryField() {
        let e = UnifiedEvent(t: t, .transform(Transform(phase: .changed, scale: 1.23456, rotation: -0.1, x: 10.5, y: 20.25)))
        XCTAssertEqual(e.jsonLine, #"{"t":1.234567,"type":"transform","device":0,"phase":"changed","scale":1.2346,"rotation":-0.1,"x":10.5,"y":20.25}"#)
        XCTAssertEqual(e.textLine, "1.234567    [0] transform changed scale 1.235 rotation -0.1")
    }

    func testAKeyWritesEveryField() {
        let e = UnifiedEvent(t: t, .key(Key(phase: .repeat, usage: 4, modifiers: [.command, .shift, .numericPad])))
        XCTAssertEqual(e.jsonLine, #"{"t":1.234567,"type":"key","device":0,"phase":"repeat","usage":4,"modifiers":["shift","command","numericPad"]}"#)
        XCTAssertEqual(e.textLine, "1.234567    [0] key repeat usage 4 [shift,command,numericPad]")
        let plain = UnifiedEvent(t: t, .key(Key(phase: .up, usage: 0xFF0003, modifiers: [])))
        XCTAssertEqual(plain.jsonLine, #"{"t":1.234567,"type":"key","device":0,"phase":"up","usage":16711683,"modifiers":[]}"#)
        XCTAssertEqual(plain.textLine, "1.234567    [0] key up usage 16711683")
    }

    func testThePencilsDeviceAndSystemGestureEventsWriteEveryField() {
        let squeeze = UnifiedEvent(t: t, .pencil(PencilInteraction(action: .squeeze)))
        XCTAssertEqual(squeeze.jsonLine, #"{"t":1.234567,"type":"pencil","device":0,"action":"squeeze"}"#)
        XCTAssertEqual(squeeze.textLine, "1.234567    [0] pencil squeeze")
        let keyboard = UnifiedEvent(t: t, device: 4, .device(DeviceChange(phase: .connected, role: .keyboard, name: "Magic \"K\"", hardwareKeyboard: true)))
        XCTAssertEqual(keyboard.jsonLine, #"{"t":1.234567,"type":"device","device":4,"phase":"connected","role":"keyboard","name":"Magic \"K\"","hardwareKeyboard":true}"#)
        XCTAssertEqual(keyboard.textLine, #"1.234567    [4] device connected keyboard "Magic \"K\"" hardwareKeyboard"#)
        let gone = UnifiedEvent(t: t, .device(DeviceChange(phase: .disconnected, role: .pencil, name: "Pen", hardwareKeyboard: false)))
        XCTAssertEqual(gone.jsonLine, #"{"t":1.234567,"type":"device","device":0,"phase":"disconnected","role":"pencil","name":"Pen","hardwareKeyboard":false}"#)
        XCTAssertEqual(gone.textLine, #"1.234567    [0] device disconnected pencil "Pen""#)
        let resync = UnifiedEvent(t: t, device: 1, .resync)
        XCTAssertEqual(resync.jsonLine, #"{"t":1.234567,"type":"resync","device":1}"#)
        XCTAssertEqual(resync.textLine, "1.234567    [1] resync")
        let swipe = UnifiedEvent(t: t, .systemGesture(SystemGesture(kind: .appSwitcher, phase: .began, fingers: 4)))
        XCTAssertEqual(swipe.jsonLine, #"{"t":1.234567,"type":"systemGesture","device":0,"kind":"appSwitcher","phase":"began","fingers":4}"#)
        XCTAssertEqual(swipe.textLine, "1.234567    [0] systemGesture appSwitcher began 4 fingers")
    }

    /// A device name's control characters (an escape sequence that would clear a terminal) are
    /// escaped in text as in JSON.
    func testADeviceNamesControlCharactersAreEscapedInText() {
        let e = UnifiedEvent(t: t, .device(DeviceChange(phase: .connected, role: .touchscreen, name: "Pad\u{1B}[2J\r\n", hardwareKeyboard: false)))
        XCTAssertEqual(e.textLine, #"1.234567    [0] device connected touchscreen "Pad\u001b[2J\r\n""#)
        XCTAssertEqual(e.jsonLine, #"{"t":1.234567,"type":"device","device":0,"phase":"connected","role":"touchscreen","name":"Pad\u001b[2J\r\n","hardwareKeyboard":false}"#)
    }

    /// The time takes 11 columns, longer times push the rest on: `0`, then a time of eleven
    /// characters and one of twelve.
    func testTheTimeIsAlignedIn11Columns() {
        func line(_ us: Int64) -> String { UnifiedEvent(t: Timestamp(microseconds: us), .resync).textLine }
        XCTAssertEqual(line(0), "0           [0] resync")
        XCTAssertEqual(line(1000_123456), "1000.123456 [0] resync")
        XCTAssertEqual(line(10000_123456), "10000.123456 [0] resync")
        XCTAssertEqual(line(-500_000), "-0.5        [0] resync")
    }
}
