import ArgumentParser
import Canvas
import Foundation
import Synchronization
import Samples
import SheetWidget
import Widgets

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the default picture set into a folder (default: gallery/), with an index.html contact sheet.")

    @Option(name: .shortAndLong, help: "The folder to write into (created if missing).") var output = "gallery"

    func run() throws {
        do {
            try OutputFolder.create(output)
            var entries: [(section: String, file: String, caption: String)] = []
            for picture in Gallery.pictures {
                let canvas = try picture.render()
                let path = (output as NSString).appendingPathComponent(picture.file)
                try canvas.makeImage().writePNG(to: path)
                print("wrote \(path)  (\(canvas.width)×\(canvas.height)) — \(picture.caption)")
                entries.append(("Drawing, text and widgets", picture.file, picture.caption))
            }
            // Every resting state of every sheet preset, light and dark, on an iPhone and an iPad (the four
            // Drawer placements and full screen among them), rendered two at a time.
            let sheets = GallerySheets.all
            try OutputFolder.create((output as NSString).appendingPathComponent("sheets"))
            let results = Mutex<[Int: Result<String, Error>]>([:])
            let folder = output
            DispatchQueue.concurrentPerform(iterations: sheets.count) { i in
                let r = Result { () throws -> String in
                    let job = sheets[i]
                    let path = (folder as NSString).appendingPathComponent(job.file)
                    try job.scene().writePNG(to: path)
                    return path
                }
                results.withLock { $0[i] = r }
            }
            for (i, job) in sheets.enumerated() {
                let path = try results.withLock { $0[i]! }.get()
                print("wrote \(path) — \(job.caption)")
                entries.append((job.section, job.file, job.caption))
            }
            let index = (output as NSString).appendingPathComponent("index.html")
            try AtomicFile.write(Array(GalleryIndex.html(entries).utf8), to: index)
            print("wrote \(index) — a contact sheet of all \(entries.count) pictures")
            print("gallery: \((output as NSString).standardizingPath)")
        } catch {
            throw fail(error)
        }
    }
}

/// The sheet scenes of the gallery.
enum GallerySheets {
    struct Job: Sendable {
        let section: String, file: String, caption: String
        let scene: @Sendable () -> SheetScene
    }

    static var all: [Job] {
        var jobs: [Job] = []
        let devices: [DevicePreset] = [.iPhone15Pro, .iPad10]
        for preset in SheetPreset.all {
            for device in devices {
                for scheme in ColorScheme.allCases {
                    let probe = SheetScene(preset: preset, device: device, colorScheme: scheme)
                    guard let geometry = try? probe.geometry() else { continue }
                    let positions: [(String, SheetPosition)] = preset.configuration.detents.isEmpty
                        ? geometry.states.filter { $0 != .hidden }.map { ($0.rawValue, .state($0)) }
                        : geometry.stops.map { ($0.id, .detent($0.id)) }
                    for (name, position) in positions {
                        let file = "sheets/\(preset.name)-\(name)-\(device.name)-\(scheme.rawValue).png"
                        let caption = "\(preset.name) · \(name) · \(device.name) · \(scheme.rawValue)"
                        jobs.append(Job(section: "Sheet presets: \(preset.name)", file: file, caption: caption) {
                            SheetScene(preset: preset, device: device, colorScheme: scheme, position: position)
                        })
                    }
                }
            }
        }
        return jobs
    }
}

/// The gallery's contact sheet: one section per group, each picture a captioned thumbnail linking to the
/// full image.
enum GalleryIndex {
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func html(_ entries: [(section: String, file: String, caption: String)]) -> String {
        var out = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Sheetshot gallery</title>
        <style>
        body { font: 14px -apple-system, Inter, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        h2 { margin: 32px 0 12px; font-size: 18px; }
        .grid { display: flex; flex-wrap: wrap; gap: 16px; }
        figure { margin: 0; width: 200px; }
        figure img { width: 200px; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.2); background: #fff; }
        figcaption { margin-top: 6px; font-size: 12px; color: #3c3c43; }
        </style></head><body>
        <h1>Sheetshot gallery</h1>
        <p>\(entries.count) pictures rendered by <code>render-demo</code>. Click a picture for full size.</p>

        """
        var section: String? = nil
        for e in entries {
            if e.section != section {
                if section != nil { out += "</div>\n" }
                out += "<h2>\(escape(e.section))</h2>\n<div class=\"grid\">\n"
                section = e.section
            }
            out += "<figure><a href=\"\(escape(e.file))\"><img src=\"\(escape(e.file))\" alt=\"\(escape(e.caption))\" loading=\"lazy\"></a>"
            out += "<figcaption>\(escape(e.caption))</figcaption></figure>\n"
        }
        if section != nil { out += "</div>\n" }
        out += "</body></html>\n"
        return out
    }
}

/// The default picture set: what the drawing layer can do, and the sheet styles it will serve.
enum Gallery {
    struct Picture: Sendable {
        let file: String
        let caption: String
        let render: @Sendable () throws -> Canvas
    }

    static let pictures: [Picture] = [
        Picture(file: "sheet-styles.png", caption: "Fluent, iOS and Material sheet styles over the sample host, light and dark (SheetScene with the style replaced)", render: sheetStyles),
        Picture(file: "corners.png", caption: "circular vs continuous corners; radii clamped to a capsule", render: corners),
        Picture(file: "strokes.png", caption: "caps, joins, dashes, hairlines", render: strokes),
        Picture(file: "paint.png", caption: "gradients, shadows with spread, nested clips, group opacity, scaled image", render: paint),
        Picture(file: "host-iphone15pro-light.png", caption: "the sample host screen (Widgets) on iPhone 15 Pro, light",
                render: { try Renderer.render(SampleHostScreen.make(), device: .iPhone15Pro, colorScheme: .light) }),
        Picture(file: "host-iphonese-dark.png", caption: "the sample host screen on iPhone SE, dark",
                render: { try Renderer.render(SampleHostScreen.make(), device: .iPhoneSE, colorScheme: .dark) }),
        Picture(file: "paragraphs.png", caption: "paragraph layout: wrapping, alignment, truncation, right-to-left, line height", render: ParagraphSample.render),
        Picture(file: "text.png", caption: "Inter 11–34 pt at 1×, 2× and 3×, light and dark; kerning, ligatures, Arabic and Hebrew", render: TextSample.render),
    ]


    /// Fluent, iOS and Material tokens over the sample host, light and dark: real sheet scenes (Fluent's
    /// configuration, header and options) with the style replaced, each framed as a phone.
    static func sheetStyles() throws -> Canvas {
        let device = DevicePreset.iPhone13
        let gap = 24.0
        let styles: [(SheetStyle, ColorScheme)] = [(.fluent(), .light), (.iOS(), .light), (.material(), .light),
                                                   (.fluent(dark: true), .dark), (.iOS(dark: true), .dark), (.material(dark: true), .dark)]
        let cols = 3, rows = 2
        let cw = device.size.width, ch = device.size.height
        let canvas = try Canvas(width: Int(Double(cols) * cw + Double(cols + 1) * gap), height: Int(Double(rows) * ch + Double(rows + 1) * gap),
                                background: Color(rgb: 0xD1D1D6))
        for (k, (style, scheme)) in styles.enumerated() {
            var scene = SheetScene(preset: .fluent, device: device, colorScheme: scheme, position: .offset((ch * 0.45).rounded()))
            scene.style = style
            scene.style.presentingCard = nil   // the tokens compared on one configuration, the host flat in all
            scene.displayScale = 1
            let picture = try scene.render().makeImage()
            let x = gap + Double(k % cols) * (cw + gap), y = gap + Double(k / cols) * (ch + gap)
            canvas.withSavedState {
                canvas.clip(to: Path(roundedRect: Rect(x: x, y: y, width: cw, height: ch), cornerRadius: 44, curve: .continuous))
                canvas.drawImage(picture, in: Rect(x: x, y: y, width: cw, height: ch))
            }
        }
        return canvas
    }

    static func corners() throws -> Canvas {
        let canvas = try Canvas(width: 900, height: 420, background: .white)
        let ink = Color(rgb: 0x0A84FF)
        for (i, curve) in CornerCurve.allCases.enumerated() {
            let x = 40 + Double(i) * 280
            canvas.fill(Path(roundedRect: Rect(x: x, y: 40, width: 240, height: 240), cornerRadius: 60, curve: curve), with: .solid(ink))
            canvas.stroke(Path(roundedRect: Rect(x: x, y: 40, width: 240, height: 240), cornerRadius: 60, curve: curve.opposite),
                          with: .solid(Color(rgb: 0xFF3B30)), style: StrokeStyle(width: 2))
        }
        // Radii past the limit: continuous corners that cannot fit become a capsule.
        for (k, r) in [20.0, 40.0, 60.0, 90.0].enumerated() {
            canvas.fill(Path(roundedRect: Rect(x: 600, y: 40 + Double(k) * 60, width: 260, height: 48), cornerRadius: r, curve: .continuous),
                        with: .solid(Color(rgb: 0x34C759)))
        }
        canvas.fill(Path(roundedRect: Rect(x: 40, y: 310, width: 820, height: 80),
                         radii: CornerRadii(topLeft: 40, topRight: 8, bottomRight: 40, bottomLeft: 0), curve: .continuous),
                    with: .solid(Color(rgb: 0xAF52DE)))
        return canvas
    }

    static func strokes() throws -> Canvas {
        let canvas = try Canvas(width: 900, height: 480, background: .white)
        let ink = Paint.solid(Color(rgb: 0x1C1C1E))
        var zigzag = Path()
        zigzag.move(to: Point(0, 60)); zigzag.line(to: Point(60, 0)); zigzag.line(to: Point(120, 60)); zigzag.line(to: Point(150, 10))
        for (i, cap) in LineCap.allCases.enumerated() {
            for (j, join) in LineJoin.allCases.enumerated() {
                canvas.withSavedState {
                    canvas.translate(40 + Double(j) * 200, 40 + Double(i) * 110)
                    canvas.stroke(zigzag, with: ink, style: StrokeStyle(width: 18, cap: cap, join: join))
                    canvas.stroke(zigzag, with: .solid(Color(rgb: 0xFF3B30)), style: StrokeStyle(width: 0))
                }
            }
        }
        // Dashes along a curve, and a dotted line of zero-length round dashes.
        var wave = Path()
        wave.move(to: Point(640, 80)); wave.cubic(to: Point(860, 80), control1: Point(700, -20), control2: Point(800, 180))
        canvas.stroke(wave, with: .solid(Color(rgb: 0x0A84FF)), style: StrokeStyle(width: 6, cap: .round, dash: [18, 12]))
        var dots = Path()
        dots.move(to: Point(640, 160)); dots.line(to: Point(860, 160))
        canvas.stroke(dots, with: .solid(Color(rgb: 0xFF9500)), style: StrokeStyle(width: 10, cap: .round, dash: [0, 20]))
        canvas.stroke(Path(circleAt: Point(750, 260), radius: 60), with: .solid(Color(rgb: 0x34C759)),
                      style: StrokeStyle(width: 8, dash: [30, 10, 5, 10]))
        // Hairlines on pixel centres stay one pixel wide.
        for k in 0..<8 {
            var line = Path()
            line.move(to: Point(640, 350.5 + Double(k) * 12)); line.line(to: Point(860, 350.5 + Double(k) * 12))
            canvas.stroke(line, with: ink, style: StrokeStyle(width: 1))
        }
        return canvas
    }

    static func paint() throws -> Canvas {
        let canvas = try Canvas(width: 900, height: 480, background: Color(rgb: 0xF2F2F7))
        let gradient = LinearGradient(start: Point(40, 0), end: Point(300, 0), stops: [
            GradientStop(0, Color(rgb: 0xFF2D55)), GradientStop(0.5, Color(rgb: 0xAF52DE)), GradientStop(1, Color(rgb: 0x0A84FF)),
        ])
        canvas.fill(Path(roundedRect: Rect(x: 40, y: 40, width: 260, height: 120), cornerRadius: 24, curve: .continuous),
                    with: .linearGradient(gradient))
        let fade = LinearGradient(start: Point(0, 190), end: Point(0, 300), stops: [
            GradientStop(0, Color(rgba: 0x000000FF)), GradientStop(1, Color(rgba: 0x00000000)),
        ])
        canvas.fill(Rect(x: 40, y: 190, width: 260, height: 110), with: .linearGradient(fade))
        // Shadows: Fluent's shadow28 pair, and a spread shadow around a circle.
        let card = Rect(x: 360, y: 50, width: 200, height: 120)
        for s in SheetStyle.fluent().shadows { canvas.drawShadow(ofRoundedRect: card, radii: CornerRadii(all: 16), s) }
        canvas.fill(Path(roundedRect: card, cornerRadius: 16, curve: .continuous), with: .solid(.white))
        let circle = Path(circleAt: Point(700, 110), radius: 50)
        canvas.drawShadow(of: circle, Shadow(color: Color(rgba: 0x0A84FF99), offset: Point(0, 6), blur: 20, spread: 10))
        canvas.fill(circle, with: .solid(.white))
        // A clip of a clip: a circle inside a rounded rect, with stripes drawn through both.
        canvas.withSavedState {
            canvas.clip(to: Path(roundedRect: Rect(x: 40, y: 330, width: 260, height: 120), cornerRadius: 30))
            canvas.clip(to: Path(circleAt: Point(170, 390), radius: 90))
            for k in 0..<20 {
                canvas.fill(Rect(x: 20 + Double(k) * 16, y: 300, width: 8, height: 200), with: .solid(Color(rgb: 0xFF9500)))
            }
        }
        // Group opacity (left) versus per-shape opacity (right): only the right shows the overlap.
        canvas.withLayer(opacity: 0.5) {
            canvas.fill(Path(circleAt: Point(400, 380), radius: 50), with: .solid(Color(rgb: 0xFF3B30)))
            canvas.fill(Path(circleAt: Point(460, 380), radius: 50), with: .solid(Color(rgb: 0x0A84FF)))
        }
        canvas.fill(Path(circleAt: Point(580, 380), radius: 50), with: .solid(Color(rgba: 0xFF3B3080)))
        canvas.fill(Path(circleAt: Point(640, 380), radius: 50), with: .solid(Color(rgba: 0x0A84FF80)))
        // A 4×4 image scaled up bilinearly, rotated.
        var pixels: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { pixels += (x + y) % 2 == 0 ? [255, 204, 0, 255] : [88, 86, 214, 255] } }
        if let image = try? Image(width: 4, height: 4, pixels: pixels) {
            canvas.withSavedState {
                canvas.translate(800, 380)
                canvas.rotate(0.3)
                canvas.drawImage(image, in: Rect(x: -60, y: -60, width: 120, height: 120))
            }
        }
        return canvas
    }
}

extension CornerCurve {
    var opposite: CornerCurve { self == .circular ? .continuous : .circular }
}
