import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Animatable` (iOS 26's macro): the type's `animatableData` made from its stored `var` properties, each
/// through its own `animatableData` and paired with `AnimatablePair` (none: `EmptyAnimatableData`), and the
/// `Animatable` conformance where the type has none. Properties marked `@AnimatableIgnored`, `let`s,
/// `static` and computed properties are left out. A property's type must be written out, and must be
/// `Animatable` (as `Double`, `CGFloat`, `Angle`, `CGPoint`… are).
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    /// The `animatableData` property.
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: AnimatableMessage.notAType)])
        }
        let properties = try animatedProperties(of: declaration)
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        guard !properties.isEmpty else {
            return ["\(raw: access)var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }"]
        }
        // Nested pairs: (a, (b, (c, d))). Each level's data type, getter and the setter's paths.
        func type(_ ps: ArraySlice<(name: String, type: String)>) -> String {
            let first = "\(ps.first!.type).AnimatableData"
            return ps.count == 1 ? first : "AnimatablePair<\(first), \(type(ps.dropFirst()))>"
        }
        func value(_ ps: ArraySlice<(name: String, type: String)>) -> String {
            let first = "self.\(ps.first!.name).animatableData"
            return ps.count == 1 ? first : "AnimatablePair(\(first), \(value(ps.dropFirst())))"
        }
        var assignments: [String] = []
        for (i, p) in properties.enumerated() {
            let path = String(repeating: ".second", count: i) + (i == properties.count - 1 ? "" : ".first")
            assignments.append("self.\(p.name).animatableData = newValue\(path)")
        }
        let all = properties[...]
        return ["""
        \(raw: access)var animatableData: \(raw: type(all)) {
            get { \(raw: value(all)) }
            set {
                \(raw: assignments.joined(separator: "\n"))
            }
        }
        """]
    }

    /// `extension T: Animatable {}` where the type does not conform already.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SheetshotUI.Animatable {}")]
    }

    /// The stored `var` properties the data is made of, with their written types.
    static func animatedProperties(of declaration: some DeclGroupSyntax) throws -> [(name: String, type: String)] {
        var result: [(name: String, type: String)] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
                  !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
                  !variable.attributes.contains(where: { attribute in
                      attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("AnimatableIgnored") == true
                  }) else { continue }
            // A property wrapper's value (`@State`, `@Binding`…) is not the view's data.
            if variable.attributes.contains(where: { $0.is(AttributeSyntax.self) }) { continue }
            let bindings = Array(variable.bindings)
            for (index, binding) in bindings.enumerated() {
                if let accessors = binding.accessorBlock?.accessors {
                    // Computed (a getter), not stored; `willSet`/`didSet` observers keep it stored.
                    if case .getter = accessors { continue }
                    if case .accessors(let list) = accessors,
                       list.contains(where: { ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text) }) { continue }
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // `var x, y: CGFloat`: a binding with neither a type nor a value takes the next one's type.
                let shared = binding.initializer == nil
                    ? bindings[(index + 1)...].first { $0.typeAnnotation != nil }?.typeAnnotation?.type.trimmedDescription : nil
                guard let type = binding.typeAnnotation?.type.trimmedDescription ?? shared else {
                    throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(binding), message: AnimatableMessage.noType(name))])
                }
                result.append((name, type))
            }
        }
        return result
    }
}

/// `@AnimatableIgnored` (iOS 26's macro): leaves a stored property out of `@Animatable`'s data. It adds
/// nothing to the property.
public struct AnimatableIgnoredMacro: AccessorMacro {
    /// No accessors: the attribute is a mark `@Animatable` reads.
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] { [] }
}

/// Why an `@Animatable` could not be expanded.
enum AnimatableMessage: DiagnosticMessage {
    case notAType, noType(String)
    var message: String {
        switch self {
        case .notAType: "@Animatable goes on a struct, class or enum"
        case .noType(let name): "@Animatable needs the type of '\(name)' written out (or mark it @AnimatableIgnored)"
        }
    }
    var diagnosticID: MessageID {
        switch self {
        case .notAType: MessageID(domain: "SheetshotUIMacros", id: "animatableNotAType")
        case .noType: MessageID(domain: "SheetshotUIMacros", id: "animatableNoType")
        }
    }
    var severity: DiagnosticSeverity { .error }
}
