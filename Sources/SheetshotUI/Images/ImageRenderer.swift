import Canvas
import Widgets

/// Draws a view into a picture (SwiftUI's `ImageRenderer`, iOS 16): the view laid out on its own at the
/// size it takes for `proposedSize` — its ideal size by default — `scale` pixels a point (1 by default, as on
/// iOS), over nothing unless `isOpaque`, in iOS's default environment. An app shares a card or saves a
/// certificate with it; a preview that shows the picture shows this one.
@MainActor public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view drawn.
    public var content: Content
    /// Pixels a point (0 < scale ≤ 16; outside that, no picture).
    public var scale: CGFloat = 1
    /// The size offered to the view (nil sides: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Whether the picture has no transparency (drawn over the system background).
    public var isOpaque = false
    /// How colours are kept (8-bit sRGB here, whatever is asked).
    public var colorMode: ColorRenderingMode = .nonLinear

    /// A renderer of `content`.
    public init(content: Content) { self.content = content }

    /// The picture as UIKit's image; nil when the view cannot be drawn (no size, a problem while building it).
    public var uiImage: UIImage? { picture().map { UIImage(holding: Image(source: .decoded($0, scale: Double(scale)))) } }
    /// The picture as Core Graphics' image.
    public var cgImage: CGImage? { picture().map(CGImage.init(picture:)) }

    /// The view's picture, or nil.
    func picture() -> CanvasImage? {
        guard scale.isFinite, scale > 0, scale <= 16 else { return nil }
        do {
            let frame = try ViewFrame(content, in: ScreenConfiguration(scale: Double(scale)), fillsScreen: false)
            let screen = frame.screen
            func side(_ value: CGFloat?) -> Double? { value.flatMap { $0.isFinite && $0 >= 0 ? Double($0) : nil } }
            let size = screen.root.sizeThatFits(ProposedSize(width: side(proposedSize.width), height: side(proposedSize.height)), in: screen.environment)
            let pixels = (size.width * Double(scale), size.height * Double(scale))
            guard size.width.isFinite, size.height.isFinite, pixels.0 >= 1, pixels.1 >= 1,
                  pixels.0 <= Double(CanvasImage.maximumSide), pixels.1 <= Double(CanvasImage.maximumSide) else { return nil }
            let background = isOpaque ? SemanticColor.systemBackground.resolved(in: screen.context.environment) : .clear
            return try Renderer.render(screen.root, size: size, environment: screen.environment, background: background).makeImage()
        } catch {
            return nil
        }
    }
}

/// A bitmap as Core Graphics holds one (Core Graphics' `CGImage`): what `ImageRenderer.cgImage` gives and
/// `Image(decorative:scale:orientation:)` draws.
public final class CGImage: @unchecked Sendable {
    let picture: CanvasImage
    init(picture: CanvasImage) { self.picture = picture }
    /// Its width in pixels.
    public var width: Int { picture.width }
    /// Its height in pixels.
    public var height: Int { picture.height }
}

extension Image {
    /// How a bitmap is turned (SwiftUI's `Image.Orientation`; drawn as it is, upright).
    public enum Orientation: UInt8, Hashable, Sendable { case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored }
    /// The bitmap `cgImage` at `scale` pixels a point, not read out by accessibility.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init(source: .decoded(cgImage.picture, scale: scale.isFinite && scale > 0 ? Double(scale) : 1))
    }
    /// The bitmap `cgImage` at `scale` pixels a point, read out as `label`.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(decorative: cgImage, scale: scale, orientation: orientation)
    }
}

extension UIImage {
    /// A UIKit image of `cgImage`.
    public convenience init(cgImage: CGImage) { self.init(holding: Image(source: .decoded(cgImage.picture, scale: 1))) }
    /// The image's bitmap, when it holds a decoded one.
    public var cgImage: CGImage? {
        if case .decoded(let picture?, _) = image.source { return CGImage(picture: picture) }
        return nil
    }

    /// The bitmap a file or decoded picture holds (nil for a symbol, a named asset or an empty image).
    private var bitmap: CanvasImage? {
        switch image.source {
        case .decoded(let picture?, _): return picture
        case .file(let path): return try? CanvasImage(contentsOfPictureFile: path)
        default: return nil
        }
    }
    /// The picture as PNG data (UIKit's `pngData()`); nil when the image holds no bitmap.
    public func pngData() -> Data? { bitmap.flatMap { try? $0.pngData() }.map { Data($0) } }
    /// The picture as JPEG data at `compressionQuality` (0…1), drawn over black where it is transparent
    /// (UIKit's `jpegData(compressionQuality:)`); nil when the image holds no bitmap.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        bitmap.flatMap { $0.jpegData(quality: Double(compressionQuality)) }.map { Data($0) }
    }
}
