// Crossfire: the state class, shared by the rules (crossfire.cpp), the views and log text
// (crossfire_view.cpp) and the AI (crossfire_ai.cpp). Internal to this folder.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/games/crossfire/crossfire.h"

namespace ff::crossfire {

struct Slot {
  Kind kind = Kind::kEmpty;
  Kind was = Kind::kEmpty;  // kContest: what the pile was before the contest began
  int8_t owner = -1;        // kNode, kTower, kSeized: holder; kContest: defending owner (-1 a neutral)
  int8_t lead = -1;         // kContest: the seat that played the top card
  bool neutral = false;     // cards[0] is a neutral card
  bool revealed = false;    // ... and everyone has seen it
  int16_t since = -1;       // kSeized: the turn number in which it was won (for the record only)
  std::vector<Card> cards;  // bottom first
};

// Whose power a slot carries and which values it can take for pairing (bit v: value v, 1..9).
// self: powered alone (a 10, a tower, a joker, a base node whose support brings it to 10).
// No default values: a playout step declares arrays of a slot stride of them and fills only the
// board's slots (power_infos); power_info() sets every field.
struct PowerInfo {
  int8_t owner;
  bool self;
  uint16_t mask;
};

// Bit v -> bit 10 - v for v in 1..9: the values that pair with a value mask. A table, inline: the
// power graph and the AI's playouts ask for it at every neighbour they look at.
inline constexpr std::array<uint16_t, 1024> kMirrorValues = [] {
  std::array<uint16_t, 1024> t{};
  for (int m = 0; m < 1024; ++m)
    for (int v = 1; v <= 9; ++v)
      if (m & (1 << v)) t[m] |= static_cast<uint16_t>(1u << (10 - v));
  return t;
}();
inline uint16_t mirror_values(uint16_t m) { return kMirrorValues[m & 1023]; }

// Power of one seat's nodes, from the board (never stored).
// compute_power writes every field, for the board's slots (Geometry::slots; the arrays have room
// for any board): they are left uninitialised here (a playout step makes several Powers; zeroing
// them first cost as much as filling them).
struct Power {
  std::array<uint8_t, kSlotStride> powered;  // 1: some pairing powers it (alone or with a partner)
  std::array<uint8_t, kSlotStride> alive;    // 1: some pairing powers a path from a base node of its line to it
  std::array<uint8_t, kSlotStride> usable;   // 1: a node the seat may lay or attack from
  bool team_linked = false;                    // four players: the seat's chain touches its partner's
  // When one pairing powers every alive node at once (the usual case), that pairing: each node's
  // partner slot, -1 none (for the AI: a node without a partner there is free to pair with a new card).
  bool one_pairing = false;
  std::array<int16_t, kSlotStride> mate;
};

// The log as the state keeps it: compact records, their text made on demand (event_text).
enum class EventKind : uint8_t {
  kBases,        // seat, cards[0..4]
  kRedraw,       // seat, count = redraws so far
  kKeepBases,    // seat
  kNeutrals,     // table, count = cards placed
  kFirstDraw,    // seat, cards[0]
  kFirstTie,     // table
  kFirstPlayer,  // seat
  kDeal,         // table
  kDraw,         // seat (the card is private)
  kLay,          // seat, cards[0], slot
  kSupport,      // seat, cards[0], slot
  kBuildTower,   // seat, cards[0] laid, cards[1] the node it went on, slot
  kAttack,       // seat, cards[0], slot, cards[1] = the top card attacked
  kProbe,        // seat, cards[0], slot, cards[1] = the neutral card, beats
  kAnswer,       // seat, cards[0], slot, cards[1] = the card answered
  kWon,          // seat, slot, count = cards in the pile, neutral
  kReplace,      // seat, cards[0], slot, count = cards removed
  kKeep,         // seat, cards[0], slot, count = cards removed
  kTower,        // seat, cards[0] the 10, cards[1] the royal, slot, count = cards removed
  kJoker,        // seat, slot, cards[0] = the card taken back
  kDiscard,      // seat, cards[0]
  kBaseWin,      // seat = winner, slot
  kDeckEmpty,    // seat who could not draw
  kPoints,       // table, points of team
  kTeamWin,      // table, points of the winning team
  kTie,          // table
};

struct EventRecord {
  EventKind kind;
  int8_t seat = -1;
  bool beats = false;    // kProbe: the card laid is stronger than the neutral card
  bool neutral = false;  // kWon: the pile was a neutral node
  int16_t slot = -1;
  int16_t count = 0;     // see EventKind
  int16_t points = 0;    // kPoints, kTeamWin
  int8_t team = 0;       // kPoints, kTeamWin: 0 (seats 0, 2) or 1 (seats 1, 3)
  Card cards[5];
};

class CfState : public State {
 public:
  CfState(const Game& game, uint64_t seed, int seats, const Options& options, std::shared_ptr<const Rig> rig);

  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  std::string action_to_string(Action a) const override;
  std::string describe(Action a, Person person = Person::kThird) const override;
  std::string explain(Action a) const override;
  std::vector<double> returns() const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<CfState>(*this); }
  std::string to_json() const override;
  std::string view_json(int seat) const override;
  std::string view_tail_json(int seat, size_t events_from) const override;
  size_t event_count() const override;
  std::unique_ptr<State> determinize(int seat, Rng& rng) const override;
  std::vector<Card> all_cards() const override;

  CfState(const CfState&) = default;

  // ---- queries shared with the view and the AI ----
  int team(int seat) const { return num_seats() == 4 ? seat % 2 : seat; }
  bool enemies(int a, int b) const { return a >= 0 && b >= 0 && team(a) != team(b); }
  PowerInfo power_info(int slot) const;
  // power_info of every grid and base slot (the first power_slots() entries of `out`): a decision
  // computes it once and hands it to compute_power, play_actions and the AI's evaluation.
  int power_slots() const { return g_->grid + num_seats() * kBaseNodes; }
  void power_infos(PowerInfo* out) const;
  // depth: internal (with four players the partner's power is computed one level down).
  void compute_power(int seat, Power& out, int depth = 0) const;
  void compute_power(int seat, const PowerInfo* info, Power& out, int depth = 0) const;
  void link_partner(int seat, const PowerInfo* info, Power& out) const;
  int defense(int slot) const;  // what an attack must reach (a neutral: its hidden card)
  bool base_needs_redraw(int seat) const;
  bool can_redraw(int seat) const { return base_needs_redraw(seat) && redraws_[seat] < kMaxRedraws; }
  // Every legal action of the turn player in phase kPlay, given its power (unsorted; Ultimate's equal
  // cards can repeat one).
  void play_actions(const Power& pw, std::vector<Action>& out) const;
  void play_actions(const Power& pw, const PowerInfo* info, std::vector<Action>& out) const;
  std::array<int, 2> team_points() const;  // four players: victory points per team
  int holder(int slot) const;                 // who holds a slot (a contest: its defender), -1 none
  int partner(int seat) const { return num_seats() == 4 ? (seat + 2) % 4 : -1; }

  // ---- data (public inside this folder: the view and the AI read it) ----
  const Geometry* g_;
  Rng rng_;
  std::shared_ptr<const Rig> rig_;
  Config config_;
  int jokers_ = 2;        // per deck (config_.jokers)
  bool ultimate_ = false;  // the Ultimate board (four players)
  Phase phase_ = Phase::kBases;
  int turn_ = 0;          // the seat to act
  int turn_no_ = 0;       // 1 in the first turn
  int first_player_ = -1;
  bool joker_used_ = false;
  std::array<int, kMaxSeats> redraws_{};
  std::array<std::vector<Card>, kMaxSeats> deck_;     // top = back
  std::array<std::vector<Card>, kMaxSeats> hand_;
  std::array<std::vector<Card>, kMaxSeats> discard_;
  std::vector<Slot> slots_;
  std::vector<std::pair<int8_t, Card>> first_draws_;
  int winner_ = -1;       // seat; four players: a seat of the winning team
  std::array<int, 2> points_{};  // four players: the points last logged (for the log only)
  int end_reason_ = 0;    // 0 none, 1 base, 2 points, 3 deck
  std::vector<EventRecord> events_;

 protected:
  void do_apply(Action a) override;

 private:
  void shuffle_deck(int seat, const std::vector<Card>* tops);
  void place_rigged(const Rig& rig);
  void place_bases(int seat);
  void next_setup(int from);
  void finish_setup();
  void start_turn(int seat);
  void end_turn();
  void clear_pile(Slot& s, const Card* keep, int nkeep);
  void set_phase(Phase phase);
  void game_over(int winner, int reason);
  void first_player_draws();
  void check_points();
  Card take_from_hand(int seat, int code);
  EventRecord& log(EventKind kind, int seat);
  // One handler per kind of move (DecodedAction::Kind); a play by what lies on the slot.
  void apply_redraw_bases();
  void apply_joker(int slot);
  void apply_keep(int code, int slot);
  void apply_tower(Card ten, Card royal, int slot);
  void apply_play(int code, int slot);
  EventRecord& play_on_pile(Slot& s, Card c);
  EventRecord& probe(Slot& s, Card c);
  // Legal plays by what lies on the slot (play_actions).
  void pile_actions(int slot, const int* codes, int nc, bool usable_nbr, std::vector<Action>& out) const;
  void seized_actions(int slot, const int* codes, int nc, bool usable_nbr, std::vector<Action>& out) const;
  void contest_actions(int slot, const int* codes, int nc, bool usable_nbr, std::vector<Action>& out) const;
  void support_actions(const int* codes, int nc, std::vector<Action>& out) const;
  // The rule behind a play on the slot, for explain().
  std::string explain_play(const DecodedAction& d) const;
  std::string explain_lay(const DecodedAction& d, int from) const;
  // A card laid on an empty cell beside the mover's powered nodes that pairs with none of them (and
  // is no 10 or joker): it stays dead until a later card pairs with it (explain_lay says so).
};

// A verb for a line in `p`: every Crossfire verb takes -s in the third person (verb_s(p, "lay"):
// "lay" / "lays").
inline std::string verb_s(Person p, const char* base) { return p == Person::kSecond ? base : std::string(base) + "s"; }

// Log text of one event in either person (crossfire_view.cpp).
std::string event_text(const CfState& s, const EventRecord& e, Person person);
// What the line means (core/engine/event.h): its sound and how worth telling again it is.
Cue event_cue(const EventRecord& e);
uint8_t event_tell(const EventRecord& e);

}  // namespace ff::crossfire
