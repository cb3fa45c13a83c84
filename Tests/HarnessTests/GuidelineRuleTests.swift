import XCTest
import Foundation
import InputModel
@testable import Harness

/// Rules that judge what a reviewer reading the guidelines would judge: each breach fails its
/// rule, and the compliant form of the same design passes it. Scenes are written inline, with the
/// guideline each one follows or breaks.
final class GuidelineRuleTests: XCTestCase {
    static let miniPortrait = HarnessEnvironment(.iPadMini, .portrait)

    func results(_ yaml: String, _ rule: String, in environments: [HarnessEnvironment] = [miniPortrait]) throws -> [RuleResult] {
        let scene = try SceneLoader.load(yaml)
        return ConformanceEngine(environments: environments).run([scene]).results.filter { $0.rule == rule }
    }

    func result(_ yaml: String, _ rule: String, in environment: HarnessEnvironment = miniPortrait) throws -> RuleResult {
        try XCTUnwrap(results(yaml, rule, in: [environment]).first)
    }

    // MARK: keyboard.arrow-navigation

    /// A grid of `columns` × `rows` 100-pt cells in one focus group.
    static func grid(columns: Int, rows: Int, skipping: Set<Int> = []) -> String {
        var lines = ["scene: Photo grid", "elements:", "  - id: photos", "    role: scrollView", "    frame: [0, 80, 744, 900]", "    children:"]
        for r in 0..<rows {
            for c in 0..<columns {
                let i = r * columns + c
                let focus = skipping.contains(i) ? "" : ", focus: {group: photos\(i == 0 ? ", priority: 1000" : "")}"
                lines.append("      - {id: photo-\(i), role: gridItem, frame: [\(8 + c * 108), \(88 + r * 108), 100, 100], defaultAction: open\(focus)}")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// HIG › Keyboards: arrows move focus to the next item in their direction, so a held ↓ in a
    /// 3-column grid of 6 rows moves down the start's column: 5 moves, not one per item below
    /// (15). The grid passes.
    func testAHeldArrowInAGridCountsTheItemsOfTheStartsColumn() throws {
        let r = try result(Self.grid(columns: 3, rows: 6), "keyboard.arrow-navigation")
        XCTAssertEqual(r.verdict, .pass, "\(r.failures.map(\.message))")
        XCTAssertEqual(r.methods, [.exercised])
        XCTAssertEqual(r.note, "1 lists and grids; held down in photos: 5 moves of 5", "a grid taller than wide: the arrow down its column")
    }

    /// docs/conformance.md, keyboard.arrow-navigation: "an item is in the start's column when its
    /// centre lies within the start's horizontal extent" — its edges included: a staggered row
    /// whose centre is on the start's left edge is ahead in the column; one a point further left
    /// is not.
    func testAnItemWhoseCentreIsOnTheStartsEdgeIsInItsColumn() throws {
        func list(middleX: Int) -> String {
            """
            scene: Staggered
            elements:
              - id: rows
                role: scrollView
                frame: [0, 80, 744, 900]
                children:
                  - {id: r0, role: listItem, frame: [100, 100, 100, 60], defaultAction: open, focus: {group: rows, priority: 1000}}
                  - {id: r1, role: listItem, frame: [\(middleX), 170, 100, 60], defaultAction: open, focus: {group: rows}}
                  - {id: r2, role: listItem, frame: [100, 240, 100, 60], defaultAction: open, focus: {group: rows}}
            """
        }
        XCTAssertTrue(try result(list(middleX: 50), "keyboard.arrow-navigation").note.hasSuffix("moves of 2"), "centre 100 on the edge at 100: in")
        XCTAssertTrue(try result(list(middleX: 49), "keyboard.arrow-navigation").note.hasSuffix("moves of 1"), "centre 99: out")
    }

    /// A grid wider than tall is a row: the arrow held is right (docs/conformance.md,
    /// keyboard.arrow-navigation: "down for a column, right for a row"), with two columns of
    /// six rows (wider spread down) against six columns of two rows.
    func testTheArrowHeldFollowsTheLongerSpreadOfTheGrid() throws {
        let tall = try result(Self.grid(columns: 2, rows: 6), "keyboard.arrow-navigation")
        XCTAssertEqual(tall.note, "1 lists and grids; held down in photos: 5 moves of 5")
        let wide = try result(Self.grid(columns: 6, rows: 2), "keyboard.arrow-navigation")
        XCTAssertEqual(wide.note, "1 lists and grids; held right in photos: 5 moves of 5")
    }

    /// The other side: a grid item left out of the focus group still fails, naming how many of
    /// the 18 items the arrows reach.
    func testAGridItemInNoFocusGroupStillFails() throws {
        let r = try result(Self.grid(columns: 3, rows: 6, skipping: [4]), "keyboard.arrow-navigation")
        XCTAssertEqual(r.verdict, .fail)
        XCTAssertEqual(r.failures.first?.element, "photo-4")
        XCTAssertEqual(r.failures.first?.measured, .number(17))
    }

    /// An item in its group at priority −1 is out of the focus system as one in no group is (the
    /// arrows cannot reach it); at 0 it is in (`UIFocusGroupPriority.ignored` is focusable).
    func testAGridItemAtPriorityBelowZeroIsOutAndAtZeroIsIn() throws {
        let grid = Self.grid(columns: 3, rows: 6)
        let line = "{id: photo-4, role: gridItem, frame: [116, 196, 100, 100], defaultAction: open, focus: {group: photos}}"
        XCTAssertTrue(grid.contains(line))
        let out = try result(grid.replacingOccurrences(of: line, with: line.replacingOccurrences(of: "{group: photos}", with: "{group: photos, priority: -1}")),
                             "keyboard.arrow-navigation")
        XCTAssertEqual(out.failures.map(\.element), ["photo-4"])
        XCTAssertEqual(out.failures.first?.measured, .number(17))
        let zero = try result(grid.replacingOccurrences(of: line, with: line.replacingOccurrences(of: "{group: photos}", with: "{group: photos, priority: 0}")),
                              "keyboard.arrow-navigation")
        XCTAssertEqual(zero.verdict, .pass, "\(zero.failures.map(\.message))")
    }
}

extension GuidelineRuleTests {
    // MARK: layout.bottom-edge

    /// A compact-width tab bar whose three tabs UIKit spreads across the 320-pt window, laid out
    /// above the 20-pt home-indicator zone (`pin: bottom`, 20 pt up); `corner` adds the app's own
    /// button in the window's bottom-left corner.
    static func tabBar(tabBottom: Int = 20, corner: Bool = false) -> String {
        """
        scene: Tabs
        elements:
          - {id: feed, role: label, frame: [0, 80, 320, 400]}
          - id: tabs
            role: tabBar
            pin: bottom
            frame: [0, 0, 320, 70]
            children:
              - {id: tab-home, role: tab, pin: bottom, frame: [0, \(tabBottom), 107, 49], defaultAction: home}
              - {id: tab-search, role: tab, pin: bottom, frame: [107, \(tabBottom), 106, 49], defaultAction: search}
              - {id: tab-profile, role: tab, pin: bottom, frame: [213, \(tabBottom), 107, 49], defaultAction: profile}
        \(corner ? "  - {id: scan, role: button, pin: bottom, frame: [0, 22, 60, 44], defaultAction: scan}" : "")
        """
    }

    static let slideOver = HarnessEnvironment(.iPadMini, .portrait, .slideOver)
    static let leftThird = HarnessEnvironment(.iPadMini, .landscape, .oneThird)

    /// UIKit's tab bar reaches the window's corners in Slide Over and a left split: the outer tabs
    /// are the system's layout, not the app's controls in a corner (HIG › Adaptivity and layout).
    func testATabBarsOuterTabsInTheCornersPass() throws {
        for env in [Self.slideOver, Self.leftThird] {
            let r = try result(Self.tabBar(), "layout.bottom-edge", in: env)
            XCTAssertEqual(r.verdict, .pass, "\(env.description): \(r.failures.map(\.message))")
        }
    }

    /// The other sides: the app's own button in the same corner fails; a tab put into the 20-pt
    /// gesture zone (its bottom 19 pt up, one point into the zone) fails; 20 pt up passes (above).
    func testTheAppsOwnCornerControlAndATabInTheZoneStillFail() throws {
        let corner = try result(Self.tabBar(corner: true), "layout.bottom-edge", in: Self.leftThird)
        XCTAssertEqual(corner.failures.map(\.element), ["scan"])
        let inZone = try result(Self.tabBar(tabBottom: 19), "layout.bottom-edge", in: Self.slideOver)
        XCTAssertEqual(Set(inZone.failures.map(\.element)), ["tab-home", "tab-search", "tab-profile"])
    }
}

extension GuidelineRuleTests {
    // MARK: navigation.sidebar-regular

    /// A sidebar of three destinations and a sheet drawn over the window from `sheetX` to its
    /// right edge (iPad mini portrait, 744 pt wide, regular width).
    static func sheet(from sheetX: Int) -> String {
        """
        scene: Sheet
        elements:
          - id: sidebar
            role: sidebar
            frame: [0, 0, 240, 1133]
            children:
              - {id: nav-notes, role: sidebarItem, frame: [0, 80, 240, 44], defaultAction: notes}
              - {id: nav-shared, role: sidebarItem, frame: [0, 128, 240, 44], defaultAction: shared}
          - {id: note, role: label, frame: [250, 80, 480, 600]}
          - {id: sheet, role: container, frame: [\(sheetX), 0, \(744 - sheetX), 1133]}
        """
    }

    /// Anti-patterns "Show popovers as full-screen sheets"; Checklist "Sidebar visible in regular
    /// width": a sheet over the whole window hides the sidebar; one that leaves a 44-pt strip of
    /// it (the minimum target, HIG › Adaptivity and layout) leaves it visible; 43 pt does not.
    func testASheetOverTheSidebarHidesIt() throws {
        let full = try result(Self.sheet(from: 0), "navigation.sidebar-regular")
        XCTAssertEqual(full.verdict, .fail)
        XCTAssertEqual(full.failures.first?.element, "sidebar")
        XCTAssertEqual(full.failures.first?.related, ["sheet"])
        XCTAssertEqual(try result(Self.sheet(from: 43), "navigation.sidebar-regular").verdict, .fail)
        XCTAssertEqual(try result(Self.sheet(from: 44), "navigation.sidebar-regular").verdict, .pass)
        // A form sheet beside the sidebar leaves it in sight.
        XCTAssertEqual(try result(Self.sheet(from: 250), "navigation.sidebar-regular").verdict, .pass)
    }
}

extension GuidelineRuleTests {
    // MARK: pointer.hover-effect on what does nothing

    static func hover(_ declared: String) -> String {
        """
        scene: Hover
        elements:
          - {id: story, role: label, frame: [360, 100, 380, 600]}
          - {id: open, role: button, frame: [40, 470, 120, 44], defaultAction: open}
          - \(declared)
        """
    }

    /// iPadOS design guidelines › Pointer & Trackpad › Hover effects: hover feedback tells what is
    /// interactive, so a hover or lift on an element that takes no action fails, named, as a
    /// declaration; the same effect on an element with an action, inside a cell that has one, or
    /// an effect of none, passes.
    func testAHoverEffectOnAnElementThatDoesNothingFails() throws {
        let label = try result(Self.hover("{id: caption, role: label, frame: [40, 410, 300, 44], hoverEffect: highlight}"), "pointer.hover-effect")
        XCTAssertEqual(label.verdict, .fail)
        XCTAssertEqual(label.failures.map(\.element), ["caption"])
        XCTAssertEqual(label.failures.first?.method, .declared)
        XCTAssertEqual(label.methods, [.declared, .exercised])
        let image = try result(Self.hover("{id: cover, role: image, frame: [40, 100, 300, 300], hoverEffect: lift}"), "pointer.hover-effect")
        XCTAssertEqual(image.failures.map(\.element), ["cover"])

        for compliant in [
            "{id: cover, role: image, frame: [40, 100, 300, 300], hoverEffect: lift, defaultAction: open-cover}",
            "{id: cover, role: image, frame: [40, 100, 300, 300], hoverEffect: lift, contextMenu: [Share]}",
            "{id: cover, role: image, frame: [40, 100, 300, 300], hoverEffect: none}",
            "{id: cell, role: gridItem, frame: [40, 100, 300, 300], defaultAction: open, children: [{id: cover, role: image, frame: [40, 100, 300, 300], hoverEffect: lift}]}",
        ] {
            let r = try result(Self.hover(compliant), "pointer.hover-effect")
            XCTAssertEqual(r.verdict, .pass, "\(compliant): \(r.failures.map(\.message))")
        }
    }

    /// In a UIKit dump a view's class may act on touches itself (touchesBegan), which the dump
    /// cannot show: a pointer interaction on a view with no recognizer needs review, saying how
    /// to decide; one with a recognizer is interactive and hovered as usual.
    func testAnImportedHoverOnAViewWithNoRecognizerNeedsReview() throws {
        let scene = try SceneImport.scene(dumps: [TactileProcess.root + "/Tests/Import/uikit-inert-hover.txt"], overlay: nil, name: nil)
        let r = try XCTUnwrap(ConformanceEngine(environments: [HarnessEnvironment(.iPadPro11, .portrait)]).run([scene]).results.first { $0.rule == "pointer.hover-effect" })
        XCTAssertEqual(r.verdict, .needsReview)
        XCTAssertEqual(r.reviews.map(\.element), ["cover"])
        XCTAssertEqual(r.failures, [])
        XCTAssertTrue(try XCTUnwrap(r.reviews.first?.decide).contains("cover: {defaultAction: …}"))
    }
}

extension GuidelineRuleTests {
    // MARK: keyboard.tab-navigation: controls in the Tab loop

    static func toolbar(_ controlFocus: String) -> String {
        """
        scene: Toolbar
        elements:
          - {id: search, role: textField, frame: [16, 84, 180, 44], focus: {group: search}}
          - {id: share, role: barButton, frame: [210, 84, 48, 44], defaultAction: share\(controlFocus)}
          - {id: notes, role: listItem, frame: [16, 200, 300, 60], defaultAction: open, focus: {group: notes}}
          - {id: drafts, role: listItem, frame: [16, 264, 300, 60], defaultAction: open, focus: {group: notes}}
        """
    }

    /// docs/conformance.md, keyboard.tab-navigation: text inputs are focusable unless declared
    /// otherwise (priority below 0). At −1 a field is taken out of the focus system, which fails
    /// and says so; at 0 (UIKit's `UIFocusGroupPriority.ignored`, still focusable) Tab reaches it.
    func testATextFieldAtPriorityBelowZeroIsOutOfTheTabLoopAndAtZeroIsIn() throws {
        let yaml = """
        scene: Form
        elements:
          - {id: name, role: textField, frame: [16, 84, 400, 44]}
          - {id: code, role: textField, frame: [16, 144, 400, 44], focus: {group: code, priority: -1}}
          - {id: hint, role: textField, frame: [16, 204, 400, 44], focus: {group: hint, priority: 0}}
        """
        let r = try result(yaml, "keyboard.tab-navigation")
        XCTAssertEqual(r.failures.map(\.message), ["Tab never reaches this textField: it is declared not focusable (priority -1)"])
        XCTAssertEqual(r.failures.map(\.element), ["code"])
        XCTAssertEqual(r.measured, .texts(["name", "hint"]), "Tab visits the two focusable fields' groups")
    }

    /// HIG › Keyboards: don't enable keyboard navigation for buttons, segmented controls and
    /// switches. A bar button in a focus group fails, as a declaration; the same button with no
    /// focus group, or declared not focusable (priority −1), passes.
    func testAControlInAFocusGroupFails() throws {
        let inLoop = try result(Self.toolbar(", focus: {group: toolbar}"), "keyboard.tab-navigation")
        XCTAssertEqual(inLoop.verdict, .fail)
        XCTAssertEqual(inLoop.failures.map(\.element), ["share"])
        XCTAssertEqual(inLoop.failures.first?.method, .declared)
        let atZero = try result(Self.toolbar(", focus: {group: toolbar, priority: 0}"), "keyboard.tab-navigation")
        XCTAssertEqual(atZero.failures.map(\.element), ["share"], "priority 0 is focusable: in the loop")
        for compliant in ["", ", focus: {group: toolbar, priority: -1}"] {
            let r = try result(Self.toolbar(compliant), "keyboard.tab-navigation")
            XCTAssertEqual(r.verdict, .pass, "\(compliant): \(r.failures.map(\.message))")
        }
        // Every control role the guideline names: segmented control, switch (toggle), button.
        for role in ["segmentedControl", "toggle", "button", "slider"] {
            let yaml = Self.toolbar("").replacingOccurrences(of: "role: barButton, frame: [210, 84, 48, 44], defaultAction: share",
                                                             with: "role: \(role), frame: [210, 84, 48, 44], defaultAction: share, focus: {group: controls}")
            XCTAssertEqual(try result(yaml, "keyboard.tab-navigation").failures.map(\.element), ["share"], role)
        }
    }
}

extension GuidelineRuleTests {
    // MARK: keyboard.standard-shortcuts: text styling and edit commands

    static func editor(styled: Bool, _ shortcuts: [String]) -> String {
        """
        scene: Editor
        shortcuts: [\(shortcuts.joined(separator: ", "))]
        elements:
          - {id: note, role: textView, frame: [20, 80, 600, 600]\(styled ? ", allowsEditingTextAttributes: true" : "")}
        """
    }

    /// HIG › Keyboards: in text the user styles, ⌘B, ⌘I and ⌘U are bold, italic and underline.
    /// "Get Info" on ⌘I fails there, and passes in an app that does not style text (Files
    /// uses ⌘I for Get Info); a bold action off ⌘B fails.
    func testTextStylingKeepsCommandBIU() throws {
        let getInfo = "{keys: cmd+i, title: Get Info, action: getInfo}"
        let styled = try result(Self.editor(styled: true, [getInfo]), "keyboard.standard-shortcuts")
        XCTAssertEqual(styled.verdict, .fail)
        XCTAssertEqual(styled.failures.map(\.message), ["cmd+i is the standard Italic shortcut in text the user styles; here it is \"Get Info\""])
        XCTAssertEqual(try result(Self.editor(styled: false, [getInfo]), "keyboard.standard-shortcuts").verdict, .notApplicable)
        let italic = try result(Self.editor(styled: true, ["{keys: cmd+i, title: Italic, action: italic}"]), "keyboard.standard-shortcuts")
        XCTAssertEqual(italic.verdict, .pass, "\(italic.failures.map(\.message))")
        let bold = try result(Self.editor(styled: false, ["{keys: cmd+shift+b, title: Bold, action: bold}"]), "keyboard.standard-shortcuts")
        XCTAssertEqual(bold.failures.map(\.message), ["bold is on cmd+shift+b, needs cmd+b"])
        for (keys, title) in [("cmd+b", "Bookmark"), ("cmd+u", "Upload")] {
            let r = try result(Self.editor(styled: true, ["{keys: \(keys), title: \(title), action: x}"]), "keyboard.standard-shortcuts")
            XCTAssertEqual(r.verdict, .fail, keys)
        }
    }

    /// Photos in a grid, `count` of them draggable; `extra` elements and scene lines.
    static func photos(_ count: Int, shortcuts: [String] = [], undo: Bool = false, extra: [String] = []) -> String {
        var lines = ["scene: Photos", "undo: \(undo)", "shortcuts: [\(shortcuts.joined(separator: ", "))]", "elements:"]
        for i in 0..<count {
            lines.append("  - {id: photo-\(i), role: gridItem, frame: [\(16 + i * 150), 84, 140, 140], draggable: {types: [public.image]}, defaultAction: open}")
        }
        lines += extra.map { "  - " + $0 }
        return lines.joined(separator: "\n")
    }

    static let copy = "{keys: cmd+c, title: Copy, action: copy}"
    static let selectAll = "{keys: cmd+a, title: Select All, action: selectAll}"

    /// Content that can be selected and dragged out needs Copy (⌘C); two or more that can be
    /// selected together need Select All (⌘A) too; one alone does not.
    func testSelectableContentNeedsCopyAndSelectAll() throws {
        let none = try result(Self.photos(2), "keyboard.standard-shortcuts")
        XCTAssertEqual(none.verdict, .fail)
        XCTAssertEqual(none.failures.map(\.message), [
            "photo-0 is selectable content that can be dragged out, and no shortcut performs copy (needs cmd+c)",
            "photo-0 can be selected with others, and no shortcut performs selectAll (needs cmd+a)",
        ])
        XCTAssertEqual(try result(Self.photos(2, shortcuts: [Self.copy, Self.selectAll]), "keyboard.standard-shortcuts").verdict, .pass)
        let one = try result(Self.photos(1), "keyboard.standard-shortcuts")
        XCTAssertEqual(one.failures.map { $0.message.contains("copy") }, [true], "one photo: Copy only")
        // Content is selectable by its role or declared so: a draggable view of another role (a
        // share anchor) calls for nothing, unless it is declared `selectable`.
        let anchor = "scene: S\nelements:\n  - {id: anchor, role: container, frame: [0, 80, 100, 100], draggable: {types: [public.url]}}\n"
        XCTAssertEqual(try result(anchor, "keyboard.standard-shortcuts").verdict, .notApplicable)
        let declared = anchor.replacingOccurrences(of: "draggable:", with: "selectable: true, draggable:")
        XCTAssertEqual(try result(declared, "keyboard.standard-shortcuts").failures.map(\.element), ["anchor"])
        // Text alone: UIKit's text views give cut, copy, paste and select all themselves.
        XCTAssertEqual(try result(Self.editor(styled: false, []), "keyboard.standard-shortcuts").verdict, .notApplicable)
    }

    /// Cut (⌘X) where copyable content can also be deleted; Paste (⌘V) where a list or canvas
    /// accepts dropped content (not a drop well); Undo (⌘Z) where content changes, unless the
    /// scene registers changes with the undo manager (`undo: true`).
    func testCutPasteAndUndoWhereContentChanges() throws {
        let deleting = try result(Self.photos(1, shortcuts: [Self.copy, "{keys: cmd+delete, title: Delete, action: delete}"]), "keyboard.standard-shortcuts")
        XCTAssertEqual(deleting.failures.map(\.message), [
            "photo-0 can be copied and deleted, and no shortcut performs cut (needs cmd+x)",
            "photo-0's content can be changed, and no shortcut performs undo (needs cmd+z)",
        ])
        let list = "{id: album, role: scrollView, frame: [0, 300, 600, 400], contentSize: [600, 400], dropDestination: {accepts: [public.image]}}"
        let pasteInto = try result(Self.photos(1, shortcuts: [Self.copy], undo: true, extra: [list]), "keyboard.standard-shortcuts")
        XCTAssertEqual(pasteInto.failures.map(\.message), ["album accepts dropped content, and no shortcut performs paste (needs cmd+v)"])
        let well = "{id: avatar, role: container, frame: [0, 300, 200, 200], dropDestination: {accepts: [public.image]}}"
        XCTAssertEqual(try result(Self.photos(1, shortcuts: [Self.copy], extra: [well]), "keyboard.standard-shortcuts").verdict, .pass)
        let noUndo = try result(Self.photos(1, shortcuts: [Self.copy, "{keys: cmd+v, title: Paste, action: paste}"], undo: false, extra: [list]), "keyboard.standard-shortcuts")
        XCTAssertEqual(noUndo.failures.map(\.message), ["album's content can be changed, and no shortcut performs undo (needs cmd+z)"])
    }
}

extension GuidelineRuleTests {
    // MARK: layout.no-clipping: content cut off by its container

    static func panel(lastLineBottom: Double, stripContent: String = "contentSize: [620, 120]") -> String {
        """
        scene: Panel
        elements:
          - id: details
            role: container
            frame: [0, 80, 320, 200]
            children:
              - {id: line-1, role: label, frame: [8, 80, 304, 60]}
              - {id: line-2, role: label, frame: [8, \(lastLineBottom - 60), 304, 60]}
          - id: strip
            role: scrollView
            frame: [0, 400, 320, 120]
            \(stripContent)
            children:
              - {id: photo-1, role: image, frame: [0, 400, 300, 120]}
              - {id: photo-2, role: image, frame: [310, 400, 300, 120]}
        """
    }

    /// Anti-patterns › Present dense content without scrolling: a line past the bottom of a panel
    /// that does not scroll is cut off. The panel ends at y 280; a line ending 1 pt past it fails,
    /// one ending at it passes, and 0.5 pt past is a frame rounded to the pixel (the tolerance
    /// cover also allows), not a cut.
    func testALinePastAPanelThatDoesNotScrollIsCutOff() throws {
        let cut = try result(Self.panel(lastLineBottom: 281), "layout.no-clipping")
        XCTAssertEqual(cut.verdict, .fail)
        XCTAssertEqual(cut.failures.map(\.element), ["line-2"])
        XCTAssertEqual(cut.failures.first?.related, ["details"])
        XCTAssertEqual(cut.failures.first?.required, .numbers([0, 80, 320, 200]))
        XCTAssertEqual(try result(Self.panel(lastLineBottom: 280), "layout.no-clipping").verdict, .pass)
        XCTAssertEqual(try result(Self.panel(lastLineBottom: 280.5), "layout.no-clipping").verdict, .pass)
    }

    /// In a scroll view content starts at its origin and runs for the declared content size:
    /// the second photo ends at x 610, inside 620 pt of content (pass) and outside 600 (fail); a
    /// scroll view that declares no content size does not say how far it scrolls (not judged).
    func testContentBeyondAScrollViewsContentSizeIsCutOff() throws {
        let beyond = try result(Self.panel(lastLineBottom: 280, stripContent: "contentSize: [600, 120]"), "layout.no-clipping")
        XCTAssertEqual(beyond.failures.map(\.element), ["photo-2"])
        XCTAssertTrue(beyond.failures[0].message.contains("scrolling never reaches it"), beyond.failures[0].message)
        XCTAssertEqual(try result(Self.panel(lastLineBottom: 280, stripContent: "contentSize: [620, 120]"), "layout.no-clipping").verdict, .pass)
        XCTAssertEqual(try result(Self.panel(lastLineBottom: 280, stripContent: ""), "layout.no-clipping").verdict, .pass)
    }

    /// A dump's frames are where UIKit laid views out, drawn past their superview unless it clips:
    /// an imported scene is not judged for cut-off content (the same layout, imported, passes).
    func testAnImportedLayoutIsNotJudgedForCutOffContent() throws {
        var scene = try SceneLoader.load(Self.panel(lastLineBottom: 300))
        scene.imported = [SceneSource(dump: "panel.txt", format: .uikit, window: ScreenSize(width: 744, height: 1133), layout: "default")]
        let r = ConformanceEngine(environments: [Self.miniPortrait]).run([scene]).results.first { $0.rule == "layout.no-clipping" }
        XCTAssertEqual(r?.verdict, .pass, "judged in the dump's window, and passes")
    }
}

extension GuidelineRuleTests {
    // MARK: layout.inset-buttons

    static func button(_ frame: String, role: String = "button") -> String {
        """
        scene: Sign in
        elements:
          - {id: welcome, role: label, frame: [40, 80, 600, 300]}
          - {id: sign-in, role: \(role), frame: \(frame), defaultAction: sign-in}
        """
    }

    static func buttonRow(_ frames: [String]) -> String {
        let items = frames.enumerated().map { "  - {id: b\($0.offset + 1), role: button, frame: \($0.element), defaultAction: act-\($0.offset + 1)}" }
        return (["scene: Checkout", "elements:", "  - {id: total, role: label, frame: [40, 80, 600, 300]}"] + items).joined(separator: "\n")
    }

    /// Two buttons side by side that together run from edge to edge are a full-width row (HIG ›
    /// Adaptivity and layout › Inset full-width buttons), judged by its outer edges in the 744-pt
    /// window: flush with the sides and the bottom, they fail on the left one, naming the other;
    /// inset 8 pt they pass. Together under 90 % of the window (669.6 pt) they are two buttons;
    /// two corner buttons far apart, or three in a row (a bar of buttons), are not a row.
    func testARowOfTwoButtonsSpanningTheWindowIsInset() throws {
        let flush = try result(Self.buttonRow(["[0, 1083, 372, 50]", "[372, 1083, 372, 50]"]), "layout.inset-buttons")
        XCTAssertEqual(flush.verdict, .fail)
        XCTAssertEqual(flush.failures.map(\.element), ["b1"])
        XCTAssertEqual(flush.failures.first?.related, ["b2"])
        XCTAssertEqual(flush.failures.first?.message, "side by side with b2, together 744 pt wide in the 744-pt window, the row reaches the window's left and right edges: a full-width row of buttons is inset from the edges (it may not look like buttons)")
        XCTAssertTrue(flush.note.contains("1 pair side by side as wide"), flush.note)
        XCTAssertEqual(try result(Self.buttonRow(["[8, 1075, 360, 50]", "[376, 1075, 360, 50]"]), "layout.inset-buttons").verdict, .pass)
        let oneSide = try result(Self.buttonRow(["[376, 1075, 368, 50]", "[8, 1075, 360, 50]"]), "layout.inset-buttons")
        XCTAssertEqual(oneSide.failures.map(\.element), ["b2"], "named from the left")
        XCTAssertTrue(oneSide.failures.first?.message.contains("the row reaches the window's right edge") == true, oneSide.failures.first?.message ?? "")
        // 334.8 + 334.8 = 669.6 pt is 90 % of the window: judged; 334.7 + 334.8 is not.
        XCTAssertEqual(try result(Self.buttonRow(["[0, 1083, 334.8, 50]", "[409.2, 1083, 334.8, 50]"]), "layout.inset-buttons").verdict, .fail)
        XCTAssertEqual(try result(Self.buttonRow(["[0, 1083, 334.7, 50]", "[409.2, 1083, 334.8, 50]"]), "layout.inset-buttons").verdict, .pass)
        XCTAssertEqual(try result(Self.buttonRow(["[0, 30, 60, 44]", "[684, 30, 60, 44]"]), "layout.inset-buttons").verdict, .pass)
        XCTAssertEqual(try result(Self.buttonRow(["[0, 1083, 248, 50]", "[248, 1083, 248, 50]", "[496, 1083, 248, 50]"]), "layout.inset-buttons").verdict, .pass)
        // Rows apart vertically are not one row.
        XCTAssertEqual(try result(Self.buttonRow(["[0, 1000, 372, 50]", "[372, 1083, 372, 50]"]), "layout.inset-buttons").verdict, .pass)
    }

    /// HIG › Adaptivity and layout › Inset full-width buttons, with UIKit's default layout margins
    /// of 8 pt (UIView.directionalLayoutMargins): in the 744-pt iPad mini window a full-width
    /// button (90 % of the width, 669.6 pt, or more) at the edges fails; inset 8 pt passes, 7.5 pt
    /// fails; a 669-pt button at the edge is not full width.
    func testAFullWidthButtonIsInsetFromTheWindowsEdges() throws {
        let edge = try result(Self.button("[0, 400, 744, 50]"), "layout.inset-buttons")
        XCTAssertEqual(edge.verdict, .fail)
        XCTAssertEqual(edge.failures.first?.message, "744 pt wide in the 744-pt window, it reaches the window's left and right edges: a full-width button is inset from the edges (it may not look like a button)")
        XCTAssertEqual(edge.failures.first?.measured, .numbers([0, 0]))
        XCTAssertEqual(try result(Self.button("[8, 400, 728, 50]"), "layout.inset-buttons").verdict, .pass)
        let close = try result(Self.button("[7.5, 400, 729, 50]"), "layout.inset-buttons")
        XCTAssertEqual(close.failures.first?.message.contains("is 7.5 pt from the window's left and right edges"), true, close.failures.first?.message ?? "")
        // An inset of 0.5 pt or less is a frame rounded to the pixel (docs/conformance.md): it
        // reaches the edge; 1 pt is an inset, named.
        let rounded = try result(Self.button("[0.5, 400, 743, 50]"), "layout.inset-buttons")
        XCTAssertEqual(rounded.failures.first?.message.contains("it reaches the window's left and right edges"), true, rounded.failures.first?.message ?? "")
        let onePoint = try result(Self.button("[1, 400, 742, 50]"), "layout.inset-buttons")
        XCTAssertEqual(onePoint.failures.first?.message.contains("is 1 pt from the window's left and right edges"), true, onePoint.failures.first?.message ?? "")
        XCTAssertEqual(try result(Self.button("[0, 400, 669, 50]"), "layout.inset-buttons").verdict, .pass)
        XCTAssertEqual(try result(Self.button("[0, 400, 670, 50]"), "layout.inset-buttons").verdict, .fail)
        XCTAssertEqual(try result(Self.button("[0, 400, 744, 50]", role: "segmentedControl"), "layout.inset-buttons").verdict, .fail)
        XCTAssertEqual(try result(Self.button("[0, 400, 744, 50]", role: "listItem"), "layout.inset-buttons").verdict, .notApplicable)
        // A button over half the window's height is a region (a full-window dismiss region), not
        // a full-width button: 566 pt of the 1133-pt window is judged, 567 is not.
        XCTAssertEqual(try result(Self.button("[0, 0, 744, 566]"), "layout.inset-buttons").verdict, .fail)
        XCTAssertEqual(try result(Self.button("[0, 0, 744, 567]"), "layout.inset-buttons").verdict, .pass)
        // A button that is a list row's content (a SwiftUI List row reports as one) is the row's.
        let row = """
            scene: Rows
            elements:
              - {id: row, role: listItem, frame: [0, 400, 744, 50], defaultAction: open, children: [{id: row-button, role: button, frame: [0, 400, 744, 50], defaultAction: open}]}
            """
        XCTAssertEqual(try result(row, "layout.inset-buttons").verdict, .notApplicable)
        // Three full-width buttons stacked in one container are rows of a list made of buttons;
        // two are two full-width buttons, both judged.
        func stack(_ n: Int) -> String {
            "scene: Stack\nelements:\n" + (0..<n).map { "  - {id: b\($0), role: button, frame: [0, \(100 + $0 * 60), 744, 50], defaultAction: a\($0)}" }.joined(separator: "\n")
        }
        XCTAssertEqual(try result(stack(2), "layout.inset-buttons").failures.map(\.element), ["b0", "b1"])
        XCTAssertEqual(try result(stack(3), "layout.inset-buttons").verdict, .pass)
    }
}

extension GuidelineRuleTests {
    // MARK: navigation.compact-width

    static let slideOverMini = HarnessEnvironment(.iPadMini, .landscape, .slideOver)

    /// A files app: a sidebar of two locations and a toolbar with New Folder in regular width;
    /// `compact` is what its compact layout adds.
    static func files(sidebarCompact: String? = nil, compact: [String] = []) -> String {
        var lines = [
            "scene: Files",
            "elements:",
            "  - id: sidebar",
            "    role: sidebar",
            "    frames: {regular: [0, 0, 200, 744]\(sidebarCompact.map { ", compact: \($0)" } ?? "")}",
            "    children:",
            "      - {id: loc-recents, role: sidebarItem, frames: {regular: [8, 80, 184, 44]\(sidebarCompact == nil ? "" : ", compact: [8, 80, 184, 44]")}, defaultAction: open-recents}",
            "  - id: toolbar",
            "    role: toolbar",
            "    frames: {regular: [200, 24, 478, 50], compact: [0, 24, 320, 50]}",
            "    children:",
            "      - {id: new-folder, role: barButton, frames: {regular: [620, 27, 48, 44]}, defaultAction: new-folder}",
            "  - {id: files, role: label, frames: {regular: [210, 80, 460, 600], compact: [\(sidebarCompact == nil ? 0 : 200), 80, 120, 600]}}",
        ]
        lines += compact.map { "  - " + $0 }
        return lines.joined(separator: "\n")
    }

    /// Multitasking › Slide Over: the 320-pt window keeps the 200-pt sidebar beside the files,
    /// leaving them 120 pt: the regular layout kept. A sidebar collapsed to the whole window is
    /// compact navigation, not the regular layout.
    func testASidebarKeptBesideTheContentInCompactWidthFails() throws {
        let kept = try result(Self.files(sidebarCompact: "[0, 0, 200, 744]", compact: [
            "{id: more, role: barButton, frames: {compact: [270, 27, 48, 44]}, contextMenu: [New Folder], defaultAction: more}",
        ]), "navigation.compact-width", in: Self.slideOverMini)
        XCTAssertEqual(kept.verdict, .fail)
        XCTAssertEqual(kept.failures.map(\.element), ["sidebar"])
        XCTAssertEqual(kept.failures.first?.measured, .number(120))
        let collapsed = try result(Self.files(sidebarCompact: "[0, 0, 320, 744]", compact: [
            "{id: more, role: barButton, frames: {compact: [270, 27, 48, 44]}, contextMenu: [New Folder], defaultAction: more}",
        ]).replacingOccurrences(of: "compact: [200, 80, 120, 600]", with: "compact: [0, 80, 320, 600]"), "navigation.compact-width", in: Self.slideOverMini)
        XCTAssertEqual(collapsed.failures.map(\.element), [], "\(collapsed.failures.map(\.message))")
        // Regular width is not judged.
        XCTAssertEqual(try result(Self.files(), "navigation.compact-width", in: HarnessEnvironment(.iPadMini, .landscape)).verdict, .notApplicable)
    }

    /// "Beside" is side by side: content to the right of the sidebar that starts where the
    /// sidebar ends vertically (below it, not next to it) leaves the sidebar no content beside it
    /// in compact width; content that overlaps its rows by a point is beside it.
    func testContentBelowTheSidebarIsNotBesideIt() throws {
        func scene(contentY: Int) -> String {
            """
            scene: Filters
            elements:
              - {id: filters, role: sidebar, frame: [0, 80, 120, 200]}
              - {id: results, role: label, frame: [120, \(contentY), 200, 400]}
            """
        }
        XCTAssertEqual(try result(scene(contentY: 280), "navigation.compact-width", in: Self.slideOverMini).failures.map(\.element), [])
        XCTAssertEqual(try result(scene(contentY: 279), "navigation.compact-width", in: Self.slideOverMini).failures.map(\.element), ["filters"])
    }

    /// Multitasking › Slide Over ("keep all functionality"): New Folder and the Recents location
    /// of the regular layout must be reachable in compact width — a tab, a bar button, or a menu
    /// item naming them ("New Folder" for new-folder, "Recents" for open-recents).
    func testFunctionsOfTheRegularLayoutStayReachableInCompactWidth() throws {
        let lost = try result(Self.files(), "navigation.compact-width", in: Self.slideOverMini)
        XCTAssertEqual(lost.verdict, .fail)
        XCTAssertEqual(lost.failures.map(\.element), ["loc-recents", "new-folder"])
        XCTAssertEqual(lost.failures.first?.message, "open-recents, from the regular-width sidebar, is out of reach in the compact 320-pt window: no element there does it and no menu lists it")

        let tabs = "{id: tab-recents, role: tab, frames: {compact: [0, 680, 160, 49]}, defaultAction: open-recents}"
        let menu = "{id: more, role: barButton, frames: {compact: [270, 27, 48, 44]}, contextMenu: [New Folder, Recents], defaultAction: more}"
        XCTAssertEqual(try result(Self.files(compact: [tabs]), "navigation.compact-width", in: Self.slideOverMini).failures.map(\.element), ["new-folder"])
        XCTAssertEqual(try result(Self.files(compact: [menu]), "navigation.compact-width", in: Self.slideOverMini).verdict, .pass)
        // A menu item that names something else does not reach it.
        let other = menu.replacingOccurrences(of: "[New Folder, Recents]", with: "[New File, Recent Tags]")
        XCTAssertEqual(try result(Self.files(compact: [other]), "navigation.compact-width", in: Self.slideOverMini).failures.map(\.element), ["loc-recents", "new-folder"])
    }
}

extension GuidelineRuleTests {
    // MARK: pointer.drag: every group of draggable siblings

    static func foldersAndPhotos(photosSelectable: Bool) -> String {
        """
        scene: Browser
        elements:
          - id: folders
            role: container
            frame: [0, 80, 678, 160]
            children:
              - {id: folder-1, role: gridItem, frame: [16, 84, 140, 140], draggable: {types: [public.folder]}, defaultAction: open}
              - {id: folder-2, role: gridItem, frame: [164, 84, 140, 140], draggable: {types: [public.folder]}, defaultAction: open}
          - id: photos
            role: container
            frame: [0, 260, 678, 160]
            children:
              - {id: photo-1, role: gridItem, frame: [16, 264, 140, 140], selectable: \(photosSelectable), draggable: {types: [public.image]}, defaultAction: open}
              - {id: photo-2, role: gridItem, frame: [164, 264, 140, 140], selectable: \(photosSelectable), draggable: {types: [public.image]}, defaultAction: open}
        """
    }

    /// Pointer-driven drag and drop ("multi-select via Shift-click and Cmd-click"): every list and
    /// grid of draggable items is tried, so photos that cannot be multi-selected fail even though
    /// the folders, the first group, can.
    func testPointerMultiSelectIsProbedInEveryGroup() throws {
        let photos = try result(Self.foldersAndPhotos(photosSelectable: false), "pointer.drag")
        XCTAssertEqual(photos.verdict, .fail)
        XCTAssertEqual(photos.failures.map(\.message), [
            "shift-click after clicking photo-1 did not extend the selection",
            "cmd-click after clicking photo-1 did not extend the selection",
        ])
        let both = try result(Self.foldersAndPhotos(photosSelectable: true), "pointer.drag")
        XCTAssertEqual(both.verdict, .pass, "\(both.failures.map(\.message))")
        XCTAssertTrue(both.note.contains("in 2 groups of draggable items"), both.note)
    }

    static func cards(role: String, multiSelect: Bool, selectable: Bool) -> String {
        let item = "draggable: {types: [public.image], multiSelect: \(multiSelect)}, selectable: \(selectable)"
        return """
        scene: Board
        elements:
          - id: board
            role: container
            frame: [0, 80, 678, 300]
            children:
              - {id: card-1, role: \(role), frame: [16, 84, 200, 200], \(item)}
              - {id: card-2, role: \(role), frame: [232, 84, 200, 200], \(item)}
        """
    }

    /// Items dragged several at a time (`multiSelect: true`) are content whatever their role
    /// (HIG › Pointing devices: pointer drag goes with Shift- and Command-click multi-select):
    /// cards that Shift- and Cmd-click cannot gather fail; gathered, they pass. Cards dragged one
    /// at a time, and draggable buttons, are not asked.
    func testItemsDraggedTogetherAreGatheredByShiftAndCmdClick() throws {
        let lone = try result(Self.cards(role: "container", multiSelect: true, selectable: false), "pointer.drag")
        XCTAssertEqual(lone.failures.map(\.message), [
            "shift-click after clicking card-1 did not extend the selection",
            "cmd-click after clicking card-1 did not extend the selection",
        ])
        let gathered = try result(Self.cards(role: "container", multiSelect: true, selectable: true), "pointer.drag")
        XCTAssertEqual(gathered.verdict, .pass, "\(gathered.failures.map(\.message))")
        XCTAssertTrue(gathered.note.contains("in 1 group of draggable items"), gathered.note)
        for (role, multi) in [("container", false), ("button", true)] {
            let single = try result(Self.cards(role: role, multiSelect: multi, selectable: false), "pointer.drag")
            XCTAssertEqual(single.verdict, .pass, "\(role) \(multi): \(single.failures.map(\.message))")
            XCTAssertFalse(single.note.contains("group"), single.note)
        }
    }
}

extension GuidelineRuleTests {
    // MARK: Scenes: the input a drag accepts

    static func songs(input: String?) -> String {
        let i = input.map { ", input: \($0)" } ?? ""
        return """
        scene: Songs
        elements:
          - {id: song-1, role: listItem, frame: [0, 80, 320, 60], draggable: {types: [public.audio]\(i)}, contextMenu: [Play], defaultAction: play}
          - {id: song-2, role: listItem, frame: [0, 144, 320, 60], draggable: {types: [public.audio]\(i)}, contextMenu: [Play], defaultAction: play}
        """
    }

    /// `draggable.input`: a touch-only drag fails click-and-drag (pointer.drag) and passes touch
    /// and hold (drag.source); a pointer-only one the other way round; both (the default, UIKit's
    /// drag interaction) passes both.
    func testADragTakesTheInputItDeclares() throws {
        func verdicts(_ input: String?) throws -> [Verdict] {
            try ["pointer.drag", "drag.source"].map { try result(Self.songs(input: input), $0).verdict }
        }
        XCTAssertEqual(try verdicts("touch"), [.fail, .pass])
        XCTAssertEqual(try verdicts("pointer"), [.pass, .fail])
        XCTAssertEqual(try verdicts("both"), [.pass, .pass])
        XCTAssertEqual(try verdicts(nil), [.pass, .pass])
        XCTAssertThrowsError(try SceneLoader.load(Self.songs(input: "mouse"), file: "s.yml")) { e in
            XCTAssertEqual("\(e)", "s.yml:3: element 'song-1'.draggable.input: unknown value 'mouse' (expected one of: touch, pointer, both)")
        }
    }
}

extension GuidelineRuleTests {
    // MARK: Scenes: a segmented control's segments

    static func segmented(width: Double, _ segments: String) -> String {
        """
        scene: Switcher
        elements:
          - {id: view-mode, role: segmentedControl, frame: [16, 84, \(width), 44], segments: \(segments), defaultAction: switch}
        """
    }

    /// HIG › Adaptivity and layout: 44 × 44 pt per target, and each segment is one. Four equal
    /// segments in 176 pt are 44 pt each (pass); in 175 pt, 43.75 pt each (all four fail); a
    /// segment the app sets to 30 pt fails alone while the others share the rest.
    func testEachSegmentIsJudgedAsATarget() throws {
        XCTAssertEqual(try result(Self.segmented(width: 176, "[Day, Week, Month, Year]"), "layout.hit-target").verdict, .pass)
        let narrow = try result(Self.segmented(width: 175, "[Day, Week, Month, Year]"), "layout.hit-target")
        XCTAssertEqual(narrow.failures.map(\.message), ["Day", "Week", "Month", "Year"].map {
            "segment \"\($0)\" is 43.8 × 44 pt (4 segments in 175 pt), needs 44 × 44"
        })
        XCTAssertEqual(narrow.failures.first?.measured, .numbers([43.75, 44]))
        let fixed = try result(Self.segmented(width: 200, "[{title: All, width: 30}, Photos, Videos]"), "layout.hit-target")
        XCTAssertEqual(fixed.failures.map(\.message), ["segment \"All\" is 30 × 44 pt (3 segments in 200 pt), needs 44 × 44"])
        // Without segments the control is one 120-pt target.
        let whole = "scene: S\nelements:\n  - {id: view-mode, role: segmentedControl, frame: [16, 84, 120, 44], defaultAction: switch}\n"
        XCTAssertEqual(try result(whole, "layout.hit-target").verdict, .pass)
        XCTAssertThrowsError(try SceneLoader.load("scene: S\nelements:\n  - {id: b, role: button, frame: [0, 0, 50, 50], segments: [A, B]}\n", file: "s.yml")) {
            XCTAssertEqual("\($0)", "s.yml:3: element 'b': 'segments' are a segmentedControl's")
        }
    }
}

extension GuidelineRuleTests {
    // MARK: Sheets in a UIKit dump

    /// A dump taken with a form sheet up: UIKit's transition and dimming views span the window
    /// but hide nothing; the sheet beside the sidebar leaves it visible, and its items are not
    /// "covered" targets. The same screen with the settings presented full screen (the presented
    /// view spanning the window) hides the sidebar.
    func testAFormSheetInAUIKitDumpLeavesTheSidebarVisible() throws {
        let dir = TactileProcess.root + "/Tests/Import/"
        let env = HarnessEnvironment(.iPadPro11, .landscape)
        func results(_ dump: String) throws -> [RuleResult] {
            let scene = try SceneImport.scene(dumps: [dump], overlay: dir + "sidebar.overlay.yml", name: nil)
            return ConformanceEngine(environments: [env]).run([scene]).results
        }
        let sheet = try results(dir + "uikit-form-sheet.txt")
        XCTAssertEqual(sheet.first { $0.rule == "navigation.sidebar-regular" }?.verdict, .pass)
        XCTAssertEqual(sheet.first { $0.rule == "layout.hit-target" }?.verdict, .pass)

        let text = try String(contentsOfFile: dir + "uikit-form-sheet.txt", encoding: .utf8)
            .replacingOccurrences(of: "frame = (327 107; 540 620)", with: "frame = (0 0; 1194 834)")
            .replacingOccurrences(of: "frame = (0 0; 540 620)", with: "frame = (0 0; 1194 834)")
        let full = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-full-screen-\(UUID().uuidString).txt")
        try text.write(to: full, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: full) }
        let hidden = try XCTUnwrap(try results(full.path).first { $0.rule == "navigation.sidebar-regular" })
        XCTAssertEqual(hidden.verdict, .fail)
        XCTAssertEqual(hidden.failures.first?.related, ["UIDropShadowView[1]", "settings"])
    }
}

extension GuidelineRuleTests {
    // MARK: UIKit's names of the standard actions

    /// UIKit names the standard edit actions by their selectors (`UIResponderStandardEditActions`:
    /// `toggleBoldface:`, `toggleItalics:`, `copy:` …): a scene that uses them styles text and
    /// declares copy as one using the short names does. With a bold action declared as
    /// `toggleBoldface:`, ⌘I is italic, so "Get Info" there fails; without it, ⌘I is free.
    func testUIKitsActionNamesAreTheStandardActions() throws {
        func result(bold: String?) throws -> RuleResult {
            let boldLine = bold.map { "\n  - {keys: cmd+b, title: Bold, category: Format, action: '\($0)'}" } ?? ""
            return try self.result("""
                scene: Notes
                shortcuts:
                  - {keys: cmd+i, title: Get Info, category: File, action: getInfo}\(boldLine)
                elements:
                  - {id: note, role: textView, frame: [20, 80, 638, 600]}
                """, "keyboard.standard-shortcuts")
        }
        for name in ["toggleBoldface:", "toggleBoldface", "bold"] {
            XCTAssertEqual(try result(bold: name).failures.map(\.message), ["cmd+i is the standard Italic shortcut in text the user styles; here it is \"Get Info\""], name)
        }
        XCTAssertEqual(try result(bold: nil).verdict, .notApplicable, "no styled text: ⌘I may be Get Info, and nothing else is standard")
        XCTAssertEqual(StandardShortcut.named("copy:")?.action, "copy")
        XCTAssertEqual(StandardShortcut.named("toggleItalics:")?.action, "italic")
        XCTAssertEqual(StandardShortcut.named("toggleUnderline")?.action, "underline")
        XCTAssertEqual(StandardShortcut.named("printContent:")?.action, "print")
        XCTAssertNil(StandardShortcut.named("getInfo"))
    }
}

extension GuidelineRuleTests {
    // MARK: Where the pointer probes stand

    /// docs/conformance.md, pointer.magnetism: the pointer stops 4 pt above the middle of each
    /// button's top edge. A control right above the button's left part is not above its middle:
    /// the button is approached (and snaps).
    func testTheMagnetismProbeStandsAboveTheButtonsMiddle() throws {
        let r = try result("""
            scene: S
            elements:
              - {id: filter, role: button, frame: [100, 44, 120, 44], defaultAction: filter}
              - {id: save, role: button, frame: [100, 90, 300, 44], defaultAction: save}
            """, "pointer.magnetism")
        XCTAssertEqual(r.verdict, .pass, "\(r.failures.map(\.message))")
        XCTAssertEqual(r.note, "2 buttons approached from 4 pt above")
    }

    /// docs/conformance.md, pointer.scroll: the pointer scrolls at the scroll view's centre. A
    /// floating button over the view's left third leaves the centre to the view, which scrolls.
    func testTheScrollProbeStandsAtTheScrollViewsCentre() throws {
        let r = try result("""
            scene: S
            elements:
              - {id: feed, role: scrollView, frame: [0, 80, 600, 600], contentSize: [600, 2400]}
              - {id: compose, role: button, frame: [150, 330, 100, 100], defaultAction: compose}
            """, "pointer.scroll")
        XCTAssertEqual(r.verdict, .pass, "\(r.failures.map(\.message))")
    }
}

extension GuidelineRuleTests {
    // MARK: Boundaries of long-standing rules

    /// iPadOS design guidelines › Responsive layout › Don't scale up the iPhone interface: content
    /// no wider than the widest iPhone (the Pro Max, 430 pt) in a regular-width window is an
    /// iPhone layout. 430 pt fails; 431 pt does not.
    func testContentAsWideAsTheWidestIPhoneIsAnIPhoneLayout() throws {
        func verdict(_ width: Int) throws -> Verdict {
            try result("scene: S\nelements:\n  - {id: text, role: label, frame: [0, 80, \(width), 600]}\n", "layout.regular-width-columns").verdict
        }
        XCTAssertEqual(try verdict(430), .fail)
        XCTAssertEqual(try verdict(431), .pass)
    }

    /// docs/conformance.md, layout.regular-width-columns: "no list row spans 90 % or more of the
    /// window". In the iPad mini's 744-pt portrait window that is 669.6 pt: a row that wide is the
    /// window's only column; one 0.1 pt narrower is not.
    func testAListRowSpanningNinetyPercentOfTheWindowIsTheOnlyColumn() throws {
        func result(_ width: Double) throws -> RuleResult {
            try self.result("scene: S\nelements:\n  - {id: list, role: scrollView, frame: [0, 80, 744, 900], children: [{id: row, role: listItem, frame: [0, 80, \(width), 60]}]}\n",
                            "layout.regular-width-columns")
        }
        let wide = try result(669.6)
        XCTAssertEqual(wide.verdict, .fail)
        XCTAssertEqual(wide.failures.map(\.element), ["row"])
        XCTAssertEqual(try result(669.5).verdict, .pass)
    }

    /// keyboard.discoverable (docs/conformance.md): a title says what the command does, three
    /// letters or more: "Go" is too short, "Cut" is not.
    func testAShortcutTitleNeedsThreeLetters() throws {
        func verdict(_ title: String) throws -> Verdict {
            try result("scene: S\nshortcuts: [{keys: cmd+g, title: \(title), action: go}]\nelements:\n  - {id: text, role: label, frame: [0, 80, 600, 600]}\n",
                       "keyboard.discoverable").verdict
        }
        XCTAssertEqual(try verdict("Go"), .fail)
        XCTAssertEqual(try verdict("Cut"), .pass)
    }
}

extension GuidelineRuleTests {
    // MARK: Relations layout.hit-target's messages rely on

    /// An element's own children are part of it: a label drawn inside a button takes the tap for
    /// the button, so it never covers it. The same label as a sibling drawn above does.
    func testAnElementsOwnChildrenNeverCoverIt() throws {
        let child = """
            scene: S
            elements:
              - {id: buy, role: button, frame: [20, 80, 100, 44], defaultAction: buy, children: [{id: price, role: label, frame: [20, 80, 100, 44]}]}
            """
        XCTAssertEqual(try result(child, "layout.hit-target").verdict, .pass)
        let sibling = """
            scene: S
            elements:
              - {id: buy, role: button, frame: [20, 80, 100, 44], defaultAction: buy}
              - {id: price, role: label, frame: [20, 80, 100, 44]}
            """
        let covered = try result(sibling, "layout.hit-target")
        XCTAssertEqual(covered.failures.map(\.element), ["buy"])
        XCTAssertEqual(covered.failures.first?.related, ["price"])
    }

    /// A target too small in one dimension only is named with both: 100 × 30 pt fails for its
    /// height, measured [100, 30] against [44, 44]; 30 × 100 pt for its width.
    func testATargetTooSmallInOneDimensionIsNamedSo() throws {
        func failure(_ w: Int, _ h: Int) throws -> Failure? {
            try result("scene: S\nelements:\n  - {id: b, role: button, frame: [20, 80, \(w), \(h)], defaultAction: go}\n", "layout.hit-target").failures.first
        }
        let short = try XCTUnwrap(try failure(100, 30))
        XCTAssertEqual(short.message, "100 × 30 pt, needs 44 × 44")
        XCTAssertEqual(short.measured, .numbers([100, 30]))
        XCTAssertEqual(short.required, .numbers([44, 44]))
        XCTAssertEqual(try failure(30, 100)?.measured, .numbers([30, 100]))
        XCTAssertNil(try failure(44, 44))
    }
}

extension GuidelineRuleTests {
    // MARK: drag.destination when the drop never arrives

    /// HIG › Drag and drop ("editable content should accept dropped content"): a comment field
    /// that declares it takes text, but under a decorative image drawn over it, never gets the
    /// drop — the image takes it. It fails, found by dropping; uncovered, it passes.
    func testEditableContentThatNeverGetsTheDropFails() throws {
        func scene(covered: Bool) -> String {
            """
            scene: Comments
            elements:
              - {id: quote, role: listItem, frame: [16, 300, 288, 60], draggable: {types: [public.text]}, defaultAction: open}
              - {id: comment, role: textField, frame: [16, 84, 288, 44], dropDestination: {accepts: [public.text]}}
            \(covered ? "  - {id: sticker, role: image, frame: [10, 80, 300, 52]}" : "")
            """
        }
        let covered = try result(scene(covered: true), "drag.destination")
        XCTAssertEqual(covered.verdict, .fail)
        XCTAssertEqual(covered.failures.map(\.element), ["comment"])
        XCTAssertEqual(covered.failures.first?.method, .exercised)
        XCTAssertEqual(try result(scene(covered: false), "drag.destination").verdict, .pass)
    }
}
