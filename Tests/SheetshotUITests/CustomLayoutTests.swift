import Foundation
import struct Canvas.Rect
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// A flow layout as apps write one: subviews left to right, wrapping to a new row when the next does not fit.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, subviews)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for row in arrange(width: bounds.width, subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private func arrange(width: CGFloat, _ subviews: Subviews) -> [(indices: [Int], width: CGFloat, height: CGFloat)] {
        var rows: [(indices: [Int], width: CGFloat, height: CGFloat)] = []
        var current: (indices: [Int], width: CGFloat, height: CGFloat) = ([], 0, 0)
        for (i, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let needed = current.indices.isEmpty ? size.width : current.width + spacing + size.width
            if needed > width, !current.indices.isEmpty {
                rows.append(current)
                current = ([i], size.width, size.height)
            } else {
                current = (current.indices + [i], needed, max(current.height, size.height))
            }
        }
        if !current.indices.isEmpty { rows.append(current) }
        return rows
    }
}

/// A layout value: where a subview goes in a `RankedLayout`.
private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Stacks its subviews by their rank, lowest at the top, and counts its cache's uses.
private struct RankedLayout: Layout {
    struct Cache { var order: [Int] }
    func makeCache(subviews: Subviews) -> Cache {
        Cache(order: subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for index in cache.order {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

/// A layout that places nothing and answers a size that is not a number.
private struct CarelessLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: CGFloat.nan, height: .infinity)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

private struct Tags: View {
    let tags = ["Swift", "Linux", "Snapshots", "Bottom sheets", "Layout", "Previews", "Accessibility", "Dark mode"]
    var body: some View {
        FlowLayout(spacing: 8) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(.horizontal, 12).padding(.vertical, 6)
                    .background(Capsule().fill(Color.blue.opacity(0.15)))
            }
        }
        .padding()
    }
}

/// `Layout` of your own, `AnyLayout` and the stack layouts, through the same layout pass as the stacks.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct CustomLayoutTests {
    private func frames(_ node: Node, _ kind: String) -> [Rect] {
        (node.kind == kind ? [node.frame] : []) + node.children.flatMap { frames($0, kind) }
    }

    @Test func aFlowLayoutWrapsItsSubviews() throws {
        let root = try ViewRenderer.layout(Tags(), on: .iPhoneSE)
        let texts = frames(root, "Text")
        #expect(texts.count == 8)
        // Several rows, each starting at the same x; within a row, left to right.
        let rows = Dictionary(grouping: texts, by: { (r: Rect) in r.minY })
        #expect(rows.count >= 3)
        #expect(Set(rows.values.map { $0.map(\.minX).min()! }).count == 1)
        // Nothing past the padded width.
        #expect(texts.allSatisfy { $0.maxX <= 375 - 16 + 0.5 })
        assertSnapshot(of: Tags(), as: .image(on: .iPhoneSE, scale: 1), named: "flow-layout")
    }

    @Test func layoutValuesAndTheCacheOrderSubviews() throws {
        let view = RankedLayout {
            Text("third").layoutValue(key: Rank.self, value: 3)
            Text("first").layoutValue(key: Rank.self, value: 1)
            Text("second").layoutValue(key: Rank.self, value: 2)
        }
        let root = try ViewRenderer.layout(view, on: .iPhoneSE)
        func y(_ text: String) -> Double {
            func find(_ n: Node) -> Node? {
                if let t = n as? Widgets.Text, t.string == text { return t }
                return n.children.lazy.compactMap(find).first
            }
            return find(root)!.frame.minY
        }
        #expect(y("first") < y("second") && y("second") < y("third"))
        // A value given under a later modifier is still the subview's.
        let padded = try ViewRenderer.layout(RankedLayout {
            Text("later").layoutValue(key: Rank.self, value: 2).padding(4)
            Text("sooner").layoutValue(key: Rank.self, value: 1).padding(4)
        }, on: .iPhoneSE)
        func ty(_ text: String) -> Double {
            func find(_ n: Node) -> Node? {
                if let t = n as? Widgets.Text, t.string == text { return t }
                return n.children.lazy.compactMap(find).first
            }
            return find(padded)!.frame.minY
        }
        #expect(ty("sooner") < ty("later"))
    }

    /// `AnyLayout` of a stack layout lays out as the stack does.
    @Test func anyLayoutOfAStackIsTheStack() throws {
        func texts(_ view: some View) throws -> [Rect] { frames(try ViewRenderer.layout(view, on: .iPhoneSE), "Text") }
        for vertical in [false, true] {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
            let viaLayout = try texts(layout { Text("One"); Text("Two") })
            let viaStack = vertical ? try texts(VStack(spacing: 4) { Text("One"); Text("Two") })
                : try texts(HStack(spacing: 4) { Text("One"); Text("Two") })
            #expect(viaLayout == viaStack)
        }
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal && VStackLayout.layoutProperties.stackOrientation == .vertical)
    }

    /// A careless layout neither crashes nor hides the picture: a size that is not a number is taken as
    /// zero, and subviews it does not place are centred.
    @Test func aCarelessLayoutIsContained() throws {
        let root = try ViewRenderer.layout(VStack { Text("Above"); CarelessLayout { Text("Unplaced") } }, on: .iPhoneSE)
        let texts = frames(root, "Text")
        #expect(texts.count == 2 && texts.allSatisfy { $0.minX.isFinite && $0.minY.isFinite })
        _ = try ViewRenderer.render(CarelessLayout { Text("x") }, on: .iPhoneSE, scale: 1)
    }
}
