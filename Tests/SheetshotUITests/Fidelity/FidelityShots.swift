import SheetshotUI

// The views of ../shared/ios-references, written here from their descriptions, and each shot iOS rendered
// of them: its file, swift-snapshot-testing's layout and traits, and the probes measured in it.

struct FidelityBadge: View {
    var body: some View {
        HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked").fixedSize()
        }
        .padding(5)
        .background(RoundedRectangle(cornerRadius: 5).fill(Color.blue))
        .padding(10)
        .background(Color.yellow)
    }
}

struct FidelitySearchBar: View {
    var body: some View {
        HStack {
            Image(systemName: "magnifyingglass")
                .foregroundColor(.gray)
                .font(.system(size: 16))
            TextField("Search", text: .constant(""))
                .font(.system(size: 16))
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .background(Color(UIColor.systemGray6))
        .cornerRadius(24)
    }
}

struct FidelityStatusBadges: View {
    func badge(_ title: String, _ color: Color) -> some View {
        Text(title)
            .font(.system(size: 11, weight: .bold))
            .foregroundColor(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(color)
            .cornerRadius(4)
    }

    var body: some View {
        HStack(spacing: 20) {
            badge("LIVE", .red)
            badge("NEW", .blue)
            badge("PRO", .purple)
        }
    }
}

struct FidelitySectionHeader: View {
    var body: some View {
        HStack(alignment: .bottom) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Section Title")
                    .font(.system(size: 20, weight: .bold))
                    .foregroundColor(.primary)
            }
            Spacer()
            Button(action: {}) {
                Text("See All")
                    .font(.system(size: 14, weight: .medium))
                    .foregroundColor(.blue)
            }
        }
        .padding(.horizontal, 16)
    }
}

let fidelityLorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."

struct FidelitySimpleView: View {
    let message: String
    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundColor(.accentColor)
            Text(message)
        }
        .padding(8)
    }
}

struct FidelityPreviewStateView: View {
    let title: String, subtitle: String, message: String
    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                Text(title).font(.title)
                Text(subtitle).font(.subheadline)
            }
            Text(message).font(.body)
        }
        .multilineTextAlignment(.center)
        .padding(8)
    }
}

struct FidelityObservableObjectView: View {
    let text: String, error: String?
    var body: some View {
        VStack(spacing: 8) {
            TextField("Input", text: .constant(text))
            if let error {
                Text(error).font(.caption).foregroundColor(.red)
            }
            Button("Submit") {}
        }
        .padding(8)
    }
}

/// One picture iOS rendered: where it is, how it was laid out, and what is measured in it.
struct FidelityShot: Sendable {
    let file: String
    let layout: SwiftUISnapshotLayout
    let scale: Double
    let dark: Bool
    let dynamicType: UIContentSizeCategory?
    let probes: [Probe]
    /// Whether the picture's own size is a landmark (a view at its ideal size).
    var sizeIsLandmark = false
    let view: @MainActor @Sendable () -> AnyView

    var traits: UITraitCollection {
        var t = UITraitCollection(traitsFrom: [.init(displayScale: CGFloat(scale)), .init(userInterfaceStyle: dark ? .dark : .light)])
        if let dynamicType { t.preferredContentSizeCategory = dynamicType }
        return t
    }

    @MainActor func render() throws -> PixelImage {
        try ViewRenderer.render(view(), layout: layout, traits: traits).makeImage()
    }
}


/// Every shot of ../shared/ios-references.
let fidelityShots: [FidelityShot] = {
    var shots: [FidelityShot] = []
    let badgeProbes: [Probe] = [.colour("blue panel", 0, 122, 255, within: 40), .dark("symbol, then text", textWidth: true)]
    for name in ["testSwiftUIView_iOS.1.png", "testSwiftUIView_iOS.size-that-fits.png"] {
        shots.append(FidelityShot(file: "badge/" + name, layout: .sizeThatFits, scale: 2, dark: false, dynamicType: nil,
                                  probes: badgeProbes, sizeIsLandmark: true, view: { AnyView(FidelityBadge()) }))
    }
    let yellow = Probe.colour("yellow padding", 255, 204, 0, within: 30, textWidth: true)
    shots.append(FidelityShot(file: "badge/testSwiftUIView_iOS.fixed.png", layout: .fixed(width: 200, height: 100), scale: 2, dark: false,
                              dynamicType: nil, probes: [yellow] + badgeProbes, view: { AnyView(FidelityBadge()) }))
    shots.append(FidelityShot(file: "badge/testSwiftUIView_iOS.device.png", layout: .device(config: .iPhoneSe), scale: 2, dark: false,
                              dynamicType: nil, probes: [yellow] + badgeProbes, view: { AnyView(FidelityBadge()) }))
    for (suffix, dark) in [("1", false), ("2", true)] {
        let field: (UInt8, UInt8, UInt8) = dark ? (28, 28, 30) : (242, 242, 247)
        shots.append(FidelityShot(file: "components/testSearchBar.\(suffix).png", layout: .fixed(width: 430, height: 60), scale: 3, dark: dark,
                                  dynamicType: nil, probes: [
                                      .colour("field", field.0, field.1, field.2, within: 4, gap: 40),
                                      .apart("symbol, then placeholder", from: field.0, field.1, field.2, by: dark ? 40 : 25, textWidth: true),
                                  ], view: { AnyView(FidelitySearchBar()) }))
        shots.append(FidelityShot(file: "components/testStatusBadge.\(suffix).png", layout: .fixed(width: 400, height: 60), scale: 3, dark: dark,
                                  dynamicType: nil, probes: [
                                      .colour("red badge", dark ? 255 : 255, dark ? 69 : 59, dark ? 58 : 48, within: 30, textWidth: true),
                                      .colour("blue badge", dark ? 10 : 0, dark ? 132 : 122, 255, within: 30, textWidth: true),
                                      .colour("purple badge", dark ? 191 : 175, dark ? 90 : 82, dark ? 242 : 222, within: 30, textWidth: true),
                                  ] + (dark ? [.light("white text", textWidth: true)] : []), view: { AnyView(FidelityStatusBadges()) }))
        shots.append(FidelityShot(file: "components/testSectionHeader.\(suffix).png", layout: .fixed(width: 430, height: 50), scale: 3, dark: dark,
                                  dynamicType: nil, probes: [
                                      dark ? .light("title", textWidth: true) : .dark("title", textWidth: true),
                                      .colour("See All", 0, 122, 255, within: 60, textWidth: true),
                                  ], view: { AnyView(FidelitySectionHeader()) }))
    }
    func at1x(_ file: String, dark: Bool = false, _ view: @escaping @MainActor @Sendable () -> AnyView) -> FidelityShot {
        FidelityShot(file: "previewstates/" + file, layout: .fixed(width: 400, height: 400), scale: 1, dark: dark, dynamicType: nil,
                     probes: [.ink("lines", gap: 14, textWidth: true)], view: view)
    }
    shots.append(at1x("test_simpleViewSnapshots.iOS-Short-Message.png") { AnyView(FidelitySimpleView(message: "Hello World")) })
    shots.append(at1x("test_simpleViewSnapshots.iOS-Long-Message.png") { AnyView(FidelitySimpleView(message: fidelityLorem)) })
    let short: @MainActor @Sendable () -> AnyView = { AnyView(FidelityPreviewStateView(title: "Hello", subtitle: "PreviewSnapshots", message: "This is a test")) }
    let long: @MainActor @Sendable () -> AnyView = { AnyView(FidelityPreviewStateView(title: "Hello PreviewSnapshots", subtitle: "Welcome to PreviewSnapshots", message: fidelityLorem)) }
    shots.append(at1x("test_previewStateViewSnapshots.iOS-Short.png", short))
    shots.append(at1x("test_previewStateViewSnapshots.iOS-Long.png", long))
    shots.append(at1x("test_previewStateLightAndDark.iOS-Short-Light.png", short))
    shots.append(at1x("test_previewStateLightAndDark.iOS-Long-Light.png", long))
    shots.append(at1x("test_previewStateLightAndDark.iOS-Short-Dark.png", dark: true, short))
    shots.append(at1x("test_previewStateLightAndDark.iOS-Long-Dark.png", dark: true, long))
    shots.append(at1x("test_observableObjectSnapshots.iOS-Empty.png") { AnyView(FidelityObservableObjectView(text: "", error: nil)) })
    shots.append(at1x("test_observableObjectSnapshots.iOS-Too-Short.png") {
        AnyView(FidelityObservableObjectView(text: "Hi", error: "Message Too Short"))
    })
    shots.append(at1x("test_observableObjectSnapshots.iOS-Valid.png") { AnyView(FidelityObservableObjectView(text: "Hello World", error: nil)) })
    return shots
}()
