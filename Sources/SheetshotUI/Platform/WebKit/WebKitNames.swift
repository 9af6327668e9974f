import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// WebKit's names as apps' web views use them (the app route reads `import WebKit` as `import SwiftUI`): a
// `WKWebView` wrapped in a representable compiles and is drawn as the representable's placeholder, as every
// UIKit view is — no page is loaded, no script runs, no delegate is called, as on a simulator with no network.

/// A web page view (WebKit's `WKWebView`): what is asked of it is kept; nothing is loaded.
@preconcurrency @MainActor open class WKWebView: UIView {
    /// The configuration it was made with.
    public let configuration: WKWebViewConfiguration
    /// The navigation delegate (never called here).
    open weak var navigationDelegate: WKNavigationDelegate?
    /// The user-interface delegate (never called here).
    open weak var uiDelegate: WKUIDelegate?
    /// The page's scroll view.
    public let scrollView = UIScrollView()
    /// The address last asked for.
    open private(set) var url: URL?
    /// The page's title (none: nothing is loaded).
    open private(set) var title: String?
    /// Whether a page is loading (never: nothing is loaded).
    open private(set) var isLoading = false
    /// How much of the page has loaded, 0…1.
    open private(set) var estimatedProgress: Double = 0
    /// Whether there is a page to go back or forward to.
    open private(set) var canGoBack = false, canGoForward = false
    /// Whether swipes go back and forward.
    open var allowsBackForwardNavigationGestures = false
    /// Whether links preview on a long press.
    open var allowsLinkPreview = true
    /// The user agent sent, when set.
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may inspect it.
    open var isInspectable = false
    /// Whether the page may zoom with the pinch.
    open var pageZoom: CGFloat = 1

    /// A web view of `frame` with `configuration`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    /// A web view with the default configuration.
    public override init(frame: CGRect) { configuration = WKWebViewConfiguration(); super.init(frame: frame) }
    /// Not made from an archive here (nil).
    public required init?(coder: NSCoder) { return nil }

    /// Asks for `request`'s page (kept as `url`; not loaded).
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { url = request.url; return WKNavigation() }
    /// Asks for `string` as a page (not loaded).
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { url = baseURL; return WKNavigation() }
    /// Asks for a file's page (not loaded).
    @discardableResult open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { self.url = url; return WKNavigation() }
    /// Asks for `data` as a page (not loaded).
    @discardableResult open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        url = baseURL; return WKNavigation()
    }
    /// Reloads (nothing).
    @discardableResult open func reload() -> WKNavigation? { nil }
    /// Goes back (nothing to go back to).
    @discardableResult open func goBack() -> WKNavigation? { nil }
    /// Goes forward (nothing to go forward to).
    @discardableResult open func goForward() -> WKNavigation? { nil }
    /// Stops loading (nothing is loading).
    open func stopLoading() {}
    /// Runs a script: no page runs it, so the handler gets an error.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
    }
    /// Runs a script: no page runs it, so it throws.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? { throw WKError(.javaScriptExceptionOccurred) }
    /// Runs a script with arguments: no page runs it, so it throws.
    open func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
                                  contentWorld: WKContentWorld) async throws -> Any? { throw WKError(.javaScriptExceptionOccurred) }
}

/// What a web view is made with (WebKit's `WKWebViewConfiguration`), kept.
@preconcurrency @MainActor open class WKWebViewConfiguration {
    /// The scripts and message handlers.
    open var userContentController = WKUserContentController()
    /// Where cookies and caches go.
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// The page's preferences.
    open var preferences = WKPreferences()
    /// Preferences for each page loaded.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// Whether video plays in the page rather than full screen.
    open var allowsInlineMediaPlayback = false
    /// Which media need a tap to play.
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// The name added to the user agent.
    open var applicationNameForUserAgent: String?
    /// A configuration.
    public init() {}
}

/// A web view's scripts and script message handlers (WebKit's `WKUserContentController`), kept.
@preconcurrency @MainActor open class WKUserContentController {
    /// The scripts added.
    open private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: AnyObject] = [:]
    /// A controller.
    public init() {}
    /// Adds a script.
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// Removes every script.
    open func removeAllUserScripts() { userScripts = [] }
    /// Adds a message handler under `name`.
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
    /// Adds a message handler under `name` in `world`.
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String) { handlers[name] = scriptMessageHandler }
    /// Adds a message handler that replies.
    open func addScriptMessageHandler(_ scriptMessageHandlerWithReply: WKScriptMessageHandlerWithReply, contentWorld: WKContentWorld, name: String) {
        handlers[name] = scriptMessageHandlerWithReply
    }
    /// Removes the handler under `name`.
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    /// Removes every handler.
    open func removeAllScriptMessageHandlers() { handlers = [:] }
}

/// A script added to pages (WebKit's `WKUserScript`).
public final class WKUserScript: @unchecked Sendable {
    /// The script.
    public let source: String
    /// When it runs.
    public let injectionTime: WKUserScriptInjectionTime
    /// Whether only the main frame runs it.
    public let isForMainFrameOnly: Bool
    /// A script.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source; self.injectionTime = injectionTime; isForMainFrameOnly = forMainFrameOnly
    }
    /// A script for a content world.
    public convenience init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool, in contentWorld: WKContentWorld) {
        self.init(source: source, injectionTime: injectionTime, forMainFrameOnly: forMainFrameOnly)
    }
}

/// When a user script runs (WebKit's `WKUserScriptInjectionTime`).
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }

/// A message a page's script posted (WebKit's `WKScriptMessage`).
@preconcurrency @MainActor open class WKScriptMessage {
    /// The handler's name.
    open var name: String { "" }
    /// What the script posted.
    open var body: Any { () }
    /// The web view it came from.
    open weak var webView: WKWebView?
    /// A message.
    public init() {}
}

/// A page's script namespace (WebKit's `WKContentWorld`).
public final class WKContentWorld: @unchecked Sendable {
    /// The page's own.
    public static let page = WKContentWorld()
    /// The app's default world.
    public static let defaultClient = WKContentWorld()
    /// A world of the app's, by name.
    public static func world(name: String) -> WKContentWorld { WKContentWorld() }
}

/// Where a web view keeps cookies and caches (WebKit's `WKWebsiteDataStore`).
@preconcurrency @MainActor open class WKWebsiteDataStore {
    /// Whether it keeps data on disk.
    public let isPersistent: Bool
    private init(isPersistent: Bool) { self.isPersistent = isPersistent }
    /// The default, persistent store.
    public static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: true) }
    /// A store that keeps nothing.
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }
    /// Every kind of website data.
    public static func allWebsiteDataTypes() -> Set<String> { [] }
    /// Removes data (there is none).
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping @MainActor () -> Void) { completionHandler() }
}

/// A page's preferences (WebKit's `WKPreferences`).
@preconcurrency @MainActor open class WKPreferences {
    /// Whether scripts may open windows.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether scripts run.
    open var javaScriptEnabled = true
    /// Whether text is raised to a minimum size.
    open var minimumFontSize: CGFloat = 0
    /// Whether fraudulent sites are warned of.
    open var isFraudulentWebsiteWarningEnabled = true
    /// Preferences.
    public init() {}
}

/// Preferences for one page loaded (WebKit's `WKWebpagePreferences`).
@preconcurrency @MainActor open class WKWebpagePreferences {
    /// Whether the page's scripts run.
    open var allowsContentJavaScript = true
    /// Preferences.
    public init() {}
}

/// Which media need a tap to play (WebKit's `WKAudiovisualMediaTypes`).
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    /// The types as bits.
    public let rawValue: UInt
    /// The types of the bits `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Sound.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    /// Sound and video.
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// A page load (WebKit's `WKNavigation`).
public final class WKNavigation: @unchecked Sendable {}

/// A link followed or a page asked for (WebKit's `WKNavigationAction`).
@preconcurrency @MainActor open class WKNavigationAction {
    /// The request.
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    /// What caused it.
    open var navigationType: WKNavigationType { .other }
    /// The frame it loads in, if any.
    open var targetFrame: WKFrameInfo? { nil }
    /// The frame it came from.
    open var sourceFrame: WKFrameInfo { WKFrameInfo() }
    /// An action.
    public init() {}
}

/// A page's response (WebKit's `WKNavigationResponse`).
@preconcurrency @MainActor open class WKNavigationResponse {
    /// The response.
    open var response: URLResponse { URLResponse(url: URL(fileURLWithPath: "/"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil) }
    /// Whether it is for the main frame.
    open var isForMainFrame: Bool { true }
    /// A response.
    public init() {}
}

/// A frame of a page (WebKit's `WKFrameInfo`).
@preconcurrency @MainActor open class WKFrameInfo {
    /// Whether it is the main frame.
    open var isMainFrame: Bool { true }
    /// A frame.
    public init() {}
}

/// What caused a navigation (WebKit's `WKNavigationType`).
public enum WKNavigationType: Int, Sendable { case linkActivated, formSubmitted, backForward, reload, formResubmitted, other = -1 }
/// What to do with a navigation (WebKit's `WKNavigationActionPolicy`).
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
/// What to do with a response (WebKit's `WKNavigationResponsePolicy`).
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }

/// A web view's navigation delegate (WebKit's `WKNavigationDelegate`): its methods are the app's, never called here.
public protocol WKNavigationDelegate: AnyObject {}
/// A web view's user-interface delegate (WebKit's `WKUIDelegate`): never called here.
public protocol WKUIDelegate: AnyObject {}
/// A handler of pages' script messages (WebKit's `WKScriptMessageHandler`): never called here.
public protocol WKScriptMessageHandler: AnyObject {}
/// A handler of pages' script messages that replies (WebKit's `WKScriptMessageHandlerWithReply`): never called here.
public protocol WKScriptMessageHandlerWithReply: AnyObject {}

/// A WebKit error (WebKit's `WKError`).
public struct WKError: Error, Sendable {
    /// WebKit's error codes.
    public enum Code: Int, Sendable { case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred, javaScriptResultTypeIsUnsupported }
    /// The code.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}
