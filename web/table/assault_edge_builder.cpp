// Assault Edge's army builder: the two facilities and the three decks (Research 15, Command 30,
// Barracks 15, at most 3 copies of a card), from the whole pool of 10 facilities and 34 cards. The
// deck is edited as its code (AE1-...); the rule checks are the engine's (army_problems, cannot_add).
#include <algorithm>
#include <string>
#include <vector>

#include "core/games/assault_edge/assault_edge.h"
#include "imgui.h"
#include "web/table/deck_builder.h"
#include "web/widgets/test_hook.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

namespace ae = assault_edge;

constexpr int kNoFacility = 15;  // an empty facility slot (the code's 4 bits hold 0..15)
constexpr const char* kDeckNames[3] = {"Research", "Command", "Barracks"};

std::string copies_text(int n) { return std::to_string(n) + "x"; }

const char* subtype_text(const ae::CardType& c) {
  if (c.subtypes & ae::kUnitCard) return c.quick() ? "Unit card, Quick" : "Unit card";
  if (c.subtypes & ae::kEquipment) return c.quick() ? "Equipment, Quick" : "Equipment";
  if (c.subtypes & ae::kTechnique) return c.quick() ? "Technique, Quick" : "Technique";
  return c.quick() ? "Quick" : "Tactic";
}

// The type filter's choices: every card, or one subtype.
constexpr const char* kTypeNames[5] = {"All types", "Unit cards", "Equipment", "Techniques", "Quick"};
bool type_shown(const ae::CardType& c, int type) {
  switch (type) {
    case 1: return c.subtypes & ae::kUnitCard;
    case 2: return c.subtypes & ae::kEquipment;
    case 3: return c.subtypes & ae::kTechnique;
    case 4: return c.quick();
    default: return true;
  }
}

std::string generated(uint64_t seed) { return ae::army_code(ae::generate_army(seed)); }

std::vector<std::pair<std::string, std::string>> starts(uint64_t seed) {
  std::vector<std::pair<std::string, std::string>> out;
  for (int a = 0; a < ae::kNumArmies; ++a) out.emplace_back(ae::army(a).name, ae::army_code(ae::army(a)));
  out.emplace_back("A generated army", generated(seed));
  ae::Army empty{"custom", "Custom army", {kNoFacility, kNoFacility}, {}};
  out.emplace_back("An empty army", ae::army_code(empty));
  return out;
}

std::string unreadable(const std::string& code) {
  auto a = ae::parse_army_code(code);
  return a ? "" : a.error();
}

std::vector<std::string> problems(const std::string& code) {
  auto a = ae::parse_army_code(code);
  if (!a) return {a.error()};
  int chosen = 0;
  for (int f : a->facilities) chosen += f < ae::kNumFacilities;
  std::vector<std::string> out;
  if (chosen < 2) out.push_back("Facilities: " + std::to_string(chosen) + " of 2 chosen");
  for (const std::string& p : ae::army_problems(*a))
    if (chosen == 2 || (p != "unknown facility" && p != "the two facilities must be different cards")) out.push_back(p);
  return out;
}

// The two filter rows: which deck, which type of card.
void draw_filters(DeckEdit& e) {
  int deck = e.filter % 8, type = e.filter / 8;
  const char* decks[4] = {"All decks", "Research", "Command", "Barracks"};
  for (int i = 0; i < 4; ++i) {
    if (i) ui::same_line_if_fits(ImGui::CalcTextSize(decks[i]).x + ImGui::GetFrameHeight() + 8);
    if (ImGui::RadioButton((std::string(decks[i]) + "##deck-filter").c_str(), deck == i)) deck = i;
    hook::record_last_item("deck/filter/deck/" + std::to_string(i));
  }
  for (int i = 0; i < 5; ++i) {
    if (i) ui::same_line_if_fits(ImGui::CalcTextSize(kTypeNames[i]).x + ImGui::GetFrameHeight() + 8);
    if (ImGui::RadioButton((std::string(kTypeNames[i]) + "##type-filter").c_str(), type == i)) type = i;
    hook::record_last_item("deck/filter/type/" + std::to_string(i));
  }
  e.filter = type * 8 + deck;
}

using builder::small_muted;
using builder::warn;

// One line of a count against its target: green when it is met, amber otherwise.
void draw_count(const std::string& what, int n, int of) {
  builder::draw_count(what + "  " + std::to_string(n) + " / " + std::to_string(of), n == of);
}

void draw_facilities(ae::Army& a, DeckEdit& e, bool& changed) {
  int chosen = 0;
  for (int f : a.facilities) chosen += f < ae::kNumFacilities;
  draw_count("Facilities", chosen, 2);
  for (int f = 0; f < ae::kNumFacilities; ++f) {
    const ae::Facility& fac = ae::facility(f);
    auto slot = std::find(a.facilities.begin(), a.facilities.end(), f);
    const bool in = slot != a.facilities.end();
    if (ui::button(std::string("deck/facility/") + fac.id, in ? "Remove" : "Take", ImVec2(ui::px(84), 30))) {
      auto free = std::find_if(a.facilities.begin(), a.facilities.end(), [](int x) { return x >= ae::kNumFacilities; });
      if (in) *slot = kNoFacility, changed = true;
      else if (free != a.facilities.end()) *free = f, changed = true;
      else e.refused = std::string("Two facilities already: remove one to take ") + fac.name, e.refused_item = fac.id;
    }
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, in ? ui::colors::kGold : ui::colors::kText);
    ImGui::TextWrapped("%s", fac.name);
    ImGui::PopStyleColor();
    std::string line = std::string(ae::element_name(fac.element)) + ", " + ae::archetype_name(fac.archetype) + "; units +" +
                       std::to_string(fac.atk) + "/+" + std::to_string(fac.hp) + "/+" + std::to_string(fac.spd);
    if (*fac.text) line += ". " + std::string(fac.text);
    small_muted(line);
    if (e.refused_item == fac.id) warn(e.refused);
  }
}

// One card of the pool: its copies in the deck, add and remove, its type, cost and effect.
void draw_card(ae::Army& a, int t, DeckEdit& e, bool& changed) {
  const ae::CardType& c = ae::card_type(t);
  auto& deck = a.decks[static_cast<size_t>(c.deck)];
  const int n = static_cast<int>(std::count(deck.begin(), deck.end(), t));
  const int step = builder::steppers(c.id);
  if (step < 0 && n > 0) {
    deck.erase(std::find(deck.begin(), deck.end(), t));
    changed = true;
  }
  if (step > 0) {
    const std::string why = ae::cannot_add(a, t);
    if (why.empty()) deck.push_back(t), changed = true;
    else e.refused = why, e.refused_item = c.id;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, n > 0 ? ui::colors::kGold : ui::colors::kText);
  ImGui::TextWrapped("%s %s", copies_text(n).c_str(), c.name);
  ImGui::PopStyleColor();
  std::string line = subtype_text(c);
  if (c.subtypes & ae::kUnitCard) line += " (+" + std::to_string(c.atk) + "/+" + std::to_string(c.hp) + "/+" + std::to_string(c.spd) + ")";
  if (*c.cost) line += "; cost: " + std::string(c.cost);
  small_muted(line + ". " + c.text);
  if (e.refused_item == c.id) warn(e.refused);
}

void draw(DeckEdit& e) {
  auto parsed = ae::parse_army_code(e.code);
  if (!parsed) {
    warn("This army cannot be read: " + parsed.error());
    return;
  }
  ae::Army a = *parsed;
  bool changed = false;
  draw_filters(e);
  ImGui::Separator();
  const int deck_filter = e.filter % 8, type = e.filter / 8;
  if (deck_filter == 0 && type == 0) draw_facilities(a, e, changed);
  for (int k = 0; k < 3; ++k) {
    if (deck_filter != 0 && deck_filter != k + 1) continue;
    ImGui::Dummy(ImVec2(0, 6));
    draw_count(std::string(kDeckNames[k]) + " Deck", static_cast<int>(a.decks[k].size()), ae::kDeckSizes[k]);
    hook::record_last_item(std::string("deck/count/") + kDeckNames[k]);
    for (int t = 0; t < ae::kNumCardTypes; ++t)
      if (ae::card_type(t).deck == k && type_shown(ae::card_type(t), type)) draw_card(a, t, e, changed);
  }
  if (changed) {
    e.code = ae::army_code(a);
    e.refused.clear();
    e.refused_item.clear();
  }
}

}  // namespace

const DeckBuilderUI& assault_edge_builder() {
  static const DeckBuilderUI builder{"assault-edge", "army",
      "two different facilities; Research 15, Command 30 and Barracks 15 cards, at most 3 copies of a card.", "army1", &starts, &unreadable, &generated, &problems, &draw};
  return builder;
}

}  // namespace ff
