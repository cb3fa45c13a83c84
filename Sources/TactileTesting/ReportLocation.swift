import Foundation
#if canImport(XCTest)
import XCTest
#endif
#if canImport(Testing)
import Testing
#endif

/// Where a failing conformance check's HTML report goes.
///
/// - Under XCTest in Xcode or `xcodebuild` on Apple platforms: attached to the running test
///   (`XCTAttachment`, kept always), so Xcode's report navigator and the `xcresult` bundle carry
///   it. Only there is there a result bundle to keep it (`attaches`): under `swift test` on a Mac
///   an attachment goes nowhere, so the report is written as below.
/// - Elsewhere (`swift test`, Swift Testing, Linux, an XCTest test off the main thread): written to a report folder under `directory`, named after
///   the calling file and line and the scene, `-2`, `-3`… for further calls from the same line in
///   one run; the failure gives its path. Only an absent folder or one holding a previous Tactile
///   report is replaced (`ReportFolder`).
public enum ReportLocation {
    /// The environment variable naming the folder reports are written under.
    public static let environmentVariable = "TACTILE_REPORTS"

    /// `$TACTILE_REPORTS`, else `tactile-reports` in the temporary directory.
    public static var directory: String { directory(environment: ProcessInfo.processInfo.environment) }

    /// The folder named by `environment`'s `TACTILE_REPORTS`; unset or empty, `tactile-reports`
    /// in the temporary directory.
    static func directory(environment: [String: String]) -> String {
        if let d = environment[environmentVariable], !d.isEmpty { return d }
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("tactile-reports")
    }

    /// Report folders named in this run, lowercased, so a second call from one line does not replace
    /// the first, also where the file system folds case (macOS: scenes `Mail` and `mail`).
    nonisolated(unsafe) private static var used: Set<String> = []
    private static let lock = NSLock()

    /// Set by Xcode and `xcodebuild` for the tests they run, which write a result bundle; not set by
    /// `swift test`. swift-snapshot-testing decides by the same variable whether an attachment
    /// has anywhere to go.
    static let xcodeVariable = "__XCODE_BUILT_PRODUCTS_DIR_PATHS"

    /// Whether a report is attached to the running XCTest test rather than written to a folder:
    /// a result bundle exists (Xcode, `xcodebuild`), the caller is an XCTest test, not a Swift
    /// Testing one, and on the main thread, where XCTest runs a synchronous test and has an
    /// activity context (off it, `XCTContext` has none: "Current context must not be nil").
    static func attaches(environment: [String: String], swiftTesting: Bool, mainThread: Bool) -> Bool {
        environment[xcodeVariable] != nil && !swiftTesting && mainThread
    }

    /// Keeps `html` and says where, in one line for the failures' text; a folder is made under
    /// `reports` (made first, with its parents, when absent).
    static func keep(html: String, scene: String, at site: CallSite, under reports: String = directory) -> String {
        #if canImport(XCTest) && canImport(ObjectiveC)
        // XCTest's activities are made on the main thread, where XCTest runs a synchronous test.
        if attaches(environment: ProcessInfo.processInfo.environment, swiftTesting: runningSwiftTesting,
                    mainThread: Thread.isMainThread) {
            let attachment = XCTAttachment(data: Data(html.utf8), uniformTypeIdentifier: "public.html")
            attachment.name = "Tactile conformance — \(scene).html"
            attachment.lifetime = .keepAlways
            XCTContext.runActivity(named: "Tactile conformance report: \(scene)") { $0.add(attachment) }
            return "HTML report: attached to the test as \(attachment.name ?? "")"
        }
        #endif
        let dir = (reports as NSString).appendingPathComponent(folderName(scene: scene, at: site))
        do {
            try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
            try ReportFolder.write(dir, option: "report", files: ["index.html": html])
            return "HTML report: \(dir)/index.html"
        } catch {
            return "HTML report not written: \(error)"
        }
    }

    static var runningSwiftTesting: Bool {
        #if canImport(Testing)
        return Test.current != nil
        #else
        return false
        #endif
    }

    /// `MailTests.swift-42-Mail`, then `…-2`: letters, digits, `.`, `-` and `_` only.
    static func folderName(scene: String, at site: CallSite) -> String {
        let file = ("\(site.fileID)" as NSString).lastPathComponent
        let raw = "\(file)-\(site.line)-\(scene)"
        let safe = String(raw.unicodeScalars.map { c -> Character in
            (c.isASCII && (CharacterSet.alphanumerics.contains(c) || "._-".unicodeScalars.contains(c))) ? Character(c) : "_"
        })
        lock.lock(); defer { lock.unlock() }
        var name = safe
        var n = 1
        while used.contains(name.lowercased()) { n += 1; name = "\(safe)-\(n)" }
        used.insert(name.lowercased())
        return name
    }
}
