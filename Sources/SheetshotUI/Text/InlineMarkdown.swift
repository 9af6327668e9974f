// Inline Markdown, as SwiftUI reads it in a `Text` made from a string literal (`Text("Tap **Save**")`) and
// as `AttributedString(markdown:)` reads it: strong and plain emphasis (`**`, `__`, `*`, `_`),
// strikethrough (`~~`), code spans and links, with backslash escapes. Block structure (headings, lists) is
// not part of inline Markdown; such lines are shown as written, as SwiftUI's `Text` shows them.
//
// Emphasis follows CommonMark's delimiter-run rules (flanking, intraword `_`, the rule of three), with its
// "openers bottom" bound so that hostile strings of delimiters are read in linear time.

/// Inline presentation a run of Markdown asks for (Foundation's `InlinePresentationIntent`, which
/// Foundation on Linux does not have).
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
    /// The intents as bits, Foundation's values.
    public let rawValue: UInt
    /// An intent from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Emphasis (`*x*`, `_x_`): italics.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strong emphasis (`**x**`, `__x__`): bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code (a span between backticks): the monospaced design.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through (`~~x~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
}

/// A piece of parsed inline Markdown: its text, its presentation and the link it is part of.
struct MarkdownSpan: Equatable {
    var text: String
    var intent: InlinePresentationIntent = []
    var link: String? = nil
}

/// The inline Markdown reader.
enum InlineMarkdown {
    /// Whether `source` has any character that can start Markdown (plain text skips the reader).
    static func mightContainMarkup(_ source: String) -> Bool {
        source.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x7E || $0 == 0x60 || $0 == 0x5B || $0 == 0x5C }
    }

    /// The spans of `source`, adjacent spans of one presentation merged.
    static func parse(_ source: String) -> [MarkdownSpan] {
        var reader = Reader(Array(source), allowsLinks: true)
        return merged(reader.spans())
    }

    /// `source` without its markup.
    static func plainText(_ source: String) -> String {
        mightContainMarkup(source) ? parse(source).map(\.text).joined() : source
    }

    static func merged(_ spans: [MarkdownSpan]) -> [MarkdownSpan] {
        var out: [MarkdownSpan] = []
        for span in spans where !span.text.isEmpty {
            if let last = out.last, last.intent == span.intent, last.link == span.link {
                out[out.count - 1].text += span.text
            } else {
                out.append(span)
            }
        }
        return out
    }

    /// One piece of a line being read: text, a run of delimiters, or an already-read code span or link.
    private struct Item {
        enum Kind { case text, delimiter, code, link }
        var kind: Kind
        var text: String = ""
        /// For a delimiter run: its character, how many are left unmatched, how many there were, and
        /// whether it can open or close emphasis.
        var character: Character = " "
        var count = 0, original = 0
        var canOpen = false, canClose = false
        /// For a link: its spans and destination.
        var spans: [MarkdownSpan] = []
        var destination: String? = nil
    }

    private struct Reader {
        let chars: [Character]
        let allowsLinks: Bool
        /// For each `[`, the index of its matching `]`; for each `(`, its matching `)`.
        var closingBracket: [Int: Int] = [:], closingParen: [Int: Int] = [:]
        /// For each length, the start indices of backtick runs of exactly that length, in order.
        var backtickRuns: [Int: [Int]] = [:]

        init(_ chars: [Character], allowsLinks: Bool) {
            self.chars = chars
            self.allowsLinks = allowsLinks
            var brackets: [Int] = [], parens: [Int] = []
            var i = 0
            while i < chars.count {
                let c = chars[i]
                if c == "\\", i + 1 < chars.count, chars[i + 1].isASCII, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                    i += 2; continue
                }
                switch c {
                case "[": brackets.append(i)
                case "]": if let open = brackets.popLast() { closingBracket[open] = i }
                case "(": parens.append(i)
                case ")": if let open = parens.popLast() { closingParen[open] = i }
                case "`":
                    var j = i
                    while j < chars.count, chars[j] == "`" { j += 1 }
                    backtickRuns[j - i, default: []].append(i)
                    i = j; continue
                default: break
                }
                i += 1
            }
        }

        static func isPunctuation(_ c: Character?) -> Bool { c.map { $0.isPunctuation || $0.isSymbol } ?? false }
        static func isSpace(_ c: Character?) -> Bool { c.map(\.isWhitespace) ?? true }

        mutating func spans() -> [MarkdownSpan] {
            var items: [Item] = []
            var text = ""
            func flush() { if !text.isEmpty { items.append(Item(kind: .text, text: text)); text = "" } }
            var nextRun: [Int: Int] = [:]   // per backtick length, the next candidate in `backtickRuns`
            var i = 0
            while i < chars.count {
                let c = chars[i]
                if c == "\\" {
                    if i + 1 < chars.count, chars[i + 1].isASCII, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                        text.append(chars[i + 1]); i += 2
                    } else {
                        text.append(c); i += 1
                    }
                    continue
                }
                if c == "`" {
                    var j = i
                    while j < chars.count, chars[j] == "`" { j += 1 }
                    let length = j - i
                    // The next run of the same length after this one closes the code span.
                    let runs = backtickRuns[length] ?? []
                    var k = nextRun[length] ?? 0
                    while k < runs.count, runs[k] <= i { k += 1 }
                    nextRun[length] = k
                    if k < runs.count {
                        flush()
                        var code = String(chars[j..<runs[k]]).replacingOccurrences(of: "\n", with: " ")
                        if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                            code = String(code.dropFirst().dropLast())
                        }
                        items.append(Item(kind: .code, text: code))
                        i = runs[k] + length
                    } else {
                        text += String(repeating: "`", count: length); i = j
                    }
                    continue
                }
                if c == "[", allowsLinks, let close = closingBracket[i], close + 1 < chars.count, chars[close + 1] == "(",
                   let end = closingParen[close + 1] {
                    flush()
                    var inner = Reader(Array(chars[(i + 1)..<close]), allowsLinks: false)
                    items.append(Item(kind: .link, spans: inner.spans(), destination: Self.destination(String(chars[(close + 2)..<end]))))
                    i = end + 1
                    continue
                }
                if c == "*" || c == "_" || c == "~" {
                    var j = i
                    while j < chars.count, chars[j] == c { j += 1 }
                    let before: Character? = i > 0 ? chars[i - 1] : nil, after: Character? = j < chars.count ? chars[j] : nil
                    let left = !Self.isSpace(after) && (!Self.isPunctuation(after) || Self.isSpace(before) || Self.isPunctuation(before))
                    let right = !Self.isSpace(before) && (!Self.isPunctuation(before) || Self.isSpace(after) || Self.isPunctuation(after))
                    var item = Item(kind: .delimiter, character: c, count: j - i, original: j - i)
                    if c == "_" {
                        item.canOpen = left && (!right || Self.isPunctuation(before))
                        item.canClose = right && (!left || Self.isPunctuation(after))
                    } else if c == "~" {
                        // Strikethrough takes runs of one or two tildes.
                        item.canOpen = left && j - i <= 2; item.canClose = right && j - i <= 2
                    } else {
                        item.canOpen = left; item.canClose = right
                    }
                    flush()
                    items.append(item)
                    i = j
                    continue
                }
                text.append(c); i += 1
            }
            flush()
            return Self.resolveEmphasis(items)
        }

        /// A link's destination: the text inside the parentheses without surrounding space, angle
        /// brackets or a title.
        static func destination(_ raw: String) -> String {
            var d = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if d.hasPrefix("<"), let end = d.firstIndex(of: ">") { return String(d[d.index(after: d.startIndex)..<end]) }
            if let space = d.firstIndex(where: \.isWhitespace) { d = String(d[..<space]) }
            return d
        }

        /// Matches delimiter runs into emphasis (CommonMark's "process emphasis"), then writes the spans.
        static func resolveEmphasis(_ items: [Item]) -> [MarkdownSpan] {
            var items = items
            // The marks found: item ranges (exclusive of their delimiters) and what they add.
            var marks: [(from: Int, to: Int, intent: InlinePresentationIntent)] = []
            var stack: [Int] = []   // indices of delimiter items that may still open, in order
            var bottom: [String: Int] = [:]   // per kind of closer, the stack depth below which no opener is
            for index in items.indices where items[index].kind == .delimiter {
                while items[index].count > 0, items[index].canClose {
                    let closer = items[index]
                    let key = "\(closer.character)\(closer.original % 3)\(closer.canOpen)"
                    var found: Int? = nil
                    var s = stack.count - 1
                    while s >= (bottom[key] ?? 0) {
                        let opener = items[stack[s]]
                        if opener.character == closer.character, opener.count > 0 {
                            let three = (opener.canClose || closer.canOpen) && (opener.original + closer.original) % 3 == 0
                                && !(opener.original % 3 == 0 && closer.original % 3 == 0)
                            let tildes = closer.character != "~" || opener.count == closer.count
                            if (!three || closer.character == "~") && tildes { found = s; break }
                        }
                        s -= 1
                    }
                    guard let at = found else {
                        bottom[key] = stack.count
                        break
                    }
                    let openIndex = stack[at]
                    let used: Int, intent: InlinePresentationIntent
                    if closer.character == "~" {
                        used = closer.count; intent = .strikethrough
                    } else {
                        used = min(items[openIndex].count, closer.count) >= 2 ? 2 : 1
                        intent = used == 2 ? .stronglyEmphasized : .emphasized
                    }
                    marks.append((openIndex + 1, index, intent))
                    items[openIndex].count -= used
                    items[index].count -= used
                    // Delimiters between the two can no longer open anything.
                    stack.removeSubrange((at + 1)...)
                    if items[openIndex].count == 0 { stack.remove(at: at) }
                    for (k, depth) in bottom where depth > stack.count { bottom[k] = stack.count }
                }
                if items[index].count > 0, items[index].canOpen { stack.append(index) }
            }
            // Each item's intent: the union of the marks covering it (a sweep over their ends).
            var intents = [InlinePresentationIntent](repeating: [], count: items.count)
            for kind in [InlinePresentationIntent.emphasized, .stronglyEmphasized, .strikethrough] {
                var depth = [Int](repeating: 0, count: items.count + 1)
                for mark in marks where mark.intent == kind && mark.from < mark.to { depth[mark.from] += 1; depth[mark.to] -= 1 }
                var covering = 0
                for i in items.indices {
                    covering += depth[i]
                    if covering > 0 { intents[i].formUnion(kind) }
                }
            }
            var spans: [MarkdownSpan] = []
            for (item, intent) in zip(items, intents) {
                switch item.kind {
                case .text: spans.append(MarkdownSpan(text: item.text, intent: intent))
                case .delimiter: spans.append(MarkdownSpan(text: String(repeating: item.character, count: item.count), intent: intent))
                case .code: spans.append(MarkdownSpan(text: item.text, intent: intent.union(.code)))
                case .link:
                    for var span in item.spans { span.intent.formUnion(intent); span.link = item.destination; spans.append(span) }
                }
            }
            return spans
        }
    }
}
