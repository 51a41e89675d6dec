#include "core/match/fair_deal.h"

#include <sodium/crypto_hash_sha256.h>

#include <algorithm>
#include <array>
#include <cstdlib>

#include "core/common/json.h"
#include "core/common/json_read.h"
#include "core/common/text.h"
#include "core/games/registry.h"

namespace ff {

namespace {

// The texts hashed start with the scheme's name and version: a hash made for one purpose never
// matches another's.
constexpr const char* kCommitText = "fivefronts fair deal 1\ncommit\n";
constexpr const char* kSeedText = "fivefronts fair deal 1\nseed\n";
constexpr size_t kDigestDigits = 32;   // a frame's hash kept: 128 bits
constexpr size_t kMaxFramesKept = 20000;  // far above any game's positions

std::array<uint8_t, crypto_hash_sha256_BYTES> sha256(std::string_view data) {
  std::array<uint8_t, crypto_hash_sha256_BYTES> out{};
  crypto_hash_sha256(out.data(), reinterpret_cast<const unsigned char*>(data.data()), data.size());
  return out;
}

std::string seats_text(const std::vector<int>& seats) {
  std::string s;
  for (size_t i = 0; i < seats.size(); ++i) s += (i ? "," : "") + std::to_string(seats[i]);
  return s;
}

}  // namespace

std::string sha256_hex(std::string_view data) {
  const auto digest = sha256(data);
  return to_hex(digest.data(), digest.size());
}

std::string to_hex(const uint8_t* bytes, size_t n) {
  static const char kDigits[] = "0123456789abcdef";
  std::string out;
  for (size_t i = 0; i < n; ++i) out += kDigits[bytes[i] >> 4], out += kDigits[bytes[i] & 15];
  return out;
}

bool is_hex(std::string_view text, size_t digits) {
  return text.size() == digits && std::all_of(text.begin(), text.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

// ---- The host's side ------------------------------------------------------------------------------

FairHost fair_host(std::string secret, const std::vector<bool>& friends) {
  FairHost f;
  f.secret = std::move(secret);
  f.gives = friends;
  f.parts.assign(friends.size(), "");
  return f;
}

std::vector<int> fair_contributors(const FairHost& f) {
  std::vector<int> seats;
  for (size_t seat = 0; seat < f.gives.size(); ++seat)
    if (f.gives[seat]) seats.push_back(static_cast<int>(seat));
  return seats;
}

std::vector<int> fair_waiting(const FairHost& f) {
  std::vector<int> seats;
  for (int seat : fair_contributors(f))
    if (f.parts[static_cast<size_t>(seat)].empty()) seats.push_back(seat);
  return seats;
}

bool fair_dealt(const FairHost& f) { return f.chosen || fair_waiting(f).empty(); }

std::string fair_commitment(std::string_view secret, std::string_view game_id, const Options& options, int seats,
                            const std::vector<int>& contributors) {
  return sha256_hex(kCommitText + std::string(secret) + "\n" + std::string(game_id) + "\n" + format_options(options) + "\n" +
                    std::to_string(seats) + "\n" + seats_text(contributors));
}

std::string fair_commitment(const FairHost& f, const State& game) {
  if (f.chosen) return "";
  return fair_commitment(f.secret, game.info().id, game.options(), game.num_seats(), fair_contributors(f));
}

uint64_t fair_seed(std::string_view secret, const std::vector<std::string>& parts) {
  std::string text = kSeedText + std::string(secret) + "\n";
  for (size_t seat = 0; seat < parts.size(); ++seat) text += (seat ? "," : "") + (parts[seat].empty() ? std::string("-") : parts[seat]);
  const auto digest = sha256(text);
  uint64_t seed = 0;
  for (int i = 0; i < 8; ++i) seed = seed << 8 | digest[static_cast<size_t>(i)];
  return seed;
}

Status fair_take(FairHost& f, const std::string& commitment, int seat, const GuestMessage& m) {
  if (m.type != GuestType::kContribute) return make_error("not a contribution");
  if (f.chosen) return make_error("the host chose this deal: it takes no contributions");
  const std::string who = "seat " + std::to_string(seat + 1);
  if (seat < 0 || seat >= static_cast<int>(f.gives.size()) || !f.gives[static_cast<size_t>(seat)])
    return make_error(who + " gives no part of this deal");
  if (fair_dealt(f)) return make_error("the deal is made: " + who + "'s part is in it already");
  if (m.commitment != commitment) return make_error("this contribution answers another deal's commitment");
  if (!is_hex(m.contribution, kContributionDigits)) return make_error("a contribution is 32 hexadecimal digits");
  f.parts[static_cast<size_t>(seat)] = m.contribution;
  return {};
}

std::string write_fair_note(const FairHost& f) {
  std::string gave;
  for (size_t seat = 0; seat < f.gives.size(); ++seat)
    gave += (seat ? "," : "") + (!f.gives[seat] ? std::string("x") : f.parts[seat].empty() ? std::string("-") : f.parts[seat]);
  return "fair=" + (f.chosen ? std::string("chosen") : f.secret) + " gave=" + gave;
}

Result<FairHost> read_fair_note(std::string_view fair, std::string_view gave, size_t seats) {
  FairHost f;
  f.chosen = fair == "chosen";
  if (!f.chosen && !is_hex(fair, kSecretDigits)) return make_error("the deal's secret in the note is not 64 hexadecimal digits");
  if (!f.chosen) f.secret = std::string(fair);
  for (std::string_view part : split(gave, ',')) {
    if (part != "x" && part != "-" && !is_hex(part, kContributionDigits)) return make_error("a part of the deal in the note is not one");
    f.gives.push_back(part != "x");
    f.parts.push_back(part == "x" || part == "-" ? "" : std::string(part));
  }
  if (f.gives.size() != seats) return make_error("the note's parts of the deal are not one per seat");
  if (f.chosen && !fair_contributors(f).empty()) return make_error("a chosen deal in the note has parts");
  return f;
}

std::string commit_message(const FairHost& f, const State& game) {
  HostMessage m;
  m.type = HostType::kCommit;
  m.chosen = f.chosen;
  m.commitment = fair_commitment(f, game);
  m.contributors = fair_contributors(f);
  m.dealt = fair_dealt(f);
  return write_host_message(m);
}

std::string reveal_message(const FairHost& f, const State& game) {
  HostMessage m;
  m.type = HostType::kReveal;
  m.secret = f.chosen ? "" : f.secret;
  m.contributions = f.parts;
  m.contributions.resize(static_cast<size_t>(game.num_seats()));
  m.record = game.serialize();
  return write_host_message(m);
}

// ---- Frames, as the guest keeps them ---------------------------------------------------------------

namespace {

// The 2-digit mark of one part of a frame: its name and its JSON.
std::string mark(std::string_view key, const JsonValue& value) {
  return sha256_hex(std::string(key) + "=" + write_json(value)).substr(0, 2);
}

}  // namespace

std::string frame_digest(const HostMessage& frame) { return sha256_hex(write_frame_unnamed(frame)).substr(0, kDigestDigits); }

std::vector<std::string> frame_part_names(const HostMessage& frame) {
  std::vector<std::string> names;
  if (auto whole = read_json(write_frame_unnamed(frame))) {
    for (const JsonMember& m : whole->members) {
      if (m.key != "view") names.push_back(m.key);
      else
        for (const JsonMember& v : m.value.members) names.push_back(v.key);
    }
  }
  return names;
}

FrameSeen frame_seen(const HostMessage& frame) {
  const std::string text = write_frame_unnamed(frame);
  FrameSeen f{frame.position, sha256_hex(text).substr(0, kDigestDigits), ""};
  if (auto whole = read_json(text)) {
    for (const JsonMember& m : whole->members) {
      if (m.key != "view") f.marks += mark(m.key, m.value);
      else
        for (const JsonMember& v : m.value.members) f.marks += mark(v.key, v.value);
    }
  }
  return f;
}

void witness_frame(FairWitness& w, const HostMessage& frame) {
  if (frame.type != HostType::kFrame || w.frames.size() >= kMaxFramesKept) return;
  FrameSeen f = frame_seen(frame);
  // A frame sent again (a rejoin, a reload) is kept once: it is the last of its position.
  if (!w.frames.empty() && w.frames.back().position == f.position && w.frames.back().digest == f.digest) return;
  w.frames.push_back(std::move(f));
}

// {"v":1,"commit":"...","chosen":false,"gives":[1],"seat":1,"mine":"...","late":false,"at":1764200000000,
//  "frames":[[position,"digest","marks"],...]}
std::string write_witness(const FairWitness& w) {
  JsonWriter j;
  j.begin_object().key("v").value(1).key("chosen").value(w.chosen).key("commit").value(w.commitment).key("gives").values(w.contributors);
  j.key("seat").value(w.seat).key("mine").value(w.mine).key("late").value(w.late).key("at").value(static_cast<long long>(w.at));
  j.key("frames").begin_array();
  for (const FrameSeen& f : w.frames) j.begin_array().value(f.position).value(f.digest).value(f.marks).end_array();
  j.end_array().end_object();
  return j.str();
}

Result<FairWitness> read_witness(std::string_view text) {
  auto doc = read_json(text);
  if (!doc) return make_error("a fair deal's record is not readable: " + doc.error());
  JsonFields r;
  FairWitness w;
  if (r.integer(*doc, "v", 1, 1) == 1) {
    w.chosen = r.boolean(*doc, "chosen");
    w.commitment = r.string(*doc, "commit");
    w.contributors = r.integers(*doc, "gives", 16, 0, 15);
    w.seat = r.integer(*doc, "seat", kObserver, 15);
    w.mine = r.string(*doc, "mine");
    w.late = r.boolean(*doc, "late");
    const JsonValue& at = r.at(*doc, "at");
    if (r.ok() && (!at.is(JsonValue::Type::kNumber) || at.number < 0)) r.fail("at: not a time");
    w.at = at.number;
    r.each(*doc, "frames", 0, kMaxFramesKept, [&](const JsonValue& x, size_t) {
      if (!r.array(x, 3, 3)) return;
      FrameSeen f{r.integer(x.items[0], 0, 1 << 30), r.string(x.items[1]), r.string(x.items[2])};
      if (r.ok() && (!is_hex(f.digest, kDigestDigits) || f.marks.size() % 2 || !is_hex(f.marks, f.marks.size()))) r.fail("not a frame's hashes");
      w.frames.push_back(std::move(f));
    });
  }
  r.unread(*doc);
  if (r.ok() && (w.chosen ? !w.commitment.empty() : !is_hex(w.commitment, kSecretDigits))) r.fail("commit: not a commitment");
  if (r.ok() && !w.mine.empty() && !is_hex(w.mine, kContributionDigits)) r.fail("mine: not a contribution");
  if (!r.ok()) return make_error("a fair deal's record is not readable: " + r.error());
  return w;
}

}  // namespace ff
