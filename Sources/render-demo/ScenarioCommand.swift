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
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
                throw ValidationError("cannot read \(file): \(error.localizedDescription)")
            }
            let scenario = try SheetScenario(json: data)
            let motion = try scenario.motion()
            let length = scenario.duration ?? motion.endTime
            let frames = SheetMotion.frameTimes(fps: scenario.fps, duration: length).count
            guard frames <= AnimateCommand.maximumFrames else { throw ValidationError("\(frames) frames is more than the limit of \(AnimateCommand.maximumFrames)") }
            try output.render(frames: frames, fps: scenario.fps, length: length, scene: scenario.scene, motion: motion)
        } catch let e as ValidationError {
            throw e
        } catch {
            throw fail(error)
        }
    }
}
