import Foundation

// AVFoundation's names that view code uses: players, audio, speech, the camera. A picture plays nothing,
// records nothing and has no camera: a player holds its item and its settings but its time stays at zero, an
// audio player reads no file, speech is not spoken, and the camera's authorisation is "not determined" with
// no device. Everything is deterministic, so code that sets these up in `onAppear` or an initialiser runs.

/// A time as a rational number of seconds (Core Media's `CMTime`).
public struct CMTime: Hashable, Comparable, Sendable {
    /// The numerator.
    public var value: CMTimeValue
    /// The denominator: units a second.
    public var timescale: CMTimeScale
    /// `value` / `timescale` seconds.
    public init(value: CMTimeValue, timescale: CMTimeScale) { self.value = value; self.timescale = timescale }
    /// `seconds`, in units of 1/`preferredTimescale` s.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        timescale = preferredTimescale
        let v = seconds * Double(preferredTimescale)
        value = v.isFinite ? CMTimeValue(max(-9e18, min(9e18, v.rounded()))) : 0
    }
    /// The time in seconds.
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    /// No time.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// An unknown time.
    public static let invalid = CMTime(value: 0, timescale: 0)
    /// Whether the time is known.
    public var isValid: Bool { timescale != 0 }
    /// Whether `a` is earlier than `b`.
    public static func < (a: CMTime, b: CMTime) -> Bool { a.seconds < b.seconds }
    /// The sum, at the finer of the two timescales.
    public static func + (a: CMTime, b: CMTime) -> CMTime { CMTime(seconds: a.seconds + b.seconds, preferredTimescale: max(a.timescale, b.timescale)) }
    /// The difference, at the finer of the two timescales.
    public static func - (a: CMTime, b: CMTime) -> CMTime { CMTime(seconds: a.seconds - b.seconds, preferredTimescale: max(a.timescale, b.timescale)) }
}
/// A `CMTime`'s numerator.
public typealias CMTimeValue = Int64
/// A `CMTime`'s units a second.
public typealias CMTimeScale = Int32
/// `value` / `timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// `seconds` at `preferredTimescale`.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime { CMTime(seconds: seconds, preferredTimescale: preferredTimescale) }
/// The time in seconds.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// A media file or stream (AVFoundation's `AVAsset`): nothing is read from it.
open class AVAsset: @unchecked Sendable {
    /// Its length: unknown here (nothing is read).
    open var duration: CMTime { .invalid }
    init() {}
}

/// A media file at a URL.
public final class AVURLAsset: AVAsset, @unchecked Sendable {
    /// Where it is.
    public let url: URL
    /// The asset at `url` (not read).
    public init(url: URL, options: [String: Any]? = nil) { self.url = url }
}

/// What a player plays: an asset and its playback state (at its start, here).
public final class AVPlayerItem: @unchecked Sendable {
    /// The asset.
    public let asset: AVAsset
    /// The item of `asset`.
    public init(asset: AVAsset) { self.asset = asset }
    /// The item of the media at `url`.
    public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }
    /// Its length: unknown (nothing is read).
    public var duration: CMTime { .invalid }
    /// Where playback is: the start.
    public func currentTime() -> CMTime { .zero }
    /// Whether it can be played: unknown (nothing is loaded).
    public var status: Status { .unknown }
    /// An item's readiness.
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    /// Posted when an item plays to its end (never, in a picture).
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// Seeks (the time stays at the start here).
    public func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) { completionHandler?(false) }
}

extension Notification.Name {
    /// Posted when an item plays to its end (never, in a picture).
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
}

/// Plays an item (AVFoundation's `AVPlayer`): in a picture nothing plays. It holds its item and settings; its
/// rate stays 0 and its time at the start, whatever `play()` asked.
open class AVPlayer: @unchecked Sendable {
    /// The item.
    open private(set) var currentItem: AVPlayerItem?
    /// The volume, 0…1.
    open var volume: Float = 1
    /// Whether sound is off.
    open var isMuted = false
    /// The playback rate: 0 (nothing plays in a picture).
    open var rate: Float { get { 0 } set {} }
    /// What happens at the item's end.
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// Whether the player waits to play without stalling.
    open var automaticallyWaitsToMinimizeStalling = true
    /// Whether the player is playing, paused or waiting: paused.
    open var timeControlStatus: TimeControlStatus { .paused }
    /// A player with no item.
    public init() {}
    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    /// A player of the media at `url`.
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }
    /// Starts playing (nothing plays in a picture).
    open func play() {}
    /// Pauses.
    open func pause() {}
    /// Plays at `rate` (nothing plays).
    open func playImmediately(atRate rate: Float) {}
    /// Where playback is: the start.
    open func currentTime() -> CMTime { .zero }
    /// Seeks (the time stays at the start here).
    open func seek(to time: CMTime) {}
    /// Seeks, then tells `completionHandler` it did not finish.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(false) }
    /// Seeks within tolerances.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {}
    /// Seeks: not finished.
    open func seek(to time: CMTime) async -> Bool { false }
    /// Replaces the item.
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    /// Calls `block` every `interval` while playing: never, since nothing plays. Returns a token for
    /// `removeTimeObserver`.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        NSObject()
    }
    /// Calls `block` at each of `times`: never.
    open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void) -> Any { NSObject() }
    /// Stops a time observer.
    open func removeTimeObserver(_ observer: Any) {}
    /// What happens at an item's end.
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
    /// Whether a player is playing.
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
}

/// A player of a list of items.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    /// The items.
    public private(set) var queuedItems: [AVPlayerItem]
    /// A player of `items`.
    public init(items: [AVPlayerItem]) { queuedItems = items; super.init(playerItem: items.first) }
    /// The items still to play.
    public func items() -> [AVPlayerItem] { queuedItems }
    /// Moves to the next item.
    public func advanceToNextItem() { if !queuedItems.isEmpty { queuedItems.removeFirst() }; replaceCurrentItem(with: queuedItems.first) }
}

/// Loops an item in a queue player.
public final class AVPlayerLooper: @unchecked Sendable {
    /// A looper of `templateItem` in `player`.
    public init(player: AVQueuePlayer, templateItem: AVPlayerItem) {}
}

/// How a video meets its layer's bounds.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Fit, aspect kept.
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Fill, aspect kept.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// Stretched.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// Plays a sound file (AVFoundation's `AVAudioPlayer`): the file must exist, as iOS requires; nothing is
/// played or decoded, and its length is 0.
open class AVAudioPlayer: @unchecked Sendable {
    /// The file.
    public let url: URL?
    /// The volume, 0…1.
    open var volume: Float = 1
    /// How many times it repeats (-1: forever).
    open var numberOfLoops = 0
    /// The playback rate.
    open var rate: Float = 1
    /// Whether `rate` applies.
    open var enableRate = false
    /// Where playback is, in seconds: the start.
    open var currentTime: TimeInterval = 0
    /// The sound's length: 0 (not decoded).
    open var duration: TimeInterval { 0 }
    /// Whether it is playing: never.
    open var isPlaying: Bool { false }
    /// Told when it finishes (never).
    open weak var delegate: AVAudioPlayerDelegate?
    /// A player of the file at `url`.
    /// - Throws: when there is no file at `url` (iOS's error too).
    public init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: 2003334207, userInfo: [NSLocalizedDescriptionKey: "no sound file at \(url.path)"])
        }
        self.url = url
    }
    /// A player of the file at `url` of `utiString`'s type.
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws { try self.init(contentsOf: url) }
    /// A player of `data` (not decoded).
    public init(data: Data) throws { url = nil }
    /// Readies playback: true.
    @discardableResult open func prepareToPlay() -> Bool { true }
    /// Plays: nothing plays in a picture; true, as iOS answers.
    @discardableResult open func play() -> Bool { true }
    /// Plays after `delay`: true.
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { true }
    /// Pauses.
    open func pause() {}
    /// Stops.
    open func stop() {}
}
/// Told when an audio player finishes (never, in a picture).
public protocol AVAudioPlayerDelegate: AnyObject {
    /// It finished.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}
extension AVAudioPlayerDelegate {
    /// Nothing, unless the delegate says otherwise.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}
/// Core Audio's error domain.
public let NSOSStatusErrorDomain = "NSOSStatusErrorDomain"

/// The app's audio settings (AVFoundation's `AVAudioSession`): held, never applied.
public final class AVAudioSession: @unchecked Sendable {
    /// The app's session.
    public static func sharedInstance() -> AVAudioSession { shared }
    private static let shared = AVAudioSession()
    /// The category set.
    public private(set) var category: Category = .soloAmbient
    /// The mode set.
    public private(set) var mode: Mode = .default
    /// Whether the session is active.
    public private(set) var isActive = false
    /// Sets the category.
    public func setCategory(_ category: Category) throws { self.category = category }
    /// Sets the category and mode.
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws { self.category = category; self.mode = mode }
    /// Sets the category with options.
    public func setCategory(_ category: Category, options: CategoryOptions) throws { self.category = category }
    /// Sets the category, mode and routing policy.
    public func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        self.category = category; self.mode = mode
    }
    /// Activates or deactivates the session.
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }
    /// Sets the mode.
    public func setMode(_ mode: Mode) throws { self.mode = mode }
    /// Whether recording is allowed: undetermined.
    public var recordPermission: RecordPermission { .undetermined }
    /// Asks to record: denied (there is no microphone).
    public func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) { response(false) }
    /// The output volume.
    public var outputVolume: Float { 0.5 }

    /// What the app's audio is for.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sound that mixes with others and is silenced by the ring switch.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: sound that silences others and the ring switch silences.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Sound the app exists to play (music, video), heard with the ring switch on silent.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording only.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Playing and recording, as in a call.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Sound to several outputs at once.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }
    /// How the audio is used.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No special use.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Speech (podcasts, audiobooks): others pause rather than duck.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Film and video playback.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// Audio analysis, with the system’s processing off.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Two-way voice, with echo cancelling.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// Recording video with sound.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    }
    /// How the audio mixes with others'.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Others’ sound keeps playing beside this app’s.
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        /// Others’ sound is lowered while this app plays.
        public static let duckOthers = CategoryOptions(rawValue: 2)
        /// Bluetooth hands-free devices may be used.
        public static let allowBluetooth = CategoryOptions(rawValue: 4)
        /// Sound goes to the speaker, not the receiver.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
        /// Others’ speech pauses; other sound mixes.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 17)
        /// Stereo Bluetooth (A2DP) devices may be used.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 32)
        /// AirPlay devices may be used.
        public static let allowAirPlay = CategoryOptions(rawValue: 64)
    }
    /// How output is routed.
    public enum RouteSharingPolicy: UInt, Sendable { case `default`, longFormAudio, independent }
    /// Options for deactivating.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Others are told they may resume when this session ends.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
    /// Whether the app may record.
    public enum RecordPermission: UInt, Sendable { case undetermined, denied, granted }
}

/// The app's audio permission (iOS 17's `AVAudioApplication`).
public final class AVAudioApplication: @unchecked Sendable {
    /// The app.
    public static let shared = AVAudioApplication()
    /// Whether the app may record: undetermined.
    public var recordPermission: AVAudioSession.RecordPermission { .undetermined }
    /// Asks to record: denied.
    public static func requestRecordPermission() async -> Bool { false }
    /// Asks to record: denied.
    public static func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) { response(false) }
}

/// Speaks text (AVFoundation's `AVSpeechSynthesizer`): nothing is spoken in a picture.
open class AVSpeechSynthesizer: @unchecked Sendable {
    /// A synthesiser.
    public init() {}
    /// Whether it is speaking: never.
    open var isSpeaking: Bool { false }
    /// Speaks `utterance` (not in a picture).
    open func speak(_ utterance: AVSpeechUtterance) {}
    /// Stops speaking.
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
    /// Pauses.
    @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
}
/// Where speech stops.
public enum AVSpeechBoundary: Int, Sendable { case immediate, word }
/// Text to speak.
open class AVSpeechUtterance: @unchecked Sendable {
    /// The text.
    public let speechString: String
    /// The voice.
    open var voice: AVSpeechSynthesisVoice?
    /// The rate, 0…1.
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch, 0.5…2.
    open var pitchMultiplier: Float = 1
    /// The volume, 0…1.
    open var volume: Float = 1
    /// Text to speak.
    public init(string: String) { speechString = string }
}
/// The default speech rate.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
/// A voice.
open class AVSpeechSynthesisVoice: @unchecked Sendable {
    /// Its language (BCP 47).
    public let language: String
    init(language: String) { self.language = language }
    /// The voice for `languageCode` (a picture's: one of that language).
    public convenience init?(language languageCode: String?) { self.init(language: languageCode ?? "en-US") }
    /// The voices: none installed here.
    public static func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
}
