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

// The filter: the whole pool, the force's units (ground or space) or the deck's cards (combat or
// objective).
constexpr const char* kFilters[5] = {"Everything", "Ground units", "Space units", "Combat cards", "Objectives"};

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

void draw_filters(DeckEdit& e) {
  for (int i = 0; i < 5; ++i) {
    if (i) ui::same_line_if_fits(ImGui::CalcTextSize(kFilters[i]).x + ImGui::GetFrameHeight() + 8);
    if (ImGui::RadioButton((std::string(kFilters[i]) + "##ga-filter").c_str(), e.filter == i)) e.filter = i;
    hook::record_last_item("deck/filter/" + std::to_string(i));
  }
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
  ImGui::TextWrapped("%dx %s (%d star%s)", n, u.name, u.stars, u.stars == 1 ? "" : "s");
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
  ImGui::TextWrapped("%dx %s", n, c.name);
  ImGui::PopStyleColor();
  small_muted(std::string(c.kind == ga::kObjective ? "Objective" : "Combat card") + ". " + c.text);
  changed |= edit(a.deck, t, step, step > 0 ? ga::cannot_add_card(a, t) : "", c.id, e);
  if (e.refused_item == c.id) warn(e.refused);
}

void draw(DeckEdit& e) {
  auto parsed = ga::parse_army_code(e.code);
  if (!parsed) {
    warn("This army cannot be read: " + parsed.error());
    return;
  }
  ga::Army a = *parsed;
  bool changed = false;
  draw_filters(e);
  ImGui::Separator();
  if (e.filter <= 2) {
    const int stars = ga::force_stars(a.force);
    draw_count("Force  " + std::to_string(stars) + " / " + std::to_string(ga::kGameStars) + " stars", stars > 0 && stars <= ga::kGameStars);
    for (int t = 0; t < ga::kNumUnitTypes; ++t) {
      const ga::Domain d = ga::unit_type(t).domain;
      if (e.filter == 0 || (e.filter == 1 && d == ga::kGround) || (e.filter == 2 && d == ga::kSpace)) draw_unit(a, t, e, changed);
    }
  }
  if (e.filter == 0 || e.filter >= 3) {
    ImGui::Dummy(ImVec2(0, 6));
    const int cards = static_cast<int>(a.deck.size());
    draw_count("Deck  " + std::to_string(cards) + " cards (at least " + std::to_string(ga::kMinDeckCards) + ")", cards >= ga::kMinDeckCards);
    for (int t = 0; t < ga::kNumCardTypes; ++t) {
      const ga::CardKind k = ga::card_type(t).kind;
      if (e.filter == 0 || (e.filter == 3 && k == ga::kCombat) || (e.filter == 4 && k == ga::kObjective)) draw_card(a, t, e, changed);
    }
  }
  if (changed) {
    e.code = ga::army_code(a);
    e.refused.clear();
    e.refused_item.clear();
  }
}

}  // namespace

const DeckBuilderUI& ground_assault_builder() {
  static const DeckBuilderUI builder{
      "ground-assault", "army",
      "a force of up to 30 build stars (at most 3 copies of a unit) and a deck of at least 30 cards (at most 3 copies of a card).",
      "faction1", &starts, &unreadable, &generated, &problems, &draw};
  return builder;
}

}  // namespace ff
