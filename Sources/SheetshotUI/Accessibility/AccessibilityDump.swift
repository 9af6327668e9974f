import Canvas
import SheetWidget
import Widgets

/// One element VoiceOver visits: what it reads and where it is.
struct AccessibilityElement {
    var label: String
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits
    var frame: Rect
    /// The part of `frame` a tap can reach: inside every scroll view and clip around the element (nil
    /// when none cuts it; empty when the element lies wholly outside one).
    var visibleFrame: Rect? = nil

    /// One line: traits (or "element"), the label, value and hint, and the frame in points.
    var line: String {
        func number(_ v: Double) -> String {
            var s = String((v * 100).rounded() / 100)
            if s.hasSuffix(".0") { s.removeLast(2) }
            return s
        }
        var parts = [traits.names.isEmpty ? "element" : traits.names.joined(separator: ", ")]
        parts[0] += " \"\(label)\""
        if let value, !value.isEmpty { parts.append("value \"\(value)\"") }
        if let hint, !hint.isEmpty { parts.append("hint \"\(hint)\"") }
        return parts.joined(separator: ", ")
            + " (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)) × \(number(frame.height)))"
    }
}

enum AccessibilityReader {
    /// Whether `node` is or holds an element of its own (a control, an `accessibilityElement`).
    static func containsElement(_ node: Node) -> Bool {
        if let wrapper = node as? AccessibilityNode {
            if wrapper.info.isHidden { return false }
            if wrapper.info.isElement { return true }
        }
        return node.children.contains(where: containsElement)
    }

    /// The elements of a laid-out tree in reading order (the tree's order: stacks top to bottom and from
    /// the leading edge): texts and symbols on their own, controls and `accessibilityElement`s as one
    /// element each; hidden views, views at opacity 0 and views laid out at no size are left out.
    static func elements(in node: Node) -> [AccessibilityElement] { elements(in: node, clip: nil) }

    /// `elements(in:)` under `clip`: the part of the screen the scroll views and clips around `node` show
    /// (nil: none), given each element as its `visibleFrame`.
    static func elements(in node: Node, clip: Rect?) -> [AccessibilityElement] {
        if node.isHiddenFromHitTesting || (node.frame.width <= 0 && node.frame.height <= 0) { return [] }
        func visible(_ frame: Rect) -> Rect? { clip.map { frame.intersection($0) } }
        let inside = node.clipsHitTesting ? (clip.map { $0.intersection(node.frame) } ?? node.frame) : clip
        func children(_ n: Node) -> [AccessibilityElement] { n.children.flatMap { elements(in: $0, clip: inside) } }
        if let wrapper = node as? AccessibilityNode {
            let info = wrapper.info
            if info.isHidden { return [] }
            let inner = children(node)
            if info.isElement {
                let label = info.label ?? inner.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
                // The element's own traits only: an icon in a button does not make the button an image.
                return [AccessibilityElement(label: label, value: info.value ?? (inner.count == 1 ? inner[0].value : nil), hint: info.hint,
                                             traits: info.traits.subtracting(info.removedTraits), frame: node.frame,
                                             visibleFrame: visible(node.frame))]
            }
            // Not an element of its own: what it sets applies to the elements inside.
            return inner.map { element in
                var e = element
                if let label = info.label { e.label = label }
                if let value = info.value { e.value = value }
                if let hint = info.hint { e.hint = hint }
                e.traits = e.traits.union(info.traits).subtracting(info.removedTraits)
                return e
            }
        }
        if let text = node as? Widgets.Text {
            return [AccessibilityElement(label: text.string, traits: .isStaticText, frame: node.frame, visibleFrame: visible(node.frame))]
        }
        // A bar inset at the top or leading edge (a navigation bar, a safeAreaInset) is read before the
        // content it insets, as it comes first on screen.
        if let inset = node as? SafeAreaInsetNode, inset.edge == .top || inset.edge == .leading {
            return elements(in: node.children[1], clip: inside) + elements(in: node.children[0], clip: inside)
        }
        return children(node)
    }
}

extension ViewRenderer {
    /// What VoiceOver finds on the screen `view` draws in `configuration`, as text: one element a line, in
    /// reading order — its traits (button, header, image, toggle, …), label, value and hint, and its frame in
    /// points (whatever the configuration's scale). When the view presents a sheet, the sheet is modal: its
    /// elements are listed and the screen behind is hidden, as iOS hides it (both are listed when the sheet
    /// lets the background be used).
    /// - Throws: `ViewRenderingError`, or what layout throws.
    @MainActor public static func accessibilityDump<V: View>(_ view: V, in configuration: ScreenConfiguration) throws -> String {
        accessibilityDump(of: try ViewFrame(view, in: configuration.inPoints).reach().sections)
    }

    /// `accessibilityDump(_:in:)` on `device`'s screen.
    @MainActor public static func accessibilityDump<V: View>(_ view: V, on device: DevicePreset, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight) throws -> String {
        try accessibilityDump(view, in: .init(device, colorScheme, dynamicTypeSize, layoutDirection)) }

    /// What VoiceOver finds in the reachable sections of a laid-out screen, as text.
    @MainActor static func accessibilityDump(of sections: [(title: String, roots: [Node])]) -> String {
        sections.map { section in
            ([section.title] + section.roots.flatMap(AccessibilityReader.elements).map { "  " + $0.line }).joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }
}
