// Ground Assault table: the zone map (the opponents' home zones across the top, the contested zone in
// the middle, the viewer's home zone at the bottom; with 3-4 players the homes are joined to the
// contested zone only, the star map), each zone holding unit tokens with their build stars and four
// values (attack, damage, defense, shields), damage counters and icons; each home zone with its
// objective slots (face down, or face up with the defense) and its owner's reserves beside it; arrows
// for declared battles; and a panel with what to do, the rule-of-five budget, the moves as buttons,
// the battle or strike with its dice and itemised totals, the own hand (card text) and the log.
// Everything is drawn from the frame: ground_assault::view() of the viewer's seat and the legal moves
// taken apart with ground_assault::decode, so the table never decides what is legal: it only
// explains refusals, from the same view.
#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "core/games/ground_assault/ground_assault.h"
#include "imgui.h"
#include "web/table/tables.h"
#include "web/widgets/motion.h"
#include "web/widgets/pieces.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

namespace ga = ground_assault;
using ga::DecodedAction;
using ga::Phase;
using ga::decode;
using ui::pill_at;
using ui::text_at;
using ui::text_left;
using ui::text_size;

// SHARED CANDIDATE: continues the current line if an item `width` wide still fits, else starts a new
// one (the table screen's bar has the same two helpers).
void same_line_if_fits(float width) {
  const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}
float button_width(const std::string& label) { return ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2; }

// SHARED CANDIDATE: a hover tooltip for the last item, wrapped (phones have no hover; their taps
// explain instead).
void hover_tip(const std::string& text) {
  if (!ImGui::IsItemHovered() || ImGui::GetIO().WantTextInput || ImGui::GetIO().MousePos.x < 0) return;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

// ---- the table's own (purely visual) state -------------------------------------------------------

constexpr int kUnitIds = ga::kMaxSeats * ga::kMaxUnits;
struct TableState {
  int sel_unit = -1;         // id of the selected own unit (move or attack)
  int sel_card = -1;         // card type of the selected hand objective card
  bool scroll_home = false;  // a new position: a scrolling map shows the viewer's own home zone
  std::array<ImVec2, kUnitIds> centre{};  // token centres (arrows)
  std::array<bool, kUnitIds> drawn{};
  std::array<float, kUnitIds> half_h{};   // half a token's height
  std::array<bool, kUnitIds> shown{};     // its token is wholly on screen
  std::vector<std::string> hand_ids;      // the hand's widgets on screen, for the test hook
};
TableState t;

// ---- the legal moves -----------------------------------------------------------------------------

// The one-click action of a unit (deploy, striker, bring, repair), or kNoAction.
Action direct_action(const TableFrame& f, int id) {
  for (Action a : f.legal) {
    const DecodedAction d = decode(a);
    const bool own = d.kind == DecodedAction::kDeploy || d.kind == DecodedAction::kStriker || d.kind == DecodedAction::kBring;
    if ((own && f.seat * 16 + d.unit == id) || (d.kind == DecodedAction::kRepair && d.target == id)) return a;
  }
  return kNoAction;
}
// Move and attack actions of the viewer's unit `id` (they need a target).
std::vector<Action> unit_actions(const TableFrame& f, int id) {
  std::vector<Action> out;
  for (Action a : f.legal) {
    const DecodedAction d = decode(a);
    if ((d.kind == DecodedAction::kMove || d.kind == DecodedAction::kAttack) && f.seat * 16 + d.unit == id) out.push_back(a);
  }
  return out;
}
bool objective_playable(const TableFrame& f, int card) {
  for (int k = 0; k < 3; ++k)
    if (is_legal(f, ga::encode_objective(card, k))) return true;
  return false;
}

// ---- words ---------------------------------------------------------------------------------------

ImU32 seat_colour(int seat, int alpha = 255) {
  static const int kRgb[4][3] = {{70, 150, 255}, {255, 146, 30}, {70, 210, 190}, {220, 110, 240}};
  if (seat < 0 || seat > 3) return IM_COL32(170, 170, 170, alpha);
  return IM_COL32(kRgb[seat][0], kRgb[seat][1], kRgb[seat][2], alpha);
}

const ga::UnitView* unit_of(const ga::View& v, int id) {
  for (const ga::UnitView& u : v.units)
    if (u.id == id) return &u;
  return nullptr;
}
const ga::UnitType& type_of(const ga::View& v, int id) {
  const ga::UnitView* u = unit_of(v, id);
  return ga::unit_type(u ? u->type : 0);
}
// A unit's name as players read it: the notation without "@P2" (the colour shows the owner).
std::string unit_name(const ga::View& v, int id) {
  const ga::UnitView* u = unit_of(v, id);
  if (!u) return "?";
  return u->label.substr(0, u->label.find('@'));
}
// "Siege Walker 2" -> "Siege W.2": the second word's initial, the copy number kept.
std::string short_name(const std::string& name) {
  const size_t sp = name.find(' ');
  if (sp == std::string::npos || sp + 1 >= name.size()) return name;
  std::string out = name.substr(0, sp) + " " + name.substr(sp + 1, 1) + ".";
  const size_t last = name.find_last_of(' ');
  if (last != sp && last + 1 < name.size() && name[last + 1] >= '0' && name[last + 1] <= '9') out += name.substr(last + 1);
  return out;
}
// "Trench Crawler 2" -> "TC2".
std::string initials(const std::string& name) {
  std::string out;
  for (size_t i = 0; i < name.size();) {
    size_t j = name.find(' ', i);
    if (j == std::string::npos) j = name.size();
    if (j > i) out += name[i] >= '0' && name[i] <= '9' ? name.substr(i, j - i) : name.substr(i, 1);
    i = j + 1;
  }
  return out;
}
std::string who(const TableFrame& f, int seat) {
  const std::string& n = name_of(f, seat);
  return n == "You" ? "you" : n;
}
std::string zone_title(const TableFrame& f, int zone) {
  if (zone == ga::kContested) return "Contested zone";
  const std::string& n = name_of(f, zone);
  return (n == "You" ? std::string("Your") : n + "'s") + " home zone";
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
ImU32 bonus_colour(int c) {
  return c == ga::kRed ? IM_COL32(200, 50, 45, 255) : c == ga::kYellow ? IM_COL32(225, 180, 30, 255) : IM_COL32(50, 110, 210, 255);
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
std::string does_not_fit(const std::string& name, int stars, int used, int budget) {
  return name + " (" + std::to_string(stars) + "\xE2\x98\x85) does not fit: " + std::to_string(used) + " of " + std::to_string(budget) +
         " build stars are used (the rule of five).";
}

// ---- refusals ------------------------------------------------------------------------------------

// Why nothing can be played now at all, or "".
std::string not_now(const TableFrame& f, const ga::View& v) {
  if (v.over) return "The game is over.";
  if (f.spectator) return "This is a replay: step through it with the timeline above.";
  if (!f.my_turn) return "Not your turn: " + name_of(f, v.to_act) + (f.thinking ? " is thinking." : " plays now.");
  return "";
}
// The decisions that come first, taken in the panel.
std::string phase_hint(const ga::View& v) {
  switch (v.phase) {
    case Phase::kOrder: return "Choose the next battle first (the buttons in the panel).";
    case Phase::kCard: return "Play a combat card from your hand on your unit in this battle, or pass.";
    case Phase::kReroll: return "Keep or reroll your dice first (the buttons in the panel).";
    default: return "";
  }
}
std::string blocked(const TableFrame& f, const ga::View& v) {
  const std::string r = not_now(f, v);
  return r.empty() ? phase_hint(v) : r;
}

// A click on an opposing unit with no attack on it.
std::string enemy_refusal(const TableFrame& f, const ga::View& v, const ga::UnitView& u) {
  if (t.sel_unit < 0) return "Choose one of your units first (highlighted), then the unit it attacks.";
  const ga::UnitView* a = unit_of(v, t.sel_unit);
  if (!a) return "";
  const std::string an = unit_name(v, t.sel_unit), name = unit_name(v, u.id);
  if (a->zone != u.zone) return an + " can attack only units in its own zone; " + name + " is in another zone.";
  if (type_of(v, t.sel_unit).domain == ga::kGround && ga::unit_type(u.type).domain == ga::kSpace && a->zone != v.seat)
    return "Ground units attack space units only in their own home zone: " + an + " cannot attack " + name + " here.";
  if (!v.battles.empty()) return "One opponent per combat action: your attackers already fight another player.";
  return an + " cannot attack " + name + " now.";
}

// A click on a unit with nothing to do now.
std::string unit_refusal(const TableFrame& f, const ga::View& v, const ga::UnitView& u) {
  const std::string r = blocked(f, v);
  if (!r.empty()) return r;
  const std::string name = unit_name(v, u.id);
  const ga::UnitType& ut = ga::unit_type(u.type);
  const bool mine = u.owner == v.seat;
  const bool chosen = std::find(v.chosen.begin(), v.chosen.end(), u.id) != v.chosen.end();
  const std::string stars = " (" + std::to_string(ut.stars) + "\xE2\x98\x85)";
  switch (v.phase) {
    case Phase::kDeploy:
      if (!mine) return "Deploy your own units: tap units in your reserves.";
      if (u.zone != ga::kReserves) return name + " is deployed already.";
      return name + stars + " does not fit: exactly 20 build stars must be placed, and no set of your units with it makes 20.";
    case Phase::kBring:
      if (!mine || u.zone != ga::kReserves) return "Bring units from your reserves (highlighted), or Done.";
      return name + stars + " is more than the " + std::to_string(v.budget) + " build stars left to bring.";
    case Phase::kRepair: return "Choose the unit Repair Bay repairs: one of the highlighted units.";
    case Phase::kStrikers:
      if (!mine) return "Strikers are your units in " + zone_title(f, v.strike_seat) + ".";
      if (chosen) return name + " strikes already.";
      if (u.zone != v.strike_seat) return name + " is not in " + zone_title(f, v.strike_seat) + ": only units there strike.";
      return does_not_fit(name, ut.stars, v.budget_used, v.budget);
    default: break;
  }
  if (!mine) return enemy_refusal(f, v, u);
  if (u.zone == ga::kReserves) return name + " waits in your reserves: it comes into play only when an effect brings it.";
  if (chosen) return name + (v.phase == Phase::kMove ? " has moved already this action." : " attacks already.");
  if (v.phase != Phase::kMove && v.phase != Phase::kAssign && v.phase != Phase::kTurn) return name + " cannot act now.";
  const int used = v.phase == Phase::kTurn ? 0 : v.budget_used;
  const int budget = v.phase == Phase::kTurn ? ga::kActionStars : v.budget;
  if (ut.stars + used > budget) return does_not_fit(name, ut.stars, used, budget);
  if (v.phase == Phase::kMove) return name + " cannot move now.";
  return name + " has no opposing unit it may attack in its zone (ground units attack space units only in their own home zone).";
}

// A click on an objective slot with nothing to do now.
std::string objective_refusal(const TableFrame& f, const ga::View& v, int seat, const ga::SlotView& x) {
  const std::string r = blocked(f, v);
  if (!r.empty()) return r;
  if (!x.occupied) return "This objective is destroyed.";
  if (seat == v.seat && t.sel_card < 0)
    return "Your objective. To replace it, choose an objective card in your hand first (only before your action).";
  if (seat == v.seat) return "Objectives are replaced only before your action.";
  if (v.phase != Phase::kTurn) return "A strike is an action of its own: finish this one first.";
  bool here = false;
  for (const ga::UnitView& u : v.units) here = here || (u.owner == v.seat && u.zone == seat);
  return here ? "Your units in " + zone_title(f, seat) + " cannot strike now."
              : "To strike, your units must be in " + zone_title(f, seat) + " first (move them there).";
}

// A click on a zone the selected unit cannot move to (or with no unit selected), or "".
std::string zone_refusal(const TableFrame& f, const ga::View& v, int zone) {
  if (!f.my_turn) return "";
  if (t.sel_unit < 0)
    return v.phase == Phase::kTurn || v.phase == Phase::kMove ? "To move, choose one of your units first (highlighted), then the zone." : "";
  const ga::UnitView* u = unit_of(v, t.sel_unit);
  const std::string n = unit_name(v, t.sel_unit);
  if (u && u->zone == zone) return n + " is in this zone already.";
  if (u && u->zone != ga::kContested && zone != ga::kContested)
    return n + " moves one zone at a time: home zones touch only the contested zone.";
  if (v.phase == Phase::kAssign) return "A combat action is under way: no moving now.";
  return n + " cannot move there now.";
}

// A click on a hand card that cannot be played now.
std::string card_refusal(const TableFrame& f, const ga::View& v, const ga::CardType& c) {
  const std::string r = not_now(f, v);
  if (!r.empty()) return r;
  if (v.phase == Phase::kReroll) return phase_hint(v);
  if (c.kind == ga::kObjective)
    return std::string(c.name) + " is an objective card: it replaces one of your objectives, only at the start of your turn before your action.";
  if (v.phase == Phase::kCard) return std::string(c.name) + " cannot be played now.";
  return std::string(c.name) + " is a combat card: it is played in a battle, after a combat action declares the attacks.";
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
  std::string name = unit_name(v, u.id);
  if (fs->CalcTextSizeA(ns, 1e9f, 0, name.c_str()).x > iw) {
    // "Siege W.", else initials.
    const std::string shortn = short_name(name);
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

// The attack on unit `id` among the selected unit's actions, or kNoAction.
Action attack_on(const std::vector<Action>& sel_actions, int id) {
  for (Action a : sel_actions) {
    const DecodedAction d = decode(a);
    if (d.kind == DecodedAction::kAttack && d.target == id) return a;
  }
  return kNoAction;
}

// The pills and outlines of a token: chosen for the action, selected, playable, a target, in battle.
void unit_marks(const ga::View& v, const ga::UnitView& u, ImVec2 a, ImVec2 b, bool lit, bool target) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const auto chosen = std::find(v.chosen.begin(), v.chosen.end(), u.id);
  if (chosen != v.chosen.end()) {
    std::string tag = v.phase == Phase::kMove ? "moved" : v.phase == Phase::kAssign ? "attacks" : "";
    if (v.phase == Phase::kStrikers) tag = "striker " + std::to_string(chosen - v.chosen.begin() + 1);
    if (!tag.empty())
      pill_at(dl, ImVec2(a.x + 2, b.y - 8), std::clamp((b.x - a.x) * 0.12f, 9.0f, 12.0f), IM_COL32(255, 236, 150, 255), IM_COL32(30, 20, 0, 255), tag);
  }
  if (t.sel_unit == u.id) dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2), IM_COL32(80, 170, 255, 255), 5, 0, 3);
  else if (lit) dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), ui::colors::kGold, 5, 0, 2.5f);
  if (target) draw_target(dl, ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3));
  // The unit in the current battle glows.
  if (v.battle >= 0 && v.battle < static_cast<int>(v.battles.size()) &&
      (v.battles[v.battle].attacker == u.id || v.battles[v.battle].defender == u.id))
    dl->AddRect(ImVec2(a.x - 4, a.y - 4), ImVec2(b.x + 4, b.y + 4), IM_COL32(255, 120, 60, 255), 6, 0, 3);
}

// A unit token and its widget: one click plays its move (deploy, striker, bring, repair) or an attack
// on it, selects an own unit, or explains.
void unit_widget(TableFrame& f, const ga::View& v, const ga::UnitView& u, ImVec2 a, float w, float h, const std::vector<Action>& sel_actions) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 b(a.x + w, a.y + h);
  // The token glides to its new place (a move, a unit destroyed or brought back); clicks go to where
  // it belongs.
  const uint32_t key = 0x47410000u + static_cast<uint32_t>(u.id);
  const ImVec2 at = ui::card_motion(key, a);
  draw_token(ui::card_moving(key) ? ImGui::GetForegroundDrawList() : dl, v, u, at, w, h);
  t.centre[u.id] = ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  t.drawn[u.id] = true;
  t.half_h[u.id] = h * 0.5f;
  const std::string id = "ga/unit/" + std::to_string(u.id);
  const Action direct = f.my_turn ? direct_action(f, u.id) : kNoAction;
  const bool own_select = f.my_turn && u.owner == v.seat && !unit_actions(f, u.id).empty();
  const Action target = attack_on(sel_actions, u.id);
  unit_marks(v, u, a, b, direct != kNoAction || own_select, target != kNoAction);
  ImGui::SetCursorScreenPos(a);
  const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(w, h));
  record_shown(id);
  const ImVec2 c0 = dl->GetClipRectMin(), c1 = dl->GetClipRectMax();
  t.shown[u.id] = ImGui::IsItemVisible() && a.x >= c0.x - 1 && a.y >= c0.y - 1 && b.x <= c1.x + 1 && b.y <= c1.y + 1;
  if (item_on_screen()) {
    if (direct != kNoAction) f.buttons.push_back(id);
    else if (own_select) f.playable.push_back(id);
    else if (target != kNoAction) f.targets.push_back(id);
  }
  if (f.mark != kNoAction && (f.mark == direct || f.mark == target)) draw_mark(f, dl, a, b);
  hover_tip(unit_details(v, u.id));
  if (!clicked) return;
  if (direct != kNoAction || target != kNoAction) {
    play(f, direct != kNoAction ? direct : target);
  } else if (own_select) {
    t.sel_unit = t.sel_unit == u.id ? -1 : u.id;
    t.sel_card = -1;
  } else {
    // The unit's values in words first (a phone has no hover), then why it cannot be used.
    refuse(f, unit_details(v, u.id) + ".\n" + unit_refusal(f, v, u));
  }
}

// An objective slot's card: face down (a dark card with "?"), face up (name, stars, defense), or empty.
void draw_objective(ImDrawList* dl, const ga::SlotView& x, int slot, ImVec2 a, ImVec2 b) {
  ImFont* fs = ui::fonts().small;
  const float w = b.x - a.x, h = b.y - a.y;
  const float ts = std::clamp(std::min(w * 0.12f, h * 0.27f), 9.0f, 14.0f);
  if (!x.occupied) {
    dl->AddRect(a, b, IM_COL32(255, 255, 255, 60), 5, 0, 1.0f);
    text_at(dl, fs, ts, ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f), IM_COL32(200, 200, 200, 140), "destroyed");
  } else if (!x.face_up) {
    dl->AddRectFilled(a, b, IM_COL32(70, 40, 90, 255), 5);
    dl->AddRect(a, b, IM_COL32(220, 200, 150, 255), 5, 0, 1.5f);
    text_at(dl, ui::fonts().body, std::min(h * 0.45f, 22.0f), ImVec2(a.x + std::min(w * 0.18f, 16.0f), (a.y + b.y) * 0.5f),
            IM_COL32(255, 235, 190, 255), "?");
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
}

// An objective slot and its widget: a strike on an opponent's objective; the own slot is a target for
// a selected objective card.
void objective_widget(TableFrame& f, const ga::View& v, int seat, int slot, ImVec2 a, ImVec2 b) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ga::SlotView& x = v.players[seat].objectives[slot];
  draw_objective(dl, x, slot, a, b);
  const bool own = seat == v.seat;
  const std::string id = own ? "ga/slot/" + std::to_string(slot) : "ga/strike/" + std::to_string(seat) + "/" + std::to_string(slot);
  Action act = kNoAction;
  if (f.my_turn && !own && is_legal(f, ga::encode_strike(seat, slot))) act = ga::encode_strike(seat, slot);
  if (f.my_turn && own && t.sel_card >= 0 && is_legal(f, ga::encode_objective(t.sel_card, slot))) act = ga::encode_objective(t.sel_card, slot);
  if (act != kNoAction && own) draw_target(dl, a, b);
  else if (act != kNoAction) dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), ui::colors::kGold, 5, 0, 3);
  if (v.strike_seat == seat && v.strike_slot == slot && (v.phase == Phase::kStrikers || v.phase == Phase::kRepair || v.phase == Phase::kBring))
    dl->AddRect(ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3), IM_COL32(255, 120, 60, 255), 6, 0, 3);
  ImGui::SetCursorScreenPos(a);
  const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(std::max(1.0f, b.x - a.x), std::max(1.0f, b.y - a.y)));
  record_shown(id);
  if (act != kNoAction && item_on_screen()) (own ? f.targets : f.buttons).push_back(id);
  if (f.mark != kNoAction && f.mark == act) draw_mark(f, dl, a, b);
  if (x.face_up) hover_tip(std::string(ga::card_type(x.card).name) + ": " + card_summary(x.card));
  if (clicked && act != kNoAction) play(f, act);
  else if (clicked) refuse(f, objective_refusal(f, v, seat, x));
}

// A home zone's header: its name, its owner's faction, and the counts (stars in play, hand, deck,
// discard) when they fit; true if the counts are shown.
bool zone_header(const TableFrame& f, const ga::View& v, const ZoneBox& z, float pad) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs);
  const bool acting = z.home && v.to_act == z.zone && !v.over;
  const ImU32 colour = acting ? ui::colors::kGold : ui::colors::kText;
  if (!z.home) {
    text_left(dl, fs, ss, ImVec2(z.a.x + pad + 2, z.a.y + 3), colour, zone_title(f, z.zone), z.b.x - z.a.x - pad * 2);
    return false;
  }
  const ga::SeatView& p = v.players[z.zone];
  const std::string out = p.out ? "  \xC2\xB7  OUT" : "";
  const std::string hand = std::to_string(p.hand), deck = std::to_string(p.deck), discard = std::to_string(p.discard.size());
  std::string head = zone_title(f, z.zone) + "  \xC2\xB7  " + ga::faction_name(p.faction) + out;
  std::string counts = std::to_string(p.stars_in_play) + "\xE2\x98\x85 in play" + (z.reserves ? "" : ", no reserves") + "  \xC2\xB7  hand " +
                       hand + "  \xC2\xB7  deck " + deck + "  \xC2\xB7  discard " + discard;
  float cs = ss * 0.9f;
  ImVec2 hsz = fs->CalcTextSizeA(ss, 1e9f, 0, head.c_str()), csz = fs->CalcTextSizeA(cs, 1e9f, 0, counts.c_str());
  if (z.a.x + pad + 2 + hsz.x + 16 + csz.x >= z.b.x - pad) {
    // Narrow: the zone's name without the faction, the counts in short.
    head = zone_title(f, z.zone) + out;
    counts = std::to_string(p.stars_in_play) + "\xE2\x98\x85 \xC2\xB7 hand " + hand + " \xC2\xB7 deck " + deck + " \xC2\xB7 disc. " + discard;
    cs = ss * 0.8f;
    hsz = fs->CalcTextSizeA(ss, 1e9f, 0, head.c_str()), csz = fs->CalcTextSizeA(cs, 1e9f, 0, counts.c_str());
  }
  const bool shown = z.a.x + pad + 2 + hsz.x + 10 + csz.x < z.b.x - pad;
  if (shown) text_left(dl, fs, cs, ImVec2(z.b.x - pad - csz.x, z.a.y + 4), ui::colors::kMuted, counts);
  text_left(dl, fs, ss, ImVec2(z.a.x + pad + 2, z.a.y + 3), colour, head, z.b.x - z.a.x - pad * 2);
  return shown;
}

// A home zone's objective slots, in a column left of its units (`z.side`) or in a row above them;
// returns the x where the units start and moves `y` below a row.
float zone_objectives(TableFrame& f, const ga::View& v, const MapLayout& l, const ZoneBox& z, bool counts_shown, float pad, float& y) {
  const auto& objs = v.players[z.zone].objectives;
  const int n = std::min(l.slots, static_cast<int>(objs.size()));
  if (!z.side) {
    const float ow = std::min(std::max(l.tw * 1.5f, 120.0f), (z.b.x - z.a.x - pad * 2 - l.gap * (l.slots - 1)) / l.slots);
    for (int k = 0; k < n; ++k) {
      const ImVec2 a(z.a.x + pad + k * (ow + l.gap), y);
      objective_widget(f, v, z.zone, k, a, ImVec2(a.x + ow, a.y + l.obj_h));
    }
    y += l.obj_h + l.gap;
    return z.a.x + pad;
  }
  for (int k = 0; k < n; ++k) {
    const ImVec2 a(z.a.x + pad, y + k * (l.obj_h + l.gap));
    objective_widget(f, v, z.zone, k, a, ImVec2(a.x + l.obj_w, a.y + l.obj_h));
  }
  if (!counts_shown) {
    const ga::SeatView& p = v.players[z.zone];
    const std::string c = "hand " + std::to_string(p.hand) + " \xC2\xB7 deck " + std::to_string(p.deck) + " \xC2\xB7 disc. " + std::to_string(p.discard.size());
    text_left(ImGui::GetWindowDrawList(), ui::fonts().small, text_size(ui::fonts().small) * 0.8f,
              ImVec2(z.a.x + pad, y + l.slots * (l.obj_h + l.gap)), ui::colors::kMuted, c, l.obj_w);
  }
  return z.a.x + pad + l.obj_w + l.gap;
}

// A home zone's reserves: smaller tokens below a dashed line, with their count and stars.
void zone_reserves(TableFrame& f, const ga::View& v, const MapLayout& l, const ZoneBox& z, float pad, float y,
                   const std::vector<Action>& sel_actions) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs);
  const float rw = std::round(l.tw * l.res_scale), rh = std::round(l.th * l.res_scale);
  int stars = 0, count = 0;
  for (const ga::UnitView& u : v.units)
    if (u.owner == z.zone && u.zone == ga::kReserves) stars += ga::unit_type(u.type).stars, ++count;
  for (float x = z.a.x + pad; x < z.b.x - pad; x += 10) dl->AddLine(ImVec2(x, y), ImVec2(std::min(x + 5, z.b.x - pad), y), IM_COL32(255, 255, 255, 70));
  text_left(dl, fs, ss * 0.9f, ImVec2(z.a.x + pad, y + 2), ui::colors::kMuted,
            "Reserves (not in play): " + std::to_string(count) + (count == 1 ? " unit, " : " units, ") + std::to_string(stars) + "\xE2\x98\x85");
  y += ss * 1.3f;
  const int rpr = per_row(z.b.x - z.a.x - pad * 2, rw, l.gap);
  int k = 0;
  for (const ga::UnitView& u : v.units) {
    if (u.owner != z.zone || u.zone != ga::kReserves) continue;
    const ImVec2 a(z.a.x + pad + (k % rpr) * (rw + l.gap), y + (k / rpr) * (rh + l.gap));
    unit_widget(f, v, u, a, rw, rh, sel_actions);
    dl->AddRectFilled(a, ImVec2(a.x + rw, a.y + rh), IM_COL32(0, 0, 0, 50), 4);
    ++k;
  }
}

void draw_zone(TableFrame& f, const ga::View& v, const MapLayout& l, const ZoneBox& z, const std::vector<Action>& sel_actions) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float ss = text_size(ui::fonts().small), pad = 6;
  // Move target: the selected unit may move here.
  Action move = kNoAction;
  for (Action sa : sel_actions)
    if (decode(sa).kind == DecodedAction::kMove && decode(sa).zone == z.zone) move = sa;
  const bool out = z.home && v.players[z.zone].out;
  dl->AddRectFilled(z.a, z.b, z.home ? IM_COL32(0, 0, 0, 55) : IM_COL32(40, 30, 10, 70), 8);
  dl->AddRect(z.a, z.b, z.home ? seat_colour(z.zone, 170) : IM_COL32(230, 200, 120, 150), 8, 0, 2);
  if (move != kNoAction) draw_target(dl, z.a, z.b, TargetStyle{.rounding = 0.02f});
  const bool counts_shown = zone_header(f, v, z, pad);
  // The header is the move target's widget (tokens cover the body).
  const std::string zid = "ga/zone/" + std::to_string(z.zone);
  ImGui::SetCursorScreenPos(z.a);
  bool clicked = ImGui::InvisibleButton(zid.c_str(), ImVec2(z.b.x - z.a.x, l.head));
  record_shown(zid);
  if (move != kNoAction && item_on_screen()) {
    f.targets.push_back(zid);
    pill_at(dl, ImVec2(z.b.x - pad - ss * 6.5f, z.a.y + 2), ss * 0.95f, ui::colors::kGold, IM_COL32(30, 20, 0, 255), "move here");
  }
  if (f.mark != kNoAction && f.mark == move) draw_mark(f, dl, z.a, ImVec2(z.b.x, z.a.y + l.head));
  float y = z.a.y + l.head;
  const float ux = z.home && !out ? zone_objectives(f, v, l, z, counts_shown, pad, y) : z.a.x + pad;
  const float uw = z.b.x - pad - ux;
  // Units in the zone.
  const int pr = per_row(uw, l.tw, l.gap);
  int i = 0;
  for (const ga::UnitView& u : v.units) {
    if (u.zone != z.zone) continue;
    unit_widget(f, v, u, ImVec2(ux + (i % pr) * (l.tw + l.gap), y + (i / pr) * (l.th + l.gap)), l.tw, l.th, sel_actions);
    ++i;
  }
  if (i == 0 && !out)
    text_left(dl, ui::fonts().small, ss, ImVec2(ux, y + 2), IM_COL32(200, 200, 190, 130), z.home ? "No units in this home zone." : "No units here.", uw);
  y += std::max(1, (i + pr - 1) / pr) * (l.th + l.gap);
  if (z.home && z.side) y = std::max(y, z.a.y + l.head + l.slots * (l.obj_h + l.gap) + ss * 1.3f);
  if (z.home && !out && z.reserves > 0) zone_reserves(f, v, l, z, pad, y, sel_actions);
  // The rest of the body: a second move target (clicks between tokens).
  ImGui::SetCursorScreenPos(ImVec2(z.a.x, z.a.y + l.head));
  clicked = ImGui::InvisibleButton(("##body" + std::to_string(z.zone)).c_str(), ImVec2(z.b.x - z.a.x, std::max(1.0f, z.b.y - z.a.y - l.head))) || clicked;
  if (clicked && move != kNoAction) {
    play(f, move);
  } else if (clicked) {
    const std::string why = zone_refusal(f, v, z.zone);
    if (!why.empty()) refuse(f, why);
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

void draw_map(TableFrame& f, const ga::View& v, float width, float height) {
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const bool portrait = f.layout.portrait;
  const MapLayout l = map_layout(v, origin, width - (portrait ? 0 : 2), height, portrait);
  t.drawn.fill(false);
  t.shown.fill(false);
  const std::vector<Action> sel_actions = f.my_turn && t.sel_unit >= 0 ? unit_actions(f, t.sel_unit) : std::vector<Action>{};
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // The star map: every home zone joined to the contested zone.
  const auto contested = std::find_if(l.boxes.begin(), l.boxes.end(), [](const ZoneBox& z) { return z.zone == ga::kContested; });
  for (const ZoneBox& z : l.boxes) {
    if (contested == l.boxes.end() || !z.home) continue;
    const float x = std::clamp((z.a.x + z.b.x) * 0.5f, contested->a.x + 20, contested->b.x - 20);
    const bool above = z.b.y <= contested->a.y + 1;
    const ImVec2 p0(x, above ? z.b.y : z.a.y), p1(x, above ? contested->a.y : contested->b.y);
    if (std::fabs(p1.y - p0.y) > 1) dl->AddLine(p0, p1, IM_COL32(230, 200, 120, 160), 4);
  }
  for (const ZoneBox& z : l.boxes) draw_zone(f, v, l, z, sel_actions);
  // Declared battles as arrows from attacker to defender; the current one thick and orange.
  for (size_t k = 0; k < v.battles.size(); ++k) {
    const ga::BattleView& b = v.battles[k];
    if (!t.drawn[b.attacker] || !t.drawn[b.defender]) continue;
    const bool cur = static_cast<int>(k) == v.battle;
    const ImU32 col = cur ? IM_COL32(255, 120, 60, 240) : b.done ? IM_COL32(160, 160, 160, 150) : IM_COL32(240, 70, 60, 220);
    const ImVec2 from(t.centre[b.attacker].x, t.centre[b.attacker].y - t.half_h[b.attacker] + 2);
    const ImVec2 to(t.centre[b.defender].x, t.centre[b.defender].y - t.half_h[b.defender] + 2);
    draw_arrow(dl, from, to, col, cur ? 4.0f : 2.5f);
  }
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(width - 2, std::max(l.height, 1.0f)));
}

// ---- the panel -----------------------------------------------------------------------------------

std::string status_line(const TableFrame& f, const ga::View& v) {
  if (v.over) return "The game is over.";
  if (!f.my_turn) return others_turn_status(f);
  const std::string sel = t.sel_unit >= 0 ? unit_name(v, t.sel_unit) : "";
  switch (v.phase) {
    case Phase::kDeploy: return "Deploy: tap units in your reserves to place exactly 20 build stars in your home zone.";
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
    case Phase::kGameOver: return "The game is over.";
  }
  return "";
}

// The rule of five while choosing units: used and free build stars as filled and empty stars.
std::string budget_line(const TableFrame& f, const ga::View& v) {
  std::string what;
  switch (v.phase) {
    case Phase::kTurn:
      return "Each action: units worth up to " + std::to_string(ga::kActionStars) + " build stars \xE2\x98\x85\xE2\x98\x85\xE2\x98\x85\xE2\x98\x85\xE2\x98\x85";
    case Phase::kBring:
      return "Bring from reserves into: " + zone_title(f, v.bring_zone) + ", up to " + std::to_string(v.budget) + " build stars left";
    case Phase::kDeploy: {
      int used = 0;
      for (const ga::UnitView& u : v.units)
        if (u.owner == v.to_act && u.zone == u.owner) used += ga::unit_type(u.type).stars;
      return "Deployed: " + std::to_string(used) + " of 20 build stars";
    }
    case Phase::kMove: what = "Move"; break;
    case Phase::kAssign: what = "Attackers"; break;
    case Phase::kStrikers: what = "Strikers"; break;
    default: return "";
  }
  std::string line = what + ": ";
  for (int i = 0; i < v.budget; ++i) line += i < v.budget_used ? "\xE2\x98\x85" : "\xE2\x98\x86";
  return line + "  " + std::to_string(v.budget_used) + " of " + std::to_string(v.budget) + " build stars";
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

// The label of a move made by a panel button, and its short form for narrow panels ("" if none).
struct ButtonText {
  std::string id, label, short_label;
};
ButtonText button_text(const TableFrame& f, const ga::View& v, Action a) {
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
      const int id = v.seat * 16 + d.unit;
      if (t.shown[id]) return {};
      const std::string label = unit_name(v, id) + " " + std::to_string(type_of(v, id).stars) + "\xE2\x98\x85";
      return {(d.kind == DecodedAction::kDeploy ? "ga/deploy/" : "ga/bring/") + std::to_string(d.unit), label, ""};
    }
    case DecodedAction::kCarrier:
      return {"ga/carrier/" + std::to_string(d.seat), "Carrier Deploy into " + zone_title(f, d.seat), "Carrier Deploy"};
    case DecodedAction::kKeep: return {"ga/keep", "Keep the dice", ""};
    case DecodedAction::kReroll: return {"ga/reroll", "Reroll", ""};
    default: return {};
  }
}

// "pass", "done" and "end turn": after the other buttons.
ButtonText closing_text(const ga::View& v, Action a) {
  if (a == ga::kPass) return {"ga/pass", "Pass (no card)", ""};
  if (a == ga::kEndTurn) return {"ga/end", v.phase == Phase::kTurn ? "End turn (no action)" : "End turn", ""};
  if (a != ga::kDone) return {};
  switch (v.phase) {
    case Phase::kMove: return {"ga/done", "Done moving", ""};
    case Phase::kAssign: return {"ga/done", "Done: fight", ""};
    case Phase::kStrikers: return {"ga/done", "Done: strike", ""};
    case Phase::kDeploy: return {"ga/done", "Done deploying", ""};
    case Phase::kBring: return {"ga/done", "Done bringing", ""};
    default: return {"ga/done", "Done", ""};
  }
}

void draw_moves(TableFrame& f, const ga::View& v) {
  if (!f.my_turn) return;
  bool first = true;
  // A label too wide for the panel (phones) gives way to its short form.
  auto button = [&](const ButtonText& b, Action a) {
    if (b.id.empty()) return;
    const std::string& shown = !b.short_label.empty() && button_width(b.label) > ImGui::GetContentRegionAvail().x ? b.short_label : b.label;
    if (!first) same_line_if_fits(button_width(shown));
    first = false;
    move_button(f, b.id, shown, a);
  };
  for (Action a : f.legal) button(button_text(f, v, a), a);
  for (Action a : f.legal) button(closing_text(v, a), a);
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
std::string roll_text(const ga::RollView& r) {
  if (!r.resolved) return "rolled " + std::to_string(r.d1) + "+" + std::to_string(r.d2) + " = " + std::to_string(r.roll);
  std::string line = std::to_string(r.roll);
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
  line += r.natural12 ? ": natural 12, hit" : r.hit ? ": hit" : ": miss";
  if (r.hit) line += " for " + std::to_string(r.damage) + " damage";
  return line;
}

// "Siege Walker (you) strikes Supply Depot, rerolled".
std::string roll_head(const TableFrame& f, const ga::View& v, const ga::RollView& r) {
  std::string head = unit_name(v, r.unit) + " (" + who(f, r.unit >> 4) + ")";
  if (r.strike && r.objective >= 0) head += " strikes " + std::string(ga::card_type(r.objective).name);
  if (r.rerolled) head += ", rerolled";
  if (r.foresight) head += ", Foresight: 7";
  return head;
}

// The battle under way: who attacks whom and the cards played.
void draw_battle_cards(const TableFrame& f, const ga::View& v) {
  const ga::BattleView& b = v.battles[v.battle];
  const int att = b.attacker >> 4, def = b.defender >> 4;
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 170, 120, 255));
  ImGui::TextWrapped("Battle %d of %d: %s (%s) attacks %s (%s)", v.battle + 1, static_cast<int>(v.battles.size()), unit_name(v, b.attacker).c_str(),
                     who(f, att).c_str(), unit_name(v, b.defender).c_str(), who(f, def).c_str());
  ImGui::PopStyleColor();
  ImGui::PushFont(ui::fonts().small);
  for (int side = 0; side < 2; ++side) {
    const int c = v.played[side];
    const std::string& name = name_of(f, side ? def : att);
    if (c >= 0)
      ImGui::TextWrapped("%s %s: %s", name.c_str(), name == "You" ? "play" : "plays", (std::string(ga::card_type(c).name) + " (" + card_summary(c) + ")").c_str());
  }
  ImGui::PopFont();
}

// The battle under way and the latest dice with their itemised totals.
void draw_battle(const TableFrame& f, const ga::View& v, float width) {
  if (v.battle >= 0 && v.battle < static_cast<int>(v.battles.size())) draw_battle_cards(f, v);
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
    ImGui::SetCursorScreenPos(ImVec2(tx, p.y));
    ImGui::PushTextWrapPos(ImGui::GetWindowContentRegionMax().x);
    ImGui::PushStyleColor(ImGuiCol_Text, seat_colour(r.unit >> 4));
    ImGui::PushFont(ui::fonts().small);
    ImGui::TextWrapped("%s", roll_head(f, v, r).c_str());
    ImGui::PopFont();
    ImGui::PopStyleColor();
    ImGui::SetCursorScreenPos(ImVec2(tx, ImGui::GetCursorScreenPos().y));
    ImGui::PushStyleColor(ImGuiCol_Text, !r.resolved ? ui::colors::kText : r.hit ? IM_COL32(140, 235, 150, 255) : IM_COL32(255, 170, 150, 255));
    ImGui::TextWrapped("%s", roll_text(r).c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::SetCursorScreenPos(ImVec2(p.x, std::max(ImGui::GetCursorScreenPos().y, p.y + die + 6)));
    ImGui::Dummy(ImVec2(1, 1));
  }
}

// One hand card as a row: colour bar (bonus colour, or parchment for objectives), name, text; lit
// when playable, blue when selected. Returns the row's height.
float draw_hand_card(ImDrawList* dl, int type, ImVec2 a, float width, bool selected, bool lit) {
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs);
  const ga::CardType& c = ga::card_type(type);
  const std::string text = card_summary(type);
  const float h = ss * 1.3f + fs->CalcTextSizeA(ss, 1e9f, width - 14, text.c_str()).y + 8;
  const ImVec2 b(a.x + width, a.y + h);
  const bool objective = c.kind == ga::kObjective;
  dl->AddRectFilled(a, b, objective ? IM_COL32(64, 58, 40, 255) : IM_COL32(36, 40, 52, 255), 6);
  dl->AddRectFilled(a, ImVec2(a.x + 6, b.y), objective ? IM_COL32(230, 222, 196, 255) : bonus_colour(c.colour), 6, ImDrawFlags_RoundCornersLeft);
  const std::string name = std::string(c.name) + (objective ? "" : "  (+" + std::to_string(c.bonus) + " " + colour_word(c.colour) + ")");
  dl->AddText(ui::fonts().body, ss * 1.05f, ImVec2(a.x + 11, a.y + 3), IM_COL32(255, 245, 220, 255), name.c_str());
  dl->AddText(fs, ss, ImVec2(a.x + 11, a.y + 4 + ss * 1.3f), IM_COL32(215, 215, 225, 255), text.c_str(), nullptr, width - 18);
  if (selected) dl->AddRect(a, b, IM_COL32(80, 170, 255, 255), 6, 0, 3);
  else if (lit) dl->AddRect(a, b, ui::colors::kGold, 6, 0, 2.5f);
  return h;
}

// The own hand: a combat card plays with one click in a battle; an objective card is selected, then
// the objective slot it replaces.
void draw_hand(TableFrame& f, const ga::View& v, float width) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ga::SeatView& me = v.players[v.seat];
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
  ImGui::TextWrapped("Your hand (%d)  \xC2\xB7  deck %d  \xC2\xB7  discard %d", static_cast<int>(v.hand.size()), me.deck, static_cast<int>(me.discard.size()));
  ImGui::PopStyleColor();
  std::vector<int> seen(ga::kNumCardTypes, 0);
  for (const int type : v.hand) {
    std::string slug = ga::card_type(type).name;
    for (char& ch : slug) ch = ch == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const int copy = ++seen[type];
    const std::string id = "ga/card/" + slug + (copy > 1 ? "@" + std::to_string(copy) : "");
    const Action play_it = f.my_turn && is_legal(f, ga::encode_play(type)) ? ga::encode_play(type) : kNoAction;
    const bool objective_ok = f.my_turn && objective_playable(f, type);
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const float h = draw_hand_card(dl, type, a, width, t.sel_card == type, play_it != kNoAction || objective_ok);
    ImGui::SetCursorScreenPos(a);
    const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(width, h));
    record_shown(id);
    if (item_on_screen()) {
      t.hand_ids.push_back(id);
      if (play_it != kNoAction) f.buttons.push_back(id);
      else if (objective_ok) f.playable.push_back(id);
    }
    if (f.mark != kNoAction && f.mark == play_it) draw_mark(f, dl, a, ImVec2(a.x + width, a.y + h));
    if (clicked && play_it != kNoAction) {
      play(f, play_it);
    } else if (clicked && objective_ok) {
      t.sel_card = t.sel_card == type ? -1 : type;
      t.sel_unit = -1;
    } else if (clicked) {
      refuse(f, card_refusal(f, v, ga::card_type(type)));
    }
    ImGui::SetCursorScreenPos(ImVec2(a.x, a.y + h + 4));
    ImGui::Dummy(ImVec2(1, 1));
  }
  if (v.hand.empty()) ImGui::TextDisabled("Your hand is empty.");
}

// ---- result --------------------------------------------------------------------------------------

std::string result_title(const TableFrame& f, const ga::View& v) {
  int winners = 0, winner = -1;
  for (size_t p = 0; p < v.result.size(); ++p)
    if (v.result[p] > 0) ++winners, winner = static_cast<int>(p);
  if (f.you >= 0 && f.you < static_cast<int>(v.result.size()) && v.result[f.you] < 0 && winners != 1) return "You lose";
  return winner_title(f, winners == 1 ? winner : -1);
}

std::string result_reason(const TableFrame& f, const ga::View& v) {
  std::string out;
  for (const Event& e : v.events) {
    if (e.text.find("turn limit") != std::string::npos) return "The turn limit is reached: most build stars in play wins.";
    if (e.text == "is eliminated") out += (out.empty() ? "" : " ") + event_line(f, e) + ".";
  }
  return out;
}

void draw_result(TableFrame& f, const ga::View& v) {
  begin_result("##ga-result", result_title(f, v));
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kText);
  const std::string reason = result_reason(f, v);
  if (!reason.empty()) ImGui::TextWrapped("%s", reason.c_str());
  for (int seat = 0; seat < v.seats; ++seat) {
    const ga::SeatView& p = v.players[seat];
    int objs = 0;
    for (const ga::SlotView& x : p.objectives) objs += x.occupied;
    const bool won = seat < static_cast<int>(v.result.size()) && v.result[seat] > 0;
    ImGui::TextWrapped("%s (%s): %s%d\xE2\x98\x85 in play, %d %s", name_of(f, seat).c_str(), ga::faction_name(p.faction), won ? "wins, " : "",
                       p.stars_in_play, objs, objs == 1 ? "objective" : "objectives");
  }
  ImGui::Text("%d turns", v.turn);
  ImGui::PopStyleColor();
  end_result(f, "ga");
}

// ---- the whole table -----------------------------------------------------------------------------

// The selection follows the keyboard's or the hint's move, and is dropped once it has no move.
void follow_mark(const TableFrame& f) {
  if (f.mark != kNoAction) {
    const DecodedAction d = decode(f.mark);
    const bool unit_move = d.kind == DecodedAction::kMove || d.kind == DecodedAction::kAttack;
    if (unit_move && (f.mark_is_focus || t.sel_unit < 0)) t.sel_unit = f.seat * 16 + d.unit, t.sel_card = -1;
    if (d.kind == DecodedAction::kObjective && (f.mark_is_focus || t.sel_card < 0)) t.sel_card = d.card, t.sel_unit = -1;
  }
  if (t.sel_unit >= 0 && unit_actions(f, t.sel_unit).empty()) t.sel_unit = -1;
  if (t.sel_card >= 0 && !objective_playable(f, t.sel_card)) t.sel_card = -1;
}

// The panel: status, budget, the selected unit, the moves, the battle, the hand, the key, the log.
void draw_panel(TableFrame& f, const ga::View& v) {
  const bool compact = f.layout.compact;
  const float pw = ImGui::GetContentRegionAvail().x;
  draw_status(f, compact);
  const std::string budget = f.my_turn ? budget_line(f, v) : "";
  if (!budget.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kGold);
    ImGui::TextWrapped("%s", budget.c_str());
    ImGui::PopStyleColor();
  }
  if (t.sel_unit >= 0) {
    ImGui::PushFont(ui::fonts().small);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 200, 255, 255));
    ImGui::TextWrapped("%s", unit_details(v, t.sel_unit).c_str());
    ImGui::PopStyleColor();
    ImGui::PopFont();
  }
  draw_moves(f, v);
  draw_battle(f, v, pw);
  ImGui::Separator();
  draw_hand(f, v, pw);
  ImGui::Separator();
  draw_legend();
  if (compact) ImGui::TextDisabled("Turn %d of at most %d", v.turn, v.turn_limit);
  else ImGui::TextDisabled("Turn %d (limit %d)", v.turn, v.turn_limit);
  draw_log(f, std::max(compact ? 110.0f : 140.0f, ImGui::GetContentRegionAvail().y));
}

void draw(TableFrame& f) {
  const ga::View& v = view_of<ga::View>(f);
  if (f.changed) {
    t.sel_unit = t.sel_card = -1;
    t.scroll_home = true;
  }
  t.hand_ids.clear();
  follow_mark(f);
  const TableLayout& l = f.layout;
  const float panel_w = l.portrait ? l.avail.x : std::clamp(l.avail.x * 0.33f, 240.0f, 420.0f);
  const float main_w = l.portrait ? l.avail.x : l.avail.x - panel_w - ImGui::GetStyle().ItemSpacing.x;
  const float main_h = l.portrait ? std::round(l.avail.y * 0.6f) : l.avail.y;
  f.status = status_line(f, v);
  if (l.compact) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8, 5));
  ImGui::BeginChild("ga-map", ImVec2(main_w, main_h), false);
  // A map taller than the screen (phones): on the player's turn it starts at the bottom, their own
  // home zone; the opponents are a scroll away.
  if (t.scroll_home && f.my_turn) {
    ImGui::SetScrollY(ImGui::GetScrollMaxY());
    t.scroll_home = false;
  }
  draw_map(f, v, main_w - (ImGui::GetScrollMaxY() > 0 ? ImGui::GetStyle().ScrollbarSize : 0), main_h);
  ImGui::EndChild();
  if (!l.portrait) ImGui::SameLine();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  ImGui::BeginChild("ga-panel", ImVec2(l.portrait ? l.avail.x : 0, 0), true);
  ImGui::PopStyleVar();
  draw_panel(f, v);
  ImGui::EndChild();
  if (l.compact) ImGui::PopStyleVar();
  if (v.over) draw_result(f, v);
}

void summary(const TableFrame& f, JsonWriter& j) {
  const ga::View& v = view_of<ga::View>(f);
  j.key("selected_unit").value(t.sel_unit);
  j.key("selected_card");
  t.sel_card >= 0 ? j.value(ga::card_type(t.sel_card).name) : j.null();
  j.key("hand").values(t.hand_ids);
  j.key("rolls").begin_array();
  for (const ga::RollView& r : v.rolls) j.value(roll_head(f, v, r) + ": " + roll_text(r));
  j.end_array();
  if (v.over) j.key("result").begin_object().key("title").value(result_title(f, v)).key("reason").value(result_reason(f, v)).end_object();
}

}  // namespace

const TableUI& ground_assault_table() {
  static const TableUI table = make_table<ga::View, &ga::view>("ground-assault", draw, summary);
  return table;
}

}  // namespace ff
