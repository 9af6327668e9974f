import Canvas

// Drawing only what will be seen: a pixel that a later op paints with an opaque colour at full coverage ends
// up that colour whatever was drawn there before, so the rows of an earlier op that such an op covers across
// the earlier op's whole width are not drawn. The result is the same bytes (tests compare every scene with and
// without), with less work where a sheet's opaque panel covers half the screen behind it: the background,
// the host's cards and the dimming under the panel.

/// Which rows of each op in a list need drawing.
struct OcclusionPlan {
    /// A whole-pixel rectangle some op paints opaquely at full coverage.
    struct Cover {
        let x0: Int, x1: Int, y0: Int, y1: Int
    }

    /// For each op, the row ranges to draw it in (nil: all of it; empty: none).
    let rows: [[Range<Int>]?]

    /// The plan for `ops`, drawn in order onto a `width` × `height` canvas with no transform and a
    /// rectangular clip.
    init(_ ops: ArraySlice<DisplayOp>, width: Int, height: Int) {
        var covers: [Cover] = []
        var rows: [[Range<Int>]?] = []
        rows.reserveCapacity(ops.count)
        for op in ops.reversed() {
            rows.append(Self.visibleRows(of: op, under: covers))
            covers += Self.covers(of: op, width: width, height: height)
        }
        self.rows = rows.reversed()
    }

    /// The whole-pixel rectangles `op` paints opaquely at full coverage.
    static func covers(of op: DisplayOp, width: Int, height: Int) -> [Cover] {
        func cover(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Cover? {
            guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
            let x0 = max(0, Int(max(-1, min(Double(width) + 1, minX.rounded(.up)))))
            let x1 = min(width, Int(max(-1, min(Double(width) + 1, maxX.rounded(.down)))))
            let y0 = max(0, Int(max(-1, min(Double(height) + 1, minY.rounded(.up)))))
            let y1 = min(height, Int(max(-1, min(Double(height) + 1, maxY.rounded(.down)))))
            return x1 > x0 && y1 > y0 ? Cover(x0: x0, x1: x1, y0: y0, y1: y1) : nil
        }
        switch op {
        case .rect(let r, let c) where c.alpha >= 1:
            return [cover(r.minX, r.minY, r.maxX, r.maxY)].compactMap { $0 }
        case .roundedRect(let r, let radii, let curve, let c) where c.alpha >= 1:
            return r.fullyCoveredParts(radii: radii, curve: curve).compactMap { cover($0.minX, $0.minY, $0.maxX, $0.maxY) }
        default:
            return []
        }
    }

    /// The rows of `op` no cover in `covers` paints across its whole width (nil: all of them).
    static func visibleRows(of op: DisplayOp, under covers: [Cover]) -> [Range<Int>]? {
        let bounds: Rect
        switch op {
        case .rect(let r, _), .roundedRect(let r, _, _, _): bounds = r
        case .path(let p, _, _): bounds = p.bounds
        case .text: return nil
        }
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite,
              abs(bounds.minX) < 1e7, abs(bounds.minY) < 1e7, abs(bounds.maxX) < 1e7, abs(bounds.maxY) < 1e7 else { return nil }
        // The pixels the op can touch.
        let x0 = Int(bounds.minX.rounded(.down)), x1 = Int(bounds.maxX.rounded(.up))
        let y0 = Int(bounds.minY.rounded(.down)), y1 = Int(bounds.maxY.rounded(.up))
        var hidden: [Range<Int>] = []
        for cover in covers where cover.x0 <= x0 && cover.x1 >= x1 && cover.y0 < y1 && cover.y1 > y0 {
            hidden.append(max(cover.y0, y0) ..< min(cover.y1, y1))
        }
        guard !hidden.isEmpty else { return nil }
        hidden.sort { $0.lowerBound < $1.lowerBound }
        var visible: [Range<Int>] = []
        var next = y0
        for range in hidden {
            if range.lowerBound > next { visible.append(next ..< range.lowerBound) }
            next = max(next, range.upperBound)
        }
        if next < y1 { visible.append(next ..< y1) }
        return visible
    }
}
