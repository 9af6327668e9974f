import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model`, as SheetshotUI keeps models (in memory, in a `ModelContext`): the class observed as
/// `@Observable` makes it (the same members, its stored `var`s marked `@ObservationTracked`), an identifier
/// given when the model is made, the context it was inserted into, and the `PersistentModel` and
/// `Observable` conformances.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// The observation registrar and its access functions (as `@Observable` writes them), the identifier and
    /// the context.
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self)?.name.trimmed.text else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: ModelMessage.notAClass)])
        }
        return [
            "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: type), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<\(raw: type), Member>,
                                                                            _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            "private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { true }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
            "private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs !== rhs }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
            "public let persistentModelID = SheetshotUI.PersistentIdentifier._next()",
            "public weak var _modelContext: SheetshotUI.ModelContext?",
        ]
    }

    /// `@ObservationTracked` on each stored `var` (not `@Transient`, `@ObservationIgnored`, static or lazy).
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
              !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
              variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil,
              binding.pattern.as(IdentifierPatternSyntax.self) != nil else { return [] }
        let skipped: Set<String> = ["Transient", "ObservationIgnored", "ObservationTracked"]
        let marks = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.split(separator: ".").last.map(String.init) }
        guard !marks.contains(where: skipped.contains) else { return [] }
        return ["@ObservationTracked"]
    }

    /// `extension T: PersistentModel, Observable {}`.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): SheetshotUI.PersistentModel, Observation.Observable {}")]
    }
}

/// SwiftData's marks on a model's properties (`@Attribute(.unique)`, `@Relationship(deleteRule: .cascade)`,
/// `@Transient`): what they say is about storing models, which an in-memory context does not do, so they add
/// nothing (`@Transient` keeps its property out of observation, through `@Model`).
public struct ModelPropertyMarkMacro: PeerMacro {
    /// Nothing.
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// Why `@Model` could not be expanded.
enum ModelMessage: String, DiagnosticMessage {
    case notAClass
    var message: String { "@Model goes on a class (SwiftData's models are classes)" }
    var diagnosticID: MessageID { MessageID(domain: "SheetshotUIMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
