import Canvas
import Foundation
import SheetshotUI
import Testing
import Widgets

private struct LinkScreen: View {
    @State var opened: [String] = []
    var body: some View {
        VStack {
            Link("Help", destination: URL(string: "https://example.com/help")!)
            Text("Opened: \(opened.joined(separator: ","))")
        }
        .environment(\.openURL, OpenURLAction { url in opened.append(url.lastPathComponent); return .handled })
    }
}

private struct CompletionScreen: View {
    @State var step = "start"
    var body: some View {
        Button("Go \(step)") {
            withAnimation(.easeOut(duration: 0.3)) { step = "moving" } completion: { step = "done" }
        }
    }
}

/// A triangle of the user's, for clipping.
private struct ClipTriangle: SheetshotUI.Shape {
    func path(in rect: CGRect) -> SheetshotUI.Path {
        var p = SheetshotUI.Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// A shake as apps write one: a geometry effect moving the view across by a sine of its data.
private struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2 + .pi / 2), y: 0))
    }
}

/// A label style of the user's: the title above the icon.
private struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) { configuration.icon; configuration.title }
    }
}

private struct TodoItem: Identifiable { let id: Int; var title: String; var done: Bool }

private struct TodoList: View {
    @State var items = [TodoItem(id: 1, title: "Milk", done: true), TodoItem(id: 2, title: "Bread", done: false)]
    var body: some View {
        List {
            ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }
        }
    }
}

private struct WiggleValues { var scale: CGFloat = 1; var angle: Double = 0 }

/// The second batch of API real SwiftUI files use (issue 30's measurement): environment settings,
/// completions, UIKit's scene and text-measuring names, and modifiers apps reach for.
@MainActor @Suite struct RealWorldAPIMoreTests {
    func all(_ node: Node) -> [Node] { [node] + node.children.flatMap(all) }
    func texts(_ root: Node) -> [Widgets.Text] { all(root).compactMap { $0 as? Widgets.Text } }

    /// `\.sizeCategory` is the Dynamic Type size under iOS 13's name: setting it sizes text.
    @Test func sizeCategoryIsTheDynamicTypeSize() throws {
        let large = try ViewRenderer.layout(Text("Aa").environment(\.sizeCategory, .accessibilityExtraLarge), on: .iPhoneSE)
        let plain = try ViewRenderer.layout(Text("Aa"), on: .iPhoneSE)
        #expect(texts(large)[0].frame.height > texts(plain)[0].frame.height * 1.5)
        var values = EnvironmentValues()
        values.sizeCategory = .extraSmall
        #expect(values.dynamicTypeSize == .xSmall && values.sizeCategory == .extraSmall && !values.sizeCategory.isAccessibilityCategory)
    }

    /// A `Link` tapped in a session runs the environment's `openURL` handler.
    @Test func linksRunTheOpenURLHandler() throws {
        let session = ViewSession(LinkScreen(), on: .iPhoneSE)
        #expect(try session.tap("Help"))
        #expect(try session.accessibilityDump().contains("Opened: help"))
    }

    /// `withAnimation`'s completion runs after its body: the settled state includes its change.
    @Test func withAnimationCompletionRuns() throws {
        let session = ViewSession(CompletionScreen(), on: .iPhoneSE)
        #expect(try session.tap("Go start"))
        #expect(try session.accessibilityDump().contains("Go done"))
    }

    /// UIKit's text measuring answers with the font text is drawn in: wider for more text, taller when wrapped.
    @Test func textMeasuring() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let short = "Hi".size(withAttributes: [.font: font])
        let long = "Hello, world".size(withAttributes: [.font: font])
        #expect(short.width > 0 && long.width > short.width && abs(long.height - short.height) < 0.01)
        let text = NSAttributedString(string: String(repeating: "word ", count: 40), attributes: [.font: font])
        let wrapped = text.boundingRect(with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil)
        #expect(wrapped.width <= 200 && wrapped.height > long.height * 3)
        #expect("x".boundingRect(with: .zero, options: [], attributes: nil, context: nil).width > 0)
    }

    /// UIKit's scene names compile and keep what is set on them; the device answers for the one rendered.
    @Test func uiKitScenesAndDevice() throws {
        let configuration = UISceneConfiguration(name: nil, sessionRole: UISceneSession().role)
        #expect(configuration.role == .windowApplication)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        window.isHidden = true
        window.rootViewController = UIViewController()
        #expect(window.isHidden && window.rootViewController != nil)
        // A body reads the device it is built for; nothing of it is left behind once the rendering is done.
        func orientation(on device: DevicePreset) throws -> String? {
            func texts(_ n: Node) -> [Widgets.Text] { ((n as? Widgets.Text).map { [$0] } ?? []) + n.children.flatMap(texts) }
            return texts(try ViewRenderer.layout(OrientationReader(), on: device)).first?.string
        }
        #expect(try orientation(on: .iPhoneSE) == "portrait 375")
        #expect(try orientation(on: DevicePreset.iPhoneSE.landscape) == "landscape 667")
        #expect(UIDevice.current.orientation == .portrait && UIScreen.main.bounds.width == 393)
        #expect(NSEC_PER_SEC == 1_000_000_000 && URL.documentsDirectory.lastPathComponent == "Documents")
    }

    /// Modifiers apps reach for: headings, mirroring in right-to-left, the container's shape, truncation.
    @Test func modifiers() throws {
        let heading = try ViewRenderer.accessibilityDump(Text("Title").accessibilityHeading(.h1), on: .iPhoneSE)
        #expect(heading.contains("header"))
        let pair = HStack { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) }
        let arrow = pair.flipsForRightToLeftLayoutDirection(true)
        let ltr = try ViewRenderer.render(arrow, on: .iPhoneSE, scale: 1).makeImage()
        let rtl = try ViewRenderer.render(arrow, on: .iPhoneSE, layoutDirection: .rightToLeft, scale: 1).makeImage()
        let rtlUnflipped = try ViewRenderer.render(pair.flipsForRightToLeftLayoutDirection(false), on: .iPhoneSE, layoutDirection: .rightToLeft, scale: 1).makeImage()
        // Right to left, the stack already mirrors; flipping mirrors it back.
        #expect(rtl != rtlUnflipped && rtl.pixels == ltr.pixels)
        _ = try ViewRenderer.render(ContainerRelativeShape().fill(.blue).frame(width: 40, height: 40), on: .iPhoneSE, scale: 1)
        let cut = try ViewRenderer.layoutDump(Text("A long line").truncationMode(.middle), on: .iPhoneSE)
        #expect(cut.contains("truncationMode(.middle) is drawn as .tail"))
        #expect(!(try ViewRenderer.layoutDump(Text("x").truncationMode(.tail), on: .iPhoneSE)).contains("Warnings"))
    }

    /// iOS 13's `NavigationLink(isActive:)` compiles; an active one is reported (pushed screens are not drawn).
    @available(*, deprecated, message: "tests iOS 13's NavigationLink(destination:isActive:label:)")
    @Test func activeNavigationLinksAreReported() throws {
        let idle = NavigationStack { NavigationLink(destination: Text("Next"), isActive: .constant(false)) { Text("Go") } }
        _ = try ViewRenderer.layout(idle, on: .iPhoneSE)
        let active = NavigationStack { NavigationLink(isActive: .constant(true)) { Text("Next") } label: { Text("Go") } }
        #expect(throws: ViewRenderingError.self) { try ViewRenderer.layout(active, on: .iPhoneSE) }
    }

    /// A flexible frame's ideal size is taken where no length is offered (a horizontal scroll view's width).
    @Test func idealSizes() throws {
        let root = try ViewRenderer.layout(ScrollView(.horizontal) { Color.red.frame(minWidth: 10, idealWidth: 120, maxWidth: 400, minHeight: 30, maxHeight: 30) },
                                           on: .iPhoneSE)
        func widths(_ n: Node) -> [Double] { (n is Widgets.Frame ? [n.frame.width] : []) + n.children.flatMap(widths) }
        #expect(widths(root).contains(120))
        // With nothing offered and no maximum, the frame is its ideal width, whatever the child's.
        let fixed = try ViewRenderer.layout(Text("a").frame(idealWidth: 200).fixedSize(), on: .iPhoneSE)
        #expect(widths(fixed).contains(200))
    }

    /// A shape of the user's clips: inside the triangle is drawn, its corners are not.
    @Test func customShapesClip() throws {
        let view = Color.red.frame(width: 100, height: 100).clipShape(ClipTriangle()).ignoresSafeArea()
        let image = try ViewRenderer.render(ZStack(alignment: .topLeading) { Color.white; view }.ignoresSafeArea(), on: .iPhoneSE, scale: 1).makeImage()
        func red(_ x: Int, _ y: Int) -> Bool { let i = (y * image.width + x) * 4; return image.pixels[i] > 200 && image.pixels[i + 1] < 60 }
        #expect(red(50, 90) && !red(5, 5) && !red(95, 5))
    }

    /// Angles add, scale and animate as SwiftUI's.
    @Test func angleArithmetic() {
        var a = Angle.degrees(30) + .degrees(60)
        a += .degrees(90)
        #expect(abs((a / 2).degrees - 90) < 1e-9 && abs((-a).degrees + 180) < 1e-9 && abs((a * 0.5).degrees - 90) < 1e-9)
        a.animatableData = .pi
        #expect(abs(a.degrees - 180) < 1e-9)
    }

    /// Metal shader effects compile; they are not run here, and say so.
    @Test func shaderEffectsWarn() throws {
        let view = Text("Wave")
            .distortionEffect(ShaderLibrary.wave(.float(2), .boundingRect), maxSampleOffset: .zero)
            .layerEffect(.init(function: .init(library: .default, name: "grayscale"), arguments: []), maxSampleOffset: .zero, isEnabled: false)
        let dump = try ViewRenderer.layoutDump(view, on: .iPhoneSE)
        #expect(dump.contains("distortionEffect with the Metal shader \"wave\" is not run here") && !dump.contains("grayscale"))
    }

    /// iOS 18's `Tab`: the tab bar shows each tab's label, the selected one's content.
    @Test func tabs() throws {
        let view = TabView(selection: .constant(2)) {
            Tab("Home", systemImage: "house", value: 1) { Text("Home screen") }
            Tab("Search", systemImage: "magnifyingglass", value: 2, role: .search) { Text("Search screen") }
        }
        let dump = try ViewRenderer.accessibilityDump(view, on: .iPhoneSE)
        #expect(dump.contains("Search screen") && !dump.contains("Home screen") && dump.contains("Home"))
    }

    /// A label style of the user's builds each label from its title and icon; the built-in ones by name.
    @Test func labelStyles() throws {
        let root = try ViewRenderer.layout(Label("Inbox", systemImage: "tray").labelStyle(VerticalLabelStyle()), on: .iPhoneSE)
        func frames(_ n: Node) -> [(String, Rect)] {
            ((n as? Widgets.Text).map { [($0.string, $0.frame)] } ?? []) + n.children.flatMap(frames)
        }
        let title = try #require(frames(root).first)
        #expect(title.0 == "Inbox")
        let icon = try ViewRenderer.layout(Label("Inbox", systemImage: "tray").labelStyle(IconOnlyLabelStyle()), on: .iPhoneSE)
        #expect(frames(icon).isEmpty)
        _ = try ViewRenderer.layout(Label("Inbox", systemImage: "tray").labelStyle(TitleAndIconLabelStyle()), on: .iPhoneSE)
    }

    /// A geometry effect moves the drawing, not the layout.
    @Test func geometryEffects() throws {
        let plain = try ViewRenderer.render(Color.red.frame(width: 20, height: 20), on: .iPhoneSE, scale: 1).makeImage()
        let shaken = try ViewRenderer.render(Color.red.frame(width: 20, height: 20).modifier(Shake(animatableData: 0)), on: .iPhoneSE, scale: 1).makeImage()
        #expect(plain != shaken)
        let layout = try ViewRenderer.layoutDump(Color.red.frame(width: 20, height: 20).modifier(Shake(animatableData: 0)), on: .iPhoneSE)
        #expect(layout.contains("GeometryEffect (177.5, 333.5, 20 × 20)"), "\(layout)")
    }

    /// `lineSpacing` adds space between lines, not above the first or below the last.
    @Test func lineSpacing() throws {
        func height(_ view: some View) throws -> Double {
            func texts(_ n: Node) -> [Node] { (n is Widgets.Text ? [n] : []) + n.children.flatMap(texts) }
            return try #require(texts(try ViewRenderer.layout(view, on: .iPhoneSE)).first).frame.height
        }
        let one = try height(Text("One line"))
        #expect(try height(Text("One line").lineSpacing(10)) == one)
        let two = try height(Text("First line\nSecond line"))
        #expect(abs(try height(Text("First line\nSecond line").lineSpacing(10)) - (two + 10)) <= 0.5)
    }

    /// Compile-time forms real files use: keyframe tracks typed by their animator's value, optional
    /// bindings unwrapped, environment readings, date ranges, string-titled links, springs, iOS 13's long press.
    @Test func compileForms() throws {
        let animated = Text("Hi").keyframeAnimator(initialValue: WiggleValues(), trigger: true) { content, value in
            content.scaleEffect(value.scale).rotationEffect(.degrees(value.angle))
        } keyframes: { _ in
            KeyframeTrack(\.scale) { CubicKeyframe(1.2, duration: 0.1); SpringKeyframe(1, duration: 0.2) }
            KeyframeTrack(\.angle) { LinearKeyframe(10, duration: 0.1) }
        }
        _ = try ViewRenderer.layout(animated, on: .iPhoneSE)
        var optional: String? = "set"
        let base = Binding(get: { optional }, set: { optional = $0 })
        let unwrapped = try #require(Binding(base))
        unwrapped.wrappedValue = "changed"
        #expect(optional == "changed" && Binding(Binding<String?>.constant(nil)) == nil)
        var values = EnvironmentValues()
        values.displayScale = 2
        #expect(values.pixelLength == 0.5 && !values.isFocused && values.colorSchemeContrast == .standard)
        _ = try ViewRenderer.layout(DatePicker("From", selection: .constant(Date(timeIntervalSince1970: 0)), in: Date(timeIntervalSince1970: 0)...), on: .iPhoneSE)
        let title = "Post"
        _ = try ViewRenderer.layout(NavigationStack { NavigationLink(title) { Text("Body") } }, on: .iPhoneSE)
        _ = Animation.spring(Spring(duration: 0.3, bounce: 0.2))
        _ = try ViewRenderer.layout(Text("Press").onLongPressGesture {}, on: .iPhoneSE)
    }

    /// iOS 13's long press with a pressing callback compiles beside the current form.
    @available(*, deprecated, message: "tests iOS 13's onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)")
    @Test func iOS13LongPress() throws {
        _ = try ViewRenderer.layout(Text("Press").onLongPressGesture(minimumDuration: 1, pressing: { _ in }) {}, on: .iPhoneSE)
    }

    /// What is not drawn yet is said: placeholders, container backgrounds, subtitles.
    @Test func undrawnModifiersWarn() throws {
        let dump = try ViewRenderer.layoutDump(Text("x").redacted(reason: .placeholder).containerBackground(.blue, for: .navigation)
            .navigationSubtitle("Sub"), on: .iPhoneSE)
        #expect(dump.contains("redacted(reason:) placeholders are not drawn yet") && dump.contains("containerBackground(for: .navigation)")
                && dump.contains("navigationSubtitle(\"Sub\")"))
    }

    /// `ForEach($items) { $item in … }`: a binding to a collection gives bindings to its elements.
    @Test func forEachOverABinding() throws {
        let session = ViewSession(TodoList(), on: .iPhoneSE)
        #expect(try session.accessibilityDump().contains("toggle \"Bread\", value \"off\""))
        #expect(try session.tap("Bread"))
        #expect(try session.accessibilityDump().contains("toggle \"Bread\", value \"on\""))
    }

    /// A split view shows its sidebar on iPhone and its columns side by side on iPad.
    @Test func splitViews() throws {
        let view = NavigationSplitView { Text("Sidebar").navigationTitle("Mail") } detail: { Text("Detail") }
        let phone = try ViewRenderer.accessibilityDump(view, on: .iPhoneSE)
        #expect(phone.contains("Sidebar") && !phone.contains("Detail"))
        let pad = try ViewRenderer.accessibilityDump(view, on: DevicePreset.iPad10.landscape)
        #expect(pad.contains("Sidebar") && pad.contains("Detail"))
        #expect(try ViewRenderer.accessibilityDump(NavigationStack { Text("x").navigationTitle(.constant("Draft")) }, on: .iPhoneSE).contains("Draft"))
    }

    /// `visualEffect` moves the drawing by what it makes of the view's frame; what it cannot draw warns.
    @Test func visualEffects() throws {
        let square = Color.red.frame(width: 20, height: 20)
        let plain = try ViewRenderer.render(square, on: .iPhoneSE, scale: 1).makeImage()
        let moved = try ViewRenderer.render(square.visualEffect { content, proxy in content.offset(y: proxy.frame(in: .global).minY > 100 ? 30 : 0) },
                                            on: .iPhoneSE, scale: 1).makeImage()
        #expect(plain != moved)
        let dump = try ViewRenderer.layoutDump(square.visualEffect { content, _ in content.blur(radius: 3) }, on: .iPhoneSE)
        #expect(dump.contains("visualEffect's blur is not drawn yet"))
    }

    /// A row aligned by text baselines puts its texts' baselines on one line, whatever their sizes — the
    /// first line's or the last line's — through padding and frames; a view without text aligns by its bottom.
    @Test func baselineAlignment() throws {
        func texts(_ n: Node) -> [Widgets.Text] { ((n as? Widgets.Text).map { [$0] } ?? []) + n.children.flatMap(texts) }
        func baseline(_ t: Widgets.Text, first: Bool = true) -> Double {
            var environment = Widgets.Environment(device: .iPhoneSE)
            environment.tracksLikeSystemFont = true   // as SheetshotUI renders
            return t.frame.minY + t.textBaseline(first: first, size: t.frame.size, in: environment)
        }
        let row = HStack(alignment: .firstTextBaseline) {
            Text("$42").font(.largeTitle)
            Text("per month").font(.caption).padding(.top, 6)
            Color.red.frame(width: 10, height: 10)
        }
        let root = try ViewRenderer.layout(row, on: .iPhoneSE)
        let found = texts(root)
        #expect(found.count == 2 && abs(baseline(found[0]) - baseline(found[1])) < 0.5, "\(found.map { baseline($0) })")
        func frames(_ n: Node) -> [Rect] { (n.kind == "Rectangle" ? [n.frame] : []) + n.children.flatMap(frames) }
        let square = try #require(frames(root).first)
        // A text with a background keeps its baseline.
        let decorated = try ViewRenderer.layout(HStack(alignment: .firstTextBaseline) {
            Text("$9").font(.largeTitle).background(Color.yellow)
            Text("each").font(.caption)
        }, on: .iPhoneSE)
        let pair = texts(decorated)
        #expect(abs(baseline(pair[0]) - baseline(pair[1])) < 0.5)
        #expect(abs(square.maxY - baseline(found[0])) < 0.5)
        let last = try ViewRenderer.layout(HStack(alignment: .lastTextBaseline) {
            Text("Two\nlines").font(.title)
            Text("one")
        }, on: .iPhoneSE)
        let lastTexts = texts(last)
        #expect(abs(baseline(lastTexts[0], first: false) - baseline(lastTexts[1], first: false)) < 0.5)
    }

    /// iOS 26's glass buttons are drawn as the bordered ones, with a warning; `accessibilityRepresentation` compiles.
    /// `gridColumnAlignment` aligns its column of a `Grid` (the first one set in the column wins), and does
    /// nothing elsewhere — a lazy grid renders with it, as in SwiftUI.
    @Test func gridColumnAlignmentAlignsItsColumn() throws {
        let grid = Grid {
            GridRow { Text("Name").gridColumnAlignment(.leading); Text("1") }
            GridRow { Text("A much longer name"); Text("123456").gridColumnAlignment(.trailing) }
            GridRow { Text("B"); Text("12") }
        }
        func texts(_ n: Node) -> [Widgets.Text] { ((n as? Widgets.Text).map { [$0] } ?? []) + n.children.flatMap(texts) }
        let found = Dictionary(uniqueKeysWithValues: texts(try ViewRenderer.layout(grid, on: .iPhone13)).map { ($0.string, $0.frame) })
        let name = try #require(found["Name"]), long = try #require(found["A much longer name"]), b = try #require(found["B"])
        #expect(abs(name.minX - long.minX) < 0.01 && abs(b.minX - long.minX) < 0.01, "leading: \(name) \(long) \(b)")
        let one = try #require(found["1"]), six = try #require(found["123456"]), two = try #require(found["12"])
        #expect(abs(one.maxX - six.maxX) < 0.01 && abs(two.maxX - six.maxX) < 0.01, "trailing: \(one) \(six) \(two)")
        // In a lazy grid the modifier is accepted and changes nothing.
        let lazy = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { Text("x").gridColumnAlignment(.trailing); Text("y") }
        _ = try ViewRenderer.$isStrict.withValue(true) { try ViewRenderer.render(lazy, on: .iPhoneSE, scale: 1) }
    }

    /// UIKit's responder chain as apps walk it (a view's superview, a controller's parent) and a presented
    /// controller's transition style, held.
    @Test func theResponderChainAndTransitionStyles() throws {
        let outer = UIView(), inner = UIView()
        outer.addSubview(inner)
        #expect(inner.next === outer && outer.next == nil)
        let host = UIHostingController(rootView: Text("x"))
        host.modalTransitionStyle = .crossDissolve
        #expect(host.modalTransitionStyle == .crossDissolve && host.next == nil)
        #expect(!inner.isFirstResponder && !inner.becomeFirstResponder() && inner.resignFirstResponder())
    }

    @Test func glassButtonsAndRepresentations() throws {
        let dump = try ViewRenderer.layoutDump(Button("Go") {}.buttonStyle(.glass).accessibilityRepresentation { Text("Go") }, on: .iPhoneSE)
        #expect(dump.contains("buttonStyle(.glass) is drawn as .bordered"))
        #expect(try ViewRenderer.render(Button("Go") {}.buttonStyle(.glassProminent), on: .iPhoneSE, scale: 1).makeImage()
                == (try ViewRenderer.render(Button("Go") {}.buttonStyle(.borderedProminent), on: .iPhoneSE, scale: 1).makeImage()))
    }
}

/// Two overlapping squares in one path, for the fill rule.
private struct OverlappingSquares: SheetshotUI.Shape {
    func path(in rect: CGRect) -> SheetshotUI.Path {
        var p = SheetshotUI.Path()
        p.addRect(CGRect(x: 0, y: 0, width: 60, height: 60))
        p.addRect(CGRect(x: 20, y: 20, width: 60, height: 60))
        return p
    }
}

/// API the real-world corpus's files use (issue 30): the fill rule, `background()` with no arguments,
/// rounded rectangles of four radii in a path, and a slider with text end labels.
@MainActor @Suite struct RealWorldAPIFillAndSliderTests {
    func pixel(_ image: CanvasImage, _ x: Int, _ y: Int) -> UInt32 {
        let i = (y * image.width + x) * 4
        return UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2])
    }

    func picture(_ view: some SheetshotUI.View) throws -> CanvasImage {
        let node = try ViewRenderer.node(view)
        return try Renderer.render(node, size: Size(100, 100), environment: Widgets.Environment(displayScale: 1), background: .white).makeImage()
    }

    @Test func theEvenOddRuleLeavesTheOverlapEmpty() throws {
        let nonZero = try picture(OverlappingSquares().fill(Color.black, style: FillStyle()).frame(width: 100, height: 100))
        let evenOdd = try picture(OverlappingSquares().fill(Color.black, style: FillStyle(eoFill: true)).frame(width: 100, height: 100))
        #expect(pixel(nonZero, 40, 40) == 0x000000 && pixel(evenOdd, 40, 40) == 0xFFFFFF, "the overlap")
        #expect(pixel(evenOdd, 10, 10) == 0x000000 && pixel(evenOdd, 70, 70) == 0x000000, "each square alone")
    }

    @Test func backgroundWithoutArgumentsIsTheSystemBackground() throws {
        let dark = try ViewRenderer.render(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background().environment(\.colorScheme, .dark),
                                           on: .iPhoneSE, scale: 1).makeImage()
        #expect(pixel(dark, 5, 5) == 0x000000, "the dark system background, into the safe area")
    }

    @Test func roundedRectanglesOfFourRadiiInAPath() throws {
        var path = SheetshotUI.Path()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadii: RectangleCornerRadii(topLeading: 40))
        let image = try picture(path.fill(Color.black))
        #expect(pixel(image, 2, 2) == 0xFFFFFF && pixel(image, 97, 2) == 0x000000 && pixel(image, 2, 97) == 0x000000)
    }

    @Test func aSliderWithTextEndLabels() throws {
        let dump = try ViewRenderer.layoutDump(Slider(value: .constant(0.5), in: 0.1...1.0, minimumValueLabel: Text("0.1"), maximumValueLabel: Text("1")) {
            Text("Scale")
        }, on: .iPhoneSE)
        #expect(dump.contains("\"0.1\"") && dump.contains("\"1\""), "\(dump)")
    }
}

/// A container of the user's that decorates its content's subviews (iOS 18's `Group(subviews:)`).
private struct CardStack<Content: SheetshotUI.View>: SheetshotUI.View {
    @ViewBuilder var content: Content
    var body: some SheetshotUI.View {
        Group(subviews: content) { subviews in
            VStack {
                Text("\(subviews.count) cards")
                if let first = subviews.first { first.font(.title) }
                ForEach(subviews.dropFirst()) { $0.padding(4) }
            }
        }
    }
}

extension RealWorldAPIFillAndSliderTests {
    /// `Group(subviews:)` and `ForEach(subviews:)` give the content's views one by one: counted, the first
    /// apart, the rest each padded.
    @Test func aContainerOfItsContentsSubviews() throws {
        let dump = try ViewRenderer.layoutDump(CardStack { Text("One"); ForEach(["Two", "Three"], id: \.self) { Text($0) } }, on: .iPhoneSE)
        #expect(dump.contains("\"3 cards\"") && dump.contains("\"One\"") && dump.contains("\"Three\""), "\(dump)")
        #expect(dump.components(separatedBy: " Padding (").count - 1 == 2, "the two after the first are padded: \(dump)")
        let each = try ViewRenderer.layoutDump(VStack { ForEach(subviews: Group { Text("A"); Text("B") }) { $0.border(Color.red) } }, on: .iPhoneSE)
        #expect(each.contains("\"A\"") && each.contains("\"B\""), "\(each)")
    }
}

extension RealWorldAPIFillAndSliderTests {
    /// Xcode's colour and image literals: a colour literal is a `UIColor` (and a `Color` where one is
    /// wanted), an image literal a `UIImage` (a picture that is not there is a marked stand-in).
    @Test func colourAndImageLiterals() throws {
        let literal = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        let typed: SheetshotUI.Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        let red = try picture(SheetshotUI.Color(literal))
        let blue = try picture(typed)
        #expect(pixel(red, 50, 50) == 0xFF0000 && pixel(blue, 50, 50) == 0x0000FF)
        #expect(try ViewRenderer.layoutDump(Image(uiImage: #imageLiteral(resourceName: "hero")), on: .iPhoneSE).contains("Image(\"hero\")"))
    }
}

extension RealWorldAPIFillAndSliderTests {
    /// A stroked shape filled (`.stroke(style:).fill(_:)`, as SwiftUI's stroked shape is a shape): the
    /// stroke drawn in the fill's style, the inside left empty.
    @Test func aStrokedShapeFilled() throws {
        let image = try picture(Rectangle().stroke(style: StrokeStyle(lineWidth: 10)).fill(Color.red).frame(width: 80, height: 80))
        #expect(pixel(image, 11, 50) == 0xFF3B30 && pixel(image, 50, 50) == 0xFFFFFF, "iOS red on the edge, nothing inside")
    }
}

extension RealWorldAPIFillAndSliderTests {
    /// A colour picker at rest: the label leading, a well trailing with the chosen colour inside a ring of
    /// hues.
    @Test func aColorPickerShowsItsColourInAWell() throws {
        let view = ColorPicker("Tint", selection: .constant(Color(red: 0, green: 0.5, blue: 0))).padding()
        let node = try ViewRenderer.node(view)
        let image = try Renderer.render(node, size: Size(200, 60), environment: Widgets.Environment(displayScale: 1), background: .white).makeImage()
        #expect(pixel(image, 200 - 16 - 14, 30) == 0x008000, "the chosen colour in the well's middle")
        #expect(pixel(image, 200 - 16 - 14, 30 - 13) != 0xFFFFFF, "the ring of hues around it")
        #expect(try ViewRenderer.layoutDump(view, on: .iPhoneSE).contains("\"Tint\""))
    }

    /// `scrollTransition`: a view past the bottom of the screen is in its `.bottomTrailing` phase, one on it
    /// in `.identity`; `help` is VoiceOver's hint.
    @Test func scrollTransitionsAndHelp() throws {
        let rows = SheetshotUI.ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in
                    Color.blue.frame(height: 100).scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                }
            }
        }
        let image = try ViewRenderer.render(rows, on: .iPhoneSE, scale: 1).makeImage()
        #expect(pixel(image, 100, 60) == 0x007AFF, "fully on the screen: drawn")
        #expect(pixel(image, 100, 640) == 0xFFFFFF, "the row across the bottom edge: its transition's opacity 0")
        #expect(try ViewRenderer.accessibilityDump(Button("Save") {}.help("Saves the draft"), on: .iPhoneSE).contains("Saves the draft"))
        _ = CGVector(dx: 1, dy: 2)
        _ = Text("Focus").focusable()
        _ = ToolbarItemPlacement.status
    }
}

extension RealWorldAPIFillAndSliderTests {
    /// iOS 17–18 names: an inspector on iPhone is a sheet; `bounds(of: .scrollView)` is the screen seen from
    /// the reader; a scroll phase at rest is idle.
    @Test func inspectorsBoundsAndScrollPhases() throws {
        let dump = try ViewRenderer.layoutDump(Text("Document").inspector(isPresented: .constant(true)) {
            Text("Details").inspectorColumnWidth(min: 50, ideal: 150, max: 200)
        }, on: .iPhoneSE)
        #expect(dump.contains("Presented sheet") && dump.contains("\"Details\""), "\(dump)")
        let reader = GeometryReader { proxy in
            Text("minY \(Int(proxy.bounds(of: .scrollView)?.minY ?? 99)) height \(Int(proxy.bounds(of: .scrollView)?.height ?? 0))")
        }
        #expect(try ViewRenderer.layoutDump(reader, on: .iPhoneSE).contains("\"minY -20 height 667\""))
        #expect(!ScrollPhase.idle.isScrolling && ScrollPhase.decelerating.isScrolling)
        _ = Text("Dots").onScrollPhaseChange { _, _ in }
    }
}

extension RealWorldAPIFillAndSliderTests {
    /// A date written by a Foundation formatter, in a text or an interpolation: a formatter left at the
    /// machine's locale and time zone writes in the environment's (UTC, en_US), so the picture is the same
    /// on every machine.
    @Test func textsWrittenByAFormatter() throws {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let dump = try ViewRenderer.layoutDump(VStack { Text(date, formatter: formatter); Text("Due \(date, formatter: formatter)") }, on: .iPhoneSE)
        #expect(dump.contains("\"Nov 14, 2023") && dump.contains("\"Due Nov 14, 2023"), "\(dump)")
        #expect(dump.contains("10:13"), "in UTC: \(dump)")
    }

    /// Small names real files use: a stroked path, `fill()` with no arguments, CG arithmetic, animatable
    /// points, a grid span (warned), swipe actions (hidden at rest).
    @Test func smallNamesFromRealFiles() throws {
        var line = SheetshotUI.Path()
        line.move(to: CGPoint(x: 0, y: 50)); line.addLine(to: CGPoint(x: 100, y: 50))
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(outline.boundingRect == CGRect(x: 0, y: 45, width: 100, height: 10))
        let image = try picture(Circle().fill().frame(width: 100, height: 100))
        #expect(pixel(image, 50, 50) == 0x000000)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGRect(x: 0, y: 0, width: 20, height: 60))
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        var point = CGPoint(x: 1, y: 2)
        point.animatableData = AnimatablePair(3, 4)
        #expect(point == CGPoint(x: 3, y: 4))
        // A cell spanning two columns takes both and the spacing between them; the row's next cell moves on.
        let spans = Grid(horizontalSpacing: 10) {
            GridRow { Color.red.frame(width: 40, height: 10); Color.green.frame(width: 60, height: 10); Color.blue.frame(width: 20, height: 10) }
            GridRow { Text("Both").gridCellColumns(2); Color.black.frame(width: 20, height: 10) }
        }
        func texts(_ n: Node) -> [Widgets.Text] { ((n as? Widgets.Text).map { [$0] } ?? []) + n.children.flatMap(texts) }
        func rects(_ n: Node) -> [LayoutRect] { (n.kind == "Rectangle" ? [n.frame] : []) + n.children.flatMap(rects) }
        let root = try ViewRenderer.layout(spans, on: .iPhoneSE)
        let both = try #require(texts(root).first), shapes = rects(root)
        #expect(shapes.count == 4, "\(shapes)")
        // The spanning text is centred in the 40 + 10 + 60 points of the first two columns; the black cell
        // is in the third column, under the blue one.
        #expect(abs(both.frame.midX - (shapes[0].minX + 55)) < 0.5, "\(both.frame) \(shapes)")
        #expect(abs(shapes[3].midX - shapes[2].midX) < 0.01, "\(shapes)")
        let bad = try ViewRenderer.layoutDump(Grid { GridRow { Text("x").gridCellColumns(0) } }, on: .iPhoneSE)
        #expect(bad.contains("gridCellColumns(0) is not a column count from 1 to 1000: 1 is used"), "\(bad)")
        let row = try ViewRenderer.layoutDump(List { Text("Mail").swipeActions { Button("Delete") {} } }, on: .iPhoneSE)
        #expect(row.contains("\"Mail\"") && !row.contains("\"Delete\""))
        _ = UIKeyboardType.alphabet
    }
}

/// Says the orientation and screen width of the device it is built for, as bodies read them from UIKit.
private struct OrientationReader: View {
    var body: some View {
        Text("\(UIDevice.current.orientation.isLandscape ? "landscape" : "portrait") \(Int(UIScreen.main.bounds.width))")
    }
}
