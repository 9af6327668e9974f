import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: a preview of a file, as Xcode's canvas shows it. The expansion places a record in the
/// `sheetshot_previews` section of the binary (a kind, and a C function that makes the preview with the
/// macro's own arguments and body, its file and line); `Preview.all` reads the records back at run time,
/// so every preview of every file linked into a test is found without naming it.
public struct PreviewMacro: DeclarationMacro {
    /// The record declaration for one `#Preview`; a preview inside a type or without a body is a
    /// compile-time error naming the fix.
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard context.lexicalContext.isEmpty else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: PreviewMessage.notAtFileScope)])
        }
        let hasBody = node.trailingClosure != nil || node.arguments.last?.label?.text == "body"
        guard hasBody else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: PreviewMessage.noBody)])
        }
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: PreviewMessage.noLocation)])
        }
        var arguments = "fileID: \(location.file), line: \(location.line)"
        for argument in node.arguments {
            arguments += ", " + argument.with(\.trailingComma, nil).trimmedDescription
        }
        let trailing = node.trailingClosure.map { " " + $0.trimmedDescription } ?? ""
        let extra = node.additionalTrailingClosures.map { " " + $0.trimmedDescription }.joined()
        let name = context.makeUniqueName("preview")
        // The record's layout is `SheetshotUI.PreviewRecord`; its kind is "SSPV" (PreviewRecordKind).
        return ["""
            @section("sheetshot_previews") @used
            private let \(name): SheetshotUI.PreviewRecord = (0x5353_5056, 0, { destination in
                SheetshotUI.Preview._register(into: destination, \(raw: arguments))\(raw: trailing)\(raw: extra)
            }, 0)
            """]
    }
}

/// Why a `#Preview` could not be expanded.
enum PreviewMessage: String, DiagnosticMessage {
    case notAtFileScope, noBody, noLocation

    var message: String {
        switch self {
        case .notAtFileScope: "#Preview must be written at file scope, outside any type or function (as Xcode requires)"
        case .noBody: "#Preview needs a body: the views to preview, in a closure"
        case .noLocation: "#Preview's file and line could not be found"
        }
    }
    var diagnosticID: MessageID { MessageID(domain: "SheetshotUIMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
