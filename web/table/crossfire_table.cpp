// Crossfire table: the board (grid, base lines, support slots) turned so the viewer's base line is
// at the bottom (stacked phone layout) or on the left (side-by-side layout), and a panel with the
// status, the hand and the discard drop zone, the set-up and seized-pile choices, both sides'
// decks and discards, the fights in words, a key to the board and the game log.
// Everything is drawn from crossfire::view() of the viewer's seat; moves are the engine's legal
// actions decoded with crossfire::decode, so the table never decides what is legal: it only
// explains refusals, from the same view (power, strengths).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "core/games/crossfire/crossfire.h"
#include "imgui.h"
#include "web/app/app.h"
#include "web/app/test_hook.h"
#include "web/table/tables.h"
#include "web/widgets/card.h"
#include "web/widgets/motion.h"
#include "web/widgets/pieces.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

namespace cf = crossfire;
using cf::Kind;
using cf::Phase;
using cf::SlotView;
using Dec = cf::DecodedAction;


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
    for (int i = 0; i < turns; ++i) {
      const int nx = -y, ny = x;
      x = nx;
      y = ny;
    }
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

// Per seat: the direction of its base line from the middle of the grid, as a unit step (dx, dy).
void base_direction(const cf::View& v, int seat, int& dx, int& dy) {
  double sx = 0, sy = 0;
  int n = 0;
  for (const SlotView& s : v.slots)
    if (s.role == 'b' && s.base_seat == seat) {
      sx += s.x;
      sy += s.y;
      ++n;
    }
  dx = dy = 0;
  if (!n) return;
  sx = sx / n - (v.width - 1) * 0.5;
  sy = sy / n - (v.height - 1) * 0.5;
  if (std::fabs(sx) > std::fabs(sy)) dx = sx > 0 ? 1 : -1;
  else dy = sy > 0 ? 1 : -1;
}

// Lays the board out in `avail` with the viewer's base line at the bottom (`upright`) or on the left.
Layout make_layout(const cf::View& v, bool upright, ImVec2 start, ImVec2 avail) {
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
  // Lines of support slots only (rarely used) are drawn narrower, to give the grid more room.
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
  cw = std::min(cw, ch * 1.9f);
  cw = std::floor(std::min(cw, 120.0f));
  ch = std::floor(std::min(ch, 150.0f));
  l.score = std::min(cw * 1.25f, ch);
  float x = 0, y = 0;
  for (int c : col_grid) {
    l.ux.push_back(x);
    l.uw.push_back(c ? cw : std::round(cw * 0.7f));
    x += l.uw.back();
  }
  for (int r : row_grid) {
    l.vy.push_back(y);
    l.vh.push_back(r ? ch : std::round(ch * 0.7f));
    y += l.vh.back();
  }
  l.size = ImVec2(l.label + x, y + l.label);
  l.pos = ImVec2(std::round(start.x + std::max(0.0f, (avail.x - l.size.x) * 0.5f)), start.y);
  l.cells = ImVec2(l.pos.x + l.label, l.pos.y);
  return l;
}

// The viewer's legal moves, decoded once per frame.
struct Moves {
  std::vector<Action> legal;  // sorted (the engine's order)
  std::array<bool, cf::kCardCodes> usable{};  // a play, joker swap or discard takes this card
  std::vector<Action> resolves;               // keep / tower from own seized piles
  bool keep_bases = false, redraw_bases = false;
  bool has(Action a) const { return std::binary_search(legal.begin(), legal.end(), a); }
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

Moves legal_moves(const State& st) {
  Moves m;
  m.legal = st.legal_actions();
  for (Action a : m.legal) {
    const Dec d = cf::decode(a);
    switch (d.type) {
      case Dec::kPlay:
      case Dec::kDiscard: m.usable[d.code] = true; break;
      case Dec::kJoker: m.usable[cf::kJokerCode] = true; break;
      case Dec::kKeep:
      case Dec::kTower: m.resolves.push_back(a); break;
      case Dec::kKeepBases: m.keep_bases = true; break;
      case Dec::kRedrawBases: m.redraw_bases = true; break;
      default: break;
    }
  }
  return m;
}

// Purely visual state of the table; the game lives in the Session.
struct TableState {
  size_t seen_history = SIZE_MAX;
  const State* seen_state = nullptr;
  int selected = -1;          // card code (index52; 52 = a joker) of the selected hand card
  Dec mark;                   // the move in keyboard focus or hinted (type kInvalid: none)
  bool mark_keys = false;     // ... from the keyboard (else a hint)
  int refused_slot = -1;      // a refused click is crossed out for a moment
  double refused_until = 0;
  ImVec2 deck_pos{-1, -1};    // where new cards come from: the viewer's deck, the others' hands
  ImVec2 others_pos{-1, -1};
  bool spawn_ok = false;      // the table was drawn last frame (no glide on the first frame)
  Layout layout;
  // Collected while drawing, for the test hook summary.
  std::vector<std::string> playable, targets, buttons;
  std::string status;
};
TableState t;

Card code_card(int code) { return code == cf::kJokerCode ? Card::joker() : Card::from_index52(code); }
int code_of(Card c) { return cf::card_code(c); }

std::string card_id(Card c, int occurrence) {
  return "cf/card/" + to_string(c) + (occurrence ? "-" + std::to_string(occurrence + 1) : "");
}
std::string slot_id(const SlotView& s) { return "cf/slot/" + s.name; }

// "you" in the middle of a sentence, other names as they are.
std::string who(const Session& s, int seat) {
  std::string n = seat_name(s, seat);
  return n == "You" ? "you" : n;
}
std::string whose(const Session& s, int seat) {
  std::string n = seat_name(s, seat);
  return n == "You" ? "your" : n + "'s";
}
// Verb for a name: "you lead" / "the Computer leads".
std::string verb(const Session& s, int seat, const char* v) {
  return seat_name(s, seat) == "You" ? v : std::string(v) + "s";
}

ImU32 seat_colour(int seat, int alpha = 255) {
  // Blue and orange first: told apart with every common colour-vision deficiency.
  static const int kRgb[4][3] = {{70, 150, 255}, {255, 146, 30}, {70, 210, 190}, {220, 110, 240}};
  if (seat < 0 || seat > 3) return IM_COL32(170, 170, 170, alpha);
  return IM_COL32(kRgb[seat][0], kRgb[seat][1], kRgb[seat][2], alpha);
}

const char* edge_name(int e) {
  switch (e) {
    case kBottom: return "bottom";
    case kTop: return "top";
    case kLeft: return "left";
    default: return "right";
  }
}

using ui::text_size;
using ui::text_at;

// A small rounded label at a corner of a rectangle (0 top-left, 1 top-right, 2 bottom-left,
// 3 bottom-right), drawn over the card.
void pill(ImDrawList* dl, ImVec2 a, ImVec2 b, int corner, float size, ImU32 bg, ImU32 fg, const std::string& text) {
  ImFont* font = ui::fonts().body;
  const ImVec2 sz = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
  const float pw = std::max(sz.x + size * 0.5f, size * 1.1f), ph = size * 1.15f;
  const float x = corner & 1 ? b.x - pw + size * 0.2f : a.x - size * 0.2f;
  const float y = corner & 2 ? b.y - ph + size * 0.2f : a.y - size * 0.2f;
  dl->AddRectFilled(ImVec2(x, y), ImVec2(x + pw, y + ph), bg, ph * 0.5f);
  dl->AddRect(ImVec2(x, y), ImVec2(x + pw, y + ph), IM_COL32(0, 0, 0, 200), ph * 0.5f);
  dl->AddText(font, size, ImVec2(std::round(x + (pw - sz.x) * 0.5f), std::round(y + (ph - sz.y) * 0.5f)), fg, text.c_str());
}

// The owner's bar along one edge of a card: which edge says whose card it is without colour.
void owner_bar(ImDrawList* dl, ImVec2 a, ImVec2 b, int edge, ImU32 col) {
  const float t = std::max(3.0f, std::round(std::min(b.x - a.x, b.y - a.y) * 0.14f));
  const float r = std::min(b.x - a.x, b.y - a.y) * 0.12f;
  switch (edge) {
    case kBottom: dl->AddRectFilled(ImVec2(a.x, b.y - t), b, col, r, ImDrawFlags_RoundCornersBottom); break;
    case kTop: dl->AddRectFilled(a, ImVec2(b.x, a.y + t), col, r, ImDrawFlags_RoundCornersTop); break;
    case kLeft: dl->AddRectFilled(a, ImVec2(a.x + t, b.y), col, r, ImDrawFlags_RoundCornersLeft); break;
    default: dl->AddRectFilled(ImVec2(b.x - t, a.y), b, col, r, ImDrawFlags_RoundCornersRight); break;
  }
}

// A card on the board: the index (rank and suit) as large as the space allows, and the owner's
// bar. Landscape spaces put rank and suit side by side, upright ones one above the other.
void draw_tile(ImDrawList* dl, ImVec2 a, ImVec2 b, Card c, int bar_edge, ImU32 bar_col) {
  const float w = b.x - a.x, h = b.y - a.y, r = std::min(w, h) * 0.12f;
  dl->AddRectFilled(ImVec2(a.x + 1.5f, a.y + 2), ImVec2(b.x + 1.5f, b.y + 2), IM_COL32(0, 0, 0, 80), r);
  dl->AddRectFilled(a, b, IM_COL32(252, 250, 244, 255), r);
  dl->AddRect(a, b, IM_COL32(120, 120, 110, 255), r);
  if (bar_edge >= 0) owner_bar(dl, a, b, bar_edge, bar_col);
  // Keep the text clear of the bar.
  ImVec2 ia = a, ib = b;
  const float t = std::max(3.0f, std::round(std::min(w, h) * 0.14f));
  if (bar_edge == kBottom) ib.y -= t;
  if (bar_edge == kTop) ia.y += t;
  if (bar_edge == kLeft) ia.x += t;
  if (bar_edge == kRight) ib.x -= t;
  const float iw = ib.x - ia.x, ih = ib.y - ia.y;
  const ImVec2 mid((ia.x + ib.x) * 0.5f, (ia.y + ib.y) * 0.5f);
  ImFont* font = ui::fonts().card;
  const ImU32 ink = ui::card_ink(c, app().four_colour);
  if (c.is_joker()) {
    text_at(dl, font, std::min(iw * 0.7f, ih * 0.62f), ImVec2(mid.x, mid.y - ih * 0.05f), ink, "\xE2\x98\x85");
    if (ih > 30) text_at(dl, font, std::min(iw * 0.22f, ih * 0.2f), ImVec2(mid.x, ib.y - ih * 0.14f), ink, "JOKER");
    return;
  }
  const std::string rank = c.rank == kTen ? "10" : std::string(1, rank_char(c.rank));
  const std::string suit = suit_symbol(c.suit);
  if (iw > ih * 1.15f) {
    const float size = std::min(ih * 0.72f, iw * 0.36f);
    text_at(dl, font, size, mid, ink, rank + suit);
  } else {
    const float size = std::min(ih * 0.38f, iw * (c.rank == kTen ? 0.5f : 0.62f));
    text_at(dl, font, size, ImVec2(mid.x, mid.y - ih * 0.2f), ink, rank);
    text_at(dl, font, size * 0.95f, ImVec2(mid.x, mid.y + ih * 0.22f), ink, suit);
  }
}

// A face-down card; each deck's back has its own colour (the backs tell the decks apart).
void draw_back(ImDrawList* dl, ImVec2 a, ImVec2 b, int deck) {
  const float r = std::min(b.x - a.x, b.y - a.y) * 0.12f;
  static const ImU32 kBack[4] = {IM_COL32(30, 56, 130, 255), IM_COL32(120, 50, 24, 255), IM_COL32(20, 90, 84, 255),
                                 IM_COL32(96, 36, 110, 255)};
  dl->AddRectFilled(ImVec2(a.x + 1.5f, a.y + 2), ImVec2(b.x + 1.5f, b.y + 2), IM_COL32(0, 0, 0, 80), r);
  dl->AddRectFilled(a, b, kBack[std::clamp(deck, 0, 3)], r);
  const float inset = std::max(2.0f, std::min(b.x - a.x, b.y - a.y) * 0.1f);
  ImVec2 ia(a.x + inset, a.y + inset), ib(b.x - inset, b.y - inset);
  dl->AddRect(ia, ib, IM_COL32(220, 210, 170, 200), r * 0.5f);
  dl->PushClipRect(ia, ib, true);
  const float step = std::max(5.0f, (b.x - a.x) * 0.16f);
  for (float x = ia.x - (ib.y - ia.y); x < ib.x; x += step) {
    dl->AddLine(ImVec2(x, ia.y), ImVec2(x + (ib.y - ia.y), ib.y), IM_COL32(255, 255, 255, 60), 1.0f);
    dl->AddLine(ImVec2(x, ib.y), ImVec2(x + (ib.y - ia.y), ia.y), IM_COL32(255, 255, 255, 60), 1.0f);
  }
  dl->PopClipRect();
}

// Dead: dimmed and striped, so it reads without colour.
void draw_dead(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  const float r = std::min(b.x - a.x, b.y - a.y) * 0.12f;
  dl->AddRectFilled(a, b, IM_COL32(20, 30, 25, 130), r);
  dl->PushClipRect(a, b, true);
  const float step = std::max(6.0f, std::min(b.x - a.x, b.y - a.y) * 0.22f);
  for (float x = a.x - (b.y - a.y); x < b.x; x += step)
    dl->AddLine(ImVec2(x, b.y), ImVec2(x + (b.y - a.y), a.y), IM_COL32(20, 30, 25, 120), 2.0f);
  dl->PopClipRect();
}

// The hand card drawn where it belongs, gliding from where it was last drawn (above everything
// while it moves, so it can cross from the panel onto the board).
uint32_t motion_key(Card c, int occurrence) { return c.id() + static_cast<uint32_t>(occurrence) * 65536u; }

void draw_card_moving(ImDrawList* dl, ImVec2 pos, float w, Card c, unsigned flags, uint32_t key, const ImVec2* spawn = nullptr) {
  const ImVec2 p = ui::card_motion(key, pos, spawn);
  ui::draw_card(ui::card_moving(key) ? ImGui::GetForegroundDrawList() : dl, p, w, c, flags);
}

// ---- refusals ------------------------------------------------------------------------------------

const char* need_name(int v) {
  static const char* kNames[] = {"", "an ace", "a 2", "a 3", "a 4", "a 5", "a 6", "a 7", "an 8", "a 9", "a 10"};
  return v >= 1 && v <= 10 ? kNames[v] : "a card";
}

// Why a click on a slot was refused, in the player's words, from the view (power, strengths).
std::string refusal(const Session& s, const cf::View& v, bool my_turn, int slot) {
  if (v.result.over) return "The game is over.";
  if (s.match.spectator) return "This is a replay: step through it with the timeline above.";
  if (!my_turn) return "Not your turn: " + seat_name(s, v.to_act) + (s.turn.thinking ? " is thinking." : " plays now.");
  if (v.phase == Phase::kBases) return "Keep or redraw your base nodes first (the buttons by your hand).";
  const SlotView& sv = v.slots[slot];
  const int me = v.seat;
  if (t.selected < 0) {
    if (sv.kind == Kind::kSeized && sv.owner == me && sv.can_resolve)
      return "Keep a card or build a tower with the buttons by your hand, or choose a card to replace this pile.";
    return "Choose a card first: tap one of your cards.";
  }
  const Card c = code_card(t.selected);
  const std::string cl = to_label(c);
  const int str = cf::strength(c);
  const cf::Geometry& g = cf::geometry(v.seats, v.ultimate);
  auto top = [&](const SlotView& x) { return x.cards.empty() ? std::string("?") : to_label(x.cards.back()); };
  if (sv.role == 's') {
    if (sv.base_seat != me) return "That support slot belongs to " + whose(s, sv.base_seat) + " base line.";
    if (sv.kind != Kind::kEmpty) return "That support slot is taken already.";
    const SlotView& base = v.slots[g.base_slot(me, g.base_k(slot))];
    const int bv = base.cards.empty() || base.owner != me ? 0 : cf::power_value(base.cards[0]);
    if (bv <= 0) return "A support node goes only behind one of your numbered base nodes (A to 10).";
    if (cf::power_value(c) <= 0) return "A support node must be a numbered card (A to 10).";
    if (bv + cf::power_value(c) > 10)
      return "The base node " + to_label(base.cards[0]) + " plus the " + cl + " is more than 10.";
    return "The " + cl + " cannot go there.";
  }
  // Own nodes next to the slot: alive ones, and the first dead one (for "pairs with it to 10").
  bool own_nbr = false, alive_nbr = false;
  int dead = -1;
  if (slot < static_cast<int>(g.nbr.size()))
    for (int16_t j : g.nbr[slot]) {
      if (j < 0) break;
      const SlotView& n = v.slots[j];
      if (n.power_owner != me) continue;
      own_nbr = true;
      if (n.alive) alive_nbr = true;
      else if (dead < 0) dead = j;
    }
  const bool enemy = sv.owner >= 0 && (v.seats == 4 ? sv.owner % 2 != me % 2 : sv.owner != me);
  switch (sv.kind) {
    case Kind::kEmpty: {
      if (!own_nbr) return "That cell does not touch one of your powered nodes.";
      if (!alive_nbr && dead >= 0) {
        const SlotView& d = v.slots[dead];
        const int dv = d.cards.empty() ? 0 : cf::power_value(d.cards[0]);
        if (c.is_joker() || cf::power_value(c) <= 0 || dv <= 0 || dv >= 10)
          return "A dead node only takes a card that pairs with it to 10, and the " + cl + " never pairs with the " + top(d) + ".";
        return "A dead node only takes a card that pairs with it to 10: the " + top(d) + " at " + d.name + " needs " +
               need_name(10 - dv) + ".";
      }
      break;
    }
    case Kind::kNode:
    case Kind::kTower:
    case Kind::kSeized:
      if (enemy) {
        if (!alive_nbr) return "An attack needs one of your powered nodes next to the target.";
        if (str < sv.strength)
          return "An attack needs a card at least as strong as the " + top(sv) + " (" + std::to_string(sv.strength) +
                 "); the " + cl + " is " + std::to_string(str) + ".";
        break;
      }
      if (sv.kind == Kind::kTower) return "A tower takes no more cards.";
      if (sv.kind == Kind::kSeized) {
        if (!sv.can_resolve) return "You won this pile this turn: from your next turn you may keep, replace or build from it.";
        if (!alive_nbr) return "Replacing a seized pile needs one of your powered nodes next to it.";
        break;
      }
      if (c.is_joker()) {
        if (v.joker_used) return "Only one joker swap per turn.";
        if (!sv.cards.empty() && sv.cards[0].is_joker()) return "That node is a joker already.";
      }
      return "That is your own " + top(sv) + ". Only a royal on your 10, or a 10 on your royal, builds a tower there.";
    case Kind::kNeutral:
      if (!alive_nbr) return "To probe a neutral node you need one of your powered nodes next to it.";
      break;
    case Kind::kContest: {
      const bool lead_mine = v.seats == 4 ? sv.lead % 2 == me % 2 : sv.lead == me;
      if (lead_mine) return "Your side played the top card here: now the other side must answer.";
      const int top_str = sv.cards.empty() ? 0 : cf::strength(sv.cards.back());
      if (sv.owner == me) {
        if (str <= top_str)
          return "To defend, play a card stronger than the " + top(sv) + " (" + std::to_string(top_str) + ").";
        break;
      }
      if (!alive_nbr) return "Answering here needs one of your powered nodes next to the pile.";
      if (sv.owner < 0 && str <= top_str)
        return "On a neutral node every answer must be stronger than the " + top(sv) + " (" + std::to_string(top_str) + ").";
      if (str < top_str)
        return "Answer with a card at least as strong as the " + top(sv) + " (" + std::to_string(top_str) + ").";
      break;
    }
  }
  return "The " + cl + " cannot go there.";
}

// ---- the board -----------------------------------------------------------------------------------

bool marks_slot(int slot) {
  switch (t.mark.type) {
    case Dec::kPlay: return t.mark.slot == slot && t.mark.code == t.selected;
    case Dec::kJoker: return t.mark.slot == slot && t.selected == cf::kJokerCode;
    case Dec::kKeep:
    case Dec::kTower: return t.mark.slot == slot;
    default: return false;
  }
}

// Gold corner brackets and outline: a legal target (a shape as well as a colour).
void draw_target(ImDrawList* dl, ImVec2 a, ImVec2 b, bool empty, const char* label) {
  const float m = std::min(b.x - a.x, b.y - a.y);
  const float th = std::max(2.0f, m * 0.06f), len = m * 0.3f;
  if (empty) dl->AddRectFilled(a, b, IM_COL32(242, 196, 64, 70), m * 0.12f);
  dl->AddRect(a, b, ui::colors::kGold, m * 0.12f, 0, th);
  const ImVec2 o(th * 1.2f, th * 1.2f);
  const ImVec2 p[4] = {ImVec2(a.x - o.x, a.y - o.y), ImVec2(b.x + o.x, a.y - o.y), ImVec2(a.x - o.x, b.y + o.y), ImVec2(b.x + o.x, b.y + o.y)};
  for (int i = 0; i < 4; ++i) {
    const float sx = i & 1 ? -1.0f : 1.0f, sy = i & 2 ? -1.0f : 1.0f;
    dl->AddLine(p[i], ImVec2(p[i].x + sx * len, p[i].y), IM_COL32(255, 230, 140, 255), th);
    dl->AddLine(p[i], ImVec2(p[i].x, p[i].y + sy * len), IM_COL32(255, 230, 140, 255), th);
  }
  if (empty && !label) {
    const ImVec2 c((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
    dl->AddLine(ImVec2(c.x - m * 0.18f, c.y), ImVec2(c.x + m * 0.18f, c.y), ui::colors::kGold, th * 1.3f);
    dl->AddLine(ImVec2(c.x, c.y - m * 0.18f), ImVec2(c.x, c.y + m * 0.18f), ui::colors::kGold, th * 1.3f);
  }
  if (label) {
    // The hinted / keyboard move: a white double outline and its name.
    dl->AddRect(ImVec2(a.x - 3 * th, a.y - 3 * th), ImVec2(b.x + 3 * th, b.y + 3 * th), IM_COL32(255, 255, 255, 255), m * 0.15f, 0, th);
    pill(dl, a, b, 2, std::max(10.0f, std::min(14.0f, m * 0.3f)), IM_COL32(255, 255, 255, 240), IM_COL32(20, 20, 20, 255), label);
  }
}

// The link between two adjacent alive nodes of one owner: a bright bar across the gap.
void draw_link(ImDrawList* dl, ImVec2 a1, ImVec2 b1, ImVec2 a2, ImVec2 b2, ImU32 col, float glow) {
  const ImVec2 c1((a1.x + b1.x) * 0.5f, (a1.y + b1.y) * 0.5f), c2((a2.x + b2.x) * 0.5f, (a2.y + b2.y) * 0.5f);
  ImVec2 p, q;
  float thick;
  if (std::fabs(c1.x - c2.x) > std::fabs(c1.y - c2.y)) {
    const bool right = c2.x > c1.x;
    const float x1 = right ? b1.x : a1.x, x2 = right ? a2.x : b2.x;
    thick = std::max(4.0f, std::min(b1.y - a1.y, b2.y - a2.y) * 0.22f);
    p = ImVec2(std::min(x1, x2) - 4, c1.y - thick * 0.5f);
    q = ImVec2(std::max(x1, x2) + 4, c1.y + thick * 0.5f);
  } else {
    const bool down = c2.y > c1.y;
    const float y1 = down ? b1.y : a1.y, y2 = down ? a2.y : b2.y;
    thick = std::max(4.0f, std::min(b1.x - a1.x, b2.x - a2.x) * 0.22f);
    p = ImVec2(c1.x - thick * 0.5f, std::min(y1, y2) - 4);
    q = ImVec2(c1.x + thick * 0.5f, std::max(y1, y2) + 4);
  }
  const float g = 3 + 2 * glow;
  dl->AddRectFilled(ImVec2(p.x - g, p.y - g), ImVec2(q.x + g, q.y + g), IM_COL32(255, 230, 120, static_cast<int>(60 + 50 * glow)), thick);
  dl->AddRectFilled(p, q, col, thick * 0.5f);
  dl->AddRect(p, q, IM_COL32(255, 250, 220, 255), thick * 0.5f, 0, 1.0f);
}

void draw_board(Session& s, const cf::View& v, const Moves& m, bool my_turn, double now, const Layout& l) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ui::Fonts& f = ui::fonts();
  const int n = static_cast<int>(v.slots.size());
  const cf::Geometry& g = cf::geometry(v.seats, v.ultimate);
  std::vector<ImVec2> ta(n), tb(n);  // each slot's card rectangle
  for (int i = 0; i < n; ++i) {
    ImVec2 a, b;
    l.rect(v.slots[i], a, b);
    const float gap = std::max(2.0f, std::round(std::min(b.x - a.x, b.y - a.y) * 0.08f));
    ta[i] = ImVec2(a.x + gap, a.y + gap);
    tb[i] = ImVec2(b.x - gap, b.y - gap);
  }
  // Margins: column letters along the bottom, row numbers on the left (for whichever board axis
  // runs that way after turning).
  const float small = std::min(text_size(f.small), l.label * 0.95f);
  for (int pass = 0; pass < 2; ++pass) {
    const int lines = pass == 0 ? l.cols : l.rows;
    for (int k = 0; k < lines; ++k) {
      int lx = -1, ly = -1;
      bool same_x = true, same_y = true, any = false;
      for (const SlotView& sv : v.slots) {
        if (sv.role != 'g') continue;
        int u, w;
        l.uv(sv.x, sv.y, u, w);
        if ((pass == 0 ? u : w) != k) continue;
        if (any && sv.x != lx) same_x = false;
        if (any && sv.y != ly) same_y = false;
        lx = sv.x, ly = sv.y, any = true;
      }
      if (!any) continue;
      std::string text = same_x ? std::string(1, static_cast<char>('a' + lx)) : same_y ? std::to_string(ly + 1) : "";
      const ImVec2 at = pass == 0 ? ImVec2(l.cells.x + l.ux[k] + l.uw[k] * 0.5f, l.cells.y + l.vy.back() + l.vh.back() + l.label * 0.5f)
                                  : ImVec2(l.pos.x + l.label * 0.5f, l.cells.y + l.vy[k] + l.vh[k] * 0.5f);
      text_at(dl, f.small, small, at, ui::colors::kMuted, text);
    }
  }
  // Places: grid cells, each base line tinted in its owner's colour, support slots fainter.
  for (int i = 0; i < n; ++i) {
    const SlotView& sv = v.slots[i];
    const float r = std::min(tb[i].x - ta[i].x, tb[i].y - ta[i].y) * 0.12f;
    ImU32 fill = sv.role == 'g' ? IM_COL32(0, 0, 0, 45) : seat_colour(sv.base_seat, sv.role == 'b' ? 55 : 25);
    dl->AddRectFilled(ta[i], tb[i], fill, r);
    dl->AddRect(ta[i], tb[i], sv.role == 'g' ? IM_COL32(255, 255, 255, 40) : seat_colour(sv.base_seat, 120), r);
    if (sv.kind == Kind::kEmpty) {
      const float h = tb[i].y - ta[i].y, w = tb[i].x - ta[i].x;
      const float size = std::min({text_size(f.small), h * 0.42f, w * 0.3f});
      if (size >= 8) text_at(dl, f.small, size, ImVec2((ta[i].x + tb[i].x) * 0.5f, (ta[i].y + tb[i].y) * 0.5f), IM_COL32(255, 255, 255, 90), sv.name);
    }
  }
  // Cards: stacks with the top card, face-down neutrals, and their marks.
  // The pulse moves in 8 steps a second: smooth enough to see, and most frames repeat the last
  // picture, which the main loop then does not render.
  const float pulse_t = std::floor(static_cast<float>(now) * 8.0f) / 8.0f;
  const float glow = app().reduced_motion ? 0.5f : 0.5f + 0.5f * std::sin(pulse_t * 3.0f);
  for (int i = 0; i < n; ++i) {
    const SlotView& sv = v.slots[i];
    if (sv.kind == Kind::kEmpty) continue;
    ImVec2 a = ta[i], b = tb[i];
    const float w = b.x - a.x, h = b.y - a.y, mn = std::min(w, h);
    const float badge = std::clamp(mn * 0.3f, 9.0f, 14.0f);
    const int pile = static_cast<int>(sv.cards.size()) + (sv.hidden_deck >= 0 ? 1 : 0);
    // Cards under the top one peek out to the upper right.
    const float off = std::max(2.0f, mn * 0.05f);
    for (int k = std::min(pile - 1, 2); k >= 1; --k) {
      const ImVec2 o(off * k, -off * k);
      dl->AddRectFilled(ImVec2(a.x + o.x, a.y + o.y), ImVec2(b.x + o.x, b.y + o.y), IM_COL32(225, 222, 210, 255), mn * 0.12f);
      dl->AddRect(ImVec2(a.x + o.x, a.y + o.y), ImVec2(b.x + o.x, b.y + o.y), IM_COL32(90, 90, 80, 255), mn * 0.12f);
    }
    // Who the top card speaks for: the holder, or in a contest the side that leads.
    int side = sv.kind == Kind::kContest ? sv.lead : sv.kind == Kind::kNeutral ? -1 : sv.owner;
    const bool probes_on_top = sv.kind == Kind::kNeutral && static_cast<int>(sv.cards.size()) > (sv.neutral_known ? 1 : 0);
    if (sv.kind == Kind::kNeutral && !probes_on_top) {
      const int deck = sv.hidden_deck >= 0 ? sv.hidden_deck : sv.cards.empty() ? 0 : sv.cards[0].deck;
      draw_back(dl, a, b, deck);
    } else if (!sv.cards.empty()) {
      const Card top = sv.cards.back();
      const uint32_t key = motion_key(top, 0);
      const ImVec2* spawn = t.spawn_ok && t.others_pos.x >= 0 && top.deck != v.seat ? &t.others_pos : nullptr;
      const ImVec2 p = ui::card_motion(key, a, spawn);
      ImDrawList* to = ui::card_moving(key) ? ImGui::GetForegroundDrawList() : dl;
      const int bar = side >= 0 ? l.edge[side] : probes_on_top && top.deck < v.seats ? l.edge[top.deck] : -1;
      const ImU32 bar_col = side >= 0 ? seat_colour(side) : seat_colour(top.deck);
      draw_tile(to, p, ImVec2(p.x + w, p.y + h), top, bar, bar_col);
      if (to != dl) continue;  // marks follow once it has landed
    }
    // Power: dead nodes dimmed and striped; alive ones carry a dot (and the links below).
    if (sv.power_owner >= 0) {
      if (!sv.alive) {
        draw_dead(dl, a, b);
      } else {
        const float rad = std::max(3.0f, mn * 0.09f);
        const int e = l.edge[sv.power_owner];
        // The dot sits on the corner away from the bar and the count, half outside the card.
        const ImVec2 c(e == kRight ? a.x + rad * 0.4f : b.x - rad * 0.4f, e == kTop ? b.y - rad * 0.4f : a.y + rad * 0.4f);
        dl->AddCircleFilled(c, rad + 1.5f, IM_COL32(20, 20, 20, 255));
        dl->AddCircleFilled(c, rad, IM_COL32(255, 214, 70, 255));
      }
    }
    // Labels: contest (vs), seized (star), tower (T), neutral (? or its card), pile size.
    if (sv.kind == Kind::kContest) pill(dl, a, b, 0, badge, seat_colour(sv.lead), IM_COL32(10, 10, 10, 255), "vs");
    if (sv.kind == Kind::kSeized) pill(dl, a, b, 0, badge, seat_colour(sv.owner), IM_COL32(10, 10, 10, 255), "\xE2\x98\x85");
    if (sv.kind == Kind::kTower) pill(dl, a, b, 0, badge, seat_colour(sv.owner), IM_COL32(10, 10, 10, 255), "T");
    if (sv.neutral) {
      std::string text = sv.neutral_known && !sv.cards.empty() ? to_label(sv.cards[0]) : "?";
      pill(dl, a, b, sv.kind == Kind::kNeutral ? 0 : 1, badge, IM_COL32(235, 235, 235, 255), IM_COL32(20, 20, 20, 255), text);
    }
    if (pile > 1 && sv.kind != Kind::kTower) pill(dl, a, b, 3, badge, IM_COL32(25, 25, 25, 235), IM_COL32(255, 255, 255, 255), std::to_string(pile));
  }
  // A support node adds to the base node in front of it: a small plus between them.
  for (int i = 0; i < n; ++i) {
    const SlotView& sv = v.slots[i];
    if (sv.role != 's' || sv.kind == Kind::kEmpty) continue;
    const int b = g.base_slot(sv.base_seat, g.base_k(i));
    const ImVec2 c1((ta[i].x + tb[i].x) * 0.5f, (ta[i].y + tb[i].y) * 0.5f), c2((ta[b].x + tb[b].x) * 0.5f, (ta[b].y + tb[b].y) * 0.5f);
    const ImVec2 c((c1.x + c2.x) * 0.5f, (c1.y + c2.y) * 0.5f);
    const float r = std::max(5.0f, std::min(tb[i].y - ta[i].y, tb[i].x - ta[i].x) * 0.16f);
    dl->AddCircleFilled(c, r, IM_COL32(255, 214, 70, 255));
    text_at(dl, f.body, r * 1.6f, c, IM_COL32(20, 20, 20, 255), "+");
  }
  // Powered chains: adjacent alive nodes of one owner are linked.
  for (int i = 0; i < n && i < static_cast<int>(g.nbr.size()); ++i) {
    const SlotView& sv = v.slots[i];
    if (sv.power_owner < 0 || !sv.alive) continue;
    for (int16_t j : g.nbr[i]) {
      if (j < 0) break;
      if (j < i) continue;
      const SlotView& o = v.slots[j];
      if (o.power_owner == sv.power_owner && o.alive) draw_link(dl, ta[i], tb[i], ta[j], tb[j], seat_colour(sv.power_owner), glow);
    }
  }
  // Targets for the selected card, clicks, and refusals.
  for (int i = 0; i < n; ++i) {
    const SlotView& sv = v.slots[i];
    const Action act = my_turn ? m.target(t.selected, i) : kNoAction;
    const std::string id = slot_id(sv);
    if (act != kNoAction) {
      const bool marked = marks_slot(i);
      draw_target(dl, ta[i], tb[i], sv.kind == Kind::kEmpty, marked ? (t.mark_keys ? "keys" : "hint") : nullptr);
      t.targets.push_back(id);
    } else if (my_turn && marks_slot(i)) {
      // A keep / tower move in focus: its pile is marked, its button is below.
      draw_target(dl, ta[i], tb[i], false, t.mark_keys ? "keys" : "hint");
    }
    if (t.refused_slot == i && now < t.refused_until) {
      const ImVec2 c((ta[i].x + tb[i].x) * 0.5f, (ta[i].y + tb[i].y) * 0.5f);
      const float r = std::min(tb[i].x - ta[i].x, tb[i].y - ta[i].y) * 0.42f;
      dl->AddCircleFilled(c, r, IM_COL32(30, 10, 10, 200));
      text_at(dl, f.card, r * 1.5f, c, IM_COL32(255, 120, 100, 255), "\xE2\x9C\x97");
    }
    ImGui::SetCursorScreenPos(ta[i]);
    const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(std::max(1.0f, tb[i].x - ta[i].x), std::max(1.0f, tb[i].y - ta[i].y)));
    hook::record_last_item(id);
    if (clicked) {
      if (act != kNoAction) {
        session_submit(s, act, now);
      } else {
        set_message(s, now, refusal(s, v, my_turn, i));
        t.refused_slot = i;
        t.refused_until = now + 1.2;
      }
    }
  }
  ImGui::SetCursorScreenPos(ImVec2(l.pos.x, l.pos.y + l.size.y));
  ImGui::Dummy(ImVec2(1, 1));
}

// ---- the panel -----------------------------------------------------------------------------------

std::string status_line(const Session& s, const cf::View& v, bool my_turn, double now) {
  if (v.result.over) return "The game is over.";
  if (s.match.spectator || !my_turn) return others_turn_status(s, v.to_act, now);
  if (v.phase == Phase::kBases) return "Set-up: keep your base nodes, or redraw five new ones.";
  if (t.selected >= 0) {
    const std::string c = to_label(code_card(t.selected));
    return "Place the " + c + " on a highlighted space, or discard it.";
  }
  return "Your turn: choose a card to lay or discard.";
}

// The mark around a button whose move is in keyboard focus or hinted.
void mark_item() {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  ImGui::GetWindowDrawList()->AddRect(ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3), IM_COL32(255, 255, 255, 255), 6, 0, 2.5f);
}

bool marked(Action a) {
  if (t.mark.type == Dec::kInvalid) return false;
  const Dec d = cf::decode(a);
  return d.type == t.mark.type && d.code == t.mark.code && d.slot == t.mark.slot && d.ten_suit == t.mark.ten_suit &&
         d.royal_rank == t.mark.royal_rank && d.royal_suit == t.mark.royal_suit;
}

// The last item is on screen, as the test hook records it (clipped to its window).
bool item_on_screen() {
  if (!ImGui::IsItemVisible()) return false;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const ImVec2 c0 = ImGui::GetWindowDrawList()->GetClipRectMin(), c1 = ImGui::GetWindowDrawList()->GetClipRectMax();
  return std::min(b.x, c1.x) - std::max(a.x, c0.x) >= 2 && std::min(b.y, c1.y) - std::max(a.y, c0.y) >= 2;
}

// A move button; recorded, listed in `buttons`, marked when in focus or hinted.
void move_button(Session& s, double now, const std::string& id, const std::string& label, Action a, float width = 0) {
  if (ui::button(id, label.c_str(), ImVec2(width, 0))) session_submit(s, a, now);
  if (item_on_screen()) t.buttons.push_back(id);
  if (marked(a)) mark_item();
}

// Set-up: keep or redraw the base nodes.
void draw_bases_choice(Session& s, const cf::View& v, const Moves& m, double now) {
  if (!m.keep_bases && !m.redraw_bases) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
  ImGui::TextWrapped("Weak base line (two numbered cards or fewer, or a joker). Redraws so far: %d.",
                     v.redraws.empty() ? 0 : v.redraws[v.seat]);
  ImGui::PopStyleColor();
  const float bw = std::min(200.0f, (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f);
  if (m.keep_bases) move_button(s, now, "cf/bases/keep", "Keep bases", cf::kKeepBases, bw);
  if (m.keep_bases && m.redraw_bases) ImGui::SameLine();
  if (m.redraw_bases) move_button(s, now, "cf/bases/redraw", "Redraw bases", cf::kRedrawBases, bw);
}

// Own seized piles that may be resolved now: keep one own card, or a 10 and a royal as a tower.
void draw_resolves(Session& s, const cf::View& v, const Moves& m, double now) {
  if (m.resolves.empty()) return;
  int last_slot = -1;
  for (Action a : m.resolves) {
    const Dec d = cf::decode(a);
    const std::string at = v.slots[d.slot].name;
    if (d.slot != last_slot) {
      ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(("Seized pile " + at + ":").c_str());
      ImGui::PopStyleColor();
      last_slot = d.slot;
    }
    const float w = ImGui::CalcTextSize("Tower 10X + KX").x;
    if (ImGui::GetItemRectMax().x + w < ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
    if (d.type == Dec::kKeep) {
      const Card c = code_card(d.code);
      move_button(s, now, "cf/keep/" + at + "/" + to_string(c), "Keep " + to_label(c), a);
    } else {
      const Card ten = Card::make(kTen, static_cast<uint8_t>(d.ten_suit));
      const Card royal = Card::make(static_cast<uint8_t>(d.royal_rank), static_cast<uint8_t>(d.royal_suit));
      move_button(s, now, "cf/tower/" + at + "/" + to_string(ten) + "-" + to_string(royal),
                  "Tower " + to_label(ten) + " + " + to_label(royal), a);
    }
  }
}

// The hand, with the discard pile as the drop zone at its end.
void draw_hand(Session& s, const cf::View& v, const Moves& m, bool my_turn, double now, bool compact) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const unsigned colour = app().four_colour ? unsigned{ui::kCardFourColour} : 0u;
  const float avail = ImGui::GetContentRegionAvail().x;
  const int slots = std::max(4, static_cast<int>(v.hand.size())) + 1;
  const float gap = compact ? 5 : 10;
  const float w = std::floor(std::clamp((avail - gap * (slots - 1) - 4) / slots, 36.0f, compact ? 56.0f : 84.0f));
  const float h = w * ui::kCardAspect;
  if (!compact || v.hand.empty()) ImGui::TextUnformatted(v.hand.empty() ? "Your hand is empty." : "Your hand:");
  ImVec2 p = ImGui::GetCursorScreenPos();
  p.y += std::round(w * 0.12f);  // room for a lifted selected card
  const bool any_move = my_turn && v.phase == Phase::kPlay;
  for (size_t i = 0; i < v.hand.size(); ++i) {
    const Card c = v.hand[i];
    const int code = code_of(c);
    int occurrence = 0;
    for (size_t k = 0; k < i; ++k) occurrence += v.hand[k] == c || (c.is_joker() && v.hand[k].is_joker());
    const bool usable = my_turn && m.usable[code];
    // Jokers are interchangeable: the first one held is the one played.
    const bool is_selected = usable && t.selected == code && occurrence == 0;
    unsigned flags = colour;
    if (usable) flags |= is_selected ? ui::kCardSelected : ui::kCardHighlight;
    else if (any_move) flags |= ui::kCardDisabled;
    const std::string id = card_id(c, occurrence);
    const ImVec2 at(p.x + i * (w + gap), p.y);
    ImGui::SetCursorScreenPos(at);
    const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(w, h));
    hook::record_last_item(id);
    if (usable && item_on_screen()) t.playable.push_back(id);
    const ImVec2* spawn = t.spawn_ok && t.deck_pos.x >= 0 ? &t.deck_pos : nullptr;
    draw_card_moving(dl, at, w, c, flags, motion_key(c, occurrence), spawn);
    if (clicked) {
      if (usable) t.selected = t.selected == code ? -1 : code;
      else if (s.match.spectator) set_message(s, now, "This is a replay: step through it with the timeline above.");
      else if (!my_turn) set_message(s, now, "Not your turn: wait for " + seat_name(s, v.to_act) + ".");
      else set_message(s, now, "That card cannot be played now.");
    }
  }
  // The drop zone: the discard pile, its top card face up.
  const ImVec2 at(p.x + std::max<size_t>(v.hand.size(), 4) * (w + gap), p.y);
  const auto& pile = v.discards[v.seat];
  const Action discard = my_turn ? m.discard(t.selected) : kNoAction;
  if (!pile.empty()) {
    draw_card_moving(dl, at, w, pile.back(), colour | ui::kCardDisabled, motion_key(pile.back(), 0));
  } else {
    ui::draw_card_slot(dl, at, w, false, nullptr);
  }
  const ImVec2 zb(at.x + w, at.y + h);
  ui::Fonts& f = ui::fonts();
  const float ls = std::min(text_size(f.small), w * 0.24f);
  if (discard != kNoAction) {
    draw_target(dl, at, zb, pile.empty(), t.mark.type == Dec::kDiscard && t.mark.code == t.selected ? (t.mark_keys ? "keys" : "hint") : nullptr);
    t.targets.push_back("cf/discard");
  }
  dl->AddRectFilled(ImVec2(at.x, zb.y - ls * 1.5f), zb, IM_COL32(10, 20, 14, 220), 4);
  text_at(dl, f.small, ls, ImVec2((at.x + zb.x) * 0.5f, zb.y - ls * 0.75f), ui::colors::kText, "Discard");
  if (!pile.empty()) {
    pill(dl, at, zb, 1, std::clamp(w * 0.2f, 10.0f, 14.0f), IM_COL32(25, 25, 25, 235), IM_COL32(255, 255, 255, 255), std::to_string(pile.size()));
  }
  ImGui::SetCursorScreenPos(at);
  const bool clicked = ImGui::InvisibleButton("cf/discard", ImVec2(w, h));
  hook::record_last_item("cf/discard");
  if (clicked) {
    if (discard != kNoAction) session_submit(s, discard, now);
    else if (s.match.spectator) set_message(s, now, "This is a replay: step through it with the timeline above.");
    else if (!my_turn) set_message(s, now, "Not your turn: wait for " + seat_name(s, v.to_act) + ".");
    else if (v.phase == Phase::kBases) set_message(s, now, "Keep or redraw your base nodes first.");
    else set_message(s, now, "Choose a card first, then tap here to discard it.");
  }
  ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + h + 6));
  ImGui::Dummy(ImVec2(1, 1));
}

// Both sides' hands, decks and discard piles; the viewer's deck is where drawn cards come from.
void draw_sides(const Session& s, const cf::View& v) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float lh = ImGui::GetTextLineHeight();
  for (int k = 0; k < v.seats; ++k) {
    const int seat = (v.seat + k) % v.seats;
    const ImVec2 p = ImGui::GetCursorScreenPos();
    // A tiny card with the side's bar on its edge: the key to the board's colours and edges.
    const ImVec2 a(p.x, p.y + 1), b(p.x + lh * 0.75f, p.y + lh);
    dl->AddRectFilled(a, b, IM_COL32(252, 250, 244, 255), 3);
    owner_bar(dl, a, b, t.layout.edge[seat], seat_colour(seat));
    ImGui::SetCursorScreenPos(ImVec2(b.x + 6, p.y));
    std::string line = seat_name(s, seat) + ": ";
    if (seat != v.seat) line += std::to_string(v.hand_sizes[seat]) + " in hand, ";
    line += "deck " + std::to_string(v.deck_sizes[seat]);
    const auto& d = v.discards[seat];
    if (seat != v.seat) line += d.empty() ? ", discard empty" : ", discard " + to_label(d.back()) + " (" + std::to_string(d.size()) + ")";
    if (v.seats == 4 && !v.points.empty()) line += ", team " + std::to_string(seat % 2 + 1);
    ImGui::PushStyleColor(ImGuiCol_Text, v.to_act == seat && !v.result.over ? ui::colors::kGold : ui::colors::kText);
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopStyleColor();
    if (seat == v.seat) t.deck_pos = ImVec2(b.x + 6, p.y);
    else t.others_pos = ImVec2(b.x + 6, p.y);
  }
  if (v.seats == 4 && v.points.size() == 2)
    ImGui::Text("Victory points: team 1 %d, team 2 %d (%d win)", v.points[0], v.points[1], cf::kWinPoints);
}

// Contests and seized piles in words.
void draw_fights(const Session& s, const cf::View& v) {
  std::vector<std::string> lines;
  for (const SlotView& sv : v.slots) {
    if (sv.cards.empty()) continue;
    const std::string top = to_label(sv.cards.back());
    if (sv.kind == Kind::kContest) {
      const bool mine = sv.lead == v.seat;
      std::string line = sv.name + ": " + who(s, sv.lead) + " ";
      if (sv.lead == sv.owner) line += verb(s, sv.lead, "defend") + " with " + top;
      else if (sv.owner < 0) line += verb(s, sv.lead, "lead") + " with " + top + " on the neutral node";
      else line += verb(s, sv.lead, "lead") + " with " + top + " against " + whose(s, sv.owner) + " node";
      line += mine ? "; unanswered, you win it at the start of your next turn."
                   : sv.owner == v.seat ? "; answer with a stronger card or lose it."
                                       : "; answer " + std::string(sv.owner < 0 ? "stronger" : "at least as strong") + " to fight on.";
      lines.push_back(line);
    } else if (sv.kind == Kind::kSeized) {
      std::string line = sv.name + ": a pile seized by " + who(s, sv.owner) + ", top " + top + " (" +
                         std::to_string(sv.cards.size()) + (sv.cards.size() == 1 ? " card)" : " cards)");
      if (sv.can_resolve && sv.owner == v.seat) line += "; keep a card, build a tower or lay a card on it.";
      lines.push_back(line);
    }
  }
  if (lines.empty()) return;
  ImGui::PushFont(ui::fonts().small);
  for (const std::string& l : lines) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", l.c_str());
  }
  ImGui::PopFont();
}

void draw_key(const Session& s, const cf::View& v) {
  ImGui::PushFont(ui::fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
  std::string sides;
  for (int seat = 0; seat < v.seats; ++seat)
    sides += (seat ? ", " : "") + whose(s, seat) + " " + edge_name(t.layout.edge[seat]);
  ImGui::TextWrapped(
      "A card's coloured bar is on its owner's side (%s). A gold dot and gold links: powered and linked to a "
      "base node. Dim and striped: dead. vs: a contested pile (its bar shows who leads). \xE2\x98\x85 seized "
      "pile, T tower, ? a face-down neutral card (its value once known). A number: cards in the pile. Gold "
      "corners: where the chosen card can go.",
      sides.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

void draw_log_panel(const Session& s, const cf::View& v, float height) {
  std::vector<LogLine> lines;
  lines.reserve(v.events.size());
  for (const cf::Event& e : v.events) lines.push_back({e.seat, e.text});
  draw_log(s, lines, height);
}

std::string result_title(const Session& s, const cf::View& v) {
  if (v.seats == 4) {
    if (v.result.winning_team < 0) return "A tie";
    const int me = human_seat(s);
    if (me >= 0) return me % 2 == v.result.winning_team ? "Your team wins!" : "Your team loses";
    return "Team " + std::to_string(v.result.winning_team + 1) + " wins";
  }
  if (v.result.winner < 0) return "A tie";
  const std::string w = seat_name(s, v.result.winner);
  return w == "You" ? "You win!" : w + " wins";
}

std::string result_reason(const Session& s, const cf::View& v) {
  if (v.result.reason == "base" && v.result.winner >= 0)
    return seat_name(s, v.result.winner) + " won an attack on an enemy base node.";
  if (v.result.reason == "deck") {
    int seat = -1;
    for (const cf::Event& e : v.events)
      if (e.text.find("empty deck") != std::string::npos) seat = e.seat;
    std::string text = seat >= 0 ? seat_name(s, seat) + " had to draw from an empty deck" : "A deck ran out";
    if (v.seats == 4) return text + ": the team with more victory points wins.";
    return text + ": the game is a tie.";
  }
  if (v.result.reason == "points") return "Six victory points.";
  return "";
}

void draw_result(Session& s, const cf::View& v) {
  begin_result("##cf-result", result_title(s, v));
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kText);
  ImGui::TextWrapped("%s", result_reason(s, v).c_str());
  ImGui::PopStyleColor();
  if (v.seats == 4 && v.points.size() == 2) ImGui::Text("Victory points: team 1 %d, team 2 %d", v.points[0], v.points[1]);
  end_result("cf");
}

void draw_panel(Session& s, const cf::View& v, const Moves& m, bool my_turn, double now, bool compact, bool log_here) {
  t.status = status_line(s, v, my_turn, now);
  draw_status(s, t.status, my_turn, compact, now);
  if (my_turn) draw_bases_choice(s, v, m, now);
  if (my_turn) draw_resolves(s, v, m, now);
  draw_hand(s, v, m, my_turn, now, compact);
  ImGui::Separator();
  draw_sides(s, v);
  if (!compact) ImGui::TextDisabled("Turn %d  \xC2\xB7  deal %llu", v.turn_number, static_cast<unsigned long long>(s.match.state->seed()));
  draw_fights(s, v);
  if (!compact && log_here) draw_key(s, v);
  if (log_here) {
    ImGui::Separator();
    draw_log_panel(s, v, std::max(compact ? 150.0f : 100.0f, ImGui::GetContentRegionAvail().y));
  }
  if (compact) draw_key(s, v);
}

void draw(Session& s, double now) {
  const State& st = *s.match.state;
  const bool same_game = t.seen_state == &st;
  if (!same_game || t.seen_history != st.history().size()) {
    t.seen_history = st.history().size();
    t.selected = -1;
  }
  t.spawn_ok = same_game;
  t.seen_state = &st;
  t.playable.clear();
  t.targets.clear();
  t.buttons.clear();
  const cf::View v = cf::view(st, s.match.viewer);
  const bool my_turn = is_human_turn(s) && st.current_player() == s.match.viewer;
  const Moves m = my_turn ? legal_moves(st) : Moves{};
  // The move in keyboard focus, else the hint: its card is selected and its place marked.
  t.mark = Dec{};
  t.mark_keys = false;
  if (my_turn && s.focus.active) {
    t.mark = cf::decode(s.focus.action);
    t.mark_keys = true;
  } else if (my_turn && s.hint.ready) {
    t.mark = cf::decode(s.hint.action);
  }
  const int mark_code = t.mark.type == Dec::kJoker ? cf::kJokerCode
                        : t.mark.type == Dec::kPlay || t.mark.type == Dec::kDiscard ? t.mark.code : -1;
  if (mark_code >= 0 && (t.mark_keys || t.selected < 0)) t.selected = mark_code;
  if (t.selected >= 0 && !m.usable[t.selected]) t.selected = -1;

  // Phones in portrait stack the panel under the board, which then stands upright (your base line
  // at the bottom); wider screens put the panel on the right and turn the board whichever way
  // draws the cards larger.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const bool stacked = avail.x < 600 ? avail.y > avail.x : avail.y > avail.x * 1.15f;
  const bool compact = stacked || avail.y < 520 || avail.x < 900;
  float board_w, board_h;
  if (stacked) {
    const float card_w = std::clamp((avail.x - 60) / 5.0f, 40.0f, 56.0f);
    float panel_min = ImGui::GetTextLineHeightWithSpacing() * 3 + card_w * 1.55f + 40;
    // Set-up and seized-pile choices sit above the hand: make room for a line of buttons each.
    if (m.keep_bases || m.redraw_bases) panel_min += ImGui::GetFrameHeightWithSpacing() + ImGui::GetTextLineHeightWithSpacing() * 2;
    int piles = 0;
    for (size_t i = 0; i < m.resolves.size(); ++i)
      piles += i == 0 || cf::decode(m.resolves[i]).slot != cf::decode(m.resolves[i - 1]).slot;
    panel_min += piles * ImGui::GetFrameHeightWithSpacing() * 1.6f;
    board_w = avail.x;
    board_h = std::max(200.0f, avail.y - panel_min);
    t.layout = make_layout(v, true, start, ImVec2(board_w, board_h));
    board_h = t.layout.size.y;
  } else {
    const float panel_w = std::clamp(avail.x * 0.32f, std::min(260.0f, avail.x * 0.45f), 440.0f);
    board_w = avail.x - panel_w - spacing;
    board_h = avail.y;
    const Layout across = make_layout(v, false, start, ImVec2(board_w, board_h));
    const Layout upright = make_layout(v, true, start, ImVec2(board_w, board_h));
    t.layout = across.score > upright.score * 1.05f ? across : upright;  // square boards stand upright
  }
  // Wide screens: the fights, the key and the log fill the space under the board.
  const float below = board_h - t.layout.size.y;
  const bool log_under_board = !stacked && below > 160;
  ImGui::BeginChild("cf-board", ImVec2(board_w, board_h), false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  draw_board(s, v, m, my_turn, now, t.layout);
  if (log_under_board) {
    ImGui::Dummy(ImVec2(1, 4));
    draw_key(s, v);
    ImGui::Separator();
    draw_log_panel(s, v, std::max(60.0f, ImGui::GetContentRegionAvail().y));
  }
  ImGui::EndChild();
  if (!stacked) ImGui::SameLine();
  if (compact) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  ImGui::BeginChild("cf-panel", ImVec2(stacked ? avail.x : 0, 0), true);
  if (compact) ImGui::PopStyleVar();
  draw_panel(s, v, m, my_turn, now, compact, !log_under_board);
  ImGui::EndChild();
  if (v.result.over) draw_result(s, v);
}

std::string summary(const Session& s) {
  JsonWriter j;
  j.begin_object();
  j.key("status").value(t.status);
  j.key("message").value(s.match.message);
  j.key("selected");
  if (t.selected >= 0) j.value(to_string(code_card(t.selected)));
  else j.null();
  j.key("playable").values(t.playable);
  j.key("targets").values(t.targets);
  j.key("buttons").values(t.buttons);
  const cf::View v = cf::view(*s.match.state, s.match.viewer);
  if (v.result.over) {
    j.key("result").begin_object();
    j.key("title").value(result_title(s, v));
    j.key("winner").value(v.result.winner);
    j.key("reason").value(v.result.reason);
    j.end_object();
  }
  j.end_object();
  return j.str();
}

}  // namespace

const TableUI& crossfire_table() {
  static const TableUI table{"crossfire", draw, summary};
  return table;
}

}  // namespace ff
