import SwiftParser
import SwiftSyntax

/// An app's Swift file made ready to compile on Linux as iOS compiles it: its `#if` conditions decided as
/// on iOS, the imports Apple's SDK makes implicit added — or, when it needs what Linux can never have (the
/// Objective-C runtime), left out with the reason. Every line keeps its number, so diagnostics and
/// `#Preview` lines match the original file.
public enum IOSSource {
    /// What became of a file.
    public enum Result: Equatable, Sendable {
        /// The file as it compiles on Linux.
        case compiled(String)
        /// The file is left out: `reason`, at `line` of the original.
        case leftOut(reason: String, line: Int)
    }

    /// The modules an iOS app can import that Sheetshot provides on Linux (or that Linux has as iOS does):
    /// `canImport` of one of them is true, as on iOS.
    public static let providedModules: Set<String> = [
        "Swift", "Foundation", "Dispatch", "Observation", "SwiftUI", "UIKit", "Combine", "MapKit", "CoreLocation",
        "CoreGraphics", "UniformTypeIdentifiers", "os", "OSLog",
    ]
    /// Modules iOS does not have: `canImport` of one of them is false, as on iOS.
    public static let notOnIOS: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "RealityKitContent"]

    /// Rewrites `source` (the file `name`) as it compiles for iOS.
    public static func rewrite(_ source: String, name: String) -> Result {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: name, tree: tree)
        let finder = ObjectiveCRuntimeUse(viewMode: .sourceAccurate)
        finder.walk(tree)
        if let use = finder.first {
            let line = converter.location(for: use.position).line
            return .leftOut(reason: "\(name):\(line) uses \(use.what), which needs the Objective-C runtime (not on Linux)", line: line)
        }
        var text = IOSConditions().rewrite(tree).description
        // Apple's Foundation makes Observation visible (`@Observable` in a file that imports only Foundation);
        // Linux's does not. Imports are read anywhere at file scope, so they go at the end: no line moves.
        let imports = ImportedModules(viewMode: .sourceAccurate)
        imports.walk(tree)
        if imports.names.contains("Foundation") && !imports.names.contains("Observation") {
            text += (text.hasSuffix("\n") ? "" : "\n") + "import Observation  // implicit on iOS (Foundation)\n"
        }
        return .compiled(text)
    }
}

/// The first use in a file of what only the Objective-C runtime gives: `@objc` and its kin, `#selector`,
/// `#keyPath`.
final class ObjectiveCRuntimeUse: SyntaxVisitor {
    private(set) var first: (position: AbsolutePosition, what: String)?
    private static let attributes: Set<String> = ["objc", "objcMembers", "IBAction", "IBOutlet", "IBSegueAction", "IBDesignable",
                                                  "IBInspectable", "NSManaged", "GKInspectable"]

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if first == nil, Self.attributes.contains(name) { first = (node.positionAfterSkippingLeadingTrivia, "@\(name)") }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.macroName.text
        if first == nil, name == "selector" || name == "keyPath" { first = (node.positionAfterSkippingLeadingTrivia, "#\(name)") }
        return .visitChildren
    }
}

/// The modules a file imports.
final class ImportedModules: SyntaxVisitor {
    private(set) var names: Set<String> = []
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first { names.insert(first.name.text) }
        return .skipChildren
    }
}

/// `#if` conditions decided as they are when building for an iPhone (in the simulator, as previews run):
/// `os(iOS)` true and every other `os(…)` false, `targetEnvironment(simulator)` true and `macCatalyst` false,
/// `arch(arm64)` true, `canImport` true for what Sheetshot provides and false for what iOS lacks (any other
/// module is left for the compiler: its fallback branch builds). Each decided test becomes `true` or `false`
/// on its own line.
final class IOSConditions: SyntaxRewriter {
    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        var clause = node
        if let condition = node.condition { clause.condition = Self.decide(condition) }
        clause.elements = node.elements.map { super.visit($0) }
        return clause
    }

    /// `condition` with each platform test it holds replaced by the literal it is on iOS.
    static func decide(_ condition: ExprSyntax) -> ExprSyntax {
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription,
           let value = value(of: name, argument) {
            return ExprSyntax(BooleanLiteralExprSyntax(literal: .keyword(value ? .true : .false)))
                .with(\.leadingTrivia, condition.leadingTrivia).with(\.trailingTrivia, condition.trailingTrivia)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self) {
            var out = infix
            out.leftOperand = decide(infix.leftOperand)
            out.rightOperand = decide(infix.rightOperand)
            return ExprSyntax(out)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self) {
            var out = prefix
            out.expression = decide(prefix.expression)
            return ExprSyntax(out)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            var out = tuple
            out.elements = LabeledExprListSyntax([only.with(\.expression, decide(only.expression))])
            return ExprSyntax(out)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            var out = sequence
            out.elements = ExprListSyntax(sequence.elements.map { decide($0) })
            return ExprSyntax(out)
        }
        return condition
    }

    /// What the platform test `name(argument)` is on iOS; nil when it is not one decided here.
    static func value(of name: String, _ argument: String) -> Bool? {
        switch name {
        case "os": return argument == "iOS"
        case "targetEnvironment": return argument == "simulator" ? true : argument == "macCatalyst" ? false : nil
        case "arch": return argument == "arm64"
        case "canImport":
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            if IOSSource.providedModules.contains(module) { return true }
            if IOSSource.notOnIOS.contains(module) { return false }
            return nil
        default: return nil
        }
    }
}
