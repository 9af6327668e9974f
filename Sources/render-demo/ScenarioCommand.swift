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
    @Option(help: "The folder for frame-0000.png … (created).") var out: String
    @Option(help: "Also write the clip as one APNG file.") var apng: String?
    @Option(help: "Also write a contact sheet of every n-th frame.") var contactSheet: String?
    @Option(help: "Every how many frames the contact sheet takes one (default: fps / 6).") var every: Int?
    @Option(help: "Write the motion's event log as JSON here.") var events: String?
    @Option(help: "Worker threads (default: one per core).") var threads: Int?

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
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            let stats = try Clip.render(frames: frames, fps: scenario.fps, workers: threads, scene: scenario.scene, motion: motion, out: out,
                                        apng: apng, contactSheet: contactSheet, every: max(1, every ?? max(1, scenario.fps / 6)))
            if let events { try AtomicFile.write(Array(try motion.eventsJSON(fps: scenario.fps, duration: length).utf8), to: events) }
            print("wrote \(frames) frames to \(out)/ (\(stats.width)×\(stats.height), \(String(format: "%.2f", length)) s at \(scenario.fps) fps) in \(String(format: "%.2f", stats.seconds)) s")
        } catch let e as ValidationError {
            throw e
        } catch {
            throw fail(error)
        }
    }
}
