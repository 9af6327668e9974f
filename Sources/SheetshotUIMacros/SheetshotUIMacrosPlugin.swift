// The compiler plug-in that expands SheetshotUI's macros.
import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct SheetshotUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self,
                                             AnimatableMacro.self, AnimatableIgnoredMacro.self,
                                             ModelMacro.self, ModelPropertyMarkMacro.self, ModelActorMacro.self]
}
