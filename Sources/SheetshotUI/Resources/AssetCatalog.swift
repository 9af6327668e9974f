import Canvas
import Foundation
import Synchronization

// An app's asset catalogues (`Assets.xcassets`), read as Xcode compiles them for iOS: colour sets (sRGB,
// extended and linear sRGB, Display P3 and grey; light, dark and high-contrast appearances) for `Color(_:)`
// and `UIColor(named:)` (and `AccentColor` for `Color.accentColor`; a colour may name a system colour), image
// sets' PNG and JPEG pictures (1×, 2×, 3×; light and dark) and PDF and SVG vectors (drawn at the screen's scale
// by Poppler and librsvg), their "Render As" (template or original), for `Image(_:)`, symbol sets (custom
// symbols, drawn as `SymbolFiles` draws a template) and data sets for `NSDataAsset`. Each
// catalogue is indexed once: every asset by its name, a folder that provides a namespace prefixing its
// assets' names (`Brand/Primary`). Nothing from a catalogue is trusted: a file is sized before it is read, a
// walk is bounded and never follows a link, and a number that is not a colour component is an error naming
// the asset.

/// An app's asset catalogues: those registered, those named by `SHEETSHOT_ASSETS` (paths separated by
/// `:`), the `.xcassets` folders in the resource bundles beside the program, and the catalogues of an app's
/// folders that the `SheetshotAppSources` plug-in lists in a target's resources.
public enum AssetCatalogs {
    /// Searches the catalogue at `path` (an `.xcassets` folder) for the assets views name, before those
    /// found on their own. Registering one twice searches it once.
    public static func register(_ path: String) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        state.withLock { state in
            if !state.registered.contains(url) {
                state.registered.append(url)
                state = State(registered: state.registered)
            }
        }
    }

    /// The most assets one catalogue may hold, and the deepest its folders may nest.
    public static let maximumEntries = 50_000, maximumDepth = 32
    /// The largest `Contents.json` read.
    public static let maximumContentsBytes = 1 << 20

    /// What an asset of a catalogue is.
    enum Kind: String { case colorset, imageset, symbolset, dataset }
    struct Asset { let kind: Kind; let folder: URL }

    private struct State {
        var registered: [URL] = []
        var indexes: [CatalogueIndex]?
        /// What each colour set and image set lookup found, kept until the catalogues change: a body that
        /// names an asset is built every frame, and its set is read once.
        var colors: [String: Result<AssetColor?, AssetError>] = [:]
        var images: [String: Result<AssetImage?, AssetError>] = [:]
        var symbols: [String: Result<SymbolFile?, AssetError>] = [:]
        /// Each symbol set's glyph at a weight (0…8) and scale (0…2), made once.
        var glyphs: [String: SymbolGlyph] = [:]
        /// Pictures decoded (a vector drawn at a scale), by file and scale, and the bytes they hold.
        var pictures: [String: CanvasImage] = [:]
        var pictureBytes = 0
    }

    /// The most bytes of decoded pictures kept between renderings (beyond it, the oldest are decoded again).
    static let maximumKeptPictureBytes = 512 << 20

    /// The picture file at `path` decoded (PNG or JPEG as its bytes say; for `vector`, an SVG or PDF drawn at
    /// `scale`), kept while the catalogues stay the same and the kept pictures fit their budget: a body that
    /// shows an asset is built every frame, and its file is decoded once.
    static func decodedPicture(_ path: String, scale: Double, vector: Bool) throws -> CanvasImage {
        let key = "\(path)\u{0}\(vector ? scale : 0)"
        if let known = state.withLock({ $0.pictures[key] }) { return known }
        let image = vector ? try CanvasImage(contentsOfVectorFile: path, scale: scale) : try CanvasImage(contentsOfPictureFile: path)
        state.withLock { s in
            let bytes = image.pixels.count
            guard bytes <= maximumKeptPictureBytes else { return }
            if s.pictureBytes + bytes > maximumKeptPictureBytes { s.pictures.removeAll(); s.pictureBytes = 0 }
            s.pictures[key] = image
            s.pictureBytes += bytes
        }
        return image
    }
    private static let state = Mutex(State())

    /// The colour set `name`, read once (see `AssetColor.named`).
    static func color(named name: String) throws -> AssetColor? {
        if let known = state.withLock({ $0.colors[name] }) { return try known.get() }
        let found = Result<AssetColor?, Error> { try AssetColor.read(name) }.mapError { $0 as? AssetError ?? AssetError("\($0)") }
        state.withLock { $0.colors[name] = found }
        return try found.get()
    }

    /// The picture of the image set `name` for a screen of `scale` in `dark` or light, read once (see
    /// `AssetImage.named`).
    static func image(named name: String, scale: Double, dark: Bool) throws -> AssetImage? {
        let key = "\(name)\u{0}\(scale)\u{0}\(dark)"
        if let known = state.withLock({ $0.images[key] }) { return try known.get() }
        let found = Result<AssetImage?, Error> { try AssetImage.read(name, scale: scale, dark: dark) }.mapError { $0 as? AssetError ?? AssetError("\($0)") }
        state.withLock { $0.images[key] = found }
        return try found.get()
    }

    /// The symbol set `name`'s template (a custom symbol, exported from the SF Symbols app), read once; nil
    /// when no catalogue has such a set.
    /// - Throws: `AssetError` naming what is wrong in it (the template read as `SymbolFiles` reads one).
    static func symbol(named name: String) throws -> SymbolFile? {
        if let known = state.withLock({ $0.symbols[name] }) { return try known.get() }
        let found = Result<SymbolFile?, Error> { try readSymbol(name) }.mapError { $0 as? AssetError ?? AssetError("\($0)") }
        state.withLock { $0.symbols[name] = found }
        return try found.get()
    }

    /// The glyph of the symbol set `name` (whose template is `file`) at `weight` and `scale`, made once.
    static func glyph(of file: SymbolFile, name: String, weight: Int, scale: Int) -> SymbolGlyph {
        let key = "\(name)\u{0}\(weight)\u{0}\(scale)"
        if let known = state.withLock({ $0.glyphs[key] }) { return known }
        let glyph = file.glyph(weight: weight, scale: scale)
        state.withLock { $0.glyphs[key] = glyph }
        return glyph
    }

    /// The symbol set `name`'s template, read from its catalogue.
    private static func readSymbol(_ name: String) throws -> SymbolFile? {
        guard let asset = asset(named: name, .symbolset) else { return nil }
        let contents = try contents(of: asset.folder)
        guard let entries = contents["symbols"] as? [[String: Any]] else { throw AssetError("it lists no symbols") }
        let files = entries.filter { ($0["idiom"] as? String).map { ["universal", "iphone"].contains($0) } ?? true }
            .compactMap { $0["filename"] as? String }
        guard let file = files.first else { throw AssetError("it holds no symbol for iPhone") }
        let path = try memberFile(file, of: asset.folder, what: "symbol")
        do {
            return try SymbolFiles.load(path)
        } catch let error as SymbolFileError {
            throw AssetError("its symbol \(file.prefix(60)) \(error.reason)")
        }
    }

    /// The file `name` of the set at `folder`, which must be a file of that set: not a path out of it,
    /// present, and not a link to somewhere else (a catalogue is data from outside).
    static func memberFile(_ name: String, of folder: URL, what: String) throws -> String {
        guard !name.contains("/"), name != "..", name != ".", !name.isEmpty else {
            throw AssetError("the \(what) \(name.prefix(60)) is not a file name of the set")
        }
        let path = folder.appendingPathComponent(name).path
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: path) } catch {
            throw AssetError("its \(what) \(name.prefix(60)) is missing")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw AssetError("its \(what) \(name.prefix(60)) is not a plain file of the set (a link or a folder)")
        }
        return path
    }

    /// The asset called `name` of `kind`, in the first catalogue that has one; else one whose name differs
    /// only in case (iOS finds `Color("_myAccent")` in a set named `_MyAccent`: catalogue names are looked up
    /// without regard to case).
    static func asset(named name: String, _ kind: Kind) -> Asset? {
        let key = name + "." + kind.rawValue
        for index in indexes() {
            if let asset = index.assets[key] { return asset }
        }
        let folded = key.lowercased()
        for index in indexes() {
            if let asset = index.folded[folded] { return asset }
        }
        return nil
    }

    /// Every catalogue searched, indexed (once).
    /// A catalogue's assets by "name.kind", and by that key lower-cased (the first name in order for each).
    struct CatalogueIndex {
        let catalogue: URL
        let assets: [String: Asset]
        let folded: [String: Asset]
        init(_ catalogue: URL, _ assets: [String: Asset]) {
            self.catalogue = catalogue
            self.assets = assets
            var folded: [String: Asset] = [:]
            for key in assets.keys.sorted() where folded[key.lowercased()] == nil { folded[key.lowercased()] = assets[key] }
            self.folded = folded
        }
    }

    private static func indexes() -> [CatalogueIndex] {
        state.withLock { state in
            if let indexes = state.indexes { return indexes }
            var catalogues = state.registered
            for path in (ProcessInfo.processInfo.environment["SHEETSHOT_ASSETS"] ?? "").split(separator: ":") {
                catalogues.append(URL(fileURLWithPath: String(path)).standardizedFileURL)
            }
            for bundle in ResourceBundles.searched {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []
                for name in names.sorted() where name.hasSuffix(".xcassets") { catalogues.append(bundle.appendingPathComponent(name)) }
                // The catalogues the app route's plug-in found in the app's folders, read where they are.
                catalogues += listed(in: bundle.appendingPathComponent("sheetshot-app-assets.json"))
            }
            var seen: Set<URL> = []
            let indexes = catalogues.filter { seen.insert($0).inserted }.map { CatalogueIndex($0, index(of: $0)) }
            state.indexes = indexes
            return indexes
        }
    }

    /// The catalogues a `sheetshot-app-assets.json` lists (`{"catalogues": [paths]}`), none when there is no
    /// such file or it is not that (sized before it is read).
    private static func listed(in file: URL) -> [URL] {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int, size <= maximumContentsBytes,
              let data = try? Data(contentsOf: file),
              let paths = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["catalogues"] as? [String] else { return [] }
        return paths.map { URL(fileURLWithPath: $0).standardizedFileURL }
    }

    /// The assets of the catalogue at `catalogue`, by "name.kind", walked without following links.
    private static func index(of catalogue: URL) -> [String: Asset] {
        var assets: [String: Asset] = [:], visited = 0
        func walk(_ folder: URL, prefix: String, depth: Int) {
            guard depth <= maximumDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
            for name in names.sorted() {
                visited += 1
                guard visited <= maximumEntries else { return }
                let url = folder.appendingPathComponent(name)
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                      attributes[.type] as? FileAttributeType == .typeDirectory else { continue }
                let ext = url.pathExtension
                if let kind = Kind(rawValue: ext) {
                    let key = prefix + url.deletingPathExtension().lastPathComponent + "." + kind.rawValue
                    if assets[key] == nil { assets[key] = Asset(kind: kind, folder: url) }
                } else if ext.isEmpty {
                    // A group folder; one that provides a namespace prefixes its assets' names.
                    let namespaced = (try? contents(of: url))?["properties"].flatMap { ($0 as? [String: Any])?["provides-namespace"] as? Bool } ?? false
                    walk(url, prefix: namespaced ? prefix + name + "/" : prefix, depth: depth + 1)
                }
            }
        }
        walk(catalogue, prefix: "", depth: 0)
        return assets
    }

    /// The `Contents.json` of `folder`, sized before it is read.
    static func contents(of folder: URL) throws -> [String: Any] {
        let file = folder.appendingPathComponent("Contents.json")
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size <= maximumContentsBytes else {
            throw AssetError("its Contents.json is \(size) bytes, more than the \(maximumContentsBytes) read")
        }
        let data = try Data(contentsOf: file)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw AssetError("its Contents.json is not a JSON object")
        }
        return object
    }
}

/// Why an asset could not be read.
struct AssetError: Error, CustomStringConvertible, Sendable {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A colour set's values: light, dark, and with increased contrast.
struct AssetColor: Sendable {
    var light: CanvasColor?, dark: CanvasColor?, increasedLight: CanvasColor?, increasedDark: CanvasColor?

    /// The colour set called `name`; nil when no catalogue has one (read once: `AssetCatalogs.color(named:)`).
    /// - Throws: `AssetError` naming what is wrong in it.
    static func named(_ name: String) throws -> AssetColor? { try AssetCatalogs.color(named: name) }

    /// The colour set called `name`, read from its catalogue.
    fileprivate static func read(_ name: String) throws -> AssetColor? {
        guard let asset = AssetCatalogs.asset(named: name, .colorset) else { return nil }
        let contents = try AssetCatalogs.contents(of: asset.folder)
        guard let entries = contents["colors"] as? [[String: Any]], !entries.isEmpty else { throw AssetError("it holds no colours") }
        var out = AssetColor()
        // A universal entry that names a system colour (`systemBackgroundColor`) keeps that colour's dark
        // value for dark, as iOS resolves the reference in each appearance.
        var referencedDark: CanvasColor?
        for entry in entries {
            if let idiom = entry["idiom"] as? String, !["universal", "iphone", "ipad"].contains(idiom) { continue }
            guard let color = entry["color"] as? [String: Any] else { continue }
            let (value, valueDark) = try Self.value(of: color)
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            func has(_ appearance: String, _ value: String) -> Bool {
                appearances.contains { $0["appearance"] as? String == appearance && $0["value"] as? String == value }
            }
            let dark = has("luminosity", "dark"), high = has("contrast", "high")
            if has("luminosity", "light") || !appearances.contains(where: { $0["appearance"] as? String == "luminosity" }) {
                if high { out.increasedLight = out.increasedLight ?? value } else { out.light = out.light ?? value }
                if !high, !has("luminosity", "light"), let valueDark { referencedDark = referencedDark ?? valueDark }
            }
            if dark { if high { out.increasedDark = out.increasedDark ?? value } else { out.dark = out.dark ?? value } }
        }
        guard out.light != nil || out.dark != nil else { throw AssetError("it holds no colour for iPhone") }
        if out.dark == nil { out.dark = referencedDark }
        return out
    }

    /// One colour of a set, in sRGB, and its dark value when it names a system colour that changes in dark.
    private static func value(of color: [String: Any]) throws -> (CanvasColor, CanvasColor?) {
        if let reference = color["reference"] as? String {
            guard let system = systemColor(reference) else {
                throw AssetError("its colour refers to \(reference.prefix(60)), which is not one of UIKit's system colours")
            }
            return (system.light, system.dark == system.light ? nil : system.dark)
        }
        return (try components(of: color), nil)
    }

    /// The UIKit colour an asset catalogue's reference names (`systemBlueColor`, `labelColor`,
    /// `secondarySystemBackgroundColor`, `whiteColor`…), as Xcode writes it.
    static func systemColor(_ reference: String) -> UIColor? {
        var key = reference
        if key.hasSuffix("Color") { key.removeLast("Color".count) }
        let colours: [String: UIColor] = [
            "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemGreen": .systemGreen,
            "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan, "systemBlue": .systemBlue,
            "systemIndigo": .systemIndigo, "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
            "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4,
            "systemGray5": .systemGray5, "systemGray6": .systemGray6,
            "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
            "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
            "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
            "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
            "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
            "quaternarySystemFill": .quaternarySystemFill, "separator": .separator, "opaqueSeparator": .opaqueSeparator,
            "link": .link, "placeholderText": .placeholderText, "tint": .tintColor, "systemTint": .tintColor,
            "darkText": .black, "lightText": UIColor(0xFFFF_FF99, 0xFFFF_FF99),
            "white": .white, "black": .black, "clear": .clear, "red": .red, "green": .green, "blue": .blue, "cyan": .cyan,
            "yellow": .yellow, "magenta": .magenta, "orange": .orange, "purple": .purple, "brown": .brown, "gray": .gray,
            "lightGray": .lightGray, "darkGray": .darkGray,
        ]
        return colours[key]
    }

    /// A colour's components, in sRGB.
    private static func components(of color: [String: Any]) throws -> CanvasColor {
        let space = (color["color-space"] as? String) ?? "srgb"
        guard let components = color["components"] as? [String: Any] else { throw AssetError("a colour has no components") }
        func component(_ key: String, default fallback: Double? = nil) throws -> Double {
            guard let raw = components[key] else {
                if let fallback { return fallback }
                throw AssetError("a colour has no \(key) component")
            }
            let text = (raw as? String) ?? (raw as? NSNumber)?.stringValue ?? ""
            let value: Double?
            if text.lowercased().hasPrefix("0x") { value = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            else if text.contains(".") || text.contains("e") || text.contains("E") { value = Double(text) }
            else { value = Int(text).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil } }
            // Extended spaces reach past 0…1; nothing reaches past ±8 or is not a number.
            guard let value, value.isFinite, abs(value) <= 8 else {
                throw AssetError("its \(key) component \"\(text.prefix(40))\" is not a number of 0…1, 0…255 or 0x00…0xFF")
            }
            return value
        }
        let alpha = min(1, max(0, try component("alpha", default: 1)))
        if space == "gray-gamma-22" || space == "extended-gray" {
            let white = min(1, max(0, try component("white")))
            return CanvasColor(red: white, green: white, blue: white, alpha: alpha)
        }
        var (r, g, b) = (try component("red"), try component("green"), try component("blue"))
        switch space {
        case "srgb", "extended-srgb": break
        case "extended-linear-srgb": (r, g, b) = Color.RGBColorSpace.sRGBLinear.sRGB(r, g, b)
        case "display-p3": (r, g, b) = Color.RGBColorSpace.displayP3.sRGB(r, g, b)
        default: throw AssetError("its colour space \(space.prefix(40)) is not one of srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22")
        }
        func unit(_ v: Double) -> Double { min(1, max(0, v)) }
        return CanvasColor(red: unit(r), green: unit(g), blue: unit(b), alpha: alpha)
    }
}

/// An image set's picture for a screen: the file and the scale it was drawn at.
struct AssetImage: Sendable {
    let path: String
    let scale: Double
    /// The set's "Render As": true template, false original, nil the default (original, for a picture).
    var template: Bool? = nil
    /// Whether the file is an SVG or PDF vector, drawn at the screen's scale (`scale` is then that scale).
    var isVector = false

    /// The picture of the image set called `name` best for a screen of `scale` in `scheme`: the file of
    /// that appearance (else the plain one) at that scale (else the largest); nil when no catalogue has
    /// such a set.
    /// - Throws: `AssetError` naming what is wrong in it.
    static func named(_ name: String, scale: Double, dark: Bool) throws -> AssetImage? {
        try AssetCatalogs.image(named: name, scale: scale, dark: dark)
    }

    /// The picture of the image set called `name`, read from its catalogue.
    fileprivate static func read(_ name: String, scale: Double, dark: Bool) throws -> AssetImage? {
        guard let asset = AssetCatalogs.asset(named: name, .imageset) else { return nil }
        let contents = try AssetCatalogs.contents(of: asset.folder)
        guard let entries = contents["images"] as? [[String: Any]] else { throw AssetError("it lists no images") }
        struct Candidate { let file: String; let scale: Double; let dark: Bool }
        var candidates: [Candidate] = []
        for entry in entries {
            guard let file = entry["filename"] as? String else { continue }
            if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            let scaleText = (entry["scale"] as? String) ?? "1x"
            guard let s = Double(scaleText.dropLast()), s.isFinite, s >= 1, s <= 3 else {
                throw AssetError("the image \(file.prefix(60)) has the scale \"\(scaleText.prefix(20))\" (1x, 2x or 3x)")
            }
            // A file named in the set is a file of the set: never a path out of it.
            guard !file.contains("/"), file != "..", file != "." else { throw AssetError("the image \(file.prefix(60)) is not a file name of the set") }
            candidates.append(Candidate(file: file, scale: s, dark: isDark))
        }
        let wanted = candidates.filter { $0.dark == dark }
        let pool = wanted.isEmpty ? candidates.filter { !$0.dark } : wanted
        guard !pool.isEmpty else { throw AssetError("it holds no image for iPhone") }
        // A vector (one PDF or SVG for every scale, as Xcode's "Single Scale" sets hold) is drawn at the
        // screen's scale, as Xcode rasterises it for each; else the bitmap of that scale, else the largest.
        let isVector = { (file: String) in [".pdf", ".svg"].contains(where: file.lowercased().hasSuffix) }
        let best = pool.first { $0.scale == scale } ?? pool.first { isVector($0.file) } ?? pool.max { $0.scale < $1.scale }!
        let vector = isVector(best.file)
        guard vector || [".png", ".jpg", ".jpeg"].contains(where: best.file.lowercased().hasSuffix) else {
            throw AssetError("its image \(best.file.prefix(60)) is not a PNG, JPEG, PDF or SVG file")
        }
        let path = try AssetCatalogs.memberFile(best.file, of: asset.folder, what: "image")
        let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        return AssetImage(path: path, scale: vector ? scale : best.scale, template: intent.map { $0 == "template" }, isVector: vector)
    }
}
