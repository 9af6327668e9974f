import Canvas
import Foundation
import StrictJSON
import Widgets

/// A sheet of your own described in JSON — its configuration, style tokens, header, content, host and
/// motion — so that `render-demo render --sheet`, `animate --sheet` and scenarios draw and animate it
/// without Swift. Every field is optional; `preset` names the sheet to start from (else a blank iOS
/// sheet with Fluent's motion) and the rest change it:
///
/// ```json
/// {
///   "preset": "apple",
///   "configuration": { "detents": ["medium", { "id": "tall", "fraction": 0.85 }], "headerHeight": 52 },
///   "style": { "base": "ios", "cornerRadius": 16, "background": { "light": "#FFFFFF", "dark": "#1C1C1E" },
///              "handle": { "size": [40, 5], "color": "#C7C7CC" }, "shadows": [] },
///   "header": { "title": "Share", "action": "Done" },
///   "content": { "rows": ["AirDrop", { "title": "Messages", "detail": "3 people" }, { "title": "Copy link", "selected": true }] },
///   "host": { "image": "host.png" },
///   "motion": "apple"
/// }
/// ```
///
/// Image paths are relative to the file the description is in. Errors name the field (with its path,
/// e.g. `style.handle.color`), line and column; fields the format does not have are errors.
public struct SheetDescription: Sendable {
    /// The configuration (detents, edge, dimming, …).
    public let configuration: SheetConfiguration
    /// The style in the light and the dark colour scheme.
    public let lightStyle: SheetStyle, darkStyle: SheetStyle
    /// How the sheet moves.
    public let motionStyle: SheetMotionStyle
    private let header: Part
    private let content: Part
    private let host: Part

    /// A header, content or host: made new for every scene (nodes belong to one tree).
    enum Part: Sendable {
        case none
        case make(@Sendable () -> Node?)
        case image(Image, scale: Double, fill: Bool)
    }

    /// The description of a preset, unchanged.
    public init(preset: SheetPreset) {
        configuration = preset.configuration
        lightStyle = preset.style(false); darkStyle = preset.style(true)
        motionStyle = preset.motionStyle
        header = .make(preset.header); content = .make(preset.content); host = .make { SampleHostScreen.make() }
    }

    /// Why a sheet description cannot be read: where (file, line, column), the field and what is wrong.
    public struct DescriptionError: Error, Equatable, CustomStringConvertible {
        /// The field at fault, as a path ("style.handle.color").
        public let field: String
        /// What is wrong, in plain words.
        public let reason: String
        /// The line and column (1-based) of the problem, when known.
        public var line: Int?, column: Int?
        /// The file, when the description was read from one.
        public var file: String?

        init(_ e: JSONFieldError, file: String?) {
            field = e.field; reason = e.reason; line = e.position?.line; column = e.position?.column; self.file = file
        }
        init(field: String, reason: String, file: String?) { self.field = field; self.reason = reason; self.file = file }

        /// "file:line:column: field: reason", with what is known.
        public var description: String {
            var place = ""
            if let line, let column { place = file.map { "\($0):\(line):\(column): " } ?? "line \(line), column \(column): " }
            else if let file { place = "\(file): " }
            return place + (field == "(file)" ? reason : "field '\(field)': \(reason)")
        }
    }

    /// The largest description file read: 1 MiB.
    public static let maximumFileSize = 1 << 20

    /// Reads a description file (images relative to its folder).
    /// - Throws: `DescriptionError` naming the file, line, column and field.
    public init(contentsOfFile path: String) throws {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: Self.maximumFileSize) } catch {
            throw DescriptionError(field: "(file)", reason: error.description, file: nil)
        }
        let root: JSON
        do { root = try JSONParser.parse(bytes) } catch {
            var e = DescriptionError(field: "(file)", reason: error.reason, file: path)
            e.line = error.position.line; e.column = error.position.column
            throw e
        }
        do {
            try self.init(reader: try JSONObjectReader(root, index: nil, expected: "an object describing a sheet"),
                          folder: FilePaths.parent(of: path))
        } catch let e as JSONFieldError {
            throw DescriptionError(e, file: path)
        } catch let e as DescriptionError {
            var e = e
            if e.file == nil { e.file = path }
            throw e
        }
    }

    /// Reads a description from an object of a larger document (a scenario's "sheet"), images relative
    /// to `folder`.
    /// - Throws: `JSONFieldError` naming the field by its path in the document.
    public init(reader r: JSONObjectReader, folder: String) throws {
        func qualified(_ f: String) -> String { r.path.isEmpty ? f : r.path + "." + f }
        var base = SheetPreset.blank
        if let name = try r.optionalString("preset") {
            guard let p = SheetPreset.named(name) else {
                throw r.error("preset", "unknown preset '\(name)' (expected \(SheetPreset.all.map(\.name).joined(separator: ", ")))")
            }
            base = p
        }
        var c = base.configuration
        if let cr = try r.optionalObject("configuration") { try Self.read(cr, into: &c) }
        var light = base.style(false), dark = base.style(true)
        if let sr = try r.optionalObject("style") { try Self.read(sr, light: &light, dark: &dark) }
        var motion = base.motionStyle
        if let name = try r.optionalString("motion") {
            let styles: [String: SheetMotionStyle] = ["fluent": .fluent(allowsSwipeToHide: c.allowsSwipeToHide), "drawer": .drawer, "ods": .ods,
                                                      "tutorial": .tutorial, "apple": .apple]
            guard let m = styles[name] else { throw r.error("motion", "'\(name)' is not fluent, drawer, ods, tutorial or apple") }
            motion = m
        }
        header = try r.optionalObject("header").map { try Self.header($0, folder: folder) } ?? .make(base.header)
        content = try r.optionalObject("content").map { try Self.content($0, folder: folder) } ?? .make(base.content)
        host = try r.optionalObject("host").map { try Self.host($0, folder: folder) } ?? .make { SampleHostScreen.make() }
        try r.rejectUnknownFields()
        try c.validate()
        configuration = c; lightStyle = light; darkStyle = dark; motionStyle = motion
    }

    /// A scene of the described sheet (new nodes each call: one per rendering thread).
    public func scene(device: DevicePreset = .iPhone15Pro, colorScheme: ColorScheme = .light, position: SheetPosition = .state(.collapsed)) -> SheetScene {
        func node(_ part: Part, host: Bool) -> Node? {
            switch part {
            case .none: return nil
            case .make(let make): return make()
            case .image(let image, let scale, let fill):
                let view = ImageView(image, scale: scale, contentMode: fill ? .fill : .fit)
                return fill ? view.frame(maxWidth: .infinity, maxHeight: .infinity) : view.frame(maxWidth: .infinity, alignment: .top)
            }
        }
        var s = SheetScene(host: node(host, host: true) ?? SampleHostScreen.make(), header: node(header, host: false),
                           content: node(content, host: false), configuration: configuration,
                           style: colorScheme == .dark ? darkStyle : lightStyle, device: device, colorScheme: colorScheme, position: position)
        s.setStyles(light: lightStyle, dark: darkStyle)
        s.motionStyle = motionStyle
        return s
    }

    // MARK: Reading the parts

    private static func read(_ r: JSONObjectReader, into c: inout SheetConfiguration) throws {
        if r.has("detents") {
            var detents: [SheetDetent] = []
            for (k, item) in try r.array("detents").enumerated() {
                let at = "\(r.path).detents[\(k)]"
                if case .string(let name) = item.value {
                    switch name {
                    case "medium": detents.append(.medium)
                    case "large": detents.append(.large)
                    default: throw JSONFieldError(index: r.index, field: at, reason: "'\(name)' is not medium or large (give other detents as objects)", position: item.position)
                    }
                    continue
                }
                let d = try JSONObjectReader(item, index: r.index, expected: "a detent: \"medium\", \"large\" or {\"id\": …, \"fraction\" | \"points\" | \"size\": …}", path: at)
                let id = try d.string("id")
                let kinds = ["fraction", "points", "size"].filter { d.has($0) }
                guard kinds.count == 1 else { throw JSONFieldError(index: r.index, field: at, reason: "needs exactly one of fraction, points, size", position: d.position) }
                switch kinds[0] {
                case "fraction":
                    let f = try d.number("fraction")
                    guard f > 0, f <= 1 else { throw d.error("fraction", "\(f) is outside (0, 1]") }
                    detents.append(.fraction(f, id: id))
                case "points":
                    let p = try d.number("points")
                    guard p > 0, p <= 10_000 else { throw d.error("points", "\(p) is outside (0, 10000]") }
                    detents.append(SheetDetent(id, .points(p)))
                default:
                    let size = try d.string("size")
                    let sizes: [String: SheetDetent.Size] = ["fit-content": .fitContent, "header": .header, "maximum": .maximum]
                    guard let s = sizes[size] else { throw d.error("size", "'\(size)' is not fit-content, header or maximum") }
                    detents.append(SheetDetent(id, s))
                }
                try d.rejectUnknownFields()
            }
            c.detents = detents
        }
        func number(_ field: String, _ range: ClosedRange<Double>) throws -> Double? {
            guard let v = try r.optionalNumber(field) else { return nil }
            guard range.contains(v) else { throw r.error(field, "\(v) is outside \(range.lowerBound)…\(range.upperBound)") }
            return v
        }
        if let v = try r.optionalString("edge") {
            guard let e = SheetEdge(rawValue: v) else { throw r.error("edge", "'\(v)' is not bottom, top, leading or trailing") }
            c.edge = e
        }
        if let v = try number("headerHeight", 0...2000) { c.headerContentHeight = v }
        if let v = try number("collapsedContentHeight", 0...2000) { c.collapsedContentHeight = v }
        if let v = try number("expandedContentHeight", 0...10_000) { c.preferredExpandedContentHeight = v }
        if let v = try number("partialFraction", 0...1) { c.partialHeightResolver = { $0.maximumHeight * v } }
        if let v = try number("width", 0...10_000) { c.preferredWidth = v; c.shouldAlwaysFillWidth = false }
        if let v = try r.optionalString("anchor") {
            guard let a = SheetAnchoredEdge(rawValue: v) else { throw r.error("anchor", "'\(v)' is not center, leading or trailing") }
            c.anchoredEdge = a
        }
        if let v = try r.optionalBool("dimming") { c.shouldShowDimming = v }
        if let v = try r.optionalString("largestUndimmedDetent") { c.largestUndimmedDetent = v }
        if let v = try number("tallestTopRatio", 0...0.9) { c.tallestTopRatio = v }
        if r.has("interactiveDetents") {
            var ids: Set<String> = []
            for item in try r.array("interactiveDetents") {
                guard case .string(let id) = item.value else { throw r.error("interactiveDetents", "must hold detent identifiers (strings)") }
                ids.insert(id)
            }
            c.interactiveDetents = ids
        }
        if let v = try r.optionalBool("roundsAllCorners") { c.roundsAllCorners = v }
        if let v = try r.optionalBool("fullScreen") { c.allowsFullScreen = v }
        if let v = try r.optionalBool("hidesCollapsedContent") { c.shouldHideCollapsedContent = v }
        if let v = try r.optionalBool("flexibleHeight") { c.isFlexibleHeight = v }
        if let v = try r.optionalBool("mergesNearbyDetents") { c.mergesNearbyDetents = v }
        if let v = try r.optionalBool("expandable") { c.isExpandable = v }
        if let v = try r.optionalBool("swipeToHide") { c.allowsSwipeToHide = v }
        if let v = try r.optionalBool("handleTapToHide") { c.allowsResizingHandleTapToHide = v }
        try r.rejectUnknownFields()
    }

    /// A colour: "#RRGGBB(AA)" for both schemes, or {"light": …, "dark": …}.
    private static func colors(_ r: JSONObjectReader, _ field: String) throws -> (light: Color, dark: Color)? {
        guard let v = try r.optionalValue(field) else { return nil }
        func parse(_ s: String, _ at: String) throws -> Color {
            do { return try Color(hex: s) } catch { throw JSONFieldError(index: r.index, field: at, reason: "\(error)", position: v.position) }
        }
        let at = r.path.isEmpty ? field : r.path + "." + field
        if case .string(let s) = v.value { let c = try parse(s, at); return (c, c) }
        let o = try JSONObjectReader(v, index: r.index, expected: "a colour: \"#RRGGBB\", \"#RRGGBBAA\" or {\"light\": …, \"dark\": …}", path: at)
        let light = try parse(try o.string("light"), at + ".light"), dark = try parse(try o.string("dark"), at + ".dark")
        try o.rejectUnknownFields()
        return (light, dark)
    }

    private static func read(_ r: JSONObjectReader, light: inout SheetStyle, dark: inout SheetStyle) throws {
        if let base = try r.optionalString("base") {
            let bases: [String: (Bool) -> SheetStyle] = ["fluent": { .fluent(dark: $0) }, "ios": { .iOS(dark: $0) }, "material": { .material(dark: $0) },
                                                         "drawer": { .drawer(dark: $0) }, "ods": { .ods(dark: $0) }, "tutorial": { .tutorial(dark: $0) }]
            guard let make = bases[base] else { throw r.error("base", "'\(base)' is not \(bases.keys.sorted().joined(separator: ", "))") }
            light = make(false); dark = make(true)
        }
        if let v = try r.optionalNumber("cornerRadius") {
            guard v >= 0, v <= 1000 else { throw r.error("cornerRadius", "\(v) is outside 0…1000") }
            light.cornerRadius = v; dark.cornerRadius = v
        }
        if let v = try r.optionalString("cornerCurve") {
            guard let curve = CornerCurve(rawValue: v) else { throw r.error("cornerCurve", "'\(v)' is not circular or continuous") }
            light.cornerCurve = curve; dark.cornerCurve = curve
        }
        if let c = try colors(r, "background") { light.background = c.light; dark.background = c.dark }
        if let c = try colors(r, "dimming") { light.dimming = c.light; dark.dimming = c.dark }
        if let v = try r.optionalBool("presentingCard") { light.presentingCard = v ? .iOS : nil; dark.presentingCard = v ? .iOS : nil }
        if let v = try r.optionalNumber("maximumWidth") {
            guard v > 0, v <= 10_000 else { throw r.error("maximumWidth", "\(v) is outside (0, 10000]") }
            light.maximumWidth = v; dark.maximumWidth = v
        }
        if let h = try r.optionalObject("handle") {
            if h.has("size") {
                let s = try h.numbers("size", count: 2, what: "[width, height] in points")
                guard s.allSatisfy({ $0 >= 0 && $0 <= 500 }) else { throw h.error("size", "each side must be 0…500") }
                light.handleSize = Size(s[0], s[1]); dark.handleSize = Size(s[0], s[1])
            }
            if let v = try h.optionalNumber("strip") {
                guard v >= 0, v <= 500 else { throw h.error("strip", "\(v) is outside 0…500") }
                light.handleStripHeight = v; dark.handleStripHeight = v
            }
            if let c = try colors(h, "color") { light.handleColor = c.light; dark.handleColor = c.dark }
            try h.rejectUnknownFields()
        }
        if r.has("shadows") {
            var lightShadows: [Shadow] = [], darkShadows: [Shadow] = []
            for (k, item) in try r.array("shadows").enumerated() {
                let s = try JSONObjectReader(item, index: r.index, expected: "a shadow {\"color\", \"offset\", \"blur\", \"spread\"}", path: "\(r.path).shadows[\(k)]")
                let c = try colors(s, "color") ?? (Color.black.withAlpha(0.2), Color.black.withAlpha(0.4))
                let offset = s.has("offset") ? try s.numbers("offset", count: 2, what: "[x, y] in points") : [0, 0]
                let blur = try s.optionalNumber("blur") ?? 0, spread = try s.optionalNumber("spread") ?? 0
                guard blur >= 0, blur <= 500 else { throw s.error("blur", "\(blur) is outside 0…500") }
                guard abs(spread) <= 500, offset.allSatisfy({ abs($0) <= 1000 }) else { throw s.error("spread", "offsets within ±1000 and spread within ±500 points") }
                try s.rejectUnknownFields()
                lightShadows.append(Shadow(color: c.light, offset: Point(offset[0], offset[1]), blur: blur, spread: spread))
                darkShadows.append(Shadow(color: c.dark, offset: Point(offset[0], offset[1]), blur: blur, spread: spread))
            }
            light.shadows = lightShadows; dark.shadows = darkShadows
        }
        try r.rejectUnknownFields()
    }

    /// An image part: a PNG (relative to `folder`) at `scale` pixels per point.
    private static func image(_ r: JSONObjectReader, folder: String, fill: Bool) throws -> Part {
        let file = try r.string("image")
        let path = file.hasPrefix("/") || folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
        let scale = try r.optionalNumber("scale") ?? 3
        guard scale > 0, scale <= 16 else { throw r.error("scale", "\(scale) is outside (0, 16]") }
        do { return .image(try Image(contentsOfPNGFile: path), scale: scale, fill: fill) } catch { throw r.error("image", "\(error)") }
    }

    private static func header(_ r: JSONObjectReader, folder: String) throws -> Part {
        if r.has("image") {
            let part = try image(r, folder: folder, fill: false)
            try r.rejectUnknownFields()
            return part
        }
        let title = try r.string("title")
        let subtitle = try r.optionalString("subtitle"), action = try r.optionalString("action")
        let close = try r.optionalBool("close") ?? false
        try r.rejectUnknownFields()
        return .make {
            HStack(spacing: 12) {
                SheetPreset.titles(title, subtitle: subtitle)
                Spacer(minLength: 0)
                if let action { Text(action, size: 17, weight: .semibold, color: .semantic(.tint)).tappable().id("action") }
                if close {
                    Text("✕", size: 13, weight: .bold, color: .semantic(.secondaryLabel))
                        .frame(width: 30, height: 30).background(.semantic(.fill), in: .circle).tappable().id("close")
                }
            }.padding(.horizontal, 16).frame(maxHeight: .infinity)
        }
    }

    /// One content row.
    struct Row: Sendable { let title: String, detail: String?, selected: Bool }

    private static func content(_ r: JSONObjectReader, folder: String) throws -> Part {
        if r.has("image") {
            let part = try image(r, folder: folder, fill: false)
            try r.rejectUnknownFields()
            return part
        }
        var rows: [Row] = []
        for (k, item) in try r.array("rows").enumerated() {
            if case .string(let title) = item.value { rows.append(Row(title: title, detail: nil, selected: false)); continue }
            let o = try JSONObjectReader(item, index: r.index, expected: "a row: a title, or {\"title\", \"detail\", \"selected\"}", path: "\(r.path).rows[\(k)]")
            rows.append(Row(title: try o.string("title"), detail: try o.optionalString("detail"), selected: try o.optionalBool("selected") ?? false))
            try o.rejectUnknownFields()
        }
        guard rows.count <= 500 else { throw r.error("rows", "\(rows.count) rows is more than the limit of 500") }
        try r.rejectUnknownFields()
        let list = rows
        return .make {
            VStack(alignment: .leading, spacing: 0) {
                for (i, row) in list.enumerated() {
                    HStack(spacing: 12) {
                        Text(row.title, size: 17).layoutPriority(1)
                        Spacer(minLength: 0)
                        if let detail = row.detail { Text(detail, size: 17, color: .semantic(.secondaryLabel)) }
                        if row.selected { Text("✓", size: 17, weight: .semibold, color: .semantic(.tint)) }
                    }
                    .padding(DirectionalInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
                    .frame(minHeight: 48)
                    .tappable().id("row-\(i + 1)")
                    if i + 1 < list.count { Divider().padding(DirectionalInsets(leading: 16)) }
                }
            }
        }
    }

    private static func host(_ r: JSONObjectReader, folder: String) throws -> Part {
        let part = try image(r, folder: folder, fill: true)
        try r.rejectUnknownFields()
        return part
    }
}

extension SheetPreset {
    /// A blank sheet to describe from: medium and large detents, no header or content, iOS style.
    static let blank: SheetPreset = {
        var c = SheetConfiguration()
        c.detents = [.medium, .large]
        c.shouldHideCollapsedContent = false
        return SheetPreset(name: "blank", configuration: c, style: { SheetStyle.iOS(dark: $0) }, header: { nil }, content: { nil })
    }()
}
