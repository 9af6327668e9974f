import Foundation
import SheetshotUI
import Testing
import Widgets

/// A text made from a key is looked up in the bundle's strings for the environment's locale, as on iOS.
@MainActor @Suite struct LocalizationTests {
    /// A bundle folder with Russian and German strings files and a French string catalogue.
    static let bundle: Bundle = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-strings-\(UUID().uuidString)")
        func write(_ path: String, _ text: String) {
            let url = folder.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? text.write(to: url, atomically: true, encoding: .utf8)
        }
        write("ru.lproj/Localizable.strings", """
            /* Buttons */
            "Send" = "Отправить";
            "Hello %@" = "Привет, %@!";
            "%lld songs" = "Песен: %lld";
            "%@ of %@" = "%2$@ из %1$@";
            "Tap **Save**" = "Нажмите **Сохранить**";
            """)
        write("de.lproj/Localizable.strings", "\"Send\" = \"Senden\";\n")
        write("Base.lproj/Localizable.strings", "\"Cancel\" = \"Cancel (base)\";\n")
        write("Localizable.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Send": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Envoyer"}}}}
            }}
            """)
        return Bundle(url: folder)!
    }()

    func shown<V: View>(_ view: V, _ locale: String) throws -> [String] {
        var out: [String] = []
        func visit(_ n: Node) {
            if let t = n as? Widgets.Text { out.append(t.string) }
            if let r = n as? Widgets.RichText { out.append(r.string) }
            n.children.forEach(visit)
        }
        visit(try ViewRenderer.layout(view.environment(\.locale, Locale(identifier: locale)), on: .iPhone13))
        return out
    }

    @Test func keysAreTranslatedForTheEnvironmentsLocale() throws {
        let b = Self.bundle
        #expect(try shown(Text("Send", bundle: b), "ru_RU") == ["Отправить"])
        #expect(try shown(Text("Send", bundle: b), "de") == ["Senden"])
        #expect(try shown(Text("Send", bundle: b), "fr_FR") == ["Envoyer"], "from the string catalogue")
        #expect(try shown(Text("Send", bundle: b), "en_US") == ["Send"], "no English table: shown as written")
        #expect(try shown(Text("Cancel", bundle: b), "ru") == ["Cancel (base)"], "the base localisation fills in")
        // Values go where the translation's specifiers say, in order or by position.
        let name = "Анна"
        #expect(try shown(Text("Hello \(name)", bundle: b), "ru") == ["Привет, Анна!"])
        #expect(try shown(Text("\(12) songs", bundle: b), "ru") == ["Песен: 12"])
        #expect(try shown(Text("\("3") of \("10")", bundle: b), "ru") == ["10 из 3"])
        // A translation's Markdown is drawn as the key's would be.
        #expect(try shown(Text("Tap **Save**", bundle: b), "ru") == ["Нажмите Сохранить"])
        // Verbatim text and strings are never looked up.
        #expect(try shown(Text(verbatim: "Send"), "ru") == ["Send"])
    }
}

extension LocalizationTests {
    /// A `LocalizedStringResource` is translated as a key is: by `Text` for the environment's locale, by
    /// `String(localized:)` for its own.
    @Test func resourcesAreTranslated() throws {
        let bundle = LocalizedStringResource.BundleDescription.atURL(Self.bundle.bundleURL)
        #expect(try shown(Text(LocalizedStringResource("Send", bundle: bundle)), "ru") == ["Отправить"])
        #expect(try shown(Text(LocalizedStringResource("\(12) songs", bundle: bundle)), "ru") == ["Песен: 12"])
        #expect(String(localized: LocalizedStringResource("Send", locale: Locale(identifier: "de"), bundle: bundle)) == "Senden")
        #expect(String(localized: "Send", bundle: Self.bundle, locale: Locale(identifier: "fr")) == "Envoyer")
    }
}
