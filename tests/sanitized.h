#pragma once
// FF_SANITIZED is defined in the sanitizer build (AddressSanitizer, GCC's or Clang's spelling). Its
// code runs about 10x slower: the tests that repeat one check over many random games or positions run
// fewer of them there, since memory errors and undefined behaviour show in a few hundred games' code
// paths as well as in thousands; the release build runs the full counts.
#if defined(__SANITIZE_ADDRESS__)
#define FF_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FF_SANITIZED 1
#endif
#endif
