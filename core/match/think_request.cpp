#include "core/match/think_request.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <iterator>

#include "core/ai/guide.h"
#include "core/common/text.h"
#include "core/games/registry.h"

namespace ff {

namespace {

constexpr size_t kMaxActions = 1 << 20;  // far beyond any game (the longest are ~7,000)

bool plain(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
         c == '.' || c == ':' || c == '+';
}

// Option keys and values are ids today; anything else is %XX-escaped so the line stays one field.
std::string escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (plain(c)) {
      out += c;
    } else {
      const char* hex = "0123456789ABCDEF";
      const unsigned char b = static_cast<unsigned char>(c);
      out += {'%', hex[b >> 4], hex[b & 15]};
    }
  }
  return out;
}

Result<std::string> unescape(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '%') {
      if (!plain(s[i])) return make_error("an option holds a character that must be escaped");
      out += s[i];
      continue;
    }
    unsigned v = 0;
    if (i + 2 >= s.size() || std::from_chars(s.data() + i + 1, s.data() + i + 3, v, 16).ptr != s.data() + i + 3)
      return make_error("an option holds a broken %-escape");
    out += static_cast<char>(v);
    i += 2;
  }
  return out;
}

template <class T>
bool number(std::string_view s, T& out) {
  return !s.empty() && std::from_chars(s.data(), s.data() + s.size(), out).ptr == s.data() + s.size();
}

Result<Options> parse_option_list(std::string_view field) {
  Options options;
  if (field == "-") return options;
  for (std::string_view item : split(field, ',')) {
    const size_t eq = item.find('=');
    if (eq == std::string_view::npos) return make_error("an option is not key=value");
    auto key = unescape(item.substr(0, eq));
    auto value = unescape(item.substr(eq + 1));
    if (!key) return make_error(key.error());
    if (!value) return make_error(value.error());
    options[*key] = *value;
  }
  return options;
}

Result<std::vector<Action>> parse_actions(std::string_view field) {
  std::vector<Action> actions;
  if (field == "-") return actions;
  for (std::string_view item : split(field, ',')) {
    Action a = 0;
    if (!number(item, a)) return make_error("an action is not a number");
    if (actions.size() >= kMaxActions) return make_error("too many actions");
    actions.push_back(a);
  }
  return actions;
}

bool same_game(const ThinkRequest& a, const ThinkRequest& b) {
  return a.game_id == b.game_id && a.seats == b.seats && a.seed == b.seed && a.options == b.options;
}

bool extends(const std::vector<Action>& longer, const std::vector<Action>& prefix) {
  return longer.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), longer.begin());
}

// The place's game at the request's record: extended when the request continues it, else rebuilt.
Status reach(ThinkPlace& place, const ThinkRequest& r) {
  if (!place.state || !same_game(place.last, r) || !extends(r.actions, place.last.actions)) {
    auto fresh = new_game(r.game_id, r.seed, r.seats, r.options);
    if (!fresh) return make_error(fresh.error());
    place.state = std::move(*fresh);
    place.last = r;
    place.last.actions.clear();
  }
  for (size_t i = place.last.actions.size(); i < r.actions.size(); ++i) {
    Status st = place.state->apply(r.actions[i]);
    if (!st) {
      place.state.reset();  // half-applied: rebuild next time
      return make_error("the record's move " + std::to_string(i + 1) + " cannot be played: " + st.error);
    }
    place.last.actions.push_back(r.actions[i]);
  }
  return {};
}

}  // namespace

// The request's kind as written, by ThinkKind.
constexpr const char* kKindNames[] = {"move", "hint"};

std::string think_request_text(const State& state, ThinkKind kind, Level level) {
  std::string out = "FFT1 ";
  out += kKindNames[static_cast<int>(kind)];
  out += ' ';
  out += level_key(level);
  out += ' ' + state.info().id + ' ' + std::to_string(state.num_seats()) + ' ' + std::to_string(state.seed()) + ' ';
  std::string options;
  for (const auto& [k, v] : state.options()) options += (options.empty() ? "" : ",") + escape(k) + '=' + escape(v);
  out += options.empty() ? "-" : options;
  out += ' ';
  std::string actions;
  for (Action a : state.history()) actions += (actions.empty() ? "" : ",") + std::to_string(a);
  out += actions.empty() ? "-" : actions;
  return out;
}

Result<ThinkRequest> parse_think_request(std::string_view text) {
  const std::vector<std::string_view> f = split(text, ' ');
  if (f.size() != 8 || f[0] != "FFT1") return make_error("not a thinking request");
  ThinkRequest r;
  const auto kind = std::find(std::begin(kKindNames), std::end(kKindNames), f[1]);
  if (kind == std::end(kKindNames)) return make_error("a thinking request asks for a move or a hint");
  r.kind = static_cast<ThinkKind>(kind - std::begin(kKindNames));
  auto level = parse_level(f[2]);
  if (!level) return make_error("unknown level");
  r.level = *level;
  r.game_id = std::string(f[3]);
  if (!number(f[4], r.seats) || r.seats < 1 || r.seats > 8) return make_error("bad seat count");
  if (!number(f[5], r.seed)) return make_error("bad seed");
  auto options = parse_option_list(f[6]);
  if (!options) return make_error(options.error());
  r.options = std::move(*options);
  auto actions = parse_actions(f[7]);
  if (!actions) return make_error(actions.error());
  r.actions = std::move(*actions);
  return r;
}

namespace {

// `v` with `decimals` digits after the point, as printf's %.Nf writes it, halves to even (only where
// v times 10^N is inexact can the last digit differ): the worker then links no printf.
std::string fixed(double v, int decimals) {
  if (!std::isfinite(v) || std::fabs(v) >= 1e15) v = 0;
  const auto n = static_cast<unsigned long long>(std::nearbyint(std::fabs(v) * std::pow(10.0, decimals)));
  std::string digits = std::to_string(n);
  const size_t d = static_cast<size_t>(decimals);
  if (digits.size() <= d) digits.insert(0, d + 1 - digits.size(), '0');
  return (v < 0 ? "-" : "") + digits.substr(0, digits.size() - d) + (d ? "." + digits.substr(digits.size() - d) : "");
}

std::string look_text(const SearchLook& look) {
  std::string out = " " + std::to_string(look.visits) + " ";
  for (size_t i = 0; i < look.options.size() && i < kLookOptions; ++i) {
    const SearchLook::Option& o = look.options[i];
    out += (i ? ";" : "") + std::to_string(o.action) + ":" + std::to_string(o.visits) + ":" + fixed(o.win, 4) + ":";
    if (o.next.empty()) out += "-";
    for (size_t k = 0; k < o.next.size(); ++k)
      out += (k ? "/" : "") + std::to_string(o.next[k].seat) + "." + std::to_string(o.next[k].action);
  }
  return look.options.empty() ? out + "-" : out;
}

// One of the guide's words as an answer field: within its bound, a control character (none is
// written) as a space, never cutting a UTF-8 character.
std::string words_field(const std::string& words) {
  size_t n = std::min(words.size(), kGuideWordsMax);
  while (n < words.size() && n > 0 && (static_cast<unsigned char>(words[n]) & 0xC0) == 0x80) --n;
  std::string out = words.substr(0, n);
  for (char& c : out)
    if (c >= 0 && c < ' ') c = ' ';
  return out;
}

bool read_double(std::string_view field, double& out) {
  // from_chars for double is missing from some standard libraries Emscripten ships: strtod on a copy.
  const std::string text(field);
  char* end = nullptr;
  out = std::strtod(text.c_str(), &end);
  return !text.empty() && end == text.c_str() + text.size() && std::isfinite(out);
}

Result<SearchLook::Option> read_option(std::string_view text) {
  const std::vector<std::string_view> f = split(text, ':');
  SearchLook::Option o;
  if (f.size() != 4 || !number(f[0], o.action) || !number(f[1], o.visits) || o.visits < 0 || !read_double(f[2], o.win) ||
      o.win < 0 || o.win > 1)
    return make_error("the answer's look has a bad move");
  if (f[3] == "-") return o;
  for (std::string_view step : split(f[3], '/')) {
    const size_t dot = step.find('.');
    SearchLook::Step s;
    if (dot == std::string_view::npos || !number(step.substr(0, dot), s.seat) || s.seat < 0 || s.seat > 8 ||
        !number(step.substr(dot + 1), s.action) || o.next.size() >= 16)
      return make_error("the answer's look has a bad step");
    o.next.push_back(s);
  }
  return o;
}

Result<SearchLook> read_look(std::string_view visits, std::string_view options) {
  SearchLook look;
  if (!number(visits, look.visits) || look.visits < 0) return make_error("the answer's look has a bad count");
  if (options == "-") return look;
  for (std::string_view item : split(options, ';')) {
    if (look.options.size() >= kLookOptions) return make_error("the answer's look has too many moves");
    auto o = read_option(item);
    if (!o) return make_error(o.error());
    look.options.push_back(std::move(*o));
  }
  return look;
}

}  // namespace

std::string think_answer_text(const ThinkAnswer& a) {
  std::string text = "FFA1 " + std::to_string(a.action) + " " + fixed(a.win, 6) + " " + fixed(a.think_ms, 3);
  if (a.look.visits > 0) text += look_text(a.look);
  if (a.guide)
    for (const std::string* part : {&a.guide->why, &a.guide->plan, &a.guide->threat}) text += "\t" + words_field(*part);
  return text;
}

Result<ThinkAnswer> parse_think_answer(std::string_view text) {
  const std::vector<std::string_view> parts = split(text, '\t');
  const std::vector<std::string_view> f = split(parts[0], ' ');
  if ((f.size() != 4 && f.size() != 6) || f[0] != "FFA1") return make_error("not a thinking answer");
  if (parts.size() != 1 && parts.size() != 4) return make_error("the answer's guide words are not three");
  ThinkAnswer a;
  if (!number(f[1], a.action)) return make_error("the answer's move is not a number");
  if (!read_double(f[2], a.win)) return make_error("the answer's estimate is not a number");
  if (!read_double(f[3], a.think_ms)) return make_error("the answer's time is not a number");
  if (f.size() == 6) {
    auto look = read_look(f[4], f[5]);
    if (!look) return make_error(look.error());
    a.look = std::move(*look);
  }
  if (parts.size() == 4) {
    for (std::string_view part : {parts[1], parts[2], parts[3]})
      if (part.size() > kGuideWordsMax || std::any_of(part.begin(), part.end(), [](char c) { return c >= 0 && c < ' '; }))
        return make_error("the answer's guide words are too long or hold a control character");
    a.guide = GuideReasons{std::string(parts[1]), std::string(parts[2]), std::string(parts[3])};
  }
  return a;
}

std::unique_ptr<Bot> make_think_bot(const State& state, ThinkKind kind, Level level, double spent_ms) {
  if (kind == ThinkKind::kHint) level = Level::Hard;
  const double limit = spent_ms < 0 ? 0 : level_time_limit_ms(level);  // spent < 0: no clock
  const double left = limit > 0 ? std::max(1.0, limit - spent_ms) : 0;
  if (kind == ThinkKind::kHint) return make_guide_bot(state, left);
  return make_level_bot(state, level, computer_move_seed(state), left);
}

Result<ThinkAnswer> answer_think_request(ThinkPlace& place, const ThinkRequest& r) {
  const auto t0 = std::chrono::steady_clock::now();
  Status reached = reach(place, r);
  if (!reached) return make_error(reached.error);
  const State& state = *place.state;
  if (state.is_terminal()) return make_error("the game is over");
  ThinkAnswer a;
  // The level's time limit counts from the request: rebuilding the game took part of it.
  const double spent = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  auto bot = make_think_bot(state, r.kind, r.level, place.clock ? spent : -1);
  bot->start(state);
  while (!bot->think(1 << 20)) {
  }
  a.action = bot->best_action();
  if (r.kind == ThinkKind::kHint) {
    a.win = bot->win_estimate(), a.look = bot->look();
    // From the look as the page reads it (its wins rounded in the text), so the words are those the
    // page would build from this answer itself.
    auto seen = parse_think_answer(think_answer_text(a));
    if (seen) a.look = std::move(seen->look);
    a.guide = guide_reasons(state, a.look, hint_seed(state));
  }
  a.think_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return a;
}

}  // namespace ff
