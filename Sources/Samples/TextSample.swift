// Samples: pictures shared by the gallery (render-demo) and the tests that keep their references.
import Canvas

/// The text sample: Inter at the sizes of Apple's text styles (11–34 pt) at 1×, 2× and 3×, in light and
/// dark, then shaping cases (kerning, ligatures, marks, right-to-left). Laid out in points, drawn at each
/// scale, so the same line can be compared across scales.
public enum TextSample {
    static let sizes: [(Double, FontWeight, String)] = [
        (34, .bold, "Large Title 34"), (28, .regular, "Title 1 28"), (22, .regular, "Title 2 22"),
        (20, .regular, "Title 3 20"), (17, .semibold, "Headline 17"), (17, .regular, "Body 17 — AV To Wa fi"),
        (16, .regular, "Callout 16"), (15, .regular, "Subhead 15"), (13, .regular, "Footnote 13"),
        (12, .regular, "Caption 1 12"), (11, .regular, "Caption 2 11"),
    ]
    static let columnWidth = 260.0, height = 420.0

    /// Renders the sample (1560 × 2520 pixels: three scale columns, light above dark).
    /// - Throws: `FontError` when Inter is not installed.
    public static func render() throws -> Canvas {
        let scales = [1.0, 2.0, 3.0]
        let width = Int(scales.reduce(0) { $0 + columnWidth * $1 }), rows = 2
        let canvas = try Canvas(width: width, height: Int(height * 3) * rows, background: .white)
        for (row, dark) in [false, true].enumerated() {
            var x = 0.0
            for scale in scales {
                try canvas.withSavedState {
                    canvas.translate(x, Double(row) * height * 3)
                    canvas.scale(scale, scale)
                    try column(canvas, dark: dark, scale: scale)
                }
                x += columnWidth * scale
            }
        }
        return canvas
    }

    static func column(_ canvas: Canvas, dark: Bool, scale: Double) throws {
        let background = dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1)
        let label = dark ? Color(red: 1, green: 1, blue: 1) : Color(red: 0, green: 0, blue: 0)
        // Neutral greys (iOS's secondary label is faintly blue): the whole sample stays grayscale, which
        // keeps its reference PNG small (the encoder writes gray files when it can).
        let secondary = dark ? Color(red: 0.92, green: 0.92, blue: 0.92, alpha: 0.6) : Color(red: 0.24, green: 0.24, blue: 0.24, alpha: 0.6)
        canvas.fill(Rect(x: 0, y: 0, width: columnWidth, height: height * 3 / scale), with: .solid(background))
        var y = 12.0
        let caption = try Font.inter(.medium, size: 11)
        try canvas.drawText("\(Int(scale))×", font: caption, at: Point(12, y + 11), paint: .solid(secondary))
        y += 20
        for (size, weight, text) in sizes {
            let font = try Font.inter(weight, size: size)
            y += font.ascent
            try canvas.drawText(text, font: font, at: Point(12, y), paint: .solid(label))
            y += font.descent + 2
        }
        let body = try Font.inter(size: 15)
        for sample in ["office affinity ﬁ fl", "Ångström naïve café", "مرحبا بالعالم", "שלום עולם 123", "Emoji 🙂 box"] {
            y += body.lineHeight
            try canvas.drawText(sample, font: body, at: Point(12, y), paint: .solid(sample.first == "E" ? secondary : label))
        }
    }
}
