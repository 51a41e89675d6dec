// DejaVu Sans and DejaVu Sans Bold, subset at build time to the code points of glyph_ranges.h
// (web/CMakeLists.txt runs pyftsubset, then web/embed-fonts.cmake writes these arrays).
#pragma once
#include <cstddef>

namespace ff::ui::font_data {
extern const unsigned char kRegular[];
extern const std::size_t kRegularSize;
extern const unsigned char kBold[];
extern const std::size_t kBoldSize;
}  // namespace ff::ui::font_data
