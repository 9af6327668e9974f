
import Foundation
import struct Canvas.Rect
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// Symbol templates written here in the SF Symbols app's export format (template 3: a `Guides` group with
/// each scale's baseline and cap line and each variant's margins, a `Symbols` group with `Ultralight-S`,
/// `Regular-S` and `Black-S`, layer annotations in `class`), drawn by our own hand.
enum SymbolTemplates {
    /// A battery: its outline (primary), its charge (secondary; green in multicolour) and its terminal
    /// (tertiary), `stroke` units thick, with corresponding outlines at every weight.
    static func battery(stroke: Double) -> String {
        // The outline: an outer rounded box and an inner one wound the other way (a hole, nonzero).
        let (x, y, w, h) = (0.0, -56.0, 100.0, 56.0)
        let outer = "M\(x),\(y) L\(x + w),\(y) L\(x + w),\(y + h) L\(x),\(y + h) Z"
        let s = stroke
        let inner = "M\(x + s),\(y + s) L\(x + s),\(y + h - s) L\(x + w - s),\(y + h - s) L\(x + w - s),\(y + s) Z"
        let charge = "M\(x + s + 6),\(y + s + 6) L\(x + 60),\(y + s + 6) L\(x + 60),\(y + h - s - 6) L\(x + s + 6),\(y + h - s - 6) Z"
        let cap = "M\(x + w + 4),\(y + 18) L\(x + w + 4 + s * 0.8),\(y + 18) L\(x + w + 4 + s * 0.8),\(y + h - 18) L\(x + w + 4),\(y + h - 18) Z"
        return """
        <path class="monochrome-0 multicolor-0:labelColor hierarchical-0:primary" d="\(outer) \(inner)"/>
        <path class="monochrome-1 multicolor-1:systemGreenColor hierarchical-1:secondary" d="\(charge)"/>
        <path class="monochrome-2 multicolor-2:labelColor hierarchical-2:tertiary" d="\(cap)"/>
        """
    }

    /// A whole template: guides for the small scale and the three variants, each placed at its margins.
    static func template(_ variant: (Double) -> String = battery) -> String {
        let variants = [("Ultralight-S", 221.0, 3.0), ("Regular-S", 421.0, 8.0), ("Black-S", 621.0, 16.0)]
        let groups = variants.map { name, left, stroke in
            "<g id=\"\(name)\" transform=\"matrix(1 0 0 1 \(left + 6) 146)\">\n\(variant(stroke))\n</g>"
        }.joined(separator: "\n")
        let margins = variants.map { name, left, _ in
            "<line id=\"left-margin-\(name)\" x1=\"\(left)\" x2=\"\(left)\" y1=\"56\" y2=\"166\"/>\n<line id=\"right-margin-\(name)\" x1=\"\(left + 124)\" x2=\"\(left + 124)\" y1=\"56\" y2=\"166\"/>"
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="800" height="600">
         <g id="Notes"><text x="18" y="176">Small</text><text id="template-version" x="730" y="575">Template v.3.0</text></g>
         <g id="Guides">
          <line id="Capline-S" x1="18" x2="800" y1="76" y2="76"/>
          <line id="Baseline-S" x1="18" x2="800" y1="146" y2="146"/>
          \(margins)
         </g>
         <g id="Symbols">
          \(groups)
         </g>
        </svg>
        """
    }
}

/// `SymbolFiles`: Apple's artwork brought by the user, in the SF Symbols app's export format.
@MainActor @Suite(.serialized, .snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct SymbolFileTests {
    init() throws {
        try SymbolFiles.register("test.battery", svg: Data(SymbolTemplates.template().utf8))
    }

    private func ink(_ view: some View) throws -> Int {
        let image = try ViewRenderer.render(view, on: .iPhoneSE, scale: 1).makeImage()
        var count = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i] < 128 { count += 1 }
        return count
    }

    /// A registered symbol is drawn with no warning, sized from its guides: the cap line to baseline is
    /// SF Pro's cap height of the font, and a scale the file lacks is drawn in proportion.
    @Test func aRegisteredSymbolIsDrawnAtTheTextsSize() throws {
        #expect(SymbolFiles.names.contains("test.battery"))
        #expect(!(try ViewRenderer.layoutDump(Image(systemName: "test.battery"), on: .iPhoneSE)).contains("Warnings"))
        func frames(_ node: Node) -> [Rect] { [node.frame] + node.children.flatMap(frames) }
        func symbolFrame(_ view: some View) throws -> Rect {
            try frames(ViewRenderer.layout(view, on: .iPhoneSE)).filter { $0.height < 100 }.max { $0.height < $1.height }!
        }
        // Small scale, body (17 pt): the box is the cap line (76) to the baseline (146), 70 units =
        // 0.705 × 17 pt = 11.985 pt tall, and the 124 units between the margins across (frames are laid
        // out on the screen's pixels: within half a pixel at 2×).
        let small = try symbolFrame(Image(systemName: "test.battery").imageScale(.small))
        #expect(abs(small.height - 11.985) <= 0.25 && abs(small.width - 11.985 * 124 / 70) <= 0.25, "\(small)")
        // The medium scale the file lacks is drawn from the small one, in SheetshotUI's proportion.
        let medium = try symbolFrame(Image(systemName: "test.battery"))
        #expect(abs(medium.height - 11.985 * Image_boxRatio) <= 0.25, "\(medium)")
    }

    /// Weights between the template's variants are interpolated: ink grows with the weight.
    @Test func weightsAreInterpolatedBetweenVariants() throws {
        let weights: [SheetshotUI.Font.Weight] = [.ultraLight, .light, .regular, .semibold, .black]
        let inks = try weights.map { try ink(Image(systemName: "test.battery").font(.system(size: 60, weight: $0))) }
        #expect(inks == inks.sorted() && Set(inks).count == inks.count, "ink by weight: \(inks)")
    }

    /// Layers: hierarchical fades the secondary and tertiary; palette colours them from the styles;
    /// multicolour uses the file's colours. Looked at in the reference picture.
    @Test func renderingModes() {
        let row = HStack(spacing: 16) {
            ForEach([SheetshotUI.Font.Weight.ultraLight, .regular, .semibold, .black], id: \.self) { weight in
                Image(systemName: "test.battery").fontWeight(weight)
            }
        }
        let view = VStack(alignment: .leading, spacing: 14) {
            row
            row.symbolRenderingMode(.hierarchical).foregroundStyle(.blue)
            row.foregroundStyle(.orange, .purple, .gray)
            row.symbolRenderingMode(.multicolor)
            HStack(spacing: 16) {
                Image(systemName: "test.battery").imageScale(.small)
                Image(systemName: "test.battery")
                Image(systemName: "test.battery").imageScale(.large)
                Image(systemName: "test.battery").resizable().frame(width: 60, height: 30)
            }
            Label("Battery", systemImage: "test.battery")
            // SheetshotUI's own drawings in palette rendering: the container in the second style.
            HStack(spacing: 16) {
                Image(systemName: "heart.circle")
                Image(systemName: "star.square.fill")
                Image(systemName: "bell.circle.fill")
            }
            .foregroundStyle(.pink, .teal)
        }
        .font(.system(size: 28))
        .padding()
        assertSnapshot(of: view, as: .image(on: .iPhoneSE, scale: 2), named: "symbol-files")
    }

    /// Files that are not symbol templates give errors naming the file and the problem.
    @Test func badFilesAreClearErrors() throws {
        func error(_ svg: String) -> String {
            do { try SymbolFiles.register("bad", svg: Data(svg.utf8)); return "no error" } catch { return "\(error)" }
        }
        #expect(error("not xml at all <").contains("symbol file bad: is not well-formed XML"))
        #expect(error("<svg><g id=\"Guides\"/></svg>").contains("has no <g id=\"Symbols\"> group"))
        #expect(error("<svg><g id=\"Symbols\"><g id=\"Regular-S\"/></g></svg>").contains("has no variant with outlines"))
        let noGuides = "<svg><g id=\"Symbols\"><g id=\"Regular-S\"><path d=\"M0,0 L1,1 Z\"/></g></g></svg>"
        #expect(error(noGuides).contains("has no Baseline-S and Capline-S guides"))
        let badPath = SymbolTemplates.template { _ in "<path d=\"M0,0 Q\"/>" }
        #expect(error(badPath).contains("has a <path> in Ultralight-S it cannot read"))
        let huge = SymbolTemplates.template { _ in "<path d=\"M1e308,0 L1e309,1 Z\"/>" }
        #expect(error(huge) != "no error")
        let badTransform = SymbolTemplates.template().replacingOccurrences(of: "matrix(1 0 0 1", with: "skewX(1 0 0 1")
        #expect(error(badTransform).contains("has a transform it cannot read"))
        #expect(!SymbolFiles.names.contains("bad"))
        #expect(throws: SymbolFileError.self) { try SymbolFiles.register(folder: "/nonexistent/symbols") }
    }

    /// A folder registers its `.svg` files by name; one bad file registers none and names itself.
    @Test func foldersAndTheEnvironmentVariable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(SymbolTemplates.template().utf8).write(to: folder.appendingPathComponent("test.folder.battery.svg"))
        try Data("readme".utf8).write(to: folder.appendingPathComponent("README.txt"))
        #expect(try SymbolFiles.register(folder: folder.path) == ["test.folder.battery"])
        // SHEETSHOT_SYMBOLS is read on first use after `removeAll()`; a folder it names that cannot be
        // read fails every rendering, naming it.
        SymbolFiles.removeAll()
        setenv(SymbolFiles.environmentVariable, folder.path, 1)
        defer { unsetenv(SymbolFiles.environmentVariable); SymbolFiles.removeAll() }
        let dump = try ViewRenderer.layoutDump(Image(systemName: "test.folder.battery"), on: .iPhoneSE)
        #expect(!dump.contains("Warnings"))
        SymbolFiles.removeAll()
        setenv(SymbolFiles.environmentVariable, folder.path + ":/nonexistent/symbols", 1)
        #expect(throws: ViewRenderingError.self) { try ViewRenderer.layoutDump(Image(systemName: "x"), on: .iPhoneSE) }
        do { _ = try ViewRenderer.layoutDump(Image(systemName: "x"), on: .iPhoneSE) } catch {
            #expect("\(error)".contains("SHEETSHOT_SYMBOLS: symbol file /nonexistent/symbols: is not a folder that can be read"))
        }
        unsetenv(SymbolFiles.environmentVariable)
        SymbolFiles.removeAll()
        try SymbolFiles.register("test.battery", svg: Data(SymbolTemplates.template().utf8))
        try Data("<svg/>".utf8).write(to: folder.appendingPathComponent("test.zz.svg"))
        #expect(throws: SymbolFileError.self) { try SymbolFiles.register(folder: folder.path) }
        do { try SymbolFiles.register(folder: folder.path) } catch { #expect("\(error)".contains("test.zz.svg")) }
    }
}

/// Medium over small, as SheetshotUI sizes its symbols (1.18 / 0.95).
private let Image_boxRatio = 1.18 / 0.95
