import Canvas
import Widgets

/// What VoiceOver knows of a view: its label, value, hint and traits, set by the accessibility modifiers
/// and by the built-in controls (a button's label, a switch's state).
struct AccessibilityInfo {
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var isHidden = false
    /// Whether the view is one element (its children's labels joined when it has none of its own);
    /// false: its children are elements of their own.
    var isElement = false
}

/// A view's accessibility information around its node; draws and lays out as its child.
final class AccessibilityNode: SingleChildModifier {
    var info: AccessibilityInfo

    init(_ info: AccessibilityInfo, _ child: Node) {
        self.info = info
        super.init(child: child)
    }

    /// `node` with its accessibility information changed by `change`: the node's own wrapper when it has
    /// one (so a modifier refines what a control set), else a new wrapper.
    static func changing(_ node: Node, _ change: (inout AccessibilityInfo) -> Void) -> Node {
        if let wrapper = node as? AccessibilityNode {
            change(&wrapper.info)
            return wrapper
        }
        var info = AccessibilityInfo()
        change(&info)
        return AccessibilityNode(info, node)
    }

    override func unbreakableWidth(in environment: Widgets.Environment) -> Double? { children[0].unbreakableWidth(in: environment) }

    override var kind: String { "Accessibility" }
    override var dumpDetails: String {
        var words = info.traits.names
        if let label = info.label { words.append("\"\(label)\"") }
        if info.isHidden { words.append("hidden") }
        return words.joined(separator: " ")
    }
}

extension Node {
    /// This node as one accessibility element with `traits` (its label, unless given, joined from the
    /// texts inside it), as a built-in control is.
    func accessibilityElement(label: String? = nil, value: String? = nil, traits: AccessibilityTraits) -> Node {
        AccessibilityNode(AccessibilityInfo(label: label, value: value, traits: traits, isElement: true), self)
    }
}

extension Node {
    /// This node hidden from VoiceOver.
    func accessibilityHidden() -> Node { AccessibilityNode.changing(self) { $0.isHidden = true } }
}

/// A fraction as VoiceOver reads a slider's or a progress bar's value: a whole percentage.
func accessibilityPercent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded()))%" }

extension View {
    /// The view with its accessibility information changed by `change`.
    func accessibilityChanged(_ change: @escaping (inout AccessibilityInfo) -> Void) -> some View {
        wrapped { node, _ in AccessibilityNode.changing(node, change) }
    }

    /// The label VoiceOver reads for this view (it becomes one element).
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityChanged { $0.label = label.string; $0.isElement = true } }
    /// The label VoiceOver reads for this view (it becomes one element).
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { accessibilityChanged { $0.label = label.key; $0.isElement = true } }
    /// The label VoiceOver reads for this view (it becomes one element).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let label = String(label)
        return accessibilityChanged { $0.label = label; $0.isElement = true }
    }
    /// The label VoiceOver reads, when `isEnabled` (else the view's own).
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View {
        accessibilityChanged { if isEnabled { $0.label = label.string; $0.isElement = true } }
    }
    /// The label VoiceOver reads, when `isEnabled`.
    public func accessibilityLabel(_ label: LocalizedStringKey, isEnabled: Bool) -> some View {
        accessibilityChanged { if isEnabled { $0.label = label.key; $0.isElement = true } }
    }
    /// The hint VoiceOver reads, from a string.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        let hint = String(hint)
        return accessibilityChanged { $0.hint = hint }
    }
    /// The hint VoiceOver reads after the label (what activating the view does).
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { accessibilityChanged { $0.hint = hint.key } }
    /// Help text for the view (SwiftUI's `help`): a tooltip on the Mac; on iOS VoiceOver's hint.
    public func help(_ text: LocalizedStringKey) -> some View { accessibilityHint(text) }
    /// Help text for the view, from a string (VoiceOver's hint on iOS).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { accessibilityHint(text) }
    /// Help text for the view (VoiceOver's hint on iOS).
    public func help(_ text: Text) -> some View { accessibilityHint(text) }
    /// The hint VoiceOver reads after the label.
    public func accessibilityHint(_ hint: Text) -> some View { accessibilityChanged { $0.hint = hint.string } }
    /// The value VoiceOver reads for this view (a control's state).
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibilityChanged { $0.value = value.key } }
    /// The value VoiceOver reads for this view.
    public func accessibilityValue(_ value: Text) -> some View { accessibilityChanged { $0.value = value.string } }
    /// The value VoiceOver reads for this view.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let value = String(value)
        return accessibilityChanged { $0.value = value }
    }
    /// Marks this view's element a heading (VoiceOver's header trait) at `level`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { accessibilityAddTraits(.isHeader) }
    /// Adds traits to this view's element.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityChanged { $0.traits.formUnion(traits); $0.removedTraits.subtract(traits) }
    }
    /// Removes traits from this view's element (a control's own included).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityChanged { $0.traits.subtract(traits); $0.removedTraits.formUnion(traits) }
    }
    /// Hides the view (and what is inside it) from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibilityChanged { $0.isHidden = hidden } }
    /// Makes the view one element (`.combine`, `.ignore`) or a container of elements (`.contain`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityChanged { info in
            switch children.kind {
            case .combine: info.isElement = true
            case .ignore: info.isElement = true; info.label = info.label ?? ""
            case .contain: info.isElement = false
            }
        }
    }
    /// iOS 13's forms of the accessibility modifiers.
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    /// The hint VoiceOver reads (iOS 13's spelling of `accessibilityHint(_:)`).
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    /// The value VoiceOver reads (iOS 13's spelling of `accessibilityValue(_:)`).
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    /// Hides the view from VoiceOver (iOS 13's spelling of `accessibilityHidden(_:)`).
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    /// Adds traits (iOS 13's spelling of `accessibilityAddTraits(_:)`).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    /// Removes traits (iOS 13's spelling of `accessibilityRemoveTraits(_:)`).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
    /// The identifier UI tests find the view by (iOS 13's spelling of `accessibilityIdentifier(_:)`).
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// A named action VoiceOver offers (kept: actions are not listed in the accessibility dump yet).
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    /// A named action VoiceOver offers, named by a string (kept).
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }
    /// What VoiceOver finds in place of this view: the views `representation` builds (kept: the dump
    /// lists the view itself).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    /// A named action VoiceOver offers, named by a text (kept).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    /// An action VoiceOver offers, labelled by what `label` builds (kept).
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }
    /// A standard action (activate, escape, magic tap) VoiceOver performs (kept).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    /// Actions built by `actions` (kept).
    public func accessibilityActions<Content: View>(@ViewBuilder _ actions: () -> Content) -> some View { self }
    /// What swiping up and down does to an adjustable element (kept).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    /// The order VoiceOver visits elements in (kept: the dump lists them in reading order).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    /// Words Voice Control accepts for the view (kept).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    /// Whether the large content viewer shows the view (kept).
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// The identifier UI tests find the view by; also the laid-out node's `identifier`.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        wrapped { node, _ in node.identifier = identifier; return node }
    }
}

/// A standard accessibility action (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// Activate, escape and magic tap.
    public static let `default` = AccessibilityActionKind(name: "default"), escape = AccessibilityActionKind(name: "escape"),
                      magicTap = AccessibilityActionKind(name: "magicTap")
}

/// Which way an adjustable element is moved (SwiftUI's `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// The level of a heading (SwiftUI's `AccessibilityHeadingLevel`).
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }
