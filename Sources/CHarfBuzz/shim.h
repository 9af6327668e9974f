// HarfBuzz, reached through pkg-config `harfbuzz` (Debian: libharfbuzz-dev): OpenType shaping — GPOS
// kerning, ligatures, marks, right-to-left scripts — on faces read from the same font files FreeType uses.
#include <hb.h>
#include <hb-ot.h>
