import Canvas
import Widgets

/// How content meets a frame of another aspect ratio (SwiftUI's `ContentMode`).
public typealias ContentMode = Widgets.ContentMode

extension View {
    /// The view offered sizes of `aspectRatio` (width over height; nil: its own ideal size's), the
    /// largest that fits (`.fit`) or the smallest that fills (`.fill`) what it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped { node, _ in Widgets.AspectRatio(ratio: aspectRatio.map(Double.init), mode: contentMode, node) }
    }
    /// The view offered sizes of `aspectRatio` (width over height of `aspectRatio`).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    /// `aspectRatio(nil, contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// `aspectRatio(nil, contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
