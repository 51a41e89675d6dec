// The interface every game implements, and lookups by id in a list of games. The engine knows no
// game: the registry layer (core/games/registry.h) lists the real ones, and the engine's own tests
// pass a list holding their fixture, trick duel.
// Shape after OpenSpiel, simplified: a State is a position; actions are small integers the game
// defines; randomness comes from the state's own seeded Rng, so a game is fully described by its
// seed, seat count, options and action list (see serialize()).
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/card.h"
#include "core/common/json.h"
#include "core/common/result.h"
#include "core/common/rng.h"
#include "core/engine/event.h"

namespace ff {

// The seat of a public view (view_json(kObserver)): only what every player can see, for a
// spectator or a replay shown to someone who played no seat.
constexpr int kObserver = -1;

using Action = uint32_t;
constexpr int kTerminal = -1;  // current_player() of a finished game

struct OptionSpec {
  std::string key;                         // "mode"
  std::string label;                       // "Betting"
  std::vector<std::string> choices;        // "nobet", "ante"; the first is the default
  std::vector<std::string> choice_labels;  // "No bets", "Up the Ante" (same length as choices)
  std::string help;                        // one sentence for the new-game dialog
  int only_seats = 0;  // > 0: the option exists only at this seat count (other counts take the default)
  // Per choice (empty: none): the fewest seats the choice needs (0: any). new_game refuses fewer.
  std::vector<int> choice_min_seats;
  // Per choice (empty: none): the most seats the choice is offered for (0: any). New games (the
  // new-game dialog, deal links, the tool's new games: offered()) keep to it; records of games
  // already played still load and replay (new_game does not check it).
  std::vector<int> choice_max_seats;
  // Shown (and used) only when option `only_with_key` has one of the values `only_with`; otherwise
  // the dialog keeps the default ("second1" only with variant=double or street).
  std::string only_with_key;
  std::vector<std::string> only_with;
  // A per-seat option a computer seat chooses for itself: the new-game dialog does not ask it for
  // computer seats (they keep the default, which the game reads as the computer's own choice).
  bool computer_chooses = false;
  // A free-form option (Assault Edge's armies: a pre-built id, or a deck code): a value that is not
  // among `choices` is accepted when this returns "" and refused with the reason it returns
  // otherwise ("army1: Command Deck has 28 of 30 cards"). Menus still offer only the choices; the
  // game reads such a value itself (option_index gives 0 for it). Null: only the choices.
  std::string (*check_value)(const std::string& value) = nullptr;
};

// key -> chosen value. Ordered, so serialization is canonical.
using Options = std::map<std::string, std::string>;

struct GameInfo {
  std::string id;       // "h2h-poker": what --game takes and URLs use
  std::string name;     // "Head-to-Head Poker"
  std::string summary;  // one line for the menu
  int min_seats = 2;
  int max_seats = 2;
  std::vector<OptionSpec> options;
  int max_actions = 10000;  // every game ends within this many actions (checked by conformance)
  bool test_only = false;   // the engine's own test game: listed by tools, hidden from players
  Options guided_options;   // what the guided first game plays (the rulebook's advice for beginners)
  // The seat counts the rules define, when not every count from min to max ({2, 4} for a game
  // of two players or two teams of two). Empty: min_seats..max_seats.
  std::vector<int> seat_counts;
  // Option sets the conformance suite also runs, beyond each listed choice: values of free-form
  // options (OptionSpec::check_value) such as Assault Edge's generated decks. At min_seats. Made
  // when a test asks (generating an army takes a phone's page 20 ms it need not spend at start).
  std::vector<Options> (*sample_options)() = nullptr;
};

class State;
struct AiTraits;

struct Game {
  GameInfo info;
  // Called with a seat count in range and options completed by resolve_options().
  std::unique_ptr<State> (*create)(const Game& game, uint64_t seed, int seats, const Options& options);
  // The game's AI tuning (core/engine/ai_traits.h): its rollout policy, heuristic bot, evaluation
  // and search budgets. Every Game names its own (a reference: one left out does not compile).
  const AiTraits& ai;
};

// The seat counts a game takes, ascending; and "2-4" / "2 or 4" for messages.
std::vector<int> seat_counts(const GameInfo& info);
bool takes_seats(const GameInfo& info, int seats);
std::string seats_text(const GameInfo& info);

// The games a lookup by id can find (ids unique). Passed explicitly: the engine holds no list.
using GameList = std::vector<const Game*>;
const Game* find_game(const GameList& games, std::string_view id);

// Fills in defaults; refuses unknown keys and values that are neither among the choices nor
// accepted by the option's check_value.
Result<Options> resolve_options(const GameInfo& info, const Options& given);
// The position of the chosen value of `key` among its OptionSpec's choices (0, the default, when
// the key is not given). Games read their options once into an enum-typed Config whose enums list
// the choices in the option table's order, so the table stays the one source of names and defaults.
int option_index(const GameInfo& info, const Options& options, std::string_view key);
// Whether choice `index` of `o` may be offered at this seat count (choice_min_seats, choice_max_seats).
bool choice_offered(const OptionSpec& o, size_t index, int seats);
// Why a new game with these options is not offered at this seat count ("variant=double is for 2
// players"), or "" when it is. For new games only; replays of existing records do not check it.
std::string not_offered(const GameInfo& info, int seats, const Options& options);
// "k=v,k=v" (empty string: no options). Refuses malformed text.
Result<Options> parse_options(std::string_view text);
std::string format_options(const Options& options);

// A new game: refuses seat counts the game does not take and options it does not know (or that
// need another seat count), naming the problem.
Result<std::unique_ptr<State>> new_game(const Game& game, uint64_t seed, int seats, const Options& options = {});
// The same, for the game of `games` with this id ("unknown game 'chess'" when there is none).
Result<std::unique_ptr<State>> new_game(const GameList& games, std::string_view game_id, uint64_t seed, int seats,
                                        const Options& options = {});

class State {
 public:
  virtual ~State() = default;

  const Game& game() const { return *game_; }
  const GameInfo& info() const { return game_->info; }
  int num_seats() const { return seats_; }
  uint64_t seed() const { return seed_; }
  const Options& options() const { return options_; }
  const std::vector<Action>& history() const { return history_; }

  // Seat to act (0-based), or kTerminal.
  virtual int current_player() const = 0;
  bool is_terminal() const { return current_player() == kTerminal; }
  // Never empty while the game is live; empty once terminal. Sorted ascending, no duplicates.
  virtual std::vector<Action> legal_actions() const = 0;
  virtual bool is_legal(Action a) const;

  // Applies a legal action. An illegal action returns an error naming it and changes nothing.
  Status apply(Action a);
  // For search code that took `a` from legal_actions() of this very state: skips the check.
  void apply_legal(Action a) { do_apply(a); history_.push_back(a); }

  // Notation of an action legal in this state, unique among the legal actions: "play Kh 3".
  virtual std::string action_to_string(Action a) const = 0;
  // Inverse of action_to_string over the legal actions (case-insensitive, spaces collapsed).
  virtual Result<Action> parse_action(std::string_view text) const;
  // A log line for players, written before the action is applied: "plays K♥ in row 3" for
  // onlookers (Person::kThird), "play K♥ in row 3" for the player who acts (Person::kSecond).
  virtual std::string describe(Action a, Person person = Person::kThird) const { return action_to_string(a); }
  // Why a legal action is allowed, in the rules' words, for the guided first game: "Draw 1: you
  // drew 7♥ and must play it; row 3 has room." Empty if the game has nothing to add.
  virtual std::string explain(Action a) const { return ""; }

  // Per seat, in [-1, 1]: +1 a win, -1 a loss, 0 a draw (teams share). Meaningful when terminal.
  virtual std::vector<double> returns() const = 0;

  virtual std::unique_ptr<State> clone() const = 0;

  // Everything, hidden cards included (for tools and tests), as one JSON object.
  virtual std::string to_json() const = 0;
  // Exactly what `seat` may see, as one JSON object. Two states that differ only in what the seat
  // cannot see give the same string. view_json(kObserver): the public view, what every seat sees.
  virtual std::string view_json(int seat) const = 0;
  // view_json(seat) with only the log's events from index `events_from` on: what an action showed
  // the seat is in the rest of the view and the events it added, so the undo check compares this
  // (a long game's log made every check cost O(game length)). Games without a log return view_json.
  virtual std::string view_tail_json(int seat, size_t events_from) const { return view_json(seat); }
  // The number of events in the game's log (0 for games without one).
  virtual size_t event_count() const { return 0; }
  // Drops the events logged so far; event_count() goes on counting from them, and
  // view_tail_json(seat, from) stays exact for every `from` at or after the count at this call.
  // The undo check's copies call it, so that neither they nor the state they were copied from
  // copy a long log when they next log (a game that copies its log with every clone need not).
  virtual void forget_log() {}
  // A copy where everything `seat` cannot see (other hands, deck order, future randomness) is
  // resampled from `rng`, consistent with what the seat has seen. The result must depend only on
  // view_json(seat) and `rng` (sort unseen cards before shuffling them): that is what makes a bot
  // that searches determinized states provably fair, and the conformance suite checks it.
  virtual std::unique_ptr<State> determinize(int seat, Rng& rng) const = 0;
  // determinize() for checking what an action shows (undo): the copy keeps writing its log, which a
  // game may switch off in copies for search (the log is part of the view being compared).
  virtual std::unique_ptr<State> determinize_logged(int seat, Rng& rng) const { return determinize(seat, rng); }

  // Every card in every zone, for the conservation invariant. Games without cards return {}.
  virtual std::vector<Card> all_cards() const { return {}; }

  // "FF1 <game> seats=N seed=S options=k=v,k=v actions=a.b.c" (one line, no spaces inside fields).
  std::string serialize() const;

 protected:
  State(const Game& game, uint64_t seed, int seats, const Options& options)
      : game_(&game), seed_(seed), seats_(seats), options_(options) {}
  State(const State&) = default;
  State& operator=(const State&) = default;

  // Only ever called with a legal action.
  virtual void do_apply(Action a) = 0;

 private:
  const Game* game_;
  uint64_t seed_;
  int seats_;
  Options options_;
  std::vector<Action> history_;
};

constexpr int kSerializeVersion = 1;

// Rebuilds a game of `games` from serialize() output by replaying its actions. Bad input of any
// kind gives an error naming the problem.
Result<std::unique_ptr<State>> deserialize(const GameList& games, std::string_view text);

// Applies actions given in notation, separated by ';'. Stops at the first bad one with an error
// naming it (its position and text); the state then holds the actions before it.
Status apply_notation(State& state, std::string_view actions);

}  // namespace ff
