/// Xcode's previews of a file (SwiftUI's `PreviewProvider`): `previews` are views to render.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is laid out.
public enum PreviewLayout: Sendable { case device, sizeThatFits, fixed(width: CGFloat, height: CGFloat) }

extension View {
    /// How this preview is laid out (kept).
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    /// The preview's name (kept).
    public func previewDisplayName(_ name: String?) -> some View { self }
}
