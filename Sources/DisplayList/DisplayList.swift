// DisplayList: the flat JSON list of drawing operations that Sheetshot shares with other 2-D engines for
// comparison (../shared/bench/SCENE-FORMAT.md): read it with every error naming the op and field, then
// replay it onto a Canvas.
import Canvas
import Foundation
import StrictJSON

/// Why a display-list file could not be read: where (file, line, column), the op's index (nil for the
/// top level), the field, and what is wrong.
///
/// ```
/// scene.json:14:12: op 3, field 'r': must be an array of 4 numbers: holds 3 items
/// ```
public struct DisplayListError: Error, CustomStringConvertible, Equatable {
    /// The index of the op in `ops`, or nil for a top-level field.
    public var opIndex: Int?
    /// The field at fault ("(file)" for the file as a whole, "(op)" for an op that is not an object).
    public var field: String
    /// What is wrong with it.
    public var reason: String
    /// The line and column (1-based) where the problem is, when known.
    public var line: Int?, column: Int?
    /// The file, when the list was read from one.
    public var file: String?

    public var description: String {
        var place = ""
        if let line, let column { place = file.map { "\($0):\(line):\(column): " } ?? "line \(line), column \(column): " }
        else if let file { place = "\(file): " }
        if let i = opIndex { return place + "op \(i), field '\(field)': \(reason)" }
        return place + (field == "(file)" ? reason : "field '\(field)': \(reason)")
    }

    init(opIndex: Int?, field: String, reason: String, position: JSONPosition? = nil, file: String? = nil) {
        self.opIndex = opIndex; self.field = field; self.reason = reason
        line = position?.line; column = position?.column; self.file = file
    }

    init(_ e: JSONFieldError, file: String?) {
        self.init(opIndex: e.index, field: e.field == "(item)" ? "(op)" : e.field, reason: e.reason, position: e.position, file: file)
    }
}

/// One drawing operation, already validated.
public enum DisplayOp: Sendable {
    case rect(Rect, Color)
    case roundedRect(Rect, CornerRadii, CornerCurve, Color)
    case path(Path, FillRule, Color)
    /// One line of text with its baseline starting at the point.
    case text(String, Font, Point, Color)

    /// The op's name in the scene format ("rect", "rrect", "path").
    public var kindName: String {
        switch self {
        case .rect: return "rect"
        case .roundedRect: return "rrect"
        case .path: return "path"
        case .text: return "text"
        }
    }
}

/// A parsed display list: a canvas size and its operations.
public struct DisplayList: Sendable {
    /// The canvas's width in pixels.
    public var width: Int
    /// The canvas's height in pixels.
    public var height: Int
    /// The drawing operations, in painting order.
    public var ops: [DisplayOp]
    /// The text ops' lines, shaped once and drawn again on every replay (shared by copies of the list; keyed
    /// by text and font, so a changed op is shaped anew).
    private let shapedText = ShapedLineCache()

    /// Parses a display list from JSON bytes.
    /// - Throws: `DisplayListError` naming the line and column, the op index and the field of the first
    ///   problem: a syntax error, a missing or mistyped field, a field the format does not have (a typo
    ///   such as "rul" is never silently ignored), a value out of range.
    public init(json data: Data) throws {
        try self.init(bytes: [UInt8](data), file: nil)
    }

    /// Reads and parses a display-list file (at most `maximumFileSize` bytes, a regular file).
    /// - Throws: `DisplayListError` naming the file, and where it can the line, column, op and field.
    public init(contentsOfFile path: String) throws {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: Self.maximumFileSize) } catch {
            throw DisplayListError(opIndex: nil, field: "(file)", reason: error.description)
        }
        try self.init(bytes: bytes, file: path)
    }

    /// The largest display-list file read: 64 MiB.
    public static let maximumFileSize = 64 << 20
    /// The longest path data accepted in one op, in UTF-8 bytes (about 200,000 commands).
    public static let maximumPathDataLength = 4 << 20

    private init(bytes: [UInt8], file: String?) throws {
        let root: JSON
        do { root = try JSONParser.parse(bytes) } catch {
            throw DisplayListError(opIndex: nil, field: "(file)", reason: error.reason, position: error.position, file: file)
        }
        do {
            let top = try JSONObjectReader(root, index: nil, expected: "an object with width, height and ops")
            width = try top.int("width", in: 1...Image.maximumSide)
            height = try top.int("height", in: 1...Image.maximumSide)
            var fontFiles: [String: String] = [:]
            if top.has("fonts") {
                for m in try top.members("fonts") {
                    guard case .string(let f) = m.value.value else {
                        throw JSONFieldError(index: nil, field: "fonts", reason: "'\(m.key)' must name a font file, got \(m.value.typeName)",
                                             position: m.value.position)
                    }
                    fontFiles[m.key] = f
                }
            }
            let opsArray = try top.array("ops")
            try top.rejectUnknownFields()
            var faces: [String: FontFace] = [:]
            var ops: [DisplayOp] = []
            ops.reserveCapacity(opsArray.count)
            for (i, raw) in opsArray.enumerated() {
                let r = try JSONObjectReader(raw, index: i)
                ops.append(try Self.parseOp(r, fontFiles: fontFiles, faces: &faces))
                try r.rejectUnknownFields()
            }
            self.ops = ops
        } catch let e as JSONFieldError {
            throw DisplayListError(e, file: file)
        } catch var e as DisplayListError {
            e.file = file
            throw e
        }
    }

    /// The largest text size accepted, in pixels.
    public static let maximumTextSize = 2048.0
    /// The longest text accepted in one op, in UTF-8 bytes.
    public static let maximumTextLength = 10_000

    private static func parseOp(_ r: JSONObjectReader, fontFiles: [String: String], faces: inout [String: FontFace]) throws -> DisplayOp {
        let kind = try r.string("op")
        switch kind {
        case "rect":
            return .rect(try rect(r), try color(r, "color"))
        case "rrect":
            let radii = try r.numbers("r", count: 4)
            for (k, v) in radii.enumerated() where v < 0 {
                throw r.error("r", "radius \(k) is negative (\(v))")
            }
            let curveName = try r.optionalString("curve") ?? "circular"
            guard let curve = CornerCurve(rawValue: curveName) else {
                throw r.error("curve", "'\(curveName)' is not 'circular' or 'continuous'")
            }
            return .roundedRect(try rect(r), CornerRadii(topLeft: radii[0], topRight: radii[1], bottomRight: radii[2], bottomLeft: radii[3]),
                                curve, try color(r, "color"))
        case "path":
            let d = try r.string("d")
            guard d.utf8.count <= maximumPathDataLength else {
                throw r.error("d", "\(d.utf8.count) bytes of path data is more than the limit of \(maximumPathDataLength)")
            }
            let path: Path
            do { path = try Path(svgPathData: d) } catch let e as SVGPathError {
                throw r.error("d", e.description)
            }
            let ruleName = try r.optionalString("rule") ?? "nonzero"
            guard let rule = FillRule(rawValue: ruleName) else {
                throw r.error("rule", "'\(ruleName)' is not 'nonzero' or 'evenodd'")
            }
            return .path(path, rule, try color(r, "color"))
        case "text":
            let origin = Point(try r.number("x"), try r.number("y"))
            let size = try r.number("size")
            guard size > 0, size <= maximumTextSize else { throw r.error("size", "\(size) is outside (0, \(maximumTextSize)]") }
            let text = try r.string("text")
            guard text.utf8.count <= maximumTextLength else {
                throw r.error("text", "\(text.utf8.count) UTF-8 bytes is longer than the limit of \(maximumTextLength)")
            }
            let name = try r.string("font")
            let face: FontFace
            if let known = faces[name] {
                face = known
            } else {
                guard let file = fontFiles[name] else {
                    let known = fontFiles.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
                    throw r.error("font", "'\(name)' is not a key of the top-level 'fonts' (\(known.isEmpty ? "there are none" : known))")
                }
                do { face = try FontLocator.face(file: file) } catch let e as FontError { throw r.error("font", e.description) }
                faces[name] = face
            }
            return .text(text, Font(face: face, size: size), origin, try color(r, "color"))
        default:
            throw r.error("op", "unknown op '\(kind)' (expected rect, rrect, path or text)")
        }
    }

    private static func rect(_ r: JSONObjectReader) throws -> Rect {
        let x = try r.number("x"), y = try r.number("y"), w = try r.number("w"), h = try r.number("h")
        if w < 0 { throw r.error("w", "must not be negative (\(w))") }
        if h < 0 { throw r.error("h", "must not be negative (\(h))") }
        return Rect(x: x, y: y, width: w, height: h)
    }

    private static func color(_ r: JSONObjectReader, _ field: String) throws -> Color {
        let s = try r.string(field)
        do { return try Color(hex: s) } catch let e as ColorParseError { throw r.error(field, e.description) }
    }

    /// Draws the ops (all of them, or those in `range`) onto `canvas`, in order, with source-over. An op
    /// past a drawing limit is skipped and recorded in `canvas.drawingError` (`render()` reports it).
    public func replay(on canvas: Canvas, range: Range<Int>? = nil) {
        let ops = self.ops[range ?? self.ops.indices]
        // Rows a later op paints opaquely are not drawn (Occlusion.swift): the same pixels, less work. Only
        // where nothing else decides what a pixel becomes (no transform, no anti-aliased clip).
        guard cullsOccludedRows, canvas.transform == .identity, canvas.clipIsRectangular else {
            for op in ops { draw(op, on: canvas) }
            return
        }
        let plan = OcclusionPlan(ops, width: canvas.width, height: canvas.height)
        for (op, rows) in zip(ops, plan.rows) {
            guard let rows else { draw(op, on: canvas); continue }
            for range in rows {
                canvas.withSavedState {
                    canvas.clip(to: Rect(x: 0, y: Double(range.lowerBound), width: Double(canvas.width), height: Double(range.count)))
                    draw(op, on: canvas)
                }
            }
        }
    }

    /// Whether `replay(on:range:)` leaves out the rows later ops cover (on by default; off to measure or
    /// check drawing every op whole).
    public var cullsOccludedRows = true

    /// Draws one op.
    private func draw(_ op: DisplayOp, on canvas: Canvas) {
        switch op {
        case .rect(let r, let c): canvas.fill(r, with: .solid(c))
        case .roundedRect(let r, let radii, let curve, let c):
            canvas.fill(Path(roundedRect: r, radii: radii, curve: curve), with: .solid(c))
        case .path(let p, let rule, let c): canvas.fill(p, with: .solid(c), rule: rule)
        case .text(let text, let font, let origin, let c):
            // Cannot throw: the length was checked when the op was read (limit below the shaper's).
            if let line = try? shapedText.line(text, font: font) { canvas.draw(line, at: origin, paint: .solid(c)) }
        }
    }

    /// Renders the list onto a new transparent canvas.
    /// - Throws: `DisplayListError` naming the op when one was past a drawing limit (and so not drawn).
    public func render() throws -> Canvas {
        let canvas = try Canvas(width: width, height: height)
        for i in ops.indices {
            replay(on: canvas, range: i..<(i + 1))
            if let e = canvas.drawingError { throw DisplayListError(opIndex: i, field: "(op)", reason: e.description) }
        }
        return canvas
    }
}
