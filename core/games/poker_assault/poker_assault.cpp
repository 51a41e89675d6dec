// Poker Assault: the rules (assault types, set-up, PREPARE, LAUNCH, DEFEND, damage, Press, Reform,
// knock-outs, 2/3/4 players), notation, determinization and registration.
#include "core/games/poker_assault/poker_assault.h"

#include <algorithm>
#include <cctype>

#include "core/games/poker_assault/poker_assault_state.h"

namespace ff {
namespace poker_assault {

// ---- assault types -------------------------------------------------------------------------------

const char* type_name(int t) {
  static const char* names[kNumTypes] = {"One Pair",       "Two Pair",     "Three of a Kind", "Straight",
                                         "Flush",          "Full House",   "Four of a Kind",  "Straight Flush",
                                         "Four Flush",     "Four Straight", "Three Pair",     "Crop Circle",
                                         "Alien Geometry"};
  return t >= 0 && t < kNumTypes ? names[t] : "?";
}

int type_power_draws(int t) {
  switch (t) {
    case kStraightFlush: return 2;
    case kStraight: case kFlush: case kFullHouse: case kQuads: case kThreePair: case kAlienGeometry: return 1;
    default: return 0;
  }
}

namespace {

struct Shape {
  int n = 0;
  int rank_count[15] = {};
  int suit_count[4] = {};
  int distinct_ranks = 0, max_count = 0, min_rank = 99, max_rank = 0, low_min = 99, low_max = 0;
  bool suits_distinct = true;
  int distinct_suits = 0;
  explicit Shape(const Eff* cards, int count) {
    n = count;
    for (int i = 0; i < count; ++i) {
      const int r = cards[i].rank, s = cards[i].suit;
      if (rank_count[r]++ == 0) ++distinct_ranks;
      if (suit_count[s]++ == 0) ++distinct_suits; else suits_distinct = false;
      max_count = std::max(max_count, rank_count[r]);
      min_rank = std::min(min_rank, r);
      max_rank = std::max(max_rank, r);
      const int lr = r == kAce ? 1 : r;
      low_min = std::min(low_min, lr);
      low_max = std::max(low_max, lr);
    }
  }
  bool one_rank() const { return distinct_ranks <= 1; }
  bool one_suit() const { return distinct_suits <= 1; }
  bool all_distinct() const { return distinct_ranks == n; }
  // All ranks inside a window `w` wide (an Ace may be high or low).
  bool window(int w) const { return n == 0 || max_rank - min_rank < w || low_max - low_min < w; }
  bool in_set(const int* set, int k) const {
    for (int r = 2; r <= 14; ++r) {
      if (!rank_count[r]) continue;
      bool found = false;
      for (int i = 0; i < k; ++i) found |= set[i] == r;
      if (!found) return false;
    }
    return true;
  }
  bool alien() const {
    static const int odd[6] = {3, 5, 7, 9, 11, 13}, even[6] = {2, 4, 6, 8, 10, 12};
    return all_distinct() && (in_set(odd, 6) || in_set(even, 6));
  }
  bool crop() const {
    for (int r = 11; r <= 14; ++r)
      if (rank_count[r]) return false;
    return suits_distinct;
  }
};

bool potential(int t, const Shape& s) {
  switch (t) {
    case kPair: return s.n <= 2 && s.one_rank();
    case kTrips: return s.n <= 3 && s.one_rank();
    case kQuads: return s.n <= 4 && s.one_rank();
    case kTwoPair: return s.n <= 4 && s.distinct_ranks <= 2 && s.max_count <= 2;
    case kFullHouse: {
      if (s.n > 5 || s.distinct_ranks > 2 || s.max_count > 3) return false;
      if (s.distinct_ranks < 2) return true;
      int a = 0, b = 0;
      for (int r = 2; r <= 14; ++r)
        if (s.rank_count[r]) (a ? b : a) = s.rank_count[r];
      return std::min(a, b) <= 2;
    }
    case kStraight: return s.n <= 5 && s.all_distinct() && s.window(5);
    case kFlush: return s.n <= 5 && s.one_suit();
    case kStraightFlush: return s.n <= 5 && s.all_distinct() && s.window(5) && s.one_suit();
    case kFourFlush: return s.n <= 4 && s.one_suit();
    case kFourStraight: return s.n <= 4 && s.all_distinct() && s.window(4);
    case kThreePair: return s.n <= 6 && s.distinct_ranks <= 3 && s.max_count <= 2;
    case kCropCircle: return s.n <= 4 && s.crop();
    case kAlienGeometry: return s.n <= 5 && s.alien();
  }
  return false;
}

// Exact match; `low` is set for a low straight.
bool exact(int t, const Shape& s, bool* low) {
  auto straight = [&](int len) {
    if (s.n != len || !s.all_distinct()) return false;
    if (s.max_rank - s.min_rank == len - 1) return true;
    if (s.rank_count[kAce] && s.low_max - s.low_min == len - 1) {
      *low = true;
      return true;
    }
    return false;
  };
  switch (t) {
    case kPair: return s.n == 2 && s.one_rank();
    case kTrips: return s.n == 3 && s.one_rank();
    case kQuads: return s.n == 4 && s.one_rank();
    case kTwoPair: return s.n == 4 && s.distinct_ranks == 2 && s.max_count == 2;
    case kFullHouse: return s.n == 5 && s.distinct_ranks == 2 && s.max_count == 3;
    case kStraight: return straight(5);
    case kFlush: return s.n == 5 && s.one_suit();
    case kStraightFlush: return s.one_suit() && straight(5);
    case kFourFlush: return s.n == 4 && s.one_suit();
    case kFourStraight: return straight(4);
    case kThreePair: return s.n == 6 && s.distinct_ranks == 3 && s.max_count == 2;
    case kCropCircle: return s.n == 4 && s.crop();
    case kAlienGeometry: return s.n == 5 && s.alien();
  }
  return false;
}

// Calls f(core cards) for every core choice (optional cards in or out) and every value of the
// wild cards. Stops when f returns true.
template <class F>
bool for_cores(const std::vector<Eff>& set, F f) {
  bool plain = true;
  for (const Eff& e : set) plain &= !e.optional && !e.wild;
  if (plain) return f(set);  // the common case: one core, no wild card
  std::vector<int> optional, wild;
  for (int i = 0; i < static_cast<int>(set.size()); ++i) {
    if (set[i].optional) optional.push_back(i);
  }
  const int combos = 1 << std::min<int>(static_cast<int>(optional.size()), 10);
  std::vector<Eff> core;
  for (int mask = 0; mask < combos; ++mask) {
    core.clear();
    for (int i = 0; i < static_cast<int>(set.size()); ++i) {
      auto it = std::find(optional.begin(), optional.end(), i);
      if (it != optional.end() && !(mask & (1 << (it - optional.begin())))) continue;
      core.push_back(set[i]);
    }
    wild.clear();
    for (int i = 0; i < static_cast<int>(core.size()); ++i)
      if (core[i].wild) wild.push_back(i);
    // Every wild card takes every value (at most two wild cards in any game).
    const int w = std::min<int>(static_cast<int>(wild.size()), 2);
    int values = 1;
    for (int k = 0; k < w; ++k) values *= 52;
    for (int v = 0; v < values; ++v) {
      int x = v;
      for (int k = 0; k < w; ++k) {
        core[wild[k]].rank = static_cast<uint8_t>(x % 13 + 2);
        core[wild[k]].suit = static_cast<uint8_t>((x / 13) % 4);
        x /= 52;
      }
      if (f(core)) return true;
    }
  }
  return false;
}

}  // namespace

uint32_t potential_types(const std::vector<Eff>& set, uint32_t allowed) {
  uint32_t out = 0;
  for_cores(set, [&](const std::vector<Eff>& core) {
    const Shape s(core.data(), static_cast<int>(core.size()));
    for (int t = 0; t < kNumTypes; ++t)
      if ((allowed & (1u << t)) && !(out & (1u << t)) && potential(t, s)) out |= 1u << t;
    return out == allowed;
  });
  return out;
}

bool potential_any(const std::vector<Eff>& set, uint32_t allowed) {
  return for_cores(set, [&](const std::vector<Eff>& core) {
    const Shape s(core.data(), static_cast<int>(core.size()));
    for (int t = 0; t < kNumTypes; ++t)
      if ((allowed & (1u << t)) && potential(t, s)) return true;
    return false;
  });
}

uint32_t legal_types(const std::vector<Eff>& set, uint32_t allowed, bool* low_ace) {
  uint32_t out = 0;
  bool low = false;
  for_cores(set, [&](const std::vector<Eff>& core) {
    if (core.empty()) return false;
    const Shape s(core.data(), static_cast<int>(core.size()));
    for (int t = 0; t < kNumTypes; ++t) {
      bool l = false;
      if ((allowed & (1u << t)) && exact(t, s, &l)) {
        out |= 1u << t;
        low |= l;
      }
    }
    return false;
  });
  if (low_ace) *low_ace = low;
  return out;
}

const char* phase_id(Phase p) {
  switch (p) {
    case Phase::kPrepare: return "prepare";
    case Phase::kLaunchWindow: return "launch_window";
    case Phase::kDefend: return "defend";
    case Phase::kReform: return "reform";
    case Phase::kChoice: return "choice";
    case Phase::kGameOver: return "game_over";
    case Phase::kDraft: return "draft";
  }
  return "?";
}

// ---- actions -------------------------------------------------------------------------------------

Decoded decode(Action a) {
  Decoded d;
  if (a < kLaunch) {
    d.type = Decoded::kPlay;
    d.card = Card::from_id(static_cast<uint16_t>(a / 32));
    d.mod = static_cast<int>(a % 32);
    if (d.mod > 17 || d.card.is_joker()) d.type = Decoded::kInvalid;
  } else if (a == kLaunch) {
    d.type = Decoded::kLaunch;
  } else if (a == kStop) {
    d.type = Decoded::kStop;
  } else if (a == kPass) {
    d.type = Decoded::kPass;
  } else if (a == kReform) {
    d.type = Decoded::kReform;
  } else if (a == kKeep) {
    d.type = Decoded::kKeep;
  } else if (a >= kDefendBase && a < kDefendBase + 512 * 16 * 2) {
    const int x = static_cast<int>(a - kDefendBase);
    d.type = Decoded::kDefend;
    d.night_wings = x % 2;
    d.target = (x / 2) % 16;
    d.card = Card::from_id(static_cast<uint16_t>(x / 32));
    if (d.card.is_joker()) d.type = Decoded::kInvalid;
  } else if (a >= kPowerBase && a < kPowerBase + kNumPowers * 64) {
    d.type = Decoded::kPower;
    d.power = static_cast<int>(a - kPowerBase) / 64;
    d.arg = static_cast<int>(a - kPowerBase) % 64;
  } else if (a >= kChooseBase && a < kChooseBase + 64) {
    d.type = Decoded::kChoose;
    d.choice = static_cast<int>(a - kChooseBase);
  } else if (a >= kDraftBase && a < kDraftBase + 16) {
    d.type = Decoded::kDraft;
    d.choice = static_cast<int>(a - kDraftBase);
  }
  return d;
}

Action encode_play(Card c, int mod) { return kPlayBase + static_cast<Action>(c.id() * 32 + mod); }
Action encode_defend(Card d, int target, bool nw) {
  return kDefendBase + static_cast<Action>((d.id() * 16 + target) * 2 + (nw ? 1 : 0));
}
Action encode_power(int id, int arg) { return kPowerBase + static_cast<Action>(id * 64 + arg); }

namespace {

// On-play choices of a hand card with an active Assault ability (mod codes, 0 = unchanged first).
// `rank`: the card's rank before the change (an Ace under Afterburner).
std::vector<int> play_mods(Ability ab, int rank, int suit) {
  std::vector<int> m{0};
  if (ab == Ability::kMistForm || ab == Ability::kCovenMistress) {
    for (int s = 0; s < 4; ++s)
      if (s != suit) m.push_back(1 + s);
  } else if (ab == Ability::kShapeshifter) {
    const int up = rank == kAce ? 2 : rank + 1, down = rank == 2 ? kAce : rank - 1;
    m.push_back(5 + std::min(up, down) - 2);
    m.push_back(5 + std::max(up, down) - 2);
  } else if (ab == Ability::kMasterShapeshifter) {
    for (int r = 2; r <= kAce; ++r)
      if (r != rank) m.push_back(5 + r - 2);
  }
  return m;
}

}  // namespace

std::string PaState::mod_text(int mod) const {
  if (mod >= 1 && mod <= 4) return std::string(" as ") + suit_char(static_cast<uint8_t>(mod - 1));
  if (mod >= 5) return std::string(" as ") + rank_char(static_cast<uint8_t>(mod - 5 + 2));
  return "";
}

// ---- construction and set-up ---------------------------------------------------------------------

PaState::PaState(const Game& game, uint64_t seed, int seats, const Options& options, std::shared_ptr<const Rig> rig)
    : State(game, seed, seats, options), rng_(seed), rig_(std::move(rig)) {
  events_.reserve(256);
  origin_.fill(-1);
  for (int s = 0; s < seats; ++s) {
    const std::string key = "faction" + std::to_string(s + 1);
    int f = s;
    auto it = options.find(key);
    if (it != options.end())
      for (int k = 0; k < kNumFactions; ++k)
        if (it->second == faction_id(k)) f = k;
    faction_[s] = f;
  }
  auto opt = [&](const char* key) {
    auto it = options.find(key);
    return it == options.end() ? std::string() : it->second;
  };
  const std::string v = opt("variant");
  variant_ = v == "cross" ? Variant::kCross : v == "double" ? Variant::kDouble : v == "street" ? Variant::kStreet : Variant::kStandard;
  random_chips_ = opt("chips") == "random";
  if (variant_ == Variant::kCross && rig_) {
    // Tests: a fixed draft, seat s takes suit (f + s) % 4 of faction f.
    draft_.fill(-1);
    for (int s = 0; s < seats; ++s)
      for (int f = 0; f < kNumFactions; ++f) draft_[f * 4 + (f + s) % 4] = static_cast<int8_t>(s);
  }
  if (variant_ == Variant::kCross)
    for (int f = 0; f < kNumFactions; ++f) {
      const auto d = standard_deck(static_cast<uint8_t>(f));
      box_.insert(box_.end(), d.begin(), d.end());  // suits nobody drafts stay in the box
    }
  if (variant_ == Variant::kCross && !rig_) {
    // Set-up begins with the draft of suits (R: cross-faction decks); the decks are built after it.
    phase_ = Phase::kDraft;
    to_act_ = 0;
    draft_.fill(-1);
    return;
  }
  build_decks();
  setup();
}

// Second faction of a seat in Double Decker and Street Fight (notes.md): the next one in the list.
int PaState::second_faction(int seat) const { return (faction_[seat] + 1) % kNumFactions; }

void PaState::build_decks() {
  const int n = num_seats();
  for (int s = 0; s < n; ++s) {
    primary_[s] = s;
    switch (variant_) {
      case Variant::kStandard:
        deck_faction_[s] = faction_[s];
        deck_[s] = standard_deck(static_cast<uint8_t>(s));
        for (int k = 0; k < 8; ++k) power_deck_[s].push_back(faction_[s] * 8 + k);
        break;
      case Variant::kDouble:
      case Variant::kStreet: {
        deck_faction_[s] = faction_[s];
        deck_faction_[s + 4] = second_faction(s);
        deck_[s] = standard_deck(static_cast<uint8_t>(s));
        auto second = standard_deck(static_cast<uint8_t>(s + 4));
        for (int k = 0; k < 8; ++k) power_deck_[s].push_back(faction_[s] * 8 + k);
        if (variant_ == Variant::kDouble) {
          deck_[s].insert(deck_[s].end(), second.begin(), second.end());
          for (int k = 0; k < 8; ++k) power_deck_[s].push_back(second_faction(s) * 8 + k);
        } else {
          reserve_[s] = second;
          for (int k = 0; k < 8; ++k) reserve_power_[s].push_back(second_faction(s) * 8 + k);
        }
        break;
      }
      case Variant::kCross:
        primary_[s] = -1;
        for (int f = 0; f < kNumFactions; ++f) {
          deck_faction_[f] = f;
          for (int suit = 0; suit < 4; ++suit)
            if (draft_[f * 4 + suit] == s)
              for (int r = 2; r <= kAce; ++r) {
                const Card c = Card::make(static_cast<uint8_t>(r), static_cast<uint8_t>(suit), static_cast<uint8_t>(f));
                box_.erase(std::find(box_.begin(), box_.end(), c));
                deck_[s].push_back(c);
              }
        }
        break;
    }
    for (Card c : deck_[s]) origin_[c.id()] = static_cast<int8_t>(s);
    for (Card c : reserve_[s]) origin_[c.id()] = static_cast<int8_t>(s);
    count_own(s);
  }
  if (variant_ == Variant::kCross) {
    // Power decks: two random cards of each faction.
    for (int f = 0; f < kNumFactions; ++f) {
      std::vector<int> ids;
      for (int k = 0; k < 8; ++k) ids.push_back(f * 8 + k);
      rng_.shuffle(ids);
      for (int s = 0; s < n; ++s) {
        power_deck_[s].push_back(ids[2 * s]);
        power_deck_[s].push_back(ids[2 * s + 1]);
      }
    }
  }
  for (int s = 0; s < n; ++s) {
    rng_.shuffle(deck_[s]);
    rng_.shuffle(power_deck_[s]);
    rng_.shuffle(reserve_[s]);
    rng_.shuffle(reserve_power_[s]);
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
  const int seats = num_seats();
  for (int t = 0; t < (teams() ? 2 : seats); ++t) chips_[t] = teams() ? 2 * kStartChips : kStartChips;
  if (random_chips_) {
    // Each player cuts: A-9 gives that many chips (Ace 1), 10-K cuts again. Teams add theirs.
    chips_.fill(0);
    for (int s = 0; s < seats; ++s) {
      for (;;) {
        const Card c = deck_[s][rng_.below(static_cast<uint32_t>(deck_[s].size()))];
        log(EvKind::kChipCut, s).cards[0] = c;
        if (c.rank <= 9 || c.rank == kAce) {
          chips_[team(s)] += c.rank == kAce ? 1 : c.rank;
          break;
        }
      }
    }
  }
  if (rig_) {
    for (int s = 0; s < seats; ++s) {
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
      if (rig_->chips[s] >= 0 && s < (teams() ? 2 : seats)) chips_[s] = rig_->chips[s];
    }
  }
  // Cut for the high card (Aces high); the tied players cut again.
  if (rig_ && rig_->first >= 0) {
    first_player_ = rig_->first;
  } else {
    std::vector<int> cutters;
    for (int s = 0; s < seats; ++s) cutters.push_back(s);
    while (first_player_ < 0) {
      int best = -1;
      std::vector<int> top;
      for (int s : cutters) {
        const Card c = deck_[s][rng_.below(static_cast<uint32_t>(deck_[s].size()))];
        log(EvKind::kCut, s).cards[0] = c;
        if (c.rank > best) {
          best = c.rank;
          top.clear();
        }
        if (c.rank == best) top.push_back(s);
      }
      if (top.size() == 1) {
        first_player_ = top[0];
      } else {
        log(EvKind::kCutTie, -1);
        cutters = top;
      }
    }
  }
  log(EvKind::kFirst, first_player_);
  deal();
  start_prepare(first_player_);
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

void PaState::draft(int k) {
  draft_[k] = static_cast<int8_t>(to_act_);
  Ev& e = log(EvKind::kDraft, to_act_);
  e.a = static_cast<int16_t>(k / 4);
  e.b = static_cast<int16_t>(k % 4);
  ++draft_picks_;
  if (draft_picks_ < 4 * num_seats()) {
    to_act_ = (to_act_ + 1) % num_seats();
    return;
  }
  build_decks();
  setup();
}

void PaState::deal() {
  for (int k = 0; k < num_seats(); ++k) draw((first_player_ + k) % num_seats(), kHandSize);
  log(EvKind::kDeal, -1);
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

Ev& PaState::log(EvKind kind, int seat) {
  events_.push_back(Ev{});
  Ev& e = events_.back();
  e.kind = kind;
  e.seat = static_cast<int8_t>(seat);
  return e;
}

Ability PaState::active_assault(Card c) const {
  const Ability ab = printed_ability(faction_of_deck(c.deck), c);
  return ability_info(ab).timing == Timing::kAssault && ability_info(ab).implemented ? ab : Ability::kNone;
}

Ability PaState::active_defense(Card c) const {
  const Ability ab = printed_ability(faction_of_deck(c.deck), c);
  return ability_info(ab).timing == Timing::kDefense && ability_info(ab).implemented ? ab : Ability::kNone;
}

bool PaState::ensure_deck(int seat) {
  auto& d = deck_[seat];
  if (!d.empty()) return true;
  if (discard_[seat].empty()) return false;  // nothing to draw: the hand shrinks (R23)
  d.swap(discard_[seat]);
  rng_.shuffle(d);
  known_bottom_[seat].clear();
  log(EvKind::kReshuffle, seat);
  return true;
}

// Cards drawn from a small deck may have been the known bottom ones.
void PaState::bottom_changed(int seat) {
  auto& kb = known_bottom_[seat];
  if (kb.size() > deck_[seat].size()) kb.resize(deck_[seat].size());
}

void PaState::draw(int seat, int n) {
  for (int i = 0; i < n; ++i) {
    if (!ensure_deck(seat)) return;
    hand_[seat].push_back(deck_[seat].back());
    deck_[seat].pop_back();
    bottom_changed(seat);
  }
}

int PaState::left_of(int seat) const {
  for (int k = 1; k <= num_seats(); ++k) {
    const int s = (seat + k) % num_seats();
    if (!out_[s]) return s;
  }
  return seat;
}

uint32_t PaState::allowed_types(int seat) const {
  uint32_t m = kBaseTypes;
  for (int id : face_up_[seat]) {
    const int t = power_unlocks(id);
    if (t >= 0) m |= 1u << t;
  }
  return m;
}

std::vector<Eff> PaState::effs(bool launched) const {
  std::vector<Eff> out;
  out.reserve(assault_.size() + 1);
  for (const ACard& a : assault_) {
    Eff e;
    e.rank = a.rank == 1 ? kAce : a.rank;
    e.suit = a.suit;
    e.wild = a.wild && !launched;
    e.optional = a.stowaway;
    out.push_back(e);
  }
  return out;
}

bool PaState::hive_first() const {
  if (played_from_hand_ > 0) return false;
  for (int id : face_up_[attacker_])
    if (id == kPHiveMind) return true;
  return false;
}

int PaState::base_rank(Card c, int holder) const {
  return holder >= 0 && holder < num_seats() && boost_[holder] == c.id() ? kAce : c.rank;
}

// Afterburner leaves play when its card leaves the hand (discarded, defending, stolen).
void PaState::unboost(int seat, Card c) {
  if (seat < 0 || boost_[seat] != c.id()) return;
  boost_[seat] = -1;
  power_discard_[seat].push_back(kPAfterburner);
}

Eff PaState::eff_for(Card c, int mod, bool from_hand) const {
  const Ability ab = active_assault(c);
  Eff e;
  e.rank = static_cast<uint8_t>(from_hand ? base_rank(c, attacker_) : c.rank);
  e.suit = c.suit;
  if (mod >= 1 && mod <= 4) e.suit = static_cast<uint8_t>(mod - 1);
  if (mod >= 5) e.rank = static_cast<uint8_t>(mod - 5 + 2);
  e.wild = ab == Ability::kInfiltrator && mod == 0 && e.rank == c.rank;
  e.optional = ab == Ability::kStowaway || (from_hand && hive_first());
  return e;
}

bool PaState::set_ok(const std::vector<Eff>& set) const { return potential_any(set, allowed_types(attacker_)); }

bool PaState::play_ok(Card c, int mod, bool from_hand) const {
  std::vector<Eff> set = effs(false);
  set.push_back(eff_for(c, mod, from_hand));
  return set_ok(set);
}

void PaState::start_prepare(int seat) {
  if (phase_ == Phase::kGameOver) return;
  attacker_ = seat;
  to_act_ = seat;
  phase_ = Phase::kPrepare;
  if (assaults_ >= kMaxAssaults) {
    // The bound (notes.md): the most chips wins; equal chips draw.
    log(EvKind::kLimit, -1);
    int best = -1, who = -1;
    bool tie = false;
    for (int s = 0; s < num_seats(); ++s) {
      if (out_[s] || (teams() && s >= 2)) continue;
      if (chips(s) > best) {
        best = chips(s);
        who = s;
        tie = false;
      } else if (chips(s) == best) {
        tie = true;
      }
    }
    game_over(tie ? -1 : who);
    return;
  }
  ++assaults_;
  log(EvKind::kNext, seat);
}

// ---- legal actions -------------------------------------------------------------------------------

int PaState::current_player() const { return phase_ == Phase::kGameOver ? kTerminal : to_act_; }

std::vector<int> PaState::defenders() const {
  std::vector<int> out;
  if (teams()) {
    out.push_back((attacker_ + 1) % 4);
    return out;
  }
  for (int k = 1; k < num_seats(); ++k) {
    const int s = (attacker_ + k) % num_seats();
    if (!out_[s]) out.push_back(s);
  }
  return out;
}

int PaState::undefended() const {
  int n = 0;
  for (const ACard& a : assault_) n += a.status == Fight::kUndefended;
  return n;
}

bool PaState::menacer_locked(int target) const {
  if (assault_[target].ability == Ability::kMenacer) return false;
  for (const ACard& a : assault_)
    if (a.ability == Ability::kMenacer && a.status == Fight::kUndefended) return true;
  return false;
}

bool PaState::attached(const ACard& t, int id) const {
  return std::find(t.attached.begin(), t.attached.end(), id) != t.attached.end();
}

bool PaState::can_defend(Card d, int target, bool night_wings) const {
  if (target < 0 || target >= static_cast<int>(assault_.size())) return false;
  const ACard& t = assault_[target];
  if (t.status != Fight::kUndefended || menacer_locked(target)) return false;
  const Ability dab = active_defense(d);
  if (night_wings && !(dab == Ability::kNightWings && d.suit != t.suit)) return false;
  const int drank = base_rank(d, to_act_);  // defending Aces are always high
  const int dsuit = night_wings ? t.suit : d.suit;
  const int trank = t.rank;  // 1 for a low Ace
  bool ok = drank == trank || (dsuit == t.suit && drank > trank);
  // Permissions ("can").
  if (dab == Ability::kDeflector && drank > trank) ok = true;
  if (t.illusion && Card::make(static_cast<uint8_t>(drank), static_cast<uint8_t>(dsuit)).is_red() ==
                        Card::make(2, t.suit).is_red() && drank > trank)
    ok = true;
  // Restrictions last: "can't" beats "can".
  const bool savage = t.ability == Ability::kSavage || attached(t, kPAlphasMark);
  if (savage && !(dsuit == t.suit && drank >= trank)) ok = false;
  if (attached(t, kPCloakingDevice) && !(dsuit == t.suit && drank > trank)) ok = false;
  return ok;
}

namespace {
bool low_enough(const ACard& t) { return t.rank <= 10; }  // a low Ace is 1
}  // namespace

void PaState::secret_actions(int p, std::vector<Action>& out) const {
  for (int id : secrets_[p]) {
    const PowerInfo& pi = power_info(id);
    if (!pi.implemented) continue;
    const int name = id;
    const int n = static_cast<int>(assault_.size());
    if (pi.kind == PowerKind::kSecretA) {
      if (phase_ != Phase::kPrepare && phase_ != Phase::kLaunchWindow) continue;
      if (assault_.empty()) continue;
      if (pi.attachment) {
        for (int i = 0; i < n; ++i) out.push_back(encode_power(id, i));
      } else if (name == kPCrimsonTransformation || name == kPHowlAtTheMoon) {
        if (!change_options(name == kPHowlAtTheMoon).empty()) out.push_back(encode_power(id, kNoArg));
      } else if (name == kPMindSwap) {
        if (!swap_options().empty()) out.push_back(encode_power(id, kNoArg));
      } else {
        out.push_back(encode_power(id, kNoArg));
      }
    } else if (pi.kind == PowerKind::kSecretD) {
      if (phase_ != Phase::kDefend) continue;
      if (name == kPEvasiveManeuvers) {
        for (int i = 0; i < n; ++i) {
          const ACard& t = assault_[i];
          if (t.status == Fight::kUndefended && !menacer_locked(i) && t.ability != Ability::kSavage &&
              !attached(t, kPAlphasMark) && !attached(t, kPCloakingDevice))
            out.push_back(encode_power(id, i));
        }
      } else if (name == kPEnergyShield) {
        for (int i = 0; i < n; ++i)
          if (assault_[i].status == Fight::kUndefended && !menacer_locked(i) && low_enough(assault_[i]))
            out.push_back(encode_power(id, i));
      } else if (name == kPAbduction) {
        for (int i = 0; i < n; ++i)
          if (assault_[i].status == Fight::kUndefended && !menacer_locked(i)) out.push_back(encode_power(id, i));
      } else if (name == kPIllusion) {
        for (int i = 0; i < n; ++i)
          if (assault_[i].status == Fight::kUndefended && !assault_[i].illusion) out.push_back(encode_power(id, i));
      } else if (name == kPCounterattack) {
        if (defended_count_[p] >= 2) out.push_back(encode_power(id, kNoArg));
      } else if (name == kPRadarJamming) {
        bool any = false;
        for (const ACard& t : assault_) any |= t.has_defender;
        if (!any) out.push_back(encode_power(id, kNoArg));
      } else if (name == kPHypnoticGaze) {
        if (!gaze_options().empty()) out.push_back(encode_power(id, kNoArg));
      } else if (name != kPUndying) {  // Undying plays itself at its moment (notes.md)
        out.push_back(encode_power(id, kNoArg));
      }
    }
  }
}

std::vector<Action> PaState::legal_actions() const {
  std::vector<Action> out;
  const int p = to_act_;
  switch (phase_) {
    case Phase::kGameOver: return out;
    case Phase::kPrepare: {
      for (Card c : hand_[p])
        for (int mod : play_mods(active_assault(c), base_rank(c, p), c.suit))
          if (play_ok(c, mod, true)) out.push_back(encode_play(c, mod));
      if (!assault_.empty() && legal_types(effs(false), allowed_types(p)) != 0) out.push_back(kLaunch);
      if (!assault_.empty() || out.empty()) out.push_back(kStop);
      secret_actions(p, out);
      break;
    }
    case Phase::kLaunchWindow:
      secret_actions(p, out);
      out.push_back(kPass);
      break;
    case Phase::kDefend: {
      for (Card d : hand_[p])
        for (int i = 0; i < static_cast<int>(assault_.size()); ++i) {
          if (can_defend(d, i, false)) out.push_back(encode_defend(d, i, false));
          if (can_defend(d, i, true)) out.push_back(encode_defend(d, i, true));
        }
      secret_actions(p, out);
      out.push_back(kPass);
      break;
    }
    case Phase::kReform:
      out.push_back(kReform);
      out.push_back(kKeep);
      break;
    case Phase::kChoice:
      for (size_t k = 0; k < pending_.opts.size(); ++k) out.push_back(kChooseBase + static_cast<Action>(k));
      break;
    case Phase::kDraft:
      for (int k : draft_options()) out.push_back(kDraftBase + static_cast<Action>(k));
      break;
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// Suit (Transformation) or rank step (Howl) changes of Assault cards that keep the set possible.
std::vector<Opt> PaState::change_options(bool rank, int skip) const {
  std::vector<Opt> out;
  const std::vector<Eff> base = effs(false);
  for (int i = 0; i < static_cast<int>(assault_.size()); ++i) {
    if (i == skip) continue;
    const ACard& x = assault_[i];
    std::vector<int> values;
    if (rank) {
      const int r = x.rank == 1 ? kAce : x.rank;
      values = {r == kAce ? 2 : r + 1, r == 2 ? kAce : r - 1};
      std::sort(values.begin(), values.end());
    } else {
      for (int s = 0; s < 4; ++s)
        if (s != x.suit) values.push_back(s);
    }
    for (int v : values) {
      if (!launched_) {
        std::vector<Eff> set = base;
        if (rank) set[i].rank = static_cast<uint8_t>(v);
        else set[i].suit = static_cast<uint8_t>(v);
        set[i].wild = false;  // a modified Infiltrator is no longer wild
        if (!set_ok(set)) continue;
      }
      out.push_back(Opt{rank ? Opt::kRank : Opt::kSuit, x.card, static_cast<int8_t>(i), static_cast<int8_t>(v)});
    }
  }
  return out;
}

std::vector<Opt> PaState::gaze_options() const {
  std::vector<Opt> out;
  for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
    if (assault_[i].status == Fight::kUndefended)
      for (int s = 0; s < 4; ++s)
        if (s != assault_[i].suit) out.push_back(Opt{Opt::kSuit, assault_[i].card, static_cast<int8_t>(i), static_cast<int8_t>(s)});
  return out;
}

std::vector<Opt> PaState::swap_options() const {
  std::vector<Opt> out;
  for (Card c : hand_[attacker_])
    for (int d : defenders())
      if (!hand_[d].empty()) out.push_back(Opt{Opt::kSwap, c, -1, static_cast<int8_t>(d)});
  return out;
}

// ---- applying actions ------------------------------------------------------------------------------

Card PaState::take_from_hand(int seat, Card c) {
  auto& h = hand_[seat];
  auto it = std::find(h.begin(), h.end(), c);
  if (it != h.end()) h.erase(it);
  return c;
}

// Options of a pending choice that name hidden cards, rebuilt after determinize() resampled them.
void PaState::refresh_pending() {
  Pending& pd = pending_;
  auto hand_opts = [&](int seat, Opt::What w, bool done) {
    pd.opts.clear();
    for (Card c : hand_[seat]) pd.opts.push_back(Opt{w, c});
    if (done) pd.opts.push_back(Opt{});
  };
  switch (pd.kind) {
    case Pending::kProbe: hand_opts(attacker_, Opt::kPick, false); break;
    case Pending::kAfterburner: hand_opts(pd.seat, Opt::kBoost, false); break;
    case Pending::kTeleporter: hand_opts(pd.seat, Opt::kBottom, true); break;
    case Pending::kMindSwap: pd.opts = swap_options(); break;
    case Pending::kWingman:
      pd.opts = wingman_options();
      for (Card c : peek_) pd.opts.push_back(Opt{Opt::kLeave, c});
      break;
    case Pending::kTelepath:
      pd.opts.clear();
      for (Card c : peek_) pd.opts.push_back(Opt{Opt::kKeepCard, c});
      break;
    default: break;
  }
}

std::vector<Opt> PaState::wingman_options() const {
  std::vector<Opt> opts;
  for (Card c : peek_)
    for (int mod : play_mods(active_assault(c), c.rank, c.suit))
      if (play_ok(c, mod, false)) opts.push_back(Opt{Opt::kAdd, c, -1, static_cast<int8_t>(mod)});
  return opts;
}

void PaState::discard_to(int seat, Card c) {
  const bool first_deck_gone = street_used_[seat >= 0 ? seat : 0] && seat >= 0 && c.deck == seat;
  if (seat < 0 || out_[seat] || first_deck_gone) gone_.push_back(c);
  else discard_[seat].push_back(c);
}

void PaState::ask(Pending::Kind kind, int seat, std::vector<Opt> opts, Resume after, int source, int left) {
  pending_.kind = kind;
  pending_.seat = static_cast<int8_t>(seat);
  pending_.opts = std::move(opts);
  pending_.source = static_cast<int8_t>(source);
  pending_.left = static_cast<int8_t>(left);
  resume_ = after;
  phase_ = Phase::kChoice;
  to_act_ = seat;
}

void PaState::resume() {
  switch (resume_) {
    case Resume::kPrepare: run_todo(); break;
    case Resume::kLaunch: continue_launch(); break;
    case Resume::kWindow:
      phase_ = Phase::kLaunchWindow;
      to_act_ = attacker_;
      break;
    case Resume::kAfterDefend: post_defend(resume_seat_); break;
    case Resume::kDefendTurn:
      phase_ = Phase::kDefend;
      to_act_ = resume_seat_;
      if (undefended() == 0) end_assault(false);
      break;
  }
}

void PaState::add_to_assault(Card c, int mod, bool from_hand) {
  ACard x;
  x.card = c;
  x.rank = c.rank;
  x.suit = c.suit;
  x.ability = active_assault(c);
  if (mod >= 1 && mod <= 4) x.suit = static_cast<uint8_t>(mod - 1);
  if (mod >= 5) x.rank = static_cast<uint8_t>(mod - 5 + 2);
  x.modified = mod != 0;
  if (from_hand && boost_[attacker_] == c.id()) {
    // Afterburner: the card is an Ace (Modified) and the Power Card travels with it.
    if (mod < 5) x.rank = kAce;
    x.modified = true;
    x.attached.push_back(kPAfterburner);
    boost_[attacker_] = -1;
  }
  x.wild = x.ability == Ability::kInfiltrator && !x.modified;
  x.stowaway = x.ability == Ability::kStowaway || (from_hand && hive_first());
  if (from_hand) ++played_from_hand_;
  assault_.push_back(x);
  Ev& e = log(from_hand ? EvKind::kPlay : EvKind::kAdd, attacker_);
  e.cards[0] = c;
  e.a = static_cast<int16_t>(mod);
  // On-play effects first (a card added by a Wingman resolves before the Wingman's own draw).
  const int8_t idx = static_cast<int8_t>(assault_.size() - 1);
  std::vector<Todo> now;
  switch (x.ability) {
    case Ability::kWingman: now.push_back(Todo{Todo::kPeek1, idx}); break;
    case Ability::kSquadronLeader: now.push_back(Todo{Todo::kPeek2, idx}); break;
    case Ability::kCovenMistress: now.push_back(Todo{Todo::kCoven, idx}); break;
    case Ability::kMoonCaller: now.push_back(Todo{Todo::kMoonCaller, idx}); break;
    default: break;
  }
  if (from_hand) now.push_back(Todo{x.ability == Ability::kCelestialTelepath ? Todo::kTelepath : Todo::kDraw, idx});
  todo_.insert(todo_.begin(), now.begin(), now.end());
}

void PaState::run_todo() {
  while (!todo_.empty()) {
    const Todo t = todo_.front();
    todo_.erase(todo_.begin());
    switch (t.kind) {
      case Todo::kDraw: draw(attacker_); break;
      case Todo::kTelepath: telepath(); break;
      case Todo::kPeek1: peek_for(t.index, 1); break;
      case Todo::kPeek2: peek_for(t.index, 2); break;
      case Todo::kCoven:
      case Todo::kMoonCaller: {
        const bool rank = t.kind == Todo::kMoonCaller;
        std::vector<Opt> opts = change_options(rank, t.index);
        if (!opts.empty()) {
          opts.push_back(Opt{});
          ask(rank ? Pending::kMoonCaller : Pending::kCoven, attacker_, std::move(opts), Resume::kPrepare, t.index);
        }
        break;
      }
    }
    if (phase_ == Phase::kChoice || phase_ == Phase::kGameOver) return;
  }
  phase_ = Phase::kPrepare;
  to_act_ = attacker_;
}

// Wingman (n = 1) and Squadron Leader (n = 2): look at the top of the deck, maybe add one.
void PaState::peek_for(int index, int n) {
  const int p = attacker_;
  for (int i = 0; i < n; ++i) {
    if (!ensure_deck(p)) break;
    peek_.push_back(deck_[p].back());
    deck_[p].pop_back();
    bottom_changed(p);
  }
  log(EvKind::kPeek, p).a = static_cast<int16_t>(peek_.size());
  if (peek_.empty()) return;
  std::vector<Opt> opts = wingman_options();
  if (opts.empty() && peek_.size() == 1) {
    deck_[p].push_back(peek_[0]);  // it stays on top (and becomes the replacement draw)
    peek_.clear();
    log(EvKind::kLeave, p).a = 1;
    return;
  }
  for (Card c : peek_) opts.push_back(Opt{Opt::kLeave, c});
  ask(Pending::kWingman, p, std::move(opts), Resume::kPrepare, index);
}

// Celestial Telepath's replacement draw.
void PaState::telepath() {
  const int p = attacker_;
  auto& d = deck_[p];
  if (d.size() == 1 && !discard_[p].empty()) {
    // The discard pile becomes a new deck under the last card.
    std::vector<Card> fresh;
    fresh.swap(discard_[p]);
    rng_.shuffle(fresh);
    fresh.push_back(d.back());
    d.swap(fresh);
    known_bottom_[p].clear();
    log(EvKind::kReshuffle, p);
  }
  for (int i = 0; i < 2; ++i) {
    if (!ensure_deck(p)) break;
    peek_.push_back(d.back());
    d.pop_back();
    bottom_changed(p);
  }
  if (peek_.empty()) return;
  if (peek_.size() == 1) {
    hand_[p].push_back(peek_[0]);
    peek_.clear();
    return;
  }
  log(EvKind::kPeek, p).a = 2;
  std::vector<Opt> opts;
  for (Card c : peek_) opts.push_back(Opt{Opt::kKeepCard, c});
  ask(Pending::kTelepath, p, std::move(opts), Resume::kPrepare);
}

void PaState::apply_choice(const Opt o) {
  const Pending pd = pending_;
  pending_ = Pending{};
  phase_ = Phase::kPrepare;  // a placeholder: resume() sets the real phase
  const int p = pd.seat;
  switch (pd.kind) {
    case Pending::kNone: break;
    case Pending::kOrbital:
      direct_damage(o.value, 2);
      if (phase_ == Phase::kGameOver) return;
      break;
    case Pending::kWingman:
      if (o.what == Opt::kAdd) {
        peek_.erase(std::find(peek_.begin(), peek_.end(), o.card));
        for (Card c : peek_) deck_[p].push_back(c);  // the rest goes back on top
        if (!peek_.empty()) log(EvKind::kLeave, p).a = static_cast<int16_t>(peek_.size());
        peek_.clear();
        add_to_assault(o.card, o.value, false);
      } else {
        for (Card c : peek_)
          if (c != o.card) deck_[p].push_back(c);
        deck_[p].push_back(o.card);  // the named card ends on top
        log(EvKind::kLeave, p).a = static_cast<int16_t>(peek_.size());
        peek_.clear();
      }
      break;
    case Pending::kTelepath:
      for (Card c : peek_) {
        if (c == o.card) {
          hand_[p].push_back(c);
        } else {
          deck_[p].insert(deck_[p].begin(), c);
          known_bottom_[p].insert(known_bottom_[p].begin(), c);
        }
      }
      peek_.clear();
      log(EvKind::kTelepathKeep, p);
      break;
    case Pending::kProbe: {
      const int a = attacker_;
      take_from_hand(a, o.card);
      unboost(a, o.card);
      discard_to(a, o.card);
      log(EvKind::kProbed, p).cards[0] = o.card;
      draw(a);
      break;
    }
    case Pending::kCoven:
    case Pending::kMoonCaller:
    case Pending::kMesmerist:
    case Pending::kGaze:
    case Pending::kTransform:
    case Pending::kHowl:
      if (o.what == Opt::kSuit || o.what == Opt::kRank) {
        ACard& x = assault_[o.target];
        if (o.what == Opt::kSuit) x.suit = static_cast<uint8_t>(o.value);
        else x.rank = static_cast<uint8_t>(o.value);
        x.modified = true;
        x.wild = false;
        Ev& e = log(o.what == Opt::kSuit ? EvKind::kChangeSuit : EvKind::kChangeRank, p);
        e.cards[0] = x.card;
        e.a = o.value;
        if ((pd.kind == Pending::kTransform || pd.kind == Pending::kHowl) && pd.left > 1) {
          std::vector<Opt> opts = change_options(pd.kind == Pending::kHowl);
          opts.erase(std::remove_if(opts.begin(), opts.end(), [&](const Opt& q) { return q.target == o.target; }), opts.end());
          if (!opts.empty()) {
            opts.push_back(Opt{});
            ask(pd.kind, p, std::move(opts), resume_, -1, pd.left - 1);
            return;
          }
        }
      }
      break;
    case Pending::kForceField:
      if (o.what == Opt::kAlso) {
        assault_[o.target].status = Fight::kDefended;
        log(EvKind::kAlso, p).cards[0] = assault_[o.target].card;
      }
      break;
    case Pending::kEnergyShield:
      if (o.what == Opt::kNegate) {
        assault_[o.target].status = Fight::kNegated;
        log(EvKind::kNegate, p).cards[0] = assault_[o.target].card;
      }
      break;
    case Pending::kBloodlust:
      if (o.what == Opt::kMark) {
        ++assault_[o.target].bonus;
        log(EvKind::kMark, p).cards[0] = assault_[o.target].card;
        if (pd.left > 1) {
          std::vector<Opt> opts;
          for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
            if (i != o.target) opts.push_back(Opt{Opt::kMark, assault_[i].card, static_cast<int8_t>(i)});
          opts.push_back(Opt{});
          ask(pd.kind, p, std::move(opts), resume_, -1, pd.left - 1);
          return;
        }
      }
      break;
    case Pending::kMindSwap: {
      const int d = o.value;
      const Card took = hand_[d][rng_.below(static_cast<uint32_t>(hand_[d].size()))];
      unboost(p, o.card);
      unboost(d, took);
      take_from_hand(p, o.card);
      take_from_hand(d, took);
      hand_[d].push_back(o.card);
      hand_[p].push_back(took);
      log(EvKind::kSwap, p).b = static_cast<int16_t>(d);
      break;
    }
    case Pending::kTeleporter:
      if (o.what == Opt::kBottom) {
        take_from_hand(p, o.card);
        deck_[p].insert(deck_[p].begin(), o.card);
        known_bottom_[p].insert(known_bottom_[p].begin(), o.card);
        log(EvKind::kBottom, p);
        const int moved = pd.source + 1;
        if (pd.left > 1 && !hand_[p].empty()) {
          std::vector<Opt> opts;
          for (Card c : hand_[p]) opts.push_back(Opt{Opt::kBottom, c});
          opts.push_back(Opt{});
          ask(pd.kind, p, std::move(opts), resume_, moved, pd.left - 1);
          return;
        }
        draw(p, moved);
      } else {
        draw(p, pd.source);
      }
      break;
    case Pending::kAfterburner:
      boost_[p] = o.card.id();
      log(EvKind::kBoost, p);
      break;
  }
  if (phase_ == Phase::kGameOver) return;
  resume();
}

void PaState::do_apply(Action a) {
  const Decoded d = decode(a);
  const int p = to_act_;
  switch (d.type) {
    case Decoded::kPlay:
      take_from_hand(p, d.card);
      add_to_assault(d.card, d.mod, true);
      run_todo();
      break;
    case Decoded::kLaunch: launch(); break;
    case Decoded::kStop: {
      Ev& e = log(EvKind::kStop, p);
      e.a = !assault_.empty() && legal_types(effs(false), allowed_types(p)) != 0;
      end_assault(true);
      break;
    }
    case Decoded::kPass:
      if (phase_ == Phase::kLaunchWindow) start_defense();
      else pass(p);
      break;
    case Decoded::kDefend: defend(d.card, d.target, d.night_wings); break;
    case Decoded::kReform:
    case Decoded::kKeep: {
      if (d.type == Decoded::kReform) {
        const int n = static_cast<int>(hand_[p].size());
        for (Card c : hand_[p]) {
          unboost(p, c);
          discard_[p].push_back(c);
        }
        hand_[p].clear();
        draw(p, n);
        log(EvKind::kReform, p).a = static_cast<int16_t>(n);
      } else {
        log(EvKind::kKeepHand, p);
      }
      next_defender_or_end(p);
      break;
    }
    case Decoded::kPower: play_power(p, d.power, d.arg); break;
    case Decoded::kChoose: apply_choice(pending_.opts[d.choice]); break;
    case Decoded::kDraft: draft(d.choice); break;
    case Decoded::kInvalid: break;
  }
  if (abort_to_ >= 0 && phase_ != Phase::kGameOver) abort_assault();
}

// Street Fight: a player who re-entered with the second deck prepares next; the Assault ends at once.
void PaState::abort_assault() {
  const int next = abort_to_;
  abort_to_ = -1;
  const int a = attacker_;
  for (Card c : peek_) {
    if (c.deck == primary_[a]) deck_[a].push_back(c);
    else gone_.push_back(c);
  }
  peek_.clear();
  pending_ = Pending{};
  todo_.clear();
  cleanup();
  start_prepare(next);
}

bool PaState::street_reenter(int seat) {
  if (variant_ != Variant::kStreet || street_used_[seat]) return false;
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
    primary_[s] = s + 4;
    count_own(s);
    street_used_[s] = true;
    draw(s, kHandSize);
    log(EvKind::kReenter, s);
  }
  chips_[team(seat)] = teams() ? 2 * kStartChips : kStartChips;
  abort_to_ = seat;
  return true;
}

void PaState::launch() {
  bool low = false;
  const uint32_t types = legal_types(effs(false), allowed_types(attacker_), &low);
  types_ = types;
  // Lock the type: the one drawing the most Power Cards (the higher type on equal draws).
  int best = -1, draws = -1;
  for (int t = 0; t < kNumTypes; ++t)
    if ((types & (1u << t)) && type_power_draws(t) >= draws) {
      best = t;
      draws = type_power_draws(t);
    }
  type_ = best;
  launched_ = true;
  if (low) {
    // The Ace of the low straight becomes rank 1 (a Stowaway Ace left out of the core stays high).
    int pick = -1;
    for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
      if (assault_[i].rank == kAce && (pick < 0 || assault_[pick].stowaway)) pick = i;
    if (pick >= 0) assault_[pick].rank = 1;
  }
  for (ACard& x : assault_) x.wild = false;  // Infiltrator is its printed card from launch on
  Ev& e = log(EvKind::kLaunch, attacker_);
  e.a = static_cast<int16_t>(type_);
  e.b = static_cast<int16_t>(draws);
  draws_left_ = draws;
  continue_launch();
}

// Power Cards one at a time (R5 step 2); an Immediate that needs a choice pauses the draws.
void PaState::continue_launch() {
  while (draws_left_ > 0) {
    --draws_left_;
    draw_power(attacker_);
    if (phase_ == Phase::kGameOver || phase_ == Phase::kChoice) return;
  }
  after_launch();
}

// On-launch triggers (R5 step 3), then the launch window or the defense.
void PaState::after_launch() {
  for (const ACard& x : assault_)
    if (x.ability == Ability::kRayGunner) {
      for (int d : defenders()) {
        direct_damage(d, 1);
        if (phase_ == Phase::kGameOver) return;
      }
    }
  for (int id : face_up_[attacker_])
    if (id == kPCourtOfNight &&
        (types_ & ((1u << kFlush) | (1u << kFourFlush) | (1u << kStraightFlush))))
      gain(attacker_, 1);
  bool window = false;
  for (int id : secrets_[attacker_])
    window |= power_info(id).kind == PowerKind::kSecretA && power_info(id).implemented;
  if (window) {
    phase_ = Phase::kLaunchWindow;
    to_act_ = attacker_;
  } else {
    start_defense();
  }
}

void PaState::start_defense() {
  std::vector<int> live;
  for (int d : defenders())
    if (!passed_[d]) live.push_back(d);
  if (live.empty()) {
    end_assault(false);
    return;
  }
  phase_ = Phase::kDefend;
  to_act_ = live[0];
}

void PaState::draw_power(int seat) {
  auto& pd = power_deck_[seat];
  if (pd.empty()) return;  // an empty Power Deck draws nothing
  const int id = pd.back();
  pd.pop_back();
  const PowerInfo& pi = power_info(id);
  log(EvKind::kPowerDraw, seat).a = static_cast<int16_t>(id);
  switch (pi.kind) {
    case PowerKind::kSecretA:
    case PowerKind::kSecretD: secrets_[seat].push_back(id); break;
    case PowerKind::kNewType:
    case PowerKind::kPersistent: face_up_[seat].push_back(id); break;
    case PowerKind::kImmediate: {
      const int name = id;
      if (name == kPAfterburner && !hand_[seat].empty() && boost_[seat] < 0) {
        std::vector<Opt> opts;
        for (Card c : hand_[seat]) opts.push_back(Opt{Opt::kBoost, c});
        ask(Pending::kAfterburner, seat, std::move(opts), Resume::kLaunch);
        break;
      }
      power_discard_[seat].push_back(id);
      if (name == kPBloodPact) {
        gain(seat, 2);
      } else if (name == kPOrbitalStrike) {
        std::vector<Opt> opts;
        for (int s = 0; s < num_seats(); ++s)
          if (!out_[s] && team(s) != team(seat)) opts.push_back(Opt{Opt::kSeat, Card{}, -1, static_cast<int8_t>(s)});
        if (opts.size() == 1) direct_damage(opts[0].value, 2);
        else if (!opts.empty()) ask(Pending::kOrbital, seat, std::move(opts), Resume::kLaunch);
      } else if (name == kPBloodlust) {
        std::vector<Opt> opts;
        for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
          opts.push_back(Opt{Opt::kMark, assault_[i].card, static_cast<int8_t>(i)});
        opts.push_back(Opt{});
        ask(Pending::kBloodlust, seat, std::move(opts), Resume::kLaunch, -1, 2);
      } else if (name == kPTeleporter && !hand_[seat].empty()) {
        std::vector<Opt> opts;
        for (Card c : hand_[seat]) opts.push_back(Opt{Opt::kBottom, c});
        opts.push_back(Opt{});
        ask(Pending::kTeleporter, seat, std::move(opts), Resume::kLaunch, 0, 2);
      }
      break;
    }
  }
}

void PaState::play_power(int seat, int id, int arg) {
  auto& sec = secrets_[seat];
  sec.erase(std::find(sec.begin(), sec.end(), id));
  Ev& e = log(EvKind::kPowerPlay, seat);
  e.a = static_cast<int16_t>(id);
  e.b = static_cast<int16_t>(arg == kNoArg ? -1 : arg);
  if (arg != kNoArg) e.cards[0] = assault_[arg].card;
  const int name = id;
  if (power_info(id).attachment) {
    assault_[arg].attached.push_back(id);  // leaves with its card in CLEANUP
    return;
  }
  power_discard_[seat].push_back(id);  // the rest is discarded on use (its effect lasts this Assault)
  const Resume here = phase_ == Phase::kLaunchWindow ? Resume::kWindow : phase_ == Phase::kDefend ? Resume::kDefendTurn : Resume::kPrepare;
  resume_seat_ = static_cast<int8_t>(seat);
  if (name == kPGrowingFerocity) {
    ferocity_ = true;
  } else if (name == kPRelentless) {
    relentless_ = true;
  } else if (name == kPHeavyOrdnance) {
    const uint32_t types = launched_ ? types_ : legal_types(effs(false), allowed_types(seat));
    const int dmg = (types & ((1u << kFullHouse) | (1u << kThreePair))) ? 2 : 1;
    for (int d : defenders()) {
      direct_damage(d, dmg);
      if (phase_ == Phase::kGameOver) return;
    }
  } else if (name == kPCrimsonTransformation || name == kPHowlAtTheMoon) {
    const bool rank = name == kPHowlAtTheMoon;
    std::vector<Opt> opts = change_options(rank);
    opts.push_back(Opt{});
    ask(rank ? Pending::kHowl : Pending::kTransform, seat, std::move(opts), here, -1, 2);
  } else if (name == kPMindSwap) {
    ask(Pending::kMindSwap, seat, swap_options(), here);
  } else if (name == kPSanctuaryOfShadows) {
    reduce_[seat] += 2;
  } else if (name == kPCounterattack) {
    direct_damage(attacker_, 2);
    if (phase_ == Phase::kGameOver) return;
    if (out_[attacker_]) end_assault(false);
  } else if (name == kPEvasiveManeuvers) {
    assault_[arg].status = Fight::kDefended;
    if (undefended() == 0) end_assault(false);
  } else if (name == kPEnergyShield) {
    assault_[arg].status = Fight::kNegated;
    std::vector<Opt> opts;
    for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
      if (assault_[i].status == Fight::kUndefended && !menacer_locked(i) && low_enough(assault_[i]))
        opts.push_back(Opt{Opt::kNegate, assault_[i].card, static_cast<int8_t>(i)});
    if (!opts.empty()) {
      opts.push_back(Opt{});
      ask(Pending::kEnergyShield, seat, std::move(opts), Resume::kDefendTurn);
    } else if (undefended() == 0) {
      end_assault(false);
    }
  } else if (name == kPAbduction) {
    assault_[arg].status = Fight::kNegated;
    assault_[arg].thief = static_cast<int8_t>(seat);
    if (undefended() == 0) end_assault(false);
  } else if (name == kPIllusion) {
    assault_[arg].illusion = true;
  } else if (name == kPRadarJamming) {
    for (ACard& x : assault_) x.ability = Ability::kNone;
    log(EvKind::kJam, seat);
  } else if (name == kPHypnoticGaze) {
    ask(Pending::kGaze, seat, gaze_options(), Resume::kDefendTurn);
  }
  if (phase_ == Phase::kPrepare || phase_ == Phase::kLaunchWindow) {
    // Direct damage may have knocked out defenders (3 players): they count as having passed.
    for (int d : defenders())
      if (out_[d]) passed_[d] = true;
  }
}

void PaState::defend(Card dc, int target, bool nw) {
  const int d = to_act_;
  take_from_hand(d, dc);
  ACard& t = assault_[target];
  t.status = Fight::kDefended;
  t.has_defender = true;
  t.defender = dc;
  t.defender_seat = static_cast<int8_t>(d);
  t.def_suit = nw ? t.suit : dc.suit;
  const int def_rank = base_rank(dc, d);
  unboost(d, dc);
  t.def_modified = nw;
  def_played_[d] = true;
  ++defended_count_[d];
  Ev& e = log(EvKind::kDefend, d);
  e.cards[0] = dc;
  e.cards[1] = t.card;
  e.a = nw;
  draw(d);
  resume_seat_ = static_cast<int8_t>(d);
  switch (active_defense(dc)) {
    case Ability::kCrimsonFeast: gain(d, 1); break;
    case Ability::kShieldGenerator: ++reduce_[d]; break;
    case Ability::kTemporalRift: no_press_ = true; break;
    case Ability::kAbductor: t.thief = static_cast<int8_t>(d); break;
    case Ability::kCounterBite:
    case Ability::kBlaster:
      direct_damage(attacker_, 1);
      if (phase_ == Phase::kGameOver) return;
      if (out_[attacker_]) {
        end_assault(false);  // 3 players: the Assault ends at once (R15)
        return;
      }
      break;
    case Ability::kProbe:
      if (!hand_[attacker_].empty()) {
        std::vector<Opt> opts;
        for (Card c : hand_[attacker_]) opts.push_back(Opt{Opt::kPick, c});
        ask(Pending::kProbe, d, std::move(opts), Resume::kAfterDefend);
        return;
      }
      break;
    case Ability::kMesmerist: {
      std::vector<Opt> opts;
      for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
        if (assault_[i].status == Fight::kUndefended && assault_[i].suit != t.def_suit)
          opts.push_back(Opt{Opt::kSuit, assault_[i].card, static_cast<int8_t>(i), static_cast<int8_t>(t.def_suit)});
      if (!opts.empty()) {
        opts.push_back(Opt{});
        ask(Pending::kMesmerist, d, std::move(opts), Resume::kAfterDefend);
        return;
      }
      break;
    }
    case Ability::kForceField: {
      std::vector<Opt> opts;
      for (int i = 0; i < static_cast<int>(assault_.size()); ++i) {
        const ACard& u = assault_[i];
        if (u.status == Fight::kUndefended && u.suit == t.def_suit && u.rank < def_rank && !menacer_locked(i))
          opts.push_back(Opt{Opt::kAlso, u.card, static_cast<int8_t>(i)});
      }
      if (!opts.empty()) {
        opts.push_back(Opt{});
        ask(Pending::kForceField, d, std::move(opts), Resume::kAfterDefend);
        return;
      }
      break;
    }
    default: break;
  }
  post_defend(d);
}

void PaState::post_defend(int d) {
  if (undefended() == 0) {
    end_assault(false);
    return;
  }
  next_defender_or_end(d);
}

// After `last` acted (defended, or passed and decided on Reform): whose turn in DEFEND, or the end.
void PaState::next_defender_or_end(int last) {
  phase_ = Phase::kDefend;
  if (undefended() == 0) {
    end_assault(false);
    return;
  }
  std::vector<int> live;
  for (int s : defenders())
    if (!passed_[s]) live.push_back(s);
  if (live.empty()) {
    end_assault(false);
    return;
  }
  // Three players alternate; the other defender goes next if still in the fight.
  for (int s : live)
    if (s != last) {
      to_act_ = s;
      return;
    }
  to_act_ = live[0];
}

void PaState::pass(int d) {
  passed_[d] = true;
  log(EvKind::kPass, d);
  if (undefended() > 0) {
    damage_event(d);
    if (phase_ == Phase::kGameOver) return;
    if (!out_[d] && !def_played_[d] && !relentless_ && !hand_[d].empty()) {
      phase_ = Phase::kReform;
      to_act_ = d;
      return;
    }
  }
  next_defender_or_end(d);
}

void PaState::damage_event(int d) {
  int hits = 0, dmg = 0, heal = 0;
  for (const ACard& x : assault_) {
    if (x.status != Fight::kUndefended) continue;
    ++hits;
    dmg += 1 + x.bonus;
    if (x.ability == Ability::kMonstrous) dmg += 1;
    if (x.ability == Ability::kDireAlpha) dmg += 2;
    if (x.ability == Ability::kBloodletting) heal += 1;
    if (x.ability == Ability::kBloodSovereign) heal += 2;
    for (int id : x.attached) {
      const int n = id;
      if (n == kPFangsOfTheElder) {
        dmg += 1;
        heal += 1;
      }
      if (n == kPAlphasMark) dmg += 1;
    }
  }
  if (hits == 0) return;
  if (ferocity_ && hits >= 2) dmg += std::min(hits - 1, 2);
  for (int id : face_up_[attacker_])
    if (id == kPPackHunt) dmg += 1;
  dmg = std::max(0, dmg - reduce_[d]);
  hit_[d] = true;
  chips_[team(d)] -= dmg;
  Ev& e = log(EvKind::kDamage, d);
  e.a = static_cast<int16_t>(dmg);
  e.b = static_cast<int16_t>(hits);
  if (chips(d) <= 0 && !undying(d)) {
    knock_out(d);
    if (phase_ == Phase::kGameOver) return;
  }
  // The attacker's on-hit gains (a hit counts even when its damage was reduced to 0).
  if (heal > 0 && !out_[attacker_]) gain(attacker_, heal);
  // Persistent cards that leave after damage.
  if (!out_[d]) {
    auto& fu = face_up_[d];
    for (size_t i = 0; i < fu.size();) {
      const int n = fu[i];
      if ((n == kPCourtOfNight && dmg >= 3) || (n == kPBattleStation && dmg >= 1)) {
        log(EvKind::kFaceUpGone, d).a = static_cast<int16_t>(fu[i]);
        power_discard_[d].push_back(fu[i]);
        fu.erase(fu.begin() + static_cast<long>(i));
      } else {
        ++i;
      }
    }
  }
}

// Undying (VP6) steps in by itself when damage would knock its holder out (notes.md).
bool PaState::undying(int seat) {
  auto& sec = secrets_[seat];
  const auto it = std::find(sec.begin(), sec.end(), kPUndying);
  if (it == sec.end()) return false;
  sec.erase(it);
  power_discard_[seat].push_back(kPUndying);
  chips_[team(seat)] = 1;
  log(EvKind::kUndying, seat);
  return true;
}

void PaState::direct_damage(int seat, int amount) {
  chips_[team(seat)] -= amount;
  Ev& e = log(EvKind::kDirect, seat);
  e.a = static_cast<int16_t>(amount);
  if (chips(seat) <= 0 && !undying(seat)) knock_out(seat);
}

void PaState::gain(int seat, int amount) {
  chips_[team(seat)] += amount;
  log(EvKind::kGain, seat).a = static_cast<int16_t>(amount);
}

void PaState::knock_out(int seat) {
  if (street_reenter(seat)) return;
  if (teams()) {
    out_[seat] = out_[(seat + 2) % 4] = true;
    log(EvKind::kKnockOut, seat);
    game_over((seat + 1) % 4);
    return;
  }
  out_[seat] = true;
  log(EvKind::kKnockOut, seat);
  // Their cards leave the game (R15); cards they have in play follow in CLEANUP.
  for (auto* zone : {&hand_[seat], &deck_[seat], &discard_[seat]}) {
    gone_.insert(gone_.end(), zone->begin(), zone->end());
    zone->clear();
  }
  known_bottom_[seat].clear();
  if (boost_[seat] >= 0) unboost(seat, Card::from_id(static_cast<uint16_t>(boost_[seat])));
  for (int id : secrets_[seat]) power_discard_[seat].push_back(id);
  for (int id : face_up_[seat]) power_discard_[seat].push_back(id);
  secrets_[seat].clear();
  face_up_[seat].clear();
  passed_[seat] = true;
  int alive = 0, last = -1;
  for (int s = 0; s < num_seats(); ++s)
    if (!out_[s]) {
      ++alive;
      last = s;
    }
  if (alive <= 1) game_over(last);
}

void PaState::end_assault(bool failed) {
  if (phase_ == Phase::kGameOver) return;
  if (abort_to_ >= 0) {
    abort_assault();
    return;
  }
  const int a = attacker_;
  int next;
  if (out_[a]) {
    next = left_of(a);  // an attacker knocked out mid-Assault (3 players)
  } else if (failed) {
    next = teams() ? (a + 1) % 4 : left_of(a);
  } else {
    const bool full = undefended() == 0;
    if (full) {
      log(EvKind::kFullDefense, -1);
      // Persistent cards of the attacker that leave on a Full Defense.
      auto& fu = face_up_[a];
      for (size_t i = 0; i < fu.size();) {
        const int n = fu[i];
        if (n == kPPackHunt || n == kPHiveMind) {
          log(EvKind::kFaceUpGone, a).a = static_cast<int16_t>(fu[i]);
          power_discard_[a].push_back(fu[i]);
          fu.erase(fu.begin() + static_cast<long>(i));
        } else {
          ++i;
        }
      }
      // Battle Station: defenders who defended without passing strike back.
      for (int d : defenders())
        for (int id : face_up_[d])
          if (id == kPBattleStation && def_played_[d] && !passed_[d]) {
            direct_damage(a, 1);
            if (phase_ == Phase::kGameOver) return;
            if (abort_to_ >= 0) {
              abort_assault();
              return;
            }
          }
    }
    if (out_[a]) {
      next = left_of(a);
    } else if (full || no_press_) {
      if (!full) log(EvKind::kNoPress, a);
      next = teams() ? (a + 1) % 4 : left_of(a);
    } else {
      next = teams() ? (a + 2) % 4 : a;
      log(EvKind::kPress, next);
    }
  }
  cleanup();
  start_prepare(next);
}

void PaState::cleanup() {
  for (ACard& x : assault_) {
    if (x.thief >= 0) {
      log(EvKind::kAbducted, x.thief).cards[0] = x.card;
      discard_to(x.thief, x.card);
    } else {
      discard_to(attacker_, x.card);
    }
    if (x.has_defender) discard_to(x.defender_seat, x.defender);
    for (int id : x.attached) power_discard_[attacker_].push_back(id);
  }
  assault_.clear();
  todo_.clear();
  launched_ = false;
  type_ = -1;
  types_ = 0;
  played_from_hand_ = 0;
  draws_left_ = 0;
  passed_ = {};
  def_played_ = {};
  hit_ = {};
  reduce_ = {};
  defended_count_ = {};
  no_press_ = relentless_ = ferocity_ = false;
  for (int s = 0; s < num_seats(); ++s)
    if (out_[s]) passed_[s] = true;
}

void PaState::game_over(int winner) {
  phase_ = Phase::kGameOver;
  winner_ = winner;
  if (winner >= 0) log(EvKind::kWin, winner);
  else log(EvKind::kDraw, -1);
}

std::vector<double> PaState::returns() const {
  std::vector<double> r(static_cast<size_t>(num_seats()), 0.0);
  if (phase_ != Phase::kGameOver || winner_ < 0) return r;
  for (int s = 0; s < num_seats(); ++s) r[s] = team(s) == team(winner_) ? 1.0 : -1.0;
  return r;
}

// ---- notation ------------------------------------------------------------------------------------

std::string PaState::opt_text(const Opt& o) const {
  auto target = [&]() {
    return o.target >= 0 && o.target < static_cast<int>(assault_.size()) ? card_name(assault_[o.target].card, attacker_)
                                                                           : std::string("?");
  };
  const int holder = pending_.seat >= 0 ? pending_.seat : attacker_;
  switch (o.what) {
    case Opt::kAdd: return "add " + card_name(o.card, attacker_) + mod_text(o.value);
    case Opt::kLeave: return peek_.size() > 1 ? "leave " + card_name(o.card, attacker_) + " on top" : std::string("leave");
    case Opt::kKeepCard: return "keep " + card_name(o.card, attacker_);
    case Opt::kPick: return "discard " + card_name(o.card, attacker_);
    case Opt::kSuit: return target() + " to " + suit_char(static_cast<uint8_t>(o.value));
    case Opt::kRank: return target() + " to " + rank_char(static_cast<uint8_t>(o.value));
    case Opt::kAlso: return "also " + target();
    case Opt::kNegate: return "negate " + target();
    case Opt::kMark: return "mark " + target();
    case Opt::kSeat: return "player " + std::to_string(o.value + 1);
    case Opt::kSwap: return "swap " + card_name(o.card, holder) + " with player " + std::to_string(o.value + 1);
    case Opt::kBottom: return "bottom " + card_name(o.card, holder);
    case Opt::kBoost: return "boost " + card_name(o.card, holder);
    case Opt::kNone: return "done";
  }
  return "?";
}

std::string PaState::action_to_string(Action a) const {
  const Decoded d = decode(a);
  auto target = [&](int i) {
    return i >= 0 && i < static_cast<int>(assault_.size()) ? card_name(assault_[i].card, attacker_) : std::string("?");
  };
  switch (d.type) {
    case Decoded::kPlay: return "play " + card_name(d.card, to_act_) + mod_text(d.mod);
    case Decoded::kLaunch: return "launch";
    case Decoded::kStop: return "stop";
    case Decoded::kPass: return "pass";
    case Decoded::kReform: return "reform";
    case Decoded::kKeep: return "keep";
    case Decoded::kDefend:
      return "defend " + card_name(d.card, to_act_) +
             (d.night_wings && d.target < static_cast<int>(assault_.size())
                  ? std::string(" as ") + suit_char(assault_[d.target].suit)
                  : std::string()) +
             " on " + target(d.target);
    case Decoded::kPower: {
      std::string s = std::string("power ") + power_info(d.power).name;
      if (d.arg != kNoArg) s += " on " + target(d.arg);
      return s;
    }
    case Decoded::kChoose:
      if (d.choice < static_cast<int>(pending_.opts.size())) return "choose " + opt_text(pending_.opts[d.choice]);
      return "choose " + std::to_string(d.choice);
    case Decoded::kDraft: {
      static const char* suits[4] = {"clubs", "diamonds", "hearts", "spades"};
      return std::string("take ") + faction_id(d.choice / 4) + " " + suits[d.choice % 4];
    }
    case Decoded::kInvalid: break;
  }
  return "invalid " + std::to_string(a);
}

std::string PaState::describe(Action a, Person person) const {
  const Decoded d = decode(a);
  switch (d.type) {
    case Decoded::kPlay: {
      std::string s = "plays " + to_label(d.card) + " into the Assault";
      if (d.mod >= 1 && d.mod <= 4) s += std::string(", changing its suit to ") + suit_symbol(static_cast<uint8_t>(d.mod - 1));
      if (d.mod >= 5) s += std::string(", changing its rank to ") + rank_name(static_cast<uint8_t>(d.mod - 5 + 2));
      return s;
    }
    case Decoded::kLaunch: return "launches the Assault";
    case Decoded::kStop: return "stops preparing";
    case Decoded::kPass: return phase_ == Phase::kLaunchWindow ? "lets the defense begin" : num_seats() == 3 ? "passes" : "stops defending";
    case Decoded::kReform: return "Reforms (discards the hand and draws as many)";
    case Decoded::kKeep: return "keeps the hand";
    case Decoded::kDefend:
      return "defends " + (d.target < static_cast<int>(assault_.size()) ? to_label(assault_[d.target].card) : "?") +
             " with " + to_label(d.card);
    case Decoded::kPower: return std::string("plays the Power Card ") + power_info(d.power).name;
    case Decoded::kChoose: return "chooses: " + action_to_string(a).substr(7);
    case Decoded::kDraft:
      return std::string("takes the ") + suit_symbol(static_cast<uint8_t>(d.choice % 4)) + " suit of " +
             faction_name(d.choice / 4);
    case Decoded::kInvalid: break;
  }
  return action_to_string(a);
}

// Why the rules allow a move, in a player's words (the guided first game).
std::string PaState::explain(Action a) const {
  const Decoded d = decode(a);
  auto types_text = [](uint32_t types) {
    std::string out;
    for (int t = 0; t < kNumTypes; ++t)
      if (types & (1u << t)) out += std::string(out.empty() ? "" : ", ") + type_name(t);
    return out;
  };
  switch (d.type) {
    case Decoded::kPlay: {
      std::vector<Eff> set = effs(false);
      set.push_back(eff_for(d.card, d.mod, true));
      const uint32_t now = legal_types(set, allowed_types(attacker_));
      const std::string still = types_text(potential_types(set, allowed_types(attacker_)));
      std::string why = "You prepare an Assault one card at a time; every card must help an Assault that is "
                        "still possible. With " + to_label(d.card) + " it can still become: " + still + ".";
      if (now) why += " It would already be a legal " + std::string(type_name(31 - __builtin_clz(now))) + ".";
      if (d.mod) why += " The card's ability lets it change as it is played.";
      return why;
    }
    case Decoded::kLaunch:
      return "Your Assault is a legal " + (assault_.empty() ? std::string("hand") : types_text(legal_types(effs(false), allowed_types(attacker_)))) +
             ": launch it and the defender must answer card by card; every card left undefended costs them a chip. "
             "Straights and better draw Power Cards.";
    case Decoded::kStop:
      return "You may stop preparing at any time. An Assault that is not a legal hand fails: its cards are "
             "discarded, you keep your hand, and your opponent prepares next.";
    case Decoded::kPass:
      if (phase_ == Phase::kLaunchWindow) return "The Assault is launched; let the defense begin.";
      return num_seats() == 3 ? "You may pass: you take a chip of damage for every Assault card still undefended, and stop defending."
                              : "You may stop defending: every Assault card still undefended costs you a chip.";
    case Decoded::kReform:
      return "You defended nothing this Assault, so you may Reform: discard your hand and draw as many new cards.";
    case Decoded::kKeep:
      return "You may keep your hand instead of Reforming.";
    case Decoded::kDefend: {
      const std::string target = d.target < static_cast<int>(assault_.size()) ? to_label(assault_[d.target].card) : "?";
      return "Defend an Assault card with the same rank, or the same suit and a higher rank (defending Aces are high): " +
             to_label(d.card) + " can stop " + target + ", which then costs you nothing.";
    }
    case Decoded::kPower:
      return std::string("Your face-down Power Card ") + power_info(d.power).name + " may be played now: " +
             power_info(d.power).text;
    case Decoded::kChoose:
      return "A card asks you to choose; each option is allowed by its text.";
    case Decoded::kDraft:
      return "Cross-faction decks: players take turns choosing one suit from each faction; this suit is still free.";
    case Decoded::kInvalid: break;
  }
  return "";
}

// ---- hidden information --------------------------------------------------------------------------

std::unique_ptr<State> PaState::determinize(int seat, Rng& rng) const {
  auto copy = std::make_unique<PaState>(*this);
  // Hidden from `seat`, per player: the deck's order and content (except the bottom cards its owner
  // has seen), the discard pile under its top card, the hands of the others (the attacker's hand
  // stays while `seat` looks at it for Probe), cards the attacker is looking at; the Power Deck's
  // order and the others' face-down Power Cards.
  for (int o = 0; o < num_seats(); ++o) {
    const size_t keep_bottom = o == seat ? known_bottom_[o].size() : 0;
    const bool hand_hidden = o != seat && !(phase_ == Phase::kChoice && pending_.kind == Pending::kProbe &&
                                            pending_.seat == seat && o == attacker_);
    const bool peek_hidden = o == attacker_ && o != seat;
    std::vector<Card> pool(deck_[o].begin() + static_cast<long>(keep_bottom), deck_[o].end());
    if (discard_[o].size() > 1) pool.insert(pool.end(), discard_[o].begin(), discard_[o].end() - 1);
    if (hand_hidden) pool.insert(pool.end(), hand_[o].begin(), hand_[o].end());
    if (peek_hidden) pool.insert(pool.end(), peek_.begin(), peek_.end());
    std::sort(pool.begin(), pool.end());  // the result must depend on the view and rng only
    rng.shuffle(pool);
    size_t k = 0;
    for (size_t i = keep_bottom; i < copy->deck_[o].size(); ++i) copy->deck_[o][i] = pool[k++];
    if (discard_[o].size() > 1)
      for (size_t i = 0; i + 1 < discard_[o].size(); ++i) copy->discard_[o][i] = pool[k++];
    if (hand_hidden) {
      for (Card& c : copy->hand_[o]) c = pool[k++];
      std::sort(copy->hand_[o].begin(), copy->hand_[o].end());
      // Which hand card carries Afterburner is hidden too.
      if (boost_[o] >= 0 && !copy->hand_[o].empty()) copy->boost_[o] = copy->hand_[o].front().id();
    }
    if (peek_hidden)
      for (Card& c : copy->peek_) c = pool[k++];
    if (o != seat) copy->known_bottom_[o].clear();
    std::vector<int> ppool(power_deck_[o]);
    if (o != seat) ppool.insert(ppool.end(), secrets_[o].begin(), secrets_[o].end());
    std::sort(ppool.begin(), ppool.end());
    rng.shuffle(ppool);
    k = 0;
    for (int& id : copy->power_deck_[o]) id = ppool[k++];
    if (o != seat) {
      for (int& id : copy->secrets_[o]) id = ppool[k++];
      std::sort(copy->secrets_[o].begin(), copy->secrets_[o].end());
    }
  }
  for (int o = 0; o < num_seats(); ++o) {
    // Street Fight: the second deck lies face down, unseen by everyone.
    std::vector<Card> pool(reserve_[o]);
    std::sort(pool.begin(), pool.end());
    rng.shuffle(pool);
    copy->reserve_[o] = pool;
    std::vector<int> ppool(reserve_power_[o]);
    std::sort(ppool.begin(), ppool.end());
    rng.shuffle(ppool);
    copy->reserve_power_[o] = ppool;
  }
  if (phase_ == Phase::kChoice && pending_.seat != seat) copy->refresh_pending();
  copy->rng_.reseed(rng.next_u64());
  copy->rig_.reset();
  return copy;
}

std::vector<Card> PaState::all_cards() const {
  std::vector<Card> all(gone_);
  all.insert(all.end(), peek_.begin(), peek_.end());
  all.insert(all.end(), box_.begin(), box_.end());
  for (int s = 0; s < num_seats(); ++s) {
    all.insert(all.end(), deck_[s].begin(), deck_[s].end());
    all.insert(all.end(), hand_[s].begin(), hand_[s].end());
    all.insert(all.end(), discard_[s].begin(), discard_[s].end());
    all.insert(all.end(), reserve_[s].begin(), reserve_[s].end());
  }
  for (const ACard& x : assault_) {
    all.push_back(x.card);
    if (x.has_defender) all.push_back(x.defender);
  }
  return all;
}

// ---- JSON ----------------------------------------------------------------------------------------

std::string PaState::to_json() const {
  JsonWriter j;
  j.begin_object();
  j.key("phase").value(phase_id(phase_));
  j.key("to_act").value(current_player());
  j.key("attacker").value(attacker_);
  j.key("assaults").value(assaults_);
  j.key("first_player").value(first_player_);
  j.key("chips").begin_array();
  for (int t = 0; t < (teams() ? 2 : num_seats()); ++t) j.value(chips_[t]);
  j.end_array();
  j.key("out").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.value(static_cast<bool>(out_[s]));
  j.end_array();
  j.key("factions").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.value(faction_id(faction_[s]));
  j.end_array();
  j.key("variant").value(static_cast<int>(variant_)).key("random_chips").value(random_chips_);
  j.key("draft").begin_array();
  for (int k = 0; k < 16; ++k) j.value(static_cast<int>(draft_[k]));
  j.end_array();
  j.key("reserve").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.cards(reserve_[s]);
  j.end_array();
  j.key("reserve_power").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.values(reserve_power_[s]);
  j.end_array();
  j.key("street_used").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.value(static_cast<bool>(street_used_[s]));
  j.end_array();
  j.key("primary").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.value(primary_[s]);
  j.end_array();
  for (const char* key : {"decks", "hands", "discards"}) {
    const auto& zone = key[0] == 'd' && key[1] == 'e' ? deck_ : key[0] == 'h' ? hand_ : discard_;
    j.key(key).begin_array();
    for (int s = 0; s < num_seats(); ++s) j.cards(zone[s]);
    j.end_array();
  }
  j.key("gone").cards(gone_);
  j.key("box").cards(box_);
  for (const char* key : {"power_decks", "secrets", "face_up", "power_discards"}) {
    const auto& zone = key[0] == 'p' && key[6] == 'd' && key[7] == 'e' ? power_deck_
                       : key[0] == 's'                                 ? secrets_
                       : key[0] == 'f'                                 ? face_up_
                                                                       : power_discard_;
    j.key(key).begin_array();
    for (int s = 0; s < num_seats(); ++s) j.values(zone[s]);
    j.end_array();
  }
  j.key("assault").begin_array();
  for (const ACard& x : assault_) {
    j.begin_object().key("card").card(x.card).key("rank").value(static_cast<int>(x.rank));
    j.key("suit").value(static_cast<int>(x.suit)).key("modified").value(x.modified).key("wild").value(x.wild);
    j.key("ability").value(static_cast<int>(x.ability)).key("status").value(static_cast<int>(x.status));
    if (x.has_defender)
      j.key("defender").card(x.defender).key("by").value(static_cast<int>(x.defender_seat)).key("def_suit").value(static_cast<int>(x.def_suit));
    j.key("attached").values(x.attached).key("thief").value(static_cast<int>(x.thief));
    j.key("stowaway").value(x.stowaway).key("illusion").value(x.illusion).key("bonus").value(static_cast<int>(x.bonus));
    j.end_object();
  }
  j.end_array();
  j.key("launched").value(launched_).key("type").value(type_).key("types").value(types_);
  j.key("passed").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.value(static_cast<bool>(passed_[s]));
  j.end_array();
  j.key("played").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.value(static_cast<bool>(def_played_[s]));
  j.end_array();
  j.key("reduce").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.value(reduce_[s]);
  j.end_array();
  j.key("defended").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.value(defended_count_[s]);
  j.end_array();
  j.key("no_press").value(no_press_).key("relentless").value(relentless_).key("ferocity").value(ferocity_);
  j.key("pending").value(static_cast<int>(pending_.kind)).key("pending_seat").value(static_cast<int>(pending_.seat));
  j.key("options").begin_array();
  for (const Opt& o : pending_.opts) j.value(opt_text(o));
  j.end_array();
  j.key("left").value(static_cast<int>(pending_.left)).key("source").value(static_cast<int>(pending_.source));
  j.key("resume").value(static_cast<int>(resume_)).key("resume_seat").value(static_cast<int>(resume_seat_));
  j.key("todo").begin_array();
  for (const Todo& t : todo_) j.begin_array().value(static_cast<int>(t.kind)).value(static_cast<int>(t.index)).end_array();
  j.end_array();
  j.key("peek").cards(peek_).key("draws_left").value(draws_left_).key("from_hand").value(played_from_hand_);
  j.key("boost").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.value(boost_[s]);
  j.end_array();
  j.key("known_bottom").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.cards(known_bottom_[s]);
  j.end_array();
  j.key("winner").value(winner_);
  j.key("events").begin_array();
  for (const Ev& e : events_) j.begin_array().value(static_cast<int>(e.seat)).value(event_text(*this, e)).end_array();
  j.end_array();
  j.end_object();
  return j.str();
}

std::string PaState::view_json(int seat) const { return poker_assault::to_json(view(*this, seat)); }

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
                           .help = "Cross-faction: draft one suit of each faction. Double Decker: your faction and the "
                                   "next shuffled together. Street Fight: knocked out once, come back with the next "
                                   "faction's deck."});
  out.push_back(OptionSpec{.key = "chips",
                           .label = "Starting chips",
                           .choices = {"fixed", "random"},
                           .choice_labels = {"10 each (20 a team)", "Cut for them (A-9)"},
                           .help = "Random: each player cuts their deck; A-9 gives that many chips, 10-K cuts again."});
  for (int s = 0; s < kMaxSeats; ++s) {
    OptionSpec o;
    o.key = "faction" + std::to_string(s + 1);
    o.label = "Player " + std::to_string(s + 1) + " faction";
    // The default first: seat s plays faction s.
    o.choices.push_back(faction_id(s));
    o.choice_labels.push_back(faction_name(s));
    for (int f = 0; f < kNumFactions; ++f)
      if (f != s) {
        o.choices.push_back(faction_id(f));
        o.choice_labels.push_back(faction_name(f));
      }
    o.help = "The faction deck player " + std::to_string(s + 1) + " plays (ignored with fewer players).";
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
  const bool cross = resolved->count("variant") && resolved->at("variant") == "cross";
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
          .rules = poker_assault::rules_text(),
          .max_actions = poker_assault::kMaxActions,
          .ai_iterations = 200,
      },
      &poker_assault::create,
  };
  return game;
}

}  // namespace ff
