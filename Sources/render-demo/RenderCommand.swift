import ArgumentParser
import Canvas
import Foundation
import SheetWidget
import Widgets

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one sheet scene to a PNG.",
        discussion: "Example: render-demo render --preset fluent --state partial --device iphone15pro -o sheet.png")

    @Option(help: "The sheet preset: \(SheetPreset.all.map(\.name).joined(separator: ", ")).") var preset = "fluent"
    @Option(help: "A sheet of your own, described in a JSON file (docs/SHEET-FORMAT.md), instead of a preset.") var sheet: String?
    @Option(help: "The state: collapsed, partial, expanded or hidden.") var state = "collapsed"
    @Option(help: "A detent by identifier instead of a state (detent presets: small, medium, large, open, …).") var detent: String?
    @Option(help: "The panel's top edge in points instead of a state.") var offset: Double?
    @Option(help: "Pixels per point (default: the device's).") var scale: Double?
    @Option(help: "Scroll the sheet's content by this many points (Fluent's hosted scroll view).") var scroll: Double?
    @Option(help: "The device: \(DevicePreset.all.map(\.name).joined(separator: ", ")).") var device = "iphone15pro"
    @Option(help: "light or dark.") var scheme = "light"
    @Option(help: "Override the preset's style: fluent, ios or material.") var style: String?
    @Flag(help: "Lay out right to left.") var rtl = false
    @Option(name: .shortAndLong, help: "The PNG to write (written atomically).") var output: String

    func run() throws {
        do {
            let description: SheetDescription
            if let file = sheet {
                description = try SheetDescription(contentsOfFile: file)
            } else {
                guard let p = SheetPreset.named(preset) else {
                    throw ValidationError("unknown preset '\(preset)' (expected \(SheetPreset.all.map(\.name).joined(separator: ", ")))")
                }
                description = SheetDescription(preset: p)
            }
            guard let device = DevicePreset.named(self.device) else {
                throw ValidationError("unknown device '\(self.device)' (expected \(DevicePreset.all.map(\.name).joined(separator: ", ")))")
            }
            guard let scheme = ColorScheme(rawValue: scheme) else { throw ValidationError("unknown scheme '\(scheme)' (expected light or dark)") }
            let position: SheetPosition
            if let offset { position = .offset(offset) } else if let detent { position = .detent(detent) } else {
                guard let s = SheetState(rawValue: state) else { throw ValidationError("unknown state '\(state)' (expected collapsed, partial, expanded or hidden)") }
                position = .state(s)   // (detent sheets: collapsed is the smallest detent, expanded the largest)
            }
            if let scale { try checkScale(scale, device: device) }
            if let offset, !offset.isFinite || abs(offset) > 1e6 { throw ValidationError("--offset \(offset) is not a position in points") }
            if let scroll, !scroll.isFinite || abs(scroll) > 1e6 { throw ValidationError("--scroll \(scroll) is not a distance in points") }
            var scene = description.scene(device: device, colorScheme: scheme, position: position)
            scene.displayScale = scale
            scene.hostedScrollOffset = scroll
            if let style {
                switch style {
                case "fluent": scene.style = .fluent(dark: scheme == .dark)
                case "ios": scene.style = .iOS(dark: scheme == .dark)
                case "material": scene.style = .material(dark: scheme == .dark)
                default: throw ValidationError("unknown style '\(style)' (expected fluent, ios or material)")
                }
            }
            if rtl { scene.layoutDirection = .rightToLeft }
            let canvas = try scene.render()
            try canvas.writePNG(to: output)
            let l = try scene.layout()
            print("wrote \(output) (\(canvas.width)×\(canvas.height)) — \(sheet ?? preset) at offset \(l.offset) pt, dimming \(String(format: "%.3f", l.dimmingAlpha))")
        } catch {
            throw fail(error)
        }
    }
}
