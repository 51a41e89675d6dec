// Head-to-Head Poker table: the five Common cards down the middle with their chips, each player's
// rows of four on their side (the viewer on the right), and a side panel with the round, the
// cards in hand or on offer, the betting panel, chip totals and the game log.
// Everything is drawn from head_to_head::view() of the viewer's seat; moves are the engine's
// legal actions, so the table never decides what is legal, it only explains refusals.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "core/common/poker.h"
#include "core/games/head_to_head/head_to_head.h"
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

namespace h2h = head_to_head;
using h2h::Phase;

// Purely visual state of the table (what the player has selected); the game lives in the Session.
struct TableState {
  size_t seen_history = SIZE_MAX;  // reset the selection when the game moves on
  const State* seen_state = nullptr;
  int selected = -1;               // index52 of the selected card, or -1
  int bet_row = -1;
  int bet_amount = 50;
  int raise_amount = 10;
  bool pick_crazy = false;
  bool show_chart = false;
  h2h::DecodedAction hint;         // the hinted move (kind kInvalid: none)
  // Collected while drawing, for the test hook summary.
  std::vector<std::string> playable, targets, buttons;
  std::string status;
};
TableState t;

// The viewer's legal moves, decoded once per frame.
struct Moves {
  std::vector<Card> cards;  // cards that some play action places
  std::vector<Action> plays, picks, bets, raises;
  bool call = false, decline = false;
};

Moves legal_moves(const State& st) {
  Moves m;
  for (Action a : st.legal_actions()) {
    h2h::DecodedAction d = h2h::decode(a);
    switch (d.kind) {
      case h2h::DecodedAction::kPlay:
        m.plays.push_back(a);
        if (std::find(m.cards.begin(), m.cards.end(), d.card) == m.cards.end()) m.cards.push_back(d.card);
        break;
      case h2h::DecodedAction::kPick: m.picks.push_back(a); break;
      case h2h::DecodedAction::kBet: m.bets.push_back(a); break;
      case h2h::DecodedAction::kRaise: m.raises.push_back(a); break;
      case h2h::DecodedAction::kCall: m.call = true; break;
      case h2h::DecodedAction::kDecline: m.decline = true; break;
      default: break;
    }
  }
  return m;
}

bool can_play(const Moves& m, int card52, int row, bool opp) {
  if (card52 < 0) return false;
  Action a = h2h::encode_play(Card::from_index52(card52), row, opp);
  return std::find(m.plays.begin(), m.plays.end(), a) != m.plays.end();
}

std::string card_id(Card c) { return "h2h/card/" + to_string(c); }

void text_at(ImDrawList* dl, ImFont* font, ImVec2 pos, ImU32 col, const std::string& text, float align_x = 0) {
  float size = font->FontSize * ImGui::GetIO().FontGlobalScale;
  ImVec2 sz = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
  dl->AddText(font, size, ImVec2(std::round(pos.x - sz.x * align_x), std::round(pos.y)), col, text.c_str());
}

// Draws a card where it belongs, gliding from where it was last drawn (above everything while it
// moves, so it can cross from the panel onto the board).
void draw_card_moving(ImDrawList* dl, ImVec2 pos, float w, Card c, unsigned flags) {
  const ImVec2 p = ui::card_motion(c.id(), pos);
  ui::draw_card(ui::card_moving(c.id()) ? ImGui::GetForegroundDrawList() : dl, p, w, c, flags);
}

// A card the player may click (hand, offer, given card). Returns true when clicked.
bool clickable_card(ImDrawList* dl, ImVec2 pos, float w, Card c, unsigned flags, const std::string& id) {
  ImGui::SetCursorScreenPos(pos);
  bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(w, w * ui::kCardAspect));
  hook::record_last_item(id);
  if (ImGui::IsItemHovered() && !(flags & ui::kCardDisabled)) flags |= ui::kCardHighlight;
  draw_card_moving(dl, pos, w, c, flags);
  return clicked;
}

// Why a click on a space was refused, in the player's words.
std::string refusal(const h2h::View& v, const Moves& m, bool my_turn, int row, bool opp, const std::string& opponent) {
  if (v.result.over) return "The game is over.";
  if (!my_turn) return "It is " + opponent + "'s turn.";
  if (v.phase == Phase::kPick) return "Pick the round type first.";
  if (v.phase == Phase::kRespond) return "Answer the bet first: call, raise or decline.";
  if (!v.commons[row].active) return "Common card " + std::to_string(row + 1) + " is not in play this round.";
  const int side = opp ? 1 - v.seat : v.seat;
  if (v.rows[side][row].size() >= h2h::kRowCards) return "That row is full.";
  if (opp && !v.crazy) return "Only in a Crazy round may a card go on the opponent's side.";
  if (t.selected < 0) return m.cards.empty() ? "No card can be played now." : "Choose a card first: the highlighted cards can be played.";
  return "That card cannot go there.";
}

// Where everything on the board goes. Landscape: the Common cards down the middle, each side's
// rows running left (opponent) and right (viewer). Portrait (phones): the Common cards across the
// middle, each side's rows as columns of overlapping cards above (opponent) and below (viewer),
// every card's corner index still showing.
struct BoardGeometry {
  bool portrait = false;
  float w = 60, h = 84;     // card size
  float step = 0;           // distance between neighbouring cards of a row
  ImVec2 origin, avail;
  float header = 34;
  float cx = 0, top = 0;    // landscape: centre line, first row; portrait: first column x, Common row y
  float gap = 6, row_gap = 12, chip_col = 40;

  static float card_width(float width, float height, bool portrait) {
    if (portrait) {
      // 5 columns across; down: two columns of 4 cards (each showing 32 % of a card) and the Commons.
      float w = std::min((width - 8) / 5.6f, (height - 34 - 24) / (1.4f * (2 * (1 + 3 * 0.32f) + 1) + 0.4f));
      return std::clamp(w, 30.0f, 104.0f);
    }
    float w = std::min((width - 8) / 11.3f, (height - 34 - 8) / (5 * 1.4f + 5 * 0.2f));
    return std::clamp(w, 30.0f, 104.0f);
  }
  static float height_needed(float width, bool portrait) {
    float w = card_width(width, 1e9f, portrait), h = w * ui::kCardAspect;
    return portrait ? 34 + 24 + 2 * (h + 3 * 0.32f * h) + h + 0.4f * w : 34 + 8 + 5 * 1.6f * w;
  }

  BoardGeometry(ImVec2 o, ImVec2 a, bool p) : portrait(p), origin(o), avail(a) {
    w = card_width(a.x, a.y, p);
    h = w * ui::kCardAspect;
    gap = std::round(w * 0.1f);
    row_gap = std::round(w * 0.2f);
    chip_col = w * 0.72f;
    if (portrait) {
      step = std::round(h * 0.32f);
      float across = 5 * w + 4 * w * 0.12f;
      cx = std::round(o.x + (a.x - across) * 0.5f);
      top = std::round(o.y + header + 12 + h + 3 * step + gap);  // the Common cards' row
    } else {
      step = w + gap;
      cx = std::round(o.x + a.x * 0.5f);
      top = o.y + header;
    }
  }
  ImVec2 common(int r) const {
    return portrait ? ImVec2(cx + r * w * 1.12f, top) : ImVec2(cx - w * 0.5f, top + r * (h + row_gap));
  }
  // Space k (0 = next to the Common card) of the viewer's (mine) or the opponent's row r.
  ImVec2 slot(bool mine, int r, int k) const {
    ImVec2 c = common(r);
    if (portrait) return ImVec2(c.x, mine ? c.y + h + gap + k * step : c.y - gap - h - k * step);
    return ImVec2(mine ? c.x + w + chip_col + gap + k * step : c.x - chip_col - (k + 1) * step, c.y);
  }
  // The rectangle covering spaces k0..3 of a row (one click target: order in a row does not matter).
  void span(bool mine, int r, int k0, ImVec2& a, ImVec2& b) const {
    ImVec2 first = slot(mine, r, k0), last = slot(mine, r, kRowLast);
    a = ImVec2(std::min(first.x, last.x), std::min(first.y, last.y));
    b = ImVec2(std::max(first.x, last.x) + w, std::max(first.y, last.y) + h);
  }
  // Where a side's bet on Common card r is shown.
  ImVec2 bet_chip(bool mine, int r) const {
    ImVec2 c = common(r);
    if (portrait) return ImVec2(c.x + w * 0.82f, mine ? c.y + h * 0.62f : c.y + h * 0.12f);
    return ImVec2(mine ? c.x + w + chip_col * 0.5f + gap * 0.3f : c.x - chip_col * 0.5f - gap * 0.3f, c.y + h * 0.3f);
  }
  static constexpr int kRowLast = h2h::kRowCards - 1;
};

void draw_board(Session& s, const h2h::View& v, const Moves& m, bool my_turn, double now, bool portrait) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const BoardGeometry g(ImGui::GetCursorScreenPos(), ImGui::GetContentRegionAvail(), portrait);
  ui::Fonts& f = ui::fonts();
  const int me = v.seat, opp = 1 - v.seat;
  const std::string opp_name = seat_name(s, opp);
  const float w = g.w, h = g.h;
  const unsigned colour = app().four_colour ? unsigned{ui::kCardFourColour} : 0u;

  // Each side's name with its chip total: landscape over each half, portrait above and below.
  auto side_label = [&](int seat, ImVec2 at, float align) {
    std::string text = seat_name(s, seat) + "   " + h2h::dollars(v.chips[seat]);
    bool acting = v.to_act == seat;
    text_at(dl, w < 60 ? f.body : f.heading, at, acting ? ui::colors::kGold : ui::colors::kText, text, align);
  };
  if (portrait) {
    side_label(opp, ImVec2(g.origin.x + 4, g.origin.y), 0.0f);
    side_label(me, ImVec2(g.origin.x + 4, g.slot(true, 0, BoardGeometry::kRowLast).y + h + 4), 0.0f);
  } else {
    side_label(opp, ImVec2(g.cx - w * 0.5f - g.chip_col - g.gap, g.origin.y), 1.0f);
    side_label(me, ImVec2(g.cx + w * 0.5f + g.chip_col + g.gap, g.origin.y), 0.0f);
  }

  for (int r = 0; r < h2h::kCommons; ++r) {
    const h2h::CommonView& c = v.commons[r];
    // Band behind the row: gold tint while a bet is being answered on it.
    ImU32 band = v.bet.active && v.bet.row == r ? IM_COL32(242, 196, 64, 40) : IM_COL32(0, 0, 0, c.active ? 28 : 10);
    ImVec2 ba, bb, ta, tb;
    g.span(false, r, 0, ba, bb);
    g.span(true, r, 0, ta, tb);
    dl->AddRectFilled(ImVec2(std::min(ba.x, ta.x) - g.gap * 0.5f, std::min(ba.y, ta.y) - g.gap * 0.5f),
                      ImVec2(std::max(bb.x, tb.x) + g.gap * 0.5f, std::max(bb.y, tb.y) + g.gap * 0.5f), band, 8);

    // The Common card and its house chips.
    const ImVec2 cp = g.common(r);
    if (c.has_card) {
      draw_card_moving(dl, cp, w, c.card, colour);
    } else {
      std::string label = "Round " + std::to_string(r == 3 ? 2 : 3);
      ui::draw_card_slot(dl, cp, w, false, label.c_str());
    }
    const float chip_r = std::max(9.0f, w * 0.17f);
    for (int i = 0; i < c.house_chips / h2h::kHouseChip; ++i)
      ui::draw_chip(dl, ImVec2(cp.x + w * 0.5f + (i == 0 ? -1 : 1) * chip_r * 0.95f, cp.y + h - chip_r * 0.4f), chip_r, h2h::kHouseChip);
    text_at(dl, f.small, portrait ? ImVec2(cp.x + 2, cp.y - 16) : ImVec2(cp.x - 4, cp.y - 2), ui::colors::kMuted,
            std::to_string(r + 1), portrait ? 0.0f : 1.0f);

    // Chips each player has bet on this card (completed exchanges plus the open one), and winnings.
    for (int seat = 0; seat < 2; ++seat) {
      int amount = c.bets[seat] + (v.bet.active && v.bet.row == r ? v.bet.put[seat] : 0);
      const ImVec2 at = g.bet_chip(seat == me, r);
      if (amount > 0) {
        ui::draw_chip(dl, at, chip_r * (portrait ? 0.8f : 1.0f), amount >= 100 ? 100 : amount >= 50 ? 50 : 10);
        text_at(dl, f.small, ImVec2(at.x, at.y + chip_r + 1), ui::colors::kText, h2h::dollars(amount), 0.5f);
      }
      if (!portrait && c.result.complete && c.result.won[seat] > 0)
        text_at(dl, f.body, ImVec2(at.x, at.y + h * 0.42f), ui::colors::kGold, "+" + h2h::dollars(c.result.won[seat]), 0.5f);
    }

    // Each side's row: cards nearest the Common card first, then the empty spaces.
    for (int side_is_mine = 0; side_is_mine < 2; ++side_is_mine) {
      const int seat = side_is_mine ? me : opp;
      const bool on_opp = !side_is_mine;
      const auto& cards = v.rows[seat][r];
      const int n = static_cast<int>(cards.size());
      const bool lost = c.result.complete && c.result.winner >= 0 && c.result.winner != seat;
      const bool open = c.active && n < h2h::kRowCards;
      const bool legal = open && my_turn && can_play(m, t.selected, r, on_opp);
      const bool hinted = legal && t.hint.kind == h2h::DecodedAction::kPlay && t.hint.row == r &&
                          t.hint.opponent_side == on_opp && t.hint.card.index52() == t.selected;
      const char* label = legal ? (hinted ? (s.focus.active ? "keys" : "hint") : "here") : nullptr;
      // Empty spaces first (behind), then the cards; in portrait the opponent's column is drawn
      // from its far end so each card's top corner stays visible.
      if (portrait) {
        if (n < h2h::kRowCards) {
          ImVec2 a, b;
          g.span(side_is_mine, r, n, a, b);
          dl->AddRectFilled(a, b, legal ? IM_COL32(242, 196, 64, 50) : IM_COL32(0, 0, 0, 40), w * 0.08f);
          dl->AddRect(a, b, legal ? ui::colors::kGold : IM_COL32(255, 255, 255, 60), w * 0.08f, 0, legal ? 2.0f : 1.0f);
          if (label) text_at(dl, f.small, ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f - 8), IM_COL32(255, 255, 255, 140), label, 0.5f);
        }
        for (int i = 0; i < n; ++i) {
          int k = on_opp ? n - 1 - i : i;
          draw_card_moving(dl, g.slot(side_is_mine, r, k), w, cards[k], colour | (lost ? ui::kCardDisabled : 0u));
        }
      } else {
        for (int k = 0; k < n; ++k)
          draw_card_moving(dl, g.slot(side_is_mine, r, k), w, cards[k], colour | (lost ? ui::kCardDisabled : 0u));
        for (int k = n; k < h2h::kRowCards; ++k)
          ui::draw_card_slot(dl, g.slot(side_is_mine, r, k), w, legal, k == n ? label : nullptr);
      }
      if (open) {
        std::string id = std::string("h2h/space/") + (on_opp ? "opp/" : "own/") + std::to_string(r + 1);
        ImVec2 a, b;
        g.span(side_is_mine, r, n, a, b);
        ImGui::SetCursorScreenPos(a);
        bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(b.x - a.x, b.y - a.y));
        hook::record_last_item(id);
        if (legal) t.targets.push_back(id);
        if (clicked) {
          if (legal) session_submit(s, h2h::encode_play(Card::from_index52(t.selected), r, on_opp), now);
          else set_message(s, now, refusal(v, m, my_turn, r, on_opp, opp_name));
        }
      }
      // A completed row names both hands; the winner's in gold.
      if (c.result.complete) {
        const bool won = c.result.winner == seat, tie = c.result.winner < 0;
        ImVec2 a, b;
        g.span(side_is_mine, r, 0, a, b);
        const std::string& hand = c.result.hands[seat];
        std::string text = (won ? "\xE2\x98\x85 " : "") + (portrait ? hand.substr(0, hand.find(',')) : hand) + (tie ? " (tie)" : "");
        const float lh = portrait ? 30 : 24;
        const float by = portrait && !side_is_mine ? a.y : b.y - lh;  // the far end of the row
        dl->AddRectFilled(ImVec2(a.x, by), ImVec2(b.x, by + lh), IM_COL32(10, 20, 14, 215), 6);
        ImU32 col = won || tie ? ui::colors::kGold : ui::colors::kMuted;
        if (portrait) {
          float size = f.small->FontSize * ImGui::GetIO().FontGlobalScale * 0.85f;
          dl->AddText(f.small, size, ImVec2(a.x + 2, by + 1), col, text.c_str(), nullptr, b.x - a.x - 4);
        } else {
          text_at(dl, f.small, ImVec2((a.x + b.x) * 0.5f, by + 3), col, text, 0.5f);
        }
      }
    }
  }
  float bottom = portrait ? g.slot(true, 0, BoardGeometry::kRowLast).y + h + 28 : g.common(4).y + h + g.row_gap;
  ImGui::SetCursorScreenPos(ImVec2(g.origin.x, bottom));
  ImGui::Dummy(ImVec2(1, 1));
}

void draw_round_info(Session& s, const h2h::View& v) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ui::Fonts& f = ui::fonts();
  ImGui::PushFont(f.heading);
  ImGui::Text("Round %d of 3", v.round);
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::TextDisabled("dealer: %s", seat_name(s, v.dealer).c_str());
  if (!v.round_type_known) {
    ImGui::TextUnformatted("The dealer picks the round type.");
    return;
  }
  // The die rolls that chose the type (6s mean Crazy), then the type itself.
  ImVec2 p = ImGui::GetCursorScreenPos();
  float x = p.x;
  const float die = 30;
  for (int roll : v.type_rolls) {
    ui::draw_die(dl, ImVec2(x, p.y), die, roll, false);
    x += die + 6;
  }
  if (!v.type_rolls.empty()) x += 4;
  std::string type = std::string(h2h::round_type_name(v.round_type));
  if (v.round_option == "pick") type += " (picked)";
  if (v.round_option == "draw1") type += " (always)";
  text_at(dl, f.heading, ImVec2(x, p.y - 1), ui::colors::kGold, type);
  if (v.crazy) {
    float tw = f.heading->CalcTextSizeA(f.heading->FontSize * ImGui::GetIO().FontGlobalScale, 1e9f, 0, type.c_str()).x;
    ImVec2 b(x + tw + 10, p.y + 2);
    dl->AddRectFilled(b, ImVec2(b.x + 74, b.y + 26), IM_COL32(180, 30, 60, 255), 6);
    text_at(dl, f.body, ImVec2(b.x + 37, b.y + 3), IM_COL32(255, 255, 255, 255), "CRAZY", 0.5f);
  }
  ImGui::Dummy(ImVec2(1, die + 2));
  static const char* kHow[] = {
      "Draw one card and play it.",
      "Draw two, play one, give the other to your opponent to play.",
      "Hold three cards: play one, draw a replacement.",
      "Four cards each: play them alternately, then four new ones.",
      "Five cards face up: take one and play it.",
  };
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
  ImGui::TextWrapped("%s%s", kHow[static_cast<int>(v.round_type)],
                     v.crazy ? " Crazy: a card may go on either side of the board." : "");
  ImGui::PopStyleColor();
}

// Cards the viewer holds, the given card, the Share 5 offer; the opponent's hidden cards as backs.
void draw_cards(Session& s, const h2h::View& v, const Moves& m, bool my_turn, double now) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const unsigned colour = app().four_colour ? unsigned{ui::kCardFourColour} : 0u;
  const float avail = ImGui::GetContentRegionAvail().x;
  const float w = std::clamp((avail - 4 * 8) / 5.0f, 48.0f, 76.0f);
  auto row_of_cards = [&](const char* title, const std::vector<Card>& cards) {
    if (cards.empty()) return;
    ImGui::TextUnformatted(title);
    ImVec2 p = ImGui::GetCursorScreenPos();
    p.y += w * 0.12f;  // room for a lifted selected card
    for (size_t i = 0; i < cards.size(); ++i) {
      Card c = cards[i];
      const bool playable = my_turn && std::find(m.cards.begin(), m.cards.end(), c) != m.cards.end();
      unsigned flags = colour;
      if (playable) flags |= t.selected == c.index52() ? ui::kCardSelected : ui::kCardHighlight;
      else if (my_turn && !m.plays.empty()) flags |= ui::kCardDisabled;
      std::string id = card_id(c);
      if (playable) t.playable.push_back(id);
      if (clickable_card(dl, ImVec2(p.x + i * (w + 8), p.y), w, c, flags, id)) {
        if (playable) {
          t.selected = t.selected == c.index52() ? -1 : c.index52();
        } else if (my_turn && v.phase == Phase::kRespond) {
          set_message(s, now, "Answer the bet first: call, raise or decline.");
        } else {
          set_message(s, now, my_turn ? "That card cannot be played now." : "Wait for your turn.");
        }
      }
    }
    ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + w * ui::kCardAspect + 6));
    ImGui::Dummy(ImVec2(1, 1));
  };
  std::vector<Card> given;
  if (v.has_given && v.given_to == v.seat) given.push_back(v.given);
  row_of_cards("Given to you by your opponent:", given);
  row_of_cards(v.round_type == h2h::RoundType::kDraw1 || v.round_type == h2h::RoundType::kSplit2 ? "You drew:" : "Your hand:",
               v.hand);
  if (!v.offer.empty()) row_of_cards("On offer (face up, take one):", v.offer);
  if (v.has_given && v.given_to != v.seat)
    ImGui::TextDisabled("You gave %s to %s.", to_label(v.given).c_str(), seat_name(s, v.given_to).c_str());
  ImGui::TextDisabled("%s holds %d card%s  \xC2\xB7  deck: %d cards", seat_name(s, 1 - v.seat).c_str(), v.opponent_hand_size,
                      v.opponent_hand_size == 1 ? "" : "s", v.deck_size);
}

// A - $amount + stepper recorded as <id>/minus and <id>/plus.
void stepper(const std::string& id, int& amount, int lo, int hi) {
  amount = std::clamp(amount, lo, hi);
  ImGui::PushID(id.c_str());
  if (ui::button(id + "/minus", "-", ImVec2(36, 0)) && amount > lo) amount -= 10;
  ImGui::SameLine();
  ImGui::Text("%s", h2h::dollars(amount).c_str());
  ImGui::SameLine();
  if (ui::button(id + "/plus", "+", ImVec2(36, 0)) && amount < hi) amount += 10;
  ImGui::PopID();
}

void draw_betting(Session& s, const h2h::View& v, const Moves& m, bool my_turn, double now) {
  if (!v.ante) return;
  if (v.bet.active) {
    ImGui::Separator();
    const std::string bettor = seat_name(s, v.bet.bettor);
    ImGui::TextWrapped("%s %s on Common card %d: %s to match.", bettor.c_str(), bettor == "You" ? "raise" : "raises",
                       v.bet.row + 1, h2h::dollars(v.bet.to_call).c_str());
    if (!my_turn) return;
    if (m.call && ui::button("h2h/respond/call", ("Call " + h2h::dollars(v.bet.to_call)).c_str())) session_submit(s, h2h::kCall, now);
    if (m.call) t.buttons.push_back("h2h/respond/call");
    ImGui::SameLine();
    if (m.decline && ui::button("h2h/respond/decline", "Decline")) session_submit(s, h2h::kDecline, now);
    if (m.decline) t.buttons.push_back("h2h/respond/decline");
    if (!m.raises.empty()) {
      int lo = h2h::decode(m.raises.front()).amount, hi = h2h::decode(m.raises.back()).amount;
      ImGui::TextUnformatted("or match and raise by");
      ImGui::SameLine();
      stepper("h2h/raise", t.raise_amount, lo, hi);
      ImGui::SameLine();
      if (ui::button("h2h/respond/raise", "Raise")) session_submit(s, h2h::encode_raise(t.raise_amount), now);
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
    ImGui::TextWrapped("Declining hands the bettor a $100 house chip from this card.");
    ImGui::PopStyleColor();
    return;
  }
  if (!my_turn || m.bets.empty()) return;
  ImGui::Separator();
  ImGui::TextUnformatted("Bet before you play (optional):");
  int max_for_row[h2h::kCommons] = {};
  for (Action a : m.bets) {
    h2h::DecodedAction d = h2h::decode(a);
    max_for_row[d.row] = std::max(max_for_row[d.row], d.amount);
  }
  if (t.bet_row < 0 || max_for_row[t.bet_row] == 0)
    for (int r = 0; r < h2h::kCommons && (t.bet_row < 0 || max_for_row[t.bet_row] == 0); ++r) t.bet_row = r;
  ImGui::TextUnformatted("on Common card");
  for (int r = 0; r < h2h::kCommons; ++r) {
    if (!max_for_row[r]) continue;
    ImGui::SameLine();
    std::string id = "h2h/bet/row/" + std::to_string(r + 1);
    bool chosen = t.bet_row == r;
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.95f, 0.85f, 0.45f, 1));
    if (ui::button(id, std::to_string(r + 1).c_str(), ImVec2(34, 0))) t.bet_row = r;
    if (chosen) ImGui::PopStyleColor();
  }
  stepper("h2h/bet", t.bet_amount, 10, max_for_row[t.bet_row]);
  ImGui::SameLine();
  std::string label = "Bet " + h2h::dollars(t.bet_amount) + " on " + std::to_string(t.bet_row + 1);
  if (ui::button("h2h/bet/place", label.c_str())) session_submit(s, h2h::encode_bet(t.bet_amount, t.bet_row), now);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
  ImGui::TextWrapped("At most $100 a bet, $200 a card per round; or just play a card.");
  ImGui::PopStyleColor();
}

void draw_pick(Session& s, const Moves& m, bool my_turn, double now) {
  if (!my_turn || m.picks.empty()) return;
  ImGui::Separator();
  ImGui::TextUnformatted("You deal: pick this round's type.");
  ImGui::Checkbox("Crazy (cards may go on either side)", &t.pick_crazy);
  hook::record_last_item("h2h/pick/crazy");
  for (int type = 0; type < h2h::kNumRoundTypes; ++type) {
    auto rt = static_cast<h2h::RoundType>(type);
    std::string id = std::string("h2h/pick/") + h2h::round_type_id(rt);
    if (type % 3) ImGui::SameLine();
    const float bw = std::min(120.0f, (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3);
    if (ui::button(id, h2h::round_type_name(rt), ImVec2(bw, 0))) session_submit(s, h2h::encode_pick(rt, t.pick_crazy), now);
    t.buttons.push_back(id);
  }
}

std::string status_line(const Session& s, const h2h::View& v, bool my_turn, double now) {
  if (v.result.over) return "The game is over.";
  if (s.match.spectator || !my_turn) return others_turn_status(s, v.to_act, now);
  switch (v.phase) {
    case Phase::kPick: return "Your deal: pick the round type.";
    case Phase::kRespond: return "Your opponent bet: call, raise or decline.";
    case Phase::kPlaceGiven: return "Place the card you were given on a highlighted space.";
    default: break;
  }
  if (t.selected >= 0) return "Place the " + to_label(Card::from_index52(t.selected)) + " on a highlighted space.";
  return "Your turn: choose a highlighted card.";
}

void draw_chart() {
  if (t.show_chart) {
    ImGui::OpenPopup("Scoring chart");
    t.show_chart = false;
  }
  ImGui::SetNextWindowSize(ImVec2(std::min(640.0f, ImGui::GetMainViewport()->Size.x - 16), 0));
  if (ImGui::BeginPopupModal("Scoring chart", nullptr, ImGuiWindowFlags_NoResize)) {
    struct Line { const char* name; const char* cards; const char* note; };
    static const Line kChart[] = {
        {"Straight flush", "9s 8s 7s 6s 5s", "five in sequence, one suit"},
        {"Four of a kind", "Qs Qh Qd Qc 4h", "four of one rank"},
        {"Full house", "6s 6h 6d Kc Ks", "three and a pair"},
        {"Flush", "Kd Td 8d 4d 2d", "five of one suit"},
        {"Straight", "Ts 9h 8d 7c 6s", "five in sequence; 5-4-3-2-A lowest"},
        {"Three of a kind", "8s 8h 8c Kd 3s", "three of one rank"},
        {"Two pairs", "Js Jd 5h 5c As", "two pairs"},
        {"One pair", "Ts Th Ad 7c 4s", "one pair"},
        {"High card", "As Jd 9h 6c 3s", "none of the above"},
    };
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const unsigned colour = app().four_colour ? unsigned{ui::kCardFourColour} : 0u;
    for (const Line& l : kChart) {
      ImVec2 p = ImGui::GetCursorScreenPos();
      auto cards = parse_cards(l.cards);
      for (size_t i = 0; cards && i < cards->size(); ++i) ui::draw_card(dl, ImVec2(p.x + i * 30, p.y), 28, (*cards)[i], colour);
      ImGui::SetCursorScreenPos(ImVec2(p.x + 165, p.y + 2));
      ImGui::TextUnformatted(l.name);
      ImGui::SameLine(330);
      ImGui::TextDisabled("%s", l.note);
      ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + 44));
    }
    ImGui::TextWrapped("Higher hands beat lower ones. Equal hands compare the highest card, then the next; "
                       "pairs compare the pair first. Suits never break ties.");
    if (ui::button("h2h/chart/close", "Close", ImVec2(120, 0))) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
}

std::string result_title(const Session& s, const h2h::View& v) {
  if (v.result.winner < 0) return "A draw";
  std::string who = seat_name(s, v.result.winner);
  return who == "You" ? "You win!" : who + " wins";
}

void draw_result(Session& s, const h2h::View& v) {
  begin_result("##h2h-result", result_title(s, v));
  for (int seat : {v.seat, 1 - v.seat}) {
    std::string line = seat_name(s, seat) + ": " + h2h::dollars(v.result.totals[seat]);
    ui::text_centered(line.c_str(), ui::fonts().heading);
  }
  for (const auto& [seat, card] : v.result.tiebreak_draws) {
    std::string line = seat_name(s, seat) + " drew " + to_label(card) + " for the tie-break";
    ui::text_centered(line.c_str(), ui::fonts().body, ui::colors::kMuted);
  }
  end_result("h2h");
}

void draw_panel(Session& s, const h2h::View& v, const Moves& m, bool my_turn, double now, bool compact) {
  // Phones (compact) show what the player acts on first: the status, the cards, the betting.
  if (!compact) {
    draw_round_info(s, v);
    ImGui::Separator();
  }
  t.status = status_line(s, v, my_turn, now);
  ImGui::PushFont(compact ? ui::fonts().body : ui::fonts().heading);
  ImGui::PushStyleColor(ImGuiCol_Text, my_turn ? ui::colors::kGold : ui::colors::kText);
  ImGui::TextWrapped("%s", t.status.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  if (!s.match.message.empty() && now < s.match.message_until) ImGui::TextColored(ImVec4(1, 0.72f, 0.45f, 1), "%s", s.match.message.c_str());
  draw_pick(s, m, my_turn, now);
  draw_cards(s, v, m, my_turn, now);
  draw_betting(s, v, m, my_turn, now);
  if (compact) {
    ImGui::Separator();
    draw_round_info(s, v);
  }
  ImGui::Separator();
  if (ui::button("h2h/chart", "Scoring chart")) t.show_chart = true;
  // The game log: the table's events, newest last.
  std::vector<LogLine> lines;
  lines.reserve(v.events.size());
  for (const h2h::Event& e : v.events) lines.push_back({e.seat, e.text});
  draw_log(s, lines, std::max(compact ? 160.0f : 80.0f, ImGui::GetContentRegionAvail().y));
}

void draw(Session& s, double now) {
  const State& st = *s.match.state;
  if (t.seen_state != &st || t.seen_history != st.history().size()) {
    t.seen_state = &st;
    t.seen_history = st.history().size();
    t.selected = -1;
    t.raise_amount = 10;
  }
  t.playable.clear();
  t.targets.clear();
  t.buttons.clear();
  const h2h::View v = h2h::view(st, s.match.viewer);
  const bool my_turn = is_human_turn(s) && st.current_player() == s.match.viewer;
  const Moves m = my_turn ? legal_moves(st) : Moves{};
  if (my_turn && m.cards.size() == 1) t.selected = m.cards.front().index52();
  // A hint selects its card, and its space is labelled.
  t.hint = !my_turn ? h2h::DecodedAction{} : s.focus.active ? h2h::decode(s.focus.action)
                                            : s.hint.ready ? h2h::decode(s.hint.action) : h2h::DecodedAction{};
  if (s.focus.active && t.hint.kind == h2h::DecodedAction::kPlay) t.selected = t.hint.card.index52();
  if (t.hint.kind == h2h::DecodedAction::kPlay && t.selected < 0) t.selected = t.hint.card.index52();

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // Narrow windows stack the panel under the board; phones in portrait turn the board.
  const bool portrait = avail.x < 600;
  const bool narrow = portrait || (avail.x < 900 && avail.y > avail.x * 0.75f);  // wide and short stays side by side
  const float panel_w = narrow ? avail.x : std::clamp(avail.x * 0.34f, std::min(360.0f, avail.x * 0.42f), 480.0f);
  const float board_w = narrow ? avail.x : avail.x - panel_w - ImGui::GetStyle().ItemSpacing.x;
  const float board_h = narrow ? BoardGeometry::height_needed(board_w, portrait) : avail.y;
  ImGui::BeginChild("h2h-board", ImVec2(board_w, board_h), false, ImGuiWindowFlags_NoScrollbar);
  draw_board(s, v, m, my_turn, now, portrait);
  ImGui::EndChild();
  if (!narrow) ImGui::SameLine();
  ImGui::BeginChild("h2h-panel", ImVec2(panel_w, 0), true);
  draw_panel(s, v, m, my_turn, now, portrait || avail.y < 500);
  ImGui::EndChild();
  draw_chart();
  if (v.result.over) draw_result(s, v);
}

std::string summary(const Session& s) {
  JsonWriter j;
  j.begin_object();
  j.key("status").value(t.status);
  j.key("message").value(s.match.message);
  j.key("selected");
  if (t.selected >= 0) j.value(to_string(Card::from_index52(t.selected))); else j.null();
  j.key("playable").values(t.playable);
  j.key("targets").values(t.targets);
  j.key("buttons").values(t.buttons);
  const h2h::View v = h2h::view(*s.match.state, s.match.viewer);
  if (v.result.over) {
    j.key("result").begin_object();
    j.key("title").value(result_title(s, v));
    j.key("winner").value(v.result.winner);
    j.key("totals").begin_array().value(v.result.totals[0]).value(v.result.totals[1]).end_array();
    j.end_object();
  }
  j.end_object();
  return j.str();
}

}  // namespace

const TableUI& head_to_head_table() {
  static const TableUI table{"head-to-head-poker", draw, summary};
  return table;
}

}  // namespace ff
