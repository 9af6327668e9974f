import Canvas

/// Small copies of pictures for a gallery page, so that a page of a hundred screens loads thumbnails, not
/// full-size frames.
public enum Thumbnail {
    /// `image` made at most `maxWidth` pixels wide, its aspect kept (`Image.reduced(width:height:)`: each
    /// thumbnail pixel the alpha-weighted average of the source pixels it covers). An image already that
    /// narrow, or a `maxWidth` below 1, gives the image as it is.
    public static func make(from image: Image, maxWidth: Int) throws -> Image {
        guard maxWidth >= 1, image.width > maxWidth else { return image }
        let height = max(1, Int((Double(image.height) * Double(maxWidth) / Double(image.width)).rounded()))
        return try image.reduced(width: maxWidth, height: height)
    }
}
