import Testing
@testable import StrictJSON

@Suite struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSON { try JSONParser.parse(Array(text.utf8)) }
    func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSON { try JSONParser.parse(bytes) }

    func failure(_ text: String) -> JSONSyntaxError? {
        do { _ = try parse(text); return nil } catch { return error }
    }
    func failure(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do { _ = try parse(bytes); return nil } catch { return error }
    }

    @Test func readsValuesWithTheirPositions() throws {
        let json = try parse("{\n  \"a\": [1, -2.5e3, true, null],\n  \"é\": \"x\\u00e9\\ud83d\\ude00\", \"b\": {}\n}")
        guard case .object(let members) = json.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "é", "b"])
        #expect(members[0].keyPosition == JSONPosition(line: 2, column: 3))
        #expect(json["a"] == JSON(.array([JSON(.number(1), at: .init(line: 2, column: 9)), JSON(.number(-2500), at: .init(line: 2, column: 12)),
                                          JSON(.bool(true), at: .init(line: 2, column: 20)), JSON(.null, at: .init(line: 2, column: 26))]),
                                  at: .init(line: 2, column: 8)))
        #expect(json["é"]?.value == .string("xé😀"))
        // Columns count characters: "b" comes after "é": "xé😀" written with escapes (all ASCII) and the é key.
        #expect(members[2].keyPosition == JSONPosition(line: 3, column: 31))
        // A byte-order mark is skipped.
        #expect(try parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).value == .array([JSON(.number(1), at: .init(line: 1, column: 2))]))
    }

    /// Every case once accepted or misreported, and the grammar's other corners.
    @Test func rejectsWhatRFC8259Rejects() {
        let cases: [(String, Int, Int, String)] = [
            (#"{"a": 1, "a": 2}"#, 1, 10, "the key 'a' appears twice in this object (first at line 1, column 2)"),
            (#"{"a": 1,}"#, 1, 9, "a trailing comma before '}' is not allowed"),
            ("[1, 2,]", 1, 7, "a trailing comma before ']' is not allowed"),
            ("[1e999]", 1, 2, "the number 1e999 is too large (the largest is about 1.8e308)"),
            ("[-1e999]", 1, 2, "the number -1e999 is too large (the largest is about 1.8e308)"),
            (#"["\ud800"]"#, 1, 3, "a lone high surrogate \\uD800 (a string must hold whole Unicode characters)"),
            (#"["\udc00 x"]"#, 1, 3, "a lone low surrogate \\uDC00 (a string must hold whole Unicode characters)"),
            (#"["\ud800\u0041"]"#, 1, 3, "a lone high surrogate \\uD800 (a string must hold whole Unicode characters)"),
            ("// comment\n{}", 1, 1, "unexpected '/' where a value should be"),
            ("{} x", 1, 4, "unexpected 'x' after the end of the JSON value"),
            ("", 1, 1, "the text is empty (expected a JSON value)"),
            ("  \n ", 2, 2, "the text holds only white space (expected a JSON value)"),
            ("[01]", 1, 2, "a number may not start with 0 followed by digits"),
            ("[1.]", 1, 4, "expected a digit after the decimal point, found ']'"),
            ("[+1]", 1, 2, "unexpected '+' where a value should be"),
            ("[.5]", 1, 2, "unexpected '.' where a value should be"),
            ("[NaN]", 1, 2, "unexpected 'N' where a value should be"),
            ("['a']", 1, 2, "unexpected ''' where a value should be"),
            ("[True]", 1, 2, "unexpected 'T' where a value should be"),
            ("[tru]", 1, 2, "unexpected 't' where a value should be (true, false and null are lower case)"),
            ("{\"a\" 1}", 1, 6, "expected ':' after the key 'a', found '1'"),
            ("{a: 1}", 1, 2, "unexpected 'a' where a key in double quotes should be"),
            ("[1 2]", 1, 4, "expected ',' or ']' after an array item, found '2'"),
            ("{\"a\": 1", 1, 8, "the text ends inside an object (a '}' is missing)"),
            ("[\"a\nb\"]", 1, 4, "a line break inside a string (write it as \\n)"),
            ("[\"a\u{1}\"]", 1, 4, "the control character 0x1 inside a string (escape it as \\u0001)"),
            (#"["\x"]"#, 1, 3, "'\\x' is not a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
            (#"["\u12G4"]"#, 1, 7, "'G' is not a hex digit (\\u takes four)"),
            ("[\"abc", 1, 6, "the text ends inside a string (a closing '\"' is missing)"),
        ]
        for (text, line, column, reason) in cases {
            let e = failure(text)
            #expect(e == JSONSyntaxError(position: JSONPosition(line: line, column: column), reason: reason), "\(text.debugDescription) → \(String(describing: e))")
        }
    }

    @Test func rejectsBadUTF8InsideAndOutsideStrings() {
        #expect(failure([0x5B, 0x22, 0x61, 0xC3, 0x28, 0x22, 0x5D])?.reason == "the text is not valid UTF-8 here (byte 0xC3)")
        #expect(failure([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D])?.reason == "the text is not valid UTF-8 here (byte 0xED)")  // UTF-8 surrogate
        #expect(failure([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D])?.reason == "the text is not valid UTF-8 here (byte 0xC0)")        // overlong
        #expect(failure([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D])?.reason == "the text is not valid UTF-8 here (byte 0xF4)")  // > U+10FFFF
        #expect(failure([0xFF])?.reason == "unexpected the byte 0xFF, which is not UTF-8 where a value should be")
        #expect(failure(Array("[1, é]".utf8))?.reason == "unexpected 'é' where a value should be")
    }

    @Test func boundsNesting() throws {
        let deep = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        _ = try parse(deep)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(failure(tooDeep) == JSONSyntaxError(position: JSONPosition(line: 1, column: 65), reason: "arrays and objects nest more than 64 levels deep here"))
        // Ten thousand levels: an error, not a stack overflow.
        #expect(failure(String(repeating: "{\"a\":", count: 10_000))?.reason == "arrays and objects nest more than 64 levels deep here")
    }
}

@Suite struct JSONObjectReaderTests {
    func reader(_ text: String, index: Int? = nil) throws -> JSONObjectReader {
        try JSONObjectReader(try JSONParser.parse(Array(text.utf8)), index: index)
    }

    @Test func readsTypedFieldsAndNamesTheFieldOnError() throws {
        let r = try reader(#"{"n": 2.5, "i": 7, "s": "x", "b": false, "a": [1, 2], "o": {"k": 1}}"#, index: 3)
        #expect(try r.number("n") == 2.5)
        #expect(try r.int("i", in: 1...10) == 7)
        #expect(try r.string("s") == "x")
        #expect(try r.bool("b") == false)
        #expect(try r.numbers("a", count: 2) == [1, 2])
        #expect(try r.members("o").map(\.key) == ["k"])
        #expect(try r.optionalNumber("missing") == nil)
        try r.rejectUnknownFields()
        #expect(throws: JSONFieldError(index: 3, field: "n", reason: "must be a whole number, got 2.5", position: JSONPosition(line: 1, column: 7))) { try r.int("n", in: 0...9) }
        #expect(throws: JSONFieldError(index: 3, field: "i", reason: "7 is outside 8…9", position: JSONPosition(line: 1, column: 17))) { try r.int("i", in: 8...9) }
        #expect(throws: JSONFieldError(index: 3, field: "s", reason: "must be true or false, got a string", position: JSONPosition(line: 1, column: 25))) { try r.bool("s") }
        #expect(throws: JSONFieldError(index: 3, field: "z", reason: "missing", position: JSONPosition(line: 1, column: 1))) { try r.string("z") }
        #expect(throws: JSONFieldError(index: 3, field: "a", reason: "must be an array of 3 numbers: holds 2 items", position: JSONPosition(line: 1, column: 47))) {
            try r.numbers("a", count: 3)
        }
    }

    @Test func nullIsNotAnAbsentField() throws {
        let r = try reader(#"{"rule": null}"#)
        #expect(throws: JSONFieldError(index: nil, field: "rule", reason: "missing (null)", position: JSONPosition(line: 1, column: 10))) { try r.optionalString("rule") }
    }

    @Test func unknownFieldsAreErrorsWithASuggestion() throws {
        let r = try reader(#"{"op": "path", "d": "M0 0", "rul": "evenodd"}"#, index: 0)
        _ = try r.string("op"); _ = try r.string("d"); _ = try r.optionalString("rule"); _ = try r.optionalString("color")
        #expect(throws: JSONFieldError(index: 0, field: "rul",
                                       reason: "is not a field here — did you mean 'rule'? (known: op, d, rule, color)",
                                       position: JSONPosition(line: 1, column: 29))) { try r.rejectUnknownFields() }
        let far = try reader(#"{"zzzzzz": 1}"#)
        _ = try far.optionalNumber("x")
        #expect(throws: JSONFieldError(index: nil, field: "zzzzzz", reason: "is not a field here (known: x)", position: JSONPosition(line: 1, column: 2))) {
            try far.rejectUnknownFields()
        }
    }

    @Test func aNonObjectIsNamedAsTheItem() throws {
        #expect(throws: JSONFieldError(index: 2, field: "(item)", reason: "must be an object, got a number", position: JSONPosition(line: 1, column: 1))) {
            try reader("7", index: 2)
        }
    }
}
