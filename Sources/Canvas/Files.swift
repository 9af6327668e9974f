// Canvas draws; writing files safely is SheetshotFiles' (atomic writes, size-limited reads, temporary files
// removed on a signal or an exit). It is re-exported, so `import Canvas` keeps giving `AtomicFile`,
// `InputFile`, `OutputFolder`, `TemporaryFiles` and `FileError`, as before they moved.
@_exported import SheetshotFiles
