import CPNGCodec
import Foundation
import Testing
import TestSupport
@testable import Canvas

/// Sheetshot's frame encoder (`PNGEncodingOptions.fast`): files libpng reads back bit for bit, the same bytes
/// from its vector and scalar loops, valid for pngcheck, and un-premultiplying exact.
@Suite(.serialized) struct FrameEncoderTests {
    /// Encodes with the vector loops on and off; both must give the same bytes.
    func bothPaths(_ encode: () throws -> [UInt8]) throws -> [UInt8] {
        let vector = try encode()
        defer { ssfe_use_vector_paths(1) }
        // AVX2 at most (on a machine with AVX-512 the widest loops would hide it), then scalar.
        ssfe_use_vector_paths(2)
        let avx2 = try encode()
        ssfe_use_vector_paths(0)
        let scalar = try encode()
        #expect(vector == scalar, "the vector and scalar loops wrote different bytes")
        #expect(avx2 == scalar, "the AVX2 and scalar loops wrote different bytes")
        return vector
    }

    /// An image with what UI frames have — flat areas (long runs, including ones just past 258 bytes, the
    /// longest match), gradients, noise — and some pixels translucent when `opaque` is false.
    func frameLike(width w: Int, height h: Int, seed: UInt64, opaque: Bool) throws -> Image {
        var rng = SeededRandom(seed: seed)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let flat: [UInt8] = [UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), 90, 255]
        for y in 0..<h {
            for x in 0..<w {
                let i = 4 * (y * w + x)
                switch (y / 3 + x / 37) % 4 {
                case 0, 1: pixels[i..<(i + 4)] = flat[...]
                case 2: pixels[i] = UInt8(truncatingIfNeeded: x &* 3); pixels[i + 1] = UInt8(truncatingIfNeeded: y); pixels[i + 2] = 40; pixels[i + 3] = 255
                default: for k in 0..<4 { pixels[i + k] = UInt8.random(in: 0...255, using: &rng) }
                }
                if opaque { pixels[i + 3] = 255 }
            }
        }
        return try Image(width: w, height: h, pixels: pixels)
    }

    @Test(arguments: [(1, 1), (2, 3), (5, 1), (17, 9), (86, 5), (259, 4), (517, 3), (300, 200), (1170, 40)])
    func roundTripsExactlyInEveryColourType(size: (Int, Int)) throws {
        let (w, h) = size
        for seed in 1...2 as ClosedRange<UInt64> {
            let opaque = try frameLike(width: w, height: h, seed: seed, opaque: true)
            let rgb = try bothPaths { try opaque.pngData(options: .fast) }
            #expect(rgb[25] == 2 || (rgb[25] == 0 && w * h <= 2))   // RGB (a 1-pixel image may be gray)
            #expect(try Image(pngData: rgb) == opaque)

            let translucent = try frameLike(width: w, height: h, seed: seed, opaque: false)
            let rgba = try bothPaths { try translucent.pngData(options: .fast) }
            if !translucent.isOpaque { #expect(rgba[25] == 6) }
            #expect(try Image(pngData: rgba) == translucent)
            // alpha: false drops alpha, as libpng's path does.
            let dropped = try bothPaths { try translucent.pngData(options: .fast, alpha: false) }
            #expect(dropped[25] == 2)
            var expected = translucent.pixels
            for i in stride(from: 3, to: expected.count, by: 4) { expected[i] = 255 }
            #expect(try Image(pngData: dropped).pixels == expected)
            // alpha: true keeps it even on an opaque image.
            #expect(try Image(pngData: try bothPaths { try opaque.pngData(options: .fast, alpha: true) }) == opaque)
        }
    }

    /// Noise in every channel (Paeth's three predictions all taken, in every lane of the 64-byte AVX-512,
    /// 32-byte AVX2 and scalar loops, and in rows' overlapping tails): the same bytes every way, read back.
    @Test func noiseFiltersTheSameOnEveryPath() throws {
        var rng = SeededRandom(seed: 11)
        for (w, h) in [(1179, 24), (100, 7), (21, 5)] {
            var pixels = [UInt8](repeating: 0, count: w * h * 4)
            for i in pixels.indices { pixels[i] = UInt8(truncatingIfNeeded: rng.next()) }
            for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
            let opaque = try Image(width: w, height: h, pixels: pixels)
            #expect(try Image(pngData: try bothPaths { try opaque.pngData(options: .fast) }) == opaque)
            #expect(try Image(pngData: try bothPaths { try opaque.pngData(options: .fast, alpha: true) }) == opaque)
        }
    }

    /// Bands of rows are encoded on several threads and joined: the bytes are the same for any thread count.
    @Test func theBytesDoNotDependOnTheThreadCount() throws {
        let image = try frameLike(width: 1170, height: 400, seed: 3, opaque: true)
        var options = PNGEncodingOptions.fast
        var files: [[UInt8]] = []
        for threads in [1, 2, 3, 8] {
            options.threads = threads
            files.append(try image.pngData(options: options))
        }
        #expect(Set(files).count == 1)
        #expect(try Image(pngData: files[0]) == image)
    }

    /// The encoder's bytes for fixed images, pinned by hash: a change to the filter, the parse into literals
    /// and runs, the code lengths or the bit writer that alters a file fails here — the files would stay valid,
    /// so round trips alone would not notice. Recorded when the encoder was rewritten for speed (issue 16)
    /// and checked against the encoder before that rewrite: the same bytes. Change only deliberately.
    @Test func theBytesArePinned() throws {
        func fnv1a(_ bytes: [UInt8]) -> UInt64 {
            bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        }
        let frame = try frameLike(width: 1170, height: 400, seed: 3, opaque: true)
        // Two values a channel at random: runs of 3, 4, 5… at every offset, across the vector steps.
        var rng = SeededRandom(seed: 11)
        let speckled = try Image(width: 301, height: 97, pixels: (0..<(301 * 97)).flatMap { _ -> [UInt8] in
            let v = UInt8.random(in: 0...1, using: &rng) * 9
            return [v, v, UInt8.random(in: 0...1, using: &rng), 255]
        })
        let translucent = try frameLike(width: 517, height: 203, seed: 5, opaque: false)
        let files = [try frame.pngData(options: .fast), try speckled.pngData(options: .fast),
                     try translucent.pngData(options: .fast)]
        #expect(files.map(\.count) == [521_101, 23_825, 152_026])
        #expect(files.map(fnv1a) == [12_596_234_675_906_658_188, 10_185_651_405_063_647_652, 6_177_001_187_295_960_074])
        for (file, image) in zip(files, [frame, speckled, translucent]) { #expect(try Image(pngData: file) == image) }
    }

    /// Runs of every length around the longest match (258) and its multiples, in a grayscale file: the
    /// splitting of a long run must never leave one or two bytes as a match.
    @Test func runsOfEveryLengthNearTheLongestMatch() throws {
        for w in [3, 4, 5, 6, 258, 259, 260, 261, 262, 515, 516, 517, 518, 519, 520, 774, 775, 776] {
            let gray = try Image(width: w, height: 3, pixels: (0..<(w * 3)).flatMap { i -> [UInt8] in
                let v: UInt8 = i / w == 1 && i % w == w / 2 ? 200 : 77   // one odd pixel in the middle row
                return [v, v, v, 255]
            })
            let data = try bothPaths { try gray.pngData(options: .fast) }
            #expect(data[25] == 0)
            #expect(try Image(pngData: data) == gray, "width \(w)")
        }
    }

    /// Byte frequencies that make a Huffman tree deeper than deflate's 15 bits (counts doubling from 1 to
    /// 2¹⁵): the code lengths must be limited, or the file does not decode.
    @Test func codeLengthsAreLimitedToFifteenBits() throws {
        var left = (0..<16).map { 1 << $0 }
        left.append(1)
        // No step twice in a row (a repeat would become a run, not a literal): the most frequent step left
        // that differs from the last one.
        var steps: [UInt8] = []
        var last = -1
        while let k = left.indices.filter({ left[$0] > 0 && $0 != last }).max(by: { left[$0] < left[$1] }) {
            steps.append(UInt8(10 + 7 * k)); left[k] -= 1; last = k
        }
        #expect(steps.count == 65536)
        // One RGBA row whose Paeth-filtered bytes (on the first row: the difference to the pixel on the left,
        // channel by channel) are those steps.
        var bytes = [UInt8](repeating: 0, count: steps.count)
        for i in bytes.indices { bytes[i] = (i >= 4 ? bytes[i - 4] : 0) &+ steps[i] }
        let image = try Image(width: steps.count / 4, height: 1, pixels: bytes)
        let data = try bothPaths { try image.pngData(options: .fast, alpha: true) }
        #expect(try Image(pngData: data) == image)
    }

    /// Rendered frames: the canvas's own path (opacity found while encoding) gives the image path's bytes,
    /// and a translucent pixel makes it decline.
    @Test func canvasFramesMatchTheImagePath() throws {
        let canvas = try Canvas(width: 390, height: 844, background: .white)
        canvas.fill(Path(roundedRect: Rect(x: 0, y: 300, width: 390, height: 600), cornerRadius: 10), with: .solid(Color(red: 0.2, green: 0.4, blue: 0.9)))
        canvas.drawShadow(of: Path(roundedRect: Rect(x: 40, y: 100, width: 300, height: 120), cornerRadius: 16), Shadow(color: .black, blur: 12))
        let data = try #require(try canvas.opaquePNGData())
        #expect(data == (try canvas.makeImage().pngData(options: .fast, alpha: false)))
        #expect(try Image(pngData: data) == canvas.makeImage())
        let region = try #require(try canvas.opaquePNGData(region: (x: 30, y: 90, width: 320, height: 500)))
        #expect(try Image(pngData: region).pixels.count == 320 * 500 * 4)
        canvas.fill(Rect(x: 0, y: 843, width: 1, height: 1), with: .solid(.clear), blendMode: .copy)
        #expect(try canvas.opaquePNGData() == nil)
        #expect(try canvas.opaquePNGData(region: (x: 0, y: 800, width: 10, height: 44)) == nil)
        #expect(try canvas.opaquePNGData(region: (x: 1, y: 800, width: 10, height: 44)) != nil)
    }

    /// A frame and its top rows as a file of their own from one encoding: the same bytes as encoding each
    /// alone, at every split around the bands' edges (224 rows a band at this width), on both paths and for
    /// any thread count; libpng's options give the same pair; a translucent canvas gives nil; a split outside
    /// 1…height is an error.
    @Test func aFrameAndItsTopRowsShareTheirEncoding() throws {
        let canvas = try Canvas(width: 390, height: 700, background: .white)
        canvas.fill(Path(roundedRect: Rect(x: 0, y: 300, width: 390, height: 500), cornerRadius: 12), with: .solid(Color(red: 0.2, green: 0.4, blue: 0.9)))
        canvas.drawShadow(of: Path(roundedRect: Rect(x: 40, y: 100, width: 300, height: 420), cornerRadius: 16), Shadow(color: .black, blur: 12))
        canvas.fill(Path(ellipseIn: Rect(x: 100, y: 200, width: 190, height: 300)), with: .solid(Color(red: 1, green: 0.6, blue: 0.1, alpha: 0.5)))
        let frame = try #require(try canvas.opaquePNGData())
        for rows in [1, 2, 223, 224, 225, 448, 449, 500, 699, 700] {
            let alone = try #require(try canvas.opaquePNGData(region: (x: 0, y: 0, width: 390, height: rows)))
            for threads in [1, 3] {
                var options = PNGEncodingOptions.fast
                options.threads = threads
                let pair = try bothPaths {
                    let p = try #require(try canvas.opaquePNGData(withTop: rows, options: options))
                    return p.frame + [0xFF] + p.top
                }
                let same = pair == frame + [0xFF] + alone   // a Bool: a failure names the split, not every byte
                #expect(same, "top \(rows) rows, \(threads) threads")
            }
        }
        let small = try #require(try canvas.opaquePNGData(withTop: 300, options: .libpngFast))
        #expect(small.frame == (try canvas.opaquePNGData(options: .libpngFast)))
        #expect(small.top == (try canvas.opaquePNGData(region: (x: 0, y: 0, width: 390, height: 300), options: .libpngFast)))
        for rows in [0, -1, 701, Int.max, Int.min] {
            #expect(throws: PNGError.self) { try canvas.opaquePNGData(withTop: rows) }
        }
        canvas.fill(Rect(x: 5, y: 650, width: 1, height: 1), with: .solid(.clear), blendMode: .copy)
        #expect(try canvas.opaquePNGData(withTop: 100) == nil)
    }

    /// One translucent pixel anywhere — inside the vector steps or in a row's tail, in a row looked at before
    /// encoding or one checked while it is converted to RGB — makes an opaque-only encode decline, on both paths.
    @Test func aSingleTranslucentPixelAnywhereDeclines() throws {
        // Rows 0 and 34 of 35 are looked at before encoding (every 16th from the last), the others while encoding.
        for width in [1, 7, 8, 9, 23, 390] {
            for (x, y) in Set([0, width / 2, max(0, width - 8), width - 1]).flatMap({ x in [0, 1, 17, 18, 34].map { (x, $0) } }) {
                let canvas = try Canvas(width: width, height: 35, background: .white)
                func onBothPaths() throws -> [[UInt8]?] {
                    let vector = try canvas.opaquePNGData()
                    ssfe_use_vector_paths(0)
                    defer { ssfe_use_vector_paths(1) }
                    return [vector, try canvas.opaquePNGData()]
                }
                #expect(try onBothPaths().allSatisfy { $0 != nil })
                canvas.fill(Rect(x: Double(x), y: Double(y), width: 1, height: 1), with: .solid(Color.white.withAlpha(254.0 / 255)), blendMode: .copy)
                #expect(try onBothPaths().allSatisfy { $0 == nil }, "width \(width), x \(x), y \(y)")
            }
        }
    }

    /// A translucent canvas written straight from its premultiplied pixels (un-premultiplied row by row in the
    /// encoder) reads back as `makeImage()`, the same bytes on both paths and for any thread count, and is the
    /// image path's file; an opaque canvas gives `opaquePNGData()`'s.
    @Test func translucentCanvasesAreUnpremultipliedWhileEncoding() throws {
        let canvas = try Canvas(width: 1170, height: 300)
        canvas.fill(Path(roundedRect: Rect(x: 10, y: 20, width: 1100, height: 260), cornerRadius: 24), with: .solid(Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.6)))
        canvas.drawShadow(of: Path(roundedRect: Rect(x: 80, y: 60, width: 500, height: 120), cornerRadius: 16), Shadow(color: .black, blur: 12))
        canvas.fill(Path(ellipseIn: Rect(x: 700, y: 40, width: 300, height: 220)), with: .solid(Color(red: 1, green: 0.8, blue: 0.1, alpha: 0.35)))
        let image = canvas.makeImage()
        #expect(!image.isOpaque)
        var options = PNGEncodingOptions.fast
        var files: [[UInt8]] = []
        for threads in [1, 2, 8] {
            options.threads = threads
            files.append(try bothPaths { try canvas.pngData(options: options) })
        }
        #expect(Set(files).count == 1)
        #expect(files[0] == (try image.pngData(options: .fast)), "the file makeImage().pngData() writes")
        #expect(try Image(pngData: files[0]) == image)
        #expect(try Image(pngData: try canvas.pngData(options: .small)) == image)
        let opaque = try Canvas(width: 64, height: 32, background: .white)
        opaque.fill(Rect(x: 4, y: 4, width: 20, height: 9), with: .solid(Color(red: 0.9, green: 0.1, blue: 0.1)))
        #expect(try opaque.pngData() == opaque.opaquePNGData())
    }

    /// Every premultiplied (colour, alpha) pair un-premultiplies to min(255, (c·255 + a/2) / a), on both paths.
    @Test func unpremultiplyingIsExactForEveryPair() {
        var src = [UInt8](), expected = [UInt8]()
        for a in 0...255 {
            for c in 0...255 {
                src += [UInt8(c), UInt8(255 - c), UInt8(c / 2), UInt8(a)]
                func straight(_ v: Int) -> UInt8 { a == 0 ? 0 : a == 255 ? UInt8(v) : UInt8(min(255, (v * 255 + a / 2) / a)) }
                expected += [straight(c), straight(255 - c), straight(c / 2), UInt8(a)]
            }
        }
        for vector in [1, 0] as [Int32] {
            ssfe_use_vector_paths(vector)
            var out = [UInt8](repeating: 0, count: src.count)
            ssfe_unpremultiply(&out, src, src.count / 4)
            #expect(out == expected, "vector paths \(vector)")
            // In place, too (the pixel count not a multiple of the vector's 8).
            var inPlace = Array(src[0..<(4 * 1003)])
            inPlace.withUnsafeMutableBufferPointer { ssfe_unpremultiply($0.baseAddress, $0.baseAddress, 1003) }
            #expect(inPlace == Array(expected[0..<(4 * 1003)]))
        }
        ssfe_use_vector_paths(1)
    }

    /// pngcheck (installed by `.ci/run`) finds nothing wrong with the encoder's files.
    @Test func pngcheckAcceptsTheFiles() throws {
        let tool = ["/usr/bin/pngcheck", "/usr/local/bin/pngcheck"].first { FileManager.default.isExecutableFile(atPath: $0) }
        try #require(tool != nil, "pngcheck is not installed (apt-get install pngcheck)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-pngcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (k, opaque) in [true, false].enumerated() {
            let image = try frameLike(width: 333, height: 120, seed: UInt64(k + 7), opaque: opaque)
            let path = folder.appendingPathComponent("frame\(k).png").path
            try AtomicFile.write(try image.pngData(options: .fast), to: path)
            paths.append(path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool!)
        process.arguments = ["-q"] + paths
        let pipe = Pipe()
        process.standardOutput = pipe; process.standardError = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "pngcheck: \(output)")
    }
}
