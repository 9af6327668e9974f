// The call a diagnostic points into, written as its callee and argument labels — `Picker(selection:)
// {…} label: {…}` — so that errors about wrong labels or missing initialisers name the signature the code
// uses, whatever types its arguments have.

/// Reads calls out of Swift source text (a lexical reading: strings and comments are skipped, nothing is
/// type-checked).
struct CallSignature {
    let bytes: [UInt8]
    /// Where each line starts.
    let lineStarts: [Int]

    init(source: String) {
        bytes = Array(source.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The offset of a 1-based line and (byte) column, if it is in the text.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        return offset < bytes.count ? offset : nil
    }

    /// The signature of the call at or around `line`:`column`: the call whose callee starts there (or whose
    /// parenthesis is there), else — and always when `enclosing` — the innermost call whose parentheses hold
    /// that position.
    func call(line: Int, column: Int, enclosing: Bool = false) -> String? {
        guard let offset = offset(line: line, column: column) else { return nil }
        if !enclosing, bytes[offset] == UInt8(ascii: "("), let callee = callee(endingAt: offset) {
            return signature(callee: callee, open: offset)
        }
        if !enclosing, var name = identifierChain(at: offset) {
            if offset > 0, bytes[offset - 1] == UInt8(ascii: "."), !name.hasPrefix(".") { name = "." + name }
            var after = offset + name.utf8.count - (name.hasPrefix(".") && bytes[offset] != UInt8(ascii: ".") ? 1 : 0)
            skipGenericArguments(&after)
            skipSpace(&after)
            if after < bytes.count, bytes[after] == UInt8(ascii: "(") || bytes[after] == UInt8(ascii: "{") {
                return signature(callee: name, open: after)
            }
        }
        guard let open = enclosingParenthesis(before: offset), let name = callee(endingAt: open) else { return nil }
        return signature(callee: name, open: open)
    }

    /// The key path written at `line`:`column` (`\.presentationMode` as `EnvironmentValues.presentationMode`
    /// when it is an `@Environment`'s), if one starts there.
    func keyPath(line: Int, column: Int) -> String? {
        guard var index = offset(line: line, column: column) else { return nil }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\\"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ".") else { return nil }
        var end = index + 2
        while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
        let name = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        guard !name.isEmpty else { return nil }
        let lineText = String(decoding: bytes[lineStarts[line - 1]..<index], as: UTF8.self)
        return lineText.contains("Environment") ? "EnvironmentValues.\(name)" : "\\.\(name)"
    }

    /// The callee written just before the parenthesis at `open` (past any generic arguments).
    private func callee(endingAt open: Int) -> String? {
        var end = open
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        if end > 0, bytes[end - 1] == UInt8(ascii: ">") { end = matchingAngleBracket(before: end - 1) ?? end }
        var start = end
        while start > 0, isIdentifier(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
        guard start < end else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: - Reading

    private func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }

    /// `name`, `.name`, `Type.name` starting at `offset`.
    private func identifierChain(at offset: Int) -> String? {
        var end = offset
        while end < bytes.count, isIdentifier(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        guard end > offset else { return nil }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        return text.contains(where: { $0.isLetter || $0 == "_" }) ? text : nil
    }

    private func skipSpace(_ index: inout Int) {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func skipGenericArguments(_ index: inout Int) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return }
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") { depth += 1 }
            if bytes[index] == UInt8(ascii: ">") { depth -= 1; if depth == 0 { index += 1; return } }
            if bytes[index] == UInt8(ascii: "\n") { return }
            index += 1
        }
    }

    /// The unclosed `(` before `offset`, looking back at most a few thousand bytes.
    private func enclosingParenthesis(before offset: Int) -> Int? {
        var depth = 0, index = offset - 1
        let limit = max(0, offset - 4000)
        while index >= limit {
            switch bytes[index] {
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
            case UInt8(ascii: "("):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if depth == 0 { return nil }   // inside a closure or literal, not a call's arguments
                depth -= 1
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// The `<` that opens the generic arguments whose `>` is at `close`, on the same line.
    private func matchingAngleBracket(before close: Int) -> Int? {
        var depth = 0, index = close
        while index >= 0, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: ">") { depth += 1 }
            if bytes[index] == UInt8(ascii: "<") { depth -= 1; if depth == 0 { return index } }
            index -= 1
        }
        return nil
    }

    /// Moves past a string literal starting at `index` (plain or multi-line).
    private func skipString(_ index: inout Int) {
        let quote = UInt8(ascii: "\"")
        if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
            index += 3
            while index + 2 < bytes.count, !(bytes[index] == quote && bytes[index + 1] == quote && bytes[index + 2] == quote) {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 3
            return
        }
        index += 1
        var interpolation = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") { interpolation += 1; index += 2; continue }
                index += 2; continue
            }
            if interpolation > 0 {
                if byte == UInt8(ascii: "(") { interpolation += 1 }
                if byte == UInt8(ascii: ")") { interpolation -= 1 }
                index += 1; continue
            }
            if byte == quote || byte == UInt8(ascii: "\n") { index += 1; return }
            index += 1
        }
    }

    /// Moves from an opening bracket at `index` past its closing one.
    private func skipBalanced(_ index: inout Int) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { skipString(&index); continue }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(byte) { depth += 1 }
            if [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte) {
                depth -= 1
                if depth == 0 { index += 1; return }
            }
            index += 1
        }
    }

    /// The label an argument starting at `index` has (`_` for none).
    private func label(at index: Int) -> String {
        var end = index
        while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
        var colon = end
        while colon < bytes.count, bytes[colon] == UInt8(ascii: " ") { colon += 1 }
        if end > index, colon < bytes.count, bytes[colon] == UInt8(ascii: ":"),
           !(colon + 1 < bytes.count && bytes[colon + 1] == UInt8(ascii: ":")) {
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        return "_"
    }

    /// `callee(labels…)` and its trailing closures, with the argument list or first closure at `open`.
    private func signature(callee: String, open: Int) -> String {
        var labels: [String] = []
        var index = open
        if bytes[index] == UInt8(ascii: "(") {
            index += 1
            skipSpace(&index)
            if index < bytes.count, bytes[index] != UInt8(ascii: ")") { labels.append(label(at: index)) }
            while index < bytes.count, bytes[index] != UInt8(ascii: ")") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { skipString(&index); continue }
                if [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(byte) { skipBalanced(&index); continue }
                if byte == UInt8(ascii: ",") {
                    index += 1
                    skipSpace(&index)
                    labels.append(label(at: index))
                    continue
                }
                index += 1
            }
            index += 1
        }
        var text = callee + "(" + labels.map { $0 + ":" }.joined() + ")"
        // Trailing closures: the first unlabelled, the rest labelled.
        var first = true
        while true {
            var next = index
            skipSpace(&next)
            guard next < bytes.count else { break }
            if bytes[next] == UInt8(ascii: "{") {
                guard first else { break }
                skipBalanced(&next)
                text += " {…}"
                index = next
                first = false
                continue
            }
            guard !first else { break }
            let name = label(at: next)
            guard name != "_" else { break }
            var brace = next + name.utf8.count
            while brace < bytes.count, bytes[brace] == UInt8(ascii: " ") || bytes[brace] == UInt8(ascii: ":") { brace += 1 }
            guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{") else { break }
            skipBalanced(&brace)
            text += " \(name): {…}"
            index = brace
        }
        return text
    }
}
