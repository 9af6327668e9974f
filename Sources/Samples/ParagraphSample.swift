import Canvas

/// Paragraph layout at 2×: wrapping, alignment, truncation, a right-to-left paragraph and line height,
/// each in a hairline box the width it was laid out in.
public enum ParagraphSample {
    static let text = "Choose how albums are sorted in your library. Sorting applies to every device signed in to this account."
    static let hebrew = "בחרו כיצד האלבומים ממוינים בספרייה שלכם. המיון חל על 2 מכשירים."
    static let width = 170.0, scale = 2.0

    /// Renders the sample (760 × 700 pixels).
    /// - Throws: `FontError` when Inter is not installed.
    public static func render() throws -> Canvas {
        let canvas = try Canvas(width: 760, height: 700, background: .white)
        canvas.scale(scale, scale)
        let body = try Font.inter(size: 13), caption = try Font.inter(.medium, size: 9)
        let ink = Color(red: 0, green: 0, blue: 0), faint = Color(red: 0.6, green: 0.6, blue: 0.6)
        let cases: [(String, String, ParagraphStyle, Point)] = [
            ("leading", text, ParagraphStyle(), Point(10, 10)),
            ("center", text, ParagraphStyle(alignment: .center), Point(200, 10)),
            ("trailing", text, ParagraphStyle(alignment: .trailing), Point(10, 112)),
            ("2 lines, truncated", text, ParagraphStyle(maximumLines: 2), Point(200, 112)),
            ("right-to-left, leading", hebrew, ParagraphStyle(), Point(10, 214)),
            ("line height 24", text, ParagraphStyle(lineHeight: 24), Point(200, 214)),
        ]
        for (label, string, style, origin) in cases {
            try canvas.drawText(label, font: caption, at: Point(origin.x, origin.y + 8), paint: .solid(faint))
            let layout = try TextLayout(string, font: body, width: width, style: style)
            let box = Rect(x: origin.x, y: origin.y + 12, width: width, height: layout.size.height)
            canvas.stroke(Path(rect: box), with: .solid(faint), style: StrokeStyle(width: 0))
            // Lines align within the paragraph's own width; place that at the box's leading edge.
            let leadingRight = (style.alignment == .trailing) != (layout.lines.first?.shaped.direction == .rightToLeft)
            let x = leadingRight ? box.maxX - layout.size.width : box.minX
            canvas.draw(layout, at: Point(x, box.minY), paint: .solid(ink))
        }
        return canvas
    }
}
