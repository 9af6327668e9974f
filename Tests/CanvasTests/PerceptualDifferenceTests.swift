import Canvas
import CPixelKernels
import Foundation
import Testing

/// Perceptual comparison (issue 34): CIEDE2000 as published, and images compared by it.
@Suite struct PerceptualDifferenceTests {
    /// Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula", table 1: pairs 1, 2, 7, 13,
    /// 17, 19, 25, 34 with their ΔE₀₀ to four places.
    @Test func theFormulaGivesThePublishedValues() {
        let pairs: [((Double, Double, Double), (Double, Double, Double), Double)] = [
            ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
            ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
            ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
            ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
            ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
            ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
            ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
            ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
        ]
        for (p, q, expected) in pairs {
            let d = ColorDifference.deltaE2000(ColorDifference.Lab(l: p.0, a: p.1, b: p.2), ColorDifference.Lab(l: q.0, a: q.1, b: q.2))
            #expect(abs(d - expected) < 0.00005, "\(p) \(q): \(d), published \(expected)")
            // Symmetric.
            let back = ColorDifference.deltaE2000(ColorDifference.Lab(l: q.0, a: q.1, b: q.2), ColorDifference.Lab(l: p.0, a: p.1, b: p.2))
            #expect(abs(d - back) < 1e-9)
        }
        // sRGB white is L* 100, black 0; a grey has no chroma.
        let white = ColorDifference.lab(r: 255, g: 255, b: 255), grey = ColorDifference.lab(r: 119, g: 119, b: 119)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(grey.a) < 0.01 && abs(grey.b) < 0.01 && abs(grey.l - 50.03) < 0.05)
    }

    func random(_ seed: UInt64, width: Int, height: Int, palette: Int) -> (Image, Image) {
        var state = seed
        func next() -> UInt8 { state = state &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: state >> 56) }
        let colours = (0..<palette).map { _ in [next(), next(), next(), next() < 40 ? next() : 255] }
        var a: [UInt8] = [], b: [UInt8] = []
        for _ in 0..<(width * height) {
            let c = colours[Int(next()) % palette]
            a += c
            switch next() % 4 {
            case 0: b += c
            case 1: b += [c[0] &+ 1, c[1], c[2], c[3]]                    // a level: invisible
            case 2: b += colours[Int(next()) % palette]                   // another colour
            default: b += [c[0], c[1] &+ 12, c[2] &- 7, c[3]]             // a visible shift
            }
        }
        return (try! Image(width: width, height: height, pixels: a), try! Image(width: width, height: height, pixels: b))
    }

    /// The comparison (the pixel kernels' C loop, eight pairs at a time in single precision, its early out,
    /// its chunks on threads) counts what the formula counts pixel by pixel: the same pixels, except any whose
    /// difference is within 2e-3 of the threshold, and the same largest and mean differences to 2e-3.
    @Test func imagesAreComparedAsTheFormulaSays() throws {
        for (seed, size, palette) in [(1, (64, 48), 6), (2, (37, 29), 200), (3, (600, 200), 40)] as [(UInt64, (Int, Int), Int)] {
            let (a, b) = random(seed, width: size.0, height: size.1, palette: palette)
            for threshold in [0.0, 1.0, 2.5, 10.0] {
                let found = try a.perceptualDifference(from: b, maximumDeltaE: threshold)
                var differing = 0, largest = 0.0, sum = 0.0, first: (Int, Int)? = nil, borderline = 0
                for i in 0..<(a.width * a.height) {
                    func over(_ p: ArraySlice<UInt8>) -> ColorDifference.Lab {
                        let alpha = Int(p[p.startIndex + 3])
                        func c(_ v: UInt8) -> UInt8 { UInt8((Int(v) * alpha + 255 * (255 - alpha) + 127) / 255) }
                        return ColorDifference.lab(r: c(p[p.startIndex]), g: c(p[p.startIndex + 1]), b: c(p[p.startIndex + 2]))
                    }
                    let d = ColorDifference.deltaE2000(over(a.pixels[4 * i ..< 4 * i + 4]), over(b.pixels[4 * i ..< 4 * i + 4]))
                    if abs(d - threshold) < 2e-3 { borderline += 1 }
                    if d > threshold {
                        differing += 1; sum += d; largest = max(largest, d)
                        if first == nil { first = (i % a.width, i / a.width) }
                    }
                }
                #expect(abs(found.differingPixels - differing) <= borderline, "seed \(seed), ΔE \(threshold)")
                if differing > 0 {
                    #expect(abs(found.maximumDeltaE - largest) < 2e-3 && abs(found.meanDeltaE - sum / Double(differing)) < 2e-3,
                            "seed \(seed), ΔE \(threshold): \(found.maximumDeltaE) \(largest), \(found.meanDeltaE) \(sum / Double(differing))")
                    if borderline == 0 { #expect(found.firstX == first?.0 && found.firstY == first?.1) }
                }
            }
        }
    }

    /// Random colour pairs — any colour, greys, one bit apart, a grey against a colour — measured eight at a
    /// time: the AVX2 and the baseline code give the same bits, and both are within 2e-3 of the formula in
    /// double precision. A grey is neutral in both (a* = b* = 0: the rounded sRGB matrix would leave a chroma
    /// of 1e-5 whose noise hue the formula follows).
    @Test func theBatchAgreesWithTheFormulaOnEveryPath() {
        let count = 200_000
        var state: UInt64 = 11
        func next() -> UInt32 { state = state &* 6364136223846793005 &+ 1442695040888963407; return UInt32(truncatingIfNeeded: state >> 40) & 0xFFFFFF }
        func grey(_ v: UInt32) -> UInt32 { let c = v & 0xFF; return c | c << 8 | c << 16 }
        var xs: [UInt32] = [], ys: [UInt32] = []
        for i in 0..<count {
            var x = next(), y = next()
            switch i % 4 {
            case 1: x = grey(x); y = grey(y)
            case 2: y = x ^ (1 << (next() % 24))
            case 3: x = grey(x)
            default: break
            }
            xs.append(x); ys.append(y)
        }
        var base = [Float](repeating: 0, count: count), wide = [Float](repeating: 0, count: count)
        ss_delta_e2000_batch(xs, ys, count, 0, &base, 1)
        ss_delta_e2000_batch(xs, ys, count, 0, &wide, 2)
        #expect(base.map(\.bitPattern) == wide.map(\.bitPattern))
        var worst = 0.0, opposite = 0
        for i in 0..<count where xs[i] != ys[i] {
            if base[i].isNaN { opposite += 1; continue }
            func lab(_ c: UInt32) -> ColorDifference.Lab {
                let lab = ColorDifference.lab(r: UInt8(c & 0xFF), g: UInt8((c >> 8) & 0xFF), b: UInt8(c >> 16))
                if grey(c) == c { #expect(lab.a == 0 && lab.b == 0) }
                return lab
            }
            worst = max(worst, abs(ColorDifference.deltaE2000(lab(xs[i]), lab(ys[i])) - Double(base[i])))
        }
        #expect(worst < 2e-3, "worst \(worst)")
        #expect(opposite < 20)   // hues within 0.006° of opposite: measured by the double formula in the loop
    }

    @Test func aLevelIsInvisibleAndTheMessageSaysHowMuch() throws {
        let (a, _) = random(9, width: 40, height: 40, palette: 5)
        var lighter = a.pixels
        for i in stride(from: 0, to: lighter.count, by: 4) { lighter[i] = lighter[i] == 255 ? 254 : lighter[i] + 1 }
        let near = try Image(width: 40, height: 40, pixels: lighter)
        #expect(try a.perceptualDifference(from: near, maximumDeltaE: 1).isMatch)
        #expect(try a.difference(from: near).differingPixels > 0)       // per channel, every pixel differs
        var red = a.pixels
        red[0] = 255; red[1] = 0; red[2] = 0; red[3] = 255
        let found = try a.perceptualDifference(from: try Image(width: 40, height: 40, pixels: red), maximumDeltaE: 2)
        #expect(found.differingPixels <= 1)
        if found.differingPixels == 1 {
            #expect(found.description.contains("1 of 1600 pixels") && found.description.contains("differ by more than ΔE₀₀ 2.00"))
            #expect(found.description.contains("first at (0, 0)") && found.description.contains("largest ΔE₀₀"))
        }
        let marked = try a.perceptualDifferenceImage(against: try Image(width: 40, height: 40, pixels: red), maximumDeltaE: 2)
        #expect(marked.width == 40 && (found.differingPixels == 0 || Array(marked.pixels[0..<4]) == [255, 0, 0, 255]))
        #expect(throws: ImageComparisonError.self) { try a.perceptualDifference(from: try Image(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16)), maximumDeltaE: 1) }
    }
}
