import SwiftUI
import PhotosUI
import AVKit
import AuthenticationServices

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
        }
        .onAppear {
            try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
            player.play()
        }
    }
}
