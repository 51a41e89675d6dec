// Crossfire: the rules (board shapes, set-up, power, actions, turns, notation, determinization).
#include "core/games/crossfire/crossfire.h"

#include <algorithm>
#include <cctype>

#include "core/games/crossfire/crossfire_ai.h"
#include "core/games/crossfire/crossfire_state.h"

namespace ff {
namespace crossfire {

// ---- cards -------------------------------------------------------------------------------------

int joker_count(Jokers j) { return j == Jokers::kThree ? 3 : 2; }

Config read_config(const Options& options) {
  const GameInfo& info = crossfire_game().info;
  Config c;
  c.jokers = static_cast<Jokers>(option_index(info, options, "jokers"));
  c.board = static_cast<Board>(option_index(info, options, "board"));
  return c;
}

namespace {

std::string code_string(int code) { return code == kJokerCode ? "Jk" : to_string(code_card(code)); }
int code_strength(int code) { return strength(code_card(code)); }
int code_value(int code) { return code == kJokerCode ? 0 : power_value(code_card(code)); }

constexpr uint16_t kAllValues = 0x3FE;  // bits 1..9: a joker can take any of them

inline uint16_t mirror(uint16_t m) { return mirror_values(m); }

// The pairing mask of a card laid on the grid (a joker pairs with anything numbered).
uint16_t code_mask(int code) {
  if (code == kJokerCode) return kAllValues;
  const int v = code_value(code);
  return v >= 1 && v <= 9 ? static_cast<uint16_t>(1u << v) : 0;
}

}  // namespace

// ---- notation helpers ------------------------------------------------------------------------------

const char* kind_id(Kind k) {
  switch (k) {
    case Kind::kEmpty: return "empty";
    case Kind::kNode: return "node";
    case Kind::kTower: return "tower";
    case Kind::kNeutral: return "neutral";
    case Kind::kContest: return "contest";
    case Kind::kSeized: return "seized";
  }
  return "?";
}

const char* phase_id(Phase p) {
  switch (p) {
    case Phase::kBases: return "bases";
    case Phase::kPlay: return "play";
    case Phase::kGameOver: return "game_over";
  }
  return "?";
}

DecodedAction decode(Action a) {
  DecodedAction d;
  const auto card_and_slot = [&](DecodedAction::Kind kind, Action base) {
    d.kind = kind;
    d.card = static_cast<int>((a - base) / kSlotStride);
    d.slot = static_cast<int>((a - base) % kSlotStride);
  };
  if (a < static_cast<Action>(kCardCodes * kSlotStride)) {
    card_and_slot(DecodedAction::kPlay, kPlayBase);
  } else if (a >= kKeepBase && a < kKeepBase + kCardCodes * kSlotStride) {
    card_and_slot(DecodedAction::kKeep, kKeepBase);
  } else if (a >= kTowerBase && a < kTowerBase + 48 * kSlotStride) {
    const int combo = static_cast<int>((a - kTowerBase) / kSlotStride);
    d.kind = DecodedAction::kTower;
    d.slot = static_cast<int>((a - kTowerBase) % kSlotStride);
    d.ten = Card::make(kTen, static_cast<uint8_t>(combo / 12));
    d.royal = Card::make(static_cast<uint8_t>(kJack + (combo % 12) / 4), static_cast<uint8_t>(combo % 4));
  } else if (a >= kJokerBase && a < kJokerBase + kSlotStride) {
    d.kind = DecodedAction::kJoker;
    d.slot = static_cast<int>(a - kJokerBase);
  } else if (a >= kDiscardBase && a < kDiscardBase + kCardCodes) {
    d.kind = DecodedAction::kDiscard;
    d.card = static_cast<int>(a - kDiscardBase);
  } else if (a == kKeepBases || a == kRedrawBases) {
    d.kind = a == kKeepBases ? DecodedAction::kKeepBases : DecodedAction::kRedrawBases;
  }
  return d;
}

Action encode_play(int code, int slot) { return kPlayBase + static_cast<Action>(code * kSlotStride + slot); }
Action encode_play(Card c, int slot) { return encode_play(card_code(c), slot); }
Action encode_keep(Card c, int slot) { return kKeepBase + static_cast<Action>(card_code(c) * kSlotStride + slot); }
Action encode_tower(Card ten, Card royal, int slot) {
  const int combo = ten.suit * 12 + (royal.rank - kJack) * 4 + royal.suit;
  return kTowerBase + static_cast<Action>(combo * kSlotStride + slot);
}
Action encode_joker(int slot) { return kJokerBase + static_cast<Action>(slot); }
Action encode_discard(Card c) { return kDiscardBase + static_cast<Action>(card_code(c)); }

// ---- board shapes ------------------------------------------------------------------------------

std::string Geometry::name(int slot) const {
  auto letter = [](int i) { return std::string(1, static_cast<char>('a' + i)); };
  if (is_grid(slot)) return letter(slot % width) + std::to_string(slot / width + 1);
  if (is_base(slot)) return "B" + std::to_string(base_seat(slot) + 1) + letter(base_k(slot));
  if (is_support(slot)) return "S" + std::to_string(base_seat(slot) + 1) + letter(base_k(slot));
  return "?";
}

std::string Geometry::label(int slot) const {
  if (is_grid(slot)) return name(slot);
  if (is_base(slot)) return "base " + name(front[base_seat(slot) * kBaseNodes + base_k(slot)]);
  if (is_support(slot)) return "support " + name(front[base_seat(slot) * kBaseNodes + base_k(slot)]);
  return "?";
}

int Geometry::parse(const std::string& text) const {
  std::string t;
  for (char c : text) t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (int i = 0; i < slots; ++i) {
    std::string n = name(i);
    for (char& c : n) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (n == t) return i;
  }
  return -1;
}

namespace {

// Sides: 0 south (row 1 side), 1 west, 2 north, 3 east. Two players sit south and north; four sit
// south, west, north, east (clockwise), partners opposite. A side's base line holds 5 base slots
// centred on it, each in front of one edge cell; the support slots lie behind them.
Geometry make_geometry(int seats, int width, int height, const std::vector<std::pair<std::pair<int, int>, int>>& neutrals,
                       int middle_x, int middle_y) {
  Geometry g;
  g.width = width;
  g.height = height;
  g.seats = seats;
  g.grid = width * height;
  g.slots = g.grid + 2 * seats * kBaseNodes;
  const int n = g.grid + seats * kBaseNodes;
  g.nbr.assign(static_cast<size_t>(n), std::array<int16_t, 4>{-1, -1, -1, -1});
  g.xy.resize(static_cast<size_t>(g.slots));
  auto add = [&](int a, int b) {
    for (auto* arr : {&g.nbr[a], &g.nbr[b]}) {
      const int other = arr == &g.nbr[a] ? b : a;
      int k = 0;
      while ((*arr)[k] >= 0) ++k;  // never more than 4 (checked by the geometry test)
      (*arr)[k] = static_cast<int16_t>(other);
    }
  };
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const int c = x + y * width;
      g.xy[c] = {x, y};
      if (x + 1 < width) add(c, c + 1);
      if (y + 1 < height) add(c, c + width);
    }
  g.front.resize(static_cast<size_t>(seats * kBaseNodes));
  for (int seat = 0; seat < seats; ++seat) {
    const int side = seats == 2 ? seat * 2 : seat;
    const int line = side == 0 || side == 2 ? width : height;
    const int off = (line - kBaseNodes) / 2;
    for (int k = 0; k < kBaseNodes; ++k) {
      int fx = 0, fy = 0, bx = 0, by = 0, sx = 0, sy = 0;
      switch (side) {
        case 0: fx = off + k; fy = 0; bx = fx; by = -1; sx = fx; sy = -2; break;
        case 1: fx = 0; fy = off + k; bx = -1; by = fy; sx = -2; sy = fy; break;
        case 2: fx = off + k; fy = height - 1; bx = fx; by = height; sx = fx; sy = height + 1; break;
        default: fx = width - 1; fy = off + k; bx = width; by = fy; sx = width + 1; sy = fy; break;
      }
      const int b = g.base_slot(seat, k), cell = fx + fy * width;
      g.front[seat * kBaseNodes + k] = static_cast<int16_t>(cell);
      g.xy[b] = {bx, by};
      g.xy[g.support_slot(seat, k)] = {sx, sy};
      add(b, cell);
    }
  }
  for (const auto& [pos, deck] : neutrals)
    g.neutrals.push_back({static_cast<int16_t>(pos.first - 1 + (pos.second - 1) * width), static_cast<int8_t>(deck)});
  if (middle_x > 0) g.middle = middle_x - 1 + (middle_y - 1) * width;
  return g;
}

// Boards (notes.md, Board; Four players and Ultimate). Neutral cells are (column, row), 1-based; row 1 on seat 0's side.
// 2 players: 5 x 9; rows 3 and 7 at columns 1, 3, 5 and row 5 at columns 2 and 4; seat 0's deck
// gives row 3 and row 5 column 2.
const Geometry& geometry_2p() {
  static const Geometry g = make_geometry(
      2, 5, 9, {{{1, 3}, 0}, {{3, 3}, 0}, {{5, 3}, 0}, {{2, 5}, 0}, {{1, 7}, 1}, {{3, 7}, 1}, {{5, 7}, 1}, {{4, 5}, 1}},
      0, 0);
  return g;
}

// 4 players, a square of side n (9, or 13 for Ultimate) with the middle node at its centre and a
// ring of 8 neutral cells around it, `r` steps out: the middle of each side's way in and the four
// diagonals. Seat 0 gives the middle card and its side's two; every other seat gives two.
Geometry square_geometry(int n, int r) {
  const int m = (n + 1) / 2;
  return make_geometry(4, n, n,
                       {{{m, m}, 0},
                        {{m, m - r}, 0}, {{m - r, m - r}, 0},   // south
                        {{m - r, m}, 1}, {{m - r, m + r}, 1},   // west
                        {{m, m + r}, 2}, {{m + r, m + r}, 2},   // north
                        {{m + r, m}, 3}, {{m + r, m - r}, 3}},  // east
                       m, m);
}

}  // namespace

const Geometry& geometry(int seats, bool ultimate) {
  static const Geometry four = square_geometry(9, 2);
  static const Geometry four_ultimate = square_geometry(13, 3);
  if (seats == 4) return ultimate ? four_ultimate : four;
  return geometry_2p();
}

namespace {

}  // namespace

// ---- construction and set-up ---------------------------------------------------------------------

CfState::CfState(const Game& game, uint64_t seed, int seats, const Options& options, std::shared_ptr<const Rig> rig)
    : State(game, seed, seats, options), g_(nullptr), rng_(seed), rig_(std::move(rig)), config_(read_config(options)) {
  jokers_ = joker_count(config_.jokers);
  ultimate_ = seats == 4 && (config_.board == Board::kUltimate || (rig_ && rig_->ultimate));
  g_ = &geometry(seats, ultimate_);
  slots_.resize(static_cast<size_t>(g_->slots));
  events_.reserve(256);
  for (int s = 0; s < seats; ++s) {
    deck_[s] = standard_deck(static_cast<uint8_t>(s), jokers_);
    if (ultimate_) {
      // A second deck shuffled in: its cards equal the first deck's (same owner), its jokers follow.
      auto second = standard_deck(static_cast<uint8_t>(s), 0);
      for (int j = 0; j < jokers_; ++j) second.push_back(Card::joker(static_cast<uint8_t>(jokers_ + j), static_cast<uint8_t>(s)));
      deck_[s].insert(deck_[s].end(), second.begin(), second.end());
    }
    shuffle_deck(s, rig_ ? &rig_->tops[s] : nullptr);
  }
  points_ = {0, 0};
  if (rig_) place_rigged(*rig_);
  for (int s = 0; s < seats; ++s) place_bases(s);
  next_setup(0);
}

// Test support: the rig's cards taken out of their decks and placed on the board.
void CfState::place_rigged(const Rig& rig) {
  for (const Placed& p : rig.board) {
    const int i = g_->parse(p.where);
    if (i < 0 || p.cards.empty()) continue;
    Slot& sl = slots_[i];
    for (Card c : p.cards) {
      auto& d = deck_[c.deck % kMaxSeats];
      auto it = std::find(d.begin(), d.end(), c);
      if (it != d.end()) d.erase(it);
      sl.cards.push_back(c);
    }
    sl.owner = static_cast<int8_t>(p.owner);
    sl.kind = p.kind == 't' ? Kind::kTower : p.kind == 's' ? Kind::kSeized : p.kind == 'c' ? Kind::kContest : Kind::kNode;
    if (sl.kind == Kind::kSeized) sl.since = 0;
    if (sl.kind == Kind::kContest) {
      sl.was = Kind::kNode;
      sl.lead = static_cast<int8_t>(p.lead);
    }
  }
}

void CfState::shuffle_deck(int seat, const std::vector<Card>* tops) {
  auto& d = deck_[seat];
  rng_.shuffle(d);
  if (!tops) return;
  // The first listed card ends on top (the back of the vector).
  for (size_t i = 0; i < tops->size() && i < d.size(); ++i) {
    const size_t pos = d.size() - 1 - i;
    for (size_t j = 0; j <= pos; ++j)
      if (d[j] == (*tops)[i]) {
        std::swap(d[j], d[pos]);
        break;
      }
  }
}

void CfState::place_bases(int seat) {
  EventRecord& e = log(EventKind::kBases, seat);
  for (int k = 0; k < kBaseNodes; ++k) {
    Slot& s = slots_[g_->base_slot(seat, k)];
    if (s.kind == Kind::kEmpty && !deck_[seat].empty()) {
      s.kind = Kind::kNode;
      s.owner = static_cast<int8_t>(seat);
      s.cards = {deck_[seat].back()};
      deck_[seat].pop_back();
    }
    if (!s.cards.empty()) e.cards[k] = s.cards[0];
  }
}

bool CfState::base_needs_redraw(int seat) const {
  int numbered = 0;
  bool joker = false;
  for (int k = 0; k < kBaseNodes; ++k) {
    const Slot& s = slots_[g_->base_slot(seat, k)];
    if (s.kind != Kind::kNode || s.cards.empty()) continue;
    if (s.cards[0].is_joker()) joker = true;
    else if (power_value(s.cards[0]) > 0) ++numbered;
  }
  return joker || numbered <= 2;
}

void CfState::next_setup(int from) {
  for (int s = from; s < num_seats(); ++s)
    if (can_redraw(s)) {
      turn_ = s;
      set_phase(Phase::kBases);
      return;
    }
  finish_setup();
}

// The one place where the phase changes.
void CfState::set_phase(Phase phase) { phase_ = phase; }

void CfState::finish_setup() {
  // Neutral cards, face down.
  int placed = 0;
  if (!(rig_ && rig_->no_neutrals)) {
    for (const auto& [cell, deck] : g_->neutrals) {
      Slot& s = slots_[cell];
      if (s.kind != Kind::kEmpty || deck_[deck].empty()) continue;
      s.kind = Kind::kNeutral;
      s.neutral = true;
      s.cards = {deck_[deck].back()};
      deck_[deck].pop_back();
      ++placed;
    }
  }
  log(EventKind::kNeutrals, -1).count = static_cast<int16_t>(placed);
  first_player_draws();
  if (phase_ == Phase::kGameOver) return;
  log(EventKind::kFirstPlayer, first_player_);
  for (int i = 0; i < num_seats(); ++i) {
    const int s = (first_player_ + i) % num_seats();
    for (int k = 0; k < kHandSize && !deck_[s].empty(); ++k) {
      hand_[s].push_back(deck_[s].back());
      deck_[s].pop_back();
    }
    std::sort(hand_[s].begin(), hand_[s].end());
  }
  log(EventKind::kDeal, -1);
  set_phase(Phase::kPlay);
  start_turn(first_player_);
}

// Who starts: each draws a card, the highest strength starts (ace low), ties draw again. An empty
// deck ends the game in a tie.
void CfState::first_player_draws() {
  for (;;) {
    int best = -1, best_seat = -1, count = 0;
    for (int s = 0; s < num_seats(); ++s) {
      if (deck_[s].empty()) {
        log(EventKind::kDeckEmpty, s);
        game_over(-1, 3);
        return;
      }
      Card c = deck_[s].back();
      deck_[s].pop_back();
      discard_[s].push_back(c);
      first_draws_.push_back({static_cast<int8_t>(s), c});
      log(EventKind::kFirstDraw, s).cards[0] = c;
      if (strength(c) > best) {
        best = strength(c);
        best_seat = s;
        count = 1;
      } else if (strength(c) == best) {
        ++count;
      }
    }
    if (count == 1) {
      first_player_ = best_seat;
      return;
    }
    log(EventKind::kFirstTie, -1);
  }
}

EventRecord& CfState::log(EventKind kind, int seat) {
  EventRecord e;
  e.kind = kind;
  e.seat = static_cast<int8_t>(seat);
  events_.push_back(e);
  return events_.back();
}

// ---- power: crossfire_power.cpp ------------------------------------------------------------------

int CfState::defense(int i) const {
  const Slot& s = slots_[i];
  if (s.cards.empty()) return -1;
  if (s.kind == Kind::kNeutral) return strength(s.cards[0]);
  return strength(s.cards.back());  // a node, a tower's royal, a pile's top card
}

// ---- legal actions --------------------------------------------------------------------------------

void CfState::play_actions(const Power& pw, std::vector<Action>& out) const {
  PowerInfo info[kSlotStride];
  power_infos(info);
  play_actions(pw, info, out);
}

void CfState::play_actions(const Power& pw, const PowerInfo* info, std::vector<Action>& out) const {
  const int p = turn_;
  bool have[kCardCodes] = {};
  int codes[8], nc = 0;  // the hand's distinct card codes
  for (Card c : hand_[p]) {
    const int code = card_code(c);
    if (!have[code]) {
      have[code] = true;
      codes[nc++] = code;
    }
  }
  const int n = power_slots();
  for (int i = 0; i < n; ++i) {
    bool usable_nbr = false;
    uint16_t need = 0;  // values that pair with a dead own neighbour
    for (int16_t j : g_->nbr[i]) {
      if (j < 0) break;
      if (pw.usable[j]) usable_nbr = true;
      if (info[j].owner == p && !pw.alive[j]) need |= mirror(info[j].mask);
    }
    const Slot& s = slots_[i];
    if (s.kind == Kind::kEmpty) {
      if (g_->is_grid(i))
        for (int k = 0; k < nc; ++k)
          if (usable_nbr || (code_mask(codes[k]) & need)) out.push_back(encode_play(codes[k], i));
    } else if (s.kind == Kind::kNeutral) {
      if (usable_nbr)
        for (int k = 0; k < nc; ++k) out.push_back(encode_play(codes[k], i));  // a probe: any card
    } else if (s.kind == Kind::kContest) {
      contest_actions(i, codes, nc, usable_nbr, out);
    } else if (s.kind == Kind::kSeized && s.owner == p) {
      seized_actions(i, codes, nc, usable_nbr, out);
    } else {
      pile_actions(i, codes, nc, usable_nbr, out);
    }
  }
  support_actions(codes, nc, out);
  for (int k = 0; k < nc; ++k) out.push_back(kDiscardBase + static_cast<Action>(codes[k]));
}

// An own node (a royal on a 10 or a 10 on a royal builds a tower; a joker may be swapped in), or an
// enemy's node, tower or seized pile (an attack: a card at least as strong as its defense).
void CfState::pile_actions(int i, const int* codes, int nc, bool usable_nbr, std::vector<Action>& out) const {
  const Slot& s = slots_[i];
  if (s.kind == Kind::kNode && s.owner == turn_) {
    const Card c = s.cards[0];
    // "A base node of a royal cannot become a powered node": no tower on it, no joker swapped in.
    const bool royal_base = g_->is_base(i) && is_royal(c);
    bool joker = false;
    for (int k = 0; k < nc; ++k) {
      const Card h = code_card(codes[k]);
      joker = joker || codes[k] == kJokerCode;
      if ((c.rank == kTen && is_royal(h)) || (is_royal(c) && h.rank == kTen && !royal_base)) out.push_back(encode_play(codes[k], i));
    }
    if (joker && !joker_used_ && !c.is_joker() && !royal_base) out.push_back(encode_joker(i));
    return;
  }
  if (!enemies(turn_, s.owner) || !usable_nbr) return;
  for (int k = 0; k < nc; ++k)
    if (code_strength(codes[k]) >= defense(i)) out.push_back(encode_play(codes[k], i));
}

// An own seized pile, in any turn of its owner (the one it was won in too): replaced by any card
// (from a powered neighbour), or reduced to one own card (keep) or an own 10 and royal (tower).
void CfState::seized_actions(int i, const int* codes, int nc, bool usable_nbr, std::vector<Action>& out) const {
  const Slot& s = slots_[i];
  const int p = turn_;
  if (usable_nbr)
    for (int k = 0; k < nc; ++k) out.push_back(encode_play(codes[k], i));
  bool kept[kCardCodes] = {};
  const size_t first = s.neutral ? 1 : 0;
  for (size_t a = first; a < s.cards.size(); ++a) {
    const Card c = s.cards[a];
    if (c.deck != p) continue;
    const int code = card_code(c);
    if (!kept[code]) {
      kept[code] = true;
      out.push_back(kKeepBase + static_cast<Action>(code * kSlotStride + i));
    }
    if (c.rank == kTen)
      for (size_t b = first; b < s.cards.size(); ++b)
        if (s.cards[b].deck == p && is_royal(s.cards[b])) out.push_back(encode_tower(c, s.cards[b], i));
  }
}

// A contest the other side leads: the defender answers stronger (an own node needs no neighbour),
// the attacker of a player's node equal or stronger.
void CfState::contest_actions(int i, const int* codes, int nc, bool usable_nbr, std::vector<Action>& out) const {
  const Slot& s = slots_[i];
  const int p = turn_;
  if (team(s.lead) == team(p)) return;  // the leading side waits
  const int top = strength(s.cards.back());
  bool ok = usable_nbr;
  int min = top + 1;
  if (s.owner == p) ok = true;
  else if (s.owner >= 0 && team(s.owner) != team(p)) min = top;
  if (ok)
    for (int k = 0; k < nc; ++k)
      if (code_strength(codes[k]) >= min) out.push_back(encode_play(codes[k], i));
}

// Support nodes: a numbered card behind an own numbered base node, the sum at most 10.
void CfState::support_actions(const int* codes, int nc, std::vector<Action>& out) const {
  const int p = turn_;
  for (int k = 0; k < kBaseNodes; ++k) {
    const int sup = g_->support_slot(p, k), b = g_->base_slot(p, k);
    const Slot& bs = slots_[b];
    const bool base_ok = bs.owner == p && !bs.cards.empty() &&
                         (bs.kind == Kind::kNode || (bs.kind == Kind::kContest && bs.was == Kind::kNode));
    if (slots_[sup].kind != Kind::kEmpty || !base_ok) continue;
    const int bv = power_value(bs.cards[0]);
    if (bv <= 0) continue;
    for (int c = 0; c < nc; ++c) {
      const int v = code_value(codes[c]);
      if (v > 0 && bv + v <= 10) out.push_back(encode_play(codes[c], sup));
    }
  }
}

int CfState::current_player() const { return phase_ == Phase::kGameOver ? kTerminal : turn_; }

std::vector<Action> CfState::legal_actions() const {
  std::vector<Action> out;
  if (phase_ == Phase::kGameOver) return out;
  if (phase_ == Phase::kBases) {
    out.push_back(kKeepBases);
    if (can_redraw(turn_)) out.push_back(kRedrawBases);
    return out;
  }
  PowerInfo info[kSlotStride];
  power_infos(info);
  Power pw;
  compute_power(turn_, info, pw);
  out.reserve(64);
  play_actions(pw, info, out);
  // Ultimate's two decks hold equal cards: a pile may offer the same tower twice.
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// ---- applying actions -------------------------------------------------------------------------------

Card CfState::take_from_hand(int seat, int code) {
  auto& h = hand_[seat];
  for (size_t i = 0; i < h.size(); ++i)
    if (card_code(h[i]) == code) {
      Card c = h[i];
      h.erase(h.begin() + static_cast<long>(i));
      return c;
    }
  return Card{};
}

// Empties a pile: every card but the kept ones goes to its owner's discard pile.
void CfState::clear_pile(Slot& s, const Card* keep, int nkeep) {
  bool used[2] = {false, false};
  for (Card c : s.cards) {
    bool kept = false;
    for (int k = 0; k < nkeep; ++k)
      if (!used[k] && keep[k] == c) {
        used[k] = kept = true;
        break;
      }
    if (!kept) discard_[c.deck % kMaxSeats].push_back(c);
  }
  s = Slot{};
}

void CfState::do_apply(Action a) {
  const DecodedAction d = decode(a);
  const int p = turn_;
  switch (d.kind) {
    case DecodedAction::kKeepBases:
      log(EventKind::kKeepBases, p);
      next_setup(p + 1);
      break;
    case DecodedAction::kRedrawBases: apply_redraw_bases(); break;
    case DecodedAction::kDiscard:
      discard_[p].push_back(take_from_hand(p, d.card));
      log(EventKind::kDiscard, p).cards[0] = discard_[p].back();
      end_turn();
      break;
    case DecodedAction::kJoker: apply_joker(d.slot); break;
    case DecodedAction::kKeep: apply_keep(d.card, d.slot); break;
    case DecodedAction::kTower: apply_tower(d.ten, d.royal, d.slot); break;
    case DecodedAction::kPlay: apply_play(d.card, d.slot); break;
    case DecodedAction::kInvalid: break;
  }
  if (num_seats() == 4) check_points();  // a keep or a tower can complete a chain too
}

void CfState::apply_redraw_bases() {
  const int p = turn_;
  for (int k = 0; k < kBaseNodes; ++k) {
    Slot& s = slots_[g_->base_slot(p, k)];
    for (Card c : s.cards) deck_[p].push_back(c);
    s = Slot{};
  }
  const auto& rt = rig_ ? rig_->redraw_tops[p] : std::vector<std::vector<Card>>{};
  const int r = redraws_[p]++;
  shuffle_deck(p, r < static_cast<int>(rt.size()) ? &rt[r] : nullptr);
  log(EventKind::kRedraw, p).count = static_cast<int16_t>(redraws_[p]);
  place_bases(p);
  if (!can_redraw(p)) next_setup(p + 1);  // else the same player decides again
}

void CfState::apply_joker(int slot) {
  const int p = turn_;
  Slot& s = slots_[slot];
  const Card old = s.cards[0];
  s.cards[0] = take_from_hand(p, kJokerCode);
  hand_[p].push_back(old);
  std::sort(hand_[p].begin(), hand_[p].end());
  joker_used_ = true;
  EventRecord& e = log(EventKind::kJoker, p);
  e.slot = static_cast<int16_t>(slot);
  e.cards[0] = old;
}

void CfState::apply_keep(int code, int slot) {
  const int p = turn_;
  Slot& s = slots_[slot];
  Card keep{};
  for (size_t i = s.neutral ? 1 : 0; i < s.cards.size(); ++i)
    if (s.cards[i].deck == p && card_code(s.cards[i]) == code) {
      keep = s.cards[i];
      break;
    }
  const int removed = static_cast<int>(s.cards.size()) - 1;
  clear_pile(s, &keep, 1);
  s.kind = Kind::kNode;
  s.owner = static_cast<int8_t>(p);
  s.cards = {keep};
  EventRecord& e = log(EventKind::kKeep, p);
  e.slot = static_cast<int16_t>(slot);
  e.cards[0] = keep;
  e.count = static_cast<int16_t>(removed);
}

void CfState::apply_tower(Card ten, Card royal, int slot) {
  const int p = turn_;
  Slot& s = slots_[slot];
  ten.deck = royal.deck = static_cast<uint8_t>(p);
  const Card keep[2] = {ten, royal};
  const int removed = static_cast<int>(s.cards.size()) - 2;
  clear_pile(s, keep, 2);
  s.kind = Kind::kTower;
  s.owner = static_cast<int8_t>(p);
  s.cards = {ten, royal};
  EventRecord& e = log(EventKind::kTower, p);
  e.slot = static_cast<int16_t>(slot);
  e.cards[0] = ten;
  e.cards[1] = royal;
  e.count = static_cast<int16_t>(removed);
}

// A card from hand goes on a slot: what it does depends on what lies there.
void CfState::apply_play(int code, int slot) {
  const int p = turn_;
  const Card c = take_from_hand(p, code);
  Slot& s = slots_[slot];
  EventRecord* e = nullptr;
  if (s.kind == Kind::kEmpty) {
    s.kind = Kind::kNode;
    s.owner = static_cast<int8_t>(p);
    s.cards = {c};
    e = &log(g_->is_support(slot) ? EventKind::kSupport : EventKind::kLay, p);
  } else if (s.kind == Kind::kNeutral) {
    e = &probe(s, c);
  } else if (s.kind == Kind::kContest) {
    e = &log(EventKind::kAnswer, p);
    e->cards[1] = s.cards.back();
    s.cards.push_back(c);
    s.lead = static_cast<int8_t>(p);
  } else {
    e = &play_on_pile(s, c);
  }
  e->slot = static_cast<int16_t>(slot);
  e->cards[0] = c;
  end_turn();
}

// A card on a node, tower or seized pile: a tower on an own node, a new node replacing an own
// seized pile, or an attack (the pile becomes a contest).
EventRecord& CfState::play_on_pile(Slot& s, Card c) {
  const int p = turn_;
  if (s.owner == p && s.kind == Kind::kNode) {
    // A tower: the 10 below, the royal on top.
    const Card under = s.cards[0];
    s.kind = Kind::kTower;
    s.cards = under.rank == kTen ? std::vector<Card>{under, c} : std::vector<Card>{c, under};
    EventRecord& e = log(EventKind::kBuildTower, p);
    e.cards[1] = under;
    return e;
  }
  if (s.owner == p) {
    const int removed = static_cast<int>(s.cards.size());
    clear_pile(s, nullptr, 0);
    s.kind = Kind::kNode;
    s.owner = static_cast<int8_t>(p);
    s.cards = {c};
    EventRecord& e = log(EventKind::kReplace, p);
    e.count = static_cast<int16_t>(removed);
    return e;
  }
  EventRecord& e = log(EventKind::kAttack, p);
  e.cards[1] = s.cards.back();
  s.was = s.kind;
  s.kind = Kind::kContest;
  s.lead = static_cast<int8_t>(p);
  s.cards.push_back(c);
  return e;
}

// A card on a face-down neutral node turns it up; a stronger card starts a contest for it.
EventRecord& CfState::probe(Slot& s, Card c) {
  const Card hidden = s.cards[0];
  s.revealed = true;
  s.cards.push_back(c);
  const bool beats = strength(c) > strength(hidden);
  if (beats) {
    s.kind = Kind::kContest;
    s.was = Kind::kNeutral;
    s.owner = -1;
    s.lead = static_cast<int8_t>(turn_);
  }
  EventRecord& e = log(EventKind::kProbe, turn_);
  e.cards[1] = hidden;
  e.beats = beats;
  return e;
}

// ---- turns ---------------------------------------------------------------------------------------

void CfState::end_turn() {
  if (num_seats() == 4) {
    check_points();
    if (phase_ == Phase::kGameOver) return;
  }
  start_turn((turn_ + 1) % num_seats());
}

void CfState::start_turn(int seat) {
  turn_ = seat;
  ++turn_no_;
  joker_used_ = false;
  // A contest the other side did not answer in its turn is won by the player who leads it.
  int base_won = -1;
  for (int i = 0; i < g_->grid + num_seats() * kBaseNodes; ++i) {
    Slot& s = slots_[i];
    if (s.kind != Kind::kContest || s.lead != seat) continue;
    EventRecord& e = log(EventKind::kWon, seat);
    e.slot = static_cast<int16_t>(i);
    e.count = static_cast<int16_t>(s.cards.size());
    e.neutral = s.was == Kind::kNeutral;
    if (g_->is_base(i) && enemies(seat, g_->base_seat(i)) && num_seats() == 2) base_won = i;
    s.kind = Kind::kSeized;
    s.was = Kind::kEmpty;
    s.owner = static_cast<int8_t>(seat);
    s.lead = -1;
    s.since = static_cast<int16_t>(turn_no_);
  }
  if (base_won >= 0) {
    log(EventKind::kBaseWin, seat).slot = static_cast<int16_t>(base_won);
    game_over(seat, 1);
    return;
  }
  if (num_seats() == 4) {
    check_points();
    if (phase_ == Phase::kGameOver) return;
  }
  if (deck_[seat].empty()) {
    log(EventKind::kDeckEmpty, seat);
    // Two players: a tie. Four: the team with more victory points wins (equal: a tie).
    const auto pts = team_points();
    game_over(num_seats() == 4 && pts[0] != pts[1] ? (pts[0] > pts[1] ? 0 : 1) : -1, 3);
    return;
  }
  hand_[seat].push_back(deck_[seat].back());
  deck_[seat].pop_back();
  std::sort(hand_[seat].begin(), hand_[seat].end());
  log(EventKind::kDraw, seat);
}

int CfState::holder(int i) const {
  const Slot& s = slots_[i];
  return s.kind == Kind::kEmpty || s.kind == Kind::kNeutral ? -1 : s.owner;
}

std::array<int, 2> CfState::team_points() const {
  std::array<int, 2> pts{0, 0};
  if (num_seats() != 4) return pts;
  // 1 per enemy base node held (it stands in the enemy's line and is lost again if retaken).
  for (int o = 0; o < num_seats(); ++o)
    for (int k = 0; k < kBaseNodes; ++k) {
      const int h = holder(g_->base_slot(o, k));
      if (h >= 0 && enemies(h, o)) pts[team(h)] += 1;
    }
  // 2 for a chain linking a base node of each partner: the partners' alive chains touch.
  for (int t = 0; t < 2; ++t) {
    Power pw;
    compute_power(t, pw);
    if (pw.team_linked) pts[t] += 2;
  }
  // 2 for holding the middle node.
  if (g_->middle >= 0) {
    const int h = holder(g_->middle);
    if (h >= 0) pts[team(h)] += 2;
  }
  return pts;
}

void CfState::check_points() {
  if (num_seats() != 4 || phase_ != Phase::kPlay) return;
  const auto pts = team_points();
  for (int t = 0; t < 2; ++t)
    if (pts[t] != points_[t]) {
      EventRecord& e = log(EventKind::kPoints, -1);
      e.points = static_cast<int16_t>(pts[t]);
      e.team = static_cast<int8_t>(t);
      points_[t] = pts[t];
    }
  if (pts[0] >= kWinPoints || pts[1] >= kWinPoints) game_over(pts[0] == pts[1] ? -1 : pts[0] > pts[1] ? 0 : 1, 2);
}

void CfState::game_over(int winner, int reason) {
  set_phase(Phase::kGameOver);
  winner_ = winner;
  end_reason_ = reason;
  if (winner < 0) {
    log(EventKind::kTie, -1);
  } else if (num_seats() == 4) {
    EventRecord& e = log(EventKind::kTeamWin, -1);
    e.team = static_cast<int8_t>(team(winner));
    e.points = static_cast<int16_t>(team_points()[team(winner)]);
  }
}

std::vector<double> CfState::returns() const {
  std::vector<double> r(static_cast<size_t>(num_seats()), 0.0);
  if (phase_ != Phase::kGameOver || winner_ < 0) return r;
  for (int s = 0; s < num_seats(); ++s) r[s] = team(s) == team(winner_) ? 1.0 : -1.0;
  return r;
}

// ---- notation ------------------------------------------------------------------------------------

std::string CfState::action_to_string(Action a) const {
  const DecodedAction d = decode(a);
  switch (d.kind) {
    case DecodedAction::kPlay: return "play " + code_string(d.card) + " " + g_->name(d.slot);
    case DecodedAction::kKeep: return "keep " + code_string(d.card) + " " + g_->name(d.slot);
    case DecodedAction::kTower: return "tower " + to_string(d.ten) + " " + to_string(d.royal) + " " + g_->name(d.slot);
    case DecodedAction::kJoker: return "joker " + g_->name(d.slot);
    case DecodedAction::kDiscard: return "discard " + code_string(d.card);
    case DecodedAction::kKeepBases: return "keep bases";
    case DecodedAction::kRedrawBases: return "redraw bases";
    case DecodedAction::kInvalid: break;
  }
  return "invalid " + std::to_string(a);
}

namespace {

// A card from hand in a sentence ("a joker": jokers are interchangeable).
std::string hand_card(int code) { return code == kJokerCode ? "a joker" : to_label(code_card(code)); }

// "lays 7♥ at c4" / "lay 7♥ at c4": what a play does depends on what lies on the slot.
std::string describe_play(const CfState& s, const DecodedAction& d, Person p) {
  const std::string where = s.g_->label(d.slot), with = " at " + where + " with " + hand_card(d.card);
  if (s.g_->is_support(d.slot)) return verb_s(p, "lay") + " " + hand_card(d.card) + " on " + where;
  const Slot& sl = s.slots_[d.slot];
  const bool own = sl.owner == s.turn_;
  switch (sl.kind) {
    case Kind::kEmpty: return verb_s(p, "lay") + " " + hand_card(d.card) + " at " + where;
    case Kind::kNeutral: return verb_s(p, "probe") + " the neutral node" + with;
    case Kind::kContest: return verb_s(p, "answer") + with;
    case Kind::kNode: return own ? verb_s(p, "build") + " a tower" + with : verb_s(p, "attack") + " " + to_label(sl.cards.back()) + with;
    case Kind::kTower: return verb_s(p, "attack") + " the tower" + with;
    case Kind::kSeized: return verb_s(p, own ? "replace" : "attack") + " the seized pile" + with;
  }
  return "";
}

}  // namespace

std::string CfState::describe(Action a, Person p) const {
  const DecodedAction d = decode(a);
  const std::string where = d.slot >= 0 && d.slot < g_->slots ? g_->label(d.slot) : "?";
  switch (d.kind) {
    case DecodedAction::kPlay: return describe_play(*this, d, p);
    case DecodedAction::kKeep:
      return verb_s(p, "keep") + " " + to_label(code_card(d.card)) + " from the seized pile at " + where;
    case DecodedAction::kTower:
      return verb_s(p, "make") + " a tower of " + to_label(d.ten) + " and " + to_label(d.royal) + " at " + where;
    case DecodedAction::kJoker:
      return verb_s(p, "replace") + " " + (slots_[d.slot].cards.empty() ? std::string("?") : to_label(slots_[d.slot].cards[0])) +
             " at " + where + " with a joker";
    case DecodedAction::kDiscard: return verb_s(p, "discard") + " " + hand_card(d.card);
    case DecodedAction::kKeepBases: return verb_s(p, "keep") + " the base nodes";
    case DecodedAction::kRedrawBases: return verb_s(p, "return") + " the base nodes and " + verb_s(p, "place") + " five new ones";
    case DecodedAction::kInvalid: break;
  }
  return action_to_string(a);
}

// The rule that makes a legal action legal, for the guided first game.
std::string CfState::explain(Action a) const {
  const DecodedAction d = decode(a);
  switch (d.kind) {
    case DecodedAction::kPlay: return explain_play(d);
    case DecodedAction::kKeep:
      return "On your turn you may reduce a pile you hold to one of your own cards, a node; the rest go to the discard piles.";
    case DecodedAction::kTower:
      return "On your turn your own 10 and royal from a pile you hold may stay as a tower.";
    case DecodedAction::kJoker:
      return "Once a turn a joker from your hand may replace one of your single nodes; that card comes back to your hand and you still lay or discard.";
    case DecodedAction::kDiscard:
      return "Laying a card is optional: discarding one instead ends your turn with three cards.";
    case DecodedAction::kKeepBases:
    case DecodedAction::kRedrawBases:
      return "A base line with at most two numbered cards, or a joker, may be returned and redrawn as often as you like; or keep it.";
    case DecodedAction::kInvalid:
      break;
  }
  return "";
}

namespace {

// "7♥ at c4": the top card of a pile and where it lies.
std::string pile_label(const CfState& s, int slot) {
  const Slot& sl = s.slots_[slot];
  return (sl.cards.empty() ? std::string("?") : to_label(sl.cards.back())) + " at " + s.g_->label(slot);
}

}  // namespace

std::string CfState::explain_play(const DecodedAction& d) const {
  const int p = turn_;
  const Card card = code_card(d.card);
  const std::string name = hand_card(d.card);
  if (g_->is_support(d.slot)) {
    const Slot& base = slots_[g_->base_slot(p, g_->base_k(d.slot))];
    return "A support node goes directly behind one of your numbered base nodes when the two sum to at most 10 (" +
           to_label(base.cards[0]) + " + " + name + "); the base node then counts as its own value or the sum.";
  }
  // A neighbour of the slot the mover plays from (an alive own node, or a partner's), or -1.
  Power pw;
  compute_power(p, pw);
  int from = -1;
  for (int16_t j : g_->nbr[d.slot])
    if (j >= 0 && pw.usable[j] && from < 0) from = j;
  const std::string from_label = from >= 0 ? pile_label(*this, from) : "";
  const Slot& s = slots_[d.slot];
  switch (s.kind) {
    case Kind::kEmpty: return explain_lay(d, from);
    case Kind::kNeutral:
      return "A neutral node touching your powered node " + from_label +
             " may be probed with any card: the neutral card is turned up; a stronger card starts a contest for it, any other stays face "
             "up on it as the neutral card is turned face down again.";
    case Kind::kContest: {
      const std::string top = std::to_string(strength(s.cards.back())), mine = std::to_string(strength(card));
      if (s.owner == p)
        return "Your node is under attack: you may answer with a stronger card (" + name + " is " + mine + ", the top card " + top + ").";
      return "In a contest you may answer the top card (" + top + ") with " +
             (s.owner < 0 ? "a stronger card" : "an equal or stronger one") + " from a powered neighbour: " + name + " is " + mine + ".";
    }
    case Kind::kNode:
      if (s.owner == p)
        return "A royal on your own 10, or a 10 on your own royal, builds a tower: powered like a 10, it defends with its royal.";
      [[fallthrough]];
    case Kind::kTower:
    case Kind::kSeized:
      if (s.owner == p)
        return "On your turn a pile you hold may be replaced by a card from your hand laid next to your powered node.";
      return "Your powered node " + from_label + " touches the enemy's " + g_->label(d.slot) +
             ": an attack needs a card at least as strong as its defense (" + std::to_string(defense(d.slot)) + "); " + name +
             " is " + std::to_string(strength(card)) + "." + (g_->is_base(d.slot) ? " Winning it wins the game." : "");
  }
  return "";
}

// A card laid on an empty cell: next to a powered node any card (powered too if it pairs), next to
// a dead node only one that pairs with it.
std::string CfState::explain_lay(const DecodedAction& d, int from) const {
  const int p = turn_;
  const uint16_t want = mirror(code_mask(d.card));
  if (from >= 0) {
    std::string why = g_->label(d.slot) + " touches your powered node " + pile_label(*this, from) +
                      ", which links back to your base line, so any card may go there";
    for (int16_t j : g_->nbr[d.slot])
      if (j >= 0 && power_info(j).owner == p && ((power_info(j).mask & want) || code_value(d.card) == 10 || d.card == kJokerCode))
        return why + "; it will be powered too (" +
               (code_value(d.card) == 10 ? "a 10 is powered alone" : d.card == kJokerCode ? "a joker is wild" : "it pairs with " + pile_label(*this, j) + " to make 10") + ").";
    return why + " (it stays dead until a card pairs with it to make 10).";
  }
  for (int16_t j : g_->nbr[d.slot])
    if (j >= 0 && power_info(j).owner == p && (power_info(j).mask & want))
      return "Next to a dead node only a card that pairs with it to make 10 may be laid: " + hand_card(d.card) + " pairs with " +
             pile_label(*this, j) + ".";
  return "";
}

// ---- hidden information --------------------------------------------------------------------------

std::unique_ptr<State> CfState::determinize(int seat, Rng& rng) const {
  auto copy = std::make_unique<CfState>(*this);
  // Hidden from `seat`, per deck (backs tell the decks apart): the deck's order and content, the
  // other players' hands, and neutral cards nobody has seen.
  for (int o = 0; o < num_seats(); ++o) {
    std::vector<Card> pool(deck_[o]);
    if (o != seat) pool.insert(pool.end(), hand_[o].begin(), hand_[o].end());
    std::vector<int> cells;
    for (int i = 0; i < g_->grid; ++i) {
      const Slot& s = slots_[i];
      if (s.neutral && !s.revealed && s.cards[0].deck == o) {
        pool.push_back(s.cards[0]);
        cells.push_back(i);
      }
    }
    std::sort(pool.begin(), pool.end());  // the result must depend on the view and rng only
    rng.shuffle(pool);
    size_t k = 0;
    for (Card& c : copy->deck_[o]) c = pool[k++];
    if (o != seat) {
      for (Card& c : copy->hand_[o]) c = pool[k++];
      std::sort(copy->hand_[o].begin(), copy->hand_[o].end());
    }
    for (int i : cells) copy->slots_[i].cards[0] = pool[k++];
  }
  copy->rng_.reseed(rng.next_u64());  // future shuffles (base redraws)
  copy->rig_.reset();
  return copy;
}

std::vector<Card> CfState::all_cards() const {
  std::vector<Card> all;
  for (int s = 0; s < num_seats(); ++s) {
    all.insert(all.end(), deck_[s].begin(), deck_[s].end());
    all.insert(all.end(), hand_[s].begin(), hand_[s].end());
    all.insert(all.end(), discard_[s].begin(), discard_[s].end());
  }
  for (const Slot& s : slots_) all.insert(all.end(), s.cards.begin(), s.cards.end());
  return all;
}

// ---- JSON ----------------------------------------------------------------------------------------

std::string CfState::to_json() const {
  JsonWriter j;
  j.begin_object();
  j.key("phase").value(phase_id(phase_));
  j.key("to_act").value(current_player());
  j.key("jokers").value(jokers_);
  j.key("ultimate").value(ultimate_);
  j.key("turn").value(turn_);
  j.key("turn_number").value(turn_no_);
  j.key("first_player").value(first_player_);
  j.key("joker_used").value(joker_used_);
  j.key("redraws").begin_array();
  for (int s = 0; s < num_seats(); ++s) j.value(redraws_[s]);
  j.end_array();
  j.key("first_draws").begin_array();
  for (const auto& f : first_draws_) j.begin_array().value(static_cast<int>(f.first)).card(f.second).end_array();
  j.end_array();
  for (const char* key : {"decks", "hands", "discards"}) {
    const auto& zone = key[0] == 'd' && key[1] == 'e' ? deck_ : key[0] == 'h' ? hand_ : discard_;
    j.key(key).begin_array();
    for (int s = 0; s < num_seats(); ++s) j.cards(zone[s]);
    j.end_array();
  }
  j.key("slots").begin_array();
  for (int i = 0; i < g_->slots; ++i) {
    const Slot& s = slots_[i];
    if (s.kind == Kind::kEmpty) continue;
    j.begin_object().key("slot").value(g_->name(i)).key("kind").value(kind_id(s.kind));
    j.key("owner").value(static_cast<int>(s.owner));
    if (s.kind == Kind::kContest) j.key("was").value(kind_id(s.was)).key("lead").value(static_cast<int>(s.lead));
    if (s.neutral) j.key("neutral").value(true).key("revealed").value(s.revealed);
    if (s.kind == Kind::kSeized) j.key("since").value(static_cast<int>(s.since));
    j.key("cards").cards(s.cards).end_object();
  }
  j.end_array();
  j.key("winner").value(winner_);
  j.key("end_reason").value(end_reason_);
  j.key("events").begin_array();
  for (const EventRecord& e : events_) j.begin_array().value(static_cast<int>(e.seat)).value(event_text(*this, e, Person::kThird)).end_array();
  j.end_array();
  j.end_object();
  return j.str();
}

std::string CfState::view_json(int seat) const { return crossfire::to_json(view(*this, seat)); }
std::string CfState::view_tail_json(int seat, size_t events_from) const { return crossfire::to_json(view(*this, seat, events_from)); }
size_t CfState::event_count() const { return events_.size(); }

// ---- registration -------------------------------------------------------------------------------

namespace {
std::unique_ptr<State> create(const Game& game, uint64_t seed, int seats, const Options& options) {
  return std::make_unique<CfState>(game, seed, seats, options, nullptr);
}
}  // namespace

std::unique_ptr<State> make_for_test(uint64_t seed, int seats, const Options& options, const Rig& rig) {
  const Game& game = crossfire_game();
  auto resolved = resolve_options(game.info, options);
  if (!resolved || (seats != 2 && seats != 4) || (rig.ultimate && seats != 4)) return nullptr;
  // A rig that names one card twice (in the deck tops or on the board) is a mistake in the test.
  std::vector<Card> named;
  for (int s = 0; s < seats; ++s) {
    for (Card c : rig.tops[s]) {
      if (c.deck != s) return nullptr;
      named.push_back(c);
    }
  }
  for (const Placed& p : rig.board) named.insert(named.end(), p.cards.begin(), p.cards.end());
  std::sort(named.begin(), named.end());
  if (std::adjacent_find(named.begin(), named.end()) != named.end()) return nullptr;
  return std::make_unique<CfState>(game, seed, seats, *resolved, std::make_shared<const Rig>(rig));
}

}  // namespace crossfire

// Every action but the set-up ones belongs to a turn. A turn draws one card; a deck holds at most
// 52 + 3 cards (twice that in Ultimate), of which 5 base nodes, the neutrals it gives (4 with two
// players; at least 2 with four), at least one first-player draw and 3 hand cards never come from a
// turn's draw; the next draw attempt after the last card ends the game. Per turn: one play or
// discard, at most one joker swap, and keep/tower actions, each of which turns a seized pile into a
// node; every seized pile comes from a contest, every contest from a play, so keeps never outnumber
// plays. Set-up: at most kMaxRedraws redraws plus one keep per player.
int crossfire::action_bound(int seats, bool ultimate) {
  const int deck = (52 + 3) * (ultimate ? 2 : 1);
  const int turns = deck - kBaseNodes - (seats == 4 ? 2 : 4) - 1 - kHandSize;
  return seats * (kMaxRedraws + 1) + seats * turns * 3;
}
const Game& crossfire_game() {
  static const Game game{
      GameInfo{
          .id = "crossfire",
          .name = "Crossfire",
          .summary = "Build powered chains of cards that sum to 10 across the grid and seize the enemy's base line.",
          .min_seats = 2,
          .max_seats = 4,
          .options =
              {
                  OptionSpec{.key = "jokers",
                             .label = "Jokers",
                             .choices = {"2", "3"},
                             .choice_labels = {"2 jokers per deck", "3 jokers per deck"},
                             .help = "How many jokers each player's deck holds (the same for everyone)."},
                  OptionSpec{.key = "board",
                             .label = "Board",
                             .choices = {"standard", "ultimate"},
                             .choice_labels = {"Standard 9 x 9", "Ultimate 13 x 13"},
                             .help = "Four players: Ultimate plays on a larger board with two decks shuffled together each.",
                             .only_seats = 4},
              },
          .max_actions = crossfire::action_bound(4, true),  // the longest variant
          .test_only = false,
          .seat_counts = {2, 4},  // two players, or two teams of two
      },
      &crossfire::create,
      crossfire::kAiTraits,
  };
  return game;
}

}  // namespace ff
