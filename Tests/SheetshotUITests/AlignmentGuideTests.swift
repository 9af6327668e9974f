import Canvas
import Foundation
import SheetshotUI
import Testing
import Widgets

extension HorizontalAlignment {
    /// A guide of the test's own: by default a view's leading edge.
    fileprivate enum Values: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }
    fileprivate static let values = HorizontalAlignment(Values.self)
}

extension VerticalAlignment {
    /// A guide of the test's own: by default a view's middle.
    fileprivate enum Marker: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }
    fileprivate static let marker = VerticalAlignment(Marker.self)
}

/// A form whose values line up after labels of different widths, through a guide of its own.
private struct AlignedForm: View {
    var body: some View {
        VStack(alignment: .values, spacing: 4) {
            HStack { Text("Name"); Text("Ann").alignmentGuide(.values) { d in d[.leading] } }
            HStack { Text("Street address"); Text("Elm 5").alignmentGuide(.values) { d in d[.leading] } }
            Text("Below").padding(.leading, 10)
        }
    }
}

@Suite @MainActor struct AlignmentGuideTests {
    /// The frame of the text node showing `string`.
    private func frame(of string: String, in root: Node) throws -> LayoutRect {
        func find(_ n: Node) -> Node? {
            if let t = n as? Widgets.Text, t.string == string { return t }
            for c in n.children { if let f = find(c) { return f } }
            return nil
        }
        return try #require(find(root), "no text \(string)").frame
    }

    private func layout(_ view: some View, direction: SheetshotUI.LayoutDirection = .leftToRight) throws -> Node {
        try ViewRenderer.layout(view, on: .iPhoneSE, layoutDirection: direction)
    }

    /// An explicit leading guide moves one child of a leading-aligned column; the column grows to hold both.
    @Test func explicitLeadingGuideInAColumn() throws {
        let root = try layout(VStack(alignment: .leading) {
            Text("Top")
            Text("Indented").alignmentGuide(.leading) { _ in -20 }
        })
        let top = try frame(of: "Top", in: root), indented = try frame(of: "Indented", in: root)
        #expect(indented.minX - top.minX == 20)
        // Right to left, the same line is mirrored: the second text moves 20 pt towards the trailing (left) side.
        let rtl = try layout(VStack(alignment: .leading) {
            Text("Top")
            Text("Indented").alignmentGuide(.leading) { _ in -20 }
        }, direction: .rightToLeft)
        #expect(try frame(of: "Top", in: rtl).maxX - frame(of: "Indented", in: rtl).maxX == 20)
    }

    /// A guide of one's own reaches the column through the rows between: the values' leading edges line
    /// up, whatever the labels' widths; a child without an explicit value uses the guide's default.
    @Test func customGuideThroughNestedStacks() throws {
        let root = try layout(AlignedForm())
        let ann = try frame(of: "Ann", in: root), elm = try frame(of: "Elm 5", in: root)
        let name = try frame(of: "Name", in: root), street = try frame(of: "Street address", in: root)
        #expect(abs(ann.minX - elm.minX) < 0.5, "values \(ann.minX) \(elm.minX)")
        #expect(name.minX - street.minX > 20, "the shorter label's row moves along: \(name) \(street)")
        // The third child has only the default (its leading edge, padding included): on the same line.
        let below = try frame(of: "Below", in: root)
        #expect(abs(below.minX - 10 - ann.minX) < 0.5, "below \(below.minX) ann \(ann.minX)")
    }

    /// In a row aligned by top edges, a child whose top guide is its bottom sits above the line.
    @Test func rowGuide() throws {
        let root = try layout(HStack(alignment: .top, spacing: 0) {
            Text("Line")
            Text("Raised").alignmentGuide(.top) { d in d[.bottom] }
        })
        let line = try frame(of: "Line", in: root), raised = try frame(of: "Raised", in: root)
        #expect(abs(raised.maxY - line.minY) < 0.5)
        // A guide of one's own in a row, by default the middle: the second text's top on the first's middle.
        let marked = try layout(HStack(alignment: .marker) {
            Text("Big").font(.largeTitle)
            Text("Small").alignmentGuide(.marker) { _ in 0 }
        })
        let big = try frame(of: "Big", in: marked), small = try frame(of: "Small", in: marked)
        #expect(abs(small.minY - big.midY) < 0.5)
    }

    /// A badge centred on a view's top trailing corner, as real code writes it: the overlay lines the
    /// badge's guides up with the content's.
    @Test func overlayAndFrameGuides() throws {
        let root = try layout(
            Text("Inbox").padding(10)
                .overlay(alignment: .topTrailing) {
                    Text("3").alignmentGuide(.top) { d in d.height / 2 }.alignmentGuide(.trailing) { d in d.width / 2 }
                })
        let badge = try frame(of: "3", in: root), inbox = try frame(of: "Inbox", in: root)
        // The content is the padded text: its top trailing corner is 10 pt beyond the text's.
        let corner = (x: inbox.maxX + 10, y: inbox.minY - 10)
        #expect(abs(badge.midX - corner.x) < 0.5, "\(badge) \(inbox)")
        #expect(abs(badge.midY - corner.y) < 0.5, "\(badge) \(inbox)")
        // A frame's alignment honours the child's explicit guide.
        let framed = try layout(Text("Shifted").alignmentGuide(.leading) { _ in -30 }.frame(width: 300, alignment: .leading).border(.red))
        let shifted = try frame(of: "Shifted", in: framed)
        #expect(abs(shifted.minX - ((375 - 300) / 2 + 30)) < 0.5, "\(shifted)\n\(framed.layoutDump())")
    }

    /// Leading, centre and trailing are frame alignments: an explicit value stops at the first layout
    /// container (here padding), as on iOS; a guide of one's own passes through.
    @Test func frameAlignmentsStopAtContainers() throws {
        let root = try layout(VStack(alignment: .leading, spacing: 0) {
            Text("First")
            Text("Second").alignmentGuide(.leading) { _ in 40 }.padding(0)
        })
        #expect(try frame(of: "First", in: root).minX == frame(of: "Second", in: root).minX)
    }

    /// A ZStack lines children up on both guides, and grows to hold them.
    @Test func zStackGuides() throws {
        let root = try layout(ZStack(alignment: .topLeading) {
            Color.blue.frame(width: 50, height: 50)
            Text("Tag").alignmentGuide(.leading) { d in d.width }.alignmentGuide(.top) { d in d.height }
        }.border(.red))
        let tag = try frame(of: "Tag", in: root)
        func colour(_ n: Node) -> Node? { n.frame.width == 50 && n.frame.height == 50 ? n : n.children.lazy.compactMap(colour).first }
        let square = try #require(colour(root))
        #expect(abs(tag.maxX - square.frame.minX) < 0.5, "\(tag) \(square.frame)")
        #expect(abs(tag.maxY - square.frame.minY) < 0.5, "\(tag) \(square.frame)")
    }

    /// `ViewDimensions` gives explicit values through `subscript(explicit:)` and defaults otherwise.
    @Test func viewDimensionsInALayout() throws {
        struct Reader: Layout {
            nonisolated(unsafe) static var seen: [CGFloat?] = []
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for s in subviews {
                    let d = s.dimensions(in: .unspecified)
                    Reader.seen.append(d[explicit: HorizontalAlignment.values])
                    Reader.seen.append(d[HorizontalAlignment.trailing])
                    s.place(at: bounds.origin, proposal: .unspecified)
                }
            }
        }
        Reader.seen = []
        _ = try layout(Reader() {
            Color.red.frame(width: 30, height: 10).alignmentGuide(.values) { _ in 7 }
            Color.green.frame(width: 40, height: 10)
        })
        #expect(Reader.seen.prefix(4) == [7, 30, nil, 40])
    }
}
