// Poker Assault: the state class, shared by the rules (poker_assault.cpp: set-up, legal moves, the
// Assault's steps; poker_assault_powers.cpp: card abilities, Power Cards and the choices they ask;
// poker_assault_types.cpp: assault types), the notation and log text (poker_assault_text.cpp), the
// views and hidden information (poker_assault_view.cpp) and the AI (poker_assault_ai.cpp). Internal
// to this folder. Rule numbers (R2, R3, ...) are those of notes.md, Rules.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/games/poker_assault/poker_assault.h"

namespace ff::poker_assault {

enum class Fight : uint8_t { kUndefended = 0, kDefended, kNegated };

// One card of the Assault on the table, with the card defending it.
struct ACard {
  Card card;                 // printed
  uint8_t rank = 2, suit = 0;  // effective; rank 1 = a low Ace (fixed at launch)
  bool modified = false;
  bool wild = false;         // Infiltrator while preparing
  bool stowaway = false;     // may be left out of the core (Stowaway, Hive Mind)
  bool illusion = false;     // Illusion: same colour and higher may defend
  int8_t bonus = 0;          // Bloodlust: +1 damage when it hits
  Ability ability = Ability::kNone;  // active Assault ability (kNone if none or inactive)
  Fight status = Fight::kUndefended;
  bool has_defender = false;
  Card defender;             // the defending poker card
  int8_t defender_seat = -1;
  uint8_t def_suit = 0;      // its effective suit (Night Wings)
  bool def_modified = false;
  std::vector<int> attached; // attachment Power Cards (ids)
  int8_t thief = -1;         // Abductor: who controls it from CLEANUP on
};

// One option of a pending choice.
struct Opt {
  enum What : uint8_t {
    kAdd,      // Wingman / Squadron Leader: add `card` (with on-play `value` = play change) to the Assault
    kLeave,    // ... leave the peeked card(s) on top (`card` ends on top)
    kKeepCard, // Celestial Telepath: keep `card`, the other goes to the bottom
    kPick,     // Probe: the attacker discards `card`
    kSuit,     // Assault card `target` takes suit `value` (Coven Mistress, Mesmerist, Gaze, Transformation)
    kRank,     // Assault card `target` takes rank `value` (Moon Caller, Howl at the Moon)
    kAlso,     // Force Field: `target` is defended too
    kNegate,   // Energy Shield: negate `target`
    kMark,     // Bloodlust: `target` deals +1
    kSeat,     // Orbital Strike: seat `value`
    kSwap,     // Mind Swap: hand `card` with a random card of seat `value`
    kBottom,   // Teleporter: `card` to the bottom
    kBoost,    // Afterburner: attach to hand `card`
    kNone,     // no change / done
  } what = kNone;
  Card card;
  int8_t target = -1;
  int8_t value = -1;
};

// A decision waiting for an answer (kChoice), and what happens after it.
struct Pending {
  enum Kind : uint8_t {
    kNone = 0, kOrbital, kWingman, kTelepath, kProbe, kCoven, kMoonCaller, kMesmerist, kForceField,
    kEnergyShield, kGaze, kTransform, kHowl, kBloodlust, kMindSwap, kTeleporter, kAfterburner
  } kind = kNone;
  int8_t seat = -1;
  std::vector<Opt> opts;
  int8_t left = 0;       // picks still allowed (Transformation, Howl, Bloodlust, Teleporter)
  int8_t source = -1;    // the Assault card that caused it
};

// After a choice (or an on-play effect) resolves: where play continues.
enum class Resume : uint8_t { kPrepare = 0, kLaunch, kWindow, kAfterDefend, kDefendTurn };

// On-play work queued while preparing (R2 step 3-4): effects first, then replacement draws.
struct Todo {
  enum Kind : uint8_t { kPeek1, kPeek2, kCoven, kMoonCaller, kDraw, kTelepath } kind;
  int8_t index = -1;  // the Assault card
};

// The log, kept compact in the state: its text (both persons) is made on demand (event_text).
// `value` and `detail` hold the numbers each kind lists.
enum class EventKind : uint8_t {
  kCut,          // seat, cards[0]
  kCutTie,       // table
  kFirst,        // seat
  kDeal,         // table
  kPlay,         // seat, cards[0], value = change (as DecodedAction::change)
  kLaunch,       // seat, value = type, detail = power cards drawn
  kStop,         // seat, value = 1 if the set was legal ("not launched")
  kPowerDraw,    // seat, value = power id (face-up kinds) or -1 (a secret: hidden)
  kPowerPlay,    // seat, value = power id, detail = target index or -1
  kDefend,       // seat, cards[0] defender, cards[1] target, value = 1 Night Wings
  kPass,         // seat (3p: passes; 2p/4p: declares done)
  kDamage,       // seat = who takes it, value = damage, detail = hits, parts: the breakdown
  kDirect,       // seat = who takes it, value = damage, detail = its cause (damage_cause)
  kGain,         // seat, value = chips
  kFullDefense,  // table
  kPress,        // seat = the attacker (or 4p partner) who prepares again
  kNoPress,      // seat = attacker (Temporal Rift)
  kReform,       // seat, value = cards
  kKeepHand,     // seat
  kReshuffle,    // seat (their discard pile became their deck)
  kKnockOut,     // seat (4p: a seat of the team)
  kWin,          // seat (4p: a seat of the team)
  kDraw,         // table: the Assault limit, equal chips
  kLimit,        // table: the Assault limit reached
  kAbducted,     // seat = thief, cards[0]
  kNext,         // seat prepares next
  kFaceUpGone,   // seat, value = power id (a persistent card leaves play)
  kPeek,         // seat, value = cards looked at
  kAdd,          // seat, cards[0] added from the deck (Wingman)
  kLeave,        // seat, value = cards left on top
  kTelepathKeep, // seat: keeps one, puts one at the bottom
  kProbed,       // seat = the defender, cards[0] the attacker discards
  kChangeSuit,   // seat, cards[0], value = suit
  kChangeRank,   // seat, cards[0], value = rank
  kAlso,         // seat, cards[0] defended by Force Field too
  kNegate,       // seat, cards[0]
  kMark,         // seat, cards[0] (Bloodlust)
  kSwap,         // seat, detail = other seat
  kBottom,       // seat (a card to the bottom of the deck)
  kBoost,        // seat (Afterburner on a hand card)
  kUndying,      // seat
  kJam,          // seat (Radar Jamming)
  kChipCut,      // seat, cards[0] (random starting chips)
  kDraft,        // seat, value = faction, detail = suit
  kReenter,      // seat (Street Fight: the second deck)
};

// What a damage line adds to its hits, by source, and what the defender's cards prevented (issue 38:
// "every number explained"): 4 hits + 1 Pack Hunt - 2 prevented (Sanctuary of Shadows).
enum DamagePart : uint8_t { kPartBloodlust, kPartMonstrous, kPartDireAlpha, kPartFangs, kPartAlphasMark, kPartFerocity,
                            kPartPackHunt, kDamageParts };
struct DamageParts {
  std::array<uint8_t, kDamageParts> added{};
  uint8_t prevented = 0;
  uint8_t prevented_by = 0;  // bits: 1 Sanctuary of Shadows, 2 Shield Generator
  // The attacker's on-hit gains by source: Bloodletting, Blood Sovereign, Fangs of the Elder.
  std::array<uint8_t, 3> healed{};
};
constexpr uint8_t kBySanctuary = 1, kByShield = 2;
// A direct damage's cause in EventRecord::detail: a Power Card (1 + its id) or an ability (-1 - ability).
inline int16_t power_cause(int id) { return static_cast<int16_t>(1 + id); }
inline int16_t ability_cause(Ability a) { return static_cast<int16_t>(-1 - static_cast<int>(a)); }

struct EventRecord {
  EventKind kind;
  int8_t seat = -1;
  int16_t value = 0, detail = 0;
  Card cards[2];
  DamageParts parts;  // kDamage only
};

class PaState : public State {
 public:
  PaState(const Game& game, uint64_t seed, int seats, const Options& options, std::shared_ptr<const Rig> rig);

  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  std::string action_to_string(Action a) const override;
  std::string describe(Action a, Person person = Person::kThird) const override;
  std::string explain(Action a) const override;
  std::vector<double> returns() const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<PaState>(*this); }
  std::string to_json() const override;
  std::string view_json(int seat) const override;
  std::string view_tail_json(int seat, size_t events_from) const override;
  size_t event_count() const override;
  std::unique_ptr<State> determinize(int seat, Rng& rng) const override;
  std::vector<Card> all_cards() const override;
  // The guided game suggests Stop only when its first choice (the heuristic) does, and says so a card
  // in advance (explain): its look-ahead once preferred stopping to a legal Two Pair, or right after
  // suggesting a card for the same Assault (issue 38).
  // The heuristic (the guide's first choice) stops the Assault right after `play`: the hand cannot
  // finish it, and a card must be played before stopping (explain() says so).
  bool stops_after(Action play) const;

  PaState(const PaState&) = default;

  // ---- queries shared with the view and the AI ----
  bool teams() const { return num_seats() == 4; }
  int team(int seat) const { return teams() ? seat % 2 : seat; }
  int chips(int seat) const { return chips_[team(seat)]; }
  int left_of(int seat) const;        // the next seat still in, clockwise
  int faction_of_deck(int deck) const { return deck_faction_[deck]; }
  uint32_t allowed_types(int seat) const;  // base types plus the seat's NATs
  std::vector<Eff> effs(bool with_launch_values) const;  // the Assault as the legality check sees it
  // Could the hand card `c` played with `change` keep the Assault potentially legal? (R2, R3)
  bool play_ok(Card c, int change, bool from_hand) const;
  bool can_defend(Card d, int target, bool night_wings) const;
  bool menacer_locked(int target) const;  // R11
  std::vector<int> defenders() const;     // who defends this Assault
  int undefended() const;
  bool played_defense(int seat) const { return def_played_[seat]; }
  // A card's notation; "@deck" is added when it could be confused with another card of the holder
  // (a stolen card, the second deck of Double Decker).
  std::string card_name(Card c, int holder) const;
  int second_faction(int seat) const;
  int street_gone_deck(int seat) const;
  std::vector<int> draft_options() const;
  std::string opt_text(const Opt& o, bool words = false) const;
  Ability active_assault(Card c) const;   // printed Assault ability if implemented, else kNone
  Ability active_defense(Card c) const;
  bool hive_first() const;                  // the next card from hand is a Hive Mind Stowaway
  int base_rank(Card c, int holder) const;  // an Ace under Afterburner
  Eff eff_for(Card c, int change, bool from_hand) const;
  bool set_ok(const std::vector<Eff>& set) const;  // potentially legal for the attacker
  bool attached(const ACard& t, int power_id) const;
  void secret_actions(int seat, std::vector<Action>& out) const;
  std::vector<Opt> change_options(bool rank, int skip = -1) const;
  std::vector<Opt> gaze_options() const;
  std::vector<Opt> swap_options() const;
  std::string change_text(int change) const;   // " as h", " as 8" (notation)
  std::string change_words(int change) const;  // " as ♥", " as 10" (for players)

  // ---- data (public inside this folder: the view and the AI read it) ----
  Rng rng_;
  std::shared_ptr<const Rig> rig_;
  Config config_;                              // the options, resolved once
  std::array<int, kMaxSeats> primary_{};       // the seat's own deck id (-1 in Cross-faction)
  std::array<int8_t, 512> origin_{};           // per card id: the seat whose deck it started in
  std::array<std::array<uint8_t, 64>, kMaxSeats> own_count_{};  // the seat's deck cards per index52
  std::array<int8_t, 16> draft_{};             // Cross-faction: faction * 4 + suit -> seat (-1 free)
  int draft_picks_ = 0;
  std::array<std::vector<Card>, kMaxSeats> reserve_;      // Street Fight: the second deck
  std::array<std::vector<int>, kMaxSeats> reserve_power_;
  std::array<bool, kMaxSeats> street_used_{};             // re-entered with the second deck
  int abort_to_ = -1;                          // Street Fight: the Assault ends, this seat prepares
  Phase phase_ = Phase::kPrepare;    // changed only by enter()
  int to_act_ = 0;
  int attacker_ = 0;
  int assaults_ = 0;                 // Assaults started (each PREPARE counts one)
  int first_player_ = -1;
  std::array<int, kMaxDecks> deck_faction_{};   // per physical deck id
  std::array<int, kMaxSeats> chips_{};   // per seat; four players: per team (index 0, 1)
  std::array<bool, kMaxSeats> out_{};
  std::array<std::vector<Card>, kMaxSeats> deck_;     // top = back
  std::array<std::vector<Card>, kMaxSeats> hand_;
  std::array<std::vector<Card>, kMaxSeats> discard_;  // top = back
  std::vector<Card> gone_;                            // cards of knocked-out players (left the game)
  std::vector<Card> box_;                             // Cross-faction: suits nobody drafted
  std::array<std::vector<int>, kMaxSeats> power_deck_;   // top = back
  std::array<std::vector<int>, kMaxSeats> secrets_;      // face down
  std::array<std::vector<int>, kMaxSeats> face_up_;      // NAT and persistent cards in play
  std::array<std::vector<int>, kMaxSeats> power_discard_;
  // The Assault.
  std::vector<ACard> assault_;
  bool launched_ = false;
  int type_ = -1;                    // the locked type (the one that drew the most Power Cards)
  uint32_t types_ = 0;               // every type the launched set matched (R5)
  std::array<bool, kMaxSeats> passed_{};      // 3p: passed; 2p/4p: declared done
  std::array<bool, kMaxSeats> def_played_{};  // played a poker card as a defender this Assault
  std::array<int, kMaxSeats> reduce_{};       // damage reductions for this Assault (Shield, Sanctuary)
  std::array<uint8_t, kMaxSeats> reduced_by_{};  // and what made them (kBySanctuary, kByShield)
  std::array<int, kMaxSeats> defended_count_{};
  std::array<bool, kMaxSeats> window_done_{};  // declined the Counterattack window (defense_complete)
  bool no_press_ = false;            // Temporal Rift
  bool relentless_ = false;
  bool ferocity_ = false;            // Growing Ferocity
  Pending pending_;
  Resume resume_ = Resume::kPrepare; // after a choice
  int8_t resume_seat_ = -1;          // kAfterDefend / kDefendTurn: the defender
  std::vector<Todo> todo_;           // front = next
  std::vector<Card> peek_;           // cards taken off the attacker's deck to look at (top = back)
  int draws_left_ = 0;               // Power Cards still to draw at this launch
  int played_from_hand_ = 0;         // this PREPARE (Hive Mind)
  std::array<std::vector<Card>, kMaxSeats> known_bottom_;  // bottom cards of a deck its owner has seen
  std::array<int, kMaxSeats> boost_{-1, -1, -1, -1};       // Afterburner: the card id it is attached to
  int winner_ = -1;                  // seat; four players: a seat of the winning team; -1 draw
  int loser_ = -1;                   // who goes first in a rematch (View::loser); -1 a draw
  int first_out_ = -1;               // the first seat knocked out (four players: of the losing team)
  std::vector<EventRecord> events_;

 protected:
  void do_apply(Action a) override;

 private:
  // The one place where the phase changes: `seat` acts next in `phase`.
  void enter(Phase phase, int seat);
  // Set-up (poker_assault_setup.cpp).
  void deal();
  void build_decks();
  void faction_decks(int seat);
  void cross_deck(int seat);
  void cross_power_decks();
  void count_own(int seat);
  void setup();
  void cut_for_chips();
  void apply_rig();
  void cut_for_first();
  void draft(int pick);
  bool street_reenter(int seat);
  // One handler per move kind (poker_assault.cpp; powers and choices in poker_assault_powers.cpp).
  void play_card(Card c, int change);
  void launch();
  void stop();
  void pass_move();
  void defend(Card d, int target, bool night_wings);
  void reform();
  void keep_hand();
  void play_power(int seat, int id, int target);
  void apply_choice(Opt o);
  // The Assault's steps.
  void draw(int seat, int n = 1);
  void start_prepare(int seat);
  void after_launch();
  void pass(int seat);
  void damage_event(int seat);
  int damage_of(int seat, int* hits, int* heal, DamageParts* parts = nullptr) const;
  void leave_play(int seat, const std::vector<int>& ids);
  void direct_damage(int seat, int amount, int16_t cause);
  // Chips gained, and why (EventRecord::detail: power_cause / ability_cause), for the log line.
  void gain(int seat, int amount, int16_t cause);
  void knock_out(int seat);
  void abort_assault();
  void unboost(int seat, Card c);
  void next_defender_or_end(int last);
  void defense_complete();
  int next_preparer(bool failed);
  void end_assault(bool failed);
  void full_defense();
  void cleanup();
  void continue_launch();
  void start_defense();
  void run_todo();
  void post_defend(int d);
  void game_over(int winner);
  int loser_of(int winner) const;
  bool ensure_deck(int seat);          // reshuffles an empty deck; false if nothing to draw
  void add_to_assault(Card c, int change, bool from_hand);
  void bottom_changed(int seat);
  void discard_to(int seat, Card c);
  Card take_from_hand(int seat, Card c);
  EventRecord& log(EventKind kind, int seat);
  // Abilities, Power Cards and choices (poker_assault_powers.cpp).
  void refresh_pending();
  std::vector<Opt> wingman_options() const;
  void draw_power(int seat);
  void immediate_power(int seat, int id);
  void attack_power(int seat, int id, Resume here);
  void defense_power(int seat, int id, int target);
  bool defense_ability(int d, ACard& t, int def_rank);
  bool ask_or_skip(Pending::Kind kind, int seat, std::vector<Opt> opts);
  bool undying(int seat);
  void on_play_effect(const Todo& t);
  void resume();
  void ask(Pending::Kind kind, int seat, std::vector<Opt> opts, Resume after, int source = -1, int left = 0);
  bool answer(const Pending& pd, const Opt& o);
  void answer_wingman(int seat, const Opt& o);
  void answer_telepath(int seat, const Opt& o);
  void answer_probe(int seat, const Opt& o);
  bool answer_change(const Pending& pd, const Opt& o);
  bool answer_mark(const Pending& pd, const Opt& o);
  void answer_swap(int seat, const Opt& o);
  bool answer_teleporter(const Pending& pd, const Opt& o);
  void peek_for(int index, int n);
  void telepath();
};

// On-play choices of a hand card with an active Assault ability (change codes, 0 = unchanged first).
// `rank`: the card's rank before the change (an Ace under Afterburner).
// A fixed list (at most the unchanged play and twelve other ranks): the legal moves ask for it for
// every card in hand at every playout step, and a vector cost an allocation each time.
struct PlayChanges {
  int n = 0;
  int change[14];
  void add(int c) { change[n++] = c; }
  const int* begin() const { return change; }
  const int* end() const { return change + n; }
};
PlayChanges play_changes(Ability ab, int rank, int suit);

// A log line, written for onlookers (Person::kThird: "plays 7♣") or for the seat that acted
// (Person::kSecond: "play 7♣"); table events are the same in both.
std::string event_text(const PaState& s, const EventRecord& e, Person person = Person::kThird);
// What the line means (core/engine/event.h): its sound and how worth telling again it is.
Cue event_cue(const EventRecord& e);
uint8_t event_tell(const EventRecord& e);

}  // namespace ff::poker_assault
