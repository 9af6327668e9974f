/// What fills a shape: one colour, or a linear, radial or conic gradient.
public enum Paint: Hashable, Sendable {
    /// A single colour.
    case solid(Color)
    /// Colours varying along a line.
    case linearGradient(LinearGradient)
    /// Colours varying outward from a centre.
    case radialGradient(RadialGradient)
    /// Colours varying around a centre.
    case conicGradient(ConicGradient)

    /// A solid paint from a colour (reads well at call sites: `.color(.white)`).
    public static func color(_ c: Color) -> Paint { .solid(c) }
}

/// One colour of a gradient at a position 0…1 along it.
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: Color
    /// Creates a stop; locations outside 0…1 are clamped when the gradient is painted.
    public init(_ location: Double, _ color: Color) { self.location = location; self.color = color }
}

/// Colours interpolated along the line from `start` to `end` (in the user space of the shape it fills),
/// constant beyond either end ("pad"). Interpolation is in premultiplied sRGB, as CSS does, so a stop
/// fading to transparent does not darken.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    /// The stops in increasing location; stops out of order are sorted (stably) when painted.
    public var stops: [GradientStop]

    /// Creates a gradient from `start` to `end` with any number of stops (at least one).
    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start; self.end = end; self.stops = stops
    }

    /// How many colours a gradient is sampled into before painting (fine enough for sharp stops).
    static let tableSize = 1024

    /// `LinearGradient.tableSize` premultiplied colours sampled along the gradient (entry i at t = i/(size−1)).
    func lookupTable() -> [UInt32] { gradientLookupTable(stops) }
}

/// Colours interpolated outward from `center`: `startRadius` away the first stop, `endRadius` away the
/// last (user space of the shape it fills), constant inside and beyond ("pad"); interpolated in
/// premultiplied sRGB as `LinearGradient` is.
public struct RadialGradient: Hashable, Sendable {
    /// The centre, in the user space of the shape filled.
    public var center: Point
    /// The distance from the centre where the first stop is (the first colour inside it).
    public var startRadius: Double
    /// The distance from the centre where the last stop is (the last colour beyond it).
    public var endRadius: Double
    /// The stops in increasing location (sorted, stably, when painted).
    public var stops: [GradientStop]

    /// Creates a gradient around `center` from `startRadius` to `endRadius`.
    public init(center: Point, startRadius: Double, endRadius: Double, stops: [GradientStop]) {
        self.center = center; self.startRadius = startRadius; self.endRadius = endRadius; self.stops = stops
    }
}

/// Colours interpolated around `center`, from `startAngle` to `endAngle` (radians, measured from +x
/// towards +y: clockwise on a y-down canvas), constant outside that range ("pad"); interpolated in
/// premultiplied sRGB as `LinearGradient` is.
public struct ConicGradient: Hashable, Sendable {
    /// The centre, in the user space of the shape filled.
    public var center: Point
    /// The angle of the first stop, in radians from +x towards +y.
    public var startAngle: Double
    /// The angle of the last stop, in radians (greater than `startAngle`: clockwise on a y-down canvas).
    public var endAngle: Double
    /// The stops in increasing location (sorted, stably, when painted).
    public var stops: [GradientStop]

    /// Creates a gradient around `center` from `startAngle` to `endAngle`.
    public init(center: Point, startAngle: Double, endAngle: Double, stops: [GradientStop]) {
        self.center = center; self.startAngle = startAngle; self.endAngle = endAngle; self.stops = stops
    }
}

/// `LinearGradient.tableSize` premultiplied colours sampled along `stops` (entry i at t = i/(size−1)).
func gradientLookupTable(_ stops: [GradientStop]) -> [UInt32] {
    let sortedStops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        .map { GradientStop(min(1, max(0, $0.element.location)), $0.element.color) }
    guard let first = sortedStops.first, let last = sortedStops.last else { return Array(repeating: 0, count: LinearGradient.tableSize) }
    func premul(_ c: Color) -> (Double, Double, Double, Double) {
        (c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha)
    }
    var table = [UInt32](repeating: 0, count: LinearGradient.tableSize)
    var k = 0
    for i in 0..<LinearGradient.tableSize {
        let t = Double(i) / Double(LinearGradient.tableSize - 1)
        let c: (Double, Double, Double, Double)
        if t <= first.location { c = premul(first.color) }
        else if t >= last.location { c = premul(last.color) }
        else {
            // t < last.location, so some later stop lies at or beyond t and k + 1 stays in range.
            while sortedStops[k + 1].location < t { k += 1 }
            let a = sortedStops[k], b = sortedStops[k + 1]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            let pa = premul(a.color), pb = premul(b.color)
            c = (pa.0 + (pb.0 - pa.0) * f, pa.1 + (pb.1 - pa.1) * f, pa.2 + (pb.2 - pa.2) * f, pa.3 + (pb.3 - pa.3) * f)
        }
        func q(_ v: Double) -> UInt32 { UInt32(min(255, max(0, (v * 255).rounded()))) }
        let a = q(c.3)
        table[i] = min(q(c.0), a) | (min(q(c.1), a) << 8) | (min(q(c.2), a) << 16) | (a << 24)
    }
    return table
}

/// How a painted pixel combines with the pixel already there.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    /// Source over destination: what UIKit, Skia and Cairo do by default.
    case sourceOver
    /// The source replaces the destination (within the shape's coverage).
    case copy
    /// The destination is erased (within the shape's coverage).
    case clear
}
