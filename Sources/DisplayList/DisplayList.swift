// DisplayList: the flat JSON list of drawing operations that Sheetshot shares with other 2-D engines for
// comparison (../shared/bench/SCENE-FORMAT.md): read it with every error naming the op and field, then
// replay it onto a Canvas.
import Canvas
import Foundation

/// Why a display-list file could not be read: the op's index (nil for the top level), the field, and what
/// is wrong.
public struct DisplayListError: Error, CustomStringConvertible, Equatable {
    /// The index of the op in `ops`, or nil for a top-level field.
    public var opIndex: Int?
    /// The field at fault.
    public var field: String
    /// What is wrong with it.
    public var reason: String

    public var description: String {
        if let i = opIndex { return "op \(i), field '\(field)': \(reason)" }
        return "field '\(field)': \(reason)"
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
    public var width: Int
    public var height: Int
    public var ops: [DisplayOp]

    /// Parses a display list from JSON bytes.
    /// - Throws: `DisplayListError` naming the op index and field of the first problem.
    public init(json data: Data) throws {
        let root: JSONValue
        do { root = try JSONDecoder().decode(JSONValue.self, from: data) } catch {
            throw DisplayListError(opIndex: nil, field: "(file)", reason: "not valid JSON: \(error)")
        }
        guard case .object(let object) = root else {
            throw DisplayListError(opIndex: nil, field: "(file)", reason: "the top level must be an object")
        }
        let top = FieldReader(object: object, opIndex: nil)
        width = try top.int("width")
        height = try top.int("height")
        guard (1...Image.maximumSide).contains(width) else {
            throw DisplayListError(opIndex: nil, field: "width", reason: "\(width) is outside 1…\(Image.maximumSide)")
        }
        guard (1...Image.maximumSide).contains(height) else {
            throw DisplayListError(opIndex: nil, field: "height", reason: "\(height) is outside 1…\(Image.maximumSide)")
        }
        guard let rawOps = object["ops"] else { throw DisplayListError(opIndex: nil, field: "ops", reason: "missing") }
        guard case .array(let opsArray) = rawOps else { throw DisplayListError(opIndex: nil, field: "ops", reason: "must be an array") }
        var fontFiles: [String: String] = [:]
        if let rawFonts = object["fonts"] {
            guard case .object(let fonts) = rawFonts else {
                throw DisplayListError(opIndex: nil, field: "fonts", reason: "must be an object of font names to files")
            }
            for (name, file) in fonts {
                guard case .string(let f) = file else {
                    throw DisplayListError(opIndex: nil, field: "fonts", reason: "'\(name)' must name a font file, got \(file.typeName)")
                }
                fontFiles[name] = f
            }
        }
        var faces: [String: FontFace] = [:]
        var ops: [DisplayOp] = []
        ops.reserveCapacity(opsArray.count)
        for (i, raw) in opsArray.enumerated() {
            guard case .object(let o) = raw else {
                throw DisplayListError(opIndex: i, field: "(op)", reason: "each op must be an object")
            }
            ops.append(try Self.parseOp(FieldReader(object: o, opIndex: i), fontFiles: fontFiles, faces: &faces))
        }
        self.ops = ops
    }

    /// Reads and parses a display-list file.
    public init(contentsOfFile path: String) throws {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw DisplayListError(opIndex: nil, field: "(file)", reason: "cannot read \(path): \(error.localizedDescription)")
        }
        try self.init(json: data)
    }

    /// The largest text size accepted, in pixels.
    public static let maximumTextSize = 2048.0
    /// The longest text accepted in one op, in UTF-8 bytes.
    public static let maximumTextLength = 10_000

    private static func parseOp(_ r: FieldReader, fontFiles: [String: String], faces: inout [String: FontFace]) throws -> DisplayOp {
        let kind = try r.string("op")
        switch kind {
        case "rect":
            return .rect(try r.rect(), try r.color("color"))
        case "rrect":
            let radii = try r.numbers("r", count: 4)
            for (k, v) in radii.enumerated() where v < 0 {
                throw r.error("r", "radius \(k) is negative (\(v))")
            }
            let curveName = try r.optionalString("curve") ?? "circular"
            guard let curve = CornerCurve(rawValue: curveName) else {
                throw r.error("curve", "'\(curveName)' is not 'circular' or 'continuous'")
            }
            return .roundedRect(try r.rect(), CornerRadii(topLeft: radii[0], topRight: radii[1], bottomRight: radii[2], bottomLeft: radii[3]),
                                curve, try r.color("color"))
        case "path":
            let d = try r.string("d")
            let path: Path
            do { path = try Path(svgPathData: d) } catch let e as SVGPathError {
                throw r.error("d", e.description)
            }
            let ruleName = try r.optionalString("rule") ?? "nonzero"
            guard let rule = FillRule(rawValue: ruleName) else {
                throw r.error("rule", "'\(ruleName)' is not 'nonzero' or 'evenodd'")
            }
            return .path(path, rule, try r.color("color"))
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
            return .text(text, Font(face: face, size: size), origin, try r.color("color"))
        default:
            throw r.error("op", "unknown op '\(kind)' (expected rect, rrect, path or text)")
        }
    }

    /// Draws the ops (all of them, or those in `range`) onto `canvas`, in order, with source-over.
    public func replay(on canvas: Canvas, range: Range<Int>? = nil) {
        for op in ops[range ?? ops.indices] {
            switch op {
            case .rect(let r, let c): canvas.fill(r, with: .solid(c))
            case .roundedRect(let r, let radii, let curve, let c):
                canvas.fill(Path(roundedRect: r, radii: radii, curve: curve), with: .solid(c))
            case .path(let p, let rule, let c): canvas.fill(p, with: .solid(c), rule: rule)
            case .text(let text, let font, let origin, let c):
                // Cannot throw: the length was checked when the op was read (limit below the shaper's).
                _ = try? canvas.drawText(text, font: font, at: origin, paint: .solid(c))
            }
        }
    }

    /// Renders the list onto a new transparent canvas.
    public func render() throws -> Canvas {
        let canvas = try Canvas(width: width, height: height)
        replay(on: canvas)
        return canvas
    }
}

/// A JSON value as read from a display-list file.
enum JSONValue: Decodable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Typed access to one JSON object's fields, with errors that name the op and field.
struct FieldReader {
    let object: [String: JSONValue]
    let opIndex: Int?

    func error(_ field: String, _ reason: String) -> DisplayListError {
        DisplayListError(opIndex: opIndex, field: field, reason: reason)
    }

    func value(_ field: String) throws -> JSONValue {
        guard let v = object[field] else { throw error(field, "missing") }
        if case .null = v { throw error(field, "missing (null)") }
        return v
    }

    func number(_ field: String) throws -> Double {
        let v = try value(field)
        guard case .number(let d) = v else { throw error(field, "must be a number, got \(v.typeName)") }
        guard d.isFinite else { throw error(field, "must be finite") }
        return d
    }

    func int(_ field: String) throws -> Int {
        let d = try number(field)
        guard d == d.rounded(), abs(d) < 1e9 else { throw error(field, "must be a whole number, got \(d)") }
        return Int(d)
    }

    func string(_ field: String) throws -> String {
        let v = try value(field)
        guard case .string(let s) = v else { throw error(field, "must be a string, got \(v.typeName)") }
        return s
    }

    func optionalString(_ field: String) throws -> String? {
        guard object[field] != nil else { return nil }
        return try string(field)
    }

    func numbers(_ field: String, count: Int) throws -> [Double] {
        let v = try value(field)
        guard case .array(let a) = v else { throw error(field, "must be an array of \(count) numbers, got \(v.typeName)") }
        guard a.count == count else { throw error(field, "must hold \(count) numbers, holds \(a.count)") }
        return try a.enumerated().map { k, item in
            guard case .number(let n) = item, n.isFinite else {
                throw error(field, "item \(k) must be a finite number, got \(item.typeName)")
            }
            return n
        }
    }

    func rect() throws -> Rect {
        let w = try number("w"), h = try number("h")
        if w < 0 { throw error("w", "must not be negative (\(w))") }
        if h < 0 { throw error("h", "must not be negative (\(h))") }
        return Rect(x: try number("x"), y: try number("y"), width: w, height: h)
    }

    func color(_ field: String) throws -> Color {
        let s = try string(field)
        do { return try Color(hex: s) } catch let e as ColorParseError { throw error(field, e.description) }
    }
}
