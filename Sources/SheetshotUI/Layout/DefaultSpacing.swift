import Widgets

// The space SwiftUI's stacks leave between two views when no spacing is given: not a constant 8 points,
// but what the facing edges of the pair ask for (SwiftUI's `Spacing`, as OpenSwiftUI's reading of it
// describes). Each edge of a view carries spacing keys by category; two facing edges take the largest
// distance of the categories they share, else an uncategorised distance one of them carries, else the
// standard 8 points.
//
// - A text's top and bottom carry text categories: between two texts in a column, the lower one's
//   leading (their line boxes all but touch); a plain view above a text is the text's descent plus a tenth
//   of its line height (rounded up to a pixel) away; a text above a plain view is the larger of its line
//   height plus that tenth less its cap height, and that tenth plus its descent. A text has no keys on its
//   leading and trailing edges, so beside anything in a row it gets the standard spacing.
// - A plain view (a shape, an image, a control) carries keys that match only a text's.
// - A spacer carries an uncategorised 0 and a baseline 0: nothing is added beside it (its own least
//   length is the gap), and next to a text in a column it is measured from the text's baseline.
// - Padding resets the edges it pads to a plain view's; modifiers that do not lay out pass the keys of
//   what they modify on; a stack passes on its first child's leading keys, its last child's trailing ones,
//   and across its axis everything its children carry.
// Text metrics are SF Pro's (the stand-in font is led and spaced as SF Pro).

/// A category of spacing key.
enum SpacingCategory: Hashable {
    case textToText, textBaseline, edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText
}

/// A spacing key's value: a distance, or a text's metrics for the text-to-text rule.
enum SpacingValue {
    case distance(Double)
    /// The top of a text, with its leading (the gap a text above it leaves).
    case textTop(leading: Double)
    /// The bottom of a text.
    case textBottom

    /// The distance this value (on the first view's edge) and `next` (on the second's) ask for together.
    func distance(to next: SpacingValue) -> Double? {
        switch (self, next) {
        case let (.distance(a), .distance(b)): return a + b
        case let (.distance(a), _): return a
        case let (_, .distance(b)): return b
        case let (.textBottom, .textTop(leading)), let (.textTop(leading), .textBottom): return leading
        default: return nil
        }
    }

    /// The larger of two values for one key, as SwiftUI keeps when views' keys are combined.
    func larger(_ other: SpacingValue) -> SpacingValue {
        switch (self, other) {
        case let (.distance(a), .distance(b)): return .distance(max(a, b))
        case let (.textTop(a), .textTop(b)): return .textTop(leading: max(a, b))
        case (.distance, _): return other
        default: return self
        }
    }
}

/// The spacing keys of one edge.
struct EdgeSpacing {
    var keys: [SpacingCategory: SpacingValue] = [:]
    /// A distance that applies whatever the facing edge's categories (a spacer's 0).
    var uncategorised: Double?

    /// This edge's keys with `other`'s, the larger value where both have one.
    func union(_ other: EdgeSpacing) -> EdgeSpacing {
        var result = self
        for (category, value) in other.keys { result.keys[category] = result.keys[category].map { $0.larger(value) } ?? value }
        if let u = other.uncategorised { result.uncategorised = max(result.uncategorised ?? u, u) }
        return result
    }

    /// The gap between a view whose trailing (or bottom) edge is this one and the next view, whose
    /// leading (or top) edge is `next`: nil where nothing applies (the standard spacing then).
    func distance(to next: EdgeSpacing) -> Double? {
        var best: Double?
        for (category, value) in keys {
            guard let other = next.keys[category], let d = value.distance(to: other) else { continue }
            best = max(best ?? d, d)
        }
        if let best { return best }
        guard uncategorised != nil || next.uncategorised != nil else { return nil }
        return max(uncategorised ?? -.infinity, next.uncategorised ?? -.infinity)
    }
}

/// The spacing keys of a view's four edges (leading and trailing as laid out: left and right in a
/// left-to-right layout).
struct ViewSpacingKeys {
    var top = EdgeSpacing(), bottom = EdgeSpacing(), leading = EdgeSpacing(), trailing = EdgeSpacing()

    /// A plain view's keys: each matches only a text's facing edge.
    static let plain = ViewSpacingKeys(top: EdgeSpacing(keys: [.edgeBelowText: .distance(0)]),
                                       bottom: EdgeSpacing(keys: [.edgeAboveText: .distance(0)]),
                                       leading: EdgeSpacing(keys: [.edgeRightText: .distance(0)]),
                                       trailing: EdgeSpacing(keys: [.edgeLeftText: .distance(0)]))

    /// A spacer's keys along `axis`: an uncategorised 0 and a text-baseline 0 on its two ends.
    static func spacer(along axis: StackAxis) -> ViewSpacingKeys {
        let end = EdgeSpacing(keys: [.textBaseline: .distance(0)], uncategorised: 0)
        return axis == .vertical ? ViewSpacingKeys(top: end, bottom: end) : ViewSpacingKeys(leading: end, trailing: end)
    }

    /// The keys of a text in SF Pro at `size` points with `leading`, at `scale` pixels a point.
    static func text(size: Double, leading: Double, scale: Double) -> ViewSpacingKeys {
        let ascender = 1950.0 / 2048 * size, descender = 494.0 / 2048 * size, capHeight = 1443.0 / 2048 * size
        let lineHeight = ascender + descender
        let pixel = scale.isFinite && scale > 0 ? 1 / scale : 1
        let textSpacing = (lineHeight * 0.1 / pixel).rounded(.up) * pixel
        let lineSpacing = lineHeight + textSpacing
        // The baselines, from the line box's edges (the leading shared above and below).
        let firstBaseline = leading / 2 + ascender, belowLastBaseline = leading / 2 + descender
        return ViewSpacingKeys(
            top: EdgeSpacing(keys: [.textToText: .textTop(leading: leading), .textBaseline: .distance(-firstBaseline),
                                    .edgeAboveText: .distance(lineSpacing - ascender)]),
            bottom: EdgeSpacing(keys: [.textToText: .textBottom, .textBaseline: .distance(-belowLastBaseline),
                                       .edgeBelowText: .distance(max(lineSpacing - capHeight, textSpacing + descender))]))
    }

    /// The keys of `node`, a child of a stack laid along `axis`, at `scale` pixels a point.
    static func of(_ node: Node, in axis: StackAxis, scale: Double, depth: Int = 0) -> ViewSpacingKeys {
        guard depth < 32 else { return .plain }
        func child(_ n: Node) -> ViewSpacingKeys { of(n, in: axis, scale: scale, depth: depth + 1) }
        switch node {
        case let text as Widgets.Text:
            return .text(size: text.size, leading: text.leading, scale: scale)
        case let rich as Widgets.RichText:
            return .text(size: rich.runs.map(\.size).max() ?? 17, leading: 0, scale: scale)
        case is Widgets.Spacer:
            return .spacer(along: axis)
        case let padding as Padding:
            var keys = child(padding.children[0])
            let i = padding.insets
            if i.top != 0 { keys.top = plain.top }
            if i.bottom != 0 { keys.bottom = plain.bottom }
            if i.leading != 0 { keys.leading = plain.leading }
            if i.trailing != 0 { keys.trailing = plain.trailing }
            return keys
        case let safe as SafeAreaPadding:
            var keys = child(safe.children[0])
            if safe.edges.contains(.top) { keys.top = plain.top }
            if safe.edges.contains(.bottom) { keys.bottom = plain.bottom }
            if safe.edges.contains(.leading) { keys.leading = plain.leading }
            if safe.edges.contains(.trailing) { keys.trailing = plain.trailing }
            return keys
        case let stack as AxisStack:
            let kids = stack.children.map { of($0, in: stack.axis, scale: scale, depth: depth + 1) }
            guard let first = kids.first, let last = kids.last else { return .plain }
            var keys = ViewSpacingKeys()
            if stack.axis == .vertical {
                keys.top = first.top; keys.bottom = last.bottom
                keys.leading = kids.dropFirst().reduce(first.leading) { $0.union($1.leading) }
                keys.trailing = kids.dropFirst().reduce(first.trailing) { $0.union($1.trailing) }
            } else {
                keys.leading = first.leading; keys.trailing = last.trailing
                keys.top = kids.dropFirst().reduce(first.top) { $0.union($1.top) }
                keys.bottom = kids.dropFirst().reduce(first.bottom) { $0.union($1.bottom) }
            }
            return keys
        case let z as Widgets.ZStack:
            let kids = z.children.map(child)
            guard let first = kids.first else { return .plain }
            return kids.dropFirst().reduce(first) { a, b in
                ViewSpacingKeys(top: a.top.union(b.top), bottom: a.bottom.union(b.bottom),
                                leading: a.leading.union(b.leading), trailing: a.trailing.union(b.trailing))
            }
        case let decorated as Decorated:
            // A background or overlay keeps its content's keys.
            return child(decorated.children[decorated.behind ? 1 : 0])
        case is SingleChildModifier, is Widgets.Frame, is Widgets.Offset:
            return node.children.count == 1 ? child(node.children[0]) : .plain
        default:
            return .plain
        }
    }
}

/// The gaps a stack along `axis` leaves between `children` when no spacing is given, at `scale` pixels a
/// point (see the rules above): one per neighbouring pair.
@MainActor func defaultGaps(_ children: [Node], along axis: StackAxis, scale: Double) -> [Double] {
    guard children.count > 1 else { return [] }
    let keys = children.map { ViewSpacingKeys.of($0, in: axis, scale: scale) }
    return (0..<(children.count - 1)).map { k in
        let d = axis == .vertical ? keys[k].bottom.distance(to: keys[k + 1].top) : keys[k].trailing.distance(to: keys[k + 1].leading)
        return d.map { $0.isFinite ? $0 : defaultStackSpacing } ?? defaultStackSpacing
    }
}
