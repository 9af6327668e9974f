import Canvas
import Foundation
import Synchronization

// An app's asset catalogues (`Assets.xcassets`), read as Xcode compiles them for iOS: colour sets (sRGB,
// extended and linear sRGB, Display P3 and grey; light, dark and high-contrast appearances) for `Color(_:)`
// and `UIColor(named:)` (and `AccentColor` for `Color.accentColor`), image sets' PNG and JPEG pictures (1×, 2×,
// 3×; light and dark) for `Image(_:)`, and data sets for `NSDataAsset`. Each
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
        for entry in entries {
            if let idiom = entry["idiom"] as? String, !["universal", "iphone", "ipad"].contains(idiom) { continue }
            guard let color = entry["color"] as? [String: Any] else { continue }
            let value = try Self.value(of: color)
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            func has(_ appearance: String, _ value: String) -> Bool {
                appearances.contains { $0["appearance"] as? String == appearance && $0["value"] as? String == value }
            }
            let dark = has("luminosity", "dark"), high = has("contrast", "high")
            if has("luminosity", "light") || !appearances.contains(where: { $0["appearance"] as? String == "luminosity" }) {
                if high { out.increasedLight = out.increasedLight ?? value } else { out.light = out.light ?? value }
            }
            if dark { if high { out.increasedDark = out.increasedDark ?? value } else { out.dark = out.dark ?? value } }
        }
        guard out.light != nil || out.dark != nil else { throw AssetError("it holds no colour for iPhone") }
        return out
    }

    /// One colour of a set, in sRGB.
    private static func value(of color: [String: Any]) throws -> CanvasColor {
        if let reference = color["reference"] as? String {
            throw AssetError("its colour refers to the system colour \(reference.prefix(60)), which is not read yet")
        }
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
        let best = pool.first { $0.scale == scale } ?? pool.max { $0.scale < $1.scale }!
        let path = asset.folder.appendingPathComponent(best.file).path
        guard [".png", ".jpg", ".jpeg"].contains(where: best.file.lowercased().hasSuffix) else {
            throw AssetError("its image \(best.file.prefix(60)) is not a PNG or a JPEG (PDF and SVG images are not read yet)")
        }
        guard FileManager.default.fileExists(atPath: path) else { throw AssetError("its image \(best.file.prefix(60)) is missing") }
        return AssetImage(path: path, scale: best.scale)
    }
}
