import ArgumentParser
import Foundation
import EvdevBridge
import Harness
import InputModel

/// `tactile conformance [SCENE...]`: the interaction conformance report.
struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Check scenes against the iPad interaction guidelines in every environment.",
        discussion: """
        With no SCENE, runs the bundled sample scenes (Scenes/*.yml). Every rule runs in every
        environment: each iPad model × orientation × multitasking state. Exits 1 when any rule fails.
        """
    )

    @Argument(help: "Scene files (YAML or JSON).")
    var scenes: [String] = []

    @Option(help: "Only this iPad model (\(IPadModel.allCases.map(\.rawValue).joined(separator: ", "))).")
    var device: String?

    @Option(help: "Write the HTML report into this directory.")
    var html: String?

    @Option(help: "Write a JUnit XML file (one test case per rule × environment).")
    var junit: String?

    @Option(help: "Write the results as JSON.")
    var json: String?

    @Option(help: "Worker threads (default: all cores).")
    var jobs: Int?

    @Flag(help: "Print the unified events and outcomes behind the first failure of each rule.")
    var explain = false

    func run() throws {
        try runReportingErrors {
            let paths = scenes.isEmpty ? try ConformanceCommand.bundledScenes() : scenes
            try OutputGuard.refuseOverwriting(json, option: "--json", inputs: paths)
            try OutputGuard.refuseOverwriting(junit, option: "--junit", inputs: paths)
            try OutputGuard.refuseOverwriting(html, option: "--html", inputs: paths)
            let loaded = try paths.map { try SceneLoader.load(contentsOf: $0) }
            var environments = ConformanceEngine.matrix
            if let device {
                guard let model = IPadModel(rawValue: device) else {
                    throw TactileError(.usage, "unknown --device \(device) (one of \(IPadModel.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                environments = environments.filter { $0.screen.model == model }
            }
            if let jobs, jobs < 1 { throw TactileError(.usage, "--jobs must be at least 1") }
            let bar = ProgressBar(enabled: isatty(2) == 1)
            let engine = ConformanceEngine(environments: environments, progress: { done, total in bar.update(done, total) },
                                           maximumThreads: jobs)
            let report = engine.run(loaded)
            bar.finish()
            var out = StandardOutput()
            out.line(report.textSummary(explain: explain))
            out.flush()
            if let json { try AtomicText.write(report.json, to: json) }
            if let junit { try AtomicText.write(report.junit, to: junit) }
            if let html {
                try AtomicText.writeDirectory(html, files: ["index.html": ConformanceHTML(report: report, scenes: loaded).page])
                printError("HTML report: \(html)/index.html")
            }
            if report.failed { throw ExitCode(1) }
        }
    }

    /// Scenes/*.yml next to the working directory, or next to the repository the binary was built in.
    static func bundledScenes() throws -> [String] {
        let fm = FileManager.default
        var candidates = [fm.currentDirectoryPath + "/Scenes"]
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("Scenes").path)
            dir = dir.deletingLastPathComponent()
        }
        for c in candidates {
            if let names = try? fm.contentsOfDirectory(atPath: c) {
                let ymls = names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
                if !ymls.isEmpty { return ymls.map { c + "/" + $0 } }
            }
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

/// Output files appear whole or not at all: written to a temporary name (registered with
/// `PendingOutputs`, so a fatal signal removes it), then renamed.
enum AtomicText {
    static func write(_ text: String, to path: String) throws {
        let tmp = path + ".tmp-\(getpid())"
        let token = PendingOutputs.register(tmp)
        defer { PendingOutputs.unregister(token) }
        do {
            try writeFile(text, at: tmp, reportedAs: path)
        } catch {
            unlink(tmp)
            throw error
        }
        guard rename(tmp, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(tmp)
            throw TactileError(.cantCreate, file: path, "cannot move the output into place: \(reason)")
        }
    }

    /// Creates `path` (refusing to follow an existing name) and writes all of `text`.
    private static func writeFile(_ text: String, at path: String, reportedAs target: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            let err = errno
            throw TactileError(err == EACCES || err == EPERM ? .permission : .cantCreate, file: target,
                               "cannot create the file: \(String(cString: strerror(err)))")
        }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(fd)
                throw TactileError(.cantCreate, file: target, "write failed: \(reason)")
            }
            offset += n
        }
        guard close(fd) == 0 else {
            throw TactileError(.cantCreate, file: target, "close failed: \(String(cString: strerror(errno)))")
        }
    }

    /// A directory of files, replaced as a whole.
    static func writeDirectory(_ dir: String, files: [String: String]) throws {
        let fm = FileManager.default
        let tmp = dir + ".tmp-\(getpid())"
        try? fm.removeItem(atPath: tmp)
        // Registered: the directory, then each file (a signal removes the files, then the directory).
        var tokens = [PendingOutputs.register(tmp)]
        defer { tokens.forEach(PendingOutputs.unregister) }
        do {
            try fm.createDirectory(atPath: tmp, withIntermediateDirectories: true)
            for (name, text) in files {
                tokens.append(PendingOutputs.register(tmp + "/" + name))
                try writeFile(text, at: tmp + "/" + name, reportedAs: dir)
            }
            if fm.fileExists(atPath: dir) { try fm.removeItem(atPath: dir) }
            // Once renamed, the temporary names no longer exist: a signal leaves the report alone.
            try fm.moveItem(atPath: tmp, toPath: dir)
        } catch let e as TactileError {
            try? fm.removeItem(atPath: tmp)
            throw e
        } catch {
            try? fm.removeItem(atPath: tmp)
            throw TactileError(.cantCreate, file: dir, "cannot write the report: \(error.localizedDescription)")
        }
    }
}
