import Canvas
import Foundation
import SheetshotUI
import Testing
import Widgets

/// The anchors of the tabs that want an underline.
private struct TabBoundsKey: PreferenceKey {
    static var defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// The centre of the view holding the badge.
private struct BadgeCentreKey: PreferenceKey {
    static var defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
}

/// A tab bar whose selected tab is underlined through anchor preferences, as real code draws it.
private struct UnderlinedTabs: View {
    let selected = "Albums"
    var body: some View {
        HStack(spacing: 24) {
            ForEach(["Songs", "Albums", "Artists"], id: \.self) { name in
                Text(name).anchorPreference(key: TabBoundsKey.self, value: .bounds) { [name: $0] }
            }
        }
        .padding(20)
        .overlayPreferenceValue(TabBoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selected] {
                    let rect = proxy[anchor]
                    Color.red.frame(width: rect.width, height: 2).offset(x: rect.minX, y: rect.maxY + 2)
                }
            }
        }
    }
}

@Suite @MainActor struct AnchorPreferenceTests {
    func find(_ root: Node, _ test: (Node) -> Bool) -> Node? { firstNode(in: root, where: test) }

    /// The underline is drawn under the selected tab: the anchor's rectangle resolved in the reader's space.
    @Test func underlineFollowsTheSelectedTab() throws {
        let root = try ViewRenderer.layout(UnderlinedTabs(), on: .iPhoneSE)
        let albums = try #require(find(root) { ($0 as? Widgets.Text)?.string == "Albums" }).frame
        let line = try #require(find(root) { $0.frame.height == 2 && $0.children.isEmpty }).frame
        #expect(abs(line.minX - albums.minX) < 0.5 && abs(line.width - albums.width) < 0.5, "\(line) \(albums)")
        #expect(abs(line.minY - (albums.maxY + 2)) < 0.5, "\(line) \(albums)\n\(root.layoutDump())")
    }

    /// A point anchor (the centre) and `transformAnchorPreference`.
    @Test func pointAnchors() throws {
        let view = Color.blue.frame(width: 60, height: 40)
            .transformAnchorPreference(key: BadgeCentreKey.self, value: .center) { value, anchor in value = anchor }
            .frame(width: 200, height: 200)
            .overlayPreferenceValue(BadgeCentreKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Color.red.frame(width: 4, height: 4).offset(x: proxy[anchor].x - 2, y: proxy[anchor].y - 2)
                    }
                }
            }
        let root = try ViewRenderer.layout(view, on: .iPhoneSE)
        let blue = try #require(find(root) { $0.frame.width == 60 && $0.frame.height == 40 && $0.children.isEmpty }).frame
        let dot = try #require(find(root) { $0.frame.width == 4 && $0.frame.height == 4 && $0.children.isEmpty }).frame
        #expect(abs(dot.midX - blue.midX) < 0.5 && abs(dot.midY - blue.midY) < 0.5, "\(dot) \(blue)")
    }
}

/// An anchor read by `onPreferenceChange` in a session: the same view's anchor of the same source equals
/// the one before, so the action runs once when the view appears, not at every build (which would never
/// settle).
private struct AnchorWatcher: View {
    @State var seen = 0
    @State var wide = false
    var body: some View {
        VStack {
            Color.blue.frame(width: wide ? 200 : 100, height: 20)
                .anchorPreference(key: BadgeCentreKey.self, value: .center) { $0 }
            Text("Seen \(seen)")
            Button("Widen") { wide = true }
        }
        .onPreferenceChange(BadgeCentreKey.self) { _ in seen += 1 }
    }
}

extension AnchorPreferenceTests {
    @Test func anchorsCompareByViewAndSource() throws {
        let session = ViewSession(AnchorWatcher(), on: .iPhoneSE)
        try session.tap("Widen", time: 1)
        try session.tap("Widen", time: 2)
        let dump = try session.accessibilityDump()
        #expect(dump.contains("\"Seen 1\""), "\(dump)")
    }
}
