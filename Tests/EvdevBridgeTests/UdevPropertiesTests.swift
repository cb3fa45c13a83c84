// udev's database: Linux.
#if os(Linux)
import XCTest
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// udev's input properties of a live device, from udev's database, kept as a libinput record
/// `udev` section: a mouse's MOUSE_DPI reaches the pointer, serial numbers never leave the machine.
final class UdevPropertiesTests: XCTestCase {
    func testTheInputPropertiesOfADatabaseFileAreKeptAndTheRestIsNot() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        // /dev/null is the character device 1:3, so its database file is c1:3.
        try """
        S:input/by-id/usb-Logitech_USB_Receiver-event-mouse
        I:123456
        E:ID_INPUT=1
        E:ID_INPUT_MOUSE=1
        E:ID_SERIAL=Logitech_USB_Receiver_0123456789
        E:MOUSE_DPI=400@125 *800@125 1600@125
        E:ID_PATH=pci-0000:00:14.0-usb-0:2:1.0
        G:seat

        """.write(toFile: dir + "/c1:3", atomically: false, encoding: .utf8)
        let section = try XCTUnwrap(UdevProperties.section(forNode: "/dev/null", database: dir))
        XCTAssertEqual(section, "udev:\n  properties:\n  - ID_INPUT=1\n  - ID_INPUT_MOUSE=1\n  - MOUSE_DPI=400@125 *800@125 1600@125")
        XCTAssertFalse(section.contains("SERIAL") || section.contains("ID_PATH"))
        XCTAssertNil(UdevProperties.section(forNode: "/dev/null", database: dir + "/missing"), "no udev database: nothing kept")
        XCTAssertNil(UdevProperties.section(forNode: dir, database: dir), "not a character device")

        // Kept in a libinput record capture and read back, it sets the mouse's resolution.
        var d = DeviceDescription(name: "Logitech USB Receiver", id: InputID(bustype: 3, vendor: 0x46d, product: 0xc52b))
        for code in [REL.X, REL.Y] { d.enable(type: EV.REL, code: code) }
        for code in [BTN.LEFT, BTN.RIGHT] { d.enable(type: EV.KEY, code: code) }
        d.extras["yaml:udev"] = section
        let path = dir + "/mouse.yml"
        let w = try LibinputRecordWriter(path: path, devices: [d])
        try w.write(DeviceEvent(device: 0, event: InputEvent(time: 0, type: EV.REL, code: REL.X, value: 1)))
        try w.write(DeviceEvent(device: 0, event: InputEvent(time: 0, type: EV.SYN, code: SYN.REPORT, value: 0)))
        try w.finish()
        let back = try TraceTestSupport.readAll(path: path)
        XCTAssertEqual(MouseResolution.dpi(of: back.devices[0]), 800)
    }

    /// Only `E:` lines are properties (a tag or symlink line named like one is not), CRLF line
    /// ends are cut, the properties come sorted whatever the file's order, a file with none
    /// gives no section, and the file is closed after.
    func testTheDatabaseFileLineByLine() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let file = dir + "/c13:70"
        try "E:MOUSE_DPI=800@125\r\nG:ID_INPUT_TAG\r\nS:LIBINPUT_LINK\r\nE:ID_INPUT_MOUSE=1\r\nE:ID_INPUT=1\r\n"
            .write(toFile: file, atomically: false, encoding: .utf8)
        XCTAssertEqual(UdevProperties.section(fromDatabaseFile: file),
                       "udev:\n  properties:\n  - ID_INPUT=1\n  - ID_INPUT_MOUSE=1\n  - MOUSE_DPI=800@125")
        XCTAssertEqual(try TraceTestSupport.descriptorsOpen(under: dir), [])
        try "E:ID_SERIAL=0123\nE:DEVNAME=/dev/input/event7\nG:seat\n".write(toFile: file, atomically: false, encoding: .utf8)
        XCTAssertNil(UdevProperties.section(fromDatabaseFile: file))
        XCTAssertEqual(try TraceTestSupport.descriptorsOpen(under: dir), [])
    }
}
#endif
