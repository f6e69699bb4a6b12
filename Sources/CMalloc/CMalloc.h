// glibc's malloc controls (mallopt), which Swift's Glibc module leaves out. Nothing here
// is compiled: the module only makes the C library's own declarations visible to Swift.
#if defined(__linux__)
#include <malloc.h>
#endif
