// Deck codes (core/engine/deck_code.h): the bits a game packs come back exactly, and a mistyped or
// foreign text is refused with its reason. The games' own tests check their codes' contents.
#include <gtest/gtest.h>

#include "core/engine/deck_code.h"

namespace ff {
namespace {

DeckBits Sample() {
  DeckBits b;
  for (uint32_t i = 0; i < 38; ++i) b.put(i % 8, 3);  // 114 bits, like Ground Assault's counts
  return b;
}

TEST(DeckCode, TheBitsComeBackExactly) {
  const DeckBits b = Sample();
  const std::string code = write_deck_code("XX1-", b, 18);
  EXPECT_EQ(code.size(), 4u + 22u);
  auto back = read_deck_code(code, "XX1-", 114, 18);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back->v, b.v);
}

TEST(DeckCode, AMistypedOrForeignTextIsRefusedWithItsReason) {
  std::string code = write_deck_code("XX1-", Sample(), 18);
  EXPECT_EQ(read_deck_code("YY1-" + code.substr(4), "XX1-", 114, 18).error(), "not a deck code (XX1- and 22 letters)");
  EXPECT_EQ(read_deck_code(code + "A", "XX1-", 114, 18).error(), "not a deck code (XX1- and 22 letters)");
  std::string bad = code;
  bad[10] = '!';
  EXPECT_EQ(read_deck_code(bad, "XX1-", 114, 18).error(), "not a deck code: '!' is not one of its letters");
  int refused = 0;
  for (size_t i = 4; i < code.size(); ++i) {
    std::string typo = code;
    typo[i] = typo[i] == 'A' ? 'B' : 'A';
    refused += !read_deck_code(typo, "XX1-", 114, 18).ok();
  }
  EXPECT_EQ(refused, 22) << "every one-letter typo breaks the checksum";
}

}  // namespace
}  // namespace ff
