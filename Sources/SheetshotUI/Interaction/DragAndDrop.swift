import Foundation

// Drag and drop as SwiftUI's item-provider API has it (iOS 13–15 code, still common): `onDrag`, `onDrop`
// with a delegate, `DropInfo`. Nothing is dragged or dropped in a picture: a delegate is never called, and
// the views are drawn as they are at rest.

/// What a drop operation does.
public enum DropOperation: Hashable, Sendable {
    /// The drop is cancelled.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// How a drop delegate answers a drop in progress.
public struct DropProposal: Hashable, Sendable {
    /// What the drop does.
    public let operation: DropOperation
    /// A proposal to `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drop in progress (never one in a picture).
public struct DropInfo: Sendable {
    /// Where the drop is, in the view's coordinates.
    public let location: CGPoint
    /// Whether the drop holds items of any of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
    /// The drop's items of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
}

/// Decides how a view takes drops (SwiftUI's `DropDelegate`); never called in a picture.
@MainActor public protocol DropDelegate {
    /// Whether a drop may start here.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop; true when it was taken.
    func performDrop(info: DropInfo) -> Bool
    /// A drop came over the view.
    func dropEntered(info: DropInfo)
    /// A drop moved over the view.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A drop left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// True unless the delegate says otherwise.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Nothing unless the delegate says otherwise.
    public func dropEntered(info: DropInfo) {}
    /// No proposal unless the delegate makes one.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Nothing unless the delegate says otherwise.
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// The view can be dragged, carrying what `data` provides (no drag is made in a picture).
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// The view can be dragged with `preview` (no drag is made in a picture).
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
    /// The view takes drops of `supportedContentTypes` (nothing is dropped in a picture; `isTargeted` stays false).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
    /// The view takes drops, told where they land (nothing is dropped in a picture).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }
    /// The view takes drops as `delegate` decides (never called in a picture).
    public func onDrop(of supportedContentTypes: [UTType], delegate: DropDelegate) -> some View { self }
    /// The view takes drops of the type identifiers `supportedTypes` (iOS 13's spelling).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
}
