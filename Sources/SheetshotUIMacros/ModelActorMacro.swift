import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@ModelActor`: an actor that works on an app's models through a context of its own — here
/// the container's one in-memory context, so what it inserts a view's query finds. It adds the container and executor, `init(modelContainer:)`, and
/// the `ModelActor` conformance (whose extension gives `modelContext`).
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    /// The container, its executor and `init(modelContainer:)`.
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: ModelActorMessage.notAnActor)])
        }
        return [
            "public nonisolated let modelExecutor: any SheetshotUI.ModelExecutor",
            "public nonisolated let modelContainer: SheetshotUI.ModelContainer",
            """
            public init(modelContainer: SheetshotUI.ModelContainer) {
                self.modelExecutor = SheetshotUI.DefaultSerialModelExecutor(modelContext: modelContainer._actorContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    /// The `ModelActor` conformance.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SheetshotUI.ModelActor {}")]
    }
}

enum ModelActorMessage: String, DiagnosticMessage {
    case notAnActor
    var message: String { "@ModelActor applies to an actor (SwiftData's model actors are actors)" }
    var diagnosticID: MessageID { MessageID(domain: "SheetshotUIMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
