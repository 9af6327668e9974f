import CPixelKernels
import CPNGCodec

/// Which vector paths the drawing, comparison and PNG kernels may take. The kernels choose at run time
/// among the widest unit the CPU has (AVX-512, AVX2, else scalar loops) and compute the same bytes on
/// every path; limiting them measures on one machine what a CPU with less runs — a CI runner with AVX2 but
/// no AVX-512, or one without either (arm64 runs the scalar loops here).
public enum VectorPaths: String, CaseIterable, Sendable {
    /// Every path this CPU has (the default).
    case all
    /// AVX2 at most: no AVX-512.
    case avx2
    /// None: the scalar loops.
    case scalar

    /// Limits the kernels to `paths` for the rest of the process (or until set again).
    public static func use(_ paths: VectorPaths) {
        let level: Int32 = switch paths { case .all: 1; case .avx2: 2; case .scalar: 0 }
        ss_use_vector_paths(level)
        ssfe_use_vector_paths(level)
    }
}
