// StrictJSON: the JSON that Sheetshot's file formats (display lists, scenarios) are written in, read
// strictly and with positions.
//
// Foundation's readers accept duplicate keys and trailing commas, turn 1e999 into infinity or a
// misleading "found an array", and give no line or column. A scene or scenario file is hand-written: a
// typo must be an error that says where it is. So this reader follows RFC 8259 to the letter (plus a
// leading byte-order mark), validates UTF-8 and escapes, bounds nesting, and remembers where every value
// starts; `JSONObjectReader` then reads an object's fields by type and reports fields nobody asked for.

/// Where a value starts in a JSON text: 1-based line and column (columns count Unicode characters).
public struct JSONPosition: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The line, 1-based.
    public let line: Int
    /// The column (in characters), 1-based.
    public let column: Int

    /// A position.
    public init(line: Int, column: Int) { self.line = line; self.column = column }

    /// "line L, column C".
    public var description: String { "line \(line), column \(column)" }
}

/// One JSON value and where it starts.
public struct JSON: Sendable, Equatable {
    /// What kind of value, with its contents.
    public enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSON])
        /// The members in file order (keys are unique: a duplicate is a syntax error).
        case object([JSONMember])
    }

    /// The value.
    public let value: Value
    /// Where the value starts in the text.
    public let position: JSONPosition

    /// A value read at `position`.
    public init(_ value: Value, at position: JSONPosition) { self.value = value; self.position = position }

    /// "a number", "an object", … — for messages.
    public var typeName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value of `key` when this is an object that has it.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// A key and its value in a JSON object.
public struct JSONMember: Sendable, Equatable {
    /// The member's key.
    public let key: String
    /// Where the key starts.
    public let keyPosition: JSONPosition
    /// The member's value.
    public let value: JSON

    /// A member of an object.
    public init(key: String, keyPosition: JSONPosition, value: JSON) {
        self.key = key; self.keyPosition = keyPosition; self.value = value
    }
}

/// Why a text is not JSON as this reader takes it: where, and what is wrong, in plain words.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the text the problem is.
    public let position: JSONPosition
    /// What is wrong with the text there.
    public let reason: String

    /// A syntax error at `position`.
    public init(position: JSONPosition, reason: String) { self.position = position; self.reason = reason }

    /// "line L, column C: reason".
    public var description: String { "\(position): \(reason)" }
}
