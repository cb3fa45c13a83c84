import Foundation
import XCTest
import TraceFormats

/// An output path replaces only what Tactile wrote there: a folder or file the user had is
/// refused (exit 64) and left exactly as it was; a previous report is replaced whole.
final class OutputClaimTests: XCTestCase {
    let scene = TactileProcess.root + "/Scenes/mail.yml"
    let fm = FileManager.default

    /// Path → bytes of every file under `dir` (the user's files, to compare before and after),
    /// listed with readdir, which misses no name (`DirectoryListing`).
    func snapshot(_ dir: String, under prefix: String = "") throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try DirectoryListing.names(in: dir) {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: dir + "/" + name, isDirectory: &isDir) else { continue }
            if isDir.boolValue {
                out.merge(try snapshot(dir + "/" + name, under: prefix + name + "/")) { a, _ in a }
            } else {
                out[prefix + name] = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))
            }
        }
        return out
    }

    func conformance(_ extra: [String]) throws -> TactileProcess.Result {
        try TactileProcess.run(["conformance", scene, "--device", "ipad-mini"] + extra, timeout: 120)
    }

    func testHTMLIntoAFolderOfTheUsersIsRefusedAndTheFolderKept() throws {
        let dir = try TactileProcess.scratchDirectory("claim-html")
        defer { try? fm.removeItem(atPath: dir) }
        let mine = dir + "/mine"
        try fm.createDirectory(atPath: mine + "/scenes", withIntermediateDirectories: true)
        try "notes".write(toFile: mine + "/notes.txt", atomically: false, encoding: .utf8)
        try fm.copyItem(atPath: scene, toPath: mine + "/scenes/mail.yml")
        // A folder named index.html alone is not a report either.
        let before = try snapshot(mine)
        let r = try conformance(["--html", mine])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertTrue(r.stderr.contains("--html \(mine) is a folder that is not a Tactile report"), r.stderr)
        XCTAssertEqual(try snapshot(mine), before)
        XCTAssertFalse(fm.fileExists(atPath: mine + "/index.html"))
    }

    /// A folder holding only the user's own `index.html` (their site, no marker) is refused and
    /// kept byte for byte; a lone `index.html` that Tactile wrote before reports had a marker (its
    /// title says so) is a previous report, replaced.
    func testAFolderWithOnlyTheUsersIndexHTMLIsKept() throws {
        let dir = try TactileProcess.scratchDirectory("claim-index")
        defer { try? fm.removeItem(atPath: dir) }
        let site = dir + "/site"
        try fm.createDirectory(atPath: site, withIntermediateDirectories: true)
        try "<!doctype html><html><head><title>My portfolio</title></head><body>mine</body></html>\n"
            .write(toFile: site + "/index.html", atomically: false, encoding: .utf8)
        let before = try snapshot(site)
        var r = try conformance(["--html", site])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertTrue(r.stderr.contains("--html \(site) is a folder that is not a Tactile report"), r.stderr)
        XCTAssertEqual(try snapshot(site), before)
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: dir), ["site"], "nothing left beside it")

        let old = dir + "/old-report"
        try fm.createDirectory(atPath: old, withIntermediateDirectories: true)
        try "<!doctype html><html><head><title>Tactile interaction conformance</title></head><body>old</body></html>\n"
            .write(toFile: old + "/index.html", atomically: false, encoding: .utf8)
        r = try conformance(["--html", old])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(Set(try fm.contentsOfDirectory(atPath: old)), ["index.html", ".tactile-report"])
        XCTAssertFalse(try String(contentsOfFile: old + "/index.html", encoding: .utf8).contains("<body>old</body>"))
    }

    func testAPreviousReportIsReplacedAndAnythingAddedToItIsRefused() throws {
        let dir = try TactileProcess.scratchDirectory("claim-report")
        defer { try? fm.removeItem(atPath: dir) }
        let report = dir + "/report"
        var r = try conformance(["--html", report])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(Set(try fm.contentsOfDirectory(atPath: report)), ["index.html", ".tactile-report"])
        // The page carries every rule's violation example (the bundled Scenes/violations).
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("<summary>Scenes/violations/layout.hit-target.yml</summary><pre># Breaks layout.hit-target"))
        // Replaced: the page is written again (its old copy is gone, no leftovers beside it).
        try "stale".write(toFile: report + "/index.html", atomically: false, encoding: .utf8)
        r = try conformance(["--html", report])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try String(contentsOfFile: report + "/index.html", encoding: .utf8).hasSuffix("</html>"))
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: dir), ["report"])
        // The user put something of theirs in it: refused, kept.
        try "keep me".write(toFile: report + "/annotations.txt", atomically: false, encoding: .utf8)
        let before = try snapshot(report)
        r = try conformance(["--html", report])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertTrue(r.stderr.contains("annotations.txt"), r.stderr)
        XCTAssertEqual(try snapshot(report), before)
    }

    func testAnEmptyFolderTakesTheReport() throws {
        let dir = try TactileProcess.scratchDirectory("claim-empty")
        defer { try? fm.removeItem(atPath: dir) }
        try fm.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        let r = try conformance(["--html", dir + "/out"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/out/index.html"))
    }

    func testJSONAndJUnitReplaceOnlyTheirOwnReports() throws {
        let dir = try TactileProcess.scratchDirectory("claim-files")
        defer { try? fm.removeItem(atPath: dir) }
        let json = dir + "/r.json", junit = dir + "/r.xml"
        try "{\"mine\": true}\n".write(toFile: json, atomically: false, encoding: .utf8)
        try "<?xml version=\"1.0\"?><testsuites name=\"my own\"/>\n".write(toFile: junit, atomically: false, encoding: .utf8)
        let before = try snapshot(dir)
        var r = try conformance(["--json", json])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertTrue(r.stderr.contains("--json \(json) exists and is not a conformance report Tactile wrote"), r.stderr)
        r = try conformance(["--junit", junit])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertEqual(try snapshot(dir), before)
        // Reports Tactile wrote are replaced.
        try fm.removeItem(atPath: json)
        try fm.removeItem(atPath: junit)
        r = try conformance(["--json", json, "--junit", junit])
        XCTAssertEqual(r.status, 0, r.stderr)
        r = try conformance(["--json", json, "--junit", junit])
        XCTAssertEqual(r.status, 0, r.stderr)
        // A folder where a file goes, and a symbolic link, are refused.
        try fm.createDirectory(atPath: dir + "/folder.json", withIntermediateDirectories: false)
        r = try conformance(["--json", dir + "/folder.json"])
        XCTAssertEqual(r.status, 64, r.stderr)
        try fm.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: json)
        r = try conformance(["--json", dir + "/link.json"])
        XCTAssertEqual(r.status, 64, r.stderr)
        // The message says why: writing would replace the link, not the file it points to.
        XCTAssertTrue(r.stderr.contains("--json \(dir)/link.json is a symbolic link; writing would replace the link"), r.stderr)
    }

    /// capture claims its outputs before it opens a device; a build that reads no devices refuses
    /// the command itself (LiveDevicesUnavailableTests).
    private func liveCaptureCases(recording: String, new: String, notes: String) -> [([String], String)] {
        #if LIVE_EVDEV
        return [(["capture", "/dev/input/event0", "-o", recording], "-o"),
                (["capture", "/dev/input/event0", "-o", new, "--live", "--latency", notes], "--latency")]
        #else
        return []
        #endif
    }

    /// Finder writes `.DS_Store` into a folder a user opens, and macOS writes `._NAME` (AppleDouble)
    /// and `.localized` files too: a report folder holding them is still Tactile's, the next run
    /// writes it again, and they are kept byte for byte. Anything else is still refused.
    func testAReportFolderFinderWroteIntoIsWrittenAgainAndFindersFilesKept() throws {
        let dir = try TactileProcess.scratchDirectory("claim-ds-store")
        defer { try? fm.removeItem(atPath: dir) }
        let report = dir + "/report"
        var r = try conformance(["--html", report])
        XCTAssertEqual(r.status, 0, r.stderr)
        let finder: [String: Data] = [".DS_Store": Data([0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31]),
                                      "._index.html": Data([0, 5, 0x16, 7]), ".localized": Data()]
        for (name, bytes) in finder { XCTAssertTrue(fm.createFile(atPath: report + "/" + name, contents: bytes)) }
        try "stale".write(toFile: report + "/index.html", atomically: false, encoding: .utf8)
        r = try conformance(["--html", report])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("kept"), r.stderr)
        let after = try snapshot(report)
        for (name, bytes) in finder { XCTAssertEqual(after[name], bytes, name) }
        XCTAssertTrue(String(decoding: try XCTUnwrap(after["index.html"]), as: UTF8.self).contains("<title>Tactile interaction conformance</title>"))
        XCTAssertEqual(Set(after.keys), Set(finder.keys).union(["index.html", ".tactile-report"]))
        // Nothing left beside it (the previous report moved aside was removed whole).
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: dir), ["report"])
        // A name that only looks like one ("._" alone, "DS_Store") is the user's: refused, kept.
        for name in ["._", "DS_Store"] {
            try "mine".write(toFile: report + "/" + name, atomically: false, encoding: .utf8)
            let before = try snapshot(report)
            r = try conformance(["--html", report])
            XCTAssertEqual(r.status, 64, r.stderr)
            XCTAssertTrue(r.stderr.contains("which Tactile did not write"), r.stderr)
            XCTAssertEqual(try snapshot(report), before)
            try fm.removeItem(atPath: report + "/" + name)
        }
    }

    /// Paths that differ only by case are one path on every system (APFS and HFS+ fold case by
    /// default, so on a Mac they name one file): refused before any work, nothing written.
    func testOutputsThatDifferOnlyByCaseAreOnePath() throws {
        let dir = try TactileProcess.scratchDirectory("claim-case")
        defer { try? fm.removeItem(atPath: dir) }
        for extra in [["--json", dir + "/a.JSON", "--junit", dir + "/a.json"],
                      ["--html", dir + "/Report", "--json", dir + "/report/a.json"]] {
            let r = try conformance(extra)
            XCTAssertEqual(r.status, 64, "\(extra): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("are one path") || r.stderr.contains("is inside the report folder"), r.stderr)
            XCTAssertEqual(try fm.contentsOfDirectory(atPath: dir), [], "\(extra) wrote something")
        }
        // Different names are still two paths.
        let r = try conformance(["--json", dir + "/a.json", "--junit", dir + "/b.json"])
        XCTAssertEqual(r.status, 0, r.stderr)
    }

    /// A folder is a previous report only by a marker Tactile wrote (its first line "tactile
    /// conformance report"): a `.tactile-report` file of other words beside an index.html does not
    /// make the user's folder one, and the folder is kept.
    func testAMarkerTactileDidNotWriteMakesNoReport() throws {
        let dir = try TactileProcess.scratchDirectory("claim-marker")
        defer { try? fm.removeItem(atPath: dir) }
        let site = dir + "/site"
        try fm.createDirectory(atPath: site, withIntermediateDirectories: true)
        try "my notes\nindex.html\n".write(toFile: site + "/.tactile-report", atomically: false, encoding: .utf8)
        try "<html>my page</html>".write(toFile: site + "/index.html", atomically: false, encoding: .utf8)
        let before = try snapshot(site)
        let r = try conformance(["--html", site])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertTrue(r.stderr.contains("is a folder that is not a Tactile report"), r.stderr)
        XCTAssertEqual(try snapshot(site), before)
    }

    /// convert, synth and capture: a trace the user recorded (evemu-record's, not Tactile's) or any
    /// other file of theirs is refused and kept; a trace Tactile wrote is replaced.
    func testTraceOutputsReplaceOnlyTracesTactileWrote() throws {
        let dir = try TactileProcess.scratchDirectory("claim-traces")
        defer { try? fm.removeItem(atPath: dir) }
        let input = TactileProcess.root + "/Traces/real/touchscreens/EP0430M09.2-finger-scroll-down.events"
        let desc = TactileProcess.root + "/Traces/real/touchscreens/EP0430M09.desc"
        let recording = dir + "/their-recording.evemu"
        try fm.copyItem(atPath: TactileProcess.root + "/Traces/real/tablets/dell_canvas_pen.evemu", toPath: recording)
        let notes = dir + "/notes.yml"
        try "# my notes\n".write(toFile: notes, atomically: false, encoding: .utf8)
        let before = try snapshot(dir)
        for (args, option) in [
            (["convert", input, recording, "--description", desc, "--format", "evemu"], "OUT"),
            (["convert", input, notes, "--description", desc], "OUT"),
            (["synth", TactileProcess.root + "/Traces/scenarios/pan-inbox.yml", "--profile", "touchscreen", "-o", notes], "-o"),
        ] + liveCaptureCases(recording: recording, new: dir + "/new.evemu", notes: notes) {
            let r = try TactileProcess.run(args)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("\(option) ") && r.stderr.contains("refusing to replace it"), r.stderr)
            XCTAssertEqual(try snapshot(dir), before, "\(args) changed the user's files")
        }
        // Tactile's own output is replaced, in either format.
        for out in [dir + "/out.evemu", dir + "/out.yml"] {
            for _ in 0..<2 {
                let r = try TactileProcess.run(["convert", input, out, "--description", desc, "--format", out.hasSuffix("yml") ? "libinput" : "evemu"])
                XCTAssertEqual(r.status, 0, r.stderr)
            }
            XCTAssertTrue(try String(contentsOfFile: out, encoding: .utf8).contains("\n# Written by tactile\n"))
        }
    }

    /// A trace is Tactile's by the `# Written by tactile` line as its *second* line, after the
    /// format's own first line (README): the user's evemu trace that quotes the line further down,
    /// and a file whose second line is the marker but whose first is no trace header, are refused.
    func testTheTraceMarkerCountsOnlyAsTheSecondLineOfATrace() throws {
        let dir = try TactileProcess.scratchDirectory("claim-marker-line")
        defer { try? fm.removeItem(atPath: dir) }
        let input = TactileProcess.root + "/Traces/real/touchscreens/EP0430M09.2-finger-scroll-down.events"
        let desc = TactileProcess.root + "/Traces/real/touchscreens/EP0430M09.desc"
        let recording = dir + "/quoted.evemu"
        try "# EVEMU 1.3\n# my recording\n# Written by tactile\n".write(toFile: recording, atomically: false, encoding: .utf8)
        let notes = dir + "/notes.txt"
        try "my notes\n# Written by tactile\n".write(toFile: notes, atomically: false, encoding: .utf8)
        let before = try snapshot(dir)
        for out in [recording, notes] {
            let r = try TactileProcess.run(["convert", input, out, "--description", desc, "--format", "evemu"])
            XCTAssertEqual(r.status, 64, r.stderr)
            XCTAssertTrue(r.stderr.contains("OUT \(out) exists and is not a trace Tactile wrote"), r.stderr)
        }
        XCTAssertEqual(try snapshot(dir), before)
    }
}
