// Poker Assault table: the opponents across the top (faction, chips, hand as card backs, secrets,
// deck, discard with its top card, face-up Power Cards), the Assault in the middle (attack cards in
// a row, each defending card overlapping below its target, statuses in words or icons, changed cards
// badged with their new rank or suit, the type so far and the types still reachable), a banner for
// damage, press, Reform and knock-outs, the player's hand and secret Power Cards along the bottom, and
// a panel with what to do, the moves as buttons and the log.
// Everything is drawn from poker_assault::view() of the viewer's seat; moves are the engine's legal
// actions (decoded from the encoding in poker_assault.h), so the table never decides what is legal:
// it only explains refusals, from the same view.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "core/games/poker_assault/poker_assault.h"
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

namespace pa = poker_assault;
using pa::Decoded;
using pa::Phase;
using pa::decode;


// ---- actions -------------------------------------------------------------------------------------

struct Moves {
  std::vector<Action> legal;
  bool has(Action a) const { return std::find(legal.begin(), legal.end(), a) != legal.end(); }
  // The play or defend actions of hand card `cid`.
  std::vector<Action> of_card(int cid) const {
    std::vector<Action> out;
    for (Action a : legal) {
      const Decoded d = decode(a);
      if ((d.type == Decoded::kPlay || d.type == Decoded::kDefend) && d.card.id() == cid) out.push_back(a);
    }
    return out;
  }
  std::vector<Action> of_power(int id) const {
    std::vector<Action> out;
    for (Action a : legal) {
      const Decoded d = decode(a);
      if (d.type == Decoded::kPower && d.power == id) out.push_back(a);
    }
    return out;
  }
};

// ---- the table's own (purely visual) state -------------------------------------------------------

struct TableState {
  size_t seen_history = SIZE_MAX;
  const State* seen_state = nullptr;
  int sel_card = -1;   // Card::id() of the selected hand card
  int sel_power = -1;  // id of the selected own Power Card
  Action mark = kNoAction;  // the move in keyboard focus or hinted
  bool mark_keys = false;
  int refused = -1;    // an Assault card (index) crossed out for a moment after a refused click
  double refused_until = 0;
  std::string banner;
  double banner_since = -10;
  bool spawn_ok = false;
  ImVec2 seat_pos[pa::kMaxSeats];  // where each seat's cards come from (its box, or the own deck)
  // Collected while drawing, for the test hook summary.
  std::vector<std::string> playable, targets, buttons, hand_ids;
  std::string status;
};
TableState t;

// ---- small helpers -------------------------------------------------------------------------------

using ui::text_size;
using ui::text_at;
using ui::text_left;

// Poker Assault's labels: the body font with a dark edge; returns the width.
float pill_at(ImDrawList* dl, ImVec2 pos, float size, ImU32 bg, ImU32 fg, const std::string& text) {
  return ui::pill_at(dl, pos, size, bg, fg, text, ui::fonts().body, IM_COL32(0, 0, 0, 190));
}

std::string rank_label(int r) {
  if (r == 1) return "A";
  if (r == kTen) return "10";
  return std::string(1, rank_char(static_cast<uint8_t>(r)));
}

// "Q♠", with "(deck 2)" when it is not the holder's own physical deck.
std::string card_label(Card c) { return to_label(c); }

// The widget id of a hand card: its notation, with its deck when another hand card has the same one.
std::string hand_id(const std::vector<Card>& hand, Card c) {
  int same = 0;
  for (Card h : hand) same += to_string(h) == to_string(c);
  return "pa/card/" + to_string(c) + (same > 1 ? "@" + std::to_string(c.deck + 1) : "");
}

const char* suit_word(int s) {
  static const char* kWords[] = {"clubs", "diamonds", "hearts", "spades"};
  return kWords[std::clamp(s, 0, 3)];
}

// The engine's option text ("add 3c as h", "9c to T", "swap 3c with player 2") for players.
std::string pretty_option(const std::string& text) {
  std::string out;
  std::string prev;
  size_t i = 0;
  while (i < text.size()) {
    size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    std::string tok = text.substr(i, j - i);
    std::string shown = tok;
    const std::string base = tok.substr(0, tok.find('@'));
    if ((prev == "as" || prev == "to") && tok.size() == 1) {
      const char ch = tok[0];
      const char* suits = "cdhs";
      if (const char* p = std::strchr(suits, ch); p && ch) shown = suit_symbol(static_cast<uint8_t>(p - suits));
      else if (ch == 'T') shown = "10";
    } else if (base.size() == 2) {
      auto c = parse_card(base);
      if (c && !c->is_joker()) shown = to_label(*c) + (base.size() < tok.size() ? " (deck " + tok.substr(base.size() + 1) + ")" : "");
    }
    if (!out.empty()) out += ' ';
    out += shown;
    prev = tok;
    i = j + 1;
  }
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

// "you" in a sentence, other names as they are.
std::string who(const Session& s, int seat) {
  const std::string n = seat_name(s, seat);
  return n == "You" ? "you" : n;
}
std::string whose(const Session& s, int seat) {
  const std::string n = seat_name(s, seat);
  return n == "You" ? "Your" : n + "'s";
}
std::string verb(const Session& s, int seat, const char* v) { return seat_name(s, seat) == "You" ? v : std::string(v) + "s"; }

// A log line with its speaker: "Computer takes 2 damage", "You press the Assault".
std::string spoken(const Session& s, const pa::Event& e) {
  if (e.seat < 0) return e.text;
  const std::string n = seat_name(s, e.seat);
  return n + " " + (n == "You" ? second_person(e.text) : e.text);
}

ImU32 seat_colour(int seat, int alpha = 255) {
  static const int kRgb[4][3] = {{70, 150, 255}, {255, 146, 30}, {70, 210, 190}, {220, 110, 240}};
  if (seat < 0 || seat > 3) return IM_COL32(170, 170, 170, alpha);
  return IM_COL32(kRgb[seat][0], kRgb[seat][1], kRgb[seat][2], alpha);
}

bool item_on_screen() {
  if (!ImGui::IsItemVisible()) return false;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const ImVec2 c0 = ImGui::GetWindowDrawList()->GetClipRectMin(), c1 = ImGui::GetWindowDrawList()->GetClipRectMax();
  return std::min(b.x, c1.x) - std::max(a.x, c0.x) >= 2 && std::min(b.y, c1.y) - std::max(a.y, c0.y) >= 2;
}

// The white double outline and a small label of the move in keyboard focus or hinted.
void draw_mark(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  dl->AddRect(ImVec2(a.x - 4, a.y - 4), ImVec2(b.x + 4, b.y + 4), IM_COL32(255, 255, 255, 255), 6, 0, 2.5f);
  const float size = std::clamp((b.y - a.y) * 0.2f, 10.0f, 13.0f);
  pill_at(dl, ImVec2(a.x - 4, b.y - size * 0.6f), size, IM_COL32(255, 255, 255, 240), IM_COL32(20, 20, 20, 255),
          t.mark_keys ? "keys" : "hint");
}

// Gold corner brackets: a legal target (a shape as well as a colour).
void draw_target(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  const float m = std::min(b.x - a.x, b.y - a.y);
  const float th = std::max(2.0f, m * 0.05f), len = m * 0.3f;
  dl->AddRect(a, b, ui::colors::kGold, m * 0.1f, 0, th);
  const ImVec2 o(th * 1.3f, th * 1.3f);
  const ImVec2 p[4] = {ImVec2(a.x - o.x, a.y - o.y), ImVec2(b.x + o.x, a.y - o.y), ImVec2(a.x - o.x, b.y + o.y), ImVec2(b.x + o.x, b.y + o.y)};
  for (int i = 0; i < 4; ++i) {
    const float sx = i & 1 ? -1.0f : 1.0f, sy = i & 2 ? -1.0f : 1.0f;
    dl->AddLine(p[i], ImVec2(p[i].x + sx * len, p[i].y), IM_COL32(255, 230, 140, 255), th);
    dl->AddLine(p[i], ImVec2(p[i].x, p[i].y + sy * len), IM_COL32(255, 230, 140, 255), th);
  }
}

void draw_card_moving(ImDrawList* dl, ImVec2 pos, float w, Card c, unsigned flags, const ImVec2* spawn = nullptr) {
  const uint32_t key = c.id();
  const ImVec2 p = ui::card_motion(key, pos, spawn);
  ui::draw_card(ui::card_moving(key) ? ImGui::GetForegroundDrawList() : dl, p, w, c, flags);
}

unsigned colour_flag() { return app().four_colour ? unsigned{ui::kCardFourColour} : 0u; }

// A small face-down card of `w` pixels.
void draw_back(ImDrawList* dl, ImVec2 p, float w) { ui::draw_card(dl, p, w, Card{}, ui::kCardFaceDown); }

// A Power Card tile: a dark card with its name (and a line of detail) written on it.
void draw_power_tile(ImDrawList* dl, ImVec2 a, ImVec2 b, const std::string& name, const std::string& detail, bool face_down,
                     unsigned flags, const std::string& text = "") {
  const float r = std::min(b.x - a.x, b.y - a.y) * 0.1f;
  dl->AddRectFilled(ImVec2(a.x + 2, a.y + 3), ImVec2(b.x + 2, b.y + 3), IM_COL32(0, 0, 0, 70), r);
  dl->AddRectFilled(a, b, face_down ? IM_COL32(70, 28, 82, 255) : IM_COL32(40, 38, 70, 255), r);
  dl->AddRect(a, b, IM_COL32(230, 210, 150, 255), r, 0, 1.5f);
  const float w = b.x - a.x, h = b.y - a.y;
  ImFont* f = ui::fonts().small;
  const float size = std::clamp(std::min(w * 0.17f, h * 0.2f), 9.0f, text_size(f));
  const ImVec2 at(a.x + 4, a.y + 3);
  dl->PushClipRect(a, b, true);
  dl->AddText(f, size, at, IM_COL32(255, 240, 200, 255), name.c_str(), nullptr, w - 8);
  if (!text.empty() && w >= 100) {
    const float ts = std::max(9.0f, size * 0.78f);
    const ImVec2 nsz = f->CalcTextSizeA(size, 1e9f, w - 8, name.c_str());
    dl->PushClipRect(a, ImVec2(b.x, b.y - size * 1.3f), true);
    dl->AddText(f, ts, ImVec2(a.x + 4, at.y + nsz.y + 3), IM_COL32(215, 210, 230, 255), text.c_str(), nullptr, w - 8);
    dl->PopClipRect();
  }
  if (!detail.empty())
    dl->AddText(f, size * 0.9f, ImVec2(a.x + 4, b.y - size * 1.25f), IM_COL32(200, 200, 220, 255), detail.c_str(), nullptr, w - 8);
  dl->PopClipRect();
  if (flags & ui::kCardDisabled) dl->AddRectFilled(a, b, IM_COL32(40, 40, 40, 120), r);
  if (flags & ui::kCardHighlight) dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), ui::colors::kGold, r, 0, 3);
  if (flags & ui::kCardSelected) dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), IM_COL32(80, 170, 255, 255), r, 0, 3);
}

std::string power_detail(int id) {
  const pa::PowerInfo& p = pa::power_info(id);
  switch (p.kind) {
    case pa::PowerKind::kSecretA: return "Assault";
    case pa::PowerKind::kSecretD: return "Defense";
    case pa::PowerKind::kImmediate: return "at once";
    case pa::PowerKind::kPersistent: return "in play";
    case pa::PowerKind::kNewType: return "new type";
  }
  return "";
}

// ---- the banner: damage, press, Reform, knock-outs of the latest Assault --------------------------

bool notable(const std::string& text) {
  for (const char* k : {"damage", "presses", "Reforms", "knocked out", "Full defense", "wins the game", "is a draw",
                        "Assault limit", "the Assault fails", "Assault is discarded", "comes back", "Undying", "can't press"})
    if (text.find(k) != std::string::npos) return true;
  return false;
}

std::string banner_text(const Session& s, const pa::View& v) {
  std::vector<std::string> parts;
  for (int i = static_cast<int>(v.events.size()) - 1; i >= 0; --i) {
    const pa::Event& e = v.events[i];
    if (e.text.rfind("launches", 0) == 0) break;
    if (e.text.rfind("takes the first turn", 0) == 0) break;
    if (notable(e.text)) parts.push_back(spoken(s, e));
  }
  std::reverse(parts.begin(), parts.end());
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "  \xC2\xB7  ") + p;
  return out;
}

// ---- refusals ------------------------------------------------------------------------------------

std::string not_now(const Session& s, const pa::View& v, bool my_turn) {
  if (v.over) return "The game is over.";
  if (s.match.spectator) return "This is a replay: step through it with the timeline above.";
  if (!my_turn) return "Not your turn: " + seat_name(s, v.to_act) + (s.turn.thinking ? " is thinking." : " plays now.");
  switch (v.phase) {
    case Phase::kDraft: return "Draft a suit first: the buttons in the panel.";
    case Phase::kLaunchWindow: return "Play a Power Card or let the defense begin first (the buttons in the panel).";
    case Phase::kReform: return "Choose first: Reform or keep your hand (the buttons in the panel).";
    case Phase::kChoice: return "Answer the question in the panel first.";
    default: return "";
  }
}

std::string hand_refusal(const Session& s, const pa::View& v, bool my_turn, Card c) {
  std::string r = not_now(s, v, my_turn);
  if (!r.empty()) return r;
  const std::string cl = card_label(c);
  if (v.phase == Phase::kPrepare) {
    std::string now = v.type.empty() ? std::string() : " (now " + v.type;
    std::string possible;
    for (const std::string& x : v.reachable) possible += (possible.empty() ? "" : ", ") + x;
    if (!now.empty()) now += possible.empty() ? ")" : "; still possible: " + possible + ")";
    return "The " + cl + " cannot join this Assault: every card must help build an Assault that is still possible" + now + ".";
  }
  if (v.phase == Phase::kDefend)
    return "The " + cl + " defends nothing here: a defender has the same rank as an undefended Assault card, or its suit and a higher rank.";
  return "The " + cl + " cannot be played now.";
}

std::string assault_refusal(const Session& s, const pa::View& v, bool my_turn, int i) {
  std::string r = not_now(s, v, my_turn);
  if (!r.empty()) return r;
  const pa::AssaultCardView& x = v.assault[i];
  const std::string target = rank_label(x.rank) + suit_symbol(static_cast<uint8_t>(x.suit));
  if (t.sel_power >= 0) return "The " + std::string(pa::power_info(t.sel_power).name) + " cannot target the " + target + ".";
  if (v.phase == Phase::kPrepare) {
    if (t.sel_card >= 0) return "New cards go at the end of the Assault: tap the empty space after the last card.";
    return "Choose a card from your hand first; it goes at the end of the Assault.";
  }
  if (v.phase == Phase::kDefend) {
    if (t.sel_card < 0) return "Choose a card from your hand first, then tap the Assault card it defends.";
    const Card c = Card::from_id(static_cast<uint16_t>(t.sel_card));
    const std::string cl = card_label(c);
    if (x.status == "defended") return "The " + target + " is defended already.";
    if (x.status == "negated") return "The " + target + " is out of the fight (negated): it needs no defense.";
    return "The " + cl + " cannot defend the " + target + ": that needs a " + rank_label(x.rank) + ", or a " +
           suit_word(x.suit) + " card higher than " + rank_label(x.rank) + ".";
  }
  return "Nothing to do with the Assault's cards now.";
}

// "7 chips", "20 chips (team)", "knocked out".
std::string chips_text(const pa::View& v, const pa::SeatView& p) {
  if (p.out && p.chips <= 0) return "knocked out";
  return std::to_string(std::max(0, p.chips)) + (p.chips == 1 ? " chip" : " chips") + (v.seats == 4 ? " (team)" : "");
}

// ---- opponents -----------------------------------------------------------------------------------

// How the opponents' boxes are laid out: side by side in seat order (left, across, right) when they
// fit, else one under the other. A narrow box puts its cards under its text ("stacked").
struct SeatLayout {
  int per_row = 1, rows = 1;
  float w = 0, h = 0;
  bool stacked = false;
  float mw = 30;  // small card width
};

SeatLayout seat_layout(const pa::View& v, float width, bool compact) {
  SeatLayout l;
  const int opps = std::max(1, v.seats - 1);
  const float gap = 8;
  const float min_w = compact ? 300 : 250;
  l.per_row = std::max(1, std::min(opps, static_cast<int>((width + gap) / (min_w + gap))));
  l.rows = (opps + l.per_row - 1) / l.per_row;
  l.w = (width - gap * (l.per_row - 1)) / l.per_row;
  l.stacked = !compact && l.w < 420;
  const float ss = text_size(ui::fonts().small), bs = text_size(ui::fonts().body);
  bool powers = false;
  for (int k = 1; k < v.seats; ++k) powers = powers || !v.players[(v.seat + k) % v.seats].face_up.empty();
  const float text_h = compact ? ss * 1.2f * 3 + 6 + (powers ? ss * 1.2f : 0)
                               : bs * 1.2f + ss * 1.25f * 3 + 12 + (powers ? ss * 1.3f : 0);
  if (l.stacked) {
    // Cards under the text: hand fan, deck and discard in the box's width.
    l.mw = std::floor(std::clamp((l.w - 24) / 4.8f, 24.0f, 44.0f));
    l.h = std::round(text_h + l.mw * ui::kCardAspect + 6);
  } else {
    l.h = std::round(std::max(text_h, compact ? 0.0f : 96.0f));
    // Cards at the right, at most half the box wide.
    l.mw = std::floor(std::clamp(std::min((l.h - 8) / ui::kCardAspect, (l.w * 0.5f - 12) / 4.2f), 16.0f, 64.0f));
  }
  return l;
}

float opponents_height(const SeatLayout& l) { return l.rows * l.h + (l.rows - 1) * 8; }

// One seat's box: name and faction, chips, hand as backs, secrets, deck, discard (top face up),
// face-up Power Cards.
void draw_seat_box(const Session& s, const pa::View& v, int seat, ImVec2 a, const SeatLayout& l, bool compact) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const pa::SeatView& p = v.players[seat];
  const bool acting = v.to_act == seat && !v.over;
  ImFont* fs = ui::fonts().small;
  ImFont* fb = ui::fonts().body;
  const float ss = text_size(fs), bs = compact ? ss : text_size(fb);
  const float w = l.w, h = l.h;
  const ImVec2 b(a.x + w, a.y + h);
  dl->AddRectFilled(a, b, IM_COL32(0, 0, 0, 60), 8);
  dl->AddRect(a, b, acting ? ui::colors::kGold : IM_COL32(255, 255, 255, 50), 8, 0, acting ? 2.5f : 1.0f);
  dl->AddRectFilled(ImVec2(a.x, a.y + 6), ImVec2(a.x + 5, b.y - 6), seat_colour(seat), 2);
  const float pad = compact ? 6 : 8;
  float x = a.x + pad + 4, y = a.y + pad * 0.6f;
  const float mw = l.mw, mh = mw * ui::kCardAspect;
  const float fan = mw * 0.28f;
  const int shown = std::min(p.hand_size, 5);
  const float strip = mw * 3 + fan * std::max(0, shown - 1) + 12;
  // The cards: hand backs fanned with the count, deck, discard with its top card.
  const float cx0 = l.stacked ? x : b.x - pad - strip;
  const float cy = l.stacked ? b.y - pad * 0.5f - mh : a.y + (h - mh) * 0.5f;
  const float pill = std::max(9.0f, std::min(ss * 0.75f, mw * 0.32f));
  auto count = [&](float cx, int n, const std::string& suffix) {
    pill_at(dl, ImVec2(cx, cy + mh - pill * 1.2f), pill, IM_COL32(20, 20, 20, 230), IM_COL32(255, 255, 255, 255), std::to_string(n) + suffix);
  };
  const float hand_x = cx0;
  for (int k = 0; k < shown; ++k) draw_back(dl, ImVec2(hand_x + k * fan, cy), mw);
  if (p.hand_size == 0) ui::draw_card_slot(dl, ImVec2(hand_x, cy), mw, false, nullptr);
  count(hand_x, p.hand_size, mw >= 40 ? " in hand" : "");
  t.seat_pos[seat] = ImVec2(hand_x, cy);
  const float deck_x = hand_x + mw + fan * std::max(0, shown - 1) + 8;
  if (p.deck_size > 0) draw_back(dl, ImVec2(deck_x, cy), mw);
  else ui::draw_card_slot(dl, ImVec2(deck_x, cy), mw, false, nullptr);
  count(deck_x + mw * 0.3f, p.deck_size, "");
  if (mw >= 30) pill_at(dl, ImVec2(deck_x + 2, cy + 2), pill, IM_COL32(20, 20, 20, 200), ui::colors::kMuted, "deck");
  const float disc_x = deck_x + mw + 4;
  if (p.has_discard_top) ui::draw_card(dl, ImVec2(disc_x, cy), mw, p.discard_top, colour_flag());
  else ui::draw_card_slot(dl, ImVec2(disc_x, cy), mw, false, nullptr);
  count(disc_x + mw * 0.3f, p.discard_size, "");
  // Text: name, faction, chips, secrets, powers in play.
  const float text_w = l.stacked ? w - pad * 2 - 4 : std::max(20.0f, cx0 - x - 6);
  std::string name = seat_name(s, seat);
  if (v.seats == 4 && seat % 2 == v.seat % 2 && seat != v.seat) name += " (partner)";
  std::string tag;
  if (p.out) tag = "OUT";
  else if (seat == v.attacker && !v.assault.empty()) tag = "attacks";
  else if (seat == v.defender) tag = "defends";
  else if (acting) tag = "to act";
  text_left(dl, compact ? fs : fb, bs, ImVec2(x, y), acting ? ui::colors::kGold : ui::colors::kText,
            name + (tag.empty() ? "" : " \xE2\x80\x94 " + tag), text_w);
  y += bs * 1.2f;
  std::string faction = pa::faction_name(p.faction);
  if (p.second_faction >= 0) faction += " + " + std::string(pa::faction_name(p.second_faction));
  if (!compact) {
    text_left(dl, fs, ss, ImVec2(x, y), ui::colors::kMuted, faction, text_w);
    y += ss * 1.25f;
  }
  const float chip_r = std::round(ss * (compact ? 0.55f : 0.65f));
  ui::draw_chip(dl, ImVec2(x + chip_r, y + chip_r), chip_r, std::max(0, p.chips));
  std::string chips = chips_text(v, p);
  text_left(dl, fs, ss, ImVec2(x + chip_r * 2 + 5, y + chip_r - ss * 0.55f), ui::colors::kText, chips, text_w - chip_r * 2 - 5);
  y += std::max(chip_r * 2, ss) + 3;
  std::string line = std::to_string(p.secrets) + (p.secrets == 1 ? " secret Power Card" : " secret Power Cards");
  if (compact) line = std::to_string(p.secrets) + " secret  \xC2\xB7  " + faction;
  if (p.afterburner) line += ", Afterburner on a hand card";
  if (p.reserve > 0) line += ", " + std::to_string(p.reserve) + " aside";
  text_left(dl, fs, ss, ImVec2(x, y), ui::colors::kMuted, line, text_w);
  y += ss * 1.25f;
  if (!p.face_up.empty()) {
    std::string names;
    for (int id : p.face_up) names += (names.empty() ? "" : ", ") + std::string(pa::power_info(id).name);
    if (compact) {
      text_left(dl, fs, ss, ImVec2(x, y), IM_COL32(255, 220, 150, 255), "In play: " + names, text_w);
    } else {
      float px = x;
      for (int id : p.face_up) {
        const std::string n = pa::power_info(id).name;
        const float pw = ui::fonts().body->CalcTextSizeA(ss * 0.85f, 1e9f, 0, n.c_str()).x + ss * 0.6f;
        if (px + pw > x + text_w && px > x) break;
        pill_at(dl, ImVec2(px, y), ss * 0.85f, IM_COL32(60, 52, 100, 255), IM_COL32(255, 235, 190, 255), n);
        px += pw + 4;
      }
    }
  }
}

void draw_opponents(const Session& s, const pa::View& v, float width, bool compact) {
  const SeatLayout l = seat_layout(v, width, compact);
  const float gap = 8;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  for (int k = 1; k < v.seats; ++k) {
    const int i = k - 1, col = i % l.per_row, row = i / l.per_row;
    draw_seat_box(s, v, (v.seat + k) % v.seats, ImVec2(p.x + col * (l.w + gap), p.y + row * (l.h + gap)), l, compact);
  }
  ImGui::Dummy(ImVec2(width, opponents_height(l)));
}

// ---- the Assault ---------------------------------------------------------------------------------

std::string assault_heading(const Session& s, const pa::View& v) {
  if (v.phase == Phase::kDraft) return "Cross-faction draft: each player takes one suit of each faction in turn.";
  if (v.over) return "The game is over.";
  const int att = v.attacker;
  if (v.assault.empty()) {
    if (v.phase == Phase::kPrepare && att >= 0)
      return seat_name(s, att) == "You" ? "Your Assault: play a card into it." : seat_name(s, att) + " prepares an Assault.";
    return "No Assault on the table.";
  }
  std::string h = whose(s, att) + " Assault";
  if (v.launched) {
    h += ": " + (v.type.empty() ? std::string("launched") : v.type);
    if (v.defender >= 0) h += "  \xE2\x80\x94 " + seat_name(s, v.defender) + " " + verb(s, v.defender, "defend");
    return h;
  }
  h += ": " + (v.type.empty() ? std::string("no poker hand yet") : v.type + " so far");
  std::vector<std::string> rest;
  for (const std::string& x : v.reachable)
    if (x != v.type) rest.push_back(x);
  if (!rest.empty()) {
    h += "  \xE2\x80\x94 still possible: ";
    for (size_t i = 0; i < rest.size(); ++i) h += (i ? ", " : "") + rest[i];
  }
  return h;
}

struct AssaultGeometry {
  float cw = 60, ch = 84;
  float gap = 8;
  float def_off = 0;  // how far below its target a defending card is drawn
  float label = 16;   // status line below each stack
  float height() const { return ch + def_off + label + 6; }
};

AssaultGeometry assault_geometry(const pa::View& v, float width, float height_budget, float overlap) {
  AssaultGeometry g;
  const int slots = static_cast<int>(v.assault.size()) + 1;
  g.label = std::round(text_size(ui::fonts().small) * 1.15f);
  const float by_w = (width - 8) / (slots + (slots - 1) * 0.12f);
  const float by_h = (height_budget - g.label - 6) / (ui::kCardAspect * (1 + overlap));
  g.cw = std::floor(std::clamp(std::min(by_w, by_h), 30.0f, 116.0f));
  g.ch = g.cw * ui::kCardAspect;
  g.gap = std::round(g.cw * 0.12f);
  g.def_off = std::round(g.ch * overlap);
  return g;
}

void draw_assault(Session& s, const pa::View& v, const Moves& m, bool my_turn, double now, const AssaultGeometry& g) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs);
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const float top = p0.y + std::round(g.cw * 0.08f);
  const int n = static_cast<int>(v.assault.size());
  std::vector<Action> sel_actions;
  if (my_turn && t.sel_card >= 0) sel_actions = m.of_card(t.sel_card);
  if (my_turn && t.sel_power >= 0) sel_actions = m.of_power(t.sel_power);
  const Decoded mark = t.mark == kNoAction ? Decoded{} : decode(t.mark);
  for (int i = 0; i < n; ++i) {
    const pa::AssaultCardView& x = v.assault[i];
    const ImVec2 a(p0.x + i * (g.cw + g.gap), top);
    const ImVec2 spawn = t.seat_pos[std::clamp(v.attacker, 0, pa::kMaxSeats - 1)];
    draw_card_moving(dl, a, g.cw, x.card, colour_flag(), t.spawn_ok ? &spawn : nullptr);
    const ImVec2 b(a.x + g.cw, a.y + g.ch);
    // Changed card: a badge with the new rank / suit.
    if (x.modified || x.rank == 1) {
      std::string badge;
      if (x.rank == 1) badge = "low A";
      else {
        if (x.rank != x.card.rank) badge += rank_label(x.rank);
        if (x.suit != x.card.suit) badge += suit_symbol(static_cast<uint8_t>(x.suit));
        badge = badge.empty() ? "changed" : "as " + badge;
      }
      const float bsz = std::clamp(g.cw * 0.2f, 10.0f, 15.0f);
      const float bw = ui::fonts().body->CalcTextSizeA(bsz, 1e9f, 0, badge.c_str()).x + bsz * 0.6f;
      pill_at(dl, ImVec2(b.x - bw + 4, a.y - bsz * 0.5f), bsz, IM_COL32(255, 236, 150, 255), IM_COL32(30, 20, 0, 255), badge);
    }
    // The defending card overlaps the lower half of its target.
    if (x.has_defender) {
      const ImVec2 da(a.x + g.cw * 0.1f, a.y + g.def_off);
      const ImVec2 spawn_d = t.seat_pos[std::clamp(x.defender_seat, 0, pa::kMaxSeats - 1)];
      draw_card_moving(dl, da, g.cw * 0.9f, x.defender, colour_flag(), t.spawn_ok ? &spawn_d : nullptr);
    }
    if (x.status == "negated") {
      dl->AddRectFilled(a, b, IM_COL32(20, 30, 25, 140), g.cw * 0.08f);
      dl->AddLine(ImVec2(a.x + 4, b.y - 4), ImVec2(b.x - 4, a.y + 4), IM_COL32(230, 230, 230, 230), 3);
    }
    // Status in words (wide cards) or an icon, below the stack.
    const float ly = a.y + g.ch + g.def_off * (x.has_defender ? 1.0f : 0.0f) + 3;
    const bool words = fs->CalcTextSizeA(std::min(ss, g.cw * 0.24f), 1e9f, 0, "\xE2\x9C\x97 Undefended").x <= g.cw + g.gap;
    std::string status, icon;
    ImU32 col;
    if (x.status == "defended") status = "Defended", icon = "\xE2\x9C\x93", col = IM_COL32(130, 230, 140, 255);
    else if (x.status == "negated") status = "Negated", icon = "\xE2\x80\x93", col = IM_COL32(200, 200, 200, 255);
    else status = "Undefended", icon = "\xE2\x9C\x97", col = IM_COL32(255, 150, 120, 255);
    const std::string st = words ? icon + " " + status : icon;
    if (v.launched) text_at(dl, fs, std::min(ss, g.cw * 0.24f), ImVec2(a.x + g.cw * 0.5f, (x.has_defender ? ly : a.y + g.ch + 3) + ss * 0.5f), col, st);
    // The ability, small, on the card's top edge under the index (it stays visible above a defender).
    const float asz = std::clamp(g.cw * 0.15f, 9.0f, 12.0f);
    if (x.ability && a.y + g.def_off - asz * 1.5f >= a.y + g.cw * 0.6f) {
      const std::string ab = pa::ability_info(static_cast<pa::Ability>(x.ability)).name;
      dl->PushClipRect(a, b, true);
      const ImVec2 tsz = fs->CalcTextSizeA(asz, 1e9f, 0, ab.c_str());
      const float ty = a.y + g.def_off - asz * 1.5f;
      dl->AddRectFilled(ImVec2(a.x + 1, ty - 1), ImVec2(b.x - 1, ty + asz * 1.3f), IM_COL32(40, 30, 70, 220));
      dl->AddText(fs, asz, ImVec2(std::round(a.x + std::max(2.0f, (g.cw - tsz.x) * 0.5f)), std::round(ty)), IM_COL32(255, 235, 190, 255),
                  ab.c_str());
      dl->PopClipRect();
    }
    // Clicks: a defense (or a Power Card's target) for the selected piece.
    Action act = kNoAction, act_nw = kNoAction;
    for (Action sa : sel_actions) {
      const Decoded d = decode(sa);
      if (d.type == Decoded::kDefend && d.target == i) (d.night_wings ? act_nw : act) = sa;
      if (d.type == Decoded::kPower && d.arg == i) act = sa;
    }
    if (act == kNoAction && act_nw != kNoAction) std::swap(act, act_nw);
    const std::string id = "pa/assault/" + std::to_string(i);
    const ImVec2 hit_b(b.x, b.y + (x.has_defender ? g.def_off : 0));
    if (act != kNoAction) {
      draw_target(dl, a, hit_b);
      t.targets.push_back(id);
    }
    const bool marked = t.mark != kNoAction && ((mark.type == Decoded::kDefend && mark.target == i && mark.card.id() == t.sel_card) ||
                                                (mark.type == Decoded::kPower && mark.arg == i && mark.power == t.sel_power));
    if (marked) draw_mark(dl, a, hit_b);
    if (t.refused == i && now < t.refused_until) {
      const ImVec2 c((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
      const float r = g.cw * 0.4f;
      dl->AddCircleFilled(c, r, IM_COL32(30, 10, 10, 200));
      text_at(dl, ui::fonts().card, r * 1.5f, c, IM_COL32(255, 120, 100, 255), "\xE2\x9C\x97");
    }
    ImGui::SetCursorScreenPos(a);
    const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(g.cw, hit_b.y - a.y));
    hook::record_last_item(id);
    if (clicked) {
      if (act != kNoAction) {
        session_submit(s, act, now);
      } else {
        set_message(s, now, assault_refusal(s, v, my_turn, i));
        t.refused = i;
        t.refused_until = now + 1.2;
      }
    }
    // Night Wings: the same defense taking the target's suit, as a second target below.
    if (act_nw != kNoAction) {
      const std::string nid = id + "/nw";
      ImGui::SetCursorScreenPos(ImVec2(a.x, ly + ss * 1.1f));
      ImGui::PushFont(fs);
      ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2, 2));
      if (ui::button(nid, "Night Wings", ImVec2(g.cw, 0))) session_submit(s, act_nw, now);
      ImGui::PopStyleVar();
      ImGui::PopFont();
      if (item_on_screen()) t.targets.push_back(nid);
    }
  }
  // The empty space after the last card: where a played card goes.
  if (v.phase == Phase::kPrepare || (v.assault.empty() && !v.over)) {
    const ImVec2 a(p0.x + n * (g.cw + g.gap), top);
    Action act = kNoAction;
    for (Action sa : sel_actions) {
      const Decoded d = decode(sa);
      if (d.type == Decoded::kPlay && d.mod == 0) act = sa;
    }
    ui::draw_card_slot(dl, a, g.cw, act != kNoAction, n == 0 ? "Assault" : "next");
    const ImVec2 b(a.x + g.cw, a.y + g.ch);
    if (act != kNoAction) {
      draw_target(dl, a, b);
      t.targets.push_back("pa/assault/next");
      if (t.mark == act) draw_mark(dl, a, b);
    }
    ImGui::SetCursorScreenPos(a);
    const bool clicked = ImGui::InvisibleButton("pa/assault/next", ImVec2(g.cw, g.ch));
    hook::record_last_item("pa/assault/next");
    if (clicked) {
      if (act != kNoAction) {
        session_submit(s, act, now);
      } else {
        std::string r = not_now(s, v, my_turn);
        if (r.empty() && v.phase == Phase::kPrepare)
          r = t.sel_card >= 0 ? "The selected card only goes in changed: choose how with the buttons." : "Choose a card from your hand first.";
        if (r.empty()) r = "Nothing can be played into the Assault now.";
        set_message(s, now, r);
      }
    }
  }
  ImGui::SetCursorScreenPos(p0);
  ImGui::Dummy(ImVec2(1, g.height()));
}

// ---- the panel: what to do, move buttons ---------------------------------------------------------

std::string status_line(const Session& s, const pa::View& v, bool my_turn, double now) {
  if (v.over) return "The game is over.";
  if (s.match.spectator || !my_turn) return others_turn_status(s, v.to_act, now);
  const std::string sel = t.sel_card >= 0 ? card_label(Card::from_id(static_cast<uint16_t>(t.sel_card))) : "";
  switch (v.phase) {
    case Phase::kDraft: return "Your pick: take one suit of a faction.";
    case Phase::kPrepare:
      if (t.sel_power >= 0) return std::string("Play ") + pa::power_info(t.sel_power).name + ": tap its target.";
      if (!sel.empty()) return "Play the " + sel + ": tap the highlighted space in the Assault.";
      if (v.assault.empty()) return "Your turn: choose a card to start your Assault.";
      return "Add a card, launch your Assault or stop.";
    case Phase::kLaunchWindow: return "Play a Power Card now, or let the defense begin.";
    case Phase::kDefend:
      if (t.sel_power >= 0) return std::string("Play ") + pa::power_info(t.sel_power).name + ": tap its target.";
      if (!sel.empty()) return "Defend with the " + sel + ": tap a highlighted Assault card.";
      return "Defend: choose a card, then the Assault card it defends; or stop.";
    case Phase::kReform: return "You took damage without defending: Reform (new hand) or keep your hand.";
    case Phase::kChoice: return "Choose:";
    case Phase::kGameOver: return "The game is over.";
  }
  return "";
}

void move_button(Session& s, double now, const std::string& id, const std::string& label, Action a, float width = 0) {
  if (ui::button(id, label.c_str(), ImVec2(width, 0))) session_submit(s, a, now);
  if (item_on_screen()) t.buttons.push_back(id);
  if (t.mark == a) draw_mark(ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

// Continues the current line if an item `width` wide still fits.
void same_line_if_fits(float width) {
  const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}
float button_width(const std::string& label) { return ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2; }

void draw_moves(Session& s, const pa::View& v, const Moves& m, bool my_turn, double now) {
  if (!my_turn) return;
  bool first = true;
  auto button = [&](const std::string& id, const std::string& label, Action a) {
    if (!first) same_line_if_fits(button_width(label));
    first = false;
    move_button(s, now, id, label, a);
  };
  // The selected hand card's changed plays (Mist Form suit, Shapeshifter rank): targets too.
  if (t.sel_card >= 0 && v.phase == Phase::kPrepare) {
    const Card c = Card::from_id(static_cast<uint16_t>(t.sel_card));
    std::vector<Action> mods;
    for (Action a : m.of_card(t.sel_card))
      if (decode(a).mod != 0) mods.push_back(a);
    if (!mods.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
      ImGui::TextWrapped("Or play the %s changed:", card_label(c).c_str());
      ImGui::PopStyleColor();
      bool f = true;
      for (Action a : mods) {
        const int mod = decode(a).mod;
        const std::string code = mod <= 4 ? std::string(1, suit_char(static_cast<uint8_t>(mod - 1))) : std::string(1, rank_char(static_cast<uint8_t>(mod - 5 + 2)));
        const std::string label = mod <= 4 ? std::string("as ") + suit_symbol(static_cast<uint8_t>(mod - 1)) : "as " + rank_label(mod - 5 + 2);
        const std::string id = "pa/play/" + to_string(c) + "/" + code;
        if (!f) same_line_if_fits(button_width(label));
        f = false;
        if (ui::button(id, label.c_str())) session_submit(s, a, now);
        if (item_on_screen()) t.targets.push_back(id);
        if (t.mark == a) draw_mark(ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      }
    }
  }
  // A selected Power Card that may also be played without a target.
  if (t.sel_power >= 0) {
    for (Action a : m.of_power(t.sel_power))
      if (decode(a).arg == pa::kNoArg) {
        const std::string id = "pa/secret/" + std::to_string(t.sel_power) + "/play";
        if (ui::button(id, (std::string("Play ") + pa::power_info(t.sel_power).name + " (no target)").c_str())) session_submit(s, a, now);
        if (item_on_screen()) t.targets.push_back(id);
      }
  }
  if (v.phase == Phase::kChoice && !v.peek.empty()) {
    ImGui::TextUnformatted("You look at:");
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float w = 44;
    for (size_t i = 0; i < v.peek.size(); ++i) ui::draw_card(dl, ImVec2(p.x + i * (w + 6), p.y), w, v.peek[i], colour_flag());
    ImGui::Dummy(ImVec2(v.peek.size() * (w + 6), w * ui::kCardAspect + 4));
  }
  for (Action a : m.legal) {
    const Decoded d = decode(a);
    switch (d.type) {
      case Decoded::kLaunch: button("pa/launch", "Launch " + (v.type.empty() ? std::string("the Assault") : v.type), a); break;
      case Decoded::kStop: button("pa/stop", v.assault.empty() ? "Stop (no card can be played)" : "Stop (discard the Assault)", a); break;
      case Decoded::kPass:
        button("pa/pass", v.phase == Phase::kLaunchWindow ? "Let the defense begin" : v.seats == 3 ? "Pass" : "Done defending", a);
        break;
      case Decoded::kReform: button("pa/reform", "Reform (new hand)", a); break;
      case Decoded::kKeep: button("pa/keep", "Keep my hand", a); break;
      case Decoded::kChoose: {
        const std::string label = d.choice < static_cast<int>(v.choice.size()) ? pretty_option(v.choice[d.choice].substr(v.choice[d.choice].rfind("choose ", 0) == 0 ? 7 : 0))
                                                                          : "Option " + std::to_string(d.choice + 1);
        button("pa/choose/" + std::to_string(d.choice), label, a);
        break;
      }
      case Decoded::kDraft: {
        const int f = d.choice / 4, su = d.choice % 4;
        button(std::string("pa/take/") + pa::faction_id(f) + "/" + suit_word(su),
               std::string("Take ") + suit_symbol(static_cast<uint8_t>(su)) + " " + pa::faction_name(f), a);
        break;
      }
      default: break;
    }
  }
}

void draw_draft(const Session& s, const pa::View& v) {
  if (v.phase != Phase::kDraft || v.draft.size() < 16) return;
  ImGui::PushFont(ui::fonts().small);
  for (int f = 0; f < pa::kNumFactions; ++f) {
    std::string line = std::string(pa::faction_name(f)) + ":";
    for (int su = 0; su < 4; ++su) {
      const int seat = v.draft[f * 4 + su];
      line += std::string("  ") + suit_symbol(static_cast<uint8_t>(su)) + " " + (seat < 0 ? "free" : who(s, seat));
    }
    ImGui::TextWrapped("%s", line.c_str());
  }
  ImGui::PopFont();
}

// ---- the viewer's hand, secrets and own pile ----------------------------------------------------

struct HandGeometry {
  float cw = 60, ch = 84, gap = 8, tile_w = 90;
  float height() const { return ch + cw * 0.14f + 2; }
};

HandGeometry hand_geometry(const pa::View& v, float width, float height_budget) {
  HandGeometry g;
  const int cards = std::max(5, static_cast<int>(v.hand.size()));
  const int tiles = static_cast<int>(v.secrets.size());
  // Cards, then tiles 1.5 cards wide.
  const float units = cards + tiles * 1.5f + (cards + tiles) * 0.1f;
  const float by_w = (width - 6) / units;
  const float by_h = (height_budget - 2) / (ui::kCardAspect + 0.14f);
  g.cw = std::floor(std::clamp(std::min(by_w, by_h), 34.0f, 96.0f));
  g.ch = g.cw * ui::kCardAspect;
  g.gap = std::round(g.cw * 0.1f);
  g.tile_w = std::round(g.cw * 1.5f);
  return g;
}

void draw_hand(Session& s, const pa::View& v, const Moves& m, bool my_turn, double now, const HandGeometry& g) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 p0 = p;
  p.y += std::round(g.cw * 0.12f);  // room for a lifted selected card
  const bool any_move = my_turn && !m.legal.empty();
  const ImVec2 spawn = t.seat_pos[std::clamp(v.seat, 0, pa::kMaxSeats - 1)];
  for (size_t i = 0; i < v.hand.size(); ++i) {
    const Card c = v.hand[i];
    const bool usable = my_turn && !m.of_card(c.id()).empty();
    const bool selected = usable && t.sel_card == c.id();
    unsigned flags = colour_flag();
    if (usable) flags |= selected ? ui::kCardSelected : ui::kCardHighlight;
    else if (any_move) flags |= ui::kCardDisabled;
    const std::string id = hand_id(v.hand, c);
    const ImVec2 at(p.x + i * (g.cw + g.gap), p.y);
    ImGui::SetCursorScreenPos(ImVec2(at.x, p0.y));
    const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(g.cw, g.ch + (at.y - p0.y)));
    hook::record_last_item(id);
    if (item_on_screen()) t.hand_ids.push_back(id);
    if (usable && item_on_screen()) t.playable.push_back(id);
    draw_card_moving(dl, at, g.cw, c, flags, t.spawn_ok ? &spawn : nullptr);
    if (v.has_boosted && v.boosted == c)
      pill_at(dl, ImVec2(at.x + g.cw * 0.3f, at.y - 6), std::clamp(g.cw * 0.18f, 10.0f, 13.0f), IM_COL32(255, 236, 150, 255),
              IM_COL32(30, 20, 0, 255), "Ace");
    if (clicked) {
      if (usable) {
        t.sel_card = selected ? -1 : c.id();
        t.sel_power = -1;
      } else {
        set_message(s, now, hand_refusal(s, v, my_turn, c));
      }
    }
  }
  if (v.hand.empty()) {
    ImGui::SetCursorScreenPos(p);
    ImGui::TextDisabled("Your hand is empty.");
  }
  // Own secrets: face-down Power Cards, labelled; the ones that can be played now are lit.
  float x = p.x + std::max<size_t>(v.hand.size(), 1) * (g.cw + g.gap) + g.gap;
  for (int id : v.secrets) {
    const std::vector<Action> acts = my_turn ? m.of_power(id) : std::vector<Action>{};
    const bool one_click = acts.size() == 1 && decode(acts[0]).arg == pa::kNoArg;
    const bool selected = !acts.empty() && !one_click && t.sel_power == id;
    unsigned flags = acts.empty() ? (any_move ? ui::kCardDisabled : 0u) : selected ? ui::kCardSelected : ui::kCardHighlight;
    const ImVec2 a(x, p.y), b(x + g.tile_w, p.y + g.ch);
    draw_power_tile(dl, a, b, pa::power_info(id).name, power_detail(id), true, flags, pa::power_info(id).text);
    const std::string wid = "pa/secret/" + std::to_string(id);
    ImGui::SetCursorScreenPos(a);
    const bool clicked = ImGui::InvisibleButton(wid.c_str(), ImVec2(g.tile_w, g.ch));
    hook::record_last_item(wid);
    if (!acts.empty() && item_on_screen()) (one_click ? t.buttons : t.playable).push_back(wid);
    if (one_click && t.mark == acts[0]) draw_mark(dl, a, b);
    if (clicked) {
      if (one_click) {
        session_submit(s, acts[0], now);
      } else if (!acts.empty()) {
        t.sel_power = selected ? -1 : id;
        t.sel_card = -1;
      } else {
        std::string r = not_now(s, v, my_turn);
        const pa::PowerInfo& pi = pa::power_info(id);
        if (r.empty())
          r = std::string(pi.name) + " is played " +
              (pi.kind == pa::PowerKind::kSecretA ? "by the attacker while preparing (after a first card) or before the defense"
                                                  : "by a defender during the defense") +
              (pi.implemented ? "." : "; it has no effect yet.");
        set_message(s, now, r);
      }
    }
    x += g.tile_w + g.gap;
  }
  ImGui::SetCursorScreenPos(p0);
  ImGui::Dummy(ImVec2(1, g.height()));
}

// The viewer's own pile and chips in one line.
std::string own_line(const Session& s, const pa::View& v) {
  const pa::SeatView& p = v.players[v.seat];
  std::string faction = pa::faction_name(p.faction);
  if (p.second_faction >= 0) faction += " + " + std::string(pa::faction_name(p.second_faction));
  std::string line = (human_seat(s) >= 0 ? std::string("You") : seat_name(s, v.seat)) + "  \xC2\xB7  " + faction + "  \xC2\xB7  " +
                     chips_text(v, p) +
                     "  \xC2\xB7  deck " + std::to_string(p.deck_size) + "  \xC2\xB7  discard " + std::to_string(p.discard_size);
  if (p.has_discard_top) line += " (top " + to_label(p.discard_top) + ")";
  if (!p.face_up.empty()) {
    line += "  \xC2\xB7  in play:";
    for (size_t i = 0; i < p.face_up.size(); ++i) line += std::string(i ? ", " : " ") + pa::power_info(p.face_up[i]).name;
  }
  if (p.out) line += "  \xC2\xB7  OUT";
  return line;
}

// ---- result --------------------------------------------------------------------------------------

std::string result_title(const Session& s, const pa::View& v) {
  if (v.winner < 0) return "A draw";
  if (v.seats == 4) {
    const int me = human_seat(s);
    if (me >= 0) return me % 2 == v.winner % 2 ? "Your team wins!" : "Your team loses";
    return "Team " + std::to_string(v.winner % 2 + 1) + " wins";
  }
  const std::string w = seat_name(s, v.winner);
  return w == "You" ? "You win!" : w + " wins";
}

std::string result_reason(const Session& s, const pa::View& v) {
  for (auto it = v.events.rbegin(); it != v.events.rend(); ++it) {
    if (it->text.find("Assault limit") != std::string::npos) return "The Assault limit (120) is reached: the most chips wins.";
    if (it->text.find("knocked out") != std::string::npos) return spoken(s, *it) + ".";
  }
  return "";
}

void draw_result(Session& s, const pa::View& v) {
  begin_result("##pa-result", result_title(s, v));
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kText);
  const std::string reason = result_reason(s, v);
  if (!reason.empty()) ImGui::TextWrapped("%s", reason.c_str());
  for (int seat = 0; seat < v.seats; ++seat) {
    if (v.seats == 4 && seat >= 2) break;
    const pa::SeatView& p = v.players[seat];
    std::string line = v.seats == 4 ? "Team " + std::to_string(seat + 1) + " (" + seat_name(s, seat) + ", " + seat_name(s, seat + 2) + ")"
                                    : seat_name(s, seat) + " (" + pa::faction_name(p.faction) + ")";
    line += ": " + (p.out && p.chips <= 0 ? std::string("knocked out") : std::to_string(p.chips) + (p.chips == 1 ? " chip" : " chips"));
    ImGui::TextWrapped("%s", line.c_str());
  }
  ImGui::Text("%d Assaults", v.assaults);
  ImGui::PopStyleColor();
  end_result("pa");
}

// ---- the whole table -----------------------------------------------------------------------------

void draw_log_panel(const Session& s, const pa::View& v, float height) {
  std::vector<LogLine> lines;
  lines.reserve(v.events.size());
  for (const pa::Event& e : v.events) lines.push_back({e.seat, e.text});
  draw_log(s, lines, height);
}

void draw_banner(const pa::View& v, double now, float width) {
  if (t.banner.empty()) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* f = ui::fonts().body;
  const float size = text_size(f);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float wrap = width - 20;
  const ImVec2 sz = f->CalcTextSizeA(size, 1e9f, wrap, t.banner.c_str());
  const float fresh = static_cast<float>(std::clamp(1.0 - (now - t.banner_since) / 1.5, 0.0, 1.0));
  const float glow = app().reduced_motion ? 0.0f : fresh;
  const ImVec2 b(p.x + width, p.y + sz.y + 10);
  dl->AddRectFilled(p, b, IM_COL32(90, 20, 20, static_cast<int>(200 + 55 * glow)), 6);
  dl->AddRect(p, b, IM_COL32(255, 200, 90, static_cast<int>(160 + 95 * glow)), 6, 0, 1.5f + 2 * glow);
  dl->AddText(f, size, ImVec2(p.x + 10, p.y + 5), IM_COL32(255, 240, 210, 255), t.banner.c_str(), nullptr, wrap);
  ImGui::Dummy(ImVec2(width, sz.y + 10));
  (void)v;
}

void draw(Session& s, double now) {
  const State& st = *s.match.state;
  const bool same_game = t.seen_state == &st;
  if (!same_game || t.seen_history != st.history().size()) {
    t.seen_history = st.history().size();
    t.sel_card = t.sel_power = -1;
  }
  t.spawn_ok = same_game;
  t.seen_state = &st;
  t.playable.clear();
  t.targets.clear();
  t.buttons.clear();
  t.hand_ids.clear();
  const pa::View v = pa::view(st, s.match.viewer);
  const bool my_turn = is_human_turn(s) && st.current_player() == s.match.viewer;
  Moves m;
  if (my_turn) m.legal = st.legal_actions();
  // The move in keyboard focus, else the hint: its card or Power Card is selected, its place marked.
  t.mark = kNoAction;
  t.mark_keys = false;
  if (my_turn && s.focus.active) {
    t.mark = s.focus.action;
    t.mark_keys = true;
  } else if (my_turn && s.hint.ready) {
    t.mark = s.hint.action;
  }
  if (t.mark != kNoAction) {
    const Decoded d = decode(t.mark);
    if ((d.type == Decoded::kPlay || d.type == Decoded::kDefend) && (t.mark_keys || (t.sel_card < 0 && t.sel_power < 0))) {
      t.sel_card = d.card.id();
      t.sel_power = -1;
    }
    if (d.type == Decoded::kPower && (t.mark_keys || (t.sel_card < 0 && t.sel_power < 0))) {
      const auto acts = m.of_power(d.power);
      if (!(acts.size() == 1 && decode(acts[0]).arg == pa::kNoArg)) {
        t.sel_power = d.power;
        t.sel_card = -1;
      }
    }
  }
  if (t.sel_card >= 0 && m.of_card(t.sel_card).empty()) t.sel_card = -1;
  if (t.sel_power >= 0 && m.of_power(t.sel_power).empty()) t.sel_power = -1;
  // The banner: flashes when it changes.
  const std::string banner = banner_text(s, v);
  if (banner != t.banner) {
    t.banner = banner;
    t.banner_since = same_game ? now : now - 10;
  }

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const bool portrait = avail.y > avail.x * 1.05f;
  const bool compact = avail.x < 980 || avail.y < 620;
  const float panel_w = portrait ? avail.x : std::clamp(avail.x * 0.3f, 220.0f, 380.0f);
  const float main_w = portrait ? avail.x : avail.x - panel_w - spacing;
  t.status = status_line(s, v, my_turn, now);
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs), line_h = ImGui::GetTextLineHeightWithSpacing();

  // Phones in portrait: everything in one column with the moves between the Assault and the hand,
  // and the log below; wider screens: the table on the left, the panel with the moves and the log on
  // the right.
  if (compact) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8, 5));
  const float item_sp = ImGui::GetStyle().ItemSpacing.y;
  (void)line_h;
  const float opp_h = opponents_height(seat_layout(v, main_w, compact));
  const std::string heading = assault_heading(s, v);
  const float heading_h = ImGui::CalcTextSize(heading.c_str(), nullptr, false, main_w).y + item_sp;
  const float banner_h = t.banner.empty() ? 0
                                          : ui::fonts().body->CalcTextSizeA(text_size(ui::fonts().body), 1e9f, main_w - 20, t.banner.c_str()).y + 10 + item_sp;
  // Portrait: the panel (what to do, the moves, the log) goes under the table, as high as its
  // buttons need.
  float panel_h = 0;
  if (portrait) {
    int buttons = 0;
    for (Action a : m.legal) {
      const Decoded d = decode(a);
      buttons += d.type != Decoded::kPlay && d.type != Decoded::kDefend && d.type != Decoded::kPower;
    }
    if (t.sel_card >= 0) buttons += static_cast<int>(m.of_card(t.sel_card).size());
    const int rows = (buttons + 1) / 2 + (v.phase == Phase::kChoice && !v.peek.empty() ? 2 : 0) + (v.phase == Phase::kDraft ? 2 : 0);
    panel_h = std::clamp(line_h * 4.5f + rows * ImGui::GetFrameHeightWithSpacing() + 90, avail.y * 0.25f, avail.y * 0.5f);
  }
  const float main_h = portrait ? avail.y - panel_h - item_sp : avail.y;
  // Short screens (phones held sideways): the own pile's line goes to the panel.
  const bool short_main = main_h < 420;
  const float own_h = short_main ? 0 : ImGui::GetFontSize() * 0 + fs->CalcTextSizeA(ss, 1e9f, main_w, own_line(s, v).c_str()).y + item_sp;
  const float cards_budget = main_h - opp_h - heading_h - banner_h - own_h - item_sp * 3 - 6;
  // The hand takes what it needs (limited by the width) of a fair share; the Assault the rest.
  HandGeometry hg = hand_geometry(v, main_w, std::max(50.0f, cards_budget * 0.42f));
  AssaultGeometry ag = assault_geometry(v, main_w, std::max(60.0f, cards_budget - hg.height()), short_main ? 0.4f : 0.5f);
  ImGui::BeginChild("pa-main", ImVec2(main_w, portrait ? main_h : avail.y), false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  // Where the viewer's cards come from before the hand is drawn (its deck: bottom left).
  draw_opponents(s, v, main_w, compact);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kGold);
  ImGui::TextWrapped("%s", heading.c_str());
  ImGui::PopStyleColor();
  draw_banner(v, now, main_w);
  draw_assault(s, v, m, my_turn, now, ag);
  // Bottom of the table: the own hand and secrets, and the own pile in a line.
  const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight() - hg.height() - own_h - item_sp * 2 - 2;
  if (ImGui::GetCursorScreenPos().y < bottom) ImGui::SetCursorScreenPos(ImVec2(ImGui::GetCursorScreenPos().x, bottom));
  t.seat_pos[v.seat] = ImVec2(ImGui::GetCursorScreenPos().x, ImGui::GetCursorScreenPos().y + hg.ch);
  draw_hand(s, v, m, my_turn, now, hg);
  auto own = [&]() {
    ImGui::PushFont(fs);
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
    ImGui::TextWrapped("%s", own_line(s, v).c_str());
    ImGui::PopStyleColor();
    ImGui::PopFont();
  };
  if (!short_main) own();
  ImGui::EndChild();

  if (!portrait) ImGui::SameLine();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  ImGui::BeginChild("pa-panel", ImVec2(portrait ? avail.x : 0, 0), true);
  ImGui::PopStyleVar();
  {
    draw_status(s, t.status, my_turn, compact, now);
    draw_draft(s, v);
    draw_moves(s, v, m, my_turn, now);
    ImGui::Separator();
    if (short_main) own();
    if (!compact)
      ImGui::TextDisabled("Assault %d of at most %d  \xC2\xB7  deal %llu", v.assaults, pa::kMaxAssaults,
                          static_cast<unsigned long long>(s.match.state->seed()));
  }
  draw_log_panel(s, v, std::max(60.0f, ImGui::GetContentRegionAvail().y));
  ImGui::EndChild();
  if (compact) ImGui::PopStyleVar();
  if (v.over) draw_result(s, v);
}

std::string summary(const Session& s) {
  JsonWriter j;
  j.begin_object();
  j.key("status").value(t.status);
  j.key("message").value(s.match.message);
  j.key("selected");
  if (t.sel_card >= 0) j.value(to_string(Card::from_id(static_cast<uint16_t>(t.sel_card))));
  else if (t.sel_power >= 0) j.value(std::string("power:") + pa::power_info(t.sel_power).name);
  else j.null();
  j.key("playable").values(t.playable);
  j.key("targets").values(t.targets);
  j.key("buttons").values(t.buttons);
  j.key("hand").values(t.hand_ids);
  j.key("banner").value(t.banner);
  const pa::View v = pa::view(*s.match.state, s.match.viewer);
  j.key("heading").value(assault_heading(s, v));
  if (v.over) {
    j.key("result").begin_object();
    j.key("title").value(result_title(s, v));
    j.key("winner").value(v.winner);
    j.key("reason").value(result_reason(s, v));
    j.end_object();
  }
  j.end_object();
  return j.str();
}

}  // namespace

const TableUI& poker_assault_table() {
  static const TableUI table{"poker-assault", draw, summary};
  return table;
}

}  // namespace ff
