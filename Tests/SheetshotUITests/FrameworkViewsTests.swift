import Foundation
@testable import SheetshotUI
import SheetshotUISnapshotTesting
import Testing

/// A profile screen as apps write it with PhotosUI and AuthenticationServices: a photo picker's button and
/// the three Sign in with Apple buttons.
private struct SignInScreen: View {
    @State private var avatar: PhotosPickerItem?
    @State private var photos: [PhotosPickerItem] = []
    var body: some View {
        VStack(spacing: 16) {
            PhotosPicker(selection: $avatar, matching: .images) {
                Label("Choose a photo", systemImage: "photo")
            }
            PhotosPicker("Select up to three", selection: $photos, maxSelectionCount: 3, matching: .any(of: [.images, .not(.videos)]))
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.fullName, .email]
            } onCompletion: { _ in }
                .frame(height: 44)
            SignInWithAppleButton(.continue, onRequest: { _ in }, onCompletion: { _ in })
                .signInWithAppleButtonStyle(.white)
                .frame(height: 50)
            SignInWithAppleButton(.signUp, onRequest: { _ in }, onCompletion: { _ in })
                .signInWithAppleButtonStyle(.whiteOutline)
                .frame(height: 36)
                .clipShape(Capsule())
        }
        .padding(24)
        .background(Color(white: 0.85))
    }
}

/// A type an app makes transferable, as Cards does: its data imported as a picture or as text.
private struct Clipping: Transferable, Codable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        DataRepresentation(importedContentType: .plainText) { data in Clipping(text: String(decoding: data, as: UTF8.self)) }
        ProxyRepresentation(exporting: \.text)
            .suggestedFileName("clipping.txt")
    }
}

@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct FrameworkViewsTests {
    /// Drawn as iOS draws them: the pickers as tinted buttons, the Sign in with Apple buttons in their three
    /// styles, each filling the width it is offered at the height it is given.
    @Test func photoPickersAndSignInWithAppleButtons() throws {
        assertSnapshot(of: SignInScreen(), as: .image(on: .iPhoneSE, scale: 2), named: "pickers-and-sign-in")
        let dump = try ViewRenderer.accessibilityDump(SignInScreen(), on: .iPhoneSE)
        for title in ["Choose a photo", "Select up to three", "Sign in with Apple", "Continue with Apple", "Sign up with Apple"] {
            #expect(dump.contains("\"\(title)\""), "\(dump)")
        }
        #expect(!(try ViewRenderer.layoutDump(SignInScreen(), on: .iPhoneSE)).contains("Warnings"))
    }

    /// Nothing is picked, signed in or transferred in a picture, and each says so the way its framework does.
    @Test func nothingIsPickedOrSignedIn() async throws {
        let item = PhotosPickerItem(itemIdentifier: "asset-1")
        #expect(try await item.loadTransferable(type: Data.self) == nil)
        #expect(try await item.loadTransferable(type: Image.self) == nil)
        #expect(PHPhotoLibrary.authorizationStatus() == .notDetermined)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .denied)
        await #expect(throws: PHPhotosError.self) { try await PHPhotoLibrary.shared().performChanges { } }
        #expect(try await ASAuthorizationAppleIDProvider().credentialState(forUserID: "someone") == .notFound)
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.fullName, .email]
        do {
            _ = try await EnvironmentValues().authorizationController.performRequests([request])
            Issue.record("a request was answered")
        } catch ASAuthorizationError.canceled {
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect((Clipping.transferRepresentation as? _AnyTransferRepresentation<Clipping>)?.count == 3)
        #expect(NSItemProvider(object: "text").canLoadObject(ofClass: String.self))
        #expect(!NSItemProvider().canLoadObject(ofClass: String.self))
    }

    /// A photo picker asked to show its sheet says the sheet is not drawn.
    @Test func aPresentedSystemPickerSaysItIsNotDrawn() throws {
        let view = Text("Profile").photosPicker(isPresented: .constant(true), selection: .constant(nil), matching: .images)
        #expect(try ViewRenderer.layoutDump(view, on: .iPhoneSE).contains("the system photo picker is iOS's own and is not drawn"))
        let hidden = Text("Profile").photosPicker(isPresented: .constant(false), selection: .constant(nil), matching: .images)
        #expect(!(try ViewRenderer.layoutDump(hidden, on: .iPhoneSE)).contains("Warnings"))
    }
}

/// A player screen as apps write it with AVKit and AVFoundation: an inline video with an overlay, and a UIKit
/// player controller in a representable.
private struct PlayerScreen: View {
    let player = AVPlayer(url: URL(fileURLWithPath: "/nowhere/trailer.mp4"))
    var body: some View {
        VStack(spacing: 12) {
            VideoPlayer(player: player) {
                Text("Trailer").font(.headline).foregroundStyle(.white).padding(8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            .frame(height: 180)
            PlayerController(player: player).frame(height: 120)
            VideoPlayer(player: nil).frame(height: 60)
        }
        .padding()
    }
}

private struct PlayerController: UIViewControllerRepresentable {
    let player: AVPlayer
    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = player
        controller.showsPlaybackControls = false
        return controller
    }
    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
}

@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct MediaFrameworkTests {
    /// A video not yet playing is a black frame with the play button (none without a player, or with the
    /// controller's controls off) — no video is decoded.
    @Test func videoPlayersAreDrawnAsAPausedPlayer() throws {
        assertSnapshot(of: PlayerScreen(), as: .image(on: .iPhoneSE, scale: 2), named: "video-players")
        #expect(!(try ViewRenderer.layoutDump(PlayerScreen(), on: .iPhoneSE)).contains("Warnings"))
    }

    /// Nothing plays, records or is found: each object says so as the simulator's would.
    @Test func nothingPlaysOrRecords() throws {
        let player = AVPlayer(url: URL(fileURLWithPath: "/nowhere/a.mp4"))
        player.play()
        #expect(player.rate == 0 && player.currentTime() == .zero && player.timeControlStatus == .paused)
        player.replaceCurrentItem(with: nil)
        #expect(player.currentItem == nil)
        #expect(throws: Error.self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nowhere/ding.wav")) }
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .spokenAudio)
        #expect(session.category == .playback && session.mode == .spokenAudio)
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .back).devices.isEmpty)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        let time = CMTime(seconds: 1.5, preferredTimescale: 600) + CMTime(value: 1, timescale: 2)
        #expect(time.seconds == 2 && CMTime(seconds: .nan, preferredTimescale: 600).value == 0)
        let view = UIView()
        let layer = AVCaptureVideoPreviewLayer(session: AVCaptureSession())
        view.layer.addSublayer(layer)
        #expect(view.layer.sublayers?.count == 1 && layer.superlayer === view.layer)
        #expect(AVAudioPCMBuffer(pcmFormat: AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2)!, frameCapacity: UInt32.max) == nil)
    }
}
