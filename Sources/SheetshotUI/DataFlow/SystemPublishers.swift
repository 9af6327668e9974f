import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The publishers Foundation gives with Combine on iOS: timers, notifications and URL loads. A picture never
// waits on a clock or the network, so timers never fire and loads never answer (a view shows what it shows
// before they do, as a preview does in its first frame); notifications are delivered when code posts them.

extension Timer {
    /// A publisher of the time every `interval` seconds (Combine's `Timer.publish`): it never fires here.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Any? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// A timer's publisher (Combine's `Timer.TimerPublisher`): connected with `connect()` or
    /// `autoconnect()`, it would send the time each interval; a picture never waits for it, so it never does.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        /// Seconds between values.
        public let interval: TimeInterval
        /// How late a value may be.
        public let tolerance: TimeInterval?
        /// The run loop it would fire on.
        public let runLoop: RunLoop
        /// The run loop mode it would fire in.
        public let mode: RunLoop.Mode
        /// A timer's publisher.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: Any? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }
        public func subscribe(receive: @escaping (Date) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            AnyCancellable {}
        }
        /// Connects the timer (it still never fires: pictures never wait on a clock).
        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}

extension NotificationCenter {
    /// A publisher of the notifications named `name` posted to this centre (from `object`, when given),
    /// delivered where they are posted. System notifications (the keyboard, the app becoming active) are
    /// never posted here.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The notifications of one name (Combine's `NotificationCenter.Publisher`).
    public struct Publisher: SheetshotUI.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        /// The centre posted to.
        public let center: NotificationCenter
        /// The name of the notifications.
        public let name: Notification.Name
        /// The object whose notifications are sent (nil: anyone's).
        public let object: AnyObject?
        /// A publisher of `center`'s notifications named `name`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }
        public func subscribe(receive: @escaping (Notification) -> Void,
                              completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            let relay = UncheckedBox(receive)
            let token = center.addObserver(forName: name, object: object, queue: nil) { relay.value($0) }
            let center = self.center
            return AnyCancellable { center.removeObserver(token) }
        }
    }
}

extension URLSession {
    /// A publisher of the data at `url` (Combine's `dataTaskPublisher`): a picture never waits on the
    /// network, so it never answers and a view shows what it shows while loading.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { DataTaskPublisher(request: URLRequest(url: url), session: self) }
    /// A publisher of the response to `request` (it never answers here).
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { DataTaskPublisher(request: request, session: self) }

    /// A URL load's publisher (Combine's `URLSession.DataTaskPublisher`).
    public struct DataTaskPublisher: SheetshotUI.Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        /// The request.
        public let request: URLRequest
        /// The session it would load in.
        public let session: URLSession
        /// A publisher of the response to `request`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }
        public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<URLError>) -> Void) -> AnyCancellable {
            AnyCancellable {}
        }
    }
}

/// What decodes a value from data of one kind (Combine's `TopLevelDecoder`): what `decode(type:decoder:)`
/// takes. `JSONDecoder` and `PropertyListDecoder` are ones.
public protocol TopLevelDecoder {
    /// What it decodes from.
    associatedtype Input
    /// Decodes a value of `type` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// What encodes a value to data of one kind (Combine's `TopLevelEncoder`): what `encode(encoder:)` takes.
public protocol TopLevelEncoder {
    /// What it encodes to.
    associatedtype Output
    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}
