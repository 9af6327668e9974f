import Foundation

// AVFoundation's camera names. A picture has no camera: authorisation is "not determined", a request is
// answered "denied", `AVCaptureDevice.default(for:)` is nil and a discovery session finds no device — the
// paths an app takes in the simulator, which has no camera either. A session can be configured and started;
// it captures nothing.

/// A kind of media.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Moving pictures.
    public static let video = AVMediaType(rawValue: "vide")
    /// Sound.
    public static let audio = AVMediaType(rawValue: "soun")
    /// Timed data beside the media (codes a camera reads, faces).
    public static let metadata = AVMediaType(rawValue: "meta")
}

/// Whether the app may use the camera or microphone.
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

/// A camera or microphone (none in a picture).
public final class AVCaptureDevice: @unchecked Sendable {
    private init() {}
    /// The default device for `mediaType`: none.
    public static func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    /// The device of `deviceType` at `position`: none.
    public static func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
    /// The camera the user prefers: none.
    public static var userPreferredCamera: AVCaptureDevice? { nil }
    /// The system's preferred camera: none.
    public static var systemPreferredCamera: AVCaptureDevice? { nil }
    /// Whether the app may use `mediaType`: not determined.
    public static func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    /// Asks to use `mediaType`: denied.
    public static func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) { handler(false) }
    /// Asks to use `mediaType`: denied.
    public static func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    /// The device's identifier and name.
    public var uniqueID: String { "" }
    /// The device's name.
    public var localizedName: String { "" }
    /// Where it faces.
    public var position: Position { .unspecified }
    /// Whether it has a torch.
    public var hasTorch: Bool { false }
    /// The torch's mode.
    public var torchMode: TorchMode = .off
    /// Whether the torch is available.
    public var isTorchAvailable: Bool { false }
    /// The focus and exposure modes.
    public var focusMode: FocusMode = .continuousAutoFocus
    /// The exposure mode.
    public var exposureMode: ExposureMode = .continuousAutoExposure
    /// The zoom factor.
    public var videoZoomFactor: CGFloat = 1
    /// Locks the device to configure it.
    public func lockForConfiguration() throws {}
    /// Unlocks it.
    public func unlockForConfiguration() {}
    /// Whether `mode` is supported.
    public func isFocusModeSupported(_ mode: FocusMode) -> Bool { false }
    /// Whether `mode` is supported.
    public func isExposureModeSupported(_ mode: ExposureMode) -> Bool { false }
    /// Sets the torch's level.
    public func setTorchModeOn(level torchLevel: Float) throws {}

    /// Where a device faces.
    public enum Position: Int, Sendable { case unspecified, back, front }
    /// A torch's mode.
    public enum TorchMode: Int, Sendable { case off, on, auto }
    /// A focus mode.
    public enum FocusMode: Int, Sendable { case locked, autoFocus, continuousAutoFocus }
    /// An exposure mode.
    public enum ExposureMode: Int, Sendable { case locked, autoExpose, continuousAutoExposure, custom }
    /// Kinds of device.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The standard back or front camera.
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        /// The wider, shorter-focus camera.
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        /// The longer-focus camera.
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        /// The wide and telephoto cameras as one device.
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        /// The wide and ultra wide cameras as one device.
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        /// The ultra wide, wide and telephoto cameras as one device.
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        /// The front camera with its depth sensor.
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        /// A camera with the LiDAR depth scanner.
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        /// A microphone (iOS 17’s name).
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
        /// The device’s own microphone.
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
        /// A camera or microphone plugged in.
        public static let external = DeviceType(rawValue: "AVCaptureDeviceTypeExternal")
    }
    /// Finds devices: none here.
    public final class DiscoverySession: @unchecked Sendable {
        /// A search for `deviceTypes` of `mediaType` at `position`.
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {}
        /// The devices found: none.
        public var devices: [AVCaptureDevice] { [] }
    }
}

/// An input of a capture session.
open class AVCaptureInput: @unchecked Sendable { init() {} }
/// An output of a capture session.
open class AVCaptureOutput: @unchecked Sendable {
    /// An output.
    public init() {}
}

/// A device as a session's input (never made: there is no device).
public final class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    /// The device.
    public let device: AVCaptureDevice
    /// `device` as an input.
    public init(device: AVCaptureDevice) throws { self.device = device }
}

/// Capture of a session: configured and started, capturing nothing.
open class AVCaptureSession: @unchecked Sendable {
    /// The inputs and outputs added.
    public private(set) var inputs: [AVCaptureInput] = []
    /// The outputs added.
    public private(set) var outputs: [AVCaptureOutput] = []
    /// The quality preset.
    open var sessionPreset: Preset = .high
    /// Whether it has been started.
    public private(set) var isRunning = false
    /// A session.
    public init() {}
    /// Whether `input` can be added: true.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { true }
    /// Adds `input`.
    open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    /// Removes `input`.
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    /// Whether `output` can be added: true.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
    /// Adds `output`.
    open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    /// Removes `output`.
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    /// Begins a batch of changes.
    open func beginConfiguration() {}
    /// Commits them.
    open func commitConfiguration() {}
    /// Starts (nothing is captured).
    open func startRunning() { isRunning = true }
    /// Stops.
    open func stopRunning() { isRunning = false }
    /// Quality presets.
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Full-resolution stills.
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        /// The best video quality the device has.
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        /// Video at a quality for sharing over Wi-Fi.
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        /// Video at a quality for sharing over a cellular network.
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        /// 720p HD video (1280 × 720).
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        /// 1080p HD video (1920 × 1080).
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
    }
}

/// A layer showing a capture session's video (a layer is not drawn: see `CALayer`).
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
    /// The session shown.
    open var session: AVCaptureSession?
    /// How the video meets the bounds.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// A layer of no session.
    public required init() {}
    /// A layer showing `session`.
    public init(session: AVCaptureSession) { self.session = session }
}

/// A layer showing a player's video (a layer is not drawn: see `CALayer`).
open class AVPlayerLayer: CALayer, @unchecked Sendable {
    /// The player shown.
    open var player: AVPlayer?
    /// How the video meets the bounds.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// A layer of no player.
    public required init() {}
    /// A layer showing `player`.
    public init(player: AVPlayer?) { self.player = player }
}

/// Metadata found in video (machine-readable codes).
open class AVMetadataObject: @unchecked Sendable {
    /// Its type.
    public let type: ObjectType
    init(type: ObjectType) { self.type = type }
    /// Kinds of metadata.
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A QR code.
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        /// An EAN-8 barcode.
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        /// An EAN-13 barcode.
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        /// A UPC-E barcode.
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        /// A Code 39 barcode.
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        /// A Code 93 barcode.
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        /// A Code 128 barcode.
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        /// A PDF417 barcode.
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        /// An Aztec code.
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        /// A Data Matrix code.
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        /// A face.
        public static let face = ObjectType(rawValue: "face")
    }
}
/// A machine-readable code found (never, in a picture).
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    /// The code's text.
    open var stringValue: String? { nil }
}

/// Finds codes in a session's video (none, here).
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    /// The kinds looked for.
    open var metadataObjectTypes: [AVMetadataObject.ObjectType] = []
    /// The kinds it can find.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [.qr, .ean8, .ean13, .upce, .code39, .code93, .code128, .pdf417, .aztec, .dataMatrix] }
    /// Sets who is told of codes found (never told).
    open func setMetadataObjectsDelegate(_ objectsDelegate: AVCaptureMetadataOutputObjectsDelegate?, queue objectsCallbackQueue: DispatchQueue?) {}
}
/// Told of codes found (never, in a picture).
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    /// Codes were found.
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}
extension AVCaptureMetadataOutputObjectsDelegate {
    /// Nothing, unless the delegate says otherwise.
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}
/// A connection between a session's input and output.
open class AVCaptureConnection: @unchecked Sendable { init() {} }

/// Records a session's video to a file (nothing, here).
open class AVCaptureMovieFileOutput: AVCaptureOutput, @unchecked Sendable {
    /// Whether it is recording: never.
    open var isRecording: Bool { false }
    /// Starts recording to `outputFileURL` (nothing is recorded; the delegate is not called).
    open func startRecording(to outputFileURL: URL, recordingDelegate delegate: AVCaptureFileOutputRecordingDelegate) {}
    /// Stops recording.
    open func stopRecording() {}
}
/// Told when recording ends (never, in a picture).
public protocol AVCaptureFileOutputRecordingDelegate: AnyObject {
    /// Recording finished.
    func fileOutput(_ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL, from connections: [AVCaptureConnection], error: Error?)
}
/// The file-writing outputs' common type.
public typealias AVCaptureFileOutput = AVCaptureMovieFileOutput

/// Takes photos from a session (none, here).
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {}

// MARK: Audio engine

/// An audio format.
public final class AVAudioFormat: @unchecked Sendable {
    /// Frames a second.
    public let sampleRate: Double
    /// Channels.
    public let channelCount: AVAudioChannelCount
    /// The standard (32-bit float, deinterleaved) format.
    public init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        guard sampleRate.isFinite, sampleRate > 0, channels > 0 else { return nil }
        self.sampleRate = sampleRate; channelCount = channels
    }
}
/// A count of channels.
public typealias AVAudioChannelCount = UInt32
/// A count of frames.
public typealias AVAudioFrameCount = UInt32

/// A buffer of audio in a format (silent: its frames are zero).
public final class AVAudioPCMBuffer: @unchecked Sendable {
    /// Its format.
    public let format: AVAudioFormat
    /// How many frames it can hold, and holds.
    public let frameCapacity: AVAudioFrameCount
    /// How many frames it holds.
    public var frameLength: AVAudioFrameCount = 0
    /// A buffer of `frameCapacity` frames of `format` (nil past 2^26 frames, as a guard).
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        guard frameCapacity <= 1 << 26 else { return nil }
        self.format = format; self.frameCapacity = frameCapacity
    }
}

/// A node of an audio engine.
open class AVAudioNode: @unchecked Sendable { public init() {} }
/// Plays buffers and files (nothing, here).
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
    /// Whether it is playing: never.
    open var isPlaying: Bool { false }
    /// The volume.
    open var volume: Float = 1
    /// Queues `buffer` (not played).
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AnyObject? = nil, options: AVAudioPlayerNodeBufferOptions = [],
                             completionHandler: (@Sendable () -> Void)? = nil) {}
    /// Starts (nothing plays).
    open func play() {}
    /// Stops.
    open func stop() {}
    /// Pauses.
    open func pause() {}
}
/// How a buffer is scheduled.
public struct AVAudioPlayerNodeBufferOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The buffer plays over and over.
    public static let loops = AVAudioPlayerNodeBufferOptions(rawValue: 1)
    /// The buffer replaces what is playing.
    public static let interrupts = AVAudioPlayerNodeBufferOptions(rawValue: 2)
    /// The buffer replaces a looping one at the end of its loop.
    public static let interruptsAtLoop = AVAudioPlayerNodeBufferOptions(rawValue: 4)
}
/// A mixer node.
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
    /// The output volume.
    open var outputVolume: Float = 1
}

/// An audio graph (AVFoundation's `AVAudioEngine`): nodes attached and connected; it starts, and plays nothing.
open class AVAudioEngine: @unchecked Sendable {
    /// The engine's mixer, and its output.
    public let mainMixerNode = AVAudioMixerNode()
    /// The engine's output.
    public let outputNode = AVAudioNode()
    /// Whether it is running.
    public private(set) var isRunning = false
    /// An engine.
    public init() {}
    /// Attaches `node`.
    open func attach(_ node: AVAudioNode) {}
    /// Detaches `node`.
    open func detach(_ node: AVAudioNode) {}
    /// Connects `node1` to `node2`.
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}
    /// Readies it.
    open func prepare() {}
    /// Starts it (nothing plays).
    open func start() throws { isRunning = true }
    /// Stops it.
    open func stop() { isRunning = false }
    /// Pauses it.
    open func pause() { isRunning = false }
}
