// SheetshotSnapshotCore: snapshot assertions for images, texts and frame sequences, from XCTest or Swift
// Testing, on Linux. References live beside the test file in __Snapshots__/<TestFile>/; a failure writes
// expected / difference / actual images, an HTML report and the command that accepts the new result.
// WidgetSnapshotTesting and SheetSnapshotTesting add the strategies for widget trees and sheets.
import Canvas
import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Asserts that `value`, made into a snapshot by `strategy`, matches its reference; fails the current
/// test (XCTest or Swift Testing) at the caller's line otherwise, with a message that says what differs,
/// where the artifacts are and how to accept the new result.
///
///     @Test func expandedSheet() {
///         let scene = SheetScene(preset: .fluent, device: .iPhone15Pro, position: .state(.expanded))
///         assertSnapshot(of: scene, as: .image(scale: 1))
///     }
///
/// - Parameters:
///   - value: what to snapshot.
///   - strategy: how it becomes a picture (`.image`), a text (`.layout`, `.text`) or frames (`.frames`, `.apng`).
///   - name: the snapshot's name in its test; unnamed snapshots are numbered 1, 2, 3… in call order
///     (a parameterized Swift Testing test must name them, since its cases run in parallel).
///   - record: the record mode for this call (else the `SnapshotConfiguration`'s, else `SNAPSHOT_TESTING_RECORD`,
///     else `never` under CI, else `missing`).
///   - tolerance: how far images may differ (else the configuration's, else exact).
///   - directory: the folder holding this test's references (else the configuration's, else
///     `__Snapshots__/<TestFile>` beside the test file).
///   - fileID: the caller's file (`#fileID`), where a failure is reported.
///   - filePath: the caller's file path (`#filePath`), beside which references are kept.
///   - testName: the test's name (`#function`), which names its references.
///   - line: the caller's line, where a failure is reported.
///   - column: the caller's column, where a failure is reported.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: SnapshotTolerance? = nil,
    directory: URL? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    #if canImport(Testing)
    // Argument cases of one parameterized test run in parallel: call-order numbers would change from run
    // to run and mix up their references.
    if name == nil, Test.Case.current?.isParameterized == true {
        recordSnapshotFailure("An unnamed snapshot in a parameterized test: pass named: (from the arguments) so that each case " +
                              "has its own reference; numbers 1, 2, 3… would depend on which case runs first.",
                              fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    #endif
    guard let message = verifySnapshot(of: try value(), as: strategy, named: name, record: record, tolerance: tolerance,
                                       directory: directory, filePath: "\(filePath)", testName: testName) else { return }
    recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `value` matches its reference, snapshotted the way its type usually is: a scene, image or
/// canvas as a picture, a frame sequence frame by frame (numbered PNGs), a string as text.
public func assertSnapshot<Value: DefaultSnapshotting>(
    of value: @autoclosure () throws -> Value, named name: String? = nil, record: SnapshotRecordMode? = nil,
    tolerance: SnapshotTolerance? = nil, directory: URL? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: try value(), as: Value.defaultSnapshotStrategy, named: name, record: record, tolerance: tolerance,
                   directory: directory, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// A type with a usual way to be snapshotted, so that `assertSnapshot(of:)` needs no `as:`.
public protocol DefaultSnapshotting {
    /// The strategy `assertSnapshot(of:)` uses for this type.
    static var defaultSnapshotStrategy: SnapshotStrategy<Self> { get }
}

extension Image: DefaultSnapshotting {
    /// The image itself.
    public static var defaultSnapshotStrategy: SnapshotStrategy<Image> { .image }
}

extension Canvas: DefaultSnapshotting {
    /// The canvas's pixels.
    public static var defaultSnapshotStrategy: SnapshotStrategy<Canvas> { .image }
}

extension FrameSequence: DefaultSnapshotting {
    /// Every frame, as numbered PNGs in a folder.
    public static var defaultSnapshotStrategy: SnapshotStrategy<FrameSequence> { .frames }
}

extension String: DefaultSnapshotting {
    /// The text, line by line.
    public static var defaultSnapshotStrategy: SnapshotStrategy<String> { .text }
}

/// Fails the running test with `message` at the given place: a Swift Testing issue when a Swift Testing
/// test is running, else an XCTest failure.
public func recordSnapshotFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    XCTFail(message, file: filePath, line: line)
}
