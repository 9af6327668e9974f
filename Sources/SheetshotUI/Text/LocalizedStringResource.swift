import Foundation

// Foundation's localized-string resource, which Apple's SDK has and Linux's Foundation lacks: SwiftUI files
// declare titles as `LocalizedStringResource` and pass them to `Text` and `String(localized:)`.

extension String {
    /// A string with values interpolated, its localization key written as a strings file writes it
    /// (Foundation's `String.LocalizationValue`).
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, @unchecked Sendable {
        // @unchecked: as LocalizedStringKey's, a formatted part keeps its input value and format style.
        let key: LocalizedStringKey
        /// The value of `value`, as written.
        public init(_ value: String) { key = LocalizedStringKey(value) }
        /// The value of a string literal.
        public init(stringLiteral value: String) { key = LocalizedStringKey(stringLiteral: value) }
        /// The value of an interpolated literal.
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// `resource` translated for its locale by the strings of its bundle, its values put in; as written
    /// when no table has it.
    public init(localized resource: LocalizedStringResource) { self = resource.resolved() }

    /// `keyAndValue` translated for `locale` by table `table` of `bundle` (nil: the main bundle and the
    /// resource bundles beside the program); as written when no table has it.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStringResource.resolve(keyAndValue.key, table: table, bundle: bundle, locale: locale)
    }
}

/// A string to be localized, with where its translation is looked up (Foundation's
/// `LocalizedStringResource`): `Text(resource)` and `String(localized: resource)` show it translated.
public struct LocalizedStringResource: Hashable, @unchecked Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key the strings tables know the string by.
    public var key: String
    /// The string where no table has a translation, with its values.
    public var defaultValue: String.LocalizationValue
    /// The strings table (nil: "Localizable").
    public var table: String?
    /// The locale it is translated for.
    public var locale: Locale
    /// The bundle holding the tables.
    public var bundle: BundleDescription

    /// Where the strings tables are (Foundation's `LocalizedStringResource.BundleDescription`).
    public enum BundleDescription: Hashable, Sendable {
        /// The main bundle (and the resource bundles beside the program).
        case main
        /// The bundle at a URL.
        case atURL(URL)
        /// The bundle a class belongs to.
        public static func forClass(_ aClass: AnyClass) -> BundleDescription { .atURL(Bundle(for: aClass).bundleURL) }

        var bundleValue: Bundle? {
            switch self {
            case .main: return nil
            case .atURL(let url): return Bundle(url: url)
            }
        }
    }

    /// A resource whose key is `keyAndValue` as a strings file writes it, and whose default value it is.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = keyAndValue.key.tableKey
        self.defaultValue = keyAndValue
        self.table = table; self.locale = locale; self.bundle = bundle
    }

    /// A resource known by `key`, shown as `defaultValue` where no table has it.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table; self.locale = locale; self.bundle = bundle
    }

    /// The resource of a string literal.
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(stringLiteral: value)) }
    /// The resource of an interpolated literal.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The string, translated.
    public var description: String { resolved() }

    /// The text key a `Text` looks up: the default value's, when the resource's key is its own; else a
    /// translation found under the key, else the default value.
    var textKey: LocalizedStringKey {
        if key == defaultValue.key.tableKey { return defaultValue.key }
        let formatting = TextFormatting()
        let strings = LocalizedStrings.merged(table: table ?? "Localizable", bundle: bundle.bundleValue, locale: locale)
        if let translation = strings[key] { return LocalizedStringKey(parts: [.literal(translation)]) }
        return LocalizedStringKey(parts: [.literal(defaultValue.key.resolved(in: formatting))])
    }

    /// The string translated for its locale, its values put in.
    func resolved() -> String {
        if key != defaultValue.key.tableKey {
            let strings = LocalizedStrings.merged(table: table ?? "Localizable", bundle: bundle.bundleValue, locale: locale)
            if let translation = strings[key] { return translation }
        }
        return Self.resolve(defaultValue.key, table: table, bundle: bundle.bundleValue, locale: locale)
    }

    /// `key` translated for `locale` by table `table` of `bundle`, its values put in; as written when no
    /// table has it.
    static func resolve(_ key: LocalizedStringKey, table: String?, bundle: Bundle?, locale: Locale) -> String {
        var formatting = TextFormatting()
        formatting.locale = locale
        return (key.localized(table: table, bundle: bundle, in: formatting) ?? key).resolved(in: formatting)
    }
}

extension LocalizedStringKey {
    /// The key as a strings file writes it: literal pieces as they are, each value as its specifier.
    var tableKey: String {
        parts.map { part -> String in
            switch part {
            case .literal(let s): s
            case .inserted(_, let specifier): specifier
            case .formatted: "%@"
            }
        }.joined()
    }
}

extension Text {
    /// Text of a localized string resource, translated for the environment's locale as a key is.
    @_disfavoredOverload public init(_ resource: LocalizedStringResource) {
        self.init(resource.textKey, tableName: resource.table, bundle: resource.bundle.bundleValue)
    }
}

/// A value that can say how to describe itself as a localized string resource (Foundation's
/// `CustomLocalizedStringResourceConvertible`, as App Intents' and SwiftUI's titles take it).
public protocol CustomLocalizedStringResourceConvertible {
    /// The value as a localized string resource.
    var localizedStringResource: LocalizedStringResource { get }
}

extension LabeledContent where Label == Text {
    /// A row titled by a localized string resource, with `content` as its value.
    @_disfavoredOverload public init(_ title: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
