import Foundation

/// Why SVG path data could not be read: the offending token and its offset in the string.
public struct SVGPathError: Error, CustomStringConvertible, Equatable {
    /// The text at fault (a command letter, a number, or a single character).
    public var token: String
    /// Its offset in the path data, in UTF-8 bytes from 0.
    public var offset: Int
    /// What is wrong.
    public var reason: String
    public var description: String { "SVG path data: \(reason) at offset \(offset) ('\(token)')" }
}

extension Path {
    /// Parses SVG path data: commands M L H V C S Q T A Z in absolute (upper case) and relative
    /// (lower case) form, with the SVG grammar's implicit repeats, comma-or-space separators and packed
    /// numbers ("1.5.5", "10-5", arc flags "01").
    /// - Throws: `SVGPathError` with the offending token and its offset.
    public init(svgPathData d: String) throws {
        self.init()
        var parser = SVGPathParser(Array(d.utf8))
        try parser.parse(into: &self)
    }
}

/// A one-pass reader of SVG path data over its UTF-8 bytes.
struct SVGPathParser {
    let bytes: [UInt8]
    var i = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
    private func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    mutating func skipSeparators() {
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
            i += 1
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        }
    }

    func error(_ reason: String, at start: Int, length: Int = 1) -> SVGPathError {
        let end = min(bytes.count, start + max(length, 1))
        let token = start < bytes.count ? String(decoding: bytes[start..<end], as: UTF8.self) : "end of data"
        return SVGPathError(token: token, offset: start, reason: reason)
    }

    /// Whether a number (rather than a command letter or the end) comes next.
    mutating func numberFollows() -> Bool {
        skipSeparators()
        guard i < bytes.count else { return false }
        let c = bytes[i]
        return isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
    }

    mutating func number(for command: UInt8) throws -> Double {
        skipSeparators()
        let start = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        if digits > 0, i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            if j < bytes.count, isDigit(bytes[j]) {
                i = j
                while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            }
        }
        guard digits > 0 else {
            i = start
            let what = "'\(Character(UnicodeScalar(command)))' expects a number"
            if start >= bytes.count { throw error("\(what) but the data ends", at: start) }
            throw error(what, at: start, length: tokenLength(from: start))
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let v = Double(text), v.isFinite else { throw error("number out of range", at: start, length: i - start) }
        return v
    }

    /// An arc flag: a single 0 or 1, which may be packed against the next value.
    mutating func flag(for command: UInt8) throws -> Bool {
        skipSeparators()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
            throw error("'\(Character(UnicodeScalar(command)))' expects a flag 0 or 1", at: i, length: tokenLength(from: i))
        }
        defer { i += 1 }
        return bytes[i] == UInt8(ascii: "1")
    }

    func tokenLength(from start: Int) -> Int {
        var j = start
        while j < bytes.count, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: ",") { j += 1; if j - start >= 16 { break } }
        return max(1, j - start)
    }

    mutating func point(_ cmd: UInt8, relativeTo origin: Point) throws -> Point {
        let x = try number(for: cmd), y = try number(for: cmd)
        return Point(origin.x + x, origin.y + y)
    }

    mutating func parse(into path: inout Path) throws {
        var command: UInt8 = 0
        var commandOffset = 0
        var current = Point.zero, start = Point.zero
        var lastControl: Point? = nil      // for S/T reflection
        var lastWasCubic = false, lastWasQuad = false
        skipSeparators()
        while i < bytes.count {
            let c = bytes[i]
            if (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) {
                guard "MLHVCSQTAZmlhvcsqtaz".utf8.contains(c) else {
                    throw error("unknown command", at: i)
                }
                if command == 0, c != UInt8(ascii: "M"), c != UInt8(ascii: "m") {
                    throw error("path data must start with M or m", at: i)
                }
                command = c; commandOffset = i; i += 1
            } else if command == 0 {
                throw error("path data must start with M or m", at: i, length: tokenLength(from: i))
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw error("'Z' takes no numbers", at: i, length: tokenLength(from: i))
            }
            // Otherwise: an implicit repeat of the previous command.
            let rel = command >= 0x61
            let o = rel ? current : Point.zero
            var isCubic = false, isQuad = false
            switch command | 0x20 {  // lower-cased
            case UInt8(ascii: "m"):
                current = try point(command, relativeTo: o); start = current
                path.move(to: current)
                command = rel ? UInt8(ascii: "l") : UInt8(ascii: "L")  // further pairs are lines
            case UInt8(ascii: "l"):
                current = try point(command, relativeTo: o); path.line(to: current)
            case UInt8(ascii: "h"):
                current = Point((rel ? current.x : 0) + (try number(for: command)), current.y); path.line(to: current)
            case UInt8(ascii: "v"):
                current = Point(current.x, (rel ? current.y : 0) + (try number(for: command))); path.line(to: current)
            case UInt8(ascii: "c"):
                let c1 = try point(command, relativeTo: o), c2 = try point(command, relativeTo: o)
                current = try point(command, relativeTo: o)
                path.cubic(to: current, control1: c1, control2: c2); lastControl = c2; isCubic = true
            case UInt8(ascii: "s"):
                let c1 = lastWasCubic ? current * 2 - (lastControl ?? current) : current
                let c2 = try point(command, relativeTo: o)
                current = try point(command, relativeTo: o)
                path.cubic(to: current, control1: c1, control2: c2); lastControl = c2; isCubic = true
            case UInt8(ascii: "q"):
                let c1 = try point(command, relativeTo: o)
                current = try point(command, relativeTo: o)
                path.quad(to: current, control: c1); lastControl = c1; isQuad = true
            case UInt8(ascii: "t"):
                let c1 = lastWasQuad ? current * 2 - (lastControl ?? current) : current
                current = try point(command, relativeTo: o)
                path.quad(to: current, control: c1); lastControl = c1; isQuad = true
            case UInt8(ascii: "a"):
                let rx = try number(for: command), ry = try number(for: command)
                let angle = try number(for: command)
                let large = try flag(for: command), sweep = try flag(for: command)
                let end = try point(command, relativeTo: o)
                path.svgArc(from: current, to: end, radii: Size(abs(rx), abs(ry)), rotationDegrees: angle,
                            largeArc: large, sweep: sweep)
                current = end
            case UInt8(ascii: "z"):
                path.close(); current = start
            default:
                throw error("unknown command", at: commandOffset)
            }
            lastWasCubic = isCubic; lastWasQuad = isQuad
            skipSeparators()
            if command | 0x20 == UInt8(ascii: "z") {
                if i < bytes.count, numberFollows() { throw error("'Z' takes no numbers", at: i, length: tokenLength(from: i)) }
            }
        }
    }
}

extension Path {
    /// Adds an SVG endpoint arc (SVG 1.1 appendix F.6.5): out-of-range radii are scaled up, a zero radius
    /// is a straight line, and identical end points draw nothing.
    mutating func svgArc(from p0: Point, to p1: Point, radii: Size, rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        if p0 == p1 { return }
        var rx = radii.width, ry = radii.height
        if rx == 0 || ry == 0 { line(to: p1); return }
        let phi = rotationDegrees * Double.pi / 180
        let cp = cos(phi), sp = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cp * dx + sp * dy, y1 = -sp * dx + cp * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let s = lambda.squareRoot(); rx *= s; ry *= s }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = (max(0, num) / den).squareRoot()
        if largeArc == sweep { coef = -coef }
        let cx1 = coef * rx * y1 / ry, cy1 = -coef * ry * x1 / rx
        let center = Point(cp * cx1 - sp * cy1 + (p0.x + p1.x) / 2, sp * cx1 + cp * cy1 + (p0.y + p1.y) / 2)
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        if sweep && delta < 0 { delta += 2 * Double.pi }
        ellipticalArc(center: center, radii: Size(rx, ry), rotation: phi, startAngle: theta1, sweep: delta)
    }
}
