/// Xcode's previews of a file, the form before `#Preview` (SwiftUI's `PreviewProvider`): every top-level
/// view of `previews` is one preview (see `Preview.all(of:)`).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews: each top-level view is one.
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    /// Lays this preview out as `layout` says (read by `Preview.all(of:)`; no effect elsewhere).
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        PreviewSettingsView(content: self, settings: PreviewSettings(layout: layout))
    }
    /// The device this preview is shown on in Xcode (kept: the device is the one a preview is rendered on).
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// The orientation of this preview in Xcode (kept).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
    /// Names this preview (read by `Preview.all(of:)`; no effect elsewhere).
    public func previewDisplayName(_ name: String?) -> some View {
        PreviewSettingsView(content: self, settings: PreviewSettings(name: name))
    }
}

/// What `previewLayout(_:)` and `previewDisplayName(_:)` set.
struct PreviewSettings {
    var layout: PreviewLayout?
    var name: String?

    /// These settings, with `outer`'s (a modifier applied later) taking precedence.
    func overridden(by outer: PreviewSettings) -> PreviewSettings {
        PreviewSettings(layout: outer.layout ?? layout, name: outer.name ?? name)
    }
}

/// A view carrying preview settings: drawn as its content.
struct PreviewSettingsView<Content: View>: View {
    let content: Content
    let settings: PreviewSettings
    var body: Content { content }
}

/// A view whose preview settings can be read without knowing its type.
@MainActor protocol PreviewSettingsCarrier {
    /// The settings of this view and of the settings views it wraps.
    var previewSettings: PreviewSettings { get }
}

extension PreviewSettingsView: PreviewSettingsCarrier {
    var previewSettings: PreviewSettings {
        ((content as? PreviewSettingsCarrier)?.previewSettings ?? PreviewSettings()).overridden(by: settings)
    }
}

/// A device named for Xcode's previews (SwiftUI's `PreviewDevice`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name ("iPhone 15 Pro").
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name, from a literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// A screen's orientation (SwiftUI's `InterfaceOrientation`).
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    /// The orientations.
    public static let portrait = InterfaceOrientation(name: "portrait"), portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown"),
                      landscapeLeft = InterfaceOrientation(name: "landscapeLeft"), landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
