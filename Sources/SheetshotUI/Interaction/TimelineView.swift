import Foundation
import Widgets

/// A view rebuilt on a schedule (SwiftUI's `TimelineView`). Pictures must not depend on the machine's
/// clock, so the timeline's time is a fixed moment — 1 January 2001, 00:00 UTC (`Date(timeIntervalSinceReferenceDate: 0)`)
/// — plus, in a `ViewSession`, the session's time, as the schedule steps it (each second, each minute, each
/// of its dates).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let schedule: Schedule
    let content: (Context) -> Content

    /// What the content is built with: the moment, and how often it changes.
    public typealias Context = TimelineViewDefaultContext

    /// A timeline on `schedule`, its content built by `content` for each moment.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule; self.content = content
    }

    /// The fixed moment a timeline starts at.
    public static var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }

    func makeNodes(in context: ViewContext) -> [Node] {
        let elapsed = context.isInSession ? (context.session.animations?.now ?? 0) : 0
        let now = Self.startDate.addingTimeInterval(elapsed.isFinite ? max(0, elapsed) : 0)
        let date = schedule.moment(at: now)
        return SheetshotUI.makeNodes(content(Context(date: date, cadence: schedule.cadence)), in: context)
    }
}

/// When a `TimelineView` updates (SwiftUI's `TimelineSchedule`).
public protocol TimelineSchedule: Sendable {
    /// The last moment of the schedule at or before `now`.
    func moment(at now: Date) -> Date
    /// How often it updates.
    var cadence: TimelineViewDefaultContext.Cadence { get }
}

/// What a `TimelineView`'s content is built with (SwiftUI's `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext: Sendable {
    /// How often the timeline updates.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The moment the content shows.
    public let date: Date
    /// How often it updates.
    public let cadence: Cadence
}

/// Every frame of an animation (SwiftUI's `AnimationTimelineSchedule`).
public struct AnimationTimelineSchedule: TimelineSchedule {
    /// A schedule of every frame, at least `minimumInterval` apart.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    /// The schedule's moment at `now`: the date the view is drawn for.
    public func moment(at now: Date) -> Date { now }
    /// How often the schedule's moments come.
    public var cadence: TimelineViewDefaultContext.Cadence { .live }
}

/// Every `interval` seconds from `startDate` (SwiftUI's `PeriodicTimelineSchedule`).
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date, interval: TimeInterval
    /// A schedule of every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) { start = startDate; self.interval = interval }
    /// The schedule's moment at `now`: the date the view is drawn for.
    public func moment(at now: Date) -> Date {
        guard interval.isFinite, interval > 0 else { return start }
        let steps = (now.timeIntervalSince(start) / interval).rounded(.down)
        return steps.isFinite && steps > 0 ? start.addingTimeInterval(steps * interval) : start
    }
    /// How often the schedule's moments come.
    public var cadence: TimelineViewDefaultContext.Cadence { interval >= 60 ? .minutes : interval >= 1 ? .seconds : .live }
}

/// At the start of every minute (SwiftUI's `EveryMinuteTimelineSchedule`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// The schedule.
    public init() {}
    /// The schedule's moment at `now`: the date the view is drawn for.
    public func moment(at now: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }
    /// How often the schedule's moments come.
    public var cadence: TimelineViewDefaultContext.Cadence { .minutes }
}

/// At given dates (SwiftUI's `ExplicitTimelineSchedule`).
public struct ExplicitTimelineSchedule: TimelineSchedule {
    let dates: [Date]
    /// A schedule of `dates`.
    public init<S: Sequence>(_ dates: S) where S.Element == Date { self.dates = dates.sorted() }
    /// The schedule's moment at `now`: the date the view is drawn for.
    public func moment(at now: Date) -> Date { dates.last { $0 <= now } ?? dates.first ?? now }
    /// How often the schedule's moments come.
    public var cadence: TimelineViewDefaultContext.Cadence { .live }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, at least `minimumInterval` apart.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    /// At `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date { ExplicitTimelineSchedule(dates) }
}
