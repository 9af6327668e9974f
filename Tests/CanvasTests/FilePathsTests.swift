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

    /// The stable hash is FNV-1a's published 64-bit values, so names made from it (identities, shards,
    /// temporary folders) are the same in every run and on every machine.
    @Test func theStableHashIsFNV1a() {
        #expect(StableHash.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(StableHash.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHash.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
    }
}
