// libjpeg-turbo's TurboJPEG API: JPEG decoding that reports errors by return value (libjpeg's own API
// reports them by longjmp, which Swift cannot catch).
#include <stddef.h>
#include <turbojpeg.h>
