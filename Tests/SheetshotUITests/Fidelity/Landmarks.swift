import Canvas

/// Canvas's bitmap (named so beside SheetshotUI's `Image`).
typealias PixelImage = Image
/// Canvas's rectangle, as node frames give it.
typealias LayoutRect = Rect
/// Canvas's font (a face at a size).
typealias CanvasTextFont = Font

/// What is measured in a picture to compare SheetshotUI's layout with iOS's: boxes of pixels of one kind
/// (ink on the background, one colour, dark or light ink), found the same way in both pictures, in points.
/// Text glyphs differ (SF Pro there, Inter here), so boxes are compared by their edges, not pixels.
struct Probe: Sendable {
    /// Which pixels a probe looks for.
    enum Kind: Sendable {
        /// Pixels differing from the picture's background (its top-left pixel) by more than 48 in a channel.
        case ink
        /// Pixels within `within` of a colour in every channel.
        case colour(UInt8, UInt8, UInt8, within: Int)
        /// Pixels more than `by` from a colour in some channel (ink on a field of that colour).
        case apart(UInt8, UInt8, UInt8, by: Int)
        /// Pixels darker than 90 in every channel (black text and symbols).
        case dark
        /// Pixels lighter than 200 in every channel (white text on a colour).
        case light
    }

    let name: String
    let kind: Kind
    /// Gap, in points, that separates two boxes on one line (words closer than this stay one box).
    var gap: Double = 6
    /// Whether the boxes' horizontal extent is a text's width (allowed 2 pt instead of 1).
    var textWidth = false
    /// Only rows in this range of the picture, in points (nil: all).
    var rows: ClosedRange<Double>? = nil

    static func ink(_ name: String, gap: Double = 6, textWidth: Bool = false, rows: ClosedRange<Double>? = nil) -> Probe {
        Probe(name: name, kind: .ink, gap: gap, textWidth: textWidth, rows: rows)
    }
    static func colour(_ name: String, _ r: UInt8, _ g: UInt8, _ b: UInt8, within: Int = 24, gap: Double = 6, textWidth: Bool = false) -> Probe {
        Probe(name: name, kind: .colour(r, g, b, within: within), gap: gap, textWidth: textWidth)
    }
    static func apart(_ name: String, from r: UInt8, _ g: UInt8, _ b: UInt8, by: Int = 30, gap: Double = 6, textWidth: Bool = false,
                      rows: ClosedRange<Double>? = nil) -> Probe {
        Probe(name: name, kind: .apart(r, g, b, by: by), gap: gap, textWidth: textWidth, rows: rows)
    }
    static func dark(_ name: String, gap: Double = 6, textWidth: Bool = false) -> Probe {
        Probe(name: name, kind: .dark, gap: gap, textWidth: textWidth)
    }
    static func light(_ name: String, gap: Double = 6, textWidth: Bool = false) -> Probe {
        Probe(name: name, kind: .light, gap: gap, textWidth: textWidth)
    }

    /// The boxes this probe finds in `image` drawn at `scale` pixels a point, in reading order: rows of
    /// matching pixels grouped into bands, each band split where a column gap of `gap` points is empty.
    func boxes(in image: Image, scale: Double) -> [Box] {
        let w = image.width, h = image.height
        let p = image.pixels
        let bg = (Int(p[0]), Int(p[1]), Int(p[2]))
        func matches(_ i: Int) -> Bool {
            let r = Int(p[i]), g = Int(p[i + 1]), b = Int(p[i + 2])
            switch kind {
            case .ink: return max(abs(r - bg.0), abs(g - bg.1), abs(b - bg.2)) > 48
            case .colour(let cr, let cg, let cb, let within):
                return abs(r - Int(cr)) <= within && abs(g - Int(cg)) <= within && abs(b - Int(cb)) <= within
            case .apart(let cr, let cg, let cb, let by):
                return max(abs(r - Int(cr)), abs(g - Int(cg)), abs(b - Int(cb))) > by
            case .dark: return r < 90 && g < 90 && b < 90
            case .light: return r > 200 && g > 200 && b > 200
            }
        }
        let firstRow = rows.map { max(0, Int(($0.lowerBound * scale).rounded(.down))) } ?? 0
        let lastRow = rows.map { min(h - 1, Int(($0.upperBound * scale).rounded(.up))) } ?? h - 1
        guard firstRow <= lastRow else { return [] }
        var rowHas = [Bool](repeating: false, count: h)
        for y in firstRow...lastRow {
            for x in 0..<w where matches((y * w + x) * 4) { rowHas[y] = true; break }
        }
        var result: [Box] = []
        var y = firstRow
        while y <= lastRow {
            guard rowHas[y] else { y += 1; continue }
            var end = y
            while end + 1 <= lastRow, rowHas[end + 1] { end += 1 }
            // Columns with a matching pixel in this band, then runs of them split by gaps.
            var columnHas = [Bool](repeating: false, count: w)
            for yy in y...end { for x in 0..<w where !columnHas[x] && matches((yy * w + x) * 4) { columnHas[x] = true } }
            let gapPixels = max(1, Int((gap * scale).rounded()))
            var x = 0
            while x < w {
                guard columnHas[x] else { x += 1; continue }
                var last = x, probe = x + 1
                while probe < w, probe - last <= gapPixels {
                    if columnHas[probe] { last = probe }
                    probe += 1
                }
                // The box's own rows: the band's rows with a matching pixel in these columns.
                var top = end, bottom = y
                for yy in y...end { for xx in x...last where matches((yy * w + xx) * 4) { top = min(top, yy); bottom = max(bottom, yy); break } }
                result.append(Box(minX: Double(x) / scale, minY: Double(top) / scale, maxX: Double(last + 1) / scale, maxY: Double(bottom + 1) / scale))
                x = last + 1
            }
            y = end + 1
        }
        return result
    }
}

/// A box in points: its left, top, right and bottom edges.
struct Box: Equatable, Sendable, CustomStringConvertible {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) { self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY }
    init(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) { self.init(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }

    var description: String {
        func f(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String((v * 100).rounded() / 100) }
        return "(\(f(minX)), \(f(minY)), \(f(maxX)), \(f(maxY)))"
    }
    /// Swift source for this box.
    var source: String { "Box\(description)" }

    /// How far each edge of `other` is from this box's, in points: the largest of the horizontal edges and
    /// of the vertical edges.
    func offsets(to other: Box) -> (horizontal: Double, vertical: Double) {
        (max(abs(minX - other.minX), abs(maxX - other.maxX)), max(abs(minY - other.minY), abs(maxY - other.maxY)))
    }
}

/// The share of pixels more than `threshold` levels apart in any channel once both pictures are blurred
/// by a 5×5 box (a 2-pixel radius) — what the fidelity target bounds. Pixels outside either picture
/// (when sizes differ) count as apart.
func blurredDifferenceShare(_ a: Image, _ b: Image, threshold: Int = 32) -> Double {
    let w = max(a.width, b.width), h = max(a.height, b.height)
    func blurred(_ image: Image) -> [Int] {
        // Channel sums over a 5×5 window (edges clamp), via a summed-area table per channel.
        let iw = image.width, ih = image.height
        var table = [Int](repeating: 0, count: (iw + 1) * (ih + 1) * 3)
        for y in 0..<ih {
            var row = (0, 0, 0)
            for x in 0..<iw {
                let i = (y * iw + x) * 4
                row.0 += Int(image.pixels[i]); row.1 += Int(image.pixels[i + 1]); row.2 += Int(image.pixels[i + 2])
                let t = ((y + 1) * (iw + 1) + x + 1) * 3, above = (y * (iw + 1) + x + 1) * 3
                table[t] = table[above] + row.0; table[t + 1] = table[above + 1] + row.1; table[t + 2] = table[above + 2] + row.2
            }
        }
        var out = [Int](repeating: 0, count: iw * ih * 3)
        for y in 0..<ih {
            let y0 = max(0, y - 2), y1 = min(ih, y + 3)
            for x in 0..<iw {
                let x0 = max(0, x - 2), x1 = min(iw, x + 3)
                let n = (y1 - y0) * (x1 - x0)
                for c in 0..<3 {
                    let s = table[(y1 * (iw + 1) + x1) * 3 + c] - table[(y0 * (iw + 1) + x1) * 3 + c]
                        - table[(y1 * (iw + 1) + x0) * 3 + c] + table[(y0 * (iw + 1) + x0) * 3 + c]
                    out[(y * iw + x) * 3 + c] = s / n
                }
            }
        }
        return out
    }
    let ba = blurred(a), bb = blurred(b)
    var apart = 0
    for y in 0..<h {
        for x in 0..<w {
            guard x < a.width, y < a.height, x < b.width, y < b.height else { apart += 1; continue }
            let i = (y * a.width + x) * 3, j = (y * b.width + x) * 3
            if abs(ba[i] - bb[j]) > threshold || abs(ba[i + 1] - bb[j + 1]) > threshold || abs(ba[i + 2] - bb[j + 2]) > threshold { apart += 1 }
        }
    }
    return Double(apart) / Double(w * h)
}
