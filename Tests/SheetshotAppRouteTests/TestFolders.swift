import Foundation

/// A fresh, empty folder for one test (`tag` names the suite, `name` the test).
func freshFolder(_ tag: String, _ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-\(tag)-\(getpid())-\(name.filter(\.isLetter))")
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `text` to `url`, making its folders.
func writeText(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}
