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
        // A hash of the preview's source, whitespace aside: what names an unnamed preview's snapshots.
        var arguments = "fileID: \(location.file), line: \(location.line), sourceHash: \"\(sourceHash(of: node))\""
        for argument in node.arguments {
            arguments += ", " + argument.with(\.trailingComma, nil).trimmedDescription
        }
        var trailing = node.trailingClosure.map { " " + $0.trimmedDescription } ?? ""
        var declarations: [DeclSyntax] = []
        let viewName = context.makeUniqueName("Previewable").text
        if let closure = node.trailingClosure, let view = previewableView(closure, named: viewName) {
            declarations.append(view)
            trailing = " { \(viewName)() }"
        }
        let extra = node.additionalTrailingClosures.map { " " + $0.trimmedDescription }.joined()
        let name = context.makeUniqueName("preview")
        // The record's layout is `SheetshotUI.PreviewRecord`; its kind is "SSPV" (PreviewRecordKind).
        return declarations + ["""
            @section("sheetshot_previews") @used
            private let \(name): SheetshotUI.PreviewRecord = (0x5353_5056, 0, { destination in
                SheetshotUI.Preview._register(into: destination, \(raw: arguments))\(raw: trailing)\(raw: extra)
            }, 0)
            """]
    }
}

extension PreviewMacro {
    /// The 64-bit FNV-1a hash of the macro's source with every whitespace character left out, as 16
    /// hexadecimal digits: the same however the preview is indented or wrapped, or wherever it moves.
    static func sourceHash(of node: some FreestandingMacroExpansionSyntax) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in node.trimmedDescription.unicodeScalars.filter({ !$0.properties.isWhitespace }).map(String.init).joined().utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The preview's `@Previewable` variables (iOS 18's state written in a preview) as the properties of a
    /// view of its own, named `name`, whose body is the rest of the closure — so the state lives as a view's
    /// state does:
    ///
    ///     #Preview { @Previewable @State var on = false; Toggle("Wi-Fi", isOn: $on) }
    ///
    /// gives a file-scope `struct NAME: View` with `@State var on = false` and `Toggle("Wi-Fi", isOn: $on)`
    /// as its body, and the preview shows `NAME()`. Nil when the closure has none.
    static func previewableView(_ closure: ClosureExprSyntax, named name: String) -> DeclSyntax? {
        var properties: [String] = [], rest: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                let kept = variable.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable" }
                properties.append(variable.with(\.attributes, kept).trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }
        guard !properties.isEmpty else { return nil }
        return """
            private struct \(raw: name): SheetshotUI.View {
            \(raw: properties.map { "    " + $0 }.joined(separator: "\n"))
                var body: some SheetshotUI.View {
            \(raw: rest.map { "        " + $0 }.joined(separator: "\n"))
                }
            }
            """
    }
}

/// `@Previewable`: marks a variable of a `#Preview`'s closure as state of the preview (`#Preview` moves it
/// into a view of its own); by itself it adds nothing.
public struct PreviewableMacro: PeerMacro {
    /// No peers: `#Preview` reads the attribute.
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
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
