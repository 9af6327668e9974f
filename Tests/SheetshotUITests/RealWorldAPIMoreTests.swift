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
        _ = try ViewRenderer.layout(Text("x"), on: .iPhoneSE)
        #expect(UIDevice.current.orientation == .portrait)
        _ = try ViewRenderer.layout(Text("x"), on: DevicePreset.iPhoneSE.landscape)
        #expect(UIDevice.current.orientation.isLandscape)
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
}
