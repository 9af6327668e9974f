// Where `#Preview`s are found at run time: each expansion places a record in the `sheetshot_previews`
// section, and the linker gathers every record of the program between the section's start and stop
// symbols (ELF: `__start_`/`__stop_` + the section's name), whichever module they were compiled in.

/// One record in the `sheetshot_previews` section, written by `#Preview`'s expansion: a kind
/// (`PreviewRecords.previewKind`), a reserved word, a function that stores the `Preview` at the address it
/// is given, and a reserved context word. Not for use by hand.
public typealias PreviewRecord = (kind: UInt32, reserved: UInt32,
                                  make: @convention(c) (UnsafeMutableRawPointer) -> CBool, context: UInt)

enum PreviewRecords {
    /// "SSPV": the kind of a preview record.
    static let previewKind: UInt32 = 0x5353_5056

    /// The previews every record in the section makes.
    static func previews() -> [Preview] {
        var previews: [Preview] = []
        for record in records() where record.kind == previewKind {
            let storage = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
            defer { storage.deallocate() }
            if record.make(UnsafeMutableRawPointer(storage)) {
                previews.append(storage.move())
            }
        }
        return previews
    }

    #if os(Linux) || os(Android) || os(FreeBSD)
    /// The records between the section's bounds.
    static func records() -> [PreviewRecord] {
        let start = withUnsafeMutablePointer(to: &sectionStart) { UnsafeRawPointer($0) }
        let stop = withUnsafeMutablePointer(to: &sectionStop) { UnsafeRawPointer($0) }
        let stride = MemoryLayout<PreviewRecord>.stride
        let count = (stop - start) / stride
        return (0..<count).map { (start + $0 * stride).load(as: PreviewRecord.self) }
    }
    #else
    /// Previews are found in ELF binaries only.
    static func records() -> [PreviewRecord] { [] }
    #endif
}

#if os(Linux) || os(Android) || os(FreeBSD)
/// A byte at a section bound: only its address is used.
struct SectionBound: ~Copyable {
    var byte: CChar = 0
}

@_silgen_name(raw: "__start_sheetshot_previews") nonisolated(unsafe) var sectionStart: SectionBound
@_silgen_name(raw: "__stop_sheetshot_previews") nonisolated(unsafe) var sectionStop: SectionBound

/// A record of no kind, so that the section (and its bounds) exists in a program without previews.
@section("sheetshot_previews") @used
private let emptyPreviewRecord: PreviewRecord = (0, 0, { _ in false }, 0)
#endif
