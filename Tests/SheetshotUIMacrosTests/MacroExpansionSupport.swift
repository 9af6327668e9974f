import SheetshotUIMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// SheetshotUI's macros by the names source code uses, for expansion tests.
let sheetshotMacros = ["Preview": MacroSpec(type: PreviewMacro.self), "Previewable": MacroSpec(type: PreviewableMacro.self),
                       "Entry": MacroSpec(type: EntryMacro.self),
                       "Animatable": MacroSpec(type: AnimatableMacro.self, conformances: ["Animatable"]),
                       "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredMacro.self)]

/// Expects `source` to expand to `expanded` with `diagnostics`, a mismatch recorded as an issue at the
/// caller's line.
func expand(_ source: String, to expanded: String, diagnostics: [DiagnosticSpec] = [],
            sourceLocation: SourceLocation = #_sourceLocation) {
    assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: sheetshotMacros,
                         failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
}
