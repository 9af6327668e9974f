import Canvas
import DisplayList
import Foundation
import SheetshotSnapshotCore
import SheetWidget

/// The parts of Sheetshot that take bytes from outside, each as a fuzzing target: any input may be
/// refused with an error, none may crash, hang or allocate past the budget the fuzzer sets.
enum FuzzTarget: String, CaseIterable {
    /// A display-list scene: parsed, and when it is small enough, rendered (the rasteriser's input).
    case displayList = "displaylist"
    /// A scenario: parsed, and its motion built (hit tests included) and sampled.
    case scenario
    /// PNG and APNG bytes: decoded, fingerprint read, frames composited.
    case png
    /// An image made from the bytes (size, content, encoder settings from the first four), written as PNG
    /// and read back: every file an encoder here writes — each row filter alone or chosen row by row, the
    /// frame encoder's all-Paeth rows; RGB, RGBA, gray — must decode to its pixels exactly (the fast
    /// decoder's loops); the file cut short or with a byte changed must never crash.
    case pngRoundTrip = "pngrows"
    /// Picture files an app's asset catalogue holds: JPEG (libjpeg-turbo), SVG (librsvg) and PDF (Poppler),
    /// decoded or drawn under the render budget at the scale the first byte gives.
    case pictures
    /// SVG path data with a transform from the first bytes: parsed and filled, and stroked.
    case svgPath = "svgpath"
    /// Two snapshot names: different names must map to different file names, each one path component.
    case snapshotName = "snapshotname"
    /// A SwiftUI view tree made from the bytes, with hostile numbers (see `ViewTreeFuzz`): rendered, dumped
    /// and driven through a session.
    case viewTree = "swiftui"
    /// Two shards' folders made from the bytes — failure records, galleries, links — joined as reports and
    /// galleries and the joined accept script run (see `FolderFuzz`): nothing outside the outputs changes.
    case folders

    /// The largest canvas a fuzzed input is rendered on (bigger ones are only parsed): 4 Mi pixels.
    static let renderPixelBudget = 1 << 22

    func run(_ bytes: [UInt8]) {
        switch self {
        case .displayList:
            guard let list = try? DisplayList(json: Data(bytes)), list.width * list.height <= Self.renderPixelBudget else { return }
            _ = try? list.render()
        case .scenario:
            guard let scenario = try? SheetScenario(json: Data(bytes)), let motion = try? scenario.motion() else { return }
            let length = scenario.length(of: motion)
            for k in 0..<min(64, SheetMotion.frameCount(fps: scenario.fps, duration: length)) {
                _ = motion.extent(at: Double(k) / Double(scenario.fps))
            }
            _ = try? motion.eventsJSON(fps: scenario.fps, duration: min(length, 2))
        case .png:
            _ = try? Image(pngData: bytes, maximumPixels: Self.renderPixelBudget)
            _ = PixelFingerprint.read(fromPNG: bytes)
            if let reader = try? APNGReader(pngData: bytes, maximumPixels: Self.renderPixelBudget) {
                for _ in reader.prefix(64) {}
            }
        case .pictures:
            guard let first = bytes.first else { return }
            let data = Array(bytes.dropFirst())
            _ = try? Image(jpegData: data, maximumPixels: Self.renderPixelBudget)
            _ = try? Image(vectorData: data, scale: 1 + Double(first % 3), maximumPixels: Self.renderPixelBudget)
        case .pngRoundTrip:
            guard bytes.count >= 5 else { return }
            let w = 1 + Int(bytes[0]) % 64, h = 1 + Int(bytes[1]) % 48, filters = bytes[2] & 31, kind = bytes[3] % 3
            let samples = Array(bytes.dropFirst(4))
            var pixels = [UInt8](repeating: 0, count: w * h * 4)
            for i in 0..<(w * h) {
                let s = samples[i % samples.count], t = samples[(i * 7 + 3) % samples.count]
                switch kind {
                case 0: pixels[4 * i] = s; pixels[4 * i + 1] = t; pixels[4 * i + 2] = s &+ t; pixels[4 * i + 3] = 255
                case 1: pixels[4 * i] = s; pixels[4 * i + 1] = s; pixels[4 * i + 2] = s; pixels[4 * i + 3] = 255
                default: pixels[4 * i] = s; pixels[4 * i + 1] = t; pixels[4 * i + 2] = s ^ t; pixels[4 * i + 3] = t | 1
                }
            }
            guard let image = try? Image(width: w, height: h, pixels: pixels) else { return }
            let options = filters == 0 ? PNGEncodingOptions.fast
                : PNGEncodingOptions(filters: Set(PNGEncodingOptions.Filter.allCases.enumerated().filter { filters >> $0.offset & 1 == 1 }.map(\.element)),
                                     level: Int(bytes[2] >> 5) + 1)
            guard let png = try? image.pngData(options: options) else { preconditionFailure("could not encode \(w)×\(h)") }
            guard let back = try? Image(pngData: png) else { preconditionFailure("could not read back \(w)×\(h) written with \(options)") }
            precondition(back.pixels == image.pixels, "\(w)×\(h) written with \(options) read back different pixels")
            let cut = Int(bytes[4]) * png.count / 256
            _ = try? Image(pngData: Array(png.prefix(cut)))
            var changed = png
            changed[cut] ^= bytes[bytes.count - 1] | 1
            _ = try? Image(pngData: changed)
        case .svgPath:
            guard bytes.count >= 4 else { return }
            let scale = 0.25 + Double(bytes[0]) / 32, angle = Double(bytes[1]) / 40, width = Double(bytes[2]) / 16
            guard let path = try? Path(svgPathData: String(decoding: bytes.dropFirst(4), as: UTF8.self)),
                  let canvas = try? Canvas(width: 64, height: 48) else { return }
            canvas.concatenate(Transform.rotation(angle).concatenating(.scale(scale, scale)))
            canvas.fill(path, with: .solid(.black), rule: bytes[3] & 1 == 0 ? .nonZero : .evenOdd)
            canvas.stroke(path, with: .solid(.white), style: StrokeStyle(width: width, cap: .round, join: .miter,
                                                                        dash: bytes[3] & 2 == 0 ? [] : [width + 1, 2]))
            canvas.clip(to: path)
            canvas.drawShadow(of: path, Shadow(color: .black, offset: Point(1, 2), blur: Double(bytes[3] >> 4)))
        case .viewTree:
            ViewTreeFuzz.run(bytes)
        case .folders:
            FolderFuzz.run(bytes)
        case .snapshotName:
            // Two names separated by the first 0 byte.
            let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
            let a = String(decoding: parts[0], as: UTF8.self), b = String(decoding: parts.count > 1 ? parts[1] : [], as: UTF8.self)
            let ea = SnapshotLocation.escape(a), eb = SnapshotLocation.escape(b)
            for e in [ea, eb] {
                precondition(!e.contains("/") && e != "." && e != ".." && !e.utf8.contains(0), "'\(e)' is not one path component")
            }
            let same = a.precomposedStringWithCanonicalMapping == b.precomposedStringWithCanonicalMapping
            precondition(same == (ea == eb), "names '\(a)' and '\(b)' map to \(ea == eb ? "one file" : "two files"): \(ea), \(eb)")
        }
    }
}
