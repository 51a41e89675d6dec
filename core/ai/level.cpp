#include "core/ai/level.h"

#include <algorithm>
#include <string>

#include "core/engine/ai_traits.h"

namespace ff {

const char* level_name(Level l) {
  switch (l) {
    case Level::Easy: return "Easy";
    case Level::Normal: return "Normal";
    case Level::Hard: return "Hard";
    case Level::Expert: return "Expert";
  }
  return "?";
}

const char* level_key(Level l) {
  switch (l) {
    case Level::Easy: return "easy";
    case Level::Normal: return "normal";
    case Level::Hard: return "hard";
    case Level::Expert: return "expert";
  }
  return "?";
}

std::optional<Level> parse_level(std::string_view key) {
  for (Level l : {Level::Easy, Level::Normal, Level::Hard, Level::Expert})
    if (key == level_key(l)) return l;
  return std::nullopt;
}

int level_iterations(const State& state, Level level) {
  const int base = ai_iterations(state);
  switch (level) {
    case Level::Easy: return 0;
    case Level::Normal: return std::max(kNormalFloor, static_cast<int>(base * normal_search(state)));
    case Level::Hard: return kHardSearch * base;
    case Level::Expert: return expert_search(state) * base;
  }
  return 0;
}

double level_time_limit_ms(Level level) {
  switch (level) {
    case Level::Easy: return 0;
    case Level::Normal:
    case Level::Hard: return 1500;
    case Level::Expert: return 3000;
  }
  return 0;
}

std::unique_ptr<Bot> make_level_bot(const State& state, Level level, uint64_t seed, double time_limit_ms) {
  if (level == Level::Easy) return make_heuristic_bot(seed);
  IsmctsConfig config{.iterations = level_iterations(state, level), .max_ms = time_limit_ms};
  if (level == Level::Expert) config.exploration = expert_exploration(state);
  return make_ismcts_bot(seed, config);
}

uint64_t computer_move_seed(const State& state) { return state.seed() * 1000003ull + state.history().size(); }

uint64_t hint_seed(const State& state) { return state.seed() * 7919ull + state.history().size(); }

namespace {

class LevelPlayer : public Bot {
 public:
  LevelPlayer(Level level, bool previous) : level_(level), previous_(previous) {}
  void start(const State& state) override {
    const uint64_t seed = computer_move_seed(state);
    bot_ = previous_ ? make_ismcts_bot(seed, IsmctsConfig{.iterations = ai_iterations(state)})
                     : make_level_bot(state, level_, seed);
    bot_->start(state);
  }
  bool think(int max_iterations, double max_ms) override { return bot_->think(max_iterations, max_ms); }
  Action best_action() override { return bot_->best_action(); }
  double win_estimate() const override { return bot_ ? bot_->win_estimate() : -1; }
  std::string name() const override { return previous_ ? "previous-hard" : level_key(level_); }

 private:
  Level level_;
  bool previous_;
  std::unique_ptr<Bot> bot_;
};

}  // namespace

std::unique_ptr<Bot> make_level_player(Level level) { return std::make_unique<LevelPlayer>(level, false); }

std::unique_ptr<Bot> make_previous_hard_player() { return std::make_unique<LevelPlayer>(Level::Hard, true); }

}  // namespace ff
