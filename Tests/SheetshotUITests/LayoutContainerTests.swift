import Canvas
import Foundation
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// Lazy stacks, `ViewThatFits`, `Grid`, `safeAreaInset`, `mask`, text fields, links and joined text: laid
/// out and drawn as SwiftUI does on iOS.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct LayoutContainerTests {
    /// Every node of a laid-out tree, depth first.
    func all(_ node: Node) -> [Node] { [node] + node.children.flatMap(all) }
    func text(_ string: String, in root: Node) throws -> Widgets.Text {
        try #require(all(root).compactMap { $0 as? Widgets.Text }.first { $0.string == string })
    }
    func layout<V: View>(_ view: V) throws -> Node { try ViewRenderer.layout(view, on: .iPhoneSE) }

    @Test func containers() {
        assertSnapshot(of: ContainerSample(), as: .image(on: .iPhoneSE, scale: 1), named: "light")
        assertSnapshot(of: ContainerSample(), as: .image(on: .iPhoneSE, colorScheme: .dark, layoutDirection: .rightToLeft, scale: 1),
                       named: "dark-rtl")
    }

    /// A lazy column takes the whole width offered, a `VStack` only its content's; a lazy row the whole height.
    @Test func lazyStacksTakeTheirCrossAxis() throws {
        let root = try layout(VStack(spacing: 0) {
            LazyVStack(alignment: .leading) { Text("Lazy") }
            VStack { Text("Eager") }
            LazyHStack { Text("Row") }.frame(height: 100)
        })
        let lazy = try text("Lazy", in: root), eager = try text("Eager", in: root), row = try text("Row", in: root)
        #expect(lazy.parent?.parent.map { $0.frame.width } == 375)
        #expect(lazy.frame.minX == 0)
        #expect(eager.parent.map { $0.frame.width } == eager.frame.width)
        #expect(row.parent?.parent.map { $0.frame.height } == 100)
    }

    /// `ViewThatFits` shows the first view whose ideal size fits, else the last; the others are not drawn.
    @Test func viewThatFitsChoosesTheFirstThatFits() throws {
        func shown(width: CGFloat) throws -> [String] {
            let root = try layout(ViewThatFits(in: .horizontal) {
                Text("A long line that needs a wide space")
                Text("Shorter")
                Text("S")
            }.frame(width: width))
            let chooser = try #require(all(root).first { $0.kind == "ViewThatFits" })
            return chooser.children.compactMap { $0 as? Widgets.Text }.filter { $0.frame.width > 0 }.map(\.string)
        }
        #expect(try shown(width: 360) == ["A long line that needs a wide space"])
        #expect(try shown(width: 100) == ["Shorter"])
        #expect(try shown(width: 5) == ["S"])
        let wide = try ViewRenderer.render(ViewThatFits { Color.red.frame(width: 500); Color.blue.frame(width: 50) }.frame(height: 40),
                                           on: .iPhoneSE, scale: 1).makeImage()
        let centre = (333 * 375 + 187) * 4
        #expect(Array(wide.pixels[centre..<centre + 3]) == [0, 122, 255])   // blue: the red one does not fit
    }

    /// Grid columns are as wide as their widest cell, rows as tall as their tallest; a view outside a
    /// `GridRow` spans every column; right to left, the first column is on the right.
    @Test func gridColumnsAndRows() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { Text("Name"); Text("Midnight Drive") }
            Divider()
            GridRow { Text("Duration, total"); Text("4:05").font(.largeTitle) }
        }
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let root = try ViewRenderer.layout(grid, on: .iPhoneSE, layoutDirection: direction)
            let name = try text("Name", in: root), title = try text("Midnight Drive", in: root)
            let duration = try text("Duration, total", in: root), time = try text("4:05", in: root)
            let gridNode = try #require(all(root).first { $0.kind == "Grid" })
            if direction == .leftToRight {
                #expect(name.frame.minX == duration.frame.minX)
                #expect(abs(title.frame.minX - (duration.frame.maxX + 10)) < 0.5)
                #expect(time.frame.minX == title.frame.minX)
            } else {
                #expect(name.frame.maxX == duration.frame.maxX)
                #expect(abs(title.frame.maxX - (duration.frame.minX - 10)) < 0.5)
                #expect(time.frame.maxX == title.frame.maxX)
            }
            let divider = try #require(all(gridNode).first { $0.kind.contains("Divider") || $0.kind == "Rectangle" && $0.frame.height < 1 })
            #expect(abs(divider.frame.width - gridNode.frame.width) < 0.5)
            // The second row is as tall as its large title, and the first row's cells share a top.
            #expect(time.frame.height > duration.frame.height)
            #expect(abs(gridNode.frame.height - (name.frame.height + 4 + divider.frame.height + 4 + time.frame.height)) < 1)
        }
    }

    /// `safeAreaInset` puts its bar at the edge and lays the view out in the rest, while what ignores the
    /// safe area still reaches the screen's edge under the bar.
    @Test func safeAreaInsetNarrowsTheSafeArea() throws {
        let view = VStack { Text("Top"); Spacer(); Text("Above the bar") }
            .background(Color.yellow.ignoresSafeArea())
            .safeAreaInset(edge: .bottom, spacing: 6) { Text("Bar").frame(maxWidth: .infinity).frame(height: 50).background(.red) }
        let root = try layout(view)
        let bar = try text("Bar", in: root), above = try text("Above the bar", in: root)
        #expect(abs(bar.frame.midY - (667 - 25)) < 0.5)
        #expect(abs(above.frame.maxY - (667 - 50 - 6)) < 0.5)
        let image = try ViewRenderer.render(view, on: .iPhoneSE, scale: 1).makeImage()
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 375 + x) * 4..<(y * 375 + x) * 4 + 3]) }
        #expect(rgb(5, 10) == [255, 204, 0])    // the yellow background under the status bar
        #expect(rgb(5, 660) == [255, 59, 48])   // the red bar at the bottom
    }

    /// `mask` keeps the view only where the mask is opaque.
    @Test func maskCutsTheViewToTheMasksAlpha() throws {
        let view = Color.red.frame(width: 100, height: 100).mask { Circle() }
        let image = try ViewRenderer.render(view, on: .iPhoneSE, scale: 1).makeImage()
        func rgba(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 375 + x) * 4..<(y * 375 + x) * 4 + 4]) }
        let cx = 187, cy = 20 + 323
        #expect(rgba(cx, cy) == [255, 59, 48, 255])
        #expect(rgba(cx - 48, cy - 48) == [255, 255, 255, 255])   // a corner outside the circle: the background
        let half = Color.red.frame(width: 100, height: 100).mask { Color.black.opacity(0.5) }
        let halfImage = try ViewRenderer.render(half, on: .iPhoneSE, scale: 1).makeImage()
        #expect(abs(Int(halfImage.pixels[(cy * 375 + cx) * 4 + 1]) - (59 + 255) / 2) <= 1)
    }

    /// A text field shows its text, or its placeholder in the placeholder colour, across the whole width.
    @Test func textFields() throws {
        let root = try layout(VStack {
            TextField("Playlist name", text: .constant(""))
            TextField("Name", text: .constant("Road trip"))
            SecureField("Password", text: .constant("secret"))
            TextField("Search", text: .constant(""), prompt: Text("Artists, songs")).textFieldStyle(.roundedBorder)
        }.padding())
        let placeholder = try text("Playlist name", in: root), value = try text("Road trip", in: root)
        #expect(placeholder.color == .color(CanvasColor(rgba: 0x3C3C_434C)))
        #expect(value.color != placeholder.color)
        #expect(abs((value.parent?.frame.width ?? 0) - (375 - 32)) < 0.01)
        _ = try text("••••••", in: root)
        #expect(all(root).compactMap { $0 as? Widgets.Text }.contains { $0.string == "Search" } == false)
        _ = try text("Artists, songs", in: root)
    }

    /// A link is drawn as a button: its title in the accent colour.
    @Test func linksAreTinted() throws {
        let root = try layout(Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!))
        #expect(try text("Privacy policy", in: root).color == .color(CanvasColor(rgba: 0x007A_FFFF)))
    }

    /// Texts joined with `+` are one paragraph: in one style a plain text, in different styles one
    /// paragraph of runs, each in its own font and colour, wrapping across them; VoiceOver reads it whole.
    @Test func joinedText() throws {
        let root = try layout((Text("24 songs") + Text(" · ") + Text("1 hr 32 min")).foregroundStyle(.secondary))
        let joined = try text("24 songs · 1 hr 32 min", in: root)
        #expect(joined.color == .color(CanvasColor(rgba: 0x3C3C_4399)))
        func rich(_ node: Node) -> Widgets.RichText? { (node as? Widgets.RichText) ?? node.children.lazy.compactMap(rich).first }
        let mixed = try #require(rich(try layout((Text("Total ").bold() + Text("12 €").foregroundStyle(.secondary)).font(.title3))))
        #expect(mixed.runs.map(\.string) == ["Total ", "12 €"])
        #expect(mixed.runs.map(\.weight) == [.bold, .regular] && mixed.runs.allSatisfy { $0.size == 20 })
        #expect(mixed.runs[0].color != mixed.runs[1].color)
        let elements = try ViewRenderer.accessibilityDump(Text("Total ").bold() + Text("12 €"), on: .iPhoneSE)
        #expect(elements.contains("static text \"Total 12 €\""), "\(elements)")
        // Wrapping across runs in a narrow frame: two lines, no wider than offered.
        let narrow = try #require(rich(try layout((Text("Free delivery ").bold() + Text("on orders over €30")).frame(width: 120))))
        #expect(narrow.frame.width <= 120 && narrow.frame.height > 30, "\(narrow.frame)")
    }
}

/// A screen of the containers: a form of text fields in a grid, a link, a masked gradient title, a chooser
/// that fits, and a bar in the bottom safe area.
struct ContainerSample: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 16) {
                Text("New Playlist")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.clear)
                    .overlay(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
                        .mask(alignment: .leading) { Text("New Playlist").font(.largeTitle.bold()) })
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 10) {
                    GridRow {
                        Text("Name").foregroundStyle(.secondary)
                        TextField("Playlist name", text: .constant("Road trip")).textFieldStyle(.roundedBorder)
                    }
                    GridRow {
                        Text("Notes").foregroundStyle(.secondary)
                        TextField("Optional", text: .constant("")).textFieldStyle(.roundedBorder)
                    }
                    Divider()
                    GridRow {
                        Text("Songs").foregroundStyle(.secondary)
                        Text("24") + Text(" · ") + Text("1 hr 32 min")
                    }
                }
                ViewThatFits(in: .horizontal) {
                    HStack { Label("Shuffle", systemImage: "play.fill"); Label("Repeat", systemImage: "arrow.clockwise"); Label("Share", systemImage: "square.and.arrow.up") }
                    VStack(alignment: .leading) { Label("Shuffle", systemImage: "play.fill"); Label("Repeat", systemImage: "arrow.clockwise") }
                }
                Link("Sharing guidelines", destination: URL(string: "https://example.com/guidelines")!)
            }
            .padding(20)
        }
        .safeAreaInset(edge: .bottom) {
            Button("Create Playlist") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 8)
                .background(.bar)
        }
    }
}
