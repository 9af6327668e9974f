import Canvas

/// A text too long to lay out, found when the tree is prepared — before any of it is shaped — so a long
/// text never disappears from a picture silently.
public struct TextLengthError: Error, CustomStringConvertible, Equatable {
    /// The text's beginning (at most 40 characters).
    public let start: String
    /// Its length and the longest allowed, in UTF-8 bytes.
    public let bytes: Int, limit: Int

    /// The error for `text`, `limit` bytes at most.
    public init(text: String, limit: Int) {
        start = text.count > 40 ? String(text.prefix(40)) + "…" : text
        bytes = text.utf8.count
        self.limit = limit
    }

    public var description: String {
        "the text \"\(start)\" is \(bytes) UTF-8 bytes, longer than the \(limit) a text can be laid out at; split it into several texts (one a paragraph)"
    }
}
