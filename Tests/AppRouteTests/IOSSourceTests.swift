import SheetshotAppRoute
import Testing

/// An app's file rewritten as it compiles for iOS: each platform test decided where it stands, nothing
/// else changed, no line moved.
@Suite struct IOSSourceTests {
    private func compiled(_ source: String) throws -> String {
        guard case .compiled(let text) = IOSSource.rewrite(source, name: "File.swift") else { throw IOSSourceTestError() }
        return text
    }
    private struct IOSSourceTestError: Error {}

    @Test func platformTestsAreDecidedAsOnIOS() throws {
        let source = """
            #if os(iOS) || os(macOS)
            let a = 1
            #elseif targetEnvironment(macCatalyst)
            let a = 2
            #endif
            #if !os(iOS) && (canImport(AppKit) || os(visionOS))
            let b = 1
            #endif
            #if canImport(StoreKit) && canImport(UIKit) && arch(arm64) && targetEnvironment(simulator) && swift(>=5.9)
            let c = 1
            #endif
            """
        let text = try compiled(source)
        #expect(text == """
            #if true || false
            let a = 1
            #elseif false
            let a = 2
            #endif
            #if !true && (false || false)
            let b = 1
            #endif
            #if canImport(StoreKit) && true && true && true && swift(>=5.9)
            let c = 1
            #endif
            """)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func nestedConditionsAreDecidedToo() throws {
        let text = try compiled("struct S {\n    #if os(iOS)\n    #if os(tvOS)\n    let x = 1\n    #endif\n    #endif\n}\n")
        #expect(text == "struct S {\n    #if true\n    #if false\n    let x = 1\n    #endif\n    #endif\n}\n")
    }

    @Test func aFoundationOnlyFileSeesObservationAtTheEnd() throws {
        #expect(try compiled("import Foundation\n@Observable final class M {}\n")
                == "import Foundation\n@Observable final class M {}\nimport Observation  // implicit on iOS (Foundation)\n")
        #expect(try compiled("import SwiftUI\n") == "import SwiftUI\n")
    }

    @Test func theObjectiveCRuntimeLeavesTheFileOutNamingTheLine() {
        #expect(IOSSource.rewrite("import UIKit\n\nclass C {\n    @objc func f() {}\n}\n", name: "C.swift")
                == .leftOut(reason: "C.swift:4 uses @objc, which needs the Objective-C runtime (not on Linux)", line: 4))
        #expect(IOSSource.rewrite("let s = #selector(C.f)\n", name: "S.swift")
                == .leftOut(reason: "S.swift:1 uses #selector, which needs the Objective-C runtime (not on Linux)", line: 1))
    }
}
