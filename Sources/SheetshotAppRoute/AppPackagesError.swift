import Foundation

/// What went wrong reading an app's packages: the file or package and the reason.
public struct AppPackagesError: Error, CustomStringConvertible, Equatable {
    /// The file or package, and the reason.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
