// swift-tools-version:6.1
// 6.1 (Xcode 16.3): package traits (SE-0450), and Swift Testing's `#require(throws:)` returning the error.
import PackageDescription

// Live devices (libevdev, uinput) exist on Linux only, and only with the `Evdev` trait, which is on
// by default. `LIVE_EVDEV` is the one compilation condition the sources test: true exactly where
// `CLibevdev` is linked. (The trait's own name is a condition on every platform, a Mac included,
// so the sources never test `Evdev` alone.) `swift build --disable-default-traits` on Linux compiles
// what a Mac compiles.
let liveEvdev = TargetDependencyCondition.when(platforms: [.linux], traits: ["Evdev"])
let liveEvdevSettings: [SwiftSetting] = [.define("LIVE_EVDEV", .when(platforms: [.linux], traits: ["Evdev"]))]

let package = Package(
    name: "Tactile",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "InputModel", targets: ["InputModel"]),
        .library(name: "TraceFormats", targets: ["TraceFormats"]),
        .library(name: "EvdevBridge", targets: ["EvdevBridge"]),
        .library(name: "Harness", targets: ["Harness"]),
        .library(name: "TextOutput", targets: ["TextOutput"]),
        // For test targets, in Xcode (macOS unit tests, iOS UI tests) as on Linux: no system library.
        .library(name: "TactileTesting", targets: ["TactileTesting"]),
        .executable(name: "tactile", targets: ["tactile"]),
    ],
    traits: [
        .trait(name: "Evdev", description: "Live devices through libevdev and uinput (capture, play, devices, describe /dev/…); Linux only."),
        .default(enabledTraits: ["Evdev"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // Tests only: round-trip and invariant properties (Tests/PropertyTests).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // libevdev through pkg-config; Debian/Ubuntu: apt-get install libevdev-dev
        .systemLibrary(
            name: "CLibevdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        // Pure Swift: raw evdev model, device descriptions, classification, unified stream, normalizers.
        .target(name: "InputModel"),
        // Terminal and file text: JSON lines, the unified stream's text and JSONL, fast byte text.
        .target(name: "TextOutput", dependencies: ["InputModel"]),
        // Foundation only: the trace formats (evemu, libinput record: readers, writers, conversion)
        // and Tactile's file outputs (atomic files, report folders, what an output path may replace).
        .target(name: "TraceFormats", dependencies: ["InputModel", "TextOutput"]),
        // Live devices through libevdev and uinput, capture and play (Linux with the Evdev trait);
        // everywhere: the kernel input model, capture comparison, the capture loop over any source.
        .target(name: "EvdevBridge",
                dependencies: ["InputModel", "TextOutput", "TraceFormats", .target(name: "CLibevdev", condition: liveEvdev)],
                swiftSettings: liveEvdevSettings),
        // Scene, environment, interaction machine, replay, synthesis, conformance.
        .target(name: "Harness", dependencies: ["InputModel", "TextOutput", .product(name: "Yams", package: "Yams")]),
        // `import TactileTesting`: the above and assertions that report in XCTest or Swift Testing.
        .target(name: "TactileTesting", dependencies: ["InputModel", "TraceFormats", "Harness"]),
        .executableTarget(
            name: "tactile",
            dependencies: [
                "InputModel", "TextOutput", "TraceFormats", "EvdevBridge", "Harness",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: liveEvdevSettings
        ),
        .testTarget(name: "InputModelTests", dependencies: ["InputModel", "TextOutput", "TraceFormats", "EvdevBridge"]),
        .testTarget(name: "EvdevBridgeTests",
                    dependencies: ["EvdevBridge", "TraceFormats", "InputModel", "TextOutput", .target(name: "CLibevdev", condition: liveEvdev)],
                    exclude: ["Fixtures"], swiftSettings: liveEvdevSettings),
        .testTarget(name: "HarnessTests", dependencies: ["Harness", "InputModel", "TextOutput", "TraceFormats", "EvdevBridge", "TactileTesting",
                                                   .product(name: "Yams", package: "Yams")],
                    swiftSettings: liveEvdevSettings),
        .testTarget(name: "TactileTestingTests", dependencies: ["TactileTesting"]),
        .testTarget(name: "PropertyTests", dependencies: ["InputModel", "TextOutput", "TraceFormats", "Harness",
                                                          .product(name: "PropertyBased", package: "swift-property-based")]),
    ],
    swiftLanguageModes: [.v5]
)

// Benchmarks: `tactile-bench`, built only when TACTILE_BENCHMARKS=1 (Benchmarks/run sets it),
// so it never lengthens `swift build --build-tests` or the test run.
if Context.environment["TACTILE_BENCHMARKS"] == "1" {
    package.products.append(.executable(name: "tactile-bench", targets: ["tactile-bench"]))
    package.targets.append(.executableTarget(
        name: "tactile-bench",
        dependencies: ["InputModel", "TextOutput", "TraceFormats", "EvdevBridge", "Harness", "TactileTesting"],
        path: "Benchmarks/Sources/tactile-bench",
        swiftSettings: liveEvdevSettings
    ))
}
