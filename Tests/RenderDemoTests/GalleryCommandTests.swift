import Foundation
import Testing

/// `render-demo gallery` writes thumbnails and one page; `join-galleries` joins shards' galleries (issue 34).
@Suite(.serialized) struct GalleryCommandTests {
    @Test func theGalleryPageShowsThumbnailsAndShardsJoin() throws {
        try withFolder { dir in
            let run = try shell(#""$R" gallery -o g"#, in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            let html = try String(contentsOfFile: dir + "/g/index.html", encoding: .utf8)
            // The page loads thumbnails, each linking to its full-size picture.
            #expect(html.contains(#"<a href="sheets/fluent-expanded-iphone15pro-light.png"><img src="thumbs/sheets/fluent-expanded-iphone15pro-light.png""#))
            let full = listing(dir + "/g").filter { $0.hasSuffix(".png") && !$0.hasPrefix("thumbs/") }
            let thumbs = listing(dir + "/g/thumbs").filter { $0.hasSuffix(".png") }
            #expect(full.count == thumbs.count && full.count > 100)
            // Two copies joined are one gallery, the pictures copied once.
            try FileManager.default.copyItem(atPath: dir + "/g", toPath: dir + "/h")
            let joined = try shell(#""$R" join-galleries -o joined g h"#, in: dir)
            #expect(joined.status == 0 && joined.stdout.contains("from 2 galleries"), "\(joined.stderr)")
            #expect(FileManager.default.fileExists(atPath: dir + "/joined/thumbs/sheets/fluent-expanded-iphone15pro-light.png"))
            let missing = try shell(#""$R" join-galleries -o joined2 g nowhere"#, in: dir)
            #expect(missing.status == 1 && missing.stderr.contains("nowhere: no such folder"), "\(missing.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/joined2/index.html"))
        }
    }
}
