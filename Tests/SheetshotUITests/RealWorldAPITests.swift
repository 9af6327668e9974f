import Canvas
import Foundation
import SheetshotUI
import Testing
import Widgets

/// The API real SwiftUI files use most that SheetshotUI lacked (issue 30's measurement): each laid out or
/// drawn as SwiftUI does, or — where this machine cannot have what iOS draws — a marked stand-in with a
/// warning.
@MainActor @Suite struct RealWorldAPITests {
    func all(_ node: Node) -> [Node] { [node] + node.children.flatMap(all) }
    func text(_ string: String, in root: Node) throws -> Widgets.Text {
        try #require(all(root).compactMap { $0 as? Widgets.Text }.first { $0.string == string }, "\(string)")
    }
    func layout<V: View>(_ view: V) throws -> Node { try ViewRenderer.layout(view, on: .iPhoneSE) }
    /// The picture's pixel at (x, y) points (scale 1) as 0xRRGGBB.
    func pixel(_ image: CanvasImage, _ x: Int, _ y: Int) -> UInt32 {
        let i = (y * image.width + x) * 4
        return UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2])
    }
    /// `view` centred on a white 100 × 100 square at scale 1.
    func picture<V: View>(_ view: V) throws -> CanvasImage {
        try Renderer.render(try ViewRenderer.node(ZStack { Color.white; view }), size: Size(100, 100),
                            environment: Widgets.Environment(displayScale: 1)).makeImage()
    }

    /// Flexible columns share the width left by the fixed one and the gaps; an adaptive column becomes as
    /// many columns of at least its minimum as fit.
    @Test func lazyGridColumns() throws {
        let flexible = try layout(LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
            ForEach(0..<6, id: \.self) { Color.red.frame(height: 20).accessibilityIdentifier("cell\($0)") }
        })
        let cells = all(flexible).filter { $0.identifier?.hasPrefix("cell") == true }
        #expect(cells.map(\.frame.width) == [100, 129.5, 129.5, 100, 129.5, 129.5])   // (375 − 100 − 2 × 8) / 2
        #expect(cells.map(\.frame.minY) == cells.map { $0.identifier! < "cell3" ? cells[0].frame.minY : cells[0].frame.minY + 30 })
        let adaptive = try layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 5)]) {
            ForEach(0..<5, id: \.self) { Color.blue.frame(height: 10).accessibilityIdentifier("a\($0)") }
        })
        let row = all(adaptive).filter { $0.identifier?.hasPrefix("a") == true }
        // ⌊(375 + 5) / (80 + 5)⌋ = 4 columns of (375 − 3 × 5) / 4 = 90 points.
        #expect(row.map(\.frame.width) == [90, 90, 90, 90, 90])
        #expect(Set(row.prefix(4).map(\.frame.minY)).count == 1 && row[4].frame.minY > row[0].frame.minY)
    }

    /// `position` centres the view at the point in the space its parent offers.
    @Test func positionCentresTheView() throws {
        let root = try layout(Color.red.frame(width: 40, height: 20).accessibilityIdentifier("box").position(x: 100, y: 50))
        let box = try #require(all(root).first { $0.identifier == "box" })
        #expect(box.frame.midX - (root.frame.minX) == 100 || box.frame.midX == 100)
        #expect(box.frame.width == 40 && box.frame.height == 20)
    }

    /// A higher `zIndex` draws on top, whatever the order written; layout is unchanged.
    @Test func zIndexOrdersDrawing() throws {
        let plain = try picture(ZStack { Color.red; Color.blue })
        let raised = try picture(ZStack { Color.red.zIndex(1); Color.blue })
        #expect(pixel(plain, 50, 50) == 0x007AFF)
        #expect(pixel(raised, 50, 50) == 0xFF3B30)
        // A trait: kept through the modifiers around it.
        let padded = try picture(ZStack { Color.red.zIndex(1).padding(0); Color.blue })
        #expect(pixel(padded, 50, 50) == 0xFF3B30)
    }

    /// `border` and `strokeBorder` draw inside the frame; `stroke` is centred on the outline.
    @Test func bordersStayInside() throws {
        let image = try picture(Color.white.frame(width: 60, height: 60).border(Color.black, width: 4))
        // The frame is centred: 20…80; the 4-point border covers 20…24.
        #expect(pixel(image, 21, 50) == 0x000000 && pixel(image, 23, 50) == 0x000000 && pixel(image, 25, 50) == 0xFFFFFF)
        #expect(pixel(image, 19, 50) == 0xFFFFFF)
        let stroked = try picture(Rectangle().stroke(Color.black, lineWidth: 4).frame(width: 60, height: 60))
        #expect(pixel(stroked, 19, 50) == 0x000000 && pixel(stroked, 22, 50) != 0x000000)
    }

    /// Radial and angular gradients: the first colour at the centre (or angle 0), the last at the end.
    @Test func radialAndAngularGradients() throws {
        let radial = try picture(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 40))
        #expect(pixel(radial, 50, 50) & 0xFF > 0xF0 && pixel(radial, 95, 50) == 0x000000)
        let middle = pixel(radial, 70, 50) & 0xFF
        #expect(middle > 0x70 && middle < 0x90)   // half way out: half way between
        let angular = try picture(AngularGradient(gradient: Gradient(colors: [.white, .black]), center: .center,
                                                  startAngle: .degrees(0), endAngle: .degrees(180)))
        // Just clockwise of 3 o'clock: white; just before 9 o'clock (180°), going clockwise through 6: black.
        #expect(pixel(angular, 90, 51) & 0xFF > 0xF0)
        #expect(pixel(angular, 10, 51) & 0xFF < 0x10)
        // Past the end (the top half): padded with the last colour.
        #expect(pixel(angular, 50, 10) == 0x000000)
    }

    /// A shape of the user's shown as a view by itself is filled with the foreground style, as built-in
    /// shapes are (it stopped the program before: its body was evaluated).
    @Test func aBareShapeOfYourOwnIsFilled() throws {
        let image = try picture(Wedge().foregroundStyle(.red).frame(width: 60, height: 60))
        #expect(pixel(image, 30, 50) == 0xFF3B30)   // inside the wedge, left of centre
        #expect(pixel(image, 75, 40) == 0xFFFFFF)   // outside it
    }

    /// `trim` keeps the fraction of the outline's length asked for, from where the shape starts.
    @Test func trimKeepsAFractionOfTheOutline() throws {
        let half = try picture(Circle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 4).frame(width: 80, height: 80))
        // The circle starts at 3 o'clock and runs clockwise: the bottom half is drawn, the top is not.
        #expect(pixel(half, 50, 89) == 0x000000)
        #expect(pixel(half, 50, 11) == 0xFFFFFF)
        let none = try picture(Circle().trim(from: 0.6, to: 0.2).stroke(Color.black, lineWidth: 4).frame(width: 80, height: 80))
        #expect(pixel(none, 50, 89) == 0xFFFFFF)
    }

    /// `blur` spreads the view's pixels beyond its edge; `rotation3DEffect` by half a turn about y mirrors
    /// it, and by a quarter turn is warned about (drawn without perspective).
    @Test func blurAndRotationInDepth() throws {
        let sharp = try picture(Color.black.frame(width: 40, height: 40))
        let blurred = try picture(Color.black.frame(width: 40, height: 40).blur(radius: 4))
        #expect(pixel(sharp, 28, 50) == 0xFFFFFF && pixel(blurred, 28, 50) != 0xFFFFFF)
        let arrow = HStack(spacing: 0) { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) }
        let flipped = try picture(arrow.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))
        // Red left of blue, turned half round the vertical axis: blue left of red.
        #expect(pixel(flipped, 35, 50) == 0x007AFF && pixel(flipped, 65, 50) == 0xFF3B30)
        let dump = try ViewRenderer.layoutDump(arrow.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)), on: .iPhoneSE)
        #expect(dump.contains("rotation3DEffect(45°) is drawn without perspective"))
    }

    /// Asset-catalogue colours and pictures no catalogue has are marked stand-ins with warnings, errors when
    /// strict (AssetCatalogTests reads catalogues that have them).
    @Test func assetsAreStandIns() throws {
        let view = VStack { Color("Brand").frame(width: 10, height: 10); Image("hero") }
        let dump = try ViewRenderer.layoutDump(view, on: .iPhoneSE)
        #expect(dump.contains("Color(\"Brand\"): no colour set Brand in the app's asset catalogues"))
        #expect(dump.contains("Image(\"hero\"): no image set hero in the app's asset catalogues (AssetCatalogs) and no hero.png"))
        // The same name, the same stand-in colour; another name, another.
        #expect(Color("Brand") == Color("Brand") && Color("Brand") != Color("Accent"))
        #expect(throws: ViewRenderingError.self) { try ViewRenderer.$isStrict.withValue(true) { try ViewRenderer.node(view) } }
    }

    /// A `UIViewRepresentable` is a labelled placeholder the size layout gives it, named in the dump.
    @Test func representablesArePlaceholders() throws {
        let dump = try ViewRenderer.layoutDump(VStack { MapPlaceholder().frame(height: 120) }, on: .iPhoneSE)
        #expect(dump.contains("UIViewRepresentable(MapPlaceholder)"))
        #expect(dump.contains("MapPlaceholder is a UIViewRepresentable"))
        let root = try layout(MapPlaceholder().frame(height: 120))
        let node = try #require(all(root).first { $0.kind == "UIViewRepresentable(MapPlaceholder)" })
        #expect(node.frame.height == 120 && node.frame.width == 375)
    }

    /// A text view representable configured as real code configures UIKit's (traits, priorities, font
    /// metrics) builds, and is a placeholder the size layout gives it.
    @Test func textViewRepresentables() throws {
        let root = try layout(GrowingTextView(text: "Notes").frame(height: 80))
        #expect(all(root).contains { $0.kind == "UIViewRepresentable(GrowingTextView)" && $0.frame.height == 80 })
        let view = UITextView()
        view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow && view.window == nil)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft) && !UIInterfaceOrientationMask.landscape.contains(.portrait))
    }

    /// A map is a labelled placeholder naming its region and content, with a warning; what is over it draws.
    @Test func mapsArePlaceholders() throws {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522),
                                        span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
        let card = Map(position: .constant(.region(region))) {
            Marker("Louvre", coordinate: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376))
        }
        .overlay(alignment: .bottom) { Text("Louvre") }
        let dump = try ViewRenderer.layoutDump(card, on: .iPhoneSE)
        #expect(dump.contains("Map (48.857, 2.352; 1 on it) is drawn as a labelled placeholder"), "\(dump)")
        let root = try layout(card)
        #expect(all(root).contains { $0.kind == "Map" && $0.frame.width == 375 })
        #expect(try text("Louvre", in: root).frame.maxY > 500)
        // Distances between locations are real (Paris to London: about 344 km).
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522), london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_500) < 2_000)
    }

    /// The wheel picker shows the chosen option in the middle; the inline one in a list is a row per option,
    /// the chosen one checked; `ForEach` rows without tags are tagged by their ids.
    @Test func wheelAndInlinePickers() throws {
        let flavours = ["Chocolate", "Strawberry", "Vanilla", "Mint", "Coffee"]
        let wheel = try layout(Picker("Flavour", selection: .constant("Vanilla")) {
            ForEach(flavours, id: \.self) { Text($0) }
        }.pickerStyle(.wheel))
        let middle = try text("Vanilla", in: wheel), above = try text("Strawberry", in: wheel)
        #expect(above.frame.maxY <= middle.frame.minY)
        #expect(abs(middle.frame.midY - wheel.frame.midY) < 110)
        let inline = try layout(Form {
            Picker("Size", selection: .constant(2)) { Text("Small").tag(1); Text("Medium").tag(2) }.pickerStyle(.inline)
        })
        let small = try text("Small", in: inline), medium = try text("Medium", in: inline)
        #expect(medium.frame.minY > small.frame.maxY)
        // The chosen row is the selected one to VoiceOver.
        let dump = try ViewRenderer.accessibilityDump(Form {
            Picker("Size", selection: .constant(2)) { Text("Small").tag(1); Text("Medium").tag(2) }.pickerStyle(.inline)
        }, on: .iPhoneSE)
        let lines = dump.split(separator: "\n")
        #expect(lines.contains { $0.contains("Medium") && $0.contains("selected") }, "\(dump)")
        #expect(!lines.contains { $0.contains("Small") && $0.contains("selected") }, "\(dump)")
    }

    /// A custom toggle style draws the toggle; `labelsHidden` leaves the switch alone.
    @Test func toggleStylesAndHiddenLabels() throws {
        let styled = try layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(CheckboxStyle()))
        #expect(try text("☑︎ Wi-Fi", in: styled).string == "☑︎ Wi-Fi")
        let hidden = try layout(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
        #expect(all(hidden).compactMap { $0 as? Widgets.Text }.isEmpty)
    }

    /// A page-style tab view shows its selected page and a dot for each page.
    @Test func pageTabViews() throws {
        let root = try layout(TabView { Text("One"); Text("Two"); Text("Three") }.tabViewStyle(.page))
        #expect(try text("One", in: root).frame.width > 0)
        #expect(all(root).compactMap { $0 as? Widgets.Text }.map(\.string) == ["One"])
        let dots = all(root).compactMap { $0 as? Widgets.Shape }.filter { $0.frame.width == 8 && $0.frame.height == 8 }
        #expect(dots.count == 3)
    }

    /// `onPreferenceChange` runs with the reduced value of what the content sets, in a session.
    @Test func preferencesReachTheirReader() throws {
        let session = ViewSession(PreferenceReader(), on: .iPhoneSE)
        _ = try session.render()
        #expect(session.events.contains { $0.description.contains("total") && $0.description.contains("6") }, "\(session.events)")
    }

    /// iOS 13's spellings compile and do what their replacements do.
    @Test func deprecatedSpellings() throws {
        let root = try layout(NavigationView { Text("Body").navigationBarTitle("Old", displayMode: .inline) })
        #expect(try text("Old", in: root).string == "Old")
        let hiddenBar = try layout(NavigationStack { Text("Body").navigationTitle("Gone").toolbar(.hidden, for: .navigationBar) })
        #expect(all(hiddenBar).compactMap { $0 as? Widgets.Text }.map(\.string) == ["Body"])
    }

    /// `searchable` draws iOS's search field under the title, with its prompt.
    @Test func searchFields() throws {
        let root = try layout(NavigationStack { List { Text("Row") }.navigationTitle("Mail").searchable(text: .constant(""), prompt: "Find mail") })
        let prompt = try text("Find mail", in: root), title = try text("Mail", in: root)
        #expect(prompt.frame.minY > title.frame.maxY)
    }

    /// A timeline's time is fixed, so pictures never depend on the machine's clock.
    @Test func timelinesUseAFixedClock() throws {
        let root = try layout(TimelineView(.everyMinute) { context in Text("\(Int(context.date.timeIntervalSinceReferenceDate))") })
        #expect(try text("0", in: root).string == "0")
    }

    /// `@Entry` declares an environment value and its key in one line; `@ScaledMetric` grows with Dynamic
    /// Type; `if` works inside `toolbar { }`.
    @Test func entriesScaledMetricsAndToolbarConditions() throws {
        let tinted = try layout(EntryReader().environment(\.badgeCount, 7))
        #expect(try text("7 badges", in: tinted).string == "7 badges")
        #expect(try text("2 badges", in: try layout(EntryReader())).string == "2 badges")
        let large = try ViewRenderer.layout(MetricBox(), on: .iPhoneSE, dynamicTypeSize: .large)
        let huge = try ViewRenderer.layout(MetricBox(), on: .iPhoneSE, dynamicTypeSize: .accessibility3)
        func box(_ root: Node) throws -> Node { try #require(all(root).first { $0.identifier == "metric" }) }
        #expect(try box(large).frame.width == 20)
        // Body is 40 points at AX3, 17 at the default (the frame's edges on the 2× screen's pixels).
        #expect(abs(try box(huge).frame.width - 20.0 * 40 / 17) <= 0.5)
        for shown in [true, false] {
            let root = try layout(NavigationStack {
                Text("Body").toolbar { if shown { ToolbarItem(placement: .topBarTrailing) { Text("Edit") } } }
            })
            #expect(all(root).compactMap { $0 as? Widgets.Text }.contains { $0.string == "Edit" } == shown)
        }
    }

    /// Colours from hue, saturation and brightness, and in other colour spaces.
    @Test func colourInitialisers() throws {
        #expect(try pixel(picture(Color(hue: 0, saturation: 1, brightness: 1)), 50, 50) == 0xFF0000)
        #expect(try pixel(picture(Color(hue: 1.0 / 3, saturation: 1, brightness: 0.5)), 50, 50) == 0x008000)
        // Linear 0.2158 is sRGB's 128.
        #expect(try pixel(picture(Color(.sRGBLinear, red: 0.2158, green: 0, blue: 1)), 50, 50) == 0x8000FF)
        #expect(try pixel(picture(Color(.displayP3, red: 1, green: 1, blue: 1)), 50, 50) == 0xFFFFFF)
    }
}

/// A UIKit view a SwiftUI file wraps.
/// A text view configured as apps configure UIKit's.
struct GrowingTextView: UIViewRepresentable {
    var text: String
    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.isEditable = true
        view.isSelectable = true
        view.isScrollEnabled = false
        view.smartDashesType = .no
        view.returnKeyType = .next
        view.autocorrectionType = .no
        view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return view
    }
    func updateUIView(_ view: UITextView, context: Context) {
        view.text = text
        view.font = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .preferredFont(forTextStyle: .body))
        if view.window != nil { view.becomeFirstResponder() }
    }
}

struct MapPlaceholder: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A toggle drawn as a checkbox by a style of the user's.
struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(configuration.isOn ? "☑︎ Wi-Fi" : "☐ Wi-Fi")
    }
}

/// Numbers passed up by their views and summed by the key.
struct TotalKey: PreferenceKey {
    static var defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

struct PreferenceReader: View {
    @State private var total = 0
    var body: some View {
        VStack {
            Text("1").preference(key: TotalKey.self, value: 1)
            Text("2").preference(key: TotalKey.self, value: 2)
            Text("3").preference(key: TotalKey.self, value: 3)
        }
        .onPreferenceChange(TotalKey.self) { total = $0 }
    }
}

/// A shape of the user's: the left half of its frame, as a triangle pointing right.
struct Wedge: SheetshotUI.Shape {
    func path(in rect: CGRect) -> SheetshotUI.Path {
        SheetshotUI.Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.midX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

extension EnvironmentValues {
    @Entry var badgeCount: Int = 2
}

struct EntryReader: View {
    @SheetshotUI.Environment(\.badgeCount) private var count
    var body: some View { Text("\(count) badges") }
}

struct MetricBox: View {
    @ScaledMetric private var side = 20.0
    var body: some View { Color.red.frame(width: side, height: side).accessibilityIdentifier("metric") }
}
