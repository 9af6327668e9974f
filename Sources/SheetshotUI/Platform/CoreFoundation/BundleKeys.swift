// Core Foundation's `Info.plist` keys, which `import SwiftUI` (through Foundation) makes visible on iOS and
// Linux's Foundation does not export: `Bundle.main.object(forInfoDictionaryKey: kCFBundleVersionKey as String)`.
// Here they are the keys' strings (`as String` on them changes nothing).

/// The bundle's identifier key, `CFBundleIdentifier`.
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
/// The bundle's build version key, `CFBundleVersion`.
public let kCFBundleVersionKey = "CFBundleVersion"
/// The bundle's short name key, `CFBundleName`.
public let kCFBundleNameKey = "CFBundleName"
/// The bundle's executable name key, `CFBundleExecutable`.
public let kCFBundleExecutableKey = "CFBundleExecutable"
/// The bundle's localisation key, `CFBundleDevelopmentRegion`.
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"
/// The `Info.plist` format version key, `CFBundleInfoDictionaryVersion`.
public let kCFBundleInfoDictionaryVersionKey = "CFBundleInfoDictionaryVersion"
/// The key of the localisations the bundle holds, `CFBundleLocalizations`.
public let kCFBundleLocalizationsKey = "CFBundleLocalizations"
