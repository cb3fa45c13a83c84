import Foundation
@testable import Harness
import InputModel
import PropertyBased
import Testing

/// A scene `SceneWriter` writes reads back unchanged (docs/scenes.md; `tactile import` writes
/// scenes the loader reads): any elements, with ids of any printable characters (quotes, colons,
/// `#`, spaces), every role, frames with fractions and negative origins, parents, and the keys a
/// scene may give an element.
@Suite struct SceneRoundTripProperties {
    static func draw(_ numbers: [Int], names: [String]) -> Scene {
        var n = numbers.makeIterator()
        func next(_ range: ClosedRange<Int>) -> Int { let v = n.next() ?? 0; return range.lowerBound + v % range.count }
        func coordinate() -> Double { Double(next(-8000...8000)) / 4 }
        func size() -> Double { Double(next(0...8000)) / 4 }
        let roles = ElementRole.allCases
        let actions = StandardShortcut.editActions.map(\.action)
        var elements: [SceneElement] = []
        for (i, name) in names.enumerated() {
            let id = "\(i)\(name)"
            var e = SceneElement(id: id, role: roles[next(0...(roles.count - 1))],
                                 frame: ScreenRect(x: coordinate(), y: coordinate(), width: size(), height: size()))
            if i > 0, next(0...2) == 0 { e.parent = elements[next(0...(i - 1))].id }
            if next(0...3) == 0 { e.z = next(-3...3) }
            if next(0...4) == 0 { e.enabled = false }
            if next(0...4) == 0 { e.hidden = true }
            if next(0...4) == 0 { e.alpha = Double(next(0...100)) / 100 }
            if next(0...4) == 0 { e.passesTouches = true }
            if next(0...4) == 0 { e.scrollEnabled = false }
            if next(0...4) == 0 { e.allowsKeyboardScrolling = false }
            if next(0...4) == 0 { e.allowsEditingTextAttributes = true }
            if next(0...3) == 0 {
                var rng = SplitMix64(seed: UInt64(next(0...9999)))  // seeded: the draw stays a function of its numbers
                e.contextMenu = Array(names.shuffled(using: &rng).prefix(next(0...3)))
            }
            if next(0...3) == 0 { e.selectable = next(0...1) == 1 }
            if next(0...3) == 0 { e.contentSize = ScreenSize(width: size(), height: size()) }
            if next(0...3) == 0 { e.editActions = Array(actions.prefix(next(0...actions.count))) }
            if next(0...3) == 0 { e.defaultAction = name }
            elements.append(e)
        }
        return Scene(name: names.first ?? "scene", elements: elements)
    }

    static let printable = Gen<UInt8>.value(in: 0x20...0x7e).map { Character(UnicodeScalar($0)) }

    @Test func aWrittenSceneReadsBackUnchanged() async throws {
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000).array(of: 0...120), Self.printable.string(of: 0...12).array(of: 1...12)) { numbers, names in
            let scene = Self.draw(numbers, names: names)
            let yaml = try SceneWriter.yaml(scene)
            let back = try SceneLoader.load(yaml, file: "written.yml")
            #expect(back.apps.map(\.elements) == scene.apps.map(\.elements), "\(yaml)")
            #expect(back.name == scene.name, "\(yaml)")
        }
    }
}
