import Canvas
@testable import SheetshotUI
import Testing

/// A view that is its number (no padding in its bytes).
private struct Numbered: View {
    let n: Int
    var body: some View { Text("\(n)") }
}

/// Several views built by a `ViewBuilder` are one `TupleView`, whose views are listed through their
/// parameter pack: in order, each of its own type, with no reflection.
@MainActor @Suite struct TupleViewTests {
    @ViewBuilder private func three() -> some View {
        Text("One")
        Color.red
        Text("Three").bold()
    }

    @Test func aViewBuildersViewsAreListedInOrderWithTheirTypes() throws {
        let tuple = try #require(three() as? TupleViewElements)
        let views = tuple.elements
        #expect(views.count == 3)
        #expect(views[0] is Text && views[1] is SheetshotUI.Color && !(views[2] is SheetshotUI.Color))
        // A tuple view given its views one by one is the same.
        #expect(TupleView(Text("a"), Color.blue).elements.count == 2)
    }

    /// Two tuple views of the same views hold the same bytes, so a body kept for a view that holds one (a
    /// card's content) is reused while the content is unchanged.
    @Test func equalContentIsEqualBytes() {
        func bytes<V>(_ value: V) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
        #expect(bytes(TupleView(Numbered(n: 1), Numbered(n: 2))) == bytes(TupleView(Numbered(n: 1), Numbered(n: 2))))
        #expect(bytes(TupleView(Numbered(n: 1), Numbered(n: 2))) != bytes(TupleView(Numbered(n: 1), Numbered(n: 3))))
    }

    /// A tuple view made by hand from a tuple value (the old initialiser) still lists the views it holds.
    @available(*, deprecated)
    @Test func aHandMadeTupleStillListsItsViews() throws {
        let tuple = TupleView((Text("a"), 3, Color.green))
        #expect(tuple.elements.count == 2)
        _ = try ViewRenderer.render(VStack { tuple }, on: .iPhoneSE, scale: 1)
    }
}
