import Canvas
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// The symbols `Image(systemName:)` draws: our own vector icons, sized by the font and Dynamic Type,
/// stroked by the weight, in the foreground style; and a clear error for a name we do not draw.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct SymbolTests {
    static let names = [
        "xmark", "plus", "minus", "checkmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
        "arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.clockwise", "play.fill", "pause.fill", "stop.fill",
        "forward.fill", "backward.fill", "ellipsis", "list.bullet", "line.3.horizontal", "line.3.horizontal.decrease", "heart", "heart.fill",
        "star", "star.fill", "gear", "magnifyingglass", "trash", "trash.fill", "person", "person.fill",
        "bell", "bell.fill", "link", "message.fill", "envelope", "envelope.fill", "note.text", "doc.text",
        "music.note", "music.note.list", "music.mic", "square.stack", "square.and.arrow.up", "square.and.pencil", "pencil", "mappin",
        "speaker.fill", "speaker.wave.3.fill", "house", "house.fill", "calendar", "clock", "photo", "camera.fill",
        "folder", "paperplane.fill", "location.fill", "lock.fill", "bookmark", "globe", "bolt.fill", "eye",
        "person.circle", "xmark.circle.fill", "checkmark.circle.fill", "plus.circle.fill", "info.circle", "arrow.down.circle",
        "line.3.horizontal.decrease.circle", "mappin.circle.fill", "questionmark.circle", "exclamationmark.circle", "heart.circle.fill", "star.square.fill",
    ]

    @Test func everySymbol() {
        #expect(Self.names.count >= 70)
        assertSnapshot(of: SymbolSheet(names: Self.names), as: .image(on: .iPhoneSE, scale: 2), named: "symbols")
        assertSnapshot(of: SymbolsInText(), as: .image(on: .iPhoneSE, scale: 1), named: "labels")
    }

    /// A resizable symbol's ink fills its frame, as iOS's does (it filled about 85 % of it).
    @Test func aResizableSymbolFillsItsFrame() throws {
        for name in ["circle.fill", "heart.fill", "globe"] {
            let view = SheetshotUI.Image(systemName: name).resizable().frame(width: 100, height: 100).foregroundStyle(Color.black)
            let picture = try ViewRenderer.render(view, layout: .fixed(width: 140, height: 140), traits: .init(displayScale: 1)).makeImage()
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            for y in 0..<picture.height {
                for x in 0..<picture.width where picture[x, y].r < 128 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            // The frame is (20, 20)–(120, 120): the ink reaches its edges, within a pixel of antialiasing.
            #expect(abs(minX - 20) <= 1 && abs(maxX - 119) <= 1 && abs(minY - 20) <= 1 && abs(maxY - 119) <= 1,
                    "\(name): ink from (\(minX), \(minY)) to (\(maxX), \(maxY))")
        }
    }

    func frame(_ view: some SheetshotUI.View, _ environment: EnvironmentValues = EnvironmentValues()) throws -> Size {
        let node = try ViewRenderer.node(view, environment: environment)
        try Renderer.layout(node, size: Size(400, 400), environment: Widgets.Environment(displayScale: 2))
        return node.frame.size
    }

    @Test func sizedByTheFontAndDynamicType() throws {
        let body = try frame(Image(systemName: "heart"))
        let title = try frame(Image(systemName: "heart").font(.title))
        #expect(abs(title.height / body.height - 28.0 / 17.0) < 0.02)
        var large = EnvironmentValues()
        large.dynamicTypeSize = .accessibility1
        #expect(abs(try frame(Image(systemName: "heart"), large).height / body.height - 28.0 / 17.0) < 0.02)
        // Chevrons are narrower than they are tall; a larger image scale is larger.
        let chevron = try frame(Image(systemName: "chevron.right"))
        #expect(chevron.width < chevron.height)
        #expect(try frame(Image(systemName: "heart").imageScale(.large)).height > body.height)
    }

    @Test func boldStrokesAreHeavier() throws {
        func ink(_ view: some SheetshotUI.View) throws -> Int {
            let image = try Renderer.render(try ViewRenderer.node(view), size: Size(40, 40), environment: Widgets.Environment(displayScale: 2)).makeImage()
            return stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) }
        }
        #expect(try ink(Image(systemName: "xmark").fontWeight(.bold)) > ink(Image(systemName: "xmark")))
        #expect(try ink(Image(systemName: "xmark").fontWeight(.ultraLight)) < ink(Image(systemName: "xmark")))
    }

    /// A name the catalogue lacks draws a marked stand-in (a crossed box) at the symbol's size and weight,
    /// with a warning; strict rendering makes it the error it was.
    @Test func anUnknownNameIsAMarkedStandIn() throws {
        let warning = "Image(systemName: \"no.such.symbol\") is not among SheetshotUI's symbols: drawn as a marked stand-in (a crossed box); register Apple's artwork with SymbolFiles or SHEETSHOT_SYMBOLS"
        func ink(_ view: some SheetshotUI.View) throws -> Int {
            let image = try Renderer.render(try ViewRenderer.node(view), size: Size(40, 40), environment: Widgets.Environment(displayScale: 2)).makeImage()
            return stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) }
        }
        let standIn = try ink(Image(systemName: "no.such.symbol"))
        #expect(standIn > 0)
        // The same box and cross whatever the missing name, heavier at a heavier weight.
        #expect(try ink(Image(systemName: "another.missing.one")) == standIn)
        #expect(try ink(Image(systemName: "no.such.symbol").fontWeight(.bold)) > standIn)
        let dump = try ViewRenderer.layoutDump(UnknownSymbol(), on: .iPhoneSE)
        #expect(dump.contains("Warnings\n  - \(warning)\n"), "\(dump)")
        do {
            _ = try ViewRenderer.$isStrict.withValue(true) { try ViewRenderer.node(UnknownSymbol()) }
            Issue.record("an unknown symbol rendered under isStrict")
        } catch let error as ViewRenderingError {
            #expect(error.messages == [warning])
        }
    }
}
