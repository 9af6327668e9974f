import Foundation

/// The Swift symbols Xcode generates for an app's asset catalogues, so `Color(.brand)`, `Image(.hero)`,
/// `.foregroundStyle(.brand)` and `UIImage(resource: .hero)` compile as they do in Xcode: for each colour set
/// a `ColorResource` (and members of `Color`, declared on `ShapeStyle where Self == Color`), for each image set an
/// `ImageResource`. A name becomes lower camel case (`hero-photo` → `heroPhoto`), a
/// colour's trailing "Color" and an image's trailing "Image" are dropped (`AccentColor` → `accent`), a
/// name starting with a digit is prefixed with `_`; a member that SwiftUI or UIKit already has (`.red`) is
/// not generated on those types, as in Xcode.
public enum AssetSymbols {
    /// One asset: its name in the catalogue (with any namespace, "Icons/star") and kind.
    public struct Asset: Equatable, Sendable {
        /// The asset's name, its namespaces in front ("Icons/star").
        public let name: String
        /// Whether it is a colour set (else an image set).
        public let isColor: Bool
        /// An asset of the catalogue.
        public init(name: String, isColor: Bool) { self.name = name; self.isColor = isColor }
    }

    /// The colour and image sets of the catalogue at `catalogue`, walked without following links
    /// (folders that provide a namespace prefix their assets' names), in name order, at most `limit`.
    public static func assets(in catalogue: URL, limit: Int = 100_000) -> [Asset] {
        var found: [Asset] = [], visited = 0
        func walk(_ folder: URL, prefix: String, depth: Int) {
            guard depth <= 32, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                visited += 1
                guard visited <= limit else { return }
                let url = folder.appendingPathComponent(name)
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                      attributes[.type] as? FileAttributeType == .typeDirectory else { continue }
                let base = url.deletingPathExtension().lastPathComponent
                switch url.pathExtension {
                case "colorset": found.append(Asset(name: prefix + base, isColor: true))
                case "imageset": found.append(Asset(name: prefix + base, isColor: false))
                case "": walk(url, prefix: providesNamespace(url) ? prefix + name + "/" : prefix, depth: depth + 1)
                default: break
                }
            }
        }
        walk(catalogue, prefix: "", depth: 0)
        return found
    }

    /// Whether a group folder's `Contents.json` says it provides a namespace.
    static func providesNamespace(_ folder: URL) -> Bool {
        let file = folder.appendingPathComponent("Contents.json")
        guard let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int, size <= 1 << 20,
              let data = FileManager.default.contents(atPath: file.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = object["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    /// The member name Xcode gives `asset`; nil when nothing of the name is left (a name of symbols only).
    public static func memberName(of asset: Asset) -> String? {
        var words: [String] = []
        var current = ""
        for character in asset.name {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return nil }
        var name = words.enumerated().map { index, word -> String in
            if index == 0 {
                // The first word's leading capitals go lower case ("URLIcon" → "urlIcon", "Brand" → "brand").
                let scalars = Array(word)
                var prefixLength = scalars.prefix { $0.isUppercase }.count
                if prefixLength > 1 && prefixLength < scalars.count { prefixLength -= 1 }
                return String(scalars.prefix(prefixLength)).lowercased() + String(scalars.dropFirst(prefixLength))
            }
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        let suffix = asset.isColor ? "Color" : "Image"
        if name.hasSuffix(suffix), name.count > suffix.count { name.removeLast(suffix.count) }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// Members SwiftUI's `Color`/`ShapeStyle` or UIKit's `UIColor`/`UIImage` already have: not generated on
    /// those types (the resource types still get them).
    static let taken: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray", "grey",
        "white", "black", "clear", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "accent", "tint",
        "foreground", "background", "separator", "selection", "label", "link", "placeholder", "init", "self", "Type",
        "add", "remove", "checkmark", "actions", "strokedCheckmark",
    ]
    static let keywords: Set<String> = ["as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum",
                                        "extension", "false", "for", "func", "if", "import", "in", "init", "is", "let", "nil", "operator",
                                        "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "subscript",
                                        "super", "switch", "throw", "throws", "true", "try", "var", "where", "while", "internal", "fileprivate",
                                        "open", "associatedtype", "typealias", "inout", "deinit", "any", "some", "Self", "Type"]

    /// The generated Swift file for `assets` (first of each member name kept, as Xcode keeps one).
    public static func source(for assets: [Asset]) -> String {
        var colors: [(String, String)] = [], images: [(String, String)] = []
        var seenColors: Set<String> = [], seenImages: Set<String> = []
        for asset in assets {
            guard let member = memberName(of: asset) else { continue }
            if asset.isColor, seenColors.insert(member).inserted { colors.append((member, asset.name)) }
            if !asset.isColor, seenImages.insert(member).inserted { images.append((member, asset.name)) }
        }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func identifier(_ member: String) -> String { keywords.contains(member) ? "`\(member)`" : member }
        var out = "// Generated by the SheetshotAppSources plug-in from the app's asset catalogues, as Xcode generates them.\n"
        out += "import SwiftUI\nimport UIKit\n\n"
        out += "extension ColorResource {\n"
        for (member, name) in colors { out += "    /// The \(quoted(name)) colour set.\n    static let \(identifier(member)) = ColorResource(name: \(quoted(name)), bundle: .module)\n" }
        out += "}\n\nextension ImageResource {\n"
        for (member, name) in images { out += "    /// The \(quoted(name)) image set.\n    static let \(identifier(member)) = ImageResource(name: \(quoted(name)), bundle: .module)\n" }
        out += "}\n"
        let free = colors.filter { !taken.contains($0.0) }
        // One declaration serves `Color.brand`, `.foregroundStyle(.brand)` and `let c: Color = .brand`: a second on
        // `Color` itself, as Xcode writes, makes `.fill(.brand)` ambiguous to this compiler.
        out += "\nextension ShapeStyle where Self == Color {\n"
        for (member, _) in free { out += "    static var \(identifier(member)): Color { Color(ColorResource.\(identifier(member))) }\n" }
        // No `UIColor.brand` or `UIImage.hero`: beside `Color(_: UIColor)` they make `Color(.brand)` ambiguous to
        // this compiler, and `Color(.brand)` is what apps write (`UIColor(resource: .brand)` still works).
        out += "}\n"
        // Not an asset, but what the app's module sees in place of Foundation's as Apple's SDK gives it: formatters
        // that start in the simulator's settings (see `PreviewDateFormatter`), so `DateFormatter()` formats as on iOS.
        out += "\n/// `DateFormatter()` and `NumberFormatter()` start in an iPhone simulator's settings (en_US, UTC), not Linux's en_001.\n"
        out += "public typealias DateFormatter = PreviewDateFormatter\npublic typealias NumberFormatter = PreviewNumberFormatter\n"
        return out
    }
}
