import Canvas
import Foundation
import Testing

/// Path arithmetic without NSString's `deletingLastPathComponent`, which stops the program for a
/// one-character path on this toolchain.
@Suite struct FilePathsTests {
    @Test func theParentIsFoundationsWithoutItsCrash() {
        let cases: [(String, String)] = [("a/b/c", "a/b"), ("a/b/", "a"), ("/a", "/"), ("a", ""), ("/", "/"), ("", ""),
                                         ("g", ""), ("out/frames/001.png", "out/frames"), ("a//b", "a"), ("./g", ".")]
        for (path, parent) in cases { #expect(FilePaths.parent(of: path) == parent, "\(path)") }
        // The same as Foundation's wherever Foundation's works (more than one character).
        for path in ["a/b/c", "a/b/", "/a", "out/frames/001.png", "./g", "ab", "/usr/lib/"] {
            #expect(FilePaths.parent(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
    }
    // (A one-letter output folder made by a command: GalleryCommandTests runs `render-demo gallery -o g`.)
}
