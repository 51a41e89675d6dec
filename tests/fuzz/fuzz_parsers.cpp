// libFuzzer target: every parser that reads text from outside the engine (replay codes, resume
// saves, URL deal parameters, game records, options, card lists, the computer worker's requests and answers,
// JSON, every game's view JSON, the online messages of guests and hosts, chat lines, a fair deal's reveal and
// what a guest's page keeps of it). None may crash, hang or leak;
// scripts/test runs it for a minute under AddressSanitizer and UndefinedBehaviorSanitizer.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/common/card.h"
#include "core/common/json_read.h"
#include "core/engine/game.h"
#include "core/games/assault_edge/assault_edge.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/match/links.h"
#include "core/games/registry.h"
#include "core/match/chat.h"
#include "core/match/fair_deal.h"
#include "core/match/think_request.h"
#include "core/match/wire.h"

namespace {

// A guest's page at seat 2 of a fair Head-to-Head Poker deal, having received the first frames: what
// a hostile host's reveal is checked against.
struct FairTable {
  ff::FairHost host = ff::fair_host(std::string(64, '5'), {false, true});
  std::unique_ptr<ff::State> game;
  ff::FairWitness witness;
  FairTable() {
    host.parts[1] = std::string(32, '7');
    game = std::move(*ff::new_game("head-to-head-poker", ff::fair_seed(host.secret, host.parts), 2));
    witness = ff::FairWitness{.commitment = ff::fair_commitment(host, *game), .contributors = {1}, .seat = 1, .mine = host.parts[1]};
    for (int i = 0; i < 12 && !game->is_terminal(); ++i) {
      ff::witness_frame(witness, *ff::parse_host_message(ff::frame_for_seat(*game, 1, {})));
      game->apply_legal(game->legal_actions().front());
    }
  }
};

// The host's reveal, whatever it holds: a reveal the parser takes is checked (never crashing, never
// "verified" unless it is the deal's own), also with its record made as long as a reveal may carry.
void fuzz_reveal(const ff::HostMessage& m, size_t size) {
  static const FairTable table;
  ff::FairCheck check(table.witness, m);
  for (int steps = 0; check.step(); ++steps)
    if (steps > 100000) __builtin_trap();
  const ff::FairVerdict v = check.take();
  if (v.outcome == ff::FairOutcome::kVerified && (m.secret != table.host.secret || m.contributions != table.host.parts)) __builtin_trap();
  if (size == 0 || m.record.empty()) return;
  ff::HostMessage big = m;
  while (big.record.size() + m.record.size() + 1 <= ff::kMaxRecordText) big.record += "." + m.record;
  auto again = ff::parse_host_message(ff::write_host_message(big));
  if (!again) __builtin_trap();  // within the limit: read
  (void)ff::verify_fair_deal(table.witness, *again);
  big.record += std::string(ff::kMaxRecordText, '1');
  if (ff::parse_host_message(ff::write_host_message(big))) __builtin_trap();  // over it: refused
}

// The fair deal's other texts: a guest's contribution against the host's part of a deal, what a
// guest's page keeps (read back exactly), the input as a record revealed with the deal's own parts.
void fuzz_fair(std::string_view text, const ff::GuestMessage* guest) {
  static const FairTable table;
  if (guest) {
    ff::FairHost host = ff::fair_host(table.host.secret, {false, true});
    const std::string commitment = ff::fair_commitment(host, *table.game);
    if (ff::fair_take(host, commitment, 1, *guest) && (guest->commitment != commitment || !ff::is_hex(host.parts[1], ff::kContributionDigits)))
      __builtin_trap();
  }
  if (auto w = ff::read_witness(text); w && ff::write_witness(*w) != text) __builtin_trap();
  ff::HostMessage reveal;
  reveal.type = ff::HostType::kReveal;
  reveal.secret = table.host.secret;
  reveal.contributions = table.host.parts;
  reveal.record = std::string(text);
  (void)ff::verify_fair_deal(table.witness, reveal);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)ff::parse_replay_code(text);
  (void)ff::load_game(text);
  // Behind the checksum: the input as a code's payload, with a matching checksum, alone and in a
  // save (the first byte picks the save's seat list), so game creation, move replay and the
  // save's seat checks are reached by mutation too.
  // The code is FFR1 if the payload's first byte is 1, else FFR2 (range-coded moves); the payload
  // is also tried as the other format, so both move decoders see every input.
  const std::string code = ff::replay_code_from_payload(text);
  (void)ff::parse_replay_code(code);
  if (size > 0) {
    std::string other(text);
    other[0] = other[0] == 1 ? 2 : 1;
    (void)ff::parse_replay_code(ff::replay_code_from_payload(other));
  }
  if (size > 0) {
    static const char* kSeats[] = {"01", "10", "0", "011", "0101", "00000", "1"};
    (void)ff::load_game(std::string("FFS1 level=") + char('0' + data[0] % 4) + " computer=" + kSeats[data[0] % 7] + " " + code);
  }
  (void)ff::parse_deal_query(text);
  if (auto note = ff::read_hosted_note(text)) (void)ff::write_hosted_note(*note);
  // Relay servers read back exactly as written (the settings and an invitation's ice= keep the text).
  if (auto servers = ff::parse_ice_servers(text)) {
    const std::string again = ff::write_ice_servers(*servers);
    if (again != std::string(text)) __builtin_trap();
    (void)ff::ice_servers_json(*servers);
  }
  (void)ff::deserialize(text);
  (void)ff::parse_options(text);
  (void)ff::parse_cards(text);
  (void)ff::assault_edge::check_army_value(std::string(text));  // Assault Edge's deck codes (and their checks)
  (void)ff::ground_assault::check_army_value(std::string(text));  // Ground Assault's deck codes (and their checks)
  (void)ff::parse_think_answer(text);
  // The worker's request: parsed, and answered at Easy (the heuristic: no search to wait for), so
  // game creation from its fields and the record's replay are reached too.
  if (auto request = ff::parse_think_request(text)) {
    request->level = ff::Level::Easy;
    request->kind = ff::ThinkKind::kMove;
    static ff::ThinkPlace place;
    (void)ff::answer_think_request(place, *request);
  }
  // The online game: JSON, every game's view as a guest reads it, and both sides' messages; a guest
  // message that parses is checked as a move against a game in progress, a host frame's view is read.
  (void)ff::read_json(text);
  for (const ff::Game* g : ff::registry())
    if (const ff::ViewCodec* codec = ff::find_view_codec(g->info.id)) (void)codec->read(text);
  if (auto guest = ff::parse_guest_message(text)) {
    static const auto game = ff::new_game("head-to-head-poker", 1, 2);
    (void)ff::host_check_move(**game, guest->seat < 0 ? 0 : guest->seat, *guest);
    // A join against seat tables of every kind (the host's seat, a friend's, a computer's; watching
    // on, off, full): it is welcomed only to a seat with an invitation and only with that seat's
    // exact token, or to watch with the watch token while watching is on and there is room.
    static const ff::JoinTable kTables[] = {
        {{"", "friend2abc"}, "watch12345", 0},
        {{"", "friend2abc", ""}, "", 0},
        {{"", "tok2", "tok3", ""}, "watch12345", ff::kMaxWatchers},
        {{"", ""}, "", 0},
    };
    for (const ff::JoinTable& t : kTables) {
      const ff::Status joined = ff::host_check_join(*guest, guest->page, t);
      if (!joined) continue;
      const bool watch = guest->seat == ff::kObserver;
      const std::string& want = watch ? t.watch_token : t.seat_tokens.at(static_cast<size_t>(guest->seat));
      if (guest->type != ff::GuestType::kJoin || want.empty() || guest->token != want || (watch && t.watchers >= ff::kMaxWatchers))
        __builtin_trap();
    }
    // A chat line or reaction: the host's check (clean text within the limits) and the line it sends on.
    bool reaction = false;
    if (auto line = ff::host_check_chat(*guest, &reaction)) {
      if (ff::utf8_chars(*line) < 0 || ff::utf8_chars(*line) > static_cast<long>(ff::kChatMaxChars)) __builtin_trap();
      if (!ff::parse_host_message(ff::chat_message(0, reaction ? "" : *line, reaction ? *line : ""))) __builtin_trap();
    }
  }
  // The chat's own checks on any text: a cleaned line is valid UTF-8 within the limit, with no control character.
  if (auto line = ff::clean_chat_text(text)) {
    if (ff::utf8_chars(*line) < 0 || ff::utf8_chars(*line) > static_cast<long>(ff::kChatMaxChars)) __builtin_trap();
    for (char c : *line)
      if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) __builtin_trap();
  }
  if (auto host = ff::parse_host_message(text); host && host->type == ff::HostType::kFrame) (void)ff::view_from_json(host->game, host->view);
  if (auto host = ff::parse_host_message(text); host && host->type == ff::HostType::kReveal) fuzz_reveal(*host, size);
  auto guest = ff::parse_guest_message(text);
  fuzz_fair(text, guest ? &*guest : nullptr);
  return 0;
}
