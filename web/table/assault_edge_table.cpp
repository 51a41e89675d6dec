// Assault Edge table: the 9 x 7 battlefield seen from the viewer's seat (own back row at the bottom,
// the opponent's rotated at the top), each back row split into its three coloured groups (Research
// blue, Command red, Barracks yellow) with the deck behind it and its count, the yellow spawn zone,
// unit tokens with Attack / Health / Speed, elements, equipment and unique names; beside the board the
// facilities (face down or up) and the unique-unit rails; a panel with what to do, the chain of
// pending responses in order, the attack split with steppers, the hand and the log.
// Everything is drawn from assault_edge::view() of the viewer's seat; moves are the engine's legal
// actions, so the table never decides what is legal. Two conveniences over the engine's one-step
// actions: a reachable square far away is one click (the table submits the king steps of a shortest
// path, each legal in turn), and a "-" stepper takes an undeclared attack point back (the game is
// rebuilt without that point; nothing is revealed by assigning points).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "core/games/assault_edge/assault_edge.h"
#include "imgui.h"
#include "web/app/app.h"
#include "web/app/test_hook.h"
#include "web/table/tables.h"
#include "web/widgets/motion.h"
#include "web/widgets/pieces.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

namespace ae = assault_edge;
using ae::kCols;
using ae::kRows;
using ae::kSquares;

const char* const kKindName[3] = {"Research", "Command", "Barracks"};
const char* const kKindId[3] = {"research", "command", "barracks"};

// ---- actions -------------------------------------------------------------------------------------

using Dec = ae::Decoded;
using ae::decode;

struct Moves {
  std::vector<Action> legal;
  bool has(Action a) const { return std::find(legal.begin(), legal.end(), a) != legal.end(); }
  std::vector<Action> plays(int type) const {
    std::vector<Action> out;
    for (Action a : legal) {
      const Dec d = decode(a);
      if (d.type == Dec::kPlay && d.card == type) out.push_back(a);
    }
    return out;
  }
  bool any(Dec::Type type) const {
    for (Action a : legal)
      if (decode(a).type == type) return true;
    return false;
  }
};

// ---- the table's own (purely visual) state -------------------------------------------------------

struct TableState {
  size_t seen_history = SIZE_MAX;
  size_t drawn_moves = 0;
  const State* seen_state = nullptr;
  int sel_card = -1;  // card type selected in the hand (a play that needs a target)
  // Shortest king-step paths of the moving unit to each square it may stop on (computed once per position).
  std::array<std::vector<Action>, kSquares> path;
  std::array<bool, kSquares> dest{};
  Action mark = kNoAction;
  bool mark_keys = false;
  std::array<ImVec2, 6> deck_pos{};  // deck boxes on screen (cards drawn glide from there)
  std::vector<std::string> playable, targets, buttons, hand_ids, chain_lines;
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
  return seat == 0 ? IM_COL32(70, 150, 255, alpha) : IM_COL32(255, 146, 30, alpha);
}
ImU32 deck_colour(int kind, int alpha = 255) {
  static const int kRgb[3][3] = {{55, 105, 215}, {200, 55, 50}, {215, 175, 35}};
  return IM_COL32(kRgb[kind][0], kRgb[kind][1], kRgb[kind][2], alpha);
}
ImU32 element_colour(const std::string& e) {
  if (e == "Fire") return IM_COL32(240, 90, 40, 255);
  if (e == "Water") return IM_COL32(60, 140, 255, 255);
  if (e == "Earth") return IM_COL32(160, 110, 60, 255);
  if (e == "Wind") return IM_COL32(150, 230, 230, 255);
  if (e == "Light") return IM_COL32(255, 240, 150, 255);
  if (e == "Dark") return IM_COL32(150, 80, 200, 255);
  if (e == "Nature") return IM_COL32(70, 190, 80, 255);
  return IM_COL32(170, 180, 190, 255);  // Technology
}

bool item_on_screen() {
  if (!ImGui::IsItemVisible()) return false;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const ImVec2 c0 = ImGui::GetWindowDrawList()->GetClipRectMin(), c1 = ImGui::GetWindowDrawList()->GetClipRectMax();
  return a.x >= c0.x - 1 && a.y >= c0.y - 1 && b.x <= c1.x + 1 && b.y <= c1.y + 1;
}
void record_shown(const std::string& id) {
  if (item_on_screen()) hook::record_last_item(id);
}

void draw_mark(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  dl->AddRect(ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3), IM_COL32(255, 255, 255, 255), 6, 0, 2.5f);
  const float size = std::clamp((b.y - a.y) * 0.25f, 9.0f, 13.0f);
  pill_at(ImGui::GetForegroundDrawList(), ImVec2(a.x - 3, b.y - size * 0.6f), size, IM_COL32(255, 255, 255, 240), IM_COL32(20, 20, 20, 255),
          t.mark_keys ? "keys" : "hint");
}

// Gold corner brackets: a legal target (a shape as well as a colour).
void draw_target(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  const float m = std::min(b.x - a.x, b.y - a.y);
  const float th = std::max(2.0f, m * 0.06f), len = m * 0.3f;
  dl->AddRect(a, b, ui::colors::kGold, 3, 0, th * 0.6f);
  const ImVec2 p[4] = {a, ImVec2(b.x, a.y), ImVec2(a.x, b.y), b};
  for (int i = 0; i < 4; ++i) {
    const float sx = i & 1 ? -1.0f : 1.0f, sy = i & 2 ? -1.0f : 1.0f;
    dl->AddLine(p[i], ImVec2(p[i].x + sx * len, p[i].y), IM_COL32(255, 230, 140, 255), th);
    dl->AddLine(p[i], ImVec2(p[i].x, p[i].y + sy * len), IM_COL32(255, 230, 140, 255), th);
  }
}

std::string sq_name(int sq) { return ae::square_name(sq); }
int cheb(int a, int b) { return std::max(std::abs(a % kCols - b % kCols), std::abs(a / kCols - b / kCols)); }
// The deck group (0 left .. 2 right, in P1's columns) of deck kind `kind` of `seat`.
int group_of(int seat, int kind) { return seat == 0 ? kind : 2 - kind; }
int back_row(int seat) { return seat == 0 ? 0 : kRows - 1; }
int deck_dist(int sq, int code) {
  const int seat = code / 3, g = group_of(seat, code % 3), row = back_row(seat);
  int best = 99;
  for (int c = g * 3; c < g * 3 + 3; ++c) best = std::min(best, cheb(sq, row * kCols + c));
  return best + 1;
}
// The coloured back-row kind of a square (-1: open field).
int square_kind(int sq, int& seat) {
  const int row = sq / kCols, col = sq % kCols;
  if (row != 0 && row != kRows - 1) return -1;
  seat = row == 0 ? 0 : 1;
  const int g = col / 3;
  for (int k = 0; k < 3; ++k)
    if (group_of(seat, k) == g) return k;
  return -1;
}

std::string initials(const std::string& name) {
  std::string out;
  bool start = true;
  for (char c : name) {
    if (c == ' ') start = true;
    else if (start) out += c, start = false;
  }
  return out;
}
std::string whose(const Session& s, int seat) {
  const std::string n = seat_name(s, seat);
  return n == "You" ? "Your" : n + "'s";
}
std::string deck_label(const Session& s, int code) { return whose(s, code / 3) + " " + kKindName[code % 3] + " Deck"; }

const ae::UnitView* unit_at(const ae::View& v, int sq) {
  for (const ae::UnitView& u : v.units)
    if (u.sq == sq) return &u;
  return nullptr;
}
const ae::UnitView* unit_by_id(const ae::View& v, int id) {
  for (const ae::UnitView& u : v.units)
    if (u.id == id) return &u;
  return nullptr;
}

std::string join(const std::vector<std::string>& xs, const char* sep = ", ") {
  std::string out;
  for (const std::string& x : xs) out += (out.empty() ? "" : sep) + x;
  return out;
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

std::string unit_name(const ae::UnitView& u) {
  return u.unique >= 0 ? std::string(ae::card_type(u.unique).name) : std::string("Unit");
}

std::string unit_details(const Session& s, const ae::UnitView& u, bool with_text = true) {
  std::string d = whose(s, u.owner) + " " + (u.unique >= 0 ? std::string(ae::card_type(u.unique).name) : "basic unit") + " on " + sq_name(u.sq) +
                  ": Attack " + std::to_string(u.atk) + ", Health " + std::to_string(u.hp) + "/" + std::to_string(u.max_hp);
  if (u.temp_hp) d += " (+" + std::to_string(u.temp_hp) + " temporary)";
  d += ", Speed " + std::to_string(u.spd);
  if (u.active) d += " (" + std::to_string(u.spd_left) + " left)";
  d += u.range > 1 ? ", reach 2" : "";
  if (!u.elements.empty()) d += "; " + join(u.elements);
  if (!u.archetypes.empty()) d += "; " + join(u.archetypes);
  if (!u.effects.empty()) d += "; effects: " + join(u.effects);
  if (!u.equipment.empty()) {
    std::vector<std::string> eq;
    for (int c : u.equipment) eq.push_back(ae::card_type(c).name);
    d += "; equipment: " + join(eq);
  }
  d += u.state == "done" ? "; has acted this turn" : u.state == "ready" ? "; ready" : "; acting";
  if (u.unique >= 0 && with_text) d += ". " + std::string(ae::card_type(u.unique).text);
  return d;
}

// ---- refusals ------------------------------------------------------------------------------------

std::string not_now(const Session& s, const ae::View& v, bool my_turn) {
  if (v.over) return "The game is over.";
  if (s.match.spectator) return "This is a replay: step through it with the timeline above.";
  if (!my_turn) return "Not your turn: " + seat_name(s, v.to_act) + (s.turn.thinking ? " is thinking." : " plays now.");
  return "";
}

std::string decision_hint(const ae::View& v, const Moves& m) {
  if (m.any(Dec::kPay)) return "First choose the card to set aside as the cost: tap a card in your hand.";
  if (m.any(Dec::kPick)) return "Scout Report: choose the order of the cards first (the buttons in the panel).";
  if (m.any(Dec::kStop)) return "Tactical Withdrawal: tap a lit square for the unit, or Stop.";
  if (m.any(Dec::kKeep)) return "Keep the declaration or declare anew first (the buttons in the panel).";
  if (v.sub_phase == "window") return "This is a response point: answer with a Quick card from your hand, or Pass.";
  if (v.sub_phase == "chain") return "A chain is pending: add a response from your hand, or Pass to let it resolve.";
  return "";
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
  Board b;
  b.origin = origin;
  b.flip = flip;
  if (!narrow) {
    // Side columns for facilities and unique rails: 9 squares + 2 x 1.35 wide, 7 + 2 x 0.8 high.
    b.s = std::floor(std::min(width / (kCols + 2.7f), height / (kRows + 1.6f)));
    b.s = std::min(b.s, 92.0f);
    b.side_w = std::round(b.s * 1.35f);
    b.strip = std::round(b.s * 0.8f);
    b.width = kCols * b.s + 2 * b.side_w;
    b.height = kRows * b.s + 2 * b.strip;
    b.grid = ImVec2(origin.x + std::floor((width - b.width) * 0.5f) + b.side_w, origin.y + b.strip);
  } else {
    b.s = std::floor(std::min(width / kCols, (height) / (kRows + 1.5f + 1.6f)));
    b.strip = std::round(b.s * 0.75f);
    b.row_h = std::round(std::max(b.s * 0.8f, 26.0f));
    b.width = kCols * b.s;
    b.height = kRows * b.s + 2 * b.strip + 2 * b.row_h;
    b.grid = ImVec2(origin.x + std::floor((width - b.width) * 0.5f), origin.y + b.row_h + b.strip);
  }
  return b;
}

// ---- the moving unit's paths ---------------------------------------------------------------------

// Breadth-first over the engine's own move steps: each square the moving unit may stop on, with the
// steps of a shortest path (each step legal in turn; friendly squares are passed through).
void compute_paths(const State& st) {
  for (auto& p : t.path) p.clear();
  t.dest.fill(false);
  struct Node {
    std::unique_ptr<State> state;
    std::vector<Action> steps;
  };
  std::array<bool, kSquares> seen{};
  std::deque<Node> queue;
  auto expand = [&](const State& from, const std::vector<Action>& steps) {
    for (Action a : from.legal_actions()) {
      const Dec d = decode(a);
      if (d.type != Dec::kMove || seen[d.v]) continue;
      seen[d.v] = true;
      Node n{from.clone(), steps};
      n.state->apply_legal(a);
      n.steps.push_back(a);
      const auto next = n.state->legal_actions();
      const bool stop = std::find(next.begin(), next.end(), ae::kEnd) != next.end() || std::find(next.begin(), next.end(), ae::kStop) != next.end() ||
                        n.state->current_player() != from.current_player();
      if (stop) {
        t.dest[d.v] = true;
        t.path[d.v] = n.steps;
      }
      queue.push_back(std::move(n));
    }
  };
  expand(st, {});
  int guard = 0;
  while (!queue.empty() && ++guard < 200) {
    Node n = std::move(queue.front());
    queue.pop_front();
    if (n.state->current_player() == st.current_player()) expand(*n.state, n.steps);
  }
}

void submit_all(Session& s, const std::vector<Action>& steps, double now) {
  for (Action a : steps)
    if (!session_submit(s, a, now)) break;
}

// The "-" stepper: the game without the last point assigned to `target` in the declaration being built.
bool take_back_point(Session& s, int target) {
  const std::vector<Action> moves = s.match.state->history();
  const Action a = ae::kAssignBase + static_cast<Action>(target);
  for (size_t i = moves.size(); i-- > 0;) {
    if (decode(moves[i]).type != Dec::kAssign) return false;
    if (moves[i] == a) {
      std::vector<Action> kept = moves;
      kept.erase(kept.begin() + static_cast<long>(i));
      session_rebuild(s, kept, kept.size());
      s.match.redo.clear();
      session_save(s);
      return true;
    }
  }
  return false;
}

// ---- drawing pieces ------------------------------------------------------------------------------

// A unit token: the owner's colour, a unique unit's initials and gold edge, element dots, equipment
// letters, and Attack (red) / Health (green) / Speed (blue) boxes.
void draw_token(ImDrawList* dl, const ae::UnitView& u, ImVec2 a, float w) {
  const ImVec2 b(a.x + w, a.y + w);
  const float r = std::max(3.0f, w * 0.12f);
  dl->AddRectFilled(ImVec2(a.x + 2, a.y + 3), ImVec2(b.x + 2, b.y + 3), IM_COL32(0, 0, 0, 90), r);
  dl->AddRectFilled(a, b, u.owner == 0 ? IM_COL32(24, 44, 84, 250) : IM_COL32(84, 44, 14, 250), r);
  dl->AddRect(a, b, u.unique >= 0 ? ui::colors::kGold : seat_colour(u.owner), r, 0, u.unique >= 0 ? 2.5f : 1.5f);
  ImFont* fs = ui::fonts().small;
  ImFont* fb = ui::fonts().body;
  const float pad = std::max(2.0f, w * 0.06f);
  const float top = std::clamp(w * 0.24f, 8.0f, 15.0f);
  // Top row: name initials (unique) or the owner's mark; element dots on the right.
  const std::string tag = u.unique >= 0 ? initials(ae::card_type(u.unique).name) : (u.owner == 0 ? "P1" : "P2");
  text_left(dl, fs, top, ImVec2(a.x + pad, a.y + pad * 0.5f), u.unique >= 0 ? ui::colors::kGold : seat_colour(u.owner), tag);
  const float dot = std::clamp(w * 0.07f, 2.5f, 5.0f);
  float dx = b.x - pad - dot;
  for (auto it = u.elements.rbegin(); it != u.elements.rend(); ++it) {
    dl->AddCircleFilled(ImVec2(dx, a.y + pad * 0.5f + top * 0.55f), dot, element_colour(*it));
    dx -= dot * 2.4f;
  }
  // Equipment: letters under the top row (a count on small tokens).
  float y = a.y + pad * 0.5f + top * 1.1f;
  if (!u.equipment.empty()) {
    std::string eq;
    if (w >= 56) {
      for (int c : u.equipment) eq += (eq.empty() ? "" : " ") + initials(ae::card_type(c).name);
    } else {
      eq = "E" + std::to_string(u.equipment.size());
    }
    const float es = std::clamp(w * 0.17f, 7.5f, 12.0f);
    text_left(dl, fs, es, ImVec2(a.x + pad, y), IM_COL32(200, 230, 255, 255), eq, w - pad * 2);
    y += es * 1.05f;
  }
  // Stats: three boxes along the bottom.
  const float bh = std::clamp(w * (w < 50 ? 0.46f : 0.36f), 11.0f, 26.0f);
  const float by = b.y - pad - bh;
  const float bw = (w - pad * 2 - 2) / 3;
  const ImU32 cols[3] = {IM_COL32(190, 45, 40, 255), IM_COL32(40, 150, 70, 255), IM_COL32(45, 100, 200, 255)};
  const int spd_shown = u.active ? u.spd_left : u.spd;
  const std::string vals[3] = {std::to_string(u.atk), std::to_string(u.hp) + (u.temp_hp ? "+" + std::to_string(u.temp_hp) : ""),
                               std::to_string(spd_shown)};
  for (int i = 0; i < 3; ++i) {
    const ImVec2 p(a.x + pad + i * (bw + 1), by);
    ImU32 col = cols[i];
    if (i == 1 && u.hp < u.max_hp) col = IM_COL32(200, 120, 30, 255);
    dl->AddRectFilled(p, ImVec2(p.x + bw, p.y + bh), col, 3);
    const float vs = std::clamp(std::min(bh * 0.85f, bw * (vals[i].size() > 2 ? 0.45f : 0.72f)), 8.0f, 20.0f);
    text_at(dl, fb, vs, ImVec2(p.x + bw * 0.5f, p.y + bh * 0.5f), IM_COL32(255, 255, 255, 255), vals[i]);
  }
  if (u.range > 1 && w >= 44) text_left(dl, fs, std::clamp(w * 0.16f, 7.0f, 11.0f), ImVec2(b.x - pad - w * 0.3f, by - w * 0.19f), IM_COL32(255, 200, 200, 255), "R2");
  if (u.state == "done") dl->AddRectFilled(a, b, IM_COL32(0, 0, 0, 110), r);
  if (u.active) dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2), IM_COL32(255, 255, 255, 255), r, 0, 2.5f);
}

// ---- the board -----------------------------------------------------------------------------------

struct Ctx {
  Session& s;
  const ae::View& v;
  const Moves& m;
  bool my_turn;
  double now;
  const ae::UnitView* mover = nullptr;  // the active unit (Move / Battle), for ranges
};

// The action (or steps) a square or the unit on it offers now, and how it is listed.
struct SquareAct {
  std::vector<Action> steps;
  enum Kind { kNone, kButton, kTarget } kind = kNone;
};

SquareAct square_action(const Ctx& c, int sq) {
  SquareAct r;
  if (!c.my_turn) return r;
  const ae::UnitView* u = unit_at(c.v, sq);
  if (t.sel_card >= 0) {
    for (Action a : c.m.plays(t.sel_card))
      if (decode(a).target == sq) r.steps = {a}, r.kind = SquareAct::kTarget;
    return r;
  }
  if (c.m.has(ae::kActivateBase + sq)) {
    r.steps = {ae::kActivateBase + static_cast<Action>(sq)};
    r.kind = SquareAct::kButton;
    return r;
  }
  if (t.dest[sq] && !t.path[sq].empty()) {
    r.steps = t.path[sq];
    r.kind = SquareAct::kTarget;
    return r;
  }
  if (u && c.m.has(ae::kAssignBase + sq)) {
    r.steps = {ae::kAssignBase + static_cast<Action>(sq)};
    r.kind = SquareAct::kTarget;
  }
  return r;
}

std::string square_refusal(const Ctx& c, int sq) {
  const ae::View& v = c.v;
  std::string r = not_now(c.s, v, c.my_turn);
  const ae::UnitView* u = unit_at(v, sq);
  const std::string details = u ? unit_details(c.s, *u) + ".\n" : "";
  if (!r.empty()) return details + r;
  if (t.sel_card >= 0) return details + ae::card_type(t.sel_card).name + std::string(" cannot target this: choose a highlighted target, or Cancel.");
  r = decision_hint(v, c.m);
  if (!r.empty()) return details + r;
  if (v.phase == ae::Phase::kSetup || v.phase == ae::Phase::kDraw || c.m.any(Dec::kDraw)) return details + "Draw first: tap one of your decks.";
  if (v.phase == ae::Phase::kEnd) return details + "End phase: tap the facility to turn face up.";
  if (c.mover && (v.sub_phase == "move1" || v.sub_phase == "move2")) {
    if (u && u->id == c.mover->id) return details + "This unit is moving: tap a lit square, or End move.";
    if (u && u->owner != v.seat) return details + "Enemy units block movement; attack them in the Battle sub-phase (after End move).";
    if (u) return details + "Units pass through friends but never stop on them.";
    if (c.mover->spd_left == 0) return "No speed left: End move.";
    return sq_name(sq) + " is out of reach: " + std::to_string(c.mover->spd_left) + " speed left (one king step per point; enemies block; nobody may fill all three of the opponent's spawn squares).";
  }
  if (c.mover && v.sub_phase == "battle") {
    if (u && u->owner != v.seat) return details + "Out of range: this unit reaches " + std::to_string(c.mover->range) + (c.mover->range > 1 ? " squares." : " square (adjacent, diagonals included).");
    return details + "Battle: assign Attack to lit enemy units or decks, then Declare; or Skip attack.";
  }
  if (u && u->owner == v.seat) {
    if (u->state == "done") return details + "This unit has acted this turn.";
    return details + "This unit cannot be activated now.";
  }
  if (u) return details + "To attack it, activate one of your units (highlighted), move next to it, then assign Attack in the Battle sub-phase.";
  return "Activate one of your units (highlighted) to move it.";
}

void square_widget(const Ctx& c, const Board& b, int sq) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 a = square_pos(b, sq), e(a.x + b.s, a.y + b.s);
  const ae::UnitView* u = unit_at(c.v, sq);
  const SquareAct act = square_action(c, sq);
  const std::string id = u ? "ae/unit/" + std::to_string(u->id) : "ae/square/" + sq_name(sq);
  ImGui::SetCursorScreenPos(a);
  const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(b.s, b.s));
  record_shown(id);
  if (act.kind != SquareAct::kNone && item_on_screen()) (act.kind == SquareAct::kButton ? t.buttons : t.targets).push_back(id);
  if (act.kind == SquareAct::kButton) dl->AddRect(ImVec2(a.x + 1, a.y + 1), ImVec2(e.x - 1, e.y - 1), ui::colors::kGold, 6, 0, 3);
  else if (act.kind == SquareAct::kTarget) draw_target(dl, ImVec2(a.x + 2, a.y + 2), ImVec2(e.x - 2, e.y - 2));
  if (t.mark != kNoAction && !act.steps.empty() && act.steps.front() == t.mark) draw_mark(dl, a, e);
  if (ImGui::IsItemHovered() && u && ImGui::GetIO().MousePos.x >= 0) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
    ImGui::TextUnformatted(unit_details(c.s, *u).c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
  if (!clicked) return;
  if (!act.steps.empty()) {
    submit_all(c.s, act.steps, c.now);
    t.sel_card = -1;
  } else {
    set_message(c.s, c.now, square_refusal(c, sq));
  }
}

// A deck box behind its coloured group: the deck's colour, name and count (and the discard pile beside
// Command). A click draws from it, or targets it (attack points, Sabotage, Siege Bombardment ...).
void deck_widget(const Ctx& c, int seat, int kind, ImVec2 a, ImVec2 e) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ae::PlayerView& p = c.v.players[seat];
  const int n = p.deck[kind];
  const int code = seat * 3 + kind;
  dl->AddRectFilled(a, e, deck_colour(kind, n ? 235 : 70), 6);
  // Card backs stacked: one line per few cards.
  const int layers = std::min(4, (n + 7) / 8);
  for (int i = 0; i < layers; ++i) dl->AddLine(ImVec2(a.x + 6, e.y - 3 - i * 2.5f), ImVec2(e.x - 6, e.y - 3 - i * 2.5f), IM_COL32(255, 255, 255, 90));
  dl->AddRect(a, e, IM_COL32(255, 255, 255, 120), 6, 0, 1.2f);
  ImFont* fs = ui::fonts().small;
  const float h = e.y - a.y, w = e.x - a.x;
  const float big = std::clamp(h * 0.5f, 10.0f, 26.0f);
  const std::string count = std::to_string(n);
  const std::string name = w > 150 ? std::string(kKindName[kind]) : w > 80 ? std::string(kKindName[kind]).substr(0, 3) + "." : std::string(1, kKindName[kind][0]);
  const float ns = std::clamp(h * 0.32f, 9.0f, 15.0f);
  text_left(dl, fs, ns, ImVec2(a.x + 5, a.y + 2), IM_COL32(255, 255, 255, 230), name + (kind == ae::kCommand && w > 150 ? " (life)" : ""), w - 8);
  text_at(dl, ui::fonts().heading, big, ImVec2((a.x + e.x) * 0.5f + (w > 80 ? w * 0.18f : 0), (a.y + e.y) * 0.5f + (w > 80 ? 0 : ns * 0.4f)),
          kind == ae::kBarracks ? IM_COL32(30, 20, 0, 255) : IM_COL32(255, 255, 255, 255), count);
  if (kind == ae::kCommand && w > 110)
    text_left(dl, fs, ns * 0.9f, ImVec2(a.x + 5, e.y - ns * 1.25f), IM_COL32(255, 230, 220, 220), "discard " + std::to_string(p.discard.size()), w * 0.5f);
  t.deck_pos[code] = ImVec2(a.x + w * 0.5f, a.y);
  // What a click does.
  std::vector<Action> steps;
  bool button = false;
  if (c.my_turn) {
    if (t.sel_card >= 0) {
      for (Action x : c.m.plays(t.sel_card))
        if (decode(x).target == ae::kTgtDeck + code) steps = {x};
    } else if (seat == c.v.seat && c.m.has(ae::kDrawBase + kind)) {
      steps = {ae::kDrawBase + static_cast<Action>(kind)};
      button = true;
    } else if (c.m.has(ae::kAssignBase + ae::kTgtDeck + code)) {
      steps = {ae::kAssignBase + static_cast<Action>(ae::kTgtDeck + code)};
    }
  }
  // The active unit's reach: decks within range glow red.
  if (c.mover && seat != c.v.seat && deck_dist(c.mover->sq, code) <= c.mover->range)
    dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(e.x + 1, e.y + 1), IM_COL32(255, 80, 70, 255), 6, 0, 2.5f);
  if (!steps.empty()) {
    if (button) dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(e.x + 2, e.y + 2), ui::colors::kGold, 7, 0, 3);
    else draw_target(dl, ImVec2(a.x - 2, a.y - 2), ImVec2(e.x + 2, e.y + 2));
  }
  // Points declared on it.
  for (auto [tg, pts] : c.v.declaration)
    if (tg == ae::kTgtDeck + code) pill_at(dl, ImVec2(e.x - ns * 3.2f, a.y + 2), ns, IM_COL32(255, 80, 70, 255), IM_COL32(255, 255, 255, 255), "-" + std::to_string(pts));
  const std::string id = "ae/deck/" + std::to_string(seat) + "/" + kKindId[kind];
  ImGui::SetCursorScreenPos(a);
  const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(std::max(1.0f, w), std::max(1.0f, h)));
  record_shown(id);
  if (!steps.empty() && item_on_screen()) (button ? t.buttons : t.targets).push_back(id);
  if (t.mark != kNoAction && !steps.empty() && steps.front() == t.mark) draw_mark(dl, a, e);
  if (!clicked) return;
  if (!steps.empty()) {
    submit_all(c.s, steps, c.now);
    t.sel_card = -1;
    return;
  }
  std::string r = deck_label(c.s, code) + ": " + std::to_string(n) + (n == 1 ? " card" : " cards") +
                  (kind == ae::kCommand ? " (a point of damage while it is empty loses the game)" : "") + ".\n";
  std::string why = not_now(c.s, c.v, c.my_turn);
  if (why.empty() && t.sel_card >= 0) why = std::string(ae::card_type(t.sel_card).name) + " cannot target this deck.";
  if (why.empty()) why = decision_hint(c.v, c.m);
  if (why.empty() && seat == c.v.seat) why = n == 0 ? "This deck is empty." : "You draw only in your Draw phase (or with Field Manual).";
  if (why.empty() && c.mover && c.v.sub_phase == "battle") why = "Out of range: a deck is reached from its coloured squares (distance 1) or one square further with reach 2.";
  if (why.empty()) why = "Attack it with a unit next to its coloured squares, in that unit's Battle sub-phase.";
  set_message(c.s, c.now, r + why);
}

// A facility card: face down ("?", or its name for its owner), or face up with its bonus.
void facility_widget(const Ctx& c, int seat, int k, ImVec2 a, ImVec2 e) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ae::FacilityView& f = c.v.players[seat].facilities[k];
  ImFont* fs = ui::fonts().small;
  const float w = e.x - a.x, h = e.y - a.y;
  const float ts = std::clamp(std::min(w * 0.13f, h * 0.3f), 8.0f, 13.0f);
  dl->PushClipRect(a, e, true);
  if (!f.face_up) {
    dl->AddRectFilled(a, e, IM_COL32(60, 40, 80, 255), 5);
    dl->AddRect(a, e, IM_COL32(200, 180, 230, 200), 5, 0, 1.5f);
    text_left(dl, fs, ts, ImVec2(a.x + 4, a.y + 2), IM_COL32(230, 220, 245, 255), f.facility >= 0 ? ae::facility(f.facility).name : "Facility ?", w - 6);
    text_left(dl, fs, ts, ImVec2(a.x + 4, a.y + 2 + ts * 1.2f), IM_COL32(190, 175, 210, 255), "face down", w - 6);
  } else {
    const ae::Facility& fa = ae::facility(f.facility);
    dl->AddRectFilled(a, e, IM_COL32(232, 224, 200, 255), 5);
    dl->AddRectFilled(a, ImVec2(a.x + 5, e.y), element_colour(ae::element_name(fa.element)), 5, ImDrawFlags_RoundCornersLeft);
    text_left(dl, fs, ts, ImVec2(a.x + 8, a.y + 2), IM_COL32(30, 25, 15, 255), fa.name, w - 10);
    std::string bonus;
    if (fa.atk) bonus += "+" + std::to_string(fa.atk) + "A ";
    if (fa.hp) bonus += "+" + std::to_string(fa.hp) + "H ";
    if (fa.spd) bonus += "+" + std::to_string(fa.spd) + "S";
    text_left(dl, fs, ts, ImVec2(a.x + 8, a.y + 2 + ts * 1.2f), IM_COL32(120, 40, 30, 255), bonus, w - 10);
    if (h > ts * 3.6f) text_left(dl, fs, ts * 0.9f, ImVec2(a.x + 8, a.y + 2 + ts * 2.4f), IM_COL32(70, 70, 70, 255), ae::element_name(fa.element), w - 10);
  }
  dl->PopClipRect();
  const Action flip = ae::kFlipBase + static_cast<Action>(k);
  const bool can = c.my_turn && seat == c.v.seat && c.m.has(flip);
  if (can) dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(e.x + 2, e.y + 2), ui::colors::kGold, 6, 0, 3);
  const std::string id = "ae/facility/" + std::to_string(seat) + "/" + std::to_string(k);
  ImGui::SetCursorScreenPos(a);
  const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(std::max(1.0f, w), std::max(1.0f, h)));
  record_shown(id);
  if (can && item_on_screen()) t.buttons.push_back(id);
  if (can && t.mark == flip) draw_mark(dl, a, e);
  if (!clicked) return;
  if (can) {
    session_submit(c.s, flip, c.now);
    return;
  }
  std::string r;
  if (f.facility >= 0) {
    const ae::Facility& fa = ae::facility(f.facility);
    r = std::string(fa.name) + " (" + ae::element_name(fa.element) + ", " + ae::archetype_name(fa.archetype) + "): +" + std::to_string(fa.atk) + " ATK +" +
        std::to_string(fa.hp) + " HP +" + std::to_string(fa.spd) + " SPD to units spawned while it is face up. " + fa.text;
  } else {
    r = "A face-down facility: it is turned face up in its owner's End phase.";
  }
  set_message(c.s, c.now, r);
}

// A unique-unit zone: the Unit card of a living unique unit, or empty.
void rail_widget(const Ctx& c, int seat, int k, ImVec2 a, ImVec2 e) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int card = c.v.players[seat].unique_rail[k];
  ImFont* fs = ui::fonts().small;
  const float w = e.x - a.x, h = e.y - a.y;
  const float ts = std::clamp(std::min(w * 0.13f, h * 0.36f), 8.0f, 13.0f);
  dl->PushClipRect(a, e, true);
  if (card < 0) {
    dl->AddRect(a, e, IM_COL32(255, 255, 255, 60), 5, 0, 1.0f);
    text_left(dl, fs, ts, ImVec2(a.x + 4, a.y + (h - ts) * 0.5f), IM_COL32(200, 200, 190, 120), "unique " + std::to_string(k + 1), w - 6);
  } else {
    dl->AddRectFilled(a, e, IM_COL32(70, 58, 20, 255), 5);
    dl->AddRect(a, e, ui::colors::kGold, 5, 0, 1.5f);
    const ae::CardType& ct = ae::card_type(card);
    text_left(dl, fs, ts, ImVec2(a.x + 4, a.y + 2), IM_COL32(255, 235, 170, 255), ct.name, w - 6);
    if (h > ts * 2.3f) {
      const ae::UnitView* u = nullptr;
      for (const ae::UnitView& x : c.v.units)
        if (x.owner == seat && x.slot == k + 1) u = &x;
      if (u) text_left(dl, fs, ts, ImVec2(a.x + 4, a.y + 2 + ts * 1.2f), IM_COL32(220, 210, 180, 255), "on " + sq_name(u->sq), w - 6);
    }
  }
  dl->PopClipRect();
  const std::string id = "ae/rail/" + std::to_string(seat) + "/" + std::to_string(k);
  ImGui::SetCursorScreenPos(a);
  if (ImGui::InvisibleButton(id.c_str(), ImVec2(std::max(1.0f, w), std::max(1.0f, h))))
    set_message(c.s, c.now, card >= 0 ? std::string(ae::card_type(card).name) + " " + card_text(card)
                                      : "An empty unique-unit zone: a Unit card spawns a unique unit while a zone is free (at most three, no two of one name).");
  record_shown(id);
}

// Facilities (2) or the unique rail (3) of `seat` in a rectangle, stacked along its longer side.
void side_block(const Ctx& c, int seat, bool rail, ImVec2 a, ImVec2 e) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ls = std::clamp((e.y - a.y) * 0.12f, 9.0f, 13.0f);
  const bool vertical = e.y - a.y > e.x - a.x;
  const std::string label = rail ? "Unique units" : "Facilities";
  float y0 = a.y;
  if (vertical) {
    text_left(dl, fs, ls, ImVec2(a.x + 2, a.y), ui::colors::kMuted, label, e.x - a.x);
    y0 += ls * 1.3f;
  }
  const int n = rail ? 3 : 2;
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

void draw_board(const Ctx& c, const Board& b) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ae::View& v = c.v;
  const int me = v.seat, op = 1 - v.seat;
  ImFont* fs = ui::fonts().small;
  // Squares: open field, the coloured back rows, the spawn zones (yellow) marked.
  std::array<bool, kSquares> in_range{};
  if (c.mover && (v.sub_phase == "move1" || v.sub_phase == "move2" || v.sub_phase == "battle"))
    for (int sq = 0; sq < kSquares; ++sq) in_range[sq] = sq != c.mover->sq && cheb(sq, c.mover->sq) <= c.mover->range;
  for (int sq = 0; sq < kSquares; ++sq) {
    const ImVec2 a = square_pos(b, sq), e(a.x + b.s, a.y + b.s);
    int seat = -1;
    const int kind = square_kind(sq, seat);
    ImU32 fill = ((sq % kCols + sq / kCols) & 1) ? IM_COL32(36, 96, 62, 255) : IM_COL32(30, 86, 56, 255);
    if (kind >= 0) fill = deck_colour(kind, 120);
    dl->AddRectFilled(a, e, fill);
    dl->AddRect(a, e, IM_COL32(0, 0, 0, 70));
    if (kind == ae::kBarracks) {
      // Spawn zone: a dashed inner frame.
      for (float x = a.x + 4; x < e.x - 4; x += 8) {
        dl->AddLine(ImVec2(x, a.y + 3), ImVec2(std::min(x + 4, e.x - 4), a.y + 3), IM_COL32(255, 240, 150, 170), 1.5f);
        dl->AddLine(ImVec2(x, e.y - 3), ImVec2(std::min(x + 4, e.x - 4), e.y - 3), IM_COL32(255, 240, 150, 170), 1.5f);
      }
    }
    if (t.dest[sq] && c.my_turn && t.sel_card < 0) dl->AddRectFilled(a, e, IM_COL32(255, 215, 90, 70));
    if (in_range[sq]) dl->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(e.x - 1, e.y - 1), IM_COL32(255, 70, 60, 45));
    // Coordinates in the corner of empty squares (large boards only).
    if (b.s >= 48 && !unit_at(v, sq))
      text_left(dl, fs, std::clamp(b.s * 0.17f, 9.0f, 12.0f), ImVec2(a.x + 3, a.y + 2), IM_COL32(255, 255, 255, 70), sq_name(sq));
    if (kind == ae::kBarracks && b.s >= 40 && !unit_at(v, sq))
      text_at(dl, fs, std::clamp(b.s * 0.16f, 8.0f, 12.0f), ImVec2((a.x + e.x) * 0.5f, (a.y + e.y) * 0.5f + b.s * 0.12f), IM_COL32(255, 240, 170, 150), "spawn");
  }
  // Tokens (they glide when they move).
  for (const ae::UnitView& u : v.units) {
    const ImVec2 a = square_pos(b, u.sq);
    const float inset = std::max(2.0f, b.s * 0.05f);
    const ImVec2 at0(a.x + inset, a.y + inset);
    const uint32_t key = 0x41450000u + static_cast<uint32_t>(u.id);
    const ImVec2 at = ui::card_motion(key, at0);
    draw_token(ui::card_moving(key) ? ImGui::GetForegroundDrawList() : dl, u, at, b.s - inset * 2);
    // Points declared on it.
    for (auto [tg, pts] : v.declaration)
      if (tg == u.sq) {
        const float ps = std::clamp(b.s * 0.22f, 9.0f, 14.0f);
        pill_at(ImGui::GetForegroundDrawList(), ImVec2(a.x + b.s - ps * 2.2f, a.y - ps * 0.3f), ps, IM_COL32(255, 70, 60, 255), IM_COL32(255, 255, 255, 255),
                "-" + std::to_string(pts));
      }
  }
  for (int sq = 0; sq < kSquares; ++sq) square_widget(c, b, sq);
  // Decks behind each back row (the opponent's at the top).
  for (int side = 0; side < 2; ++side) {
    const int seat = side == 0 ? op : me;
    const float y = side == 0 ? b.grid.y - b.strip : b.grid.y + kRows * b.s;
    for (int kind = 0; kind < 3; ++kind) {
      int g = group_of(seat, kind);
      if (b.flip) g = 2 - g;
      const ImVec2 a(b.grid.x + g * 3 * b.s + 3, y + (side == 0 ? 2 : 4)), e(a.x + 3 * b.s - 6, y + b.strip - (side == 0 ? 4 : 2));
      deck_widget(c, seat, kind, a, e);
    }
  }
  // Facilities and unique rails: the opponent's unique rail top-left, facilities top-right; the
  // viewer's facilities bottom-left (beside Research), unique rail bottom-right (beside Barracks).
  const float gap = 6;
  if (b.side_w > 0) {
    const float lx = b.grid.x - b.side_w, rx = b.grid.x + kCols * b.s + gap;
    const float top = b.grid.y - b.strip, mid = b.grid.y + kRows * b.s * 0.5f, bottom = b.grid.y + kRows * b.s + b.strip;
    side_block(c, op, true, ImVec2(lx, top), ImVec2(lx + b.side_w - gap, mid - gap));
    side_block(c, op, false, ImVec2(rx, top), ImVec2(rx + b.side_w - gap, top + (mid - top) * 0.75f));
    side_block(c, me, false, ImVec2(lx, mid + (bottom - mid) * 0.25f), ImVec2(lx + b.side_w - gap, bottom));
    side_block(c, me, true, ImVec2(rx, mid + gap), ImVec2(rx + b.side_w - gap, bottom));
    // Whose side is whose: the name, and the army below it.
    const float ls = std::clamp(b.s * 0.18f, 9.0f, 14.0f);
    const float oy = top + (mid - top) * 0.78f, my = mid + (bottom - mid) * 0.25f - ls * 2.6f;
    text_left(dl, fs, ls, ImVec2(rx, oy), seat_colour(op), seat_name(c.s, op), b.side_w - gap);
    text_left(dl, fs, ls * 0.9f, ImVec2(rx, oy + ls * 1.2f), ui::colors::kMuted, ae::army(v.players[op].army).name, b.side_w - gap);
    text_left(dl, fs, ls, ImVec2(lx, my), seat_colour(me), seat_name(c.s, me), b.side_w - gap);
    text_left(dl, fs, ls * 0.9f, ImVec2(lx, my + ls * 1.2f), ui::colors::kMuted, ae::army(v.players[me].army).name, b.side_w - gap);
  } else {
    const float x0 = b.grid.x, w = kCols * b.s;
    const float ytop = b.grid.y - b.strip - b.row_h, ybot = b.grid.y + kRows * b.s + b.strip + 2;
    const float h = b.row_h - 4;
    const float ww = (w - gap) * 0.5f;
    side_block(c, op, true, ImVec2(x0, ytop + 1), ImVec2(x0 + ww * 1.2f, ytop + 1 + h));
    side_block(c, op, false, ImVec2(x0 + ww * 1.2f + gap, ytop + 1), ImVec2(x0 + w, ytop + 1 + h));
    side_block(c, me, false, ImVec2(x0, ybot), ImVec2(x0 + ww * 0.8f, ybot + h));
    side_block(c, me, true, ImVec2(x0 + ww * 0.8f + gap, ybot), ImVec2(x0 + w, ybot + h));
  }
  ImGui::SetCursorScreenPos(b.origin);
  ImGui::Dummy(ImVec2(std::max(1.0f, b.width), std::max(1.0f, b.height)));
}

// ---- the panel -----------------------------------------------------------------------------------

std::string status_line(const Session& s, const ae::View& v, const Moves& m, bool my_turn, double now) {
  if (v.over) return "The game is over.";
  if (s.match.spectator || !my_turn) return others_turn_status(s, v.to_act, now);
  const ae::UnitView* a = unit_by_id(v, v.active_unit);
  if (t.sel_card >= 0) return std::string("Play ") + ae::card_type(t.sel_card).name + ": choose its target (highlighted).";
  if (m.any(Dec::kPay)) return "Pay the cost: tap the card in your hand to set aside.";
  if (m.any(Dec::kPick)) return "Scout Report: choose the cards in order, top card first.";
  if (m.any(Dec::kStop)) return "Tactical Withdrawal: tap a lit square (up to 2 steps), or Stop.";
  if (v.phase == ae::Phase::kSetup)
    return "Opening draw: tap the deck for card " + std::to_string(v.hand.size() + 1) + " of " + (v.seat != v.first_player && v.hand.size() >= 5 ? "6" : "5") + ".";
  if (m.any(Dec::kDraw)) return v.phase == ae::Phase::kDraw ? "Draw phase: tap the deck to draw from." : "Field Manual: tap the deck to draw from.";
  if (v.phase == ae::Phase::kEnd) return "End phase: tap the facility to turn face up.";
  if (v.sub_phase == "window") return "Response point: answer with a Quick card, or Pass.";
  if (v.sub_phase == "chain") return "Chain pending: add a response, or Pass to resolve it (last in, first out).";
  if (v.sub_phase == "reselect") return "A unit moved during the responses: keep the declaration or declare anew.";
  if (a && (v.sub_phase == "move1" || v.sub_phase == "move2"))
    return std::string(v.sub_phase == "move1" ? "Move 1" : "Move 2") + ": tap a lit square (" + std::to_string(a->spd_left) + " speed left), or End move.";
  if (a && v.sub_phase == "battle") {
    int used = 0;
    for (auto [tg, n] : v.declaration) used += n;
    return "Battle: assign Attack (" + std::to_string(used) + " of " + std::to_string(a->atk) + ") to targets in range, then Declare; or Skip attack.";
  }
  return "Your combat phase: activate a ready unit (highlighted), play a card, or End combat.";
}

void same_line_if_fits(float width) {
  const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}
float button_width(const std::string& label) { return ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2; }

struct Row {
  bool first = true;
  void next(float w) {
    if (!first) same_line_if_fits(w);
    first = false;
  }
};

void move_button(Ctx& c, Row& row, const std::string& id, const std::string& label, Action a, bool target = false) {
  row.next(button_width(label));
  if (ui::button(id, label.c_str())) {
    session_submit(c.s, a, c.now);
    t.sel_card = -1;
  }
  if (item_on_screen()) (target ? t.targets : t.buttons).push_back(id);
  if (t.mark == a) draw_mark(ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

std::string target_label(const Session& s, const ae::View& v, int tg) {
  if (tg < kSquares) {
    const ae::UnitView* u = unit_at(v, tg);
    return u ? unit_name(*u) + " " + sq_name(tg) : sq_name(tg);
  }
  if (tg >= ae::kTgtDeck && tg < ae::kTgtElement) return deck_label(s, tg - ae::kTgtDeck);
  if (tg >= ae::kTgtElement && tg < ae::kTgtLink) return ae::element_name(tg - ae::kTgtElement);
  if (tg >= ae::kTgtLink && tg < ae::kTgtNone) {
    const int i = tg - ae::kTgtLink;
    return "link " + std::to_string(i + 1) + (i < static_cast<int>(v.chain.size()) ? ": " + v.chain[i].what : "");
  }
  if (tg >= ae::kTgtEquip && tg < ae::kTgtCard) {
    const int sq = (tg - ae::kTgtEquip) / 4, k = (tg - ae::kTgtEquip) % 4;
    const ae::UnitView* u = unit_at(v, sq);
    return sq_name(sq) + " " + (u && k < static_cast<int>(u->equipment.size()) ? ae::card_type(u->equipment[k]).name : "?");
  }
  if (tg >= ae::kTgtCard) return ae::card_type(tg - ae::kTgtCard).name;
  return "";
}

// The decision buttons: pass, end move / skip attack, declare, end combat, keep / redeclare, stop,
// Radiance / Repair heals, Scout Report picks, and the targets of a selected card that are not on the board.
void draw_moves(Ctx& c) {
  if (!c.my_turn) return;
  const ae::View& v = c.v;
  Row row;
  const ae::UnitView* a = unit_by_id(v, v.active_unit);
  if (t.sel_card >= 0) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 200, 255, 255));
    ImGui::TextWrapped("%s %s", ae::card_type(t.sel_card).name, card_text(t.sel_card).c_str());
    ImGui::PopStyleColor();
    for (Action x : c.m.plays(t.sel_card)) {
      const int tg = decode(x).target;
      if (tg < ae::kTgtElement) continue;  // on the board
      move_button(c, row, "ae/target/" + std::to_string(tg), target_label(c.s, v, tg), x, true);
    }
    row.next(button_width("Cancel"));
    if (ui::button("ae/cancel", "Cancel")) t.sel_card = -1;
    return;
  }
  for (Action x : c.m.legal) {
    const Dec d = decode(x);
    if (d.type == Dec::kPick && d.v < static_cast<int>(v.looking.size()))
      move_button(c, row, "ae/pick/" + std::to_string(d.v), std::string("Next: ") + ae::card_type(v.looking[d.v]).name, x);
    if (d.type == Dec::kHeal) {
      const ae::UnitView* u = unit_at(v, d.v);
      move_button(c, row, "ae/heal/" + sq_name(d.v), "Heal " + (u ? unit_name(*u) + " " : std::string()) + sq_name(d.v) + " (instead of attacking)", x);
    }
  }
  if (c.m.has(ae::kKeep)) move_button(c, row, "ae/keep", "Keep the declaration", ae::kKeep);
  if (c.m.has(ae::kRedeclare)) move_button(c, row, "ae/redeclare", "Declare anew", ae::kRedeclare);
  if (c.m.has(ae::kDeclare)) move_button(c, row, "ae/declare", "Declare attack", ae::kDeclare);
  if (c.m.has(ae::kEnd)) move_button(c, row, "ae/done", a && v.sub_phase == "battle" ? "Skip attack" : "End move", ae::kEnd);
  if (c.m.has(ae::kStop)) move_button(c, row, "ae/stop", "Stop", ae::kStop);
  if (c.m.has(ae::kPass)) move_button(c, row, "ae/pass", v.sub_phase == "window" ? "Pass (no response)" : "Pass: resolve the chain", ae::kPass);
  if (c.m.has(ae::kEndCombat)) move_button(c, row, "ae/end-combat", "End combat", ae::kEndCombat);
}

// The attack split: one row per target in range or already assigned, with - and + steppers.
void draw_split(Ctx& c) {
  const ae::View& v = c.v;
  if (v.sub_phase != "battle" && !(v.sub_phase == "window" && !v.declaration.empty()) && v.declaration.empty()) return;
  const ae::UnitView* a = unit_by_id(v, v.active_unit);
  std::vector<int> targets;
  for (auto [tg, n] : v.declaration) targets.push_back(tg);
  if (c.my_turn)
    for (Action x : c.m.legal) {
      const Dec d = decode(x);
      if (d.type == Dec::kAssign && std::find(targets.begin(), targets.end(), d.v) == targets.end()) targets.push_back(d.v);
    }
  if (targets.empty()) return;
  int used = 0;
  for (auto [tg, n] : v.declaration) used += n;
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 170, 150, 255));
  if (a) ImGui::TextWrapped("Attack split: %d of %d from %s", used, a->atk, sq_name(a->sq).c_str());
  else ImGui::TextWrapped("Attack declared: %d", used);
  ImGui::PopStyleColor();
  const bool building = c.my_turn && v.sub_phase == "battle";
  const float step = ImGui::GetFrameHeight() * 1.15f;
  for (int tg : targets) {
    int pts = 0;
    for (auto [x, n] : v.declaration)
      if (x == tg) pts = n;
    std::string key = tg >= ae::kTgtDeck ? std::string("p") + std::to_string((tg - ae::kTgtDeck) / 3 + 1) + "-" + kKindId[(tg - ae::kTgtDeck) % 3] : sq_name(tg);
    std::string label = target_label(c.s, v, tg);
    if (tg < kSquares) {
      const ae::UnitView* u = unit_at(v, tg);
      if (u) label += " (" + std::to_string(u->hp) + (u->temp_hp ? "+" + std::to_string(u->temp_hp) : "") + " HP)";
    } else {
      label += " (" + std::to_string(v.players[(tg - ae::kTgtDeck) / 3].deck[(tg - ae::kTgtDeck) % 3]) + ")";
    }
    if (building) {
      const std::string mid = "ae/minus/" + key, pid = "ae/plus/" + key;
      ImGui::BeginDisabled(pts == 0);
      if (ui::button(mid, "-", ImVec2(step, 0))) take_back_point(c.s, tg);
      ImGui::EndDisabled();
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::Text("%d", pts);
      ImGui::SameLine();
      const Action plus = ae::kAssignBase + static_cast<Action>(tg);
      const bool can = c.m.has(plus);
      ImGui::BeginDisabled(!can);
      if (ui::button(pid, "+", ImVec2(step, 0))) session_submit(c.s, plus, c.now);
      ImGui::EndDisabled();
      if (can && item_on_screen()) t.buttons.push_back(pid);
      if (can && t.mark == plus) draw_mark(ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      ImGui::SameLine();
      ImGui::TextWrapped("%s", label.c_str());
    } else {
      ImGui::TextWrapped("\xE2\x80\xA2 %d on %s", pts, label.c_str());
    }
  }
}

// The chain: links bottom first, the top one resolves first.
void draw_chain(const Session& s, const ae::View& v) {
  t.chain_lines.clear();
  if (v.chain.empty()) {
    if (v.sub_phase == "window") {
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 220, 255, 255));
      ImGui::TextWrapped("Response point: %s may answer with a Quick card.", seat_name(s, v.to_act).c_str());
      ImGui::PopStyleColor();
    }
    return;
  }
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs);
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 220, 255, 255));
  ImGui::TextWrapped("Chain (%d link%s; the top one resolves first):", static_cast<int>(v.chain.size()), v.chain.size() == 1 ? "" : "s");
  ImGui::PopStyleColor();
  const float w = ImGui::GetContentRegionAvail().x;
  for (int i = static_cast<int>(v.chain.size()) - 1; i >= 0; --i) {
    const ae::LinkView& l = v.chain[i];
    std::string line = std::to_string(i + 1) + ". " + seat_name(s, l.owner) + ": " + l.what;
    if (l.cost_cards) line += " (cost: " + std::to_string(l.cost_cards) + " set aside)";
    if (l.negated) line += " - NEGATED";
    if (i == static_cast<int>(v.chain.size()) - 1) line += "  \xE2\x86\x90 resolves first";
    t.chain_lines.push_back(line);
    const ImVec2 tsz = fs->CalcTextSizeA(ss, 1e9f, w - 14, line.c_str());
    const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + w, a.y + tsz.y + 8);
    dl->AddRectFilled(a, b, IM_COL32(20, 30, 50, 230), 5);
    dl->AddRectFilled(a, ImVec2(a.x + 5, b.y), seat_colour(l.owner), 5, ImDrawFlags_RoundCornersLeft);
    dl->AddText(fs, ss, ImVec2(a.x + 10, a.y + 4), l.negated ? IM_COL32(170, 170, 170, 255) : IM_COL32(240, 240, 250, 255), line.c_str(), nullptr, w - 14);
    if (l.negated) dl->AddLine(ImVec2(a.x + 10, a.y + 4 + ss * 0.55f), ImVec2(a.x + 10 + std::min(tsz.x, w - 14), a.y + 4 + ss * 0.55f), IM_COL32(220, 80, 80, 255), 1.5f);
    ImGui::Dummy(ImVec2(w, b.y - a.y + 2));
  }
}

// The own hand: a colour bar per deck, name and text; playable cards lit. A card glides in from its deck.
void draw_hand(Ctx& c, float width) {
  const ae::View& v = c.v;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
  ImGui::TextWrapped("Your hand (%d)  \xC2\xB7  %s's hand %d", static_cast<int>(v.hand.size()), seat_name(c.s, 1 - v.seat).c_str(), v.players[1 - v.seat].hand);
  ImGui::PopStyleColor();
  std::vector<int> seen(ae::kNumCardTypes, 0);
  for (size_t i = 0; i < v.hand.size(); ++i) {
    const int type = v.hand[i];
    const ae::CardType& ct = ae::card_type(type);
    const int copy = seen[type]++;
    const std::string id = "ae/card/" + std::to_string(i);
    std::vector<Action> plays;
    Action pay = kNoAction;
    if (c.my_turn) {
      plays = c.m.plays(type);
      if (c.m.has(ae::kPayBase + type)) pay = ae::kPayBase + type;
    }
    const bool one = pay != kNoAction || plays.size() == 1;
    const bool choose = pay == kNoAction && plays.size() > 1;
    const std::string text = card_text(type);
    const bool compact = width < 300;
    const float tw = width - 14;
    const ImVec2 tsz = fs->CalcTextSizeA(ss * (compact ? 0.9f : 1.0f), 1e9f, tw, text.c_str());
    const float h = ss * 1.3f + tsz.y + 8;
    const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + width, a.y + h);
    const uint32_t key = 0x41480000u + static_cast<uint32_t>(type * 16 + copy);
    const ImVec2 spawn = t.deck_pos[v.seat * 3 + ct.deck];
    const ImVec2 at = ui::card_motion(key, a, &spawn);
    ImDrawList* ddl = ui::card_moving(key) ? ImGui::GetForegroundDrawList() : dl;
    const ImVec2 d(at.x - a.x, at.y - a.y);
    const ImVec2 aa(a.x + d.x, a.y + d.y), bb(b.x + d.x, b.y + d.y);
    ddl->AddRectFilled(aa, bb, IM_COL32(36, 40, 52, 255), 6);
    ddl->AddRectFilled(aa, ImVec2(aa.x + 6, bb.y), deck_colour(ct.deck), 6, ImDrawFlags_RoundCornersLeft);
    std::string name = ct.name;
    if (ct.quick()) name += "  \xC2\xB7 Quick";
    ddl->AddText(ui::fonts().body, ss * 1.05f, ImVec2(aa.x + 11, aa.y + 3), IM_COL32(255, 245, 220, 255), name.c_str());
    ddl->AddText(fs, ss * (compact ? 0.9f : 1.0f), ImVec2(aa.x + 11, aa.y + 4 + ss * 1.3f), IM_COL32(215, 215, 225, 255), text.c_str(), nullptr, tw - 4);
    if (t.sel_card == type) ddl->AddRect(aa, bb, IM_COL32(80, 170, 255, 255), 6, 0, 3);
    else if (one || choose) ddl->AddRect(aa, bb, ui::colors::kGold, 6, 0, 2.5f);
    ImGui::SetCursorScreenPos(a);
    const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(width, h));
    record_shown(id);
    if (item_on_screen()) {
      t.hand_ids.push_back(id);
      if (one) t.buttons.push_back(id);
      else if (choose) t.playable.push_back(id);
    }
    const Action first = pay != kNoAction ? pay : plays.size() == 1 ? plays[0] : kNoAction;
    if (t.mark != kNoAction && (t.mark == first || (choose && std::find(plays.begin(), plays.end(), t.mark) != plays.end())))
      draw_mark(dl, a, b);
    if (clicked) {
      if (first != kNoAction) {
        session_submit(c.s, first, c.now);
        t.sel_card = -1;
      } else if (choose) {
        t.sel_card = t.sel_card == type ? -1 : type;
      } else {
        std::string r = not_now(c.s, v, c.my_turn);
        if (r.empty()) {
          if (c.m.any(Dec::kPay)) r = "Set aside a card other than the one being played.";
          else if (!ct.quick() && v.turn_player != v.seat) r = std::string(ct.name) + " is not Quick: it is played in your own Combat phase.";
          else if (v.phase != ae::Phase::kCombat) r = "Cards are played in the Combat phase (Quick cards also answer in the opponent's).";
          else if (!v.declaration.empty() && v.sub_phase == "battle") r = "No cards while an attack declaration is being built: Declare first.";
          else if (*ct.cost) r = std::string(ct.name) + ": " + ct.cost + ". That is not met now.";
          else r = std::string(ct.name) + " has no legal target now.";
        }
        set_message(c.s, c.now, r);
      }
    }
    ImGui::SetCursorScreenPos(ImVec2(a.x, b.y + 4));
    ImGui::Dummy(ImVec2(1, 1));
  }
  if (v.hand.empty()) ImGui::TextDisabled("Your hand is empty.");
}

void draw_legend(const ae::View& v) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* fs = ui::fonts().small;
  const float ss = text_size(fs);
  const ImU32 cols[3] = {IM_COL32(190, 45, 40, 255), IM_COL32(40, 150, 70, 255), IM_COL32(45, 100, 200, 255)};
  const char* words[3] = {"Attack", "Health", "Speed"};
  ImVec2 p = ImGui::GetCursorScreenPos();
  for (int i = 0; i < 3; ++i) {
    dl->AddRectFilled(ImVec2(p.x, p.y + ss * 0.15f), ImVec2(p.x + ss * 0.9f, p.y + ss * 1.05f), cols[i], 2);
    dl->AddText(fs, ss, ImVec2(p.x + ss * 1.1f, p.y), ui::colors::kMuted, words[i]);
    p.x += fs->CalcTextSizeA(ss, 1e9f, 0, words[i]).x + ss * 2.0f;
  }
  dl->AddText(fs, ss, p, ui::colors::kMuted, ("Turn " + std::to_string(v.turn) + "/" + std::to_string(v.turn_limit)).c_str());
  ImGui::Dummy(ImVec2(1, ss * 1.4f));
}

// ---- result --------------------------------------------------------------------------------------

std::string result_title(const Session& s, const ae::View& v) {
  const int me = human_seat(s);
  int winner = -1;
  for (size_t p = 0; p < v.result.size(); ++p)
    if (v.result[p] > 0) winner = static_cast<int>(p);
  if (me >= 0 && me < static_cast<int>(v.result.size())) {
    if (v.result[me] > 0) return "You win!";
    if (v.result[me] == 0) return "A draw";
    return winner >= 0 ? seat_name(s, winner) + " wins" : "You lose";
  }
  return winner >= 0 ? seat_name(s, winner) + " wins" : "A draw";
}

std::string result_reason(const Session& s, const ae::View& v) {
  for (const ae::Event& e : v.events)
    if (e.text.find("turn limit") != std::string::npos) return "The turn limit is reached: the larger Command Deck wins.";
  for (int p = 0; p < 2; ++p)
    if (v.result.size() == 2 && v.result[p] < 0) return whose(s, p) + " Command Deck took damage while empty.";
  return "";
}

void draw_result(Session& s, const ae::View& v) {
  begin_result("##ae-result", result_title(s, v));
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kText);
  const std::string reason = result_reason(s, v);
  if (!reason.empty()) ImGui::TextWrapped("%s", reason.c_str());
  for (int seat = 0; seat < 2; ++seat) {
    const ae::PlayerView& p = v.players[seat];
    int units = 0;
    for (const ae::UnitView& u : v.units) units += u.owner == seat;
    ImGui::TextWrapped("%s (%s): Command Deck %d, Research %d, Barracks %d, %d unit%s on the board", seat_name(s, seat).c_str(), ae::army(p.army).name, p.deck[1],
                       p.deck[0], p.deck[2], units, units == 1 ? "" : "s");
  }
  ImGui::Text("%d turns", v.turn);
  ImGui::PopStyleColor();
  end_result("ae");
}

// ---- the whole table -----------------------------------------------------------------------------

void draw(Session& s, double now) {
  const State& st = *s.match.state;
  const bool same_game = t.seen_state == &st;
  const bool my_turn = is_human_turn(s) && st.current_player() == s.match.viewer;
  if (!same_game || t.seen_history != st.history().size()) {
    t.seen_history = st.history().size();
    t.sel_card = -1;
    if (my_turn) compute_paths(st);
    else {
      for (auto& p : t.path) p.clear();
      t.dest.fill(false);
    }
  }
  t.seen_state = &st;
  t.drawn_moves = st.history().size();
  t.playable.clear();
  t.targets.clear();
  t.buttons.clear();
  t.hand_ids.clear();
  const ae::View v = ae::view(st, s.match.viewer);
  Moves m;
  if (my_turn) m.legal = st.legal_actions();
  t.mark = kNoAction;
  t.mark_keys = false;
  if (my_turn && s.focus.active) t.mark = s.focus.action, t.mark_keys = true;
  else if (my_turn && s.hint.ready) t.mark = s.hint.action;
  if (t.mark != kNoAction) {
    const Dec d = decode(t.mark);
    if (d.type == Dec::kPlay && m.plays(d.card).size() > 1 && (t.mark_keys || t.sel_card < 0)) t.sel_card = d.card;
  }
  if (t.sel_card >= 0 && m.plays(t.sel_card).size() < 2) t.sel_card = -1;

  Ctx c{s, v, m, my_turn, now};
  if (const ae::UnitView* a = unit_by_id(v, v.active_unit)) c.mover = a;

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const bool portrait = avail.y > avail.x * 1.05f;
  const bool compact = avail.x < 980 || avail.y < 620;
  if (compact) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8, 5));
  t.status = status_line(s, v, m, my_turn, now);

  // Portrait: the board across the top (side blocks in rows above and below it), the panel below.
  // Landscape: the board on the left with facilities and unique rails in columns beside it.
  const float board_room_h = portrait ? avail.y * 0.62f : avail.y;
  float board_w = avail.x;
  if (!portrait) {
    const float panel_min = compact ? std::max(300.0f, avail.x * 0.42f) : std::clamp(avail.x * 0.3f, 300.0f, 420.0f);
    board_w = avail.x - panel_min - spacing;
  }
  Board b = board_layout(ImVec2(0, 0), board_w, board_room_h, v.seat == 1, portrait);
  if (!portrait) board_w = std::max(b.width, 1.0f);
  const float board_h = portrait ? b.height : avail.y;
  ImGui::BeginChild("ae-board", ImVec2(board_w, board_h), false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  {
    const ImVec2 o = ImGui::GetCursorScreenPos();
    const float extra_y = portrait ? 0 : std::floor((board_h - b.height) * 0.5f);
    b = board_layout(ImVec2(o.x, o.y + extra_y), board_w, board_room_h, v.seat == 1, portrait);
    draw_board(c, b);
  }
  ImGui::EndChild();

  if (!portrait) ImGui::SameLine();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  ImGui::BeginChild("ae-panel", ImVec2(0, 0), true);
  ImGui::PopStyleVar();
  {
    const float pw = ImGui::GetContentRegionAvail().x;
    draw_status(s, t.status, my_turn, compact || t.status.size() > 60, now);
    // A pending chain first (what is being answered), then the choices, the attack split, and the
    // acting unit in words.
    draw_chain(s, v);
    draw_moves(c);
    draw_split(c);
    if (c.mover && my_turn) {
      const std::string d = unit_details(s, *c.mover, !compact);
      ImGui::PushFont(ui::fonts().small);
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 200, 255, 255));
      ImGui::TextWrapped("%s", d.c_str());
      ImGui::PopStyleColor();
      ImGui::PopFont();
    }
    ImGui::Separator();
    draw_hand(c, pw);
    ImGui::Separator();
    draw_legend(v);
  }
  std::vector<LogLine> lines;
  lines.reserve(v.events.size());
  for (const ae::Event& e : v.events) {
    // "'s command deck takes 2 damage": the owner's name joins the possessive ("Your", "Computer's").
    if (e.seat >= 0 && e.text.rfind("'s ", 0) == 0) lines.push_back({-1, whose(s, e.seat) + e.text.substr(2)});
    else lines.push_back({e.seat, e.text});
  }
  draw_log(s, lines, std::max(compact ? 110.0f : 150.0f, ImGui::GetContentRegionAvail().y));
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
  // The number of moves the lists below were drawn for (a click handled while drawing makes the next
  // frame's lists the fresh ones).
  j.key("moves").value(static_cast<int>(t.drawn_moves));
  j.key("message").value(s.match.message);
  j.key("selected_card");
  t.sel_card >= 0 ? j.value(ae::card_type(t.sel_card).name) : j.null();
  j.key("playable").values(t.playable);
  j.key("targets").values(t.targets);
  j.key("buttons").values(t.buttons);
  j.key("hand").values(t.hand_ids);
  j.key("chain").values(t.chain_lines);
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

const TableUI& assault_edge_table() {
  static const TableUI table{"assault-edge", draw, summary, 0.25};  // a turn is dozens of steps and points
  return table;
}

}  // namespace ff
