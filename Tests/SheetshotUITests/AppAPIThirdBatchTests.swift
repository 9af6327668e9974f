import Canvas
import Foundation
@testable import SheetshotUI
import Testing

/// What the app corpus's own errors named after the second batch: group boxes, iOS 17's shape chaining, the
/// navigation-link picker, iOS 26's toolbar spacer and role buttons, text selection, and the UIKit names
/// apps configure their bars with.
@MainActor @Suite struct AppAPIThirdBatchTests {
    private func image<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> CanvasImage {
        try ViewRenderer.render(view, in: ScreenConfiguration(device: .iPhoneSE, colorScheme: colorScheme, scale: 1)).makeImage()
    }

    /// iOS's group box: the label in the headline font over the content, 16 points inside a rounded
    /// rectangle of the secondary system background (the tertiary one inside another box).
    @Test func aGroupBoxIsItsLabelAndContentOnARoundedSecondaryBackground() throws {
        let box = GroupBox("Account") { Text("Signed in") }.padding(20)
        let dump = try ViewRenderer.accessibilityDump(box, on: .iPhoneSE)
        #expect(dump.contains("\"Account\"") && dump.contains("\"Signed in\""), "\(dump)")
        let picture = try image(box.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        // 20 points in (under the 20-point status bar) and 2 more past the rounded corner: the secondary system background, #F2F2F7.
        let inside = picture[30, 42], outside = picture[10, 30]
        #expect(inside.r == 0xF2 && inside.g == 0xF2 && inside.b == 0xF7, "\(inside)")
        #expect(outside.r == 0xFF && outside.g == 0xFF && outside.b == 0xFF, "\(outside)")
        let dark = try image(box.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), colorScheme: ColorScheme.dark)[30, 42]
        #expect(dark.r == 0x1C && dark.g == 0x1C && dark.b == 0x1E, "\(dark)")
        // The box hugs its content: label row, 8 points, content; 16 points of padding each side.
        let layout = try ViewRenderer.layoutDump(GroupBox { Text("x").frame(width: 100, height: 40) }, on: .iPhoneSE)
        #expect(layout.contains("132 × 72"), "\(layout)")
        let labelled = try ViewRenderer.layoutDump(GroupBox { Color.red.frame(width: 100, height: 40) } label: { Color.blue.frame(width: 50, height: 20) },
                                                   on: .iPhoneSE)
        #expect(labelled.contains("132 × 100"), "\(labelled)")
        // A box in a box is drawn on the tertiary background (white in light mode).
        let nested = try image(GroupBox { GroupBox { Color.clear.frame(width: 60, height: 60) } }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))[40, 60]
        #expect(nested.r == 0xFF && nested.g == 0xFF && nested.b == 0xFF, "\(nested)")
        // A style of one's own, which can draw the default box inside it.
        struct Card: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { Text("card"); GroupBox(configuration) }
            }
        }
        let styled = try ViewRenderer.accessibilityDump(GroupBox("T") { Text("C") }.groupBoxStyle(Card()), on: .iPhoneSE)
        #expect(styled.contains("\"card\"") && styled.contains("\"T\"") && styled.contains("\"C\""), "\(styled)")
    }

    /// iOS 17: a filled shape can be stroked (the outline over the fill), and `stroke(lineWidth:)` is a
    /// shape that can be rotated, offset or trimmed.
    @Test func shapesChainAsInIOS17() throws {
        let ring = Circle().fill(.yellow).stroke(.red, lineWidth: 6).frame(width: 100, height: 100).padding(10)
        let picture = try image(ring.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        let centre = picture[60, 80], edge = picture[60, 31]
        // iOS's yellow (#FFCC00) inside, its red (#FF3B30) on the outline, drawn over the fill's edge.
        #expect(centre.r > 240 && centre.g > 190 && centre.g < 215 && centre.b < 20, "fill: \(centre)")
        #expect(edge.r > 240 && edge.g < 80 && edge.b < 80, "stroke over the fill: \(edge)")
        // Content sits under the 20-point status bar. A stroked shape rotated half a turn: a trimmed arc on the top moves to the bottom.
        let arc = Circle().trim(from: 0.6, to: 0.9).stroke(lineWidth: 8)
        let top = try image(arc.frame(width: 100, height: 100).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        let turned = try image(arc.rotation(.degrees(180)).frame(width: 100, height: 100)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        let (topAbove, topBelow) = (top[50, 20].r, top[50, 120].r)
        let (turnedAbove, turnedBelow) = (turned[50, 20].r, turned[50, 120].r)
        #expect(topAbove < 60 && topBelow > 200, "unturned: \(topAbove) \(topBelow)")
        #expect(turnedBelow < 60 && turnedAbove > 200, "turned: \(turnedAbove) \(turnedBelow)")
        // A stroked shape's outline is the stroke's: `stroke(lineWidth:)` then `fill` colours it.
        let path = Rectangle().stroke(lineWidth: 4).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(path.contains(CGPoint(x: 0.5, y: 10)) && !path.contains(CGPoint(x: 10, y: 10)))
        // A filled shape is a view, not a shape: moved or turned, it keeps its colour; stroked in the
        // foreground style, it keeps its fill.
        let moved = try image(Circle().fill(.red).offset(x: 10).frame(width: 40, height: 40)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))[30, 40]
        #expect(moved.r > 240 && moved.g < 80, "\(moved)")
        let outlined = try image(Circle().fill(.yellow).stroke(lineWidth: 4).frame(width: 40, height: 40)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        let (inner, rim) = (outlined[20, 40], outlined[20, 21])
        #expect(inner.r > 240 && inner.g > 190 && inner.b < 20, "fill: \(inner)")
        #expect(rim.r < 40 && rim.g < 40 && rim.b < 40, "the outline in the foreground style: \(rim)")
        // A border inside the container's shape.
        _ = ContainerRelativeShape().strokeBorder(.red, lineWidth: 2)
        // A hostile width draws nothing rather than failing.
        _ = try image(Rectangle().stroke(lineWidth: .nan).rotation(.degrees(10)).frame(width: 40, height: 40))
    }

    /// iOS 17's `scrollClipDisabled`: the content draws past the scroll view's edges.
    @Test func aScrollViewCanLetItsContentDrawPastItsEdges() throws {
        func below(_ clipped: Bool) throws -> UInt8 {
            let scroll = ScrollView { Color.red.frame(width: 100, height: 200) }.frame(width: 100, height: 50).scrollClipDisabled(!clipped)
            // 20 points of status bar, then the 50-point scroll view: 100 points down is past its bottom edge.
            return try image(VStack { scroll; Spacer() }.frame(maxWidth: .infinity, alignment: .leading))[50, 120].g
        }
        #expect(try below(true) > 240, "clipped: white below")
        #expect(try below(false) < 80, "not clipped: the red content (iOS red, green 59) shows")
    }

    /// SwiftUI's underscored `_VariadicView`, as layout libraries use it: the root is given the content's
    /// children one by one.
    @Test func aVariadicViewRootGetsTheContentsChildren() throws {
        struct Numbered: _VariadicView_MultiViewRoot {
            func body(children: _VariadicView.Children) -> some View {
                ForEach(Array(zip(children, children.indices)), id: \.0.id) { child, index in
                    HStack { Text("\(index + 1).") ; child }
                }
            }
        }
        let list = VStack { _VariadicView.Tree(Numbered()) { Text("Apples"); Text("Pears"); ForEach(["Plums"], id: \.self) { Text($0) } } }
        let dump = try ViewRenderer.accessibilityDump(list, on: .iPhoneSE)
        for line in ["\"1.\"", "\"Apples\"", "\"2.\"", "\"Pears\"", "\"3.\"", "\"Plums\""] { #expect(dump.contains(line), "\(dump)") }
    }

    /// iOS 16's navigation-link picker: a row with the label, the chosen option and a disclosure chevron.
    @Test func aNavigationLinkPickerIsARowWithAChevron() throws {
        @State var flavour = "Mint"
        let form = Form {
            Picker("Flavour", selection: $flavour) {
                Text("Mint").tag("Mint")
                Text("Lime").tag("Lime")
            }
            .pickerStyle(.navigationLink)
        }
        let dump = try ViewRenderer.accessibilityDump(form, on: .iPhoneSE)
        #expect(dump.contains("Flavour") && dump.contains("Mint") && !dump.contains("Lime"), "\(dump)")
        let layout = try ViewRenderer.layoutDump(form, on: .iPhoneSE)
        #expect(layout.contains("chevron.forward") && !layout.contains("chevron.up.chevron.down"), "\(layout)")
    }

    /// iOS 26's toolbar names and role buttons, `NavigationView(content:)`, `toolbar(removing: .title)`.
    @Test func toolbarsAndNavigationNamesApps() throws {
        let screen = NavigationView(content: {
            Text("Body")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(id: "compose", placement: .topBarTrailing) { Button("Compose") {} }
                    ToolbarSpacer(.fixed, placement: .topBarTrailing)
                    ToolbarItem(placement: .topBarTrailing) { Button(role: .close) {} }
                }
        })
        let dump = try ViewRenderer.accessibilityDump(screen, on: .iPhoneSE)
        #expect(dump.contains("\"Inbox\"") && dump.contains("Compose") && dump.contains("Close"), "\(dump)")
        let untitled = try ViewRenderer.accessibilityDump(NavigationStack { Text("Body").navigationTitle("Inbox").toolbar(removing: .title) },
                                                         on: .iPhoneSE)
        #expect(!untitled.contains("Inbox") && untitled.contains("Body"), "\(untitled)")
        let confirm = try ViewRenderer.layoutDump(Button(role: .confirm) {}, on: .iPhoneSE)
        #expect(confirm.contains("checkmark"), "\(confirm)")
        // A visual effect's Metal shader is not run: the view draws without it.
        let shaded = Text("Ripple").visualEffect { content, _ in content.colorEffect(ShaderLibrary.default.ripple(.float(2))) }
        #expect(try ViewRenderer.accessibilityDump(shaded, on: .iPhoneSE).contains("Ripple"))
        // iOS 17's named coordinate space (one held-out app's grid, on which 13 of its files depend).
        _ = try ViewRenderer.layoutDump(Color.red.coordinateSpace(.named("PATTERN_GRID")).frame(width: 10, height: 10), on: .iPhoneSE)
        #expect(NamedCoordinateSpace.named("grid").coordinateSpace == .named("grid"))
        _ = Text("Copy me").textSelection(.enabled)
        _ = Text("Not me").textSelection(.disabled)
    }

    /// MapKit's services never answer in a picture; overlays keep their coordinates; a map reader's proxy
    /// has no projection.
    @Test func mapServicesNeverAnswerAndOverlaysKeepTheirLine() async throws {
        final class Listener: MKLocalSearchCompleterDelegate { var updates = 0; func completerDidUpdateResults(_ c: MKLocalSearchCompleter) { updates += 1 } }
        let completer = MKLocalSearchCompleter(), listener = Listener()
        completer.delegate = listener
        completer.queryFragment = "Cupertino"
        #expect(completer.results.isEmpty && listener.updates == 0)
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "coffee"
        var answered = false
        MKLocalSearch(request: request).start { _, _ in answered = true }
        #expect(!answered)
        // An async request waits until its task is cancelled.
        let waiting = Task { try await MKDirections(request: MKDirections.Request()).calculate() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        let points = [CLLocationCoordinate2D(latitude: 1, longitude: 2), CLLocationCoordinate2D(latitude: 3, longitude: 4)]
        let line = MKPolyline(coordinates: points, count: 5)
        #expect(line.pointCount == 2 && MKPolylineRenderer(polyline: line).overlay === line)
        _ = MapPolyline(line)
        let reader = MapReader { proxy in Text(proxy.convert(.zero, from: .local) == nil ? "no projection" : "projected") }
        #expect(try ViewRenderer.accessibilityDump(reader, on: .iPhoneSE).contains("no projection"))
    }

    /// Foundation's and Core Graphics' names apps use around their views.
    @Test func foundationAndCoreGraphicsNames() throws {
        let departure = Date(timeIntervalSinceReferenceDate: 0)
        let key: LocalizedStringKey = "Departs \(departure, style: .date)"
        #expect(try ViewRenderer.accessibilityDump(Text(key), on: .iPhoneSE).contains("Departs January 1, 2001"))
        #expect(try ViewRenderer.layoutDump(Color.red.frame(width: 10, height: 10).scenePadding(), on: .iPhoneSE).contains("42 × 42"))
        // A generic observable object's publisher is a publisher (its `map` compiles and delivers).
        final class Model: ObservableObject { @Published var n = 0 }
        func changes<T: ObservableObject>(of object: T) -> AnyPublisher<Int, Never> { object.objectWillChange.map { _ in 1 }.eraseToAnyPublisher() }
        _ = changes(of: Model())
        UserDefaults.standard.set("kept", forKey: "sheetshot-value-for-key")
        #expect(UserDefaults.standard.value(forKey: "sheetshot-value-for-key") as? String == "kept")
        let components = try #require(Color(red: 1, green: 0.5, blue: 0).cgColor?.components)
        #expect(components == [1, 0.5, 0, 1] && UIColor.red.cgColor.numberOfComponents == 4)
        #expect(CGAffineTransformRotate(.identity, .pi / 2) == CGAffineTransform(rotationAngle: .pi / 2))
        #expect(URL.cachesDirectory.path.hasPrefix(FileManager.default.temporaryDirectory.path) && URL.documentsDirectory.lastPathComponent == "Documents")
        var path = SheetshotUI.Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.closeSubpath()
        #expect(path.description == "0 0 m 10 0 l h" && path == path && path != SheetshotUI.Path())
    }

    /// The UIKit and Foundation names apps configure and measure with.
    @Test func uiKitNamesAppsConfigureBarsWith() throws {
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.red]
        UINavigationBar.appearance().standardAppearance = bar
        UINavigationBar.appearance().scrollEdgeAppearance = bar
        #expect(UINavigationBar.appearance().standardAppearance === bar && UINavigationBar.appearance() !== UITabBar.appearance())
        let tabs = UITabBarAppearance()
        tabs.configureWithTransparentBackground()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemPink
        UITabBar.appearance().standardAppearance = tabs
        UITabBar.appearance().unselectedItemTintColor = .gray
        UITableView.appearance().backgroundColor = .clear
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(UISegmentedControl.appearance().titleTextAttributes(for: .selected) != nil)
        UIBarButtonItem.appearance().tintColor = .orange
        UIView.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .red
        #expect(UIView.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor == .red)

        #expect(EdgeInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        _ = List { Text("x").listRowInsets(.init(.zero)) }
        let size = ("Hello" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(size.width > 30 && size.width < 60 && size == "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]))
        // Scenes are active, animations end at once, navigation stacks keep their controllers, no assistive
        // technology runs.
        #expect(UIWindowScene().activationState == .foregroundActive)
        let view = UIView()
        var finished = false
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0 && finished)
        let root = UIViewController(), pushed = UIViewController()
        let stack = UINavigationController(rootViewController: root)
        stack.pushViewController(pushed, animated: true)
        #expect(stack.topViewController === pushed && pushed.navigationController === stack && stack.viewControllers.count == 2)
        #expect(stack.popViewController(animated: true) === pushed && stack.visibleViewController === root)
        root.navigationItem.backButtonDisplayMode = .minimal
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        _ = SecureField("Password", text: .constant(""), onCommit: {})
        // A UIKit image's PNG and JPEG data read back as the picture.
        let png = try CanvasImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)).pngData()
        let photo = try #require(UIImage(data: Data(png)))
        #expect(try #require(photo.pngData()).count > 8 && UIImage(data: try #require(photo.jpegData(compressionQuality: 0.8)))?.size == CGSize(width: 2, height: 2))
        #expect(UIImage(systemName: "star")?.pngData() == nil, "a symbol holds no bitmap")
        let a = MKMapItem(), b = MKMapItem()
        #expect(a == a && a != b && Set([a, b, a]).count == 2)
    }
}
