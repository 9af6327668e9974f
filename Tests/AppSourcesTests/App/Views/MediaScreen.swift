import SwiftUI
import PhotosUI
import AVKit
import AuthenticationServices
import WebKit

// A screen that imports the frameworks an app's media and account screens use.
struct MediaScreen: View {
    @State private var photo: PhotosPickerItem?
    @State private var player = AVPlayer(url: URL(fileURLWithPath: "/nowhere/clip.mp4"))

    var body: some View {
        VStack {
            VideoPlayer(player: player)
                .frame(height: 200)
            PhotosPicker("Pick a photo", selection: $photo, matching: .images)
            SignInWithAppleButton(.continue) { _ in } onCompletion: { _ in }
                .frame(height: 44)
            HelpPage(address: "https://example.com/help")
                .frame(height: 120)
        }
        .onAppear {
            try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
            player.play()
        }
    }
}

// A web page as apps show one: a WKWebView in a representable, its delegate a coordinator.
struct HelpPage: UIViewRepresentable {
    let address: String

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        let view = WKWebView(frame: .zero, configuration: configuration)
        view.navigationDelegate = context.coordinator
        return view
    }

    func updateUIView(_ view: WKWebView, context: Context) {
        if let url = URL(string: address) { view.load(URLRequest(url: url)) }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, WKNavigationDelegate {
        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            decisionHandler(.allow)
        }
    }
}
