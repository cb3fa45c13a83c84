import Foundation
@testable import Harness
import InputModel
import PropertyBased
import Testing

/// A scene `SceneWriter` writes reads back unchanged (docs/scenes.md; `tactile import` writes
/// scenes the loader reads): any elements, with ids of any printable characters (quotes, colons,
/// `#`, spaces), every role, frames with fractions and negative origins, absolute and relative
/// frames in several layouts, parents, every key a scene may give an element, and the scene's
/// own keys (environments, imported dumps, device family, deferred edges, shortcuts, `without`,
/// `waive`, one app or two).
@Suite struct SceneRoundTripProperties {
    static func draw(_ numbers: [Int], names: [String]) -> Scene {
        var n = numbers.makeIterator()
        // Past the numbers drawn, a generator seeded by them: an element takes some forty
        // draws, and a constant past the end would give every later element every key at once
        // with the same values (a sibling's value or a key written at the wrong level unseen).
        var more = SplitMix64(seed: numbers.reduce(0x9E37_79B9_7F4A_7C15) { $0 &* 31 &+ UInt64($1) })
        func next(_ range: ClosedRange<Int>) -> Int {
            let v = n.next() ?? Int(more.next() % 1_000_000)
            return range.lowerBound + v % range.count
        }
        func chance(_ oneIn: Int) -> Bool { next(0...(oneIn - 1)) == 0 }
        func pick<T>(_ list: [T]) -> T { list[next(0...(list.count - 1))] }
        func coordinate() -> Double { Double(next(-8000...8000)) / 4 }
        func size() -> Double { Double(next(0...8000)) / 4 }
        func some<T>(_ list: [T]) -> [T] { list.filter { _ in chance(2) } }
        func oneOrMore<T>(_ list: [T]) -> [T] { let s = some(list); return s.isEmpty ? [list[0]] : s }
        let roles = ElementRole.allCases
        let actions = StandardShortcut.editActions.map(\.action)
        let environments = chance(2) ? ["wide", "narrow"].filter { _ in chance(2) } : []
        let layouts = SceneLayout.builtInKeys + environments + ["regular-1024x1366", "compact-320x1024"]
        let combos = ["cmd+n", "cmd+shift+n", "ctrl+opt+x", "cmd+[", "f5", "cmd+return"].compactMap(KeyCombo.init)
        func shortcut() -> KeyShortcut {
            KeyShortcut(keys: pick(combos), title: pick(names), category: chance(2) ? pick(names) : "",
                        action: chance(2) ? pick(names) : "", repeatable: chance(2), wantsPriorityOverSystemBehavior: chance(2))
        }
        func length() -> RelativeFrame.Length { chance(2) ? .points(coordinate()) : .fraction(Double(next(0...400)) / 400) }
        func extent() -> RelativeFrame.Length { chance(2) ? .points(size()) : .fraction(Double(next(0...400)) / 400) }
        func relative() -> RelativeFrame {
            // Two lengths per axis, as the loader requires: which two, drawn.
            let h = next(0...2), v = next(0...2)
            return RelativeFrame(left: h != 2 ? length() : nil, width: h != 1 ? extent() : nil, right: h != 0 ? length() : nil,
                                 top: v != 2 ? length() : nil, height: v != 1 ? extent() : nil, bottom: v != 0 ? length() : nil,
                                 reference: pick(RelativeFrame.Reference.allCases))
        }
        func rect() -> ScreenRect { ScreenRect(x: coordinate(), y: coordinate(), width: size(), height: size()) }
        func elements(_ prefix: String) -> [SceneElement] {
            var out: [SceneElement] = []
            for (i, name) in names.enumerated() {
                let id = "\(prefix)\(i)\(name)"
                var e = SceneElement(id: id, role: pick(roles), frame: chance(5) ? nil : rect())
                if chance(3) {
                    for key in some(layouts) where e.frames[key] == nil {
                        if chance(2) { e.frames[key] = rect() } else { e.relativeFrames[key] = relative() }
                    }
                }
                if i > 0, chance(3) { e.parent = out[next(0...(i - 1))].id }
                if chance(4) { e.className = pick(names) }
                if chance(4) { e.z = next(-3...3) }
                if chance(5) { e.enabled = false }
                if chance(5) { e.hidden = true }
                if chance(5) { e.alpha = Double(next(0...100)) / 100 }
                if chance(5) { e.passesTouches = true }
                if chance(5) { e.scrollEnabled = false }
                if chance(5) { e.allowsKeyboardScrolling = false }
                if chance(5) { e.allowsEditingTextAttributes = true }
                if chance(4) {
                    var rng = SplitMix64(seed: UInt64(next(0...9999)))  // seeded: the draw stays a function of its numbers
                    e.contextMenu = Array(names.shuffled(using: &rng).prefix(next(0...3)))
                }
                if chance(4) { e.selectable = chance(2) }
                if chance(4) { e.contentSize = ScreenSize(width: size(), height: size()) }
                if chance(4) { e.editActions = Array(actions.prefix(next(0...actions.count))) }
                if chance(4) { e.defaultAction = name }
                if chance(4) { e.hoverEffect = pick(HoverEffect.allCases) }
                if chance(4) { e.pointerShape = pick(PointerShape.allCases) }
                if chance(4) { e.draggable = Draggable(types: oneOrMore(["public.image", "public.text", name]), multiSelect: chance(2), input: pick(DragInput.allCases)) }
                if chance(4) { e.dropDestination = DropDestination(accepts: oneOrMore(["public.image", name]), policy: pick(DropPolicy.allCases), optionCopies: chance(2)) }
                if chance(5) { e.springLoaded = SpringLoad(action: name) }
                if chance(5) { e.shortcuts = (0..<next(1...3)).map { _ in shortcut() } }
                if chance(4) { e.focus = FocusSpec(group: pick(names), priority: next(-2...3)) }
                if chance(6) { e.isDefault = true }
                if chance(5) {
                    e.canvas = CanvasCapabilities(usesForce: chance(2), usesTilt: chance(2), hoverPreview: chance(2), handlesDoubleTap: chance(2),
                                                  strokeWidth: Double(next(1...40)) / 4, declared: chance(2),
                                                  drawingPolicy: pick(DrawingPolicy.allCases), toolPicker: chance(2))
                }
                if chance(5) { e.textHeight = Double(next(1...400)) / 8 }
                if chance(5) { e.scribble = chance(2) }
                if chance(5) { e.undo = chance(2) }
                if chance(5), e.relativeFrames.isEmpty { e.pin = .bottom }
                if chance(5) { e.hiddenWithHardwareKeyboard = chance(2) }
                if e.role == .segmentedControl, chance(2) { e.segments = names.map { Segment(title: $0, width: chance(2) ? size() : nil) } }
                if chance(4) { e.waive = Dictionary(some(RuleID.allCases).map { ($0.rawValue, "because \(name)") }) { a, _ in a } }
                // What the element does not have, declared absent.
                if chance(3) { e.without = Set(some(DeclaredAbsence.elementCases.filter { !e.has($0) })) }
                out.append(e)
            }
            return out
        }
        let two = chance(3)
        let apps = two ? [SceneApp(id: pick(names), elements: elements("a")), SceneApp(id: "other", elements: elements("b"))]
            : [SceneApp(id: chance(2) ? "app" : pick(names), elements: elements(""))]
        var scene = Scene(name: names.first ?? "scene", undo: chance(2), environments: environments, apps: apps,
                          shortcuts: chance(3) ? (0..<next(1...3)).map { _ in shortcut() } : [])
        var taken = Set<String>()
        scene.imported = (0..<next(0...2)).compactMap { _ in
            let layout = pick(layouts)
            guard taken.insert(layout).inserted else { return nil }
            return SceneSource(dump: pick(names), format: pick(DumpFormat.allCases), window: ScreenSize(width: size(), height: size()),
                               layout: layout, statusBar: chance(2) ? size() : nil, screenshot: chance(2) ? pick(names) : nil,
                               unknownWindow: chance(2) ? pick(names) : nil)
        }
        if chance(2) { scene.deviceFamily = Set(oneOrMore(DeviceFamily.allCases)) }
        scene.defersSystemGestures = Set(some(ScreenEdge.allCases))
        scene.without = Set(some(DeclaredAbsence.sceneCases.filter { $0 != .undo || !scene.undo }))
        if chance(2) { scene.waive = Dictionary(some(RuleID.allCases).map { ($0.rawValue, "waived in \(scene.name)") }) { a, _ in a } }
        return scene
    }

    static let printable = Gen<UInt8>.value(in: 0x20...0x7e).map { Character(UnicodeScalar($0)) }

    @Test func aWrittenSceneReadsBackUnchanged() async throws {
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000).array(of: 0...120), Self.printable.string(of: 0...12).array(of: 1...12)) { numbers, names in await recordingErrors {
            let scene = Self.draw(numbers, names: names)
            let yaml = try SceneWriter.yaml(scene)
            let back = try SceneLoader.load(yaml, file: "written.yml")
            #expect(back.apps.map(\.elements) == scene.apps.map(\.elements), "\(yaml)")
            #expect(back == scene, "\(yaml)")
        } }
    }
}
