import Foundation

// Menu commands, as a scene's `commands` modifier takes them: accepted so an app's scene compiles; iPhone
// shows no menu bar, so none is drawn.

/// Menu commands a scene adds (SwiftUI's `Commands`).
@MainActor @preconcurrency public protocol Commands {
    /// The type of the commands' content.
    associatedtype Body: Commands
    /// The commands this is made of.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Commands SheetshotUI defines have no body.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// Builds commands from the statements of a closure (SwiftUI's `CommandsBuilder`).
@resultBuilder @MainActor
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// Several commands (kept as none: menus are not drawn).
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> EmptyCommands { EmptyCommands() }
    /// A command statement.
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    /// An `if` without `else`.
    public static func buildOptional<C: Commands>(_ content: C?) -> EmptyCommands { EmptyCommands() }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> EmptyCommands { EmptyCommands() }
}

/// No commands.
public struct EmptyCommands: Commands {
    public typealias Body = Never
    /// No commands.
    public init() {}
}

/// A menu of its own in the menu bar (SwiftUI's `CommandMenu`).
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    /// A menu named `name` holding `content`.
    public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// A menu named `name` holding `content`.
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Where a group of commands goes among the standard ones (SwiftUI's `CommandGroupPlacement`).
public struct CommandGroupPlacement: Sendable {
    let name: String
    /// The standard group of the app's About item.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The standard group of the Settings item.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The standard group of New.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// The standard group of Save.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// The standard group of Undo and Redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// The standard group of Cut, Copy and Paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// The standard group of text editing.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// The standard group of the toolbar's items.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The standard group of the sidebar's items.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// The standard group of Help.
    public static let help = CommandGroupPlacement(name: "help")
    /// The standard group of window arrangement.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// The standard group of Quit.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// The standard group of Services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
}

/// Commands placed among the standard ones (SwiftUI's `CommandGroup`).
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    /// `content` before the standard group at `placement`.
    public init(before placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// `content` after the standard group at `placement`.
    public init(after placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// `content` instead of the standard group at `placement`.
    public init(replacing placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// The standard sidebar commands (SwiftUI's `SidebarCommands`).
public struct SidebarCommands: Commands {
    public typealias Body = Never
    /// The sidebar commands.
    public init() {}
}

/// The standard toolbar commands (SwiftUI's `ToolbarCommands`).
public struct ToolbarCommands: Commands {
    public typealias Body = Never
    /// The toolbar commands.
    public init() {}
}

/// The standard text editing commands (SwiftUI's `TextEditingCommands`).
public struct TextEditingCommands: Commands {
    public typealias Body = Never
    /// The text editing commands.
    public init() {}
}
