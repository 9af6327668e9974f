/// Path arithmetic on strings, without Foundation's `NSString` path methods: on this toolchain
/// (swift-corelibs-foundation with Swift 6.3) `("g" as NSString).deletingLastPathComponent` stops the
/// program with an illegal instruction for any one-character path, so an output folder named `g` crashed
/// every command that made it.
public enum FilePaths {
    /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it: "a/b/c" → "a/b",
    /// "a/b/" → "a", "/a" → "/", "a" → "", "/" → "/".
    public static func parent(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        if slash == p.startIndex { return "/" }
        var parent = p[..<slash]
        while parent.count > 1 && parent.hasSuffix("/") { parent.removeLast() }
        return String(parent)
    }
}
