import XCTest
import Foundation
import InputModel
@testable import Harness

/// What genuine UIKit dumps contain and the import must read: class names with their module or
/// mangled, cells scrolled above their collection view, thirds of a point.
final class GenuineDumpContentTests: XCTestCase {
    /// Swift classes print as `Module.Name`, or mangled (`_TtC4Acme12FollowButton`, nested
    /// `_TtCC…`) when the Objective-C runtime names them: both are the app's, their role told by
    /// how the name ends. SwiftUI's mangled generic hosting view and a framework's view (MapKit's)
    /// take nothing for their gesture recognizers; an app's mangled view with recognizers does.
    func testModuleQualifiedAndMangledClassNamesAreRead() throws {
        XCTAssertEqual(ImportRoles.demangled("_TtC4Acme12FollowButton"), "Acme.FollowButton")
        XCTAssertEqual(ImportRoles.demangled("_TtCC4Acme7Profile10HeaderCell"), "Acme.Profile.HeaderCell")
        XCTAssertNil(ImportRoles.demangled("_TtGC7SwiftUI14_UIHostingViewV4Acme8RootView_"))
        XCTAssertNil(ImportRoles.demangled("_TtC4Acme99Short"), "a length past the end")
        XCTAssertNil(ImportRoles.demangled("_UIBarBackground"))
        let dump = """
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <_TtGC7SwiftUI14_UIHostingViewV4Acme8RootView_: 0x3; frame = (0 0; 834 400); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>
           | <_TtC4Acme12FollowButton: 0x6; frame = (20 420; 120 44); layer = <CALayer: 0x7>>
           | <Acme.ShareButton: 0x8; frame = (160 420; 120 44); layer = <CALayer: 0x9>>
           | <_TtC4Acme8MapBadge: 0xa; frame = (300 420; 60 60); gestureRecognizers = <NSArray: 0xb>; layer = <CALayer: 0xc>>
           | <MKMapView: 0xd; frame = (0 500; 834 300); gestureRecognizers = <NSArray: 0xe>; layer = <CALayer: 0xf>>
           | <UITableView: 0x10; frame = (0 820; 834 374); gestureRecognizers = <NSArray: 0x11>; layer = <CALayer: 0x12>; contentOffset: {0, 0}; contentSize: {834, 88}>
           |    | <_TtCC4Acme7Profile10HeaderCell: 0x13; frame = (0 0; 834 88); layer = <CALayer: 0x14>>
        """
        let scene = try SceneImport.scene(dump: dump)
        func element(_ className: String) throws -> SceneElement { try XCTUnwrap(scene.allElements.first { $0.className == className }, className) }
        XCTAssertEqual(try element("_TtC4Acme12FollowButton").role, .button)
        XCTAssertEqual(try element("Acme.ShareButton").role, .button)
        XCTAssertEqual(try element("_TtCC4Acme7Profile10HeaderCell").role, .listItem)
        XCTAssertEqual(try element("_TtC4Acme8MapBadge").defaultAction, "gesture")
        XCTAssertTrue(try element("_TtC4Acme8MapBadge").isInteractive)
        XCTAssertNil(try element("_TtGC7SwiftUI14_UIHostingViewV4Acme8RootView_").defaultAction)
        XCTAssertNil(try element("MKMapView").defaultAction)
        XCTAssertFalse(try element("MKMapView").isInteractive)
    }

    /// A collection view scrolled down 300 pt puts a cell whose frame says y 150 at window y −50,
    /// above the collection view; a carousel's cell starts left of it; one scrolled sideways moves
    /// its cells left by its offset. Both are read as they are,
    /// and lie in a scroll view: nothing clips.
    func testNegativeOriginsInAUIKitDumpAreRead() throws {
        let dump = """
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <UICollectionView: 0x3; frame = (0 100; 834 600); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {0, 300}; contentSize: {834, 2000}>
           |    | <UICollectionViewCell: 0x6; frame = (0 150; 834 80); accessibilityIdentifier = 'scrolled-away'; layer = <CALayer: 0x7>>
           |    | <UICollectionViewCell: 0x8; frame = (-40 420; 300 80); accessibilityIdentifier = 'peeking'; layer = <CALayer: 0x9>>
           | <UICollectionView: 0xa; frame = (0 800; 834 200); gestureRecognizers = <NSArray: 0xb>; layer = <CALayer: 0xc>; contentOffset: {500, 0}; contentSize: {3000, 200}>
           |    | <UICollectionViewCell: 0xd; frame = (600 10; 200 180); accessibilityIdentifier = 'sideways'; layer = <CALayer: 0xe>>
        """
        let scene = try SceneImport.scene(dump: dump)
        XCTAssertEqual(try XCTUnwrap(scene.element("scrolled-away")).frames.values.first, ScreenRect(x: 0, y: -50, width: 834, height: 80))
        XCTAssertEqual(try XCTUnwrap(scene.element("peeking")).frames.values.first, ScreenRect(x: -40, y: 220, width: 300, height: 80))
        // Scrolled 500 pt sideways: a cell at x 600 of the content is at window x 100.
        XCTAssertEqual(try XCTUnwrap(scene.element("sideways")).frames.values.first, ScreenRect(x: 100, y: 810, width: 200, height: 180))
        let r = try XCTUnwrap(ConformanceEngine(environments: [HarnessEnvironment(.iPadPro11, .portrait)]).run([scene]).results.first { $0.rule == "layout.no-clipping" })
        XCTAssertEqual(r.verdict, .pass, "\(r.failures.map(\.message))")
    }

    /// Frames in thirds of a point (a 3× screen's pixels) add up exactly enough: a cell at
    /// 20.3333 in a view at 0.333333 is at 20.666633, kept to a ten-thousandth (20.6666).
    func testThirdsOfAPointAddUp() throws {
        let dump = """
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <UIView: 0x3; frame = (0.333333 0.333333; 833.667 1193.67); layer = <CALayer: 0x4>>
           |    | <UIButton: 0x5; frame = (20.3333 43.6667; 44.3333 43.6667); accessibilityIdentifier = 'go'; layer = <CALayer: 0x6>>
        """
        let scene = try SceneImport.scene(dump: dump)
        XCTAssertEqual(try XCTUnwrap(scene.element("go")).frames.values.first, ScreenRect(x: 20.6666, y: 44, width: 44.3333, height: 43.6667))
    }
}
