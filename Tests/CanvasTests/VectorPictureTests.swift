import Canvas
import Foundation
import Testing

/// SVG and PDF pictures (an asset catalogue's vector image sets), drawn by librsvg and Poppler at a screen's
/// scale, with every limit checked before the drawing.
@Suite struct VectorPictureTests {
    /// An SVG of `width` × `height` CSS pixels: its left half orange, its right half blue.
    static func halvesSVG(width: String = "30", height: String = "20", viewBox: String? = nil) -> [UInt8] {
        let size = [("width", width), ("height", height)].filter { !$0.1.isEmpty }.map { "\($0.0)=\"\($0.1)\"" }.joined(separator: " ")
        let box = viewBox.map { " viewBox=\"\($0)\"" } ?? ""
        return Array("""
            <svg xmlns="http://www.w3.org/2000/svg" \(size)\(box)>
              <rect x="0" y="0" width="15" height="20" fill="#ff8000"/>
              <rect x="15" y="0" width="15" height="20" fill="#0040ff"/>
            </svg>
            """.utf8)
    }

    /// A one-page PDF of `width` × `height` points, its left half orange and its right half blue, with a
    /// correct cross-reference table.
    static func halvesPDF(width: Int = 30, height: Int = 20) -> [UInt8] {
        let half = width / 2
        let content = "1 0.502 0 rg 0 0 \(half) \(height) re f 0 0.251 1 rg \(half) 0 \(width - half) \(height) re f"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (i, body) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(i + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for o in offsets { out += String(repeating: "0", count: 10 - String(o).count) + "\(o) 00000 n \n" }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(out.utf8)
    }

    /// Left orange, right blue, within a few levels (edges are anti-aliased; the middles are not).
    func expectHalves(_ image: Image, width: Int, height: Int) {
        #expect(image.width == width && image.height == height)
        let left = image[width / 4, height / 2], right = image[width * 3 / 4, height / 2]
        #expect(abs(Int(left.r) - 255) <= 2 && abs(Int(left.g) - 128) <= 2 && left.b <= 2 && left.a == 255, "\(left)")
        #expect(right.r <= 2 && abs(Int(right.g) - 64) <= 2 && abs(Int(right.b) - 255) <= 2 && right.a == 255, "\(right)")
    }

    @Test func anSVGIsDrawnAtItsSizeTimesTheScale() throws {
        expectHalves(try Image(vectorData: Self.halvesSVG(), scale: 1), width: 30, height: 20)
        expectHalves(try Image(vectorData: Self.halvesSVG(), scale: 3), width: 90, height: 60)
        // Only a viewBox: its size in user units, as Xcode takes it.
        expectHalves(try Image(vectorData: Self.halvesSVG(width: "", height: "", viewBox: "0 0 30 20"), scale: 2), width: 60, height: 40)
        // Outside the drawing, nothing: transparent.
        let picture = try Image(vectorData: Self.halvesSVG(width: "40", height: "20", viewBox: "0 0 40 20"), scale: 1)
        #expect(picture[35, 10].a == 0)
    }

    @Test func aPDFsFirstPageIsDrawnAtItsSizeTimesTheScale() throws {
        expectHalves(try Image(vectorData: Self.halvesPDF(), scale: 1), width: 30, height: 20)
        expectHalves(try Image(vectorData: Self.halvesPDF(), kind: .pdf, scale: 2), width: 60, height: 40)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).pdf")
        try Data(Self.halvesPDF()).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        expectHalves(try Image(contentsOfVectorFile: file.path, scale: 3), width: 90, height: 60)
    }

    @Test func theSameBytesGiveTheSamePixels() throws {
        #expect(try Image(vectorData: Self.halvesSVG(), scale: 3).pixels == Image(vectorData: Self.halvesSVG(), scale: 3).pixels)
        #expect(try Image(vectorData: Self.halvesPDF(), scale: 3).pixels == Image(vectorData: Self.halvesPDF(), scale: 3).pixels)
    }

    @Test func hostileSizesAndScalesAreRefusedBeforeDrawing() throws {
        // 100000 × 100000 points: refused from the header, nothing drawn.
        #expect(throws: VectorPictureError.self) { try Image(vectorData: Self.halvesSVG(width: "100000", height: "100000"), scale: 1) }
        #expect(throws: VectorPictureError.self) { try Image(vectorData: Self.halvesPDF(width: 100_000, height: 100_000), scale: 1) }
        // Within a side but past the pixel budget.
        #expect(throws: VectorPictureError.self) { try Image(vectorData: Self.halvesSVG(width: "4000", height: "4000"), scale: 3, maximumPixels: 1_000_000) }
        for scale in [0, -1, .nan, .infinity, 1e308] {
            #expect { try Image(vectorData: Self.halvesSVG(), scale: scale) } throws: { "\($0)".contains("scale") }
        }
        #expect(throws: VectorPictureError.noSize) { try Image(vectorData: Self.halvesSVG(width: "", height: ""), scale: 1) }
    }

    @Test func badDataIsAnErrorThatSaysWhy() throws {
        let cases: [([UInt8], String)] = [
            (Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"3\"".utf8), "not a readable SVG"),
            (Array("not a picture at all".utf8), "not a readable SVG"),
            (Array("%PDF-1.4\ngarbage".utf8), "not a readable PDF"),
        ]
        for (data, message) in cases {
            #expect { try Image(vectorData: data, scale: 1) } throws: { "\($0)".contains(message) }
        }
    }

    @Test func aGitLFSPointerOrAMisnamedFileSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pointer = Data("version https://git-lfs.github.com/spec/v1\noid sha256:6edac4b2\nsize 18231\n".utf8)
        for name in ["corn.pdf", "corn.svg", "corn.png"] { try pointer.write(to: folder.appendingPathComponent(name)) }
        #expect { try Image(contentsOfVectorFile: folder.appendingPathComponent("corn.pdf").path, scale: 2) } throws: { "\($0)".contains("Git LFS pointer") }
        #expect { try Image(contentsOfVectorFile: folder.appendingPathComponent("corn.svg").path, scale: 2) } throws: { "\($0)".contains("Git LFS pointer") }
        #expect { try Image(contentsOfPictureFile: folder.appendingPathComponent("corn.png").path) } throws: { "\($0)".contains("Git LFS pointer") }
        // A file named .pdf is read as a PDF, whatever it holds.
        try Data(Self.halvesSVG()).write(to: folder.appendingPathComponent("svg.pdf"))
        #expect { try Image(contentsOfVectorFile: folder.appendingPathComponent("svg.pdf").path, scale: 1) } throws: { "\($0)".contains("not a PDF") }
    }

    @Test func nothingOutsideTheSVGIsRead() throws {
        // A linked picture beside it exists and is opaque red; the SVG draws it only if it follows the link.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let red = folder.appendingPathComponent("red.png")
        try Image(width: 10, height: 10, color: Color(red: 1, green: 0, blue: 0)).writePNG(to: red.path)
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">
              <image x="0" y="0" width="10" height="10" xlink:href="\(red.absoluteString)"/>
              <image x="0" y="0" width="10" height="10" xlink:href="red.png"/>
            </svg>
            """
        let file = folder.appendingPathComponent("linking.svg")
        try Data(svg.utf8).write(to: file)
        let picture = try Image(contentsOfVectorFile: file.path, scale: 1)
        #expect(picture[5, 5].a == 0, "\(picture[5, 5])")
    }
}
