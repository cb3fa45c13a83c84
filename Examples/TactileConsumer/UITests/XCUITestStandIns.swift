// Linux has no XCUITest (it drives an app in the Simulator). These stand-ins have the shape of the
// few XCUITest calls JotterUITests makes, and play Jotter's recorded dumps and screenshots back
// (Examples/check-your-app: the portrait and landscape windows of an 11-inch iPad Pro), so the UI
// test compiles here against the same TactileTesting calls as in the Simulator.
#if !canImport(ObjectiveC)
import Foundation
import XCTest

enum UIDeviceOrientation { case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown }

@MainActor final class XCUIDevice {
    static let shared = XCUIDevice()
    var orientation = UIDeviceOrientation.portrait
    /// The recorded window this orientation shows.
    var recording: String { orientation == .landscapeLeft || orientation == .landscapeRight ? "jotter-landscape" : "jotter-portrait" }
}

@MainActor final class XCUIApplication {
    func launch() {}
    var buttons: XCUIElementQuery { XCUIElementQuery() }
    /// XCUITest's `debugDescription`: the recorded dump of the current orientation.
    var debugDescription: String {
        do { return try String(contentsOfFile: beside("../../check-your-app/\(XCUIDevice.shared.recording).txt"), encoding: .utf8) } catch {
            preconditionFailure("the recorded dump is missing: \(error)")
        }
    }
}

struct XCUIElementQuery {
    subscript(_ identifier: String) -> XCUIElement { XCUIElement() }
}

struct XCUIElement {
    func tap() {}
}

@MainActor final class XCUIScreen {
    static let main = XCUIScreen()
    func screenshot() -> XCUIScreenshot {
        let path = beside("../../check-your-app/\(XCUIDevice.shared.recording).png")
        do { return XCUIScreenshot(pngRepresentation: try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            preconditionFailure("the recorded screenshot is missing: \(error)")
        }
    }
}

struct XCUIScreenshot {
    var pngRepresentation: Data
}

/// swift-corelibs-xctest has no attachments: these keep nothing.
final class XCTAttachment {
    enum Lifetime { case keepAlways, deleteOnSuccess }
    var name: String?
    var lifetime = Lifetime.deleteOnSuccess
    init(string: String) {}
    init(data: Data, uniformTypeIdentifier: String) {}
}

extension XCTestCase {
    func add(_ attachment: XCTAttachment) {}
}
#endif
