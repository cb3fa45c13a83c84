import XCTest
import Foundation
import InputModel
@testable import Harness

/// What a UIKit dump prints is read, not guessed: a system framework's private views are its own
/// layout, and a label's text is centred in its frame.
final class ImportFrameworkViewAndLabelTests: XCTestCase {
    /// A map's tile container, a bar's background and a map's attribution label are MapKit's and
    /// UIKit's layout, not judged for clipping; the app's own banner and a Swift class printed
    /// mangled are. A one-line label in a full-window frame draws its text in the middle (inside
    /// the safe area); the text of a one-line label centred in a 60-pt frame at the top lies under
    /// the 24-pt status bar and fails; a label sized to its text is judged by its frame.
    func testPrivateViewsAreNotJudgedAndLabelsByTheirText() throws {
        let text = try String(contentsOfFile: ImportWindowTests.dir + "uikit-map-and-labels.txt", encoding: .utf8)
        let scene = try SceneImport.scene(dump: text)
        XCTAssertEqual(try XCTUnwrap(scene.element("welcome")).textHeight, 20.29)
        XCTAssertEqual(try XCTUnwrap(scene.element("top")).textHeight, 20.29)
        XCTAssertNil(try XCTUnwrap(scene.element("fits")).textHeight, "20.29 pt of text in a 20.33-pt frame: the frame is the box")
        let env = HarnessEnvironment(.iPadPro11, .portrait)
        let r = try XCTUnwrap(ConformanceEngine(environments: [env]).run([scene]).results.first { $0.rule == "layout.no-clipping" })
        XCTAssertEqual(Set(r.failures.map(\.element)), ["banner", "ribbon", "top"], "\(r.failures.map(\.message))")
        let top = try XCTUnwrap(r.failures.first { $0.element == "top" })
        XCTAssertTrue(top.message.hasPrefix("text [20.0, 19.855, 200.0, 20.29] (centred in the frame [20.0, 0.0, 200.0, 60.0]) leaves the safe area"), top.message)
        XCTAssertEqual(r.reviews, [])
    }

    func testPrivateFrameworkClassesAreToldByName() {
        for c in ["_UIBarBackground", "_UIVisualEffectBackdropView", "MKScrollContainerView", "MKAttributionLabel", "WKContentView", "WKScrollView", "VKMapView"] {
            XCTAssertTrue(LayoutGuides.isFrameworkInternal(c), c)
        }
        for c in ["MKMapView", "MKMarkerAnnotationView", "MKUserTrackingButton", "WKWebView", "_TtC4Acme10RibbonView", "UILabel", "Acme.BannerView", "MKAppView"] {
            XCTAssertEqual(LayoutGuides.isFrameworkInternal(c), c == "MKAppView", c)
        }
    }

    /// UILabel's default font is the 17-pt system font (`UIFont.labelFontSize`), 20.29 pt a line;
    /// each printed line wraps at the frame's width (8 pt a glyph on average).
    func testALabelsTextHeightCountsItsLines() {
        XCTAssertEqual(LabelText.height(of: "Welcome back", width: 834), 20.29, accuracy: 1e-9)
        XCTAssertEqual(LabelText.height(of: "Line one\nLine two", width: 834), 40.58, accuracy: 1e-9)
        XCTAssertEqual(LabelText.height(of: String(repeating: "a", count: 25), width: 200), 20.29, accuracy: 1e-9, "25 glyphs fit 200 pt")
        XCTAssertEqual(LabelText.height(of: String(repeating: "a", count: 26), width: 200), 40.58, accuracy: 1e-9, "26 wrap")
        XCTAssertEqual(LabelText.height(of: "", width: 200), 20.29, accuracy: 1e-9)
    }
}
