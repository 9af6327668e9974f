import SheetshotUI
import SheetshotUISnapshotTesting
import Testing

/// The files of ../shared/swiftui-corpus, compiled with only their imports changed (the CorpusSources
/// plug-in), rendered as iOS would show them: every preview of each file (as Xcode's canvas lists them) and
/// the views its README names, on iPhone and iPad, light and dark, at a larger Dynamic Type size and right
/// to left.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUICorpus"))
struct CorpusTests {
    /// One way of looking at a view: a device, colour scheme, Dynamic Type size and layout direction.
    struct Look: Sendable, CustomTestStringConvertible {
        let name: String
        let device: DevicePreset
        var colorScheme = ColorScheme.light
        var dynamicTypeSize = DynamicTypeSize.large
        var layoutDirection = LayoutDirection.leftToRight
        var testDescription: String { name }
    }

    /// Every look each corpus view is recorded in (at 1 pixel per point, to keep references small).
    nonisolated static let looks = [
        Look(name: "iphone", device: .iPhone15Pro),
        Look(name: "iphone-dark", device: .iPhone15Pro, colorScheme: .dark),
        Look(name: "iphone-ax1", device: .iPhone15Pro, dynamicTypeSize: .accessibility1),
        Look(name: "iphone-rtl", device: .iPhone15Pro, layoutDirection: .rightToLeft),
        Look(name: "ipad", device: .iPad10),
    ]

    /// Every preview in `previews` (`count` of them) in `look`, named for the look (and the preview's place
    /// when there are several), under the calling test's name.
    func assertPreviews(_ previews: [Preview], look: Look, count: Int, testName: String = #function,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(previews.count == count, "previews found: \(previews.map(\.displayName))", sourceLocation: sourceLocation)
        for (index, preview) in previews.enumerated() {
            let name = previews.count == 1 ? look.name : "\(index + 1)-\(look.name)"
            assertSnapshot(of: preview, as: .image(on: look.device, colorScheme: look.colorScheme, dynamicTypeSize: look.dynamicTypeSize,
                                                   layoutDirection: look.layoutDirection, scale: 1),
                           named: name, testName: testName)
        }
    }

    /// FilterSheet.swift's `#Preview`: the library screen with the filter sheet at `.medium`.
    @Test(arguments: looks) func filterSheet(look: Look) {
        let previews = Preview.all(inFile: "FilterSheet.swift")
        #expect(previews.map(\.name) == ["Filters over the library"])
        assertPreviews(previews, look: look, count: 1)
    }

    /// MapSheet.swift's `#Preview`: the hand-made card over the map.
    @Test(arguments: looks) func mapSheet(look: Look) {
        assertPreviews(Preview.all(inFile: "MapSheet.swift"), look: look, count: 1)
    }

    /// NowPlaying.swift's `PreviewProvider`: the player screen with the `.large` sheet, and the mini player
    /// alone at the size that fits it.
    @Test(arguments: looks) func nowPlaying(look: Look) {
        let previews = Preview.all(of: NowPlaying_Previews.self)
        #expect(previews.map(\.layout) == [.device, .sizeThatFits])
        assertPreviews(previews, look: look, count: 2)
    }

    /// ShareSheet.swift has no preview: its screen, as the corpus README names it.
    @Test(arguments: looks) func shareSheet(look: Look) {
        assertSnapshot(of: ShareScreen(), as: .image(on: look.device, colorScheme: look.colorScheme, dynamicTypeSize: look.dynamicTypeSize,
                                                    layoutDirection: look.layoutDirection, scale: 1),
                       named: look.name)
    }

    /// What VoiceOver finds on each corpus screen (the README's views), on iPhone: a presented sheet is
    /// modal, so its elements stand for the screen.
    @Test func accessibility() {
        assertSnapshot(of: LibraryScreen(), as: .accessibility(on: .iPhone15Pro), named: "filter-sheet")
        assertSnapshot(of: MapScreen(), as: .accessibility(on: .iPhone15Pro), named: "map-sheet")
        assertSnapshot(of: PlayerScreen(), as: .accessibility(on: .iPhone15Pro), named: "now-playing")
        assertSnapshot(of: ShareScreen(), as: .accessibility(on: .iPhone15Pro), named: "share-sheet")
    }
}
