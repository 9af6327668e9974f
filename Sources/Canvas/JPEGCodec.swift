import CTurboJPEG

/// Why JPEG data could not be decoded.
public enum JPEGError: Error, CustomStringConvertible, Equatable {
    /// The data does not start with a JPEG's start-of-image marker.
    case notJPEG
    /// The data ends before the image does.
    case truncated
    /// libjpeg-turbo rejected the data: its message.
    case corrupt(String)
    /// A side above `Image.maximumSide`, or more pixels than the budget.
    case tooLarge(String)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .notJPEG: return "not a JPEG file (no start-of-image marker)"
        case .truncated: return "JPEG data is truncated"
        case .corrupt(let m): return "corrupt JPEG data: \(m)"
        case .tooLarge(let m): return "JPEG image too large: \(m)"
        }
    }
}

extension Image {
    /// The largest JPEG file read from disk: 256 MiB.
    public static let maximumJPEGFileSize = 256 << 20

    /// Decodes JPEG data (baseline or progressive; greyscale, YCbCr or RGB) with libjpeg-turbo, its
    /// accurate integer transform: the same pixels on every machine for one libjpeg-turbo version. The size
    /// in the header is checked against `maximumPixels` and `Image.maximumSide` before anything is decoded,
    /// and a progressive file's scans are limited (libjpeg-turbo's `TJFLAG_LIMITSCANS`), so a hostile file
    /// cannot take unbounded time. A file that ends early is an error, not a half-grey picture; libjpeg-turbo's
    /// other warnings (stray bytes between markers) are tolerated, as iOS shows such pictures.
    /// - Throws: `JPEGError`.
    public init(jpegData data: [UInt8], maximumPixels: Int = Image.defaultMaximumPixels) throws {
        guard data.count >= 3, data[0] == 0xFF, data[1] == 0xD8, data[2] == 0xFF else { throw JPEGError.notJPEG }
        guard let handle = tjInitDecompress() else { throw JPEGError.corrupt("libjpeg-turbo could not start a decompressor") }
        defer { tjDestroy(handle) }
        func failure() -> JPEGError {
            let message = String(cString: tjGetErrorStr2(handle))
            if message.contains("Premature end") || message.contains("premature end") { return .truncated }
            return .corrupt(message)
        }
        var w: Int32 = 0, h: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = data.withUnsafeBufferPointer { p in
            tjDecompressHeader3(handle, p.baseAddress, UInt(p.count), &w, &h, &subsampling, &colorspace)
        }
        guard header == 0 else { throw failure() }
        guard w > 0, h > 0 else { throw JPEGError.corrupt("the header gives a size of \(w)×\(h)") }
        do { try Self.checkDecodable(width: Int(w), height: Int(h), maximumPixels: maximumPixels) } catch PNGError.tooLarge(let m) {
            throw JPEGError.tooLarge(m)
        }
        guard colorspace != Int32(TJCS_CMYK.rawValue), colorspace != Int32(TJCS_YCCK.rawValue) else {
            throw JPEGError.corrupt("CMYK JPEGs are not read (a print file; save it as RGB)")
        }
        let width = Int(w), height = Int(h)
        var status: Int32 = 0
        var problem: JPEGError?
        let flags = Int32(TJFLAG_ACCURATEDCT | TJFLAG_LIMITSCANS)
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            status = data.withUnsafeBufferPointer { p in
                tjDecompress2(handle, p.baseAddress, UInt(p.count), buffer.baseAddress, w, w * 4, h, Int32(TJPF_RGBA.rawValue), flags)
            }
            if status != 0 && (tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) || failure() == .truncated) { problem = failure() }
            count = problem == nil ? width * height * 4 : 0
        }
        if let problem { throw problem }
        self.init(uncheckedWidth: width, height: height, pixels: pixels)
    }

    /// Reads and decodes a JPEG file (sized before it is read).
    /// - Throws: `FileError` when it cannot be read, `JPEGError` when it is not a good JPEG.
    public init(contentsOfJPEGFile path: String, maximumPixels: Int = Image.defaultMaximumPixels) throws {
        try self.init(jpegData: try InputFile.read(path, limit: Image.maximumJPEGFileSize), maximumPixels: maximumPixels)
    }

    /// Reads and decodes a picture file, PNG or JPEG as its first bytes say (not its name).
    /// - Throws: `FileError`, `PNGError` or `JPEGError`.
    public init(contentsOfPictureFile path: String, maximumPixels: Int = Image.defaultMaximumPixels) throws {
        let data = try InputFile.read(path, limit: max(Image.maximumPNGFileSize, Image.maximumJPEGFileSize))
        if Image.isGitLFSPointer(data) { throw PNGError.corrupt(Image.gitLFSPointerProblem) }
        if data.count >= 3, data[0] == 0xFF, data[1] == 0xD8, data[2] == 0xFF {
            try self.init(jpegData: data, maximumPixels: maximumPixels)
        } else {
            try self.init(pngData: data, maximumPixels: maximumPixels)
        }
    }
}

extension Image {
    /// The image as a baseline JPEG at `quality` (0…1, clamped; NaN is 0.75), 4:2:0 chroma, libjpeg-turbo's
    /// accurate integer transform — the same bytes on every machine for one libjpeg-turbo version. JPEG has
    /// no alpha: a pixel is drawn over black, as UIKit writes a transparent image. Nil only when libjpeg-turbo
    /// cannot compress (it could not allocate).
    public func jpegData(quality: Double) -> [UInt8]? {
        let q = quality.isNaN ? 0.75 : min(1, max(0, quality))
        let level = Int32(max(1, min(100, (q * 100).rounded())))
        // Straight alpha over black: each channel scaled by its alpha, rounded.
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        pixels.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for i in 0..<(width * height) {
                    let a = UInt32(source[i * 4 + 3])
                    for c in 0..<3 { target[i * 3 + c] = UInt8((UInt32(source[i * 4 + c]) * a + 127) / 255) }
                }
            }
        }
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = rgb.withUnsafeBufferPointer { p in
            tjCompress2(handle, p.baseAddress, Int32(width), Int32(width * 3), Int32(height), Int32(TJPF_RGB.rawValue),
                         &output, &size, Int32(TJSAMP_420.rawValue), level, TJFLAG_ACCURATEDCT)
        }
        defer { if let output { tjFree(output) } }
        guard status == 0, let output else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
