#pragma once
// kSanitized is true in the sanitizer build (AddressSanitizer, GCC's or Clang's spelling). Its code
// runs about 10x slower: the tests that repeat one check over many random games or positions run fewer
// of them there (`kSanitized ? 60 : 300`), since memory errors and undefined behaviour show in a few
// hundred games' code paths as well as in thousands; the release build runs the full counts.
#if defined(__SANITIZE_ADDRESS__)
#define FF_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FF_SANITIZED 1
#endif
#endif

namespace ff {
#ifdef FF_SANITIZED
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
}  // namespace ff
