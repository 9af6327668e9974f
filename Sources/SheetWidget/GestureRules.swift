import Foundation

// The rules a dragged sheet follows: how it resists past its limits (rubber banding) and where it goes
// when released. Each is a named option reproducing one source (REFERENCE.md §1). Positions here are
// extents (how far the sheet shows from its edge, in points) and velocities are in extent per second:
// positive = opening. A bottom sheet's finger moving up opens it.

/// How a sheet resists being dragged past its smallest or largest resting size.
public enum RubberBand: String, Sendable, CaseIterable {
    /// Fluent: each drag delta past the limit is multiplied by max(1 − overshoot / 20, 0.05), and the
    /// sheet never goes more than 20 pt past.
    case fluent
    /// iOS scroll views: shown = (1 − 1 / (x · 0.55 / d + 1)) · d for overshoot x and dimension d.
    case iOS
    /// The SwiftUI Drawer: logarithmic in ratio units, 0.2 · ln(r − (U − 1)) + U above U (mirrored below L).
    case drawer
    /// gorhom's React Native sheet: shown = 2.5 · (√(1 + x) − 1) (continuous at the limit).
    case squareRoot
    /// A hard stop at the limit.
    case none

    /// The overshoot shown for a finger overshoot `x` ≥ 0 past a limit, in a container of `dimension`
    /// points (for the Drawer, ratio units are fractions of the dimension). Not used by `.fluent`, whose
    /// rule depends on the path of the drag (see `applyFluent`).
    public func shown(overshoot x: Double, dimension d: Double) -> Double {
        guard x > 0, x.isFinite, d > 0 else { return 0 }
        switch self {
        case .fluent: return min(x, 20)
        case .iOS: return (1 - 1 / (x * 0.55 / d + 1)) * d
        case .drawer:
            // r = 1 + x/d past U = 1: 0.2·ln(r − (U − 1)) + U − U, in points.
            return 0.2 * log(1 + x / d) * d
        case .squareRoot: return 2.5 * ((1 + x).squareRoot() - 1)
        case .none: return 0
        }
    }

    /// Fluent's incremental rule: the sheet at `extent` moved by a finger delta `delta` within [low, high].
    public static func applyFluent(extent e: Double, delta: Double, low: Double, high: Double) -> Double {
        let over = e > high ? e - high : e < low ? low - e : 0
        var d = delta
        if e >= high || e <= low {
            d *= max(1 - min(over, 20) / 20, 0.05)
        }
        return min(max(e + d, low - 20), high + 20)
    }
}

/// Where a released sheet goes.
public enum ReleaseRule: Sendable, Equatable {
    /// Fluent's: under 150 pt/s the nearest state; else by direction, through partial when there is one;
    /// below collapsed with swipe-to-hide, down hides.
    case fluent(allowsSwipeToHide: Bool)
    /// The nearest resting size to the position projected `k` seconds ahead (the Drawer's, gorhom's 0.2).
    case projected(k: Double)
    /// Material's: a fling over 500 pt/s picks the next size in its direction; else the nearest — and
    /// it hides when |position + 0.1·v − collapsed| / peek > 0.5 below collapsed (hideable sheets).
    case material(hideable: Bool)
    /// ODS's: a drag of 10 % of the container moves one step, 30 % to the end.
    case stepByFraction
    /// The SwiftUI tutorial's: ending more than 130 pt short of its starting size dismisses, else returns.
    case tutorial

    /// The target extent for a release at `extent` moving at `velocity` (extent/s, positive = opening),
    /// among `stops` (ascending resting extents, hidden = 0 not included), for a drag that started at
    /// `startExtent` in a container `length` points long.
    public func target(extent e: Double, velocity v: Double, stops: [Double], startExtent: Double, length: Double) -> Double {
        guard !stops.isEmpty else { return 0 }
        let lowest = stops[0], highest = stops[stops.count - 1]
        func nearest(_ x: Double, among s: [Double]) -> Double { s.min { abs($0 - x) < abs($1 - x) } ?? lowest }
        switch self {
        case .fluent(let hide):
            let candidates = hide ? [0] + stops : stops
            if abs(v) < 150 { return nearest(e, among: candidates) }
            if e < lowest && hide { return v < 0 ? 0 : lowest }
            if stops.count >= 3 {
                let partial = stops[1]
                if v < 0 { return e < partial ? lowest : partial }
                return e < partial ? partial : highest
            }
            return v < 0 ? lowest : highest
        case .projected(let k):
            return nearest(e + k * v, among: stops)
        case .material(let hideable):
            if hideable, e < lowest, lowest > 0, abs(e + 0.1 * v - lowest) / lowest > 0.5 { return 0 }
            if abs(v) > 500 {
                return v > 0 ? (stops.first { $0 > e + 1e-9 } ?? highest) : (stops.last { $0 < e - 1e-9 } ?? (hideable ? 0 : lowest))
            }
            return nearest(e, among: stops)
        case .stepByFraction:
            let fraction = (e - startExtent) / max(1, length)
            guard let start = stops.firstIndex(where: { abs($0 - startExtent) < 0.5 }) ?? stops.indices.min(by: { abs(stops[$0] - startExtent) < abs(stops[$1] - startExtent) }) else { return lowest }
            if fraction >= 0.3 { return highest }
            if fraction <= -0.3 { return lowest }
            if fraction >= 0.1 { return stops[min(stops.count - 1, start + 1)] }
            if fraction <= -0.1 { return stops[max(0, start - 1)] }
            return stops[start]
        case .tutorial:
            return startExtent - e > 130 ? 0 : startExtent
        }
    }
}
