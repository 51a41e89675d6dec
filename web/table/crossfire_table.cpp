// Crossfire table: the board turned so the viewer's base line is at the bottom (or on the left, if
// that draws the cards larger), and a panel with the status, the hand and the discard drop zone, the
// set-up and seized-pile choices, both sides' decks and discards, the fights in words, a key to the
// board and the game log. Drawn from the frame alone (the seat's crossfire::View and legal moves):
// the table never decides what is legal; it explains refusals with crossfire::refusal.
#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/common/json.h"
#include "core/games/crossfire/crossfire.h"
#include "imgui.h"
#include "web/table/rules_examples.h"
#include "web/table/tables.h"
#include "web/widgets/card.h"
#include "web/widgets/motion.h"
#include "web/widgets/palette.h"
#include "web/widgets/pieces.h"
#include "web/widgets/test_hook.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

namespace cf = crossfire;
using cf::DecodedAction;
using cf::Kind;
using cf::Phase;
using cf::SlotView;
using ui::seat_colour;
using ui::text_at;
using ui::text_size;

// A small rounded label at a corner of a rectangle (0 top-left, 1 top-right,
// 2 bottom-left, 3 bottom-right), drawn over the card, in the body font with a dark edge.
void corner_pill(ImDrawList* dl, ImVec2 a, ImVec2 b, int corner, float size, ImU32 bg, ImU32 fg, const std::string& text) {
  const float pw = ui::fonts().body->CalcTextSizeA(size, 1e9f, 0, text.c_str()).x + size * 0.6f;  // as pill_at draws it
  const float x = corner & 1 ? b.x - pw + size * 0.2f : a.x - size * 0.2f;
  const float y = corner & 2 ? b.y - size * 1.05f : a.y - size * 0.2f;
  ui::pill_at(dl, ImVec2(x, y), size, bg, fg, text, ui::fonts().body, ui::colors::kPillEdge);
}

// Screen edges, for where a side's base line lies and which edge of a card carries its owner's bar.
enum Edge { kBottom = 0, kTop, kLeft, kRight };

// Where the board goes on screen. Slots have board coordinates (x, y), y counted from player 1's
// side; the board is turned in quarter turns so the viewer's base line faces them.
struct Layout {
  int turns = 0;                   // quarter turns, counter-clockwise with y pointing up
  int u0 = 0, v0 = 0, cols = 1, rows = 1;
  std::vector<float> ux, uw, vy, vh;  // per screen column / row: offset and size
  float label = 14;                // margin for column letters (bottom) and row numbers (left)
  ImVec2 pos, size;                // the whole board with its margins
  ImVec2 cells;                    // top-left of the cells
  std::array<int, cf::kMaxSeats> edge{};  // per seat: the screen edge its base line is on
  float score = 0;                 // how large a card is drawn (to choose an orientation)

  static void rotate(int turns, int x, int y, int& rx, int& ry) {
    for (int i = 0; i < turns; ++i) std::tie(x, y) = std::make_pair(-y, x);
    rx = x;
    ry = y;
  }
  void uv(int x, int y, int& u, int& v) const {
    int rx, ry;
    rotate(turns, x, y, rx, ry);
    u = rx - u0;
    v = -ry - v0;
  }
  void rect(const SlotView& s, ImVec2& a, ImVec2& b) const {
    int u, v;
    uv(s.x, s.y, u, v);
    a = ImVec2(cells.x + ux[u], cells.y + vy[v]);
    b = ImVec2(a.x + uw[u], a.y + vh[v]);
  }
};

// Per seat: the direction of its base line from the grid, as a unit step (dx, dy): base slots lie
// just outside the grid.
void base_direction(const cf::View& v, int seat, int& dx, int& dy) {
  const SlotView& b = v.slots[cf::geometry(v.seats, v.ultimate).base_slot(seat, 0)];
  dx = b.x < 0 ? -1 : b.x >= v.width ? 1 : 0;
  dy = b.y < 0 ? -1 : b.y >= v.height ? 1 : 0;
}

// Offsets and sizes of screen lines: full size for lines with grid cells or base slots, 0.7 for
// lines of support slots only (rarely used), to give the grid more room.
float place_lines(const std::vector<int>& full, float size, std::vector<float>& at, std::vector<float>& sizes) {
  float x = 0;
  for (int c : full) {
    at.push_back(x);
    sizes.push_back(c ? size : std::round(size * 0.7f));
    x += sizes.back();
  }
  return x;
}

// Lays the board out in `avail` with the viewer's base line at the bottom (`upright`) or on the left.
// `wide`: a cell may be up to 3 times as wide as it is high, not 1.9 (a phone's board takes its width).
Layout make_layout(const cf::View& v, bool upright, ImVec2 start, ImVec2 avail, bool wide = false) {
  Layout l;
  int dx, dy;
  base_direction(v, v.seat, dx, dy);
  const int want_x = upright ? 0 : -1, want_y = upright ? -1 : 0;  // y up: the bottom is -y
  for (int k = 0; k < 4; ++k) {
    int rx, ry;
    Layout::rotate(k, dx, dy, rx, ry);
    if (rx == want_x && ry == want_y) l.turns = k;
  }
  for (int seat = 0; seat < v.seats && seat < cf::kMaxSeats; ++seat) {
    int sx, sy, rx, ry;
    base_direction(v, seat, sx, sy);
    Layout::rotate(l.turns, sx, sy, rx, ry);
    l.edge[seat] = rx > 0 ? kRight : rx < 0 ? kLeft : ry > 0 ? kTop : kBottom;
  }
  int umin = 1 << 20, umax = -(1 << 20), vmin = umin, vmax = umax;
  for (const SlotView& s : v.slots) {
    int rx, ry;
    Layout::rotate(l.turns, s.x, s.y, rx, ry);
    umin = std::min(umin, rx), umax = std::max(umax, rx);
    vmin = std::min(vmin, -ry), vmax = std::max(vmax, -ry);
  }
  l.u0 = umin;
  l.v0 = vmin;
  l.cols = umax - umin + 1;
  l.rows = vmax - vmin + 1;
  std::vector<int> col_grid(l.cols, 0), row_grid(l.rows, 0);
  for (const SlotView& s : v.slots) {
    int u, w;
    l.uv(s.x, s.y, u, w);
    if (s.role != 's') col_grid[u] = row_grid[w] = 1;
  }
  float wu = 0, wv = 0;
  for (int c : col_grid) wu += c ? 1.0f : 0.7f;
  for (int r : row_grid) wv += r ? 1.0f : 0.7f;
  l.label = std::round(ui::px(14));
  float cw = (avail.x - l.label) / wu, ch = (avail.y - l.label) / wv;
  ch = std::min(ch, cw * 1.45f);
  cw = std::min(cw, ch * (wide ? 3.0f : 1.9f));
  cw = std::floor(std::min(cw, 120.0f));
  ch = std::floor(std::min(ch, 150.0f));
  l.score = std::min(cw * 1.25f, ch);
  const float x = place_lines(col_grid, cw, l.ux, l.uw), y = place_lines(row_grid, ch, l.vy, l.vh);
  l.size = ImVec2(l.label + x, y + l.label);
  l.pos = ImVec2(std::round(start.x + std::max(0.0f, (avail.x - l.size.x) * 0.5f)), start.y);
  l.cells = ImVec2(l.pos.x + l.label, l.pos.y);
  return l;
}

// The seat's legal moves (the frame's, sorted), decoded.
struct Moves {
  const std::vector<Action>* legal = nullptr;
  std::array<bool, cf::kCardCodes> usable{};  // a play, joker swap or discard takes this card
  std::vector<Action> resolves;               // keep / tower from own seized piles
  bool keep_bases = false, redraw_bases = false;
  bool has(Action a) const { return std::binary_search(legal->begin(), legal->end(), a); }
  // The action that puts card `code` on `slot` (a lay or a joker swap), or kNoAction.
  Action target(int code, int slot) const {
    if (code < 0) return kNoAction;
    if (has(cf::encode_play(code, slot))) return cf::encode_play(code, slot);
    if (code == cf::kJokerCode && has(cf::encode_joker(slot))) return cf::encode_joker(slot);
    return kNoAction;
  }
  Action discard(int code) const {
    const Action a = cf::kDiscardBase + static_cast<Action>(code);
    return code >= 0 && has(a) ? a : kNoAction;
  }
};

Moves moves_of(const TableFrame& f) {
  Moves m;
  m.legal = &f.legal;
  for (Action a : f.legal) {
    const DecodedAction d = cf::decode(a);
    switch (d.kind) {
      case DecodedAction::kPlay:
      case DecodedAction::kDiscard: m.usable[d.card] = true; break;
      case DecodedAction::kJoker: m.usable[cf::kJokerCode] = true; break;
      case DecodedAction::kKeep:
      case DecodedAction::kTower: m.resolves.push_back(a); break;
      case DecodedAction::kKeepBases: m.keep_bases = true; break;
      case DecodedAction::kRedrawBases: m.redraw_bases = true; break;
      case DecodedAction::kInvalid: break;
    }
  }
  return m;
}

// Purely visual state of the table, between frames.
struct TableState {
  int selected = -1;          // card code (index52; 52 = a joker) of the selected hand card
  int refused_slot = -1;      // a refused click is crossed out for a moment
  double refused_until = 0;
  ImVec2 deck_pos{-1, -1};    // where new cards come from: the viewer's deck, the others' hands
  ImVec2 others_pos{-1, -1};
  Layout layout;
  std::vector<ImVec2> lo, hi;  // each slot's card rectangle on screen
  int attacked = -1;          // the viewer's side's base node under attack (its slot), or -1
  std::string alarm;          // the banner over the board about it ("" none)
  double alarm_since = -10;   // when it last changed (it glows)
  std::vector<std::string> answers;  // the hand cards that can answer that attack, for the test hook
};

// How players read a slot: "c4", "base c1", "support c1" (the board's margins' coordinates).
std::string slot_label(const cf::View& v, const SlotView& sv) {
  return cf::geometry(v.seats, v.ultimate).label(static_cast<int>(&sv - v.slots.data()));
}

// "you" in the middle of a sentence, other names as they are; "your" / "Computer's"; a verb for a
// name: "you lead" / "Computer leads".
std::string who(const TableFrame& f, int seat) { return seat == f.you ? "you" : name_of(f, seat); }
std::string whose(const TableFrame& f, int seat) { return seat == f.you ? "your" : name_of(f, seat) + "'s"; }
std::string verb_for(const TableFrame& f, int seat, const char* v) { return seat == f.you ? v : std::string(v) + "s"; }

ImVec2 centre(ImVec2 a, ImVec2 b) { return ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f); }

// The owner's bar along one edge of a card: which edge says whose card it is without colour.
// Returns the card's rectangle without the bar.
std::pair<ImVec2, ImVec2> owner_bar(ImDrawList* dl, ImVec2 a, ImVec2 b, int edge, ImU32 col) {
  static const ImDrawFlags kCorners[4] = {ImDrawFlags_RoundCornersBottom, ImDrawFlags_RoundCornersTop, ImDrawFlags_RoundCornersLeft,
                                          ImDrawFlags_RoundCornersRight};
  const float th = std::max(3.0f, std::round(std::min(b.x - a.x, b.y - a.y) * 0.14f));
  ImVec2 ba = a, bb = b, ia = a, ib = b;  // the bar; the rest of the card
  if (edge == kBottom) ba.y = ib.y = b.y - th;
  else if (edge == kTop) bb.y = ia.y = a.y + th;
  else if (edge == kLeft) bb.x = ia.x = a.x + th;
  else ba.x = ib.x = b.x - th;
  dl->AddRectFilled(ba, bb, col, std::min(b.x - a.x, b.y - a.y) * 0.12f, kCorners[edge]);
  return {ia, ib};
}

// A card's rounded face with its shadow, and its edge.
void card_face(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 fill, ImU32 edge = 0) {
  ui::card_face_frame(dl, a, b, fill, edge, std::min(b.x - a.x, b.y - a.y) * 0.12f);
}

// A card on the board: the index (rank and suit) as large as the space allows, and the owner's
// bar. Landscape spaces put rank and suit side by side, upright ones one above the other. `top`:
// room kept free along the top for the pile's tags (on a small tile they covered the rank).
void draw_tile(ImDrawList* dl, ImVec2 a, ImVec2 b, Card c, int bar_edge, ImU32 bar_col, bool four_colour, float top = 0) {
  card_face(dl, a, b, ui::colors::kCardStock, ui::colors::kPieceEdge);
  auto [ia, ib] = bar_edge >= 0 ? owner_bar(dl, a, b, bar_edge, bar_col) : std::pair<ImVec2, ImVec2>{a, b};
  ia.y = std::min(ib.y - 4, std::max(ia.y, a.y + top));
  const float iw = ib.x - ia.x, ih = ib.y - ia.y;
  const ImVec2 mid = centre(ia, ib);
  ImFont* font = ui::fonts().card;
  const ImU32 ink = ui::card_ink(c, four_colour);
  if (c.is_joker()) {
    text_at(dl, font, std::min(iw * 0.7f, ih * 0.62f), ImVec2(mid.x, mid.y - ih * 0.05f), ink, "\xE2\x98\x85");
    if (ih > 30) text_at(dl, font, std::min(iw * 0.22f, ih * 0.2f), ImVec2(mid.x, ib.y - ih * 0.14f), ink, "JOKER");
    return;
  }
  const std::string rank = c.rank == kTen ? "10" : std::string(1, rank_char(c.rank));
  const std::string suit = suit_symbol(c.suit);
  if (iw > ih * 1.15f) {
    text_at(dl, font, std::min(ih * 0.72f, iw * 0.36f), mid, ink, rank + suit);
  } else {
    const float size = std::min(ih * 0.38f, iw * (c.rank == kTen ? 0.5f : 0.62f));
    text_at(dl, font, size, ImVec2(mid.x, mid.y - ih * 0.2f), ink, rank);
    text_at(dl, font, size * 0.95f, ImVec2(mid.x, mid.y + ih * 0.22f), ink, suit);
  }
}

// Diagonal lines across a rectangle, `step` apart (a card back's pattern, a dead node's stripes).
void stripes(ImDrawList* dl, ImVec2 a, ImVec2 b, float step, ImU32 col, float thick, bool both) {
  dl->PushClipRect(a, b, true);
  for (float x = a.x - (b.y - a.y); x < b.x; x += step) {
    dl->AddLine(ImVec2(x, b.y), ImVec2(x + (b.y - a.y), a.y), col, thick);
    if (both) dl->AddLine(ImVec2(x, a.y), ImVec2(x + (b.y - a.y), b.y), col, thick);
  }
  dl->PopClipRect();
}

// A face-down neutral card: one stone-grey back whatever deck it came from (the players' blue and red
// backs read as ownership, and a neutral card is nobody's).
constexpr ImU32 kNeutralBack = IM_COL32(92, 96, 88, 255);
void draw_back(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  card_face(dl, a, b, kNeutralBack);
  const float inset = std::max(2.0f, std::min(b.x - a.x, b.y - a.y) * 0.1f);
  const ImVec2 ia(a.x + inset, a.y + inset), ib(b.x - inset, b.y - inset);
  dl->AddRect(ia, ib, IM_COL32(220, 210, 170, 200), std::min(b.x - a.x, b.y - a.y) * 0.06f);
  stripes(dl, ia, ib, std::max(5.0f, (b.x - a.x) * 0.16f), IM_COL32(255, 255, 255, 60), 1.0f, true);
}

// Dead: dimmed and striped, so it reads without colour.
void draw_dead(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  dl->AddRectFilled(a, b, ui::colors::kDeadShade, std::min(b.x - a.x, b.y - a.y) * 0.12f);
  stripes(dl, a, b, std::max(6.0f, std::min(b.x - a.x, b.y - a.y) * 0.22f), ui::with_alpha(ui::colors::kDeadShade, 120), 2.0f, false);
}

// A card's motion key: the same card can lie on the board twice (two decks).
uint32_t motion_key(Card c, int occurrence) { return c.id() + static_cast<uint32_t>(occurrence) * 65536u; }

using ui::draw_card_moving;

// ---- refusals ------------------------------------------------------------------------------------

// Why the player cannot act at all now, or "".
std::string not_now(const TableFrame& f, const cf::View& v) {
  if (v.result.over) return "The game is over.";
  if (f.spectator) return "This is a replay: step through it with the timeline above.";
  if (!f.my_turn) return "Not your turn: " + name_of(f, v.to_act) + (f.thinking ? " is thinking." : " plays now.");
  if (v.phase == Phase::kBases) return "Keep or redraw your base nodes first (the buttons by your hand).";
  return "";
}

// Why a click on a slot was refused, in the player's words (the rules' reasons come from the view).
std::string refusal(const TableFrame& f, const cf::View& v, int slot) {
  const TableState& t = memory_of<TableState>(f);
  if (std::string why = not_now(f, v); !why.empty()) return why;
  const SlotView& sv = v.slots[slot];
  if (t.selected < 0 && sv.kind == Kind::kSeized && sv.owner == v.seat && sv.can_resolve)
    return "Keep a card or build a tower with the buttons by your hand, or choose a card to replace this pile.";
  if (t.selected < 0) return "Choose a card first: tap one of your cards.";
  if (sv.role == 's' && sv.base_seat != v.seat) return "That support slot belongs to " + whose(f, sv.base_seat) + " base line.";
  return cf::refusal(v, t.selected, slot);
}

// ---- the board -----------------------------------------------------------------------------------

// The link between two adjacent alive nodes of one owner: a bright bar across the gap (4 px into
// each card).
void draw_link(ImDrawList* dl, ImVec2 a1, ImVec2 b1, ImVec2 a2, ImVec2 b2, ImU32 col, float glow) {
  const ImVec2 c = centre(a1, b1), c2 = centre(a2, b2);
  const bool across = std::fabs(c.x - c2.x) > std::fabs(c.y - c2.y);
  const float th = std::max(4.0f, (across ? std::min(b1.y - a1.y, b2.y - a2.y) : std::min(b1.x - a1.x, b2.x - a2.x)) * 0.22f);
  const ImVec2 p = across ? ImVec2(std::min(b1.x, b2.x) - 4, c.y - th * 0.5f) : ImVec2(c.x - th * 0.5f, std::min(b1.y, b2.y) - 4);
  const ImVec2 q = across ? ImVec2(std::max(a1.x, a2.x) + 4, c.y + th * 0.5f) : ImVec2(c.x + th * 0.5f, std::max(a1.y, a2.y) + 4);
  const float g = 3 + 2 * glow;
  dl->AddRectFilled(ImVec2(p.x - g, p.y - g), ImVec2(q.x + g, q.y + g), IM_COL32(255, 230, 120, static_cast<int>(60 + 50 * glow)), th);
  dl->AddRectFilled(p, q, col, th * 0.5f);
  dl->AddRect(p, q, IM_COL32(255, 250, 220, 255), th * 0.5f, 0, 1.0f);
}

// Margins: column letters along the bottom, row numbers on the left (for whichever board axis runs
// that way after turning).
void draw_margins(ImDrawList* dl, const cf::View& v, const Layout& l) {
  ui::Fonts& fonts = ui::fonts();
  const float small = std::min(text_size(fonts.small), l.label * 0.95f);
  for (int pass = 0; pass < 2; ++pass)
    for (int k = 0; k < (pass == 0 ? l.cols : l.rows); ++k) {
      int lx = -1, ly = -1;
      bool same_x = true, same_y = true, any = false;
      for (const SlotView& sv : v.slots) {
        int u, w;
        l.uv(sv.x, sv.y, u, w);
        if (sv.role != 'g' || (pass == 0 ? u : w) != k) continue;
        same_x = same_x && (!any || sv.x == lx);
        same_y = same_y && (!any || sv.y == ly);
        lx = sv.x, ly = sv.y, any = true;
      }
      if (!any) continue;
      const std::string text = same_x ? std::string(1, static_cast<char>('a' + lx)) : same_y ? std::to_string(ly + 1) : "";
      const ImVec2 at = pass == 0 ? ImVec2(l.cells.x + l.ux[k] + l.uw[k] * 0.5f, l.cells.y + l.vy.back() + l.vh.back() + l.label * 0.5f)
                                  : ImVec2(l.pos.x + l.label * 0.5f, l.cells.y + l.vy[k] + l.vh[k] * 0.5f);
      text_at(dl, fonts.small, small, at, ui::colors::kMuted, text);
    }
}

// Places: grid cells, each base line tinted in its owner's colour, support slots fainter.
void draw_places(const TableState& t, ImDrawList* dl, const cf::View& v) {
  ImFont* font = ui::fonts().small;
  for (size_t i = 0; i < v.slots.size(); ++i) {
    const SlotView& sv = v.slots[i];
    const ImVec2 a = t.lo[i], b = t.hi[i];
    const float r = std::min(b.x - a.x, b.y - a.y) * 0.12f;
    dl->AddRectFilled(a, b, sv.role == 'g' ? IM_COL32(0, 0, 0, 45) : seat_colour(sv.base_seat, sv.role == 'b' ? 55 : 25), r);
    dl->AddRect(a, b, sv.role == 'g' ? IM_COL32(255, 255, 255, 40) : seat_colour(sv.base_seat, 120), r);
    if (sv.kind != Kind::kEmpty) continue;
    // Its label as the log and the guide write it: "c4"; "base c1" and "support c1" on two lines.
    const std::string label = slot_label(v, sv);
    const size_t space = label.find(' ');
    const std::string word = space == std::string::npos ? "" : label.substr(0, space), cell = label.substr(space + 1);
    const float fit = (b.x - a.x) * 0.9f / std::max(1.0f, font->CalcTextSizeA(1, 1e9f, 0, (word.size() > cell.size() ? word : cell).c_str()).x);
    const float size = std::min({text_size(font), (b.y - a.y) * (word.empty() ? 0.42f : 0.3f), fit});
    if (size < 8) continue;
    const ImVec2 c = centre(a, b);
    if (!word.empty()) text_at(dl, font, size, ImVec2(c.x, c.y - size * 0.55f), IM_COL32(255, 255, 255, 90), word);
    text_at(dl, font, size, ImVec2(c.x, word.empty() ? c.y : c.y + size * 0.55f), IM_COL32(255, 255, 255, 90), cell);
  }
}

// One pile: cards under the top one peeking out, the top card (or a face-down neutral), its power
// (dead: striped; alive: a gold dot) and its labels.
void draw_pile(const TableFrame& f, ImDrawList* dl, const cf::View& v, int i) {
  const TableState& t = memory_of<TableState>(f);
  const SlotView& sv = v.slots[i];
  const Layout& l = t.layout;
  const ImVec2 a = t.lo[i], b = t.hi[i];
  const float w = b.x - a.x, h = b.y - a.y, mn = std::min(w, h);
  const int pile = static_cast<int>(sv.cards.size()) + (sv.hidden_deck >= 0 ? 1 : 0);
  const float off = std::max(2.0f, mn * 0.05f);
  const bool probes_on_top = sv.kind == Kind::kNeutral && static_cast<int>(sv.cards.size()) > (sv.neutral_known ? 1 : 0);
  for (int k = std::min(pile - 1, 2); k >= 1; --k) {
    // Failed probes lie face up on the neutral card, which is face down: its grey back shows below,
    // a little further out than a face-up card would.
    if (probes_on_top && k == std::min(pile - 1, 2)) {
      const float back = std::max(off * k, std::round(mn * 0.08f));
      draw_back(dl, ImVec2(a.x + back, a.y - back), ImVec2(b.x + back, b.y - back));
      continue;
    }
    const ImVec2 pa(a.x + off * k, a.y - off * k), pb(b.x + off * k, b.y - off * k);
    dl->AddRectFilled(pa, pb, IM_COL32(225, 222, 210, 255), mn * 0.12f);
    dl->AddRect(pa, pb, IM_COL32(90, 90, 80, 255), mn * 0.12f);
  }
  const float badge = std::clamp(mn * 0.3f, 9.0f, 14.0f);  // the tags' size
  // Who the top card speaks for: the holder, or in a contest the side that leads.
  const int side = sv.kind == Kind::kContest ? sv.lead : sv.kind == Kind::kNeutral ? -1 : sv.owner;
  if (sv.kind == Kind::kNeutral && !probes_on_top) {
    draw_back(dl, a, b);
  } else if (!sv.cards.empty()) {
    const Card top = sv.cards.back();
    const uint32_t key = motion_key(top, 0);
    const ImVec2* spawn = f.same_game && t.others_pos.x >= 0 && top.deck != v.seat ? &t.others_pos : nullptr;
    const ImVec2 p = ui::card_motion(key, a, spawn);
    const bool moving = ui::card_moving(key);
    const int bar = side >= 0 ? l.edge[side] : probes_on_top && top.deck < v.seats ? l.edge[top.deck] : -1;
    const bool tags = sv.kind == Kind::kContest || sv.kind == Kind::kSeized || sv.kind == Kind::kTower || sv.neutral;
    draw_tile(moving ? ImGui::GetForegroundDrawList() : dl, p, ImVec2(p.x + w, p.y + h), top, bar,
              seat_colour(side >= 0 ? side : top.deck), ui::settings().four_colour, tags ? badge * 0.85f : 0);
    if (moving) return;  // marks follow once it has landed
  }
  if (sv.power_owner >= 0 && !sv.alive) draw_dead(dl, a, b);
  if (sv.power_owner >= 0 && sv.alive) {
    // The dot sits on the corner away from the bar and the count, half outside the card.
    const float rad = std::max(3.0f, mn * 0.09f);
    const int e = l.edge[sv.power_owner];
    const ImVec2 c(e == kRight ? a.x + rad * 0.4f : b.x - rad * 0.4f, e == kTop ? b.y - rad * 0.4f : a.y + rad * 0.4f);
    dl->AddCircleFilled(c, rad + 1.5f, ui::colors::kInk);
    dl->AddCircleFilled(c, rad, ui::colors::kPowerGold);
  }
  // Labels: contest (vs), seized (star), tower (T), neutral (? or its card), pile size.
  const ImU32 ink = ui::colors::kInk;  if (sv.kind == Kind::kContest) corner_pill(dl, a, b, 0, badge, seat_colour(sv.lead), ink, "vs");
  if (sv.kind == Kind::kSeized) corner_pill(dl, a, b, 0, badge, seat_colour(sv.owner), ink, "\xE2\x98\x85");
  if (sv.kind == Kind::kTower) corner_pill(dl, a, b, 0, badge, seat_colour(sv.owner), ink, "T");
  // The neutral card's tag: on the grey of its back while it lies face down (known: its value).
  if (sv.neutral && sv.face_down)
    corner_pill(dl, a, b, 0, badge, kNeutralBack, ui::colors::kWhite, sv.neutral_known && !sv.cards.empty() ? to_label(sv.cards[0]) : "?");
  else if (sv.neutral)
    corner_pill(dl, a, b, 1, badge, IM_COL32(235, 235, 235, 255), ink, sv.neutral_known && !sv.cards.empty() ? to_label(sv.cards[0]) : "?");
  if (pile > 1 && sv.kind != Kind::kTower)
    corner_pill(dl, a, b, 3, badge, ui::colors::kCountPill, ui::colors::kWhite, std::to_string(pile));
}

// A support node adds to the base node in front of it: a small plus between them. Powered chains:
// adjacent alive nodes of one owner are linked.
void draw_joins(const TableState& t, ImDrawList* dl, const cf::View& v, float glow) {
  const cf::Geometry& g = cf::geometry(v.seats, v.ultimate);
  const int n = static_cast<int>(v.slots.size());
  for (int i = 0; i < n; ++i) {
    const SlotView& sv = v.slots[i];
    if (sv.role == 's' && sv.kind != Kind::kEmpty) {
      const int b = g.base_slot(sv.base_seat, g.base_k(i));
      const ImVec2 c = centre(centre(t.lo[i], t.hi[i]), centre(t.lo[b], t.hi[b]));
      const float r = std::max(5.0f, std::min(t.hi[i].y - t.lo[i].y, t.hi[i].x - t.lo[i].x) * 0.16f);
      // A drawn plus (not a glyph): a badge on the slots' edges, not a label beside them.
      dl->AddCircleFilled(c, r, ui::colors::kPowerGold);
      const float arm = r * 0.55f, th = std::max(1.0f, r * 0.2f);
      dl->AddRectFilled(ImVec2(c.x - arm, c.y - th), ImVec2(c.x + arm, c.y + th), ui::colors::kInk);
      dl->AddRectFilled(ImVec2(c.x - th, c.y - arm), ImVec2(c.x + th, c.y + arm), ui::colors::kInk);
    }
    if (sv.power_owner < 0 || !sv.alive || i >= static_cast<int>(g.nbr.size())) continue;
    for (int16_t j : g.nbr[i]) {
      if (j < 0) break;
      const SlotView& o = v.slots[j];
      if (j > i && o.power_owner == sv.power_owner && o.alive)
        draw_link(dl, t.lo[i], t.hi[i], t.lo[j], t.hi[j], seat_colour(sv.power_owner), glow);
    }
  }
}

// The slots the others played to (a card, a tower, a joker) since this seat's last move.
void draw_recent_slots(TableFrame& f, ImDrawList* dl, const cf::View& v) {
  TableState& t = memory_of<TableState>(f);
  for_recent(f, [&](int, Action a) {
    const DecodedAction d = cf::decode(a);
    if (d.slot < 0 || d.slot >= static_cast<int>(v.slots.size())) return;
    draw_recent(f, dl, t.lo[d.slot], t.hi[d.slot], "cf/recent/" + v.slots[d.slot].name);
  });
}

// What a slot shows, in words, on hover: the board's marks explained where they are (a newcomer
// found them only in the key's small print).
std::string slot_tip(const TableFrame& f, const cf::View& v, const SlotView& sv, bool target) {
  std::string tip = slot_label(v, sv) + ": ";
  const std::string neutral = cf::neutral_pile(sv);
  if (sv.kind == Kind::kEmpty) tip += sv.role == 'b' ? "an empty base node" : sv.role == 's' ? "an empty support slot" : "an empty cell";
  else if (sv.kind == Kind::kNeutral && !sv.neutral_known) tip += neutral + ": nobody's. Probe it from a powered node next to it to reveal it";
  else if (sv.kind == Kind::kNeutral)
    tip += neutral + ": nobody's. A card stronger than " + to_label(sv.cards[0]) + " laid here starts a contest for it";
  else if (sv.kind == Kind::kContest) tip += "a contest: " + (sv.lead == f.you ? std::string("you") : name_of(f, sv.lead)) + " played the top card";
  else tip += whose(f, sv.owner) + (sv.kind == Kind::kTower ? " tower" : sv.kind == Kind::kSeized ? " seized pile (no power)" : " node");
  if (sv.power_owner >= 0 && sv.alive) tip += ". Powered (gold dot): linked to one of " + whose(f, sv.power_owner) + " base nodes";
  if (sv.power_owner >= 0 && !sv.alive) tip += ". Dead (dim and striped): its chain to a powered base node is broken, so it has no power";
  if (target) tip += ". The chosen card can go here (gold corners; + on an empty slot)";
  return tip + ".";
}

// Targets for the selected card (the marked move outlined), clicks, and refusals.
void draw_targets(TableFrame& f, ImDrawList* dl, const cf::View& v, const Moves& m) {
  TableState& t = memory_of<TableState>(f);
  const DecodedAction mark = cf::decode(f.mark);  // kInvalid for kNoAction
  for (size_t i = 0; i < v.slots.size(); ++i) {
    const SlotView& sv = v.slots[i];
    const ImVec2 a = t.lo[i], b = t.hi[i];
    const Action act = m.target(t.selected, static_cast<int>(i));
    const std::string id = "cf/slot/" + sv.name;
    // A keep / tower move in focus marks its pile (its button is by the hand).
    const bool pile_mark = (mark.kind == DecodedAction::kKeep || mark.kind == DecodedAction::kTower) && mark.slot == static_cast<int>(i);
    const bool empty = act != kNoAction && sv.kind == Kind::kEmpty;
    if (act != kNoAction) f.targets.push_back(id);
    if (act != kNoAction || pile_mark) draw_target(dl, a, b, {.fill = empty, .plus = empty, .rounding = 0.12f});
    if (f.mark != kNoAction && (f.mark == act || pile_mark)) draw_mark(f, dl, a, b, id);
    if (t.refused_slot == static_cast<int>(i) && f.now < t.refused_until) {
      const float r = std::min(b.x - a.x, b.y - a.y) * 0.42f;
      dl->AddCircleFilled(centre(a, b), r, ui::colors::kRefusedDisc);
      text_at(dl, ui::fonts().card, r * 1.5f, centre(a, b), ui::colors::kRefusedMark, "\xE2\x9C\x97");
    }
    const bool clicked = click_box(id, a, b);
    // Beside the slot, above it where there is room: never over the key under the board.
    ui::hover_tip_beside(slot_tip(f, v, sv, act != kNoAction), "cf/tip/" + sv.name, a, b, t.layout.pos.y);
    if (clicked && act != kNoAction) {
      play(f, act);
    } else if (clicked && pile_mark) {
      play(f, f.mark);  // the marked keep or tower, as its button by the hand would
    } else if (clicked) {
      refuse(f, refusal(f, v, static_cast<int>(i)));
      t.refused_slot = static_cast<int>(i);
      t.refused_until = f.now + 1.2;
    }
  }
}

// A red frame around the attacked base node (it pulses unless motion is reduced).
void draw_alarm_frame(const TableFrame& f, ImDrawList* dl, int slot) {
  const TableState& t = memory_of<TableState>(f);
  if (slot < 0 || slot >= static_cast<int>(t.lo.size())) return;
  const float pulse = ui::settings().reduced_motion ? 1.0f : 0.65f + 0.35f * std::sin(std::floor(static_cast<float>(f.now) * 8.0f) / 8.0f * 4.0f);
  const ImVec2 a(t.lo[slot].x - 4, t.lo[slot].y - 4), b(t.hi[slot].x + 4, t.hi[slot].y + 4);
  dl->AddRect(a, b, IM_COL32(255, 70, 60, static_cast<int>(255 * pulse)), 6, 0, 3.5f);
}

void draw_board(TableFrame& f, const cf::View& v, const Moves& m) {
  TableState& t = memory_of<TableState>(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Layout& l = t.layout;
  const size_t n = v.slots.size();
  t.lo.resize(n);
  t.hi.resize(n);
  for (size_t i = 0; i < n; ++i) {
    ImVec2 a, b;
    l.rect(v.slots[i], a, b);
    const float gap = std::max(2.0f, std::round(std::min(b.x - a.x, b.y - a.y) * 0.08f));
    t.lo[i] = ImVec2(a.x + gap, a.y + gap);
    t.hi[i] = ImVec2(b.x - gap, b.y - gap);
  }
  draw_margins(dl, v, l);
  draw_places(t, dl, v);
  for (size_t i = 0; i < n; ++i)
    if (v.slots[i].kind != Kind::kEmpty) draw_pile(f, dl, v, static_cast<int>(i));
  // The links pulse in 8 steps a second: smooth enough to see, and most frames repeat the last
  // picture, which the main loop then does not render.
  const float pulse_t = std::floor(static_cast<float>(f.now) * 8.0f) / 8.0f;
  draw_joins(t, dl, v, ui::settings().reduced_motion ? 0.5f : 0.5f + 0.5f * std::sin(pulse_t * 3.0f));
  draw_recent_slots(f, dl, v);
  draw_alarm_frame(f, dl, t.attacked);
  draw_targets(f, dl, v, m);
  ImGui::SetCursorScreenPos(ImVec2(l.pos.x, l.pos.y + l.size.y));
  ImGui::Dummy(ImVec2(1, 1));
}

// ---- a base node under attack ---------------------------------------------------------------------

// The viewer's (or the partner's) base node that another side leads a contest on, or -1: won
// unanswered, it wins the attacker the game (four players: points), so the table says so first.
int attacked_base(const TableFrame& f, const cf::View& v) {
  if (f.everyone || v.result.over) return -1;
  const auto ours = [&](int seat) { return seat == v.seat || (v.seats == 4 && seat >= 0 && seat % 2 == v.seat % 2); };
  for (size_t i = 0; i < v.slots.size(); ++i) {
    const SlotView& sv = v.slots[i];
    if (sv.role == 'b' && sv.kind == Kind::kContest && !sv.cards.empty() && ours(sv.owner) && !ours(sv.lead)) return static_cast<int>(i);
  }
  return -1;
}

// The hand cards that can answer the attack on `slot` now ("Q♠"), each once.
std::vector<std::string> answers_to(const cf::View& v, const Moves& m, int slot) {
  std::vector<std::string> out;
  for (Card c : v.hand) {
    const std::string label = c.is_joker() ? "a joker" : to_label(c);
    if (m.target(cf::card_code(c), slot) != kNoAction && std::find(out.begin(), out.end(), label) == out.end()) out.push_back(label);
  }
  return out;
}

// "Q♠", "Q♠ or K♦", "Q♠, K♦ or 10♥".
std::string either(const std::vector<std::string>& cards) {
  std::string out;
  for (size_t i = 0; i < cards.size(); ++i) out += (i == 0 ? "" : i + 1 == cards.size() ? " or " : ", ") + cards[i];
  return out;
}

// The banner over the board: whose base node, who leads with what, the cards that answer it and what
// happens otherwise.
std::string alarm_text(const TableFrame& f, const cf::View& v, const std::vector<std::string>& answers, int slot) {
  const SlotView& sv = v.slots[slot];
  const std::string lead = to_label(sv.cards.back()), what = v.seats == 2 ? " it and the game" : " it";
  std::string text = (sv.owner == f.you ? std::string("Your") : whose(f, sv.owner)) + " base node at " + slot_label(v, sv) +
                     " is under attack: " + name_of(f, sv.lead) + " " + verb_for(f, sv.lead, "lead") + " with " + lead + ". ";
  const std::string otherwise = name_of(f, sv.lead) + " " + verb_for(f, sv.lead, "win") + what + " at the start of " +
                                (sv.lead == f.you ? std::string("your") : "their") + " next turn.";
  if (!f.my_turn || v.phase != Phase::kPlay) return text + "Unanswered, " + otherwise;
  if (answers.empty()) return text + "No card in your hand is stronger than " + lead + ": unanswered, " + otherwise;
  return text + "Answer it with " + either(answers) + " (stronger than " + lead + "), or " + otherwise;
}

// ---- the panel -----------------------------------------------------------------------------------

std::string status_line(const TableFrame& f, const cf::View& v) {
  const TableState& t = memory_of<TableState>(f);
  if (v.result.over) return "The game is over.";
  if (!f.my_turn) return others_turn_status(f);
  if (v.phase == Phase::kBases) return "Set-up: keep your base nodes, or redraw five new ones.";
  if (t.selected >= 0) return "Place the " + to_label(cf::code_card(t.selected)) + " on a highlighted space, or discard it.";
  // A base node under attack comes first: the status says it where the eye is, with its answers.
  if (const int slot = attacked_base(f, v); slot >= 0)
    return "Your base node at " + slot_label(v, v.slots[slot]) +
           (t.answers.empty() ? std::string(" is under attack and no card can answer it: lay or discard.")
                              : " is under attack: answer it with " + either(t.answers) + (v.seats == 2 ? ", or lose the game." : "."));
  return "Your turn: choose a card to lay or discard.";
}

// A newcomer's first turns: why the striped cards are dead, with one of the player's own base nodes
// as the example (every numbered base card starts dead unless a 10 or a pair stands beside it).
std::string dead_line(const TableFrame& f, const cf::View& v) {
  if (f.everyone || v.result.over || v.turn_number > 8) return "";
  const cf::Geometry& g = cf::geometry(v.seats, v.ultimate);
  const auto in_hand = [&](int value) {
    return std::any_of(v.hand.begin(), v.hand.end(), [&](Card c) { return !c.is_joker() && cf::power_value(c) == value; });
  };
  const SlotView* example = nullptr;  // a dead base node whose partner the player holds, else the first one
  for (int k = 0; k < cf::kBaseNodes; ++k) {
    const SlotView& base = v.slots[g.base_slot(v.seat, k)];
    const SlotView& support = v.slots[g.support_slot(v.seat, k)];
    if (base.kind != Kind::kNode || base.owner != v.seat || base.alive || support.kind != Kind::kEmpty || base.cards.empty()) continue;
    const int value = cf::power_value(base.cards.back());
    if (value <= 0 || value >= 10) continue;
    if (!example) example = &base;
    if (in_hand(10 - value)) {
      example = &base;
      break;
    }
  }
  if (!example) return "";
  const Card top = example->cards.back();
  return "Striped cards are dead: no power yet. A 10 is powered alone; two of your nodes side by side that make 10 power "
         "each other, and so does a card on the support slot behind a base node (your " + to_label(top) + " at " +
         slot_label(v, *example) + " needs " + cf::card_of_value(10 - cf::power_value(top)) + ").";
}

// Set-up: keep or redraw the base nodes.
void draw_bases_choice(TableFrame& f, const cf::View& v, const Moves& m) {
  if (!m.keep_bases && !m.redraw_bases) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
  ui::text_wrapped("Weak base line (two numbered cards or fewer, or a joker). Redraws so far: %d.",
                     v.redraws.empty() ? 0 : v.redraws[v.seat]);
  ImGui::PopStyleColor();
  const float bw = std::min(200.0f, (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f);
  if (m.keep_bases) move_button(f, "cf/bases/keep", "Keep bases", cf::kKeepBases, bw);
  if (m.keep_bases && m.redraw_bases) ImGui::SameLine();
  if (m.redraw_bases) move_button(f, "cf/bases/redraw", "Redraw bases", cf::kRedrawBases, bw);
}

// Own seized piles that may be resolved now: keep one own card, or a 10 and a royal as a tower.
void draw_resolves(TableFrame& f, const cf::View& v, const Moves& m) {
  int last_slot = -1;
  for (Action a : m.resolves) {
    const DecodedAction d = cf::decode(a);
    const std::string at = v.slots[d.slot].name;
    if (d.slot != last_slot) {
      ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
      ImGui::AlignTextToFramePadding();
      ui::text_unformatted(("Seized pile " + slot_label(v, v.slots[d.slot]) + ":").c_str());
      ImGui::PopStyleColor();
      last_slot = d.slot;
    }
    const float w = ImGui::CalcTextSize("Tower 10X + KX").x;
    if (ImGui::GetItemRectMax().x + w < ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
    if (d.kind == DecodedAction::kKeep) {
      const Card c = cf::code_card(d.card);
      move_button(f, "cf/keep/" + at + "/" + to_string(c), "Keep " + to_label(c), a);
    } else {
      move_button(f, "cf/tower/" + at + "/" + to_string(d.ten) + "-" + to_string(d.royal),
                  "Tower " + to_label(d.ten) + " + " + to_label(d.royal), a);
    }
  }
}

// The discard pile at the end of the hand, the drop zone for the selected card.
void draw_discard(TableFrame& f, const cf::View& v, const Moves& m, ImVec2 at, float w, unsigned colour) {
  TableState& t = memory_of<TableState>(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 zb(at.x + w, at.y + w * ui::kCardAspect);
  const auto& pile = v.discards[v.seat];
  const Action discard = m.discard(t.selected);
  if (!pile.empty()) draw_card_moving(dl, at, w, pile.back(), colour | ui::kCardDisabled, motion_key(pile.back(), 0));
  else ui::draw_card_slot(dl, at, w, false, nullptr);
  if (discard != kNoAction) {
    draw_target(dl, at, zb, {.fill = pile.empty(), .plus = pile.empty(), .rounding = 0.12f});
    if (f.mark == discard) draw_mark(f, dl, at, zb, "cf/discard");
    f.targets.push_back("cf/discard");
  }
  const float ls = std::min(text_size(ui::fonts().small), w * 0.24f);
  dl->AddRectFilled(ImVec2(at.x, zb.y - ls * 1.5f), zb, ui::colors::kLabelStrip, 4);
  hook::cover(ImVec2(at.x, zb.y - ls * 1.5f), zb);  // the strip hides the top card's corner index
  text_at(dl, ui::fonts().small, ls, ImVec2((at.x + zb.x) * 0.5f, zb.y - ls * 0.75f), ui::colors::kText, "Discard");
  if (!pile.empty())
    corner_pill(dl, at, zb, 1, std::clamp(w * 0.2f, 10.0f, 14.0f), ui::colors::kCountPill, ui::colors::kWhite,
                std::to_string(pile.size()));
  if (!click_box("cf/discard", at, zb)) return;
  if (discard != kNoAction) play(f, discard);
  else if (std::string why = not_now(f, v); !why.empty()) refuse(f, why);
  else refuse(f, "Choose a card first, then tap here to discard it.");
}

// The hand, with the discard pile as the drop zone at its end.
void draw_hand(TableFrame& f, const cf::View& v, const Moves& m, bool compact) {
  TableState& t = memory_of<TableState>(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const unsigned colour = card_colours();
  const int places = std::max(4, static_cast<int>(v.hand.size())) + 1;
  const float gap = compact ? 5 : 10;
  const float fit = (ImGui::GetContentRegionAvail().x - gap * (places - 1) - 4) / places;
  const float w = std::floor(std::clamp(fit, 36.0f, compact ? 56.0f : 84.0f));
  if (!compact || v.hand.empty()) ui::text_unformatted(v.hand.empty() ? "Your hand is empty." : "Your hand:");
  ImVec2 p = ImGui::GetCursorScreenPos();
  p.y += std::round(w * 0.12f);  // room for a lifted selected card
  for (size_t i = 0; i < v.hand.size(); ++i) {
    const Card c = v.hand[i];
    const int code = cf::card_code(c);
    int occurrence = 0;
    for (size_t k = 0; k < i; ++k) occurrence += v.hand[k] == c || (c.is_joker() && v.hand[k].is_joker());
    // Jokers are interchangeable: the first one held is the one played.
    const bool usable = m.usable[code], is_selected = usable && t.selected == code && occurrence == 0;
    unsigned flags = colour;
    if (usable) flags |= is_selected ? ui::kCardSelected : ui::kCardHighlight;
    else if (f.my_turn && v.phase == Phase::kPlay) flags |= ui::kCardDisabled;
    const std::string id = "cf/card/" + to_string(c) + (occurrence ? "-" + std::to_string(occurrence + 1) : "");
    const ImVec2 at(p.x + i * (w + gap), p.y);
    const bool clicked = click_box(id, at, ImVec2(at.x + w, at.y + w * ui::kCardAspect));
    if (usable && item_on_screen()) f.playable.push_back(id);
    draw_card_moving(dl, at, w, c, flags, motion_key(c, occurrence), f.same_game && t.deck_pos.x >= 0 ? &t.deck_pos : nullptr);
    if (clicked && usable) t.selected = t.selected == code ? -1 : code;
    else if (clicked) refuse(f, not_now(f, v).empty() ? "That card cannot be played now." : not_now(f, v));
  }
  draw_discard(f, v, m, ImVec2(p.x + std::max<size_t>(v.hand.size(), 4) * (w + gap), p.y), w, colour);
  ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + w * ui::kCardAspect + 6));
  ImGui::Dummy(ImVec2(1, 1));
}

// Both sides' hands, decks and discard piles; the viewer's deck is where drawn cards come from. The
// public view (f.everyone) counts every seat's hand and shows every discard pile here (no hand above).
void draw_sides(TableFrame& f, const cf::View& v) {
  TableState& t = memory_of<TableState>(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float lh = ImGui::GetTextLineHeight();
  for (int k = 0; k < v.seats; ++k) {
    const int seat = (v.seat + k) % v.seats;
    const ImVec2 p = ImGui::GetCursorScreenPos();
    // A tiny card with the side's bar on its edge: the key to the board's colours and edges.
    const ImVec2 a(p.x, p.y + 1), b(p.x + lh * 0.75f, p.y + lh);
    dl->AddRectFilled(a, b, ui::colors::kCardStock, 3);
    owner_bar(dl, a, b, t.layout.edge[seat], seat_colour(seat));
    ImGui::SetCursorScreenPos(ImVec2(b.x + 6, p.y));
    const bool counted = seat != v.seat || f.everyone;  // the viewer's own hand and discard are drawn above
    std::string line = name_of(f, seat) + ": ";
    if (counted) line += std::to_string(v.hand_sizes[seat]) + " in hand, ";
    line += "deck " + std::to_string(v.deck_sizes[seat]);
    const auto& d = v.discards[seat];
    if (counted) line += d.empty() ? ", discard empty" : ", discard " + to_label(d.back()) + " (" + std::to_string(d.size()) + ")";
    if (v.seats == 4 && !v.points.empty()) line += ", team " + std::to_string(seat % 2 + 1);
    ImGui::PushStyleColor(ImGuiCol_Text, v.to_act == seat && !v.result.over ? ui::colors::kGold : ui::colors::kText);
    ui::text_wrapped("%s", line.c_str());
    ImGui::PopStyleColor();
    (seat == v.seat ? t.deck_pos : t.others_pos) = ImVec2(b.x + 6, p.y);
  }
  if (v.seats == 4 && v.points.size() == 2)
    ui::text("Victory points: team 1 %d, team 2 %d (%d win)", v.points[0], v.points[1], cf::kWinPoints);
}

// A contest or seized pile in words ("" for other slots).
std::string fight_line(const TableFrame& f, const cf::View& v, const SlotView& sv) {
  if (sv.cards.empty()) return "";
  const std::string top = to_label(sv.cards.back());
  if (sv.kind == Kind::kSeized) {
    std::string line = slot_label(v, sv) + ": a pile seized by " + who(f, sv.owner) + ", top " + top + " (" + std::to_string(sv.cards.size()) +
                       (sv.cards.size() == 1 ? " card)" : " cards)");
    return line + (!f.everyone && sv.can_resolve && sv.owner == v.seat ? "; keep a card, build a tower or lay a card on it." : "");
  }
  if (sv.kind != Kind::kContest) return "";
  std::string line = slot_label(v, sv) + ": " + who(f, sv.lead) + " ";
  if (sv.lead == sv.owner) line += verb_for(f, sv.lead, "defend") + " with " + top;
  else if (sv.owner < 0) line += verb_for(f, sv.lead, "lead") + " with " + top + " on the neutral node";
  else line += verb_for(f, sv.lead, "lead") + " with " + top + " against " + whose(f, sv.owner) + " node";
  if (f.everyone) return line + "; unanswered, " + name_of(f, sv.lead) + " wins it at the start of their next turn.";
  if (sv.lead == v.seat) return line + "; unanswered, you win it at the start of your next turn.";
  if (sv.owner == v.seat) return line + "; answer with a stronger card or lose it.";
  return line + "; answer " + (sv.owner < 0 ? "stronger" : "at least as strong") + " to fight on.";
}

void draw_fights(const TableFrame& f, const cf::View& v) {
  ImGui::PushFont(ui::fonts().small);
  for (const SlotView& sv : v.slots) {
    const std::string line = fight_line(f, v, sv);
    if (line.empty()) continue;
    ImGui::Bullet();
    ui::text_wrapped("%s", line.c_str());
  }
  ImGui::PopFont();
}

void draw_key(const TableFrame& f, const cf::View& v) {
  const TableState& t = memory_of<TableState>(f);
  static const char* kEdges[] = {"bottom", "top", "left", "right"};
  ImGui::PushFont(ui::fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
  std::string sides;
  for (int seat = 0; seat < v.seats; ++seat) sides += (seat ? ", " : "") + whose(f, seat) + " " + kEdges[t.layout.edge[seat]];
  ui::text_wrapped(
      "A card's coloured bar is on its owner's side (%s). A gold dot and gold links: powered and linked to a "
      "base node. Dim and striped: dead. vs: a contested pile (its bar shows who leads). \xE2\x98\x85 seized "
      "pile, T tower, ? a face-down neutral card (grey back: nobody's; its value once known). Hover or tap a slot to "
      "read what it shows. A number: cards in the pile. Gold "
      "corners: where the chosen card can go.",
      sides.c_str());
  hook::record_last_item("cf/key");  // a slot's tip never covers it (the browser tests check)
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

std::string result_title(const TableFrame& f, const cf::View& v) {
  if (v.seats == 2) return v.result.winner < 0 ? "A tie" : winner_title(f, v.result.winner);
  if (v.result.winning_team < 0) return "A tie";
  if (f.you >= 0) return f.you % 2 == v.result.winning_team ? "Your team wins!" : "Your team loses";
  return "Team " + std::to_string(v.result.winning_team + 1) + " wins";
}

std::string result_reason(const TableFrame& f, const cf::View& v) {
  if (v.result.reason == "base" && v.result.winner >= 0) return name_of(f, v.result.winner) + " won an attack on an enemy base node.";
  if (v.result.reason == "points") return "Six victory points.";
  if (v.result.reason != "deck") return "";
  const int seat = v.result.empty_deck;
  const std::string text = seat >= 0 ? name_of(f, seat) + " had to draw from an empty deck" : "A deck ran out";
  return text + (v.seats == 4 ? ": the team with more victory points wins." : ": the game is a tie.");
}

void draw_result(TableFrame& f, const cf::View& v) {
  begin_result("##cf-result", result_title(f, v), result_reason(f, v));
  if (v.seats == 4 && v.points.size() == 2) ui::text("Victory points: team 1 %d, team 2 %d", v.points[0], v.points[1]);
  end_result(f, "cf");
}

void draw_panel(TableFrame& f, const cf::View& v, const Moves& m, bool compact, bool log_here) {
  f.status = status_line(f, v);
  draw_status(f, compact);
  draw_bases_choice(f, v, m);
  draw_resolves(f, v, m);
  if (!f.everyone) draw_hand(f, v, m, compact);  // the public view has no hand: every seat's is counted below
  if (const std::string dead = dead_line(f, v); !dead.empty()) {
    ImGui::PushFont(ui::fonts().small);
    ui::text_wrapped("%s", dead.c_str());
    ImGui::PopFont();
  }
  if (!f.everyone) ImGui::Separator();
  draw_sides(f, v);
  if (!compact) ui::text_disabled("Turn %d", v.turn_number);
  draw_fights(f, v);
  if (!compact && log_here) draw_key(f, v);
  if (log_here) {
    ImGui::Separator();
    draw_log(f, std::max(compact ? 150.0f : 100.0f, ImGui::GetContentRegionAvail().y));
  }
  if (compact) draw_key(f, v);
}

// The board's size: in portrait the panel goes under the board, which then stands upright (the
// viewer's base line at the bottom); in landscape the panel goes on the right and the board turns
// whichever way draws the cards larger (square boards stand upright).
ImVec2 place_board(TableFrame& f, const cf::View& v, const Moves& m) {
  TableState& t = memory_of<TableState>(f);
  const ImVec2 avail = f.layout.avail;
  const float panel_w = std::clamp(avail.x * 0.32f, std::min(260.0f, avail.x * 0.45f), 440.0f);
  const float board_w = f.layout.portrait ? avail.x : avail.x - panel_w - ImGui::GetStyle().ItemSpacing.x;
  // The banner of a base node under attack sits over the board.
  const float banner = t.alarm.empty() ? 0 : banner_height(t.alarm, board_w) + ImGui::GetStyle().ItemSpacing.y;
  const ImVec2 start(f.layout.origin.x, f.layout.origin.y + banner);
  if (!f.layout.portrait) {
    const ImVec2 board(board_w, avail.y - banner);
    const Layout across = make_layout(v, false, start, board), upright = make_layout(v, true, start, board);
    t.layout = across.score > upright.score * 1.05f ? across : upright;
    return ImVec2(board_w, avail.y);
  }
  const float card_w = std::clamp((avail.x - 60) / 5.0f, 40.0f, 56.0f);
  float panel_min = ImGui::GetTextLineHeightWithSpacing() * 3 + card_w * 1.55f + 40;
  // Set-up and seized-pile choices sit above the hand: make room for a line of buttons each.
  if (m.keep_bases || m.redraw_bases) panel_min += ImGui::GetFrameHeightWithSpacing() + ImGui::GetTextLineHeightWithSpacing() * 2;
  for (size_t i = 0; i < m.resolves.size(); ++i)
    if (i == 0 || cf::decode(m.resolves[i]).slot != cf::decode(m.resolves[i - 1]).slot)
      panel_min += ImGui::GetFrameHeightWithSpacing() * 1.6f;
  t.layout = make_layout(v, true, start, ImVec2(avail.x, std::max(200.0f, avail.y - panel_min - banner)), true);
  return ImVec2(avail.x, t.layout.size.y + banner);
}

void draw(TableFrame& f) {
  TableState& t = memory_of<TableState>(f);
  const cf::View& v = view_of<cf::View>(f);
  const Moves m = moves_of(f);
  // The move in keyboard focus, else the hint: its card is selected and its place marked.
  if (f.changed || f.cancel) t.selected = -1;
  const DecodedAction mark = cf::decode(f.mark);  // kInvalid for kNoAction
  int mark_card = mark.kind == DecodedAction::kPlay || mark.kind == DecodedAction::kDiscard ? mark.card : -1;
  if (mark.kind == DecodedAction::kJoker) mark_card = cf::kJokerCode;
  if (mark_card >= 0 && (f.mark_is_focus || t.selected < 0)) t.selected = mark_card;
  if (t.selected >= 0 && !m.usable[t.selected]) t.selected = -1;

  const bool stacked = f.layout.portrait, compact = f.layout.compact || stacked;
  const int attacked = t.attacked = attacked_base(f, v);
  t.answers = attacked >= 0 && f.my_turn ? answers_to(v, m, attacked) : std::vector<std::string>{};
  // Over the board on wide screens; a phone's status line, under the board, says it (the board needs the room).
  if (std::string alarm = attacked >= 0 && !stacked ? alarm_text(f, v, t.answers, attacked) : ""; alarm != t.alarm) {
    t.alarm = std::move(alarm);
    t.alarm_since = f.same_game ? f.now : f.now - 10;
  }
  const ImVec2 board = place_board(f, v, m);
  // Wide screens: the key and the log fill the space under the board.
  const bool log_under_board = !stacked && board.y - t.layout.size.y > 160;
  ImGui::BeginChild("cf-board", board, false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  if (!t.alarm.empty()) {
    draw_banner(f, t.alarm, ImGui::GetContentRegionAvail().x, t.alarm_since);
    record_shown("cf/alarm");
  }
  draw_board(f, v, m);
  if (log_under_board) {
    ImGui::Dummy(ImVec2(1, 4));
    draw_key(f, v);
    ImGui::Separator();
    draw_log(f, std::max(60.0f, ImGui::GetContentRegionAvail().y));
  }
  ImGui::EndChild();
  if (!stacked) ImGui::SameLine();
  if (compact) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  ImGui::BeginChild("cf-panel", ImVec2(stacked ? f.layout.avail.x : 0, 0), true);
  hook::window_scrolls();  // the side panel scrolls when its content is taller than the screen
  if (compact) ImGui::PopStyleVar();
  draw_panel(f, v, m, compact, !log_under_board);
  ImGui::EndChild();
  if (v.result.over) draw_result(f, v);
}

// Arrows: the hand's cards left to right (each card's moves together), then the rest.
std::vector<Action> key_order(const TableFrame& f) {
  const cf::View& v = view_of<cf::View>(f);
  return ordered_by(f.legal, [&](Action a) {
    const DecodedAction d = cf::decode(a);
    const int code = d.kind == DecodedAction::kJoker ? cf::kJokerCode : d.card;
    for (size_t i = 0; code >= 0 && i < v.hand.size(); ++i)
      if (cf::card_code(v.hand[i]) == code) return static_cast<int>(i);
    return 1000;
  });
}

void summary(const TableFrame& f, JsonWriter& j) {
  const TableState& t = memory_of<TableState>(f);
  const cf::View& v = view_of<cf::View>(f);
  j.key("selected");
  if (t.selected >= 0) j.value(to_string(cf::code_card(t.selected)));
  else j.null();
  j.key("alarm").value(t.alarm).key("answers").values(t.answers);
  if (!v.result.over) return;
  j.key("result").begin_object();
  j.key("title").value(result_title(f, v)).key("winner").value(v.result.winner).key("reason").value(v.result.reason);
  write_result_story(f, j);
  j.end_object();
}

}  // namespace

const GameTable<cf::Registration>& crossfire_table() {
  static const GameTable<cf::Registration> table = [] {
    auto t = make_table<cf::Registration>(draw, summary);
    t.key_order = key_order;
    return t;
  }();
  return table;
}

// The Rules screen's examples (web/table/rules_examples.h): board tiles in a row, as on the table.
void crossfire_rules_tiles(ImDrawList* dl, ImVec2 at, float cell, const std::vector<RulesTile>& tiles) {
  const float gap = cell * 0.18f;
  for (size_t i = 0; i < tiles.size(); ++i) {
    const ImVec2 a(at.x + i * (cell + gap), at.y), b(a.x + cell, a.y + cell);
    draw_tile(dl, a, b, tiles[i].card, tiles[i].owner >= 0 ? kBottom : -1, seat_colour(tiles[i].owner), false);
    if (tiles[i].dead) draw_dead(dl, a, b);
    if (tiles[i].joined && i + 1 < tiles.size()) {
      const ImVec2 a2(b.x + gap, a.y), b2(a2.x + cell, b.y);
      draw_link(dl, a, b, a2, b2, seat_colour(tiles[i].owner), 0.5f);
    }
  }
}

}  // namespace ff
