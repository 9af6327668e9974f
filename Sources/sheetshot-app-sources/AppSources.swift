// sheetshot-app-sources: the tool the SheetshotAppSources plug-in runs.
// - `rewrite INPUT OUTPUT` (the default) writes an app's Swift file as it compiles for iOS on Linux (see
//   `IOSSource`): platform conditions decided as on iOS, implicit imports added, every line where it was. A
//   file that needs the Objective-C runtime is written as a warning naming the file, the line and the
//   reason, and nothing else: the build goes on without it.
// - `catalogues OUTPUT FOLDER…` lists the app's asset catalogues in a JSON resource of the target, where
//   SheetshotUI's `AssetCatalogs` finds them.
import ArgumentParser
import Foundation
import SheetshotAppRoute

@main
struct AppSources: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sheetshot-app-sources",
                                                    abstract: "Prepares an app's files for a Linux build, as they build for iOS.",
                                                    subcommands: [Rewrite.self, Catalogues.self], defaultSubcommand: Rewrite.self)
}

/// One Swift file of the app, as it compiles for iOS.
struct Rewrite: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Writes an app's Swift file as it compiles for iOS.")
    @Argument(help: "The app's Swift file.") var input: String
    @Argument(help: "Where its Linux form is written.") var output: String

    func run() throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: input)
        // A source file larger than any real one is refused before it is read.
        if let size = attributes[.size] as? Int, size > 8 << 20 {
            throw ValidationError("\(input) is \(size) bytes: more than the 8 MiB a Swift source file may have here")
        }
        let source = try String(contentsOf: URL(fileURLWithPath: input), encoding: .utf8)
        let text: String
        switch IOSSource.rewrite(source, name: URL(fileURLWithPath: input).lastPathComponent) {
        case .compiled(let rewritten): text = rewritten
        case .leftOut(let reason, _):
            let quoted = reason.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            text = "#warning(\"left out of the Linux build: \(quoted)\")\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
}

/// The app's asset catalogues, listed for SheetshotUI to find.
struct Catalogues: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Lists the app's asset catalogues in a JSON file.")
    @Argument(help: "The JSON file written.") var output: String
    @Argument(help: "The catalogues (.xcassets folders).") var catalogues: [String] = []

    func run() throws {
        let json = try JSONSerialization.data(withJSONObject: ["catalogues": catalogues], options: [.sortedKeys, .withoutEscapingSlashes])
        try json.write(to: URL(fileURLWithPath: output), options: .atomic)
    }
}
