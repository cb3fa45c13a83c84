// tactile-bench: the measured hot paths of Tactile (BENCHMARKS.md). Built in release by Benchmarks/run
// (TACTILE_BENCHMARKS=1 swift build -c release --product tactile-bench); never part of the tests.
//
//   tactile-bench gen-evemu PATH EVENTS          MT protocol B touchscreen trace, 10 contacts at 120 Hz
//   tactile-bench parse PATH [RUNS]              read a trace with TraceFile.open, a batch at a time (evemu or libinput record)
//   tactile-bench normalize PROFILE SCRIPT EVENTS [RUNS]   raw → unified, one core
//   tactile-bench normalize-api apply|replay|compose PROFILE SCRIPT EVENTS [RUNS]   the same through
//                                                apply(_:into:) per raw event, Replay (no scene), or
//                                                run feeding InteractionMachine (Replay by hand)
//   tactile-bench testing-replay PROFILE SCRIPT EVENTS [RUNS]   Replay of a synthesized trace through
//                                                `import TactileTesting`
//   tactile-bench testing-conformance DUMP [RUNS]   conformance(dump:everyWindow:) in memory
//   tactile-bench normalize-trace PATH EVENTS [RUNS]        raw → unified, the first EVENTS of a trace file
//   tactile-bench live-path TRACE [RUNS]   capture --live's own work per frame (CaptureLoop, no kernel)
//   tactile-bench replay ELEMENTS list|dense SCRIPTS_DIR EVENTS [RUNS]  unified → outcomes, InteractionMachine
//
// Every timed command prints one line `RESULT key=value …` with the median of RUNS runs
// (and every run's seconds), which Benchmarks/run turns into the table.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel
import EvdevBridge
import Harness

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func fail(_ message: String) -> Never {
    fputs("tactile-bench: \(message)\n", stderr)
    exit(2)
}

func report(_ fields: [(String, String)], runs: [Double]) {
    let all = runs.map { String(format3($0)) }.joined(separator: ",")
    print("RESULT " + fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ") + " median_s=\(format3(median(runs))) runs_s=\(all)")
}

func format3(_ x: Double) -> String {
    let scaled = (x * 1000).rounded()
    let whole = Int(scaled) / 1000, frac = Int(scaled) % 1000
    return "\(whole)." + String(repeating: "0", count: 3 - String(frac).count) + String(frac)
}

var args = Array(CommandLine.arguments.dropFirst())
guard let command = args.first else { fail("usage: tactile-bench gen-evemu|parse|normalize|replay …") }
args.removeFirst()
func arg(_ i: Int, _ name: String) -> String {
    guard i < args.count else { fail("\(command): missing \(name)") }
    return args[i]
}
func intArg(_ i: Int, _ name: String, default d: Int? = nil) -> Int {
    if i >= args.count, let d { return d }
    guard let v = Int(arg(i, name).replacingOccurrences(of: "_", with: "")) else { fail("\(command): \(name) must be an integer") }
    return v
}

do {
    switch command {
    case "gen-evemu":
        try generateEvemu(path: arg(0, "PATH"), events: intArg(1, "EVENTS"))
    case "parse":
        let path = arg(0, "PATH")
        let runs = intArg(1, "RUNS", default: 5)
        var times: [Double] = []
        var count = 0
        for _ in 0..<runs {
            let t0 = now()
            var reader = try TraceFile.open(path: path)
            count = 0
            // As the pipeline reads a trace (`NormalizationPipeline.run`): a batch at a time,
            // the reader's own type behind the one dynamic call.
            try reader.forEachBatch { count += $0.count }
            times.append(now() - t0)
        }
        report([("events", "\(count)")], runs: times)
    case "normalize":
        try benchNormalize(profile: arg(0, "PROFILE"), script: arg(1, "SCRIPT"),
                           events: intArg(2, "EVENTS"), runs: intArg(3, "RUNS", default: 5))
    case "normalize-api":
        try benchNormalizeAPI(api: arg(0, "API"), profile: arg(1, "PROFILE"), script: arg(2, "SCRIPT"),
                              events: intArg(3, "EVENTS"), runs: intArg(4, "RUNS", default: 5))
    case "testing-replay":
        try benchTestingReplay(profile: arg(0, "PROFILE"), script: arg(1, "SCRIPT"),
                               events: intArg(2, "EVENTS"), runs: intArg(3, "RUNS", default: 5))
    case "testing-conformance":
        try benchTestingConformance(dump: arg(0, "DUMP"), runs: intArg(1, "RUNS", default: 5))
    case "normalize-trace":
        try benchNormalizeTrace(path: arg(0, "PATH"), events: intArg(1, "EVENTS"), runs: intArg(2, "RUNS", default: 5))
    case "live-path":
        try benchLivePath(trace: arg(0, "TRACE"), runs: intArg(1, "RUNS", default: 5))
    case "replay":
        try benchReplay(elements: intArg(0, "ELEMENTS"), dense: arg(1, "LAYOUT") == "dense", scripts: arg(2, "SCRIPTS_DIR"),
                        events: intArg(3, "EVENTS"), runs: intArg(4, "RUNS", default: 5))
    default:
        fail("unknown command \(command)")
    }
} catch {
    fail("\(error)")
}
