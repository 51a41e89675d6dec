// Ground Assault: the state class, shared by the rules (ground_assault.cpp), the views and log text
// (ground_assault_view.cpp) and the AI (ground_assault_ai.cpp). Internal to this folder.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/games/ground_assault/ground_assault.h"

namespace ff::ground_assault {

struct Unit {
  uint8_t type = 0;
  uint8_t zone = kReserves;
  uint8_t counters = 0;
  uint8_t lives = 0;  // +1 each time it is destroyed (a battle declared before then is skipped)
};

struct Slot {
  int8_t card = -1;  // card instance (index in the owner's deck list); -1: empty
  bool face_up = false;
};

struct Battle {
  uint8_t atk = 0, def = 0;          // refs
  uint8_t atk_lives = 0, def_lives = 0;
  bool done = false;
};

// A decision that interrupts the flow (another player may have to make it); `resume_` says what
// happens once it is made.
struct Pending {
  enum Kind : uint8_t { kNone, kBring, kRepairAll, kRepairOne } kind = kNone;
  int8_t seat = -1, zone = -1, budget = 0;
  int8_t source = -1;  // kBring: 0 objective lost, 1 Hangar Complex, 2 Hot Drop, 3 Carrier Deploy
};
enum class Resume : uint8_t { kTurn, kStartOfTurn, kStrike, kEndAction, kBattle };

enum class EventKind : uint8_t {
  kFirst, kDeploy, kDeployDone, kDraw, kTurn, kRepairTick, kRepair, kObjective, kReturned, kReveal, kMove,
  kAttack, kBattle, kPlay, kPass, kRoll, kReroll, kForesight, kHit, kMiss, kDamage, kDestroyed, kEscape,
  kStrike, kStrikeRoll, kObjectiveDestroyed, kReplaced, kBring, kMine, kCarrier, kReshuffle, kEliminated,
  kWin, kGameDrawn, kLimit, kEndTurn, kSkip, kSupply,
};
// What made a battle's or a strike's numbers (issue 38: every number explained): terms of the attack
// (beyond the roll and the printed attack), the defense and the damage (beyond the printed values),
// each a source and an amount. Sources: a card type (its ability, or an objective's effect), a
// combat card's colour bonus, an icon's rule, a ground striker.
enum TermGroup : uint8_t { kTermAttack, kTermDefense, kTermDamage };
constexpr int kTermBonus = kNumCardTypes;            // + card type: the card's colour bonus
constexpr int kTermArmor = 2 * kNumCardTypes;        // the Armor icon (-1 damage taken)
constexpr int kTermHeavyCannon = kTermArmor + 1;     // the Heavy Cannon icon (+1 damage on Armor or Carrier)
constexpr int kTermGround = kTermArmor + 2;          // a ground striker (+1)
struct Term {
  int8_t source = -1, amount = 0;
  uint8_t group = kTermAttack;
};
struct Terms {
  std::array<Term, 10> t{};
  void add(TermGroup group, int source, int amount) {
    if (amount == 0) return;
    for (Term& x : t)
      if (x.source < 0) {
        x = Term{static_cast<int8_t>(source), static_cast<int8_t>(amount), group};
        return;
      }
  }
};
// " + 2 Torpedo Run card - 1 Armor icon": a group's terms in words.
std::string terms_text(const Terms& terms, TermGroup group);

// One line of the log, as numbers (their meaning per kind: event_text); its text is made on demand,
// so copies of a state stay cheap. The kinds' numbers are written in to_json (kReturned and kDamage
// are no longer logged; they keep their numbers).
struct EventRecord {
  EventKind kind;
  int8_t seat;
  std::array<int16_t, 12> values{};  // kHit, kMiss, kStrikeRoll: values[11] - 1 indexes GaState::terms_
};

class GaState : public State {
 public:
  GaState(const Game& game, uint64_t seed, int seats, const Options& options, std::shared_ptr<const Rig> rig);
  GaState(const GaState&) = default;

  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  std::string action_to_string(Action a) const override;
  Result<Action> parse_action(std::string_view text) const override;  // direct, not O(legal) strings
  std::string describe(Action a, Person person = Person::kThird) const override;
  std::string explain(Action a) const override;
  std::vector<double> returns() const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<GaState>(*this); }
  std::string to_json() const override;
  std::string view_json(int seat) const override;
  std::string view_tail_json(int seat, size_t events_from) const override;
  size_t event_count() const override;
  std::unique_ptr<State> determinize(int seat, Rng& rng) const override;
  std::vector<Card> all_cards() const override;

  // ---- queries (used by the view and the AI) ----
  bool starter() const { return config_.starter(); }
  const UnitType& ut(int ref) const { return unit_type(units_[unit_owner(ref)][unit_index(ref)].type); }
  const Unit& unit(int ref) const { return units_[unit_owner(ref)][unit_index(ref)]; }
  bool in_play(int ref) const { return unit(ref).zone <= kContested; }
  int home(int seat) const { return seat; }
  int card_of(int seat, int inst) const { return (*decks_[seat])[inst]; }
  int units_in_play(int seat) const;
  int stars_in_play(int seat) const;
  int objectives(int seat) const;
  int face_up_count(int seat, int card) const;  // face-up objectives of that type
  int move_limit(int seat) const;
  int budget() const;
  int objective_defense(int seat, int slot) const;
  bool can_target(int atk_ref, int def_ref) const;  // the zone and the ground rule (notes.md, "Combat")
  bool gate(int card, int ref) const;               // the card's ability applies to that unit
  // All but roll and printed attack; the defense; the damage. `terms` (optional) gets what added or
  // removed each part.
  int attack_mods(int ref, int card, int opp_ref, int opp_card, int zone, Terms* terms = nullptr) const;
  int defense_value(int ref, int card, int zone, Terms* terms = nullptr) const;
  int damage_value(int ref, int card, int opp_ref, int opp_card, Terms* terms = nullptr) const;
  std::string unit_label(int ref) const;  // notation: "Siege Walker 2", "Siege Walker@P2" (a mirror match)
  // Texts players read: "Siege Walker 2"; with its owner's seat token ("{P2's} Siege Walker") when
  // `owner` is asked for or both sides field the type.
  std::string unit_text(int ref, bool owner = false) const;
  std::string zone_name(int zone) const;
  std::vector<int> deploy_options() const;          // unit idx the deploying player may add
  bool deploy_can_finish() const;
  bool force_makes_20(int seat) const;              // some set of the seat's units makes exactly 20 stars
  std::string deploy_refusal(int unit) const;       // why deploying that unit is refused ("": it is not)
  int live_seats() const;

  // ---- data (public inside this folder: the view and the AI read it) ----
  Rng rng_;
  std::shared_ptr<const Rig> rig_;
  size_t dice_pos_ = 0;
  Config config_;
  std::array<const std::vector<int>*, kMaxSeats> decks_{};  // card type per instance
  std::array<std::array<Unit, kMaxUnits>, kMaxSeats> units_{};
  std::array<int, kMaxSeats> nunits_{};
  std::array<std::array<uint8_t, kMaxUnits>, kMaxSeats> copy_no_{};  // notation: 0 if the only copy
  std::array<std::array<bool, kMaxUnits>, kMaxSeats> shared_{};      // notation: another force has it
  std::array<std::vector<uint8_t>, kMaxSeats> deck_;     // top = back
  std::array<std::vector<uint8_t>, kMaxSeats> hand_;
  std::array<std::vector<uint8_t>, kMaxSeats> discard_;  // top = back
  std::array<std::vector<uint8_t>, kMaxSeats> gone_;     // cards of an eliminated player (multiplayer)
  std::array<std::array<Slot, 3>, kMaxSeats> slots_{};
  std::array<bool, kMaxSeats> out_{};
  std::array<int8_t, kMaxSeats> result_{};  // at the end: +1 win, 0 draw, -1 loss
  Phase phase_ = Phase::kDeploy;
  int to_act_ = 0;
  int turn_player_ = 0;
  int first_player_ = 0;
  int turns_ = 0;           // turns begun
  int turn_limit_ = 0;
  bool objective_done_ = false;  // turn step 1 used
  bool power_used_ = false;      // one out-of-combat power ability per turn
  // Choosing units for an action (movers, attackers, strikers) or brought units.
  int budget_used_ = 0;
  uint32_t chosen_ = 0;          // bit idx of the turn player's (or bringing player's) units
  std::vector<uint8_t> order_;   // chosen refs in order (strikers, attackers)
  int deploy_seat_ = 0;          // set-up: who deploys
  int deployed_ = 0;             // set-up: seats done
  // Combat.
  int opponent_ = -1;
  std::array<Battle, 5> battles_{};
  int nbattles_ = 0;
  int cur_ = -1;                 // the battle being fought
  std::array<int8_t, 2> played_{-1, -1};  // card instances played (attacker, defender)
  int card_step_ = 0;            // 0 attacker, 1 defender, 2 attacker again
  std::array<std::array<int8_t, 2>, 2> dice_{};  // base rolls (attacker, defender)
  int reroll_step_ = 0;          // 0 attacker's Uplink decision, 1 defender's
  // Strike.
  int strike_seat_ = -1, strike_slot_ = -1, strike_pos_ = 0;
  bool strike_revealed_ = false; // the current striker's reveal step is done
  Pending pending_;
  Resume resume_ = Resume::kTurn;
  int start_left_ = 0;           // Repair Bay start-of-turn triggers still to resolve
  std::vector<EventRecord> events_;
  // What made the numbers of the battle and strike lines, apart from the log so that its records
  // stay small (a search copies the state at every step).
  std::vector<Terms> terms_;
  void keep_terms(EventRecord& e, const Terms& t) {
    terms_.push_back(t);
    e.values[11] = static_cast<int16_t>(terms_.size());
  }
  const Terms& terms_of(const EventRecord& e) const {
    static const Terms kNone{};
    const int k = e.values[11] - 1;
    return k >= 0 && k < static_cast<int>(terms_.size()) ? terms_[k] : kNone;
  }

 protected:
  void do_apply(Action a) override;

 public:
  // One handler per move kind (do_apply dispatches to them).
  void on_deploy(int unit);
  void on_done();
  void on_end_turn();
  void on_objective(int card, int slot);
  void on_move(int unit, int zone);
  void on_attack(int unit, int target);
  void on_play(int card);
  void on_pass();
  void on_keep();
  void on_reroll();
  void on_strike(int seat, int slot);
  void on_striker(int unit);
  void on_carrier(int seat);
  void on_bring(int unit);
  void on_repair(int target);

  // The one place the phase changes: `seat` acts next.
  void enter(Phase phase, int seat);
  // An action's first choice: the phase of choosing its units, with an empty budget.
  void begin_choosing(Phase phase);
  void setup();
  void deal(int seat);
  void place_units();
  void finish_deploying();
  void start_play();
  int roll_die();
  int roll2(int8_t* d1, int8_t* d2);
  bool draw(int seat);  // false if nothing to draw
  void draw_to(int seat, int n);
  bool ensure_deck(int seat);
  EventRecord& log(EventKind kind, int seat);
  void start_turn(int seat);
  void run_start_of_turn();
  void end_turn();
  int next_live(int seat) const;
  bool check_elimination();  // true if the game ended
  void eliminate(int seat);
  void game_over_by_limit();
  void finish(const std::array<int8_t, kMaxSeats>& result);
  bool reveal(int seat, int slot, Resume after);  // true if a decision is pending
  void damage_unit(int ref, int amount);
  void destroy(int ref);
  bool ask_bring(int seat, int zone, int budget, int source, Resume after);  // true if pending
  void resume();
  void next_battle();
  void begin_battle(int battle);
  void after_cards();
  void roll_battle();
  bool next_reroll();  // true if a Targeting Uplink decision waits (reroll_step_ moves on to it)
  void finish_battle();
  void after_battle();
  void run_strike();
  bool strike_once(int ref);  // one striker's roll; true if the strike action is over
  int find_in_hand(int seat, int type) const;
};

std::string event_text(const GaState& s, const EventRecord& e, Person person = Person::kThird);
// What the line means (core/engine/event.h): its sound and how worth telling again it is.
Cue event_cue(const EventRecord& e);
uint8_t event_tell(const EventRecord& e);


}  // namespace ff::ground_assault
