import Foundation

// Operators Apple's Foundation lets a `#Predicate` use that Linux's does not have: a SwiftData app's search
// filter (`$0.name.localizedStandardContains(text)`) expands to them.

extension PredicateExpressions {
    /// Whether a string contains another, ignoring case and diacritics as `localizedStandardContains` does
    /// (Foundation's predicate expression of that name, which Linux's Foundation lacks).
    public struct LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        /// The string searched.
        public let root: Root
        /// The string looked for.
        public let other: Other
        /// The expression.
        public init(root: Root, other: Other) { self.root = root; self.other = other }
        /// Whether `root`'s string contains `other`'s.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try String(root.evaluate(bindings)).localizedStandardContains(String(other.evaluate(bindings)))
        }
    }

    /// What `#Predicate` makes of `a.localizedStandardContains(b)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> LocalizedStandardContains<Root, Other> {
        LocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
extension PredicateExpressions.LocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.LocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
