// Head-to-Head Poker table: the five Common cards with their chips, each player's rows of four on their side, and a
// panel with the round, the cards in hand or on offer, the betting and the game log. Drawn from the frame alone (the
// seat's head_to_head::View and its legal moves): the table never decides what is legal, it only explains refusals.
#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "core/common/json.h"
#include "core/common/poker.h"
#include "core/games/head_to_head/head_to_head.h"
#include "web/table/tables.h"
#include "web/widgets/card.h"
#include "web/widgets/motion.h"
#include "web/widgets/palette.h"
#include "web/widgets/pieces.h"
#include "web/widgets/test_hook.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

namespace h2h = head_to_head;
using h2h::Phase;

using ui::draw_card_moving;
using ui::text_width;
void muted_text(const std::string& text) { ui::wrapped(text, ui::colors::kMuted); }

// What the player has chosen but not played yet; the game itself is in the frame.
struct TableState {
  int card = -1;  // index52 of the selected card, or -1
  int bet_row = -1;
  int bet_amount = 50;
  int raise_amount = 10;
  bool pick_crazy = false, show_chart = false;
  int round_seen = 0;  // the last finished round the player moved on from (Next round)
};

// A round just ended and the player has not moved on: the table shows its finished rows (issue 38).
bool showing_round_end(const TableFrame& f, const h2h::View& v) {
  return v.round_end.round > memory_of<TableState>(f).round_seen && !v.result.over && !f.spectator && !f.again;
}

// The board as the finished round ended: its rows full, each hand named, the winners' chips.
h2h::View round_end_board(const h2h::View& v) {
  h2h::View b;
  b.seat = v.seat;
  b.round = v.round_end.round;
  b.round_type = v.round_end.round_type;
  b.crazy = v.round_end.crazy;
  b.chips = v.round_end.chips;
  b.to_act = -1;
  for (size_t r = 0; r < v.round_end.rows.size() && r < h2h::kCommons; ++r) {
    const h2h::FinishedRowView& row = v.round_end.rows[r];
    h2h::CommonView& c = b.commons[r];
    c.active = c.has_card = c.complete = true;
    c.card = row.common;
    c.result = row.result;
    for (int seat = 0; seat < 2; ++seat) b.rows[seat][r] = row.cards[seat];
  }
  return b;
}

// "Row 2: You won $200 with Flush, king high against Two pairs, kings and fives."
std::string finished_row_line(const TableFrame& f, int r, const h2h::FinishedRowView& row) {
  const h2h::RowResultView& res = row.result;
  const std::string head = "Row " + std::to_string(r + 1) + ": ";
  if (res.winner < 0)
    return head + "a tie, " + res.hands[0] + " against " + res.hands[1] + ": " + h2h::pot_words(res) + " split, " +
           h2h::dollars(res.won[0]) + " and " + h2h::dollars(res.won[1]) + ".";
  const int w = res.winner;
  return head + name_of(f, w) + " won " + h2h::dollars(res.won[w]) + " (" + h2h::pot_words(res) + ") with " + res.hands[w] +
         " against " + res.hands[1 - w] + ".";
}

// The cards some legal move plays (the legal moves are sorted: a card's plays come together).
std::vector<Card> playable_cards(const TableFrame& f) {
  std::vector<Card> cards;
  for (Action a : f.legal) {
    const h2h::DecodedAction d = h2h::decode(a);
    if (d.kind == h2h::DecodedAction::kPlay && (cards.empty() || cards.back() != d.card)) cards.push_back(d.card);
  }
  return cards;
}

// Why a click on a space was refused, in the player's words.
// The card was played by another seat since this seat's last move (the opponent's last turn).
bool played_recently(const TableFrame& f, Card c) {
  bool found = false;
  for_recent(f, [&](int, Action a) {
    const h2h::DecodedAction d = h2h::decode(a);
    found = found || (d.kind == h2h::DecodedAction::kPlay && d.card == c);
  });
  return found;
}

std::string refusal(const TableFrame& f, const h2h::View& v, bool opp) {
  const TableState& t = memory_of<TableState>(f);
  if (v.result.over) return "The game is over.";
  if (!f.my_turn) return "It is " + name_of(f, 1 - v.seat) + "'s turn.";
  if (v.phase == Phase::kPick) return "Pick the round type first.";
  if (v.phase == Phase::kRespond) return "Answer the bet first: call, raise or decline.";
  if (opp && !v.crazy) return "Only in a Crazy round may a card go on the opponent's side.";
  return t.card >= 0 ? "That card cannot go there." : "Choose a card first: the highlighted cards can be played.";
}

// Where everything on the board goes. Landscape: the Common cards down the middle, each side's rows running left
// (opponent) and right (viewer). Portrait (phones): the Common cards across the middle, each side's rows as columns of
// overlapping cards above (opponent) and below (viewer), every card's corner index still showing.
struct BoardGeometry {
  bool portrait = false;
  float w = 60, h = 84;   // card size
  float step = 0;         // distance between neighbouring cards of a row
  ImVec2 origin;
  float cx = 0, top = 0;  // landscape: centre line, first row; portrait: first column x, Common row y
  float gap = 6, row_gap = 12, chip_col = 40;

  static float card_width(float width, float height, bool portrait) {
    // Portrait: 5 columns across; down: two columns of 4 cards (each showing 32 % of a card) and the Commons.
    const float w = portrait ? std::min((width - 8) / 5.6f, (height - 34 - 24) / (1.4f * (2 * (1 + 3 * 0.32f) + 1) + 0.4f))
                             : std::min((width - 8) / 11.3f, (height - 34 - 8) / (5 * 1.4f + 5 * 0.2f));
    return std::clamp(w, 30.0f, 104.0f);
  }
  // The font of each side's name and chips: smaller beside small cards.
  static ImFont* label_font(float card_w) { return card_w < 60 ? ui::fonts().body : ui::fonts().heading; }
  static float portrait_height(float width) {  // the height a portrait board of this width takes
    const float w = card_width(width, 1e9f, true), h = w * ui::kCardAspect;
    // Under the board: the viewer's name and chips, 4 px below the last card, a whole line tall.
    ImFont* font = label_font(w);
    const float label = 4 + font->CalcTextSizeA(ui::text_size(font), 1e9f, 0, "Ag$").y + 2;
    return 34 + std::max(24.0f, label) + 2 * (h + 3 * 0.32f * h) + h + 0.4f * w;
  }
  BoardGeometry(ImVec2 o, ImVec2 a, bool p) : portrait(p), origin(o) {
    w = card_width(a.x, a.y, p);
    h = w * ui::kCardAspect;
    gap = std::round(w * 0.1f);
    row_gap = std::round(w * 0.2f);
    chip_col = w * 0.72f;
    step = portrait ? std::round(h * 0.32f) : w + gap;
    cx = portrait ? std::round(o.x + (a.x - (5 * w + 4 * w * 0.12f)) * 0.5f) : std::round(o.x + a.x * 0.5f);
    top = portrait ? std::round(o.y + 34 + 12 + h + 3 * step + gap) : o.y + 34;  // the (first) Common card's top
  }
  ImVec2 common(int r) const {
    return portrait ? ImVec2(cx + r * w * 1.12f, top) : ImVec2(cx - w * 0.5f, top + r * (h + row_gap));
  }
  // Space k (0 = next to the Common card) of the viewer's (mine) or the opponent's row r.
  ImVec2 slot(bool mine, int r, int k) const {
    const ImVec2 c = common(r);
    if (portrait) return ImVec2(c.x, mine ? c.y + h + gap + k * step : c.y - gap - h - k * step);
    return ImVec2(mine ? c.x + w + chip_col + gap + k * step : c.x - chip_col - (k + 1) * step, c.y);
  }
  // The top-left and bottom-right of spaces k0..3 of a row (one click target: order in a row does not matter).
  std::pair<ImVec2, ImVec2> span(bool mine, int r, int k0) const {
    const ImVec2 first = slot(mine, r, k0), last = slot(mine, r, h2h::kRowCards - 1);
    return {ImVec2(std::min(first.x, last.x), std::min(first.y, last.y)),
            ImVec2(std::max(first.x, last.x) + w, std::max(first.y, last.y) + h)};
  }
  // The house's chip on Common card r (its value the house chips left): its radius and centre, at
  // the card's foot between its corner indices.
  float chip_radius() const { return std::max(9.0f, w * 0.17f); }
  ImVec2 house_chip(int r) const {
    const ImVec2 c = common(r);
    return ImVec2(c.x + w * 0.5f, c.y + h - chip_radius() * 0.4f);
  }
  // Where a side's bet on Common card r is shown.
  ImVec2 bet_chip(bool mine, int r) const {
    const ImVec2 c = common(r);
    if (portrait) return ImVec2(c.x + w * 0.82f, mine ? c.y + h * 0.62f : c.y + h * 0.12f);
    return ImVec2(mine ? c.x + w + chip_col * 0.5f + gap * 0.3f : c.x - chip_col * 0.5f - gap * 0.3f, c.y + h * 0.3f);
  }
};

// A side's name with its chip total, and where it is written (top-left): landscape over each half,
// portrait above and below.
struct SideLabel {
  std::string text;
  ImVec2 at;
};
SideLabel side_label(const TableFrame& f, const h2h::View& v, const BoardGeometry& g, int seat) {
  ImFont* font = BoardGeometry::label_font(g.w);
  const float size = ui::text_size(font), edge = g.w * 0.5f + g.chip_col + g.gap;
  SideLabel l{name_of(f, seat) + "   " + h2h::dollars(v.chips[seat]), {}};
  const bool mine = seat == v.seat;
  l.at = ImVec2(mine ? g.cx + edge : g.cx - edge - text_width(font, size, l.text), g.origin.y);
  if (g.portrait) l.at = ImVec2(g.origin.x + 4, mine ? g.slot(true, 0, h2h::kRowCards - 1).y + g.h + 4 : g.origin.y);
  return l;
}

void draw_side_labels(const h2h::View& v, const BoardGeometry& g, ImDrawList* dl, const SideLabel (&labels)[2]) {
  ImFont* font = BoardGeometry::label_font(g.w);
  for (const int seat : {1 - v.seat, v.seat})
    ui::text_left(dl, font, ui::text_size(font), labels[seat].at, v.to_act == seat ? ui::colors::kGold : ui::colors::kText,
                  labels[seat].text);
}

// A row just won: its chips travel to the winner's chip total (a split: each side's share to it),
// one $100 chip per $100 won, at most four, from the house's chip and the bets' places (the side's
// own first). Named per round, row, side and chip, so each row's chips travel once.
void draw_won_chips(const TableFrame& f, const h2h::View& v, const BoardGeometry& g, ImDrawList* dl, const SideLabel (&labels)[2]) {
  ImFont* font = BoardGeometry::label_font(g.w);
  const float size = ui::text_size(font);
  for (int r = 0; r < h2h::kCommons; ++r) {
    const h2h::RowResultView& res = v.commons[r].result;
    if (!v.commons[r].complete) continue;
    for (int seat = 0; seat < 2; ++seat) {
      if (res.won[seat] <= 0) continue;
      const bool mine = seat == v.seat;
      const ImVec2 from[4] = {g.house_chip(r), g.bet_chip(mine, r), g.bet_chip(!mine, r), g.house_chip(r)};
      const SideLabel& l = labels[seat];
      const ImVec2 to(l.at.x + text_width(font, size, l.text) * 0.5f, l.at.y + size * 0.5f);
      const int n = std::clamp(res.won[seat] / 100, 1, 4);
      for (int k = 0; k < n; ++k) {
        const uint32_t key = static_cast<uint32_t>((v.round & 15) << 8 | r << 4 | seat << 2 | k);
        ImVec2 at;
        if (ui::send_motion(key, from[k], to, f.same_game, &at)) ui::draw_chip(dl, at, g.chip_radius(), 100);
      }
    }
  }
}

// Common card r: the band behind its row (gold while a bet on it is answered), the card (or the
// round it comes in), its house chips and number, and each side's bets and winnings on it.
void draw_common(const TableFrame& f, const h2h::View& v, const BoardGeometry& g, ImDrawList* dl, int r) {
  const h2h::CommonView& c = v.commons[r];
  const bool bet_here = v.bet.active && v.bet.row == r;
  const auto [ta, tb] = g.span(false, r, 0);  // theirs
  const auto [ma, mb] = g.span(true, r, 0);   // mine
  const float e = g.gap * 0.5f;
  dl->AddRectFilled(ImVec2(std::min(ta.x, ma.x) - e, std::min(ta.y, ma.y) - e),
                    ImVec2(std::max(tb.x, mb.x) + e, std::max(tb.y, mb.y) + e),
                    bet_here ? ui::with_alpha(ui::colors::kGold, 40) : IM_COL32(0, 0, 0, c.active ? 28 : 10), 8);
  const ImVec2 cp = g.common(r);
  if (c.has_card) draw_card_moving(dl, cp, g.w, c.card, card_colours());
  else ui::draw_card_slot(dl, cp, g.w, false, ("Round " + std::to_string(r == 3 ? 2 : 3)).c_str());
  const float chip_r = g.chip_radius();
  if (c.house_chips > 0) ui::draw_chip(dl, g.house_chip(r), chip_r, c.house_chips * h2h::kHouseChip);
  ImFont *small = ui::fonts().small, *body = ui::fonts().body;
  const float ss = ui::text_size(small), bs = ui::text_size(body);
  const std::string number = std::to_string(r + 1);
  if (g.portrait) {
    // Columns sit close: the number is a tab in the Common card's top-right corner (its index is
    // top-left), not above it on the opponent's nearest card.
    const float ps = ss * 0.8f, pw = text_width(small, ps, number) + ps * 0.6f;
    ui::pill_at(dl, ImVec2(cp.x + g.w - pw - 2, cp.y + 2), ps, ui::colors::kLabelStrip, ui::colors::kMuted, number, small);
  } else {
    ui::text_left(dl, small, ss, ImVec2(cp.x - 4 - text_width(small, ss, number), cp.y - 2), ui::colors::kMuted, number);
  }
  for (int seat = 0; seat < 2; ++seat) {
    const int amount = c.bets[seat] + (bet_here ? v.bet.put[seat] : 0);  // called bets and the open exchange
    const ImVec2 at = g.bet_chip(seat == v.seat, r);
    if (amount > 0) {
      ui::draw_chip(dl, at, chip_r * (g.portrait ? 0.8f : 1.0f), amount >= 100 ? 100 : amount >= 50 ? 50 : 10);
      ui::text_at(dl, small, ss, ImVec2(at.x, at.y + chip_r + 1 + ss * 0.5f), ui::colors::kText, h2h::dollars(amount));
    }
    if (g.portrait || !c.complete || c.result.won[seat] <= 0) continue;
    // The winnings in the chip column, in a smaller font if need be; left out where even that
    // would run over the cards and the hand's name (as on a phone: the log and the result list them).
    const std::string won = "+" + h2h::dollars(c.result.won[seat]);
    ImFont* font = text_width(body, bs, won) <= g.chip_col + g.gap ? body : small;
    const float size = font == body ? bs : ss;
    if (text_width(font, size, won) <= g.chip_col + g.gap)
      ui::text_at(dl, font, size, ImVec2(at.x, at.y + g.h * 0.42f + size * 0.5f), ui::colors::kGold, won);
  }
}

// A completed row names each side's hand at the row's far end; the winner's in gold.
void draw_hand_name(const h2h::View& v, const BoardGeometry& g, ImDrawList* dl, int r, bool mine) {
  const h2h::RowResultView& res = v.commons[r].result;
  const int seat = mine ? v.seat : 1 - v.seat;
  const bool won = res.winner == seat, tie = res.winner < 0;
  const auto [a, b] = g.span(mine, r, 0);
  const std::string& hand = res.hands[seat];
  ImFont* small = ui::fonts().small;
  const float size = ui::text_size(small);
  // The hand in full where it fits the row, else its first part ("One pair of sevens"), else its
  // category ("One pair"), as on a phone, whose narrow columns have room for two lines of it.
  auto label = [&](const std::string& h) { return (won ? "\xE2\x98\x85 " : "") + h + (tie ? " (tie)" : ""); };
  const std::string category = category_name(category_of(static_cast<HandStrength>(res.strengths[seat])));
  std::string text = label(g.portrait ? category : hand);
  if (!g.portrait && text_width(small, size, text) > b.x - a.x - 8) text = label(hand.substr(0, hand.find(',')));
  if (!g.portrait && text_width(small, size, text) > b.x - a.x - 8) text = label(category);
  if (!g.portrait) text = ui::fit_width(small, size, text, b.x - a.x - 8);
  // At the row's foot, over the front card's lower half: never over a card's corner index (at the
  // far end of a phone's column it hid the top card of the opponent's rows).
  const float lh = g.portrait ? 30 : 24, y = b.y - lh;
  dl->AddRectFilled(ImVec2(a.x, y), ImVec2(b.x, y + lh), ui::colors::kLabelStrip, 6);
  hook::cover(ImVec2(a.x, y), ImVec2(b.x, y + lh));  // the strip hides the cards' edges under it
  hook::record(std::string("h2h/hand-name/") + (mine ? "own/" : "opp/") + std::to_string(r + 1), ImVec2(a.x, y), ImVec2(b.x, y + lh));
  const ImU32 col = won || tie ? ui::colors::kGold : ui::colors::kMuted;
  if (g.portrait) ui::draw_text(dl, small, size * 0.85f, ImVec2(a.x + 2, y + 1), col, text, b.x - a.x - 4);
  else ui::text_at(dl, small, size, ImVec2((a.x + b.x) * 0.5f, y + 3 + size * 0.5f), col, text);
}

// One side of row r: its cards nearest the Common card first, then the empty spaces, one click
// target while the row is open (gold where the selected card may go).
void draw_side(TableFrame& f, const h2h::View& v, const BoardGeometry& g, ImDrawList* dl, int r, bool mine) {
  TableState& t = memory_of<TableState>(f);
  const h2h::CommonView& c = v.commons[r];
  const int seat = mine ? v.seat : 1 - v.seat;
  const std::vector<Card>& cards = v.rows[seat][r];
  const int n = static_cast<int>(cards.size());
  const Action play_here = t.card >= 0 ? h2h::encode_play(Card::from_index52(t.card), r, !mine) : kNoAction;
  const bool open = c.active && n < h2h::kRowCards, legal = open && is_legal(f, play_here);
  const bool lost = c.complete && c.result.winner >= 0 && c.result.winner != seat;
  const unsigned flags = card_colours() | (lost ? ui::kCardDisabled : 0u);
  const auto [a, b] = g.span(mine, r, n);  // the empty spaces, behind the cards
  if (g.portrait && legal) {
    draw_target(dl, a, b, {.fill = true, .label = "here", .rounding = 0.08f});
  } else if (g.portrait && n < h2h::kRowCards) {
    dl->AddRectFilled(a, b, ui::colors::kEmptyFill, g.w * 0.08f);
    dl->AddRect(a, b, ui::colors::kEmptyEdge, g.w * 0.08f);
  }
  for (int k = n; !g.portrait && k < h2h::kRowCards; ++k)
    ui::draw_card_slot(dl, g.slot(mine, r, k), g.w, legal, legal && k == n ? "here" : nullptr);
  // The cards nearest the Common card first; the opponent's portrait column from its far end, so each corner shows.
  for (int i = 0; i < n; ++i) {
    const int k = g.portrait && !mine ? n - 1 - i : i;
    draw_card_moving(dl, g.slot(mine, r, k), g.w, cards[k], flags);
    const ImVec2 at = g.slot(mine, r, k);  // its corner index, which no label may cover (the tests check)
    hook::record("h2h/corner/" + to_string(cards[k]), at, ImVec2(at.x + g.w * 0.35f, at.y + g.h * 0.28f));
    if (played_recently(f, cards[k])) {
      const ImVec2 p = g.slot(mine, r, k);
      draw_recent(f, dl, p, ImVec2(p.x + g.w, p.y + g.h), "h2h/recent/" + to_string(cards[k]));
    }
  }
  const std::string id = std::string("h2h/space/") + (mine ? "own/" : "opp/") + std::to_string(r + 1);
  if (legal && f.mark == play_here) draw_mark(f, dl, a, b, id);
  if (open) {
    ImGui::SetCursorScreenPos(a);
    const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(b.x - a.x, b.y - a.y));
    record_shown(id);
    if (legal) f.targets.push_back(id);
    if (clicked && legal) play(f, play_here);
    else if (clicked) refuse(f, refusal(f, v, !mine));
  }
  if (c.complete) draw_hand_name(v, g, dl, r, mine);
}

void draw_board(TableFrame& f, const h2h::View& v) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const BoardGeometry g(ImGui::GetCursorScreenPos(), ImGui::GetContentRegionAvail(), f.layout.portrait);
  const SideLabel labels[2] = {side_label(f, v, g, 0), side_label(f, v, g, 1)};
  draw_side_labels(v, g, dl, labels);
  for (int r = 0; r < h2h::kCommons; ++r) {
    draw_common(f, v, g, dl, r);
    for (const bool mine : {false, true}) draw_side(f, v, g, dl, r, mine);
  }
  draw_won_chips(f, v, g, dl, labels);
  // The board's extent: where cards at their smallest do not fit (a phone held sideways under a long
  // guide line), the rows scroll rather than lose rows 4 and 5 under the screen's edge.
  const float bottom = std::max(g.common(h2h::kCommons - 1).y, g.slot(true, 0, h2h::kRowCards - 1).y) + g.h + 4;
  ImGui::SetCursorScreenPos(g.origin);
  ImGui::Dummy(ImVec2(1, bottom - g.origin.y));
}

// The round, its dealer and type: the die rolls that chose it (6s mean Crazy), what it means; a line on the side of the
// rest of the panel (below it on wide screens, above it on compact ones).
void draw_round_info(const TableFrame& f, const h2h::View& v) {
  if (f.layout.compact) ImGui::Separator();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* heading = ui::fonts().heading;
  ImGui::PushFont(heading);
  ui::text("Round %d of 3", v.round);
  ImGui::PopFont();
  ImGui::SameLine();
  ui::text_disabled("dealer: %s", name_of(f, v.dealer).c_str());
  if (!v.round_type_known) {
    ui::text_unformatted("The dealer picks the round type.");
    if (!f.layout.compact) ImGui::Separator();
    return;
  }
  const ImVec2 p = ImGui::GetCursorScreenPos();
  for (size_t i = 0; i < v.type_rolls.size(); ++i)  // named by the round and the roll: each round's roll tumbles
    ui::draw_rolling_die(dl, static_cast<uint32_t>(v.round << 4 | i), ImVec2(p.x + i * 36, p.y), 30, v.type_rolls[i], f.same_game);
  const float x = p.x + v.type_rolls.size() * 36 + (v.type_rolls.empty() ? 0 : 4);
  std::string type = h2h::round_type_name(v.round_type);
  if (v.config.round_type == h2h::RoundTypeRule::kDealerPicks) type += " (picked)";
  if (v.config.round_type == h2h::RoundTypeRule::kAlwaysDraw1) type += " (always)";
  const float size = ui::text_size(heading);
  ui::text_left(dl, heading, size, ImVec2(x, p.y - 1), ui::colors::kGold, type);
  if (v.crazy)
    ui::pill_at(dl, ImVec2(x + text_width(heading, size, type) + 10, p.y + 2), ui::text_size(ui::fonts().body),
                IM_COL32(180, 30, 60, 255), ui::colors::kWhite, "CRAZY"
, ui::fonts().body);
  ImGui::Dummy(ImVec2(1, 32));
  muted_text(h2h::round_type_how(v.round_type) +
             std::string(v.crazy ? " Crazy: a card may go on either side of the board." : ""));
  if (!f.layout.compact) ImGui::Separator();
}

// A row of cards in the panel (hand, given card, offer): selecting a playable one shows where it may go.
void draw_card_row(TableFrame& f, const h2h::View& v, const std::vector<Card>& playable, const char* title,
                   const std::vector<Card>& cards) {
  TableState& t = memory_of<TableState>(f);
  if (cards.empty()) return;
  const float w = std::clamp((ImGui::GetContentRegionAvail().x - 4 * 8) / 5.0f, 48.0f, 76.0f);
  ui::text_unformatted(title);
  const ImVec2 p(ImGui::GetCursorScreenPos().x, ImGui::GetCursorScreenPos().y + w * 0.12f);  // room for a lifted card
  for (size_t i = 0; i < cards.size(); ++i) {
    const Card c = cards[i];
    const bool can = std::find(playable.begin(), playable.end(), c) != playable.end();
    const std::string id = "h2h/card/" + to_string(c);
    if (can) f.playable.push_back(id);
    const ImVec2 at(p.x + i * (w + 8), p.y);
    ImGui::SetCursorScreenPos(at);
    const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(w, w * ui::kCardAspect));
    record_shown(id);
    unsigned flags = card_colours();
    if (can) flags |= t.card == c.index52() ? ui::kCardSelected : ui::kCardHighlight;
    else if (!playable.empty()) flags |= ui::kCardDisabled;
    if (ImGui::IsItemHovered() && !(flags & ui::kCardDisabled)) flags |= ui::kCardHighlight;
    draw_card_moving(ImGui::GetWindowDrawList(), at, w, c, flags);
    if (clicked && can) t.card = t.card == c.index52() ? -1 : c.index52();
    else if (clicked && f.my_turn && v.phase == Phase::kRespond) refuse(f, "Answer the bet first: call, raise or decline.");
    else if (clicked) refuse(f, f.my_turn ? "That card cannot be played now." : "Wait for your turn.");
  }
  ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + w * ui::kCardAspect + 6));
  ImGui::Dummy(ImVec2(1, 1));
}

// The public view's cards: the given card and the offer face up, each seat's hand counted.
void draw_public_cards(TableFrame& f, const h2h::View& v) {
  if (v.given.waiting) {
    const std::string title = name_of(f, 1 - v.given.to) + " gave this card to " + name_of(f, v.given.to) + ":";
    draw_card_row(f, v, {}, title.c_str(), {v.given.card});
  }
  draw_card_row(f, v, {}, "On offer (face up, take one):", v.offer);
  ui::text_disabled("%s holds %d  \xC2\xB7  %s holds %d  \xC2\xB7  deck: %d cards", name_of(f, 0).c_str(), v.hand_sizes[0],
                    name_of(f, 1).c_str(), v.hand_sizes[1], v.deck_size);
}

// Cards the viewer holds, the given card, the Share 5 offer; the opponent's hidden cards counted.
void draw_cards(TableFrame& f, const h2h::View& v, const std::vector<Card>& playable) {
  if (f.everyone) return draw_public_cards(f, v);
  if (v.given.waiting && v.given.to == v.seat) draw_card_row(f, v, playable, "Given to you by your opponent:", {v.given.card});
  const bool drawn = v.round_type == h2h::RoundType::kDraw1 || v.round_type == h2h::RoundType::kSplit2;
  draw_card_row(f, v, playable, drawn ? "You drew:" : "Your hand:", v.hand);
  draw_card_row(f, v, playable, "On offer (face up, take one):", v.offer);
  if (v.given.waiting && v.given.to != v.seat)
    ui::text_disabled("You gave %s to %s.", to_label(v.given.card).c_str(), name_of(f, v.given.to).c_str());
  const int theirs = v.hand_sizes[1 - v.seat];
  ui::text_disabled("%s holds %d card%s  \xC2\xB7  deck: %d cards", name_of(f, 1 - v.seat).c_str(), theirs, theirs == 1 ? "" : "s",
                    v.deck_size);
}

// A "- $amount +" stepper recorded as <id>/minus and <id>/plus.
void stepper(const std::string& id, int& amount, int lo, int hi) {
  amount = std::clamp(amount, lo, hi);
  if (ui::button(id + "/minus", "-", ImVec2(36, 0)) && amount > lo) amount -= 10;
  ImGui::SameLine();
  ui::text("%s", h2h::dollars(amount).c_str());
  ImGui::SameLine();
  if (ui::button(id + "/plus", "+", ImVec2(36, 0)) && amount < hi) amount += 10;
}

// A bet or raise button: a move, but not listed among the one-click moves (tests bet only on purpose).
void bet_button(TableFrame& f, const std::string& id, const std::string& label, Action a) {
  ImGui::SameLine();
  if (ui::button(id, label.c_str())) play(f, a);
  if (f.mark == a) draw_mark(f, ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), id);
}

// "Computer bets on Common card 2: $50 to match." An opening bet "bets"; only a bet over the other
// side's own is a raise.
std::string bet_line(const TableFrame& f, const h2h::View& v) {
  const bool raised = v.bet.responder >= 0 && v.bet.put[v.bet.responder] > 0, you = v.bet.bettor == f.you;
  return name_of(f, v.bet.bettor) + (raised ? (you ? " raise" : " raises") : (you ? " bet" : " bets")) + " on Common card " +
         std::to_string(v.bet.row + 1) + ": " + h2h::dollars(v.bet.to_call) + " to match.";
}

// A bet waiting for its answer: who bet what and, to the responder, call, decline or raise.
void draw_bet_answer(TableFrame& f, const h2h::View& v) {
  TableState& t = memory_of<TableState>(f);
  ImGui::Separator();
  ui::wrapped(bet_line(f, v), ui::colors::kText);
  if (!f.my_turn) return;
  move_button(f, "h2h/respond/call", "Call " + h2h::dollars(v.bet.to_call), h2h::kCall);
  ImGui::SameLine();
  move_button(f, "h2h/respond/decline", "Decline", h2h::kDecline);
  if (v.bet.can_raise) {
    ui::text_unformatted("or match and raise by");
    ImGui::SameLine();
    stepper("h2h/raise", t.raise_amount, v.bet.min_raise, v.bet.max_raise);
    bet_button(f, "h2h/respond/raise", "Raise", h2h::encode_raise(t.raise_amount));
  }
  muted_text("Declining hands the bettor a $100 house chip from this card.");
}

// Up the Ante, before the card is played: a Common card, an amount and the bet.
void draw_bet_open(TableFrame& f, const h2h::View& v) {
  TableState& t = memory_of<TableState>(f);
  ImGui::Separator();
  ui::text_unformatted("Bet before you play (optional):");
  for (int r = 0; r < h2h::kCommons && (t.bet_row < 0 || v.commons[t.bet_row].max_open_bet == 0); ++r) t.bet_row = r;
  ui::text_unformatted("on Common card");
  for (int r = 0; r < h2h::kCommons; ++r) {
    if (!v.commons[r].max_open_bet) continue;
    ImGui::SameLine();
    const bool chosen = t.bet_row == r;
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.95f, 0.85f, 0.45f, 1));
    if (ui::button("h2h/bet/row/" + std::to_string(r + 1), std::to_string(r + 1).c_str(), ImVec2(34, 0))) t.bet_row = r;
    if (chosen) ImGui::PopStyleColor();
  }
  stepper("h2h/bet", t.bet_amount, 10, v.commons[t.bet_row].max_open_bet);
  bet_button(f, "h2h/bet/place", "Bet " + h2h::dollars(t.bet_amount) + " on " + std::to_string(t.bet_row + 1),
             h2h::encode_bet(t.bet_amount, t.bet_row));
  muted_text("At most $100 a bet, $200 a card per round; or just play a card.");
}

void draw_pick(TableFrame& f) {
  TableState& t = memory_of<TableState>(f);
  ImGui::Separator();
  ui::text_unformatted("You deal: pick this round's type.");
  ui::checkbox("Crazy (cards may go on either side)", &t.pick_crazy);
  record_shown("h2h/pick/crazy");
  const float bw = std::min(120.0f, (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3);
  for (int type = 0; type < h2h::kNumRoundTypes; ++type) {
    const auto rt = static_cast<h2h::RoundType>(type);
    if (type % 3) ImGui::SameLine();
    move_button(f, std::string("h2h/pick/") + h2h::round_type_id(rt), h2h::round_type_name(rt),
                h2h::encode_pick(rt, t.pick_crazy), bw);
  }
}

std::string status_line(const TableFrame& f, const h2h::View& v) {
  const TableState& t = memory_of<TableState>(f);
  if (v.result.over) return "The game is over.";
  if (!f.my_turn) return others_turn_status(f);
  if (v.phase == Phase::kPick) return "Your deal: pick the round type.";
  if (v.phase == Phase::kRespond) return "Your opponent bet: call, raise or decline.";
  if (v.phase == Phase::kPlaceGiven) return "Place the card you were given on a highlighted space.";
  if (t.card >= 0) return "Place the " + to_label(Card::from_index52(t.card)) + " on a highlighted space.";
  return "Your turn: choose a highlighted card.";
}

// The scoring chart: an example hand of each category, its name and how to tell it.
void draw_chart(TableFrame& f) {
  TableState& t = memory_of<TableState>(f);
  if (std::exchange(t.show_chart, false)) ImGui::OpenPopup("Scoring chart");
  ImGui::SetNextWindowSize(ImVec2(std::min(640.0f, ImGui::GetMainViewport()->Size.x - 16), 0));
  if (!ImGui::BeginPopupModal("Scoring chart", nullptr, ImGuiWindowFlags_NoResize)) return;
  for (const h2h::ChartLine& line : h2h::scoring_chart()) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const std::vector<Card> cards = *parse_cards(line.cards);
    for (size_t i = 0; i < cards.size(); ++i)
      ui::draw_card(ImGui::GetWindowDrawList(), ImVec2(p.x + i * 30, p.y), 28, cards[i], card_colours());
    ImGui::SetCursorScreenPos(ImVec2(p.x + 165, p.y + 2));
    ui::text_unformatted(category_name(category_of(evaluate5(cards.data()))));
    ImGui::SameLine(330);
    ui::text_disabled("%s", line.note);
    ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + 44));
  }
  ui::text_wrapped("Higher hands beat lower ones. Equal hands compare the highest card, then the next; "
                     "pairs compare the pair first. Suits never break ties.");
  if (ui::button("h2h/chart/close", "Close", ImVec2(120, 0))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void draw_result(TableFrame& f, const h2h::View& v) {
  begin_result("##h2h-result", winner_title(f, v.result.winner));
  for (const int seat : {v.seat, 1 - v.seat})
    ui::text_centered((name_of(f, seat) + ": " + h2h::dollars(v.result.totals[seat])).c_str(), ui::fonts().heading);
  for (const auto& [seat, card] : v.result.tiebreak_draws)
    ui::text_centered((name_of(f, seat) + " drew " + to_label(card) + " for the tie-break").c_str(), ui::fonts().body,
                      ui::colors::kMuted);
  end_result(f, "h2h");
}

// The finished round's panel: each row's winner, hands and chips, the chips after it, and Next round,
// which the computer waits for (f.hold).
void draw_round_end_panel(TableFrame& f, const h2h::View& v, bool log_here) {
  TableState& t = memory_of<TableState>(f);
  const h2h::RoundEndView& e = v.round_end;
  f.hold = true;
  f.status = "Round " + std::to_string(e.round) + " of 3 is over: the rows as they ended.";
  draw_status(f, f.layout.compact);
  // The button first: on a phone the rows' lines run below the screen's edge.
  const float w = std::min(ImGui::GetContentRegionAvail().x, 260.0f);
  if (ui::button("h2h/round/next", ("Next round (" + std::to_string(e.round + 1) + " of 3)").c_str(), ImVec2(w, 48)) || f.press_on)
    t.round_seen = e.round;
  ui::wrapped("After round " + std::to_string(e.round) + ": " + name_of(f, v.seat) + " " + h2h::dollars(e.chips[v.seat]) + ", " +
                  name_of(f, 1 - v.seat) + " " + h2h::dollars(e.chips[1 - v.seat]) + ".",
              ui::colors::kMuted);
  for (size_t r = 0; r < e.rows.size(); ++r) {
    const std::string line = finished_row_line(f, static_cast<int>(r), e.rows[r]);
    ui::wrapped(line, e.rows[r].result.winner == v.seat ? ui::colors::kGold : ui::colors::kText);
  }
  if (log_here) {
    ImGui::Separator();
    draw_log(f, std::max(f.layout.compact ? 160.0f : 80.0f, ImGui::GetContentRegionAvail().y));
  }
}

// Compact screens (phones) show what the player acts on first: the status, the cards, the betting.
// `log_here`: the log is in the panel (not under the board).
void draw_panel(TableFrame& f, const h2h::View& v, const std::vector<Card>& playable, bool log_here) {
  TableState& t = memory_of<TableState>(f);
  if (showing_round_end(f, v)) return draw_round_end_panel(f, v, log_here);
  const bool compact = f.layout.compact;
  if (!compact) draw_round_info(f, v);
  f.status = status_line(f, v);
  draw_status(f, compact);
  if (f.my_turn && v.phase == Phase::kPick) draw_pick(f);
  draw_cards(f, v, playable);
  if (v.bet.active) draw_bet_answer(f, v);
  else if (f.my_turn && v.can_open_bet) draw_bet_open(f, v);
  if (compact) draw_round_info(f, v);
  ImGui::Separator();
  if (ui::button("h2h/chart", "Scoring chart")) t.show_chart = true;
  if (log_here) draw_log(f, std::max(compact ? 160.0f : 80.0f, ImGui::GetContentRegionAvail().y));
}

// The room under a wide board's rows kept for the log in Up the Ante, whose betting takes the panel
// (its log was two lines there): six lines.
float log_reserve(const TableFrame& f, const h2h::View& v) {
  if (f.layout.portrait || v.config.betting != h2h::Betting::kUpTheAnte) return 0;
  return ImGui::GetTextLineHeightWithSpacing() * 6 + 16;
}

// Wide screens: the log goes in the room under the rows when that holds five lines or more. True
// when it was drawn there.
bool draw_log_under_board(TableFrame& f, ImVec2 origin, ImVec2 size, float reserve) {
  if (f.layout.portrait) return false;
  const BoardGeometry g(origin, ImVec2(size.x, size.y - reserve), false);
  const float top = g.common(h2h::kCommons - 1).y + g.h + g.row_gap, room = origin.y + size.y - top;
  if (room < ImGui::GetTextLineHeightWithSpacing() * 5 + 16) return false;
  ImGui::SetCursorScreenPos(ImVec2(origin.x, top));
  draw_log(f, room);
  return true;
}

// Portrait screens stack the panel under the board, which turns to run across the screen.
void draw(TableFrame& f) {
  TableState& t = memory_of<TableState>(f);
  const h2h::View& v = view_of<h2h::View>(f);
  const std::vector<Card> playable = playable_cards(f);
  if (f.changed || f.cancel) {
    t.card = -1;
    t.raise_amount = 10;
  }
  if (!f.same_game) t.round_seen = 0;
  if (playable.size() == 1) t.card = playable.front().index52();
  // The keyboard's move in focus selects its card, and so does a hint when nothing is selected.
  const h2h::DecodedAction marked = h2h::decode(f.mark);
  if (marked.kind == h2h::DecodedAction::kPlay && (f.mark_is_focus || t.card < 0)) t.card = marked.card.index52();
  const TableLayout& l = f.layout;
  const float panel_w = l.portrait ? l.avail.x : std::clamp(l.avail.x * 0.34f, std::min(360.0f, l.avail.x * 0.42f), 480.0f);
  const float board_w = l.portrait ? l.avail.x : l.avail.x - panel_w - ImGui::GetStyle().ItemSpacing.x;
  const float board_h = l.portrait ? BoardGeometry::portrait_height(board_w) : l.avail.y;
  ImGui::BeginChild("h2h-board", ImVec2(board_w, board_h), false, ImGuiWindowFlags_NoScrollbar);
  const ImVec2 origin = ImGui::GetCursorScreenPos(), room = ImGui::GetContentRegionAvail();
  const float reserve = log_reserve(f, v);
  ImGui::BeginChild("h2h-rows", ImVec2(room.x, room.y - reserve), false, ImGuiWindowFlags_NoScrollbar);
  hook::window_scrolls();  // (only where the rows do not fit: see draw_board)
  if (showing_round_end(f, v)) draw_board(f, round_end_board(v));
  else draw_board(f, v);
  ImGui::EndChild();
  const bool log_under = draw_log_under_board(f, origin, room, reserve);
  ImGui::EndChild();
  if (!l.portrait) ImGui::SameLine();
  ImGui::BeginChild("h2h-panel", ImVec2(panel_w, 0), true);
  hook::window_scrolls();  // the side panel scrolls when its content is taller than the screen
  draw_panel(f, v, playable, !log_under);
  ImGui::EndChild();
  draw_chart(f);
  if (v.result.over) draw_result(f, v);
}

// The table's own facts for the test hook: the selected card and the result window.
// Arrows: the cards in hand left to right, then the cards on offer, each card's rows top to bottom.
std::vector<Action> key_order(const TableFrame& f) {
  const h2h::View& v = view_of<h2h::View>(f);
  return ordered_by(f.legal, [&](Action a) {
    const h2h::DecodedAction d = h2h::decode(a);
    if (d.kind != h2h::DecodedAction::kPlay) return 2000;
    const int in_hand = hand_place(v.hand, d.card);
    return in_hand < 1000 ? in_hand : 100 + hand_place(v.offer, d.card);
  });
}

void summary(const TableFrame& f, JsonWriter& j) {
  const TableState& t = memory_of<TableState>(f);
  const h2h::View& v = view_of<h2h::View>(f);
  j.key("selected");
  if (t.card >= 0) j.value(to_string(Card::from_index52(t.card))); else j.null();
  if (v.bet.active) j.key("bet_line").value(bet_line(f, v));
  if (showing_round_end(f, v)) {  // the finished round on the table, and the button the game waits for
    j.key("press_on").value("h2h/round/next");
    j.key("round_end").begin_object().key("round").value(v.round_end.round).key("rows").begin_array();
    for (size_t r = 0; r < v.round_end.rows.size(); ++r) j.value(finished_row_line(f, static_cast<int>(r), v.round_end.rows[r]));
    j.end_array().end_object();
  }
  if (!v.result.over) return;
  j.key("result").begin_object().key("title").value(winner_title(f, v.result.winner)).key("winner").value(v.result.winner);
  j.key("totals").begin_array().value(v.result.totals[0]).value(v.result.totals[1]).end_array();
  write_result_story(f, j);
  j.end_object();
}

}  // namespace

const GameTable<h2h::Registration>& head_to_head_table() {
  static const GameTable<h2h::Registration> table = [] {
    auto t = make_table<h2h::Registration>(draw, summary);
    t.key_order = key_order;
    return t;
  }();
  return table;
}

}  // namespace ff
