import Canvas
import Foundation

/// Where a frame sequence's reference is kept.
public enum FrameStorage: Sendable {
    /// A folder of `frame-0000.png`, `frame-0001.png`, … (each frame readable on its own, small diffs in git).
    case numberedPNGs
    /// One animated PNG (one file; plays in a browser).
    case apng
}

/// How a value becomes a snapshot: a format (a picture, a text, a sequence of frames) made from the value,
/// and the `SnapshotDiffing` that keeps, compares and shows that format. Pass one as `as:` to
/// `assertSnapshot`; each subject has a default. `.image { … }`, `.text { … }` and `.frames { … }` make
/// the usual ones; `SnapshotStrategy(diffing:snapshot:)` takes a diffing of your own.
public struct SnapshotStrategy<Value> {
    /// The reference's file extension (nil for a folder of frames).
    public let pathExtension: String?
    /// Makes the format from the value and runs the verifier with the diffing.
    let verify: (Value, SnapshotVerifier, _ displayName: String) throws -> String?

    /// A strategy that snapshots `snapshot(value)` with `diffing`; `verb` says what making the format
    /// does, for the message when it throws ("render", "describe").
    public init<Format>(diffing: SnapshotDiffing<Format>, verb: String = "make the snapshot", snapshot: @escaping (Value) throws -> Format) {
        pathExtension = diffing.pathExtension
        verify = { value, verifier, name in
            let format: Format
            do { format = try snapshot(value) } catch { return "Snapshot \(name): could not \(verb): \(error)" }
            return try verifier.verify(format, with: diffing)
        }
    }

    private init(pathExtension: String?, verify: @escaping (Value, SnapshotVerifier, String) throws -> String?) {
        self.pathExtension = pathExtension; self.verify = verify
    }

    /// A picture made by `render`, compared pixel by pixel.
    public static func image(_ render: @escaping (Value) throws -> Image) -> SnapshotStrategy {
        SnapshotStrategy(diffing: .image, verb: "render", snapshot: render)
    }
    /// A text made by `describe` (compared exactly, line by line).
    public static func text(_ describe: @escaping (Value) throws -> String) -> SnapshotStrategy {
        SnapshotStrategy(diffing: .lines, verb: "describe", snapshot: describe)
    }
    /// A frame sequence made by `frames`, kept as `storage`.
    public static func frames(_ storage: FrameStorage = .numberedPNGs, _ frames: @escaping (Value) throws -> FrameSequence) -> SnapshotStrategy {
        SnapshotStrategy(diffing: .frames(storage), verb: "make the frames", snapshot: frames)
    }

    /// The same snapshot of another type, reached through `transform`.
    public func pullback<Other>(_ transform: @escaping (Other) throws -> Value) -> SnapshotStrategy<Other> {
        let verify = self.verify
        return SnapshotStrategy<Other>(pathExtension: pathExtension) { other, verifier, name in
            let value: Value
            do { value = try transform(other) } catch { return "Snapshot \(name): could not make the value to snapshot: \(error)" }
            return try verify(value, verifier, name)
        }
    }
}

extension SnapshotStrategy where Value == Image {
    /// The image as it is.
    public static var image: SnapshotStrategy { .image { $0 } }
}

extension SnapshotStrategy where Value == Canvas {
    /// The canvas's pixels.
    public static var image: SnapshotStrategy { .image { $0.makeImage() } }
}

extension SnapshotStrategy where Value == String {
    /// The text as it is.
    public static var text: SnapshotStrategy { .text { $0 } }
}

extension SnapshotStrategy where Value == FrameSequence {
    /// Every frame, kept as numbered PNGs in a folder.
    public static var frames: SnapshotStrategy { .frames(.numberedPNGs) { $0 } }
    /// Every frame, kept as one APNG.
    public static var apng: SnapshotStrategy { .frames(.apng) { $0 } }
}
