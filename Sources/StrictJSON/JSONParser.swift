/// Reads JSON text strictly (see JSON.swift): one value, RFC 8259 grammar, no duplicate keys, no
/// trailing commas or comments, valid UTF-8 and escapes (no lone surrogates), numbers that fit a Double,
/// nesting at most `maximumDepth` deep.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted by default.
    public static let defaultMaximumDepth = 64

    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var i = 0
    private var line = 1
    private var lineStart = 0
    /// UTF-8 continuation bytes seen on the current line before `i` (columns count characters).
    private var continuationBytes = 0

    /// Parses `bytes` as one JSON value.
    /// - Throws: `JSONSyntaxError` naming the line, column and problem.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSON {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        return try parser.document()
    }

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes; self.maximumDepth = maximumDepth
    }

    private var position: JSONPosition {
        JSONPosition(line: line, column: i - lineStart - continuationBytes + 1)
    }

    private func fail(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(position: position, reason: reason) }

    /// A readable name for the byte at `i` (for "unexpected …" messages).
    private func describeCurrent() -> String {
        guard i < bytes.count else { return "the end of the text" }
        let b = bytes[i]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        switch b {
        case 0x20: return "a space"
        case 0x09: return "a tab"
        case 0x0A, 0x0D: return "a line break"
        default:
            if b < 0x20 || b == 0x7F { return "the control character 0x\(String(b, radix: 16, uppercase: true))" }
            if let n = Self.utf8Length(bytes, at: i), let s = String(validating: bytes[i..<(i + n)], as: UTF8.self) {
                return "'\(s)'"
            }
            return "the byte 0x\(String(b, radix: 16, uppercase: true)), which is not UTF-8"
        }
    }

    private mutating func document() throws(JSONSyntaxError) -> JSON {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3; lineStart = 3 }
        skipWhitespace()
        guard i < bytes.count else {
            throw fail(i == 0 || bytes.count <= 3 ? "the text is empty (expected a JSON value)" : "the text holds only white space (expected a JSON value)")
        }
        let v = try value(depth: 0)
        skipWhitespace()
        if i < bytes.count { throw fail("unexpected \(describeCurrent()) after the end of the JSON value") }
        return v
    }

    private mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0D: i += 1
            case 0x0A:
                i += 1; line += 1; lineStart = i; continuationBytes = 0
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSON {
        let start = position
        guard i < bytes.count else { throw fail("the text ends where a value should be") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return JSON(try object(depth: depth + 1), at: start)
        case UInt8(ascii: "["): return JSON(try array(depth: depth + 1), at: start)
        case UInt8(ascii: "\""): return JSON(.string(try string()), at: start)
        case UInt8(ascii: "t"): try literal("true"); return JSON(.bool(true), at: start)
        case UInt8(ascii: "f"): try literal("false"); return JSON(.bool(false), at: start)
        case UInt8(ascii: "n"): try literal("null"); return JSON(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSON(.number(try number()), at: start)
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw fail("unexpected \(describeCurrent()) where a value should be (a trailing comma?)")
        default:
            throw fail("unexpected \(describeCurrent()) where a value should be")
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<(i + w.count)]) == w else {
            throw fail("unexpected \(describeCurrent()) where a value should be (true, false and null are lower case)")
        }
        i += w.count
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSON.Value {
        if depth > maximumDepth { throw fail("arrays and objects nest more than \(maximumDepth) levels deep here") }
        i += 1  // {
        var members: [JSONMember] = []
        var seen: [String: JSONPosition] = [:]
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard i < bytes.count else { throw fail("the text ends inside an object (a '}' is missing)") }
            guard bytes[i] == UInt8(ascii: "\"") else {
                if bytes[i] == UInt8(ascii: "}") { throw fail("a trailing comma before '}' is not allowed") }
                throw fail("unexpected \(describeCurrent()) where a key in double quotes should be")
            }
            let keyPosition = position
            let key = try string()
            if let first = seen[key] { throw JSONSyntaxError(position: keyPosition, reason: "the key '\(key)' appears twice in this object (first at \(first))") }
            seen[key] = keyPosition
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':' after the key '\(key)', found \(describeCurrent())") }
            i += 1
            skipWhitespace()
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: try value(depth: depth)))
            skipWhitespace()
            guard i < bytes.count else { throw fail("the text ends inside an object (a '}' is missing)") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw fail("expected ',' or '}' after the value of '\(key)', found \(describeCurrent())")
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSON.Value {
        if depth > maximumDepth { throw fail("arrays and objects nest more than \(maximumDepth) levels deep here") }
        i += 1  // [
        var items: [JSON] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipWhitespace()
            guard i < bytes.count else { throw fail("the text ends inside an array (a ']' is missing)") }
            if bytes[i] == UInt8(ascii: "]") { throw fail("a trailing comma before ']' is not allowed") }
            items.append(try value(depth: depth))
            skipWhitespace()
            guard i < bytes.count else { throw fail("the text ends inside an array (a ']' is missing)") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw fail("expected ',' or ']' after an array item, found \(describeCurrent())")
        }
    }

    /// The number of bytes of the well-formed UTF-8 sequence at `k` (RFC 3629: no overlong forms, no
    /// surrogates, nothing above U+10FFFF), or nil.
    static func utf8Length(_ b: [UInt8], at k: Int) -> Int? {
        let c = b[k]
        func cont(_ j: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool { j < b.count && b[j] >= lo && b[j] <= hi }
        switch c {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return cont(k + 1) ? 2 : nil
        case 0xE0: return cont(k + 1, 0xA0) && cont(k + 2) ? 3 : nil
        case 0xE1...0xEC, 0xEE, 0xEF: return cont(k + 1) && cont(k + 2) ? 3 : nil
        case 0xED: return cont(k + 1, 0x80, 0x9F) && cont(k + 2) ? 3 : nil
        case 0xF0: return cont(k + 1, 0x90) && cont(k + 2) && cont(k + 3) ? 4 : nil
        case 0xF1...0xF3: return cont(k + 1) && cont(k + 2) && cont(k + 3) ? 4 : nil
        case 0xF4: return cont(k + 1, 0x80, 0x8F) && cont(k + 2) && cont(k + 3) ? 4 : nil
        default: return nil
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        i += 1  // opening quote
        var out: [UInt8] = []
        var runStart = i
        while true {
            guard i < bytes.count else { throw fail("the text ends inside a string (a closing '\"' is missing)") }
            let c = bytes[i]
            if c == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[runStart..<i])
                i += 1
                return String(decoding: out, as: UTF8.self)   // validated byte by byte below
            }
            if c == UInt8(ascii: "\\") {
                out.append(contentsOf: bytes[runStart..<i])
                try escape(into: &out)
                runStart = i
                continue
            }
            if c < 0x20 {
                throw fail(c == 0x0A || c == 0x0D ? "a line break inside a string (write it as \\n)"
                                                   : "the control character 0x\(String(c, radix: 16, uppercase: true)) inside a string (escape it as \\u00\(c < 16 ? "0" : "")\(String(c, radix: 16, uppercase: true)))")
            }
            if c < 0x80 { i += 1; continue }
            guard let n = Self.utf8Length(bytes, at: i) else { throw fail("the text is not valid UTF-8 here (byte 0x\(String(c, radix: 16, uppercase: true)))") }
            i += n
            continuationBytes += n - 1
        }
    }

    private mutating func escape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        let start = position
        i += 1  // backslash
        guard i < bytes.count else { throw fail("the text ends inside an escape") }
        let e = bytes[i]
        let simple: [UInt8: UInt8] = [UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
                                      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
                                      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09]
        if let s = simple[e] { out.append(s); i += 1; return }
        guard e == UInt8(ascii: "u") else { throw JSONSyntaxError(position: start, reason: "'\\\(describeCurrent().trimmingQuotes)' is not a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)") }
        i -= 1
        var unit = try hex4()
        if (0xDC00...0xDFFF).contains(unit) {
            throw JSONSyntaxError(position: start, reason: "a lone low surrogate \\u\(hexString(unit)) (a string must hold whole Unicode characters)")
        }
        if (0xD800...0xDBFF).contains(unit) {
            guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                throw JSONSyntaxError(position: start, reason: "a lone high surrogate \\u\(hexString(unit)) (a string must hold whole Unicode characters)")
            }
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError(position: start, reason: "a lone high surrogate \\u\(hexString(unit)) (a string must hold whole Unicode characters)")
            }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        out.append(contentsOf: Array(String(Character(Unicode.Scalar(unit)!)).utf8))
    }

    /// Reads `\uXXXX` at `i` (the backslash) and returns the code unit.
    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        i += 2  // \u
        guard bytes.count - i >= 4 else { throw fail("the text ends inside a \\u escape (four hex digits expected)") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw fail("\(describeCurrent()) is not a hex digit (\\u takes four)")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    private func hexString(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = i
        let startPosition = position
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") else {
            throw fail("expected a digit after '-', found \(describeCurrent())")
        }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
                throw JSONSyntaxError(position: startPosition, reason: "a number may not start with 0 followed by digits")
            }
        } else {
            _ = digits()
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            if digits() == 0 { throw fail("expected a digit after the decimal point, found \(describeCurrent())") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            if digits() == 0 { throw fail("expected a digit in the exponent, found \(describeCurrent())") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let v = Double(text) else { throw JSONSyntaxError(position: startPosition, reason: "\(text) is not a number") }
        guard v.isFinite else {
            throw JSONSyntaxError(position: startPosition, reason: "the number \(text.count > 24 ? String(text.prefix(24)) + "…" : text) is too large (the largest is about 1.8e308)")
        }
        return v
    }
}

private extension String {
    var trimmingQuotes: String { count >= 2 && first == "'" && last == "'" ? String(dropFirst().dropLast()) : self }
}
