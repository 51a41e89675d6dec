// Poker Assault: options, set-up (decks per variant, the Cross-faction draft, random chips, the cut
// for the first turn, the deal), Street Fight's second deck, and registration.
#include <algorithm>

#include "core/games/poker_assault/poker_assault.h"
#include "core/games/poker_assault/poker_assault_ai.h"
#include "core/games/poker_assault/poker_assault_state.h"

namespace ff {
namespace poker_assault {

// ---- options ----------------------------------------------------------------------------------

int faction_choice(int seat, int index) {
  if (index == 0) return seat;  // the default: seat s plays faction s
  return index - 1 < seat ? index - 1 : index;  // then the other factions in order
}

Config resolve_config(const Options& options) {
  const GameInfo& info = poker_assault_game().info;
  Config c;
  c.variant = static_cast<Variant>(option_index(info, options, "variant"));
  c.chips = static_cast<StartChips>(option_index(info, options, "chips"));
  for (int s = 0; s < kMaxSeats; ++s) c.faction[s] = faction_choice(s, option_index(info, options, "faction" + std::to_string(s + 1)));
  c.first = option_index(info, options, "first") - 1;  // "cut", then seats 1..4
  for (int s = 0; s < kVariantSeats; ++s) {
    c.second[s] = option_index(info, options, "second" + std::to_string(s + 1)) - 1;  // "auto", then the factions
    c.start_second[s] = option_index(info, options, "start" + std::to_string(s + 1)) == 1;
  }
  return c;
}

const std::string& variant_id(Variant v) {
  static const std::string kUnknown = "?";
  for (const OptionSpec& spec : poker_assault_game().info.options)
    if (spec.key == "variant" && static_cast<size_t>(v) < spec.choices.size()) return spec.choices[static_cast<size_t>(v)];
  return kUnknown;
}

// ---- construction and set-up ---------------------------------------------------------------------

PaState::PaState(const Game& game, uint64_t seed, int seats, const Options& options, std::shared_ptr<const Rig> rig)
    : State(game, seed, seats, options), rng_(seed), rig_(std::move(rig)), config_(resolve_config(options)) {
  events_.reserve(256);
  origin_.fill(-1);
  if (config_.variant == Variant::kCross && rig_) {
    // Tests: a fixed draft, seat s takes suit (f + s) % 4 of faction f.
    draft_.fill(-1);
    for (int s = 0; s < seats; ++s)
      for (int f = 0; f < kNumFactions; ++f) draft_[f * 4 + (f + s) % 4] = static_cast<int8_t>(s);
  }
  if (config_.variant == Variant::kCross)
    for (int f = 0; f < kNumFactions; ++f) {
      const auto d = standard_deck(static_cast<uint8_t>(f));
      box_.insert(box_.end(), d.begin(), d.end());  // suits nobody drafts stay in the box
    }
  if (config_.variant == Variant::kCross && !rig_) {
    // Set-up begins with the draft of suits (notes.md, Cross-faction draft); the decks are built after it.
    enter(Phase::kDraft, 0);
    draft_.fill(-1);
    return;
  }
  build_decks();
  setup();
}

// Second faction of a seat in Double Decker and Street Fight (notes.md): the player's choice, or
// ("auto", what the computer chooses for itself) the next one in the list.
int PaState::second_faction(int seat) const {
  if (seat < kVariantSeats && config_.second[seat] >= 0) return config_.second[seat];
  return (config_.faction[seat] + 1) % kNumFactions;
}

// Street Fight: the deck a seat plays after its first knock-out has left the game (deck id).
int PaState::street_gone_deck(int seat) const { return primary_[seat] == seat ? seat + 4 : seat; }

void PaState::build_decks() {
  const int n = num_seats();
  for (int s = 0; s < n; ++s) {
    if (config_.variant == Variant::kCross) cross_deck(s);
    else faction_decks(s);
    for (Card c : deck_[s]) origin_[c.id()] = static_cast<int8_t>(s);
    for (Card c : reserve_[s]) origin_[c.id()] = static_cast<int8_t>(s);
    count_own(s);
  }
  if (config_.variant == Variant::kCross) cross_power_decks();
  for (int s = 0; s < n; ++s) {
    rng_.shuffle(deck_[s]);
    rng_.shuffle(power_deck_[s]);
    rng_.shuffle(reserve_[s]);
    rng_.shuffle(reserve_power_[s]);
  }
}

// The seat's faction deck and Power Deck; Double Decker shuffles the next faction's in, Street Fight
// keeps them aside.
void PaState::faction_decks(int s) {
  primary_[s] = s;
  deck_faction_[s] = config_.faction[s];
  deck_[s] = standard_deck(static_cast<uint8_t>(s));
  for (int k = 0; k < 8; ++k) power_deck_[s].push_back(config_.faction[s] * 8 + k);
  if (config_.variant == Variant::kStandard) return;
  deck_faction_[s + 4] = second_faction(s);
  const auto second = standard_deck(static_cast<uint8_t>(s + 4));
  if (config_.variant == Variant::kDouble) {
    deck_[s].insert(deck_[s].end(), second.begin(), second.end());
    for (int k = 0; k < 8; ++k) power_deck_[s].push_back(second_faction(s) * 8 + k);
  } else {
    reserve_[s] = second;
    for (int k = 0; k < 8; ++k) reserve_power_[s].push_back(second_faction(s) * 8 + k);
    if (s < kVariantSeats && config_.start_second[s]) {  // the player starts with the second deck
      deck_[s].swap(reserve_[s]);
      power_deck_[s].swap(reserve_power_[s]);
      primary_[s] = s + 4;
    }
  }
}

// Cross-faction: the seat's deck is the suits it drafted (each from its faction's deck).
void PaState::cross_deck(int seat) {
  primary_[seat] = -1;
  for (int f = 0; f < kNumFactions; ++f) {
    deck_faction_[f] = f;
    for (int suit = 0; suit < 4; ++suit)
      if (draft_[f * 4 + suit] == seat)
        for (int r = 2; r <= kAce; ++r) {
          const Card c = Card::make(static_cast<uint8_t>(r), static_cast<uint8_t>(suit), static_cast<uint8_t>(f));
          box_.erase(std::find(box_.begin(), box_.end(), c));
          deck_[seat].push_back(c);
        }
  }
}

// Cross-faction Power Decks: two random cards of each faction.
void PaState::cross_power_decks() {
  for (int f = 0; f < kNumFactions; ++f) {
    std::vector<int> ids;
    for (int k = 0; k < 8; ++k) ids.push_back(f * 8 + k);
    rng_.shuffle(ids);
    for (int s = 0; s < num_seats(); ++s) {
      power_deck_[s].push_back(ids[2 * s]);
      power_deck_[s].push_back(ids[2 * s + 1]);
    }
  }
}

void PaState::count_own(int s) {
  own_count_[s].fill(0);
  for (Card c : deck_[s]) ++own_count_[s][c.index52()];
}

std::string PaState::card_name(Card c, int holder) const {
  std::string s = to_string(c);
  if (holder < 0 || holder >= num_seats()) return s;
  const bool own = origin_[c.id()] == holder;
  if (own && (c.deck == primary_[holder] || own_count_[holder][c.index52()] <= 1)) return s;
  return s + "@" + std::to_string(c.deck + 1);
}

void PaState::setup() {
  for (int t = 0; t < (teams() ? 2 : num_seats()); ++t) chips_[t] = teams() ? 2 * kStartChips : kStartChips;
  if (config_.chips == StartChips::kRandom) cut_for_chips();
  if (rig_) apply_rig();
  if (rig_ && rig_->first >= 0) first_player_ = rig_->first;
  else if (config_.first >= 0 && config_.first < num_seats()) first_player_ = config_.first;  // a rematch: the loser
  else cut_for_first();
  log(EventKind::kFirst, first_player_);
  deal();
  start_prepare(first_player_);
}

// Random starting chips: one cut for the table, from the first seat's deck; A-9 gives that many chips
// to every player (Ace 1; a team's shared stack gets both partners' chips), 10-K cuts again.
void PaState::cut_for_chips() {
  for (;;) {
    const Card c = deck_[0][rng_.below(static_cast<uint32_t>(deck_[0].size()))];
    log(EventKind::kChipCut, 0).cards[0] = c;
    if (c.rank <= 9 || c.rank == kAce) {
      const int each = c.rank == kAce ? 1 : c.rank;
      chips_.fill(0);
      for (int t = 0; t < (teams() ? 2 : num_seats()); ++t) chips_[t] = teams() ? 2 * each : each;
      return;
    }
  }
}

// Tests: the rigged deck tops, Power Cards and chips.
void PaState::apply_rig() {
  for (int s = 0; s < num_seats(); ++s) {
    auto& d = deck_[s];
    // The first listed card ends on top (the back of the vector).
    const auto& tops = rig_->tops[s];
    for (size_t i = 0; i < tops.size() && i < d.size(); ++i) {
      const size_t pos = d.size() - 1 - i;
      for (size_t j = 0; j <= pos; ++j)
        if (d[j] == tops[i]) {
          std::swap(d[j], d[pos]);
          break;
        }
    }
    auto& p = power_deck_[s];
    for (int id : rig_->secrets[s]) {
      p.erase(std::remove(p.begin(), p.end(), id), p.end());
      secrets_[s].push_back(id);
    }
    for (int id : rig_->face_up[s]) {
      p.erase(std::remove(p.begin(), p.end(), id), p.end());
      face_up_[s].push_back(id);
    }
    for (auto it = rig_->power_tops[s].rbegin(); it != rig_->power_tops[s].rend(); ++it) {
      p.erase(std::remove(p.begin(), p.end(), *it), p.end());
      p.push_back(*it);
    }
    if (rig_->chips[s] >= 0 && s < (teams() ? 2 : num_seats())) chips_[s] = rig_->chips[s];
  }
}

// Cut for the high card (Aces high); the tied players cut again.
void PaState::cut_for_first() {
  std::vector<int> cutters;
  for (int s = 0; s < num_seats(); ++s) cutters.push_back(s);
  while (first_player_ < 0) {
    int best = -1;
    std::vector<int> top;
    for (int s : cutters) {
      const Card c = deck_[s][rng_.below(static_cast<uint32_t>(deck_[s].size()))];
      log(EventKind::kCut, s).cards[0] = c;
      if (c.rank > best) {
        best = c.rank;
        top.clear();
      }
      if (c.rank == best) top.push_back(s);
    }
    if (top.size() == 1) {
      first_player_ = top[0];
    } else {
      log(EventKind::kCutTie, -1);
      cutters = top;
    }
  }
}

// Cross-faction draft: (faction, suit) picks that keep the drafter's factions and suits distinct;
// if none is left, any free suit of a faction the drafter lacks (notes.md).
std::vector<int> PaState::draft_options() const {
  std::vector<int> out;
  const int p = to_act_;
  bool has_f[kNumFactions] = {}, has_s[4] = {};
  for (int k = 0; k < 16; ++k)
    if (draft_[k] == p) {
      has_f[k / 4] = true;
      has_s[k % 4] = true;
    }
  for (int strict = 1; strict >= 0 && out.empty(); --strict)
    for (int k = 0; k < 16; ++k)
      if (draft_[k] < 0 && !has_f[k / 4] && (!strict || !has_s[k % 4])) out.push_back(k);
  return out;
}

void PaState::draft(int pick) {
  draft_[pick] = static_cast<int8_t>(to_act_);
  EventRecord& e = log(EventKind::kDraft, to_act_);
  e.value = static_cast<int16_t>(pick / 4);
  e.detail = static_cast<int16_t>(pick % 4);
  ++draft_picks_;
  if (draft_picks_ < 4 * num_seats()) {
    enter(Phase::kDraft, (to_act_ + 1) % num_seats());
    return;
  }
  build_decks();
  setup();
}

void PaState::deal() {
  for (int k = 0; k < num_seats(); ++k) draw((first_player_ + k) % num_seats(), kHandSize);
  log(EventKind::kDeal, -1);
  if (!rig_) return;
  for (int s = 0; s < num_seats(); ++s) {
    auto& d = deck_[s];
    if (rig_->deck_size[s] >= 0 && static_cast<int>(d.size()) > rig_->deck_size[s]) {
      const size_t extra = d.size() - static_cast<size_t>(rig_->deck_size[s]);
      discard_[s].insert(discard_[s].begin(), d.begin(), d.begin() + static_cast<long>(extra));
      d.erase(d.begin(), d.begin() + static_cast<long>(extra));
    }
    for (Card c : rig_->discard[s]) {
      auto it = std::find(d.begin(), d.end(), c);
      if (it == d.end()) continue;
      d.erase(it);
      discard_[s].push_back(c);
    }
  }
  for (Card c : rig_->prepared) {
    auto& d = deck_[first_player_];
    auto it = std::find(d.begin(), d.end(), c);
    if (it == d.end()) continue;
    d.erase(it);
    ACard a;
    a.card = c;
    a.rank = c.rank;
    a.suit = c.suit;
    a.ability = active_assault(c);
    a.wild = a.ability == Ability::kInfiltrator;
    a.stowaway = a.ability == Ability::kStowaway;
    assault_.push_back(a);
  }
}

bool PaState::street_reenter(int seat) {
  if (config_.variant != Variant::kStreet || street_used_[seat]) return false;
  std::vector<int> who{seat};
  if (teams()) who.push_back((seat + 2) % 4);
  for (int s : who) {
    // The first deck leaves the game with its Power Cards; the second deck comes in.
    for (auto* zone : {&hand_[s], &deck_[s], &discard_[s]}) {
      gone_.insert(gone_.end(), zone->begin(), zone->end());
      zone->clear();
    }
    for (auto* zone : {&power_deck_[s], &secrets_[s], &face_up_[s]}) {
      power_discard_[s].insert(power_discard_[s].end(), zone->begin(), zone->end());
      zone->clear();
    }
    known_bottom_[s].clear();
    if (boost_[s] >= 0) unboost(s, Card::from_id(static_cast<uint16_t>(boost_[s])));
    deck_[s].swap(reserve_[s]);
    power_deck_[s].swap(reserve_power_[s]);
    primary_[s] = primary_[s] == s ? s + 4 : s;
    count_own(s);
    street_used_[s] = true;
    draw(s, kHandSize);
    log(EventKind::kReenter, s);
  }
  chips_[team(seat)] = teams() ? 2 * kStartChips : kStartChips;
  abort_to_ = seat;
  return true;
}

// ---- registration -------------------------------------------------------------------------------

namespace {
std::unique_ptr<State> create(const Game& game, uint64_t seed, int seats, const Options& options) {
  return std::make_unique<PaState>(game, seed, seats, options, nullptr);
}

std::vector<OptionSpec> game_options() {
  std::vector<OptionSpec> out;
  out.push_back(OptionSpec{.key = "variant",
                           .label = "Variant",
                           .choices = {"standard", "cross", "double", "street"},
                           .choice_labels = {"Standard", "Cross-faction decks", "Double Decker", "Street Fight"},
                           .help = "Cross-faction: draft one suit of each faction. Double Decker (2 players): two "
                                   "factions shuffled together. Street Fight (2 players): knocked out once, come "
                                   "back with your other faction's deck.",
                           .choice_max_seats = {0, 0, kVariantSeats, kVariantSeats}});
  out.push_back(OptionSpec{.key = "chips",
                           .label = "Starting chips",
                           .choices = {"fixed", "random"},
                           .choice_labels = {"10 each (20 a team)", "Cut for them (A-9)"},
                           .help = "Random: one cut for the table; A-9 gives every player that many chips, 10-K cuts again."});
  out.push_back(OptionSpec{.key = "first",
                           .label = "First turn",
                           .choices = {"cut", "1", "2", "3", "4"},
                           .choice_labels = {"Cut for it", "Player 1", "Player 2", "Player 3", "Player 4"},
                           .help = "Several games in a row: the loser of the previous game goes first (Rematch sets it).",
                           .choice_min_seats = {0, 0, 0, 3, 4}});
  for (int s = 0; s < kMaxSeats; ++s) {
    OptionSpec o;
    o.key = "faction" + std::to_string(s + 1);
    o.label = "Player " + std::to_string(s + 1) + " faction";
    for (int k = 0; k < kNumFactions; ++k) {  // the default first: seat s plays faction s
      o.choices.push_back(faction_id(faction_choice(s, k)));
      o.choice_labels.push_back(faction_name(faction_choice(s, k)));
    }
    o.help = "The faction deck player " + std::to_string(s + 1) + " plays (ignored with fewer players).";
    out.push_back(o);
  }
  for (int s = 0; s < kVariantSeats; ++s) {
    OptionSpec o;
    o.key = "second" + std::to_string(s + 1);
    o.label = "Player " + std::to_string(s + 1) + " second faction";
    o.choices = {"auto"};
    o.choice_labels = {"The next faction"};
    for (int f = 0; f < kNumFactions; ++f) {
      o.choices.push_back(faction_id(f));
      o.choice_labels.push_back(faction_name(f));
    }
    o.help = "Double Decker and Street Fight: each player chooses two factions (a computer chooses its own).";
    o.only_with_key = "variant";
    o.only_with = {"double", "street"};
    o.computer_chooses = true;
    out.push_back(o);
  }
  for (int s = 0; s < kVariantSeats; ++s) {
    OptionSpec o;
    o.key = "start" + std::to_string(s + 1);
    o.label = "Player " + std::to_string(s + 1) + " starts with";
    o.choices = {"first", "second"};
    o.choice_labels = {"The first faction's deck", "The second faction's deck"};
    o.help = "Street Fight: which of the two decks each player starts with.";
    o.only_with_key = "variant";
    o.only_with = {"street"};
    o.computer_chooses = true;
    out.push_back(o);
  }
  return out;
}
}  // namespace

std::unique_ptr<State> make_for_test(uint64_t seed, int seats, const Options& options, const Rig& rig) {
  const Game& game = poker_assault_game();
  auto resolved = resolve_options(game.info, options);
  if (!resolved || seats < 2 || seats > kMaxSeats) return nullptr;
  std::vector<Card> named;
  const bool cross = resolve_config(*resolved).variant == Variant::kCross;
  for (int s = 0; s < seats; ++s)
    for (Card c : rig.tops[s]) {
      if (!cross && c.deck != s && c.deck != s + 4) return nullptr;  // a card of another seat's deck
      named.push_back(c);
    }
  named.insert(named.end(), rig.prepared.begin(), rig.prepared.end());
  std::sort(named.begin(), named.end());
  if (std::adjacent_find(named.begin(), named.end()) != named.end()) return nullptr;
  return std::make_unique<PaState>(game, seed, seats, *resolved, std::make_shared<const Rig>(rig));
}

// Set-up takes at most 16 draft picks; every other action belongs to an Assault, and there are at
// most kMaxAssaults of them. Per Assault: plays from hand (a potentially legal set holds at most 6 core
// cards plus Stowaways: 8 in Double Decker, and Hive Mind's one: 15), each with at most 2 on-play
// choices (Wingman add or leave, Coven Mistress / Moon Caller), launch or stop (1), defends (one per
// Assault card: 15) each with at most one on-defend choice, passes and Reform decisions (2 per
// defender: 6), the launch window's pass (1). Power Cards: each is played or drawn at most once in a
// game (16 per seat with Double Decker or Street Fight: 64), with at most 3 choices each.
constexpr int kPerAssault = 15 * 3 + 1 + 15 * 2 + 6 + 1;
constexpr int kMaxActions = 16 + kMaxAssaults * kPerAssault + 64 * 4;

}  // namespace poker_assault

const Game& poker_assault_game() {
  static const Game game{
      GameInfo{
          .id = "poker-assault",
          .name = "Poker Assault",
          .summary = "Build poker hands one card at a time and launch them at your rivals; defend card by card.",
          .min_seats = 2,
          .max_seats = 4,
          .options = poker_assault::game_options(),
          .max_actions = poker_assault::kMaxActions,
      },
      &poker_assault::create,
      poker_assault::kAiTraits,
  };
  return game;
}

}  // namespace ff
