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
            default: throw AppSourcesError("usage: sheetshot-app-sources rewrite --executable|--library INPUT OUTPUT | copy INPUT OUTPUT | "
                                           + "catalogues LIST SYMBOLS [FOLDER…] | prepare OUTPUT LIST FOLDER…")
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
    static func prepare(_ folders: [String], into output: String, list: String) throws {
        let urls = folders.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let root = urls.count == 1 ? urls[0] : urls[0].deletingLastPathComponent()
        let prepared = try AppPreparation.prepare(folders: urls, root: root, into: URL(fileURLWithPath: output))
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

struct AppSourcesError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
