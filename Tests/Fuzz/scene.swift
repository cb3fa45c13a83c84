import InputModel
import Harness

/// Scenes (YAML/JSON): loaded, then laid out in one environment.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    Fuzz.expectTactileError {
        let scene = try SceneLoader.load(text, file: "fuzz.yml")
        _ = ResolvedScene(scene: scene, environment: HarnessEnvironment())
    }
    return 0
}
