
// Appended by .ci/fuzz to a copy of Package.swift (never to the package itself: a manifest that read the
// environment would make SwiftPM plan a user's whole build again whenever a variable changed).
//
// The fuzzer's build (`--sanitize=fuzzer`) builds every plug-in and macro tool with libFuzzer linked in,
// whose `main` collides with the tool's own. The fuzzer needs none of them (its SwiftUI views use no macro:
// a macro's declaration needs its tool only where it is used), so that build leaves the corpus tests, the
// app route's tests and fixture packages, both plug-ins, their tools and SheetshotUI's macro tool out.
do {
    package.targets.removeAll { ["SheetshotUICorpusTests", "CorpusSources", "corpus-import", "SheetshotUIMacros", "SheetshotUIMacrosTests",
                                 "AppSourcesTests", "SheetshotAppSources", "sheetshot-app-sources", "Badges", "BadgeShapes"].contains($0.name) }
    package.products.removeAll { ["SheetshotAppSources", "sheetshot-app-sources"].contains($0.name) }
    for target in package.targets {
        target.dependencies.removeAll { if case .byNameItem(name: "SheetshotUIMacros", _) = $0 { return true }; return false }
    }
}
