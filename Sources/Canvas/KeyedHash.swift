import CPixelKernels

/// SipHash-2-4: a keyed hash whose values an outsider who does not know the key cannot predict or collide,
/// for naming what a cache remembers about a file that came from elsewhere.
public enum KeyedHash {
    /// SipHash-2-4 of `bytes` under `key` (16 bytes; a shorter key is padded with zeros, a longer one cut).
    public static func sipHash24(key: [UInt8], _ bytes: [UInt8]) -> UInt64 {
        let k = Array((key + [UInt8](repeating: 0, count: 16)).prefix(16))
        return k.withUnsafeBufferPointer { kp in bytes.withUnsafeBytes { ss_siphash24(kp.baseAddress!, $0.baseAddress, $0.count) } }
    }
}
