import Foundation

// Uniform Type Identifiers' `UTType`, as an app's views name it (`fileImporter(allowedContentTypes:)`,
// `onDrop(of:)`, a document's types): Apple's system types with their conformances, filename extensions and
// MIME types, and an app's own exported and imported types.

/// A type of data (Uniform Type Identifiers' `UTType`): an identifier (`public.png`) with the types it
/// conforms to, its preferred filename extension and MIME type.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The identifier (`public.png`).
    public let identifier: String
    /// The extension files of this type take (`png`), if any.
    public let preferredFilenameExtension: String?
    /// The MIME type (`image/png`), if any.
    public let preferredMIMEType: String?
    /// The identifiers of the types it directly conforms to.
    let parents: [String]
    /// Whether it is declared: one of the system's types here (not one an app exports or imports).
    public let isDeclared: Bool
    /// Whether it was made without a declaration the system has (here: an app's exported or imported type).
    public var isDynamic: Bool { !isDeclared }
    /// Whether it is one of Apple's system types.
    public var isPublic: Bool { identifier.hasPrefix("public.") || identifier.hasPrefix("com.apple.") }

    init(_ identifier: String, _ fileExtension: String? = nil, _ mime: String? = nil, conformsTo parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = fileExtension
        preferredMIMEType = mime
        self.parents = parents
        isDeclared = true
    }

    /// The system type with `identifier`; nil when none is declared.
    public init?(_ identifier: String) {
        guard let known = Self.known[identifier.lowercased()] else { return nil }
        self = known
    }

    /// The system type files with extension `filenameExtension` have (nil when none), among those that
    /// conform to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        let preferred = Self.otherExtensions[ext].flatMap { Self.known[$0]?.preferredFilenameExtension } ?? ext
        guard let known = Self.all.first(where: { $0.preferredFilenameExtension == preferred && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    /// The system type of MIME type `mimeType` (nil when none), among those that conform to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let mime = mimeType.lowercased()
        guard let known = Self.all.first(where: { $0.preferredMIMEType == mime && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    /// A type the app declares (its `Info.plist` exports it): `identifier`, conforming to `parentType`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
        preferredFilenameExtension = nil
        preferredMIMEType = nil
        parents = [(parentType ?? .data).identifier]
        isDeclared = false
    }

    /// A type another app declares that this one reads: `identifier`, conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// Whether it is `type` or conforms to it, directly or through the types it conforms to.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        var seen: Set<String> = [], queue = parents
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next == type.identifier { return true }
            queue += Self.known[next]?.parents ?? []
        }
        return false
    }

    /// Whether `type` conforms to it.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether it conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Every type it conforms to, directly or not.
    public var supertypes: Set<UTType> {
        var out: Set<UTType> = [], queue = parents
        while let next = queue.popLast() {
            guard let type = Self.known[next], out.insert(type).inserted else { continue }
            queue += type.parents
        }
        return out
    }

    /// Its identifier.
    public var description: String { identifier }
    /// Its identifier (a name iOS shows is localized; here it is the identifier).
    public var localizedDescription: String? { identifier }

    /// Whether the two are the same type (the same identifier).
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    // Apple's system types an app's views name.
    /// Apple's `public.item`.
    public static let item = UTType("public.item", conformsTo: [])
    /// Apple's `public.content`.
    public static let content = UTType("public.content", conformsTo: [])
    /// Apple's `public.composite-content`.
    public static let compositeContent = UTType("public.composite-content", conformsTo: ["public.content"])
    /// Apple's `public.data`.
    public static let data = UTType("public.data", conformsTo: ["public.item"])
    /// Apple's `public.directory`.
    public static let directory = UTType("public.directory", conformsTo: ["public.item"])
    /// Apple's `public.folder`.
    public static let folder = UTType("public.folder", conformsTo: ["public.directory"])
    /// Apple's `public.url`.
    public static let url = UTType("public.url", conformsTo: ["public.data"])
    /// Apple's `public.file-url`.
    public static let fileURL = UTType("public.file-url", conformsTo: ["public.url"])
    /// Apple's `public.text`.
    public static let text = UTType("public.text", conformsTo: ["public.data", "public.content"])
    /// Apple's `public.plain-text`.
    public static let plainText = UTType("public.plain-text", "txt", "text/plain", conformsTo: ["public.text"])
    /// Apple's `public.utf8-plain-text`.
    public static let utf8PlainText = UTType("public.utf8-plain-text", conformsTo: ["public.plain-text"])
    /// Apple's `public.rtf`.
    public static let rtf = UTType("public.rtf", "rtf", "text/rtf", conformsTo: ["public.text"])
    /// Apple's `public.html`.
    public static let html = UTType("public.html", "html", "text/html", conformsTo: ["public.text"])
    /// Apple's `public.xml`.
    public static let xml = UTType("public.xml", "xml", "application/xml", conformsTo: ["public.text"])
    /// Apple's `public.json`.
    public static let json = UTType("public.json", "json", "application/json", conformsTo: ["public.text"])
    /// Apple's `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", "csv", "text/csv", conformsTo: ["public.text"])
    /// Apple's `public.source-code`.
    public static let sourceCode = UTType("public.source-code", conformsTo: ["public.plain-text"])
    /// Apple's `public.swift-source`.
    public static let swiftSource = UTType("public.swift-source", "swift", nil, conformsTo: ["public.source-code"])
    /// Apple's `com.apple.property-list`.
    public static let propertyList = UTType("com.apple.property-list", "plist", nil, conformsTo: ["public.data"])
    /// Apple's `public.image`.
    public static let image = UTType("public.image", conformsTo: ["public.data", "public.content"])
    /// Apple's `public.png`.
    public static let png = UTType("public.png", "png", "image/png", conformsTo: ["public.image"])
    /// Apple's `public.jpeg`.
    public static let jpeg = UTType("public.jpeg", "jpeg", "image/jpeg", conformsTo: ["public.image"])
    /// Apple's `com.compuserve.gif`.
    public static let gif = UTType("com.compuserve.gif", "gif", "image/gif", conformsTo: ["public.image"])
    /// Apple's `public.heic`.
    public static let heic = UTType("public.heic", "heic", "image/heic", conformsTo: ["public.image"])
    /// Apple's `public.tiff`.
    public static let tiff = UTType("public.tiff", "tiff", "image/tiff", conformsTo: ["public.image"])
    /// Apple's `org.webmproject.webp`.
    public static let webP = UTType("org.webmproject.webp", "webp", "image/webp", conformsTo: ["public.image"])
    /// Apple's `public.svg-image`.
    public static let svg = UTType("public.svg-image", "svg", "image/svg+xml", conformsTo: ["public.image"])
    /// Apple's `com.adobe.pdf`.
    public static let pdf = UTType("com.adobe.pdf", "pdf", "application/pdf", conformsTo: ["public.data", "public.composite-content"])
    /// Apple's `public.audiovisual-content`.
    public static let audiovisualContent = UTType("public.audiovisual-content", conformsTo: ["public.data", "public.content"])
    /// Apple's `public.movie`.
    public static let movie = UTType("public.movie", conformsTo: ["public.audiovisual-content"])
    /// Apple's `public.video`.
    public static let video = UTType("public.video", conformsTo: ["public.movie"])
    /// Apple's `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", "mov", "video/quicktime", conformsTo: ["public.movie"])
    /// Apple's `public.mpeg-4`.
    public static let mpeg4Movie = UTType("public.mpeg-4", "mp4", "video/mp4", conformsTo: ["public.movie"])
    /// Apple's `public.audio`.
    public static let audio = UTType("public.audio", conformsTo: ["public.audiovisual-content"])
    /// Apple's `public.mp3`.
    public static let mp3 = UTType("public.mp3", "mp3", "audio/mpeg", conformsTo: ["public.audio"])
    /// Apple's `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", "m4a", "audio/mp4", conformsTo: ["public.audio"])
    /// Apple's `com.microsoft.waveform-audio`.
    public static let wav = UTType("com.microsoft.waveform-audio", "wav", "audio/wav", conformsTo: ["public.audio"])
    /// Apple's `public.archive`.
    public static let archive = UTType("public.archive", conformsTo: ["public.data"])
    /// Apple's `public.zip-archive`.
    public static let zip = UTType("public.zip-archive", "zip", "application/zip", conformsTo: ["public.archive"])
    /// Apple's `public.contact`.
    public static let contact = UTType("public.contact", conformsTo: ["public.data", "public.content"])
    /// Apple's `public.vcard`.
    public static let vCard = UTType("public.vcard", "vcf", "text/vcard", conformsTo: ["public.text", "public.contact"])
    /// Apple's `com.apple.mail.email`.
    public static let emailMessage = UTType("com.apple.mail.email", "eml", "message/rfc822", conformsTo: ["public.data"])
    /// Apple's `public.spreadsheet`.
    public static let spreadsheet = UTType("public.spreadsheet", conformsTo: ["public.content"])
    /// Apple's `public.presentation`.
    public static let presentation = UTType("public.presentation", conformsTo: ["public.composite-content"])
    /// Apple's `public.font`.
    public static let font = UTType("public.font", conformsTo: ["public.data", "public.content"])
    /// Apple's `public.calendar-event`.
    public static let calendarEvent = UTType("public.calendar-event", "ics", "text/calendar", conformsTo: ["public.data", "public.content"])
    /// Apple's `public.executable`.
    public static let executable = UTType("public.executable", conformsTo: ["public.item"])
    /// Apple's `com.apple.live-photo`.
    public static let livePhoto = UTType("com.apple.live-photo", conformsTo: [])

    /// The system types, in the order a filename extension or MIME type is looked up.
    static let all: [UTType] = [
        .item, .content, .compositeContent, .data, .directory, .folder, .url, .fileURL, .text, .plainText, .utf8PlainText, .rtf,
        .html, .xml, .json, .commaSeparatedText, .sourceCode, .swiftSource, .propertyList, .image, .png, .jpeg, .gif, .heic, .tiff,
        .webP, .svg, .pdf, .audiovisualContent, .movie, .video, .quickTimeMovie, .mpeg4Movie, .audio, .mp3, .mpeg4Audio, .wav,
        .archive, .zip, .contact, .vCard, .emailMessage, .spreadsheet, .presentation, .font, .calendarEvent, .executable, .livePhoto,
    ]
    /// Filename extensions besides a type's preferred one, and the type they belong to.
    static let otherExtensions = ["jpg": "public.jpeg", "jpe": "public.jpeg", "htm": "public.html", "tif": "public.tiff", "text": "public.plain-text",
                                  "qt": "com.apple.quicktime-movie", "m4v": "public.mpeg-4", "vcard": "public.vcard", "ical": "public.calendar-event"]
    /// The system types by identifier.
    static let known: [String: UTType] = Dictionary(all.map { ($0.identifier, $0) }, uniquingKeysWith: { a, _ in a })
}

extension URL {
    /// The URL with `type`'s preferred filename extension appended (Foundation's `appendingPathExtension(for:)`).
    public func appendingPathExtension(for type: UTType) -> URL {
        type.preferredFilenameExtension.map { appendingPathExtension($0) } ?? self
    }
}
