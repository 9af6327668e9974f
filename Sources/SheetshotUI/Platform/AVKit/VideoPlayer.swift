import Foundation

/// A video with the system's playback controls (AVKit's `VideoPlayer`): drawn as iOS shows a video that has
/// not started, a black frame filling the space it is offered with the large play button over it, and the
/// overlay on top. No video is decoded: the frame is black where iOS would show the video's first picture.
public struct VideoPlayer<VideoOverlay: View>: View {
    let player: AVPlayer?
    let overlay: VideoOverlay
    var showsControls = true

    /// A player of `player` with `videoOverlay` over the video (under the controls).
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        overlay = videoOverlay()
    }

    public var body: some View {
        ZStack {
            Color.black
            overlay
            if showsControls, player != nil {
                // The paused player's play button: a glyph on a translucent round plate.
                Circle()
                    .fill(Color.white.opacity(0.18))
                    .frame(width: 64, height: 64)
                    .overlay(Image(systemName: "play.fill").font(.system(size: 28)).foregroundStyle(.white))
            }
        }
        .environment(\.colorScheme, .dark)
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Video")
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player of `player` (nil: a black frame with no controls).
    public init(player: AVPlayer?) {
        self.player = player
        overlay = EmptyView()
    }
}

/// UIKit's player controller (AVKit's `AVPlayerViewController`): a representable hosting one draws the
/// `VideoPlayer` of its player, with its controls when `showsPlaybackControls` is on.
@preconcurrency @MainActor open class AVPlayerViewController: UIViewController, HostedContent {
    /// The player shown.
    open var player: AVPlayer?
    /// Whether the playback controls are shown.
    open var showsPlaybackControls = true
    /// How the video meets the bounds.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether picture in picture is allowed.
    open var allowsPictureInPicturePlayback = true
    /// Whether the video goes full screen when it starts, and leaves it when it ends.
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether the video leaves full screen when it ends.
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether playback can be shown in the Now Playing controls.
    open var updatesNowPlayingInfoCenter = true
    /// Told of presentation changes.
    open weak var delegate: AVPlayerViewControllerDelegate?

    var hostedView: AnyView {
        var video = VideoPlayer(player: player)
        video.showsControls = showsPlaybackControls
        return AnyView(video)
    }
}

/// Told of an `AVPlayerViewController`'s presentation changes (never, in a picture).
@MainActor public protocol AVPlayerViewControllerDelegate: AnyObject {}

/// A route-picker button (AVKit's `AVRoutePickerView`): a UIKit view, not drawn.
@preconcurrency @MainActor open class AVRoutePickerView: UIView {
    /// The button's tint when a route is active.
    open var activeTintColor: UIColor?
    /// Whether video devices come first.
    open var prioritizesVideoDevices = false
}
