// What a compiler error says is missing, as one key a table can count across files: `View.zIndex` for
// "value of type 'some View' has no member 'zIndex'", `ScrollViewReader` for "cannot find
// 'ScrollViewReader' in scope", the call's signature for wrong labels, `import MapKit` for a module that is
// not there. Errors that follow from an earlier one (a member of an unknown type, an unresolved base) are
// kept apart, so the table ranks causes.

/// One thing a file needs that the compiler did not find.
struct MissingAPI: Hashable, Codable, Comparable, Sendable {
    /// What kind of gap the error shows.
    enum Kind: String, Codable, Sendable, Comparable {
        /// A member of a type (`View.zIndex`, `Color.mint`).
        case member
        /// A name not found at all (`ScrollViewReader`).
        case name
        /// A call whose labels or arguments match no declaration (`Picker(selection:) {…} label: {…}`).
        case call
        /// A module the file imports that is not there (`import MapKit`).
        case module
        /// A Swift 6 data-race-safety error (the file's own code, or an API's isolation).
        case concurrency
        /// An error that usually follows from another one in the same expression.
        case consequence
        /// Anything else, by its message.
        case other

        static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    var kind: Kind
    /// The missing API, or the error's message for `other`.
    var key: String

    static func < (a: Self, b: Self) -> Bool { (a.kind, a.key) < (b.kind, b.key) }

    /// SwiftUI's view types: a missing member of any of them is a missing modifier of every view.
    static let viewTypes: Set<String> = [
        "View", "Text", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Button", "Toggle", "Label",
        "List", "Form", "Section", "ForEach", "Group", "ScrollView", "NavigationStack", "NavigationView", "NavigationLink",
        "Spacer", "Divider", "Color", "TextField",
        "SecureField", "Picker", "Slider", "Stepper", "ProgressView", "Menu", "TabView", "GeometryReader", "AnyView",
        "EmptyView", "ModifiedContent", "TupleView", "_ConditionalContent", "Optional", "LinearGradient", "Grid", "GridRow",
        "LabeledContent", "DatePicker", "Link", "ShareLink", "AsyncImage", "ViewThatFits", "DisclosureGroup", "TextEditor",
        "ContentUnavailableView", "ZStackLayout", "Canvas", "Map", "Gauge", "ColorPicker", "EditButton",
        "some View", "any View", "Content", "Self", "Body", "SubscriptionView", "_EnvironmentObjectView",
    ]

    /// Shapes: a missing member of one is a missing shape operation (`Shape.strokeBorder`); `Path`'s own
    /// methods stay `Path`'s.
    static let shapeTypes: Set<String> = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle",
                                          "_ShapeView", "_StrokedShape", "_TrimmedShape", "AnyShape", "some Shape", "any Shape",
                                          "some InsettableShape", "_InsetShape", "OffsetShape", "RotatedShape", "ScaledShape"]

    /// The type a message names, reduced to what a table should show: no module, no generic arguments,
    /// `some P` and `any P` as `P`, every view type as `View`.
    /// With `viewsAsView` false, a view type keeps its name (for its static members: `Color.mint`).
    static func normalisedType(_ raw: String, views: Set<String> = [], viewsAsView: Bool = true) -> String {
        var type = raw
        for prefix in ["SheetshotUI.", "SwiftUI.", "Widgets.", "Swift.", "Foundation."] { type = type.replacingOccurrences(of: prefix, with: "") }
        // Drop generic arguments, keeping the outermost name.
        if let angle = type.firstIndex(of: "<") { type = String(type[..<angle]) }
        if type.hasPrefix("some ") || type.hasPrefix("any ") { type = String(type.drop(while: { $0 != " " }).dropFirst()) }
        if type.hasPrefix("(") || type.hasSuffix(")") { return type }
        let base = String(type.split(separator: ".").first ?? Substring(type))
        if !viewsAsView { return type }
        if shapeTypes.contains(raw) || shapeTypes.contains(type) { return "Shape" }
        if viewTypes.contains(type) || views.contains(type) || (viewTypes.contains(base) || views.contains(base)) && !type.contains(".") { return "View" }
        return type
    }

    /// The quoted pieces of a message, in order ('a', 'b' …).
    static func quoted(_ message: String) -> [String] {
        var pieces: [String] = [], current: String? = nil
        // "type 'URLSession' (aka 'AnyObject')": the alias's target is not a name of its own.
        let message = message.replacingOccurrences(of: #" \(aka '[^']*'\)"#, with: "", options: .regularExpression)
        for character in message {
            if character == "'" {
                if let piece = current { pieces.append(piece); current = nil } else { current = "" }
            } else if current != nil {
                current!.append(character)
            }
        }
        return pieces
    }

    /// What an error says is missing; `call` reads the call an error points into (nil: not known).
    /// `views` are the view types the file declares (a missing member of one is a missing modifier).
    ///
    /// `call` reads the source where the error points: the call whose callee starts there (`enclosing`
    /// false) or the call whose arguments hold that place (`enclosing` true); `keyPath` the key path there.
    static func classify(_ message: String, views: Set<String> = [], call: (_ enclosing: Bool) -> String? = { _ in nil },
                         keyPath: () -> String? = { nil }) -> MissingAPI {
        // A missing member of a view value is a missing modifier of every view; a type's missing static
        // member (`Color.mint`) stays that type's.
        func member(of type: String, _ name: String) -> MissingAPI {
            MissingAPI(kind: .member, key: "\(normalisedType(type, views: views)).\(name)")
        }
        func staticMember(of type: String, _ name: String) -> MissingAPI {
            MissingAPI(kind: .member, key: "\(normalisedType(type, viewsAsView: false)).\(name)")
        }
        let names = quoted(message)
        func starts(_ prefix: String) -> Bool { message.hasPrefix(prefix) }
        if starts("no such module"), let module = names.first { return MissingAPI(kind: .module, key: "import \(module)") }
        if (starts("value of type") || starts("value of optional type")) && message.contains("has no member"), names.count >= 2 {
            return member(of: names[0], names[1])
        }
        if starts("type ") && message.contains(" has no member "), names.count >= 2 { return staticMember(of: names[0], names[1]) }
        if starts("static member") || starts("instance member"), names.count >= 2, message.contains("cannot be used on") {
            return member(of: names[1], names[0])
        }
        if starts("cannot find type") || starts("cannot find '"), let name = names.first {
            return MissingAPI(kind: .name, key: name)
        }
        if starts("module ") && message.contains("has no member named"), names.count >= 2 {
            return MissingAPI(kind: .name, key: names[1])
        }
        if starts("cannot infer key path type"), let path = keyPath() {
            return MissingAPI(kind: .member, key: path)
        }
        if starts("reference to member") || starts("cannot infer contextual base") || starts("generic parameter")
            || starts("failed to produce diagnostic") || message.contains("cannot be inferred") || starts("unable to infer")
            || message.contains("cannot conform to 'View'") || message.contains("type of expression is ambiguous") {
            let detail = names.first.map { " '\($0)'" } ?? ""
            let summary = starts("reference to member") || starts("cannot infer contextual base") ? ".\(names.first ?? "?") without a type"
                : starts("generic parameter") ? "generic parameter\(detail) not inferred" : message
            return MissingAPI(kind: .consequence, key: summary)
        }
        let callErrors = ["extra argument", "extra arguments", "extra trailing closure", "incorrect argument label",
                          "missing argument", "missing arguments", "no exact matches in call", "argument passed to call that takes no arguments",
                          "argument type", "trailing closure passed to parameter", "no exact matches in reference",
                          "contextual closure type", "cannot call value of non-function type", "unable to type-check",
                          "ambiguous use of", "initializer", "cannot convert value of type", "missing argument label",
                          "argument labels", "does not conform to expected type", "instance method", "global function",
                          "referencing initializer", "referencing instance method"]
        // An argument's error points at the argument; a call's own (no match, wrong labels) at its callee.
        let atArgument = ["cannot convert value", "extra argument", "missing argument for", "argument type", "trailing closure passed"]
        if callErrors.contains(where: { message.hasPrefix($0) || message.contains($0) }),
           let signature = call(atArgument.contains { message.hasPrefix($0) }) {
            return MissingAPI(kind: .call, key: signature)
        }
        let concurrency = ["actor-isolated", "Sendable", "concurrency-safe", "data race", "isolation", "nonisolated", "main actor",
                           "sending ", "@MainActor", "global actor"]
        if concurrency.contains(where: { message.contains($0) }) {
            return MissingAPI(kind: .concurrency, key: redactNames(message))
        }
        return MissingAPI(kind: .other, key: message)
    }

    /// A concurrency message with the code's own names replaced, so the same rule groups across files.
    static func redactNames(_ message: String) -> String {
        var result = "", inQuote = false
        for character in message {
            if character == "'" {
                result += inQuote ? "'" : "'…"
                inQuote.toggle()
            } else if !inQuote {
                result.append(character)
            }
        }
        return result
    }
}
