import Foundation

/// Where an asynchronous image is in loading (SwiftUI's `AsyncImagePhase`).
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The image, when loaded.
    public var image: Image? { if case .success(let image) = self { return image }; return nil }
    /// The error, when the load failed.
    public var error: (any Error)? { if case .failure(let error) = self { return error }; return nil }
}

/// An image loaded from a URL (SwiftUI's `AsyncImage`). Sheetshot never fetches it — a picture must not
/// depend on the network — so the view is drawn as it is before the image arrives, in its `.empty` phase:
/// the placeholder you give, else a grey fill of the space offered (iOS's standard placeholder).
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// The image at `url`, drawn as its `.empty` phase: `content(.empty)`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

extension AsyncImage {
    /// The image at `url` with `placeholder` until it loads (drawn as the placeholder).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }
}

extension AsyncImage where Content == _AsyncImagePlaceholder {
    /// The image at `url`, with the standard placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) { self.init(url: url, scale: scale) { _ in _AsyncImagePlaceholder() } }
}

/// iOS's standard placeholder for an image that has not loaded: a grey fill of the space offered.
public struct _AsyncImagePlaceholder: View {
    public var body: some View { Color(uiColor: .secondarySystemFill) }
}
