// swift-tools-version:6.1
// The mutant generator of Tests/Mutation/run: operators over the syntax tree (swift-syntax), a
// package of its own so that neither Tactile's build nor `swift test` depends on swift-syntax.
import PackageDescription

let package = Package(
    name: "TactileMutants",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "tactile-mutants",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ]
)
