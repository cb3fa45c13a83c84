// swift-tools-version:6.0
import PackageDescription

// An app team's test package that uses Tactile: it depends on the TactileTesting product alone,
// which links no system library, so it builds on macOS, for the iOS Simulator and on Linux
// without libevdev.
let package = Package(
    name: "TactileConsumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    // A path dependency's package is named after its folder unless `name:` says otherwise: with
    // `name: "Tactile"` the products below find it whatever the clone's folder is called. From a
    // repository: .package(url: "https://…/tactile.git", from: "0.1.0"), its products in package "tactile".
    dependencies: [
        .package(name: "Tactile", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "JotterTests",
            dependencies: [.product(name: "TactileTesting", package: "Tactile"), "JotterUITests"],
            resources: [.copy("Fixtures")]
        ),
        // SwiftPM has no UI test targets; in an Xcode project UITests/ is the UI Testing Bundle.
        // Here it is a library the tests depend on, so it is compiled with them (and not run:
        // XCUITest drives an app in the Simulator).
        .target(
            name: "JotterUITests",
            dependencies: [.product(name: "TactileTesting", package: "Tactile")],
            path: "UITests"
        ),
    ]
)
