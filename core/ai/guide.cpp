#include "core/ai/guide.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <map>
#include <string_view>
#include <vector>

#include "core/ai/level.h"
#include "core/common/rng.h"
#include "core/engine/ai_traits.h"

namespace ff {
namespace {

// Samples of the player's view that a told step must agree in (more: surer, slower; each is a clone).
constexpr int kSayableSamples = 6;
// Another move's likely reply is told as the threat the guide's move answers when that move does at
// least kThreatGap worse (of 1); a move pressed is warned against from kWarnGap worse; and only a
// move the search tried at least kTriedEnough times (and in a hundredth of its games) is compared.
constexpr double kThreatGap = 0.15;
// A move that wins within kAsWell of the guide's "does about as well", and has no threat to answer;
// nor has one told as winning as many of 10 games.
constexpr double kAsWell = 0.05;
constexpr double kWarnGap = 0.2;
constexpr int kTriedEnough = 8;

std::string capitalised(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

// A step as a player reads it: the player's own move in the second person ("play K♥ in row 3"),
// another seat's after its token ("{P2} attacks base a1").
std::string step_text(const State& s, int me, const SearchLook::Step& step) {
  if (step.seat == me) return s.describe(step.action, Person::kSecond);
  return seat_token(step.seat) + " " + s.describe(step.action, Person::kThird);
}

// What can be told of `steps` after the player's `first` move: as far as every sample of the player's
// view plays them and says them in the same words, each step's text and how much the player's
// standing fell with it (the mean over the samples of AiTraits::evaluate, or the result once over). A
// step that needs a hidden card, or reads differently with another (a die, a draw), is not told, nor
// anything after it.
struct Told {
  std::vector<std::string> texts;
  std::vector<double> falls;
};

// What the player holds: the result once the game is over, else the game's holdings (AiTraits).
double standing(const State& s, int seat) {
  return s.is_terminal() ? s.returns()[static_cast<size_t>(seat)] : holdings(s, seat);
}

Told sayable(const State& real, Action first, const std::vector<SearchLook::Step>& steps, uint64_t seed) {
  const int me = real.current_player();
  Told told;
  for (int k = 0; k < kSayableSamples; ++k) {
    Rng rng(seed * 2654435761ull + static_cast<uint64_t>(k) * 97ull + 3ull);
    auto s = real.determinize(me, rng);
    if (!s->is_legal(first)) return {};
    s->apply_legal(first);
    size_t n = 0;
    for (const SearchLook::Step& step : steps) {
      if (s->is_terminal() || s->current_player() != step.seat || !s->is_legal(step.action)) break;
      const std::string text = step_text(*s, me, step);
      if (k > 0 && (n >= told.texts.size() || told.texts[n] != text)) break;
      const double before = standing(*s, me);
      s->apply_legal(step.action);
      if (k == 0) told.texts.push_back(text), told.falls.push_back(0);
      told.falls[n++] += (before - standing(*s, me)) / kSayableSamples;
    }
    told.texts.resize(n);
    told.falls.resize(n);
    if (n == 0) return {};
  }
  return told;
}

// A reply is told as a threat when it costs the player at least this much standing (of 2).
constexpr double kReplyFall = 0.1;

// The samples of the player's view deal the other seats different hands, so a reply's card is a
// guess; where it strikes is not. Replies are compared with every playing card ("K♥", "10♦",
// "a joker") said as "a card" (without_cards); a card every sample names alike is a card on the
// table and is told (cards_alike).
struct Span {
  size_t at, size;
};
std::vector<Span> card_words(const std::string& t) {
  static constexpr const char* kSuits[] = {"♠", "♥", "♦", "♣"};
  std::vector<Span> out;
  for (size_t i = 0; i < t.size();) {
    const size_t rank = t.compare(i, 2, "10") == 0 ? 2 : std::string_view("23456789AJQK").find(t[i]) != std::string_view::npos ? 1 : 0;
    size_t size = t.compare(i, 7, "a joker") == 0 ? 7 : 0;
    for (const char* suit : kSuits)
      if (rank > 0 && t.compare(i + rank, std::strlen(suit), suit) == 0) size = rank + std::strlen(suit);
    if (size > 0) out.push_back({i, size});
    i += size > 0 ? size : 1;
  }
  return out;
}
// `texts` (alike but for their cards) as one: each card all of them name alike is told, another is
// "a card".
std::string cards_alike(const std::vector<std::string>& texts) {
  std::vector<std::vector<Span>> cards;
  for (const std::string& t : texts) cards.push_back(card_words(t));
  const std::string& t = texts.front();
  std::string out;
  size_t from = 0;
  for (size_t i = 0; i < cards.front().size(); ++i) {
    const Span c = cards.front()[i];
    bool alike = true;
    for (size_t k = 1; k < texts.size(); ++k)
      alike = alike && cards[k].size() > i && texts[k].compare(cards[k][i].at, cards[k][i].size, t, c.at, c.size) == 0;
    out += t.substr(from, c.at - from) + (alike ? t.substr(c.at, c.size) : "a card");
    from = c.at + c.size;
  }
  return out + t.substr(from);
}
std::string without_cards(const std::string& text) {
  std::string out;
  size_t from = 0;
  for (const Span c : card_words(text)) out += text.substr(from, c.at - from) + "a card", from = c.at + c.size;
  return out + text.substr(from);
}

// Whether a step's words name something the player can find on the table: a place, slot, seat or card
// (a digit or a rank) or a named thing ("the Assault", "Hover Tank"; the words start with a verb in
// lower case). A later step of a seat's run is told after its first only then ("strikes at your
// objective slot 1 and then starts the strike" says no more than its first half).
bool names_something(const std::string& said) {
  return std::any_of(said.begin(), said.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || std::isupper(static_cast<unsigned char>(c)); });
}

// A probed reply is told when this many of the kSayableSamples samples find it (the likely reply).
constexpr size_t kLikelySamples = 4;

// Where the search tried a move too rarely to have a line after it: in each sample of the player's
// view, the move and then every seat's heuristic until the player's own turn comes again after the
// other seats' (turn_seat: the rest of the player's turn, then the replies, with the player's own
// answers inside them, a defence or a response window; at most kProbeSteps steps: an Assault Edge
// turn can be dozens); the other seats' step after which the player's standing fell most, or the
// step that wins the game. A fall at the player's own answer (damage lands when the defender is done)
// is told as the step it answered. Told when kLikelySamples samples find the same step in the same
// words (without_cards), costing at least kReplyFall.
std::string probed_reply(const State& real, Action first, uint64_t seed) {
  constexpr int kProbeSteps = 64;
  const int me = real.current_player();
  std::map<std::string, std::vector<std::string>> seen;  // without_cards -> the samples' words
  for (int k = 0; k < kSayableSamples; ++k) {
    Rng rng(seed * 40503ull + static_cast<uint64_t>(k) * 131ull + 7ull);
    auto s = real.determinize(me, rng);
    if (!s->is_legal(first)) return "";
    s->apply_legal(first);
    // A seat's run of steps is told from its first ("strikes at ... and then ..."); answered (said):
    // the other seats' last step, which a fall at the player's own answer is told as.
    std::string worst, run_first, answered, said;
    double fall = kReplyFall;
    int last = me, last_turn = me;  // the seat of the last step; whose turn it was in
    for (int step = 0; step < kProbeSteps && !s->is_terminal(); ++step) {
      const int turn = turn_seat(*s);
      if (turn == me && last_turn != me) break;  // the replies are over
      if (turn != last_turn) run_first.clear();
      last_turn = turn;
      const SearchLook::Step next{s->current_player(), heuristic_action(*s, rng)};
      const bool mine = next.seat == me;
      if (!mine) said = s->describe(next.action, Person::kThird), answered = seat_token(next.seat) + " " + said;
      if (!mine && next.seat != last) run_first = answered;
      last = next.seat;
      const double before = standing(*s, me);
      s->apply_legal(next.action);
      if (turn == me || run_first.empty()) continue;  // the player's own turn: nothing answered yet
      // A game lost is told as that (the winning step's card may be one the player cannot see); it
      // outweighs any fall of standing.
      if (s->is_terminal() && s->returns()[static_cast<size_t>(me)] < 0) {
        worst = seat_token(turn) + " can win the game on their turn", fall = 2;
      } else if (before - standing(*s, me) >= fall) {
        worst = answered == run_first || !names_something(said) ? run_first : run_first + " and then " + said;
        fall = before - standing(*s, me);
      }
    }
    if (!worst.empty()) seen[without_cards(worst)].push_back(worst);
  }
  for (const auto& [key, texts] : seen)
    if (texts.size() >= kLikelySamples) return cards_alike(texts);
  return "";
}

// One position's probes: each move is played out once, however many of the guide's questions ask
// for it (searched_threat's reply_to and probed_threat may ask for the same move).
struct Probes {
  const State& real;
  uint64_t seed;
  std::map<Action, std::string> replies;
  const std::string& reply(Action first) {
    auto [it, added] = replies.try_emplace(first);
    if (added) it->second = probed_reply(real, first, seed);
    return it->second;
  }
};

// The other seats' reply after option `o` that hurts the player most: among the steps of the search's
// line that can be told (the player's own steps before it included), else probed; "" when none costs
// at least kReplyFall.
std::string reply_to(Probes& probes, const SearchLook::Option& o) {
  const State& real = probes.real;
  const int me = real.current_player();
  const Told told = sayable(real, o.action, o.next, probes.seed);
  int worst = -1;
  for (size_t i = 0; i < told.texts.size(); ++i)
    if (o.next[i].seat != me && told.falls[i] >= kReplyFall && (worst < 0 || told.falls[i] > told.falls[static_cast<size_t>(worst)]))
      worst = static_cast<int>(i);
  if (worst >= 0) return told.texts[static_cast<size_t>(worst)];
  return told.texts.size() == o.next.size() ? probes.reply(o.action) : "";
}

const SearchLook::Option* tried(const SearchLook& look, Action a) {
  for (const SearchLook::Option& o : look.options)
    if (o.action == a) return o.visits >= kTriedEnough && o.visits * 100 >= look.visits ? &o : nullptr;
  return nullptr;
}

// A threat as told: the other move, its likely reply and, where the search tried the move enough,
// how it did in the search's games.
std::string threat_words(const State& real, const SearchLook::Option& o, const std::string& reply, bool with_won) {
  return "If you " + real.describe(o.action, Person::kSecond) + " instead, " + reply +
         (with_won ? " (" + of_ten(o.win) + " won)" : "") + ": this move answers that.";
}

// The threat from the search's own games: the most tried of the clearly worse moves whose likely
// reply can be told.
std::string searched_threat(Probes& probes, const SearchLook& look) {
  const SearchLook::Option& best = look.options.front();
  for (const SearchLook::Option& o : look.options) {
    if (best.win - o.win < kThreatGap || !tried(look, o.action)) continue;
    const std::string reply = reply_to(probes, o);
    if (!reply.empty()) return threat_words(probes.real, o, reply, true);
  }
  return "";
}

// The threat the probe finds. A search gives the moves that lose at once too few games to compare,
// so the moves it compares often win about alike and none is clearly worse. Then the moves the search
// found worse (by kAsWell and by a tenth as told, or too poor to try) are probed (probed_reply) in
// order of their games, at most kThreatProbes: the first whose costly reply the guide's move does not
// meet is the threat that move answers ("If you discard 8♠ instead, {P2} can win the game on their
// turn"), with the move's share of won games where the search tried it enough.
constexpr size_t kThreatProbes = 4;
std::string probed_threat(Probes& probes, const SearchLook& look) {
  const SearchLook::Option& best = look.options.front();
  size_t probed = 0;
  for (size_t i = 1; i < look.options.size() && probed < kThreatProbes; ++i) {
    const SearchLook::Option& o = look.options[i];
    const bool tried_enough = tried(look, o.action) != nullptr;
    if (tried_enough && (best.win - o.win < kAsWell || of_ten(o.win) == of_ten(best.win))) continue;
    ++probed;
    const std::string& reply = probes.reply(o.action);
    if (reply.empty()) continue;
    if (reply != probes.reply(best.action)) return threat_words(probes.real, o, reply, tried_enough);
  }
  return "";
}

}  // namespace

std::string of_ten(double win) {
  const int n = static_cast<int>(std::lround(std::clamp(win, 0.0, 1.0) * 10));
  return "about " + std::to_string(n) + " of 10";
}

std::unique_ptr<Bot> make_guide_bot(const State& state, double time_limit_ms) {
  return make_level_bot(state, Level::Hard, hint_seed(state), time_limit_ms);
}

GuideReasons guide_reasons(const State& real, const SearchLook& look, uint64_t seed) {
  GuideReasons r;
  if (look.options.empty()) return r;
  const int me = real.current_player();
  const SearchLook::Option& best = look.options.front();
  std::string then;  // the plan's next step, as said
  if (!best.next.empty() && best.next.front().seat == me) {
    const Told plan = sayable(real, best.action, {best.next.front()}, seed);
    if (!plan.texts.empty()) then = plan.texts.front(), r.plan = "Then " + then + ".";
  }
  r.why = "Played out from what you can see, this wins " + of_ten(best.win) + " games";
  const SearchLook::Option* next = look.options.size() > 1 ? tried(look, look.options[1].action) : nullptr;
  // A next best that does about as well and is the plan's next step is the same two moves in the
  // other order: the plan says it ("Then play 7♠ into the Assault"), an "about as well" would read as
  // a choice between them.
  const std::string next_words = next ? real.describe(next->action, Person::kSecond) : "";
  if (next && best.win - next->win >= kAsWell)
    r.why += "; the next best, " + next_words + ", " + of_ten(next->win);
  else if (next && next_words != then)
    r.why += "; " + next_words + " does about as well";
  r.why += ".";
  Probes probes{real, seed, {}};
  r.threat = searched_threat(probes, look);
  if (r.threat.empty()) r.threat = probed_threat(probes, look);
  return r;
}

std::string guide_warning(const State& real, const SearchLook& look, Action a, uint64_t seed) {
  if (look.options.empty() || look.options.front().action == a) return "";
  const SearchLook::Option& best = look.options.front();
  const SearchLook::Option* pressed = tried(look, a);
  if (!pressed || best.win - pressed->win < kWarnGap) return "";
  Probes probes{real, seed, {}};
  const std::string reply = reply_to(probes, *pressed);
  return "Careful: " + capitalised(real.describe(a, Person::kSecond)) + " wins " + of_ten(pressed->win) +
         " games played out from what you can see" + (reply.empty() ? "" : " (then " + reply + ")") + "; the guide's move, " +
         real.describe(best.action, Person::kSecond) + ", " + of_ten(best.win) + ". Play it again to go ahead.";
}

namespace {

// `--bots guide`: the guide's move at every decision, as a guided player who follows it plays.
class GuidePlayer : public Bot {
 public:
  void start(const State& state) override {
    bot_ = make_guide_bot(state);
    bot_->start(state);
  }
  bool think(int max_iterations, double max_ms) override { return bot_->think(max_iterations, max_ms); }
  Action best_action() override { return bot_->best_action(); }
  double win_estimate() const override { return bot_ ? bot_->win_estimate() : -1; }
  SearchLook look() const override { return bot_ ? bot_->look() : SearchLook{}; }
  std::string name() const override { return "guide"; }

 private:
  std::unique_ptr<Bot> bot_;
};

}  // namespace

std::unique_ptr<Bot> make_guide_player() { return std::make_unique<GuidePlayer>(); }

}  // namespace ff
