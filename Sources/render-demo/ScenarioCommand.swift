import ArgumentParser
import Canvas
import Foundation
import SheetWidget

struct ScenarioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenario",
        abstract: "Render a scene and a timeline of moves, taps and drags from a JSON file as a frame sequence.",
        discussion: "The format is documented in SheetScenario (Sources/SheetWidget/SheetScenario.swift) and in render-demo's DocC article 'Scenarios: clips without Swift'.")

    @Argument(help: "The scenario file (JSON).") var file: String
    @OptionGroup var output: ClipOutputOptions

    func run() throws {
        do {
            try output.write(try SheetScenario(contentsOfFile: file).clip())
        } catch {
            throw fail(error)
        }
    }
}
