import Canvas
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A symbol read from an SVG file exported by Apple's SF Symbols app ("Export Symbol…" or a custom
/// symbol's template, versions 2 to 6): its weight and scale variants (`Regular-S`, `Black-M`…), the
/// guides that tie it to text (each scale's baseline and cap line, each variant's margins) and the layer
/// annotations of its paths (`hierarchical-0:secondary`, `multicolor-1:systemRedColor`).
struct SymbolFile: Sendable {
    /// The nine weights of SF Symbols, lightest first (their index is also `FontWeight.rawValue / 100 - 1`).
    static let weightNames = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
    /// The three scales, as the template names them.
    static let scaleNames = ["S", "M", "L"]
    /// SF Pro's cap height, in ems: the template's cap line to baseline is this much of the font size.
    static let capHeightPerEm = 0.705

    /// One path of a variant, with its layer's annotations.
    struct Layer: Sendable, Hashable {
        var path: CanvasPath
        /// 0 primary, 1 secondary, 2 tertiary (hierarchical and palette rendering).
        var level = 0
        /// The multicolour rendering's colour name (`systemRedColor`, `tintColor`…), if annotated.
        var color: String?
    }

    /// The outlines of one weight at one scale, in the template's coordinates.
    struct Variant: Sendable {
        var layers: [Layer]
        /// The variant's margins (x), when the template gives them.
        var left: Double?, right: Double?
    }

    /// Variants by weight index (0…8) and scale index (0…2).
    var variants: [Int: [Int: Variant]] = [:]
    /// Baseline and cap line (y) by scale index.
    var baselines: [Int: Double] = [:], caplines: [Int: Double] = [:]
    /// Margins that name no variant (template version 2): the same for every variant of a scale.
    var sharedLeft: Double?, sharedRight: Double?

    /// The most bytes a symbol file may have (Apple's exports are 10–200 KB).
    static let maximumBytes = 4 << 20
    /// The most paths a variant may have.
    static let maximumPaths = 2_000

    /// Reads the template in `data`; `source` names it in errors.
    /// - Throws: `SymbolFileError` naming the file and what is wrong.
    init(data: Data, source: String) throws {
        guard data.count <= Self.maximumBytes else {
            throw SymbolFileError(source, "is \(data.count) bytes; a symbol file may have at most \(Self.maximumBytes)")
        }
        let reader = TemplateReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        if let problem = reader.problem { throw SymbolFileError(source, problem) }
        guard parsed else {
            let line = parser.lineNumber
            throw SymbolFileError(source, "is not well-formed XML (line \(line): \(parser.parserError.map { "\($0.localizedDescription)" } ?? "unreadable"))")
        }
        guard reader.sawSymbols else { throw SymbolFileError(source, "has no <g id=\"Symbols\"> group: not a template exported by the SF Symbols app") }
        self = reader.file
        // Margins alone (a guide for a variant the file leaves empty) make no variant.
        variants = variants.compactMapValues { scales in
            let drawn = scales.filter { !$0.value.layers.isEmpty }
            return drawn.isEmpty ? nil : drawn
        }
        guard !variants.isEmpty else {
            throw SymbolFileError(source, "has no variant with outlines (groups named like \"Regular-S\" inside \"Symbols\")")
        }
        for scale in variants.values.flatMap(\.keys) where baselines[scale] == nil || caplines[scale] == nil {
            throw SymbolFileError(source, "has no Baseline-\(Self.scaleNames[scale]) and Capline-\(Self.scaleNames[scale]) guides for its \(Self.scaleNames[scale]) variants")
        }
        for (scale, base) in baselines {
            if let cap = caplines[scale], !(base - cap >= 1e-3) || !(base - cap).isFinite {
                throw SymbolFileError(source, "has its Capline-\(Self.scaleNames[scale]) at, below or almost at its baseline")
            }
        }
    }

    /// The variant outlines for `weight` (0…8) at `scale` (0…2), in the template's coordinates, with the
    /// scale they were drawn for (the requested one when the file has it, else the nearest that it has).
    /// A weight the file lacks is interpolated between the nearest lighter and heavier variants when their
    /// outlines correspond point for point, as the SF Symbols app interpolates; else the nearest is used.
    func outlines(weight: Int, scale: Int) -> (variant: Variant, scale: Int) {
        let scales = variants.values.reduce(into: Set<Int>()) { $0.formUnion($1.keys) }
        let chosenScale = scales.contains(scale) ? scale : scales.min { abs($0 - scale) < abs($1 - scale) || (abs($0 - scale) == abs($1 - scale) && $0 < $1) }!
        let weights = variants.filter { $0.value[chosenScale] != nil }.keys.sorted()
        if let exact = variants[weight]?[chosenScale] { return (exact, chosenScale) }
        let lighter = weights.last { $0 < weight }, heavier = weights.first { $0 > weight }
        if let lighter, let heavier, let a = variants[lighter]?[chosenScale], let b = variants[heavier]?[chosenScale],
           let mixed = Self.interpolate(a, b, Double(weight - lighter) / Double(heavier - lighter)) {
            return (mixed, chosenScale)
        }
        let nearest = weights.min { abs($0 - weight) < abs($1 - weight) || (abs($0 - weight) == abs($1 - weight) && $0 > $1) }!
        return (variants[nearest]![chosenScale]!, chosenScale)
    }

    /// `a` and `b` mixed at `t` (0: a), or nil when their outlines do not correspond point for point.
    static func interpolate(_ a: Variant, _ b: Variant, _ t: Double) -> Variant? {
        guard a.layers.count == b.layers.count else { return nil }
        var layers: [Layer] = []
        for (la, lb) in zip(a.layers, b.layers) {
            guard la.path.elements.count == lb.path.elements.count else { return nil }
            var path = CanvasPath()
            func mix(_ p: Point, _ q: Point) -> Point { Point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t) }
            for (ea, eb) in zip(la.path.elements, lb.path.elements) {
                switch (ea, eb) {
                case (.move(let p), .move(let q)): path.move(to: mix(p, q))
                case (.line(let p), .line(let q)): path.line(to: mix(p, q))
                case (.quad(let c, let p), .quad(let d, let q)): path.quad(to: mix(p, q), control: mix(c, d))
                case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)): path.cubic(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
                case (.close, .close): path.close()
                default: return nil
                }
            }
            layers.append(Layer(path: path, level: la.level, color: la.color))
        }
        func mix(_ x: Double?, _ y: Double?) -> Double? { if let x, let y { return x + (y - x) * t }; return x ?? y }
        return Variant(layers: layers, left: mix(a.left, b.left), right: mix(a.right, b.right))
    }

    /// The symbol at `weight` and `scale` as a glyph in a unit box, with the box's height per point of
    /// font size: the box spans the variant's margins across (its outlines' extent where the file gives
    /// none) and, down, the cap line to the baseline widened to the outlines.
    func glyph(weight: Int, scale: Int) -> SymbolGlyph {
        let (variant, drawnScale) = outlines(weight: weight, scale: scale)
        var bounds: Rect?
        for layer in variant.layers { bounds = bounds.map { $0.union(layer.path.bounds) } ?? layer.path.bounds }
        let extent = bounds ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let base = baselines[drawnScale]!, cap = caplines[drawnScale]!
        let left = variant.left ?? sharedLeft ?? extent.minX, right = variant.right ?? sharedRight ?? extent.maxX
        let top = min(cap, extent.minY), bottom = max(base, extent.maxY)
        let width = max(right - left, 1e-9), height = max(bottom - top, 1e-9)
        let toUnit = Transform.translation(-left, -top).concatenating(.scale(1 / width, 1 / height))
        var glyph = SymbolGlyph(aspect: width / height)
        for layer in variant.layers {
            glyph.fills.append(layer.path.applying(toUnit))
            glyph.fillLevels.append(layer.level)
            glyph.fillColors.append(layer.color)
        }
        // The template's units per point of font size: its cap height is SF Pro's.
        var perPoint = height / (base - cap) * Self.capHeightPerEm
        // A scale the file lacks is drawn from the nearest one it has, in proportion.
        if drawnScale != scale {
            let factors = [Image.boxFactor(.small), Image.boxFactor(.medium), Image.boxFactor(.large)]
            perPoint *= factors[scale] / factors[drawnScale]
        }
        glyph.heightPerPoint = perPoint
        return glyph
    }
}

/// Why a symbol file cannot be used: the file and what is wrong with it.
public struct SymbolFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file (or name) the problem is in.
    public let source: String
    /// What is wrong.
    public let reason: String
    init(_ source: String, _ reason: String) { self.source = source; self.reason = reason }
    /// "symbol file F: reason".
    public var description: String { "symbol file \(source): \(reason)" }
}

/// Collects a template's guides and variants while the XML parser walks it.
private final class TemplateReader: NSObject, XMLParserDelegate {
    var file = SymbolFile.empty
    var problem: String?
    var sawSymbols = false
    /// Open elements: their id and the transform they apply (composed with their parents').
    private var stack: [(id: String?, transform: Transform)] = []
    private var inGuides = 0, inSymbols = 0
    /// The variant being read (weight, scale) and its depth in the stack.
    private var current: (weight: Int, scale: Int, depth: Int)?
    private static let maximumDepth = 64

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        guard problem == nil else { return }
        guard stack.count < Self.maximumDepth else { fail(parser, "nests elements more than \(Self.maximumDepth) deep"); return }
        let id = attributes["id"]
        var transform = stack.last?.transform ?? .identity
        if let text = attributes["transform"] {
            guard let own = Self.transform(text) else { fail(parser, "has a transform it cannot read: \"\(text.prefix(80))\""); return }
            transform = own.concatenating(transform)
        }
        stack.append((id, transform))
        if id == "Guides" { inGuides = stack.count }
        if id == "Symbols" { inSymbols = stack.count; sawSymbols = true }
        if inSymbols > 0, current == nil, name == "g", let id, let (weight, scale) = Self.variantName(id) {
            current = (weight, scale, stack.count)
            if file.variants[weight]?[scale] == nil { file.variants[weight, default: [:]][scale] = SymbolFile.Variant(layers: []) }
            return
        }
        if inGuides > 0, let id { guide(id, name: name, attributes: attributes, transform: transform, parser) }
        if let variant = current, name == "path" || name == "rect" || name == "circle" || name == "ellipse" {
            guard let path = Self.outline(name, attributes) else {
                fail(parser, "has a <\(name)> in \(SymbolFile.weightNames[variant.weight])-\(SymbolFile.scaleNames[variant.scale]) it cannot read"); return
            }
            let placed = path.applying(transform)
            guard path.isFinite, placed.isFinite else { fail(parser, "has coordinates that are not finite numbers"); return }
            var layer = SymbolFile.Layer(path: placed)
            for token in (attributes["class"] ?? "").split(separator: " ") {
                let parts = token.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                if parts[0].hasPrefix("hierarchical-") {
                    layer.level = ["primary": 0, "secondary": 1, "tertiary": 2][String(parts[1])] ?? 0
                } else if parts[0].hasPrefix("multicolor-") {
                    layer.color = String(parts[1])
                }
            }
            guard file.variants[variant.weight]![variant.scale]!.layers.count < SymbolFile.maximumPaths else {
                fail(parser, "has more than \(SymbolFile.maximumPaths) outlines in one variant"); return
            }
            file.variants[variant.weight]![variant.scale]!.layers.append(layer)
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard problem == nil, !stack.isEmpty else { return }
        if let c = current, c.depth == stack.count { current = nil }
        if inGuides == stack.count { inGuides = 0 }
        if inSymbols == stack.count { inSymbols = 0 }
        stack.removeLast()
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        problem = "line \(parser.lineNumber): \(message)"
        parser.abortParsing()
    }

    /// Notes the guide `id` (a baseline, cap line or margin).
    private func guide(_ id: String, name: String, attributes: [String: String], transform: Transform, _ parser: XMLParser) {
        let lower = id.lowercased()
        let isBase = lower.hasPrefix("baseline-"), isCap = lower.hasPrefix("capline-")
        let isLeft = lower.hasPrefix("left-margin"), isRight = lower.hasPrefix("right-margin")
        guard isBase || isCap || isLeft || isRight else { return }
        guard let start = Self.start(name, attributes) else { fail(parser, "has a guide \"\(id)\" it cannot read"); return }
        let p = transform.apply(start)
        guard p.isFinite else { fail(parser, "has a guide \"\(id)\" that is not at a finite place"); return }
        if isBase || isCap {
            guard let scale = SymbolFile.scaleNames.firstIndex(of: String(id.split(separator: "-").last ?? "")) else { return }
            if isBase { file.baselines[scale] = p.y } else { file.caplines[scale] = p.y }
            return
        }
        // "left-margin-Regular-S" names its variant; "left-margin" (template 2) is every variant's.
        let rest = id.dropFirst(isLeft ? "left-margin".count : "right-margin".count)
        if rest.isEmpty {
            if isLeft { file.sharedLeft = p.x } else { file.sharedRight = p.x }
        } else if let (weight, scale) = Self.variantName(String(rest.dropFirst())) {
            if file.variants[weight]?[scale] == nil { file.variants[weight, default: [:]][scale] = SymbolFile.Variant(layers: []) }
            if isLeft { file.variants[weight]![scale]!.left = p.x } else { file.variants[weight]![scale]!.right = p.x }
        }
    }

    /// "Regular-S" → (3, 0).
    static func variantName(_ id: String) -> (Int, Int)? {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let w = SymbolFile.weightNames.firstIndex(of: String(parts[0])),
              let s = SymbolFile.scaleNames.firstIndex(of: String(parts[1])) else { return nil }
        return (w, s)
    }

    /// The first point of a guide: a `<line>`'s start, a `<path>`'s first move.
    static func start(_ name: String, _ a: [String: String]) -> Point? {
        if name == "line" {
            guard let x = number(a["x1"] ?? "0"), let y = number(a["y1"] ?? "0") else { return nil }
            return Point(x, y)
        }
        guard name == "path", let d = a["d"], let path = try? CanvasPath(svgPathData: d),
              case .move(let p)? = path.elements.first else { return nil }
        return p
    }

    /// A shape element's outline.
    static func outline(_ name: String, _ a: [String: String]) -> CanvasPath? {
        switch name {
        case "path":
            return try? CanvasPath(svgPathData: a["d"] ?? "")
        case "rect":
            guard let w = number(a["width"] ?? ""), let h = number(a["height"] ?? ""), w >= 0, h >= 0,
                  let x = number(a["x"] ?? "0"), let y = number(a["y"] ?? "0") else { return nil }
            let r = number(a["rx"] ?? a["ry"] ?? "0") ?? 0
            return r > 0 ? CanvasPath(roundedRect: Rect(x: x, y: y, width: w, height: h), cornerRadius: r, curve: .circular)
                : CanvasPath(rect: Rect(x: x, y: y, width: w, height: h))
        case "circle":
            guard let r = number(a["r"] ?? ""), r >= 0, let cx = number(a["cx"] ?? "0"), let cy = number(a["cy"] ?? "0") else { return nil }
            return CanvasPath(circleAt: Point(cx, cy), radius: r)
        case "ellipse":
            guard let rx = number(a["rx"] ?? ""), let ry = number(a["ry"] ?? ""), rx >= 0, ry >= 0,
                  let cx = number(a["cx"] ?? "0"), let cy = number(a["cy"] ?? "0") else { return nil }
            return CanvasPath(ellipseIn: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        default:
            return nil
        }
    }

    /// A finite number ("12.5", "12.5px").
    static func number(_ text: String) -> Double? {
        var t = text.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("px") { t.removeLast(2) }
        guard let v = Double(t), v.isFinite else { return nil }
        return v
    }

    /// An SVG transform list: `matrix(a b c d e f)`, `translate(x [y])`, `scale(x [y])`, applied right to left.
    static func transform(_ text: String) -> Transform? {
        var result = Transform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            guard let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\n"))
            let args = rest[rest.index(after: open)..<close].split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }.map { number(String($0)) }
            guard args.allSatisfy({ $0 != nil }) else { return nil }
            let v = args.map { $0! }
            let t: Transform
            switch (name, v.count) {
            case ("matrix", 6): t = Transform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            case ("translate", 1): t = .translation(v[0], 0)
            case ("translate", 2): t = .translation(v[0], v[1])
            case ("scale", 1): t = .scale(v[0], v[0])
            case ("scale", 2): t = .scale(v[0], v[1])
            default: return nil
            }
            // Later transforms in the list apply first.
            result = t.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
        guard rest.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return result
    }
}

extension SymbolFile {
    /// A file with nothing read yet.
    static var empty: SymbolFile { SymbolFile() }
    private init() {}
}
