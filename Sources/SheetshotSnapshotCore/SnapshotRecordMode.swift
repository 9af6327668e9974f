import Foundation

/// When a snapshot assertion writes its reference file.
///
/// The mode comes, first to last, from the `record:` argument of a call, the `SNAPSHOT_TESTING_RECORD`
/// environment variable (`all`, `failed`, `missing` or `never`), and otherwise `never` when the `CI`
/// environment variable is set (CI must not invent references) or `missing` on a developer's machine.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write every reference, matching or not, and fail so that each is looked at.
    case all
    /// Write references that are missing or differ (after writing the failure artifacts), and fail.
    case failed
    /// Write references that are missing, and fail saying so; compare the others. The default.
    case missing
    /// Write nothing: a missing reference fails like a differing one. The default when `CI` is set.
    case never

    /// The mode the environment asks for: `SNAPSHOT_TESTING_RECORD`, else `never` under CI, else `missing`.
    /// - Throws: `SnapshotConfigurationError` when `SNAPSHOT_TESTING_RECORD` holds something else.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SnapshotRecordMode {
        if let value = environment["SNAPSHOT_TESTING_RECORD"], !value.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
                throw SnapshotConfigurationError(
                    "SNAPSHOT_TESTING_RECORD=\(value) is not a record mode; use one of \(allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, !["0", "false", "no"].contains(ci.lowercased()) { return .never }
        return .missing
    }

    /// The mode `SNAPSHOT_TESTING_RECORD` asks for, else `fallback`: for suites whose references are
    /// written only on request (`record: .requested(orElse: .never)`), whatever `CI` says. Nil when the
    /// variable holds something that is not a mode, so that the assertion reports that error.
    public static func requested(orElse fallback: SnapshotRecordMode,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotRecordMode? {
        guard let value = environment["SNAPSHOT_TESTING_RECORD"], !value.isEmpty else { return fallback }
        return SnapshotRecordMode(rawValue: value.lowercased())
    }

    /// Why this mode was chosen, for failure messages.
    static func describeSource(explicit: SnapshotRecordMode?, environment: [String: String]) -> String {
        if let explicit {
            if let v = environment["SNAPSHOT_TESTING_RECORD"], v.lowercased() == explicit.rawValue { return "SNAPSHOT_TESTING_RECORD=\(v)" }
            return "the call's record: argument or its snapshot configuration"
        }
        if let v = environment["SNAPSHOT_TESTING_RECORD"], !v.isEmpty { return "SNAPSHOT_TESTING_RECORD=\(v)" }
        if let ci = environment["CI"], !ci.isEmpty { return "CI=\(ci) is set" }
        return "the default"
    }
}

/// A snapshot set-up that cannot work: an unknown record mode, an unusable folder.
public struct SnapshotConfigurationError: Error, CustomStringConvertible, Equatable {
    /// What is wrong and how to fix it.
    public let description: String
    init(_ description: String) { self.description = description }
}
