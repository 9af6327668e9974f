import SheetshotUI
import SheetshotUISnapshotTesting
import Testing

/// NowPlaying.swift's mini player on its material over a busy background: the material blurs and washes
/// what lies behind it, light and dark.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUICorpus"))
struct MaterialTests {
    struct BusyBackground: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<8) { i in
                    HStack(spacing: 0) {
                        ForEach(0..<4) { j in
                            ((i + j) % 2 == 0 ? Color.orange : Color.indigo).frame(height: 60)
                        }
                    }
                }
            }
            .ignoresSafeArea()
        }
    }

    var bar: some View {
        ZStack(alignment: .bottom) {
        BusyBackground()
        NowPlayingBar(track: Track(title: "Midnight Drive", artist: "The Night Shift", duration: 245, elapsed: 83), isPlaying: true)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
            .padding(.horizontal, 8)
        }
    }

    @Test func miniPlayerOverABusyBackground() {
        assertSnapshot(of: bar, as: .image(on: .iPhoneSE, scale: 1), named: "light")
        assertSnapshot(of: bar, as: .image(on: .iPhoneSE, colorScheme: .dark, scale: 1), named: "dark")
    }
}
