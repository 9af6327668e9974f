// Excluded by the package's manifest: it does not compile, so a build that compiled it would fail.
let ribbon: Int = "not a number"
