import ArgumentParser
import Canvas
import Foundation
import Synchronization
import Samples
import SheetshotGallery
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
            var drawing: [GalleryPage.Picture] = []
            for picture in Gallery.pictures {
                let image = try picture.render().makeImage()
                drawing.append(try Self.write(image, as: picture.file, caption: picture.caption, into: output))
                print("wrote \((output as NSString).appendingPathComponent(picture.file))  (\(image.width)×\(image.height)) — \(picture.caption)")
            }
            // Every resting state of every sheet preset, light and dark, on an iPhone and an iPad (the four
            // Drawer placements and full screen among them), rendered two at a time: one row per preset and
            // device, its states and schemes side by side.
            let sheets = GallerySheets.all
            // (The folders are made first: the pictures are written two at a time.)
            try OutputFolder.create((output as NSString).appendingPathComponent("sheets"))
            try OutputFolder.create((output as NSString).appendingPathComponent("thumbs/sheets"))
            let results = Mutex<[Int: Result<GalleryPage.Picture, Error>]>([:])
            let folder = output
            DispatchQueue.concurrentPerform(iterations: sheets.count) { i in
                let r = Result { () throws -> GalleryPage.Picture in
                    let job = sheets[i]
                    return try Self.write(try job.scene().render().makeImage(), as: job.file, caption: job.variant, into: folder)
                }
                results.withLock { $0[i] = r }
            }
            var sections: [String] = [], rows: [String: [GalleryPage.Row]] = [:]
            for (i, job) in sheets.enumerated() {
                let picture = try results.withLock { $0[i]! }.get()
                print("wrote \((output as NSString).appendingPathComponent(job.file)) — \(job.caption)")
                if rows[job.section] == nil { sections.append(job.section) }
                if let last = rows[job.section]?.last, last.title == job.subject {
                    rows[job.section]![rows[job.section]!.count - 1].pictures.append(picture)
                } else {
                    rows[job.section, default: []].append(GalleryPage.Row(title: job.subject, pictures: [picture]))
                }
            }
            let page = GalleryPage(
                title: "Sheetshot gallery",
                introduction: "Pictures rendered by render-demo: what the drawing layer can do, and every resting state of every sheet "
                    + "preset, light and dark, on an iPhone and an iPad. Thumbnails here; click one for full size.",
                sections: [GalleryPage.Section(title: "Drawing, text and widgets",
                                               rows: [GalleryPage.Row(title: "What the drawing layer draws", pictures: drawing)])]
                    + sections.map { GalleryPage.Section(title: $0, rows: rows[$0]!) })
            try page.write(to: output)
            print("wrote \((output as NSString).appendingPathComponent("index.html")) — a contact sheet of all \(page.pictureCount) pictures")
            print("gallery: \((output as NSString).standardizingPath)")
        } catch {
            throw fail(error)
        }
    }

    /// Writes `image` at `file` in `folder` and its thumbnail at `thumbs/<file>`, and returns the page's entry.
    static func write(_ image: Image, as file: String, caption: String, into folder: String) throws -> GalleryPage.Picture {
        try GalleryPage.Picture.write(image, file: file, thumbnail: "thumbs/" + file, caption: caption, into: folder)
    }
}

/// The sheet scenes of the gallery.
enum GallerySheets {
    struct Job: Sendable {
        let section: String, file: String, caption: String
        /// The row it is shown in (the preset on a device), and what sets it apart there (state and scheme).
        let subject: String, variant: String
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
                        jobs.append(Job(section: "Sheet presets: \(preset.name)", file: file, caption: caption,
                                        subject: "\(preset.name) on \(device.name)", variant: "\(name) · \(scheme.rawValue)") {
                            SheetScene(preset: preset, device: device, colorScheme: scheme, position: position)
                        })
                    }
                }
            }
        }
        return jobs
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
