import Foundation
import Synchronization

// `Text("Send")` looks its key up in the strings of a bundle for the environment's locale, as SwiftUI
// does (`.environment(\.locale, Locale(identifier: "ru"))` shows "Отправить"): a `Localizable.strings` in
// the locale's `.lproj` folder, or a string catalogue (`Localizable.xcstrings`), in the bundle the text
// names, else the main bundle and — as a package's resources are on Linux — the resource bundles beside
// the running program.

/// The strings tables of bundles, read once each.
enum LocalizedStrings {
    /// Every key of table `name` for `locale` in `bundle` — or when it is nil, in the main bundle and the
    /// resource bundles beside the program (`ResourceBundles`) — the first bundle and the best
    /// localisation winning: built once per bundle, table and locale, so a lookup is one dictionary read.
    static func merged(table name: String, bundle: Bundle?, locale: Locale) -> [String: String] {
        let cacheKey = "\(bundle?.bundleURL.path ?? "*")|\(name)|\(locale.identifier)"
        if let table = mergedTables.withLock({ $0[cacheKey] }) { return table }
        let languages = candidates(for: locale)
        var table: [String: String] = [:]
        // Later entries must not replace earlier ones: walk from the least preferred to the most.
        for url in (bundle.map { [$0.bundleURL] } ?? ResourceBundles.searched).reversed() {
            for (key, byLanguage) in catalogue(at: url.appendingPathComponent("\(name).xcstrings")) {
                if let value = languages.lazy.compactMap({ byLanguage[$0] }).first { table[key] = value }
            }
            for language in languages.reversed() {
                table.merge(strings(at: url.appendingPathComponent("\(language).lproj/\(name).strings"))) { _, new in new }
            }
        }
        mergedTables.withLock { $0[cacheKey] = table }
        return table
    }
    private static let mergedTables = Mutex<[String: [String: String]]>([:])

    /// The localisations to try for `locale`, best first: "pt-BR", "pt_BR", "pt", then the base one.
    static func candidates(for locale: Locale) -> [String] {
        let identifier = locale.identifier
        var out: [String] = []
        func add(_ s: String) { if !s.isEmpty, !out.contains(s) { out.append(s) } }
        add(identifier.replacingOccurrences(of: "_", with: "-"))
        add(identifier)
        if let language = locale.language.languageCode?.identifier {
            if let script = locale.language.script?.identifier { add("\(language)-\(script)") }
            add(language)
        }
        add("Base")
        return out
    }

    /// The key–value pairs of the `.strings` file at `url` (empty when there is none or it cannot be read).
    static func strings(at url: URL) -> [String: String] {
        tables.withLock { cache in
            if let table = cache[url] { return table }
            var table: [String: String] = [:]
            if let data = try? Data(contentsOf: url),
               let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String] {
                table = plist
            }
            cache[url] = table
            return table
        }
    }
    private static let tables = Mutex<[URL: [String: String]]>([:])

    /// The string catalogue at `url`: each key's value by language (empty when there is none).
    static func catalogue(at url: URL) -> [String: [String: String]] {
        catalogues.withLock { cache -> [String: [String: String]] in
            if let entries = cache[url] { return entries }
            var entries: [String: [String: String]] = [:]
            if let data = try? Data(contentsOf: url),
               let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
               let strings = json["strings"] as? [String: Any] {
                for (key, entry) in strings {
                    guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
                    for (language, localization) in localizations {
                        if let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                            entries[key, default: [:]][language] = value
                        }
                    }
                }
            }
            cache[url] = entries
            return entries
        }
    }
    private static let catalogues = Mutex<[URL: [String: [String: String]]]>([:])

    /// `format`'s pieces: its text, and for each specifier (`%@`, `%lld`, `%d`, `%1$@`, …) the argument it
    /// takes — in order, or at its position. `%%` is a percent sign.
    static func pieces(of format: String, arguments: [String]) -> [(text: String, isArgument: Bool)] {
        var out: [(String, Bool)] = []
        var literal = ""
        var next = 0
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { literal.append(chars[i]); i += 1; continue }
            if chars[i + 1] == "%" { literal.append("%"); i += 2; continue }
            // %[position$][flags/width/length]conversion
            var j = i + 1
            var position: Int? = nil
            var digits = ""
            while j < chars.count, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            if j < chars.count, chars[j] == "$", let p = Int(digits) { position = p - 1; j += 1 } else { j = i + 1 }
            while j < chars.count, "0123456789.-+ #hlqLzjt".contains(chars[j]) { j += 1 }
            guard j < chars.count, "@dDiuUxXoOfFeEgGcCsSaAp".contains(chars[j]) else { literal.append(chars[i]); i += 1; continue }
            let index = position ?? next
            next = (position ?? next) + 1
            if !literal.isEmpty { out.append((literal, false)); literal = "" }
            out.append((index < arguments.count ? arguments[index] : "", true))
            i = j + 1
        }
        if !literal.isEmpty { out.append((literal, false)) }
        return out
    }
}
