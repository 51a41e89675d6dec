// Assault Edge: the words of the game: notation (action_to_string), the log in both persons (events
// are kept as EventRecords and written on demand), describe and explain.
#include <string>

#include "core/games/assault_edge/assault_edge.h"
#include "core/games/assault_edge/assault_edge_state.h"

namespace ff::assault_edge {
namespace {

// Notation names a deck by seat number ("P2 research"); texts players read by its owner's seat
// token (core/engine/event.h), which each reader's front end names: "Computer's research deck".
std::string deck_name(int code) { return "P" + std::to_string(code / 3 + 1) + " " + deck_id(code % 3); }
std::string deck_text(int code) { return seat_token(code / 3, true) + " " + deck_id(code % 3) + " deck"; }
std::string on_square(int sq) { return sq >= 0 ? " on " + square_name(sq) : std::string(); }

// A chain link in words: "Orbital Strike on e6", "Ebb (e2)", "Countermand on link 1".
std::string text_of(const LinkName& n) {
  if (n.effect >= 0) {
    const std::string at = n.source >= 0 ? " (" + square_name(n.source) + ")" : "";
    switch (n.effect) {
      case kEbb: return "Ebb" + at;
      case kDrain: return "Drain" + at;
      case kUplink: return "Uplink" + at;
      case kEffTide: return "Tide Oracle" + at;
      case kRadiance: return "Radiance" + at + on_square(n.target);
      case kEffRepair: return "Repair" + at + on_square(n.target);
      case kEffThorn: return "Thornback Warden's retaliation" + on_square(n.target);
      default: return "effect";
    }
  }
  const std::string s = card_type(n.card).name;
  if (card_type(n.card).subtypes & kUnitCard) return s + " at " + square_name(n.square);
  switch (n.card) {
    case kScoutReport:
    case kSabotage:
    case kSiegeBombardment: return s + " on " + deck_text(n.target);
    case kSignalJammer:
    case kCountermand: return s + " on link " + std::to_string(n.target + 1);
    case kElementalResonance: return s + " on " + element_name(n.target);
    case kRecall: return s + " for " + card_type(n.target).name;
    case kDismantle: return s + on_square(n.target) + " " + card_type(n.equipment).name;
    default: return s + on_square(n.target);
  }
}

// "2 on e6, 1 on {P2's} command deck"
std::string declaration_text(const std::vector<std::pair<int, int>>& declaration) {
  std::string out;
  for (auto [target, points] : declaration)
    out += (out.empty() ? "" : ", ") + std::to_string(points) + " on " + (target >= kTgtDeck ? deck_text(target - kTgtDeck) : square_name(target));
  return out;
}

std::string count(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

// " from Orbital Strike": the card or effect that dealt a damage line's points ("" for attack points).
std::string cause_text(const DamageParts& d) {
  if (d.cause == kByThornback) return " from Thornback Warden's retaliation";
  return d.cause >= 0 ? std::string(" from ") + card_type(d.cause).name : "";
}

// " (3 attack points, 2 cancelled by healing during the responses; temporary HP from Smoke Screen
// absorbs 1)": what took a unit's damage down from its points, "" when nothing did.
std::string unit_parts(const DamageParts& d) {
  std::string out;
  if (d.healed) out = (d.cause < 0 ? count(d.points, "attack point", "attack points") : std::to_string(d.points)) + ", " +
                      std::to_string(d.healed) + " cancelled by healing during the responses";
  if (d.absorbed) {
    const bool both = d.absorbed_by == (kFromSmokeScreen | kFromFortify);
    const std::string from = both ? "Smoke Screen and Fortify" : d.absorbed_by & kFromSmokeScreen ? "Smoke Screen" : "Fortify";
    out += (out.empty() ? "" : "; ") + std::string("temporary HP from ") + from + (both ? " absorb " : " absorbs ") + std::to_string(d.absorbed);
  }
  return out.empty() ? "" : " (" + out + ")";
}

// " (2 attack points +1 Demolisher, Last Stand prevents 1; only 1 card left to discard)": what made a
// deck's damage, "" when it is the points alone and each discarded a card.
std::string deck_parts(const DamageParts& d, int damage) {
  std::string out;
  if (d.demolisher || d.drake || d.prevented) {
    out = d.cause < 0 ? count(d.points, "attack point", "attack points") : std::to_string(d.points);
    if (d.demolisher) out += " +1 Demolisher";
    if (d.drake) out += " +1 Cinder Drake";
    if (d.prevented) out += ", Last Stand prevents " + std::to_string(d.prevented);
  }
  if (d.discarded < damage) out += (out.empty() ? "" : "; ") + std::string("only ") + count(d.discarded, "card", "cards") + " left to discard";
  return out.empty() ? "" : " (" + out + ")";
}

}  // namespace

const char* deck_id(int kind) {
  static const char* const kIds[3] = {"research", "command", "barracks"};
  return kIds[kind];
}

std::string event_text(const EventRecord& e, Person person, bool own) {
  auto v = [person](const char* you, const char* they) { return std::string(verb(person, you, they)); };
  const std::string sq = square_name(e.square), to = square_name(e.to), points = std::to_string(e.points);
  switch (e.kind) {
    case EventKind::kCoinFlip: return v("win", "wins") + " the coin flip and " + v("take", "takes") + " the first turn";
    case EventKind::kDraw: return v("draw", "draws") + " from the " + deck_id(e.deck) + " deck";
    case EventKind::kTurnLimit:
      return "The turn limit of " + points + " turns is reached: the game is a draw";
    case EventKind::kBeginTurn: return v("begin", "begins") + " turn " + points;
    case EventKind::kSpawnBasic:
      return v("spawn", "spawns") + " a basic unit " + std::to_string(e.stats[0]) + "/" + std::to_string(e.stats[1]) + "/" +
             std::to_string(e.stats[2]) + " on " + sq;
    case EventKind::kSpawnFull: return "cannot spawn: the spawn zone is full";
    case EventKind::kSkipFirstDraw: return v("skip", "skips") + " the first draw";
    case EventKind::kNoCardToDraw: return v("have", "has") + " no card to draw";
    case EventKind::kFlip: return v("turn", "turns") + " " + facility(e.card).name + " face up";
    case EventKind::kGameDrawn: return "The game is a draw";
    case EventKind::kWin: return v("win", "wins") + " the game";
    case EventKind::kUnitLost: return v("lose", "loses") + " the unit on " + sq;
    case EventKind::kEmptyCommandHit: return v("take", "takes") + " damage to an empty Command Deck";
    case EventKind::kDeckDamage:
      return v("take", "takes") + " " + points + " damage to the " + deck_id(e.deck) + " deck" + cause_text(e.parts) + deck_parts(e.parts, e.points);
    case EventKind::kNegated: return v("have", "has") + " " + text_of(e.link) + " negated";
    case EventKind::kResolves: return v("resolve", "resolves") + " " + text_of(e.link);
    case EventKind::kUnitDamage:
      return v("take", "takes") + " " + points + (e.parts.cause < 0 ? " attack" : "") + " damage to the unit on " + sq + cause_text(e.parts) +
             unit_parts(e.parts);
    case EventKind::kPass:
      if (own && person == Person::kSecond && e.points)
        return std::string("pass: you have no ") + (e.points == kPassNoCard ? "card" : "Quick card") + " you can play now";
      return v("pass", "passes");
    case EventKind::kCardsBack: return v("put", "puts") + " the cards back";
    case EventKind::kActivate: return v("activate", "activates") + " the unit on " + sq;
    case EventKind::kWithdrawStep: return v("withdraw", "withdraws") + " the unit on " + sq + " to " + to;
    case EventKind::kMoveStep: return v("move", "moves") + " " + sq + " to " + to;
    case EventKind::kDeclare: return v("declare", "declares") + " an attack from " + sq + ": " + declaration_text(e.declaration);
    case EventKind::kKeep: return v("keep", "keeps") + " the declaration";
    case EventKind::kRedeclare: return v("discard", "discards") + " the declaration to declare anew";
    case EventKind::kEffectActivated: return v("activate", "activates") + " " + text_of(e.link);
    case EventKind::kEndCombat: return v("end", "ends") + " the combat phase";
    case EventKind::kSetAside: return v("set", "sets") + " aside " + card_type(e.card).name + " as the cost";
    case EventKind::kPlay:  // Countermand's cost leaves the Command Deck at once: said where it happens
      return v("play", "plays") + " " + text_of(e.link) + (e.link.card == kCountermand ? " (cost: the top 2 cards of the command deck, set aside)" : "");
    case EventKind::kFirst: return v("let", "lets") + " " + text_of(e.link) + " resolve next";
    case EventKind::kInBoardOrder: return v("let", "lets") + " the other start-of-turn effects resolve in board order";
    case EventKind::kUplinkLook: return v("look", "looks") + " at the top card of the " + deck_id(e.deck) + " deck";
    case EventKind::kUplinkBottom: return v("put", "puts") + " it on the bottom of the " + deck_id(e.deck) + " deck";
    case EventKind::kUplinkTop: return v("leave", "leaves") + " it on top of the " + deck_id(e.deck) + " deck";
    case EventKind::kEndStep:
      if (e.points == kEndedBattle) return v("skip", "skips") + " the attack of the unit on " + sq;
      return v("finish", "finishes") + " with the unit on " + sq;
  }
  return "";
}

// The sound of a line, from its kind (the same sounds the front end once read from the words).
Cue event_cue(const EventRecord& e) {
  switch (e.kind) {
    // A unit removed from the board.
    case EventKind::kUnitLost: return Cue::kDestroyed;
    // Damage taken: by a unit, a deck, or the empty Command Deck (the blow that ends the game).
    case EventKind::kUnitDamage:
    case EventKind::kDeckDamage:
    case EventKind::kEmptyCommandHit: return Cue::kHit;
    // The coin flip for the first turn.
    case EventKind::kCoinFlip: return Cue::kDice;
    // A card played, or a basic unit put on the board.
    case EventKind::kPlay:
    case EventKind::kSpawnBasic: return Cue::kCardPlayed;
    // A card drawn, or a unit stepping (moved, or withdrawn by Tactical Withdrawal).
    case EventKind::kDraw:
    case EventKind::kMoveStep:
    case EventKind::kWithdrawStep: return Cue::kCardDealt;
    default: return Cue::kNone;
  }
}

// How worth telling again a line is on the result screen: damage to the Command Deck (the
// players' life) most. (Nothing this game logs says a unit is destroyed: its loss has no tell.)
uint8_t event_tell(const EventRecord& e) {
  switch (e.kind) {
    // Cards lost from the Command Deck: the standing's own measure.
    case EventKind::kDeckDamage: return e.deck == kCommand ? 2 : 0;
    default: return 0;
  }
}

LinkName AeState::link_name(const Link& l) const {
  auto square_of = [this](int id) {
    const Unit* u = unit_by_id(id);
    return u ? u->sq : -1;
  };
  LinkName n{.card = l.card, .effect = l.effect};
  if (l.effect >= 0) {
    n.source = square_of(l.src);
    n.target = square_of(l.target);
  } else if (card_type(l.card).subtypes & kUnitCard) {
    n.square = l.amount;
  } else if (l.card == kDismantle) {
    n.target = square_of(l.target);
    n.equipment = card_of(1 - l.owner, l.amount);
  } else if (l.card == kScoutReport || l.card == kSabotage || l.card == kSiegeBombardment || l.card == kSignalJammer ||
             l.card == kCountermand || l.card == kElementalResonance || l.card == kRecall) {
    n.target = l.target;
  } else {
    n.target = l.target != kTgtNone && l.target >= 0 ? square_of(l.target) : -1;
  }
  return n;
}

std::string AeState::link_text(const Link& l) const { return text_of(link_name(l)); }

Link AeState::heal_link(int me, int sq) const {
  const Unit* u = unit_by_id(active_);
  return Link{.owner = me, .effect = (u->effects & kRadiance) ? kRadiance : kEffRepair, .src = u->id, .target = unit_at(sq)->id};
}

std::string AeState::target_text(int type, int tg) const {
  if (tg == kTgtNone) return "";
  if (card_type(type).subtypes & kUnitCard) return " at " + square_name(tg);
  if (tg < kSquares) return " on " + square_name(tg);
  if (tg >= kTgtDeck && tg < kTgtElement) return " on " + deck_name(tg - kTgtDeck);
  if (tg >= kTgtElement && tg < kTgtLink) return std::string(" on ") + element_name(tg - kTgtElement);
  if (tg >= kTgtLink && tg < kTgtNone) return " on link " + std::to_string(tg - kTgtLink + 1);
  if (tg >= kTgtEquip && tg < kTgtCard) {
    const int sq = (tg - kTgtEquip) / 4, k = (tg - kTgtEquip) % 4;
    const Unit* u = unit_at(sq);
    std::string name = "?";
    if (u && k < static_cast<int>(u->equip.size())) name = card_type(card_of(u->owner, u->equip[static_cast<size_t>(k)])).name;
    // Two copies of one Equipment on a unit: the notation names the copy.
    int copy = 0, copies = 0;
    if (u)
      for (size_t j = 0; j < u->equip.size(); ++j)
        if (card_type(card_of(u->owner, u->equip[j])).name == name) {
          ++copies;
          if (static_cast<int>(j) == k) copy = copies;
        }
    return " on " + square_name(sq) + " " + name + (copies > 1 ? " " + std::to_string(copy) : "");
  }
  if (tg >= kTgtCard && tg < kTgtCard + kNumCardTypes) return std::string(" for ") + card_type(tg - kTgtCard).name;
  return " ?";
}

std::string AeState::action_to_string(Action a) const {
  const DecodedAction d = decode(a);
  switch (d.kind) {
    case DecodedAction::kPass: return "pass";
    case DecodedAction::kEnd: {
      const Unit* u = unit_by_id(active_);
      return u && u->sub == Sub::kBattle ? "skip attack" : "end move";
    }
    case DecodedAction::kDeclare: return "declare";
    case DecodedAction::kEndCombat: return "end combat";
    case DecodedAction::kKeep: return "keep";
    case DecodedAction::kRedeclare: return "redeclare";
    case DecodedAction::kStop: return "stop";
    case DecodedAction::kInBoardOrder: return "in board order";
    case DecodedAction::kLook: return std::string("look at ") + deck_id(d.deck);
    case DecodedAction::kToBottom: return "bottom";
    case DecodedAction::kOnTop: return "top";
    case DecodedAction::kFirst: {
      if (d.starting >= static_cast<int>(starting_.size())) return "first ?";
      const Link& l = starting_[static_cast<size_t>(d.starting)];
      const Unit* src = unit_by_id(l.src);
      return std::string("first ") + (l.effect == kEbb ? "Ebb " : "Tide Oracle ") + square_name(src ? src->sq : -1);
    }
    case DecodedAction::kDraw: return std::string("draw ") + deck_id(d.deck);
    case DecodedAction::kFlip: return std::string("flip ") + facility(fac_[current_player() < 0 ? 0 : current_player()][d.facility]).name;
    case DecodedAction::kPick:
      return std::string("pick ") + (d.looked < static_cast<int>(look_.size())
                                         ? card_type(card_of(scouted_deck_ / 3, look_[static_cast<size_t>(d.looked)])).name
                                         : "?");
    case DecodedAction::kActivate: return "activate " + square_name(d.square);
    case DecodedAction::kMove: return "move " + square_name(d.square);
    case DecodedAction::kAssign: return "+1 " + (d.target >= kTgtDeck ? deck_name(d.target - kTgtDeck) : square_name(d.target));
    case DecodedAction::kHeal: return "heal " + square_name(d.square);
    case DecodedAction::kPay: return std::string("pay ") + card_type(d.card).name;
    case DecodedAction::kPlay: return std::string("play ") + card_type(d.card).name + target_text(d.card, d.target);
    case DecodedAction::kInvalid: break;
  }
  return "?" + std::to_string(a);
}

// The event a legal action logs first, as it would read now.
EventRecord AeState::preview(const DecodedAction& d) const {
  const int me = current_player();
  const Unit* active = unit_by_id(active_);
  EventRecord e{.seat = me};
  switch (d.kind) {
    case DecodedAction::kPass: e.kind = EventKind::kPass; break;
    case DecodedAction::kDeclare:
      e.kind = EventKind::kDeclare;
      e.square = active ? active->sq : -1;
      e.declaration = declared();
      break;
    case DecodedAction::kEndCombat: e.kind = EventKind::kEndCombat; break;
    case DecodedAction::kKeep: e.kind = EventKind::kKeep; break;
    case DecodedAction::kRedeclare: e.kind = EventKind::kRedeclare; break;
    case DecodedAction::kDraw: e.kind = EventKind::kDraw, e.deck = d.deck; break;
    case DecodedAction::kFlip: e.kind = EventKind::kFlip, e.card = fac_[me][d.facility]; break;
    case DecodedAction::kActivate: e.kind = EventKind::kActivate, e.square = d.square; break;
    case DecodedAction::kMove: {
      const bool withdrawing = decision_ == Decision::kWithdraw;
      const Unit* u = withdrawing ? unit_by_id(withdrawing_) : active;
      e.kind = withdrawing ? EventKind::kWithdrawStep : EventKind::kMoveStep;
      e.square = u ? u->sq : -1;
      e.to = d.square;
      break;
    }
    case DecodedAction::kHeal: e.kind = EventKind::kEffectActivated, e.link = link_name(heal_link(me, d.square)); break;
    case DecodedAction::kPay: e.kind = EventKind::kSetAside, e.card = d.card; break;
    case DecodedAction::kPlay: e.kind = EventKind::kPlay, e.link = link_name(play_link(me, d.card, d.target)); break;
    case DecodedAction::kInBoardOrder: e.kind = EventKind::kInBoardOrder; break;
    case DecodedAction::kLook: e.kind = EventKind::kUplinkLook, e.deck = d.deck; break;
    case DecodedAction::kToBottom:
    case DecodedAction::kOnTop:
      e.kind = d.kind == DecodedAction::kToBottom ? EventKind::kUplinkBottom : EventKind::kUplinkTop;
      e.deck = scouted_deck_ % 3;
      break;
    case DecodedAction::kFirst:
      e.kind = EventKind::kFirst;
      if (d.starting < static_cast<int>(starting_.size())) e.link = link_name(starting_[static_cast<size_t>(d.starting)]);
      break;
    default: break;
  }
  return e;
}

// What the seat to act does with `a`: "plays Orbital Strike on e6" (third person), "play ..." (second).
std::string AeState::describe(Action a, Person person) const {
  const DecodedAction d = decode(a);
  auto v = [person](const char* you, const char* they) { return std::string(verb(person, you, they)); };
  switch (d.kind) {
    case DecodedAction::kEnd: {
      const Unit* u = unit_by_id(active_);
      return u && u->sub == Sub::kBattle ? v("skip", "skips") + " the attack" : v("end", "ends") + " the move";
    }
    case DecodedAction::kStop: return v("stop", "stops") + " the withdrawal";
    case DecodedAction::kAssign:
      return v("put", "puts") + " 1 attack point on " + (d.target >= kTgtDeck ? deck_text(d.target - kTgtDeck) : square_name(d.target));
    case DecodedAction::kPick:
      return v("put", "puts") + " " + card_type(card_of(scouted_deck_ / 3, look_[static_cast<size_t>(d.looked)])).name + " back next";
    case DecodedAction::kInvalid: return action_to_string(a);
    default: return event_text(preview(d), person);
  }
}

std::string AeState::explain(Action a) const {
  const DecodedAction d = decode(a);
  const Unit* u = unit_by_id(active_);
  switch (d.kind) {
    case DecodedAction::kPass:
      return window_ ? "A unit entered or ended a sub-phase, or an attack was declared: you may answer with a Quick card, "
                       "or let play go on. Every response point asks, so passing reveals nothing about your hand."
                     : "Passing priority resolves the chain, last link first.";
    case DecodedAction::kFirst:
      return "Your start-of-turn effects go on the chain in the order you choose: the one you pick resolves before the "
             "others still to order. Your opponent may answer them.";
    case DecodedAction::kInBoardOrder:
      return "The start-of-turn effects you have not ordered resolve in board order (from square a1), after those you picked.";
    case DecodedAction::kEnd:
      if (u && u->sub == Sub::kBattle)
        return "The Battle sub-phase is optional: the unit may skip its attack and still use its speed left in Move 2.";
      return u && u->sub == Sub::kMove1 ? "Move 1 may end early: the speed you do not use now is left for Move 2, after the Battle."
                                        : "Ending Move 2 finishes this unit's activation; the next unit may then be activated.";
    case DecodedAction::kDeclare:
      return "The whole declaration is made at once: the points assigned so far go to their targets; the opponent "
             "may then respond.";
    case DecodedAction::kEndCombat:
      return "Units you do not activate stay ready; the End phase refreshes Attack and Speed, clears temporary HP "
             "and turns a face-down facility face up.";
    case DecodedAction::kKeep:
      return "A unit moved during the responses: you may keep the declaration (points on targets out of range are lost).";
    case DecodedAction::kRedeclare: return "A unit moved during the responses: you may declare anew once, with no further responses.";
    case DecodedAction::kStop: return "Tactical Withdrawal moves the unit up to 2 squares: it may stop early.";
    case DecodedAction::kDraw:
      if (decision_ == Decision::kDraws) return "Field Manual: draw from any of your decks, seeing the first card before choosing the second.";
      if (phase_ == Phase::kSetup) return "Each player draws 5 cards one at a time, choosing the deck for each after seeing the previous one.";
      return d.deck == kCommand
                 ? "You may draw from any deck; your Command Deck is also your life: each card drawn from it is one less point of buffer."
                 : "Draw one card from any of your decks; Research and Barracks draws cost no life.";
    case DecodedAction::kFlip: return "In the End phase you must turn a face-down facility face up; units spawned later get its bonus.";
    case DecodedAction::kPick: return "Scout Report: put the looked-at cards back in any order; the first picked goes on top.";
    case DecodedAction::kLook:
      return "Uplink: a unit with Uplink spawned; look at the top card of one of your decks (your opponent sees which deck, "
             "not the card).";
    case DecodedAction::kToBottom: return "Uplink: you may put the card you looked at on the bottom of its deck.";
    case DecodedAction::kOnTop: return "Uplink: or leave it on top, to draw it next from that deck.";
    case DecodedAction::kActivate:
      return "Each ready unit is activated once: Move 1 up to its Speed, then Battle, then Move 2 with the speed left.";
    case DecodedAction::kMove:
      if (decision_ == Decision::kWithdraw) return "Tactical Withdrawal ignores Speed; blocking and the clog rule apply.";
      return "One king step (diagonals count) costs 1 speed; friendly units may be passed through, not stopped on.";
    case DecodedAction::kAssign:
      return d.target >= kTgtDeck ? "Each point on a deck discards its top card; a point on an empty Command Deck wins the game."
                                  : "Split Attack among enemy units or decks in range, at least 1 per chosen target; enemy units do "
                                    "not strike back.";
    case DecodedAction::kHeal: return "Instead of attacking, this unit heals a friendly unit within 1 square by 2 (once per turn).";
    case DecodedAction::kPay: return "The cost is set aside now and discarded when the card resolves; a negated card pays nothing.";
    case DecodedAction::kPlay: {
      const CardType& c = card_type(d.card);
      std::string why = std::string(c.name) + ": " + c.text;
      if (c.quick() && current_player() != turn_player_) why += " Quick cards may answer in the opponent's turn.";
      if (!chain_.empty()) why += " It goes on the chain and resolves before the links below it.";
      return why;
    }
    case DecodedAction::kInvalid: break;
  }
  return "";
}

}  // namespace ff::assault_edge
