import Foundation
import XCTest
import InputModel
@testable import Harness

/// docs/scenes.md § Keys lists every key of every object a scene holds: the loader, asked for
/// each object's keys (an unknown key is refused with the list it takes), takes exactly those.
final class SceneKeysDocTests: XCTestCase {
    /// For each row of the table, a scene with an unknown key in that object.
    static let probes: [String: String] = [
        "the scene": "scene: s\nzzz: 1\n",
        "an app": "scene: s\napps:\n  - {id: a, zzz: 1}\n",
        "imported": "scene: s\nimported: [{zzz: 1}]\n",
        "an element": "scene: s\nelements:\n  - {id: e, role: button, frame: [0, 0, 10, 10], zzz: 1}\n",
        "an absolute frame": "scene: s\nelements:\n  - {id: e, role: button, frame: {x: 0, zzz: 1}}\n",
        "a relative frame": "scene: s\nelements:\n  - {id: e, role: button, frame: {left: 0, zzz: 1}}\n",
        "contentSize": "scene: s\nelements:\n  - {id: e, role: scrollView, frame: [0, 0, 10, 10], contentSize: {zzz: 1}}\n",
        "focus": "scene: s\nelements:\n  - {id: e, role: button, frame: [0, 0, 10, 10], focus: {zzz: 1}}\n",
        "a segment": "scene: s\nelements:\n  - {id: e, role: segmentedControl, frame: [0, 0, 10, 10], segments: [{zzz: 1}]}\n",
        "draggable": "scene: s\nelements:\n  - {id: e, role: listItem, frame: [0, 0, 10, 10], draggable: {zzz: 1}}\n",
        "dropDestination": "scene: s\nelements:\n  - {id: e, role: listItem, frame: [0, 0, 10, 10], dropDestination: {zzz: 1}}\n",
        "springLoaded": "scene: s\nelements:\n  - {id: e, role: listItem, frame: [0, 0, 10, 10], springLoaded: {zzz: 1}}\n",
        "a shortcut": "scene: s\nshortcuts: [{zzz: 1}]\n",
        "canvas": "scene: s\nelements:\n  - {id: e, role: canvas, frame: [0, 0, 10, 10], canvas: {zzz: 1}}\n",
    ]

    struct Refused: Error { let message: String }

    /// The keys the loader takes in the object a probe puts `zzz` in, read from its refusal.
    static func accepted(_ probe: String) throws -> Set<String> {
        do {
            _ = try SceneLoader.load(probe, file: "probe.yml")
        } catch let e as TactileError {
            let message = "\(e)"
            guard message.contains("unknown key 'zzz'"), let r = message.range(of: "(expected one of: ") else {
                throw Refused(message: message)
            }
            let list = message[r.upperBound...].prefix { $0 != ")" }
            return Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        XCTFail("the unknown key was taken: \(probe)")
        return []
    }

    func testEveryKeyTheLoaderTakesIsInTheTableAndNoOther() throws {
        let table = try DocTables.names(in: "docs/scenes.md", under: "| object | keys |")
        XCTAssertEqual(Set(table.keys), Set(Self.probes.keys), "the table's objects and the probes")
        for (object, probe) in Self.probes.sorted(by: { $0.key < $1.key }) {
            let taken: Set<String>
            do { taken = try Self.accepted(probe) } catch { XCTFail("\(object): \(error)"); continue }
            let documented = table[object] ?? []
            XCTAssertEqual(taken.subtracting(documented).sorted(), [], "\(object): taken, not in docs/scenes.md § Keys")
            XCTAssertEqual(documented.subtracting(taken).sorted(), [], "\(object): in docs/scenes.md § Keys, refused")
        }
    }
}
