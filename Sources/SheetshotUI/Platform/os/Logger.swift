import Foundation

// The unified logging system's names (`import os`, `import OSLog`) as an app's code uses them: `Logger` with
// its levels and interpolations with privacy and formats, `OSLog`, `os_log`. Logging never changes a
// picture: a message is formatted only when a test asks for it (`Logger.messages`), nothing is written
// anywhere, and a log call costs what building its message costs.

/// A message of the unified log, interpolated with privacy and formats (the log's `OSLogMessage`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message's text, values included whatever their privacy (nothing leaves the process).
    public let text: String

    /// A message of literal text.
    public init(stringLiteral value: String) { text = value }
    /// A message of text and values.
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// The parts of a message (`"\(count, privacy: .public)"`).
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// Room for `literalCapacity` characters and `interpolationCount` values.
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity + 8 * interpolationCount) }
        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A value, with the privacy it is logged with.
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
        /// A string, aligned and with a privacy.
        public mutating func appendInterpolation(_ value: @autoclosure () -> String, align: OSLogStringAlignment = .none,
                                                 privacy: OSLogPrivacy = .auto) {
            text += value()
        }
        /// An integer, formatted, aligned and with a privacy.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
            let v = value()
            switch format.kind {
            case .decimal: text += String(v)
            case .hex: text += String(v, radix: 16)
            case .octal: text += String(v, radix: 8)
            }
        }
        /// A floating-point number, formatted, aligned and with a privacy.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure () -> T, format: OSLogFloatFormatting = .fixed,
                                                                         align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto) {
            let v = Double(value())
            if let precision = format.precision { text += String(format: "%.\(max(0, min(precision, 17)))f", v) } else { text += String(v) }
        }
        /// An error, object or other value that describes itself.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
            text += value().description
        }
    }
}

/// How a value is logged (the log's `OSLogPrivacy`): here every value is kept in the message, which never
/// leaves the process.
public struct OSLogPrivacy: Sendable, Equatable {
    let name: String
    /// Shown in the log.
    public static let `public` = OSLogPrivacy(name: "public")
    /// Redacted in the log.
    public static let `private` = OSLogPrivacy(name: "private")
    /// Redacted, and kept out of archives.
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    /// The system's choice by type.
    public static let auto = OSLogPrivacy(name: "auto")
    /// How a redacted value is masked.
    public struct Mask: Sendable, Equatable {
        let name: String
        /// A hash of the value.
        public static let hash = Mask(name: "hash")
        /// No mask.
        public static let none = Mask(name: "none")
    }
    /// Redacted, masked.
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// Redacted and kept out of archives, masked.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    /// The system's choice, masked.
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
}

/// How an integer is written in a message (the log's `OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
    enum Kind: Sendable { case decimal, hex, octal }
    let kind: Kind
    /// In decimal.
    public static let decimal = OSLogIntegerFormatting(kind: .decimal)
    /// In hexadecimal.
    public static let hex = OSLogIntegerFormatting(kind: .hex)
    /// In octal.
    public static let octal = OSLogIntegerFormatting(kind: .octal)
    /// In decimal, with options.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    /// In hexadecimal, with options.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0)
        -> OSLogIntegerFormatting { .hex }
}

/// How a floating-point number is written in a message (the log's `OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    /// As fixed-point, as many digits as needed.
    public static let fixed = OSLogFloatFormatting(precision: nil)
    /// As fixed-point with `precision` digits after the point.
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision)
    }
    /// In exponent form.
    public static let exponential = OSLogFloatFormatting(precision: nil)
    /// The shorter of the two.
    public static let hybrid = OSLogFloatFormatting(precision: nil)
}

/// How a string is padded in a message (the log's `OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    /// No padding.
    public static let none = OSLogStringAlignment()
    /// Padded on the left to `columns`.
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    /// Padded on the right to `columns`.
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// How an integer is padded in a message (the log's `OSLogIntegerAlignment`).
public typealias OSLogIntegerAlignment = OSLogStringAlignment
/// How a floating-point number is padded in a message (the log's `OSLogFloatAlignment`).
public typealias OSLogFloatAlignment = OSLogStringAlignment

/// The level of a log message (the log's `OSLogType`).
public struct OSLogType: Sendable, Equatable, Hashable {
    let rawValue: UInt8
    /// The default level (`notice`).
    public static let `default` = OSLogType(rawValue: 0)
    /// Information that may help.
    public static let info = OSLogType(rawValue: 1)
    /// Information for debugging.
    public static let debug = OSLogType(rawValue: 2)
    /// An error.
    public static let error = OSLogType(rawValue: 16)
    /// A fault: a bug.
    public static let fault = OSLogType(rawValue: 17)
}

/// A log to write to (the log's `OSLog`): a subsystem and a category.
public final class OSLog: @unchecked Sendable {
    /// The subsystem (the app's bundle identifier, usually).
    public let subsystem: String
    /// The category within it.
    public let category: String
    /// A log of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// Writes to the unified log (the log's `Logger`). Nothing is written here; the messages logged since a
/// test asked are kept (`Logger.messages`), formatted, so a test can check what its code logs.
public struct Logger: Sendable {
    /// The subsystem it logs to.
    public let subsystem: String
    /// The category it logs to.
    public let category: String
    /// A logger of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    /// A logger of the default log.
    public init() { self.init(subsystem: "", category: "") }
    /// A logger of `log`.
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { Self.keep(level, message) }
    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) { Self.keep(.default, message) }
    /// Logs `message` for tracing (the debug level).
    public func trace(_ message: OSLogMessage) { Self.keep(.debug, message) }
    /// Logs `message` for debugging.
    public func debug(_ message: OSLogMessage) { Self.keep(.debug, message) }
    /// Logs `message` as information.
    public func info(_ message: OSLogMessage) { Self.keep(.info, message) }
    /// Logs `message` as a notice (the default level).
    public func notice(_ message: OSLogMessage) { Self.keep(.default, message) }
    /// Logs `message` as a warning (the error level).
    public func warning(_ message: OSLogMessage) { Self.keep(.error, message) }
    /// Logs `message` as an error.
    public func error(_ message: OSLogMessage) { Self.keep(.error, message) }
    /// Logs `message` as critical (the fault level).
    public func critical(_ message: OSLogMessage) { Self.keep(.fault, message) }
    /// Logs `message` as a fault.
    public func fault(_ message: OSLogMessage) { Self.keep(.fault, message) }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [(level: OSLogType, text: String)]? = nil

    private static func keep(_ level: OSLogType, _ message: OSLogMessage) {
        lock.lock()
        defer { lock.unlock() }
        if kept != nil, kept!.count < 10_000 { kept!.append((level, message.text)) }
    }

    /// Runs `body` and returns the messages every logger logged while it ran (at most 10,000), with their
    /// levels: how a test sees what its code logs.
    public static func messages(while body: () throws -> Void) rethrows -> [(level: OSLogType, text: String)] {
        lock.lock(); let outer = kept; kept = []; lock.unlock()
        defer { lock.lock(); kept = outer; lock.unlock() }
        try body()
        lock.lock(); defer { lock.unlock() }
        return kept ?? []
    }
}

/// Writes a `printf`-style message to `log` (the log's `os_log`): nothing is written here.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
                   _ args: CVarArg...) {}

/// Writes `message` to `log` at `type` (the log's `os_log` of a message): kept as `Logger` keeps messages.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}
