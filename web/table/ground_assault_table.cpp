// Ground Assault table: the zone map (opponents' home zones on top, the contested zone, the viewer's
// home zone: the star map) with unit tokens, objectives, reserves and arrows for declared battles; a
// panel with what to do, the rule-of-five budget, the moves as buttons, the battle or strike with its
// itemised dice, the hand and the log. Drawn from the frame alone (the seat's view, the legal moves
// taken apart with ground_assault::decode): the table never decides what is legal, it explains refusals.
#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "core/games/ground_assault/ground_assault.h"
#include "imgui.h"
#include "web/table/ground_assault_icons.h"
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

namespace ga = ground_assault;
using ga::DecodedAction;
using ga::Phase;
using ga::decode;
using ui::pill_at;
using ui::seat_colour;
using ui::text_at;
using ui::text_left;
using ui::text_size;

using ui::wrapped;
using ui::hover_tip;

constexpr int kUnitIds = ga::kMaxSeats * ga::kMaxUnits;
// The legal moves by what is clicked to make them (taken apart once a frame).
struct Moves {
  std::array<Action, kUnitIds> direct;               // a unit's one-click move: deploy, striker, bring, repair
  std::array<bool, kUnitIds> select{};               // an own unit with moves or attacks: select it first
  std::array<Action, kUnitIds> attack;               // the selected unit's attack on a unit
  std::array<Action, ga::kContested + 1> move;       // the selected unit's move into a zone
  std::array<bool, ga::kNumCardTypes> objective{};   // an objective card that may replace an objective
};

struct TableState {
  int sel_unit = -1;         // id of the selected own unit (move or attack)
  int sel_card = -1;         // card type of the selected hand objective card
  bool scroll_home = false;  // a new position: a scrolling map shows the viewer's own home zone
  Moves moves;
  std::array<ImVec2, kUnitIds> top{};    // a token's top centre (the arrows' ends); x < 0: not drawn
  std::array<bool, kUnitIds> shown{};    // its token is wholly on screen
  std::vector<std::string> hand_ids;     // the hand's widgets on screen, for the test hook
  int cleared_at = -1;                   // results that began at or before this log line were cleared (a tap)
  std::vector<std::string> result_lines; // the earlier results shown, for the test hook
  Action scrolled_to = kNoAction;        // the marked card the panel last scrolled into sight
  std::string face_text[2];              // a hand card's name and text while its face is drawn
  std::string threat;                    // the banner of a strike that could end the game ("" none)
  double threat_since = -10;             // when it last changed (it glows)
};

Moves moves_of(const TableFrame& f) {
  const TableState& t = memory_of<TableState>(f);
  Moves m;
  m.direct.fill(kNoAction);
  m.attack.fill(kNoAction);
  m.move.fill(kNoAction);
  for (Action a : f.legal) {
    const DecodedAction d = decode(a);
    const int own = ga::unit_id(f.seat, d.unit);
    switch (d.kind) {
      case DecodedAction::kDeploy:
      case DecodedAction::kStriker:
      case DecodedAction::kBring: m.direct[own] = a; break;
      case DecodedAction::kRepair: m.direct[d.target] = a; break;
      case DecodedAction::kMove:
      case DecodedAction::kAttack:
        m.select[own] = true;
        if (own == t.sel_unit && d.kind == DecodedAction::kMove) m.move[d.zone] = a;
        if (own == t.sel_unit && d.kind == DecodedAction::kAttack) m.attack[d.target] = a;
        break;
      case DecodedAction::kObjective: m.objective[d.card] = true; break;
      default: break;
    }
  }
  return m;
}

// A unit's values on its token and in the key: attack, damage, defense, shields; damage counters.
constexpr ImU32 kValueColours[5] = {ui::colors::kStatRed, ui::colors::kStatYellow, ui::colors::kStatBlue, ui::colors::kStatGreen,
                                    IM_COL32(210, 30, 30, 255)};

// A token's body: dark, mixed with a third of the owner's colour (blue, orange ... stay apart).
ImU32 owner_tint(int seat) {
  const ImVec4 c = ImGui::ColorConvertU32ToFloat4(seat_colour(seat));
  const float k = 0.34f;
  return ImGui::ColorConvertFloat4ToU32(ImVec4(0.11f * (1 - k) + c.x * k * 0.8f, 0.13f * (1 - k) + c.y * k * 0.8f,
                                               0.17f * (1 - k) + c.z * k * 0.8f, 0.98f));
}
const ga::UnitView* unit_of(const ga::View& v, int id) {
  const auto it = std::find_if(v.units.begin(), v.units.end(), [id](const ga::UnitView& u) { return u.id == id; });
  return it == v.units.end() ? nullptr : &*it;
}
// A unit's name as players read it: the notation without "@P2" (the colour shows the owner).
std::string unit_name(const ga::View& v, int id) {
  const ga::UnitView* u = unit_of(v, id);
  return u ? u->label.substr(0, u->label.find('@')) : "?";
}
// "Battle Drone Squad 2" -> "Battle D.2", or with `initials` "BDS2" (the copy number kept).
std::string short_name(const std::string& name, bool initials = false) {
  if (name.find(' ') == std::string::npos) return name;
  std::string out;
  int word = 0;
  for (size_t i = 0, j = 0; i < name.size(); i = j + 1, ++word) {
    j = std::min(name.find(' ', i), name.size());
    if (name[i] >= '0' && name[i] <= '9') out += name.substr(i, j - i);
    else if (initials || word == 1) out += name.substr(i, 1) + (initials ? "" : ".");
    else if (word == 0) out += name.substr(i, j - i) + " ";
  }
  return out;
}
std::string who(const TableFrame& f, int seat) { return name_of(f, seat) == "You" ? "you" : name_of(f, seat); }
std::string zone_title(const TableFrame& f, int zone) {
  return zone == ga::kContested ? "Contested zone" : (name_of(f, zone) == "You" ? std::string("Your") : name_of(f, zone) + "'s") + " home zone";
}
std::string stars_text(int n, int filled = 99) {
  std::string out;
  for (int i = 0; i < n; ++i) out += i < filled ? "\xE2\x98\x85" : "\xE2\x98\x86";
  return out;
}
std::string unit_details(const ga::View& v, int id) {
  const ga::UnitView* uv = unit_of(v, id);
  if (!uv) return "";
  const ga::UnitType& u = ga::unit_type(uv->type);
  std::string d = unit_name(v, id) + " (" + (u.domain == ga::kGround ? "ground" : "space") + ", " + std::to_string(u.stars) +
                  "\xE2\x98\x85): +" + std::to_string(u.attack) + " attack, " + std::to_string(u.damage) + " damage, " +
                  std::to_string(u.defense) + " defense, " + std::to_string(u.shields) + " shields; ";
  for (int i = 0, n = 0; i < ga::kNumIcons; ++i)
    if (u.has(i)) d += (n++ ? ", " : "") + std::string(ga::icon_name(i));
  if (uv->counters) d += "; " + std::to_string(uv->counters) + " damage counter" + (uv->counters > 1 ? "s" : "");
  return d;
}
const char* colour_word(int c) { return c == ga::kRed ? "attack" : c == ga::kYellow ? "damage" : "defense"; }
std::string card_summary(int type) {
  const ga::CardType& c = ga::card_type(type);
  if (c.kind == ga::kObjective)
    return std::string("Objective, ") + std::to_string(c.stars) + "\xE2\x98\x85, defense " + std::to_string(c.obj_defense) + ". " + c.text;
  std::string gate = ga::icon_name(c.gate_icon);
  if (c.gate == ga::kPower) gate += " (power)";
  if (c.gate == ga::kWild && !c.wild_stars) gate += " (any unit)";
  for (int s = 1, n = 0; c.gate == ga::kWild && s <= 5; ++s)
    if (c.wild_stars >> s & 1u) gate += (n++ ? "," : " (") + std::to_string(s);
  if (c.gate == ga::kWild && c.wild_stars) gate += "\xE2\x98\x85 units)";
  return "+" + std::to_string(c.bonus) + " " + colour_word(c.colour) + ". " + gate + ": " + c.text;
}

// Why nothing can be played now at all; with `hints`, also the decisions the panel asks first; or "".
std::string blocked(const TableFrame& f, const ga::View& v, bool hints = true) {
  if (v.over) return "The game is over.";
  if (f.spectator) return "This is a replay: step through it with the timeline above.";
  if (!f.my_turn) return "Not your turn: " + name_of(f, v.to_act) + (f.thinking ? " is thinking." : " plays now.");
  if (v.phase == Phase::kReroll) return "Keep or reroll your dice first (the buttons in the panel).";
  if (hints && v.phase == Phase::kOrder) return "Choose the next battle first (the buttons in the panel).";
  if (hints && v.phase == Phase::kCard) return "Play a combat card from your hand on your unit in this battle, or pass.";
  return "";
}

// The first reason that is not empty; a unit that does not fit the rule of five.
std::string first(const std::string& a, const std::string& b) { return a.empty() ? b : a; }
std::string does_not_fit(const std::string& name, int stars, int used, int budget) {
  return name + " (" + std::to_string(stars) + "\xE2\x98\x85) does not fit: " + std::to_string(used) + " of " + std::to_string(budget) +
         " build stars are used (the rule of five).";
}

// A click on a unit with nothing to do now (and nothing blocks it).
std::string unit_refusal(const TableFrame& f, const ga::View& v, const ga::UnitView& u) {
  const TableState& t = memory_of<TableState>(f);
  const std::string name = unit_name(v, u.id);
  const int stars = ga::unit_type(u.type).stars;
  const bool mine = u.owner == v.seat, chosen = std::find(v.chosen.begin(), v.chosen.end(), u.id) != v.chosen.end();
  const std::string tagged = name + " (" + std::to_string(stars) + "\xE2\x98\x85)";
  switch (v.phase) {
    case Phase::kDeploy:
      if (!mine) return "Deploy your own units: tap units in your reserves.";
      if (u.zone != ga::kReserves) return name + " is deployed already.";
      if (!v.deploy_exact)
        return tagged + " does not fit: no set of your units makes exactly 20 build stars, so you must place fewer than 20.";
      return tagged + " does not fit: exactly 20 build stars must be placed, and no set of your units with it makes 20.";
    case Phase::kBring:
      if (!mine || u.zone != ga::kReserves) return "Bring units from your reserves (highlighted), or Done.";
      return tagged + " is more than the " + std::to_string(v.budget) + " build stars left to bring.";
    case Phase::kRepair: return "Choose the unit Repair Bay repairs: one of the highlighted units.";
    case Phase::kStrikers:
      if (!mine) return "Strikers are your units in " + zone_title(f, v.strike[0]) + ".";
      if (chosen) return name + " strikes already.";
      if (u.zone != v.strike[0]) return name + " is not in " + zone_title(f, v.strike[0]) + ": only units there strike.";
      return does_not_fit(name, stars, v.budget_used, v.budget);
    default: break;
  }
  if (!mine) {
    const ga::UnitView* a = unit_of(v, t.sel_unit);  // the attacker chosen
    if (!a) return "Choose one of your units first (highlighted), then the unit it attacks.";
    const std::string an = unit_name(v, a->id);
    if (a->zone != u.zone) return an + " can attack only units in its own zone; " + name + " is in another zone.";
    if (ga::unit_type(a->type).domain == ga::kGround && ga::unit_type(u.type).domain == ga::kSpace && a->zone != v.seat)
      return "Ground units attack space units only in their own home zone: " + an + " cannot attack " + name + " here.";
    if (!v.battles.empty()) return "One opponent per combat action: your attackers already fight another player.";
    return an + " cannot attack " + name + " now.";
  }
  if (u.zone == ga::kReserves) return name + " waits in your reserves: it comes into play only when an effect brings it.";
  if (chosen) return name + (v.phase == Phase::kMove ? " has moved already this action." : " attacks already.");
  if (v.phase != Phase::kMove && v.phase != Phase::kAssign && v.phase != Phase::kTurn) return name + " cannot act now.";
  const int used = v.phase == Phase::kTurn ? 0 : v.budget_used, budget = v.phase == Phase::kTurn ? ga::kActionStars : v.budget;
  if (stars + used > budget) return does_not_fit(name, stars, used, budget);
  if (v.phase == Phase::kMove) return name + " cannot move now.";
  return name + " has no opposing unit it may attack in its zone (ground units attack space units only in their own home zone).";
}

// A click on an objective slot with nothing to do now (and nothing blocks it).
std::string objective_refusal(const TableFrame& f, const ga::View& v, int seat, const ga::SlotView& x) {
  const TableState& t = memory_of<TableState>(f);
  if (!x.occupied) return "This objective is destroyed.";
  if (seat == v.seat && t.sel_card < 0)
    return "Your objective. To replace it, choose an objective card in your hand first (only before your action).";
  if (seat == v.seat) return "Objectives are replaced only before your action.";
  if (v.phase != Phase::kTurn) return "A strike is an action of its own: finish this one first.";
  for (const ga::UnitView& u : v.units)
    if (u.owner == v.seat && u.zone == seat) return "Your units in " + zone_title(f, seat) + " cannot strike now.";
  return "To strike, your units must be in " + zone_title(f, seat) + " first (move them there).";
}

// A click on a zone the selected unit cannot move to (or with no unit selected), or "".
std::string zone_refusal(const TableFrame& f, const ga::View& v, int zone) {
  const TableState& t = memory_of<TableState>(f);
  const ga::UnitView* u = unit_of(v, t.sel_unit);
  if (!f.my_turn || (!u && v.phase != Phase::kTurn && v.phase != Phase::kMove)) return "";
  if (!u) return "To move, choose one of your units first (highlighted), then the zone.";
  const std::string n = unit_name(v, u->id);
  if (u->zone == zone) return n + " is in this zone already.";
  if (u->zone != ga::kContested && zone != ga::kContested) return n + " moves one zone at a time: home zones touch only the contested zone.";
  if (v.phase == Phase::kAssign) return "A combat action is under way: no moving now.";
  return n + " cannot move there now.";
}

// A click on a hand card that cannot be played now (and nothing blocks it).
std::string card_refusal(const ga::View& v, const ga::CardType& c) {
  const std::string name = c.name;
  if (c.kind == ga::kObjective)
    return name + " is an objective card: it replaces one of your objectives, only at the start of your turn before your action.";
  if (v.phase == Phase::kCard) return name + " cannot be played now.";
  return name + " is a combat card: it is played in a battle, after a combat action declares the attacks.";
}

struct ZoneBox {
  int zone = 0, reserves = 0, reserve_stars = 0;  // zone: 0..3 home of that seat, 4 contested
  ImVec2 a, b;                 // the whole box
  bool home = false, side = false;  // side: its objectives in a column left of the units
};
struct MapLayout {
  float tw = 80, th = 58, gap = 6, head = 22, obj_h = 0, res_scale = 0.8f;
  bool side = false;     // objectives in a column left of the units (wide screens), else in a row above
  float obj_w = 120;     // side: the column's width
  int slots = 3;
  float height = 0;
  std::vector<ZoneBox> boxes;
};
constexpr float kPad = 6;  // inside a zone box

int per_row(float inner_w, float tw, float gap) { return std::max(1, static_cast<int>((inner_w + gap) / (tw + gap))); }
int rows(int n, float inner_w, float tw, float gap) { return (n + per_row(inner_w, tw, gap) - 1) / per_row(inner_w, tw, gap); }

// The reserves' tokens in a home zone `inner` wide: the map's reserve size, smaller (to three
// quarters, not below 48 px) so that they stay on one row, whose height a home zone always keeps, reserves or not:
// the map does not jump when a destroyed unit goes to reserves (issue 38).
struct ReserveRow {
  float w = 0, h = 0, height = 0;  // a token; the strip below the label
};
ReserveRow reserve_row(const MapLayout& l, int count, float inner) {
  const float w0 = std::round(l.tw * l.res_scale), h0 = std::round(l.th * l.res_scale);
  const int n = std::max(1, count);
  // Never below 48 px (a phone's reserve tokens already are): smaller ones have no room for their values.
  const float floor_w = std::min(w0, std::max(std::round(w0 * 0.75f), 48.0f));
  const float w = std::max(floor_w, std::min(w0, std::floor((inner + l.gap) / n - l.gap)));
  // Narrow tokens stack their values two by two: as tall as wide, as the map's own (draw_token).
  const float h = w == w0 ? h0 : std::round(w * (w >= 76 ? 0.76f : 0.98f));
  const int r = rows(n, inner, w, l.gap);
  return {w, h, r == 1 ? std::max(h0, h) + l.gap : r * (h + l.gap)};
}

// A zone box `w` wide at `at`, as tall as its tokens (home zones: objectives, reserves) need.
ZoneBox zone_box(const ga::View& v, const MapLayout& l, int zone, ImVec2 at, float w) {
  const float ss = text_size(ui::fonts().small), inner = w - kPad * 2;
  ZoneBox z;
  z.zone = zone, z.home = zone != ga::kContested;
  int units = 0;
  for (const ga::UnitView& u : v.units) {
    units += u.zone == zone;
    z.reserves += z.home && u.owner == zone && u.zone == ga::kReserves;
    z.reserve_stars += z.home && u.owner == zone && u.zone == ga::kReserves ? ga::unit_type(u.type).stars : 0;
  }
  z.side = z.home && l.side && inner - l.obj_w - l.gap >= l.tw * 2 + l.gap;
  const int unit_rows = std::max(1, rows(units, z.side ? inner - l.obj_w - l.gap : inner, l.tw, l.gap));
  float h = l.head + unit_rows * (l.th + l.gap) + kPad;
  if (z.side) h = l.head + std::max(unit_rows * (l.th + l.gap), l.slots * (l.obj_h + l.gap) + ss * 1.3f) + kPad;
  else if (z.home) h += l.obj_h + l.gap;
  if (z.home) h += ss * 1.3f + reserve_row(l, z.reserves, inner).height;
  z.a = at, z.b = ImVec2(at.x + w, at.y + h);
  return z;
}

// The opponents' homes clockwise on top (stacked when narrow), the contested zone, the viewer's home,
// with the largest tokens that fit the height (below the smallest the map scrolls).
MapLayout map_layout(const ga::View& v, ImVec2 origin, float width, float height, bool portrait) {
  MapLayout l;
  const float vgap = 10, ss = text_size(ui::fonts().small);
  const int n = v.seats, opps = n - 1;
  const bool stack = portrait ? opps > 1 : width / std::max(1, opps) < 260;
  const float ow = stack ? width : (width - vgap * (opps - 1)) / opps;
  // A phone's map scrolls rather than cramp its tokens: four to a row at most, their values in a row.
  for (float tw = 124; tw >= (portrait ? 80 : 50); tw -= 4) {
    l.tw = tw;
    l.th = std::round(tw * (tw >= 76 ? 0.76f : 0.98f));
    l.gap = std::round(std::clamp(tw * 0.07f, 3.0f, 7.0f));
    l.head = std::round(ss * 1.45f);
    l.side = !portrait;
    l.slots = v.starter ? 1 : 3;
    l.obj_w = std::round(std::clamp(tw * 1.3f, 100.0f, 150.0f));
    l.obj_h = std::round(l.side ? std::max(ss * 2.6f, std::min(l.th * 0.62f, (l.th * 2 + l.gap) / 3 - l.gap)) : std::max(ss * 2.7f, l.th * 0.62f));
    l.boxes.clear();
    float y = origin.y, row_h = 0;
    for (int k = 1; k < n; ++k) {
      const int seat = (v.seat + k) % n;
      l.boxes.push_back(zone_box(v, l, seat, ImVec2(origin.x + (stack ? 0 : k - 1) * (ow + vgap), y), ow));
      if (stack) y = l.boxes.back().b.y + vgap;
      else row_h = std::max(row_h, l.boxes.back().b.y - y);
    }
    if (!stack) {
      for (ZoneBox& z : l.boxes) z.b.y = z.a.y + row_h;
      y += row_h + vgap;
    }
    l.boxes.push_back(zone_box(v, l, ga::kContested, ImVec2(origin.x, y), width));
    if (!portrait) l.boxes.back().b.y += l.th * 0.3f;
    l.boxes.push_back(zone_box(v, l, v.seat, ImVec2(origin.x, l.boxes.back().b.y + vgap), width));
    l.height = l.boxes.back().b.y - origin.y;
    if (l.height <= height) break;
  }
  // Spread the spare height over the contested zone (the last but one); the viewer's home moves down.
  const float spare = std::max(0.0f, height - l.height);
  l.boxes[l.boxes.size() - 2].b.y += spare;
  l.boxes.back().a.y += spare;
  l.boxes.back().b.y += spare;
  l.height += spare;
  return l;
}

// The four values in their colours, in a row (wide tokens) or two by two; returns the y below them.
float draw_values(ImDrawList* dl, const ga::UnitType& ut, float x0, float y, float iw, float bottom, bool grid) {
  const int per = grid ? 2 : 4;
  const float bw = (iw - (per - 1)) / per;
  const float room = grid ? (bottom - y - 3) * 0.5f : (bottom - y) * 0.55f;
  const float vs = std::clamp(std::min(bw * (grid ? 0.5f : 0.62f), room / 1.15f), 8.0f, 18.0f);
  const float bh = grid ? std::max(room, vs * 1.1f) : vs * 1.2f;
  const std::string vals[4] = {"+" + std::to_string(ut.attack), std::to_string(ut.damage), std::to_string(ut.defense), std::to_string(ut.shields)};
  for (int i = 0; i < 4; ++i) {
    const ImVec2 p(x0 + (i % per) * (bw + 1), y + (i / per) * (bh + 1));
    dl->AddRectFilled(p, ImVec2(p.x + bw, p.y + bh), kValueColours[i], 3);
    text_at(dl, ui::fonts().body, vs, ImVec2(p.x + bw * 0.5f, p.y + bh * 0.5f), i == 1 ? ui::colors::kInk : ui::colors::kWhite, vals[i]);
  }
  return y + (grid ? 2 * bh + 1 : bh) + 2;
}

// The icons as pictures (ground_assault_icons.cpp), as many as fit the row; their names are in the
// token's tooltip (unit_details).
void draw_icons(ImDrawList* dl, const ga::UnitType& ut, float x, float y, float right, float size) {
  const float side = size + 2;
  for (int i = 0; i < ga::kNumIcons; ++i) {
    if (!ut.has(i)) continue;
    if (x + side > right) break;
    ga_icons::draw_badge(dl, i, ImVec2(x, y), side);
    x += side + 2;
  }
}

// A token's name in lines of the font at `size`: whole on one line (`first_w` wide) if it fits, else
// over two (`rest_w`, the second) when `two_lines` and each part fits, else in short.
std::vector<std::string> token_name_lines(ImFont* f, float size, const std::string& name, float first_w, float rest_w, bool two_lines) {
  auto fits = [&](const std::string& t, float w) { return f->CalcTextSizeA(size, 1e9f, 0, t.c_str()).x <= w; };
  if (fits(name, first_w)) return {name};
  for (size_t cut = name.rfind(' '); two_lines && cut != std::string::npos && cut > 0; cut = name.rfind(' ', cut - 1)) {
    const std::string head = name.substr(0, cut), tail = name.substr(cut + 1);
    if (!fits(head, first_w)) continue;
    if (fits(tail, rest_w)) return {head, tail};
    break;
  }
  return {fits(short_name(name), first_w) ? short_name(name) : short_name(name, true)};
}

// A token: owner's colour, ground (tan) or space (blue) bar, name, stars, values, icons, counters.
// `tag` ("moved", "attacks", "striker 2": chosen in this action) is a pill in the stars' row, inside
// the token (the stars are in its tooltip and the panel's count of the action's stars).
void draw_token(ImDrawList* dl, const ga::View& v, const ga::UnitView& u, ImVec2 a, float w, float h, const std::string& tag = "") {
  const ga::UnitType& ut = ga::unit_type(u.type);
  const bool ground = ut.domain == ga::kGround;
  const ImVec2 b(a.x + w, a.y + h);
  const float r = std::max(3.0f, w * 0.06f), bar = std::max(4.0f, w * 0.07f);
  dl->AddRectFilled(ImVec2(a.x + 2, a.y + 3), ImVec2(b.x + 2, b.y + 3), ui::colors::kTokenShadow, r);
  // The owner at a glance (issue 24): the body tinted with the owner's colour, a thick owner frame.
  dl->AddRectFilled(a, b, owner_tint(u.owner), r);
  dl->AddRectFilled(a, ImVec2(b.x, a.y + 4), seat_colour(u.owner), r, ImDrawFlags_RoundCornersTop);
  dl->AddRect(a, b, seat_colour(u.owner), r, 0, std::clamp(w * 0.035f, 2.0f, 3.0f));
  dl->AddRectFilled(ImVec2(a.x + 1, a.y + 3), ImVec2(a.x + bar, b.y - 1), ground ? IM_COL32(196, 160, 100, 255) : IM_COL32(90, 120, 200, 255), r,
                    ImDrawFlags_RoundCornersBottomLeft);
  ImFont* fs = ui::fonts().small;
  // The counters' badge takes the top-right corner: the name stops before it.
  const float rr = std::clamp(w * 0.11f, 7.0f, 12.0f);
  const float x0 = a.x + bar + 2, iw = b.x - x0 - 2, name_w = u.counters > 0 ? iw - rr * 1.9f : iw;
  // Small tokens (a phone held sideways) keep 8 px text so the values stay inside the token.
  const float ns = std::clamp(w * 0.135f, 8.0f, 14.0f);
  const float st = std::clamp(w * 0.13f, 8.0f, 14.0f);
  // The full name, on two lines if it needs them and the values keep room below (else shortened:
  // "Battle D.2"; the tooltip has it whole).
  const std::vector<std::string> lines = token_name_lines(fs, ns, unit_name(v, u.id), name_w, iw, b.y - (a.y + 4 + 2 * ns * 1.15f + st * 1.15f) >= (w < 76 ? 22 : 12));
  for (size_t i = 0; i < lines.size(); ++i)
    text_left(dl, fs, ns, ImVec2(x0, a.y + 4 + i * ns * 1.05f), IM_COL32(245, 245, 240, 255), lines[i], i ? iw : name_w);
  const float y = a.y + 4 + ns * (lines.size() == 2 ? 2.2f : 1.15f);
  const float dw = fs->CalcTextSizeA(st, 1e9f, 0, ground ? "G" : "S").x;
  text_left(dl, fs, st, ImVec2(x0, y), ground ? IM_COL32(220, 190, 130, 255) : IM_COL32(150, 180, 255, 255), ground ? "G" : "S");
  float stars_end = x0 + dw + 3 + fs->CalcTextSizeA(st, 1e9f, 0, stars_text(ut.stars).c_str()).x + 4;
  if (tag.empty()) {
    text_left(dl, fs, st, ImVec2(x0 + dw + 3, y), ui::colors::kGold, stars_text(ut.stars), iw - dw - 3);
  } else {
    // As tall as the row (the values start below it); after the G or S if it fits there, else in its place.
    const float ps = st * 0.92f, pw = fs->CalcTextSizeA(ps, 1e9f, 0, tag.c_str()).x + ps * 0.6f;
    const float px = x0 + dw + 3 + pw <= b.x - 2 ? x0 + dw + 3 : x0;
    stars_end = px + ui::pill_at(dl, ImVec2(px, y), ps, ui::colors::kBadge, ui::colors::kInkOnGold, tag) + 4;
  }
  const float below = draw_values(dl, ut, x0, y + st * 1.15f, iw, b.y, w < 76);
  // The icons under the values, else after the stars (or the tag) when that row has room for them all.
  int icons = 0;
  for (int i = 0; i < ga::kNumIcons; ++i) icons += ut.has(i);
  if (b.y - below >= 9) draw_icons(dl, ut, x0, below, b.x - 1, std::clamp(std::min(w * 0.115f, b.y - below - 1), 8.0f, 12.0f));
  else if (stars_end + icons * (st + 2) <= b.x - 1) draw_icons(dl, ut, stars_end, y, b.x - 1, st - 2);
  if (u.counters > 0) {
    const ImVec2 c(b.x - rr * 0.9f, a.y + rr * 0.9f);
    dl->AddCircleFilled(c, rr, kValueColours[4]);
    dl->AddCircle(c, rr, IM_COL32(255, 255, 255, 230), 0, 1.5f);
    text_at(dl, ui::fonts().body, rr * 1.4f, c, ui::colors::kWhite, std::to_string(u.counters));
  }
}

// ---- the map -------------------------------------------------------------------------------------

// The unit moved, attacked, struck, was brought, deployed, attacked or repaired by another seat since
// this seat's last move.
bool recent_unit(const TableFrame& f, int id) {
  bool found = false;
  for_recent(f, [&](int seat, Action a) {
    const ga::DecodedAction d = ga::decode(a);
    using K = ga::DecodedAction;
    const bool acts = d.kind == K::kDeploy || d.kind == K::kMove || d.kind == K::kAttack || d.kind == K::kStriker || d.kind == K::kBring;
    found = found || (acts && d.unit >= 0 && ga::unit_id(seat, d.unit) == id) ||
            ((d.kind == K::kAttack || d.kind == K::kRepair) && d.target == id);
  });
  return found;
}

// The objective slot another seat struck or filled since this seat's last move.
bool recent_slot(const TableFrame& f, int seat, int slot) {
  bool found = false;
  for_recent(f, [&](int actor, Action a) {
    const ga::DecodedAction d = ga::decode(a);
    found = found || (d.kind == ga::DecodedAction::kStrike && d.seat == seat && d.slot == slot) ||
            (d.kind == ga::DecodedAction::kObjective && actor == seat && d.slot == slot);
  });
  return found;
}

// A unit: a click plays its move (deploy, striker, bring, repair) or an attack on it, selects it, or explains.
void unit_widget(TableFrame& f, const ga::View& v, const ga::UnitView& u, ImVec2 a, float w, float h) {
  TableState& t = memory_of<TableState>(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 b(a.x + w, a.y + h);
  // The token glides to its new place (moved, destroyed, brought back); clicks go where it belongs.
  const uint32_t key = 0x47410000u + static_cast<uint32_t>(u.id);
  const ImVec2 at = ui::card_motion(key, a);
  const auto chosen = std::find(v.chosen.begin(), v.chosen.end(), u.id);
  std::string tag = chosen == v.chosen.end() ? "" : v.phase == Phase::kMove ? "moved" : v.phase == Phase::kAssign ? "attacks" : "";
  if (chosen != v.chosen.end() && v.phase == Phase::kStrikers) tag = "striker " + std::to_string(chosen - v.chosen.begin() + 1);
  draw_token(ui::card_moving(key) ? ImGui::GetForegroundDrawList() : dl, v, u, at, w, h, tag);
  // Damage shows where it lands: a unit's counters are its damage, so taking 2 rises as "-2" from
  // the token and a repair as "+1". Only on the map (a destroyed unit's counters leave with it).
  if (u.zone < 5) ui::value_motion(0x47440000u + static_cast<uint32_t>(u.id), -u.counters, ImVec2(at.x + w * 0.5f, at.y + h * 0.4f), std::clamp(h * 0.35f, 14.0f, 28.0f));
  if (recent_unit(f, u.id)) draw_recent(f, dl, a, b, "ga/recent/unit/" + std::to_string(u.id), false);  // a token is all text
  t.top[u.id] = ImVec2((a.x + b.x) * 0.5f, a.y + 2);
  const Action direct = t.moves.direct[u.id], attack = t.moves.attack[u.id];
  const bool select = t.moves.select[u.id];
  if (t.sel_unit == u.id) dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2), ui::colors::kSelectBlue, 5, 0, 3);
  else if (direct != kNoAction || select) dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), ui::colors::kGold, 5, 0, 2.5f);
  if (attack != kNoAction) draw_target(dl, ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3));
  if (v.battle >= 0 && v.battle < static_cast<int>(v.battles.size()) &&
      (v.battles[v.battle].attacker == u.id || v.battles[v.battle].defender == u.id))
    dl->AddRect(ImVec2(a.x - 4, a.y - 4), ImVec2(b.x + 4, b.y + 4), ui::colors::kBattleOrange, 6, 0, 3);
  std::vector<std::string>* list = direct != kNoAction ? &f.buttons : select ? &f.playable : attack != kNoAction ? &f.targets : nullptr;
  const bool clicked = click_box(f, "ga/unit/" + std::to_string(u.id), a, b, list, is_mark(f, direct != kNoAction ? direct : attack));
  const ImVec2 c0 = dl->GetClipRectMin(), c1 = dl->GetClipRectMax();
  t.shown[u.id] = ImGui::IsItemVisible() && a.x >= c0.x - 1 && a.y >= c0.y - 1 && b.x <= c1.x + 1 && b.y <= c1.y + 1;
  hover_tip(unit_details(v, u.id));
  if (!clicked) return;
  if (direct != kNoAction || attack != kNoAction) {
    play(f, direct != kNoAction ? direct : attack);
  } else if (select) {
    t.sel_unit = t.sel_unit == u.id ? -1 : u.id;
    t.sel_card = -1;
  } else {
    // The unit's values in words first (a phone has no hover), then why it cannot be used.
    refuse(f, unit_details(v, u.id) + ".\n" + first(blocked(f, v), unit_refusal(f, v, u)));
  }
}

// An objective slot's card: face down (a dark card with "?"), face up (name, stars, defense), or empty;
// lit (`flags`) when it may be struck.
void draw_objective(ImDrawList* dl, const ga::SlotView& x, int slot, ImVec2 a, ImVec2 b, unsigned flags) {
  const float w = b.x - a.x, h = b.y - a.y;
  const float ts = std::clamp(std::min(w * 0.12f, h * 0.27f), 9.0f, 14.0f);
  if (!x.occupied) {
    dl->AddRect(a, b, ui::colors::kEmptyEdge, 5, 0, 1.0f);
    text_at(dl, ui::fonts().small, ts, ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f), ui::colors::kEmptyCaption, "destroyed");
    ui::card_face_states(dl, a, b, flags, 5, 3, 1);
    return;
  }
  if (!x.face_up) {
    const float tx = std::min(w * 0.36f, 30.0f);  // the lines start right of the "?"
    ui::CardFace face{.fill = ui::colors::kFaceDown, .edge = IM_COL32(220, 200, 150, 255), .inset = tx, .top = h * 0.5f - ts * 1.2f,
                      .wrap = w - tx - 2, .flags = flags, .ring_out = 1};
    const std::string title = "Objective " + std::to_string(slot + 1);
    face.lines[0] = {title.c_str(), ui::colors::kCardTitle, ts};
    face.lines[1] = {"face down", ui::colors::kCardText, ts};
    ui::draw_card_face(dl, a, b, face);
    text_at(dl, ui::fonts().body, std::min(h * 0.45f, 22.0f), ImVec2(a.x + std::min(w * 0.18f, 16.0f), (a.y + b.y) * 0.5f), ui::colors::kCream, "?");
    return;
  }
  const ga::CardType& c = ga::card_type(x.card);
  ui::CardFace face{.fill = c.kind == ga::kObjective ? ui::colors::kParchment : IM_COL32(215, 215, 225, 255), .edge = IM_COL32(120, 90, 40, 255),
                    .corner_fill = ui::colors::kStatBlue, .flags = flags, .ring_out = 1};
  const std::string stars = stars_text(c.stars), def = "def " + std::to_string(x.defense);
  face.lines[0] = {c.name, ui::colors::kParchmentInk, ts, nullptr, true};
  face.foot = {stars.c_str(), IM_COL32(150, 110, 20, 255), ts};
  face.corner = {def.c_str(), ui::colors::kWhite, ts * 1.15f, ui::fonts().body};
  ui::draw_card_face(dl, a, b, face);
}

// An objective slot: a strike on an opponent's; the own slot is a target for a selected objective card.
void objective_widget(TableFrame& f, const ga::View& v, int seat, int slot, ImVec2 a, ImVec2 b) {
  TableState& t = memory_of<TableState>(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ga::SlotView& x = v.players[seat].objectives[slot];
  const bool own = seat == v.seat;
  const Action act = own ? (t.sel_card >= 0 ? ga::encode_objective(t.sel_card, slot) : kNoAction) : ga::encode_strike(seat, slot);
  const bool legal = act != kNoAction && is_legal(f, act);
  draw_objective(dl, x, slot, a, b, legal && !own ? unsigned{ui::kCardHighlight} : 0u);
  if (recent_slot(f, seat, slot))
    draw_recent(f, dl, a, b, "ga/recent/slot/" + std::to_string(seat) + "/" + std::to_string(slot), false);  // its name is at its top
  if (legal && own) draw_target(dl, a, b);
  if (v.strike[0] == seat && v.strike[1] == slot && (v.phase == Phase::kStrikers || v.phase == Phase::kRepair || v.phase == Phase::kBring))
    dl->AddRect(ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3), ui::colors::kBattleOrange, 6, 0, 3);
  const std::string id = own ? "ga/slot/" + std::to_string(slot) : "ga/strike/" + std::to_string(seat) + "/" + std::to_string(slot);
  const bool clicked = click_box(f, id, a, b, !legal ? nullptr : own ? &f.targets : &f.buttons, is_mark(f, legal ? act : kNoAction));
  if (x.face_up) hover_tip(std::string(ga::card_type(x.card).name) + ": " + card_summary(x.card));
  if (clicked && legal) play(f, act);
  else if (clicked) refuse(f, first(blocked(f, v), objective_refusal(f, v, seat, x)));
}

// A zone's name, its owner's faction and counts (stars, hand, deck, discard), left of the last
// `reserve` pixels of the row ("move here"); true if the counts fit.
bool zone_header(const TableFrame& f, const ga::View& v, const ZoneBox& z, float reserve) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs), left = z.a.x + kPad + 2, right = z.b.x - kPad - reserve;
  const ImU32 colour = z.home && v.to_act == z.zone && !v.over ? ui::colors::kGold : ui::colors::kText;
  if (!z.home) {
    text_left(dl, fs, ss, ImVec2(left, z.a.y + 3), colour, zone_title(f, z.zone), right - left);
    return false;
  }
  const ga::SeatView& p = v.players[z.zone];
  const std::string out = p.out ? "  \xC2\xB7  OUT" : "", stars = std::to_string(p.stars_in_play) + "\xE2\x98\x85";
  const std::string hand = std::to_string(p.hand), deck = std::to_string(p.deck), discard = std::to_string(p.discard.size());
  std::string head = zone_title(f, z.zone) + "  \xC2\xB7  " + ga::faction_name(p.faction) + out;
  std::string counts = stars + " in play" + (z.reserves ? "" : ", no reserves") + "  \xC2\xB7  hand " + hand + "  \xC2\xB7  deck " + deck +
                       "  \xC2\xB7  discard " + discard;
  float cs = ss * 0.9f;
  if (left + ss * 1.4f + fs->CalcTextSizeA(ss, 1e9f, 0, head.c_str()).x + 16 + fs->CalcTextSizeA(cs, 1e9f, 0, counts.c_str()).x >= right) {
    // Narrow: the zone's name without the faction, the counts in short.
    head = zone_title(f, z.zone) + out;
    counts = stars + " \xC2\xB7 hand " + hand + " \xC2\xB7 deck " + deck + " \xC2\xB7 disc. " + discard;
    cs = ss * 0.8f;
  }
  // The faction's emblem first (ui::draw_emblem), then the zone's name.
  ui::draw_emblem(dl, ImVec2(left + ss * 0.55f, z.a.y + 3 + ss * 0.6f), ss * 1.1f, p.faction);
  const float tl = left + ss * 1.4f;
  const float cw = fs->CalcTextSizeA(cs, 1e9f, 0, counts.c_str()).x;
  const bool shown = tl + fs->CalcTextSizeA(ss, 1e9f, 0, head.c_str()).x + 10 + cw < right;
  if (shown) text_left(dl, fs, cs, ImVec2(right - cw, z.a.y + 4), ui::colors::kMuted, counts);
  text_left(dl, fs, ss, ImVec2(tl, z.a.y + 3), colour, head, right - tl);
  return shown;
}

// A home zone's objectives, in a column left of its units (`z.side`: returns where they start) or a row.
float zone_objectives(TableFrame& f, const ga::View& v, const MapLayout& l, const ZoneBox& z, bool counts_shown, float& y) {
  const ga::SeatView& p = v.players[z.zone];
  const int n = std::min(l.slots, static_cast<int>(p.objectives.size()));
  const float ow = z.side ? l.obj_w : std::min(std::max(l.tw * 1.5f, 120.0f), (z.b.x - z.a.x - kPad * 2 - l.gap * (l.slots - 1)) / l.slots);
  for (int k = 0; k < n; ++k) {
    const ImVec2 a = z.side ? ImVec2(z.a.x + kPad, y + k * (l.obj_h + l.gap)) : ImVec2(z.a.x + kPad + k * (ow + l.gap), y);
    objective_widget(f, v, z.zone, k, a, ImVec2(a.x + ow, a.y + l.obj_h));
  }
  if (!z.side) {
    y += l.obj_h + l.gap;
    return z.a.x + kPad;
  }
  if (!counts_shown)
    text_left(ImGui::GetWindowDrawList(), ui::fonts().small, text_size(ui::fonts().small) * 0.8f, ImVec2(z.a.x + kPad, y + l.slots * (l.obj_h + l.gap)),
              ui::colors::kMuted,
              "hand " + std::to_string(p.hand) + " \xC2\xB7 deck " + std::to_string(p.deck) + " \xC2\xB7 disc. " + std::to_string(p.discard.size()), l.obj_w);
  return z.a.x + kPad + l.obj_w + l.gap;
}

// A home zone's reserves: smaller tokens below a dashed line, with their count and stars (the
// strip is there without reserves too: "none").
void zone_reserves(TableFrame& f, const ga::View& v, const MapLayout& l, const ZoneBox& z, float y) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float ss = text_size(ui::fonts().small), inner = z.b.x - z.a.x - kPad * 2;
  const ReserveRow row = reserve_row(l, z.reserves, inner);
  for (float x = z.a.x + kPad; x < z.b.x - kPad; x += 10) dl->AddLine(ImVec2(x, y), ImVec2(std::min(x + 5, z.b.x - kPad), y), IM_COL32(255, 255, 255, 70));
  const std::string count = z.reserves ? std::to_string(z.reserves) + (z.reserves == 1 ? " unit, " : " units, ") + std::to_string(z.reserve_stars) + "\xE2\x98\x85"
                                       : std::string("none");
  text_left(dl, ui::fonts().small, ss * 0.9f, ImVec2(z.a.x + kPad, y + 2), ui::colors::kMuted, "Reserves (not in play): " + count, inner);
  const int rpr = per_row(inner, row.w, l.gap);
  int k = 0;
  for (const ga::UnitView& u : v.units) {
    if (u.owner != z.zone || u.zone != ga::kReserves) continue;
    const ImVec2 a(z.a.x + kPad + (k % rpr) * (row.w + l.gap), y + ss * 1.3f + (k / rpr) * (row.h + l.gap));
    unit_widget(f, v, u, a, row.w, row.h);
    dl->AddRectFilled(a, ImVec2(a.x + row.w, a.y + row.h), IM_COL32(0, 0, 0, 50), 4);
    ++k;
  }
}

// A zone the selected unit may move to: a gold tint, the gold outline on the zone's border and short
// corner brackets along it, kept within a few pixels of the border (the target frame of smaller
// pieces, draw_target, grows with the piece: on a zone it was a band over the header's text and its
// brackets reached into the next zone's header).
void draw_zone_target(ImDrawList* dl, const ZoneBox& z) {
  const float m = std::min(z.b.x - z.a.x, z.b.y - z.a.y), len = std::clamp(m * 0.2f, 16.0f, 48.0f);
  dl->AddRectFilled(z.a, z.b, ui::with_alpha(ui::colors::kGold, 28), 8);
  dl->AddRect(z.a, z.b, ui::colors::kGold, 8, 0, 3);
  const ImU32 bracket = ui::colors::kTargetBracket;
  for (int i = 0; i < 4; ++i) {
    const float x = i & 1 ? z.b.x : z.a.x, y = i & 2 ? z.b.y : z.a.y, sx = i & 1 ? -1.0f : 1.0f, sy = i & 2 ? -1.0f : 1.0f;
    dl->AddLine(ImVec2(x, y), ImVec2(x + sx * len, y), bracket, 4);
    dl->AddLine(ImVec2(x, y), ImVec2(x, y + sy * len), bracket, 4);
  }
}

void draw_zone(TableFrame& f, const ga::View& v, const MapLayout& l, const ZoneBox& z) {
  TableState& t = memory_of<TableState>(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float ss = text_size(ui::fonts().small);
  const Action move = t.moves.move[z.zone];  // the selected unit may move here
  const bool out = z.home && v.players[z.zone].out;
  dl->AddRectFilled(z.a, z.b, z.home ? ui::colors::kSeatArea : IM_COL32(40, 30, 10, 70), 8);
  dl->AddRect(z.a, z.b, z.home ? seat_colour(z.zone, 170) : ui::colors::kContested, 8, 0, 2);
  if (move != kNoAction) draw_zone_target(dl, z);
  // "move here" ends the header's row, inside the border; the name and counts keep left of it (counts
  // that no longer fit go under the objectives on a wide map, and out of a phone's upright map while
  // a unit is selected).
  const float ps = ss * 0.95f;
  const float pill_w = move != kNoAction ? ui::fonts().small->CalcTextSizeA(ps, 1e9f, 0, "move here").x + ps * 0.6f : 0;
  const bool counts_shown = zone_header(f, v, z, pill_w > 0 ? pill_w + 10 : 0);
  // The header is the move target's widget (tokens cover the body).
  bool clicked = click_box(f, "ga/zone/" + std::to_string(z.zone), z.a, ImVec2(z.b.x, z.a.y + l.head), move != kNoAction ? &f.targets : nullptr, is_mark(f, move));
  if (move != kNoAction && item_on_screen())
    pill_at(dl, ImVec2(z.b.x - kPad - pill_w, z.a.y + 3), ps, ui::colors::kGold, ui::colors::kInkOnGold, "move here");
  float y = z.a.y + l.head;
  const float ux = z.home && !out ? zone_objectives(f, v, l, z, counts_shown, y) : z.a.x + kPad, uw = z.b.x - kPad - ux;
  const int pr = per_row(uw, l.tw, l.gap);
  int i = 0;
  for (const ga::UnitView& u : v.units) {
    if (u.zone != z.zone) continue;
    unit_widget(f, v, u, ImVec2(ux + (i % pr) * (l.tw + l.gap), y + (i / pr) * (l.th + l.gap)), l.tw, l.th);
    ++i;
  }
  if (i == 0 && !out)
    text_left(dl, ui::fonts().small, ss, ImVec2(ux, y + 2), ui::colors::kEmptyCaption, z.home ? "No units in this home zone." : "No units here.", uw);
  y += std::max(1, (i + pr - 1) / pr) * (l.th + l.gap);
  if (z.home && z.side) y = std::max(y, z.a.y + l.head + l.slots * (l.obj_h + l.gap) + ss * 1.3f);
  if (z.home && !out) zone_reserves(f, v, l, z, y);
  // The rest of the body: a second move target (clicks between tokens).
  ImGui::SetCursorScreenPos(ImVec2(z.a.x, z.a.y + l.head));
  clicked = ImGui::InvisibleButton(("##body" + std::to_string(z.zone)).c_str(), ImVec2(z.b.x - z.a.x, std::max(1.0f, z.b.y - z.a.y - l.head))) || clicked;
  const std::string why = clicked && move == kNoAction ? zone_refusal(f, v, z.zone) : "";
  if (clicked && move != kNoAction) play(f, move);
  else if (!why.empty()) refuse(f, why);
}

// An arrow from the attacker's top edge to the defender's, arcing above the tokens between them.
void draw_arrow(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col, float th) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 4) return;
  const float lift = std::clamp(len * 0.35f, 20.0f, 70.0f);
  const ImVec2 c1(a.x + dx * 0.2f, a.y - lift), c2(b.x - dx * 0.2f, b.y - lift);
  dl->AddBezierCubic(a, c1, c2, b, col, th);
  // The head points along the curve's last segment (c2 -> b).
  const float ex = b.x - c2.x, ey = b.y - c2.y, el = std::max(1.0f, std::sqrt(ex * ex + ey * ey));
  const float ux = ex / el, uy = ey / el, hs = 7 + th * 2;
  dl->AddTriangleFilled(b, ImVec2(b.x - ux * hs - uy * hs * 0.6f, b.y - uy * hs + ux * hs * 0.6f),
                        ImVec2(b.x - ux * hs + uy * hs * 0.6f, b.y - uy * hs - ux * hs * 0.6f), col);
}

void draw_map(TableFrame& f, const ga::View& v, float width, float height) {
  TableState& t = memory_of<TableState>(f);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const MapLayout l = map_layout(v, origin, width - (f.layout.portrait ? 0 : 2), height, f.layout.portrait);
  t.top.fill(ImVec2(-1, -1));
  t.shown.fill(false);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // The star map: every home zone joined to the contested zone.
  const ZoneBox& c = *std::find_if(l.boxes.begin(), l.boxes.end(), [](const ZoneBox& z) { return z.zone == ga::kContested; });
  for (const ZoneBox& z : l.boxes) {
    const float x = std::clamp((z.a.x + z.b.x) * 0.5f, c.a.x + 20, c.b.x - 20);
    const bool above = z.b.y <= c.a.y + 1;
    const ImVec2 p0(x, above ? z.b.y : z.a.y), p1(x, above ? c.a.y : c.b.y);
    if (z.home && std::fabs(p1.y - p0.y) > 1) dl->AddLine(p0, p1, ui::colors::kContested, 4);
  }
  for (const ZoneBox& z : l.boxes) draw_zone(f, v, l, z);
  // Declared battles as arrows from attacker to defender; the current one thick and orange.
  for (size_t k = 0; k < v.battles.size(); ++k) {
    const ga::BattleView& b = v.battles[k];
    if (t.top[b.attacker].x < 0 || t.top[b.defender].x < 0) continue;
    const bool cur = static_cast<int>(k) == v.battle;
    const ImU32 col = cur ? ui::with_alpha(ui::colors::kBattleOrange, 240) : b.done ? IM_COL32(160, 160, 160, 150) : IM_COL32(240, 70, 60, 220);
    draw_arrow(dl, t.top[b.attacker], t.top[b.defender], col, cur ? 4.0f : 2.5f);
  }
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(width - 2, std::max(l.height, 1.0f)));
}

// ---- the panel -----------------------------------------------------------------------------------

std::string status_line(const TableFrame& f, const ga::View& v) {
  const TableState& t = memory_of<TableState>(f);
  if (v.over) return "The game is over.";
  if (!f.my_turn) return others_turn_status(f);
  const std::string sel = t.sel_unit >= 0 ? unit_name(v, t.sel_unit) : "";
  switch (v.phase) {
    case Phase::kDeploy:
      if (!v.deploy_exact) return "Deploy: your units cannot make exactly 20 build stars: place fewer than 20 (none eliminates you), then Done.";
      return "Deploy: tap units in your reserves to place exactly 20 build stars in your home zone.";
    case Phase::kTurn:
      if (t.sel_card >= 0) return std::string("Play ") + ga::card_type(t.sel_card).name + ": tap the objective it replaces.";
      if (!sel.empty()) return "Move " + sel + " (tap a highlighted zone) or attack with it (tap a highlighted enemy unit).";
      return "Your turn: move, attack or strike (tap a unit or an enemy objective), or end the turn.";
    case Phase::kMove: return sel.empty() ? "Move: choose more units to move, or Done." : "Move " + sel + ": tap a highlighted zone.";
    case Phase::kAssign:
      return sel.empty() ? "Combat: choose more attackers and their targets, or Done to fight." : "Attack with " + sel + ": tap a highlighted enemy unit.";
    case Phase::kOrder: return "Choose the next battle.";
    case Phase::kCard: return "Battle: play a combat card on your unit, or pass.";
    case Phase::kReroll: return "Targeting Uplink: keep your dice or reroll them once.";
    case Phase::kStrikers: return "Strike: tap your units in order to strike, then Done.";
    case Phase::kBring: return "Bring units from your reserves (up to " + std::to_string(v.budget) + "\xE2\x98\x85), or Done.";
    case Phase::kRepair: return "Repair Bay: choose the unit to repair.";
    default: return "";
  }
}

// The rule of five while choosing units: used and free build stars as filled and empty stars.
std::string budget_line(const TableFrame& f, const ga::View& v) {
  const char* what = v.phase == Phase::kMove ? "Move: " : v.phase == Phase::kAssign ? "Attackers: " : "Strikers: ";
  switch (v.phase) {
    case Phase::kTurn: return "Each action: units worth up to " + std::to_string(ga::kActionStars) + " build stars " + stars_text(ga::kActionStars);
    case Phase::kBring: return "Bring from reserves into: " + zone_title(f, v.bring[1]) + ", up to " + std::to_string(v.budget) + " build stars left";
    case Phase::kDeploy: return "Deployed: " + std::to_string(v.players[v.to_act].stars_in_play) + " of 20 build stars";
    case Phase::kMove:
    case Phase::kAssign:
    case Phase::kStrikers:
      return what + stars_text(v.budget, v.budget_used) + "  " + std::to_string(v.budget_used) + " of " + std::to_string(v.budget) + " build stars";
    default: return "";
  }
}

// A key to the tokens: the four values in their colours, damage counters, ground and space.
void draw_legend() {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs), right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const char* words[6] = {"attack", "damage", "defense", "shields", "counters", "G ground (tan bar), S space (blue bar)"};
  const float x0 = ImGui::GetCursorScreenPos().x;
  ImVec2 p = ImGui::GetCursorScreenPos();
  for (int i = 0; i < 6; ++i) {
    const float ww = fs->CalcTextSizeA(ss, 1e9f, 0, words[i]).x + (i < 5 ? ss * 1.4f : 0);
    if (p.x + ww > right && p.x > x0) p = ImVec2(x0, p.y + ss * 1.35f);
    if (i == 4) dl->AddCircleFilled(ImVec2(p.x + ss * 0.45f, p.y + ss * 0.6f), ss * 0.45f, kValueColours[i]);
    else if (i < 4) dl->AddRectFilled(ImVec2(p.x, p.y + ss * 0.15f), ImVec2(p.x + ss * 0.9f, p.y + ss * 1.05f), kValueColours[i], 2);
    ui::draw_text(dl, fs, ss, ImVec2(p.x + (i < 5 ? ss * 1.1f : 0), p.y), ui::colors::kMuted, words[i]);
    p.x += ww + ss * 0.5f;
  }
  ImGui::Dummy(ImVec2(1, p.y + ss * 1.4f - ImGui::GetCursorScreenPos().y));
}

// A move made by a panel button: its id, label and short form for narrow panels (no id: no button);
// "pass", "done" and "end turn" close the row.
struct ButtonText {
  std::string id, label, short_label;
  bool closing = false;
};
ButtonText button_text(const TableFrame& f, const ga::View& v, Action a) {
  const TableState& t = memory_of<TableState>(f);
  static const char* kDone[] = {"Done deploying", "Done", "Done moving", "Done: fight", "Done", "Done", "Done", "Done: strike",
                                "Done bringing", "Done", "Done"};  // per Phase
  const DecodedAction d = decode(a);
  switch (d.kind) {
    case DecodedAction::kBattle: {
      if (d.battle >= static_cast<int>(v.battles.size())) return {};
      const std::string x = unit_name(v, v.battles[d.battle].attacker), y = unit_name(v, v.battles[d.battle].defender);
      return {"ga/battle/" + std::to_string(d.battle), "Battle: " + x + " vs " + y, short_name(x) + " vs " + short_name(y)};
    }
    case DecodedAction::kDeploy:
    case DecodedAction::kBring: {
      // The tokens in the reserves; listed here too when the map has scrolled a token out of sight.
      const ga::UnitView* u = unit_of(v, ga::unit_id(v.seat, d.unit));
      if (!u || t.shown[u->id]) return {};
      return {(d.kind == DecodedAction::kDeploy ? "ga/deploy/" : "ga/bring/") + std::to_string(d.unit),
              unit_name(v, u->id) + " " + std::to_string(ga::unit_type(u->type).stars) + "\xE2\x98\x85"};
    }
    case DecodedAction::kCarrier: return {"ga/carrier/" + std::to_string(d.seat), "Carrier Deploy into " + zone_title(f, d.seat), "Carrier Deploy"};
    case DecodedAction::kKeep: return {"ga/keep", "Keep the dice"};
    case DecodedAction::kReroll: return {"ga/reroll", "Reroll"};
    case DecodedAction::kPass: return {"ga/pass", "Pass (no card)", "", true};
    case DecodedAction::kEndTurn: return {"ga/end", v.phase == Phase::kTurn ? "End turn (no action)" : "End turn", "", true};
    case DecodedAction::kDone: return {"ga/done", kDone[static_cast<int>(v.phase)], "", true};
    default: return {};
  }
}

void draw_moves(TableFrame& f, const ga::View& v) {
  TableState& t = memory_of<TableState>(f);
  bool first = true;
  // A label too wide for the panel (phones) gives way to its short form.
  auto button = [&](const ButtonText& b, Action a) {
    if (b.id.empty()) return;
    const std::string& shown = !b.short_label.empty() && ui::button_width(b.label) > ImGui::GetContentRegionAvail().x ? b.short_label : b.label;
    if (!first) ui::same_line_if_fits(ui::button_width(shown));
    first = false;
    move_button(f, b.id, shown, a);
  };
  for (const bool closing : {false, true})
    for (Action a : f.legal)
      if (button_text(f, v, a).closing == closing) button(button_text(f, v, a), a);
  if (t.sel_unit < 0 && t.sel_card < 0) return;
  if (!first) ui::same_line_if_fits(ui::button_width("Cancel"));
  if (ui::button("ga/cancel", "Cancel")) t.sel_unit = t.sel_card = -1;
}

std::string signed_term(int value, const char* what) {
  return value == 0 ? std::string() : (value > 0 ? " + " : " - ") + std::to_string(std::abs(value)) + " " + what;
}

// "7 roll + 3 attack + 2 Torpedo Run card = 12 vs defense 9 (8 + 1 Hold the Line card): hit for 3 damage (2 + 1 Heavy Cannon icon)".
std::string roll_text(const ga::RollView& r) {
  if (!r.resolved) return "rolled " + std::to_string(r.dice[0]) + "+" + std::to_string(r.dice[1]) + " = " + std::to_string(r.roll);
  std::string line = std::to_string(r.roll);
  if (r.strike) {
    line += " roll" + signed_term(r.attack, "attack") + r.attack_terms + " = " + std::to_string(r.total) + " vs objective defense " +
            std::to_string(r.defense);
    if (!r.defense_terms.empty()) line += " (" + r.defense_terms + ")";
    return line + (r.hit ? ": destroyed" : ": fails");
  }
  // Every number named by what made it, as the log says it (issue 38).
  line += " roll" + signed_term(r.attack, "attack") + r.attack_terms + " = " + std::to_string(r.total) + " vs defense " +
          std::to_string(r.defense);
  if (!r.defense_terms.empty()) line += " (" + r.defense_terms + ")";
  line += r.natural12 ? ": natural 12, hit" : r.hit ? ": hit" : ": miss";
  if (!r.hit) return line;
  line += " for " + std::to_string(r.damage) + " damage";
  return r.damage_terms.empty() ? line : line + " (" + r.damage_terms + ")";
}

// "Siege Walker (you) strikes Supply Depot, rerolled".
std::string roll_head(const TableFrame& f, const ga::View& v, const ga::RollView& r) {
  std::string head = unit_name(v, r.unit) + " (" + who(f, ga::unit_owner(r.unit)) + ")";
  if (r.strike && r.objective >= 0) head += " strikes " + std::string(ga::card_type(r.objective).name);
  if (r.rerolled) head += ", rerolled";
  return r.foresight ? head + ", Foresight: 7" : head;
}

// An earlier result's line: "Siege Walker (Computer) on Hover Tank 1 (you): 7 + 3 attack = 10 vs ...".
std::string result_line(const TableFrame& f, const ga::View& v, const ga::RollView& r) {
  std::string head = roll_head(f, v, r);
  if (!r.strike && r.target >= 0) head += " on " + unit_name(v, r.target) + " (" + who(f, ga::unit_owner(r.target)) + ")";
  return head + ": " + roll_text(r);
}

// The battles and strikes finished since the player last acted, but the latest (drawn with its
// dice below): a line a roll, kept until the player's next action or a tap on Clear (issue 38: a
// result replaced by the next battle within a second was never seen).
void draw_results(const ga::View& v, TableFrame& f) {
  TableState& t = memory_of<TableState>(f);
  // Since this seat's latest action outside a battle (everyone's view: anyone's).
  int since = -1;
  for (size_t p = 0; p < v.acted.size(); ++p)
    if (static_cast<int>(p) == v.seat || v.seat == kObserver) since = std::max(since, v.acted[p]);
  std::vector<const ga::RollView*> shown;
  for (const ga::RollView& r : v.results)
    if (r.at != v.rolls_at && r.at >= since && r.at > t.cleared_at) shown.push_back(&r);
  if (shown.empty()) return;
  const char* title = v.over ? "Before that:" : v.seat == kObserver ? "Earlier this turn:" : "Since your last action:";
  ui::text_disabled("%s", title);
  ImGui::SameLine();
  if (ui::button("ga/results/clear", "Clear")) t.cleared_at = shown.back()->at;
  int at = -1;
  for (const ga::RollView* r : shown) {
    // A thin rule between battles: the two rolls of one battle stay together.
    if (at >= 0 && r->at != at) ImGui::Dummy(ImVec2(1, 2));
    at = r->at;
    t.result_lines.push_back(result_line(f, v, *r));
    wrapped(t.result_lines.back(), r->hit ? ui::colors::kGoodText : ui::colors::kBadText, ui::fonts().small);
  }
}

// The battle under way (who attacks whom, the cards played) and the latest dice, totals itemised.
void draw_battle(TableFrame& f, const ga::View& v, float width) {
  draw_results(v, f);
  if (v.battle >= 0 && v.battle < static_cast<int>(v.battles.size())) {
    const ga::BattleView& b = v.battles[v.battle];
    const int seats[2] = {ga::unit_owner(b.attacker), ga::unit_owner(b.defender)};
    wrapped("Battle " + std::to_string(v.battle + 1) + " of " + std::to_string(v.battles.size()) + ": " + unit_name(v, b.attacker) + " (" +
                who(f, seats[0]) + ") attacks " + unit_name(v, b.defender) + " (" + who(f, seats[1]) + ")",
            IM_COL32(255, 170, 120, 255));
    for (int side = 0; side < 2; ++side)
      if (v.played[side] >= 0)
        wrapped(name_of(f, seats[side]) + (name_of(f, seats[side]) == "You" ? " play: " : " plays: ") + ga::card_type(v.played[side]).name + " (" +
                    card_summary(v.played[side]) + ")",
                ui::colors::kText, ui::fonts().small);
  }
  if (v.rolls.empty()) return;
  const bool fresh = v.rolls_at >= 0 && v.events.size() - v.rolls_at < 40;
  wrapped(v.rolls.front().strike ? (fresh ? "Strike:" : "Last strike:") : (fresh ? "Dice:" : "Last battle:"), ui::colors::kMuted);
  const float die = std::clamp(width * 0.07f, 22.0f, 32.0f);
  for (size_t i = 0; i < v.rolls.size(); ++i) {
    const ga::RollView& r = v.rolls[i];
    const ImVec2 p = ImGui::GetCursorScreenPos();
    // Each die named by the roll's place in the log: a new roll tumbles, and so does a reroll.
    const uint32_t key = (static_cast<uint32_t>(v.rolls_at) << 6) | static_cast<uint32_t>(i << 1);
    ui::draw_rolling_die(ImGui::GetWindowDrawList(), key, p, die, r.dice[0], f.same_game, r.natural12);
    ui::draw_rolling_die(ImGui::GetWindowDrawList(), key | 1, ImVec2(p.x + die + 4, p.y), die, r.dice[1], f.same_game, r.natural12);
    ImGui::SetCursorScreenPos(ImVec2(p.x + die * 2 + 12, p.y));
    ImGui::PushTextWrapPos(ImGui::GetWindowContentRegionMax().x);
    wrapped(roll_head(f, v, r), seat_colour(ga::unit_owner(r.unit)), ui::fonts().small);
    ImGui::SetCursorScreenPos(ImVec2(p.x + die * 2 + 12, ImGui::GetCursorScreenPos().y));
    wrapped(roll_text(r), !r.resolved ? ui::colors::kText : r.hit ? ui::colors::kGoodText : ui::colors::kBadText);
    ImGui::PopTextWrapPos();
    ImGui::SetCursorScreenPos(ImVec2(p.x, std::max(ImGui::GetCursorScreenPos().y, p.y + die + 6)));
    ImGui::Dummy(ImVec2(1, 1));
  }
}

// A hand card's face (bonus colour or parchment bar, name, text) `width` wide; `height` is set.
ui::CardFace hand_face(TableFrame& f, int type, float width, float& height) {
  TableState& t = memory_of<TableState>(f);
  const ga::CardType& c = ga::card_type(type);
  const bool objective = c.kind == ga::kObjective;
  const std::string name = std::string(c.name) + (objective ? "" : "  (+" + std::to_string(c.bonus) + " " + colour_word(c.colour) + ")");
  // The face points into these: kept in the table's memory until the card is drawn.
  t.face_text[0] = name;
  t.face_text[1] = card_summary(type);
  ui::CardFace face = text_card(t.face_text[0], t.face_text[1], objective ? ui::colors::kParchment : kValueColours[c.colour], width,
                                text_size(ui::fonts().small), height);
  if (objective) face.fill = IM_COL32(64, 58, 40, 255);  // an objective card: parchment on dark brown
  return face;
}

// One hand card at `a`, `width` wide: a combat card plays with one click in a battle; an objective
// card is selected, then the objective slot it replaces. Returns its height.
float draw_hand_card(TableFrame& f, const ga::View& v, int type, int copy, ImVec2 a, float width) {
  TableState& t = memory_of<TableState>(f);
  std::string id = "ga/card/" + std::string(ga::card_type(type).name);
  for (char& ch : id) ch = ch == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (copy > 1) id += "@" + std::to_string(copy);
  const Action play_it = is_legal(f, ga::encode_play(type)) ? ga::encode_play(type) : kNoAction;
  const bool objective_ok = t.moves.objective[type];
  float h = 0;
  ui::CardFace face = hand_face(f, type, width, h);
  face.flags = t.sel_card == type ? ui::kCardSelected : play_it != kNoAction || objective_ok ? ui::kCardHighlight : 0u;
  const ImVec2 b(a.x + width, a.y + h);
  ui::draw_card_face(ImGui::GetWindowDrawList(), a, b, face);
  const bool clicked = click_box(f, id, a, b, play_it != kNoAction ? &f.buttons : objective_ok ? &f.playable : nullptr, is_mark(f, play_it));
  if (item_on_screen()) t.hand_ids.push_back(id);
  // The card the guide or Hint names, below a scrolling panel's fold (results and warnings above it):
  // the panel scrolls to it once, and the player may scroll away again.
  if (is_mark(f, play_it) && t.scrolled_to != play_it) {
    t.scrolled_to = play_it;
    const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
    if (b.y > bottom || a.y < top) ImGui::SetScrollHereY(1.0f);
  }
  if (clicked && play_it != kNoAction) {
    play(f, play_it);
  } else if (clicked && objective_ok) {
    t.sel_card = t.sel_card == type ? -1 : type;
    t.sel_unit = -1;
  } else if (clicked) {
    refuse(f, first(blocked(f, v, false), card_refusal(v, ga::card_type(type))));
  }
  return h;
}

std::string hand_heading(const ga::View& v) {
  const ga::SeatView& me = v.players[v.seat];
  return "Your hand (" + std::to_string(v.hand.size()) + ")  \xC2\xB7  deck " + std::to_string(me.deck) + "  \xC2\xB7  discard " +
         std::to_string(me.discard.size());
}

// The own hand in a column `width` wide (the panel of a phone).
void draw_hand(TableFrame& f, const ga::View& v, float width) {
  wrapped(hand_heading(v), ui::colors::kMuted);
  std::vector<int> seen(ga::kNumCardTypes, 0);
  for (const int type : v.hand) {
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const float h = draw_hand_card(f, v, type, ++seen[type], a, width);
    ImGui::SetCursorScreenPos(ImVec2(a.x, a.y + h + 4));
    ImGui::Dummy(ImVec2(1, 1));
  }
  if (v.hand.empty()) ui::text_disabled("Your hand is empty.");
}

// A wide screen's hand under the map, side by side (it was cut off at the foot of the panel, below
// the battle's dice): up to four cards a row, at most 300 px each. hand_rows_height: its height.
struct HandRows {
  int per_row = 1;
  float card_w = 0, card_h = 0;
};
HandRows hand_rows(TableFrame& f, const ga::View& v, float width) {
  HandRows r;
  const float gap = 8;
  r.per_row = std::clamp(static_cast<int>(v.hand.size()), 1, 4);
  r.card_w = std::min(300.0f, std::floor((width - gap * (std::max(r.per_row, 3) - 1)) / std::max(r.per_row, 3)));
  for (const int type : v.hand) {
    float h = 0;
    hand_face(f, type, r.card_w, h);
    r.card_h = std::max(r.card_h, h);
  }
  return r;
}
float hand_rows_height(TableFrame& f, const ga::View& v, float width) {
  const HandRows r = hand_rows(f, v, width);
  const int rows = v.hand.empty() ? 0 : (static_cast<int>(v.hand.size()) + r.per_row - 1) / r.per_row;
  return ImGui::GetTextLineHeightWithSpacing() + rows * (r.card_h + 8) + 4;
}
void draw_hand_rows(TableFrame& f, const ga::View& v, float width) {
  const HandRows r = hand_rows(f, v, width);
  wrapped(hand_heading(v), ui::colors::kMuted);
  if (v.hand.empty()) ui::text_disabled("Your hand is empty.");
  const ImVec2 p = ImGui::GetCursorScreenPos();
  std::vector<int> seen(ga::kNumCardTypes, 0);
  for (size_t i = 0; i < v.hand.size(); ++i) {
    const int type = v.hand[i], col = static_cast<int>(i) % r.per_row, row = static_cast<int>(i) / r.per_row;
    draw_hand_card(f, v, type, ++seen[type], ImVec2(p.x + col * (r.card_w + 8), p.y + row * (r.card_h + 8)), r.card_w);
  }
  const int rows = (static_cast<int>(v.hand.size()) + r.per_row - 1) / r.per_row;
  ImGui::SetCursorScreenPos(p);
  ImGui::Dummy(ImVec2(1, std::max(1.0f, rows * (r.card_h + 8))));
}

// The public view (f.everyone) has no hand: each seat's hand counted instead, on one line (decks and
// discards are in the zones' headers).
void draw_public_hands(const TableFrame& f, const ga::View& v) {
  std::string line;
  for (int seat = 0; seat < v.seats && seat < static_cast<int>(v.players.size()); ++seat) {
    const int n = v.players[seat].hand;
    line += (seat ? "  \xC2\xB7  " : "") + name_of(f, seat) + " holds " + std::to_string(n) + (n == 1 ? " card" : " cards");
  }
  wrapped(line, ui::colors::kMuted);
}

std::string result_title(const TableFrame& f, const ga::View& v) {
  int winners = 0, winner = -1;
  for (size_t p = 0; p < v.result.size(); ++p)
    if (v.result[p] > 0) ++winners, winner = static_cast<int>(p);
  if (f.you >= 0 && f.you < static_cast<int>(v.result.size()) && v.result[f.you] < 0 && winners != 1) return "You lose";
  return winner_title(f, winners == 1 ? winner : -1);
}

std::string result_reason(const TableFrame& f, const ga::View& v) {
  if (v.limit_reached)
    return "The turn limit (" + std::to_string(v.turn_limit) + " turns) is reached: a draw for the players still in.";
  std::string out;
  for (const Event& e : v.events) {
    if (e.text == "is eliminated") out += (out.empty() ? "" : " ") + event_line(f, e) + ".";
  }
  return out;
}

// The last battle or strike as lines (the result window), "" when the game ended without one;
// `totals`: each roll's totals only (a phone held sideways keeps it to one line; the log itemises).
std::vector<std::string> last_result(const TableFrame& f, const ga::View& v, bool totals = false) {
  std::vector<std::string> lines;
  for (const ga::RollView& r : v.rolls) {
    if (!r.resolved) continue;
    if (!totals) {
      lines.push_back(result_line(f, v, r));
      continue;
    }
    std::string line = roll_head(f, v, r) + ": " + std::to_string(r.total) + (r.strike ? " vs objective defense " : " vs defense ") +
                       std::to_string(r.defense);
    line += r.strike ? (r.hit ? ": destroyed" : ": fails") : r.hit ? ": hit for " + std::to_string(r.damage) + " damage" : ": miss";
    lines.push_back(line);
  }
  return lines;
}

void draw_result(TableFrame& f, const ga::View& v) {
  begin_result("##ga-result", result_title(f, v), result_reason(f, v));
  for (int seat = 0; seat < v.seats; ++seat) {
    const ga::SeatView& p = v.players[seat];
    const int objs = static_cast<int>(std::count_if(p.objectives.begin(), p.objectives.end(), [](const ga::SlotView& x) { return x.occupied; }));
    const bool won = seat < static_cast<int>(v.result.size()) && v.result[seat] > 0;
    ui::text_wrapped("%s (%s): %s%d\xE2\x98\x85 in play, %d %s", name_of(f, seat).c_str(), ga::faction_name(p.faction), won ? "wins, " : "",
                       p.stars_in_play, objs, objs == 1 ? "objective" : "objectives");
  }
  // How it ended: the last battle or strike, itemised (the window covers the panel that showed it),
  // in the place of the turn count's line (a phone held sideways has no height to spare).
  const bool short_screen = ImGui::GetMainViewport()->Size.y < 520;  // the roll alone keeps to one line there
  const std::vector<std::string> last = last_result(f, v, short_screen);
  if (last.empty()) ui::text("%d turns", v.turn);
  std::string told = last.empty() || short_screen ? "" : std::to_string(v.turn) + " turns; the last " + (v.rolls.front().strike ? "strike: " : "battle: ");
  for (size_t i = 0; i < last.size(); ++i) told += (i ? "  \xC2\xB7  " : "") + last[i];
  if (!told.empty()) wrapped(told, ui::colors::kText, ui::fonts().small);
  end_result(f, "ga");
}

// The selection follows the keyboard's or the hint's move, and is dropped once it has no move.
void follow_mark(TableFrame& f, const Moves& m) {
  TableState& t = memory_of<TableState>(f);
  const DecodedAction d = decode(f.mark);
  const bool unit_move = d.kind == DecodedAction::kMove || d.kind == DecodedAction::kAttack;
  if (f.mark != kNoAction && unit_move && (f.mark_is_focus || t.sel_unit < 0)) t.sel_unit = ga::unit_id(f.seat, d.unit), t.sel_card = -1;
  if (f.mark != kNoAction && d.kind == DecodedAction::kObjective && (f.mark_is_focus || t.sel_card < 0)) t.sel_card = d.card, t.sel_unit = -1;
  if (t.sel_unit >= 0 && !m.select[t.sel_unit]) t.sel_unit = -1;
  if (t.sel_card >= 0 && !m.objective[t.sel_card]) t.sel_card = -1;
}

// The rules end a game only by elimination; our turn limit (a draw) is shown once it is near.
std::string limit_line(const ga::View& v, bool compact) {
  if (!v.limit_near) return "";
  const std::string turns = "Turn " + std::to_string(v.turn) + " of " + std::to_string(v.turn_limit);
  if (compact) return turns + ": after turn " + std::to_string(v.turn_limit) + " the game is a draw.";
  return turns + ": if no one has won by the end of turn " + std::to_string(v.turn_limit) +
         ", the game is a draw for the players still in.";
}

const char* mode_text(const ga::View& v) {
  return v.starter ? "Starter game: one objective each; the first successful strike wins" : "Standard game";
}

// The Starter game's goal, said before the first turn and through the first two (issue 53: three
// first games were lost to one strike the newcomer had not heard of), "" otherwise.
std::string objective_line(const TableFrame& f, const ga::View& v) {
  if (!v.starter || v.over || v.turn > 2 || f.everyone) return "";
  if (f.layout.compact) return "Goal: the first successful strike on an objective wins the game. Keep a unit at home.";
  return "Goal: each side has one objective. The first successful strike on an objective wins the game: strike "
         "theirs, and keep a unit at home to attack intruders before they strike yours.";
}

// The player's home zone is open (issue 38: first games lost to one strike nobody saw coming): who
// could walk in and strike the last objective, in words, or "".
std::string open_home_line(const TableFrame& f, const ga::View& v) {
  if (f.everyone || v.seat == kObserver) return "";
  const std::vector<int> threats = ga::home_threats(v, v.seat);
  if (const std::vector<int> in = ga::home_intruders(v, v.seat); threats.empty() && !in.empty()) {
    const bool many = in.size() > 1;
    // In a guided game the guide's move answers it (its search plays the strike out): one voice.
    const char* answer = f.guided ? " The guide's move, marked \"hint\", is chosen with this strike in mind."
                         : many   ? " Attack them first with your units there."
                                  : " Attack it first with a unit of yours there.";
    return named(f, ga::threat_text(v, in) +
                        (many ? " are in your home zone: on their next turn they can strike your last objective, and one successful strike ends the game."
                              : " is in your home zone: on its next turn it can strike your last objective, and one successful strike ends the game.") +
                        answer);
  }
  if (threats.empty()) return "";
  return named(f, "Your home zone is empty: " + ga::threat_text(v, threats) +
                      " can move in and strike your last objective, and one successful strike ends the game. A unit at home could attack intruders first.");
}

// The panel: status, budget, the selected unit, the moves, the battle, the hand, the key, the log.
void draw_panel(TableFrame& f, const ga::View& v) {
  TableState& t = memory_of<TableState>(f);
  const bool compact = f.layout.compact;
  const float pw = ImGui::GetContentRegionAvail().x;
  draw_status(f, compact);
  if (const std::string goal = objective_line(f, v); !goal.empty()) wrapped(goal, ui::colors::kGold);
  if (v.limit_near) wrapped(limit_line(v, compact), ui::colors::kGold);
  const std::string budget = f.my_turn ? budget_line(f, v) : "";
  if (!budget.empty()) wrapped(budget, ui::colors::kGold);
  if (t.sel_unit >= 0) wrapped(unit_details(v, t.sel_unit), ui::colors::kSelectedText,
 ui::fonts().small);
  draw_moves(f, v);
  draw_battle(f, v, pw);
  ImGui::Separator();
  if (f.everyone) draw_public_hands(f, v);
  else if (f.layout.portrait || f.layout.compact) draw_hand(f, v, pw);  // a wide screen's hand is under the map
  if (f.everyone || f.layout.portrait || f.layout.compact) ImGui::Separator();
  draw_legend();
  // The mode played, always in sight (a guided first game plays Starter).
  if (!v.limit_near && v.turn > 0) ui::text_disabled("Turn %d  \xC2\xB7  %s", v.turn, mode_text(v));
  else ui::text_disabled("%s", mode_text(v));
}

// The side panel: its upper part scrolls; the log keeps the foot, a fixed share of the panel, so a
// taller upper part (results, a hand of long cards) never pushes it out of sight (issue 38).
void draw_side(TableFrame& f, const ga::View& v) {
  if (f.changed) memory_of<TableState>(f).scrolled_to = kNoAction;  // a new position may mark the same card again
  const float h = ImGui::GetContentRegionAvail().y;
  const float log_h = f.layout.compact ? std::clamp(h * 0.3f, 80.0f, 200.0f) : std::clamp(h * 0.3f, 140.0f, 260.0f);
  ImGui::BeginChild("ga-panel-top", ImVec2(0, std::max(1.0f, h - log_h - ImGui::GetStyle().ItemSpacing.y)), false);
  hook::window_scrolls();  // the upper part scrolls when its content is taller than its room
  draw_panel(f, v);
  ImGui::EndChild();
  draw_log(f, log_h);
  record_shown("ga/log");
}

void draw(TableFrame& f) {
  TableState& t = memory_of<TableState>(f);
  const ga::View& v = view_of<ga::View>(f);
  if (f.changed) t.scroll_home = true;
  if (const std::string threat = open_home_line(f, v); threat != t.threat) {
    t.threat = threat;
    t.threat_since = f.same_game ? f.now : f.now - 10;
  }
  if (f.changed || f.cancel) t.sel_unit = t.sel_card = -1;
  if (!f.same_game) t.cleared_at = -1;
  t.hand_ids.clear();
  t.result_lines.clear();
  follow_mark(f, moves_of(f));
  t.moves = moves_of(f);
  const TableLayout& l = f.layout;
  const float panel_w = std::clamp(l.avail.x * 0.33f, 240.0f, 420.0f);  // beside the map (landscape)
  const float main_w = l.portrait ? l.avail.x : l.avail.x - panel_w - ImGui::GetStyle().ItemSpacing.x;
  f.status = status_line(f, v);
  if (l.compact) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8, 5));
  const float sp = ImGui::GetStyle().ItemSpacing.y;
  // Over the map, where the eye is: a strike that could end the game (issue 53).
  const std::string threat = open_home_line(f, v);
  const float banner = threat.empty() ? 0 : banner_height(threat, main_w) + sp;
  // A wide screen's hand goes under the map, whole (at the panel's foot it was cut off).
  const bool hand_under = !l.portrait && !l.compact && !f.everyone;  // (a phone held sideways keeps it in the panel)
  const float hand_h = hand_under ? std::min(hand_rows_height(f, v, main_w), l.avail.y * 0.45f) : 0;
  const float main_h = (l.portrait ? std::round(l.avail.y * 0.6f) : l.avail.y) - banner - (hand_under ? hand_h + sp : 0);
  if (!l.portrait) ImGui::BeginGroup();
  if (!threat.empty()) {
    draw_banner(f, threat, main_w, t.threat_since);
    record_shown("ga/threat");
  }
  ImGui::BeginChild("ga-map", ImVec2(main_w, main_h), false);
  hook::window_scrolls();  // a phone scrolls the map
  // A map taller than the screen (phones) starts at the player's own home zone on their turn.
  if (t.scroll_home && f.my_turn) {
    ImGui::SetScrollY(ImGui::GetScrollMaxY());
    t.scroll_home = false;
  }
  draw_map(f, v, main_w - (ImGui::GetScrollMaxY() > 0 ? ImGui::GetStyle().ScrollbarSize : 0), main_h);
  ImGui::EndChild();
  if (hand_under) {
    ImGui::BeginChild("ga-hand", ImVec2(main_w, hand_h), false);
    hook::window_scrolls();  // a hand taller than its share of the screen scrolls
    draw_hand_rows(f, v, main_w - ImGui::GetStyle().ScrollbarSize);
    ImGui::EndChild();
  }
  if (!l.portrait) ImGui::EndGroup();
  if (!l.portrait) ImGui::SameLine();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  ImGui::BeginChild("ga-panel", ImVec2(l.portrait ? l.avail.x : 0, 0), true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleVar();
  draw_side(f, v);
  ImGui::EndChild();
  record_shown("ga/panel");
  if (l.compact) ImGui::PopStyleVar();
  if (v.over) draw_result(f, v);
}

// Ending the turn while a move, attack or strike is still open gives those up: a second press.
// So does a move that takes the last unit out of the home zone while the last objective could then
// be struck (issue 38: the reason, before a one-blow loss).
std::string second_press(const TableFrame& f, Action a) {
  const ga::View& v = view_of<ga::View>(f);
  const DecodedAction d = decode(a);
  if (d.kind == DecodedAction::kMove && ga::home_threats(v, v.seat).empty()) {
    const int id = ga::unit_id(v.seat, d.unit);
    const std::vector<int> threats = ga::home_threats(v, v.seat, id);
    const ga::UnitView* u = unit_of(v, id);
    if (!threats.empty() && u && u->zone == v.seat)
      return named(f, "Move " + unit_name(v, id) + " out? It leaves your home zone empty: " + ga::threat_text(v, threats) +
                          " could then move in and strike your last objective, which ends the game.");
  }
  if (a != ga::kEndTurn || v.phase != Phase::kTurn || f.legal.size() < 2) return "";
  return "End the turn? You may still move, attack or strike this turn.";
}

void summary(const TableFrame& f, JsonWriter& j) {
  const TableState& t = memory_of<TableState>(f);
  const ga::View& v = view_of<ga::View>(f);
  j.key("selected_unit").value(t.sel_unit);
  j.key("selected_card");
  t.sel_card >= 0 ? j.value(ga::card_type(t.sel_card).name) : j.null();
  j.key("hand").values(t.hand_ids);
  j.key("limit").value(limit_line(v, f.layout.compact));
  j.key("mode").value(mode_text(v));
  j.key("rolls").begin_array();
  for (const ga::RollView& r : v.rolls) j.value(roll_head(f, v, r) + ": " + roll_text(r));
  j.end_array();
  j.key("results").values(t.result_lines);
  j.key("open_home").value(open_home_line(f, v)).key("objective").value(objective_line(f, v));
  if (!v.over) return;
  j.key("result").begin_object().key("title").value(result_title(f, v)).key("reason").value(result_reason(f, v));
  j.key("last").values(last_result(f, v));
  write_result_story(f, j);
  j.end_object();
}

}  // namespace

const GameTable<ga::Registration>& ground_assault_table() {
  static const GameTable<ga::Registration> table = [] {
    auto t = make_table<ga::Registration>(draw, summary);
    t.second_press = second_press;
    return t;
  }();
  return table;
}

// The Rules screen's examples (web/table/rules_examples.h): a unit token as the map draws it.
void ground_assault_rules_token(ImDrawList* dl, ImVec2 a, float w, float h, int type, int seat, int counters) {
  ga::View v;
  ga::UnitView u;
  u.id = ga::unit_id(seat, 0);
  u.owner = seat;
  u.type = type;
  u.label = ga::unit_type(type).name;
  u.counters = counters;
  v.units.push_back(u);
  draw_token(dl, v, u, a, w, h);
}

}  // namespace ff
