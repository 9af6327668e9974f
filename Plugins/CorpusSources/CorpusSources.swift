// Build-tool plug-in: compiles the SwiftUI corpus (../shared/swiftui-corpus, next to the package, else the
// copy in the target's Corpus folder) into the target it is applied to, each file with only its imports
// made conditional (SwiftUI / UIKit on Apple platforms, SheetshotUI elsewhere) by `corpus-import`.
import Foundation
import PackagePlugin

@main
struct CorpusSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let shared = context.package.directoryURL.deletingLastPathComponent()
            .appending(path: "shared").appending(path: "swiftui-corpus")
        let copy = context.package.directoryURL.appending(path: "Tests").appending(path: target.name).appending(path: "Corpus")
        let directory = FileManager.default.fileExists(atPath: shared.path) ? shared : copy
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let tool = try context.tool(named: "corpus-import")
        return files.map { input in
            let output = context.pluginWorkDirectoryURL.appending(path: input.lastPathComponent)
            return .buildCommand(displayName: "Making the imports of \(input.lastPathComponent) conditional",
                                 executable: tool.url, arguments: [input.path, output.path],
                                 inputFiles: [input], outputFiles: [output])
        }
    }
}
