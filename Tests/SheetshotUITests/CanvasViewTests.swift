import Foundation
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// A gauge drawn in a canvas, as apps draw charts and dials: arcs, a gradient, text, a symbol, a rotated
/// needle, a blurred glow.
private struct Gauge: View {
    var value: Double
    var body: some View {
        CanvasView { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2 - 12
            var track = Path()
            track.addArc(center: center, radius: radius, startAngle: .degrees(135), endAngle: .degrees(405), clockwise: false)
            context.stroke(track, with: .color(.gray.opacity(0.25)), style: StrokeStyle(lineWidth: 14, lineCap: .round))
            var filled = Path()
            filled.addArc(center: center, radius: radius, startAngle: .degrees(135), endAngle: .degrees(135 + 270 * value), clockwise: false)
            context.stroke(filled, with: .linearGradient(Gradient(colors: [.green, .orange, .red]),
                                                         startPoint: CGPoint(x: 0, y: size.height), endPoint: CGPoint(x: size.width, y: 0)),
                           style: StrokeStyle(lineWidth: 14, lineCap: .round))
            var glow = context
            glow.addFilter(.blur(radius: 6))
            glow.fill(Path(ellipseIn: CGRect(x: center.x - 14, y: center.y - 14, width: 28, height: 28)), with: .color(.orange))
            var needle = context
            needle.translateBy(x: center.x, y: center.y)
            needle.rotate(by: .degrees(135 + 270 * value))
            needle.fill(Path(CGRect(x: 0, y: -2, width: radius - 20, height: 4)), with: .color(.primary))
            context.fill(Path(ellipseIn: CGRect(x: center.x - 6, y: center.y - 6, width: 12, height: 12)), with: .foreground)
            context.draw(Text("\(Int(value * 100)) %").font(.title.bold()), at: CGPoint(x: center.x, y: center.y + radius * 0.55))
            if let bolt = context.resolveSymbol(id: "bolt") {
                context.draw(bolt, at: CGPoint(x: center.x, y: center.y - radius * 0.45))
            }
        } symbols: {
            Image(systemName: "bolt.fill").foregroundStyle(.yellow).font(.title2).tag("bolt")
        }
        .frame(width: 220, height: 220)
    }
}

/// `CanvasView` (SwiftUI's `Canvas`) and its `GraphicsContext`.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct CanvasViewTests {
    @Test func aGauge() {
        assertSnapshot(of: Gauge(value: 0.7), as: .image(on: .iPhoneSE, scale: 1), named: "gauge")
    }

    /// Copies of a context keep their own state: a translated copy draws elsewhere, the original where it was.
    @Test func contextsAreValues() throws {
        func reds(_ view: some View) throws -> [Int] {
            let image = try ViewRenderer.render(view, on: .iPhoneSE, scale: 1).makeImage()
            var xs: [Int] = []
            for x in 0..<image.width {
                let i = ((image.height / 2) * image.width + x) * 4
                if image.pixels[i] > 200 && image.pixels[i + 1] < 80 { xs.append(x) }
            }
            return xs
        }
        let view = CanvasView { context, size in
            var moved = context
            moved.translateBy(x: 100, y: 0)
            moved.fill(Path(CGRect(x: 0, y: size.height / 2 - 5, width: 10, height: 10)), with: .color(.red))
            context.fill(Path(CGRect(x: 0, y: size.height / 2 - 5, width: 10, height: 10)), with: .color(.red))
        }
        .ignoresSafeArea()
        let xs = try reds(view)
        #expect(xs.contains(5) && xs.contains(105) && !xs.contains(50))
    }

    /// A layer is drawn under its context's transform once; a resolved symbol drawn twice shows twice.
    @Test func layersAndRepeatedSymbols() throws {
        func reds(_ view: some View) throws -> Int {
            let image = try ViewRenderer.render(view.ignoresSafeArea(), on: .iPhoneSE, scale: 1).makeImage()
            var n = 0
            for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i] > 200 && image.pixels[i + 1] < 80 { n += 1 }
            return n
        }
        let layered = CanvasView { context, _ in
            var moved = context
            moved.translateBy(x: 200, y: 300)
            moved.drawLayer { layer in layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red)) }
        }
        let image = try ViewRenderer.render(layered.ignoresSafeArea(), on: .iPhoneSE, scale: 1).makeImage()
        let i = (305 * image.width + 205) * 4
        #expect(image.pixels[i] > 200 && image.pixels[i + 1] < 80)
        let twice = CanvasView { context, _ in
            if let dot = context.resolveSymbol(id: 1) {
                context.draw(dot, at: CGPoint(x: 50, y: 50))
                context.draw(dot, at: CGPoint(x: 150, y: 50))
            }
        } symbols: { Color.red.frame(width: 10, height: 10).tag(1) }
        #expect(try reds(twice) >= 190)
    }

    /// What is not drawn yet is a warning, never a silent difference.
    @Test func undrawnFiltersAndBlendModesWarn() throws {
        let view = CanvasView { context, size in
            var c = context
            c.blendMode = .multiply
            c.addFilter(.shadow(radius: 3))
            c.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        let dump = try ViewRenderer.layoutDump(view, on: .iPhoneSE)
        #expect(dump.contains("blend mode .multiply is not drawn yet") && dump.contains("filter .shadow is not drawn yet"))
    }
}

/// iOS 18's mesh gradient: each patch blends its corners' colours.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct MeshGradientTests {
    static let mesh = MeshGradient(width: 3, height: 3, points: [
        [0, 0], [0.5, 0], [1, 0],
        [0, 0.5], [0.7, 0.6], [1, 0.5],
        [0, 1], [0.5, 1], [1, 1],
    ], colors: [.purple, .indigo, .blue, .pink, .cyan, .teal, .orange, .purple, .mint])

    @Test func aMesh() {
        assertSnapshot(of: Self.mesh.frame(width: 150, height: 150), as: .image(on: .iPhoneSE, scale: 1), named: "mesh")
    }

    /// At its points a mesh is its colours; a malformed mesh is a clear error.
    @Test func colorsAtThePoints() throws {
        let image = try ViewRenderer.render(Self.mesh.frame(width: 300, height: 300).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .ignoresSafeArea(), on: .iPhoneSE, scale: 1).makeImage()
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * image.width + x) * 4
            return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
        }
        // The mesh's top-left corner: the first pixel that is not the white background, down the diagonal.
        let start = try #require((0..<300).first { pixel($0, $0) != (255, 255, 255) })
        let corner = pixel(start + 2, start + 2)
        #expect(corner.0 > 150 && corner.2 > 150 && corner.1 < 120, "\(corner)")   // purple
        #expect(throws: ViewRenderingError.self) {
            try ViewRenderer.node(MeshGradient(width: 2, height: 2, points: [[0, 0]], colors: [.red]))
        }
    }
}
