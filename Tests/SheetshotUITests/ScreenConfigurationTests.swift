import Canvas
import Foundation
@testable import SheetshotUI
import Testing

private struct ConfiguredCard: View {
    @SheetshotUI.Environment(\.colorScheme) private var scheme
    @SheetshotUI.Environment(\.layoutDirection) private var direction
    @State private var taps = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Price")
            Text(1234.5, format: .number)
            Text(scheme == .dark ? "dark" : "light")
            Text(direction == .rightToLeft ? "rtl" : "ltr")
            Button("Taps \(taps)") { taps += 1 }
        }
    }
}

/// One value for where and how a view is rendered (issue 33): every entry point that takes the five
/// appearance parameters takes a `ScreenConfiguration` too, with the same result, and the locale.
@MainActor @Suite struct ScreenConfigurationTests {
    private let configuration = ScreenConfiguration(device: .iPhoneSE, colorScheme: .dark, dynamicTypeSize: .accessibility3,
                                                    layoutDirection: .rightToLeft, scale: 1)

    @Test func theValueAndTheParametersDrawTheSame() throws {
        let byValue = try ViewRenderer.render(ConfiguredCard(), in: configuration)
        let byParameters = try ViewRenderer.render(ConfiguredCard(), on: .iPhoneSE, colorScheme: .dark, dynamicTypeSize: .accessibility3,
                                                   layoutDirection: .rightToLeft, scale: 1)
        #expect(try byValue.pngData() == byParameters.pngData())
        #expect(byValue.width == 375)
        #expect(try ViewRenderer.layoutDump(ConfiguredCard(), in: configuration)
                == ViewRenderer.layoutDump(ConfiguredCard(), on: .iPhoneSE, colorScheme: .dark, dynamicTypeSize: .accessibility3,
                                           layoutDirection: .rightToLeft))
        let dump = try ViewRenderer.accessibilityDump(ConfiguredCard(), in: configuration)
        #expect(dump.contains("\"dark\"") && dump.contains("\"rtl\""), "\(dump)")
    }

    @Test func theLocaleFormatsText() throws {
        var german = configuration
        german.locale = Locale(identifier: "de_DE")
        #expect(try ViewRenderer.accessibilityDump(ConfiguredCard(), in: german).contains("\"1.234,5\""))
        #expect(try ViewRenderer.accessibilityDump(ConfiguredCard(), in: configuration).contains("\"1,234.5\""))
    }

    @Test func aSessionTakesTheValue() throws {
        let session = ViewSession(ConfiguredCard(), in: configuration)
        try session.tap("Taps 0")
        #expect(try session.accessibilityDump().contains("\"Taps 1\""))
        #expect(session.configuration == configuration)
        #expect(try session.render().width == 375)
    }

    @Test func aNameSaysWhatDiffersFromTheDefaults() {
        #expect(ScreenConfiguration().name == "iphone15pro")
        var named = configuration
        named.locale = Locale(identifier: "de_DE")
        #expect(named.name == "iphonese-dark-ax3-rtl-de_DE-1x")
        #expect(ScreenConfiguration(device: .iPhoneSE, scale: 2.5).name == "iphonese-2.5x")
    }
}
