import Canvas
import Widgets

/// A scrolling area of editable text (SwiftUI's `TextEditor`), drawn as iOS shows one not being edited:
/// its text from the top-leading corner, inset as UIKit's text views inset theirs (8 points above and
/// below, 5 at the sides), in the body font, over the system background; it takes all the space offered.
public struct TextEditor: View, PrimitiveView {
    public typealias Body = Never
    let text: String

    /// An editor showing `text`.
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    func makeNodes(in context: ViewContext) -> [Node] {
        let background = context.environment.hidesScrollContentBackground ? Color.clear : Color(uiColor: .systemBackground)
        let editor = Text(verbatim: text)
            .padding(.horizontal, 5).padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(background)
        return SheetshotUI.makeNodes(editor, in: context).map { $0.accessibilityElement(label: "", value: text, traits: []) }
    }
}
