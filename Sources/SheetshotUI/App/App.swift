import Foundation
import Widgets

// An app's `@main` type and its scenes, as SwiftUI declares them, so an app's `MyApp.swift` compiles on Linux
// unchanged and its root screen can be rendered: the first `WindowGroup`'s content, with the environment the
// app gives it (`environmentObject`, `environment`, the state objects the app holds). On Linux there is no
// window to open; `@main` works in an executable target, which tests import as they import a library.

/// An app (SwiftUI's `App`): its scenes. Mark it `@main` in an executable target; its root screen is
/// `ViewRenderer.rootView(of:)`.
@MainActor @preconcurrency public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes: a `WindowGroup` with the root view, and any others.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    /// Makes the app (as the system does when it launches).
    init()
}

extension App {
    /// The entry point `@main` calls. There is no window to open on Linux, so it says where the app's
    /// pictures come from and returns: its previews and root screen are rendered by snapshot tests.
    @MainActor public static func main() {
        let app = Self()
        let roots = SceneRoots.of(app.body)
        FileHandle.standardOutput.write(Data(("\(Self.self): \(roots.count) scene\(roots.count == 1 ? "" : "s") (\(roots.map(\.kind).joined(separator: ", "))). "
            + "Sheetshot draws an app's screens in tests: ViewRenderer.rootView(of: \(Self.self)()) is its root screen, and every #Preview "
            + "is checked by assertPreviewSnapshots.\n").utf8))
    }
}

/// A part of an app's interface with a root view (SwiftUI's `Scene`): a `WindowGroup`, a `Window`,
/// `Settings`, or a scene of your own made of them.
@MainActor @preconcurrency public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scenes this scene is made of.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Scenes SheetshotUI defines have no body: their root views are found directly.
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// Builds scenes from the statements of a closure (SwiftUI's `SceneBuilder`).
@resultBuilder @MainActor
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene(repeat each content)
    }
    /// A scene statement.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(content: content) }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// The root views of scenes, found without running an app.
@MainActor enum SceneRoots {
    /// One scene's root view: what kind of scene holds it, and the view with the scene's environment applied.
    struct Root { let kind: String; let view: AnyView }

    /// The root views `scene` holds, in order.
    static func of<S: Scene>(_ scene: S) -> [Root] {
        if let primitive = scene as? any PrimitiveScene { return primitive.roots }
        if S.Body.self == Never.self { return [] }
        return of(scene.body)
    }
}

/// A scene SheetshotUI defines: its root views, found directly.
@MainActor protocol PrimitiveScene {
    var roots: [SceneRoots.Root] { get }
}

/// Several scenes written one after another (what `SceneBuilder` makes of them).
public struct _TupleScene<T>: Scene, PrimitiveScene {
    public typealias Body = Never
    let roots: [SceneRoots.Root]
    /// The scenes given, in order.
    public init<each S: Scene>(_ scenes: repeat each S) where T == (repeat each S) {
        var roots: [SceneRoots.Root] = []
        for scene in repeat each scenes { roots += SceneRoots.of(scene) }
        self.roots = roots
    }
}

/// A scene an `if` may leave out.
public struct _OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content?
    var roots: [SceneRoots.Root] { content.map(SceneRoots.of) ?? [] }
}

/// The windows of an app that show the same view (SwiftUI's `WindowGroup`); on iPhone, its one window is
/// the app's screen, with `content` as its root view.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    /// A window group whose windows show `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a title (shown by iPad's and the Mac's window switchers).
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a title and an identifier (for `openWindow(id:)`).
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    var roots: [SceneRoots.Root] { [SceneRoots.Root(kind: "WindowGroup", view: AnyView(content))] }
}

/// One window of its own (SwiftUI's `Window`, macOS and iPadOS).
public struct Window<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    /// A window titled `title`, opened with `openWindow(id: id)`.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window titled `title`.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    var roots: [SceneRoots.Root] { [SceneRoots.Root(kind: "Window", view: AnyView(content))] }
}

/// The app's settings window (SwiftUI's `Settings`, macOS).
public struct Settings<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    /// Settings showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    var roots: [SceneRoots.Root] { [SceneRoots.Root(kind: "Settings", view: AnyView(content))] }
}

/// A scene whose root views are changed by `transform` (the environment a scene modifier gives them).
public struct _ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    let transform: @MainActor (AnyView) -> AnyView
    var roots: [SceneRoots.Root] { SceneRoots.of(content).map { SceneRoots.Root(kind: $0.kind, view: transform($0.view)) } }
}

extension Scene {
    /// The scene's root views with their content given `transform`.
    func modifyingRoots(_ transform: @escaping @MainActor (AnyView) -> AnyView) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, transform: transform)
    }

    /// Puts `object` in the environment of the scene's views, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        modifyingRoots { AnyView($0.environmentObject(object)) }
    }

    /// Sets an environment value for the scene's views.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        modifyingRoots { AnyView($0.environment(keyPath, value)) }
    }

    /// Puts an `@Observable` object in the environment of the scene's views, for `@Environment(Type.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        modifyingRoots { AnyView($0.environment(object)) }
    }

    /// The menu commands the scene adds (menus are not drawn on iPhone: accepted, as iOS ignores them).
    public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene { self }

    /// The size a new window opens at (there are no windows to size on iPhone: accepted).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    /// The size a new window opens at.
    public func defaultSize(_ size: CGSize) -> some Scene { self }

    /// Runs `action` when `value` changes (a scene phase, say). A picture is of one moment, so it never runs.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
    /// Runs `action` when `value` changes (the iOS 14 form). It never runs in a picture.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
}

extension ViewRenderer {
    /// The root screen of `app`: its first `WindowGroup`'s content (or `Window`'s), with the environment the
    /// app's scene modifiers give it — what iOS shows when the app launches. Render it, snapshot it or run a
    /// session of it as any view.
    /// - Throws: `ViewRenderingError` when the app declares no window group.
    @MainActor public static func rootView<A: App>(of app: A) throws -> AnyView {
        let roots = SceneRoots.of(app.body)
        guard let root = roots.first(where: { $0.kind == "WindowGroup" || $0.kind == "Window" }) else {
            throw ViewRenderingError(messages: [], viewProblems: [
                "\(A.self)'s body has no WindowGroup (its scenes: \(roots.isEmpty ? "none" : roots.map(\.kind).joined(separator: ", "))): "
                + "an iPhone app shows its first WindowGroup's view"])
        }
        return root.view
    }
}

/// Where an app is in its life (SwiftUI's `ScenePhase`): a picture is of an app in the foreground.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not on the screen.
    case background
    /// On the screen, not taking events.
    case inactive
    /// On the screen and in use (a picture's phase).
    case active
}

extension EnvironmentValues {
    /// The scene's phase: `.active`, as an app on the screen is.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue: ScenePhase = .active
}

/// The root screen of the app `A` as a view (what `ViewRenderer.rootView(of:)` gives): the app route makes
/// it the preview of an app whose `@main` it drops, so the root screen is snapshotted with the previews. An
/// app without a window group fails the rendering, saying so. Not for use by hand.
public struct _AppRootPreview<A: App>: View, PrimitiveView {
    public typealias Body = Never
    /// The root screen of a new `A`.
    public init(_ app: A.Type) {}

    func makeNodes(in context: ViewContext) -> [Node] {
        do {
            return SheetshotUI.makeNodes(try ViewRenderer.rootView(of: A()), in: context)
        } catch let error as ViewRenderingError {
            for problem in error.viewProblems { context.diagnostics.fail(problem) }
            return []
        } catch {
            context.diagnostics.fail("\(A.self): \(error)")
            return []
        }
    }
}
