// Fontconfig, reached through pkg-config `fontconfig` (Debian: libfontconfig-dev): finds the file of an
// installed font by family, weight and slant (listing exact matches only — never a substitute).
#include <fontconfig/fontconfig.h>
