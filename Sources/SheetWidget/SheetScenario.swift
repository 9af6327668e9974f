import Canvas
import Foundation
import StrictJSON
import Widgets

/// A scene and a timeline of programmatic changes and gestures, read from JSON — documentation clips
/// without writing Swift (`render-demo scenario FILE.json`).
///
/// ```json
/// {
///   "preset": "fluent", "device": "iphone15pro", "scheme": "light", "scale": 1, "fps": 30,
///   "start": "hidden", "duration": 3,
///   "timeline": [
///     { "at": 0,   "move": "collapsed" },
///     { "at": 0.8, "tap": [196, 770] },
///     { "at": 1.6, "pan": [[0, 0], [0.1, -60], [0.2, -160]] },
///     { "at": 2.4, "move": "hidden", "animated": false }
///   ]
/// }
/// ```
///
/// - `preset` (required), `device` (default iphone15pro), `scheme` light|dark, `scale` (pixels per point,
///   default the device's), `fps` 1…240 (default 30), `start` a state or detent (default hidden),
///   `duration` in seconds (default: until the last movement settles).
/// - `timeline` entries run in time order; each has `at` (seconds) and one of: `move` (a state or
///   detent; `animated` defaults to true), `tap` ([x, y] in points), `pan` (samples [t, translation]:
///   t in seconds after `at`, translation in points along the screen axis — negative y is up).
/// Errors name the entry and the field.
public struct SheetScenario {
    /// The preset the scenario names (Fluent's when it describes its own `sheet` instead).
    public let preset: SheetPreset
    /// The sheet played: the preset's, or the scenario's own `sheet` (a `SheetDescription`, inline or
    /// in a file relative to the scenario's).
    public let sheet: SheetDescription
    /// The screen the scenario plays on.
    public let device: DevicePreset
    /// Light or dark.
    public let colorScheme: ColorScheme
    /// Pixels per point (nil: the device's).
    public let displayScale: Double?
    /// Frames per second of the recording.
    public let fps: Int
    /// The state or detent the sheet starts in.
    public let start: String
    /// How long the recording lasts, in seconds (nil: until the last action has settled).
    public let duration: Double?
    /// The timeline: moves, drags and taps, in order.
    public let actions: [SheetAction]

    /// Why a scenario cannot be read: where (file, line, column), the timeline entry (if any), the field
    /// and what is wrong.
    public struct ScenarioError: Error, Equatable, CustomStringConvertible {
        /// The timeline entry at fault, if any.
        public let entry: Int?
        /// The field at fault (a JSON key, or a timeline entry's).
        public let field: String
        /// What is wrong with it.
        public let reason: String
        /// The line and column (1-based) of the problem, when known.
        public var line: Int?, column: Int?
        /// The file, when the scenario was read from one.
        public var file: String?

        /// An error at timeline entry `entry` (nil: the scenario itself), in `field`.
        public init(entry: Int?, field: String, reason: String) {
            self.entry = entry; self.field = field; self.reason = reason
        }

        init(_ e: JSONFieldError) {
            self.init(entry: e.index, field: e.field == "(item)" ? "(entry)" : e.field, reason: e.reason)
            line = e.position?.line; column = e.position?.column
        }

        public var description: String {
            var place = ""
            if let line, let column { place = file.map { "\($0):\(line):\(column): " } ?? "line \(line), column \(column): " }
            else if let file { place = "\(file): " }
            if field == "(file)" && entry == nil { return place + reason }
            return place + (entry.map { "timeline entry \($0), " } ?? "") + "field '\(field)': \(reason)"
        }
    }

    /// The longest clip a scenario may ask for, in seconds (its duration, an entry's time, a pan's last
    /// sample, and the time the last movement settles).
    public static let maximumDuration = 120.0
    /// The most samples one pan may have.
    public static let maximumPanSamples = 100_000
    /// The largest scenario file read: 16 MiB.
    public static let maximumFileSize = 16 << 20
    /// The display scales a scenario may ask for (pixels per point).
    public static let scaleRange = 0.0...4.0

    /// Reads a scenario from a file (a regular file of at most `maximumFileSize` bytes).
    /// - Throws: `ScenarioError` naming the file and, where it can, the line, column, entry and field.
    public init(contentsOfFile path: String) throws {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: Self.maximumFileSize) } catch {
            throw ScenarioError(entry: nil, field: "(file)", reason: error.description)
        }
        do { try self.init(bytes: bytes, folder: FilePaths.parent(of: path)) } catch var e as ScenarioError {
            e.file = path
            throw e
        }
    }

    /// Reads a scenario from JSON bytes.
    /// - Throws: `ScenarioError` naming the line, column, entry and field of the first problem: a syntax
    ///   error, a missing or mistyped field (`"animated": "no"` is not a boolean), a field the format does
    ///   not have, a number out of range — every limit checked before any work.
    public init(json data: Data) throws {
        try self.init(bytes: [UInt8](data), folder: "")
    }

    /// Reads a scenario from JSON bytes; a `sheet` file or images named in it are found relative to
    /// `folder`.
    private init(bytes: [UInt8], folder: String) throws {
        let root: JSON
        do { root = try JSONParser.parse(bytes) } catch {
            var e = ScenarioError(entry: nil, field: "(file)", reason: error.reason)
            e.line = error.position.line; e.column = error.position.column
            throw e
        }
        do {
            let o = try JSONObjectReader(root, index: nil, expected: "an object with a preset (or a sheet) and a timeline")
            switch (o.has("preset"), o.has("sheet")) {
            case (true, true): throw o.error("sheet", "give a preset or a sheet, not both")
            case (false, false): throw o.error("preset", "missing (or describe a sheet of your own with 'sheet')")
            case (true, false):
                let presetName = try o.string("preset")
                guard let preset = SheetPreset.named(presetName) else {
                    throw o.error("preset", "unknown preset '\(presetName)' (expected \(SheetPreset.all.map(\.name).joined(separator: ", ")))")
                }
                self.preset = preset
                sheet = SheetDescription(preset: preset)
            case (false, true):
                preset = .fluent
                if let file = try? o.string("sheet") {
                    let path = file.hasPrefix("/") || folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
                    do { sheet = try SheetDescription(contentsOfFile: path) } catch { throw o.error("sheet", "\(error)") }
                } else {
                    sheet = try SheetDescription(reader: try o.optionalObject("sheet", expected: "a sheet description, or the path of its file")!, folder: folder)
                }
            }
            let deviceName = try o.optionalString("device") ?? "iphone15pro"
            guard let device = DevicePreset.named(deviceName) else {
                throw o.error("device", "unknown device '\(deviceName)' (expected \(DevicePreset.all.map(\.name).joined(separator: ", ")))")
            }
            self.device = device
            let schemeName = try o.optionalString("scheme") ?? "light"
            guard let scheme = ColorScheme(rawValue: schemeName) else { throw o.error("scheme", "'\(schemeName)' is not light or dark") }
            colorScheme = scheme
            displayScale = try o.optionalNumber("scale")
            if let s = displayScale, !(s > Self.scaleRange.lowerBound && s <= Self.scaleRange.upperBound) {
                throw o.error("scale", "\(s) is outside (0, \(Self.scaleRange.upperBound)]")
            }
            fps = o.has("fps") ? try o.int("fps", in: SheetClip.fpsRange.lowerBound...SheetClip.fpsRange.upperBound) : 30
            start = try o.optionalString("start") ?? "hidden"
            duration = try o.optionalNumber("duration")
            if let d = duration, !(d >= 0 && d <= Self.maximumDuration) {
                throw o.error("duration", "\(d) is outside 0…\(Int(Self.maximumDuration)) s")
            }
            let timeline = try o.array("timeline")
            try o.rejectUnknownFields()
            var actions: [SheetAction] = []
            var previous = -Double.infinity
            for (i, raw) in timeline.enumerated() {
                let e = try JSONObjectReader(raw, index: i)
                let at = try e.number("at")
                guard at >= 0, at <= Self.maximumDuration else { throw e.error("at", "\(at) is outside 0…\(Int(Self.maximumDuration)) s") }
                guard at >= previous else { throw e.error("at", "entries must be in time order (\(at) < \(previous))") }
                previous = at
                let kinds = ["move", "tap", "pan"].filter { e.has($0) }
                guard kinds.count == 1 else {
                    throw JSONFieldError(index: i, field: "(entry)", reason: "needs exactly one of move, tap, pan", position: e.position)
                }
                switch kinds[0] {
                case "move":
                    let target = try e.string("move")
                    let animated = try e.optionalBool("animated") ?? true
                    actions.append(.move(to: .named(target, in: sheet.configuration), at: at, animated: animated))
                case "tap":
                    let p = try e.numbers("tap", count: 2, what: "[x, y] in points")
                    actions.append(.tap(Point(p[0], p[1]), at: at))
                default:
                    let samples = try e.array("pan")
                    guard samples.count >= 2 else { throw e.error("pan", "must be at least two [t, translation] samples, has \(samples.count)") }
                    guard samples.count <= Self.maximumPanSamples else {
                        throw e.error("pan", "\(samples.count) samples is more than the limit of \(Self.maximumPanSamples)")
                    }
                    var pan: [(time: Double, translation: Double)] = []
                    pan.reserveCapacity(samples.count)
                    for (k, sample) in samples.enumerated() {
                        guard case .array(let pair) = sample.value, pair.count == 2,
                              case .number(let t) = pair[0].value, case .number(let y) = pair[1].value else {
                            throw JSONFieldError(index: i, field: "pan", reason: "sample \(k) must be [t, translation] (two numbers)", position: sample.position)
                        }
                        guard t >= 0, at + t <= Self.maximumDuration else {
                            throw JSONFieldError(index: i, field: "pan", reason: "sample \(k)'s time \(t) puts it outside 0…\(Int(Self.maximumDuration)) s of the clip",
                                                 position: pair[0].position)
                        }
                        if let last = pan.last, !(at + t > last.time) {
                            throw JSONFieldError(index: i, field: "pan", reason: "sample times must increase (sample \(k) at \(t) s)", position: pair[0].position)
                        }
                        pan.append((time: at + t, translation: y))
                    }
                    actions.append(.pan(pan))
                }
                try e.rejectUnknownFields()
            }
            self.actions = actions
        } catch let e as JSONFieldError {
            throw ScenarioError(e)
        }
    }

    /// A scene at the scenario's start (new nodes each call: one per rendering thread).
    public func scene() -> SheetScene {
        var s = sheet.scene(device: device, colorScheme: colorScheme, position: .named(start, in: sheet.configuration))
        s.displayScale = displayScale
        return s
    }

    /// The motion the timeline makes.
    /// - Throws: `SheetConfigurationError` for a target the preset does not have, or when the last
    ///   movement would settle after `maximumDuration`.
    public func motion() throws -> SheetMotion {
        let m = try SheetMotion(scene: scene(), actions: actions)
        guard m.endTime <= Self.maximumDuration else {
            throw SheetConfigurationError(field: "timeline", reason: "the last movement settles at \(String(format: "%.2f", m.endTime)) s, after the limit of \(Self.maximumDuration) s")
        }
        return m
    }

    /// The clip's length: `duration`, or until the last movement settles.
    public func length(of motion: SheetMotion) -> Double { duration ?? motion.endTime }

    /// The scenario's clip: scenes from `scene()` (new nodes for each worker), moving as the timeline
    /// says, at the scenario's rate and length.
    /// - Throws: `SheetConfigurationError` (a target the preset does not have, a clip past the limits).
    public func clip() throws -> SheetClip {
        let motion = try motion()
        return try SheetClip(scene: scene, motion: motion, fps: fps, duration: length(of: motion))
    }
}
