import CVectorCodec

/// Why a vector picture (SVG or PDF) could not be drawn.
public enum VectorPictureError: Error, CustomStringConvertible, Equatable {
    /// librsvg or Poppler could not read the data: its message.
    case unreadable(String)
    /// The library for this kind is not installed (or too old): why, and the package to install.
    case unavailable(String)
    /// The picture gives no size (an SVG with neither width and height nor a viewBox, an empty page).
    case noSize
    /// Drawn at the scale asked, it would be larger than a side of `Image.maximumSide` or the pixel budget.
    case tooLarge(String)
    /// The scale asked for is not a number of 0…16 (exclusive of 0).
    case badScale(Double)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .unreadable(let m): return "vector picture not readable: \(m)"
        case .unavailable(let m): return "vector pictures cannot be drawn here: \(m)"
        case .noSize: return "vector picture has no size (an SVG needs width and height or a viewBox; a PDF a page with a size)"
        case .tooLarge(let m): return "vector picture too large: \(m)"
        case .badScale(let s): return "vector picture scale \(s) is not a number above 0 and at most 16"
        }
    }
}

extension Image {
    /// The largest SVG or PDF file read from disk: 16 MiB.
    public static let maximumVectorFileSize = 16 << 20

    /// The kinds of vector picture read.
    public enum VectorKind: Sendable, Equatable {
        /// SVG, drawn by librsvg: its width and height (CSS pixels) are its size in points, else its viewBox's.
        case svg
        /// PDF, its first page drawn by Poppler: the page's size (1/72 inch) is its size in points.
        case pdf

        /// The kind the bytes are: PDF when they start `%PDF-`, else SVG.
        static func of(_ data: [UInt8]) -> VectorKind { data.starts(with: Array("%PDF-".utf8)) ? .pdf : .svg }
    }

    /// Draws a vector picture at `scale` pixels a point, as Xcode rasterises a vector image set for a
    /// screen of that scale: its size in points (see `VectorKind`) times `scale`, rounded to whole pixels.
    /// Nothing outside the data is read (an SVG's linked files are not loaded). The size is checked against
    /// `Image.maximumSide` and `maximumPixels` before anything is drawn.
    /// - Throws: `VectorPictureError`.
    public init(vectorData data: [UInt8], kind: VectorKind? = nil, scale: Double, maximumPixels: Int = Image.defaultMaximumPixels) throws {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw VectorPictureError.badScale(scale) }
        let kind = kind ?? VectorKind.of(data)
        let cKind = kind == .pdf ? SHEETSHOT_VECTOR_PDF : SHEETSHOT_VECTOR_SVG
        if let missing = sheetshot_vector_unavailable(cKind) {
            let package = kind == .pdf ? "Poppler (apt-get install libpoppler-glib-dev)" : "librsvg (apt-get install librsvg2-dev)"
            throw VectorPictureError.unavailable("\(String(cString: missing)); \(kind == .pdf ? "PDF" : "SVG") pictures are drawn by \(package)")
        }
        var message = [CChar](repeating: 0, count: 512)
        guard let vector = data.withUnsafeBufferPointer({ p in
            sheetshot_vector_open(cKind, p.baseAddress, p.count, &message, message.count)
        }) else {
            throw VectorPictureError.unreadable(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { sheetshot_vector_close(vector) }
        var w = 0.0, h = 0.0
        sheetshot_vector_size(vector, &w, &h)
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { throw VectorPictureError.noSize }
        let pw = (w * scale).rounded(), ph = (h * scale).rounded()
        guard pw <= Double(Image.maximumSide), ph <= Double(Image.maximumSide) else {
            throw VectorPictureError.tooLarge("\(w)×\(h) points at \(scale)× is larger than \(Image.maximumSide) pixels a side")
        }
        let width = max(1, Int(pw)), height = max(1, Int(ph))
        do { try Self.checkDecodable(width: width, height: height, maximumPixels: maximumPixels) } catch PNGError.tooLarge(let m) {
            throw VectorPictureError.tooLarge(m)
        }
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            status = sheetshot_vector_render(vector, Int32(width), Int32(height), buffer.baseAddress, &message, message.count)
            count = status == 0 ? width * height * 4 : 0
        }
        guard status == 0 else {
            throw VectorPictureError.unreadable(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.init(uncheckedWidth: width, height: height, pixels: pixels)
    }

    /// Reads (sized first) and draws an SVG or PDF file at `scale` pixels a point (see `init(vectorData:)`);
    /// the kind is taken from its first bytes.
    /// - Throws: `FileError` when it cannot be read, `VectorPictureError` when it cannot be drawn.
    public init(contentsOfVectorFile path: String, scale: Double, maximumPixels: Int = Image.defaultMaximumPixels) throws {
        let data = try InputFile.read(path, limit: Image.maximumVectorFileSize)
        if Image.isGitLFSPointer(data) { throw VectorPictureError.unreadable(Image.gitLFSPointerProblem) }
        let named: VectorKind? = path.lowercased().hasSuffix(".pdf") ? .pdf : path.lowercased().hasSuffix(".svg") ? .svg : nil
        if named == .pdf, VectorKind.of(data) != .pdf { throw VectorPictureError.unreadable("a file named .pdf that is not a PDF (it does not start %PDF-)") }
        try self.init(vectorData: data, kind: named, scale: scale, maximumPixels: maximumPixels)
    }

    /// Whether `data` is a Git LFS pointer (a checkout without `git lfs pull` holds these in place of pictures).
    static func isGitLFSPointer(_ data: [UInt8]) -> Bool { data.count < 1024 && data.starts(with: Array("version https://git-lfs".utf8)) }
    /// What is said of a Git LFS pointer where a picture should be.
    static let gitLFSPointerProblem = "the file is a Git LFS pointer, not the picture (fetch it with `git lfs pull`)"
}
