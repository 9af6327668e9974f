import Canvas
import Testing
@testable import Widgets

/// Layout without pixels: frames in points after `Renderer.layout`.
@Suite struct LayoutTests {
    func layout(_ root: Node, _ width: Double, _ height: Double, _ env: Environment = Environment()) throws {
        try Renderer.layout(root, size: Size(width, height), environment: env)
    }

    @Test func fixedAndFlexibleChildrenInAnHStack() throws {
        let root = HStack(spacing: 10) {
            Shape.rectangle().frame(width: 50, height: 20).id("fixed")
            Spacer().id("spacer")
            Text("Hi").id("text")
        }.frame(maxWidth: .infinity)
        try layout(root, 300, 100)
        let text = root.find("text")!.frame, fixed = root.find("fixed")!.frame, spacer = root.find("spacer")!.frame
        #expect(fixed.minX == 0 && fixed.width == 50)
        #expect(abs(text.maxX - 300) < 1e-9)
        #expect(abs(spacer.minX - 60) < 1e-9 && abs(spacer.maxX - (text.minX - 10)) < 1e-9)
    }

    @Test func equallyFlexibleChildrenShareEqually() throws {
        let root = HStack(spacing: 0) { Shape.rectangle().id("a"); Shape.rectangle().id("b"); Shape.rectangle().id("c") }
        try layout(root, 300, 40)
        #expect(root.find("a")!.frame.width == 100 && root.find("b")!.frame.minX == 100 && root.find("c")!.frame.maxX == 300)
    }

    @Test func leastFlexibleChildIsSizedFirst() throws {
        // The text cannot grow past its ideal width; the rectangle takes what is left.
        let root = HStack(spacing: 0) { Text("Hello").id("text"); Shape.rectangle().id("rect") }
        try layout(root, 200, 40)
        let text = root.find("text")!.frame
        #expect(text.width > 30 && text.width < 60)
        #expect(abs(root.find("rect")!.frame.width - (200 - text.width)) < 1e-9)
    }

    @Test func layoutPriorityIsSizedFirst() throws {
        // Without priority the title shares what is left after the fixed box with the other text, and wraps;
        // with it, it gets everything the other text's least width does not need.
        func row(_ priority: Double) -> (Node, Text) {
            let title = Text("Downloaded music", size: 17).id("title")
            title.layoutPriority = priority
            return (HStack(spacing: 0) { Shape.rectangle().frame(width: 40, height: 10); title; Text("Songs and albums", size: 17) }, title)
        }
        let ideal = try Font.inter(size: 17).advance(of: "Downloaded music")
        let (plain, plainTitle) = row(0), (prioritised, prioritisedTitle) = row(1)
        try layout(plain, 40 + ideal * 1.5, 100)
        try layout(prioritised, 40 + ideal * 1.5, 100)
        #expect(plainTitle.frame.width < ideal)
        #expect(prioritisedTitle.frame.width >= ideal && prioritisedTitle.frame.height < 30)
    }

    @Test func vStackAlignmentAndRightToLeftMirroring() throws {
        func tree() -> Node {
            VStack(alignment: .leading, spacing: 4) {
                Shape.rectangle().frame(width: 100, height: 10).id("wide")
                Shape.rectangle().frame(width: 40, height: 10).id("narrow")
                HStack(spacing: 0) { Shape.rectangle().frame(width: 30, height: 5).id("first"); Shape.rectangle().frame(width: 20, height: 5) }
            }
        }
        let ltr = tree()
        try layout(ltr, 100, 100)
        #expect(ltr.find("narrow")!.frame.minX == 0)
        #expect(ltr.find("first")!.frame.minX == 0)
        let rtl = tree()
        try layout(rtl, 100, 100, Environment(layoutDirection: .rightToLeft))
        #expect(rtl.find("narrow")!.frame.maxX == 100)   // leading is the right edge
        #expect(rtl.find("first")!.frame.maxX == 100 - 0) // the first child of an HStack starts at the right
        #expect(rtl.find("narrow")!.frame.minY - rtl.find("wide")!.frame.minY == 14)
    }

    @Test func nestedFramesAndPadding() throws {
        let inner = Shape.rectangle().frame(width: 20, height: 10).id("inner")
        let root = inner.padding(DirectionalInsets(top: 5, leading: 7, bottom: 0, trailing: 0))
            .frame(width: 100, height: 50, alignment: .topLeading)
            .padding(10)
        try layout(root, 120, 70)
        #expect(root.frame.width == 120 && root.frame.height == 70)
        let f = root.find("inner")!.frame
        #expect(f.minX == 17 && f.minY == 15 && f.width == 20 && f.height == 10)
        // Flexible frames: maxWidth fills the offer, minHeight raises a short child.
        let wide = Text("x").frame(maxWidth: .infinity, minHeight: 44).id("wide")
        try layout(VStack { wide }, 300, 200)
        #expect(wide.frame.width == 300 && wide.frame.height == 44)
    }

    @Test func textWrapsUnderANarrowProposal() throws {
        let text = Text("Choose how albums are sorted in your library", size: 17).id("t")
        let root = VStack { text }.frame(width: 120)
        try layout(root, 400, 400)
        let font = try Font.inter(size: 17)
        let lines = Int((text.frame.height / font.lineHeight).rounded())
        #expect(lines >= 3)
        #expect(text.frame.width <= 120)
        // Font scale enlarges the text (Dynamic Type).
        let big = Text("Albums", size: 17)
        try layout(big, 400, 100, Environment(fontScale: 1.5))
        #expect(abs(big.frame.height - (try Font.inter(size: 25.5)).lineHeight) < 1)
    }

    @Test func safeAreaKeepsContentClear() throws {
        let content = Shape.rectangle().id("content")
        let root = content.safeAreaPadding()
        let device = DevicePreset.iPhone15Pro
        try layout(root, device.size.width, device.size.height, Environment(device: device))
        #expect(content.frame.minY == 59 && content.frame.maxY == 852 - 34 && content.frame.width == 393)
        let landscape = Shape.rectangle().id("content")
        let l = DevicePreset.iPhone15Pro.landscape
        try layout(landscape.safeAreaPadding([.leading, .trailing, .bottom]), l.size.width, l.size.height, Environment(device: l))
        #expect(landscape.frame.minX == 59 && landscape.frame.maxX == 852 - 59 && landscape.frame.maxY == 393 - 21)
    }

    @Test func edgesSnapToDevicePixels() throws {
        let line = Shape.rectangle().frame(width: 100, height: 1).id("line")
        let root = VStack(spacing: 0) { Shape.rectangle().frame(width: 100, height: 10.3); line }
        try layout(root, 100, 100, Environment(displayScale: 3))
        // 10.3 pt → 30.9 px → 31 px: the line starts on a whole pixel and is 3 px tall.
        let f = line.find("line")!.frame
        #expect(abs(f.minY * 3 - (f.minY * 3).rounded()) < 1e-9 && abs(f.height * 3 - 3) < 1e-9)
        #expect(abs(Divider().sizeThatFits(ProposedSize(width: 50, height: nil), in: Environment(displayScale: 3)).height - 1.0 / 3) < 1e-12)
    }

    @Test func layoutDumpNamesKindsIdentifiersAndFrames() throws {
        let root = VStack(alignment: .leading, spacing: 8) {
            Text("Title", size: 20, weight: .bold).id("title")
            Shape.roundedRect(8).id("box").frame(width: 100, height: 20)
        }.padding(10).id("screen")
        try layout(root, 200, 100)
        // The root takes its ideal size (120 × 73: "Title" in Inter Bold 20 is 45 × 25 after rounding up to
        // whole pixels, 8 of spacing, the 20-point box, 10 of padding around) and is centred in 200 × 100.
        #expect(root.layoutDump() == """
            Padding #screen (40, 14, 120 × 73) insets 10 10 10 10
              VStack (50, 24, 100 × 53) spacing 8
                Text #title (50, 24, 45 × 25) "Title"
                Frame (50, 57, 100 × 20)
                  RoundedRectangle #box (50, 57, 100 × 20)
            """)
    }
}

@Suite struct HitTestingTests {
    @Test func frontMostTappableNodeWins() throws {
        let back = Shape.rectangle().tappable().id("back")
        let front = Shape.circle().frame(width: 40, height: 40).tappable().id("front")
        let root = ZStack { back; front }
        try Renderer.layout(root, size: Size(100, 100), environment: Environment())
        #expect(root.hitTest(Point(50, 50))?.identifier == "front")
        #expect(root.hitTest(Point(5, 5))?.identifier == "back")
        #expect(root.hitTest(Point(150, 5)) == nil)
    }

    @Test func overlaysAreInFrontOfTheirContent() throws {
        let base = Shape.rectangle().tappable().id("base")
        let badge = Shape.circle().frame(width: 20, height: 20).tappable().id("badge")
        let root = base.frame(width: 100, height: 60).overlay(badge, alignment: .topTrailing)
        try Renderer.layout(root, size: Size(100, 60), environment: Environment())
        #expect(root.hitTest(Point(90, 10))?.identifier == "badge")
        #expect(root.hitTest(Point(20, 40))?.identifier == "base")
    }

    @Test func clipsAndZeroOpacityStopTaps() throws {
        let inner = Shape.rectangle().frame(width: 200, height: 20).tappable().id("inner")
        let clipped = inner.frame(width: 50, height: 20).clipShape(.rectangle)
        let hidden = Shape.rectangle().tappable().id("hidden").opacity(0)
        let root = ZStack(alignment: .topLeading) { clipped; hidden }
        try Renderer.layout(root, size: Size(100, 100), environment: Environment())
        // (10, 10) is inside the clip: the inner node; the overlay at opacity 0 does not take it.
        #expect(root.hitTest(Point(10, 10))?.identifier == "inner")
        // (80, 10) is on the inner node's frame but outside its clip.
        #expect(inner.frame.maxX > 80 || inner.frame.minX < -60)
        #expect(root.hitTest(Point(-70, 10)) == nil)
        #expect(root.hitTest(Point(90, 90)) == nil)
    }
}

@Suite struct RetainedTreeTests {
    @Test func aColourChangeDoesNotMeasureAgain() throws {
        let a = Text("Albums").id("a"), b = Text("Artists").id("b")
        let icon = Shape.circle().fill(.semantic(.tint))
        let root = HStack { icon.frame(width: 20, height: 20); a; b }
        let env = Environment()
        try Renderer.layout(root, size: Size(300, 50), environment: env)
        let before = (a.measureCount, b.measureCount, root.measureCount)
        icon.fillStyle = .color(.red)  // appearance only
        try Renderer.layout(root, size: Size(300, 50), environment: env)
        #expect((a.measureCount, b.measureCount, root.measureCount) == before)
        // A new string measures that text and its ancestors again; a sibling whose proposal did not change
        // answers from its cache (in a VStack, a one-line text keeps its height).
        let c = Text("Albums"), d = Text("Artists")
        let column = VStack { c; d }
        try Renderer.layout(column, size: Size(300, 200), environment: env)
        let counts = (c.measureCount, d.measureCount, column.measureCount)
        c.string = "All albums"
        try Renderer.layout(column, size: Size(300, 200), environment: env)
        #expect(c.measureCount > counts.0 && d.measureCount == counts.1 && column.measureCount > counts.2)
    }
}

@Suite struct FillTests {
    @Test func gradientsRunAcrossTheNodesOwnFrame() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let bar = Shape.rectangle().fill(.vertical([red, blue])).frame(width: 10, height: 100)
        let canvas = try Renderer.render(VStack(spacing: 0) { Spacer(minLength: 100).frame(height: 100); bar }
                                            .frame(width: 10, height: 200, alignment: .top),
                                         size: Size(10, 200), environment: Environment())
        // The gradient starts at the bar's top (y = 100), not at the canvas's.
        let top = canvas.pixel(x: 5, y: 100), bottom = canvas.pixel(x: 5, y: 199)
        #expect(top.r > 240 && top.b < 15 && bottom.b > 240 && bottom.r < 15)
        #expect(SemanticColor.label.resolved(in: .dark) == .white && SemanticColor.tint.resolved(in: .light) != SemanticColor.tint.resolved(in: .dark))
    }
}

@Suite struct ScrollAndImageTests {
    @Test func scrollViewOffsetsAndClipsItsContent() throws {
        let rows = (0..<20).map { Shape.rectangle().frame(height: 50).id("r\($0)") }
        let scroll = ScrollView(contentOffset: 120) { VStack(spacing: 0) { rows } }
        let root = scroll.frame(width: 200, height: 300)
        try Renderer.layout(root, size: Size(200, 300), environment: Environment())
        #expect(scroll.contentSize.height == 1000 && scroll.frame.height == 300)
        #expect(root.find("r0")!.frame.minY == -120 && root.find("r3")!.frame.minY == 30)
        #expect(scroll.maximumContentOffset == 700)
        rows[0].acceptsTaps = true
        // r0 lies at y −120…−70, above the viewport: clipped away for taps.
        #expect(root.hitTest(Point(100, -100)) == nil)
        // Drawing clips to the viewport: a canvas shows nothing above it.
        let viewport = ScrollView(contentOffset: 0) { Shape.rectangle().fill(.color(.black)).frame(width: 100, height: 500) }
            .frame(width: 100, height: 50)
        let canvas = try Renderer.render(VStack(spacing: 0) { Spacer(minLength: 25).frame(height: 25); viewport }
                                            .frame(width: 100, height: 100, alignment: .top),
                                         size: Size(100, 100), environment: Environment())
        #expect(canvas.pixel(x: 50, y: 10).a == 0 && canvas.pixel(x: 50, y: 30).a == 255 && canvas.pixel(x: 50, y: 95).a == 0)
    }

    @Test func imageSizesByContentMode() throws {
        let image = try Image(width: 40, height: 20, pixels: [UInt8](repeating: 255, count: 40 * 20 * 4))
        let env = Environment()
        let fit = ImageView(image, contentMode: .fit), fill = ImageView(image, contentMode: .fill), retina = ImageView(image, scale: 2)
        #expect(fit.sizeThatFits(.unspecified, in: env) == Size(40, 20))
        #expect(retina.sizeThatFits(.unspecified, in: env) == Size(20, 10))
        #expect(fit.sizeThatFits(ProposedSize(width: 100, height: 100), in: env) == Size(100, 50))
        #expect(fill.sizeThatFits(ProposedSize(width: 100, height: 100), in: env) == Size(100, 100))
        #expect(fit.sizeThatFits(ProposedSize(width: 10, height: nil), in: env) == Size(10, 5))
        // Fill crops to the frame: the image's colour reaches every pixel of the square.
        let canvas = try Renderer.render(ImageView(image, contentMode: .fill).frame(width: 30, height: 30), size: Size(30, 30), environment: env)
        #expect(canvas.pixel(x: 15, y: 1).a == 255 && canvas.pixel(x: 0, y: 0).a > 0)
    }
}

/// The Widgets getting-started article's example, kept compiling and working.
@Suite struct ReadmeExampleTests {
    @Test func readmeWidgetsExample() throws {
        let row = HStack(spacing: 12) {
            Text("A", size: 17, weight: .semibold, color: .color(.white))
                .frame(width: 32, height: 32)
                .background(.color(Color(rgb: 0xFF9500)), in: .roundedRect(radius: 7, curve: .continuous))
            Text("Artists", size: 17).layoutPriority(1)
            Spacer(minLength: 0)
            Text("312", color: .semantic(.secondaryLabel))
        }.padding(.horizontal, 16).frame(minHeight: 60).id("artists")
        let canvas = try Renderer.render(row, size: Size(390, 60), environment: Environment(displayScale: 2))
        #expect(canvas.width == 780 && row.layoutDump().contains("#artists"))
        let screen = SampleHostScreen.make()
        _ = try Renderer.render(screen, device: .iPhone15Pro, colorScheme: .dark)
        #expect(screen.hitTest(Point(200, 300))?.identifier?.hasPrefix("row-") == true)
    }
}

/// Alignment guides: explicit values written below a container, and guides of one's own.
@Suite struct AlignmentGuideLayoutTests {
    /// A guide whose default is the trailing edge, made by a user.
    static let decimal = AlignmentGuide(axis: .horizontal, name: "decimal", identity: nil) { $0.width }

    @Test func columnLinesUpExplicitValuesThroughRows() throws {
        // Two rows whose 20-pt markers are put on one line, whatever the boxes before them.
        let root = VStack(alignment: .custom(Self.decimal), spacing: 0) {
            HStack(spacing: 0) {
                Shape.rectangle().frame(width: 30, height: 10)
                Shape.rectangle().frame(width: 20, height: 10).id("a").alignmentGuide(Self.decimal) { _ in 0 }
            }
            HStack(spacing: 0) {
                Shape.rectangle().frame(width: 90, height: 10)
                Shape.rectangle().frame(width: 20, height: 10).id("b").alignmentGuide(Self.decimal) { _ in 0 }
            }
            Shape.rectangle().frame(width: 10, height: 10).id("plain")
        }
        try Renderer.layout(root, size: Size(300, 100), environment: Environment())
        let a = root.find("a")!.frame, b = root.find("b")!.frame, plain = root.find("plain")!.frame
        #expect(a.minX == b.minX)
        // The child without an explicit value uses the default (its trailing edge) on the same line.
        #expect(plain.maxX == a.minX)
        // The column holds the rows: 90 before the line, 20 after it.
        #expect(root.frame.width == 110)
    }

    @Test func flagFollowsTheTree() throws {
        let leaf = Shape.rectangle().frame(width: 10, height: 10)
        let column = VStack { leaf }
        #expect(!column.containsAlignmentGuides)
        column.setChildren([leaf.alignmentGuide(.leading) { _ in 5 }])
        #expect(column.containsAlignmentGuides)
        column.setChildren([Shape.rectangle()])
        #expect(!column.containsAlignmentGuides)
    }
}
