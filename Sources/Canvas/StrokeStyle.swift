/// How the ends of open subpaths and dashes are drawn.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// The stroke stops at the end point.
    case butt
    /// A half circle of the stroke's width around the end point.
    case round
    /// The stroke extends half its width past the end point.
    case square
}

/// How two segments meet.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// The outer edges extended until they meet, unless that point is further than `miterLimit` × half
    /// the width from the vertex, in which case a bevel.
    case miter
    /// A circle of the stroke's width around the vertex.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}

/// The geometry of a stroke.
public struct StrokeStyle: Hashable, Sendable {
    /// The width in user units; 0 means a hairline exactly one device pixel wide whatever the transform.
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// The longest miter allowed, as a multiple of the width (SVG's definition; default 4).
    public var miterLimit: Double
    /// Alternating on/off lengths in user units; empty for a solid line. An odd count repeats the list
    /// twice (SVG). Lengths that are all zero, negative or non-finite make the stroke solid.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double

    /// Creates a stroke style.
    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}
