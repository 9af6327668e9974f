import Widgets

// State that outlives one evaluation of a body: a session keeps each view's `@State` (and `@StateObject`)
// under the view's identity — its structural place in the tree: the chain of view types and their positions
// among their siblings — so a body evaluated again, after an action changed state, finds the values it
// had, as SwiftUI's does.

/// Where a session keeps state between evaluations.
@MainActor final class StateStore {
    private var boxes: [String: AnyObject] = [:]

    /// The box kept under `key`, or `box` kept there from now on.
    func box<B: AnyObject>(_ box: B, at key: String) -> B {
        if let kept = boxes[key] as? B { return kept }
        boxes[key] = box
        return box
    }

    /// Binds the state properties of `view` (found by reflection, as SwiftUI installs them) to the boxes
    /// kept at `identity`, and gives its `@Environment` properties the values of `environment`, so that an
    /// action run later (a tap's) reads them as the body did.
    func install<V>(_ view: V, at identity: String, environment: EnvironmentValues) {
        for (index, child) in Mirror(reflecting: view).children.enumerated() {
            if let property = child.value as? StoredStateProperty {
                property.bind(to: self, key: identity + "." + (child.label ?? "#\(index)"))
            } else if let property = child.value as? EnvironmentCapturing {
                property.capture(environment)
            }
        }
    }
}

/// A property wrapper whose value lives in a session's store.
@MainActor protocol StoredStateProperty {
    /// Makes the property read and write the box kept under `key`.
    func bind(to store: StateStore, key: String)
}

/// A property that reads the environment, given the values of the place its view was built in.
@MainActor protocol EnvironmentCapturing {
    func capture(_ environment: EnvironmentValues)
}

/// Hands out the places of a view's children, in the order they are built.
@MainActor final class ChildCounter {
    private var next = 0
    func take() -> Int { defer { next += 1 }; return next }
}

extension ViewContext {
    /// The identity of the next child of the view being built: this view's identity, the child's type and
    /// its place among its siblings.
    func childIdentity<V>(_ type: V.Type) -> String {
        identity + "/" + String(describing: type).prefix(60) + "#" + String(children.take())
    }
}
