import Canvas
import Foundation
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
    public let preset: SheetPreset
    public let device: DevicePreset
    public let colorScheme: ColorScheme
    public let displayScale: Double?
    public let fps: Int
    public let start: String
    public let duration: Double?
    public let actions: [SheetAction]

    /// Why a scenario cannot be read.
    public struct ScenarioError: Error, Equatable, CustomStringConvertible {
        /// The timeline entry at fault, if any.
        public let entry: Int?
        public let field: String
        public let reason: String
        public var description: String {
            (entry.map { "timeline entry \($0), " } ?? "") + "field '\(field)': \(reason)"
        }
    }

    /// The longest clip a scenario may ask for, in seconds.
    public static let maximumDuration = 120.0

    /// Reads a scenario from JSON bytes.
    /// - Throws: `ScenarioError` naming the entry and field of the first problem.
    public init(json data: Data) throws {
        guard let root = try? JSONSerialization.jsonObject(with: data), let o = root as? [String: Any] else {
            throw ScenarioError(entry: nil, field: "(file)", reason: "not a JSON object")
        }
        func string(_ d: [String: Any], _ f: String, _ entry: Int?, default value: String? = nil) throws -> String {
            guard let v = d[f] else {
                if let value { return value }
                throw ScenarioError(entry: entry, field: f, reason: "missing")
            }
            guard let s = v as? String else { throw ScenarioError(entry: entry, field: f, reason: "must be a string") }
            return s
        }
        func number(_ d: [String: Any], _ f: String, _ entry: Int?) throws -> Double? {
            guard let v = d[f] else { return nil }
            // (JSON true/false arrive as a boolean NSNumber, whose type code is "c".)
            guard let n = v as? NSNumber, String(cString: n.objCType) != "c", n.doubleValue.isFinite else {
                throw ScenarioError(entry: entry, field: f, reason: "must be a finite number")
            }
            return n.doubleValue
        }
        let presetName = try string(o, "preset", nil)
        guard let preset = SheetPreset.named(presetName) else {
            throw ScenarioError(entry: nil, field: "preset", reason: "unknown preset '\(presetName)' (expected \(SheetPreset.all.map(\.name).joined(separator: ", ")))")
        }
        self.preset = preset
        let deviceName = try string(o, "device", nil, default: "iphone15pro")
        guard let device = DevicePreset.named(deviceName) else {
            throw ScenarioError(entry: nil, field: "device", reason: "unknown device '\(deviceName)'")
        }
        self.device = device
        let schemeName = try string(o, "scheme", nil, default: "light")
        guard let scheme = ColorScheme(rawValue: schemeName) else { throw ScenarioError(entry: nil, field: "scheme", reason: "expected light or dark") }
        colorScheme = scheme
        displayScale = try number(o, "scale", nil)
        if let s = displayScale, !(s > 0 && s <= 4) { throw ScenarioError(entry: nil, field: "scale", reason: "\(s) is outside (0, 4]") }
        let fpsValue = try number(o, "fps", nil) ?? 30
        guard fpsValue == fpsValue.rounded(), (1...240).contains(Int(fpsValue)) else {
            throw ScenarioError(entry: nil, field: "fps", reason: "\(fpsValue) is not a whole number in 1…240")
        }
        fps = Int(fpsValue)
        start = try string(o, "start", nil, default: "hidden")
        duration = try number(o, "duration", nil)
        if let d = duration, !(d >= 0 && d <= Self.maximumDuration) {
            throw ScenarioError(entry: nil, field: "duration", reason: "\(d) is outside 0…\(Self.maximumDuration) s")
        }
        guard let timeline = o["timeline"] as? [Any] else { throw ScenarioError(entry: nil, field: "timeline", reason: "must be an array") }
        var actions: [SheetAction] = []
        var previous = -Double.infinity
        for (i, raw) in timeline.enumerated() {
            guard let e = raw as? [String: Any] else { throw ScenarioError(entry: i, field: "(entry)", reason: "must be an object") }
            guard let at = try number(e, "at", i) else { throw ScenarioError(entry: i, field: "at", reason: "missing") }
            guard at >= 0, at <= Self.maximumDuration else { throw ScenarioError(entry: i, field: "at", reason: "\(at) is outside 0…\(Self.maximumDuration) s") }
            guard at >= previous else { throw ScenarioError(entry: i, field: "at", reason: "entries must be in time order (\(at) < \(previous))") }
            previous = at
            let kinds = ["move", "tap", "pan"].filter { e[$0] != nil }
            guard kinds.count == 1 else { throw ScenarioError(entry: i, field: "(entry)", reason: "needs exactly one of move, tap, pan") }
            switch kinds[0] {
            case "move":
                let target = try string(e, "move", i)
                let animated = (e["animated"] as? Bool) ?? true
                actions.append(.move(to: Self.position(target, preset), at: at, animated: animated))
            case "tap":
                guard let p = e["tap"] as? [NSNumber], p.count == 2, p.allSatisfy({ $0.doubleValue.isFinite }) else {
                    throw ScenarioError(entry: i, field: "tap", reason: "must be [x, y] in points")
                }
                actions.append(.tap(Point(p[0].doubleValue, p[1].doubleValue), at: at))
            default:
                guard let samples = e["pan"] as? [[NSNumber]], samples.count >= 2, samples.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.doubleValue.isFinite } }) else {
                    throw ScenarioError(entry: i, field: "pan", reason: "must be at least two [t, translation] samples")
                }
                let times = samples.map { at + $0[0].doubleValue }
                guard zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else {
                    throw ScenarioError(entry: i, field: "pan", reason: "sample times must increase")
                }
                actions.append(.pan(zip(times, samples).map { (time: $0, translation: $1[1].doubleValue) }))
            }
        }
        self.actions = actions
    }

    /// A state name (for presets with Fluent's states) or a detent identifier.
    static func position(_ name: String, _ preset: SheetPreset) -> SheetPosition {
        if name == "hidden" { return .state(.hidden) }
        if preset.configuration.detents.isEmpty, let s = SheetState(rawValue: name) { return .state(s) }
        return .detent(name)
    }

    /// A scene at the scenario's start (new nodes each call: one per rendering thread).
    public func scene() -> SheetScene {
        var s = SheetScene(preset: preset, device: device, colorScheme: colorScheme, position: Self.position(start, preset))
        s.displayScale = displayScale
        return s
    }

    /// The motion the timeline makes.
    /// - Throws: `SheetConfigurationError` for a target the preset does not have.
    public func motion() throws -> SheetMotion {
        try SheetMotion(scene: scene(), actions: actions, style: .for(preset))
    }
}
