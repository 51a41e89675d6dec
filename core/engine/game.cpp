#include "core/engine/game.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace ff {

const Game* find_game(const GameList& games, std::string_view id) {
  for (const Game* g : games)
    if (g->info.id == id) return g;
  return nullptr;
}

int option_index(const GameInfo& info, const Options& options, std::string_view key) {
  for (const OptionSpec& spec : info.options) {
    if (spec.key != key) continue;
    auto it = options.find(spec.key);
    if (it == options.end()) return 0;
    for (size_t i = 0; i < spec.choices.size(); ++i)
      if (spec.choices[i] == it->second) return static_cast<int>(i);
    return 0;
  }
  return 0;
}

Result<Options> resolve_options(const GameInfo& info, const Options& given) {
  Options out;
  for (const auto& item : given) {
    const std::string& key = item.first;
    const std::string& value = item.second;
    auto spec = std::find_if(info.options.begin(), info.options.end(), [&](const OptionSpec& s) { return s.key == key; });
    if (spec == info.options.end()) {
      std::string known;
      for (const OptionSpec& s : info.options) known += (known.empty() ? "" : ", ") + s.key;
      return make_error("unknown option '" + key + "' for " + info.id +
                        (known.empty() ? " (it has no options)" : " (options: " + known + ")"));
    }
    if (std::find(spec->choices.begin(), spec->choices.end(), value) == spec->choices.end()) {
      if (spec->check_value) {
        const std::string why = spec->check_value(value);
        if (!why.empty()) return make_error(key + ": " + why);
        out[key] = value;
        continue;
      }
      std::string choices;
      for (const std::string& c : spec->choices) choices += (choices.empty() ? "" : ", ") + c;
      return make_error("option " + key + "=" + value + " is not allowed (choices: " + choices + ")");
    }
    out[key] = value;
  }
  for (const OptionSpec& s : info.options)
    if (!out.count(s.key) && !s.choices.empty()) out[s.key] = s.choices.front();
  return out;
}

static bool valid_token(std::string_view s) {
  if (s.empty() || s.size() > 64) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
  });
}

Result<Options> parse_options(std::string_view text) {
  Options out;
  if (!text.empty() && text.back() == ',') return make_error("options end with a stray comma");
  size_t i = 0;
  while (i < text.size()) {
    size_t end = text.find(',', i);
    if (end == std::string_view::npos) end = text.size();
    std::string_view item = text.substr(i, end - i);
    size_t eq = item.find('=');
    if (eq == std::string_view::npos) return make_error("option '" + std::string(item) + "' is not key=value");
    std::string_view key = item.substr(0, eq), value = item.substr(eq + 1);
    if (!valid_token(key) || !valid_token(value))
      return make_error("option '" + std::string(item) + "' is malformed (letters, digits, - _ . only)");
    if (out.count(std::string(key))) return make_error("option '" + std::string(key) + "' is given twice");
    out[std::string(key)] = std::string(value);
    i = end + 1;
  }
  return out;
}

std::string format_options(const Options& options) {
  std::string s;
  for (const auto& [k, v] : options) s += (s.empty() ? "" : ",") + k + "=" + v;
  return s;
}

std::vector<int> seat_counts(const GameInfo& info) {
  if (!info.seat_counts.empty()) return info.seat_counts;
  std::vector<int> out;
  for (int n = info.min_seats; n <= info.max_seats; ++n) out.push_back(n);
  return out;
}

bool takes_seats(const GameInfo& info, int seats) {
  const std::vector<int> counts = seat_counts(info);
  return std::find(counts.begin(), counts.end(), seats) != counts.end();
}

std::string seats_text(const GameInfo& info) {
  const std::vector<int> counts = seat_counts(info);
  if (counts.size() == 1) return std::to_string(counts[0]);
  if (info.seat_counts.empty()) return std::to_string(counts.front()) + "-" + std::to_string(counts.back());
  std::string s;
  for (size_t i = 0; i < counts.size(); ++i)
    s += (i == 0 ? "" : i + 1 == counts.size() ? " or " : ", ") + std::to_string(counts[i]);
  return s;
}

bool choice_offered(const OptionSpec& o, size_t index, int seats) {
  if (index < o.choice_min_seats.size() && seats < o.choice_min_seats[index]) return false;
  if (index < o.choice_max_seats.size() && o.choice_max_seats[index] > 0 && seats > o.choice_max_seats[index]) return false;
  return true;
}

static std::string players_text(int n) { return std::to_string(n) + (n == 1 ? " player" : " players"); }

std::string not_offered(const GameInfo& info, int seats, const Options& options) {
  for (const OptionSpec& o : info.options) {
    auto it = options.find(o.key);
    if (it == options.end()) continue;
    const auto c = std::find(o.choices.begin(), o.choices.end(), it->second);
    if (c == o.choices.end()) continue;
    const size_t i = static_cast<size_t>(c - o.choices.begin());
    if (choice_offered(o, i, seats)) continue;
    if (i < o.choice_min_seats.size() && seats < o.choice_min_seats[i])
      return o.key + "=" + it->second + " needs at least " + players_text(o.choice_min_seats[i]);
    return o.key + "=" + it->second + " is for at most " + players_text(o.choice_max_seats[i]);
  }
  return "";
}

Result<std::unique_ptr<State>> new_game(const Game& game, uint64_t seed, int seats, const Options& options) {
  if (!takes_seats(game.info, seats))
    return make_error(game.info.name + " takes " + seats_text(game.info) + " seats, not " + std::to_string(seats));
  auto resolved = resolve_options(game.info, options);
  if (!resolved) return Error{resolved.error()};
  for (const OptionSpec& o : game.info.options)
    if (o.only_seats > 0 && seats != o.only_seats && resolved->at(o.key) != o.choices.front())
      return make_error(o.key + "=" + resolved->at(o.key) + " needs " + std::to_string(o.only_seats) + " players");
  for (const OptionSpec& o : game.info.options) {
    const size_t i = static_cast<size_t>(option_index(game.info, *resolved, o.key));
    if (i < o.choice_min_seats.size() && seats < o.choice_min_seats[i])
      return make_error(o.key + "=" + resolved->at(o.key) + " needs at least " + players_text(o.choice_min_seats[i]));
  }
  return game.create(game, seed, seats, *resolved);
}

Result<std::unique_ptr<State>> new_game(const GameList& games, std::string_view game_id, uint64_t seed, int seats,
                                        const Options& options) {
  const Game* game = find_game(games, game_id);
  if (!game) return make_error("unknown game '" + std::string(game_id) + "'");
  return new_game(*game, seed, seats, options);
}

bool State::is_legal(Action a) const {
  auto legal = legal_actions();
  return std::binary_search(legal.begin(), legal.end(), a);
}

Status State::apply(Action a) {
  if (is_terminal()) return make_error("the game is over; action " + std::to_string(a) + " refused");
  if (!is_legal(a)) return make_error("action " + std::to_string(a) + " is not legal now");
  do_apply(a);
  history_.push_back(a);
  return {};
}

static std::string normalize(std::string_view s) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

Result<Action> State::parse_action(std::string_view text) const {
  std::string want = normalize(text);
  for (Action a : legal_actions())
    if (normalize(action_to_string(a)) == want) return a;
  if (is_terminal()) return make_error("'" + std::string(text) + "': the game is over");
  return make_error("'" + std::string(text) + "' is not a legal action now");
}

std::string State::serialize() const {
  std::string s = "FF" + std::to_string(kSerializeVersion) + " " + info().id + " seats=" + std::to_string(seats_) +
                  " seed=" + std::to_string(seed_) + " options=" + format_options(options_) + " actions=";
  for (size_t i = 0; i < history_.size(); ++i) s += (i ? "." : "") + std::to_string(history_[i]);
  return s;
}

template <class T>
static bool parse_uint(std::string_view s, T& out) {
  if (s.empty() || s.size() > 20) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

Result<std::unique_ptr<State>> deserialize(const GameList& games, std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  std::vector<std::string_view> fields;
  size_t i = 0;
  while (i <= text.size()) {
    size_t end = text.find(' ', i);
    if (end == std::string_view::npos) end = text.size();
    fields.push_back(text.substr(i, end - i));
    i = end + 1;
  }
  if (fields.empty() || fields[0].substr(0, 2) != "FF") return make_error("not a Five Fronts game record");
  int version = 0;
  if (!parse_uint(fields[0].substr(2), version)) return make_error("game record has a malformed version");
  if (version != kSerializeVersion)
    return make_error("game record format " + std::to_string(version) + " is not supported (this build reads " +
                      std::to_string(kSerializeVersion) + ")");
  if (fields.size() != 6) return make_error("game record has " + std::to_string(fields.size()) + " fields, expected 6");
  std::string_view game_id = fields[1];
  auto field = [&](int idx, std::string_view name, std::string_view& out) -> bool {
    std::string_view f = fields[idx];
    if (f.substr(0, name.size() + 1) != std::string(name) + "=") return false;
    out = f.substr(name.size() + 1);
    return true;
  };
  std::string_view seats_s, seed_s, options_s, actions_s;
  if (!field(2, "seats", seats_s) || !field(3, "seed", seed_s) || !field(4, "options", options_s) ||
      !field(5, "actions", actions_s))
    return make_error("game record fields are out of order or misnamed");
  int seats = 0;
  uint64_t seed = 0;
  if (!parse_uint(seats_s, seats)) return make_error("game record has a malformed seat count");
  if (!parse_uint(seed_s, seed)) return make_error("game record has a malformed seed");
  auto options = parse_options(options_s);
  if (!options) return Error{options.error()};
  auto state = new_game(games, game_id, seed, seats, *options);
  if (!state) return Error{state.error()};
  size_t pos = 0;
  int index = 0;
  while (pos < actions_s.size()) {
    size_t end = actions_s.find('.', pos);
    if (end == std::string_view::npos) end = actions_s.size();
    Action a = 0;
    if (!parse_uint(actions_s.substr(pos, end - pos), a))
      return make_error("game record action #" + std::to_string(index + 1) + " is malformed");
    Status st = (*state)->apply(a);
    if (!st) return make_error("game record action #" + std::to_string(index + 1) + ": " + st.error);
    pos = end + 1;
    ++index;
  }
  return std::move(*state);
}

Status apply_notation(State& state, std::string_view actions) {
  size_t pos = 0;
  int index = 0;
  while (pos < actions.size()) {
    size_t end = actions.find(';', pos);
    if (end == std::string_view::npos) end = actions.size();
    std::string_view text = actions.substr(pos, end - pos);
    pos = end + 1;
    if (normalize(text).empty()) continue;
    ++index;
    auto a = state.parse_action(text);
    if (!a) return make_error("action #" + std::to_string(index) + " " + a.error());
    Status st = state.apply(*a);
    if (!st) return make_error("action #" + std::to_string(index) + " '" + std::string(text) + "': " + st.error);
  }
  return {};
}

// ---- seats named inside texts (event.h) ----------------------------------------------------------

std::string seat_token(int seat, bool possessive) { return "{P" + std::to_string(seat + 1) + (possessive ? "'s}" : "}"); }

std::string name_seats(const std::string& text, const std::function<std::string(int seat, bool possessive)>& name) {
  std::string out;
  out.reserve(text.size());
  size_t at = 0;
  while (at < text.size()) {
    const size_t open = text.find("{P", at);
    if (open == std::string::npos) break;
    size_t end = open + 2;
    int seat = 0;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) seat = seat * 10 + (text[end++] - '0');
    const bool possessive = text.compare(end, 3, "'s}") == 0;
    const size_t close = possessive ? end + 2 : end;
    if (end == open + 2 || close >= text.size() || text[close] != '}' || seat < 1) {
      out.append(text, at, open + 2 - at);  // not a token: kept as written
      at = open + 2;
      continue;
    }
    out.append(text, at, open - at);
    std::string who = name(seat - 1, possessive);
    if (open == 0 && !who.empty()) who[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(who[0])));
    out += who;
    at = close + 1;
  }
  out.append(text, at, std::string::npos);
  return out;
}

std::string plain_seats(const std::string& text) {
  return name_seats(text, [](int seat, bool possessive) { return "P" + std::to_string(seat + 1) + (possessive ? "'s" : ""); });
}

}  // namespace ff
