import Foundation
import Synchronization

/// Where an app's resources are found when a view names no bundle: the main bundle, and — as a package's
/// resources are on Linux — the SwiftPM resource bundles (`*.resources`, `*.bundle`) beside the running
/// program. Strings tables (`Text`'s keys) and fonts (`Font.custom`) are looked up in them.
@_spi(Facades) public enum ResourceBundles {
    /// The main bundle first, then the resource bundles beside the program, in name order (listed once).
    public static var searched: [URL] {
        cache.withLock { cached in
            if let cached { return cached }
            var urls = [Bundle.main.bundleURL]
            let folders = Set([Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 })
            for folder in folders.sorted(by: { $0.path < $1.path }) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
                    urls.append(folder.appendingPathComponent(name))
                }
            }
            cached = urls
            return urls
        }
    }
    private static let cache = Mutex<[URL]?>(nil)
}
