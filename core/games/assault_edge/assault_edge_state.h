// Assault Edge: the state class, shared by the rules (assault_edge.cpp), the views (assault_edge_view.cpp)
// and the AI (assault_edge_ai.cpp). Internal to this folder.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/games/assault_edge/assault_edge.h"

namespace ff::assault_edge {

struct Unit {
  int id = 0, owner = 0, sq = 0;
  int atk = 1, max_hp = 1, hp = 1, temp = 0, spd = 1;  // permanent values (equipment included in max_hp)
  int spd_left = 0, last_spd = 0;
  uint8_t temp_from = 0;       // what gave the temporary HP (kFromSmokeScreen, kFromFortify), for the log
  int atk_turn = 0, spd_turn = 0;                      // until end of turn
  bool reach = false;
  uint8_t elements = 0, effects = 0;
  uint16_t archetypes = 0;
  std::vector<uint8_t> equip;  // card instances
  int unique = -1;             // card instance of a unique unit
  int slot = 0;                // 1..3 unique zone, 0 basic
  Sub sub = Sub::kReady;
  bool attacked = false, healed_instead = false;
};

struct Link {
  int owner = 0;
  int card = -1, inst = -1;  // a played card (type, instance) ...
  int effect = -1;           // ... or an effect: kEbb, kRadiance (also Repair), kDrain, kUplink, kThorn, kTide
  int src = -1;              // unit id of an effect's source
  int target = kTgtNone;     // decoded: unit id, deck code, element, link index, unit id * 4 + equipment k, card type
  int amount = 0;
  std::vector<uint8_t> cost_hand, cost_deck;  // set-aside costs (deck cards top first)
  bool negated = false;
};
constexpr int kEffThorn = 100, kEffTide = 101, kEffRepair = 102;

// What happens once the chain has resolved: nothing (an open point), the rest of the Spawn phase
// (after the start-of-turn effects), the damage of the declaration the chain answered, the end of
// the active unit's Battle sub-phase (a response point), or the Draw phase (after the Uplink of the
// unit spawned in the Spawn phase).
enum class AfterChain : uint8_t { kOpen, kSpawnRest, kDeclared, kBattleEnd, kSpawnDone };
// A decision inside a resolution or a play: a hand cost, Field Manual's draws, Scout Report's order,
// Tactical Withdrawal's steps, the order of the start-of-turn effects, Uplink's deck (kUplinkDeck)
// and whether the card it looks at goes to the bottom (kUplink).
enum class Decision : uint8_t { kNone, kCost, kDraws, kScout, kWithdraw, kOrder, kUplinkDeck, kUplink };

// A chain link as named when an event is logged (squares as they were then): the event's text is
// made on demand from it.
struct LinkName {
  int card = -1, effect = -1;  // a card type, or an effect (Link::effect)
  int source = -1;             // an effect's source unit: its square, -1 gone
  int target = -1;             // a unit's square (-1 gone), deck code, link index, element or card type
  int equipment = -1;          // Dismantle: the Equipment's card type
  int square = -1;             // a Unit card: the spawn square
};

// One line of the log, kept compact in the state; view() writes its text in both persons.
enum class EventKind : uint8_t {
  kCoinFlip, kDraw, kTurnLimit, kBeginTurn, kSpawnBasic, kSpawnFull, kSkipFirstDraw, kNoCardToDraw, kFlip, kGameDrawn, kWin,
  kUnitLost, kEmptyCommandHit, kDeckDamage, kNegated, kResolves, kUnitDamage, kPass, kCardsBack, kActivate, kWithdrawStep,
  kMoveStep, kDeclare, kKeep, kRedeclare, kEffectActivated, kEndCombat, kSetAside, kPlay, kFirst, kInBoardOrder,
  kUplinkLook, kUplinkBottom, kUplinkTop, kEndStep
};
// kEndStep's points: what the active unit's owner ended (its attack skipped; its second move, and with it
// the unit's activation).
constexpr int kEndedBattle = 2, kEndedMove2 = 3;
// What made a damage line's number (issue 38: every number explained): the attack points or the card
// behind it, what was added (Demolisher, Cinder Drake), what took some off (Last Stand, healing during
// the responses, temporary HP) and, for a deck, the cards it still had to lose.
constexpr uint8_t kFromSmokeScreen = 1, kFromFortify = 2;
constexpr int kByThornback = -2;  // DamageParts::cause: Thornback Warden's retaliation
struct DamageParts {
  int8_t cause = -1;       // a card type (Orbital Strike, Ambush, Sabotage, Siege Bombardment), kByThornback; -1 attack points
  uint8_t points = 0;      // the attack points (or the card's damage) before anything added or taken off
  uint8_t demolisher = 0, drake = 0;  // a deck: +1 each
  uint8_t prevented = 0;   // a Command Deck: Last Stand
  uint8_t healed = 0;      // a unit: healing that resolved during the responses cancels this much
  uint8_t absorbed = 0;    // a unit: temporary HP lost
  uint8_t absorbed_by = 0; // kFromSmokeScreen | kFromFortify
  uint8_t discarded = 0;   // a deck: cards discarded (fewer than the damage when it runs out)
};
struct EventRecord {
  EventKind kind{};
  int seat = -1;                    // who acted; -1: the table
  int square = -1, to = -1;         // a unit's square; a step's destination
  int deck = -1;                    // a deck kind (draws, deck damage)
  int points = 0;                   // damage points; the turn begun; the turn limit reached
  std::array<int, 3> stats{};       // a spawned unit's Attack / Health / Speed
  int card = -1;                    // the card type set aside; the facility turned face up
  LinkName link;                    // the link played, activated, resolved or negated
  std::vector<std::pair<int, int>> declaration;  // (square or kTgtDeck + deck code, points)
  DamageParts parts;                // kUnitDamage, kDeckDamage: the number explained
};
// kPass's points: the pass was the passer's only legal move (no Quick card it could play; in its own
// turn, no card at all). Only the passer's own line says so: the opponent learns nothing of the hand.
constexpr int kPassNoQuickCard = 1, kPassNoCard = 2;
// `own`: the reader is the seat that acted (what only it may read, such as why it passed).
std::string event_text(const EventRecord& e, Person person, bool own = false);
// The line's cue (its sound) and tell (Event::tell: how worth telling again), from its kind.
Cue event_cue(const EventRecord& e);
uint8_t event_tell(const EventRecord& e);

class AeState : public State {
 public:
  AeState(const Game& game, uint64_t seed, const Options& options, std::shared_ptr<const Rig> rig);
  AeState(const AeState&) = default;

  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  std::string action_to_string(Action a) const override;
  std::string describe(Action a, Person person = Person::kThird) const override;
  std::string explain(Action a) const override;
  std::vector<double> returns() const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<AeState>(*this); }
  std::string to_json() const override;
  std::string view_json(int seat) const override;
  std::string view_tail_json(int seat, size_t events_from) const override;
  size_t event_count() const override;
  void forget_log() override;
  std::unique_ptr<State> determinize(int seat, Rng& rng) const override;
  std::unique_ptr<State> determinize_logged(int seat, Rng& rng) const override;
  std::vector<Card> all_cards() const override;

  // ---- queries ----
  int card_of(int seat, int inst) const { return inst >= 60 ? -1 : (*lists_[seat])[inst]; }
  Unit* unit_at(int sq);
  const Unit* unit_at(int sq) const;
  Unit* unit_by_id(int id);
  const Unit* unit_by_id(int id) const;
  int free_unique_slot(int seat) const;  // the first free unique-unit zone (1..3) of `seat`, 0 if none
  int atk_of(const Unit& u) const;
  int spd_of(const Unit& u) const;
  int range_of(const Unit& u) const;
  bool has_equip(const Unit& u, int type) const;
  bool in_spawn_zone(int seat, int sq) const;
  int spawn_square(int seat) const;  // rightmost free square of the seat's spawn zone, -1 none
  bool clog_ok(const Unit& u, int to) const;
  bool can_stop(const Unit& u, int sq) const;
  bool passable(const Unit& u, int sq) const;
  bool can_finish(const Unit& u, int from, int steps) const;
  bool can_finish_far(const Unit& u, int from, int steps) const;
  std::vector<int> step_targets(const Unit& u, int steps_left) const;
  std::vector<int> attack_targets(const Unit& u) const;  // sq or 64 + code
  bool in_decl_ctx() const { return decl_active_; }
  std::vector<int> card_targets(int seat, int type) const;  // legal play targets now
  bool card_targets_units(int seat, int type, std::vector<int>& out) const;  // the unit-targeting cards
  bool card_targets_answers(int seat, int type, std::vector<int>& out) const;  // the cards that answer something
  bool can_pay(int seat, int type) const;
  void add_play_actions(int seat, std::vector<Action>& out, bool responding) const;
  int opp(int s) const { return 1 - s; }
  std::string target_text(int type, int target) const;
  LinkName link_name(const Link& l) const;
  std::string link_text(const Link& l) const;
  Link play_link(int seat, int card, int target) const;  // the link `play` makes (costs not yet taken)
  Link heal_link(int seat, int sq) const;                // Radiance / Repair of the active unit on `sq`
  int unique_count(int seat) const;
  // The unit that moves now (its Move sub-phase, or Tactical Withdrawal) and its steps left.
  const Unit* mover(int& steps) const;
  bool step_actions(std::vector<Action>& out, Action stop) const;
  void decision_actions(std::vector<Action>& out) const;
  void combat_actions(std::vector<Action>& out) const;
  std::vector<Route> routes() const;
  EventRecord preview(const DecodedAction& d) const;  // the event an action logs first

  // ---- data ----
  Rng rng_;
  std::shared_ptr<const Rig> rig_;
  Config config_;
  std::array<const std::vector<int>*, 2> lists_{};        // card type per instance 0..59 (in own_lists_)
  std::array<std::shared_ptr<const std::vector<int>>, 2> own_lists_;
  std::array<std::array<std::vector<uint8_t>, 3>, 2> decks_;  // top = back
  std::array<std::vector<uint8_t>, 2> hand_, discard_;       // discard top = back
  std::array<std::vector<uint8_t>, 2> hand_src_;             // per hand card: deck drawn from (0..2), 3 known to both
  std::array<std::array<int, 2>, 2> fac_{};                  // facility ids
  std::array<std::array<bool, 2>, 2> fac_up_{};
  std::vector<Unit> units_;
  int next_id_ = 1;
  Phase phase_ = Phase::kSetup;
  int turn_player_ = 0, first_ = 0, turns_ = 0, turn_limit_ = 0;
  int setup_seat_ = 0, setup_left_ = 0;  // opening draws
  std::array<int, 2> result_{};
  std::array<int, 2> ta_{};                                  // Total Assault this turn
  std::array<std::array<int, kNumElements>, 2> res_{};       // Elemental Resonance this turn
  std::array<int, 2> prevent_{};                             // Last Stand prevention left
  bool second_wind_used_ = false;
  int active_ = -1;                                          // unit id being activated
  // Attack declaration.
  std::vector<std::pair<int, int>> decl_;                    // (target code: unit id or 1000 + deck code, points)
  bool decl_active_ = false, moved_in_resp_ = false, reselected_ = false, reselect_pending_ = false;
  bool declaring_again_ = false;
  std::vector<std::pair<int, int>> heal_resp_;               // (unit id, deferred healing)
  // Windows and the chain.
  bool window_ = false;        // the non-turn player may respond (no link yet)
  int move_ctx_ = -1;          // unit id that just ended a movement sub-phase (Ambush), while its window lasts
  std::vector<Link> chain_;
  int prio_ = -1;
  bool resolving_ = false;
  AfterChain after_chain_ = AfterChain::kOpen;
  Decision decision_ = Decision::kNone;
  int decider_ = -1;          // the seat deciding
  int decision_left_ = 0;     // draws or withdrawal steps left
  int withdrawing_ = -1;      // Tactical Withdrawal: the unit id
  int scouted_deck_ = -1;     // Scout Report, Uplink: the deck code
  // Scout Report: cards taken off, and put back (top first); Uplink: the one card looked at.
  std::vector<uint8_t> look_, looked_;
  // A Scout Report or Uplink decision: look_ / looked_ hold cards off the deck scouted_deck_.
  bool looking() const { return decision_ == Decision::kScout || decision_ == Decision::kUplink; }
  std::vector<Link> triggered_;  // Uplinks of units spawned by the action being applied, not yet on the chain
  std::vector<Link> starting_;  // start-of-turn effects not yet ordered (board order); the ordered ones are on the chain
  bool quiet_ = false;
  std::shared_ptr<std::vector<EventRecord>> events_;         // shared by copies until one logs
  size_t events_forgotten_ = 0;   // events before events_'s first (forget_log)
  bool turn_limit_logged_ = false;  // the log says the turn limit was reached (kept when forgotten)

 protected:
  void do_apply(Action a) override;

 public:
  void setup();
  void setup_rig(int seat, std::array<std::vector<uint8_t>, 3>& pool, std::array<std::vector<uint8_t>, 3>& tops);
  EventRecord& log(EventKind kind, int seat);  // a dummy when quiet
  void draw(int seat, int kind);
  bool can_draw(int seat) const;
  void next_phase();  // the one place where the phase changes
  void start_turn_effects();
  void spawn_rest();
  void end_of_turn();
  void finish(int winner);  // -1 draw
  // One handler per move kind.
  void on_pass(int me);
  void on_draw(int me, int kind);
  void on_flip(int me, int k);
  void on_pick(int me, int looked);
  void on_look(int me, int kind);
  void on_uplink_back(int me, bool bottom);
  bool push_triggered();  // the pending Uplinks go on the chain (false: none)
  void on_activate(int me, int sq);
  void on_move(int me, int sq);
  void on_stop();
  void on_assign(int target);
  std::vector<std::pair<int, int>> declared() const;  // decl_ as (square or kTgtDeck + deck code, points)
  void on_declare(int me);
  void on_keep(int me);
  void on_redeclare(int me);
  void on_heal(int me, int sq);
  void on_end_combat(int me);
  void on_pay(int me, int card);
  void on_first(int me, int i);
  void on_in_board_order(int me);
  void place_starting(int i);  // the i-th start-of-turn effect resolves after those already ordered
  void on_play(int me, int card, int target);
  Unit& spawn_unit(int seat, int sq, int unique_inst);
  void remove_unit(int id);
  void check_deaths();
  void deal_deck(int owner, int kind, int points, DamageParts parts = {});  // point by point; may end the game
  // Damage to a unit (temporary HP first), logged with what made its number (`parts`: cause, points, healed).
  void damage_unit(Unit& u, int points, DamageParts parts);
  void heal(Unit& u, int amount);
  void change_max_hp(Unit& u, int delta);
  void sync_speed();
  void push_link(Link l);
  void after_link_added(int by);
  void resolve_chain();
  void resolve_link(Link& l);
  void resolve_effect(const Link& l);
  bool resolve_card(Link& l);  // false: the card stays in play (Equipment attached, a unit spawned)
  void resolve_on_unit(const Link& l, Unit& u);
  void start_scout_report(const Link& l);
  void dismantle(const Link& l);
  void negate(int idx);
  void continue_after_chain();
  void open_window_for_opponent();
  void end_subphase();
  void damage_step();
  void discard_card(int seat, int inst) { discard_[seat].push_back(static_cast<uint8_t>(inst)); }
  int find_in_hand(int seat, int type, int skip = -1) const;
};

}  // namespace ff::assault_edge
