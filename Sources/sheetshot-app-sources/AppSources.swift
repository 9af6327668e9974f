// sheetshot-app-sources: the tool the SheetshotAppSources plug-in runs (a plug-in's tool, so it depends on
// nothing built for the package's own targets: no argument-parsing library).
// - `rewrite --executable|--library INPUT OUTPUT` writes an app's Swift file as it compiles for iOS on Linux (see `IOSSource`):
//   platform conditions decided as on iOS, implicit imports added, every line where it was. A file that needs
//   the Objective-C runtime is written as a warning naming the file, the line and the reason, and nothing
//   else: the build goes on without it.
//   In a library or test target (`--library`) the app's `@main` is dropped and its root screen is a preview.
// - `copy INPUT OUTPUT` copies one of the app's resource files into the target's resources.
// - `prepare OUTPUT LIST FOLDER…` rewrites a whole app's Swift files into OUTPUT as a library target's, with its
//   generated asset symbols, and lists what became of each file in LIST (JSON): what `sheetshot-compat --app`
//   compiles.
// - `catalogues LIST SYMBOLS FOLDER…` lists the app's asset catalogues in a JSON resource of the target, where
//   SheetshotUI's `AssetCatalogs` finds them, and writes Xcode's generated asset symbols for them.
// - `packages PROJECT.xcodeproj CHECKOUTS [--fetch] [--json=FILE] [--targets=FOLDER]` lists the modules the app's
//   Swift packages give it, in build order, each with its source folder (see `AppPackages`); with `--fetch`,
//   a pinned package the app needs is first checked out under CHECKOUTS at its pinned revision. With
//   `--targets`, each module gets a target folder under FOLDER (its `sheetshot-app.json` naming the module's
//   sources, and a Swift file SwiftPM needs to see a target there), and the targets to add to Package.swift
//   are printed. Paths are written relative to the current folder: run it from the package's folder.
import Foundation
import SheetshotAppRoute

@main
enum AppSources {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch (arguments.first, arguments.count) {
            case ("rewrite", 4) where ["--executable", "--library"].contains(arguments[1]):
                try rewrite(arguments[2], to: arguments[3], options: IOSSource.Options(isLibrary: arguments[1] == "--library"))
            case ("copy", 3): try copy(arguments[1], to: arguments[2])
            case ("prepare", 4...): try prepare(Array(arguments.dropFirst(3)), into: arguments[1], list: arguments[2])
            case ("catalogues", 3...): try list(Array(arguments.dropFirst(3)), in: arguments[1], symbols: arguments[2])
            case ("packages", 3...) where arguments.dropFirst(3).allSatisfy({ $0 == "--fetch" || $0.hasPrefix("--json=") || $0.hasPrefix("--targets=") }):
                func value(_ option: String) -> String? { arguments.first { $0.hasPrefix(option) }.map { String($0.dropFirst(option.count)) } }
                try packages(project: arguments[1], checkouts: arguments[2], fetch: arguments.contains("--fetch"),
                             json: value("--json="), targets: value("--targets="))
            default: throw AppSourcesError("usage: sheetshot-app-sources rewrite --executable|--library INPUT OUTPUT | copy INPUT OUTPUT | "
                                           + "catalogues LIST SYMBOLS [FOLDER…] | prepare OUTPUT LIST FOLDER… [--exclude=PATH…] [--links-within=FOLDER] | "
                                           + "packages PROJECT.xcodeproj CHECKOUTS [--fetch] [--json=FILE] [--targets=FOLDER]")
            }
        } catch {
            FileHandle.standardError.write(Data("sheetshot-app-sources: \(error)\n".utf8))
            exit(1)
        }
    }

    /// One Swift file of the app, as it compiles for iOS.
    static func rewrite(_ input: String, to output: String, options: IOSSource.Options) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: input)
        // A source file larger than any real one is refused before it is read.
        if let size = attributes[.size] as? Int, size > 8 << 20 {
            throw AppSourcesError("\(input) is \(size) bytes: more than the 8 MiB a Swift source file may have here")
        }
        let source = try String(contentsOf: URL(fileURLWithPath: input), encoding: .utf8)
        let text: String
        switch IOSSource.rewrite(source, name: URL(fileURLWithPath: input).lastPathComponent, options: options) {
        case .compiled(let rewritten): text = rewritten
        case .leftOut(let reason, _):
            let quoted = reason.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            text = "#warning(\"left out of the Linux build: \(quoted)\")\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }

    /// One resource file of the app, copied (a file larger than 1 GiB is refused before it is read).
    static func copy(_ input: String, to output: String) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: input)
        if let size = attributes[.size] as? Int, size > 1 << 30 {
            throw AppSourcesError("\(input) is \(size) bytes: more than the 1 GiB a resource may have here")
        }
        let destination = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contentsOf: URL(fileURLWithPath: input)).write(to: destination, options: .atomic)
    }

    /// A whole app's files made ready to compile together (see `AppPreparation`).
    static func prepare(_ arguments: [String], into output: String, list: String) throws {
        let excluded = arguments.filter { $0.hasPrefix("--exclude=") }.map { URL(fileURLWithPath: String($0.dropFirst("--exclude=".count))).standardizedFileURL }
        let linksWithin = arguments.last { $0.hasPrefix("--links-within=") }.map { URL(fileURLWithPath: String($0.dropFirst("--links-within=".count))).standardizedFileURL }
        let membership = try arguments.last { $0.hasPrefix("--project=") }
            .flatMap { try XcodeTargetMembership(contentsOf: URL(fileURLWithPath: String($0.dropFirst("--project=".count))).standardizedFileURL) }
        let urls = arguments.filter { !$0.hasPrefix("--") }.map { URL(fileURLWithPath: $0).standardizedFileURL }
        guard !urls.isEmpty else { throw AppSourcesError("prepare: no folder given") }
        let root = urls.count == 1 ? urls[0] : urls[0].deletingLastPathComponent()
        let prepared = try AppPreparation.prepare(folders: urls, root: root, excluding: excluded, linksWithin: linksWithin,
                                                  membership: membership, into: URL(fileURLWithPath: output))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(prepared).write(to: URL(fileURLWithPath: list), options: .atomic)
    }

    /// The app's asset catalogues, listed for SheetshotUI to find, and their generated symbols.
    static func list(_ catalogues: [String], in output: String, symbols: String) throws {
        let json = try JSONSerialization.data(withJSONObject: ["catalogues": catalogues], options: [.sortedKeys, .withoutEscapingSlashes])
        try json.write(to: URL(fileURLWithPath: output), options: .atomic)
        let assets = catalogues.flatMap { AssetSymbols.assets(in: URL(fileURLWithPath: $0)) }
        try Data(AssetSymbols.source(for: assets).utf8).write(to: URL(fileURLWithPath: symbols), options: .atomic)
    }
}

extension AppSources {
    /// The modules an app's packages give it, listed (and, with `fetch`, checked out; with `targets`, each
    /// given a target folder for the plug-in).
    static func packages(project: String, checkouts: String, fetch: Bool, json: String?, targets: String?) throws {
        let project = try XcodeProject(contentsOf: URL(fileURLWithPath: project).standardizedFileURL)
        let resolved = try AppPackages(project: project, checkouts: URL(fileURLWithPath: checkouts).standardizedFileURL, fetch: fetch)
        var entries: [[String: Any]] = []
        for module in resolved.modules {
            if let reason = module.unavailable {
                print("\(module.name)\t\(module.package) \(module.version)\tnot built: \(reason)")
            } else {
                print("\(module.name)\t\(module.package) \(module.version)\t\(module.folder.path)")
            }
            var entry: [String: Any] = ["module": module.name, "package": module.package, "version": module.version,
                                        "imports": module.dependencies]
            if let reason = module.unavailable { entry["unavailable"] = reason } else {
                entry["sources"] = [module.folder.path]
                entry["linksWithin"] = module.packageFolder.path
                if !module.excluded.isEmpty { entry["exclude"] = module.excluded.map(\.path) }
            }
            entries.append(entry)
        }
        if let json {
            let data = try JSONSerialization.data(withJSONObject: ["modules": entries], options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try data.write(to: URL(fileURLWithPath: json), options: .atomic)
        }
        if let targets { try writeTargets(resolved, into: targets) }
    }

    /// Each buildable module as a target folder under `folder` for the plug-in, and the Package.swift lines.
    static func writeTargets(_ resolved: AppPackages, into folder: String) throws {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        let root = URL(fileURLWithPath: folder, relativeTo: here).standardizedFileURL
        func relative(_ url: URL) -> String {
            let from = here.pathComponents, to = url.standardizedFileURL.pathComponents
            var common = 0
            while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
            return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
        }
        let built = Set(resolved.modules.filter { $0.unavailable == nil }.map(\.name))
        var lines: [String] = []
        for module in resolved.modules {
            guard module.unavailable == nil else {
                // The reason may quote a remote's or SwiftPM's output: one line, so nothing in it becomes code.
                let reason = String(module.unavailable!.map { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true ? " " : $0 }.prefix(500))
                lines.append("// \(module.name): not built (\(reason)); exclude the app's files that import it")
                continue
            }
            let target = root.appendingPathComponent(module.name, isDirectory: true)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            var configuration: [String: Any] = ["sources": [relative(module.folder)], "linksWithin": relative(module.packageFolder)]
            if !module.excluded.isEmpty { configuration["exclude"] = module.excluded.map(relative) }
            try JSONSerialization.data(withJSONObject: configuration, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
                .write(to: target.appendingPathComponent("sheetshot-app.json"), options: .atomic)
            let origin = module.version == "local" ? "the local package \(module.package)" : "\(module.package) \(module.version)"
            try Data(("// \(module.name), from \(origin): its sources (\(relative(module.folder))) are compiled into this "
                      + "target by the SheetshotAppSources plug-in, as for iOS. SwiftPM needs a Swift file to see a target here.\n").utf8)
                .write(to: target.appendingPathComponent("\(module.name).swift"), options: .atomic)
            let dependencies = [#".product(name: "SwiftUI", package: "Sheetshot")"#, #".product(name: "UIKit", package: "Sheetshot")"#]
                + module.dependencies.filter(built.contains).map { "\"\($0)\"" }
            lines.append(".target(name: \"\(module.name)\", dependencies: [\(dependencies.joined(separator: ", "))],\n"
                         + "        path: \"\(relative(target))\", exclude: [\"sheetshot-app.json\"],\n"
                         + "        plugins: [.plugin(name: \"SheetshotAppSources\", package: \"Sheetshot\")]),")
        }
        print("\nAdd to your Package.swift's targets (and these modules to your app target's dependencies):\n")
        print(lines.joined(separator: "\n"))
    }
}

struct AppSourcesError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
