// Poker Assault: the notation of actions, their descriptions (both persons) and explanations for
// players, the log text of events (both persons) and the rules for players.
#include <algorithm>
#include <string>
#include <utility>

#include "core/games/poker_assault/poker_assault_state.h"

namespace ff::poker_assault {

namespace {
// A verb for `p` as a string: said(p, "play", "plays").
std::string said(Person p, const char* you, const char* they) { return verb(p, you, they); }
std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }
const char* suit_word(int suit) {
  static const char* kWords[4] = {"clubs", "diamonds", "hearts", "spades"};
  return kWords[suit & 3];
}
}  // namespace

// ---- notation ------------------------------------------------------------------------------------

// An option of a pending choice in notation ("add 3c as h", "9c to T", "swap 3c@2 with player 2") or,
// with `words`, for players ("add 3♣ as ♥", "9♣ to 10", "swap 3♣ (deck 2) with player 2").
std::string PaState::opt_text(const Opt& o, bool words) const {
  auto card = [&](Card c, int holder) {
    const std::string name = card_name(c, holder);
    const size_t at = name.find('@');
    if (!words) return name;
    return to_label(c) + (at == std::string::npos ? "" : " (deck " + name.substr(at + 1) + ")");
  };
  auto target = [&]() {
    return o.target >= 0 && o.target < static_cast<int>(assault_.size()) ? card(assault_[o.target].card, attacker_) : std::string("?");
  };
  const auto suit = static_cast<uint8_t>(o.value);
  const std::string to_suit = words ? suit_symbol(suit) : std::string(1, suit_char(suit));
  const std::string to_rank = words && o.value == kTen ? "10" : std::string(1, rank_char(static_cast<uint8_t>(o.value)));
  const int holder = pending_.seat >= 0 ? pending_.seat : attacker_;
  switch (o.what) {
    case Opt::kAdd: return "add " + card(o.card, attacker_) + (words ? change_words(o.value) : change_text(o.value));
    case Opt::kLeave: return peek_.size() > 1 ? "leave " + card(o.card, attacker_) + " on top" : std::string("leave");
    case Opt::kKeepCard: return "keep " + card(o.card, attacker_);
    case Opt::kPick: return "discard " + card(o.card, attacker_);
    case Opt::kSuit: return target() + " to " + to_suit;
    case Opt::kRank: return target() + " to " + to_rank;
    case Opt::kAlso: return "also " + target();
    case Opt::kNegate: return "negate " + target();
    case Opt::kMark: return "mark " + target();
    case Opt::kSeat: return "player " + std::to_string(o.value + 1);
    case Opt::kSwap: return "swap " + card(o.card, holder) + " with player " + std::to_string(o.value + 1);
    case Opt::kBottom: return "bottom " + card(o.card, holder);
    case Opt::kBoost: return "boost " + card(o.card, holder);
    case Opt::kNone: return "done";
  }
  return "?";
}

std::string PaState::action_to_string(Action a) const {
  const DecodedAction d = decode(a);
  auto target = [&](int i) {
    return i >= 0 && i < static_cast<int>(assault_.size()) ? card_name(assault_[i].card, attacker_) : std::string("?");
  };
  switch (d.kind) {
    case DecodedAction::kPlay: return "play " + card_name(d.card, to_act_) + change_text(d.change);
    case DecodedAction::kLaunch: return "launch";
    case DecodedAction::kStop: return "stop";
    case DecodedAction::kPass: return "pass";
    case DecodedAction::kReform: return "reform";
    case DecodedAction::kKeep: return "keep";
    case DecodedAction::kDefend:
      return "defend " + card_name(d.card, to_act_) +
             (d.night_wings && d.target < static_cast<int>(assault_.size())
                  ? std::string(" as ") + suit_char(assault_[d.target].suit)
                  : std::string()) +
             " on " + target(d.target);
    case DecodedAction::kPower: {
      std::string s = std::string("power ") + power_info(d.power).name;
      if (d.target != kNoTarget) s += " on " + target(d.target);
      return s;
    }
    case DecodedAction::kChoose:
      if (d.choice < static_cast<int>(pending_.opts.size())) return "choose " + opt_text(pending_.opts[d.choice]);
      return "choose " + std::to_string(d.choice);
    case DecodedAction::kDraft: return std::string("take ") + faction_id(d.faction) + " " + suit_word(d.suit);
    case DecodedAction::kInvalid: break;
  }
  return "invalid " + std::to_string(a);
}

std::string PaState::describe(Action a, Person p) const {
  const DecodedAction d = decode(a);
  switch (d.kind) {
    case DecodedAction::kPlay: {
      std::string s = said(p, "play ", "plays ") + to_label(d.card) + " into the Assault";
      if (changed_suit(d.change) >= 0) s += std::string(", changing its suit to ") + suit_symbol(static_cast<uint8_t>(changed_suit(d.change)));
      if (changed_rank(d.change) >= 0) s += std::string(", changing its rank to ") + rank_name(static_cast<uint8_t>(changed_rank(d.change)));
      return s;
    }
    case DecodedAction::kLaunch: return said(p, "launch", "launches") + " the Assault";
    case DecodedAction::kStop: return said(p, "stop", "stops") + " preparing";
    case DecodedAction::kPass:
      if (phase_ == Phase::kLaunchWindow) return said(p, "let", "lets") + " the defense begin";
      if (phase_ == Phase::kDefend && undefended() == 0) return said(p, "end", "ends") + " the defense without Counterattack";
      return num_seats() == 3 ? said(p, "pass", "passes") : said(p, "stop", "stops") + " defending";
    case DecodedAction::kReform: return said(p, "Reform (discard the hand and draw", "Reforms (discards the hand and draws") + " as many)";
    case DecodedAction::kKeep: return said(p, "keep", "keeps") + " the hand";
    case DecodedAction::kDefend:
      return said(p, "defend ", "defends ") + (d.target < static_cast<int>(assault_.size()) ? to_label(assault_[d.target].card) : "?") +
             " with " + to_label(d.card);
    case DecodedAction::kPower: return said(p, "play", "plays") + " the Power Card " + power_info(d.power).name;
    case DecodedAction::kChoose:  // in the words of the choice's button ("2♦ to A", not the notation's "2d to A")
      return said(p, "choose: ", "chooses: ") +
             (d.choice < static_cast<int>(pending_.opts.size()) ? opt_text(pending_.opts[d.choice], true) : action_to_string(a).substr(7));
    case DecodedAction::kDraft:
      return said(p, "take", "takes") + " the " + suit_symbol(static_cast<uint8_t>(d.suit)) + " suit of " + faction_name(d.faction);
    case DecodedAction::kInvalid: break;
  }
  return action_to_string(a);
}

// Why the rules allow a move, in a player's words (the guided first game).
std::string PaState::explain(Action a) const {
  const DecodedAction d = decode(a);
  auto types_text = [](uint32_t types) {
    std::string out;
    for (int t = 0; t < kNumTypes; ++t)
      if (types & (1u << t)) out += std::string(out.empty() ? "" : ", ") + type_name(t);
    return out;
  };
  switch (d.kind) {
    case DecodedAction::kPlay: {
      std::vector<Eff> set = effs(false);
      set.push_back(eff_for(d.card, d.change, true));
      const uint32_t now = legal_types(set, allowed_types(attacker_));
      const std::string still = types_text(potential_types(set, allowed_types(attacker_)));
      std::string why = "You prepare an Assault one card at a time; every card must help an Assault that is "
                        "still possible. With " + to_label(d.card) + " it can still become: " + still + ".";
      if (now) why += " It would already be a legal " + std::string(type_name(31 - __builtin_clz(now))) + ".";
      if (d.change) why += " The card's ability lets it change as it is played.";
      if (stops_after(a))  // the rule that binds, not the list of hands it cannot reach (a phone shows 4 lines, not 9)
        return "Your hand cannot finish a legal Assault yet, and you must play a card before you may stop; the card "
               "you draw for " + to_label(d.card) + " may still help.";
      return why;
    }
    case DecodedAction::kLaunch:
      return "Your Assault is a legal " + (assault_.empty() ? std::string("hand") : types_text(legal_types(effs(false), allowed_types(attacker_)))) +
             ": launch it and the defender must answer card by card; every card left undefended costs them a chip. "
             "Straights and better draw Power Cards.";
    case DecodedAction::kStop:
      return "You may stop preparing at any time. An Assault that is not a legal hand fails: its cards are "
             "discarded, you keep your hand, and your opponent prepares next.";
    case DecodedAction::kPass:
      if (phase_ == Phase::kLaunchWindow) return "The Assault is launched; let the defense begin.";
      if (phase_ == Phase::kDefend && undefended() == 0)
        return "Every Assault card is handled: you may still play Counterattack before the Assault ends, or end it now.";
      return num_seats() == 3 ? "You may pass: you take a chip of damage for every Assault card still undefended, and stop defending."
                              : "You may stop defending: every Assault card still undefended costs you a chip.";
    case DecodedAction::kReform:
      return "You defended nothing this Assault, so you may Reform: discard your hand and draw as many new cards.";
    case DecodedAction::kKeep:
      return "You may keep your hand instead of Reforming.";
    case DecodedAction::kDefend: {
      const std::string target = d.target < static_cast<int>(assault_.size()) ? to_label(assault_[d.target].card) : "?";
      return "Defend an Assault card with the same rank, or the same suit and a higher rank (defending Aces are high): " +
             to_label(d.card) + " can stop " + target + ", which then costs you nothing.";
    }
    case DecodedAction::kPower:
      return std::string("Your face-down Power Card ") + power_info(d.power).name + " may be played now: " +
             power_info(d.power).text;
    case DecodedAction::kChoose:
      return "A card asks you to choose; each option is allowed by its text.";
    case DecodedAction::kDraft:
      return "Cross-faction decks: players take turns choosing one suit from each faction; this suit is still free.";
    case DecodedAction::kInvalid: break;
  }
  return "";
}

// ---- the log ---------------------------------------------------------------------------------------

namespace {

// " (+1 Pack Hunt; Sanctuary of Shadows prevents 2)": what a damage line adds to its hits and what
// the defender's cards took off, by name; "" when it is the hits alone.
std::string damage_parts(const DamageParts& d) {
  static constexpr int kSource[kDamageParts] = {kPBloodlust, -1 - static_cast<int>(Ability::kMonstrous),
                                                -1 - static_cast<int>(Ability::kDireAlpha), kPFangsOfTheElder, kPAlphasMark,
                                                kPGrowingFerocity, kPPackHunt};
  std::string added, prevented;
  for (int i = 0; i < kDamageParts; ++i) {
    if (!d.added[i]) continue;
    const int src = kSource[i];
    added += std::string(added.empty() ? "" : ", ") + "+" + std::to_string(d.added[i]) + " " +
             (src >= 0 ? power_info(src).name : ability_info(static_cast<Ability>(-1 - src)).name);
  }
  if (d.prevented) {
    const bool both = d.prevented_by == (kBySanctuary | kByShield);
    prevented = std::string(d.prevented_by & kBySanctuary ? power_info(kPSanctuaryOfShadows).name : "") + (both ? " and " : "") +
                (d.prevented_by & kByShield ? ability_info(Ability::kShieldGenerator).name : "") + (both ? " prevent " : " prevents ") +
                std::to_string(d.prevented);
  }
  if (added.empty() && prevented.empty()) return "";
  return " (" + added + (added.empty() || prevented.empty() ? "" : "; ") + prevented + ")";
}

// " from Counterattack": a direct damage's cause (EventRecord::detail), or "".
std::string cause_text(int16_t cause) {
  if (cause > 0) return std::string(" from ") + power_info(cause - 1).name;
  if (cause < 0) return std::string(" from ") + ability_info(static_cast<Ability>(-1 - cause)).name;
  return "";
}

// Each Power Card's effect in the card table's order, "{P}" standing for the card's player: no verb
// follows the player, so the words read right for "you" and for "Computer" alike.
const char* const kEffects[kNumPowers] = {
    // Vampire Court
    "a new Assault type for {P}: Four Flush (4 cards of one suit)",
    "up to 2 cards of {P's} Assault change suit",
    "2 chips for {P}",
    "2 less damage to {P} from this Assault",
    "one undefended Assault card changes suit",
    "{P's} chips become 1 instead of a knock-out by an opponent's damage",
    "the card gets +1 damage and heals {P} 1 chip when it hits",
    "1 chip for {P} at each Flush, Four Flush or Straight Flush launched; discarded after a damage event of 3 or more against {P}",
    // Wolf Pack
    "this Assault deals +1 damage per hit after the first (at most +2) each time it hits",
    "a new Assault type for {P}: Four Straight (4 cards of consecutive ranks)",
    "up to 2 cards of {P's} Assault move one rank step",
    "+1 damage whenever {P's} Assaults hit; discarded when one of them is fully defended",
    "the defenders can't Reform after this Assault",
    "the card becomes Savage and deals +1 damage when it hits",
    "up to 2 cards of the Assault just launched deal +1 damage when they hit",
    "2 damage to the attacker, once 2 or more Assault cards are defended",
    // Rocket Patrol
    "2 damage to an opponent of {P's} choice",
    "a new Assault type for {P}: Three Pair (6 cards, three pairs), which draws 1 Power Card",
    "up to 2 undefended Assault cards of rank 10 or less leave the fight",
    "one undefended Assault card becomes defended without a card",
    "the Assault's card abilities stop working",
    "a card in {P's} hand becomes an Ace",
    "1 damage to an opponent whose Assault {P} defended in is fully defended",
    "1 damage to each defending player (2 against a Full House or Three Pair)",
    // The Invaders
    "a new Assault type for {P}: Crop Circle (4 cards, one of each suit, all 2 to 10)",
    "a new Assault type for {P}: Alien Geometry (5 different ranks, all odd 3-K or all even 2-Q), which draws 1 Power Card",
    "an undefended Assault card leaves the fight and goes to {P's} discard pile",
    "a card of {P's} hand swaps with a random card of a defender's hand",
    "the card can't be defended by a card of the same rank",
    "the first card of each of {P's} Assaults is also a Stowaway",
    "up to 2 of {P's} hand cards go to the bottom of the deck, and as many are drawn",
    "one Assault card may also be defended by a higher card of the same colour",
};

// Events of the abilities and Power Cards.
std::string power_event_text(const EventRecord& e, Person p) {
  const std::string card = to_label(e.cards[0]);
  switch (e.kind) {
    case EventKind::kPowerDraw: {
      const PowerInfo& pi = power_info(e.value);
      if (pi.kind == PowerKind::kSecretA || pi.kind == PowerKind::kSecretD) return said(p, "draw", "draws") + " a Power Card face down";
      return said(p, "draw", "draws") + " the Power Card " + pi.name + ": " + power_effect(e.value, e.seat);
    }
    case EventKind::kPowerPlay:  // its effect in words where it is played, not its name alone
      return said(p, "play", "plays") + " the Power Card " + power_info(e.value).name + (e.detail >= 0 ? " on " + card : std::string()) +
             ": " + power_effect(e.value, e.seat);
    case EventKind::kAbducted: return said(p, "take", "takes") + " control of " + card;
    case EventKind::kFaceUpGone: return said(p, "discard ", "discards ") + power_info(e.value).name;
    case EventKind::kPeek: return said(p, "look", "looks") + " at the top " + plural(e.value, "card", "cards") + " of the deck";
    case EventKind::kAdd: return said(p, "add ", "adds ") + card + " from the top of the deck to the Assault";
    case EventKind::kLeave: return said(p, "leave ", "leaves ") + plural(e.value, "card", "cards") + " on top of the deck";
    case EventKind::kTelepathKeep:
      return said(p, "keep one card and put", "keeps one card and puts") + " the other at the bottom of the deck";
    case EventKind::kProbed: return said(p, "probe", "probes") + " the attacker's hand: they discard " + card;
    case EventKind::kChangeSuit: return said(p, "change ", "changes ") + card + " to " + suit_symbol(static_cast<uint8_t>(e.value));
    case EventKind::kChangeRank:
      return said(p, "change ", "changes ") + card + " to " + rank_name(static_cast<uint8_t>(e.value == 1 ? kAce : e.value));
    case EventKind::kAlso: return said(p, "also defend ", "also defends ") + card + " (Force Field)";
    case EventKind::kNegate: return said(p, "remove ", "removes ") + card + " from the fight";
    case EventKind::kMark: return said(p, "mark ", "marks ") + card + " for +1 damage";
    case EventKind::kSwap: return said(p, "swap", "swaps") + " a card with player " + std::to_string(e.detail + 1);
    case EventKind::kBottom: return said(p, "put", "puts") + " a card at the bottom of the deck";
    case EventKind::kBoost: return said(p, "boost", "boosts") + " a card in hand to an Ace";
    case EventKind::kUndying: return said(p, "are", "is") + " Undying: back to 1 chip";
    case EventKind::kJam: return said(p, "jam", "jams") + " the Assault's abilities";
    default: return "";
  }
}

// Events of set-up and the end of the game.
std::string setup_event_text(const PaState& s, const EventRecord& e, Person p) {
  const Card c = e.cards[0];
  switch (e.kind) {
    case EventKind::kCut: return said(p, "cut ", "cuts ") + to_label(c) + " for the first turn";
    case EventKind::kCutTie: return "Equal high cards: those players cut again";
    case EventKind::kFirst: return said(p, "take", "takes") + " the first turn";
    case EventKind::kDeal: return "Each player draws 5 cards";
    case EventKind::kChipCut:
      return said(p, "cut ", "cuts ") + to_label(c) + " for everyone's starting chips" +
             (c.rank <= 9 || c.rank == kAce ? std::string() : " and " + said(p, "cut", "cuts") + " again");
    case EventKind::kDraft:
      return said(p, "take", "takes") + " the " + suit_symbol(static_cast<uint8_t>(e.detail)) + " suit of " + faction_name(e.value);
    case EventKind::kKnockOut: return said(p, "are", "is") + (s.teams() ? " knocked out with the partner" : " knocked out");
    case EventKind::kWin: return said(p, "win", "wins") + (s.teams() ? " the game with the partner" : " the game");
    case EventKind::kDraw: return "The game is a draw";
    case EventKind::kLimit: return "The Assault limit is reached: the most chips wins";
    case EventKind::kReenter:
      return said(p, "are knocked out and come", "is knocked out and comes") + " back with a second deck and fresh chips";
    default: return power_event_text(e, p);
  }
}

}  // namespace

std::string power_effect(int id, int seat) {
  std::string text = kEffects[id >= 0 && id < kNumPowers ? id : 0];
  for (const auto& [mark, possessive] : {std::pair<std::string, bool>{"{P's}", true}, {"{P}", false}}) {
    const std::string token = seat_token(seat, possessive);
    for (size_t at = text.find(mark); at != std::string::npos; at = text.find(mark, at + token.size()))
      text.replace(at, mark.size(), token);
  }
  return text;
}

std::string event_text(const PaState& s, const EventRecord& e, Person p) {
  switch (e.kind) {
    case EventKind::kPlay: {
      std::string t = said(p, "play ", "plays ") + to_label(e.cards[0]);
      if (changed_suit(e.value) >= 0)
        t += " and " + said(p, "change", "changes") + " its suit to " + suit_symbol(static_cast<uint8_t>(changed_suit(e.value)));
      if (changed_rank(e.value) >= 0)
        t += " and " + said(p, "change", "changes") + " its rank to " + rank_name(static_cast<uint8_t>(changed_rank(e.value)));
      return t;
    }
    case EventKind::kLaunch:
      return said(p, "launch", "launches") + " a " + type_name(e.value) +
             (e.detail > 0 ? " and " + said(p, "draw ", "draws ") + plural(e.detail, "Power Card", "Power Cards") : std::string());
    case EventKind::kStop:
      return e.value ? said(p, "do", "does") + " not launch: the Assault is discarded" : said(p, "stop", "stops") + ": the Assault fails";
    case EventKind::kDefend:
      return said(p, "defend ", "defends ") + to_label(e.cards[1]) + " with " + to_label(e.cards[0]) +
             (e.value ? std::string(" (Night Wings takes its suit)") : std::string());
    case EventKind::kPass: return s.num_seats() == 3 ? said(p, "pass", "passes") : said(p, "stop", "stops") + " defending";
    case EventKind::kDamage:
      return said(p, "take ", "takes ") + plural(e.value, "damage", "damage") + " from " + plural(e.detail, "hit", "hits") + damage_parts(e.parts);
    case EventKind::kDirect: return said(p, "take ", "takes ") + std::to_string(e.value) + " direct damage" + cause_text(e.detail);
    case EventKind::kGain: return said(p, "gain ", "gains ") + plural(e.value, "chip", "chips") + cause_text(e.detail);
    case EventKind::kFullDefense: return "Full defense: the Assault is stopped";
    case EventKind::kPress: return said(p, "press", "presses") + " the Assault";
    case EventKind::kNoPress: return "can't press the Assault (Temporal Rift)";
    case EventKind::kReform:
      return said(p, "Reform: discard the hand and draw ", "Reforms: discards the hand and draws ") + plural(e.value, "card", "cards");
    case EventKind::kKeepHand: return said(p, "keep", "keeps") + " the hand";
    case EventKind::kReshuffle: return said(p, "shuffle", "shuffles") + " the discard pile into a new deck";
    case EventKind::kNext: return said(p, "prepare", "prepares") + " an Assault";
    default: return setup_event_text(s, e, p);
  }
}

// The sound of a line (the same for every text a kind writes).
Cue event_cue(const EventRecord& e) {
  switch (e.kind) {
    // A seat knocked out (Street Fight's re-entry too: "is knocked out and comes back").
    case EventKind::kKnockOut:
    case EventKind::kReenter: return Cue::kDestroyed;
    // Damage taken, and a card marked for +1 damage (Bloodlust).
    case EventKind::kDamage:
    case EventKind::kDirect:
    case EventKind::kMark: return Cue::kHit;
    // Chips: gained, set by the starting-chips cut, back to 1 (Undying), counted at the Assault limit.
    case EventKind::kGain:
    case EventKind::kChipCut:
    case EventKind::kUndying:
    case EventKind::kLimit: return Cue::kChips;
    // A card or Power Card played, a defense (Force Field's extra one too), an Assault launched.
    case EventKind::kPlay:
    case EventKind::kPowerPlay:
    case EventKind::kDefend:
    case EventKind::kAlso:
    case EventKind::kLaunch: return Cue::kCardPlayed;
    // Cards cut or drawn: the cut for the first turn, the deal, a Power Card drawn, a Reform.
    case EventKind::kCut:
    case EventKind::kDeal:
    case EventKind::kPowerDraw:
    case EventKind::kReform: return Cue::kCardDealt;
    default: return Cue::kNone;
  }
}

// How worth telling again: a knock-out, then damage, then chips.
uint8_t event_tell(const EventRecord& e) {
  switch (e.kind) {
    // A seat knocked out.
    case EventKind::kKnockOut:
    case EventKind::kReenter: return 3;
    // Damage taken (and the Bloodlust mark, which names damage).
    case EventKind::kDamage:
    case EventKind::kDirect:
    case EventKind::kMark: return 2;
    // Chips gained, set or counted.
    case EventKind::kGain:
    case EventKind::kChipCut:
    case EventKind::kUndying:
    case EventKind::kLimit: return 1;
    default: return 0;
  }
}

std::string rules_text() {
  std::string r =
      "# How to play\n"
      "Poker Assault: attack with poker hands, defend card by card, knock your opponent's chips down to 0.\n\n"
      "- On your turn you prepare an Assault: play cards one at a time until they form a legal poker hand, then launch.\n"
      "- Your opponent defends each Assault card with a card of the same rank, or the same suit and higher.\n"
      "- Each undefended card deals 1 damage: the defender loses 1 chip.\n"
      "- Many cards have a faction ability; strong Assaults also draw Power Cards.\n"
      "[[example:pa-assault-defended]]\n\n"
      "# Goal\n"
      "A player (team) at 0 chips is knocked out; the last standing wins.\n\n"
      "# Setup\n"
      "Each player has a faction's 52-card deck, 10 chips (four players: two teams, partners opposite, "
      "20 chips each team) and a hand of 5.\n\n"
      "Players cut for the high card (Aces high, ties cut again); the "
      "highest prepares first. Several games in a row: the loser of the previous game goes first (Rematch; "
      "three players: the first knocked out; after a draw, cut again).\n\n"
      "# A turn\n"
      "Prepare: play one card at a time into your Assault and draw a replacement. Every card must help "
      "build a legal Assault that is still possible.\n\n"
      "Legal Assaults: One Pair, Two Pair, Three of a Kind, "
      "Straight*, Flush*, Full House*, Four of a Kind*, Straight Flush** (* draw 1 Power Card at launch, "
      "** draw 2).\n"
      "[[example:pa-flush-assault]]\n\n"
      "Launch once your cards form a legal Assault, or stop: the cards are discarded and the "
      "next player prepares.\n\n"
      "Defend: play one card against one Assault card and draw a replacement: the same rank, or the same "
      "suit and higher.\n"
      "- Aces are high, except the Ace of a launched A-2-3-4-5 straight (low): any card of "
      "its suit or another Ace defends it; defending Aces are always high.\n"
      "- Each undefended card deals 1 damage.\n"
      "- If every card is defended, the defender "
      "prepares next; otherwise the attacker presses the Assault (prepares again).\n"
      "- A defender who "
      "defended nothing may Reform: discard the hand and draw as many. You may always stop defending.\n"
      "[[example:pa-assault-defended]]\n\n"
      "# Winning\n"
      "A player (team) at 0 chips is knocked out; the last standing wins. After 120 Assaults the most "
      "chips wins (equal chips: a draw).\n\n"
      "# Special cases\n"
      "Card abilities work only when the card is played at its time (Assault or Defense).\n"
      "[[example:pa-faction-card]]\n\n"
      "Once every Assault card is defended, a defender who holds Counterattack and defended 2 or more "
      "may still play it before the Assault ends.\n\n"
      "Three players: the two opponents defend in turn, left first, one card or pass each; a player who "
      "passes takes damage for every card still undefended and stops. Full defense: the attacker's left "
      "prepares next; otherwise the attacker presses.\n\n"
      "Four players: only the opponent on the attacker's left defends. Full defense: their turn; a hit: "
      "the attacker's partner prepares next. Either partner's Undying saves the team's shared stack.\n\n"
      "Variants:\n"
      "- Cross-faction decks (players take turns drafting one suit of each faction, never a suit "
      "twice; the Power Deck is two random cards of each faction).\n"
      "- Random starting chips (one cut for the "
      "table: A-9 gives every player that many, a team twice that; 10-K cut again).\n"
      "- Two players only: "
      "Double Decker (each player chooses two factions; both decks and both Power Decks shuffled together).\n"
      "- Two players only: Street Fight (each player chooses two factions and which deck starts; the other waits aside; "
      "knocked out the first time, you come back at once with it and 10 chips and prepare next).\n\n"
      "# Our rulings\n"
      "- The rulebook has no end but knock-outs: after 120 Assaults (each Assault prepared counts, failed ones too) the "
      "game ends; the most chips (team chips) wins, equal chips draw.\n"
      "- Any two cards may still become Two Pair and any three of at most two ranks a Full House, so a card is "
      "refused only from the third different rank on (unless a Straight or Flush is still possible).\n"
      "- You must play at least one card before you may stop, unless you cannot play any.\n"
      "- Undying is played for you at its moment (it can only help).\n"
      "- Four players: a failed Assault passes the turn to the left opponent, as a full defense.\n"
      "- A computer chooses its own second faction: the one after its first in the list.\n\n"
      "# Faction cards\n";
  for (const AbilityInfo& a : abilities()) {
    if (a.faction < 0) continue;
    r += std::string("- ") + a.name + " (" + faction_name(a.faction) + ", " +
         (a.timing == Timing::kAssault ? "Assault" : "Defense") + ", " + a.cards + "): " + a.text +
         (a.implemented ? "" : " [not in play yet: a plain card]") + "\n";
  }
  r += "\n# Power Cards\n";
  for (int id = 0; id < kNumPowers; ++id) {
    const PowerInfo& p = power_info(id);
    r += std::string("- ") + p.name + " (" + faction_name(p.faction) + "): " + p.text +
         (p.implemented ? "" : " [no effect yet]") + "\n";
  }
  return r;
}


// ---- why a defense is refused (from the view: the table's words for a refused click) -------------

namespace {

std::string rank_words(int r) { return r == 1 || r == kAce ? "A" : r == kTen ? "10" : std::string(1, rank_char(static_cast<uint8_t>(r))); }
// An Assault card as the table shows it: "4♥", or "9♣, now 8♣" when its rank or suit was changed.
std::string assault_label(const AssaultCardView& x) {
  const std::string now = rank_words(x.rank) + suit_symbol(static_cast<uint8_t>(x.suit));
  return x.modified && now != to_label(x.card) ? to_label(x.card) + ", now " + now + "," : to_label(x.card);
}
bool has_power(const AssaultCardView& x, int id) { return std::find(x.attached.begin(), x.attached.end(), id) != x.attached.end(); }

// What the defender's card is for this defense: its rank (Afterburner makes it an Ace; defending
// Aces are high) and its active Defense ability (R1).
struct Defender {
  int rank = 2;
  Ability ability = Ability::kNone;
};
Defender defender_of(const View& v, Card d) {
  Defender out{v.boosted.has && v.boosted.card == d ? kAce : d.rank, Ability::kNone};
  for (size_t i = 0; i < v.hand.size() && i < v.hand_abilities.size(); ++i)
    if (v.hand[i] == d && v.hand_abilities[i] != 0) {
      const Ability ab = static_cast<Ability>(v.hand_abilities[i]);
      if (ability_info(ab).timing == Timing::kDefense) out.ability = ab;
    }
  return out;
}

// R7 with the permissions (Deflector, Illusion) and the restrictions (Savage, Alpha's Mark,
// Cloaking Device; R12: "can't" beats "can") for one suit the defender may take (Night Wings).
bool defends(const AssaultCardView& t, const Defender& d, int dsuit) {
  const int trank = t.rank;
  const bool higher = d.rank > trank;
  bool ok = d.rank == trank || (trank == 1 && d.rank == kAce) || (dsuit == t.suit && higher);
  if (d.ability == Ability::kDeflector && higher) ok = true;
  if (t.illusion && higher && Card::make(2, static_cast<uint8_t>(dsuit)).is_red() == Card::make(2, static_cast<uint8_t>(t.suit)).is_red()) ok = true;
  const bool savage = t.ability == static_cast<int>(Ability::kSavage) || has_power(t, kPAlphasMark);
  if (savage && !(dsuit == t.suit && d.rank >= trank)) ok = false;
  if (has_power(t, kPCloakingDevice) && !(dsuit == t.suit && higher)) ok = false;
  return ok;
}

// The undefended Menacer that locks Assault card `target` (R11), or -1.
int menacer_lock(const View& v, int target) {
  if (v.assault[target].ability == static_cast<int>(Ability::kMenacer)) return -1;
  for (size_t i = 0; i < v.assault.size(); ++i)
    if (v.assault[i].ability == static_cast<int>(Ability::kMenacer) && v.assault[i].status == "undefended") return static_cast<int>(i);
  return -1;
}

// Why `d` does not defend undefended card `t`: the restriction that forbids it, else the plain rule.
std::string refusal_reason(const View& v, const AssaultCardView& t, Card d) {
  const std::string tl = assault_label(t), suit = suit_symbol(static_cast<uint8_t>(t.suit)), r = rank_words(t.rank);
  if (const int m = menacer_lock(v, static_cast<int>(&t - v.assault.data())); m >= 0)
    return "Menacer (The Invaders) is in play on the " + assault_label(v.assault[m]) + ": while it is undefended no other Assault card can be defended";
  const bool alpha = has_power(t, kPAlphasMark), savage = alpha || t.ability == static_cast<int>(Ability::kSavage);
  const Defender df = defender_of(v, d);
  if (savage && !(d.suit == t.suit && df.rank >= t.rank)) {
    const std::string why = alpha ? "Alpha's Mark (Wolf Pack) is attached to the " + tl + ", which makes it Savage"
                                  : "the " + tl + " is Savage (Wolf Pack)";
    return why + ": only a " + suit + " card of rank " + r + " or higher can defend it";
  }
  if (has_power(t, kPCloakingDevice) && !(d.suit == t.suit && df.rank > t.rank))
    return "Cloaking Device (The Invaders) is attached to the " + tl + ": only a higher " + suit + " card can defend it, not the same rank";
  std::string why = "the " + tl + " needs a " + r + " or a higher " + suit + " card (the defense rule: same rank, or same suit and higher)";
  if (t.rank == 1) why = "the low Ace " + tl + " needs an Ace or a " + suit + " card (the defense rule for a low Ace)";
  if (df.rank != d.rank) why += "; your " + to_label(d) + " counts as an Ace (Afterburner)";
  return why;
}

bool may_defend(const View& v, const AssaultCardView& t, Card d) {
  const Defender df = defender_of(v, d);
  if (defends(t, df, d.suit)) return true;
  return df.ability == Ability::kNightWings && d.suit != t.suit && defends(t, df, t.suit);
}

}  // namespace

std::string defend_refusal(const View& v, Card d, int target) {
  if (target < 0 || target >= static_cast<int>(v.assault.size())) return "There is no such Assault card.";
  const AssaultCardView& t = v.assault[target];
  const std::string head = "The " + to_label(d) + " cannot defend the " + assault_label(t) + ": ";
  if (t.status == "defended") return head + "it is defended already.";
  if (t.status == "negated") return head + "it is out of the fight (negated) and needs no defense.";
  if (menacer_lock(v, target) < 0 && may_defend(v, t, d)) return "";
  return head + refusal_reason(v, t, d) + ".";
}

std::string defends_nothing(const View& v, Card d) {
  std::vector<int> refused;
  for (int i = 0; i < static_cast<int>(v.assault.size()); ++i)
    if (v.assault[i].status == "undefended" && !defend_refusal(v, d, i).empty()) refused.push_back(i);
  if (refused.size() == 1) return defend_refusal(v, d, refused[0]);
  if (refused.empty()) return "";
  std::string text = "The " + to_label(d) + " defends none of the undefended Assault cards: ";
  for (size_t k = 0; k < refused.size(); ++k) text += (k ? "; " : "") + refusal_reason(v, v.assault[refused[k]], d);
  return text + ".";
}

}  // namespace ff::poker_assault
