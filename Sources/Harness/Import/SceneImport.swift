import Foundation
import InputModel

/// `tactile import`: dumps (and an overlay) in, scene YAML out.
public enum SceneImport {
    /// First line of every scene `tactile import` writes: how an earlier import is told from a
    /// file the user wrote (only the former is replaced at `-o`).
    public static let marker = "# Scene imported by tactile import"

    /// Reads a dump file (format by content).
    public static func readDump(path: String) throws -> DumpTree {
        try DumpReader.read(try YAMLSource.text(path: path, what: "view dump"), file: path)
    }

    /// The scene for `dumps` with `overlay` applied. `name` defaults to the application's label
    /// in an XCUITest or Appium dump, else the first dump's file name without its extension.
    /// `screenshots`: dump path → PNG path given explicitly; a dump without one takes the PNG of
    /// its base name beside it, when there is one. Each is checked against its dump's window.
    /// `infoPlist`: the app's Info.plist, whose `UIDeviceFamily` says whether an iPhone dump
    /// shows an iPhone-only app (judged in compatibility mode) or a universal one.
    public static func scene(dumps: [String], overlay: String?, name: String?, everyWindow: Bool = false,
                             screenshots: [String: String] = [:], infoPlist: String? = nil) throws -> Scene {
        guard !dumps.isEmpty else { throw TactileError(.usage, "give at least one view dump") }
        let family = try infoPlist.map { try InfoPlist.deviceFamily(path: $0) }
        for d in screenshots.keys where !dumps.contains(d) {
            throw TactileError(.usage, "--screenshot \(d)=…: \(d) is not one of the dumps")
        }
        var inputs: [SceneImporter.Input] = []
        for path in dumps { inputs.append(SceneImporter.Input(tree: try readDump(path: path), file: path)) }
        let overlayValue = try overlay.map { try ImportOverlay(contentsOf: $0) }
        return try scene(inputs, overlay: overlayValue, name: name, everyWindow: everyWindow, deviceFamily: family) { source in
            guard let png = screenshots[source.dump] ?? Screenshot.beside(dump: source.dump) else { return nil }
            _ = try Screenshot.read(path: png, window: source.window, dump: source.dump)
            return png
        }
    }

    /// The scene for one dump held in memory — an XCUITest `debugDescription`, UIKit's
    /// `recursiveDescription`, an Appium page source — with nothing read from or written to disk:
    /// the same import as `scene(dumps:…)`.
    ///
    /// - Parameters:
    ///   - dump: the dump's text (the format is told from the content).
    ///   - dumpName: stands for the dump's file, in the scene (`imported`) and in errors
    ///     (`dump:12: …`); the scene's name defaults to the application's label, else this.
    ///   - overlay: the overlay's YAML text (docs/import.md, "The overlay"), named `overlayName`
    ///     in errors; an id it names that the dump lacks is an error naming it.
    ///   - screenshot: a PNG of the dump's window (`XCUIScreen.main.screenshot().pngRepresentation`),
    ///     checked against the window; recorded as `dumpName` + `.png`, the key under which
    ///     the HTML report takes its bytes.
    /// - Throws: `TactileError` naming what was wrong: a text that is no dump, a malformed one, a
    ///   malformed overlay or one naming an element the dump lacks, bytes that are not a PNG or not
    ///   of the window's aspect.
    public static func scene(dump: String, dumpName: String = "dump", overlay: String? = nil, overlayName: String = "overlay",
                             screenshot: [UInt8]? = nil, name: String? = nil, everyWindow: Bool = false) throws -> Scene {
        let input = SceneImporter.Input(tree: try DumpReader.read(dump, file: dumpName), file: dumpName)
        let overlayValue = try overlay.map { try ImportOverlay(text: $0, file: overlayName) }
        let png = dumpName + ".png"
        return try scene([input], overlay: overlayValue, name: name, everyWindow: everyWindow) { source in
            guard let screenshot else { return nil }
            _ = try Screenshot.check(screenshot, path: png, window: source.window, dump: source.dump)
            return png
        }
    }

    /// Imports `inputs`, records each dump's screenshot (`screenshot` checks it and gives its
    /// name, or nil), then applies the overlay.
    static func scene(_ inputs: [SceneImporter.Input], overlay: ImportOverlay?, name: String?, everyWindow: Bool,
                      deviceFamily: Set<DeviceFamily>? = nil, screenshot: (SceneSource) throws -> String?) throws -> Scene {
        let sceneName = name ?? applicationLabel(inputs) ?? baseName(inputs[0].file)
        var scene = try SceneImporter().scene(name: sceneName, from: inputs, everyWindow: everyWindow, window: try overlay?.window())
        scene.deviceFamily = deviceFamily
        for i in scene.imported.indices {
            scene.imported[i].screenshot = try screenshot(scene.imported[i])
        }
        if let overlay { scene = try overlay.apply(to: scene) }
        return scene
    }

    /// The YAML of an imported scene, read back through `SceneLoader` to be sure the commands
    /// that take scenes accept it as it is.
    public static func yaml(_ scene: Scene, dumps: [String], overlay: String?) throws -> String {
        try yaml(scene, dumps: dumps, overlay: overlay, readBack: readBackThroughLoader)
    }

    /// How the written text is read back: as any command that takes a scene reads it.
    static func readBackThroughLoader(_ text: String) throws -> Scene {
        try SceneLoader.load(text, file: "<imported scene>")
    }

    /// `yaml(_:dumps:overlay:)` reading the text back with `readBack`: a test gives a reader
    /// that does not give the scene back, as an importer defect would.
    static func yaml(_ scene: Scene, dumps: [String], overlay: String?,
                     readBack: (String) throws -> Scene) throws -> String {
        var header = [String(marker.dropFirst(2)) + " from " + dumps.map(fileName).joined(separator: ", ")]
        if let overlay { header.append("with the overlay " + fileName(overlay)) }
        header.append("\(scene.allElements.count) elements; frames in window points, under the layout of the window each dump was taken in")
        // What the overlay adds may take the scene past what the loader reads: counted on the
        // document that is then written.
        let document = SceneWriter.document(scene)
        let nodes = YAMLSource.nodeCount(document)
        guard nodes <= YAMLSource.maximumNodes else {
            throw TactileError.badInput(overlay ?? dumps.first ?? scene.name, line: nil,
                                        "the scene would hold \(nodes) YAML nodes, more than a scene file may (\(YAMLSource.maximumNodes))" + (overlay == nil ? "" : ": the overlay adds too much"))
        }
        let text = try SceneWriter.yaml(document: document, header: header)
        let back: Scene
        do {
            back = try readBack(text)
        } catch {
            throw TactileError(.cantCreate, "the imported scene does not read back (an importer defect): \(error)")
        }
        guard back == scene else {
            throw TactileError(.cantCreate, "the imported scene does not read back as written (an importer defect): \(scene.name)")
        }
        return text
    }

    /// How many environments an unseen window's note names before it counts the rest
    /// (docs/import.md, "Windows, layouts and what the report judges").
    static let namedEnvironmentLimit = 6

    /// For an imported scene laid out in `environment`: nil when a dump shows its window, else a
    /// note naming the environments that are (what `--environment` to give).
    public static func layoutNote(_ scene: Scene, in environment: HarnessEnvironment) -> String? {
        guard !ScenePlacement.isShown(scene, environment) else { return nil }
        let shown = HarnessEnvironment.matrix.filter { ScenePlacement.isShown(scene, $0) }
        let w = environment.windowFrame
        let names = shown.prefix(namedEnvironmentLimit).map(\.description)
        let more = shown.count > namedEnvironmentLimit ? " and \(shown.count - namedEnvironmentLimit) more" : ""
        return "\(scene.name) was imported from dumps of other windows than this \(Int(w.width)) × \(Int(w.height)) pt one, so none of its elements is laid out"
            + (names.isEmpty ? "" : "; environments whose window a dump shows: \(names.joined(separator: ", "))\(more)")
    }

    /// The scene with each screenshot's path made relative to the folder of `sceneFile`, where
    /// the scene is written (docs/import.md, "Screenshots"): the report finds it from there
    /// wherever it runs. A path that shares nothing with that folder but the root stays absolute.
    public static func placingScreenshots(_ scene: Scene, besideSceneFile sceneFile: String) -> Scene {
        var out = scene
        let from = components(URL(fileURLWithPath: sceneFile).deletingLastPathComponent())
        for i in out.imported.indices {
            guard let shot = out.imported[i].screenshot else { continue }
            let to = components(URL(fileURLWithPath: shot))
            var common = 0
            while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
            out.imported[i].screenshot = common <= 1 ? "/" + to.dropFirst().joined(separator: "/")
                : (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
        }
        return out
    }

    /// An absolute path's components, `/` first, its links resolved.
    static func components(_ url: URL) -> [String] {
        url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    }

    static func applicationLabel(_ inputs: [SceneImporter.Input]) -> String? {
        for input in inputs {
            if let app = input.tree.elements.first(where: { $0.className == "Application" }), let label = app.label, !label.isEmpty {
                return label
            }
        }
        return nil
    }

    static func baseName(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension
        return stem.isEmpty ? name : stem
    }

    static func fileName(_ path: String) -> String { (path as NSString).lastPathComponent }
}
