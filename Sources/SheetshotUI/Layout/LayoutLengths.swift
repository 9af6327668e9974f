import Widgets

// Lengths a view gives layout (frames, paddings, offsets, spacings, positions) checked where they are
// given: SwiftUI's rule where it has one (an invalid frame dimension is ignored, with "Invalid frame
// dimension (negative or non-finite)" in its log), and a rendering warning either way, so a slip such as
// `.frame(width: .infinity)` for `maxWidth:` never blanks a picture that then passes as a reference.

extension ViewContext {
    /// The longest length a view may give, in points: beyond it (±1e9) a length is brought within it.
    static var largestLength: Double { Node.largestLength }

    /// A frame's fixed, minimum or ideal length (`allowsInfinity`: a maximum, where `.infinity` fills what
    /// is offered) as SwiftUI takes it: nil when negative or not finite — ignored, as SwiftUI ignores an
    /// invalid frame dimension — and brought within `largestLength`; each problem warned of by `name`.
    func frameDimension(_ value: CGFloat?, _ name: String, allowsInfinity: Bool = false) -> Double? {
        guard let value else { return nil }
        let v = Double(value)
        if v.isNaN || v < 0 || (v.isInfinite && !allowsInfinity) {
            diagnostics.warn("Invalid frame dimension (negative or non-finite): \(name): \(Node.describe(v)) is ignored, as SwiftUI ignores it"
                             + (name.hasPrefix("frame(width") || name.hasPrefix("frame(height") ? " (for a view that fills what it is offered, write maxWidth/maxHeight: .infinity)" : ""))
            return nil
        }
        if v.isInfinite { return v }
        return clamped(v, name)
    }

    /// A length that may be negative (a padding, an offset, a position, a spacing): 0 when not finite, and
    /// within ±`largestLength`; each problem warned of by `name`.
    func length(_ value: CGFloat, _ name: String) -> Double {
        let v = Double(value)
        guard v.isFinite else {
            diagnostics.warn("\(name): \(Node.describe(v)) is not a finite length; 0 is used")
            return 0
        }
        return clamped(v, name)
    }

    private func clamped(_ v: Double, _ name: String) -> Double {
        let limit = Self.largestLength
        guard abs(v) > limit else { return v }
        diagnostics.warn("\(name): \(Node.describe(v)) points is beyond ±\(Node.describe(limit)), the longest length SheetshotUI lays out; \(v < 0 ? "-" : "")\(Node.describe(limit)) is used")
        return v < 0 ? -limit : limit
    }
}
