import ArgumentParser
import Canvas
import Foundation
import SheetWidget
import Widgets

struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render a sheet moving between two resting sizes as numbered PNGs, optionally an APNG and a contact sheet.",
        discussion: """
        Frame k is the scene at t = k / fps, the last frame included, so a clip of d seconds has d·fps + 1 frames.
        Example: render-demo animate --preset fluent --from collapsed --to expanded --device iphone15pro --fps 60 --out clip --apng clip.png
        """)

    @Option(help: "The sheet preset: \(SheetPreset.all.map(\.name).joined(separator: ", ")).") var preset = "fluent"
    @Option(help: "A sheet of your own, described in a JSON file (docs/SHEET-FORMAT.md), instead of a preset.") var sheet: String?
    @Option(help: "Where the sheet starts: a state (collapsed, partial, expanded, hidden) or a detent.") var from = "hidden"
    @Option(help: "Where it moves to: a state or a detent.") var to: String
    @Option(help: "The device.") var device = "iphone15pro"
    @Option(help: "light or dark.") var scheme = "light"
    @Option(help: "Frames per second (1…240).") var fps = 60
    @Option(help: "The clip's length in seconds (default: until the sheet settles).") var duration: Double?
    @Option(help: "Pixels per point (default: the device's).") var scale: Double?
    @OptionGroup var output: ClipOutputOptions

    func run() throws {
        do {
            let description: SheetDescription
            if let file = sheet {
                description = try SheetDescription(contentsOfFile: file)
            } else {
                guard let p = SheetPreset.named(preset) else { throw ValidationError("unknown preset '\(preset)'") }
                description = SheetDescription(preset: p)
            }
            guard let device = DevicePreset.named(self.device) else { throw ValidationError("unknown device '\(self.device)'") }
            guard let scheme = ColorScheme(rawValue: scheme) else { throw ValidationError("unknown scheme '\(scheme)' (expected light or dark)") }
            guard SheetClip.fpsRange.contains(fps) else { throw ValidationError("--fps \(fps) is outside 1…240") }
            if let duration, !(duration.isFinite && duration >= 0 && duration <= SheetScenario.maximumDuration) {
                throw ValidationError("--duration \(duration) is not a length of time in 0…\(Int(SheetScenario.maximumDuration)) s")
            }
            if let scale { try checkScale(scale, device: device) }
            let from = self.from
            func scene() -> SheetScene {
                var s = description.scene(device: device, colorScheme: scheme, position: .named(from, in: description.configuration))
                s.displayScale = scale
                return s
            }
            let motion = try SheetMotion(scene: scene(), actions: [.move(to: .named(to, in: description.configuration), at: 0)])
            try output.write(try SheetClip(scene: scene, motion: motion, fps: fps, duration: duration))
        } catch {
            throw fail(error)
        }
    }
}

/// Checks a `--scale` before any work: a finite number above 0 whose canvas fits.
func checkScale(_ scale: Double, device: DevicePreset) throws {
    do { _ = try Renderer.pixelSize(of: device.size, scale: scale) } catch let e as DisplayScaleError {
        throw ValidationError("--scale \(scale): \(e.reason)")
    }
}
