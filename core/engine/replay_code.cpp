#include "core/engine/replay_code.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <vector>

#include "core/engine/move_coder.h"


namespace ff {

uint32_t crc32(std::string_view bytes) {
  static const std::array<uint32_t, 256> table = [] {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  uint32_t c = 0xFFFFFFFFu;
  for (unsigned char b : bytes) c = table[(c ^ b) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

namespace {

constexpr std::string_view kCodePrefix = "FFR";
constexpr size_t kMaxCodeChars = 200000;
const char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

void put_varint(std::string& out, uint64_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7F) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}

void put_text(std::string& out, std::string_view s) {
  put_varint(out, s.size());
  out += s;
}

std::string base64url(std::string_view bytes) {
  std::string out;
  size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    uint32_t v = (uint8_t(bytes[i]) << 16) | (uint8_t(bytes[i + 1]) << 8) | uint8_t(bytes[i + 2]);
    for (int k = 3; k >= 0; --k) out += kB64[(v >> (6 * k)) & 63];
  }
  size_t rest = bytes.size() - i;
  if (rest == 1) {
    uint32_t v = uint8_t(bytes[i]) << 16;
    out += kB64[(v >> 18) & 63];
    out += kB64[(v >> 12) & 63];
  } else if (rest == 2) {
    uint32_t v = (uint8_t(bytes[i]) << 16) | (uint8_t(bytes[i + 1]) << 8);
    out += kB64[(v >> 18) & 63];
    out += kB64[(v >> 12) & 63];
    out += kB64[(v >> 6) & 63];
  }
  return out;
}

int b64_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

// The character at `text[i]` as a message shows it: 'é' (a whole UTF-8 character), or a control
// character or a stray byte named as such.
std::string shown_char(std::string_view text, size_t i) {
  const auto c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) return std::isprint(c) ? "'" + std::string(1, text[i]) + "'" : std::string("a control character");
  const size_t len = c >= 0xF0 && c < 0xF8 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
  if (len == 0 || i + len > text.size()) return "a byte that is not a character";
  for (size_t k = 1; k < len; ++k)
    if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return "a byte that is not a character";
  return "'" + std::string(text.substr(i, len)) + "' (not a plain letter or digit)";
}

Result<std::string> unbase64url(std::string_view text) {
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    int v = b64_value(c);
    if (v < 0) return make_error("the code contains " + shown_char(text, i) + ", which is not in any code");
    acc = (acc << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xFF);
    }
  }
  // A character that is in no code is named first; then the length (checked after: it cannot
  // say which character is wrong).
  if (text.size() % 4 == 1) return make_error("the code has the wrong length (a character is missing or extra)");
  // The last character's spare bits are zero in every code we make: anything else is a typo.
  if (bits > 0 && (acc & ((1u << bits) - 1)) != 0) return make_error("the code is mistyped (its last character is wrong)");
  return out;
}

// Reads the fields of a decoded payload; every read checks the bounds.
struct Reader {
  std::string_view data;
  size_t pos = 0;
  bool varint(uint64_t& v) {
    v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos >= data.size()) return false;
      uint8_t b = static_cast<uint8_t>(data[pos++]);
      v |= static_cast<uint64_t>(b & 0x7F) << shift;
      if (!(b & 0x80)) return true;
    }
    return false;
  }
  bool text(std::string& s, size_t max_len) {
    uint64_t n = 0;
    if (!varint(n) || n > max_len || n > data.size() - pos) return false;
    s.assign(data.substr(pos, n));
    pos += n;
    return true;
  }
};

std::string strip_spaces(std::string_view s) {
  std::string out;
  for (char c : s)
    if (!std::isspace(static_cast<unsigned char>(c))) out += c;
  return out;
}

}  // namespace

namespace {

// Each move of the game as (its index among the legal moves at that point, how many there were).
// Finding them replays the game from the start; the page writes a save after every action, so the
// last game's replay is kept (per thread) and a call on the same game with more moves replays only
// the new ones: a 7,000-action game's save costs its new moves, not 7,000.
struct MoveIndices {
  const Game* game = nullptr;
  uint64_t seed = 0;
  int seats = 0;
  Options options;
  std::vector<Action> history;
  std::vector<std::pair<uint32_t, uint32_t>> moves;
  std::unique_ptr<State> at;  // the game after `history`
};

MoveIndices& kept_indices() {
  thread_local MoveIndices cache;
  return cache;
}

const std::vector<std::pair<uint32_t, uint32_t>>& move_indices(const State& state) {
  MoveIndices& cache = kept_indices();
  const std::vector<Action>& h = state.history();
  const bool same = cache.at && cache.game == &state.game() && cache.seed == state.seed() &&
                    cache.seats == state.num_seats() && cache.options == state.options() &&
                    cache.history.size() <= h.size() && std::equal(cache.history.begin(), cache.history.end(), h.begin());
  if (!same) {
    auto fresh = new_game(state.game(), state.seed(), state.num_seats(), state.options());
    cache = MoveIndices{&state.game(), state.seed(), state.num_seats(), state.options(), {}, {}, nullptr};
    if (!fresh) return cache.moves;  // cannot happen for a state the game made
    cache.at = std::move(*fresh);
  }
  for (size_t i = cache.history.size(); i < h.size(); ++i) {
    const std::vector<Action> legal = cache.at->legal_actions();
    const auto it = std::lower_bound(legal.begin(), legal.end(), h[i]);
    cache.moves.emplace_back(static_cast<uint32_t>(it - legal.begin()), static_cast<uint32_t>(legal.size()));
    cache.at->apply_legal(h[i]);
    cache.history.push_back(h[i]);
  }
  return cache.moves;
}

int version_of(CodeFormat format) { return format == CodeFormat::kPlain ? 1 : 2; }

}  // namespace

std::string replay_code(const State& state, CodeFormat format) {
  const int version = version_of(format);
  std::string payload;
  payload += static_cast<char>(version);
  put_text(payload, state.info().id);
  put_varint(payload, static_cast<uint64_t>(state.num_seats()));
  put_varint(payload, state.seed());
  put_text(payload, format_options(state.options()));
  put_varint(payload, state.history().size());
  const auto& moves = move_indices(state);
  if (format == CodeFormat::kPlain) {
    for (const auto& [index, n] : moves) put_varint(payload, index);
  } else {
    MoveEncoder coder;
    for (const auto& [index, n] : moves) coder.put(index, n);
    payload += coder.finish();
  }
  return replay_code_from_payload(payload);
}

std::string replay_code_from_payload(std::string_view body) {
  std::string payload(body);
  uint32_t crc = crc32(payload);
  for (int k = 0; k < 4; ++k) payload += static_cast<char>((crc >> (8 * k)) & 0xFF);
  const int version = !body.empty() && body[0] == 1 ? 1 : 2;
  return std::string(kCodePrefix) + std::to_string(version) + base64url(payload);
}

namespace {

// The text of a code (or a link holding one) as its version and checked payload (without the
// checksum), or why it is refused.
Result<std::pair<int, std::string>> code_payload(std::string_view text) {
  if (text.size() > kMaxCodeChars) return make_error("the code is far too long to be a game");
  std::string code = strip_spaces(text);
  if (size_t at = code.find("replay="); at != std::string::npos) {
    code = code.substr(at + 7);
    code = code.substr(0, code.find_first_of("&#"));
  }
  if (code.empty()) return make_error("the code is empty");
  if (code.compare(0, kCodePrefix.size(), kCodePrefix) != 0) return make_error("this is not a Five Fronts replay code (it starts with FFR)");
  const char v = code.size() > kCodePrefix.size() ? code[kCodePrefix.size()] : '\0';
  if (v != '1' && v != '2') return make_error("this replay code was made by another version of Five Fronts");
  auto bytes = unbase64url(std::string_view(code).substr(kCodePrefix.size() + 1));
  if (!bytes) return Error{bytes.error()};
  std::string& b = *bytes;
  if (b.size() < 5) return make_error("the code is too short");
  uint32_t want = 0;
  for (int k = 0; k < 4; ++k) want |= static_cast<uint32_t>(static_cast<uint8_t>(b[b.size() - 4 + k])) << (8 * k);
  b.resize(b.size() - 4);
  if (crc32(b) != want) return make_error("the code is mistyped (its checksum does not match)");
  return std::pair<int, std::string>{v - '0', std::move(b)};
}

// The moves of an FFR1 code (varints) or an FFR2 code (range coded), replayed on `state`.
// The indices read are kept as if the code had been made from `state` (move_indices): a game
// continued from a save is saved again at once, and then it costs no second replay.
Status replay_moves(State& state, int version, std::string_view data, uint64_t n) {
  Reader r{data};
  MoveDecoder coder(data);
  std::vector<std::pair<uint32_t, uint32_t>> moves;
  for (uint64_t i = 0; i < n; ++i) {
    const std::vector<Action> legal = state.legal_actions();
    uint64_t idx = 0;
    if (version == 1 && !r.varint(idx)) return make_error("the code is damaged (move " + std::to_string(i + 1) + " is cut short)");
    if (version == 2) idx = coder.get(static_cast<uint32_t>(std::min<size_t>(legal.size(), UINT32_MAX)));
    if (idx >= legal.size()) return make_error("the code is damaged (move " + std::to_string(i + 1) + " is not a legal move)");
    state.apply_legal(legal[idx]);
    moves.emplace_back(static_cast<uint32_t>(idx), static_cast<uint32_t>(legal.size()));
  }
  if (version == 1 ? r.pos != data.size() : coder.unused_bytes())
    return make_error("the code is damaged (extra data after the last move)");
  kept_indices() = MoveIndices{&state.game(), state.seed(), state.num_seats(), state.options(), state.history(), std::move(moves),
                               state.clone()};
  return {};
}

}  // namespace

Result<std::unique_ptr<State>> parse_replay_code(const GameList& games, std::string_view text) {
  auto payload = code_payload(text);
  if (!payload) return Error{payload.error()};
  const auto& [code_version, body] = *payload;
  Reader r{body};
  uint64_t version = 0, seats = 0, seed = 0, n = 0;
  std::string game_id, options_text;
  if (!r.varint(version) || version != static_cast<uint64_t>(code_version)) return make_error("the code's format is not supported");
  if (!r.text(game_id, 64) || !r.varint(seats) || !r.varint(seed) || !r.text(options_text, 1024) || !r.varint(n))
    return make_error("the code is damaged (a field is cut short)");
  if (seats > 64) return make_error("the code names " + std::to_string(seats) + " seats");
  auto options = parse_options(options_text);
  if (!options) return Error{options.error()};
  auto state = new_game(games, game_id, seed, static_cast<int>(seats), *options);
  if (!state) return Error{state.error()};
  if (n > static_cast<uint64_t>((*state)->info().max_actions)) return make_error("the code holds more moves than a game can have");
  Status replayed = replay_moves(**state, code_version, std::string_view(body).substr(r.pos), n);
  if (!replayed) return Error{replayed.error};
  return std::move(*state);
}

}  // namespace ff
