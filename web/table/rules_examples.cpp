// The Rules screen's drawn examples, by name (rules_examples.h). Each lays out a few figures (the
// game's own pieces) with a caption under each, in rows that wrap on a narrow screen.
#include "web/table/rules_examples.h"

#include <algorithm>
#include <functional>
#include <map>

#include "core/games/ground_assault/ground_assault.h"
#include "core/games/poker_assault/poker_assault.h"
#include "web/widgets/card.h"
#include "web/widgets/palette.h"
#include "web/widgets/pieces.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

namespace ga = ground_assault;
namespace pa = poker_assault;
namespace ae = assault_edge;

// One figure: `w` x `h` pixels drawn by `draw` at its top-left corner, its caption under it.
struct Figure {
  float w = 0, h = 0;
  std::function<void(ImDrawList*, ImVec2)> draw;
  std::string caption;
};

constexpr float kGap = 18;

// The figures in rows at most `width` wide, each caption wrapped at its figure's width (at least
// 220 px); the cursor ends below the last row.
void lay_out(const std::vector<Figure>& figures, float width) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* small = ui::fonts().small;
  const float size = ui::text_size(small);
  const ImVec2 start = ImGui::GetCursorScreenPos();
  float x = 0, y = 0, row_h = 0;
  for (const Figure& f : figures) {
    // A phone's column holds one figure a row: its caption takes the whole width.
    const float slot = width < 2 * ui::px(220) + kGap ? width : std::min(width, std::max(f.w, ui::px(220)));
    if (x > 0 && x + slot > width) x = 0, y += row_h + kGap, row_h = 0;
    const ImVec2 at(start.x + x, start.y + y);
    f.draw(dl, at);
    float h = f.h;
    if (!f.caption.empty())
      h += 6 + ui::draw_text(dl, small, size, ImVec2(start.x + x, start.y + y + f.h + 6), ui::colors::kMuted, f.caption, slot).y;
    row_h = std::max(row_h, h);
    x += slot + kGap;
  }
  ImGui::SetCursorScreenPos(start);
  ImGui::Dummy(ImVec2(width, y + row_h + 8));
}

std::vector<Card> cards(const char* text) {
  auto c = parse_cards(text);
  return c ? *c : std::vector<Card>{};
}

// A row of cards `cw` wide, the last `lit` of them outlined in gold.
Figure card_row(const char* text, float cw, size_t lit, std::string caption) {
  const std::vector<Card> row = cards(text);
  const float gap = cw * 0.12f;
  Figure f{row.size() * (cw + gap) - gap, cw * ui::kCardAspect, nullptr, std::move(caption)};
  f.draw = [row, cw, gap, lit](ImDrawList* dl, ImVec2 at) {
    for (size_t i = 0; i < row.size(); ++i)
      ui::draw_card(dl, ImVec2(at.x + i * (cw + gap), at.y), cw, row[i], i + lit >= row.size() ? unsigned{ui::kCardHighlight} : 0u);
  };
  return f;
}

float card_width(float width, int cards_in_row) { return std::clamp((width - 20) / (cards_in_row * 1.12f), 34.0f, ui::px(58)); }

// ---- Head-to-Head Poker ----------------------------------------------------------------------------

void h2h_flush_row(float width) {
  const float cw = card_width(width, 5);
  lay_out({card_row("Kh 9h 6h 3h 2h", cw, 1, "Your row: your four hearts and the Common 2\xE2\x99\xA5 (gold) make a flush."),
           card_row("Qs Qd 8c 4s 2h", cw, 1, "Your opponent's row beside the same Common card: one pair. The flush wins the chips."),
           },
          width);
}

void h2h_die_round_type(float width) {
  static const char* kTypes[] = {"Draw 1", "Split 2", "Hold 3", "Play 4", "Share 5", "Crazy"};
  const float d = std::clamp(width / 9, 30.0f, ui::px(44));
  std::vector<Figure> figs;
  for (int i = 0; i < 6; ++i)
    figs.push_back({d, d, [i, d](ImDrawList* dl, ImVec2 at) { ui::draw_die(dl, at, d, i + 1); }, kTypes[i]});
  // Narrow captions: six dice share a row where they fit.
  ImFont* small = ui::fonts().small;
  const float size = ui::text_size(small), slot = (width - 5 * kGap) / 6;
  if (slot >= ui::px(64)) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 start = ImGui::GetCursorScreenPos();
    for (int i = 0; i < 6; ++i) {
      const ImVec2 at(start.x + i * (slot + kGap) + (slot - d) * 0.5f, start.y);
      ui::draw_die(dl, at, d, i + 1);
      const float tw = small->CalcTextSizeA(size, 1e9f, 0, kTypes[i]).x;
      ui::draw_text(dl, small, size, ImVec2(start.x + i * (slot + kGap) + (slot - tw) * 0.5f, start.y + d + 6), ui::colors::kMuted, kTypes[i]);
    }
    ImGui::Dummy(ImVec2(width, d + 6 + size * 1.3f + 8));
    return;
  }
  lay_out(figs, width);
}

void h2h_chips(float width) {
  const float cw = card_width(width, 4);
  Figure common{cw * 2.4f, cw * ui::kCardAspect, nullptr, "A Common card with its two $100 chips: the winner of its row takes every chip on it."};
  common.draw = [cw](ImDrawList* dl, ImVec2 at) {
    ui::draw_card(dl, at, cw, cards("Qd")[0], ui::kCardHighlight);
    const float r = cw * 0.32f;
    ui::draw_chip(dl, ImVec2(at.x + cw + r * 1.4f, at.y + cw * 0.5f), r, 100);
    ui::draw_chip(dl, ImVec2(at.x + cw + r * 1.4f, at.y + cw * 0.5f + r * 2.3f), r, 100);
  };
  lay_out({common}, width);
}

// ---- Crossfire ---------------------------------------------------------------------------------------

Figure tiles(std::vector<RulesTile> t, float cell, std::string caption) {
  const float gap = cell * 0.18f;
  Figure f{t.size() * (cell + gap) - gap, cell, nullptr, std::move(caption)};
  f.draw = [t, cell](ImDrawList* dl, ImVec2 at) { crossfire_rules_tiles(dl, at, cell, t); };
  return f;
}

void cf_pair_makes_ten(float width) {
  const float cell = std::clamp(width / 9, 40.0f, ui::px(60));
  const Card three = cards("3s")[0], seven = cards("7h")[0], ten = cards("Td")[0], king = cards("Kc")[0];
  lay_out({tiles({{three, 0, true}, {seven, 0}}, cell, "3 + 7 = 10: side by side they power each other."),
           tiles({{ten, 0}}, cell, "A 10 is powered alone."),
           tiles({{king, 0, false, true}}, cell, "A royal has no value: alone it is not powered.")},
          width);
}

void cf_attack(float width) {
  const float cell = std::clamp(width / 9, 40.0f, ui::px(60));
  const Card eight = cards("8s")[0], six = cards("6h")[0], nine = cards("9c")[0], ten = cards("Tc")[0];
  Figure attack = tiles({{eight, 0}, {six, 1}}, cell, "");
  const float gap = cell * 0.18f;
  attack.h = cell * 1.35f;
  attack.caption = "Your alive 8 is next to the enemy's 6: attack it with a 9 (at least as strong).";
  attack.draw = [=](ImDrawList* dl, ImVec2 at) {
    crossfire_rules_tiles(dl, at, cell, {{eight, 0}, {six, 1}});
    crossfire_rules_tiles(dl, ImVec2(at.x + cell + gap + cell * 0.2f, at.y + cell * 0.35f), cell * 0.8f, {{nine, 0}});
  };
  Figure answer = tiles({{six, 1}, {ten, 1}}, cell, "The defender must answer stronger: a 10 on the pile. Then you need 10 or more.");
  lay_out({attack, answer}, width);
}

// ---- Poker Assault -------------------------------------------------------------------------------------

// Assault cards in a row, each with the card that defends it under it (or none: a hit).
void pa_assault_defended(float width) {
  const float cw = card_width(width, 4);
  const std::vector<Card> assault = cards("7s 7h 7d"), defence = cards("7c 9h");
  const float gap = cw * 0.4f;
  Figure f{3 * cw + 2 * gap, cw * ui::kCardAspect * 1.9f, nullptr,
           "Three of a Kind. 7\xE2\x99\xA3 defends 7\xE2\x99\xA0 (same rank), 9\xE2\x99\xA5 defends 7\xE2\x99\xA5 "
           "(same suit, higher); 7\xE2\x99\xA6 is undefended: 1 damage, and the attacker presses the Assault."};
  f.draw = [=](ImDrawList* dl, ImVec2 at) {
    for (size_t i = 0; i < assault.size(); ++i) {
      const ImVec2 a(at.x + i * (cw + gap), at.y);
      poker_assault_rules_card(dl, a, cw, assault[i], 0);
      const ImVec2 d(a.x + cw * 0.18f, a.y + cw * ui::kCardAspect * 0.9f);
      if (i < defence.size()) poker_assault_rules_card(dl, d, cw, defence[i], 1);
      else ui::draw_card_slot(dl, d, cw, false, "hit");
    }
  };
  lay_out({f}, width);
}

void pa_flush_assault(float width) {
  const float cw = card_width(width, 6);
  Figure flush = card_row("2h 5h 8h Jh Kh", cw, 0, "A Flush: a legal Assault that draws 1 Power Card at launch.");
  Figure power{cw * 1.6f, cw * ui::kCardAspect, nullptr, std::string("A Power Card: ") + pa::power_info(0).name + "."};
  power.draw = [cw](ImDrawList* dl, ImVec2 at) { poker_assault_rules_power(dl, at, ImVec2(at.x + cw * 1.6f, at.y + cw * ui::kCardAspect), 0); };
  lay_out({flush, power}, width);
}

// The first ability card of the first two factions, with its name and text.
void pa_faction_card(float width) {
  const float cw = card_width(width, 4);
  std::vector<Figure> figs;
  for (int faction : {0, 1}) {
    for (const pa::AbilityInfo& a : pa::abilities()) {
      if (a.faction != faction) continue;
      const std::string first(a.cards, std::min<size_t>(std::string(a.cards).find(' '), std::string(a.cards).size()));
      auto c = parse_card(first);
      if (!c) continue;
      const Card card = *c;
      Figure f{cw, cw * ui::kCardAspect, nullptr,
               std::string(a.name) + " (" + pa::faction_name(faction) + ", " + (a.timing == pa::Timing::kAssault ? "Assault" : "Defense") +
                   "): " + a.text};
      f.w = std::min(width, ui::px(260));
      f.draw = [=](ImDrawList* dl, ImVec2 at) { poker_assault_rules_card(dl, ImVec2(at.x + (f.w - cw) * 0.5f, at.y), cw, card, faction); };
      figs.push_back(f);
      break;
    }
  }
  lay_out(figs, width);
}

// ---- Ground Assault ------------------------------------------------------------------------------------

int first_unit(ga::Domain domain) {
  for (int t = 0; t < ga::kNumUnitTypes; ++t)
    if (ga::unit_type(t).domain == domain) return t;
  return 0;
}

std::string unit_line(int type) {
  const ga::UnitType& u = ga::unit_type(type);
  return std::string(u.name) + " (" + (u.domain == ga::kGround ? "ground" : "space") + ", " + std::to_string(u.stars) + (u.stars == 1 ? " star" : " stars") + "): attack +" +
         std::to_string(u.attack) + ", damage " + std::to_string(u.damage) + ", defense " + std::to_string(u.defense) + ", shields " +
         std::to_string(u.shields) + ".";
}

Figure token(int type, int seat, int counters, std::string caption) {
  const float w = ui::px(118), h = ui::px(92);
  return {w, h, [=](ImDrawList* dl, ImVec2 at) { ground_assault_rules_token(dl, at, w, h, type, seat, counters); }, std::move(caption)};
}

void ga_unit_token(float width) {
  const int ground = first_unit(ga::kGround), space = first_unit(ga::kSpace);
  lay_out({token(ground, 0, 0, unit_line(ground) + " Boxes: attack, damage, defense, shields."),
           token(space, 1, 1, unit_line(space) + " The red badge: 1 damage counter.")},
          width);
}

void ga_battle_roll(float width) {
  const int a = first_unit(ga::kGround), d = first_unit(ga::kSpace);
  const ga::UnitType &ua = ga::unit_type(a), &ud = ga::unit_type(d);
  const int total = 5 + 4 + ua.attack;
  const bool hit = total >= ud.defense;
  const float s = ui::px(40);
  Figure dice{2 * s + 10, s, [s](ImDrawList* dl, ImVec2 at) {
                ui::draw_die(dl, at, s, 5);
                ui::draw_die(dl, ImVec2(at.x + s + 10, at.y), s, 4);
              },
              "Roll 5 + 4 = 9, + attack " + std::to_string(ua.attack) + " = " + std::to_string(total) + " against defense " +
                  std::to_string(ud.defense) + (hit ? ": a hit." : ": a miss.")};
  lay_out({token(a, 0, 0, "The attacker"), dice, token(d, 1, hit ? std::min(ua.damage, ud.shields) : 0,
                                                     hit ? "The defender takes " + std::to_string(ua.damage) + " damage counters." : "No damage.")},
          width);
}

// ---- Assault Edge ----------------------------------------------------------------------------------------

ae::UnitView ae_unit(int owner, int atk, int hp, int spd, std::vector<std::string> elements = {}) {
  ae::UnitView u;
  u.owner = owner, u.atk = atk, u.hp = u.max_hp = hp, u.spd = u.spd_left = spd, u.elements = std::move(elements);
  u.state = "ready";
  return u;
}

Figure ae_token(ae::UnitView u, std::string caption) {
  const float w = ui::px(64);
  return {w, w, [u, w](ImDrawList* dl, ImVec2 at) { assault_edge_rules_token(dl, u, at, w); }, std::move(caption)};
}

void ae_unit_token(float width) {
  lay_out({ae_token(ae_unit(0, 1, 1, 1), "A new unit: Attack 1 (red), Health 1 (green), Speed 1 (blue)."),
           ae_token(ae_unit(0, 3, 2, 2, {ae::element_name(0)}), "With face-up facilities' bonuses and element: 3 / 2 / 2.")},
          width);
}

void ae_move_and_attack(float width) {
  const float s = std::clamp((width - 10) / 5, 40.0f, ui::px(64));
  Figure board{5 * s, s, nullptr,
               "Move 1: your unit (Speed 2) moves two squares; Battle: the enemy is adjacent, so it puts its Attack on it."};
  board.draw = [s](ImDrawList* dl, ImVec2 at) {
    for (int i = 0; i < 5; ++i) {
      const ImVec2 a(at.x + i * s, at.y), e(a.x + s, a.y + s);
      dl->AddRectFilled(a, e, (i & 1) ? ui::colors::kFieldLight : ui::colors::kFieldDark);
      dl->AddRect(a, e, ui::colors::kFieldLine);
    }
    const float pad = s * 0.1f, w = s - 2 * pad;
    dl->AddRect(ImVec2(at.x + pad, at.y + pad), ImVec2(at.x + pad + w, at.y + pad + w), IM_COL32(255, 255, 255, 120), 4, 0, 1.5f);
    dl->AddLine(ImVec2(at.x + s * 0.5f, at.y + s * 0.5f), ImVec2(at.x + s * 2.2f, at.y + s * 0.5f), ui::colors::kGold, 3);
    assault_edge_rules_token(dl, ae_unit(0, 2, 2, 2), ImVec2(at.x + 2 * s + pad, at.y + pad), w);
    assault_edge_rules_token(dl, ae_unit(1, 1, 2, 1), ImVec2(at.x + 3 * s + pad, at.y + pad), w);
    dl->AddTriangleFilled(ImVec2(at.x + 3 * s - 2, at.y + s * 0.5f), ImVec2(at.x + 3 * s - 10, at.y + s * 0.5f - 6),
                          ImVec2(at.x + 3 * s - 10, at.y + s * 0.5f + 6), IM_COL32(230, 60, 50, 255));
  };
  lay_out({board}, width);
}

const std::map<std::string, RulesExampleFn>& registry() {
  static const std::map<std::string, RulesExampleFn> kExamples = {
      {"h2h-flush-row", h2h_flush_row},          {"h2h-die-round-type", h2h_die_round_type}, {"h2h-chips", h2h_chips},
      {"cf-pair-makes-ten", cf_pair_makes_ten},  {"cf-attack", cf_attack},                   {"pa-assault-defended", pa_assault_defended},
      {"pa-flush-assault", pa_flush_assault},    {"pa-faction-card", pa_faction_card},       {"ga-unit-token", ga_unit_token},
      {"ga-battle-roll", ga_battle_roll},        {"ae-unit-token", ae_unit_token},           {"ae-move-and-attack", ae_move_and_attack},
  };
  return kExamples;
}

// ---- the reference's pictures ---------------------------------------------------------------------

ImVec2 pa_faction_card_picture(const std::string& name, ImDrawList* dl, ImVec2 at) {
  const float cw = ui::px(54);
  for (const pa::AbilityInfo& a : pa::abilities()) {
    if (a.faction < 0 || name != a.name) continue;
    const std::string printed(a.cards);
    auto c = parse_card(printed.substr(0, printed.find(' ')));
    if (!c) return {};
    if (dl) poker_assault_rules_card(dl, at, cw, *c, a.faction);
    return {cw, cw * ui::kCardAspect};
  }
  return {};
}

ImVec2 pa_power_picture(const std::string& name, ImDrawList* dl, ImVec2 at) {
  const ImVec2 size(ui::px(84), ui::px(76));
  for (int id = 0; id < pa::kNumPowers; ++id) {
    if (name != pa::power_info(id).name) continue;
    if (dl) poker_assault_rules_power(dl, at, ImVec2(at.x + size.x, at.y + size.y), id);
    return size;
  }
  return {};
}

ImVec2 ga_unit_picture(const std::string& name, ImDrawList* dl, ImVec2 at) {
  const float w = ui::px(118), h = ui::px(92);
  for (int t = 0; t < ga::kNumUnitTypes; ++t) {
    if (name != ga::unit_type(t).name) continue;
    if (dl) ground_assault_rules_token(dl, at, w, h, t, 0, 0);
    return {w, h};
  }
  return {};
}

// Assault Edge: a Unit card as the unit it spawns (1/1/1 plus the card's bonuses).
ImVec2 ae_unit_card_picture(const std::string& name, ImDrawList* dl, ImVec2 at) {
  const float w = ui::px(64);
  for (int t = 0; t < ae::kNumCardTypes; ++t) {
    const ae::CardType& c = ae::card_type(t);
    if (name != c.name || !(c.subtypes & ae::kUnitCard)) continue;
    if (dl) {
      ae::UnitView u = ae_unit(0, 1 + c.atk, 1 + c.hp, 1 + c.spd);
      u.unique = t;
      assault_edge_rules_token(dl, u, at, w);
    }
    return {w, w};
  }
  return {};
}

using PictureFn = ImVec2 (*)(const std::string& name, ImDrawList* dl, ImVec2 at);
const std::map<std::string, PictureFn>& pictures() {
  static const std::map<std::string, PictureFn> kPictures = {
      {"faction-cards", pa_faction_card_picture}, {"power-cards", pa_power_picture}, {"units", ga_unit_picture}, {"cards", ae_unit_card_picture}};
  return kPictures;
}

}  // namespace

bool is_reference_section(const std::string& slug) { return pictures().count(slug) > 0; }

ImVec2 rules_reference_picture(const std::string& slug, const std::string& name, ImDrawList* dl, ImVec2 at) {
  const auto it = pictures().find(slug);
  return it == pictures().end() ? ImVec2(0, 0) : it->second(name, dl, at);
}

RulesExampleFn find_rules_example(const std::string& name) {
  const auto it = registry().find(name);
  return it == registry().end() ? nullptr : it->second;
}

std::vector<std::string> rules_example_names() {
  std::vector<std::string> names;
  for (const auto& [name, fn] : registry()) names.push_back(name);
  return names;
}

}  // namespace ff
