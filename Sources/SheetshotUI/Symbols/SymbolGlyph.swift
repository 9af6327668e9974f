import Canvas
import Foundation

/// One of SheetshotUI's symbols: our own vector drawing (never Apple's artwork) in a unit box — x and y
/// from 0 to 1, y down — made of outlines that are stroked at the text's weight, shapes that are filled,
/// and shapes cut out of what is under them (the glyph inside a filled circle).
struct SymbolGlyph: Sendable {
    /// Width over height of the box the symbol is drawn in.
    var aspect = 1.0
    var strokes: [CanvasPath] = []
    var fills: [CanvasPath] = []
    /// Drawn with `clear` inside the symbol's own layer: holes in the fills.
    var cutouts: [CanvasPath] = []
    /// Cut-out strokes (lines knocked out of a filled shape).
    var cutoutStrokes: [CanvasPath] = []
    /// How many of `fills` (for a filled container) or `strokes` (for an outlined one), from the start,
    /// are the container: the secondary layer in hierarchical rendering, the glyph inside the primary.
    var containerFills = 0, containerStrokes = 0
    /// Per fill, its level from a symbol file's annotations (0 primary, 1 secondary, 2 tertiary); empty
    /// for SheetshotUI's own drawings, whose levels come from `containerFills`/`containerStrokes`.
    var fillLevels: [Int] = []
    /// Per fill, its multicolour rendering's colour name from a symbol file (`systemRedColor`), if any.
    var fillColors: [String?] = []
    /// The box's height per point of font size, for a symbol from a file (its guides set it); nil: the
    /// built-in proportion for the image's scale.
    var heightPerPoint: Double?

    /// What is drawn for a symbol name SheetshotUI has no drawing of: a rounded box with a cross, at the
    /// size and weight the symbol would have — visibly not a symbol, and the same every time.
    static let standIn = SymbolGlyph(strokes: [rrect(0.08, 0.08, 0.84, 0.84, 0.16), line(0.3, 0.3, 0.7, 0.7), line(0.7, 0.3, 0.3, 0.7)])

    /// The box the glyph's ink covers, in its unit box: its fills, and its strokes widened by half of
    /// `strokeWidth` (a stroke's width as a share of the box's height); the whole box when it has no ink.
    func inkBounds(strokeWidth: Double) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ r: Rect, _ grow: Double) {
            guard r.width.isFinite, r.height.isFinite else { return }
            minX = min(minX, r.minX - grow); minY = min(minY, r.minY - grow)
            maxX = max(maxX, r.maxX + grow); maxY = max(maxY, r.maxY + grow)
        }
        for p in fills where !p.isEmpty { add(p.bounds, 0) }
        for p in strokes where !p.isEmpty { add(p.bounds, strokeWidth / 2) }
        guard minX < maxX, minY < maxY else { return Rect(x: 0, y: 0, width: 1, height: 1) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The glyph scaled by `factor` about the box's centre (for a glyph inside a circle or square).
    func scaled(_ factor: Double) -> SymbolGlyph {
        let transform = Transform.translation(-0.5, -0.5).concatenating(.scale(factor, factor)).concatenating(.translation(0.5, 0.5))
        var g = self
        g.strokes = strokes.map { $0.applying(transform) }
        g.fills = fills.map { $0.applying(transform) }
        g.cutouts = cutouts.map { $0.applying(transform) }
        g.cutoutStrokes = cutoutStrokes.map { $0.applying(transform) }
        return g
    }
}

// MARK: Building outlines in the unit box

func pt(_ x: Double, _ y: Double) -> Point { Point(x, y) }

/// An open or closed polyline through `points`.
func poly(_ points: [(Double, Double)], closed: Bool = false) -> CanvasPath {
    var p = CanvasPath()
    guard let first = points.first else { return p }
    p.move(to: pt(first.0, first.1))
    for q in points.dropFirst() { p.line(to: pt(q.0, q.1)) }
    if closed { p.close() }
    return p
}

func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CanvasPath { poly([(x1, y1), (x2, y2)]) }
func circle(_ cx: Double, _ cy: Double, _ r: Double) -> CanvasPath { CanvasPath(circleAt: pt(cx, cy), radius: r) }
func rrect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> CanvasPath {
    CanvasPath(roundedRect: Rect(x: x, y: y, width: w, height: h), cornerRadius: r, curve: .continuous)
}
func arc(_ cx: Double, _ cy: Double, _ r: Double, from a: Double, to b: Double, clockwise: Bool = true) -> CanvasPath {
    var p = CanvasPath()
    let start = a * .pi / 180
    p.move(to: pt(cx + r * cos(start), cy + r * sin(start)))
    p.arc(center: pt(cx, cy), radius: r, startAngle: start, endAngle: b * .pi / 180, clockwise: clockwise)
    return p
}
/// The mirror image of `p` across the box's vertical centre line.
func mirrored(_ p: CanvasPath) -> CanvasPath { p.applying(Transform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)) }
/// `p` upside down.
func flipped(_ p: CanvasPath) -> CanvasPath { p.applying(Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)) }
/// `p` turned by `degrees` about the box's centre.
func turned(_ p: CanvasPath, _ degrees: Double) -> CanvasPath {
    p.applying(Transform.translation(-0.5, -0.5).concatenating(.rotation(degrees * .pi / 180)).concatenating(.translation(0.5, 0.5)))
}
