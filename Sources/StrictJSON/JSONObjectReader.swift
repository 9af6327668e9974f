/// Why a field of a JSON document is not what its format wants: the object it is in (by index, when the
/// object is an item of a list: an op, a timeline entry), the field, what is wrong, and where.
public struct JSONFieldError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The object's index in its list, or nil for a top-level field.
    public let index: Int?
    /// The field at fault ("(item)" when the list item itself is wrong).
    public let field: String
    /// What is wrong, in plain words.
    public let reason: String
    /// Where the field's value (or, for a missing field, its object) starts.
    public let position: JSONPosition?

    /// An error in `field` (of list item `index`, when in a list) at `position`.
    public init(index: Int?, field: String, reason: String, position: JSONPosition?) {
        self.index = index; self.field = field; self.reason = reason; self.position = position
    }

    /// "line L, column C: item I, field 'f': reason", with what is known.
    public var description: String {
        (position.map { "\($0): " } ?? "") + (index.map { "item \($0), " } ?? "") + "field '\(field)': \(reason)"
    }
}

/// Reads one JSON object's fields by name and type, with errors that name the field and its position, and
/// remembers which fields were asked for so that `rejectUnknownFields()` can report the rest (a typo such
/// as "rul" for "rule" must not silently fall back to a default).
public final class JSONObjectReader {
    /// The object's index in its list, carried into every error.
    public let index: Int?
    /// Where the object starts.
    public let position: JSONPosition
    /// The object's place in the document, prefixed to field names in errors ("style.handle" gives
    /// "style.handle.color"); empty at the top.
    public let path: String
    private let members: [JSONMember]
    private var asked: [String] = []

    /// A reader for `json`, which must be an object, at `path` in its document.
    /// - Throws: `JSONFieldError` with `field` "(item)" (or "(file)" at the top level, or the path) when
    ///   it is not one.
    public init(_ json: JSON, index: Int?, expected: String = "an object", path: String = "") throws(JSONFieldError) {
        guard case .object(let members) = json.value else {
            throw JSONFieldError(index: index, field: !path.isEmpty ? path : (index == nil ? "(file)" : "(item)"),
                                 reason: "must be \(expected), got \(json.typeName)", position: json.position)
        }
        self.index = index; self.position = json.position; self.members = members; self.path = path
    }

    /// A reader for the object-valued `field` (its errors name `path.field.…`), or nil when absent.
    public func optionalObject(_ field: String, expected: String = "an object") throws(JSONFieldError) -> JSONObjectReader? {
        guard let v = try optionalValue(field) else { return nil }
        return try JSONObjectReader(v, index: index, expected: expected, path: qualified(field))
    }

    private func qualified(_ field: String) -> String { path.isEmpty ? field : path + "." + field }

    /// An error about `field`, placed at its value when it has one, else at the object.
    public func error(_ field: String, _ reason: String) -> JSONFieldError {
        JSONFieldError(index: index, field: qualified(field), reason: reason, position: member(field)?.value.position ?? position)
    }

    private func member(_ field: String) -> JSONMember? { members.first { $0.key == field } }

    private func note(_ field: String) { if !asked.contains(field) { asked.append(field) } }

    /// Whether the object has `field` (null counts as present); the field counts as known.
    public func has(_ field: String) -> Bool {
        note(field)
        return member(field) != nil
    }

    /// The field's value; an error when it is missing or null.
    public func value(_ field: String) throws(JSONFieldError) -> JSON {
        note(field)
        guard let m = member(field) else { throw error(field, "missing") }
        if case .null = m.value.value { throw error(field, "missing (null)") }
        return m.value
    }

    /// The field's value, or nil when it is absent (null is an error: leave the field out instead).
    public func optionalValue(_ field: String) throws(JSONFieldError) -> JSON? {
        note(field)
        guard member(field) != nil else { return nil }
        return try value(field)
    }

    /// A finite number.
    public func number(_ field: String) throws(JSONFieldError) -> Double {
        let v = try value(field)
        guard case .number(let d) = v.value else { throw error(field, "must be a number, got \(v.typeName)") }
        return d
    }

    /// A finite number, or nil when absent.
    public func optionalNumber(_ field: String) throws(JSONFieldError) -> Double? {
        guard try optionalValue(field) != nil else { return nil }
        return try number(field)
    }

    /// A whole number within `range`.
    public func int(_ field: String, in range: ClosedRange<Int>) throws(JSONFieldError) -> Int {
        let d = try number(field)
        guard d == d.rounded() else { throw error(field, "must be a whole number, got \(d)") }
        guard d >= Double(range.lowerBound), d <= Double(range.upperBound) else {
            throw error(field, "\(Self.format(d)) is outside \(range.lowerBound)…\(range.upperBound)")
        }
        return Int(d)
    }

    /// A string.
    public func string(_ field: String) throws(JSONFieldError) -> String {
        let v = try value(field)
        guard case .string(let s) = v.value else { throw error(field, "must be a string, got \(v.typeName)") }
        return s
    }

    /// A string, or nil when absent.
    public func optionalString(_ field: String) throws(JSONFieldError) -> String? {
        guard try optionalValue(field) != nil else { return nil }
        return try string(field)
    }

    /// `true` or `false` (not a string or number that looks like one).
    public func bool(_ field: String) throws(JSONFieldError) -> Bool {
        let v = try value(field)
        guard case .bool(let b) = v.value else { throw error(field, "must be true or false, got \(v.typeName)") }
        return b
    }

    /// `true` or `false`, or nil when absent.
    public func optionalBool(_ field: String) throws(JSONFieldError) -> Bool? {
        guard try optionalValue(field) != nil else { return nil }
        return try bool(field)
    }

    /// An array's items.
    public func array(_ field: String) throws(JSONFieldError) -> [JSON] {
        let v = try value(field)
        guard case .array(let items) = v.value else { throw error(field, "must be an array, got \(v.typeName)") }
        return items
    }

    /// An array of exactly `count` numbers (any count when nil); `what` describes it in messages.
    public func numbers(_ field: String, count: Int?, what: String? = nil) throws(JSONFieldError) -> [Double] {
        let v = try value(field)
        let shape = what ?? (count.map { "an array of \($0) numbers" } ?? "an array of numbers")
        guard case .array(let items) = v.value else { throw error(field, "must be \(shape), got \(v.typeName)") }
        if let count, items.count != count { throw error(field, "must be \(shape): holds \(items.count) item\(items.count == 1 ? "" : "s")") }
        var out: [Double] = []
        for (k, item) in items.enumerated() {
            guard case .number(let n) = item.value else {
                throw JSONFieldError(index: index, field: qualified(field), reason: "item \(k) must be a number, got \(item.typeName)", position: item.position)
            }
            out.append(n)
        }
        return out
    }

    /// The members of an object-valued field, in file order.
    public func members(_ field: String) throws(JSONFieldError) -> [JSONMember] {
        let v = try value(field)
        guard case .object(let m) = v.value else { throw error(field, "must be an object, got \(v.typeName)") }
        return m
    }

    /// Throws for the first field that no reading method asked for, naming the fields that are known and
    /// suggesting the nearest one when it is a likely typo.
    public func rejectUnknownFields() throws(JSONFieldError) {
        for m in members where !asked.contains(m.key) {
            var reason = "is not a field here"
            if let near = Self.nearest(m.key, in: asked) { reason += " — did you mean '\(near)'?" }
            reason += " (known: \(asked.joined(separator: ", ")))"
            throw JSONFieldError(index: index, field: qualified(m.key), reason: reason, position: m.keyPosition)
        }
    }

    /// The candidate closest to `word` by edit distance, when it is within a third of the word's length.
    static func nearest(_ word: String, in candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where j <= b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
    }
}
