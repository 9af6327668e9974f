import SheetshotUIMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `#Preview`'s expansion: a record in the previews section whose function registers the macro's own
/// arguments and body with its file and line; and the mistakes it reports.
@Suite struct PreviewMacroTests {
    // (The body is copied as written; the expansion's indentation is the formatter's.)
    @Test func aNamedPreviewKeepsItsNameAndBody() {
        expand("""
            #Preview("Badges") {
                Text("New")
            }
            """, to: """
            @section("sheetshot_previews") @used
            private let __macro_local_7previewfMu_: SheetshotUI.PreviewRecord = (0x5353_5056, 0, { destination in
                SheetshotUI.Preview._register(into: destination, fileID: "TestModule/test.swift", line: 1, sourceHash: "56da77c373549a51", "Badges") {
                Text("New")
                    }
                }, 0)
            """)
    }

    /// The source hash that names an unnamed preview's snapshots ignores whitespace: the same preview on
    /// one line, three lines down, hashes the same as above.
    @Test func theSourceHashIgnoresWhitespace() {
        expand("""


            #Preview("Badges") {   Text("New") }
            """, to: """
            @section("sheetshot_previews") @used
            private let __macro_local_7previewfMu_: SheetshotUI.PreviewRecord = (0x5353_5056, 0, { destination in
                SheetshotUI.Preview._register(into: destination, fileID: "TestModule/test.swift", line: 3, sourceHash: "56da77c373549a51", "Badges") {
                        Text("New")
                    }
                }, 0)
            """)
    }

    @Test func traitsAndALabelledBodyArePassedOn() {
        expand("""
            let x = 1
            #Preview(traits: .sizeThatFitsLayout, body: { Color.red })
            """, to: """
            let x = 1
            @section("sheetshot_previews") @used
            private let __macro_local_7previewfMu_: SheetshotUI.PreviewRecord = (0x5353_5056, 0, { destination in
                SheetshotUI.Preview._register(into: destination, fileID: "TestModule/test.swift", line: 2, sourceHash: "9b2b66b158118438", traits: .sizeThatFitsLayout, body: {
                            Color.red
                        })
                }, 0)
            """)
    }

    /// `@Previewable` variables become the properties of a view of their own; the rest of the body is its body.
    @Test func previewableStateBecomesAView() {
        expand("""
            #Preview {
                @Previewable @State var on = false
                Toggle("Wi-Fi", isOn: $on)
            }
            """, to: """
            private struct __macro_local_11PreviewablefMu_: SheetshotUI.View {
                @State var on = false
                var body: some SheetshotUI.View {
                    Toggle("Wi-Fi", isOn: $on)
                }
            }
            @section("sheetshot_previews") @used
            private let __macro_local_7previewfMu_: SheetshotUI.PreviewRecord = (0x5353_5056, 0, { destination in
                SheetshotUI.Preview._register(into: destination, fileID: "TestModule/test.swift", line: 1, sourceHash: "c7bfe84360f5259a") {
                        __macro_local_11PreviewablefMu_()
                    }
                }, 0)
            """)
    }

    /// `@Entry`: the variable reads and writes its own key, declared beside it with the initial value.
    @Test func entriesBecomePropertiesWithKeys() {
        expand("""
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """, to: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: SheetshotUI.EnvironmentKey {
                    static var defaultValue: Color {
                        .blue
                    }
                }
            }
            """)
    }

    @Test func aPreviewInsideATypeIsAnError() {
        expand("""
            struct S {
                #Preview { Text("x") }
            }
            """, to: """
            struct S {
                #Preview { Text("x") }
            }
            """, diagnostics: [DiagnosticSpec(message: "#Preview must be written at file scope, outside any type or function (as Xcode requires)",
                                              line: 2, column: 5)])
    }

    @Test func aPreviewWithoutABodyIsAnError() {
        expand("""
            #Preview("Empty")
            """, to: #"#Preview("Empty")"#, diagnostics: [DiagnosticSpec(message: "#Preview needs a body: the views to preview, in a closure", line: 1, column: 1)])
    }
}
