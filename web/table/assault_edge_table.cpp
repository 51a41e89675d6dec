// Assault Edge table: the 9 x 7 battlefield seen from the viewer's seat (own back row at the bottom,
// the opponent's rotated at the top), each back row split into its three coloured groups (Research
// blue, Command red, Barracks yellow) with the deck behind it and its count, the yellow spawn zone,
// unit tokens with Attack / Health / Speed, elements, equipment and unique names; beside the board the
// facilities (face down or up) and the unique-unit rails; a panel with what to do, the chain of
// pending responses in order, the attack split with steppers, the hand and the log.
// Drawn from the frame alone: the viewer's View, the legal moves and the log. Two conveniences over
// the engine's one-step actions: a reachable square far away is one click (the king steps of the
// shortest route the View gives, each legal in turn), and a "-" stepper takes an undeclared attack
// point back (the frame's withdraw: assigning points reveals nothing).
#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "core/games/assault_edge/assault_edge.h"
#include "imgui.h"
#include "web/table/assault_edge_pieces.h"
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

namespace ae = assault_edge;
using ae::DecodedAction;
using ae::kCols;
using ae::kRows;
using ae::kSquares;
using ae::square_name;
using ui::pill_at;
using ui::seat_colour;
using ui::text_at;
using ui::text_left;
using ui::text_size;

// A row of buttons that wraps when the next one does not fit.
struct Row {
  bool first = true;
  void next(const std::string& label) {
    if (!first) ui::same_line_if_fits(ui::button_width(label));
    first = false;
  }
  // A move button in the row, if `a` is legal; a target of the selected card is listed as a target.
  void button(TableFrame& f, const std::string& id, const std::string& label, Action a, bool target = false) {
    if (!is_legal(f, a)) return;
    next(label);
    move_button(f, id, label, a);
    if (target && !f.buttons.empty() && f.buttons.back() == id) {
      f.buttons.pop_back();
      f.targets.push_back(id);
    }
  }
};

const char* const kKindName[3] = {"Research", "Command", "Barracks"};

// The selected card (a card type in the hand, a play that needs a target, or -1), where the deck
// boxes are on screen (cards drawn glide from there) and the hand's cards on screen (for the hook).
struct TableState {
  int sel_card = -1;
  std::array<ImVec2, 6> deck_pos{};
  std::vector<std::string> hand_ids;
  // The log's lines shown so far: when one move adds several (a chain resolving), they appear one at
  // a time (draw_paced_log).
  PacedLog log;
};

// ---- small helpers -------------------------------------------------------------------------------

std::vector<Action> plays(const TableFrame& f, int card) {
  std::vector<Action> out;
  for (Action a : f.legal)
    if (const DecodedAction d = ae::decode(a); d.kind == DecodedAction::kPlay && d.card == card) out.push_back(a);
  return out;
}
bool any(const TableFrame& f, DecodedAction::Kind kind) {
  return std::any_of(f.legal.begin(), f.legal.end(), [kind](Action a) { return ae::decode(a).kind == kind; });
}

ImU32 deck_colour(int kind, int alpha = 255) {
  static const int kRgb[3][3] = {{55, 105, 215}, {200, 55, 50}, {215, 175, 35}};
  return IM_COL32(kRgb[kind][0], kRgb[kind][1], kRgb[kind][2], alpha);
}

// ui::text_left whose text shrinks to fit `width` first.
void fit_left(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 col, const std::string& text, float width) {
  text_left(dl, font, ae_pieces::fit_size(font, size, text.c_str(), width), pos, col, text, width);
}

std::string whose(const TableFrame& f, int seat) { return name_of(f, seat) == "You" ? "Your" : name_of(f, seat) + "'s"; }
std::string deck_label(const TableFrame& f, int code) { return whose(f, code / 3) + " " + kKindName[code % 3] + " Deck"; }

const ae::UnitView* unit_at(const ae::View& v, int sq) {
  for (const ae::UnitView& u : v.units)
    if (u.sq == sq) return &u;
  return nullptr;
}

std::string card_text(int type) {
  const ae::CardType& c = ae::card_type(type);
  std::string sub = kKindName[c.deck];
  if (c.subtypes & ae::kQuick) sub += ", Quick";
  if (c.subtypes & ae::kEquipment) sub += ", Equipment";
  if (c.subtypes & ae::kUnitCard) sub += ", Unit +" + std::to_string(c.atk) + "/+" + std::to_string(c.hp) + "/+" + std::to_string(c.spd);
  if (c.subtypes & ae::kTechnique) sub += ", Technique";
  std::string out = "(" + sub + ") ";
  if (*c.cost) out += std::string(c.cost) + ". ";
  return out + c.text;
}

std::string unit_name(const ae::UnitView& u) { return u.unique >= 0 ? std::string(ae::card_type(u.unique).name) : std::string("Unit"); }

std::string unit_details(const TableFrame& f, const ae::UnitView& u, bool with_text = true) {
  std::string d = whose(f, u.owner) + " " + (u.unique >= 0 ? unit_name(u) : "basic unit") + " on " + square_name(u.sq) + ": Attack " +
                  std::to_string(u.atk) + ", Health " + std::to_string(u.hp) + "/" + std::to_string(u.max_hp);
  if (u.temp_hp) d += " (+" + std::to_string(u.temp_hp) + " temporary)";
  d += ", Speed " + std::to_string(u.spd);
  if (u.active) d += " (" + std::to_string(u.spd_left) + " left)";
  d += u.range > 1 ? ", reach 2" : "";
  auto list = [&d](const char* head, const std::vector<std::string>& xs) {
    for (size_t i = 0; i < xs.size(); ++i) d += (i ? ", " : head) + xs[i];
  };
  std::vector<std::string> equipment;
  for (int c : u.equipment) equipment.push_back(ae::card_type(c).name);
  list("; ", u.elements);
  list("; ", u.archetypes);
  list("; effects: ", u.effects);
  list("; equipment: ", equipment);
  d += u.state == "done" ? "; has acted this turn" : u.state == "ready" ? "; ready" : "; acting";
  if (u.unique >= 0 && with_text) d += ". " + std::string(ae::card_type(u.unique).text);
  return d;
}

// ---- what to do, and why a click is refused ------------------------------------------------------

// What the table shows and reads for one frame.
struct Ctx {
  TableFrame& f;
  const ae::View& v;
  const ae::UnitView* mover = nullptr;               // the active unit (Move / Battle), for ranges
  std::array<const ae::Route*, kSquares> route{};    // per square the moving unit may stop on
};

std::string not_now(const Ctx& c) {
  if (c.v.over) return "The game is over.";
  if (c.f.spectator) return "This is a replay: step through it with the timeline above.";
  if (!c.f.my_turn) return "Not your turn: " + name_of(c.f, c.v.to_act) + (c.f.thinking ? " is thinking." : " plays now.");
  return "";
}

// A decision other than the usual ones (a cost, Scout Report, Tactical Withdrawal, keep or
// redeclare, a response point, a chain), or "".
std::string decision_status(const Ctx& c) {
  if (any(c.f, DecodedAction::kPay)) return "Pay the cost: tap the card in your hand to set aside.";
  if (any(c.f, DecodedAction::kPick)) return "Scout Report: choose the cards in order, top card first.";
  if (any(c.f, DecodedAction::kLook)) return "Uplink (a unit spawned): choose the deck whose top card you look at.";
  if (any(c.f, DecodedAction::kOnTop)) return "Uplink: leave the card you looked at on top of its deck, or put it on the bottom.";
  if (any(c.f, DecodedAction::kStop)) return "Tactical Withdrawal: tap a lit square (up to 2 steps), or Stop.";
  if (c.v.sub_phase == "reselect") return "A unit moved during the responses: keep the declaration or declare anew.";
  if (c.v.sub_phase == "order") return "Start of your turn: choose the effect that resolves first, or In board order.";
  // Only a pass is legal: say so (against the computer the screen passes for the player, issue 38).
  const bool only_pass = c.f.legal.size() == 1 && c.f.legal[0] == ae::kPass;
  const char* none = c.v.turn_player == c.v.seat ? "You have no card you can play now" : "You have no Quick card you can play now";
  if (c.v.sub_phase == "window")
    return only_pass ? std::string("Response point: ") + none + "." : "Response point: answer with a Quick card, or No response.";
  if (c.v.sub_phase == "chain")
    return only_pass ? std::string("Chain pending: ") + none + "; passing resolves it (last in, first out)."
                     : "Chain pending: add a response, or Pass to resolve it (last in, first out).";
  return "";
}

std::string status_line(const Ctx& c) {
  TableState& t = memory_of<TableState>(c.f);
  const ae::View& v = c.v;
  if (v.over) return "The game is over.";
  if (c.f.spectator || !c.f.my_turn) return others_turn_status(c.f);
  if (t.sel_card >= 0) return std::string("Play ") + ae::card_type(t.sel_card).name + ": choose its target (highlighted).";
  if (std::string d = decision_status(c); !d.empty()) return d;
  if (v.phase == ae::Phase::kSetup)
    return "Opening draw: tap the deck for card " + std::to_string(v.hand.size() + 1) + " of " +
           (v.seat != v.first_player && v.hand.size() >= 5 ? "6" : "5") + ".";
  if (any(c.f, DecodedAction::kDraw))
    return v.phase == ae::Phase::kDraw ? "Draw phase: tap the deck to draw from." : "Field Manual: tap the deck to draw from.";
  if (v.phase == ae::Phase::kEnd) return "End phase: tap the facility to turn face up.";
  if (c.mover && (v.sub_phase == "move1" || v.sub_phase == "move2"))
    return std::string(v.sub_phase == "move1" ? "Move 1" : "Move 2") + ": tap a lit square (" + std::to_string(c.mover->spd_left) +
           " speed left), or End move.";
  if (c.mover && v.sub_phase == "battle") {
    int used = 0;
    for (const ae::DeclaredView& d : v.declaration) used += d.points;
    return "Battle: assign Attack (" + std::to_string(used) + " of " + std::to_string(c.mover->atk) +
           ") to targets in range, then Declare; or Skip attack.";
  }
  return "Your combat phase: activate a ready unit (highlighted), play a card, or End combat.";
}

// ---- layout --------------------------------------------------------------------------------------

struct Board {
  ImVec2 grid;        // top-left of the 9 x 7 squares
  float s = 40;       // square size
  float strip = 30;   // deck strip height
  float side_w = 0;   // side columns (0: the side blocks go in rows above and below)
  float row_h = 0;    // side rows (narrow layouts)
  bool flip = false;  // the viewer is P2: the board turns 180 degrees
  float width = 0, height = 0;
  ImVec2 origin;
};

ImVec2 square_pos(const Board& b, int sq) {
  int col = sq % kCols, row = sq / kCols;
  if (b.flip) col = kCols - 1 - col;
  else row = kRows - 1 - row;
  return ImVec2(b.grid.x + col * b.s, b.grid.y + row * b.s);
}

Board board_layout(ImVec2 origin, float width, float height, bool flip, bool narrow) {
  Board b{.flip = flip, .origin = origin};
  if (!narrow) {
    // Side columns for facilities and unique rails: 9 squares + 2 x 1.35 wide, 7 + 2 x 0.8 high.
    b.s = std::min(std::floor(std::min(width / (kCols + 2.7f), height / (kRows + 1.6f))), 92.0f);
    // Side columns take the width the squares leave (up to 100 px): on a phone held sideways, whose
    // height sets small squares, the boxes' names still fit.
    b.side_w = std::round(std::clamp((width - kCols * b.s) * 0.5f - 2, b.s * 1.35f, std::max(b.s * 1.35f, 100.0f)));
    b.strip = std::round(b.s * 0.8f);
    b.width = kCols * b.s + 2 * b.side_w;
    b.height = kRows * b.s + 2 * b.strip;
    b.grid = ImVec2(origin.x + std::floor((width - b.width) * 0.5f) + b.side_w, origin.y + b.strip);
  } else {
    b.s = std::floor(std::min(width / kCols, height / (kRows + 1.5f + 1.6f)));
    b.strip = std::round(b.s * 0.75f);
    b.row_h = std::round(std::max(b.s * 0.8f, 26.0f));
    b.width = kCols * b.s;
    b.height = kRows * b.s + 2 * b.strip + 2 * b.row_h;
    b.grid = ImVec2(origin.x + std::floor((width - b.width) * 0.5f), origin.y + b.row_h + b.strip);
  }
  return b;
}

// ---- the board (its pieces: assault_edge_pieces.cpp) ---------------------------------------------

// What a click on a square (or the unit on it) or a deck (kTgtDeck + code) plays now: a target of the
// selected card, an activation or a draw (buttons), the route to a square the moving unit may stop
// on, an attack point.
struct Offer {
  std::vector<Action> steps;
  bool button = false;
};
Offer offer_at(const Ctx& c, int target) {
  TableState& t = memory_of<TableState>(c.f);
  if (!c.f.my_turn) return {};
  if (t.sel_card >= 0) {
    for (Action a : plays(c.f, t.sel_card))
      if (ae::decode(a).target == target) return {{a}};
    return {};
  }
  const int code = target - ae::kTgtDeck;
  const Action button = code < 0 ? ae::encode_activate(target) : code / 3 == c.v.seat ? ae::encode_draw(code % 3) : kNoAction;
  if (is_legal(c.f, button)) return {{button}, true};
  Offer o;
  if (code < 0 && c.route[target])
    for (int step : c.route[target]->steps) o.steps.push_back(ae::encode_move(step));
  if (o.steps.empty() && is_legal(c.f, ae::encode_assign(target))) o.steps = {ae::encode_assign(target)};
  return o;
}

// Lights what a click offers (a gold frame `inset` into the box for a button, corner brackets for a
// target), lists and marks it; true when clicked.
bool offer_box(TableFrame& f, const std::string& id, ImVec2 a, ImVec2 e, const Offer& o, float inset = 1) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (o.button) dl->AddRect(ImVec2(a.x + inset, a.y + inset), ImVec2(e.x - inset, e.y - inset), ui::colors::kGold, 6, 0, 3);
  const float in = inset + std::min(e.x - a.x, e.y - a.y) * 0.08f;  // the brackets stay inside a square
  if (!o.button && !o.steps.empty()) draw_target(dl, ImVec2(a.x + in, a.y + in), ImVec2(e.x - in, e.y - in));
  // The mark on the square the marked move itself reaches, not on every square whose route starts with
  // it (a newcomer saw four "hint" tags for one step).
  return click_box(f, id, a, e, o.steps.empty() ? nullptr : o.button ? &f.buttons : &f.targets, o.steps.size() == 1 && o.steps.front() == f.mark);
}

// Why the selected card cannot target square `sq`, from what its lit targets are (issue 53: "cannot
// target this" said nothing of why): a unit where it wants an empty square, the wrong side's unit,
// an empty square, or the right kind that the card's own condition rules out.
std::string target_refusal(const Ctx& c, int sq) {
  const int card = memory_of<TableState>(c.f).sel_card;
  const ae::CardType& ct = ae::card_type(card);
  const std::string name = ct.name, choose = " Choose a lit target, or Cancel.";
  const ae::UnitView* u = unit_at(c.v, sq);
  bool own = false, enemy = false, empty = false;
  for (Action a : plays(c.f, card)) {
    const int x = ae::decode(a).target;
    if (x < 0 || x >= ae::kTgtDeck) continue;  // a square (not a deck, an element, a link)
    const ae::UnitView* tu = unit_at(c.v, x);
    (tu ? (tu->owner == c.v.seat ? own : enemy) : empty) = true;
  }
  const std::string wanted = own && enemy ? "a unit" : own ? "a unit you control" : enemy ? "an enemy unit" : "a free lit square";
  if (!own && !enemy && !empty) return name + " does not target a square." + choose;
  if (!u && !empty) return name + " targets " + wanted + ": " + square_name(sq) + " is empty." + choose;
  if (u && !own && !enemy) return name + " goes on a free square of your spawn zone (lit): " + square_name(sq) + " is taken.";
  if (u && u->owner == c.v.seat && !own) return name + " targets " + wanted + ": this unit is yours." + choose;
  if (u && u->owner != c.v.seat && !enemy) return name + " targets " + wanted + ": this unit is the enemy's." + choose;
  if (!u) return name + " goes on a free square of your spawn zone (lit): " + square_name(sq) + " is not one." + choose;
  // The right kind of unit: the card's own condition rules it out.
  const std::string text = ct.text;
  if (text.rfind("Heal", 0) == 0 && u->hp >= u->max_hp) return name + ": this unit has no damage to heal." + choose;
  if (card == ae::kDismantle && u->equipment.empty()) return name + ": this unit carries no Equipment." + choose;
  if (card == ae::kSecondWind && u->state != "done") return name + ": this unit has not finished its turn (it must be DONE)." + choose;
  return name + " cannot target this unit now (" + text + ")." + choose;
}

std::string square_refusal(const Ctx& c, int sq) {
  TableState& t = memory_of<TableState>(c.f);
  const ae::View& v = c.v;
  const ae::UnitView* u = unit_at(v, sq);
  const std::string details = u ? unit_details(c.f, *u) + ".\n" : "";
  std::string why = not_now(c);
  if (why.empty() && t.sel_card >= 0) why = target_refusal(c, sq);
  if (why.empty()) why = decision_status(c);
  if (!why.empty()) return details + why;
  if (v.phase == ae::Phase::kSetup || v.phase == ae::Phase::kDraw || any(c.f, DecodedAction::kDraw)) return details + "Draw first: tap one of your decks.";
  if (v.phase == ae::Phase::kEnd) return details + "End phase: tap the facility to turn face up.";
  if (c.mover && (v.sub_phase == "move1" || v.sub_phase == "move2")) {
    if (u && u->id == c.mover->id) return details + "This unit is moving: tap a lit square, or End move.";
    if (u && u->owner != v.seat) return details + "Enemy units block movement; attack them in the Battle sub-phase (after End move).";
    if (u) return details + "Units pass through friends but never stop on them.";
    if (c.mover->spd_left == 0) return "No speed left: End move.";
    return square_name(sq) + " is out of reach: " + std::to_string(c.mover->spd_left) +
           " speed left (one king step per point; enemies block; nobody may fill all three of the opponent's spawn squares).";
  }
  if (c.mover && v.sub_phase == "battle") {
    if (u && u->owner != v.seat)
      return details + "Out of range: this unit reaches " + std::to_string(c.mover->range) +
             (c.mover->range > 1 ? " squares." : " square (adjacent, diagonals included).");
    return details + "Battle: assign Attack to lit enemy units or decks, then Declare; or Skip attack.";
  }
  if (u && u->owner == v.seat) return details + (u->state == "done" ? "This unit has acted this turn." : "This unit cannot be activated now.");
  if (u) return details + "To attack it, activate one of your units (highlighted), move next to it, then assign Attack in the Battle sub-phase.";
  return "Activate one of your units (highlighted) to move it.";
}

void square_widget(Ctx& c, const Board& b, int sq) {
  const ImVec2 a = square_pos(b, sq), e(a.x + b.s, a.y + b.s);
  const ae::UnitView* u = unit_at(c.v, sq);
  const Offer o = offer_at(c, sq);
  const bool clicked = offer_box(c.f, u ? "ae/unit/" + std::to_string(u->id) : "ae/square/" + square_name(sq), a, e, o);
  if (u) ui::hover_tip(unit_details(c.f, *u));
  if (!clicked) return;
  for (Action step : o.steps) play(c.f, step);
  if (o.steps.empty()) refuse(c.f, square_refusal(c, sq));
}

std::string deck_refusal(const Ctx& c, int code) {
  TableState& t = memory_of<TableState>(c.f);
  const int n = c.v.players[code / 3].deck[code % 3];
  std::string why = not_now(c);
  if (why.empty() && t.sel_card >= 0) why = std::string(ae::card_type(t.sel_card).name) + " cannot target this deck.";
  if (why.empty()) why = decision_status(c);
  if (why.empty() && code / 3 == c.v.seat) why = n == 0 ? "This deck is empty." : "You draw only in your Draw phase (or with Field Manual).";
  if (why.empty() && c.mover && c.v.sub_phase == "battle")
    why = "Out of range: a deck is reached from its coloured squares (distance 1) or one square further with reach 2.";
  if (why.empty()) why = "Attack it with a unit next to its coloured squares, in that unit's Battle sub-phase.";
  return deck_label(c.f, code) + ": " + std::to_string(n) + (n == 1 ? " card" : " cards") +
         (code % 3 == ae::kCommand ? " (a point of damage while it is empty loses the game)" : "") + ".\n" + why;
}

// A deck box behind its coloured group: the deck's colour, name and count (and the discard pile beside
// Command). A click draws from it, or targets it (attack points, Sabotage, Siege Bombardment ...).
void deck_widget(Ctx& c, int seat, int kind, ImVec2 a, ImVec2 e) {
  TableState& t = memory_of<TableState>(c.f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int code = seat * 3 + kind, n = c.v.players[seat].deck[kind];
  dl->AddRectFilled(a, e, deck_colour(kind, n ? 235 : 70), 6);
  // Card backs stacked: one line per few cards.
  for (int i = 0; i < std::min(4, (n + 7) / 8); ++i)
    dl->AddLine(ImVec2(a.x + 6, e.y - 3 - i * 2.5f), ImVec2(e.x - 6, e.y - 3 - i * 2.5f), IM_COL32(255, 255, 255, 90));
  dl->AddRect(a, e, IM_COL32(255, 255, 255, 120), 6, 0, 1.2f);
  ImFont* fs = ui::fonts().small;
  const float h = e.y - a.y, w = e.x - a.x;
  // Its sign at the left (a tent, a banner, a flask), then its name where there is room, its count.
  const ImU32 ink = kind == ae::kBarracks ? ui::colors::kInkOnGold : ui::colors::kWhite;
  const float sign = std::min(h - 6, 28.0f), tx = a.x + 8 + sign;
  ae_pieces::draw_deck_sign(dl, kind, ImVec2(a.x + 5, a.y + (h - sign) * 0.5f), sign, ink, deck_colour(kind, n ? 235 : 70));
  // Its name in whole words (a phone's "Bar.", "Com.", "Res." were no words a newcomer knew): a narrow
  // box puts the count at its right edge and gives the name the room before it.
  const std::string name = kKindName[kind];
  const float ns = std::clamp(h * 0.32f, 9.0f, 15.0f), cs = std::clamp(h * 0.5f, 10.0f, 26.0f);
  const std::string count = std::to_string(n);
  const float cw = ui::fonts().heading->CalcTextSizeA(cs, 1e9f, 0, count.c_str()).x;
  const bool wide = w > 150;
  const float cx = wide ? (tx + e.x) * 0.5f + w * 0.12f : e.x - 5 - cw * 0.5f;
  if (w > 80)
    fit_left(dl, fs, ns, ImVec2(tx, a.y + 2), IM_COL32(255, 255, 255, 230), name + (kind == ae::kCommand && wide ? " (life)" : ""),
             wide ? e.x - tx - 3 : cx - cw * 0.5f - tx - 4);
  text_at(dl, ui::fonts().heading, cs, ImVec2(w > 80 ? cx : (tx + e.x) * 0.5f, (a.y + e.y) * 0.5f), ink, count);
  // Life lost or won shows where it lands.
  if (kind == ae::kCommand) ui::value_motion(0x41434400u + static_cast<uint32_t>(seat), n, ImVec2((a.x + e.x) * 0.5f, a.y + h * 0.4f), std::clamp(h * 0.6f, 14.0f, 30.0f));
  if (kind == ae::kCommand && w > 110)
    fit_left(dl, fs, ns * 0.9f, ImVec2(tx, e.y - ns * 1.25f), IM_COL32(255, 230, 220, 220),
              "discard " + std::to_string(c.v.players[seat].discard.size()), wide ? w * 0.5f : cx - cw * 0.5f - tx - 4);
  t.deck_pos[code] = ImVec2(a.x + w * 0.5f, a.y);
  // The active unit's reach: decks within range glow red.
  if (c.mover && seat != c.mover->owner && ae::deck_distance(c.mover->sq, code) <= c.mover->range)
    dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(e.x + 1, e.y + 1), ui::colors::kDamageRed, 6, 0, 2.5f);
  // Points declared on it.
  for (const ae::DeclaredView& d : c.v.declaration)
    if (d.deck == code)  // over the deck's sign, a picture: never over its name or count
      pill_at(dl, ImVec2(a.x + 3, a.y + (h - ns * 1.25f) * 0.5f), ns, ui::colors::kDamageRed, ui::colors::kWhite, "-" + std::to_string(d.points));
  const Offer o = offer_at(c, ae::kTgtDeck + code);
  if (!offer_box(c.f, "ae/deck/" + std::to_string(seat) + "/" + ae::deck_id(kind), a, e, o, -2)) return;
  if (!o.steps.empty()) play(c.f, o.steps.front());
  else refuse(c.f, deck_refusal(c, code));
}

// A card-like box (a facility, a unique-unit zone): filled (0: an empty place's edge alone), its lines
// (the caller's) in the small font from `indent`, each while it fits.
ui::CardFace box_face(ImVec2 a, ImVec2 e, ImU32 fill, ImU32 edge, float indent) {
  return {.fill = fill, .edge = edge, .edge_width = fill ? 1.5f : 1.0f, .bar_width = 5, .inset = indent, .wrap = e.x - a.x - indent - 2};
}

// Each one-line text of a box shrinks to fit its width (fit_size) rather than being shortened.
void fit_lines(ui::CardFace& face) {
  for (ui::FaceLine& l : face.lines)
    if (l.text && !l.wrap) l.size = ae_pieces::fit_size(l.font ? l.font : ui::fonts().small, l.size, l.text, face.wrap - 1);
}

// A facility card: face down ("?", or its name for its owner), or face up with its bonus.
void facility_widget(Ctx& c, int seat, int k, ImVec2 a, ImVec2 e) {
  const ae::FacilityView& f = c.v.players[seat].facilities[k];
  const float ts = std::clamp(std::min((e.x - a.x) * 0.13f, (e.y - a.y) * 0.3f), 8.0f, 13.0f);
  std::string bonus;  // the face points into it
  ui::CardFace face = f.face_up ? box_face(a, e, ui::colors::kParchment, ui::colors::kParchment, 8)
                                : box_face(a, e, ui::colors::kFaceDown, IM_COL32(200, 180, 230, 200), 4);
  if (!f.face_up) {
    face.lines[0] = {f.facility >= 0 ? ae::facility(f.facility).name : "Facility ?", IM_COL32(230, 220, 245, 255), ts};
    face.lines[1] = {"face down", IM_COL32(190, 175, 210, 255), ts};
  } else {
    const ae::Facility& fa = ae::facility(f.facility);
    auto plus = [](int n, const char* stat) { return n ? "+" + std::to_string(n) + stat : std::string(); };
    bonus = plus(fa.atk, "A ") + plus(fa.hp, "H ") + plus(fa.spd, "S");
    face.bar = ae_pieces::element_colour(ae::element_name(fa.element));
    face.lines[0] = {fa.name, ui::colors::kParchmentInk, ts};
    face.lines[1] = {bonus.c_str(), IM_COL32(120, 40, 30, 255), ts};
    face.lines[2] = {ae::element_name(fa.element), IM_COL32(70, 70, 70, 255), ts * 0.9f};
  }
  fit_lines(face);
  ui::draw_card_face(ImGui::GetWindowDrawList(), a, e, face);
  const Action flip = ae::encode_flip(k);
  const bool can = c.f.my_turn && seat == c.v.seat && is_legal(c.f, flip);
  const std::string id = "ae/facility/" + std::to_string(seat) + "/" + std::to_string(k);
  if (!offer_box(c.f, id, a, e, can ? Offer{{flip}, true} : Offer{}, -2)) return;
  if (can) {
    play(c.f, flip);
  } else if (f.facility >= 0) {
    const ae::Facility& fa = ae::facility(f.facility);
    refuse(c.f, std::string(fa.name) + " (" + ae::element_name(fa.element) + ", " + ae::archetype_name(fa.archetype) + "): +" + std::to_string(fa.atk) +
                    " ATK +" + std::to_string(fa.hp) + " HP +" + std::to_string(fa.spd) + " SPD to units spawned while it is face up. " + fa.text);
  } else {
    refuse(c.f, "A face-down facility: it is turned face up in its owner's End phase.");
  }
}

// A unique-unit zone: the Unit card of a living unique unit, or empty.
void rail_widget(Ctx& c, int seat, int k, ImVec2 a, ImVec2 e) {
  const int card = c.v.players[seat].unique_rail[k];
  const float ts = std::clamp(std::min((e.x - a.x) * 0.13f, (e.y - a.y) * 0.36f), 8.0f, 13.0f);
  const std::string empty = "unique " + std::to_string(k + 1);
  std::string where;
  ui::CardFace face = box_face(a, e, card < 0 ? 0 : IM_COL32(70, 58, 20, 255), card < 0 ? ui::colors::kEmptyEdge : ui::colors::kGold, 4);
  if (card < 0) {
    face.top = (e.y - a.y - ts) * 0.5f;
    face.lines[0] = {empty.c_str(), ui::colors::kEmptyCaption, ts};
  } else {
    for (const ae::UnitView& u : c.v.units)
      if (u.owner == seat && u.slot == k + 1) where = "on " + square_name(u.sq);
    face.lines[0] = {ae::card_type(card).name, IM_COL32(255, 235, 170, 255), ts};
    face.lines[1] = {where.c_str(), IM_COL32(220, 210, 180, 255), ts};
  }
  fit_lines(face);
  ui::draw_card_face(ImGui::GetWindowDrawList(), a, e, face);
  if (click_box(c.f, "ae/rail/" + std::to_string(seat) + "/" + std::to_string(k), a, e, nullptr, false))
    refuse(c.f, card >= 0 ? std::string(ae::card_type(card).name) + " " + card_text(card)
                          : "An empty unique-unit zone: a Unit card spawns a unique unit while a zone is free (at most three, no two of one name).");
}

// Facilities (2) or the unique rail (3) of `seat` in a rectangle, stacked along its longer side.
void side_block(Ctx& c, int seat, bool rail, ImVec2 a, ImVec2 e) {
  const float ls = std::clamp((e.y - a.y) * 0.12f, 9.0f, 13.0f);
  const int n = rail ? 3 : 2;
  // Stacked (the names over them) where the boxes get 24 px each: their names are then as wide as
  // the column, not a share of it.
  const bool vertical = e.y - a.y > e.x - a.x || (e.y - a.y - ls * 2.45f) / n >= 24;
  float y0 = a.y;
  if (vertical) {
    // Whose block it is, in the owner's colour, above what it is ("Computer" / "unique units").
    fit_left(ImGui::GetWindowDrawList(), ui::fonts().small, ls, ImVec2(a.x + 2, a.y), seat_colour(seat), name_of(c.f, seat), e.x - a.x - 2);
    fit_left(ImGui::GetWindowDrawList(), ui::fonts().small, ls, ImVec2(a.x + 2, a.y + ls * 1.15f), ui::colors::kMuted,
              rail ? "unique units" : "facilities", e.x - a.x);
    y0 += ls * 2.45f;
  }
  const float gap = 4;
  for (int k = 0; k < n; ++k) {
    ImVec2 p, q;
    if (vertical) {
      const float hh = std::min((e.y - y0 - gap * (n - 1)) / n, (e.x - a.x) * 0.9f);
      p = ImVec2(a.x, y0 + k * (hh + gap));
      q = ImVec2(e.x, p.y + hh);
    } else {
      const float ww = (e.x - a.x - gap * (n - 1)) / n;
      p = ImVec2(a.x + k * (ww + gap), a.y);
      q = ImVec2(p.x + ww, e.y);
    }
    if (rail) rail_widget(c, seat, k, p, q);
    else facility_widget(c, seat, k, p, q);
  }
}

// Squares: open field, the coloured back rows, the spawn zones (yellow) marked; where the moving unit
// may stop (gold) and what it reaches (red).
void draw_squares(const Ctx& c, const Board& b) {
  TableState& t = memory_of<TableState>(c.f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ae::View& v = c.v;
  const bool ranges = c.mover && (v.sub_phase == "move1" || v.sub_phase == "move2" || v.sub_phase == "battle");
  constexpr ImU32 kSpawn = IM_COL32(255, 240, 150, 170);  // a spawn zone's dashes and word
  for (int sq = 0; sq < kSquares; ++sq) {
    const ImVec2 a = square_pos(b, sq), e(a.x + b.s, a.y + b.s);
    const int kind = ae::deck_behind(sq) < 0 ? -1 : ae::deck_behind(sq) % 3;
    ImU32 fill = ((sq % kCols + sq / kCols) & 1) ? ui::colors::kFieldLight : ui::colors::kFieldDark;
    if (kind >= 0) fill = deck_colour(kind, 120);
    dl->AddRectFilled(a, e, fill);
    dl->AddRect(a, e, ui::colors::kFieldLine);
    if (kind == ae::kBarracks)  // spawn zone: a dashed inner frame
      for (float x = a.x + 4; x < e.x - 4; x += 8) {
        dl->AddLine(ImVec2(x, a.y + 3), ImVec2(std::min(x + 4, e.x - 4), a.y + 3), kSpawn, 1.5f);
        dl->AddLine(ImVec2(x, e.y - 3), ImVec2(std::min(x + 4, e.x - 4), e.y - 3), kSpawn, 1.5f);
      }
    if (c.route[sq] && c.f.my_turn && t.sel_card < 0) dl->AddRectFilled(a, e, IM_COL32(255, 215, 90, 70));
    if (ranges && sq != c.mover->sq && ae::king_distance(sq, c.mover->sq) <= c.mover->range)
      dl->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(e.x - 1, e.y - 1), ui::with_alpha(ui::colors::kDamageRed, 45));
    if (unit_at(v, sq)) continue;
    // Coordinates in the corner of empty squares (large boards only).
    if (b.s >= 48) text_left(dl, ui::fonts().small, std::clamp(b.s * 0.17f, 9.0f, 12.0f), ImVec2(a.x + 3, a.y + 2), IM_COL32(255, 255, 255, 70), square_name(sq));
    if (kind == ae::kBarracks && b.s >= 40)
      text_at(dl, ui::fonts().small, std::clamp(b.s * 0.16f, 8.0f, 12.0f), ImVec2((a.x + e.x) * 0.5f, (a.y + e.y) * 0.5f + b.s * 0.12f),
              kSpawn, "spawn");
  }
}

// Tokens (they glide when they move) with the points declared on them.
void draw_tokens(const Ctx& c, const Board& b) {
  for (const ae::UnitView& u : c.v.units) {
    const ImVec2 a = square_pos(b, u.sq);
    const float inset = std::max(2.0f, b.s * 0.05f);
    const uint32_t key = 0x41450000u + static_cast<uint32_t>(u.id);
    const ImVec2 at = ui::card_motion(key, ImVec2(a.x + inset, a.y + inset));
    ae_pieces::draw_unit(ui::card_moving(key) ? ImGui::GetForegroundDrawList() : ImGui::GetWindowDrawList(), u, at, b.s - inset * 2);
    // Damage and healing show where they land, over the unit.
    ui::value_motion(0x41480000u + static_cast<uint32_t>(u.id), u.hp + u.temp_hp, ImVec2(a.x + b.s * 0.5f, a.y + b.s * 0.35f),
                     std::clamp(b.s * 0.42f, 14.0f, 30.0f));
    for (const ae::DeclaredView& d : c.v.declaration)
      if (d.square == u.sq) {
        const float ps = std::clamp(b.s * 0.22f, 9.0f, 14.0f);
        // Over the token's picture (its middle), where it hides no number.
        const std::string pts = "-" + std::to_string(d.points);
        pill_at(ImGui::GetForegroundDrawList(), ImVec2(a.x + (b.s - ui::text_width(ui::fonts().small, ps, pts) - ps * 0.6f) * 0.5f, a.y + b.s * 0.22f), ps,
                ui::colors::kDamageRed, ui::colors::kWhite, pts);
      }
  }
}

// The squares of the other seat's last moves: where its units moved to, the units it damaged or healed
// (not where an activated unit started: its token has left that square).
void draw_recent_squares(Ctx& c, const Board& b) {
  std::array<bool, kSquares> marked{};
  for_recent(c.f, [&](int, Action a) {
    const ae::DecodedAction d = ae::decode(a);
    using K = ae::DecodedAction;
    int sq = d.kind == K::kMove || d.kind == K::kHeal ? d.square : -1;
    if (d.kind == K::kAssign && d.target >= 0 && d.target < ae::kTgtDeck) sq = d.target;
    if (sq >= 0 && sq < kSquares) marked[sq] = true;
  });
  for (int sq = 0; sq < kSquares; ++sq)
    if (marked[sq]) {
      const ImVec2 a = square_pos(b, sq);
      draw_recent(c.f, ImGui::GetWindowDrawList(), a, ImVec2(a.x + b.s, a.y + b.s), "ae/recent/" + std::to_string(sq));
    }
}

// The marked step of a moving unit as an arrow from the unit to its square: among up to a dozen lit
// squares the square's own white frame was easy to miss.
void draw_step_arrow(Ctx& c, const Board& b) {
  const ae::DecodedAction d = ae::decode(c.f.mark);
  if (!c.mover || d.kind != ae::DecodedAction::kMove || d.square < 0 || d.square >= kSquares) return;
  const float half = b.s * 0.5f;
  const ImVec2 p0 = square_pos(b, c.mover->sq), p1 = square_pos(b, d.square);
  const ImVec2 from(p0.x + half, p0.y + half), to(p1.x + half, p1.y + half);
  const float dx = to.x - from.x, dy = to.y - from.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 1) return;
  const ImVec2 u(dx / len, dy / len), n(-u.y, u.x);
  const float head = std::clamp(b.s * 0.3f, 8.0f, 18.0f), th = std::clamp(b.s * 0.07f, 2.5f, 5.0f);
  // From the unit's edge to the square's centre: the unit's figure and numbers stay readable.
  const float edge = half / std::max(std::abs(u.x), std::abs(u.y));  // where the line leaves the unit's square
  const ImVec2 start(from.x + u.x * edge, from.y + u.y * edge), tip = to;
  const ImVec2 base(tip.x - u.x * head, tip.y - u.y * head);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  c.f.marked.push_back("ae/arrow/" + square_name(c.mover->sq) + "-" + square_name(d.square));
  const float in = b.s * 0.1f;  // the square itself lighter than the other lit ones
  dl->AddRectFilled(ImVec2(p1.x + in, p1.y + in), ImVec2(p1.x + b.s - in, p1.y + b.s - in), ui::with_alpha(ui::colors::kWhite, 90), 4);
  for (int pass = 0; pass < 2; ++pass) {  // a dark edge under white: readable on gold and on green
    const ImU32 col = pass == 0 ? ui::colors::kInk : ui::colors::kWhite;
    const float w = pass == 0 ? th + 3 : th, grow = pass == 0 ? 2.0f : 0.0f;
    dl->AddLine(start, base, col, w);
    dl->AddTriangleFilled(ImVec2(tip.x + u.x * grow, tip.y + u.y * grow),
                          ImVec2(base.x + n.x * (head * 0.6f + grow), base.y + n.y * (head * 0.6f + grow)),
                          ImVec2(base.x - n.x * (head * 0.6f + grow), base.y - n.y * (head * 0.6f + grow)), col);
  }
}

void draw_board(Ctx& c, const Board& b) {
  const int me = c.v.seat, op = 1 - c.v.seat;
  draw_squares(c, b);
  draw_tokens(c, b);
  draw_recent_squares(c, b);
  for (int sq = 0; sq < kSquares; ++sq) square_widget(c, b, sq);
  draw_step_arrow(c, b);
  // Decks behind each back row (the opponent's at the top).
  for (int side = 0; side < 2; ++side) {
    const float y = side == 0 ? b.grid.y - b.strip : b.grid.y + kRows * b.s;
    for (int kind = 0; kind < 3; ++kind) {
      const int code = (side == 0 ? op : me) * 3 + kind, g = b.flip ? 2 - ae::deck_group(code) : ae::deck_group(code);
      const ImVec2 a(b.grid.x + g * 3 * b.s + 3, y + (side == 0 ? 2 : 4)), e(a.x + 3 * b.s - 6, y + b.strip - (side == 0 ? 4 : 2));
      deck_widget(c, code / 3, kind, a, e);
    }
  }
  // Facilities and unique rails: the opponent's unique rail top-left, facilities top-right; the
  // viewer's facilities bottom-left (beside Research), unique rail bottom-right (beside Barracks).
  const float gap = 6;
  if (b.side_w > 0) {
    const float lx = b.grid.x - b.side_w, rx = b.grid.x + kCols * b.s + gap;
    const float top = b.grid.y - b.strip, mid = b.grid.y + kRows * b.s * 0.5f, bottom = b.grid.y + kRows * b.s + b.strip;
    // Whose side is whose: the name and the army, at the outer end of the column of that seat's
    // facilities (the opponent's at the top right, the viewer's at the bottom left), so a name never
    // sits beside the other seat's rail.
    const float ls = std::clamp(b.s * 0.18f, 9.0f, 14.0f), name_h = ls * 2.6f;
    side_block(c, op, true, ImVec2(lx, top), ImVec2(lx + b.side_w - gap, mid - gap));
    side_block(c, op, false, ImVec2(rx, top + name_h), ImVec2(rx + b.side_w - gap, top + (mid - top) * 0.8f));
    side_block(c, me, false, ImVec2(lx, mid + (bottom - mid) * 0.2f), ImVec2(lx + b.side_w - gap, bottom - name_h));
    side_block(c, me, true, ImVec2(rx, mid + gap), ImVec2(rx + b.side_w - gap, bottom));
    const float ys[2] = {bottom - name_h + ls * 0.3f, top};
    for (int side = 0; side < 2; ++side) {
      const int seat = side == 0 ? me : op;
      const ImVec2 p(side == 0 ? lx : rx, ys[side]);
      fit_left(ImGui::GetWindowDrawList(), ui::fonts().small, ls, p, seat_colour(seat), name_of(c.f, seat), b.side_w - gap);
      ui::draw_emblem(ImGui::GetWindowDrawList(), ImVec2(p.x + ls * 0.5f, p.y + ls * 1.7f), ls, c.v.players[seat].army);
      fit_left(ImGui::GetWindowDrawList(), ui::fonts().small, ls * 0.9f, ImVec2(p.x + ls * 1.25f, p.y + ls * 1.2f), ui::colors::kMuted,
                ae::army(c.v.players[seat].army).name, b.side_w - gap - ls * 1.25f);
    }
  } else {
    const float x0 = b.grid.x, w = kCols * b.s, ww = (w - gap) * 0.5f, h = b.row_h - 4;
    const float ytop = b.grid.y - b.strip - b.row_h + 1, ybot = b.grid.y + kRows * b.s + b.strip + 2;
    side_block(c, op, true, ImVec2(x0, ytop), ImVec2(x0 + ww * 1.2f, ytop + h));
    side_block(c, op, false, ImVec2(x0 + ww * 1.2f + gap, ytop), ImVec2(x0 + w, ytop + h));
    side_block(c, me, false, ImVec2(x0, ybot), ImVec2(x0 + ww * 0.8f, ybot + h));
    side_block(c, me, true, ImVec2(x0 + ww * 0.8f + gap, ybot), ImVec2(x0 + w, ybot + h));
  }
  ImGui::SetCursorScreenPos(b.origin);
  ImGui::Dummy(ImVec2(std::max(1.0f, b.width), std::max(1.0f, b.height)));
}

// ---- the panel -----------------------------------------------------------------------------------

std::string target_label(const TableFrame& f, const ae::View& v, int tg) {
  if (tg < kSquares) {
    const ae::UnitView* u = unit_at(v, tg);
    return u ? unit_name(*u) + " " + square_name(tg) : square_name(tg);
  }
  if (tg >= ae::kTgtDeck && tg < ae::kTgtElement) return deck_label(f, tg - ae::kTgtDeck);
  if (tg >= ae::kTgtElement && tg < ae::kTgtLink) return ae::element_name(tg - ae::kTgtElement);
  if (tg >= ae::kTgtLink && tg < ae::kTgtNone) {
    const int i = tg - ae::kTgtLink;
    return "link " + std::to_string(i + 1) + (i < static_cast<int>(v.chain.size()) ? ": " + named(f, v.chain[i].what) : "");
  }
  if (tg >= ae::kTgtEquip && tg < ae::kTgtCard) {
    const int sq = (tg - ae::kTgtEquip) / 4, k = (tg - ae::kTgtEquip) % 4;
    const ae::UnitView* u = unit_at(v, sq);
    return square_name(sq) + " " + (u && k < static_cast<int>(u->equipment.size()) ? ae::card_type(u->equipment[k]).name : "?");
  }
  if (tg >= ae::kTgtCard) return ae::card_type(tg - ae::kTgtCard).name;
  return "";
}

// The decision buttons: pass, end move / skip attack, declare, end combat, keep / redeclare, stop,
// Radiance / Repair heals, Scout Report picks, Uplink's look and top / bottom, and the targets of a selected card that are not on the board.
void draw_moves(Ctx& c) {
  TableState& t = memory_of<TableState>(c.f);
  TableFrame& f = c.f;
  if (!f.my_turn) return;
  const ae::View& v = c.v;
  Row row;
  if (t.sel_card >= 0) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kSelectedText);
    ui::text_wrapped("%s %s", ae::card_type(t.sel_card).name, card_text(t.sel_card).c_str());
    ImGui::PopStyleColor();
    for (Action x : plays(f, t.sel_card)) {
      const int tg = ae::decode(x).target;
      if (tg >= ae::kTgtElement) row.button(f, "ae/target/" + std::to_string(tg), target_label(f, v, tg), x, true);  // else on the board
    }
    row.next("Cancel");
    if (ui::button("ae/cancel", "Cancel")) t.sel_card = -1;
    return;
  }
  for (Action x : f.legal) {
    const DecodedAction d = ae::decode(x);
    if (d.kind == DecodedAction::kPick && d.looked < static_cast<int>(v.looking.size()))
      row.button(f, "ae/pick/" + std::to_string(d.looked), std::string("Next: ") + ae::card_type(v.looking[d.looked]).name, x);
    if (d.kind == DecodedAction::kFirst && d.starting < static_cast<int>(v.starting.size()))
      row.button(f, "ae/first/" + std::to_string(d.starting), "First: " + named(f, v.starting[d.starting]), x);
    if (d.kind == DecodedAction::kLook && d.deck >= 0 && d.deck < 3)
      row.button(f, std::string("ae/look/") + ae::deck_id(d.deck), std::string("Uplink: look at your ") + kKindName[d.deck] + " deck", x);
    if (d.kind == DecodedAction::kHeal) {
      const ae::UnitView* u = unit_at(v, d.square);
      row.button(f, "ae/heal/" + square_name(d.square), "Heal " + (u ? unit_name(*u) + " " : std::string()) + square_name(d.square) + " (instead of attacking)", x);
    }
  }
  const std::string looked = v.looking.empty() ? std::string("the card") : ae::card_type(v.looking.front()).name;
  row.button(f, "ae/uplink-top", "Leave " + looked + " on top", ae::kOnTop);
  row.button(f, "ae/uplink-bottom", "Put " + looked + " on the bottom", ae::kToBottom);
  row.button(f, "ae/board-order", "In board order", ae::kInBoardOrder);
  row.button(f, "ae/keep", "Keep the declaration", ae::kKeep);
  row.button(f, "ae/redeclare", "Declare anew", ae::kRedeclare);
  row.button(f, "ae/declare", "Declare attack", ae::kDeclare);
  row.button(f, "ae/done", c.mover && v.sub_phase == "battle" ? "Skip attack" : "End move", ae::kEnd);
  row.button(f, "ae/stop", "Stop", ae::kStop);
  row.button(f, "ae/pass", v.sub_phase == "window" ? "No response" : "Pass: resolve the chain", ae::kPass);
  row.button(f, "ae/end-combat", "End combat", ae::kEndCombat);
}

// The attack split: one row per target in range or already assigned, with - and + steppers.
void draw_split(Ctx& c) {
  TableFrame& f = c.f;
  const ae::View& v = c.v;
  if (v.sub_phase != "battle" && v.declaration.empty()) return;
  std::vector<int> targets;
  int used = 0;
  for (const ae::DeclaredView& d : v.declaration) targets.push_back(d.target()), used += d.points;
  for (Action x : f.legal)
    if (const DecodedAction d = ae::decode(x); d.kind == DecodedAction::kAssign && std::count(targets.begin(), targets.end(), d.target) == 0)
      targets.push_back(d.target);
  if (targets.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kBadText);
  if (c.mover) ui::text_wrapped("Attack split: %d of %d from %s", used, c.mover->atk, square_name(c.mover->sq).c_str());
  else ui::text_wrapped("Attack declared: %d", used);
  ImGui::PopStyleColor();
  const bool building = f.my_turn && v.sub_phase == "battle";
  const float step = ImGui::GetFrameHeight() * 1.15f;
  for (int tg : targets) {
    int pts = 0;
    for (const ae::DeclaredView& d : v.declaration)
      if (d.target() == tg) pts = d.points;
    const int code = tg - ae::kTgtDeck;
    const std::string key = tg >= ae::kTgtDeck ? "p" + std::to_string(code / 3 + 1) + "-" + ae::deck_id(code % 3) : square_name(tg);
    std::string label = target_label(f, v, tg);
    if (const ae::UnitView* u = tg < kSquares ? unit_at(v, tg) : nullptr)
      label += " (" + std::to_string(u->hp) + (u->temp_hp ? "+" + std::to_string(u->temp_hp) : "") + " HP)";
    else if (tg >= ae::kTgtDeck)
      label += " (" + std::to_string(v.players[code / 3].deck[code % 3]) + ")";
    if (!building) {
      ui::text_wrapped("\xE2\x80\xA2 %d on %s", pts, label.c_str());
      continue;
    }
    ImGui::BeginDisabled(pts == 0);
    if (ui::button("ae/minus/" + key, "-", ImVec2(step, 0))) {
      f.withdraw = ae::encode_assign(tg);
      f.withdraw_run = [](Action a) { return ae::decode(a).kind == DecodedAction::kAssign; };
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ui::text("%d", pts);
    ImGui::SameLine();
    const Action plus = ae::encode_assign(tg);
    ImGui::BeginDisabled(!is_legal(f, plus));
    if (is_legal(f, plus)) move_button(f, "ae/plus/" + key, "+", plus, step);
    else ui::button("ae/plus/" + key, "+", ImVec2(step, 0));
    ImGui::EndDisabled();
    ImGui::SameLine();
    ui::text_wrapped("%s", label.c_str());
  }
}

std::string chain_line(const TableFrame& f, const ae::View& v, int i) {
  const ae::LinkView& l = v.chain[i];
  std::string line = std::to_string(i + 1) + ". " + name_of(f, l.owner) + ": " + named(f, l.what);
  if (l.cost_cards) line += " (cost: " + std::to_string(l.cost_cards) + " set aside)";
  if (l.negated) line += " - NEGATED";
  if (i == static_cast<int>(v.chain.size()) - 1) line += "  \xE2\x86\x90 resolves first";
  return line;
}

// The chain: links bottom first, the top one resolves first.
void draw_chain(const TableFrame& f, const ae::View& v) {
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 220, 255, 255));
  if (v.chain.empty() && v.sub_phase == "window") ui::text_wrapped("Response point: %s may answer with a Quick card.", name_of(f, v.to_act).c_str());
  if (!v.chain.empty())
    ui::text_wrapped("Chain (%d link%s; the top one resolves first):", static_cast<int>(v.chain.size()), v.chain.size() == 1 ? "" : "s");
  ImGui::PopStyleColor();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs), w = ImGui::GetContentRegionAvail().x;
  for (int i = static_cast<int>(v.chain.size()) - 1; i >= 0; --i) {
    const ae::LinkView& l = v.chain[i];
    const std::string line = chain_line(f, v, i);
    const ImVec2 tsz = fs->CalcTextSizeA(ss, 1e9f, w - 14, line.c_str());
    const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + w, a.y + tsz.y + 8);
    dl->AddRectFilled(a, b, IM_COL32(20, 30, 50, 230), 5);
    dl->AddRectFilled(a, ImVec2(a.x + 5, b.y), seat_colour(l.owner), 5, ImDrawFlags_RoundCornersLeft);
    ui::draw_text(dl, fs, ss, ImVec2(a.x + 10, a.y + 4), l.negated ? IM_COL32(170, 170, 170, 255) : IM_COL32(240, 240, 250, 255), line, w - 14);
    if (l.negated)
      dl->AddLine(ImVec2(a.x + 10, a.y + 4 + ss * 0.55f), ImVec2(a.x + 10 + std::min(tsz.x, w - 14), a.y + 4 + ss * 0.55f), IM_COL32(220, 80, 80, 255), 1.5f);
    ImGui::Dummy(ImVec2(w, b.y - a.y + 2));
  }
}

std::string hand_refusal(const Ctx& c, const ae::CardType& ct) {
  const ae::View& v = c.v;
  if (std::string r = not_now(c); !r.empty()) return r;
  if (any(c.f, DecodedAction::kPay)) return "Set aside a card other than the one being played.";
  if (!ct.quick() && v.turn_player != v.seat) return std::string(ct.name) + " is not Quick: it is played in your own Combat phase.";
  if (v.phase != ae::Phase::kCombat) return "Cards are played in the Combat phase (Quick cards also answer in the opponent's).";
  if (!v.declaration.empty() && v.sub_phase == "battle") return "No cards while an attack declaration is being built: Declare first.";
  if (*ct.cost) return std::string(ct.name) + ": " + ct.cost + ". That is not met now.";
  return std::string(ct.name) + " has no legal target now.";
}

// One card of the own hand: a colour bar per deck, name and text, lit when playable; it glides in from
// its deck. A click plays it (one way to play, or the cost to pay), or selects it (several targets).
float hand_card(Ctx& c, size_t i, int copy, float width) {
  TableState& t = memory_of<TableState>(c.f);
  TableFrame& f = c.f;
  const int type = c.v.hand[i];
  const ae::CardType& ct = ae::card_type(type);
  const std::vector<Action> ways = plays(f, type);
  const Action pay = is_legal(f, ae::encode_pay(type)) ? ae::encode_pay(type) : kNoAction;
  const Action first = pay != kNoAction ? pay : ways.size() == 1 ? ways[0] : kNoAction;
  const bool choose = pay == kNoAction && ways.size() > 1;
  const std::string name = std::string(ct.name) + (ct.quick() ? "  \xC2\xB7 Quick" : ""), text = card_text(type);
  float h = 0;
  const float size = text_size(ui::fonts().small) * (width < 300 ? 0.9f : 1.0f) * (width < 200 ? 0.95f : 1.0f);
  ui::CardFace face = text_card(name, text, deck_colour(ct.deck), width, size, h);
  face.flags = t.sel_card == type ? ui::kCardSelected : first != kNoAction || choose ? ui::kCardHighlight : 0u;
  const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + width, a.y + h);
  const uint32_t key = 0x41480000u + static_cast<uint32_t>(type * 16 + copy);
  const ImVec2 spawn = t.deck_pos[c.v.seat * 3 + ct.deck];
  const ImVec2 at = ui::card_motion(key, a, &spawn);
  ImDrawList* dl = ui::card_moving(key) ? ImGui::GetForegroundDrawList() : ImGui::GetWindowDrawList();
  ui::draw_card_face(dl, at, ImVec2(b.x + at.x - a.x, b.y + at.y - a.y), face);
  const std::string id = "ae/card/" + std::to_string(i);
  const bool marked = f.mark != kNoAction && (f.mark == first || (choose && std::count(ways.begin(), ways.end(), f.mark)));
  const bool clicked = click_box(f, id, a, b, first != kNoAction ? &f.buttons : choose ? &f.playable : nullptr, marked);
  if (item_on_screen()) t.hand_ids.push_back(id);
  if (clicked && first != kNoAction) play(f, first);
  else if (clicked && choose) t.sel_card = t.sel_card == type ? -1 : type;
  else if (clicked) refuse(f, hand_refusal(c, ct));
  ImGui::SetCursorScreenPos(ImVec2(a.x, b.y + 4));
  ImGui::Dummy(ImVec2(1, 1));
  return h;
}

void draw_hand(Ctx& c, float width) {
  const ae::View& v = c.v;
  if (c.f.everyone) {  // the public view: no hand, each seat's hand counted
    const int h0 = v.players[0].hand, h1 = v.players[1].hand;
    ui::text_wrapped("%s holds %d card%s  \xC2\xB7  %s holds %d card%s", name_of(c.f, 0).c_str(), h0, h0 == 1 ? "" : "s",
                     name_of(c.f, 1).c_str(), h1, h1 == 1 ? "" : "s");
    return;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
  ui::text_wrapped("Your hand (%d)  \xC2\xB7  %s's hand %d", static_cast<int>(v.hand.size()), name_of(c.f, 1 - v.seat).c_str(), v.players[1 - v.seat].hand);
  ImGui::PopStyleColor();
  std::vector<int> seen(ae::kNumCardTypes, 0);
  float row_h = 0;
  // Two columns where each still has room for its text (a hand of five or six fits a desktop's panel).
  const float gap = 6, half = std::floor((width - gap) * 0.5f);
  const bool two = v.hand.size() >= 4 && half >= 150 && !c.f.layout.compact;
  for (size_t i = 0; i < v.hand.size(); ++i) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float h = hand_card(c, i, seen[v.hand[i]]++, two ? half : width);
    if (two && i % 2 == 0 && i + 1 < v.hand.size()) {
      row_h = h;
      ImGui::SetCursorScreenPos(ImVec2(at.x + half + gap, at.y));
    } else if (two && i % 2 == 1) {
      ImGui::SetCursorScreenPos(ImVec2(at.x - half - gap, at.y + std::max(row_h, h) + 4));
      ImGui::Dummy(ImVec2(1, 1));
    }
  }
  if (v.hand.empty()) ui::text_disabled("Your hand is empty.");
}

void draw_legend(const ae::View& v) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs);
  const char* words[3] = {"Attack", "Health", "Speed"};
  ImVec2 p = ImGui::GetCursorScreenPos();
  for (int i = 0; i < 3; ++i) {
    dl->AddRectFilled(ImVec2(p.x, p.y + ss * 0.15f), ImVec2(p.x + ss * 0.9f, p.y + ss * 1.05f), ae_pieces::kStatColours[i], 2);
    ui::draw_text(dl, fs, ss, ImVec2(p.x + ss * 1.1f, p.y), ui::colors::kMuted, words[i]);
    p.x += fs->CalcTextSizeA(ss, 1e9f, 0, words[i]).x + ss * 2.0f;
  }
  ui::draw_text(dl, fs, ss, p, ui::colors::kMuted, ("Turn " + std::to_string(v.turn) + "/" + std::to_string(v.turn_limit)));
  ImGui::Dummy(ImVec2(ImGui::GetContentRegionAvail().x, ss * 1.4f));
  record_shown("ae/legend");  // nothing may cover it (the tests check)
}

// Near the turn limit (its last 10 turns), the count against it: "Turn 72 of 80: ...", else "".
std::string turn_limit_note(const ae::View& v) {
  if (v.over || v.turn_limit <= 0 || v.turn < v.turn_limit - 10) return "";
  return "Turn " + std::to_string(v.turn) + " of " + std::to_string(v.turn_limit) + ": after turn " + std::to_string(v.turn_limit) +
         " the game ends in a draw.";
}

// ---- result --------------------------------------------------------------------------------------

std::string result_title(const TableFrame& f, const ae::View& v) {
  const auto won = std::find(v.result.begin(), v.result.end(), 1);
  return winner_title(f, won == v.result.end() ? -1 : static_cast<int>(won - v.result.begin()));
}

std::string result_reason(const TableFrame& f, const ae::View& v) {
  if (v.turn_limit_reached) return "The turn limit (" + std::to_string(v.turn_limit) + " turns) is reached: the game is a draw.";
  for (int p = 0; p < 2; ++p)
    if (v.result.size() == 2 && v.result[p] < 0) return whose(f, p) + " Command Deck took damage while empty.";
  return "";
}

void draw_result(TableFrame& f, const ae::View& v) {
  begin_result("##ae-result", result_title(f, v), result_reason(f, v));
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kText);
  for (int seat = 0; seat < 2; ++seat) {
    const ae::PlayerView& p = v.players[seat];
    const int units =
        static_cast<int>(std::count_if(v.units.begin(), v.units.end(), [seat](const ae::UnitView& u) { return u.owner == seat; }));
    ui::text_wrapped("%s (%s): Command Deck %d, Research %d, Barracks %d, %d unit%s on the board", name_of(f, seat).c_str(), ae::army(p.army).name,
                       p.deck[1], p.deck[0], p.deck[2], units, units == 1 ? "" : "s");
  }
  ui::text("%d turns", v.turn);
  ImGui::PopStyleColor();
  end_result(f, "ae");
}

// ---- the whole table -----------------------------------------------------------------------------

// The log, with the lines of one move that added several (a chain resolving, an attack's damage and
// its triggers) shown one at a time at the computer's pace, each the newest (gold) in turn, so every
// one is seen scrolling in (issue 38); the board shows the outcome at once. A new game, a replay
// stepped through, or lines taken back show at once.
void draw_paced_log(TableFrame& f, float height) {
  // The computer's next step does not wait for the lines (its turns are dozens of steps).
  draw_log(f, height, pace_log(f, memory_of<TableState>(f).log, 0.3, false));
}

// The panel beside (or below) the board: what to do, the chain, the choices, the attack split, the
// acting unit in words, the log, the hand and the colour key.
void draw_panel(Ctx& c, bool compact) {
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  ImGui::BeginChild("ae-panel-box", ImVec2(0, 0), true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleVar();
  // The key keeps the panel's foot (a long hand ran over it and past the screen's edge, issue 53);
  // the rest scrolls above it.
  const float key_h = text_size(ui::fonts().small) * 1.4f + ImGui::GetStyle().ItemSpacing.y * 2 + 1;
  ImGui::BeginChild("ae-panel", ImVec2(0, std::max(1.0f, ImGui::GetContentRegionAvail().y - key_h)), false);
  hook::window_scrolls();  // the side panel scrolls when its content is taller than the screen
  const float pw = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ScrollbarSize;
  draw_status(c.f, compact || c.f.status.size() > 60);
  if (const std::string note = turn_limit_note(c.v); !note.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kGold);
    ui::text_wrapped("%s", note.c_str());
    ImGui::PopStyleColor();
  }
  draw_chain(c.f, c.v);
  draw_moves(c);
  draw_split(c);
  if (c.mover && c.f.my_turn) {
    ImGui::PushFont(ui::fonts().small);
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kSelectedText);
    ui::text_wrapped("%s", unit_details(c.f, *c.mover, !compact).c_str());
    ImGui::PopStyleColor();
    ImGui::PopFont();
  }
  // The log above the hand, a few lines high, so what just happened is on screen without scrolling
  // the panel (issue 38: below a hand of six it sat off screen, three lines showing at best).
  const float line = text_size(ui::fonts().small) * 1.3f;
  draw_paced_log(c.f, std::round(line * (compact ? 4.6f : 6.6f) + ImGui::GetStyle().WindowPadding.y * 2));
  ImGui::Separator();
  draw_hand(c, pw);
  ImGui::EndChild();
  ImGui::Separator();
  draw_legend(c.v);
  ImGui::EndChild();
}

void draw(TableFrame& f) {
  TableState& t = memory_of<TableState>(f);
  const ae::View& v = view_of<ae::View>(f);
  if (f.changed || f.cancel) t.sel_card = -1;
  t.hand_ids.clear();
  // The move in focus (or the hint) selects its card when the card has several targets.
  if (const DecodedAction d = ae::decode(f.mark); d.kind == DecodedAction::kPlay && plays(f, d.card).size() > 1 && (f.mark_is_focus || t.sel_card < 0))
    t.sel_card = d.card;
  if (t.sel_card >= 0 && plays(f, t.sel_card).size() < 2) t.sel_card = -1;
  Ctx c{f, v};
  for (const ae::UnitView& u : v.units) c.mover = u.active ? &u : c.mover;
  for (const ae::Route& r : v.routes) c.route[r.to] = &r;
  const TableLayout& l = f.layout;
  if (l.compact) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8, 5));
  f.status = status_line(c);
  // Portrait: the board across the top (side blocks in rows above and below it), the panel below.
  // Landscape: the board on the left with facilities and unique rails in columns beside it.
  const float board_room_h = l.portrait ? l.avail.y * 0.62f : l.avail.y;
  float board_w = l.avail.x;
  if (!l.portrait)
    board_w -= (l.compact ? std::max(300.0f, l.avail.x * 0.42f) : std::clamp(l.avail.x * 0.3f, 300.0f, 420.0f)) + ImGui::GetStyle().ItemSpacing.x;
  Board b = board_layout(ImVec2(0, 0), board_w, board_room_h, v.seat == 1, l.portrait);
  if (!l.portrait) board_w = std::max(b.width, 1.0f);
  const float board_h = l.portrait ? b.height : l.avail.y;
  ImGui::BeginChild("ae-board", ImVec2(board_w, board_h), false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  const ImVec2 o = ImGui::GetCursorScreenPos();
  b = board_layout(ImVec2(o.x, o.y + (l.portrait ? 0 : std::floor((board_h - b.height) * 0.5f))), board_w, board_room_h, v.seat == 1, l.portrait);
  draw_board(c, b);
  ImGui::EndChild();
  if (!l.portrait) ImGui::SameLine();
  draw_panel(c, l.compact);
  if (l.compact) ImGui::PopStyleVar();
  if (v.over) draw_result(f, v);
}

// The table's own facts for the test hook (the frame's status, lists and message come with them).
// Ending the combat phase while a unit may still be activated gives up its attack: a second press.
std::string second_press(const TableFrame& f, Action a) {
  if (a != ae::kEndCombat) return "";
  const bool can_activate = std::any_of(f.legal.begin(), f.legal.end(),
                                        [](Action x) { return ae::decode(x).kind == ae::DecodedAction::kActivate; });
  return can_activate ? "End combat? Some of your units have not acted this turn." : "";
}

void summary(const TableFrame& f, JsonWriter& j) {
  const TableState& t = memory_of<TableState>(f);
  const ae::View& v = view_of<ae::View>(f);
  j.key("moves").value(v.moves);  // the position the lists were drawn for
  j.key("selected_card");
  t.sel_card >= 0 ? j.value(ae::card_type(t.sel_card).name) : j.null();
  j.key("hand").values(t.hand_ids);
  std::vector<std::string> chain;
  for (int i = static_cast<int>(v.chain.size()) - 1; i >= 0; --i) chain.push_back(chain_line(f, v, i));
  j.key("chain").values(chain);
  j.key("turn_limit_note").value(turn_limit_note(v));
  write_paced_log(f, t.log, j);  // a move's several lines come one at a time
  if (!v.over) return;
  j.key("result").begin_object().key("title").value(result_title(f, v)).key("reason").value(result_reason(f, v));
  write_result_story(f, j);
  j.end_object();
}

}  // namespace

// A legal move that gives the active unit on `sq` something more to do in its sub-phase, where ending
// it is then a choice: a step, an attack point or a heal; in a Move sub-phase a card that gives it
// speed (Flank March or Jump Jets on it, Total Assault); in Battle, Longshot Scope on it (reach 2).
// Other cards (Battle Fury, Orbital Strike ...) do the same after the activation.
bool gives_more(Action a, int sq, bool battle) {
  const DecodedAction d = ae::decode(a);
  if (d.kind != DecodedAction::kPlay) return true;
  if (battle) return d.card == ae::kLongshotScope && d.target == sq;
  return d.card == ae::kTotalAssault || ((d.card == ae::kFlankMarch || d.card == ae::kJumpJets) && d.target == sq);
}

// What the screen plays for the player without asking (TableUI::skippable, issue 38), and the line it
// says then: a response point or priority where "pass" is the only legal move; the end of the active
// unit's Move or Battle sub-phase when nothing gives it more to do (gives_more).
Action automatic_move(const State& st, std::string* why, bool* at_once) {
  const std::vector<Action> legal = st.legal_actions();
  if (legal.empty() || (legal[0] != ae::kPass && legal[0] != ae::kEnd)) return kNoAction;
  const int seat = st.current_player();
  const ae::View v = ae::view(st, seat, st.event_count());  // no log: only the unit and the turn
  if (legal[0] == ae::kPass) {
    if (legal.size() > 1) return kNoAction;
    // A response point (no chain) shows nothing: passed at once, with a line in the log. A chain's
    // priority waits a pause, so the chain resolves step by step; the game's line for that pass says
    // why (no notice beside it).
    if (why && v.chain.empty()) *why = v.turn_player == seat ? "You have no card you can play now: passed" : "You have no Quick card you can play now: passed";
    if (at_once) *at_once = v.chain.empty();
    return ae::kPass;
  }
  const ae::UnitView* u = nullptr;
  for (const ae::UnitView& x : v.units) u = x.active ? &x : u;
  if (!u || (v.sub_phase != "move1" && v.sub_phase != "move2" && v.sub_phase != "battle")) return kNoAction;
  for (size_t i = 1; i < legal.size(); ++i)
    if (gives_more(legal[i], u->sq, v.sub_phase == "battle")) return kNoAction;
  if (why)
    *why = "Your unit on " + square_name(u->sq) +
           (v.sub_phase == "battle" ? " has nothing in range to attack: it skips the attack." : " cannot move further: its move ends.");
  return ae::kEnd;
}

// A turn is dozens of steps and points: each computer move stays 0.25 s at the readable pace. Games
// run to thousands of actions, so each position's View keeps the last one's log.
const GameTable<ae::Registration>& assault_edge_table() {
  static const GameTable<ae::Registration> table = [] {
    auto t = make_table<ae::Registration>(draw, summary, 0.25);
    t.second_press = second_press;
    t.skippable = automatic_move;
    t.extend_view = extend_view<ae::Registration>;
    return t;
  }();
  return table;
}

// The Rules screen's examples (web/table/rules_examples.h): a unit token and a board square as the
// board draws them.
void assault_edge_rules_token(ImDrawList* dl, const ae::UnitView& u, ImVec2 a, float w) { ae_pieces::draw_unit(dl, u, a, w); }

}  // namespace ff
