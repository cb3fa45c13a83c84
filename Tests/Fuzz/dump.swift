import InputModel
import Harness

/// View dumps (UIKit recursiveDescription, XCUITest debugDescription, Appium XML): read, made
/// into a scene, written and read back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDump(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    Fuzz.expectTactileError {
        let tree = try DumpReader.read(text, file: "fuzz.txt")
        let scene = try SceneImporter().scene(name: "fuzz", from: [SceneImporter.Input(tree: tree, file: "fuzz.txt")])
        _ = try SceneImport.yaml(scene, dumps: ["fuzz.txt"], overlay: nil)
    }
    return 0
}
