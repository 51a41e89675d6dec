// DejaVu Sans, subset at build time to the code points of glyph_ranges.h
// (web/CMakeLists.txt runs pyftsubset, then web/embed-fonts.cmake writes this array). Bold is made
// from it when the atlas is built (web/widgets/ui.cpp).
#pragma once
#include <cstddef>

namespace ff::ui::font_data {
extern const unsigned char kRegular[];
extern const std::size_t kRegularSize;
}  // namespace ff::ui::font_data
