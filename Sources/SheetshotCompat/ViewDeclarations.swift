// What a file offers to render: its top-level views that can be made with no arguments, and its
// `PreviewProvider`s (its `#Preview`s are found at run time). Read with SwiftParser, without type-checking:
// a view whose memberwise initialiser would need an argument, or that is generic, is left out.
import SwiftParser
import SwiftSyntax

/// The renderable declarations of one file.
struct ViewDeclarations {
    /// Views made with `Name()`, in the file's order, with the line each is declared on.
    var views: [(name: String, line: Int)] = []
    /// `PreviewProvider` types.
    var previewProviders: [(name: String, line: Int)] = []
    /// Whether the file has `#Preview` (found at run time).
    var hasPreviewMacro = false
    /// Every type the file declares as a view (generic ones and those needing arguments too).
    var viewTypes: Set<String> = []

    init(source: String) {
        let file = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: file)
        for declaration in Self.topLevelStructs(in: file.statements) {
            let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            let line = converter.location(for: declaration.positionAfterSkippingLeadingTrivia).line
            let name = declaration.name.text
            if inherited.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
                previewProviders.append((name, line))
            } else if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
                viewTypes.insert(name)
                if declaration.genericParameterClause == nil, Self.madeWithoutArguments(declaration) { views.append((name, line)) }
            }
        }
        hasPreviewMacro = source.contains("#Preview")
    }

    /// Structs at file scope, including those inside `#if` blocks.
    static func topLevelStructs(in items: CodeBlockItemListSyntax) -> [StructDeclSyntax] {
        var found: [StructDeclSyntax] = []
        for item in items {
            if let declaration = item.item.as(StructDeclSyntax.self) {
                found.append(declaration)
            } else if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .statements(let statements)? = clause.elements { found += topLevelStructs(in: statements) }
                }
            }
        }
        return found
    }

    /// Property wrappers whose property needs no argument when it has no initial value.
    static let selfStartingWrappers: Set<String> = ["Environment", "EnvironmentObject", "FocusState", "Namespace", "AccessibilityFocusState",
                                                     "ScaledMetric", "Query", "FetchRequest", "SceneStorage"]

    /// Whether `Name()` makes the view: an initialiser whose parameters all have defaults, or (with none
    /// declared) a memberwise one every stored property of which has a value already.
    static func madeWithoutArguments(_ declaration: StructDeclSyntax) -> Bool {
        let members = declaration.memberBlock.members.map(\.decl)
        let initialisers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        if !initialisers.isEmpty {
            return initialisers.contains { initialiser in
                initialiser.optionalMark == nil && !initialiser.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
                    && initialiser.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
            }
        }
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            if variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) { continue }
            let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            let isVar = variable.bindingSpecifier.text == "var"
            for binding in variable.bindings {
                if let accessors = binding.accessorBlock {
                    // Computed unless it only observes (willSet/didSet).
                    if case .accessors(let list) = accessors.accessors,
                       list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) {
                        // stored: fall through
                    } else {
                        continue
                    }
                }
                if binding.initializer != nil { continue }
                if wrappers.contains(where: { selfStartingWrappers.contains($0.split(separator: "<").first.map(String.init) ?? $0) }) { continue }
                let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                let optional = type.hasSuffix("?") || type.hasPrefix("Optional<")
                if optional && (isVar || wrappers.contains("State")) { continue }
                return false
            }
        }
        return true
    }
}
