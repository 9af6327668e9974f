import Foundation

// Reading the unified log back (OSLog's `OSLogStore`), as apps do for an in-app log viewer. The process a
// picture is drawn in has written nothing to a log it can read, as an app's first launch has not: the store
// is empty, so a log screen shows its empty state.

/// The unified log, read (OSLog's `OSLogStore`): empty here.
open class OSLogStore: @unchecked Sendable {
    /// Which entries a store reads.
    public enum Scope: Int, Sendable {
        /// The whole system's.
        case system
        /// This process's.
        case currentProcessIdentifier
    }
    /// What the store reads.
    public let scope: Scope
    /// The store of `scope`.
    public init(scope: Scope) throws { self.scope = scope }
    /// The store of the whole system.
    public class func local() throws -> OSLogStore { try OSLogStore(scope: .system) }
    /// The position at `date`.
    open func position(date: Date) -> OSLogPosition { OSLogPosition() }
    /// The position `seconds` before the end.
    open func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
    /// The position `seconds` after the latest boot.
    open func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
    /// The entries from `position` that `predicate` matches: none here.
    open func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                         matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        AnySequence([])
    }
}

/// A place in the log (OSLog's `OSLogPosition`).
open class OSLogPosition: @unchecked Sendable {
    init() {}
}

/// How entries are read (OSLog's `OSLogEnumerator`).
public enum OSLogEnumerator {
    /// Reading options.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// One entry of the log (OSLog's `OSLogEntry`).
open class OSLogEntry: @unchecked Sendable {
    /// When it was written.
    open var date: Date
    /// Its message, formatted.
    open var composedMessage: String
    /// An entry.
    public init(date: Date, composedMessage: String) {
        self.date = date
        self.composedMessage = composedMessage
    }
}

/// A message a logger wrote (OSLog's `OSLogEntryLog`).
open class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// How severe it is.
    public enum Level: Int, Sendable { case undefined, debug, info, notice, error, fault }
    /// How severe it is.
    open var level: Level
    /// Its logger's subsystem and category, and its process's name.
    open var subsystem: String, category: String, process: String
    /// Its process's identifier.
    open var processIdentifier: Int32
    /// An entry of a logger's message.
    public init(date: Date, composedMessage: String, level: Level, subsystem: String, category: String, process: String = "",
                processIdentifier: Int32 = 0) {
        self.level = level
        self.subsystem = subsystem
        self.category = category
        self.process = process
        self.processIdentifier = processIdentifier
        super.init(date: date, composedMessage: composedMessage)
    }
}
