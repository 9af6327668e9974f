import Canvas
import Foundation
import Synchronization
import Widgets

/// The font text in the system font is drawn in. By default Inter stands in for SF Pro, which may not be
/// redistributed, spaced and led as iOS spaces SF Pro. A team that has SF Pro (Apple's download:
/// `SF-Pro-Text-*.otf` and `SF-Pro-Display-*.otf`) can point Sheetshot at it — `SystemFont.use(directory:)`,
/// or the `SHEETSHOT_SF_PRO` environment variable naming the folder — and text is then drawn in SF Pro Text
/// below 20 points and SF Pro Display from 20, with Apple's tracking: the pictures match iOS's text too.
/// The setting is the process's, for every view rendered after it.
public enum SystemFont {
    /// Why a folder cannot serve as the system font.
    public struct SetupError: Error, CustomStringConvertible, Equatable {
        /// What is wrong.
        public let description: String
    }

    /// The environment variable naming a folder of SF Pro's files, read the first time text is rendered.
    public static let environmentVariable = "SHEETSHOT_SF_PRO"

    /// Draws system-font text in the fonts of `directory` (at any depth): families `text` below 20 points
    /// and `display` from 20 — or, when the folder has one variable `SF Pro`, that.
    /// - Throws: `FontError` for a file that is not a font; `SetupError` naming the families it did not find.
    public static func use(directory: URL, text: String = "SF Pro Text", display: String = "SF Pro Display") throws {
        let count = try CustomFonts.registerFonts(inFolder: directory)
        guard count > 0 else { throw SetupError(description: "\(directory.path) has no font files (.otf, .ttf, .ttc)") }
        let families: SystemFontFamilies
        if FontLocator.hasFamily(text), FontLocator.hasFamily(display) {
            families = SystemFontFamilies(text: text, display: display)
        } else if FontLocator.hasFamily("SF Pro") {
            families = SystemFontFamilies(text: "SF Pro", display: "SF Pro")
        } else {
            throw SetupError(description: "\(directory.path) has no \(text) and \(display) faces (nor a variable SF Pro)")
        }
        state.withLock { $0 = .chosen(families) }
    }

    /// Back to Inter standing in for SF Pro.
    public static func useStandIn() { state.withLock { $0 = .chosen(nil) } }

    /// The families in use (nil: the stand-in), reading `SHEETSHOT_SF_PRO` the first time.
    public static var families: SystemFontFamilies? {
        switch resolvedState() {
        case .chosen(let families): return families
        case .unread, .failed: return nil
        }
    }

    /// Why `SHEETSHOT_SF_PRO` cannot be used — every rendering fails with it until it is fixed, rather
    /// than drawing in the stand-in unasked; nil when it is fine or not set.
    public static var problem: String? {
        if case .failed(let problem) = resolvedState() { return problem }
        return nil
    }

    private static func resolvedState() -> State {
        let current = state.withLock { $0 }
        guard case .unread = current else { return current }
        guard let folder = ProcessInfo.processInfo.environment[environmentVariable], !folder.isEmpty else {
            state.withLock { if case .unread = $0 { $0 = .chosen(nil) } }
            return state.withLock { $0 }
        }
        do {
            try use(directory: URL(fileURLWithPath: folder))
        } catch {
            state.withLock { $0 = .failed("\(environmentVariable)=\(folder): \(error)") }
        }
        return state.withLock { $0 }
    }

    private enum State: Sendable { case unread, chosen(SystemFontFamilies?), failed(String) }
    private static let state = Mutex<State>(.unread)
}
