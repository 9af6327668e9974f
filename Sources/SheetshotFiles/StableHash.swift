/// A hash of text that is the same in every process and on every machine (Swift's `Hasher` is seeded
/// afresh each run): for names made from text — file and folder names, identities, shard assignment.
/// Not for security.
public enum StableHash {
    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
