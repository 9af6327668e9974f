/// Names from outside — a test's, a preview's, a device's or a locale's, a record's — made into one path
/// component, and path components read from files checked before they are used.
///
/// This is half of the rule every file Sheetshot writes from outside data follows (the other half is
/// `ConfinedFolder`): a name becomes exactly one escaped component under a folder the tool owns; it can
/// never be `.`, `..`, empty, hold a `/` or a NUL, or be longer than a file system allows.
public enum FileName {
    /// The longest name most file systems take, in UTF-8 bytes.
    public static let maximumBytes = 255

    /// A name as one path component, reversibly: the name is put in Unicode canonical composition (NFC:
    /// "é" typed either way is one name), then Unicode letters and decimal digits, `-` and `_` are kept and
    /// every other character — `.`, `/`, spaces, `%`, `~`, control characters — becomes `%XX` for each UTF-8
    /// byte: `a.b` → `a%2Eb`, `a-b` → `a-b`, `日本` → `日本`, `..` → `%2E%2E`. Two different names never give
    /// the same result, and no result is empty unless the name is (see `component(_:maximumBytes:)`).
    public static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.precomposedStringWithCanonicalMapping.unicodeScalars {
            if isKept(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
            }
        }
        return out
    }

    private static func isKept(_ u: Unicode.Scalar) -> Bool {
        if u == "-" || u == "_" { return true }
        switch u.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber: return true
        default: return false
        }
    }

    /// `name` escaped (`escape(_:)`) and kept within `maximumBytes` UTF-8 bytes: a longer one keeps its
    /// longest start that fits (whole characters, never a broken `%XX`) and ends in `~` and 16 hex digits of
    /// a hash of the whole escaped name. `~` is never part of an escaped name, so a shortened name cannot be
    /// another name unshortened, and two long names differing anywhere stay two files (but for a 64-bit hash
    /// collision). An empty name gives `~0000000000000000`, which no escaped name can be.
    public static func component(_ name: String, maximumBytes: Int = FileName.maximumBytes) -> String {
        shortened(escape(name), maximumBytes: maximumBytes)
    }

    /// An already escaped name kept within `maximumBytes` UTF-8 bytes (see `component(_:maximumBytes:)`).
    public static func shortened(_ escaped: String, maximumBytes: Int = FileName.maximumBytes) -> String {
        if escaped.isEmpty { return "~" + String(repeating: "0", count: 16) }
        guard escaped.utf8.count > maximumBytes else { return escaped }
        let hash = String(StableHash.fnv1a64(escaped), radix: 16)
        let tail = "~" + String(repeating: "0", count: 16 - hash.count) + hash
        let room = max(0, maximumBytes - tail.utf8.count)
        var kept = "", used = 0
        var rest = Substring(escaped)
        while let c = rest.first {
            // A `%XX` escape is kept whole or not at all.
            let unit: Substring = c == "%" ? rest.prefix(3) : rest.prefix(1)
            let bytes = unit.utf8.count
            if used + bytes > room { break }
            kept += unit; used += bytes
            rest = rest.dropFirst(unit.count)
        }
        return kept + tail
    }

    /// Why `component` cannot be used as one path component read from outside data (a gallery's page, a
    /// failure record), or nil when it can: not empty, not `.` or `..`, no `/`, no NUL or other control
    /// character, at most `maximumBytes` UTF-8 bytes.
    ///
    /// Checked on the UTF-8 bytes, as the file system sees the name: a `/` joined to a combining mark or
    /// another character into one `Character` is still a separator.
    public static func problem(with component: String) -> String? {
        let bytes = Array(component.utf8)
        if bytes.isEmpty { return "an empty name" }
        if bytes == [0x2E] || bytes == [0x2E, 0x2E] { return "\"\(component)\" names a folder, not a file in it" }
        if bytes.contains(0x2F) { return "it holds a \"/\"" }
        if component.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "it holds a control character"
        }
        if component.utf8.count > maximumBytes { return "it is \(component.utf8.count) bytes long, more than the \(maximumBytes) a file name may be" }
        return nil
    }

    /// `text` with control characters (a NUL, a line break, an escape) shown as `\u{…}`, for messages that
    /// name something from outside: a terminal, a test log or a C string then shows all of it.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var out = ""
        for u in text.unicodeScalars {
            if u.properties.generalCategory == .control { out += "\\u{" + String(u.value, radix: 16) + "}" } else { out.unicodeScalars.append(u) }
        }
        return out
    }
}
