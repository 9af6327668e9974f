// libpng, reached through pkg-config `libpng` (Debian: libpng-dev).
#include <png.h>
