// Poker Assault table: the opponents across the top (faction, chips, hand as card backs, secrets,
// deck, discard with its top card, face-up Power Cards), the Assault in the middle (attack cards in
// a row, each defending card overlapping below its target, statuses, changed cards badged, the type
// so far and the types still reachable), a banner for damage, press, Reform and knock-outs, the hand
// and secret Power Cards along the bottom, and a panel with what to do, the moves and the log. Drawn
// from the frame alone (web/table/frame.h): the seat's View, the legal moves (poker_assault::decode)
// and the log; the table never decides what is legal, it only explains refusals.
#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "core/common/json.h"
#include "core/games/poker_assault/poker_assault.h"
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

namespace pa = poker_assault;
using pa::DecodedAction;
using pa::Phase;
using pa::decode;
using ui::text_left;
using ui::text_size;

using ui::button_width;
using ui::draw_card_moving;
using ui::same_line_if_fits;

// ---- the table's own (purely visual) state -------------------------------------------------------

struct TableState {
  int sel_card = -1;   // Card::id() of the selected hand card
  int sel_power = -1;  // id of the selected own Power Card
  int refused = -1;    // an Assault card (index) crossed out for a moment after a refused click
  double refused_until = 0;
  std::string banner;
  double banner_since = -10;
  // A move's several lines (a defense's outcome, a launch with its Power Cards) told one at a time
  // at the computer's pace, each in the banner in turn; the computer's next move waits for them.
  PacedLog log;
  const std::vector<Event>* told = nullptr;  // this frame's lines told so far
  ImVec2 seat_pos[pa::kMaxSeats];     // where each seat's cards come from (its box, or the own deck)
  std::vector<std::string> hand_ids;  // the hand cards on screen, for the test hook
};

// ---- moves and words -----------------------------------------------------------------------------

// The legal moves of hand card `cid` (plays or defenses) or of own Power Card `power`.
std::vector<Action> moves_of(const TableFrame& f, int cid, int power) {
  std::vector<Action> out;
  for (Action a : f.legal) {
    const DecodedAction d = decode(a);
    const bool card = (d.kind == DecodedAction::kPlay || d.kind == DecodedAction::kDefend) && d.card.id() == cid;
    if (card || (d.kind == DecodedAction::kPower && d.power == power)) out.push_back(a);
  }
  return out;
}
// A Power Card played with one click: its only move has no target.
bool one_click(const std::vector<Action>& acts) { return acts.size() == 1 && decode(acts[0]).target == pa::kNoTarget; }
void select(TableFrame& f, int card, int power) {
  TableState& t = memory_of<TableState>(f);
  t.sel_card = card;
  t.sel_power = power;
}

// An invisible button over [a, a + size], reported to the test hook; true when clicked.
bool hit(const std::string& id, ImVec2 a, ImVec2 size) {
  ImGui::SetCursorScreenPos(a);
  const bool clicked = ImGui::InvisibleButton(id.c_str(), size);
  record_shown(id);
  return clicked;
}

using ui::wrapped;

// Poker Assault's labels: the body font with a dark edge; returns the width.
float pill(ImDrawList* dl, ImVec2 pos, float size, ImU32 bg, ImU32 fg, const std::string& text) {
  return ui::pill_at(dl, pos, size, bg, fg, text, ui::fonts().body, ui::colors::kPillEdge);
}

std::string rank_label(int r) { return r == 1 ? "A" : r == kTen ? "10" : std::string(1, rank_char(static_cast<uint8_t>(r))); }

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


// A face-down Power Card tile: a dark violet card with a gold edge, its name, its text (wide tiles)
// and its kind.
void draw_power_tile(ImDrawList* dl, ImVec2 a, ImVec2 b, int id, unsigned flags) {
  static const char* kKinds[] = {"Assault", "Defense", "at once", "in play", "new type"};  // PowerKind's order
  const pa::PowerInfo& pi = pa::power_info(id);
  const float w = b.x - a.x, h = b.y - a.y;
  const float size = std::clamp(std::min(w * 0.17f, h * 0.2f), 9.0f, text_size(ui::fonts().small));
  ui::CardFace face{.fill = IM_COL32(70, 28, 82, 255), .edge = IM_COL32(230, 210, 150, 255), .rounding = std::min(w, h) * 0.1f,
                    .shadow = true, .top = 3, .flags = flags, .ring_out = 1};
  face.lines[0] = {pi.name, ui::colors::kCardTitle, size, nullptr, true};
  if (w >= 100) face.lines[1] = {pi.text, ui::colors::kCardText, std::max(9.0f, size * 0.78f), nullptr, true};
  face.foot = {kKinds[static_cast<int>(pi.kind)], IM_COL32(200, 200, 220, 255), size * 0.9f};
  ui::draw_card_face(dl, a, b, face);
}

// How long each line of a move that adds several stays the newest at the readable pace: a computer
// move's pause (TableUI::move_pause_s).
constexpr double kTellStep = 0.6;

// ---- the banner: the latest Assault's latest headline (damage, press, Reform, a knock-out) -------

// The newest headline told so far (they piled up into a paragraph; the log keeps them all): while a
// move's lines are told one at a time, each headline among them has the banner in turn. It flashes
// when it changes (not when a game is opened).
void update_banner(TableFrame& f, const pa::View& v) {
  TableState& t = memory_of<TableState>(f);
  t.told = pace_log(f, t.log, ui::settings().fast_computer ? 0.0 : kTellStep);
  const size_t told = t.told ? t.told->size() : 0;
  std::string banner;
  for (auto it = v.headlines.rbegin(); it != v.headlines.rend() && banner.empty(); ++it)
    if (static_cast<size_t>(*it) < told) banner = event_line(f, v.events[*it]);
  if (banner == t.banner) return;
  t.banner = std::move(banner);
  t.banner_since = f.same_game ? f.now : f.now - 10;
}

void draw_banner(const TableFrame& f, float width) {
  const TableState& t = memory_of<TableState>(f);
  if (!t.banner.empty()) ff::draw_banner(f, t.banner, width, t.banner_since);
}

// ---- refusals ------------------------------------------------------------------------------------

// A click that cannot be played: why not now (the game, the turn, another decision first), else `why`.
void refuse_click(TableFrame& f, const pa::View& v, const std::string& why) {
  std::string r;
  if (v.over) r = "The game is over.";
  else if (f.spectator) r = "This is a replay: step through it with the timeline above.";
  else if (!f.my_turn) r = "Not your turn: " + name_of(f, v.to_act) + (f.thinking ? " is thinking." : " plays now.");
  else if (v.phase == Phase::kDraft) r = "Draft a suit first: the buttons in the panel.";
  else if (v.phase == Phase::kLaunchWindow) r = "Play a Power Card or let the defense begin first (the buttons in the panel).";
  else if (v.phase == Phase::kReform) r = "Choose first: Reform or keep your hand (the buttons in the panel).";
  else if (v.phase == Phase::kChoice) r = "Answer the question in the panel first.";
  refuse(f, r.empty() ? why : r);
}

// Why a card cannot join the Assault being prepared: every card must keep a legal Assault possible.
std::string join_rule(const pa::View& v) {
  if (v.reachable.size() == 1 && v.reachable[0] == v.type)  // the Assault is as big as it gets
    return "every card must help build an Assault that is still possible, and no card adds to this " + v.type;
  std::string now = v.type.empty() ? std::string() : " (now " + v.type, possible;
  for (const std::string& x : v.reachable) possible += (possible.empty() ? "" : ", ") + x;
  if (!now.empty()) now += possible.empty() ? ")" : "; still possible: " + possible + ")";
  return "every card must help build an Assault that is still possible" + now;
}

// While preparing with no hand card that can join the Assault (a sixth card for a Straight): why,
// and what is left to do; "" when a card can join.
std::string no_card_joins(const TableFrame& f, const pa::View& v) {
  const auto kind_legal = [&](DecodedAction::Kind k) {
    return std::any_of(f.legal.begin(), f.legal.end(), [k](Action a) { return decode(a).kind == k; });
  };
  if (v.phase != Phase::kPrepare || !f.my_turn || kind_legal(DecodedAction::kPlay)) return "";
  return "No card in your hand can join this Assault: " + join_rule(v) + (kind_legal(DecodedAction::kLaunch) ? ". Launch it or stop." : ". Stop to end it.");
}

std::string hand_refusal(const pa::View& v, Card c) {
  const std::string cl = to_label(c);
  if (v.phase == Phase::kPrepare) return "The " + cl + " cannot join this Assault: " + join_rule(v) + ".";
  // Each undefended card's reason, with the ability or Power Card in play that forbids it (Savage ...).
  if (v.phase == Phase::kDefend)
    if (std::string why = pa::defends_nothing(v, c); !why.empty()) return why;
  return "The " + cl + " cannot be played now.";
}

// The Counterattack window: the Assault is launched and none of its cards is undefended.
bool all_handled(const pa::View& v) {
  return v.launched && std::none_of(v.assault.begin(), v.assault.end(), [](const pa::AssaultCardView& x) { return x.status == "undefended"; });
}

std::string assault_refusal(const TableFrame& f, const pa::View& v, int i) {
  const TableState& t = memory_of<TableState>(f);
  const pa::AssaultCardView& x = v.assault[i];
  const std::string target = rank_label(x.rank) + suit_symbol(static_cast<uint8_t>(x.suit));
  if (t.sel_power >= 0) return "The " + std::string(pa::power_info(t.sel_power).name) + " cannot target the " + target + ".";
  if (v.phase == Phase::kPrepare) {
    if (t.sel_card >= 0) return "New cards go at the end of the Assault: tap the empty space after the last card.";
    if (const std::string none = no_card_joins(f, v); !none.empty()) return none;
    return "Choose a card from your hand first; it goes at the end of the Assault.";
  }
  if (v.phase != Phase::kDefend) return "Nothing to do with the Assault's cards now.";
  if (t.sel_card < 0) return "Choose a card from your hand first, then tap the Assault card it defends.";
  if (x.status == "defended") return "The " + target + " is defended already.";
  if (x.status == "negated") return "The " + target + " is out of the fight (negated): it needs no defense.";
  // The rule or the ability in play that forbids it, both cards named (core: the same answer as the legal moves).
  const std::string why = pa::defend_refusal(v, Card::from_id(static_cast<uint16_t>(t.sel_card)), i);
  return why.empty() ? "The " + target + " cannot be defended by that card now." : why;
}

// "7 chips", "20 chips (team)", "knocked out".
std::string chips_text(const pa::View& v, const pa::SeatView& p) {
  if (p.out && p.chips <= 0) return "knocked out";
  return std::to_string(std::max(0, p.chips)) + (p.chips == 1 ? " chip" : " chips") + (v.seats == 4 ? " (team)" : "");
}

// "Vampire Court", "Vampire Court + Wolf Pack" (Double Decker, Street Fight).
std::string factions_text(const pa::SeatView& p) {
  std::string faction = pa::faction_name(p.faction);
  if (p.second_faction >= 0) faction += " + " + std::string(pa::faction_name(p.second_faction));
  return faction;
}

// ---- opponents -----------------------------------------------------------------------------------

// How the opponents' boxes are laid out: side by side in seat order (left, across, right) when they
// fit, else one under the other. A narrow box puts its cards under its text ("stacked").
struct SeatLayout {
  int per_row = 1, rows = 1;
  float w = 0, h = 0;
  bool stacked = false;
  float mw = 30;  // small card width
  float height() const { return rows * h + (rows - 1) * 8; }
};

SeatLayout seat_layout(const pa::View& v, float width, bool compact) {
  SeatLayout l;
  const int opps = std::max(1, v.seats - 1);
  const float gap = 8, min_w = compact ? 300 : 250;
  l.per_row = std::max(1, std::min(opps, static_cast<int>((width + gap) / (min_w + gap))));
  l.rows = (opps + l.per_row - 1) / l.per_row;
  l.w = (width - gap * (l.per_row - 1)) / l.per_row;
  l.stacked = !compact && l.w < 420;
  const float ss = text_size(ui::fonts().small), bs = text_size(ui::fonts().body);
  bool powers = false;
  for (int k = 1; k < v.seats; ++k) powers = powers || !v.players[(v.seat + k) % v.seats].face_up.empty();
  const float text_h = compact ? ss * 1.2f * 3 + 6 + (powers ? ss * 1.2f : 0) : bs * 1.2f + ss * 1.25f * 3 + 12 + (powers ? ss * 1.3f : 0);
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

// A seat's words from `at`, `w` wide: name and role, faction, chips, secrets, Power Cards in play.
void draw_seat_text(const TableFrame& f, const pa::View& v, int seat, ImVec2 at, float w) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const pa::SeatView& p = v.players[seat];
  const bool compact = f.layout.compact, acting = v.to_act == seat && !v.over;
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs), bs = compact ? ss : text_size(ui::fonts().body);
  float x = at.x, y = at.y;
  std::string name = name_of(f, seat), tag;
  if (v.seats == 4 && seat % 2 == v.seat % 2 && seat != v.seat)
    name += f.everyone ? " (" + name_of(f, v.seat) + "'s partner)" : std::string(" (partner)");
  if (p.out) tag = "OUT";
  else if (seat == v.attacker && !v.assault.empty()) tag = "attacks";
  else if (seat == v.defender) tag = "defends";
  else if (acting) tag = "to act";
  text_left(dl, compact ? fs : ui::fonts().body, bs, ImVec2(x, y), acting ? ui::colors::kGold : ui::colors::kText,
            name + (tag.empty() ? "" : " \xE2\x80\x94 " + tag), w);
  y += bs * 1.2f;
  if (!compact) {  // the faction's emblem (and the second faction's) before its name
    float ex = x;
    for (int faction : {p.faction, p.second_faction})
      if (faction >= 0) ui::draw_emblem(dl, ImVec2(ex + ss * 0.55f, y + ss * 0.6f), ss * 1.1f, faction), ex += ss * 1.3f;
    text_left(dl, fs, ss, ImVec2(ex + 2, y), ui::colors::kMuted, factions_text(p), w - (ex + 2 - x));
    y += ss * 1.3f;
  }
  const float chip_r = std::round(ss * (compact ? 0.55f : 0.65f));
  ui::draw_chip(dl, ImVec2(x + chip_r, y + chip_r), chip_r, std::max(0, p.chips));
  text_left(dl, fs, ss, ImVec2(x + chip_r * 2 + 5, y + chip_r - ss * 0.55f), ui::colors::kText, chips_text(v, p), w - chip_r * 2 - 5);
  y += std::max(chip_r * 2, ss) + 3;
  std::string line = std::to_string(p.secrets) + (p.secrets == 1 ? " secret Power Card" : " secret Power Cards");
  if (compact) line = std::to_string(p.secrets) + " secret  \xC2\xB7  " + factions_text(p);
  if (p.afterburner) line += ", Afterburner on a hand card";
  if (p.street.reserve > 0) line += ", " + std::to_string(p.street.reserve) + " aside";
  text_left(dl, fs, ss, ImVec2(x, y), ui::colors::kMuted, line, w);
  y += ss * 1.25f;
  if (compact && !p.face_up.empty()) {
    std::string names;
    for (int id : p.face_up) names += (names.empty() ? "" : ", ") + std::string(pa::power_info(id).name);
    text_left(dl, fs, ss, ImVec2(x, y), IM_COL32(255, 220, 150, 255), "In play: " + names, w);
    return;
  }
  for (int id : p.face_up) {
    const std::string n = pa::power_info(id).name;
    const float pw = ui::fonts().body->CalcTextSizeA(ss * 0.85f, 1e9f, 0, n.c_str()).x + ss * 0.6f;
    if (x + pw > at.x + w && x > at.x) break;
    pill(dl, ImVec2(x, y), ss * 0.85f, IM_COL32(60, 52, 100, 255), ui::colors::kCream, n);
    x += pw + 4;
  }
}

// One seat's box: its words, and its cards at the right (under the words when stacked): hand backs
// fanned with the count, deck, discard with its top card.
void draw_seat_box(TableFrame& f, const pa::View& v, int seat, ImVec2 a, const SeatLayout& l) {
  TableState& t = memory_of<TableState>(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const pa::SeatView& p = v.players[seat];
  const bool acting = v.to_act == seat && !v.over;
  const ImVec2 b(a.x + l.w, a.y + l.h);
  dl->AddRectFilled(a, b, ui::colors::kSeatArea, 8);
  dl->AddRect(a, b, acting ? ui::colors::kGold : IM_COL32(255, 255, 255, 50), 8, 0, acting ? 2.5f : 1.0f);
  dl->AddRectFilled(ImVec2(a.x, a.y + 6), ImVec2(a.x + 5, b.y - 6), ui::seat_colour(seat), 2);
  const float pad = f.layout.compact ? 6 : 8, x = a.x + pad + 4, mw = l.mw, mh = mw * ui::kCardAspect, fan = mw * 0.28f;
  const int shown = std::min(p.hand_size, 5);
  const float cx = l.stacked ? x : b.x - pad - (mw * 3 + fan * std::max(0, shown - 1) + 12);
  const float cy = l.stacked ? b.y - pad * 0.5f - mh : a.y + (l.h - mh) * 0.5f;
  const float pill_size = std::max(9.0f, std::min(text_size(ui::fonts().small) * 0.75f, mw * 0.32f));
  auto count = [&](float at, int n, const std::string& suffix) {
    pill(dl, ImVec2(at, cy + mh - pill_size * 1.2f), pill_size, ui::colors::kCountPill, ui::colors::kWhite,
         std::to_string(n) + suffix);
  };
  for (int k = 0; k < shown; ++k) ui::draw_card(dl, ImVec2(cx + k * fan, cy), mw, Card{}, ui::kCardFaceDown);
  if (p.hand_size == 0) ui::draw_card_slot(dl, ImVec2(cx, cy), mw, false, nullptr);
  count(cx, p.hand_size, mw >= 40 ? " in hand" : "");
  t.seat_pos[seat] = ImVec2(cx, cy);
  const float deck_x = cx + mw + fan * std::max(0, shown - 1) + 8, disc_x = deck_x + mw + 4;
  if (p.deck_size > 0) ui::draw_card(dl, ImVec2(deck_x, cy), mw, Card{}, ui::kCardFaceDown);
  else ui::draw_card_slot(dl, ImVec2(deck_x, cy), mw, false, nullptr);
  count(deck_x + mw * 0.3f, p.deck_size, "");
  if (mw >= 30) pill(dl, ImVec2(deck_x + 2, cy + 2), pill_size, ui::colors::kCountPill, ui::colors::kMuted, "deck");
  if (p.discard_top.has) ui::draw_card(dl, ImVec2(disc_x, cy), mw, p.discard_top.card, card_colours());
  else ui::draw_card_slot(dl, ImVec2(disc_x, cy), mw, false, nullptr);
  count(disc_x + mw * 0.3f, p.discard_size, "");
  draw_seat_text(f, v, seat, ImVec2(x, a.y + pad * 0.6f), l.stacked ? l.w - pad * 2 - 4 : std::max(20.0f, cx - x - 6));
}

void draw_opponents(TableFrame& f, const pa::View& v, float width) {
  const SeatLayout l = seat_layout(v, width, f.layout.compact);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  for (int k = 1; k < v.seats; ++k) {
    const int i = k - 1, col = i % l.per_row, row = i / l.per_row;
    draw_seat_box(f, v, (v.seat + k) % v.seats, ImVec2(p.x + col * (l.w + 8), p.y + row * (l.h + 8)), l);
  }
  ImGui::Dummy(ImVec2(width, l.height()));
}

// ---- the Assault ---------------------------------------------------------------------------------

std::string assault_heading(const TableFrame& f, const pa::View& v) {
  if (v.phase == Phase::kDraft) return "Cross-faction draft: each player takes one suit of each faction in turn.";
  if (v.over) return "The game is over.";
  const int att = v.attacker;
  if (v.assault.empty() && (v.phase != Phase::kPrepare || att < 0)) return "No Assault on the table.";
  if (v.assault.empty()) return att == f.you ? "Your Assault: play a card into it." : name_of(f, att) + " prepares an Assault.";
  std::string h = (att == f.you ? std::string("Your") : name_of(f, att) + "'s") + " Assault";
  if (v.launched) {
    h += ": " + (v.type.empty() ? std::string("launched") : v.type);
    if (v.defender >= 0) h += "  \xE2\x80\x94 " + name_of(f, v.defender) + (v.defender == f.you ? " defend" : " defends");
    return h;
  }
  h += ": " + (v.type.empty() ? std::string("no poker hand yet") : v.type + " so far");
  std::string rest;
  for (const std::string& x : v.reachable)
    if (x != v.type) rest += (rest.empty() ? "" : ", ") + x;
  return rest.empty() ? h : h + "  \xE2\x80\x94 still possible: " + rest;
}

struct AssaultGeometry {
  float cw = 60, ch = 84, gap = 8;
  float def_off = 0;  // how far below its target a defending card is drawn
  float label = 16;   // status line below each stack
  float height() const { return ch + def_off + label + 6; }
};

// One Assault card as it stands: the card, a badge when changed, its defender overlapping its lower
// half, a cross when negated, its status below (words on wide cards, else an icon), its ability.
void draw_assault_card(const TableFrame& f, const pa::View& v, const pa::AssaultCardView& x, ImVec2 a, const AssaultGeometry& g) {
  const TableState& t = memory_of<TableState>(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs), ts = std::min(ss, g.cw * 0.24f);
  const ImVec2 spawn = t.seat_pos[std::clamp(v.attacker, 0, pa::kMaxSeats - 1)];
  draw_card_moving(dl, a, g.cw, x.card, card_colours(), f.same_game ? &spawn : nullptr);
  const ImVec2 b(a.x + g.cw, a.y + g.ch);
  if (x.modified || x.rank == 1) {  // its new rank or suit ("as 5", "as ♥"), or "low A"
    std::string badge = x.rank != x.card.rank ? rank_label(x.rank) : "";
    if (x.suit != x.card.suit) badge += suit_symbol(static_cast<uint8_t>(x.suit));
    badge = x.rank == 1 ? "low A" : badge.empty() ? "changed" : "as " + badge;
    const float size = std::clamp(g.cw * 0.2f, 10.0f, 15.0f);
    const float w = ui::fonts().body->CalcTextSizeA(size, 1e9f, 0, badge.c_str()).x + size * 0.6f;
    pill(dl, ImVec2(a.x + g.cw - w + 4, a.y - size * 0.5f), size, ui::colors::kBadge, ui::colors::kInkOnGold, badge);
  }
  if (x.defender.has) {
    const ImVec2 spawn_d = t.seat_pos[std::clamp(x.defender.seat, 0, pa::kMaxSeats - 1)];
    draw_card_moving(dl, ImVec2(a.x + g.cw * 0.1f, a.y + g.def_off), g.cw * 0.9f, x.defender.card, card_colours(), f.same_game ? &spawn_d : nullptr);
  }
  if (x.status == "negated") {
    dl->AddRectFilled(a, b, ui::colors::kDeadShade, g.cw * 0.08f);
    dl->AddLine(ImVec2(a.x + 4, b.y - 4), ImVec2(b.x - 4, a.y + 4), IM_COL32(230, 230, 230, 230), 3);
  }
  const bool words = fs->CalcTextSizeA(ts, 1e9f, 0, "\xE2\x9C\x97 Undefended").x <= g.cw;  // (centred under the card: wider would reach past the window's edge or the next label)
  std::string status = "Undefended", icon = "\xE2\x9C\x97";
  ImU32 col = ui::colors::kBadText;
  if (x.status == "defended") status = "Defended", icon = "\xE2\x9C\x93", col = ui::colors::kGoodText;
  if (x.status == "negated") status = "Negated", icon = "\xE2\x80\x93", col = IM_COL32(200, 200, 200, 255);
  const float ly = x.defender.has ? a.y + g.ch + g.def_off + 3 : a.y + g.ch + 3;
  if (v.launched) ui::text_at(dl, fs, ts, ImVec2(a.x + g.cw * 0.5f, ly + ss * 0.5f), col, words ? icon + " " + status : icon);
  // The ability, small, on the card's top edge under the index (it stays visible above a defender).
  const float asz = std::clamp(g.cw * 0.15f, 9.0f, 12.0f), ty = a.y + g.def_off - asz * 1.5f;
  if (!x.ability || ty < a.y + g.cw * 0.6f) return;
  const std::string ab = pa::ability_info(static_cast<pa::Ability>(x.ability)).name;
  dl->PushClipRect(a, b, true);
  const ImVec2 tsz = fs->CalcTextSizeA(asz, 1e9f, 0, ab.c_str());
  dl->AddRectFilled(ImVec2(a.x + 1, ty - 1), ImVec2(b.x - 1, ty + asz * 1.3f), IM_COL32(40, 30, 70, 220));
  ui::draw_text(dl, fs, asz, ImVec2(std::round(a.x + std::max(2.0f, (g.cw - tsz.x) * 0.5f)), std::round(ty)), ui::colors::kCream, ab);
  dl->PopClipRect();
}

// A button that plays `a`, listed as a target (a changed play, Night Wings, a Power Card without a
// target): the selected piece's other ways to go.
void target_button(TableFrame& f, const std::string& id, const std::string& label, Action a, float width = 0) {
  if (ui::button(id, label.c_str(), ImVec2(width, 0))) play(f, a);
  if (item_on_screen()) f.targets.push_back(id);
  if (f.mark == a) draw_mark(f, ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), id);
}

// A place on the table where the selected piece may go: outlined (and marked) when `act` is legal,
// played on a click. True when a click found no move there: the caller explains.
bool table_target(TableFrame& f, const std::string& id, ImVec2 a, ImVec2 b, Action act) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (act != kNoAction) {
    draw_target(dl, a, b);
    f.targets.push_back(id);
    if (f.mark == act) draw_mark(f, dl, a, b, id);
  }
  if (!hit(id, a, ImVec2(b.x - a.x, b.y - a.y))) return false;
  if (act != kNoAction) play(f, act);
  return act == kNoAction;
}

// Assault card `i` as a target of the selected piece (a defense, a Power Card's target); Night Wings'
// defense (taking the target's suit) is a second target below it. A refused click crosses it out.
void assault_card_target(TableFrame& f, const pa::View& v, int i, ImVec2 a, const AssaultGeometry& g) {
  TableState& t = memory_of<TableState>(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const pa::AssaultCardView& x = v.assault[i];
  Action act = kNoAction, act_nw = kNoAction;
  for (Action sa : moves_of(f, t.sel_card, t.sel_power)) {
    const DecodedAction d = decode(sa);
    if (d.kind == DecodedAction::kDefend && d.target == i) (d.night_wings ? act_nw : act) = sa;
    if (d.kind == DecodedAction::kPower && d.target == i) act = sa;
  }
  if (act == kNoAction) std::swap(act, act_nw);
  const std::string id = "pa/assault/" + std::to_string(i);
  const ImVec2 c(a.x + g.cw * 0.5f, a.y + g.ch * 0.5f);
  if (t.refused == i && f.now < t.refused_until) {
    dl->AddCircleFilled(c, g.cw * 0.4f, ui::colors::kRefusedDisc);
    ui::text_at(dl, ui::fonts().card, g.cw * 0.6f, c, ui::colors::kRefusedMark, "\xE2\x9C\x97");
  }
  if (table_target(f, id, a, ImVec2(a.x + g.cw, a.y + g.ch + (x.defender.has ? g.def_off : 0)), act)) {
    refuse_click(f, v, assault_refusal(f, v, i));
    t.refused = i;
    t.refused_until = f.now + 1.2;
  }
  if (act_nw == kNoAction) return;
  const float ly = x.defender.has ? a.y + g.ch + g.def_off + 3 : a.y + g.ch + 3;
  ImGui::SetCursorScreenPos(ImVec2(a.x, ly + text_size(ui::fonts().small) * 1.1f));
  ImGui::PushFont(ui::fonts().small);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2, 2));
  target_button(f, id + "/nw", "Night Wings", act_nw, g.cw);
  ImGui::PopStyleVar();
  ImGui::PopFont();
}

// The empty space after the last card: where a played card goes.
void draw_next_slot(TableFrame& f, const pa::View& v, ImVec2 a, const AssaultGeometry& g) {
  TableState& t = memory_of<TableState>(f);
  Action act = kNoAction;
  for (Action sa : moves_of(f, t.sel_card, t.sel_power)) {
    const DecodedAction d = decode(sa);
    if (d.kind == DecodedAction::kPlay && d.change == 0) act = sa;
  }
  ui::draw_card_slot(ImGui::GetWindowDrawList(), a, g.cw, act != kNoAction, v.assault.empty() ? "Assault" : "next");
  if (!table_target(f, "pa/assault/next", a, ImVec2(a.x + g.cw, a.y + g.ch), act)) return;
  if (v.phase != Phase::kPrepare) refuse_click(f, v, "Nothing can be played into the Assault now.");
  else if (t.sel_card >= 0) refuse_click(f, v, "The selected card only goes in changed: choose how with the buttons.");
  else if (const std::string none = no_card_joins(f, v); !none.empty()) refuse_click(f, v, none);
  else refuse_click(f, v, "Choose a card from your hand first.");
}

// An Assault card, or its defender, that another seat played since this seat's last move.
void mark_recent_assault_card(TableFrame& f, const pa::AssaultCardView& x, ImVec2 a, const AssaultGeometry& g) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for_recent(f, [&](int, Action act) {
    const pa::DecodedAction d = pa::decode(act);
    if (d.kind == pa::DecodedAction::kPlay && d.card == x.card)
      draw_recent(f, dl, a, ImVec2(a.x + g.cw, a.y + g.ch), "pa/recent/" + to_string(x.card), !x.defender.has);  // its defender covers its bottom
    if (d.kind == pa::DecodedAction::kDefend && x.defender.has && d.card == x.defender.card) {
      const ImVec2 p(a.x + g.cw * 0.1f, a.y + g.def_off);
      draw_recent(f, dl, p, ImVec2(p.x + g.cw * 0.9f, p.y + g.cw * 0.9f * ui::kCardAspect), "pa/recent/" + to_string(x.defender.card));
    }
  });
}

void draw_assault(TableFrame& f, const pa::View& v, const AssaultGeometry& g) {
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const float top = p0.y + std::round(g.cw * 0.08f);
  const int n = static_cast<int>(v.assault.size());
  for (int i = 0; i < n; ++i) {
    const ImVec2 a(p0.x + i * (g.cw + g.gap), top);
    draw_assault_card(f, v, v.assault[i], a, g);
    mark_recent_assault_card(f, v.assault[i], a, g);
    assault_card_target(f, v, i, a, g);
  }
  if (v.phase == Phase::kPrepare || (v.assault.empty() && !v.over)) draw_next_slot(f, v, ImVec2(p0.x + n * (g.cw + g.gap), top), g);
  ImGui::SetCursorScreenPos(p0);
  ImGui::Dummy(ImVec2(1, g.height()));
}

// ---- the panel: what to do, move buttons ---------------------------------------------------------

std::string status_line(const TableFrame& f, const pa::View& v) {
  const TableState& t = memory_of<TableState>(f);
  if (v.over) return "The game is over.";
  if (f.spectator || !f.my_turn) return others_turn_status(f);
  const std::string sel = t.sel_card >= 0 ? to_label(Card::from_id(static_cast<uint16_t>(t.sel_card))) : "";
  if (t.sel_power >= 0 && (v.phase == Phase::kPrepare || v.phase == Phase::kDefend))
    return std::string("Play ") + pa::power_info(t.sel_power).name + ": tap its target.";
  switch (v.phase) {
    case Phase::kDraft: return "Your pick: take one suit of a faction.";
    case Phase::kPrepare:
      if (!sel.empty()) return "Play the " + sel + ": tap the highlighted space in the Assault.";
      if (v.assault.empty()) return "Your turn: choose a card to start your Assault.";
      return "Add a card, launch your Assault or stop.";
    case Phase::kLaunchWindow: return "Play a Power Card now, or let the defense begin.";
    case Phase::kDefend:
      if (all_handled(v)) return "Every Assault card is handled: play Counterattack now, or end the Assault.";
      if (!sel.empty()) return "Defend with the " + sel + ": tap a highlighted Assault card.";
      return "Defend: choose a card, then the Assault card it defends; or stop.";
    case Phase::kReform: return "You took damage without defending: Reform (new hand) or keep your hand.";
    case Phase::kChoice:
      return v.choice_for.empty() ? "Choose:" : v.choice_for + ": " + (v.choice_text.empty() ? "choose." : v.choice_text);
    case Phase::kGameOver: return "The game is over.";
  }
  return "";
}

// The selected hand card's changed plays (Mist Form suit, Shapeshifter rank), and a selected Power
// Card's play without a target: targets too.
void draw_selected_moves(TableFrame& f, const pa::View& v) {
  TableState& t = memory_of<TableState>(f);
  std::vector<Action> changed;
  for (Action a : moves_of(f, t.sel_card, -1))
    if (v.phase == Phase::kPrepare && decode(a).change != 0) changed.push_back(a);
  const Card c = Card::from_id(static_cast<uint16_t>(t.sel_card));
  if (!changed.empty()) wrapped("Or play the " + to_label(c) + " changed:", ui::colors::kMuted);
  for (size_t i = 0; i < changed.size(); ++i) {
    const int change = decode(changed[i]).change, suit = pa::changed_suit(change), rank = pa::changed_rank(change);
    const std::string code(1, suit >= 0 ? suit_char(static_cast<uint8_t>(suit)) : rank_char(static_cast<uint8_t>(rank)));
    const std::string label = "as " + (suit >= 0 ? std::string(suit_symbol(static_cast<uint8_t>(suit))) : rank_label(rank));
    if (i > 0) same_line_if_fits(button_width(label));
    target_button(f, "pa/play/" + to_string(c) + "/" + code, label, changed[i]);
  }
  for (Action a : moves_of(f, -1, t.sel_power))
    if (decode(a).target == pa::kNoTarget)
      target_button(f, "pa/secret/" + std::to_string(t.sel_power) + "/play",
                    std::string("Play ") + pa::power_info(t.sel_power).name + " (no target)", a);
}

// The label and widget id of a move made with a panel button ("" for the moves made on the table).
std::pair<std::string, std::string> move_label(const pa::View& v, Action a) {
  const DecodedAction d = decode(a);
  switch (d.kind) {
    case DecodedAction::kLaunch: return {"pa/launch", "Launch " + (v.type.empty() ? std::string("the Assault") : v.type)};
    case DecodedAction::kStop: return {"pa/stop", v.assault.empty() ? "Stop (no card can be played)" : "Stop (discard the Assault)"};
    case DecodedAction::kPass:
      if (v.phase == Phase::kDefend && all_handled(v)) return {"pa/pass", "End the Assault"};
      return {"pa/pass", v.phase == Phase::kLaunchWindow ? "Let the defense begin" : v.seats == 3 ? "Pass" : "Done defending"};
    case DecodedAction::kReform: return {"pa/reform", "Reform (new hand)"};
    case DecodedAction::kKeep: return {"pa/keep", "Keep my hand"};
    case DecodedAction::kChoose:
      return {"pa/choose/" + std::to_string(d.choice),
              d.choice < static_cast<int>(v.choice_words.size()) ? v.choice_words[d.choice] : "Option " + std::to_string(d.choice + 1)};
    case DecodedAction::kDraft:
      return {std::string("pa/take/") + pa::faction_id(d.faction) + "/" + suit_word(d.suit),
              std::string("Take ") + suit_symbol(static_cast<uint8_t>(d.suit)) + " " + pa::faction_name(d.faction)};
    default: return {"", ""};
  }
}

void draw_moves(TableFrame& f, const pa::View& v) {
  if (!f.my_turn) return;
  draw_selected_moves(f, v);
  if (v.phase == Phase::kChoice && !v.peek.empty()) {
    ui::text_unformatted("You look at:");
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float w = 44;
    for (size_t i = 0; i < v.peek.size(); ++i) ui::draw_card(dl, ImVec2(p.x + i * (w + 6), p.y), w, v.peek[i], card_colours());
    ImGui::Dummy(ImVec2(v.peek.size() * (w + 6), w * ui::kCardAspect + 4));
  }
  bool first = true;
  for (Action a : f.legal) {
    const auto [id, label] = move_label(v, a);
    if (id.empty()) continue;
    if (!first) same_line_if_fits(button_width(label));
    first = false;
    move_button(f, id, label, a);
  }
}

void draw_draft(const TableFrame& f, const pa::View& v) {
  if (v.phase != Phase::kDraft || v.draft.size() < 16) return;
  ImGui::PushFont(ui::fonts().small);
  for (int faction = 0; faction < pa::kNumFactions; ++faction) {
    std::string line = std::string(pa::faction_name(faction)) + ":";
    for (int su = 0; su < 4; ++su) {
      const int seat = v.draft[faction * 4 + su];
      const std::string who = seat < 0 ? "free" : seat == f.you ? "you" : name_of(f, seat);
      line += std::string("  ") + suit_symbol(static_cast<uint8_t>(su)) + " " + who;
    }
    ui::text_wrapped("%s", line.c_str());
  }
  ImGui::PopFont();
}

// ---- the viewer's hand, secrets and own pile ----------------------------------------------------

struct HandGeometry {
  float cw = 60, ch = 84, gap = 8, tile_w = 90;
  float height() const { return ch + cw * 0.14f + 2; }
};

// A card with a faction ability: a star in its corner, and on hover (or a tap) its name and text.
void draw_ability_mark(ImDrawList* dl, ImVec2 at, float cw, const pa::AbilityInfo& ab) {
  const float r = std::clamp(cw * 0.13f, 7.0f, 11.0f);
  const ImVec2 c(at.x + cw - r * 0.6f, at.y + r * 0.6f);
  dl->AddCircleFilled(c, r, IM_COL32(120, 40, 160, 255));
  dl->AddCircle(c, r, ui::colors::kBadge, 0, 1.5f);
  ui::text_at(dl, ui::fonts().small, r * 1.5f, c, ui::colors::kBadge, "\xE2\x98\x85");
  ui::hover_tip(std::string(ab.name) + "\n" + ab.text, std::string("pa/ability-tip/") + ab.code);
}

// A hand card: lit when it has a move, selected (lifted) on a click, else the click is explained.
void draw_hand_card(TableFrame& f, const pa::View& v, Card c, ImVec2 at, float top, const HandGeometry& g,
                    const pa::AbilityInfo* ability) {
  TableState& t = memory_of<TableState>(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool usable = !moves_of(f, c.id(), -1).empty(), selected = usable && t.sel_card == c.id();
  unsigned flags = card_colours();
  if (usable) flags |= selected ? ui::kCardSelected : ui::kCardHighlight;
  else if (!f.legal.empty()) flags |= ui::kCardDisabled;
  const std::string id = hand_id(v.hand, c);
  const bool clicked = hit(id, ImVec2(at.x, top), ImVec2(g.cw, g.ch + (at.y - top)));
  if (item_on_screen()) t.hand_ids.push_back(id);
  if (usable && item_on_screen()) f.playable.push_back(id);
  const ImVec2 spawn = t.seat_pos[std::clamp(v.seat, 0, pa::kMaxSeats - 1)];
  draw_card_moving(dl, at, g.cw, c, flags, f.same_game ? &spawn : nullptr);
  if (v.boosted.has && v.boosted.card == c)
    pill(dl, ImVec2(at.x + g.cw * 0.3f, at.y - 6), std::clamp(g.cw * 0.18f, 10.0f, 13.0f), ui::colors::kBadge,
         ui::colors::kInkOnGold, "Ace");
  if (ability) draw_ability_mark(dl, at, g.cw, *ability);
  if (clicked && usable) select(f, selected ? -1 : c.id(), -1);
  else if (clicked) refuse_click(f, v, hand_refusal(v, c));
}

// An own secret Power Card, face down and labelled: lit when it can be played now; one click plays it
// when it needs no target, else it is selected (its targets light up).
void draw_secret(TableFrame& f, const pa::View& v, int id, ImVec2 a, const HandGeometry& g) {
  TableState& t = memory_of<TableState>(f);
  const std::vector<Action> acts = moves_of(f, -1, id);
  const bool once = one_click(acts), selected = !acts.empty() && !once && t.sel_power == id;
  const ImVec2 b(a.x + g.tile_w, a.y + g.ch);
  draw_power_tile(ImGui::GetWindowDrawList(), a, b, id,
                  acts.empty() ? (f.legal.empty() ? 0u : unsigned{ui::kCardDisabled}) : selected ? ui::kCardSelected : ui::kCardHighlight);
  const std::string wid = "pa/secret/" + std::to_string(id);
  const bool clicked = hit(wid, a, ImVec2(g.tile_w, g.ch));
  if (!acts.empty() && item_on_screen()) (once ? f.buttons : f.playable).push_back(wid);
  if (once && f.mark == acts[0]) draw_mark(f, ImGui::GetWindowDrawList(), a, b, wid);
  const pa::PowerInfo& pi = pa::power_info(id);
  const std::string when = pi.kind == pa::PowerKind::kSecretA ? "by the attacker while preparing (after a first card) or before the defense"
                                                              : "by a defender during the defense";
  if (clicked && once) play(f, acts[0]);
  else if (clicked && !acts.empty()) select(f, -1, selected ? -1 : id);
  else if (clicked) refuse_click(f, v, pi.name + (" is played " + when) + (pi.implemented ? "." : "; it has no effect yet."));
}

// The public view's bottom seat: its hand as card backs, its face-down Power Cards counted (nobody
// sees them), said as facts about that seat.
void draw_public_hand(TableFrame& f, const pa::View& v, const HandGeometry& g) {
  TableState& t = memory_of<TableState>(f);
  const ImVec2 p0 = ImGui::GetCursorScreenPos(), p(p0.x, p0.y + std::round(g.cw * 0.12f));
  const pa::SeatView& s = v.players[v.seat];
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int shown = std::min(s.hand_size, 8);
  const float fan = g.cw * 0.35f;
  for (int k = 0; k < shown; ++k) ui::draw_card(dl, ImVec2(p.x + k * fan, p.y), g.cw, Card{}, ui::kCardFaceDown);
  t.seat_pos[v.seat] = ImVec2(p.x, p.y);
  std::string line = name_of(f, v.seat) + " holds " + std::to_string(s.hand_size) + (s.hand_size == 1 ? " card" : " cards");
  line += " and " + std::to_string(s.secrets) + (s.secrets == 1 ? " secret Power Card" : " secret Power Cards") + (s.secrets ? " (face down)" : "");
  if (s.afterburner) line += "; Afterburner is on one of those cards";
  const float x = p.x + (shown > 0 ? g.cw + fan * (shown - 1) + g.gap * 2 : 0);
  ImGui::SetCursorScreenPos(ImVec2(x, p.y + g.ch * 0.35f));
  ImGui::PushTextWrapPos(std::max(x + 120, ImGui::GetWindowPos().x + ImGui::GetWindowWidth() - 8));
  ui::text_disabled("%s.", line.c_str());
  ImGui::PopTextWrapPos();
  ImGui::SetCursorScreenPos(p0);
  ImGui::Dummy(ImVec2(1, g.height()));
}

void draw_hand(TableFrame& f, const pa::View& v, const HandGeometry& g) {
  if (f.everyone) return draw_public_hand(f, v, g);
  const ImVec2 p0 = ImGui::GetCursorScreenPos(), p(p0.x, p0.y + std::round(g.cw * 0.12f));  // room for a lifted card
  for (size_t i = 0; i < v.hand.size(); ++i) {
    const int ab = i < v.hand_abilities.size() ? v.hand_abilities[i] : 0;
    draw_hand_card(f, v, v.hand[i], ImVec2(p.x + i * (g.cw + g.gap), p.y), p0.y, g,
                   ab ? &pa::ability_info(static_cast<pa::Ability>(ab)) : nullptr);
  }
  if (v.hand.empty()) {
    ImGui::SetCursorScreenPos(p);
    ui::text_disabled("Your hand is empty.");
  }
  const float x = p.x + std::max<size_t>(v.hand.size(), 1) * (g.cw + g.gap) + g.gap;
  for (size_t k = 0; k < v.secrets.size(); ++k) draw_secret(f, v, v.secrets[k], ImVec2(x + k * (g.tile_w + g.gap), p.y), g);
  ImGui::SetCursorScreenPos(p0);
  ImGui::Dummy(ImVec2(1, g.height()));
}

// The viewer's own pile and chips in one line.
std::string own_line(const TableFrame& f, const pa::View& v) {
  const pa::SeatView& p = v.players[v.seat];
  std::string line = (f.you >= 0 ? std::string("You") : name_of(f, v.seat)) + "  \xC2\xB7  " + factions_text(p) + "  \xC2\xB7  " +
                     chips_text(v, p) + "  \xC2\xB7  deck " + std::to_string(p.deck_size) + "  \xC2\xB7  discard " +
                     std::to_string(p.discard_size);
  if (p.discard_top.has) line += " (top " + to_label(p.discard_top.card) + ")";
  for (size_t i = 0; i < p.face_up.size(); ++i) line += std::string(i ? ", " : "  \xC2\xB7  in play: ") + pa::power_info(p.face_up[i]).name;
  if (p.out) line += "  \xC2\xB7  OUT";
  return line;
}


// ---- result --------------------------------------------------------------------------------------

std::string result_title(const TableFrame& f, const pa::View& v) {
  if (v.winner < 0 || v.seats != 4) return winner_title(f, v.winner);
  if (f.you >= 0) return f.you % 2 == v.winner % 2 ? "Your team wins!" : "Your team loses";
  return "Team " + std::to_string(v.winner % 2 + 1) + " wins";
}

// The blow that knocked a seat out: the damage line logged just before its knock-out ("takes 2
// direct damage from Counterattack"), as "2 direct damage from Counterattack", with who played the
// Power Card named; "" when there is none.
std::string knock_out_blow(const TableFrame& f, const pa::View& v, size_t ko) {
  if (ko == 0) return "";
  const Event& e = v.events[ko - 1];
  const std::string takes = "takes ";
  if (e.seat != v.events[ko].seat || e.text.rfind(takes, 0) != 0 || e.text.find("damage") == std::string::npos) return "";
  std::string blow = named(f, e.text.substr(takes.size()));
  const size_t from = blow.find(" from ");
  if (from == std::string::npos) return blow;
  const std::string card = blow.substr(from + 6), played = "the Power Card " + card;
  for (size_t i = ko - 1; i-- > 0;)
    if (v.events[i].text.find(played) != std::string::npos && v.events[i].seat >= 0)
      return blow + " (" + name_of(f, v.events[i].seat) + "'s Power Card)";
  return blow;
}

std::string result_reason(const TableFrame& f, const pa::View& v) {
  for (size_t i = v.events.size(); i-- > 0;) {
    const Event& e = v.events[i];
    if (e.text.find("Assault limit") != std::string::npos) return "The Assault limit (120) is reached: the most chips wins.";
    if (e.text.find("knocked out") == std::string::npos) continue;
    // What did it, not only who is out: "You are knocked out by 2 direct damage from Counterattack".
    const std::string blow = knock_out_blow(f, v, i);
    return event_line(f, e) + (blow.empty() ? "" : " by " + blow) + ".";
  }
  return "";
}

void draw_result(TableFrame& f, const pa::View& v) {
  begin_result("##pa-result", result_title(f, v), result_reason(f, v));
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kText);
  for (int seat = 0; seat < (v.seats == 4 ? 2 : v.seats); ++seat) {
    const pa::SeatView& p = v.players[seat];
    std::string line = v.seats == 4 ? "Team " + std::to_string(seat + 1) + " (" + name_of(f, seat) + ", " + name_of(f, seat + 2) + ")"
                                    : name_of(f, seat) + " (" + pa::faction_name(p.faction) + ")";
    line += ": " + (p.out && p.chips <= 0 ? std::string("knocked out") : std::to_string(p.chips) + (p.chips == 1 ? " chip" : " chips"));
    ui::text_wrapped("%s", line.c_str());
  }
  ui::text("%d Assaults", v.assaults);
  if (!f.spectator) {  // several games in a row: the loser of the previous game goes first
    const std::string& who = v.loser >= 0 ? name_of(f, v.loser) : "";
    const std::string next = v.loser < 0   ? "Rematch: a draw, so the cut decides who goes first."
                             : who == "You" ? "Rematch: you lost, so you go first."
                                            : "Rematch: " + who + " lost, so goes first.";
    ui::text_disabled("%s", next.c_str());
  }
  ImGui::PopStyleColor();
  end_result(f, "pa", pa::rematch_options(v));
}

// ---- the whole table -----------------------------------------------------------------------------

// The keyboard's move (always), else the hint (when nothing is selected): its piece is selected.
void follow_mark(TableFrame& f) {
  TableState& t = memory_of<TableState>(f);
  const DecodedAction d = decode(f.mark);  // kInvalid without a mark
  if (f.mark_is_focus || (t.sel_card < 0 && t.sel_power < 0)) {
    if (d.kind == DecodedAction::kPlay || d.kind == DecodedAction::kDefend) select(f, d.card.id(), -1);
    if (d.kind == DecodedAction::kPower && !one_click(moves_of(f, -1, d.power))) select(f, -1, d.power);
  }
  if (moves_of(f, t.sel_card, -1).empty()) t.sel_card = -1;
  if (moves_of(f, -1, t.sel_power).empty()) t.sel_power = -1;
}

// Where everything goes. Wide screens: the table, and the panel (what to do, the moves, the log) on the
// right. Portrait (phones): the panel under the table, as high as its buttons need. Short screens
// (phones held sideways): the own pile's line goes to the panel.
struct Geometry {
  float main_w = 0, main_h = 0, own_h = 0;
  bool short_main = false;
  HandGeometry hand;
  AssaultGeometry assault;
};

// `spacing` and `line_h`: the item spacing and line height before a compact screen tightens them.
Geometry geometry(const TableFrame& f, const pa::View& v, const std::string& heading, float spacing, float line_h) {
  const TableState& t = memory_of<TableState>(f);
  Geometry g;
  const ImVec2 avail = f.layout.avail;
  const float item_sp = ImGui::GetStyle().ItemSpacing.y;
  float panel_h = 0;
  if (f.layout.portrait) {
    int buttons = static_cast<int>(moves_of(f, t.sel_card, -1).size());
    for (Action a : f.legal) buttons += !move_label(v, a).first.empty();
    const int rows = (buttons + 1) / 2 + (v.phase == Phase::kChoice && !v.peek.empty() ? 2 : 0) + (v.phase == Phase::kDraft ? 2 : 0);
    panel_h = std::clamp(line_h * 4.5f + rows * ImGui::GetFrameHeightWithSpacing() + 90, avail.y * 0.25f, avail.y * 0.5f);
  }
  g.main_w = f.layout.portrait ? avail.x : avail.x - std::clamp(avail.x * 0.3f, 220.0f, 380.0f) - spacing;
  g.main_h = f.layout.portrait ? avail.y - panel_h - item_sp : avail.y;
  g.short_main = g.main_h < 420;
  ImFont* fs = ui::fonts().small;
  if (!g.short_main) g.own_h = fs->CalcTextSizeA(text_size(fs), 1e9f, g.main_w, own_line(f, v).c_str()).y + item_sp;
  const float opp_h = seat_layout(v, g.main_w, f.layout.compact).height();
  const float heading_h = ImGui::CalcTextSize(heading.c_str(), nullptr, false, g.main_w).y + item_sp;
  const float banner_h = t.banner.empty() ? 0 : banner_height(t.banner, g.main_w) + item_sp;
  const float cards_budget = g.main_h - opp_h - heading_h - banner_h - g.own_h - item_sp * 3 - 6;
  // The hand (cards, then tiles 1.5 cards wide) takes what it needs of a fair share; the Assault the rest.
  HandGeometry& h = g.hand;
  const int cards = std::max(5, static_cast<int>(v.hand.size())), tiles = static_cast<int>(v.secrets.size());
  const float hand_by_w = (g.main_w - 6) / (cards + tiles * 1.5f + (cards + tiles) * 0.1f);
  h.cw = std::floor(std::clamp(std::min(hand_by_w, (std::max(50.0f, cards_budget * 0.42f) - 2) / (ui::kCardAspect + 0.14f)), 34.0f, 96.0f));
  h.ch = h.cw * ui::kCardAspect;
  h.gap = std::round(h.cw * 0.1f);
  h.tile_w = std::round(h.cw * 1.5f);
  AssaultGeometry& as = g.assault;
  const int slots = static_cast<int>(v.assault.size()) + 1;
  const float overlap = g.short_main ? 0.4f : 0.5f, budget = std::max(60.0f, cards_budget - h.height());
  as.label = std::round(text_size(fs) * 1.15f);
  const float by_w = (g.main_w - 8) / (slots + (slots - 1) * 0.12f), by_h = (budget - as.label - 6) / (ui::kCardAspect * (1 + overlap));
  as.cw = std::floor(std::clamp(std::min(by_w, by_h), 30.0f, 116.0f));
  as.ch = as.cw * ui::kCardAspect;
  as.gap = std::round(as.cw * 0.12f);
  as.def_off = std::round(as.ch * overlap);
  return g;
}

void draw(TableFrame& f) {
  TableState& t = memory_of<TableState>(f);
  const pa::View& v = view_of<pa::View>(f);
  if (f.changed || f.cancel) select(f, -1, -1);
  t.hand_ids.clear();
  follow_mark(f);
  update_banner(f, v);
  f.status = status_line(f, v);
  const std::string heading = assault_heading(f, v);
  const float spacing = ImGui::GetStyle().ItemSpacing.x, line_h = ImGui::GetTextLineHeightWithSpacing();
  if (f.layout.compact) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8, 5));
  const Geometry g = geometry(f, v, heading, spacing, line_h);
  ImGui::BeginChild("pa-main", ImVec2(g.main_w, g.main_h), false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  draw_opponents(f, v, g.main_w);
  wrapped(heading, ui::colors::kGold);
  draw_banner(f, g.main_w);
  draw_assault(f, v, g.assault);
  // The bottom of the table: the own hand and secrets (its cards come from the own deck, bottom
  // left), and the own pile in a line.
  const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight() - g.hand.height() - g.own_h - ImGui::GetStyle().ItemSpacing.y * 2 - 2;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (at.y < bottom) ImGui::SetCursorScreenPos(ImVec2(at.x, bottom));
  t.seat_pos[v.seat] = ImVec2(ImGui::GetCursorScreenPos().x, ImGui::GetCursorScreenPos().y + g.hand.ch);
  draw_hand(f, v, g.hand);
  if (!g.short_main) wrapped(own_line(f, v), ui::colors::kMuted, ui::fonts().small);
  ImGui::EndChild();
  if (!f.layout.portrait) ImGui::SameLine();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  ImGui::BeginChild("pa-panel", ImVec2(f.layout.portrait ? f.layout.avail.x : 0, 0), true);
  hook::window_scrolls();  // the side panel scrolls when its content is taller than the screen
  ImGui::PopStyleVar();
  draw_status(f, f.layout.compact);
  draw_draft(f, v);
  draw_moves(f, v);
  ImGui::Separator();
  if (g.short_main) wrapped(own_line(f, v), ui::colors::kMuted, ui::fonts().small);
  if (!f.layout.compact) ui::text_disabled("Assault %d of at most %d", v.assaults, pa::kMaxAssaults);
  draw_log(f, std::max(60.0f, ImGui::GetContentRegionAvail().y), t.told);
  ImGui::EndChild();
  if (f.layout.compact) ImGui::PopStyleVar();
  if (v.over && !f.telling) draw_result(f, v);  // once the last blow is told
}

// Arrows: the hand's cards left to right (each card's plays or defences together), then the other
// moves, Stop last (it discards the Assault).
std::vector<Action> key_order(const TableFrame& f) {
  const pa::View& v = view_of<pa::View>(f);
  return ordered_by(f.legal, [&](Action a) {
    const pa::DecodedAction d = pa::decode(a);
    if (d.kind == pa::DecodedAction::kPlay || d.kind == pa::DecodedAction::kDefend) return hand_place(v.hand, d.card);
    return d.kind == pa::DecodedAction::kStop ? 2000 : 1000;
  });
}

// Stop with cards in the Assault being prepared throws them away: a second press.
std::string second_press(const TableFrame& f, Action a) {
  const pa::View& v = view_of<pa::View>(f);
  if (pa::decode(a).kind != pa::DecodedAction::kStop || v.assault.empty() || v.phase != Phase::kPrepare) return "";
  const size_t n = v.assault.size();
  return "Stop discards your Assault of " + std::to_string(n) + (n == 1 ? " card." : " cards.");
}

void summary(const TableFrame& f, JsonWriter& j) {
  const TableState& t = memory_of<TableState>(f);
  const pa::View& v = view_of<pa::View>(f);
  j.key("selected");
  if (t.sel_card >= 0) j.value(to_string(Card::from_id(static_cast<uint16_t>(t.sel_card))));
  else if (t.sel_power >= 0) j.value(std::string("power:") + pa::power_info(t.sel_power).name);
  else j.null();
  j.key("hand").values(t.hand_ids).key("banner").value(t.banner).key("heading").value(assault_heading(f, v));
  write_paced_log(f, t.log, j);  // a move's several lines come one at a time
  j.key("telling").value(f.telling);
  if (!v.over || f.telling) return;  // the result window shows once the last line is told
  j.key("result").begin_object().key("title").value(result_title(f, v)).key("winner").value(v.winner);
  j.key("reason").value(result_reason(f, v));
  write_result_story(f, j);
  j.end_object();
}

}  // namespace

const GameTable<poker_assault::Registration>& poker_assault_table() {
  static const GameTable<poker_assault::Registration> table = [] {
    auto t = make_table<poker_assault::Registration>(draw, summary);
    t.key_order = key_order;
    t.second_press = second_press;
    return t;
  }();
  return table;
}

// The Rules screen's examples (web/table/rules_examples.h): a card of `faction`'s deck with its
// ability mark, and a Power Card tile, as the table draws them.
void poker_assault_rules_card(ImDrawList* dl, ImVec2 at, float cw, Card c, int faction, unsigned flags) {
  ui::draw_card(dl, at, cw, c, flags);
  const pa::Ability ab = pa::printed_ability(faction, c);
  if (ab != pa::Ability::kNone) draw_ability_mark(dl, at, cw, pa::ability_info(ab));
}
void poker_assault_rules_power(ImDrawList* dl, ImVec2 a, ImVec2 b, int power) { draw_power_tile(dl, a, b, power, 0); }

}  // namespace ff
