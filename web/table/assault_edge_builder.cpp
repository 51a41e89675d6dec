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

// The filters' choices (PoolFilter: 0 is any). Type: one subtype. Element: only facilities have one.
// Cost: the cards a card's cost takes (none, 1, 2); a requirement ("Only in response to ...") is no cost.
const std::vector<std::string> kDeckChoices = {"All decks", "Research Deck", "Command Deck", "Barracks Deck"};
const std::vector<std::string> kTypeChoices = {"All types", "Unit cards", "Equipment", "Techniques", "Quick"};
const std::vector<std::string> kCostChoices = {"Any cost", "No cost", "Cost: 1 card", "Cost: 2 cards"};
const std::vector<std::string>& element_choices() {
  static const std::vector<std::string> list = [] {
    std::vector<std::string> out{"Any element"};
    for (int el = 0; el < ae::kNumElements; ++el) out.emplace_back(ae::element_name(el));
    return out;
  }();
  return list;
}

bool type_shown(const ae::CardType& c, int type) {
  switch (type) {
    case 1: return c.subtypes & ae::kUnitCard;
    case 2: return c.subtypes & ae::kEquipment;
    case 3: return c.subtypes & ae::kTechnique;
    case 4: return c.quick();
    default: return true;
  }
}

// Does card type `t` pass the filters? Cards have no element: an element filter lists none.
bool card_listed(int t, const PoolFilter& f) {
  const ae::CardType& c = ae::card_type(t);
  return (f.deck == 0 || f.deck == c.deck + 1) && type_shown(c, f.type) && f.element == 0 &&
         (f.cost == 0 || f.cost == ae::cost_cards(t) + 1);
}

// Facilities are listed with no deck, type or cost filter (they have none), by element.
bool facility_listed(int fac, const PoolFilter& f) {
  return f.deck == 0 && f.type == 0 && f.cost == 0 && (f.element == 0 || f.element == ae::facility(fac).element + 1);
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

// The filters, as compact combos (two to a line on a phone), and Clear filters while any is set.
void draw_filters(PoolFilter& f) {
  builder::filter_combo("deck", kDeckChoices, f.deck, true);
  builder::filter_combo("type", kTypeChoices, f.type);
  builder::filter_combo("element", element_choices(), f.element);
  builder::filter_combo("cost", kCostChoices, f.cost);
  builder::clear_filters(f);
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
    if (!facility_listed(f, e.filter)) continue;
    e.listed.emplace_back(ae::facility(f).id);
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
    ui::text_wrapped("%s", fac.name);
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
  ui::text_wrapped("%s %s", copies_text(n).c_str(), c.name);
  ImGui::PopStyleColor();
  std::string line = subtype_text(c);
  if (c.subtypes & ae::kUnitCard) line += " (+" + std::to_string(c.atk) + "/+" + std::to_string(c.hp) + "/+" + std::to_string(c.spd) + ")";
  line += ". ";
  if (*c.cost) line += std::string(c.cost) + ". ";  // a cost ("Cost: ...") or a requirement ("Only ...")
  small_muted(line + c.text);
  if (e.refused_item == c.id) warn(e.refused);
}

// The pool as the filters leave it: the facilities, then each deck's count and cards.
void draw_pool(ae::Army& a, DeckEdit& e, bool& changed) {
  const PoolFilter& f = e.filter;
  bool any_facility = false;
  for (int fac = 0; fac < ae::kNumFacilities; ++fac) any_facility |= facility_listed(fac, f);
  if (any_facility) draw_facilities(a, e, changed);
  if (f.element != 0) small_muted("Cards have no element: choose Any element to list them.");
  for (int k = 0; k < 3; ++k) {
    std::vector<int> cards;
    for (int t = 0; t < ae::kNumCardTypes; ++t)
      if (ae::card_type(t).deck == k && card_listed(t, f)) cards.push_back(t);
    if (cards.empty()) continue;
    ImGui::Dummy(ImVec2(0, 6));
    draw_count(std::string(kDeckNames[k]) + " Deck", static_cast<int>(a.decks[k].size()), ae::kDeckSizes[k]);
    hook::record_last_item(std::string("deck/count/") + kDeckNames[k]);
    for (int t : cards) {
      e.listed.emplace_back(ae::card_type(t).id);
      draw_card(a, t, e, changed);
    }
  }
  if (e.listed.empty()) builder::no_match();
}

void draw(DeckEdit& e) {
  e.listed.clear();
  auto parsed = ae::parse_army_code(e.code);
  if (!parsed) {
    warn("This army cannot be read: " + parsed.error());
    return;
  }
  ae::Army a = *parsed;
  bool changed = false;
  draw_filters(e.filter);
  ImGui::Separator();
  draw_pool(a, e, changed);
  if (changed) {
    e.code = ae::army_code(a);
    e.refused.clear();
    e.refused_item.clear();
  }
}

}  // namespace

const DeckBuilderUI& assault_edge_builder() {
  static const DeckBuilderUI builder{ae::Registration::game().info.id, "army",
      "two different facilities; Research 15, Command 30 and Barracks 15 cards, at most 3 copies of a card.", "army1", &starts, &unreadable, &generated, &problems, &draw};
  return builder;
}

}  // namespace ff
