import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TraceFormats
import Harness
import InputModel

/// `tactile conformance [SCENE...]`: the interaction conformance report.
struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Check scenes against the iPad interaction guidelines in every environment.",
        discussion: """
        With no SCENE, runs the bundled sample scenes (Scenes/*.yml). Every rule runs in every \
        environment: each iPad model × orientation × multitasking state. Exits 1 when any rule fails \
        (with --strict, also when a finding needs review: what the input cannot decide).
        """
    )

    @Argument(help: ArgumentHelp("Scene files (YAML or JSON).", valueName: "scene"))
    var scenes: [String] = []

    @Option(help: ArgumentHelp("Only this iPad model (\(IPadModel.allCases.map(\.rawValue).joined(separator: ", "))).", valueName: "model"))
    var device: String?

    @Option(help: ArgumentHelp("Write the HTML report into this directory.", valueName: "dir"))
    var html: String?

    @Option(help: ArgumentHelp("Write a JUnit XML file (one test case per rule × environment).", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Write the results as JSON.", valueName: "file"))
    var json: String?

    @Option(help: ArgumentHelp("Worker threads (default: all cores).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Print the unified events and outcomes behind the first failure of each rule.")
    var explain = false

    @Flag(help: "Findings that need review (what the input cannot decide) fail the run too.")
    var strict = false

    @Option(help: ArgumentHelp("Known failures (a file --write-baseline wrote): they do not fail the run; new ones do, and entries that no longer fail are listed as fixed.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Settings (thresholds, rules turned off); default: .tactile.yml in the working directory, when there is one.", valueName: "file"))
    var config: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record this run's failures (by rule, scene, element and environment class) as the known ones.", valueName: "file"))
    var writeBaseline: String?

    func run() throws {
        try runReportingErrors {
            let paths = scenes.isEmpty ? try ConformanceCommand.bundledScenes() : scenes
            try OutputGuard.refuseSharedPaths([("--json", json), ("--junit", junit), ("--html", html), ("--write-baseline", writeBaseline)],
                                              folders: ["--html"])
            try OutputGuard.refuseOverwriting(json, option: "--json", inputs: paths)
            try OutputGuard.refuseOverwriting(junit, option: "--junit", inputs: paths)
            try OutputGuard.refuseOverwriting(html, option: "--html", inputs: paths)
            // Checked before the run and again just before each write (a file may appear meanwhile).
            let claimJSON = { try OutputClaim.file(json, option: "--json", what: "a conformance report", isOurs: ConformanceReport.isJSONReport) }
            let claimJUnit = { try OutputClaim.file(junit, option: "--junit", what: "a JUnit report", isOurs: ConformanceReport.isJUnitReport) }
            try claimJSON()
            try claimJUnit()
            try OutputClaim.reportDirectory(html, option: "--html")
            try OutputGuard.refuseOverwriting(writeBaseline, option: "--write-baseline", inputs: paths)
            let claimBaseline = { try OutputClaim.file(writeBaseline, option: "--write-baseline", what: "a baseline", isOurs: BaselineFile.isBaseline) }
            try claimBaseline()
            let known = try baseline.map { try BaselineFile.load(path: $0) }
            let local = ConformanceSettings.fileName
            let settingsFile = try config ?? ConformanceCommand.localSettings(local)
            let settings = try settingsFile.map { try ConformanceSettings.load(path: $0) } ?? .default
            let loaded = try paths.map { try SceneLoader.load(contentsOf: $0) }
            // The screenshots the HTML report draws on, checked before any work: a broken one
            // stops the run before anything is written; a missing one is a note.
            let (shots, missing) = html == nil ? ([:], []) : try ConformanceCommand.screenshots(of: loaded, paths: paths)
            // The rules' violation examples go into the page, so its links work wherever it is
            // read; read before any work too.
            let examples = html == nil ? [:] : Dictionary(try ConformanceCommand.violationExamples(), uniquingKeysWith: { a, _ in a })
            for note in missing { printError("note: " + note) }
            var environments = ConformanceEngine.matrix
            if let device {
                guard let model = IPadModel.named(device) else {
                    throw TactileError(.usage, "unknown --device \(device) (one of \(IPadModel.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                environments = environments.filter { $0.screen.model == model }
            }
            if let jobs, jobs < 1 { throw TactileError(.usage, "--jobs must be at least 1") }
            let bar = ProgressBar(enabled: isatty(2) == 1)
            var engine = ConformanceEngine(environments: environments, progress: { done, total in bar.update(done, total) },
                                           maximumThreads: jobs)
            engine.settings = settings
            var report = engine.run(loaded)
            report.strict = strict
            if let known, let baseline { report.apply(baseline: known, file: baseline) }
            bar.finish()
            var out = StandardOutput()
            out.line(report.textSummary(explain: explain))
            try out.finish()
            if let json {
                try claimJSON()
                try AtomicOutput.write(report.json, to: json)
            }
            if let junit {
                try claimJUnit()
                try AtomicOutput.write(report.junit, to: junit)
            }
            if let writeBaseline {
                try claimBaseline()
                try AtomicOutput.write(try BaselineFile.yaml(report.baselineEntries), to: writeBaseline)
                printError("baseline: \(report.baselineEntries.entries.count) known failures written to \(writeBaseline)")
            }
            if let html {
                let page = ConformanceHTML(report: report, scenes: loaded, examples: examples, screenshots: shots, notes: missing).page
                try ReportFolder.write(html, option: "--html", files: ["index.html": page])
                printError("HTML report: \(html)/index.html")
            }
            if report.failed { throw ExitCode.checksFailed }
        }
    }

    /// The settings file of the working directory, when there is one: anything at that name,
    /// so that one the user meant to apply never silently does not (a dangling symbolic link is
    /// 66, naming it and where it points).
    static func localSettings(_ name: String) throws -> String? {
        var st = stat()
        guard lstat(name, &st) == 0 else { return nil }
        if (st.st_mode & S_IFMT) == S_IFLNK && !FileManager.default.fileExists(atPath: name) {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: name)).map { " \($0)" } ?? ""
            throw TactileError(.missingInput, file: name, "a symbolic link to\(target), which does not exist: its settings cannot apply; mend the link or remove it")
        }
        return name
    }

    /// The screenshots imported scenes name, read and checked (`Screenshot`) against their
    /// windows: a path relative to the scene file (as `tactile import -o` records it), else as
    /// given from the working directory (scenes imported before), else the file of that name
    /// beside the scene. One found nowhere is a note, and the HTML report draws the wireframe.
    static func screenshots(of scenes: [Scene], paths: [String]) throws -> (shots: [String: [UInt8]], missing: [String]) {
        var out: [String: [UInt8]] = [:]
        var missing: [String] = []
        let fm = FileManager.default
        for (scene, path) in zip(scenes, paths) {
            let folder = (path as NSString).deletingLastPathComponent
            for s in scene.imported {
                guard let shot = s.screenshot, out[shot] == nil else { continue }
                let inFolder = folder.isEmpty ? shot : folder + "/" + shot
                let candidates = shot.hasPrefix("/") ? [shot]
                    : [inFolder, shot, (folder.isEmpty ? "" : folder + "/") + (shot as NSString).lastPathComponent]
                guard let file = candidates.first(where: { fm.fileExists(atPath: $0) }) else {
                    missing.append("\(path): the screenshot \(shot) of \(s.dump) is not there (relative to the scene file, the working directory, or beside the scene): the HTML report draws the wireframe instead")
                    continue
                }
                out[shot] = try Screenshot.read(path: file, window: s.window, dump: s.dump).bytes
            }
        }
        return (out, missing)
    }

    /// Where bundled scenes may be: Scenes/ in the working directory, or in the repository the
    /// binary was built in.
    static func sceneFolders() -> [String] {
        var candidates = [FileManager.default.currentDirectoryPath + "/Scenes"]
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("Scenes").path)
            dir = dir.deletingLastPathComponent()
        }
        return candidates
    }

    /// Rule id → the text of Scenes/violations/<rule id>.yml, for the rules that have one (none
    /// when no bundled Scenes/violations folder is found: the report then names no examples).
    static func violationExamples() throws -> [(String, String)] {
        let fm = FileManager.default
        for c in sceneFolders() {
            let dir = c + "/violations"
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else { continue }
            return try ConformanceRule.all.compactMap { rule in
                let path = dir + "/\(rule.id).yml"
                guard fm.fileExists(atPath: path) else { return nil }
                do {
                    return (rule.id, try String(contentsOfFile: path, encoding: .utf8))
                } catch {
                    throw TactileError(.badInput, file: path, "cannot read the violation example: \(error.localizedDescription)")
                }
            }
        }
        return []
    }

    /// Scenes/*.yml next to the working directory, or next to the repository the binary was built in.
    static func bundledScenes() throws -> [String] {
        let fm = FileManager.default
        for c in sceneFolders() {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: c, isDirectory: &isDir), isDir.boolValue else { continue }
            // A Scenes/ folder that cannot be listed is said, not passed over for another one.
            let names: [String]
            do { names = try fm.contentsOfDirectory(atPath: c) } catch {
                throw TactileError(.permission, file: c, "cannot list the bundled scenes: \(error.localizedDescription)")
            }
            let ymls = names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
            if !ymls.isEmpty { return ymls.map { c + "/" + $0 } }
        }
        throw TactileError(.missingInput, "no scenes given and no bundled Scenes/ directory found")
    }
}

/// A progress bar on standard error (only on a terminal).
final class ProgressBar: @unchecked Sendable {
    let enabled: Bool
    private let lock = NSLock()
    init(enabled: Bool) { self.enabled = enabled }
    func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        let width = 30
        let filled = total > 0 ? done * width / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write("\r  \(bar) \(done)/\(total) environments".data(using: .utf8)!)
    }
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!)
    }
}

