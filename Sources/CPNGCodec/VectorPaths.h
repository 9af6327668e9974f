// Whether the codec's C loops may use vector instructions: one switch for the encoder, the decoder and
// un-premultiplying (ssfe_use_vector_paths), and the CPU's answer. Internal to CPNGCodec.
#ifndef VECTORPATHS_H
#define VECTORPATHS_H

/// Nonzero when vector loops are allowed and the CPU has AVX2.
int sspng_vector_avx2(void);

#endif
