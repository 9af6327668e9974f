// render-demo: Sheetshot's command-line face. With no subcommand it renders the default gallery.
import ArgumentParser
import Canvas
import DisplayList
import Foundation

@main
struct RenderDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-demo",
        abstract: "Render Sheetshot pictures headlessly: the gallery, display-list scenes and benchmarks.",
        subcommands: [GalleryCommand.self, RenderCommand.self, AnimateCommand.self, ScenarioCommand.self, DrawCommand.self, BenchCommand.self,
                      JoinGalleriesCommand.self, JoinReportsCommand.self],
        defaultSubcommand: GalleryCommand.self)

    /// Runs the command; an interrupt or termination first removes every temporary file being written.
    static func main() {
        TemporaryFiles.removeOnTermination()
        main(nil)
    }
}

/// Turns a thrown error into a one-line message and a failing exit, without a stack trace.
func fail(_ error: Error) -> ExitCode {
    TemporaryFiles.waitIfEnding()   // interrupted: the signal ends the process, not this error
    FileHandle.standardError.write(Data("render-demo: error: \(error)\n".utf8))
    return ExitCode.failure
}

struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw", abstract: "Replay a display-list scene (../shared/bench/SCENE-FORMAT.md) into a PNG.")

    @Argument(help: "The scene file (JSON).") var scene: String
    @Option(name: .shortAndLong, help: "The PNG to write (written atomically).") var output: String
    @Flag(help: "Smaller PNG at several times the encoding cost.") var small = false

    func run() throws {
        do {
            let list = try DisplayList(contentsOfFile: scene)
            let canvas = try list.render()
            try canvas.makeImage().writePNG(to: output, options: small ? .small : .fast)
            print("wrote \(output) (\(list.width)×\(list.height), \(list.ops.count) ops)")
        } catch {
            throw fail(error)
        }
    }
}
