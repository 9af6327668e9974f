// sheetshot-compat: how much of a folder of SwiftUI files compiles and renders on Linux with Sheetshot, and
// what stands in the way. The command lives in the SheetshotCompat library, where its tests reach it.
import SheetshotCompat

CompatCommand.main()
