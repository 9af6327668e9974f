import Foundation

// The app's sandbox folders (iOS 16's `URL.documentsDirectory` and its family, which Linux's Foundation does
// not have): folders of their own for this process under the temporary directory, empty as a fresh
// install's are, so a picture never reads or writes the machine's own folders.

/// Where this process keeps an app's sandbox.
enum AppSandbox {
    /// The sandbox's root, made when first asked for.
    static let root: URL = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-app-sandbox-\(getpid())", isDirectory: true)

    /// The sandbox folder at `path`, made if it is not there.
    static func folder(_ path: String) -> URL {
        let url = root.appendingPathComponent(path, isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension URL {
    /// The app's Documents folder (empty, as a fresh install's).
    public static var documentsDirectory: URL { AppSandbox.folder("Documents") }
    /// The app's Library folder.
    public static var libraryDirectory: URL { AppSandbox.folder("Library") }
    /// The app's caches folder.
    public static var cachesDirectory: URL { AppSandbox.folder("Library/Caches") }
    /// The app's Application Support folder.
    public static var applicationSupportDirectory: URL { AppSandbox.folder("Library/Application Support") }
}
