import Foundation
import SheetshotUI
import Testing
import Widgets

/// A text field style of the user's, written as SwiftUI's are: padding and a border around the plain field.
private struct BoxedField: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration.padding(10).border(Color.gray)
    }
}

/// A primitive button style of the user's: the label, used by a tap gesture of its own.
private struct TapOnly: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).onTapGesture { configuration.trigger() }
    }
}

/// A style that draws the built-in bordered look itself, through the built-in style's own body.
private struct Delegating: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        BorderedProminentButtonStyle().makeBody(configuration: configuration)
    }
}

private struct StyledScreen: View {
    @State var name = ""
    @State var taps = 0
    var body: some View {
        VStack {
            TextField("Name", text: $name).textFieldStyle(BoxedField())
            TextField("Plain", text: $name)
            Button("Count \(taps)") { taps += 1 }.buttonStyle(TapOnly())
            Button("Off") { taps += 100 }.buttonStyle(TapOnly()).disabled(true)
            Button("Big") { taps += 10 }.buttonStyle(Delegating())
        }
    }
}

@Suite @MainActor struct CustomStyleTests {
    func find(_ root: Node, _ test: (Node) -> Bool) -> Node? { firstNode(in: root, where: test) }

    /// The custom text field style decorates the plain field; a field outside it stays plain.
    @Test func textFieldStylesOfYourOwn() throws {
        let root = try ViewRenderer.layout(StyledScreen(), on: .iPhoneSE)
        let styled = try #require(find(root) { ($0 as? Widgets.Text)?.string == "Name" }).frame
        let plain = try #require(find(root) { ($0 as? Widgets.Text)?.string == "Plain" }).frame
        #expect(styled.minX - plain.minX == 10, "padded by the style: \(styled) \(plain)")
    }

    /// A primitive style's own gesture runs the button's action through `trigger()`; a disabled button's
    /// trigger does nothing; a built-in style's body draws its look for a style that delegates to it.
    @Test func primitiveButtonStylesOfYourOwn() throws {
        let session = ViewSession(StyledScreen(), on: .iPhoneSE)
        try session.tap("Count 0")
        #expect(try session.accessibilityDump().contains("\"Count 1\""))
        try session.tap("Off")
        #expect(try session.accessibilityDump().contains("\"Count 1\""), "the disabled button's trigger ran nothing")
        try session.tap("Big")
        #expect(try session.accessibilityDump().contains("\"Count 11\""))
        let root = try ViewRenderer.layout(StyledScreen(), on: .iPhoneSE)
        let big = try #require(find(root) { ($0 as? Widgets.Text)?.string == "Big" }).frame
        let card = try #require(find(root) { node in
            node.kind == "Background" && node.frame.minX < big.minX && node.frame.maxX > big.maxX && node.frame.height > big.height + 10
        })
        #expect(card.frame.width > big.width + 20, "the bordered prominent look")
    }
}
