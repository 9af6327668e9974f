import Foundation

/// A control that opens a URL (SwiftUI's `Link`), drawn as a button in the current button style (the
/// accent colour by default). In a picture the URL is kept, not opened.
public struct Link<Label: View>: View {
    /// Where the link goes.
    public let destination: URL
    let label: Label

    /// A link to `destination` with the label `label` builds.
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.destination = destination; self.label = label() }

    @Environment(\.openURL) private var openURL

    /// The link drawn as a button; tapped in a session, it runs the environment's `openURL` (a handler
    /// set with `environment(\.openURL, …)`; the system's opens nothing here).
    public var body: some View {
        let open = openURL, destination = self.destination
        return Button(action: { open(destination) }) { label }.accessibilityAddTraits(.isLink).accessibilityRemoveTraits(.isButton)
    }
}

extension Link where Label == Text {
    /// A link titled by a literal.
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    /// A link titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}
