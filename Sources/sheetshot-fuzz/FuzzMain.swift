// sheetshot-fuzz: Sheetshot's input-handling code under a fuzzer (see FuzzTarget).
//
// Built with `--sanitize=fuzzer -Xswiftc -DFUZZING` (as .ci/fuzz does), libFuzzer drives
// `LLVMFuzzerTestOneInput` and the target comes from SHEETSHOT_FUZZ_TARGET. Built normally, it replays
// files through a target — the seed corpus and saved reproducers, as the test suite does:
//
//   sheetshot-fuzz TARGET FILE-OR-FOLDER...
import Foundation

/// The target libFuzzer runs, named by SHEETSHOT_FUZZ_TARGET.
let fuzzTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["SHEETSHOT_FUZZ_TARGET"] ?? ""
    guard let t = FuzzTarget(rawValue: name) else {
        FileHandle.standardError.write(Data("SHEETSHOT_FUZZ_TARGET must be one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'\n".utf8))
        exit(2)
    }
    return t
}()

/// libFuzzer's entry point: runs the chosen target on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzTarget.run(count == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}

#if !FUZZING
@main
struct ReplayMain {
    static func main() {
        let args = CommandLine.arguments.dropFirst()
        guard let first = args.first, let target = FuzzTarget(rawValue: first), args.count >= 2 else {
            print("usage: sheetshot-fuzz TARGET FILE-OR-FOLDER...   (targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")))")
            exit(2)
        }
        var files: [String] = []
        for path in args.dropFirst() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { print("no such file: \(path)"); exit(2) }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.sorted().filter { !$0.hasPrefix(".") }.map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { print("cannot read \(file)"); exit(2) }
            let start = Date()
            target.run([UInt8](data))
            print(String(format: "%@ %.3f s", file, Date().timeIntervalSince(start)))
        }
        print("\(files.count) inputs, none crashed")
    }
}
#endif
