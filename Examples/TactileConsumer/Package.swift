// swift-tools-version:6.1
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
            dependencies: [
                .product(name: "TactileTesting", package: "Tactile"),
                // The UI test, on Linux's stand-ins (below).
                .target(name: "JotterUITests", condition: .when(platforms: [.linux])),
            ],
            resources: [.copy("Fixtures")]
        ),
        // SwiftPM has no UI test targets: in the app's Xcode project UITests/ is a UI Testing
        // Bundle (README, "A UI test"), which XCUITest runs against the app in the Simulator. Here
        // it is a library, and only on Linux do the unit tests depend on it: there it is compiled
        // against stand-ins of XCUITest and run on Jotter's recordings (UITestOnRecordingsTests).
        // On Apple platforms the unit-test bundle never links it: XCUIApplication cannot launch
        // an app from a unit-test bundle.
        .target(
            name: "JotterUITests",
            dependencies: [.product(name: "TactileTesting", package: "Tactile")],
            path: "UITests"
        ),
    ]
)

