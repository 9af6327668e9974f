import SwiftParser
import SwiftSyntax

/// An app's Swift file made ready to compile on Linux as iOS compiles it: its `#if` conditions decided as
/// on iOS, the imports Apple's SDK makes implicit added, the base modules Sheetshot provides through SwiftUI
/// imported from there, `Bundle.main` read as the target's own resources — or, when it needs what Linux can
/// never have (the Objective-C runtime), left out with the reason. Every line keeps its number, so
/// diagnostics and `#Preview` lines match the original file.
public enum IOSSource {
    /// How the file is compiled.
    public struct Options: Equatable, Sendable {
        /// The file goes into a library or test target, not an executable: an `@main` is dropped (the test
        /// program has its own entry point) and the app's root screen becomes a preview instead.
        public var isLibrary: Bool
        /// The target has the app's resources (the plug-in copies them): `Bundle.main` is `Bundle.module`.
        public var hasResources: Bool
        /// Options for a file of an app's executable target, its resources beside it.
        public init(isLibrary: Bool = false, hasResources: Bool = true) {
            self.isLibrary = isLibrary
            self.hasResources = hasResources
        }
    }

    /// Modules iOS has that Sheetshot provides inside SheetshotUI, reached through `SwiftUI`, not as modules
    /// of their own: packages test `canImport(os)` or `canImport(UniformTypeIdentifiers)` to choose Apple's
    /// APIs, so a Linux module of that name would break them. An app's `import os` becomes `import SwiftUI`.
    public static let providedThroughSwiftUI: Set<String> = ["CoreGraphics", "UniformTypeIdentifiers", "os", "OSLog", "SwiftData",
                                                                  "CoreTransferable", "PhotosUI", "Photos", "AuthenticationServices",
                                                                  "AVFoundation", "AVKit", "CoreMedia", "QuartzCore", "WebKit"]

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
        "Swift", "Foundation", "Dispatch", "Observation", "SwiftUI", "UIKit", "Combine", "MapKit", "CoreLocation", "StoreKit",
        "CoreGraphics", "UniformTypeIdentifiers", "os", "OSLog",
    ]
    /// Modules iOS does not have: `canImport` of one of them is false, as on iOS.
    public static let notOnIOS: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "RealityKitContent"]

    /// Rewrites `source` (the file `name`) as it compiles for iOS, for a target of the kind `options` says.
    public static func rewrite(_ source: String, name: String, options: Options = Options()) -> Result {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: name, tree: tree)
        let finder = ObjectiveCRuntimeUse(viewMode: .sourceAccurate)
        finder.walk(tree)
        // A test file in the app's folder belongs to a test target in Xcode (target membership, not folders,
        // decides), never to the app.
        let imported = ImportedModules(viewMode: .sourceAccurate)
        imported.walk(tree)
        if let test = ["XCTest", "Testing"].first(where: imported.names.contains) {
            let line = imported.lines[test] ?? 1
            return .leftOut(reason: "\(name):\(line) imports \(test): a test file, which Xcode builds into a test target, not the app", line: line)
        }
        if let use = finder.first {
            let line = converter.location(for: use.position).line
            return .leftOut(reason: "\(name):\(line) uses \(use.what), which needs the Objective-C runtime (not on Linux)", line: line)
        }
        let decided = IOSConditions().rewrite(tree)
        var text = AppSpellings(options: options, importedModules: imported.names).rewrite(decided).description
        // Apple's Foundation makes Observation visible (`@Observable` in a file that imports only Foundation);
        // Linux's does not. Imports are read anywhere at file scope, so they go at the end: no line moves.
        let imports = imported
        // Apple's Foundation also makes Combine visible (`ObservableObject` and `@Published` in a model file that
        // imports only Foundation); Linux's keeps URLSession and URLRequest in FoundationNetworking.
        // (Combine's names come from SwiftUI here, a module every app route target has; the Combine module is
        // an optional product.)
        var implicit: [String] = []
        if imports.names.contains("Foundation") {
            if !imports.names.contains("Observation") { implicit.append("import Observation  // implicit on iOS (Foundation)") }
            if imports.names.isDisjoint(with: ["Combine", "SwiftUI"]) { implicit.append("import SwiftUI  // Combine's names, implicit on iOS (Foundation)") }
        }
        if !imports.names.isDisjoint(with: ["Foundation", "SwiftUI", "UIKit", "Combine", "MapKit", "CoreLocation"]),
           !imports.names.contains("FoundationNetworking") {
            implicit.append("import FoundationNetworking  // URLSession, implicit on iOS (Foundation)")
        }
        if !implicit.isEmpty {
            text += (text.hasSuffix("\n") ? "" : "\n") + implicit.map { $0 + "\n" }.joined()
        }
        return .compiled(text)
    }
}

/// What an app's file spells differently on Linux, each change on its own line: an import of a module
/// Sheetshot provides through SwiftUI (`import os` → `import SwiftUI`), `Bundle.main` (the app's bundle) as
/// `Bundle.module` (the target's, where the plug-in puts the app's resources), `Locale.current`,
/// `Calendar.current` and `TimeZone.current` as a picture's (`previewCurrent`: an iPhone simulator's en_US and
/// Gregorian calendar, in UTC), and — in a library or test
/// target — an `@main` dropped, with the app's root screen (an `App`'s first `WindowGroup`) and each
/// `PreviewProvider` made previews on the line their type ends: `}; #Preview("MyApp") { … }`.
final class AppSpellings: SyntaxRewriter {
    let options: IOSSource.Options
    /// The modules the file imports: `X.Type` is read as SwiftUI's only when the file imports `X` (an app's own
    /// type may be named like a module: `enum Photos { struct Row }`).
    let importedModules: Set<String>
    init(options: IOSSource.Options, importedModules: Set<String> = []) {
        self.options = options
        self.importedModules = importedModules
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        guard let first = node.path.first, IOSSource.providedThroughSwiftUI.contains(first.name.text) else { return super.visit(node) }
        // `import os`, `@preconcurrency import OSLog`, `import struct os.Logger`: the names are SwiftUI's here.
        var out = node
        out.importKindSpecifier = nil
        let swiftUI = ImportPathComponentSyntax(name: .identifier("SwiftUI"))
        out.path = ImportPathComponentListSyntax([swiftUI.with(\.leadingTrivia, .space)
            .with(\.trailingTrivia, node.path.last?.trailingTrivia ?? [])])
        return DeclSyntax(out)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, member = node.declName.baseName.text
        func renamed(_ name: String) -> ExprSyntax {
            var out = node
            out.declName = out.declName.with(\.baseName, .identifier(name, leadingTrivia: node.declName.baseName.leadingTrivia,
                                                                      trailingTrivia: node.declName.baseName.trailingTrivia))
            return ExprSyntax(out)
        }
        if options.hasResources, member == "main", base == "Bundle" { return renamed("module") }
        // `SwiftData.Schema(…)`, `CoreGraphics.CGFloat(…)`: a type named through a module the route reads as
        // SwiftUI is SwiftUI's.
        if let base, IOSSource.providedThroughSwiftUI.contains(base), importedModules.contains(base), member.first?.isUppercase == true,
           let reference = node.base?.as(DeclReferenceExprSyntax.self) {
            var out = node
            out.base = ExprSyntax(reference.with(\.baseName, .identifier("SwiftUI", leadingTrivia: reference.baseName.leadingTrivia,
                                                                          trailingTrivia: reference.baseName.trailingTrivia)))
            return super.visit(out)
        }
        // The device's settings as an iPhone simulator has them (en_US, Gregorian, its first weekday Sunday),
        // in the time zone pictures are drawn in — not Linux's `en_001`, whose week starts on Monday, nor the
        // machine's `TZ`: the same picture on every machine.
        if ["current", "autoupdatingCurrent"].contains(member) {
            if let base, ["Locale", "Calendar", "TimeZone"].contains(base) { return renamed("previewCurrent") }
            // `formatter.locale = .current`, `Text(date, format: .dateTime.locale(.current))`: a bare `.current`
            // given to a `locale`, `calendar` or `timeZone` is that type's.
            if node.base == nil, Self.settingNames.contains(Self.receiver(of: node) ?? "") { return renamed("previewCurrent") }
        }
        return super.visit(node)
    }

    /// `let container: SwiftData.ModelContainer`: a type named through a module the route reads as SwiftUI.
    override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
        guard let base = node.baseType.as(IdentifierTypeSyntax.self), IOSSource.providedThroughSwiftUI.contains(base.name.text),
              importedModules.contains(base.name.text),
              base.genericArgumentClause == nil else { return super.visit(node) }
        var out = node
        out.baseType = TypeSyntax(base.with(\.name, .identifier("SwiftUI", leadingTrivia: base.name.leadingTrivia, trailingTrivia: base.name.trailingTrivia)))
        return super.visit(out)
    }

    /// The names of what takes a locale, calendar or time zone.
    static let settingNames: Set<String> = ["locale", "calendar", "timeZone"]

    /// The name `expression` is given to: the argument label it follows, the property or function it is
    /// assigned or passed to (`x.locale = .current`, `.locale(.current)`), if any.
    static func receiver(of expression: MemberAccessExprSyntax) -> String? {
        guard let parent = expression.parent else { return nil }
        if let argument = parent.as(LabeledExprSyntax.self) {
            if let label = argument.label?.text { return label }
            // The only argument of a call: the call's name (`.locale(.current)`).
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            if let callee = call?.calledExpression.as(MemberAccessExprSyntax.self) { return callee.declName.baseName.text }
            return call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        // `a.locale = .current`: in a sequence `a.locale`, `=`, `.current`.
        if let sequence = parent.as(ExprListSyntax.self) {
            let items = Array(sequence)
            guard let index = items.firstIndex(where: { $0.id == expression.id }), index >= 2,
                  items[index - 1].is(AssignmentExprSyntax.self) else { return nil }
            let target = items[index - 2]
            return target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node)
        guard options.isLibrary, var out = visited.as(StructDeclSyntax.self), node.genericParameterClause == nil else { return visited }
        let inherited = Set(node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        let name = node.name.text
        var preview: String?
        if let main = out.attributes.firstIndex(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }) {
            // The test program has its own entry point. The attribute's trivia goes to what follows it, before
            // that token's own (the line break after `@main`): no line moves.
            let trivia = out.attributes[main].leadingTrivia + out.attributes[main].trailingTrivia
            let position = out.attributes.distance(from: out.attributes.startIndex, to: main)
            out.attributes.remove(at: main)
            if position < out.attributes.count {
                out.attributes = out.attributes.with(\.leadingTrivia, trivia + out.attributes.leadingTrivia)
            } else if let first = out.modifiers.first {
                out.modifiers = out.modifiers.with(\.leadingTrivia, trivia + first.leadingTrivia)
            } else {
                out.structKeyword = out.structKeyword.with(\.leadingTrivia, trivia + out.structKeyword.leadingTrivia)
            }
            if inherited.contains("App") || inherited.contains("SwiftUI.App") {
                preview = "#Preview(\"\(name)\") { _AppRootPreview(\(name).self) }"
            }
        }
        if inherited.contains("PreviewProvider") || inherited.contains("SwiftUI.PreviewProvider") {
            preview = "#Preview(\"\(name)\") { \(name).previews }"
        }
        // Only a type at file scope (or in an `#if` there) can have a preview beside it.
        guard let preview, node.parent?.parent?.is(CodeBlockItemListSyntax.self) == true,
              node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true || node.parent?.parent?.parent?.is(IfConfigClauseSyntax.self) == true
        else { return DeclSyntax(out) }
        // Printed after the closing brace, on its line (trivia is printed as it is; nothing is parsed again).
        out.memberBlock.rightBrace = out.memberBlock.rightBrace.with(\.trailingTrivia,
            Trivia(pieces: [.unexpectedText("; \(preview)")]) + out.memberBlock.rightBrace.trailingTrivia)
        return DeclSyntax(out)
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
    /// The line of each module's first import (set by `walk(_:)` with a converter).
    private(set) var lines: [String: Int] = [:]
    private var converter: SourceLocationConverter?
    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        converter = SourceLocationConverter(fileName: "", tree: node)
        return .visitChildren
    }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first {
            names.insert(first.name.text)
            if lines[first.name.text] == nil, let converter { lines[first.name.text] = converter.location(for: node.positionAfterSkippingLeadingTrivia).line }
        }
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
            if IOSSource.providedModules.contains(module) || IOSSource.providedThroughSwiftUI.contains(module) { return true }
            if IOSSource.notOnIOS.contains(module) { return false }
            return nil
        default: return nil
        }
    }
}
