// Poker Assault: per-seat views, their JSON, the log text of events and the rules for players.
#include <algorithm>
#include <string>

#include "core/games/poker_assault/poker_assault.h"
#include "core/games/poker_assault/poker_assault_state.h"

namespace ff::poker_assault {

namespace {
std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }
}  // namespace

std::string event_text(const PaState& s, const Ev& e) {
  switch (e.kind) {
    case EvKind::kCut: return "cuts " + to_label(e.cards[0]) + " for the first turn";
    case EvKind::kCutTie: return "Equal high cards: those players cut again";
    case EvKind::kFirst: return "takes the first turn";
    case EvKind::kDeal: return "Each player draws 5 cards";
    case EvKind::kPlay: {
      std::string t = "plays " + to_label(e.cards[0]);
      if (e.a >= 1 && e.a <= 4) t += std::string(" and changes its suit to ") + suit_symbol(static_cast<uint8_t>(e.a - 1));
      if (e.a >= 5) t += std::string(" and changes its rank to ") + rank_name(static_cast<uint8_t>(e.a - 5 + 2));
      return t;
    }
    case EvKind::kLaunch:
      return std::string("launches a ") + type_name(e.a) +
             (e.b > 0 ? " and draws " + plural(e.b, "Power Card", "Power Cards") : std::string());
    case EvKind::kStop: return e.a ? "does not launch: the Assault is discarded" : "stops: the Assault fails";
    case EvKind::kPowerDraw: {
      const PowerInfo& p = power_info(e.a);
      if (p.kind == PowerKind::kSecretA || p.kind == PowerKind::kSecretD) return "draws a Power Card face down";
      return std::string("draws the Power Card ") + p.name;
    }
    case EvKind::kPowerPlay:
      return std::string("plays the Power Card ") + power_info(e.a).name +
             (e.b >= 0 ? " on " + to_label(e.cards[0]) : std::string());
    case EvKind::kDefend:
      return "defends " + to_label(e.cards[1]) + " with " + to_label(e.cards[0]) +
             (e.a ? std::string(" (Night Wings takes its suit)") : std::string());
    case EvKind::kPass: return s.num_seats() == 3 ? "passes" : "stops defending";
    case EvKind::kDamage:
      return "takes " + plural(e.a, "damage", "damage") + " from " + plural(e.b, "hit", "hits");
    case EvKind::kDirect: return "takes " + std::to_string(e.a) + " direct damage";
    case EvKind::kGain: return "gains " + plural(e.a, "chip", "chips");
    case EvKind::kChips: return "has " + plural(e.a, "chip", "chips");
    case EvKind::kFullDefense: return "Full defense: the Assault is stopped";
    case EvKind::kPress: return "presses the Assault";
    case EvKind::kNoPress: return "can't press the Assault (Temporal Rift)";
    case EvKind::kReform: return "Reforms: discards the hand and draws " + plural(e.a, "card", "cards");
    case EvKind::kKeepHand: return "keeps the hand";
    case EvKind::kReshuffle: return "shuffles the discard pile into a new deck";
    case EvKind::kKnockOut: return s.teams() ? "is knocked out with the partner" : "is knocked out";
    case EvKind::kWin: return s.teams() ? "wins the game with the partner" : "wins the game";
    case EvKind::kDraw: return "The game is a draw";
    case EvKind::kLimit: return "The Assault limit is reached: the most chips wins";
    case EvKind::kAbducted: return "takes control of " + to_label(e.cards[0]);
    case EvKind::kNext: return "prepares an Assault";
    case EvKind::kFaceUpGone: return std::string("discards ") + power_info(e.a).name;
    case EvKind::kPeek: return "looks at the top " + plural(e.a, "card", "cards") + " of the deck";
    case EvKind::kAdd: return "adds " + to_label(e.cards[0]) + " from the top of the deck to the Assault";
    case EvKind::kLeave: return "leaves " + plural(e.a, "card", "cards") + " on top of the deck";
    case EvKind::kTelepathKeep: return "keeps one card and puts the other at the bottom of the deck";
    case EvKind::kProbed: return "probes the attacker's hand: they discard " + to_label(e.cards[0]);
    case EvKind::kChangeSuit: return "changes " + to_label(e.cards[0]) + " to " + suit_symbol(static_cast<uint8_t>(e.a));
    case EvKind::kChangeRank:
      return "changes " + to_label(e.cards[0]) + " to " + rank_name(static_cast<uint8_t>(e.a == 1 ? kAce : e.a));
    case EvKind::kAlso: return "also defends " + to_label(e.cards[0]) + " (Force Field)";
    case EvKind::kNegate: return "removes " + to_label(e.cards[0]) + " from the fight";
    case EvKind::kMark: return "marks " + to_label(e.cards[0]) + " for +1 damage";
    case EvKind::kSwap: return "swaps a card with player " + std::to_string(e.b + 1);
    case EvKind::kBottom: return "puts a card at the bottom of the deck";
    case EvKind::kBoost: return "boosts a card in hand to an Ace";
    case EvKind::kUndying: return "is Undying: back to 1 chip";
    case EvKind::kJam: return "jams the Assault's abilities";
    case EvKind::kChipCut:
      return "cuts " + to_label(e.cards[0]) + " for starting chips" +
             (e.cards[0].rank <= 9 || e.cards[0].rank == kAce ? std::string() : std::string(" and cuts again"));
    case EvKind::kDraft:
      return std::string("takes the ") + suit_symbol(static_cast<uint8_t>(e.b)) + " suit of " + faction_name(e.a);
    case EvKind::kReenter: return "is knocked out and comes back with a second deck and fresh chips";
  }
  return "";
}

View view(const State& state, int seat) {
  View v;
  v.seat = seat;
  const auto* s = dynamic_cast<const PaState*>(&state);
  if (!s || seat < 0 || seat >= state.num_seats()) return v;
  const int n = s->num_seats();
  v.seats = n;
  v.phase = s->phase_;
  v.to_act = s->current_player();
  v.attacker = s->attacker_;
  v.assaults = s->assaults_;
  if (s->launched_ && (s->phase_ == Phase::kDefend || s->phase_ == Phase::kReform)) {
    v.defender = s->to_act_;
  }
  for (int p = 0; p < n; ++p) {
    SeatView sv;
    sv.faction = s->faction_[p];
    sv.second_faction = s->variant_ == PaState::Variant::kDouble || s->variant_ == PaState::Variant::kStreet
                            ? s->second_faction(p)
                            : -1;
    sv.reserve = static_cast<int>(s->reserve_[p].size());
    sv.second_deck_in_play = s->street_used_[p];
    sv.chips = std::max(0, s->chips(p));  // damage past 0 knocks out; the stack shows 0, not a debt
    sv.out = s->out_[p];
    sv.hand_size = static_cast<int>(s->hand_[p].size());
    sv.deck_size = static_cast<int>(s->deck_[p].size());
    sv.discard_size = static_cast<int>(s->discard_[p].size());
    sv.has_discard_top = !s->discard_[p].empty();
    if (sv.has_discard_top) sv.discard_top = s->discard_[p].back();
    sv.secrets = static_cast<int>(s->secrets_[p].size());
    sv.power_deck = static_cast<int>(s->power_deck_[p].size());
    sv.face_up = s->face_up_[p];
    sv.afterburner = s->boost_[p] >= 0;
    v.players.push_back(sv);
  }
  v.hand = s->hand_[seat];
  if (s->boost_[seat] >= 0) {
    v.has_boosted = true;
    v.boosted = Card::from_id(static_cast<uint16_t>(s->boost_[seat]));
  }
  v.secrets = s->secrets_[seat];
  for (const ACard& x : s->assault_) {
    AssaultCardView a;
    a.card = x.card;
    a.rank = x.rank;
    a.suit = x.suit;
    a.modified = x.modified;
    a.ability = static_cast<int>(x.ability);
    a.status = x.status == Fight::kUndefended ? "undefended" : x.status == Fight::kDefended ? "defended" : "negated";
    a.has_defender = x.has_defender;
    a.defender = x.defender;
    a.defender_seat = x.defender_seat;
    v.assault.push_back(a);
  }
  v.launched = s->launched_;
  if (s->launched_) {
    v.type = s->type_ >= 0 ? type_name(s->type_) : "";
  } else if (!s->assault_.empty()) {
    const uint32_t allowed = s->allowed_types(s->attacker_);
    const uint32_t legal = legal_types(s->effs(false), allowed);
    for (int t = kNumTypes - 1; t >= 0; --t)
      if (legal & (1u << t)) {
        v.type = type_name(t);
        break;
      }
    const uint32_t pot = potential_types(s->effs(false), allowed);
    for (int t = 0; t < kNumTypes; ++t)
      if (pot & (1u << t)) v.reachable.push_back(type_name(t));
  }
  if (s->phase_ == Phase::kChoice && s->to_act_ == seat) {
    for (Action a : s->legal_actions()) v.choice.push_back(s->action_to_string(a));
    if (seat == s->attacker_) v.peek = s->peek_;
  }
  v.peek_count = static_cast<int>(s->peek_.size());
  v.known_bottom = s->known_bottom_[seat];
  v.variant = s->variant_ == PaState::Variant::kCross    ? "cross"
              : s->variant_ == PaState::Variant::kDouble ? "double"
              : s->variant_ == PaState::Variant::kStreet ? "street"
                                                          : "standard";
  for (int k = 0; k < 16; ++k) v.draft.push_back(s->draft_[k]);
  v.over = s->phase_ == Phase::kGameOver;
  v.winner = s->winner_;
  for (const Ev& e : s->events_) v.events.push_back(Event{e.seat, event_text(*s, e)});
  return v;
}

std::string to_json(const View& v) {
  JsonWriter j;
  j.begin_object();
  j.key("seat").value(v.seat).key("seats").value(v.seats).key("phase").value(phase_id(v.phase));
  j.key("variant").value(v.variant);
  if (v.variant == "cross") j.key("draft").values(v.draft);
  j.key("to_act").value(v.to_act).key("attacker").value(v.attacker).key("defender").value(v.defender);
  j.key("assaults").value(v.assaults);
  j.key("players").begin_array();
  for (const SeatView& p : v.players) {
    j.begin_object().key("faction").value(faction_id(p.faction)).key("chips").value(p.chips).key("out").value(p.out);
    if (p.second_faction >= 0) j.key("second_faction").value(faction_id(p.second_faction));
    if (p.reserve > 0 || p.second_deck_in_play) j.key("reserve").value(p.reserve).key("second_deck").value(p.second_deck_in_play);
    j.key("hand").value(p.hand_size).key("deck").value(p.deck_size).key("discard").value(p.discard_size);
    if (p.has_discard_top) j.key("discard_top").card(p.discard_top);
    j.key("secrets").value(p.secrets).key("power_deck").value(p.power_deck);
    if (p.afterburner) j.key("afterburner").value(true);
    j.key("face_up").begin_array();
    for (int id : p.face_up) j.value(power_info(id).name);
    j.end_array().end_object();
  }
  j.end_array();
  j.key("hand").cards(v.hand);
  if (v.has_boosted) j.key("afterburner_on").card(v.boosted);
  j.key("my_secrets").begin_array();
  for (int id : v.secrets) j.value(power_info(id).name);
  j.end_array();
  j.key("assault").begin_array();
  for (const AssaultCardView& a : v.assault) {
    j.begin_object().key("card").card(a.card).key("rank").value(a.rank).key("suit").value(std::string(1, suit_char(static_cast<uint8_t>(a.suit))));
    j.key("modified").value(a.modified).key("status").value(a.status);
    if (a.ability) j.key("ability").value(ability_info(static_cast<Ability>(a.ability)).name);
    if (a.has_defender) j.key("defender").card(a.defender).key("defender_seat").value(a.defender_seat);
    j.end_object();
  }
  j.end_array();
  j.key("launched").value(v.launched).key("type").value(v.type);
  j.key("reachable").values(v.reachable);
  j.key("choice").values(v.choice);
  j.key("peek").cards(v.peek).key("peek_count").value(v.peek_count).key("known_bottom").cards(v.known_bottom);
  j.key("over").value(v.over).key("winner").value(v.winner);
  j.key("events").begin_array();
  for (const Event& e : v.events) j.begin_array().value(e.seat).value(e.text).end_array();
  j.end_array();
  j.end_object();
  return j.str();
}

std::string rules_text() {
  std::string r =
      "Poker Assault\n"
      "Each player has a faction's 52-card deck, 10 chips (four players: two teams, partners opposite, "
      "20 chips each team) and a hand of 5. Players cut for the high card (Aces high, ties cut again); the "
      "highest prepares first.\n"
      "Prepare: play one card at a time into your Assault and draw a replacement. Every card must help "
      "build a legal Assault that is still possible. Legal Assaults: One Pair, Two Pair, Three of a Kind, "
      "Straight*, Flush*, Full House*, Four of a Kind*, Straight Flush** (* draw 1 Power Card at launch, "
      "** draw 2). Launch once your cards form a legal Assault, or stop: the cards are discarded and the "
      "next player prepares.\n"
      "Defend: play one card against one Assault card and draw a replacement: the same rank, or the same "
      "suit and higher. Aces are high, except the Ace of a launched A-2-3-4-5 straight (low); defending "
      "Aces are always high. Each undefended card deals 1 damage. If every card is defended, the defender "
      "prepares next; otherwise the attacker presses the Assault (prepares again). A defender who "
      "defended nothing may Reform: discard the hand and draw as many. You may always stop defending.\n"
      "Three players: the two opponents defend in turn, left first, one card or pass each; a player who "
      "passes takes damage for every card still undefended and stops. Full defense: the attacker's left "
      "prepares next; otherwise the attacker presses.\n"
      "Four players: only the opponent on the attacker's left defends. Full defense: their turn; a hit: "
      "the attacker's partner prepares next.\n"
      "A player (team) at 0 chips is knocked out; the last standing wins. After 120 Assaults the most "
      "chips wins (equal chips: a draw).\n"
      "Card abilities work only when the card is played at its time (Assault or Defense).\n"
      "Variants: Cross-faction decks (players take turns drafting one suit of each faction, never a suit "
      "twice; the Power Deck is two random cards of each faction), random starting chips (cut: A-9 gives "
      "that many, 10-K cut again), Double Decker (your faction and the next one shuffled together, both "
      "Power Decks), Street Fight (the next faction's deck waits aside; knocked out the first time, you "
      "come back at once with it and 10 chips and prepare next).\n\nFaction cards:\n";
  for (const AbilityInfo& a : abilities()) {
    if (a.faction < 0) continue;
    r += std::string("- ") + a.name + " (" + faction_name(a.faction) + ", " +
         (a.timing == Timing::kAssault ? "Assault" : "Defense") + ", " + a.cards + "): " + a.text +
         (a.implemented ? "" : " [not in play yet: a plain card]") + "\n";
  }
  r += "\nPower Cards:\n";
  for (int id = 0; id < kNumPowers; ++id) {
    const PowerInfo& p = power_info(id);
    r += std::string("- ") + p.name + " (" + faction_name(p.faction) + "): " + p.text +
         (p.implemented ? "" : " [no effect yet]") + "\n";
  }
  return r;
}

}  // namespace ff::poker_assault
