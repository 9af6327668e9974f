import Canvas
import Foundation
@testable import SheetshotUI
import Testing

/// The rest of issue 47's list of API real apps use: gauges, tables, focused values, the title menu, and the
/// UIKit and MapKit controllers apps wrap.
@MainActor @Suite struct AppAPISecondBatchTests {
    /// The number of pixels in the tint in each row of the picture of `view`.
    private func tintedRows<V: View>(_ view: V) throws -> [Int] {
        let image = try ViewRenderer.render(view, in: ScreenConfiguration(device: .iPhoneSE, scale: 1)).makeImage()
        return (0..<image.height).map { y in (0..<image.width).filter { x in let p = image[x, y]; return p.b > 200 && p.r < 60 && p.g < 160 }.count }
    }

    /// iOS's default gauge: the label above a track filled in the tint up to the value, the current value's
    /// label under it.
    @Test func aGaugeIsALinearCapacityBarFilledToItsValue() throws {
        let gauge = Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30 km/h") }
            .frame(width: 200).padding(20)
        let layout = try ViewRenderer.layoutDump(gauge, on: .iPhoneSE)
        #expect(layout.contains("\"Speed\"") && layout.contains("\"30 km/h\""), "\(layout)")
        // The track's row: a quarter of its 200 points in the tint.
        let widest = try #require(try tintedRows(gauge.frame(width: 240)).max())
        #expect(abs(widest - 50) <= 3, "\(widest)")
        #expect(try ViewRenderer.accessibilityDump(gauge, on: .iPhoneSE).contains("25%"))
        // Out of range and NaN are at the ends, not a crash.
        let nan = try ViewRenderer.accessibilityDump(Gauge(value: .nan, in: 0...1) { Text("x") }, on: .iPhoneSE)
        #expect(nan.contains("0%") && !nan.contains("100%"), "\(nan)")
        #expect(try ViewRenderer.accessibilityDump(Gauge(value: 9, in: 0...1) { Text("x") }, on: .iPhoneSE).contains("100%"))
        // The accessory ring and a style of one's own.
        let ring = try ViewRenderer.layoutDump(Gauge(value: 0.5) { Text("B") } currentValueLabel: { Text("50") }.gaugeStyle(.accessoryCircularCapacity), on: .iPhoneSE)
        #expect(ring.contains("58") && ring.contains("\"50\""), "\(ring)")
        struct Plain: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View { Text("at \(Int(configuration.value * 100))") }
        }
        #expect(try ViewRenderer.accessibilityDump(Gauge(value: 0.4) { Text("x") }.gaugeStyle(Plain()), on: .iPhoneSE).contains("\"at 40\""))
        // The style holds through other environment changes between it and the gauge.
        #expect(try ViewRenderer.accessibilityDump(Gauge(value: 0.4) { Text("x") }.font(.title).tint(.red).gaugeStyle(Plain()), on: .iPhoneSE)
            .contains("\"at 40\""))
    }

    private struct Person: Identifiable {
        let id: Int
        let name: String, city: String
    }

    /// On iPhone a table shows its first column only, as the rows of a plain list.
    @Test func aTableOnIPhoneIsItsFirstColumnAsAList() throws {
        let people = [Person(id: 1, name: "Ada", city: "London"), Person(id: 2, name: "Grace", city: "Arlington")]
        @State var order = [KeyPathComparator(\Person.name)]
        let table = Table(people, sortOrder: $order) {
            TableColumn("Name", value: \.name)
            TableColumn("City") { Text($0.city) }
        }
        let dump = try ViewRenderer.accessibilityDump(table, on: .iPhoneSE)
        #expect(dump.contains("\"Ada\"") && dump.contains("\"Grace\"") && !dump.contains("London") && !dump.contains("\"Name\""), "\(dump)")
        let plain = Table(people) { TableColumn("City") { Text($0.city) }.width(120) }
        #expect(try ViewRenderer.accessibilityDump(plain, on: .iPhoneSE).contains("\"Arlington\""))
    }

    private struct Editor: View {
        @FocusedBinding(\.draft) var draft: String?
        @FocusedValue(\.count) var count: Int?
        var body: some View {
            Text(draft == nil && count == nil ? "nothing focused" : "focused")
                .focusedValue(\.count, 3)
                .toolbar { ToolbarTitleMenu { Button("Rename") {} } }
        }
    }

    /// Nothing has focus in a picture: focused values are nil, publishing one is accepted.
    @Test func focusedValuesAreNilInAPicture() throws {
        #expect(try ViewRenderer.accessibilityDump(NavigationStack { Editor() }, on: .iPhoneSE).contains("\"nothing focused\""))
    }

    private struct Pages: UIViewControllerRepresentable {
        let pages: [AnyView]
        func makeUIViewController(context: Context) -> UIPageViewController {
            let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            controller.dataSource = context.coordinator
            return controller
        }
        func updateUIViewController(_ controller: UIPageViewController, context: Context) {
            controller.setViewControllers([UIHostingController(rootView: pages[0])], direction: .forward, animated: true)
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UIPageViewControllerDataSource {
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { nil }
        }
    }

    /// A page view controller wrapped for SwiftUI (Apple's Landmarks carousel) draws its current page, a
    /// hosting controller's view; a controller that hosts nothing is still a labelled placeholder.
    @Test func aPageViewControllerDrawsItsCurrentPage() throws {
        let dump = try ViewRenderer.accessibilityDump(Pages(pages: [AnyView(Text("First page")), AnyView(Text("Second page"))]), on: .iPhoneSE)
        #expect(dump.contains("\"First page\"") && !dump.contains("Second page"), "\(dump)")
        struct Share: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIActivityViewController {
                UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
            }
            func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
        }
        #expect(try ViewRenderer.layoutDump(Share(), on: .iPhoneSE).contains("UIViewControllerRepresentable(Share)"))
        let presenter = UIViewController(), sheet = UIActivityViewController(activityItems: [URL(fileURLWithPath: "/x")], applicationActivities: nil)
        sheet.excludedActivityTypes = [.airDrop]
        presenter.present(sheet, animated: true)
        #expect(presenter.presentedViewController === sheet && sheet.activityItems.count == 1)
    }

    /// MapKit's map view keeps what an app sets on it (it is drawn as the representable's placeholder).
    @Test func aMapViewKeepsWhatIsSetOnIt() {
        let map = MKMapView()
        let centre = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
        map.setRegion(MKCoordinateRegion(center: centre, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)), animated: true)
        map.preferredConfiguration = MKStandardMapConfiguration(elevationStyle: .realistic, emphasisStyle: .muted)
        map.camera = MKMapCamera(lookingAtCenter: centre, fromDistance: 800, pitch: 45, heading: 90)
        let pin = MKPointAnnotation(coordinate: centre, title: "Paris")
        map.addAnnotation(pin)
        #expect(map.centerCoordinate == centre && map.annotations.count == 1 && map.camera.pitch == 45)
        map.removeAnnotation(pin)
        #expect(map.annotations.isEmpty)
        #expect((map.preferredConfiguration as? MKStandardMapConfiguration)?.emphasisStyle == .muted)
    }
}

extension FocusedValues {
    @Entry var draft: Binding<String>?
    var count: Int? {
        get { self[CountKey.self] }
        set { self[CountKey.self] = newValue }
    }
    private struct CountKey: FocusedValueKey { typealias Value = Int }
}

/// What the app corpus ranked next among its own errors: iOS 18's toolbar-background name, and section
/// separators.
@MainActor @Suite struct AppCorpusModifierTests {
    @Test func toolbarBackgroundVisibilityIsToolbarBackgroundsVisibility() throws {
        let shown = NavigationStack { Text("Row").navigationTitle("T").toolbarBackgroundVisibility(.visible, for: .navigationBar) }
        let same = NavigationStack { Text("Row").navigationTitle("T").toolbarBackground(.visible, for: .navigationBar) }
        let plain = NavigationStack { Text("Row").navigationTitle("T") }
        let a = try ViewRenderer.render(shown, on: .iPhoneSE, scale: 1).makeImage().pixels
        #expect(a == (try ViewRenderer.render(same, on: .iPhoneSE, scale: 1).makeImage().pixels))
        #expect(a != (try ViewRenderer.render(plain, on: .iPhoneSE, scale: 1).makeImage().pixels))
    }

    @Test func sectionSeparatorsChangeNothingInAGroupedListAndSaySoInAPlainOne() throws {
        let grouped = List { Section("A") { Text("1") }.listSectionSeparator(.hidden) }
        #expect(try !ViewRenderer.layoutDump(grouped, on: .iPhoneSE).contains("listSectionSeparator"))
        let plain = List { Section("A") { Text("1") }.listSectionSeparator(.hidden, edges: .bottom) }.listStyle(.plain)
        #expect(try ViewRenderer.layoutDump(plain, on: .iPhoneSE).contains("listSectionSeparator(.hidden) in a plain list is not drawn yet"))
    }
}

/// `UIImage(data:)` and `UIImage()`, as apps make pictures from downloaded or stored bytes.
@MainActor @Suite struct UIImageDataTests {
    @Test func aPictureFromDataIsDrawnAndBadDataIsNil() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CanvasImage(width: 40, height: 20, color: CanvasColor(red: 0, green: 0.5, blue: 1, alpha: 1)).writePNG(to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let picture = try #require(UIImage(data: data, scale: 2))
        #expect(picture.size == CGSize(width: 20, height: 10))
        let layout = try ViewRenderer.layoutDump(Image(uiImage: picture), on: .iPhoneSE)
        #expect(layout.contains("20") && layout.contains("10") && !layout.contains("stand-in"), "\(layout)")
        #expect(UIImage(data: Data("not a picture".utf8)) == nil)
        #expect(UIImage(data: data, scale: .nan) == nil)
        // An empty image draws nothing and has no size.
        #expect(UIImage().size == .zero)
        let empty = try ViewRenderer.layoutDump(VStack { Image(uiImage: UIImage()); Text("after") }, on: .iPhoneSE)
        #expect(!empty.contains("stand-in"), "\(empty)")
    }

    /// Two of the held-out apps' own errors, both SwiftUI's: a share link with a preview, and a drop
    /// delegate — drawn at rest (the share sheet and drags are not), the delegate never called.
    @Test func shareLinksWithAPreviewAndDropDelegates() throws {
        struct Reorder: DropDelegate {
            @Binding var dropped: Int
            func performDrop(info: DropInfo) -> Bool { dropped += 1; return true }
            func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
        }
        var dropped = 0
        let binding = Binding(get: { dropped }, set: { dropped = $0 })
        let photo = Image(systemName: "photo")
        let view = VStack {
            ShareLink(item: photo, preview: SharePreview("Horror", image: photo)) { Text("Share the poster") }
            ShareLink("Send", item: URL(string: "https://example.com")!, preview: SharePreview("Example"))
            Text("Row").onDrop(of: [.text], delegate: Reorder(dropped: binding))
            Text("Drag me").onDrag { NSItemProvider(object: "Drag me") }
        }
        let dump = try ViewRenderer.accessibilityDump(view, on: .iPhoneSE)
        for text in ["Share the poster", "Send", "Row", "Drag me"] { #expect(dump.contains(text), "\(dump)") }
        #expect(!(try ViewRenderer.layoutDump(view, on: .iPhoneSE)).contains("Warnings"))
        #expect(dropped == 0)
    }

    /// `fontDesign(_:)` on a view sets the design of the text in it that names none; on a `Text`, its own
    /// (as `.font(.body.monospaced())` draws it: byte for byte).
    @Test func fontDesignSetsTheDesignOfTheTextsFont() throws {
        func pixels<V: View>(_ view: V) throws -> [UInt8] {
            try ViewRenderer.render(view, on: .iPhoneSE, scale: 1).makeImage().pixels
        }
        let monospaced = try pixels(Text("Fill 10 iii").font(.body.monospaced()))
        #expect(try pixels(Text("Fill 10 iii").fontDesign(.monospaced)) == monospaced)
        #expect(try pixels(VStack { Text("Fill 10 iii") }.fontDesign(.monospaced)) == monospaced)
        #expect(try pixels(Text("Fill 10 iii")) != monospaced)
        // A font that names its design keeps it under the modifier.
        let serif = try pixels(Text("Fill 10 iii").font(.system(.body, design: .serif)))
        #expect(try pixels(VStack { Text("Fill 10 iii").font(.system(.body, design: .serif)) }.fontDesign(.monospaced)) == serif)
    }

    /// `.fill.secondary`, `.fill.tertiary` and `.fill.quaternary` are UIKit's lower fill colours, light and dark.
    @Test func theFillStylesLowerLevelsAreUIKitsFills() throws {
        func pixels<V: View>(_ view: V, _ scheme: ColorScheme) throws -> [UInt8] {
            try ViewRenderer.render(view, on: .iPhoneSE, colorScheme: scheme, scale: 1).makeImage().pixels
        }
        for scheme in [ColorScheme.light, .dark] {
            #expect(try pixels(Rectangle().fill(.fill.tertiary), scheme) == pixels(Rectangle().fill(Color(uiColor: .tertiarySystemFill)), scheme))
            #expect(try pixels(Rectangle().fill(.fill.secondary), scheme) == pixels(Rectangle().fill(Color(uiColor: .secondarySystemFill)), scheme))
            #expect(try pixels(Rectangle().fill(.fill.quaternary), scheme) == pixels(Rectangle().fill(Color(uiColor: .quaternarySystemFill)), scheme))
            #expect(try pixels(Rectangle().fill(.fill), scheme) != pixels(Rectangle().fill(.fill.tertiary), scheme))
        }
    }

    /// `ImageRenderer` draws a view at its ideal size (or the size proposed), `scale` pixels a point, over
    /// nothing unless opaque; what cannot be drawn gives nil.
    @Test func imageRendererDrawsAViewIntoAPicture() throws {
        let renderer = ImageRenderer(content: Circle().fill(Color.red).frame(width: 20, height: 10))
        renderer.scale = 2
        let cgImage = try #require(renderer.cgImage)
        #expect(cgImage.width == 40 && cgImage.height == 20)
        #expect(renderer.uiImage?.size == CGSize(width: 20, height: 10))
        let clear = cgImage.picture[0, 0], middle = cgImage.picture[20, 10]
        #expect(clear.a == 0, "outside the circle: nothing drawn")
        #expect(middle.r == 255 && middle.g < 70 && middle.a == 255)
        renderer.isOpaque = true
        #expect(try #require(renderer.cgImage).picture[0, 0].a == 255, "opaque: over the system background")
        // A view's ideal size: text on one line; a proposed width wraps it.
        let text = ImageRenderer(content: Text("A certificate of completion for the course"))
        let wide = try #require(text.cgImage)
        text.proposedSize = ProposedViewSize(width: 100, height: nil)
        let narrow = try #require(text.cgImage)
        #expect(wide.width > 100 && narrow.width <= 100 && narrow.height > wide.height)
        text.scale = .nan
        #expect(text.uiImage == nil)
        #expect(ImageRenderer(content: EmptyView()).cgImage == nil, "no size, no picture")
        // The picture drawn back by SwiftUI and UIKit.
        _ = try ViewRenderer.render(Image(decorative: wide, scale: 1), on: .iPhoneSE, scale: 1)
        #expect(UIImage(cgImage: wide).cgImage?.width == wide.width)
    }

    /// The pasteboard keeps what the app copies, for the process; hover never happens.
    @Test func thePasteboardKeepsWhatIsCopied() throws {
        let board = try #require(UIPasteboard(name: UIPasteboard.Name("sheetshot.test"), create: true))
        #expect(!board.hasStrings && board.string == nil)
        board.string = "WIFI:S:home;P:secret;;"
        #expect(board.hasStrings && board.string == "WIFI:S:home;P:secret;;" && board.numberOfItems == 1)
        board.url = URL(string: "https://example.com")
        #expect(board.url?.host == "example.com" && !board.hasStrings)
        board.setValue("plain", forPasteboardType: "public.utf8-plain-text")
        #expect(board.string == "plain" && board.value(forPasteboardType: "public.utf8-plain-text") as? String == "plain")
        #expect(UIPasteboard(name: UIPasteboard.Name("absent"), create: false) == nil)
        // One name, one pasteboard: a second handle sees what the first put there; the general one is always there.
        #expect(UIPasteboard(name: UIPasteboard.Name("sheetshot.test"), create: false)?.string == "plain")
        #expect(UIPasteboard(name: .general, create: false) != nil)
        UIPasteboard.remove(withName: UIPasteboard.Name("sheetshot.test"))
        #expect(UIPasteboard(name: UIPasteboard.Name("sheetshot.test"), create: false) == nil)
        var hovered = false
        _ = try ViewRenderer.render(Text("Hover").onHover { hovered = $0 }.searchCompletion("hover"), on: .iPhoneSE, scale: 1)
        #expect(!hovered)
    }

    /// An app delegate's launch options, the keyboard's keys, responders compared as objects, and iOS 17's
    /// menu and button forms — what four and more development apps named.
    @Test func appDelegatesKeyboardKeysAndMenuForms() throws {
        final class Delegate: NSObject, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                launchOptions?[.url] != nil
            }
        }
        #expect(Delegate().application(UIApplication.shared, didFinishLaunchingWithOptions: [.url: URL(fileURLWithPath: "/a")]))
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardWillShowNotification != UIResponder.keyboardWillHideNotification)
        let pages = [UIViewController(), UIViewController()]
        #expect(pages.firstIndex(of: pages[1]) == 1 && Set(pages).count == 2)
        #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
        let view = VStack {
            Menu("Options", systemImage: "ellipsis.circle") { Button("Rename") {} }
            Button(String("Delete"), role: .destructive) {}
            Button("Share", systemImage: "square.and.arrow.up", role: nil) {}
            Text("Sized").onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in }
        }
        let dump = try ViewRenderer.accessibilityDump(view, on: .iPhoneSE)
        for text in ["Options", "Delete", "Share", "Sized"] { #expect(dump.contains(text), "\(dump)") }
    }

    /// `RelativeDateTimeFormatter` (absent from Linux's Foundation) writes Foundation's own words, in the
    /// simulator's en_US by default.
    @Test func relativeDatesInWords() {
        let reference = Date(timeIntervalSince1970: 1_795_000_000)
        let formatter = RelativeDateTimeFormatter()
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-2 * 86_400), relativeTo: reference) == "2 days ago")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(3 * 3_600), relativeTo: reference) == "in 3 hours")
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(for: reference.addingTimeInterval(3 * 3_600), relativeTo: reference) == "in 3 hr.")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-60), relativeTo: reference) == "1m ago")
        formatter.unitsStyle = .spellOut
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-120), relativeTo: reference) == "two minutes ago")
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference) == "yesterday")
        formatter.formattingContext = .beginningOfSentence
        #expect(formatter.localizedString(for: reference.addingTimeInterval(86_400), relativeTo: reference) == "Tomorrow")
        #expect(formatter.localizedString(from: DateComponents(day: 14)) == "In 2 weeks")
        #expect(formatter.localizedString(for: Date(timeIntervalSinceReferenceDate: .infinity), relativeTo: reference) == "")
    }
}
