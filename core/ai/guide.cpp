#include "core/ai/guide.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
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

double standing(const State& s, int seat) {
  return (s.is_terminal() ? s.returns() : evaluate(s))[static_cast<size_t>(seat)];
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

// Where the search tried a move too rarely to have a line after it: in each sample of the player's
// view, the move and then every seat's heuristic for kProbeSteps steps; the other seats' step after
// which the player's standing fell most. Told only when every sample finds the same step in the same
// words (a card the samples hold differently, or a die, never is), costing at least kReplyFall.
std::string probed_reply(const State& real, Action first, uint64_t seed) {
  constexpr int kProbeSteps = 16;
  const int me = real.current_player();
  std::map<std::string, std::pair<int, double>> seen;  // text -> samples, total fall
  for (int k = 0; k < kSayableSamples; ++k) {
    Rng rng(seed * 40503ull + static_cast<uint64_t>(k) * 131ull + 7ull);
    auto s = real.determinize(me, rng);
    if (!s->is_legal(first)) return "";
    s->apply_legal(first);
    std::string worst, run_first;  // a seat's run of steps is told from its first ("strikes at ... and then ...")
    double fall = kReplyFall;
    int last = me;
    for (int step = 0; step < kProbeSteps && !s->is_terminal(); ++step) {
      const SearchLook::Step next{s->current_player(), heuristic_action(*s, rng)};
      const std::string said = next.seat == me ? "" : s->describe(next.action, Person::kThird);
      const std::string text = said.empty() ? "" : seat_token(next.seat) + " " + said;
      if (next.seat != last) run_first = text;
      last = next.seat;
      const double before = standing(*s, me);
      s->apply_legal(next.action);
      if (!text.empty() && before - standing(*s, me) >= fall)
        worst = text == run_first ? text : run_first + " and then " + said, fall = before - standing(*s, me);
    }
    if (!worst.empty()) ++seen[worst].first, seen[worst].second += fall;
  }
  std::string said;
  int most = 0;
  for (const auto& [text, tally] : seen)
    if (tally.first == kSayableSamples && tally.first > most) said = text, most = tally.first;
  return said;
}

// The other seats' reply after option `o` that hurts the player most: among the steps of the search's
// line that can be told (the player's own steps before it included), else probed; "" when none costs
// at least kReplyFall.
std::string reply_to(const State& real, const SearchLook::Option& o, uint64_t seed) {
  const int me = real.current_player();
  const Told told = sayable(real, o.action, o.next, seed);
  int worst = -1;
  for (size_t i = 0; i < told.texts.size(); ++i)
    if (o.next[i].seat != me && told.falls[i] >= kReplyFall && (worst < 0 || told.falls[i] > told.falls[static_cast<size_t>(worst)]))
      worst = static_cast<int>(i);
  if (worst >= 0) return told.texts[static_cast<size_t>(worst)];
  return told.texts.size() == o.next.size() ? probed_reply(real, o.action, seed) : "";
}

const SearchLook::Option* tried(const SearchLook& look, Action a) {
  for (const SearchLook::Option& o : look.options)
    if (o.action == a) return o.visits >= kTriedEnough && o.visits * 100 >= look.visits ? &o : nullptr;
  return nullptr;
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
  r.why = "Played out from what you can see, this wins " + of_ten(best.win) + " games";
  const SearchLook::Option* next = look.options.size() > 1 ? tried(look, look.options[1].action) : nullptr;
  if (next && best.win - next->win < 0.05)
    r.why += "; " + real.describe(next->action, Person::kSecond) + " does about as well";
  else if (next)
    r.why += "; the next best, " + real.describe(next->action, Person::kSecond) + ", " + of_ten(next->win);
  r.why += ".";
  if (!best.next.empty() && best.next.front().seat == me) {
    const Told plan = sayable(real, best.action, {best.next.front()}, seed);
    if (!plan.texts.empty()) r.plan = "Then " + plan.texts.front() + ".";
  }
  // The threat: the most tried of the clearly worse moves whose likely reply can be told.
  for (const SearchLook::Option& o : look.options) {
    if (best.win - o.win < kThreatGap || !tried(look, o.action)) continue;
    const std::string reply = reply_to(real, o, seed);
    if (reply.empty()) continue;
    r.threat = "If you " + real.describe(o.action, Person::kSecond) + " instead, " + reply + " (" + of_ten(o.win) +
               " won): this move answers that.";
    break;
  }
  return r;
}

std::string guide_warning(const State& real, const SearchLook& look, Action a, uint64_t seed) {
  if (look.options.empty() || look.options.front().action == a) return "";
  const SearchLook::Option& best = look.options.front();
  const SearchLook::Option* pressed = tried(look, a);
  if (!pressed || best.win - pressed->win < kWarnGap) return "";
  const std::string reply = reply_to(real, *pressed, seed);
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
