import Foundation

/// A path inside a folder, as outside data names it (a picture in a gallery's page, an artifact beside a
/// failure record): one or more plain components (`FileName.problem(with:)`), never absolute, never `.` or
/// `..`, so it cannot leave the folder it is taken under. Made only by checking.
public struct RelativePath: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// Its components, outermost first (at least one).
    public let components: [String]

    /// `text` ("previews/a.png") as a relative path.
    /// - Throws: `PathError` naming the text and what is wrong with it.
    public init(_ text: String) throws(PathError) {
        guard !text.isEmpty else { throw PathError(text, "it is empty") }
        guard text.utf8.count <= RelativePath.maximumBytes else { throw PathError(text, "it is longer than \(RelativePath.maximumBytes) bytes") }
        // Split on the UTF-8 bytes, as the file system does (a "/" inside a grapheme cluster still separates).
        guard text.utf8.first != 0x2F else { throw PathError(text, "it is absolute; only a path inside the folder is taken") }
        let parts = text.utf8.split(separator: 0x2F, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard parts.count <= RelativePath.maximumDepth else { throw PathError(text, "it is more than \(RelativePath.maximumDepth) folders deep") }
        for part in parts {
            if let problem = FileName.problem(with: part) { throw PathError(text, part.isEmpty ? "it has an empty component (\"//\" or a trailing \"/\")" : problem) }
        }
        components = parts
    }

    /// The longest path taken, in UTF-8 bytes (the file system's own limit).
    public static let maximumBytes = 4096
    /// The most components a path may have: folders from outside are shallow (an artifacts folder is
    /// three deep), and a deeper one costs a walk per level.
    public static let maximumDepth = 64

    /// A path of checked components.
    /// - Throws: `PathError` when a component is not a plain file name.
    public init(components: [String]) throws(PathError) {
        guard !components.isEmpty else { throw PathError("", "it is empty") }
        guard components.count <= RelativePath.maximumDepth else {
            throw PathError(components.joined(separator: "/"), "it is more than \(RelativePath.maximumDepth) folders deep")
        }
        for part in components {
            if let problem = FileName.problem(with: part) { throw PathError(components.joined(separator: "/"), problem) }
        }
        self.components = components
    }

    /// The last component.
    public var name: String { components[components.count - 1] }

    /// The folder part, nil for a single component.
    public var parent: RelativePath? {
        components.count > 1 ? RelativePath(checked: Array(components.dropLast())) : nil
    }

    /// This path with `component` appended.
    /// - Throws: `PathError` when `component` is not a plain file name.
    public func appending(_ component: String) throws(PathError) -> RelativePath {
        if let problem = FileName.problem(with: component) { throw PathError(description + "/" + component, problem) }
        guard components.count < RelativePath.maximumDepth else {
            throw PathError(description + "/" + component, "it is more than \(RelativePath.maximumDepth) folders deep")
        }
        return RelativePath(checked: components + [component])
    }

    /// Components that are already known to be plain.
    private init(checked: [String]) { components = checked }

    /// "a/b/c".
    public var description: String { components.joined(separator: "/") }

    /// The path as a relative URL for an `href` or `src` beside the folder's page: every component
    /// percent-encoded (`#`, `?`, `%`, `:`, `\` and the rest), so that no part of it is read as a scheme
    /// (`javascript:`), a query, a fragment or a separator, and it always names the file in the folder.
    public var urlEncoded: String {
        components.map { RelativePath.percentEncoded($0) }.joined(separator: "/")
    }

    /// One component percent-encoded for a URL path: everything but ASCII letters, digits and `-._~`.
    public static func percentEncoded(_ component: String) -> String {
        var out = ""
        for byte in component.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// Component by component, as a listing sorts paths.
    public static func < (a: RelativePath, b: RelativePath) -> Bool { a.components.lexicographicallyPrecedes(b.components) }
}

/// Why a path from outside data cannot be used, in plain words.
public struct PathError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The path as given (control characters shown).
    public let path: String
    /// What is wrong with it.
    public let reason: String

    /// The error for `path`, for `reason`.
    public init(_ path: String, _ reason: String) {
        self.path = FileName.visible(String(path.prefix(300)))
        self.reason = reason
    }

    /// "\"<path>\" is not a path inside the folder: <reason>".
    public var description: String { "\"\(path)\" is not a path inside the folder: \(reason)" }
}
