import Foundation

/// The Swift symbols Xcode generates for an app's asset catalogues, so `Color(.brand)`, `Image(.hero)`,
/// `.foregroundStyle(.brand)`, `UIImage(resource: .hero)` and `UIImage.hero` compile as they do in Xcode: for each
/// colour set a `ColorResource` (and members of `Color`, declared on `ShapeStyle where Self == Color`), for each
/// image set an `ImageResource` (and a member of `UIImage`). A name becomes lower camel case (`hero-photo` → `heroPhoto`), a
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
                // A first word with no lower-case letter stays as it is, letters and digits parted by "_"
                // where they meet, as Xcode writes it ("HWS" → "HWS", "E5E5E5" → "E_5_E_5_E_5").
                if word.contains(where: \.isLetter), !word.contains(where: \.isLowercase) {
                    var parted = ""
                    for character in word {
                        if let last = parted.last, last.isNumber != character.isNumber { parted.append("_") }
                        parted.append(character)
                    }
                    return parted
                }
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
        "white", "black", "clear", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "tint",
        "foreground", "background", "separator", "selection", "label", "link", "placeholder", "init", "self", "Type",
        "add", "remove", "checkmark", "actions", "strokedCheckmark",
    ]
    static let keywords: Set<String> = ["as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum",
                                        "extension", "false", "for", "func", "if", "import", "in", "init", "is", "let", "nil", "operator",
                                        "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "subscript",
                                        "super", "switch", "throw", "throws", "true", "try", "var", "where", "while", "internal", "fileprivate",
                                        "open", "associatedtype", "typealias", "inout", "deinit", "any", "some", "Self", "Type"]

    /// The type name Xcode gives a namespace folder: its name, when that is an identifier (`GrocyColors`);
    /// otherwise its words run together, each capitalised (`brand colours` → `BrandColours`).
    static func namespaceName(_ folder: String) -> String? {
        let isIdentifier = folder.first.map { $0.isLetter || $0 == "_" } == true && folder.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        if isIdentifier { return keywords.contains(folder) ? "`\(folder)`" : folder }
        let words = folder.split { !($0.isLetter || $0.isNumber) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        guard var name = words.isEmpty ? nil : words.joined() else { return nil }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// The assets of one kind as nested namespaces: members at this level, then each namespace's.
    struct Namespace {
        var members: [(member: String, name: String)] = []
        var seen: Set<String> = []
        var children: [(name: String, namespace: Namespace)] = []

        /// Adds `asset` under its namespaces (a member name already there, or a namespace not nameable, is
        /// skipped: Xcode keeps the first).
        mutating func add(_ asset: Asset, path: ArraySlice<Substring>) {
            if path.count <= 1 {
                guard let member = memberName(of: Asset(name: String(path.first ?? ""), isColor: asset.isColor)),
                      seen.insert(member).inserted else { return }
                members.append((member, asset.name))
                return
            }
            guard let type = namespaceName(String(path[path.startIndex])) else { return }
            if let index = children.firstIndex(where: { $0.name == type }) {
                children[index].namespace.add(asset, path: path.dropFirst())
            } else {
                var namespace = Namespace()
                namespace.add(asset, path: path.dropFirst())
                children.append((type, namespace))
            }
        }

        /// The declarations, indented by `indent`: `declare(member, name, prefix)` writes one member, `prefix`
        /// being the namespace path to it ("GrocyColors.").
        func source(indent: String, prefix: String, _ declare: (String, String, String) -> String?) -> String {
            var out = ""
            for (member, name) in members {
                if let line = declare(member, name, prefix) { out += indent + line.replacingOccurrences(of: "\n    ", with: "\n" + indent) + "\n" }
            }
            for (type, namespace) in children {
                out += "\(indent)/// The \"\(type)\" asset catalogue namespace.\n\(indent)enum \(type) {\n"
                out += namespace.source(indent: indent + "    ", prefix: prefix + type + ".", declare)
                out += "\(indent)}\n"
            }
            return out
        }
    }

    /// The generated Swift file for `assets` (first of each member name kept, as Xcode keeps one). An asset in
    /// a folder that provides a namespace is declared in a type of the folder's name, as Xcode declares it:
    /// `Color(.GrocyColors.grocyBlue)`, `Color.GrocyColors.grocyBlue`.
    public static func source(for assets: [Asset]) -> String {
        var colors = Namespace(), images = Namespace()
        for asset in assets {
            let path = asset.name.split(separator: "/", omittingEmptySubsequences: true)[...]
            guard !path.isEmpty else { continue }
            if asset.isColor { colors.add(asset, path: path) } else { images.add(asset, path: path) }
        }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func identifier(_ member: String) -> String { keywords.contains(member) ? "`\(member)`" : member }
        var out = "// Generated by the SheetshotAppSources plug-in from the app's asset catalogues, as Xcode generates them.\n"
        out += "import SwiftUI\nimport UIKit\n\n"
        out += "extension ColorResource {\n"
        out += colors.source(indent: "    ", prefix: "") { member, name, _ in
            "/// The \(quoted(name)) colour set.\n    static let \(identifier(member)) = ColorResource(name: \(quoted(name)), bundle: .module)"
        }
        out += "}\n\nextension ImageResource {\n"
        out += images.source(indent: "    ", prefix: "") { member, name, _ in
            "/// The \(quoted(name)) image set.\n    static let \(identifier(member)) = ImageResource(name: \(quoted(name)), bundle: .module)"
        }
        out += "}\n"
        // One declaration serves `Color.brand`, `.foregroundStyle(.brand)` and `let c: Color = .brand`: a second on
        // `Color` itself, as Xcode writes, makes `.fill(.brand)` ambiguous to this compiler.
        out += "\nextension ShapeStyle where Self == Color {\n"
        for (member, _) in colors.members where !taken.contains(member) {
            out += "    static var \(identifier(member)): Color { Color(ColorResource.\(identifier(member))) }\n"
        }
        // No `UIColor.brand`: beside `Color(_: UIColor)` it makes `Color(.brand)` ambiguous to this compiler, and
        // `Color(.brand)` is what apps write (`UIColor(resource: .brand)` still works).
        out += "}\n"
        // `UIImage.hero`, as Xcode writes it (no initialiser of `Image` takes a `UIImage` unlabelled).
        if !images.members.isEmpty || !images.children.isEmpty {
            out += "\nextension UIImage {\n"
            out += images.source(indent: "    ", prefix: "") { member, _, prefix in
                "static var \(identifier(member)): UIImage { UIImage(resource: ImageResource.\(prefix)\(identifier(member))) }"
            }
            out += "}\n"
        }
        // A namespace's colours are `Color.Namespace.member` (a protocol extension cannot hold a type).
        if !colors.children.isEmpty {
            var namespaced = Namespace()
            namespaced.children = colors.children
            out += "\nextension Color {\n"
            out += namespaced.source(indent: "    ", prefix: "") { member, _, prefix in
                "static var \(identifier(member)): Color { Color(ColorResource.\(prefix)\(identifier(member))) }"
            }
            out += "}\n"
        }
        // Not an asset, but what the app's module sees in place of Foundation's as Apple's SDK gives it: formatters
        // that start in the simulator's settings (see `PreviewDateFormatter`), so `DateFormatter()` formats as on iOS.
        out += "\n/// `DateFormatter()` and `NumberFormatter()` start in an iPhone simulator's settings (en_US, UTC), not Linux's en_001.\n"
        out += "public typealias DateFormatter = PreviewDateFormatter\npublic typealias NumberFormatter = PreviewNumberFormatter\n"
        out += "/// `DateComponentsFormatter()`, which Linux's Foundation does not have, writes spans as an iPhone does.\n"
        out += "public typealias DateComponentsFormatter = PreviewDateComponentsFormatter\n"
        return out
    }
}
