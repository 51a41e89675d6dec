#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>

#include "core/ai/bot.h"
#include "core/ai/guide.h"
#include "core/ai/level.h"
#include "core/engine/ai_traits.h"

namespace ff {

Action Bot::choose(const State& state) {
  start(state);
  while (!think(1 << 20)) {
  }
  return best_action();
}

namespace {

class PolicyBot : public Bot {
 public:
  PolicyBot(uint64_t seed, bool heuristic) : rng_(seed), heuristic_(heuristic) {}
  void start(const State& state) override {
    action_ = heuristic_ ? heuristic_action(state, rng_) : state.legal_actions()[rng_.below(
                                                               static_cast<uint32_t>(state.legal_actions().size()))];
  }
  bool think(int, double) override { return true; }
  Action best_action() override { return action_; }
  std::string name() const override { return heuristic_ ? "heuristic" : "random"; }

 private:
  Rng rng_;
  bool heuristic_;
  Action action_ = 0;
};

using Clock = std::chrono::steady_clock;

class IsmctsBot : public Bot {
 public:
  IsmctsBot(uint64_t seed, IsmctsConfig config) : rng_(seed), config_(config) {}

  void start(const State& state) override {
    root_ = state.clone();
    seat_ = state.current_player();
    nodes_.clear();
    nodes_.push_back(Node{});
    done_ = 0;
    elapsed_ms_ = 0;
    timed_out_ = false;
    // One move worth searching (the game's search_actions) is the answer: no iterations.
    auto moves = search_actions(state, config_.iterations);
    single_ = moves.size() == 1 ? static_cast<int>(moves[0]) : -1;
  }

  bool think(int max_iterations, double max_ms) override {
    if (finished()) return true;
    auto t0 = Clock::now();
    for (int i = 0; i < max_iterations && !finished(); ++i) {
      iterate();
      ++done_;
      // With a slice budget the clock is read after every iteration (one costs up to ~1 ms in a
      // browser, so reading it every 16th overran a frame); without one, every 16th is enough.
      if (max_ms > 0 || (i & 15) == 15 || i + 1 == max_iterations) {
        double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        if (max_ms > 0 && ms >= max_ms) break;
        if (config_.max_ms > 0 && elapsed_ms_ + ms >= config_.max_ms) {
          elapsed_ms_ += ms;
          timed_out_ = true;
          return true;
        }
      }
    }
    elapsed_ms_ += std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    return finished();
  }

  Action best_action() override {
    if (single_ >= 0) return static_cast<Action>(single_);
    int best = -1;
    for (int c : nodes_[0].children)
      if (best < 0 || nodes_[c].visits > nodes_[best].visits ||
          (nodes_[c].visits == nodes_[best].visits && nodes_[c].reward > nodes_[best].reward))
        best = c;
    if (best < 0) return root_->legal_actions().front();
    return nodes_[best].action;
  }

  double win_estimate() const override {
    int best = -1;
    for (int c : nodes_[0].children)
      if (best < 0 || nodes_[c].visits > nodes_[best].visits) best = c;
    if (best < 0 || nodes_[best].visits == 0) return -1;
    return nodes_[best].reward / nodes_[best].visits;
  }

  std::string name() const override { return "ismcts:" + std::to_string(config_.iterations); }

  SearchLook look() const override {
    SearchLook out;
    if (nodes_.empty()) return out;
    out.visits = nodes_[0].visits;
    for (int c : nodes_[0].children) {
      const Node& n = nodes_[c];
      if (n.visits == 0) continue;
      out.options.push_back(SearchLook::Option{n.action, n.visits, n.reward / n.visits, expected_after(c)});
    }
    std::stable_sort(out.options.begin(), out.options.end(),
                     [](const SearchLook::Option& a, const SearchLook::Option& b) { return a.visits > b.visits; });
    return out;
  }

 private:
  struct Node {
    Action action = 0;
    int mover = -1;  // seat that chose `action` to reach this node
    int visits = 0;
    int available = 0;
    double reward = 0;  // sum of the mover's rewards in [0, 1]
    std::vector<int> children;
  };

  bool finished() const { return single_ >= 0 || timed_out_ || done_ >= config_.iterations; }

  // After node `from`: the most visited child at each depth, at most kLookSteps deep; a branch tried
  // fewer than kLookVisits times says too little to be told.
  std::vector<SearchLook::Step> expected_after(int from) const {
    constexpr int kLookVisits = 4;
    constexpr size_t kLookSteps = 6;
    std::vector<SearchLook::Step> out;
    for (int node = from; out.size() < kLookSteps;) {
      int best = -1;
      for (int c : nodes_[node].children)
        if (best < 0 || nodes_[c].visits > nodes_[best].visits) best = c;
      if (best < 0 || nodes_[best].visits < kLookVisits) break;
      out.push_back(SearchLook::Step{nodes_[best].mover, nodes_[best].action});
      node = best;
    }
    return out;
  }

  void iterate() {
    std::unique_ptr<State> s = root_->determinize(seat_, rng_);
    path_.clear();
    path_.push_back(0);
    int node = 0;
    while (!s->is_terminal()) {
      auto legal = search_actions(*s, config_.iterations);
      int player = s->current_player();
      // Unexpanded legal actions at this node in this determinization.
      untried_.clear();
      for (Action a : legal) {
        bool found = false;
        for (int c : nodes_[node].children)
          if (nodes_[c].action == a && nodes_[c].mover == player) {
            found = true;
            break;
          }
        if (!found) untried_.push_back(a);
      }
      if (!untried_.empty()) {
        Action a = untried_[rng_.below(static_cast<uint32_t>(untried_.size()))];
        int child = static_cast<int>(nodes_.size());
        Node n;
        n.action = a;
        n.mover = player;
        nodes_.push_back(n);
        nodes_[node].children.push_back(child);
        // Siblings legal here were available too.
        for (int c : nodes_[node].children)
          if (c != child && nodes_[c].mover == player && std::binary_search(legal.begin(), legal.end(), nodes_[c].action))
            nodes_[c].available++;
        nodes_[child].available++;
        s->apply_legal(a);
        path_.push_back(child);
        break;
      }
      int best = -1;
      double best_score = -1;
      for (int c : nodes_[node].children) {
        Node& n = nodes_[c];
        if (n.mover != player || !std::binary_search(legal.begin(), legal.end(), n.action)) continue;
        n.available++;
        double score = n.reward / n.visits + config_.exploration * std::sqrt(std::log(static_cast<double>(n.available)) / n.visits);
        if (score > best_score) {
          best_score = score;
          best = c;
        }
      }
      s->apply_legal(nodes_[best].action);
      node = best;
      path_.push_back(node);
    }
    const int depth = rollout_depth(*s);
    for (int steps = 0; !s->is_terminal() && (depth == 0 || steps < depth); ++steps) {
      Action a = config_.heuristic_rollouts ? rollout_action(*s, rng_) : random_action(*s);
      s->apply_legal(a);
    }
    auto returns = s->is_terminal() ? s->returns() : evaluate(*s);
    for (int idx : path_) {
      Node& n = nodes_[idx];
      n.visits++;
      if (n.mover >= 0) n.reward += (returns[n.mover] + 1.0) * 0.5;
    }
  }

  Action random_action(const State& s) {
    auto legal = s.legal_actions();
    return legal[rng_.below(static_cast<uint32_t>(legal.size()))];
  }

  Rng rng_;
  IsmctsConfig config_;
  std::unique_ptr<State> root_;
  int seat_ = 0;
  int single_ = -1;
  int done_ = 0;
  bool timed_out_ = false;
  double elapsed_ms_ = 0;
  std::vector<Node> nodes_;
  std::vector<int> path_;
  std::vector<Action> untried_;
};

}  // namespace

std::unique_ptr<Bot> make_random_bot(uint64_t seed) { return std::make_unique<PolicyBot>(seed, false); }
std::unique_ptr<Bot> make_heuristic_bot(uint64_t seed) { return std::make_unique<PolicyBot>(seed, true); }
std::unique_ptr<Bot> make_ismcts_bot(uint64_t seed, IsmctsConfig config) {
  return std::make_unique<IsmctsBot>(seed, config);
}

Result<std::unique_ptr<Bot>> make_bot(std::string_view spec, uint64_t seed) {
  const size_t colon = spec.find(':');
  const bool has_arg = colon != std::string_view::npos;
  std::string_view kind = spec.substr(0, colon);
  std::string_view arg = has_arg ? spec.substr(colon + 1) : "";
  if (kind == "random" && !has_arg) return make_random_bot(seed);
  if (kind == "heuristic" && !has_arg) return make_heuristic_bot(seed);
  if (auto level = parse_level(kind); level && !has_arg) return make_level_player(*level);  // seeded as in the browser
  if (kind == "previous-hard" && !has_arg) return make_previous_hard_player();
  if (kind == "guide" && !has_arg) return make_guide_player();  // the guided game's move (Hint's), seeded as in the browser
  if (kind == "ismcts") {
    IsmctsConfig config;
    if (has_arg) {
      int n = 0;
      auto [p, ec] = std::from_chars(arg.data(), arg.data() + arg.size(), n);
      if (ec != std::errc() || p != arg.data() + arg.size() || n < 1 || n > 10000000)
        return make_error("bot '" + std::string(spec) + "': iterations must be a number from 1 to 10000000");
      config.iterations = n;
    }
    return make_ismcts_bot(seed, config);
  }
  return make_error("unknown bot '" + std::string(spec) + "' (random, heuristic, ismcts, ismcts:ITERATIONS, easy, normal, hard, expert, guide or previous-hard)");
}

}  // namespace ff
