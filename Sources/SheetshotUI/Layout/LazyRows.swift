import Widgets

// Lazy containers build only the rows that can show, as iOS's do. A `List`, and a `LazyVStack` or
// `LazyHStack` in a scroll view along its axis, are drawn at rest — scrolled to their start — so no row past
// the first screens can appear in a picture, a dump or a tap. Their `ForEach`es build rows until the rows
// built so far, each at least the container's smallest row length, reach three screens; the rest are not
// built. A list of 100,000 rows then costs what one of fifty does.

/// What is left of a lazy container's reach while its rows are built (shared by its `ForEach`es).
@MainActor final class LazyRowBudget {
    /// How far the rows built so far may still reach, in points.
    private var remaining: Double
    /// The shortest a row can be, in points (a list's minimum row height; a lazy stack's spacing, at least 1).
    let rowLength: Double

    /// A budget for rows along a screen of `screenLength` points, each at least `rowLength` long.
    init(screenLength: Double, rowLength: Double) {
        self.rowLength = rowLength.isFinite && rowLength >= 1 ? rowLength : 1
        remaining = 3 * (screenLength.isFinite && screenLength > 0 ? screenLength : 1_000)
    }

    /// How many of `count` rows to build now (taking them from the budget).
    func take(_ count: Int) -> Int {
        guard remaining > 0 else { return 0 }
        let rows = min(count, Int((remaining / rowLength).rounded(.up)))
        remaining -= Double(rows) * rowLength
        return rows
    }
}

extension ViewContext {
    /// This context for a lazy container's rows along `axis`: with a budget when the rows cannot show past
    /// the first screens (the container scrolls along `axis`, or is a list), each row at least `rowLength`.
    func lazyRows(along axis: Axis, rowLength: Double, scrolls: Bool) -> ViewContext {
        var inner = self
        if scrolls {
            let screen = environment.renderingDevice.size
            inner.place.lazyBudget = LazyRowBudget(screenLength: axis == .vertical ? screen.height : screen.width, rowLength: rowLength)
        } else {
            inner.place.lazyBudget = nil
        }
        inner.place.lazyContainerBudget = inner.place.lazyBudget
        return inner
    }
}
