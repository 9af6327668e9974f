import Canvas
import Foundation
import Synchronization
import ZIPFoundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The Lucide icon set (lucide.dev, ISC/MIT licence), read at run time from the PyPI package `lucide`
/// at one pinned version — so that a picture is the same on every machine that has it — for some 700 SF
/// Symbols names SheetshotUI does not draw itself (``symbolNames``). It is not part of this package; install
/// it with ``installCommand`` (CI does). Without it those names draw a marked stand-in and a warning.
/// Where it is found, in order:
/// 1. `SHEETSHOT_LUCIDE`: the package's wheel, the `lucide.zip` inside it, or a folder of its SVGs;
/// 2. `~/.cache/sheetshot/lucide-1.1.4-py3-none-any.whl` (what
///    `python3 -m pip download --no-deps lucide==1.1.4 -d ~/.cache/sheetshot` leaves);
/// 3. the package installed by pip (`…/dist-packages/lucide/lucide.zip` beside `lucide-1.1.4.dist-info`).
public enum LucideIcons {
    /// The version read (others' icons may differ: they are not used unless named by `SHEETSHOT_LUCIDE`).
    public static let version = "1.1.4"
    /// The environment variable naming the set's wheel, zip or folder.
    public static let environmentVariable = "SHEETSHOT_LUCIDE"
    /// The command that puts the set where SheetshotUI looks by default.
    public static let installCommand = "python3 -m pip download --no-deps lucide==\(version) -d ~/.cache/sheetshot"
    /// The SF Symbols names drawn with a Lucide icon (each name's `.fill` form too), sorted.
    public static var symbolNames: [String] { LucideSymbolMap.icons.keys.sorted() }

    private enum Source {
        case archive(Archive)
        case folder(URL)
    }
    private struct State {
        var looked = false
        var source: Source?
        var problem: String?
        var glyphs: [String: SymbolGlyph?] = [:]
    }
    nonisolated(unsafe) private static var state = State()
    private static let lock = Mutex(())

    /// Why the set cannot be used although `SHEETSHOT_LUCIDE` names it (nil when it is fine or unnamed).
    static var problem: String? {
        lock.withLock { _ in lookOnce(); return state.problem }
    }
    /// Whether the set was found (where `SHEETSHOT_LUCIDE` names, or in the default places).
    public static var isAvailable: Bool {
        lock.withLock { _ in lookOnce(); return state.source != nil }
    }

    /// The glyph of Lucide's icon `icon`, outlined or (`filled`) with its largest closed outline filled and
    /// the rest knocked out of it; nil when the set is not found or has no such icon.
    static func glyph(icon: String, filled: Bool) -> SymbolGlyph? {
        lock.withLock { _ in
            lookOnce()
            let key = icon + (filled ? " filled" : "")
            if let cached = state.glyphs[key] { return cached }
            let glyph = svg(named: icon).flatMap { LucideGlyph.make(svg: $0, filled: filled) }
            state.glyphs[key] = glyph
            return glyph
        }
    }

    /// Forgets what was found: the set is looked for again on next use (after `SHEETSHOT_LUCIDE` changes).
    public static func reset() {
        lock.withLock { _ in state = State() }
    }

    private static func svg(named icon: String) -> Data? {
        switch state.source {
        case .archive(let archive)?:
            guard let entry = archive[icon + ".svg"], entry.uncompressedSize < 1 << 20 else { return nil }
            var data = Data()
            guard (try? archive.extract(entry, consumer: { data.append($0) })) != nil else { return nil }
            return data
        case .folder(let url)?:
            // An icon file is a few hundred bytes: anything but a small regular file is not one.
            let path = url.appendingPathComponent(icon + ".svg").path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? Int, size < 1 << 20 else { return nil }
            return FileManager.default.contents(atPath: path)
        case nil:
            return nil
        }
    }

    private static func lookOnce() {
        guard !state.looked else { return }
        state.looked = true
        let fm = FileManager.default
        if let named = ProcessInfo.processInfo.environment[environmentVariable], !named.isEmpty {
            do { state.source = try open(URL(fileURLWithPath: named)) } catch {
                state.problem = "\(environmentVariable)=\(named): \(error)"
            }
            return
        }
        let home = fm.homeDirectoryForCurrentUser
        let wheel = home.appendingPathComponent(".cache/sheetshot/lucide-\(version)-py3-none-any.whl")
        if fm.fileExists(atPath: wheel.path), let source = try? open(wheel) {
            state.source = source
            return
        }
        // Where pip installs packages.
        var folders = ["/usr/lib/python3/dist-packages"]
        for parent in ["/usr/local/lib", "/usr/lib", home.appendingPathComponent(".local/lib").path] {
            for name in ((try? fm.contentsOfDirectory(atPath: parent)) ?? []).sorted() where name.hasPrefix("python3") {
                folders.append("\(parent)/\(name)/dist-packages")
                folders.append("\(parent)/\(name)/site-packages")
            }
        }
        for folder in folders where fm.fileExists(atPath: "\(folder)/lucide-\(version).dist-info") {
            if let source = try? open(URL(fileURLWithPath: "\(folder)/lucide/lucide.zip")) {
                state.source = source
                return
            }
        }
    }

    private struct OpenError: Error, CustomStringConvertible { let description: String }

    /// The set at `url`: a wheel, the zip in it, or a folder of SVGs.
    private static func open(_ url: URL) throws -> Source {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw OpenError(description: "no such file or folder")
        }
        if isFolder.boolValue {
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("heart.svg").path) else {
                throw OpenError(description: "a folder without Lucide's SVGs (no heart.svg)")
            }
            return .folder(url)
        }
        let outer: Archive
        do { outer = try Archive(url: url, accessMode: .read, pathEncoding: nil) } catch { throw OpenError(description: "not a zip archive") }
        if outer["heart.svg"] != nil { return .archive(outer) }
        guard let inner = outer["lucide/lucide.zip"], inner.uncompressedSize < 64 << 20 else {
            throw OpenError(description: "not the lucide wheel (no lucide/lucide.zip in it) nor its zip of SVGs")
        }
        var data = Data()
        _ = try outer.extract(inner, consumer: { data.append($0) })
        let archive = try Archive(data: data, accessMode: .read)
        guard archive["heart.svg"] != nil else { throw OpenError(description: "its lucide.zip holds no heart.svg") }
        return .archive(archive)
    }
}

/// A Lucide icon's SVG (24 × 24, stroked outlines) as a symbol glyph in the unit box.
enum LucideGlyph {
    /// The glyph for `svg`, or nil when it cannot be read.
    static func make(svg: Data, filled: Bool) -> SymbolGlyph? {
        let reader = ElementReader()
        let parser = XMLParser(data: svg)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse(), !reader.paths.isEmpty else { return nil }
        let toUnit = Transform.scale(1.0 / 24, 1.0 / 24)
        let subpaths = reader.paths.flatMap(split).map { $0.path.applying(toUnit) }
        let closed = reader.paths.flatMap(split).map(\.closed)
        guard filled else { return SymbolGlyph(strokes: subpaths) }
        // The largest closed outline is filled; what lies inside it is knocked out, the rest stroked.
        func area(_ r: Rect) -> Double { r.width * r.height }
        guard let largest = subpaths.indices.filter({ closed[$0] }).max(by: { area(subpaths[$0].bounds) < area(subpaths[$1].bounds) }) else {
            return SymbolGlyph(strokes: subpaths)
        }
        let outer = subpaths[largest].bounds.insetBy(-0.01)
        var glyph = SymbolGlyph(strokes: [subpaths[largest]], fills: [subpaths[largest]])
        for (i, p) in subpaths.enumerated() where i != largest {
            let b = p.bounds
            if b.minX >= outer.minX, b.maxX <= outer.maxX, b.minY >= outer.minY, b.maxY <= outer.maxY {
                glyph.cutoutStrokes.append(p)
            } else {
                glyph.strokes.append(p)
            }
        }
        glyph.containerFills = glyph.cutoutStrokes.isEmpty ? 0 : 1
        return glyph
    }

    /// The subpaths of `path`, each with whether it is closed.
    private static func split(_ path: CanvasPath) -> [(path: CanvasPath, closed: Bool)] {
        var result: [(path: CanvasPath, closed: Bool)] = []
        var current = CanvasPath(), first: Point?, last: Point?, closed = false
        func finish() {
            if !current.isEmpty {
                let ends = first.flatMap { f in last.map { l in abs(f.x - l.x) < 1e-6 && abs(f.y - l.y) < 1e-6 } } ?? false
                result.append((current, closed || ends))
            }
            current = CanvasPath(); first = nil; last = nil; closed = false
        }
        for element in path.elements {
            switch element {
            case .move(let p): finish(); current.move(to: p); first = p; last = p
            case .line(let p): current.line(to: p); last = p
            case .quad(let c, let p): current.quad(to: p, control: c); last = p
            case .cubic(let c1, let c2, let p): current.cubic(to: p, control1: c1, control2: c2); last = p
            case .close: current.close(); closed = true; last = first
            }
        }
        finish()
        return result
    }

    /// Reads a Lucide SVG's drawing elements as paths in its 24-unit box.
    private final class ElementReader: NSObject, XMLParserDelegate {
        var paths: [CanvasPath] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes a: [String: String] = [:]) {
            func n(_ key: String, _ fallback: Double? = nil) -> Double? { a[key].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? fallback }
            var path: CanvasPath?
            switch name {
            case "path": path = a["d"].flatMap { try? CanvasPath(svgPathData: $0) }
            case "circle":
                if let r = n("r"), r > 0 { path = CanvasPath(circleAt: Point(n("cx", 0)!, n("cy", 0)!), radius: r) }
            case "ellipse":
                if let rx = n("rx"), let ry = n("ry"), rx > 0, ry > 0 {
                    path = CanvasPath(ellipseIn: Rect(x: n("cx", 0)! - rx, y: n("cy", 0)! - ry, width: 2 * rx, height: 2 * ry))
                }
            case "rect":
                if let w = n("width"), let h = n("height"), w > 0, h > 0 {
                    let r = Rect(x: n("x", 0)!, y: n("y", 0)!, width: w, height: h)
                    let radius = n("rx") ?? n("ry") ?? 0
                    path = radius > 0 ? CanvasPath(roundedRect: r, cornerRadius: min(radius, w / 2, h / 2), curve: .circular) : CanvasPath(rect: r)
                }
            case "line":
                var p = CanvasPath()
                p.move(to: Point(n("x1", 0)!, n("y1", 0)!)); p.line(to: Point(n("x2", 0)!, n("y2", 0)!))
                path = p
            case "polyline", "polygon":
                let values = (a["points"] ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
                if values.count >= 4 {
                    var p = CanvasPath()
                    p.move(to: Point(values[0], values[1]))
                    for i in stride(from: 2, to: values.count - 1, by: 2) { p.line(to: Point(values[i], values[i + 1])) }
                    if name == "polygon" { p.close() }
                    path = p
                }
            default: break
            }
            if let path, path.isFinite { paths.append(path) }
        }
    }
}
