import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: an environment value declared in one line, as SwiftUI's (`extension EnvironmentValues {
/// @Entry var accent: Color = .blue }`). The variable becomes a property reading and writing its own key,
/// and the key — a type named `__Key_` and the variable's name — is declared beside it with the
/// variable's initial value as its default.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The property's getter and setter, through its key.
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = Self.name(of: declaration) else { return [] }
        return ["get { self[__Key_\(raw: name).self] }", "set { self[__Key_\(raw: name).self] = newValue }"]
    }

    /// The key: a type whose default value is the variable's initial value.
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = Self.name(of: declaration) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: EntryMessage.notAVariable)])
        }
        let type = binding.typeAnnotation?.type.trimmedDescription
        let value = binding.initializer?.value.trimmedDescription
        let defaultValue: String
        switch (type, value) {
        case let (type?, value?): defaultValue = "static var defaultValue: \(type) { \(value) }"
        case let (type?, nil): defaultValue = "static var defaultValue: \(type) { nil }"   // an optional without a value
        case let (nil, value?): defaultValue = "static let defaultValue = \(value)"
        case (nil, nil): throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: EntryMessage.noType)])
        }
        return ["private struct __Key_\(raw: name): SheetshotUI.EnvironmentKey { \(raw: defaultValue) }"]
    }

    static func name(of declaration: some DeclSyntaxProtocol) -> String? {
        declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
}

/// Why an `@Entry` could not be expanded.
enum EntryMessage: String, DiagnosticMessage {
    case notAVariable, noType
    var message: String {
        switch self {
        case .notAVariable: "@Entry goes on a variable of an EnvironmentValues extension"
        case .noType: "@Entry needs a type or an initial value"
        }
    }
    var diagnosticID: MessageID { MessageID(domain: "SheetshotUIMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
