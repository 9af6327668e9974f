import ArgumentParser
import CPNGCodec
import Canvas
import DisplayList
import Foundation

/// Medians of repeated timings, in milliseconds.
func medianMilliseconds(runs: Int, warmUp: Bool = true, _ body: () throws -> Void) rethrows -> Double {
    if warmUp { try body() }
    var times: [Double] = []
    for _ in 0..<max(1, runs) {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    let n = times.count
    return n % 2 == 1 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2
}

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Median time to render a display-list scene and to encode it as PNG (compare with peers.py).")

    @Option(help: "The scene file (JSON).") var scene: String
    @Option(help: "How many timed runs (after one warm-up).") var runs = 15
    @Flag(help: "Also time the encoder settings on the rendered frame: the frame encoder, and a grid of libpng filter / zlib level choices.") var pngSweep = false
    @Option(help: "Write the rendered frame here (for pixel comparison with peers.py --out).") var out: String?
    @Flag(help: "Also print each op's median time in microseconds.") var perOp = false
    @Flag(help: "Time only the render (for profiling the rasteriser without the encoder).") var renderOnly = false
    @Flag(help: "Draw every op whole: do not leave out the rows later opaque ops cover (to time the rasteriser on every pixel of every op).")
    var wholeOps = false
    @Flag(help: "Also time a snapshot comparison of the frame: decoding its reference PNG (written as references are, with the smallest settings) and comparing, when it matches and when one pixel differs.")
    var snapshotCompare = false

    func run() throws {
        do {
            var list = try DisplayList(contentsOfFile: scene)
            list.cullsOccludedRows = !wholeOps
            let canvas = try Canvas(width: list.width, height: list.height)
            print("scene \((scene as NSString).lastPathComponent) \(list.width)x\(list.height), \(list.ops.count) ops, runs=\(runs)")
            let render = medianMilliseconds(runs: runs) {
                canvas.reset()
                list.replay(on: canvas)
            }
            if perOp {
                // Each op's median over the runs, replayed in order so every op sees the pixels it would.
                var times = [[Double]](repeating: [], count: list.ops.count)
                for _ in 0..<max(1, runs) {
                    canvas.reset()
                    for i in list.ops.indices {
                        let start = DispatchTime.now().uptimeNanoseconds
                        list.replay(on: canvas, range: i..<(i + 1))
                        times[i].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
                    }
                }
                for (i, t) in times.enumerated() {
                    print(String(format: "  op %3d %-6@ %8.1f µs", i, list.ops[i].kindName as NSString, t.sorted()[t.count / 2]))
                }
            }
            if renderOnly {
                print(String(format: "%-18@ render %8.2f ms", "sheetshot" as NSString, render))
                return
            }
            let image = canvas.makeImage()
            var png: [UInt8] = []
            // The PNG figure is all of writing a frame from the premultiplied canvas, as clips and `render` do:
            // RGB straight from the canvas when every pixel is opaque, else RGBA un-premultiplied inside the encoder.
            let write = try medianMilliseconds(runs: max(3, runs / 3)) {
                png = try canvas.pngData()
            }
            let encode = try medianMilliseconds(runs: max(3, runs / 3)) { _ = try image.pngData() }
            let unpremultiply = medianMilliseconds(runs: max(3, runs / 3)) { _ = canvas.makeImage() }
            print(String(format: "%-18@ render %8.2f ms   png %8.2f ms   %d KiB   (through an image: un-premultiply %.2f + encode %.2f)",
                         "sheetshot" as NSString, render, write, png.count / 1024, unpremultiply, encode))
            // The same frame at 50 % opacity: a translucent canvas, un-premultiplied and written as RGBA.
            let translucent = try Canvas(width: canvas.width, height: canvas.height)
            translucent.drawImage(image, in: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)), opacity: 0.5)
            var rgba: [UInt8] = []
            let writeTranslucent = try medianMilliseconds(runs: max(3, runs / 3)) {
                rgba = try translucent.pngData()
            }
            let throughImage = try medianMilliseconds(runs: max(3, runs / 3)) { _ = try translucent.makeImage().pngData() }
            print(String(format: "%-18@ translucent frame (50 %% opacity): png %8.2f ms   %d KiB (RGBA; through makeImage() %.2f ms)",
                         "sheetshot" as NSString, writeTranslucent, rgba.count / 1024, throughImage))
            if pngSweep {
                let filterSets: [(String, Set<PNGEncodingOptions.Filter>)] = [
                    ("none", [.none]), ("sub", [.sub]), ("up", [.up]), ("paeth", [.paeth]),
                    ("n+s", [.none, .sub]), ("n+u", [.none, .up]), ("s+u", [.sub, .up]),
                    ("all", Set(PNGEncodingOptions.Filter.allCases)),
                ]
                var oneThread = PNGEncodingOptions.fast
                oneThread.threads = 1
                for (name, o) in [("frame encoder (.fast)", PNGEncodingOptions.fast), ("frame encoder, 1 thread", oneThread),
                                  ("libpng .libpngFast", .libpngFast), ("libpng .small", .small)] {
                    var bytes: [UInt8] = []
                    let t = try medianMilliseconds(runs: 5) { bytes = try image.pngData(options: o) }
                    print(String(format: "  png %-27@  %8.2f ms  %7.1f KiB", name as NSString, t, Double(bytes.count) / 1024))
                }
                for (name, filters) in filterSets {
                    for level in [1, 2, 3, 4, 5, 6, 9] {
                        for strategy in [0, 3] {
                            let o = PNGEncodingOptions(filters: filters, level: level, strategy: strategy)
                            var bytes: [UInt8] = []
                            let t = try medianMilliseconds(runs: 5) { bytes = try image.pngData(options: o) }
                            print(String(format: "  png libpng filters %-5@ level %d %@  %8.2f ms  %7.1f KiB", name as NSString, level,
                                         (strategy == 3 ? "rle    " : "default") as NSString, t, Double(bytes.count) / 1024))
                        }
                    }
                }
            }
            if snapshotCompare {
                // What a snapshot assertion does after rendering: read the reference, compare.
                let reference = try PixelFingerprint(of: image).embedded(in: try image.pngData(options: .small))
                var changed = image.pixels
                changed[4 * (image.width * (image.height / 2) + image.width / 2)] ^= 0x80
                let other = try Image(width: image.width, height: image.height, pixels: changed)
                var verdict = true
                // A matching snapshot: the reference's fingerprint against a hash of the frame, no decode.
                let fingerprint = medianMilliseconds(runs: runs) {
                    verdict = PixelFingerprint.read(fromPNG: reference) == PixelFingerprint(of: image)
                }
                precondition(verdict, "the reference's fingerprint must match the frame")
                let decode = try medianMilliseconds(runs: runs) { _ = try Image(pngData: reference) }
                let match = try medianMilliseconds(runs: runs) { verdict = try Image(pngData: reference).difference(from: image).isMatch }
                precondition(verdict, "the decoded reference must equal the frame")
                var differing = 0
                let mismatch = try medianMilliseconds(runs: runs) {
                    let expected = try Image(pngData: reference)
                    if PixelFingerprint.read(fromPNG: reference) != PixelFingerprint(of: other) {
                        differing = try expected.difference(from: other).differingPixels
                    }
                }
                precondition(differing == 1)
                print(String(format: "snapshot compare   reference %d KiB: match by fingerprint %.2f ms; decode %.2f ms; decode + compare %.2f ms (match), fingerprint + decode + compare %.2f ms (1 pixel differs)",
                             reference.count / 1024, fingerprint, decode, match, mismatch))
                // Perceptual comparison (CIEDE2000) of the frame: with one pixel changed; with every pixel's
                // colour shifted (the dimming a shade darker, a whole screen changed); with every pixel
                // a colour of its own (noise: the caches do not help).
                var shifted = image.pixels
                for i in stride(from: 0, to: shifted.count, by: 4) { shifted[i] = shifted[i] &+ 9; shifted[i + 2] = shifted[i + 2] &- 5 }
                let whole = try Image(width: image.width, height: image.height, pixels: shifted)
                var noisy = image.pixels, state: UInt64 = 0x9E37_79B9_7F4A_7C15
                for i in noisy.indices where i % 4 != 3 {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    noisy[i] = UInt8(truncatingIfNeeded: state >> 56)
                }
                let noise = try Image(width: image.width, height: image.height, pixels: noisy)
                // The whole picture moved 4 pixels down: every edge and glyph differs (a layout change).
                let row = image.width * 4
                let moved = try Image(width: image.width, height: image.height,
                                      pixels: Array(image.pixels[0..<(4 * row)]) + Array(image.pixels[0..<(image.pixels.count - 4 * row)]))
                var counts: [Int] = []
                let perceptual = try [other, whole, moved, noise].map { candidate in
                    var differing = 0
                    let ms = try medianMilliseconds(runs: runs) {
                        differing = try image.perceptualDifference(from: candidate, maximumDeltaE: 2).differingPixels
                    }
                    counts.append(differing)
                    return ms
                }
                print(String(format: "perceptual compare ΔE2000 ≤ 2 on the frame: 1 pixel changed %.2f ms; every pixel's colour shifted %.2f ms (%d differ); "
                             + "moved 4 px down %.2f ms (%d differ); every pixel noise %.2f ms (%d differ)",
                             perceptual[0], perceptual[1], counts[1], perceptual[2], counts[2], perceptual[3], counts[3]))
                // The same decode through libpng alone, and a frame written by .fast (every row Paeth).
                var pixels = [UInt8](repeating: 0, count: image.width * image.height * 4)
                var message = [CChar](repeating: 0, count: 256)
                let libpng = medianMilliseconds(runs: runs) {
                    let status = sspng_decode_with_libpng_into(reference, reference.count, UInt32(image.width), UInt32(image.height), &pixels, &message, message.count)
                    precondition(status == 0, "libpng could not read the reference")
                }
                let frame = try image.pngData(options: .fast)
                let fastDecode = try medianMilliseconds(runs: runs) { _ = try Image(pngData: frame) }
                print(String(format: "png decode         reference (.small, %d KiB): %.2f ms, libpng alone %.2f ms; frame (.fast, %d KiB): %.2f ms",
                             reference.count / 1024, decode, libpng, frame.count / 1024, fastDecode))
            }
            if let out { try image.writePNG(to: out) }
        } catch {
            throw fail(error)
        }
    }
}
