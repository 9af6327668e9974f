import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory sheetshot-gallery [--output FOLDER] [--filter TEST]… [--shard i/n]`:
/// builds the package's tests and runs them with `SHEETSHOT_GALLERY` set, so that every
/// `assertPreviewSnapshots(in:)` call also writes its module's previews as a documentation gallery — one
/// page per module under FOLDER (default `docs/gallery`), and FOLDER's `index.html` linking them.
///
/// SwiftPM's `PackageManager.test` from a plugin neither sets the tests' environment nor (with Swift 6.3 on
/// Linux) runs Swift Testing tests, so the plugin builds the tests through SwiftPM and runs the test
/// product itself: Swift Testing's tests (`--testing-library swift-testing`), then XCTest's. `--filter`
/// is passed to both (to XCTest as its comma-separated test names); `--shard i/n` renders one part of the previews (it sets `SHEETSHOT_SHARD`), for a CI
/// matrix whose galleries `render-demo join-galleries` joins; the rest of the environment passes through.
@main
struct SheetshotGalleryPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let outputs = extractor.extractOption(named: "output")
        let filters = extractor.extractOption(named: "filter")
        let shards = extractor.extractOption(named: "shard")
        guard extractor.remainingArguments.isEmpty, outputs.count <= 1, shards.count <= 1 else {
            Diagnostics.error("usage: swift package --allow-writing-to-package-directory sheetshot-gallery [--output FOLDER] [--filter TEST]… [--shard i/n]"
                              + " (not understood: \((extractor.remainingArguments + outputs.dropFirst() + shards.dropFirst()).joined(separator: " ")))")
            throw GalleryPluginError.usage
        }
        let package = context.package.directoryURL
        let requested = outputs.first ?? "docs/gallery"
        let output = (requested.hasPrefix("/") ? URL(fileURLWithPath: requested) : package.appendingPathComponent(requested)).standardizedFileURL
        let index = output.appendingPathComponent("index.html")

        print("Building the tests…")
        let build = try packageManager.build(.all(includingTests: true), parameters: .init(configuration: .debug))
        guard build.succeeded else {
            print(build.logText)
            throw GalleryPluginError.buildFailed
        }
        // The test product is not among the built artifacts SwiftPM lists; it sits beside them, named for the package.
        let productName = "\(context.package.displayName)PackageTests.xctest"
        let folders = Set(build.builtArtifacts.map { $0.url.deletingLastPathComponent() })
        guard let tests = build.builtArtifacts.first(where: { $0.url.lastPathComponent == productName })?.url
                ?? folders.map({ $0.appendingPathComponent(productName) }).first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            Diagnostics.error("The build made no test product: does the package have a test target that calls assertPreviewSnapshots(in:)?")
            throw GalleryPluginError.nothingWritten
        }

        let started = Date()
        var environment = ProcessInfo.processInfo.environment
        environment["SHEETSHOT_GALLERY"] = output.path
        if let shard = shards.first { environment["SHEETSHOT_SHARD"] = shard }   // checked, with its reason, by the tests
        var failed = false
        // Swift Testing's tests, then XCTest's. XCTest reads one argument of test names, `Module.Class/method`,
        // separated by commas; Swift Testing's filters are patterns. Swift Testing ends with 69 (EX_UNAVAILABLE)
        // when no test of its own ran, which SwiftPM counts as success too.
        let runs: [(arguments: [String], noTests: Int32?)] = [
            (["--testing-library", "swift-testing"] + filters.flatMap { ["--filter", $0] }, 69),
            (filters.isEmpty ? [] : [filters.joined(separator: ",")], nil),
        ]
        for (arguments, noTests) in runs {
            let process = Process()
            process.executableURL = tests
            process.arguments = arguments
            process.environment = environment
            process.currentDirectoryURL = package
            try process.run()
            process.waitUntilExit()
            let status = process.terminationStatus
            failed = failed || (status != 0 && status != noTests)
        }

        let written = (try? index.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate).map { $0 >= started.addingTimeInterval(-1) } ?? false
        guard written else {
            if failed {
                Diagnostics.error("No gallery was written, and tests failed: their messages above say why (a bad --shard, a module with no previews…).")
            } else {
                Diagnostics.error("No gallery was written: no test that ran calls assertPreviewSnapshots(in:)"
                                  + (filters.isEmpty ? "." : " (is --filter right?)."))
            }
            throw GalleryPluginError.nothingWritten
        }
        print("Gallery: \(index.path)")
        if failed {
            Diagnostics.warning("Some tests failed; the gallery shows every preview that rendered, and those that could not with their reasons.")
        }
    }
}

enum GalleryPluginError: Error, CustomStringConvertible {
    case usage, buildFailed, nothingWritten
    var description: String {
        switch self {
        case .usage: "bad arguments"
        case .buildFailed: "the tests did not build"
        case .nothingWritten: "no gallery was written"
        }
    }
}
