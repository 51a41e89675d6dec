// Ground Assault's force and deck builder: a force of up to 30 build stars (at most 3 copies of a
// unit: one per 10 stars) and a deck of at least 30 cards (at most 3 copies of a card), from every
// unit and card of the game. The army is edited as its code (GA1-...); the rule checks are the
// engine's (army_problems, cannot_add_unit, cannot_add_card).
#include <algorithm>
#include <string>
#include <vector>

#include "core/games/ground_assault/ground_assault.h"
#include "imgui.h"
#include "web/table/deck_builder.h"
#include "web/widgets/test_hook.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

namespace ga = ground_assault;

// The filters' choices (PoolFilter: 0 is any). Type: the force's units (ground or space) or the deck's
// cards (combat or objective). Icon: one a unit has, the one a combat card is of (objectives have none).
// Stars: a unit's build stars, a card's stars.
const std::vector<std::string> kTypeChoices = {"Everything", "Ground units", "Space units", "Combat cards", "Objectives"};
const std::vector<std::string> kStarChoices = {"Any stars", "1 star", "2 stars", "3 stars", "4 stars", "5 stars"};
const std::vector<std::string>& icon_choices() {
  static const std::vector<std::string> list = [] {
    std::vector<std::string> out{"Any icon"};
    for (int i = 0; i < ga::kNumIcons; ++i) out.emplace_back(ga::icon_name(i));
    return out;
  }();
  return list;
}

bool unit_listed(const ga::UnitType& u, const PoolFilter& f) {
  const bool type = f.type == 0 || (f.type == 1 && u.domain == ga::kGround) || (f.type == 2 && u.domain == ga::kSpace);
  return type && (f.icon == 0 || u.has(f.icon - 1)) && (f.cost == 0 || f.cost == u.stars);
}

bool card_listed(const ga::CardType& c, const PoolFilter& f) {
  const bool combat = c.kind == ga::kCombat;
  const bool type = f.type == 0 || (f.type == 3 && combat) || (f.type == 4 && !combat);
  return type && (f.icon == 0 || (combat && c.gate_icon == f.icon - 1)) && (f.cost == 0 || f.cost == c.stars);
}

std::string generated(uint64_t seed) { return ga::army_code(ga::generate_army(seed)); }

std::vector<std::pair<std::string, std::string>> starts(uint64_t seed) {
  std::vector<std::pair<std::string, std::string>> out;
  for (int f = 0; f < 2; ++f) out.emplace_back(ga::faction_name(f), ga::army_code(ga::faction_army(f)));
  out.emplace_back("A generated army", generated(seed));
  out.emplace_back("An empty army", ga::army_code(ga::Army{}));
  return out;
}

std::string unreadable(const std::string& code) {
  auto a = ga::parse_army_code(code);
  return a ? "" : a.error();
}

std::vector<std::string> problems(const std::string& code) {
  auto a = ga::parse_army_code(code);
  if (!a) return {a.error()};
  return ga::army_problems(*a);
}

// The filters, as compact combos (two to a line on a phone), and Clear filters while any is set.
void draw_filters(PoolFilter& f) {
  builder::filter_combo("type", kTypeChoices, f.type, true);
  builder::filter_combo("icon", icon_choices(), f.icon);
  builder::filter_combo("cost", kStarChoices, f.cost);
  builder::clear_filters(f);
}

using builder::draw_count;
using builder::small_muted;
using builder::steppers;
using builder::warn;

// Adds (step 1) or removes (step -1) one copy of `type` in `list`, unless `why` refuses the add.
bool edit(std::vector<int>& list, int type, int step, const std::string& why, const char* id, DeckEdit& e) {
  if (step < 0) {
    auto it = std::find(list.begin(), list.end(), type);
    if (it == list.end()) return false;
    list.erase(it);
    return true;
  }
  if (step == 0) return false;
  if (!why.empty()) {
    e.refused = why, e.refused_item = id;
    return false;
  }
  list.push_back(type);
  return true;
}

void draw_unit(ga::Army& a, int t, DeckEdit& e, bool& changed) {
  const ga::UnitType& u = ga::unit_type(t);
  const int n = static_cast<int>(std::count(a.force.begin(), a.force.end(), t));
  const int step = steppers(u.id);
  ImGui::PushStyleColor(ImGuiCol_Text, n > 0 ? ui::colors::kGold : ui::colors::kText);
  ui::text_wrapped("%dx %s (%d star%s)", n, u.name, u.stars, u.stars == 1 ? "" : "s");
  ImGui::PopStyleColor();
  std::string icons;
  for (int i = 0; i < 32; ++i)
    if (u.has(i)) icons += std::string(icons.empty() ? "" : ", ") + ga::icon_name(i);
  small_muted(std::string(u.domain == ga::kGround ? "Ground" : "Space") + "; attack " + std::to_string(u.attack) + ", damage " +
              std::to_string(u.damage) + ", defense " + std::to_string(u.defense) + ", shields " + std::to_string(u.shields) +
              (icons.empty() ? "" : "; " + icons));
  changed |= edit(a.force, t, step, step > 0 ? ga::cannot_add_unit(a, t) : "", u.id, e);
  if (e.refused_item == u.id) warn(e.refused);
}

void draw_card(ga::Army& a, int t, DeckEdit& e, bool& changed) {
  const ga::CardType& c = ga::card_type(t);
  const int n = static_cast<int>(std::count(a.deck.begin(), a.deck.end(), t));
  const int step = steppers(c.id);
  ImGui::PushStyleColor(ImGuiCol_Text, n > 0 ? ui::colors::kGold : ui::colors::kText);
  ui::text_wrapped("%dx %s", n, c.name);
  ImGui::PopStyleColor();
  const std::string stars = std::to_string(c.stars) + (c.stars == 1 ? " star" : " stars");
  if (c.kind == ga::kObjective) small_muted("Objective; " + stars + ", defense " + std::to_string(c.obj_defense) + ". " + c.text);
  else small_muted(std::string("Combat card; icon: ") + ga::icon_name(c.gate_icon) + "; " + stars + ". " + c.text);
  changed |= edit(a.deck, t, step, step > 0 ? ga::cannot_add_card(a, t) : "", c.id, e);
  if (e.refused_item == c.id) warn(e.refused);
}

// The pool as the filters leave it: the force's count and units, then the deck's count and cards.
void draw_pool(ga::Army& a, DeckEdit& e, bool& changed) {
  const PoolFilter& f = e.filter;
  std::vector<int> units, cards;
  for (int t = 0; t < ga::kNumUnitTypes; ++t)
    if (unit_listed(ga::unit_type(t), f)) units.push_back(t);
  for (int t = 0; t < ga::kNumCardTypes; ++t)
    if (card_listed(ga::card_type(t), f)) cards.push_back(t);
  if (!units.empty()) {
    const int stars = ga::force_stars(a.force);
    draw_count("Force  " + std::to_string(stars) + " / " + std::to_string(ga::kGameStars) + " stars", stars > 0 && stars <= ga::kGameStars);
  }
  for (int t : units) {
    e.listed.emplace_back(ga::unit_type(t).id);
    draw_unit(a, t, e, changed);
  }
  if (!cards.empty()) {
    ImGui::Dummy(ImVec2(0, 6));
    const int n = static_cast<int>(a.deck.size());
    draw_count("Deck  " + std::to_string(n) + " cards (at least " + std::to_string(ga::kMinDeckCards) + ")", n >= ga::kMinDeckCards);
  }
  for (int t : cards) {
    e.listed.emplace_back(ga::card_type(t).id);
    draw_card(a, t, e, changed);
  }
  if (f.icon != 0 && (f.type == 0 || f.type == 4)) small_muted("Objectives have no icon: choose Any icon to list them.");
  if (e.listed.empty()) builder::no_match();
}

void draw(DeckEdit& e) {
  e.listed.clear();
  auto parsed = ga::parse_army_code(e.code);
  if (!parsed) {
    warn("This army cannot be read: " + parsed.error());
    return;
  }
  ga::Army a = *parsed;
  bool changed = false;
  draw_filters(e.filter);
  ImGui::Separator();
  draw_pool(a, e, changed);
  if (changed) {
    e.code = ga::army_code(a);
    e.refused.clear();
    e.refused_item.clear();
  }
}

}  // namespace

const DeckBuilderUI& ground_assault_builder() {
  static const DeckBuilderUI builder{
      ga::Registration::game().info.id, "army",
      "a force of up to 30 build stars (at most 3 copies of a unit) and a deck of at least 30 cards (at most 3 copies of a card).",
      "faction1", &starts, &unreadable, &generated, &problems, &draw};
  return builder;
}

}  // namespace ff
