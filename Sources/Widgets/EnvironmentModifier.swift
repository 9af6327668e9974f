import Canvas

/// A child that measures, lays out and draws in a changed environment (SwiftUI's `.environment(_:_:)`):
/// e.g. playback controls kept left to right inside a right-to-left sheet.
public final class EnvironmentModifier: SingleChildModifier {
    private let change: (inout Environment) -> Void

    /// `child` seeing the environment after `change`.
    public init(_ change: @escaping (inout Environment) -> Void, _ child: Node) {
        self.change = change
        super.init(child: child)
    }

    private func inner(_ environment: Environment) -> Environment {
        var e = environment
        change(&e)
        return e
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        children[0].sizeThatFits(proposal, in: inner(environment))
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        children[0].place(in: bounds, proposal: proposal, environment: inner(environment))
    }

    override public func draw(on canvas: Canvas, environment: Environment) {
        children[0].draw(on: canvas, environment: inner(environment))
    }

    override public func prepare(_ environment: Environment) throws {
        try children[0].prepare(inner(environment))
    }

    override public func unbreakableWidth(in environment: Environment) -> Double? {
        children[0].unbreakableWidth(in: inner(environment))
    }

    override public var kind: String { "Environment" }
}

extension Node {
    /// The node and everything below it in an environment whose `keyPath` is `value`
    /// (`.environment(\.layoutDirection, .leftToRight)`, `.environment(\.colorScheme, .dark)`, or a
    /// property of your own `EnvironmentKey`).
    public func environment<V>(_ keyPath: WritableKeyPath<Environment, V>, _ value: V) -> Node {
        EnvironmentModifier({ $0[keyPath: keyPath] = value }, self)
    }
}
