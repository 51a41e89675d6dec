#include "core/games/trick_duel/trick_duel.h"

#include <algorithm>

#include "core/engine/ai_traits.h"

namespace ff {
namespace {

class TrickDuelState;

// The AI: the heuristic bot only (the rest of AiTraits keeps its defaults).
struct TrickDuelAi {
  static Action heuristic_action(const TrickDuelState& s, Rng& rng);
};

class TrickDuelState : public State {
 public:
  TrickDuelState(const Game& game, uint64_t seed, int seats, const Options& options)
      : State(game, seed, seats, options), rng_(seed) {
    hand_size_ = options.at("hand") == "2" ? 2 : 3;
    for (int suit : {kClubs, kHearts})
      for (int rank = 2; rank <= 7; ++rank) stock_.push_back(Card::make(rank, suit));
    rng_.shuffle(stock_);
    hands_.resize(seats);
    points_.assign(seats, 0);
    for (int s = 0; s < seats; ++s)
      for (int i = 0; i < hand_size_; ++i) draw(s);
  }

  int current_player() const override {
    for (const auto& h : hands_)
      if (!h.empty()) return to_act_;
    return kTerminal;
  }

  std::vector<Action> legal_actions() const override {
    std::vector<Action> out;
    if (is_terminal()) return out;
    for (Card c : hands_[to_act_]) out.push_back(static_cast<Action>(c.index52()));
    std::sort(out.begin(), out.end());
    return out;
  }

  std::string action_to_string(Action a) const override {
    return "play " + to_string(Card::from_index52(static_cast<int>(a)));
  }

  std::string describe(Action a, Person person = Person::kThird) const override {
    return "Seat " + std::to_string(to_act_ + 1) + " plays " + to_label(Card::from_index52(static_cast<int>(a)));
  }

  std::vector<double> returns() const override {
    std::vector<double> r(num_seats(), 0.0);
    if (!is_terminal()) return r;
    int best = *std::max_element(points_.begin(), points_.end());
    int at_best = static_cast<int>(std::count(points_.begin(), points_.end(), best));
    for (int s = 0; s < num_seats(); ++s) r[s] = points_[s] < best ? -1.0 : (at_best == 1 ? 1.0 : 0.0);
    return r;
  }

  std::unique_ptr<State> clone() const override { return std::make_unique<TrickDuelState>(*this); }

  std::string to_json() const override {
    JsonWriter j;
    j.begin_object();
    j.key("to_act").value(current_player());
    j.key("hands").begin_array();
    for (const auto& h : hands_) j.cards(h);
    j.end_array();
    j.key("stock").cards(stock_);
    write_public(j);
    j.end_object();
    return j.str();
  }

  std::string view_json(int seat) const override {
    JsonWriter j;
    j.begin_object();
    j.key("seat").value(seat);
    j.key("to_act").value(current_player());
    j.key("hand").cards(hands_[seat]);
    j.key("hand_sizes").begin_array();
    for (const auto& h : hands_) j.value(static_cast<int>(h.size()));
    j.end_array();
    j.key("stock_size").value(static_cast<int>(stock_.size()));
    write_public(j);
    j.end_object();
    return j.str();
  }

  std::unique_ptr<State> determinize(int seat, Rng& rng) const override {
    auto copy = std::make_unique<TrickDuelState>(*this);
    std::vector<Card> unseen = copy->stock_;
    for (int s = 0; s < num_seats(); ++s)
      if (s != seat) unseen.insert(unseen.end(), copy->hands_[s].begin(), copy->hands_[s].end());
    std::sort(unseen.begin(), unseen.end());  // the result must depend on the view and rng only
    rng.shuffle(unseen);
    size_t k = 0;
    for (Card& c : copy->stock_) c = unseen[k++];
    for (int s = 0; s < num_seats(); ++s)
      if (s != seat)
        for (Card& c : copy->hands_[s]) c = unseen[k++];
    copy->rng_.reseed(rng.next_u64());
    return copy;
  }

  std::vector<Card> all_cards() const override {
    std::vector<Card> all = stock_;
    for (const auto& h : hands_) all.insert(all.end(), h.begin(), h.end());
    for (const auto& [seat, c] : trick_) all.push_back(c);
    all.insert(all.end(), discards_.begin(), discards_.end());
    return all;
  }

 protected:
  void do_apply(Action a) override {
    Card card = Card::from_index52(static_cast<int>(a));
    auto& hand = hands_[to_act_];
    hand.erase(std::find(hand.begin(), hand.end(), card));
    trick_.push_back({to_act_, card});
    draw(to_act_);
    if (static_cast<int>(trick_.size()) < num_seats()) {
      to_act_ = (to_act_ + 1) % num_seats();
      return;
    }
    auto winner = trick_.front();
    for (const auto& play : trick_)
      if (play.second.rank > winner.second.rank) winner = play;
    points_[winner.first]++;
    for (const auto& play : trick_) discards_.push_back(play.second);
    trick_.clear();
    to_act_ = winner.first;
    // A seat with an empty hand is skipped (only possible when the stock ran out unevenly).
    for (int i = 0; i < num_seats() && hands_[to_act_].empty(); ++i) to_act_ = (to_act_ + 1) % num_seats();
  }

 private:
  friend struct TrickDuelAi;

  void draw(int seat) {
    if (stock_.empty()) return;
    hands_[seat].push_back(stock_.back());
    stock_.pop_back();
  }

  void write_public(JsonWriter& j) const {
    j.key("trick").begin_array();
    for (const auto& [s, c] : trick_) j.begin_object().key("seat").value(s).key("card").card(c).end_object();
    j.end_array();
    j.key("discards").cards(discards_);
    j.key("points").values(points_);
  }

  Rng rng_;
  int hand_size_ = 3;
  int to_act_ = 0;
  std::vector<Card> stock_;
  std::vector<std::vector<Card>> hands_;
  std::vector<std::pair<int, Card>> trick_;
  std::vector<Card> discards_;
  std::vector<int> points_;
};

// Heuristic: play the lowest card when the trick is already lost, otherwise the highest.
Action TrickDuelAi::heuristic_action(const TrickDuelState& s, Rng&) {
  auto legal = s.legal_actions();
  int best_on_table = 0;
  for (const auto& [seat, c] : s.trick_) best_on_table = std::max<int>(best_on_table, c.rank);
  Action high = legal.back(), low = legal.front();
  return Card::from_index52(static_cast<int>(high)).rank > best_on_table ? high : low;
}

constinit const AiTraits kAiTraits{.heuristic_action = ai_hook<&TrickDuelAi::heuristic_action>};

std::unique_ptr<State> create(const Game& game, uint64_t seed, int seats, const Options& options) {
  return std::make_unique<TrickDuelState>(game, seed, seats, options);
}

}  // namespace

const Game& trick_duel_game() {
  static const Game game{
      GameInfo{
          .id = "trick-duel",
          .name = "Trick Duel",
          .summary = "The engine's tiny test game: play a card, high card takes the trick.",
          .min_seats = 2,
          .max_seats = 3,
          .options = {OptionSpec{.key = "hand",
                                 .label = "Hand size",
                                 .choices = {"3", "2"},
                                 .choice_labels = {"Three cards", "Two cards"},
                                 .help = "How many cards each seat holds."}},
          .max_actions = 12,
          .test_only = true,
      },
      &create,
      kAiTraits,
  };
  return game;
}

}  // namespace ff
