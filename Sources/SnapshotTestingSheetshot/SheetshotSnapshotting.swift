// SnapshotTestingSheetshot: image strategies for pointfreeco/swift-snapshot-testing on Linux, where it
// has none of its own. `assertSnapshot(of: scene, as: .image)` renders with Sheetshot, keeps the reference
// where swift-snapshot-testing keeps it (__Snapshots__ beside the test), compares exactly or within a
// SnapshotTolerance, and on failure writes expected / diff / composite images beside the failed actual
// and names them in the message. Its own target, so SheetSnapshotTesting does not depend on it.
import Canvas
import Foundation
import SheetSnapshotTesting
import SheetWidget
import SnapshotTesting
import Widgets

/// A rendered picture as swift-snapshot-testing stores it (a PNG carrying the pixels' fingerprint), or a
/// reference file not yet decoded, or why there is none: a value that could not be rendered (the failure
/// message, instead of a crash).
public struct SheetshotImage {
    /// The picture, when it has been rendered or decoded.
    public let image: Image?
    /// A reference's PNG bytes, decoded only when its fingerprint does not match.
    let png: [UInt8]?
    /// What went wrong, when there is no picture.
    public let problem: String?

    /// A picture.
    public init(_ image: Image) { self.image = image; png = nil; problem = nil }
    /// No picture, and why.
    public init(problem: String) { image = nil; png = nil; self.problem = problem }
    /// A reference file, read but not decoded.
    init(png: [UInt8]) { image = nil; self.png = png; problem = nil }

    /// The picture, decoding the reference if need be; or why there is none.
    func decoded() -> (image: Image?, problem: String?) {
        if let image { return (image, nil) }
        if let problem { return (nil, problem) }
        do { return (try Image(pngData: png ?? []), nil) } catch {
            return (nil, "the reference PNG (\(png?.count ?? 0) bytes) cannot be decoded: \(error)")
        }
    }
}

extension Diffing where Value == SheetshotImage {
    /// PNG files compared pixel by pixel within `tolerance` (exact by default); a reference that carries
    /// the actual picture's fingerprint matches without being decoded. A failure writes
    /// `<artifacts>/sheetshot/<hash>.(expected|actual|diff|composite).png` (artifacts: `SNAPSHOT_ARTIFACTS`,
    /// else the temporary folder) and names them in the message.
    public static func sheetshotImage(tolerance: SnapshotTolerance = .exact) -> Diffing {
        .diff(
            toData: { value in
                guard let image = value.image, let png = try? PixelFingerprint(of: image).embedded(in: try image.pngData(options: .small)) else {
                    return Data(value.png ?? [])
                }
                return Data(png)
            },
            fromData: { SheetshotImage(png: [UInt8]($0)) },
            diffV2: { reference, actual in
                if let problem = actual.problem { return (problem, []) }
                if let png = reference.png, let image = actual.image, PixelFingerprint.read(fromPNG: png) == PixelFingerprint(of: image) {
                    return nil
                }
                let r = reference.decoded(), a = actual.decoded()
                guard let expected = r.image, let image = a.image else { return (r.problem ?? a.problem ?? "no picture", []) }
                guard let verdict = SnapshotImageComparison.check(expected: expected, actual: image, tolerance: tolerance) else { return nil }
                let root = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
                var hasher = Hasher()
                hasher.combine(expected); hasher.combine(image)
                let base = root.appendingPathComponent("sheetshot").appendingPathComponent(String(UInt(bitPattern: hasher.finalize()), radix: 16))
                var lines = [verdict]
                var attachments: [DiffAttachment] = []
                if let paths = try? SnapshotImageComparison.writeFailureImages(expected: expected, actual: image, tolerance: tolerance, to: base) {
                    for key in ["expected", "diff", "composite"] {
                        guard let p = paths[key] else { continue }
                        lines.append("\(key): \(p)")
                        if let data = FileManager.default.contents(atPath: p) { attachments.append(.data(data, name: "\(key).png")) }
                    }
                }
                return (lines.joined(separator: "\n"), attachments)
            })
    }
}

extension Snapshotting where Value == Image, Format == SheetshotImage {
    /// The image itself, compared within `tolerance`.
    public static func image(tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .sheetshotImage(tolerance: tolerance)) { SheetshotImage($0) }
    }
    /// The image itself, compared exactly.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value == Canvas, Format == SheetshotImage {
    /// The canvas's pixels, compared within `tolerance`.
    public static func image(tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        Snapshotting<Image, SheetshotImage>.image(tolerance: tolerance).pullback { $0.makeImage() }
    }
    /// The canvas's pixels, compared exactly.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value == SheetScene, Format == SheetshotImage {
    /// The scene as `SheetScene.render()` draws it (at `scale` pixels per point when given), compared
    /// within `tolerance`.
    public static func image(scale: Double? = nil, tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .sheetshotImage(tolerance: tolerance)) { scene in
            var s = scene
            if let scale { s.displayScale = scale }
            do { return SheetshotImage(try s.render().makeImage()) } catch { return SheetshotImage(problem: "could not render the scene: \(error)") }
        }
    }
    /// The scene at its device's scale, compared exactly.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value == Node, Format == SheetshotImage {
    /// The tree drawn full screen on `device`, compared within `tolerance`.
    public static func image(on device: DevicePreset, colorScheme: ColorScheme = .light, scale: Double? = nil,
                             tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .sheetshotImage(tolerance: tolerance)) { node in
            do { return SheetshotImage(try Renderer.render(node, device: device, colorScheme: colorScheme, scale: scale).makeImage()) } catch {
                return SheetshotImage(problem: "could not render the tree: \(error)")
            }
        }
    }
}

extension Snapshotting where Value == SheetScene, Format == String {
    /// The scene's layout as text (`SheetScene.layoutDump()`), compared line by line.
    public static var layout: Snapshotting {
        SimplySnapshotting.lines.pullback { scene in (try? scene.layoutDump()) ?? "could not lay the scene out" }
    }
}

extension Snapshotting where Value == Node, Format == String {
    /// The tree laid out full screen on `device`, as `Node.layoutDump()` prints it, compared line by line.
    public static func layout(on device: DevicePreset, colorScheme: ColorScheme = .light) -> Snapshotting {
        SimplySnapshotting.lines.pullback { node in
            do {
                try Renderer.layout(node, size: device.size, environment: Environment(device: device, colorScheme: colorScheme))
                return node.layoutDump()
            } catch { return "could not lay the tree out: \(error)" }
        }
    }
}
