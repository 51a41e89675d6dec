// The tables' colours, each meaning under one name: the seats' colours (tables, the result's chart
// and legend) and the colours several pieces or tables share. A colour a table uses once stays
// where it is drawn; a table's own set (Assault Edge's decks and elements) is its named array.
// More in ui.h's colors (the felt, gold, text).
#pragma once
#include "imgui.h"

namespace ff::ui {

// `c` with its alpha replaced (0..255).
constexpr ImU32 with_alpha(ImU32 c, int alpha) {
  return (c & ~ImU32{IM_COL32_A_MASK}) | (static_cast<ImU32>(alpha) << IM_COL32_A_SHIFT);
}

// Blue and orange first: told apart with every common colour-vision deficiency; then teal, violet.
inline constexpr ImU32 kSeatColours[4] = {IM_COL32(70, 150, 255, 255), IM_COL32(255, 146, 30, 255), IM_COL32(70, 210, 190, 255),
                                          IM_COL32(220, 110, 240, 255)};
// A seat's colour; any other seat (nobody's: a neutral pile, an empty place) neutral grey.
constexpr ImU32 seat_colour(int seat, int alpha = 255) {
  return with_alpha(seat >= 0 && seat < 4 ? kSeatColours[seat] : IM_COL32(170, 170, 170, 255), alpha);
}

namespace colors {
// ---- Pieces: cards, tiles, dice, tokens.
constexpr ImU32 kWhite = IM_COL32(255, 255, 255, 255);        // text on a coloured box, the mark's outline
constexpr ImU32 kShadow = IM_COL32(0, 0, 0, 70);              // under a card or a die
constexpr ImU32 kTokenShadow = IM_COL32(0, 0, 0, 80);         // under a unit token (thicker than a card)
constexpr ImU32 kCardStock = IM_COL32(252, 250, 244, 255);    // a playing card's face, a Crossfire tile
constexpr ImU32 kPieceEdge = IM_COL32(120, 120, 110, 255);    // the edge of a tile or a die
constexpr ImU32 kDisabledShade = IM_COL32(40, 40, 40, 140);   // over a card that cannot be played now
constexpr ImU32 kSelectBlue = IM_COL32(80, 170, 255, 255);    // the outline of the selected piece
constexpr ImU32 kSelectedText = IM_COL32(150, 200, 255, 255); // the selected piece in words
constexpr ImU32 kInk = IM_COL32(20, 20, 20, 255);             // dark text or marks on a light piece
constexpr ImU32 kInkOnGold = IM_COL32(30, 20, 0, 255);        // text on a gold or cream badge
constexpr ImU32 kBadge = IM_COL32(255, 236, 150, 255);        // a cream badge: changed, Ace, a token's tag
constexpr ImU32 kCream = IM_COL32(255, 235, 190, 255);        // light text on a dark violet card
constexpr ImU32 kCardTitle = IM_COL32(255, 245, 220, 255);    // the title of a dark card
constexpr ImU32 kCardText = IM_COL32(215, 215, 225, 255);     // the text of a dark card
constexpr ImU32 kHandCard = IM_COL32(36, 40, 52, 255);        // a hand card of rules text
constexpr ImU32 kParchment = IM_COL32(230, 222, 196, 255);    // a face-up objective or facility
constexpr ImU32 kParchmentInk = IM_COL32(30, 25, 15, 255);    // text on parchment
constexpr ImU32 kFaceDown = IM_COL32(70, 40, 90, 255);        // a face-down objective or facility
constexpr ImU32 kCountPill = IM_COL32(25, 25, 25, 235);       // a count on a pile ("15", "deck")
constexpr ImU32 kPillEdge = IM_COL32(0, 0, 0, 200);           // the dark edge of a label over a piece
constexpr ImU32 kLabelStrip = IM_COL32(10, 20, 14, 220);      // a dark strip under a label over cards
// The values on units: attack (red), health or shields (green), speed or defense (blue), damage (yellow).
constexpr ImU32 kStatRed = IM_COL32(190, 45, 40, 255);
constexpr ImU32 kStatGreen = IM_COL32(40, 150, 70, 255);
constexpr ImU32 kStatBlue = IM_COL32(45, 100, 200, 255);
constexpr ImU32 kStatYellow = IM_COL32(215, 170, 20, 255);

// ---- Places on the table.
constexpr ImU32 kEmptyFill = IM_COL32(0, 0, 0, 40);           // where a card can go
constexpr ImU32 kEmptyEdge = IM_COL32(255, 255, 255, 60);
constexpr ImU32 kEmptyCaption = IM_COL32(200, 200, 190, 130); // "destroyed", "unique 2", "No units here."
constexpr ImU32 kSeatArea = IM_COL32(0, 0, 0, 60);            // a seat's box or home zone
constexpr ImU32 kFieldLight = IM_COL32(36, 96, 62, 255);      // Assault Edge's squares, alternating
constexpr ImU32 kFieldDark = IM_COL32(30, 86, 56, 255);
constexpr ImU32 kFieldLine = IM_COL32(0, 0, 0, 70);
constexpr ImU32 kContested = IM_COL32(230, 200, 120, 160);    // Ground Assault's contested zone and the map's lines
constexpr ImU32 kPowerGold = IM_COL32(255, 214, 70, 255);     // Crossfire's powered node: its dot, a support's plus
constexpr ImU32 kDeadShade = IM_COL32(20, 30, 25, 130);       // over a dead node or a negated card
constexpr ImU32 kLastMove = IM_COL32(90, 220, 255, 255);     // the frame around the others' last moves
constexpr ImU32 kTargetBracket = IM_COL32(255, 230, 140, 255);// the corner brackets of a legal target

// ---- Fights and outcomes.
constexpr ImU32 kDamageRed = IM_COL32(255, 80, 70, 255);      // attack points declared, what the mover reaches
constexpr ImU32 kBattleOrange = IM_COL32(255, 120, 60, 255);  // the battle under way
constexpr ImU32 kRefusedMark = IM_COL32(255, 120, 100, 255);  // the cross over a refused target ...
constexpr ImU32 kRefusedDisc = IM_COL32(30, 10, 10, 200);     // ... on its dark disc
constexpr ImU32 kGoodText = IM_COL32(140, 235, 150, 255);     // a hit, a defended card
constexpr ImU32 kBadText = IM_COL32(255, 170, 150, 255);      // a miss, an undefended card, an attack split
constexpr ImU32 kChartAxis = IM_COL32(120, 150, 130, 255);
}  // namespace colors

}  // namespace ff::ui
