import ArgumentParser
import Canvas
import Foundation
import SheetWidget

struct ScenarioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenario",
        abstract: "Render a scene and a timeline of moves, taps and drags from a JSON file as a frame sequence.",
        discussion: "The format is documented in SheetScenario (Sources/SheetWidget/SheetScenario.swift) and the README.")

    @Argument(help: "The scenario file (JSON).") var file: String
    @OptionGroup var output: ClipOutputOptions

    func run() throws {
        do {
            let scenario = try SheetScenario(contentsOfFile: file)
            let motion = try scenario.motion()
            try output.render(length: scenario.length(of: motion), fps: scenario.fps, scene: scenario.scene, motion: motion)
        } catch {
            throw fail(error)
        }
    }
}
