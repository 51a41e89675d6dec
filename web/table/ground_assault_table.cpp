// Ground Assault table: the zone map (the opponents' home zones across the top, the contested zone in
// the middle, the viewer's home zone at the bottom; with 3-4 players the homes are joined to the
// contested zone only, the star map), each zone holding unit tokens with their build stars and four
// values (attack, damage, defense, shields), damage counters and icons; each home zone with its
// objective slots (face down, or face up with the defense) and its owner's reserves beside it; arrows
// for declared battles; and a panel with what to do, the rule-of-five budget, the moves as buttons,
// the battle or strike with its dice and itemised totals, the own hand (card text) and the log.
// Everything is drawn from ground_assault::view() of the viewer's seat; moves are the engine's legal
// actions taken apart with ground_assault::decode, so the table never decides what is legal: it only
// explains refusals, from the same view.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "core/games/ground_assault/ground_assault.h"
#include "imgui.h"
#include "web/app/app.h"
#include "web/app/test_hook.h"
#include "web/table/tables.h"
#include "web/widgets/motion.h"
#include "web/widgets/pieces.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

namespace ga = ground_assault;
using ga::Decoded;
using ga::Phase;
using ga::decode;


// ---- actions -------------------------------------------------------------------------------------

struct Moves {
  std::vector<Action> legal;
  bool has(Action a) const { return std::find(legal.begin(), legal.end(), a) != legal.end(); }
  // The one-click action of a unit (deploy, striker, bring, repair), or kNoAction.
  Action direct(int ref, int seat) const {
    for (Action a : legal) {
      const Decoded d = decode(a);
      if ((d.type == Decoded::kDeploy || d.type == Decoded::kStriker || d.type == Decoded::kBring) && seat * 16 + d.idx == ref) return a;
      if (d.type == Decoded::kRepair && d.ref == ref) return a;
    }
    return kNoAction;
  }
  // Move and attack actions of the viewer's unit `ref` (they need a target).
  std::vector<Action> of_unit(int ref, int seat) const {
    std::vector<Action> out;
    for (Action a : legal) {
      const Decoded d = decode(a);
      if ((d.type == Decoded::kMove || d.type == Decoded::kAttack) && seat * 16 + d.idx == ref) out.push_back(a);
    }
    return out;
  }
  std::vector<Action> of_type(Decoded::Type type) const {
    std::vector<Action> out;
    for (Action a : legal)
      if (decode(a).type == type) out.push_back(a);
    return out;
  }
};

// ---- the table's own (purely visual) state -------------------------------------------------------

struct TableState {
  size_t seen_history = SIZE_MAX;
  const State* seen_state = nullptr;
  int sel_unit = -1;   // ref of the selected own unit (move or attack)
  int sel_card = -1;   // card type of the selected hand objective card
  bool scroll_home = false;  // a new position: a scrolling map shows the viewer's own home zone
  Action mark = kNoAction;
  bool mark_keys = false;
  std::array<ImVec2, ga::kMaxSeats * ga::kMaxUnits> centre{};  // token centres (arrows)
  std::array<bool, ga::kMaxSeats * ga::kMaxUnits> drawn{};
  std::array<float, ga::kMaxSeats * ga::kMaxUnits> half_h{};  // half a token's height
  std::array<bool, ga::kMaxSeats * ga::kMaxUnits> shown{};    // its token is wholly on screen
  // Collected while drawing, for the test hook summary.
  std::vector<std::string> playable, targets, buttons, hand_ids, roll_lines;
  std::string status;
  bool over = false;
  std::string result_title, result_reason;
};
TableState t;

// ---- small helpers -------------------------------------------------------------------------------

using ui::text_size;
using ui::text_at;
using ui::text_left;
using ui::pill_at;

ImU32 seat_colour(int seat, int alpha = 255) {
  static const int kRgb[4][3] = {{70, 150, 255}, {255, 146, 30}, {70, 210, 190}, {220, 110, 240}};
  if (seat < 0 || seat > 3) return IM_COL32(170, 170, 170, alpha);
  return IM_COL32(kRgb[seat][0], kRgb[seat][1], kRgb[seat][2], alpha);
}

// The last item lies wholly inside what its window shows (a scrolled map or panel clips the rest).
bool item_on_screen() {
  if (!ImGui::IsItemVisible()) return false;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const ImVec2 c0 = ImGui::GetWindowDrawList()->GetClipRectMin(), c1 = ImGui::GetWindowDrawList()->GetClipRectMax();
  return a.x >= c0.x - 1 && a.y >= c0.y - 1 && b.x <= c1.x + 1 && b.y <= c1.y + 1;
}
// Reports the last item to the test hook only when it is wholly shown, like the lists of moves.
void record_shown(const std::string& id) {
  if (item_on_screen()) hook::record_last_item(id);
}

void draw_mark(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  dl->AddRect(ImVec2(a.x - 4, a.y - 4), ImVec2(b.x + 4, b.y + 4), IM_COL32(255, 255, 255, 255), 6, 0, 2.5f);
  const float size = std::clamp((b.y - a.y) * 0.2f, 10.0f, 13.0f);
  pill_at(ImGui::GetForegroundDrawList(), ImVec2(a.x - 4, b.y - size * 0.6f), size, IM_COL32(255, 255, 255, 240), IM_COL32(20, 20, 20, 255),
          t.mark_keys ? "keys" : "hint");
}

// Gold corner brackets: a legal target (a shape as well as a colour).
void draw_target(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  const float m = std::min(b.x - a.x, b.y - a.y);
  const float th = std::max(2.0f, m * 0.05f), len = m * 0.3f;
  dl->AddRect(a, b, ui::colors::kGold, 4, 0, th);
  const ImVec2 o(th * 1.3f, th * 1.3f);
  const ImVec2 p[4] = {ImVec2(a.x - o.x, a.y - o.y), ImVec2(b.x + o.x, a.y - o.y), ImVec2(a.x - o.x, b.y + o.y), ImVec2(b.x + o.x, b.y + o.y)};
  for (int i = 0; i < 4; ++i) {
    const float sx = i & 1 ? -1.0f : 1.0f, sy = i & 2 ? -1.0f : 1.0f;
    dl->AddLine(p[i], ImVec2(p[i].x + sx * len, p[i].y), IM_COL32(255, 230, 140, 255), th);
    dl->AddLine(p[i], ImVec2(p[i].x, p[i].y + sy * len), IM_COL32(255, 230, 140, 255), th);
  }
}

const ga::UnitView* unit_of(const ga::View& v, int ref) {
  for (const ga::UnitView& u : v.units)
    if (u.ref == ref) return &u;
  return nullptr;
}
const ga::UnitType& type_of(const ga::View& v, int ref) {
  const ga::UnitView* u = unit_of(v, ref);
  return ga::unit_type(u ? u->type : 0);
}
// A unit's name as players read it: the notation without "@P2" (the colour shows the owner).
std::string unit_name(const ga::View& v, int ref) {
  const ga::UnitView* u = unit_of(v, ref);
  if (!u) return "?";
  std::string n = u->label;
  const size_t at = n.find('@');
  return at == std::string::npos ? n : n.substr(0, at);
}
// "Trench Crawler 2" -> "TC2".
std::string initials(const std::string& name) {
  std::string out;
  size_t i = 0;
  while (i < name.size()) {
    size_t j = name.find(' ', i);
    if (j == std::string::npos) j = name.size();
    if (j > i) out += name[i] >= '0' && name[i] <= '9' ? name.substr(i, j - i) : name.substr(i, 1);
    i = j + 1;
  }
  return out;
}
std::string who(const Session& s, int seat) {
  const std::string n = seat_name(s, seat);
  return n == "You" ? "you" : n;
}
std::string whose(const Session& s, int seat) {
  const std::string n = seat_name(s, seat);
  return n == "You" ? "your" : n + "'s";
}
std::string zone_title(const Session& s, int zone) {
  if (zone == ga::kContested) return "Contested zone";
  const std::string w = whose(s, zone);
  return (w == "your" ? std::string("Your") : w) + " home zone";
}
std::string stars_text(int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += "\xE2\x98\x85";
  return out;
}
const char* icon_short(int icon) {
  static const char* kShort[] = {"BDr", "Bla", "Dro", "Las", "Ldr", "Tor", "Trn", "Trp", "ARM", "CAR", "HC", "Mys", "Lck"};
  return icon >= 0 && icon < ga::kNumIcons ? kShort[icon] : "?";
}
std::string icons_text(const ga::UnitType& u) {
  std::string out;
  for (int i = 0; i < ga::kNumIcons; ++i)
    if (u.has(i)) out += (out.empty() ? "" : ", ") + std::string(ga::icon_name(i));
  return out;
}
std::string unit_details(const ga::View& v, int ref) {
  const ga::UnitView* uv = unit_of(v, ref);
  if (!uv) return "";
  const ga::UnitType& u = ga::unit_type(uv->type);
  std::string d = unit_name(v, ref) + " (" + (u.domain == ga::kGround ? "ground" : "space") + ", " + std::to_string(u.stars) +
                  "\xE2\x98\x85): +" + std::to_string(u.attack) + " attack, " + std::to_string(u.damage) + " damage, " +
                  std::to_string(u.defense) + " defense, " + std::to_string(u.shields) + " shields; " + icons_text(u);
  if (uv->counters) d += "; " + std::to_string(uv->counters) + " damage counter" + (uv->counters > 1 ? "s" : "");
  return d;
}
const char* colour_word(int c) { return c == ga::kRed ? "attack" : c == ga::kYellow ? "damage" : "defense"; }
ImU32 bonus_colour(int c, int alpha = 255) {
  return c == ga::kRed ? IM_COL32(200, 50, 45, alpha) : c == ga::kYellow ? IM_COL32(225, 180, 30, alpha) : IM_COL32(50, 110, 210, alpha);
}
std::string gate_text(const ga::CardType& c) {
  std::string g = ga::icon_name(c.gate_icon);
  if (c.gate == ga::kWild) {
    if (!c.wild_stars) return g + " (any unit)";
    std::string st;
    for (int s = 1; s <= 5; ++s)
      if (c.wild_stars >> s & 1u) st += (st.empty() ? "" : ",") + std::to_string(s);
    return g + " (" + st + "\xE2\x98\x85 units)";
  }
  return g + (c.gate == ga::kPower ? " (power)" : "");
}
std::string card_summary(int type) {
  const ga::CardType& c = ga::card_type(type);
  if (c.kind == ga::kObjective)
    return std::string("Objective, ") + std::to_string(c.stars) + "\xE2\x98\x85, defense " + std::to_string(c.obj_defense) + ". " + c.text;
  return "+" + std::to_string(c.bonus) + " " + colour_word(c.colour) + ". " + gate_text(c) + ": " + c.text;
}

// ---- refusals ------------------------------------------------------------------------------------

std::string not_now(const Session& s, const ga::View& v, bool my_turn) {
  if (v.over) return "The game is over.";
  if (s.match.spectator) return "This is a replay: step through it with the timeline above.";
  if (!my_turn) return "Not your turn: " + seat_name(s, v.to_act) + (s.turn.thinking ? " is thinking." : " plays now.");
  return "";
}

std::string phase_hint(const ga::View& v) {
  switch (v.phase) {
    case Phase::kOrder: return "Choose the next battle first (the buttons in the panel).";
    case Phase::kCard: return "Play a combat card from your hand on your unit in this battle, or pass.";
    case Phase::kReroll: return "Keep or reroll your dice first (the buttons in the panel).";
    default: return "";
  }
}

std::string unit_refusal(const Session& s, const ga::View& v, const Moves& m, bool my_turn, int ref) {
  std::string r = not_now(s, v, my_turn);
  if (!r.empty()) return r;
  r = phase_hint(v);
  if (!r.empty()) return r;
  const ga::UnitView* u = unit_of(v, ref);
  if (!u) return "";
  const std::string name = unit_name(v, ref);
  const ga::UnitType& ut = ga::unit_type(u->type);
  const bool mine = u->owner == v.seat;
  const bool chosen = std::find(v.chosen.begin(), v.chosen.end(), ref) != v.chosen.end();
  switch (v.phase) {
    case Phase::kDeploy:
      if (!mine) return "Deploy your own units: tap units in your reserves.";
      if (u->zone != ga::kReserves) return name + " is deployed already.";
      return name + " (" + std::to_string(ut.stars) + "\xE2\x98\x85) does not fit: exactly 20 build stars must be placed, and no set of your units with it makes 20.";
    case Phase::kBring:
      if (!mine || u->zone != ga::kReserves) return "Bring units from your reserves (highlighted), or Done.";
      return name + " (" + std::to_string(ut.stars) + "\xE2\x98\x85) is more than the " + std::to_string(v.budget) + " build stars left to bring.";
    case Phase::kRepair: return "Choose the unit Repair Bay repairs: one of the highlighted units.";
    case Phase::kStrikers:
      if (!mine) return "Strikers are your units in " + zone_title(s, v.strike_seat) + ".";
      if (chosen) return name + " strikes already.";
      if (u->zone != v.strike_seat) return name + " is not in " + zone_title(s, v.strike_seat) + ": only units there strike.";
      return name + " (" + std::to_string(ut.stars) + "\xE2\x98\x85) does not fit: " + std::to_string(v.budget_used) + " of " +
             std::to_string(v.budget) + " build stars are used (the rule of five).";
    default: break;
  }
  if (!mine) {
    if (t.sel_unit < 0) return "Choose one of your units first (highlighted), then the unit it attacks.";
    const ga::UnitView* a = unit_of(v, t.sel_unit);
    const std::string an = unit_name(v, t.sel_unit);
    if (!a) return "";
    if (a->zone != u->zone) return an + " can attack only units in its own zone; " + name + " is in another zone.";
    if (type_of(v, t.sel_unit).domain == ga::kGround && ut.domain == ga::kSpace && a->zone != v.seat)
      return "Ground units attack space units only in their own home zone: " + an + " cannot attack " + name + " here.";
    if (!v.battles.empty()) return "One opponent per combat action: your attackers already fight another player.";
    return an + " cannot attack " + name + " now.";
  }
  if (u->zone == ga::kReserves) return name + " waits in your reserves: it comes into play only when an effect brings it.";
  if (chosen) return name + (v.phase == Phase::kMove ? " has moved already this action." : " attacks already.");
  if (v.phase == Phase::kMove || v.phase == Phase::kAssign || v.phase == Phase::kTurn) {
    const int used = v.phase == Phase::kTurn ? 0 : v.budget_used;
    const int budget = v.phase == Phase::kTurn ? ga::kActionStars : v.budget;
    if (ut.stars + used > budget)
      return name + " (" + std::to_string(ut.stars) + "\xE2\x98\x85) does not fit: " + std::to_string(used) + " of " + std::to_string(budget) +
             " build stars are used (the rule of five).";
    if (v.phase == Phase::kMove) return name + " cannot move now.";
    return name + " has no opposing unit it may attack in its zone (ground units attack space units only in their own home zone).";
  }
  return name + " cannot act now.";
}

// ---- layout of the map ---------------------------------------------------------------------------

struct ZoneBox {
  int zone = 0;          // 0..3 home of that seat, 4 contested
  ImVec2 a, b;           // the whole box
  int units = 0, reserves = 0;
  bool home = false;
  bool side = false;     // its objectives in a column left of the units
};

struct MapLayout {
  float tw = 80, th = 58, gap = 6, head = 22, obj_h = 0, res_scale = 0.8f;
  bool side = false;     // objectives in a column left of the units (wide screens), else in a row above
  float obj_w = 120;     // side: the column's width
  int slots = 3;
  float height = 0;
  std::vector<ZoneBox> boxes;
};

int per_row(float inner_w, float tw, float gap) { return std::max(1, static_cast<int>((inner_w + gap) / (tw + gap))); }

// The height a zone box needs for its tokens (and, for a home zone, its objectives and reserves).
bool side_for(const MapLayout& l, float w, float pad) { return l.side && w - pad * 2 - l.obj_w - l.gap >= l.tw * 2 + l.gap; }

float box_height(const MapLayout& l, float w, int units, int reserves, bool home, float pad) {
  const float inner = w - pad * 2;
  const bool side = home && side_for(l, w, pad);
  const float uw = side ? inner - l.obj_w - l.gap : inner;
  const int rows = std::max(1, (units + per_row(uw, l.tw, l.gap) - 1) / per_row(uw, l.tw, l.gap));
  float h = l.head + rows * (l.th + l.gap) + pad;
  if (side) h = l.head + std::max(rows * (l.th + l.gap), l.slots * (l.obj_h + l.gap) + text_size(ui::fonts().small) * 1.3f) + pad;
  else if (home) h += l.obj_h + l.gap;
  if (home && reserves) {
    const float rw = std::round(l.tw * l.res_scale), rh = std::round(l.th * l.res_scale);
    const int rrows = (reserves + per_row(inner, rw, l.gap) - 1) / per_row(inner, rw, l.gap);
    h += text_size(ui::fonts().small) * 1.3f + rrows * (rh + l.gap);
  }
  return h;
}

// Lays out the zones: opponents' homes in clockwise order across the top (stacked when narrow), the
// contested zone, the viewer's home; picks the largest token that fits the height.
MapLayout map_layout(const ga::View& v, ImVec2 origin, float width, float height, bool portrait) {
  MapLayout l;
  const float pad = 6, vgap = 10;
  const int n = v.seats;
  std::vector<int> counts(5, 0), res(4, 0);
  for (const ga::UnitView& u : v.units) {
    if (u.zone <= ga::kContested) counts[u.zone]++;
    else if (u.zone == ga::kReserves) res[u.owner]++;
  }
  const int opps = n - 1;
  const bool stack = portrait ? opps > 1 : width / std::max(1, opps) < 260;
  const float ss = text_size(ui::fonts().small);
  // Tokens stay readable: below the smallest size the map scrolls instead.
  const float tw_min = portrait ? 60 : 50;
  for (float tw = 124; tw >= tw_min; tw -= 4) {
    l.tw = tw;
    l.th = std::round(tw * (tw >= 76 ? 0.76f : 0.98f));
    l.gap = std::round(std::clamp(tw * 0.07f, 3.0f, 7.0f));
    l.head = std::round(ss * 1.45f);
    l.obj_h = std::round(std::max(ss * 2.7f, l.th * 0.62f));
    l.side = !portrait;
    l.slots = v.starter ? 1 : 3;
    l.obj_w = std::round(std::clamp(tw * 1.3f, 100.0f, 150.0f));
    if (l.side) l.obj_h = std::round(std::max(ss * 2.6f, std::min(l.th * 0.62f, (l.th * 2 + l.gap) / 3 - l.gap)));
    l.boxes.clear();
    float y = origin.y;
    // Opponents.
    const float ow = stack ? width : (width - vgap * (opps - 1)) / opps;
    float row_h = 0;
    for (int k = 1; k < n; ++k) {
      const int seat = (v.seat + k) % n;
      ZoneBox z;
      z.zone = seat, z.home = true, z.units = counts[seat], z.reserves = res[seat], z.side = side_for(l, ow, pad);
      const float h = box_height(l, ow, z.units, z.reserves, true, pad);
      const int col = stack ? 0 : k - 1;
      z.a = ImVec2(origin.x + col * (ow + vgap), y);
      z.b = ImVec2(z.a.x + ow, y + h);
      if (stack) y += h + vgap;
      else row_h = std::max(row_h, h);
      l.boxes.push_back(z);
    }
    if (!stack) {
      for (ZoneBox& z : l.boxes) z.b.y = z.a.y + row_h;
      y += row_h + vgap;
    }
    ZoneBox c;
    c.zone = ga::kContested, c.units = counts[ga::kContested];
    const float ch = box_height(l, width, c.units, 0, false, pad) + (portrait ? 0 : l.th * 0.3f);
    c.a = ImVec2(origin.x, y), c.b = ImVec2(origin.x + width, y + ch);
    l.boxes.push_back(c);
    y += ch + vgap;
    ZoneBox me;
    me.zone = v.seat, me.home = true, me.units = counts[v.seat], me.reserves = res[v.seat], me.side = side_for(l, width, pad);
    const float mh = box_height(l, width, me.units, me.reserves, true, pad);
    me.a = ImVec2(origin.x, y), me.b = ImVec2(origin.x + width, y + mh);
    l.boxes.push_back(me);
    y += mh;
    l.height = y - origin.y;
    if (l.height <= height) break;
  }
  // Spread the spare height over the contested zone.
  if (l.height < height) {
    const float extra = height - l.height;
    bool after = false;
    for (ZoneBox& z : l.boxes) {
      if (after) z.a.y += extra, z.b.y += extra;
      if (z.zone == ga::kContested) z.b.y += extra, after = true;
    }
    l.height = height;
  }
  return l;
}

// ---- drawing a unit token ------------------------------------------------------------------------

// A token: the owner's colour, a tan (ground) or blue (space) bar, the name, build stars, the four
// values in their colours (attack red, damage yellow, defense blue, shields green), damage counters
// as a red badge and the icons in short.
void draw_token(ImDrawList* dl, const ga::View& v, const ga::UnitView& u, ImVec2 a, float w, float h) {
  const ga::UnitType& ut = ga::unit_type(u.type);
  const ImVec2 b(a.x + w, a.y + h);
  const float r = std::max(3.0f, w * 0.06f);
  dl->AddRectFilled(ImVec2(a.x + 2, a.y + 3), ImVec2(b.x + 2, b.y + 3), IM_COL32(0, 0, 0, 80), r);
  dl->AddRectFilled(a, b, IM_COL32(28, 34, 44, 250), r);
  const ImU32 own = seat_colour(u.owner);
  dl->AddRectFilled(a, ImVec2(b.x, a.y + 3), own, r, ImDrawFlags_RoundCornersTop);
  dl->AddRect(a, b, seat_colour(u.owner, 200), r, 0, 1.5f);
  // Domain bar on the left: tan = ground, blue = space.
  const float bar = std::max(4.0f, w * 0.07f);
  dl->AddRectFilled(ImVec2(a.x + 1, a.y + 3), ImVec2(a.x + bar, b.y - 1),
                    ut.domain == ga::kGround ? IM_COL32(196, 160, 100, 255) : IM_COL32(90, 120, 200, 255), r, ImDrawFlags_RoundCornersBottomLeft);
  ImFont* fs = ui::fonts().small;
  ImFont* fb = ui::fonts().body;
  const float x0 = a.x + bar + 2, iw = b.x - x0 - 2;
  const float ns = std::clamp(w * 0.135f, 9.0f, 14.0f);
  std::string name = unit_name(v, u.ref);
  if (fs->CalcTextSizeA(ns, 1e9f, 0, name.c_str()).x > iw) {
    // Drop the second word's tail: "Siege W.", else initials.
    const size_t sp = name.find(' ');
    std::string shortn = sp == std::string::npos ? name : name.substr(0, sp) + " " + name.substr(sp + 1, 1) + ".";
    const size_t dig = name.find_last_of(' ');
    if (dig != std::string::npos && dig + 1 < name.size() && name[dig + 1] >= '0' && name[dig + 1] <= '9') shortn += name.substr(dig + 1);
    name = fs->CalcTextSizeA(ns, 1e9f, 0, shortn.c_str()).x <= iw ? shortn : initials(name);
  }
  float y = a.y + 4;
  text_left(dl, fs, ns, ImVec2(x0, y), IM_COL32(245, 245, 240, 255), name, iw);
  y += ns * 1.15f;
  // Stars and the domain letter.
  const float st = std::clamp(w * 0.13f, 9.0f, 14.0f);
  const char* dom = ut.domain == ga::kGround ? "G" : "S";
  const ImVec2 dsz = fs->CalcTextSizeA(st, 1e9f, 0, dom);
  text_left(dl, fs, st, ImVec2(x0, y), ut.domain == ga::kGround ? IM_COL32(220, 190, 130, 255) : IM_COL32(150, 180, 255, 255), dom);
  text_left(dl, fs, st, ImVec2(x0 + dsz.x + 3, y), ui::colors::kGold, stars_text(ut.stars), iw - dsz.x - 3);
  y += st * 1.15f;
  // The four values: in a row on wide tokens, two by two on small ones.
  const bool grid = w < 76;
  const int per = grid ? 2 : 4;
  const float bw = (iw - (per - 1)) / per;
  const float room = grid ? (b.y - y - 3) * 0.5f : (b.y - y) * 0.55f;
  const float vs = std::clamp(std::min(bw * (grid ? 0.5f : 0.62f), room / 1.15f), 9.0f, 18.0f);
  const float bh = grid ? std::max(room, vs * 1.1f) : vs * 1.2f;
  const ImU32 cols[4] = {IM_COL32(185, 45, 40, 255), IM_COL32(215, 170, 20, 255), IM_COL32(45, 100, 200, 255), IM_COL32(40, 150, 70, 255)};
  const std::string vals[4] = {"+" + std::to_string(ut.attack), std::to_string(ut.damage), std::to_string(ut.defense), std::to_string(ut.shields)};
  for (int i = 0; i < 4; ++i) {
    const ImVec2 p(x0 + (i % per) * (bw + 1), y + (i / per) * (bh + 1));
    dl->AddRectFilled(p, ImVec2(p.x + bw, p.y + bh), cols[i], 3);
    text_at(dl, fb, vs, ImVec2(p.x + bw * 0.5f, p.y + bh * 0.5f), i == 1 ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 255, 255, 255), vals[i]);
  }
  y += (grid ? 2 * bh + 1 : bh) + 2;
  // Icons in short, when there is room.
  if (b.y - y >= 9) {
    float ix = x0;
    const float is = std::clamp(std::min(w * 0.115f, b.y - y - 1), 8.0f, 12.0f);
    for (int i = 0; i < ga::kNumIcons; ++i) {
      if (!ut.has(i)) continue;
      const bool power = i >= ga::kArmor && i <= ga::kHeavyCannon;
      const ImVec2 sz = fs->CalcTextSizeA(is, 1e9f, 0, icon_short(i));
      if (ix + sz.x + 3 > b.x - 1) break;
      dl->AddRectFilled(ImVec2(ix, y), ImVec2(ix + sz.x + 3, y + is + 1), power ? IM_COL32(150, 155, 165, 255) : IM_COL32(40, 110, 60, 255), 2);
      dl->AddText(fs, is, ImVec2(ix + 1.5f, y), power ? IM_COL32(10, 10, 10, 255) : IM_COL32(235, 255, 235, 255), icon_short(i));
      ix += sz.x + 5;
    }
  }
  // Damage counters: a red badge at the top right.
  if (u.counters > 0) {
    const float rr = std::clamp(w * 0.11f, 7.0f, 12.0f);
    const ImVec2 c(b.x - rr * 0.9f, a.y + rr * 0.9f);
    dl->AddCircleFilled(c, rr, IM_COL32(210, 30, 30, 255));
    dl->AddCircle(c, rr, IM_COL32(255, 255, 255, 230), 0, 1.5f);
    text_at(dl, fb, rr * 1.4f, c, IM_COL32(255, 255, 255, 255), std::to_string(u.counters));
  }
}

// ---- the map -------------------------------------------------------------------------------------

bool adjacent(int from, int to) { return from != to && (from == ga::kContested || to == ga::kContested); }

void unit_widget(Session& s, const ga::View& v, const Moves& m, bool my_turn, double now, const ga::UnitView& u, ImVec2 a, float w, float h,
                 const std::vector<Action>& sel_actions) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 b(a.x + w, a.y + h);
  // The token glides to its new place (a move, a unit destroyed or brought back); clicks go to where
  // it belongs.
  const uint32_t key = 0x47410000u + static_cast<uint32_t>(u.ref);
  const ImVec2 at = ui::card_motion(key, a);
  draw_token(ui::card_moving(key) ? ImGui::GetForegroundDrawList() : dl, v, u, at, w, h);
  t.shown[u.ref] = false;
  t.centre[u.ref] = ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  t.drawn[u.ref] = true;
  t.half_h[u.ref] = h * 0.5f;
  const std::string id = "ga/unit/" + std::to_string(u.ref);
  const Action direct = my_turn ? m.direct(u.ref, v.seat) : kNoAction;
  const bool own_select = my_turn && u.owner == v.seat && !m.of_unit(u.ref, v.seat).empty();
  Action target = kNoAction;
  for (Action sa : sel_actions) {
    const Decoded d = decode(sa);
    if (d.type == Decoded::kAttack && d.ref == u.ref) target = sa;
  }
  const bool chosen = std::find(v.chosen.begin(), v.chosen.end(), u.ref) != v.chosen.end();
  if (chosen) {
    std::string tag = v.phase == Phase::kMove ? "moved" : v.phase == Phase::kAssign ? "attacks" : "";
    if (v.phase == Phase::kStrikers) {
      const int k = static_cast<int>(std::find(v.chosen.begin(), v.chosen.end(), u.ref) - v.chosen.begin());
      tag = "striker " + std::to_string(k + 1);
    }
    if (!tag.empty()) pill_at(dl, ImVec2(a.x + 2, b.y - 8), std::clamp(w * 0.12f, 9.0f, 12.0f), IM_COL32(255, 236, 150, 255), IM_COL32(30, 20, 0, 255), tag);
  }
  if (t.sel_unit == u.ref) dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2), IM_COL32(80, 170, 255, 255), 5, 0, 3);
  else if (direct != kNoAction || own_select) dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), ui::colors::kGold, 5, 0, 2.5f);
  if (target != kNoAction) draw_target(dl, ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3));
  // The unit in the current battle glows.
  if (v.battle >= 0 && v.battle < static_cast<int>(v.battles.size()) &&
      (v.battles[v.battle].attacker == u.ref || v.battles[v.battle].defender == u.ref))
    dl->AddRect(ImVec2(a.x - 4, a.y - 4), ImVec2(b.x + 4, b.y + 4), IM_COL32(255, 120, 60, 255), 6, 0, 3);
  ImGui::SetCursorScreenPos(a);
  const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(w, h));
  record_shown(id);
  const bool on = item_on_screen();
  t.shown[u.ref] = on;
  if (ImGui::IsItemHovered() && !ImGui::GetIO().WantTextInput && ImGui::GetIO().MousePos.x >= 0) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
    ImGui::TextUnformatted(unit_details(v, u.ref).c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
  if (on) {
    if (direct != kNoAction) t.buttons.push_back(id);
    else if (own_select) t.playable.push_back(id);
    else if (target != kNoAction) t.targets.push_back(id);
  }
  if (t.mark != kNoAction && (t.mark == direct || t.mark == target)) draw_mark(dl, a, b);
  if (clicked) {
    if (direct != kNoAction) {
      session_submit(s, direct, now);
    } else if (target != kNoAction) {
      session_submit(s, target, now);
    } else if (own_select) {
      t.sel_unit = t.sel_unit == u.ref ? -1 : u.ref;
      t.sel_card = -1;
    } else {
      // The unit's values in words first (a phone has no hover), then why it cannot be used.
      set_message(s, now, unit_details(v, u.ref) + ".\n" + unit_refusal(s, v, m, my_turn, u.ref));
    }
  }
}

// One objective slot: face down (a dark card with "?"), face up (name, stars, defense), or empty.
void objective_widget(Session& s, const ga::View& v, const Moves& m, bool my_turn, double now, int seat, int slot, ImVec2 a, ImVec2 b) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ga::SlotView& x = v.players[seat].objectives[slot];
  ImFont* fs = ui::fonts().small;
  const float w = b.x - a.x, h = b.y - a.y;
  const float ts = std::clamp(std::min(w * 0.12f, h * 0.27f), 9.0f, 14.0f);
  if (!x.occupied) {
    dl->AddRect(a, b, IM_COL32(255, 255, 255, 60), 5, 0, 1.0f);
    text_at(dl, fs, ts, ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f), IM_COL32(200, 200, 200, 140), "destroyed");
  } else if (!x.face_up) {
    dl->AddRectFilled(a, b, IM_COL32(70, 40, 90, 255), 5);
    dl->AddRect(a, b, IM_COL32(220, 200, 150, 255), 5, 0, 1.5f);
    text_at(dl, ui::fonts().body, std::min(h * 0.45f, 22.0f), ImVec2(a.x + std::min(w * 0.18f, 16.0f), (a.y + b.y) * 0.5f), IM_COL32(255, 235, 190, 255), "?");
    const float tx = a.x + std::min(w * 0.36f, 30.0f);
    text_left(dl, fs, ts, ImVec2(tx, a.y + h * 0.5f - ts * 1.2f), IM_COL32(255, 240, 210, 255), "Objective " + std::to_string(slot + 1), b.x - tx - 2);
    text_left(dl, fs, ts, ImVec2(tx, a.y + h * 0.5f + ts * 0.05f), IM_COL32(210, 200, 225, 255), "face down", b.x - tx - 2);
  } else {
    const ga::CardType& c = ga::card_type(x.card);
    dl->AddRectFilled(a, b, c.kind == ga::kObjective ? IM_COL32(230, 222, 196, 255) : IM_COL32(215, 215, 225, 255), 5);
    dl->AddRect(a, b, IM_COL32(120, 90, 40, 255), 5, 0, 1.5f);
    dl->PushClipRect(a, b, true);
    dl->AddText(fs, ts, ImVec2(a.x + 4, a.y + 2), IM_COL32(30, 25, 15, 255), c.name, nullptr, w - 8);
    const std::string def = "def " + std::to_string(x.defense);
    const ImVec2 dsz = ui::fonts().body->CalcTextSizeA(ts * 1.15f, 1e9f, 0, def.c_str());
    dl->AddRectFilled(ImVec2(b.x - dsz.x - 8, b.y - dsz.y - 4), b, IM_COL32(45, 100, 200, 255), 5);
    dl->AddText(ui::fonts().body, ts * 1.15f, ImVec2(b.x - dsz.x - 4, b.y - dsz.y - 2), IM_COL32(255, 255, 255, 255), def.c_str());
    dl->AddText(fs, ts, ImVec2(a.x + 4, b.y - ts * 1.3f), IM_COL32(150, 110, 20, 255), stars_text(c.stars).c_str());
    dl->PopClipRect();
  }
  // Clicks: a strike on an opponent's objective; the own slot is a target for a selected objective card.
  const bool own = seat == v.seat;
  const std::string id = own ? "ga/slot/" + std::to_string(slot) : "ga/strike/" + std::to_string(seat) + "/" + std::to_string(slot);
  Action act = kNoAction;
  if (my_turn) {
    if (!own) {
      const Action a1 = ga::kStrikeBase + seat * 4 + slot;
      if (m.has(a1)) act = a1;
    } else if (t.sel_card >= 0) {
      const Action a1 = ga::kObjectiveBase + t.sel_card * 4 + slot;
      if (m.has(a1)) act = a1;
    }
  }
  const bool is_target = act != kNoAction && own;
  if (act != kNoAction) {
    if (is_target) draw_target(dl, a, b);
    else dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), ui::colors::kGold, 5, 0, 3);
  }
  if (v.strike_seat == seat && v.strike_slot == slot && (v.phase == Phase::kStrikers || v.phase == Phase::kRepair || v.phase == Phase::kBring))
    dl->AddRect(ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3), IM_COL32(255, 120, 60, 255), 6, 0, 3);
  ImGui::SetCursorScreenPos(a);
  const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(std::max(1.0f, w), std::max(1.0f, h)));
  record_shown(id);
  if (act != kNoAction && item_on_screen()) (is_target ? t.targets : t.buttons).push_back(id);
  if (t.mark != kNoAction && t.mark == act) draw_mark(dl, a, b);
  if (ImGui::IsItemHovered() && x.face_up) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
    ImGui::Text("%s: %s", ga::card_type(x.card).name, card_summary(x.card).c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
  if (!clicked) return;
  if (act != kNoAction) {
    session_submit(s, act, now);
    return;
  }
  std::string r = not_now(s, v, my_turn);
  if (r.empty()) r = phase_hint(v);
  if (r.empty()) {
    if (!x.occupied) r = "This objective is destroyed.";
    else if (own && t.sel_card < 0)
      r = "Your objective. To replace it, choose an objective card in your hand first (only before your action).";
    else if (own) r = "Objectives are replaced only before your action.";
    else if (v.phase != Phase::kTurn) r = "A strike is an action of its own: finish this one first.";
    else {
      bool here = false;
      for (const ga::UnitView& u : v.units) here = here || (u.owner == v.seat && u.zone == seat);
      r = here ? "Your units in " + zone_title(s, seat) + " cannot strike now." : "To strike, your units must be in " + zone_title(s, seat) + " first (move them there).";
    }
  }
  set_message(s, now, r);
}

void draw_zone(Session& s, const ga::View& v, const Moves& m, bool my_turn, double now, const MapLayout& l, const ZoneBox& z,
               const std::vector<Action>& sel_actions) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs);
  const float pad = 6;
  // Move target: the selected unit may move here.
  Action move = kNoAction;
  for (Action sa : sel_actions) {
    const Decoded d = decode(sa);
    if (d.type == Decoded::kMove && d.zone == z.zone) move = sa;
  }
  const bool out = z.home && v.players[z.zone].out;
  dl->AddRectFilled(z.a, z.b, z.home ? IM_COL32(0, 0, 0, 55) : IM_COL32(40, 30, 10, 70), 8);
  dl->AddRect(z.a, z.b, z.home ? seat_colour(z.zone, 170) : IM_COL32(230, 200, 120, 150), 8, 0, 2);
  if (move != kNoAction) draw_target(dl, z.a, z.b);
  // Header: the zone's name; a home zone adds its owner's faction, hand, deck, discard, stars in play.
  std::string head = zone_title(s, z.zone);
  if (z.home) {
    const ga::SeatView& p = v.players[z.zone];
    head += "  \xC2\xB7  " + std::string(ga::faction_name(p.faction));
    if (p.out) head += "  \xC2\xB7  OUT";
  }
  const bool acting = z.home && v.to_act == z.zone && !v.over;
  bool counts_shown = false;
  if (z.home) {
    const ga::SeatView& p = v.players[z.zone];
    std::string counts = std::to_string(p.stars_in_play) + "\xE2\x98\x85 in play" + (z.reserves ? "" : ", no reserves") + "  \xC2\xB7  hand " + std::to_string(p.hand) + "  \xC2\xB7  deck " +
                               std::to_string(p.deck) + "  \xC2\xB7  discard " + std::to_string(p.discard.size());
    ImVec2 hsz = fs->CalcTextSizeA(ss, 1e9f, 0, head.c_str());
    ImVec2 csz = fs->CalcTextSizeA(ss * 0.9f, 1e9f, 0, counts.c_str());
    if (z.a.x + pad + 2 + hsz.x + 16 + csz.x >= z.b.x - pad) {
      // Narrow: the zone's name without the faction, the counts in short.
      head = zone_title(s, z.zone) + (p.out ? "  \xC2\xB7  OUT" : "");
      counts = std::to_string(p.stars_in_play) + "\xE2\x98\x85 \xC2\xB7 hand " + std::to_string(p.hand) + " \xC2\xB7 deck " + std::to_string(p.deck) +
               " \xC2\xB7 disc. " + std::to_string(p.discard.size());
      hsz = fs->CalcTextSizeA(ss, 1e9f, 0, head.c_str());
      csz = fs->CalcTextSizeA(ss * 0.8f, 1e9f, 0, counts.c_str());
    }
    counts_shown = z.a.x + pad + 2 + hsz.x + 10 + csz.x < z.b.x - pad;
    if (counts_shown)
      text_left(dl, fs, csz.y < ss * 0.85f ? ss * 0.8f : ss * 0.9f, ImVec2(z.b.x - pad - csz.x, z.a.y + 4), ui::colors::kMuted, counts);
  }
  text_left(dl, fs, ss, ImVec2(z.a.x + pad + 2, z.a.y + 3), acting ? ui::colors::kGold : ui::colors::kText, head, z.b.x - z.a.x - pad * 2);
  // The header is the move target's widget (tokens cover the body).
  const std::string zid = "ga/zone/" + std::to_string(z.zone);
  ImGui::SetCursorScreenPos(z.a);
  bool clicked = ImGui::InvisibleButton(zid.c_str(), ImVec2(z.b.x - z.a.x, l.head));
  record_shown(zid);
  if (move != kNoAction && item_on_screen()) {
    t.targets.push_back(zid);
    pill_at(dl, ImVec2(z.b.x - pad - ss * 6.5f, z.a.y + 2), ss * 0.95f, ui::colors::kGold, IM_COL32(30, 20, 0, 255), "move here");
  }
  if (t.mark != kNoAction && t.mark == move) draw_mark(dl, z.a, ImVec2(z.b.x, z.a.y + l.head));
  float y = z.a.y + l.head;
  const float inner = z.b.x - z.a.x - pad * 2;
  // Objectives (home zones).
  float ux = z.a.x + pad, uw = inner;
  if (z.home && !out) {
    const auto& objs = v.players[z.zone].objectives;
    const int nslots = l.slots;
    if (z.side) {
      for (int k = 0; k < nslots && k < static_cast<int>(objs.size()); ++k) {
        const ImVec2 a(z.a.x + pad, y + k * (l.obj_h + l.gap));
        objective_widget(s, v, m, my_turn, now, z.zone, k, a, ImVec2(a.x + l.obj_w, a.y + l.obj_h));
      }
      if (!counts_shown) {
        const ga::SeatView& p = v.players[z.zone];
        const std::string c = "hand " + std::to_string(p.hand) + " \xC2\xB7 deck " + std::to_string(p.deck) + " \xC2\xB7 disc. " + std::to_string(p.discard.size());
        text_left(dl, fs, ss * 0.8f, ImVec2(z.a.x + pad, y + nslots * (l.obj_h + l.gap)), ui::colors::kMuted, c, l.obj_w);
      }
      ux += l.obj_w + l.gap;
      uw -= l.obj_w + l.gap;
    } else {
      const float ow = std::min(std::max(l.tw * 1.5f, 120.0f), (inner - l.gap * (nslots - 1)) / nslots);
      for (int k = 0; k < nslots && k < static_cast<int>(objs.size()); ++k) {
        const ImVec2 a(z.a.x + pad + k * (ow + l.gap), y);
        objective_widget(s, v, m, my_turn, now, z.zone, k, a, ImVec2(a.x + ow, a.y + l.obj_h));
      }
      y += l.obj_h + l.gap;
    }
  }
  // Units in the zone.
  const int pr = per_row(uw, l.tw, l.gap);
  int i = 0;
  for (const ga::UnitView& u : v.units) {
    if (u.zone != z.zone) continue;
    const ImVec2 a(ux + (i % pr) * (l.tw + l.gap), y + (i / pr) * (l.th + l.gap));
    unit_widget(s, v, m, my_turn, now, u, a, l.tw, l.th, sel_actions);
    ++i;
  }
  if (i == 0 && !out)
    text_left(dl, fs, ss, ImVec2(ux, y + 2), IM_COL32(200, 200, 190, 130), z.home ? "No units in this home zone." : "No units here.", uw);
  y += std::max(1, (i + pr - 1) / pr) * (l.th + l.gap);
  if (z.home && z.side) y = std::max(y, z.a.y + l.head + l.slots * (l.obj_h + l.gap) + ss * 1.3f);
  // Reserves (home zones): beside the owner, smaller, below a dashed line.
  if (z.home && !out && z.reserves > 0) {
    const float rw = std::round(l.tw * l.res_scale), rh = std::round(l.th * l.res_scale);
    int stars = 0, count = 0;
    for (const ga::UnitView& u : v.units)
      if (u.owner == z.zone && u.zone == ga::kReserves) stars += ga::unit_type(u.type).stars, ++count;
    for (float x = z.a.x + pad; x < z.b.x - pad; x += 10) dl->AddLine(ImVec2(x, y), ImVec2(std::min(x + 5, z.b.x - pad), y), IM_COL32(255, 255, 255, 70));
    text_left(dl, fs, ss * 0.9f, ImVec2(z.a.x + pad, y + 2), ui::colors::kMuted,
              count ? "Reserves (not in play): " + std::to_string(count) + (count == 1 ? " unit, " : " units, ") + std::to_string(stars) + "\xE2\x98\x85" : "Reserves: none");
    y += ss * 1.3f;
    const int rpr = per_row(inner, rw, l.gap);
    int k = 0;
    for (const ga::UnitView& u : v.units) {
      if (u.owner != z.zone || u.zone != ga::kReserves) continue;
      const ImVec2 a(z.a.x + pad + (k % rpr) * (rw + l.gap), y + (k / rpr) * (rh + l.gap));
      unit_widget(s, v, m, my_turn, now, u, a, rw, rh, sel_actions);
      dl->AddRectFilled(a, ImVec2(a.x + rw, a.y + rh), IM_COL32(0, 0, 0, 50), 4);
      ++k;
    }
  }
  // The rest of the body: a second move target (clicks between tokens).
  ImGui::SetCursorScreenPos(ImVec2(z.a.x, z.a.y + l.head));
  clicked = ImGui::InvisibleButton(("##body" + std::to_string(z.zone)).c_str(), ImVec2(z.b.x - z.a.x, std::max(1.0f, z.b.y - z.a.y - l.head))) || clicked;
  if (clicked) {
    if (move != kNoAction) {
      session_submit(s, move, now);
    } else if (t.sel_unit >= 0 && my_turn) {
      const ga::UnitView* u = unit_of(v, t.sel_unit);
      const std::string n = unit_name(v, t.sel_unit);
      if (u && u->zone == z.zone) set_message(s, now, n + " is in this zone already.");
      else if (u && !adjacent(u->zone, z.zone))
        set_message(s, now, n + " moves one zone at a time: home zones touch only the contested zone.");
      else if (v.phase == Phase::kAssign) set_message(s, now, "A combat action is under way: no moving now.");
      else set_message(s, now, n + " cannot move there now.");
    } else if (my_turn && (v.phase == Phase::kTurn || v.phase == Phase::kMove)) {
      set_message(s, now, "To move, choose one of your units first (highlighted), then the zone.");
    }
  }
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

void draw_map(Session& s, const ga::View& v, const Moves& m, bool my_turn, double now, float width, float height, bool portrait) {
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const MapLayout l = map_layout(v, origin, width - (portrait ? 0 : 2), height, portrait);
  t.drawn.fill(false);
  t.shown.fill(false);
  std::vector<Action> sel_actions;
  if (my_turn && t.sel_unit >= 0) sel_actions = m.of_unit(t.sel_unit, v.seat);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // The star map: every home zone joined to the contested zone.
  const ZoneBox* contested = nullptr;
  for (const ZoneBox& z : l.boxes)
    if (z.zone == ga::kContested) contested = &z;
  for (const ZoneBox& z : l.boxes) {
    if (!contested || !z.home) continue;
    const float x = std::clamp((z.a.x + z.b.x) * 0.5f, contested->a.x + 20, contested->b.x - 20);
    const bool above = z.b.y <= contested->a.y + 1;
    const ImVec2 p0(x, above ? z.b.y : z.a.y), p1(x, above ? contested->a.y : contested->b.y);
    if (std::fabs(p1.y - p0.y) > 1) dl->AddLine(p0, p1, IM_COL32(230, 200, 120, 160), 4);
  }
  for (const ZoneBox& z : l.boxes) draw_zone(s, v, m, my_turn, now, l, z, sel_actions);
  // Declared battles as arrows from attacker to defender; the current one thick and orange.
  ImDrawList* fg = dl;
  for (size_t k = 0; k < v.battles.size(); ++k) {
    const ga::BattleView& b = v.battles[k];
    if (!t.drawn[b.attacker] || !t.drawn[b.defender]) continue;
    const bool cur = static_cast<int>(k) == v.battle;
    const ImU32 col = cur ? IM_COL32(255, 120, 60, 240) : b.done ? IM_COL32(160, 160, 160, 150) : IM_COL32(240, 70, 60, 220);
    const ImVec2 from(t.centre[b.attacker].x, t.centre[b.attacker].y - t.half_h[b.attacker] + 2);
    const ImVec2 to(t.centre[b.defender].x, t.centre[b.defender].y - t.half_h[b.defender] + 2);
    draw_arrow(fg, from, to, col, cur ? 4.0f : 2.5f);
  }
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(width - 2, std::max(l.height, 1.0f)));
}

// ---- the panel -----------------------------------------------------------------------------------

std::string status_line(const Session& s, const ga::View& v, bool my_turn, double now) {
  if (v.over) return "The game is over.";
  if (s.match.spectator || !my_turn) return others_turn_status(s, v.to_act, now);
  switch (v.phase) {
    case Phase::kDeploy: return "Deploy: tap units in your reserves to place exactly 20 build stars in your home zone.";
    case Phase::kTurn:
      if (t.sel_card >= 0) return std::string("Play ") + ga::card_type(t.sel_card).name + ": tap the objective it replaces.";
      if (t.sel_unit >= 0) return "Move " + unit_name(v, t.sel_unit) + " (tap a highlighted zone) or attack with it (tap a highlighted enemy unit).";
      return "Your turn: move, attack or strike (tap a unit or an enemy objective), or end the turn.";
    case Phase::kMove:
      if (t.sel_unit >= 0) return "Move " + unit_name(v, t.sel_unit) + ": tap a highlighted zone.";
      return "Move: choose more units to move, or Done.";
    case Phase::kAssign:
      if (t.sel_unit >= 0) return "Attack with " + unit_name(v, t.sel_unit) + ": tap a highlighted enemy unit.";
      return "Combat: choose more attackers and their targets, or Done to fight.";
    case Phase::kOrder: return "Choose the next battle.";
    case Phase::kCard: return "Battle: play a combat card on your unit, or pass.";
    case Phase::kReroll: return "Targeting Uplink: keep your dice or reroll them once.";
    case Phase::kStrikers: return "Strike: tap your units in order to strike, then Done.";
    case Phase::kBring: return "Bring units from your reserves (up to " + std::to_string(v.budget) + "\xE2\x98\x85), or Done.";
    case Phase::kRepair: return "Repair Bay: choose the unit to repair.";
    case Phase::kGameOver: return "The game is over.";
  }
  return "";
}

void move_button(Session& s, double now, const std::string& id, const std::string& label, Action a) {
  if (ui::button(id, label.c_str())) session_submit(s, a, now);
  if (item_on_screen()) t.buttons.push_back(id);
  if (t.mark == a) draw_mark(ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}
void same_line_if_fits(float width) {
  const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}
float button_width(const std::string& label) { return ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2; }

// The rule of five while choosing units: used and free build stars as filled and empty stars.
void draw_budget(const Session& s, const ga::View& v) {
  int used = v.budget_used, budget = v.budget;
  std::string what;
  if (v.phase == Phase::kMove) what = "Move";
  else if (v.phase == Phase::kAssign) what = "Attackers";
  else if (v.phase == Phase::kStrikers) what = "Strikers";
  else if (v.phase == Phase::kTurn) what = "Rule of five", used = 0, budget = ga::kActionStars;
  else if (v.phase == Phase::kBring) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kGold);
    ImGui::TextWrapped("Bring from reserves into: %s, up to %d build stars left", zone_title(s, v.bring_zone).c_str(), v.budget);
    ImGui::PopStyleColor();
    return;
  }
  else if (v.phase == Phase::kDeploy) {
    what = "Deployed";
    used = 0;
    for (const ga::UnitView& u : v.units)
      if (u.owner == v.to_act && u.zone == u.owner) used += ga::unit_type(u.type).stars;
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kGold);
    ImGui::TextWrapped("Deployed: %d of 20 build stars", used);
    ImGui::PopStyleColor();
    return;
  } else return;
  std::string line = what + ": ";
  for (int i = 0; i < budget; ++i) line += i < used ? "\xE2\x98\x85" : "\xE2\x98\x86";
  line += "  " + std::to_string(used) + " of " + std::to_string(budget) + " build stars";
  if (v.phase == Phase::kTurn) line = "Each action: units worth up to " + std::to_string(budget) + " build stars \xE2\x98\x85\xE2\x98\x85\xE2\x98\x85\xE2\x98\x85\xE2\x98\x85";
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kGold);
  ImGui::TextWrapped("%s", line.c_str());
  ImGui::PopStyleColor();
}

// A key to the tokens: the four values in their colours, damage counters, ground and space.
void draw_legend() {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs);
  const ImU32 cols[5] = {IM_COL32(185, 45, 40, 255), IM_COL32(215, 170, 20, 255), IM_COL32(45, 100, 200, 255), IM_COL32(40, 150, 70, 255),
                         IM_COL32(210, 30, 30, 255)};
  const char* words[5] = {"attack", "damage", "defense", "shields", "counters"};
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  ImVec2 p = ImGui::GetCursorScreenPos();
  const float x0 = p.x;
  for (int i = 0; i < 5; ++i) {
    const float ww = fs->CalcTextSizeA(ss, 1e9f, 0, words[i]).x + ss * 1.4f;
    if (p.x + ww > right && p.x > x0) p = ImVec2(x0, p.y + ss * 1.35f);
    if (i == 4) dl->AddCircleFilled(ImVec2(p.x + ss * 0.45f, p.y + ss * 0.6f), ss * 0.45f, cols[i]);
    else dl->AddRectFilled(ImVec2(p.x, p.y + ss * 0.15f), ImVec2(p.x + ss * 0.9f, p.y + ss * 1.05f), cols[i], 2);
    dl->AddText(fs, ss, ImVec2(p.x + ss * 1.1f, p.y), ui::colors::kMuted, words[i]);
    p.x += ww + ss * 0.5f;
  }
  const char* more = "G ground (tan bar), S space (blue bar)";
  const float mw = fs->CalcTextSizeA(ss, 1e9f, 0, more).x;
  if (p.x + mw > right && p.x > x0) p = ImVec2(x0, p.y + ss * 1.35f);
  dl->AddText(fs, ss, p, ui::colors::kMuted, more);
  ImGui::Dummy(ImVec2(1, p.y + ss * 1.4f - ImGui::GetCursorScreenPos().y));
}

void draw_moves(Session& s, const ga::View& v, const Moves& m, bool my_turn, double now) {
  if (!my_turn) return;
  bool first = true;
  // A label too wide for the panel (phones) gives way to its short form.
  auto button = [&](const std::string& id, const std::string& label, Action a, const std::string& short_label = "") {
    const float room = ImGui::GetContentRegionAvail().x;
    const std::string& shown = !short_label.empty() && button_width(label) > room ? short_label : label;
    if (!first) same_line_if_fits(button_width(shown));
    first = false;
    move_button(s, now, id, shown, a);
  };
  auto short_name = [&](int ref) {
    const std::string n = unit_name(v, ref);
    const size_t sp = n.find(' ');
    if (sp == std::string::npos || sp + 1 >= n.size()) return n;
    std::string out = n.substr(0, sp) + " " + n.substr(sp + 1, 1) + ".";
    const size_t last = n.find_last_of(' ');
    if (last != sp && last + 1 < n.size() && n[last + 1] >= '0' && n[last + 1] <= '9') out += n.substr(last + 1);
    return out;
  };
  for (Action a : m.legal) {
    const Decoded d = decode(a);
    switch (d.type) {
      case Decoded::kBattle: {
        if (d.k < static_cast<int>(v.battles.size()))
          button("ga/battle/" + std::to_string(d.k), "Battle: " + unit_name(v, v.battles[d.k].attacker) + " vs " + unit_name(v, v.battles[d.k].defender), a,
                 short_name(v.battles[d.k].attacker) + " vs " + short_name(v.battles[d.k].defender));
        break;
      }
      case Decoded::kDeploy:
      case Decoded::kBring: {
        // The tokens in the reserves; listed here too when the map has scrolled a token out of sight.
        const int ref = v.seat * 16 + d.idx;
        if (t.shown[ref]) break;
        const ga::UnitType& ut = type_of(v, ref);
        button(std::string(d.type == Decoded::kDeploy ? "ga/deploy/" : "ga/bring/") + std::to_string(d.idx),
               unit_name(v, ref) + " " + std::to_string(ut.stars) + "\xE2\x98\x85", a);
        break;
      }
      case Decoded::kCarrier:
        button("ga/carrier/" + std::to_string(d.seat), "Carrier Deploy into " + zone_title(s, d.seat), a, "Carrier Deploy");
        break;
      case Decoded::kKeep: button("ga/keep", "Keep the dice", a); break;
      case Decoded::kReroll: button("ga/reroll", "Reroll", a); break;
      default: break;
    }
  }
  for (Action a : m.legal) {
    const Decoded d = decode(a);
    if (d.type == Decoded::kPass) button("ga/pass", "Pass (no card)", a);
    if (d.type == Decoded::kDone) {
      std::string label = "Done";
      if (v.phase == Phase::kMove) label = "Done moving";
      else if (v.phase == Phase::kAssign) label = "Done: fight";
      else if (v.phase == Phase::kStrikers) label = "Done: strike";
      else if (v.phase == Phase::kDeploy) label = "Done deploying";
      else if (v.phase == Phase::kBring) label = "Done bringing";
      button("ga/done", label, a);
    }
    if (d.type == Decoded::kEndTurn) button("ga/end", v.phase == Phase::kTurn ? "End turn (no action)" : "End turn", a);
  }
  if (t.sel_unit >= 0 || t.sel_card >= 0) {
    if (!first) same_line_if_fits(button_width("Cancel"));
    if (ui::button("ga/cancel", "Cancel")) t.sel_unit = t.sel_card = -1;
  }
}

std::string signed_term(int value, const char* what) {
  if (value == 0) return "";
  return (value > 0 ? " + " : " - ") + std::to_string(std::abs(value)) + " " + what;
}

// "7 + 3 attack + 2 card = 12 vs defense 9 (8 + 1 card): hit for 3".
std::string roll_text(const ga::View& v, const ga::RollView& r) {
  std::string line = std::to_string(r.roll);
  if (!r.resolved) return "rolled " + std::to_string(r.d1) + "+" + std::to_string(r.d2) + " = " + std::to_string(r.roll);
  if (r.strike) {
    line += signed_term(r.attack, "attack") + signed_term(r.ground, "ground") + signed_term(r.jamming, "jamming") + " = " +
            std::to_string(r.total) + " vs objective defense " + std::to_string(r.defense);
    if (r.defense_other) line += " (" + std::to_string(r.defense_base) + signed_term(r.defense_other, "objectives") + ")";
    return line + (r.hit ? ": destroyed" : ": fails");
  }
  line += signed_term(r.attack, "attack") + signed_term(r.card, "card") + signed_term(r.other, "ability") + " = " + std::to_string(r.total) +
          " vs defense " + std::to_string(r.defense);
  if (r.defense_card || r.defense_other)
    line += " (" + std::to_string(r.defense_base) + signed_term(r.defense_card, "card") + signed_term(r.defense_other, "ability") + ")";
  if (r.natural12) line += ": natural 12, hit";
  else line += r.hit ? ": hit" : ": miss";
  if (r.hit) line += " for " + std::to_string(r.damage) + " damage";
  (void)v;
  return line;
}

// The battle under way (cards played) and the latest dice with their itemised totals.
void draw_battle(const Session& s, const ga::View& v, float width) {
  t.roll_lines.clear();
  ImFont* fs = ui::fonts().small;
  if (v.battle >= 0 && v.battle < static_cast<int>(v.battles.size())) {
    const ga::BattleView& b = v.battles[v.battle];
    const int att = b.attacker >> 4, def = b.defender >> 4;
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 170, 120, 255));
    ImGui::TextWrapped("Battle %d of %d: %s (%s) attacks %s (%s)", v.battle + 1, static_cast<int>(v.battles.size()), unit_name(v, b.attacker).c_str(),
                       who(s, att).c_str(), unit_name(v, b.defender).c_str(), who(s, def).c_str());
    ImGui::PopStyleColor();
    ImGui::PushFont(fs);
    for (int side = 0; side < 2; ++side) {
      const int c = v.played[side];
      const int seat = side ? def : att;
      if (c >= 0) ImGui::TextWrapped("%s %s: %s", seat_name(s, seat).c_str(), seat_name(s, seat) == "You" ? "play" : "plays",
                                     (std::string(ga::card_type(c).name) + " (" + card_summary(c) + ")").c_str());
    }
    ImGui::PopFont();
  }
  if (v.rolls.empty()) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool fresh = v.rolls_at >= 0 && v.events.size() - v.rolls_at < 40;
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
  ImGui::TextUnformatted(v.rolls.front().strike ? (fresh ? "Strike:" : "Last strike:") : (fresh ? "Dice:" : "Last battle:"));
  ImGui::PopStyleColor();
  const float die = std::clamp(width * 0.07f, 22.0f, 32.0f);
  for (const ga::RollView& r : v.rolls) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ui::draw_die(dl, p, die, r.d1, r.natural12);
    ui::draw_die(dl, ImVec2(p.x + die + 4, p.y), die, r.d2, r.natural12);
    const float tx = p.x + die * 2 + 12;
    const int owner = r.unit >> 4;
    std::string head = unit_name(v, r.unit) + " (" + who(s, owner) + ")";
    if (r.strike && r.objective >= 0) head += " strikes " + std::string(ga::card_type(r.objective).name);
    if (r.rerolled) head += ", rerolled";
    if (r.foresight) head += ", Foresight: 7";
    const std::string body = roll_text(v, r);
    t.roll_lines.push_back(head + ": " + body);
    ImGui::SetCursorScreenPos(ImVec2(tx, p.y));
    ImGui::PushTextWrapPos(ImGui::GetWindowContentRegionMax().x);
    ImGui::PushStyleColor(ImGuiCol_Text, seat_colour(owner));
    ImGui::PushFont(fs);
    ImGui::TextWrapped("%s", head.c_str());
    ImGui::PopFont();
    ImGui::PopStyleColor();
    ImGui::SetCursorScreenPos(ImVec2(tx, ImGui::GetCursorScreenPos().y));
    ImGui::PushStyleColor(ImGuiCol_Text, !r.resolved ? ui::colors::kText : r.hit ? IM_COL32(140, 235, 150, 255) : IM_COL32(255, 170, 150, 255));
    ImGui::TextWrapped("%s", body.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    const float bottom = std::max(ImGui::GetCursorScreenPos().y, p.y + die + 6);
    ImGui::SetCursorScreenPos(ImVec2(p.x, bottom));
    ImGui::Dummy(ImVec2(1, 1));
  }
}

// The own hand as rows: colour bar (bonus colour, or parchment for objectives), name, text; the
// playable ones lit.
void draw_hand(Session& s, const ga::View& v, const Moves& m, bool my_turn, double now, float width) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs);
  const ga::SeatView& me = v.players[v.seat];
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
  ImGui::TextWrapped("Your hand (%d)  \xC2\xB7  deck %d  \xC2\xB7  discard %d", static_cast<int>(v.hand.size()), me.deck, static_cast<int>(me.discard.size()));
  ImGui::PopStyleColor();
  std::vector<int> seen(ga::kNumCardTypes, 0);
  for (size_t i = 0; i < v.hand.size(); ++i) {
    const int type = v.hand[i];
    const ga::CardType& c = ga::card_type(type);
    const int copy = ++seen[type];
    std::string slug = c.name;
    for (char& ch : slug) ch = ch == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const std::string id = "ga/card/" + slug + (copy > 1 ? "@" + std::to_string(copy) : "");
    Action play = kNoAction;
    bool objective_ok = false;
    if (my_turn) {
      if (m.has(ga::kPlayBase + type)) play = ga::kPlayBase + type;
      for (int k = 0; k < 3; ++k) objective_ok = objective_ok || m.has(ga::kObjectiveBase + type * 4 + k);
    }
    const std::string text = card_summary(type);
    const float tw = width - 14;
    const ImVec2 tsz = fs->CalcTextSizeA(ss, 1e9f, tw, text.c_str());
    const float h = ss * 1.3f + tsz.y + 8;
    const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + width, a.y + h);
    const bool selected = t.sel_card == type;
    dl->AddRectFilled(a, b, c.kind == ga::kObjective ? IM_COL32(64, 58, 40, 255) : IM_COL32(36, 40, 52, 255), 6);
    dl->AddRectFilled(a, ImVec2(a.x + 6, b.y), c.kind == ga::kObjective ? IM_COL32(230, 222, 196, 255) : bonus_colour(c.colour), 6, ImDrawFlags_RoundCornersLeft);
    const std::string name = std::string(c.name) + (c.kind == ga::kCombat ? "  (+" + std::to_string(c.bonus) + " " + colour_word(c.colour) + ")" : "");
    dl->AddText(ui::fonts().body, ss * 1.05f, ImVec2(a.x + 11, a.y + 3), IM_COL32(255, 245, 220, 255), name.c_str());
    dl->AddText(fs, ss, ImVec2(a.x + 11, a.y + 4 + ss * 1.3f), IM_COL32(215, 215, 225, 255), text.c_str(), nullptr, tw - 4);
    if (selected) dl->AddRect(a, b, IM_COL32(80, 170, 255, 255), 6, 0, 3);
    else if (play != kNoAction || objective_ok) dl->AddRect(a, b, ui::colors::kGold, 6, 0, 2.5f);
    ImGui::SetCursorScreenPos(a);
    const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(width, h));
    record_shown(id);
    if (item_on_screen()) {
      t.hand_ids.push_back(id);
      if (play != kNoAction) t.buttons.push_back(id);
      else if (objective_ok) t.playable.push_back(id);
    }
    if (t.mark != kNoAction && t.mark == play) draw_mark(dl, a, b);
    if (clicked) {
      if (play != kNoAction) {
        session_submit(s, play, now);
      } else if (objective_ok) {
        t.sel_card = selected ? -1 : type;
        t.sel_unit = -1;
      } else {
        std::string r = not_now(s, v, my_turn);
        if (r.empty() && v.phase == Phase::kReroll) r = phase_hint(v);
        if (r.empty()) {
          if (c.kind == ga::kCombat)
            r = v.phase == Phase::kCard ? std::string(c.name) + " cannot be played now." : std::string(c.name) + " is a combat card: it is played in a battle, after a combat action declares the attacks.";
          else
            r = std::string(c.name) + " is an objective card: it replaces one of your objectives, only at the start of your turn before your action.";
        }
        set_message(s, now, r);
      }
    }
    ImGui::SetCursorScreenPos(ImVec2(a.x, b.y + 4));
    ImGui::Dummy(ImVec2(1, 1));
  }
  if (v.hand.empty()) ImGui::TextDisabled("Your hand is empty.");
}

// ---- result --------------------------------------------------------------------------------------

std::string result_title(const Session& s, const ga::View& v) {
  const int me = human_seat(s);
  int winners = 0, winner = -1;
  for (size_t p = 0; p < v.result.size(); ++p)
    if (v.result[p] > 0) ++winners, winner = static_cast<int>(p);
  if (me >= 0 && me < static_cast<int>(v.result.size())) {
    if (v.result[me] > 0) return "You win!";
    if (v.result[me] == 0) return "A draw";
    if (winners == 1) return seat_name(s, winner) + " wins";
    return "You lose";
  }
  if (winners == 1) return seat_name(s, winner) + " wins";
  return "A draw";
}

std::string result_reason(const Session& s, const ga::View& v) {
  std::string out;
  for (const ga::Event& e : v.events) {
    if (e.text.find("turn limit") != std::string::npos) return "The turn limit is reached: most build stars in play wins.";
    if (e.text == "is eliminated") out += (out.empty() ? "" : " ") + seat_name(s, e.seat) + (seat_name(s, e.seat) == "You" ? " are" : " is") + " eliminated.";
  }
  return out;
}

void draw_result(Session& s, const ga::View& v) {
  begin_result("##ga-result", result_title(s, v));
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kText);
  const std::string reason = result_reason(s, v);
  if (!reason.empty()) ImGui::TextWrapped("%s", reason.c_str());
  for (int seat = 0; seat < v.seats; ++seat) {
    const ga::SeatView& p = v.players[seat];
    int objs = 0;
    for (const ga::SlotView& x : p.objectives) objs += x.occupied;
    const std::string line = seat_name(s, seat) + " (" + ga::faction_name(p.faction) + "): " +
                             (seat < static_cast<int>(v.result.size()) && v.result[seat] > 0 ? "wins, " : "") + std::to_string(p.stars_in_play) +
                             "\xE2\x98\x85 in play, " + std::to_string(objs) + (objs == 1 ? " objective" : " objectives");
    ImGui::TextWrapped("%s", line.c_str());
  }
  ImGui::Text("%d turns", v.turn);
  ImGui::PopStyleColor();
  end_result("ga");
}

// ---- the whole table -----------------------------------------------------------------------------

void draw(Session& s, double now) {
  const State& st = *s.match.state;
  const bool same_game = t.seen_state == &st;
  if (!same_game || t.seen_history != st.history().size()) {
    t.seen_history = st.history().size();
    t.sel_unit = t.sel_card = -1;
    t.scroll_home = true;
  }
  t.seen_state = &st;
  t.playable.clear();
  t.targets.clear();
  t.buttons.clear();
  t.hand_ids.clear();
  const ga::View v = ga::view(st, s.match.viewer);
  const bool my_turn = is_human_turn(s) && st.current_player() == s.match.viewer;
  Moves m;
  if (my_turn) m.legal = st.legal_actions();
  t.mark = kNoAction;
  t.mark_keys = false;
  if (my_turn && s.focus.active) t.mark = s.focus.action, t.mark_keys = true;
  else if (my_turn && s.hint.ready) t.mark = s.hint.action;
  if (t.mark != kNoAction) {
    const Decoded d = decode(t.mark);
    if ((d.type == Decoded::kMove || d.type == Decoded::kAttack) && (t.mark_keys || t.sel_unit < 0)) t.sel_unit = v.seat * 16 + d.idx, t.sel_card = -1;
    if (d.type == Decoded::kObjective && (t.mark_keys || t.sel_card < 0)) t.sel_card = d.card, t.sel_unit = -1;
  }
  if (t.sel_unit >= 0 && m.of_unit(t.sel_unit, v.seat).empty()) t.sel_unit = -1;
  if (t.sel_card >= 0) {
    bool ok = false;
    for (int k = 0; k < 3; ++k) ok = ok || m.has(ga::kObjectiveBase + t.sel_card * 4 + k);
    if (!ok) t.sel_card = -1;
  }

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const bool portrait = avail.y > avail.x * 1.05f;
  const bool compact = avail.x < 980 || avail.y < 620;
  const float panel_w = portrait ? avail.x : std::clamp(avail.x * 0.33f, 240.0f, 420.0f);
  const float main_w = portrait ? avail.x : avail.x - panel_w - spacing;
  const float main_h = portrait ? std::round(avail.y * 0.6f) : avail.y;
  t.status = status_line(s, v, my_turn, now);
  if (compact) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8, 5));

  ImGui::BeginChild("ga-map", ImVec2(main_w, main_h), false);
  // A map taller than the screen (phones): on the player's turn it starts at the bottom, their own
  // home zone; the opponents are a scroll away.
  if (t.scroll_home && my_turn) {
    ImGui::SetScrollY(ImGui::GetScrollMaxY());
    t.scroll_home = false;
  }
  draw_map(s, v, m, my_turn, now, main_w - (ImGui::GetScrollMaxY() > 0 ? ImGui::GetStyle().ScrollbarSize : 0), main_h, portrait);
  ImGui::EndChild();

  if (!portrait) ImGui::SameLine();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  ImGui::BeginChild("ga-panel", ImVec2(portrait ? avail.x : 0, 0), true);
  ImGui::PopStyleVar();
  {
    const float pw = ImGui::GetContentRegionAvail().x;
    draw_status(s, t.status, my_turn, compact, now);
    if (my_turn) draw_budget(s, v);
    if (t.sel_unit >= 0) {
      ImGui::PushFont(ui::fonts().small);
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 200, 255, 255));
      ImGui::TextWrapped("%s", unit_details(v, t.sel_unit).c_str());
      ImGui::PopStyleColor();
      ImGui::PopFont();
    }
    draw_moves(s, v, m, my_turn, now);
    draw_battle(s, v, pw);
    ImGui::Separator();
    draw_hand(s, v, m, my_turn, now, pw);
    ImGui::Separator();
    draw_legend();
    if (!compact)
      ImGui::TextDisabled("Turn %d (limit %d)  \xC2\xB7  deal %llu", v.turn, v.turn_limit, static_cast<unsigned long long>(s.match.state->seed()));
    else
      ImGui::TextDisabled("Turn %d of at most %d", v.turn, v.turn_limit);
  }
  std::vector<LogLine> lines;
  lines.reserve(v.events.size());
  for (const ga::Event& e : v.events) lines.push_back({e.seat, e.text});
  draw_log(s, lines, std::max(compact ? 110.0f : 140.0f, ImGui::GetContentRegionAvail().y));
  ImGui::EndChild();
  if (compact) ImGui::PopStyleVar();
  t.over = v.over;
  if (v.over) {
    t.result_title = result_title(s, v);
    t.result_reason = result_reason(s, v);
    draw_result(s, v);
  }
}

std::string summary(const Session& s) {
  JsonWriter j;
  j.begin_object();
  j.key("status").value(t.status);
  j.key("message").value(s.match.message);
  j.key("selected_unit").value(t.sel_unit);
  j.key("selected_card");
  t.sel_card >= 0 ? j.value(ga::card_type(t.sel_card).name) : j.null();
  j.key("playable").values(t.playable);
  j.key("targets").values(t.targets);
  j.key("buttons").values(t.buttons);
  j.key("hand").values(t.hand_ids);
  j.key("rolls").values(t.roll_lines);
  if (t.over) {
    j.key("result").begin_object();
    j.key("title").value(t.result_title);
    j.key("reason").value(t.result_reason);
    j.end_object();
  }
  j.end_object();
  return j.str();
}

}  // namespace

const TableUI& ground_assault_table() {
  static const TableUI table{"ground-assault", draw, summary};
  return table;
}

}  // namespace ff
