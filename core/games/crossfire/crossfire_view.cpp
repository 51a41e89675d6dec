// Crossfire: per-seat views, their JSON, and the log text of events in both persons.
#include <string>

#include "core/engine/event_json.h"
#include "core/games/crossfire/crossfire.h"
#include "core/games/crossfire/crossfire_state.h"

namespace ff::crossfire {

namespace {

std::string card_list(const Card* cards, int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += (i ? " " : "") + to_label(cards[i]);
  return s;
}

// " (3 cards to the discard piles)"; nothing when no card went.
std::string to_discards(int n) {
  if (n <= 0) return "";
  return " (" + std::to_string(n) + (n == 1 ? " card to a discard pile)" : " cards to the discard piles)");
}

std::string team_name(int team) {
  return team == 0 ? "Team 1 (players 1 and 3)" : "Team 2 (players 2 and 4)";
}

}  // namespace

std::string event_text(const CfState& s, const EventRecord& e, Person p) {
  const std::string at = e.slot >= 0 ? s.g_->label(e.slot) : "", c0 = to_label(e.cards[0]), c1 = to_label(e.cards[1]);
  const auto v = [p](const char* base) { return verb_s(p, base); };
  switch (e.kind) {
    case EventKind::kBases: return v("place") + " base nodes " + card_list(e.cards, kBaseNodes);
    case EventKind::kRedraw: return v("return") + " the base nodes, " + v("reshuffle") + " and " + v("place") + " five new ones";
    case EventKind::kKeepBases: return v("keep") + " the base nodes";
    case EventKind::kNeutrals: return std::to_string(e.count) + " neutral nodes are placed face down";
    case EventKind::kFirstDraw: return v("draw") + " " + c0 + " to decide who starts";
    case EventKind::kFirstTie: return "Equal ranks: everyone draws again";
    case EventKind::kFirstPlayer: return v("start") + " the game";
    case EventKind::kDeal: return "Each player draws 3 cards";
    case EventKind::kDraw: return v("draw") + " a card";
    case EventKind::kLay: return v("lay") + " " + c0 + " at " + at;
    case EventKind::kSupport: return v("lay") + " " + c0 + " on " + at;
    case EventKind::kBuildTower: return v("build") + " a tower of " + c1 + " and " + c0 + " at " + at;
    case EventKind::kAttack: return v("attack") + " " + c1 + " at " + at + " with " + c0;
    case EventKind::kProbe:
      return v("probe") + " the neutral node at " + at + " with " + c0 + ": it is " + c1 +
             (e.beats ? ", the probe beats it and starts a contest"
                      : ", the probe fails: " + c1 + " is turned face down again under the " + c0 + " (both players saw it)");
    case EventKind::kAnswer: return v("answer") + " " + c1 + " at " + at + " with " + c0;
    case EventKind::kWon:
      return v("win") + " the " + (e.neutral ? "neutral " : "") + "pile at " + at + " (" + std::to_string(e.count) +
             (e.count == 1 ? " card)" : " cards)");
    case EventKind::kReplace: return v("replace") + " the seized pile at " + at + " with " + c0 + to_discards(e.count);
    case EventKind::kKeep: return v("keep") + " " + c0 + " from the seized pile at " + at + to_discards(e.count);
    case EventKind::kTower: return v("make") + " a tower of " + c0 + " and " + c1 + " at " + at + to_discards(e.count);
    case EventKind::kJoker: return v("replace") + " " + c0 + " at " + at + " with a joker and " + v("take") + " it back";
    case EventKind::kDiscard: return v("discard") + " " + c0;
    case EventKind::kBaseWin: return v("win") + " the attack on the enemy base node at " + at + " and " + v("win") + " the game";
    case EventKind::kDeckEmpty: return "must draw from an empty deck: the game ends";
    case EventKind::kPoints: return team_name(e.team) + " now has " + std::to_string(e.points) + " victory points";
    case EventKind::kTeamWin: return team_name(e.team) + " wins with " + std::to_string(e.points) + " victory points";
    case EventKind::kTie: return "The game is a tie";
  }
  return "";
}

// The sound of a line: a contest won (a pile seized, the enemy base node taken); an attack or a
// probe of a neutral node; a card laid, answered, built into a tower or swapped in (seized piles
// replaced or kept, a joker swap, base nodes kept); cards placed, drawn (an empty deck too: its line
// reads "must draw") or discarded. The neutral nodes placed, the starting player, the points and the
// end of the game have none.
Cue event_cue(const EventRecord& e) {
  switch (e.kind) {
    case EventKind::kWon:
    case EventKind::kBaseWin: return Cue::kWon;
    case EventKind::kAttack:
    case EventKind::kProbe: return Cue::kHit;
    case EventKind::kLay:
    case EventKind::kSupport:
    case EventKind::kAnswer:
    case EventKind::kBuildTower:
    case EventKind::kTower:
    case EventKind::kReplace:
    case EventKind::kJoker:
    case EventKind::kKeep:
    case EventKind::kKeepBases: return Cue::kCardPlayed;
    case EventKind::kBases:
    case EventKind::kRedraw:
    case EventKind::kFirstDraw:
    case EventKind::kFirstTie:
    case EventKind::kDeal:
    case EventKind::kDraw:
    case EventKind::kDeckEmpty:
    case EventKind::kDiscard: return Cue::kCardDealt;
    default: return Cue::kNone;
  }
}

// A contest won (a pile or the enemy base node) tells a move best, then a team's victory points.
uint8_t event_tell(const EventRecord& e) {
  switch (e.kind) {
    case EventKind::kWon:
    case EventKind::kBaseWin: return 2;
    case EventKind::kPoints:
    case EventKind::kTeamWin: return 1;
    default: return 0;
  }
}

namespace {

// A card as the view (and its JSON) shows it: a joker without its index (a deck's jokers are
// interchangeable, and the JSON writes each as "Jk"), so a guest's View is the host's.
Card shown(Card c) { return c.is_joker() ? Card::joker(0, c.deck) : c; }
std::vector<Card> shown(std::vector<Card> cards) {
  for (Card& c : cards) c = shown(c);
  return cards;
}

// One slot as every seat sees it (an unknown neutral card left out); pw: each seat's power.
SlotView slot_view(const CfState& s, const std::vector<Power>& pw, int i) {
  const Geometry& g = *s.g_;
  const Slot& sl = s.slots_[i];
  SlotView sv;
  sv.name = g.name(i);
  sv.x = g.xy[i].first;
  sv.y = g.xy[i].second;
  sv.role = g.is_grid(i) ? 'g' : g.is_base(i) ? 'b' : 's';
  sv.base_seat = g.base_seat(i);
  sv.kind = sl.kind;
  sv.owner = sl.owner;
  if (sl.kind == Kind::kContest) {  // what the JSON carries (and a guest reads back) only in a contest
    sv.was = sl.was;
    sv.lead = sl.lead;
  }
  sv.neutral = sl.neutral;
  sv.neutral_known = sl.neutral && sl.revealed;
  sv.face_down = sl.kind == Kind::kNeutral;
  if (sl.neutral && !sl.revealed) {
    sv.hidden_deck = sl.cards[0].deck;
    sv.cards = shown(std::vector<Card>(sl.cards.begin() + 1, sl.cards.end()));
  } else {
    sv.cards = shown(sl.cards);
  }
  sv.strength = sl.kind == Kind::kEmpty || (sl.neutral && !sl.revealed) ? -1 : s.defense(i);
  if (!g.is_support(i)) {
    const PowerInfo pi = s.power_info(i);
    sv.power_owner = pi.owner;
    if (pi.owner >= 0) {
      sv.powered = pw[pi.owner].powered[i];
      sv.alive = pw[pi.owner].alive[i];
    }
  }
  sv.can_resolve = s.phase_ == Phase::kPlay && sl.kind == Kind::kSeized && sl.owner == s.turn_;
  return sv;
}

ResultView result_view(const CfState& s) {
  ResultView r;
  if (s.phase_ != Phase::kGameOver) return r;
  r.over = true;
  r.winner = s.winner_;
  r.winning_team = s.winner_ >= 0 ? s.team(s.winner_) : -1;
  static const char* kReasons[4] = {"", "base", "points", "deck"};
  r.reason = kReasons[s.end_reason_ & 3];
  for (const EventRecord& e : s.events_)
    if (e.kind == EventKind::kDeckEmpty) r.empty_deck = e.seat;
  return r;
}

}  // namespace

View view(const State& state, int seat) { return view(state, seat, 0); }

View view(const State& state, int seat, size_t events_from) {
  View v;
  v.seat = seat;
  const auto* s = Registration::state_of(state);  // null for another game's State
  if (!s || seat < kObserver || seat >= state.num_seats()) return v;
  const int n = s->num_seats();
  v.seats = n;
  v.jokers = s->jokers_;
  v.ultimate = s->ultimate_;
  v.width = s->g_->width;
  v.height = s->g_->height;
  v.phase = s->phase_;
  v.to_act = s->current_player();
  v.turn_player = s->phase_ == Phase::kGameOver ? -1 : s->turn_;
  v.turn_number = s->turn_no_;
  v.first_player = s->first_player_;
  for (const auto& f : s->first_draws_) v.first_draws.push_back({f.first, shown(f.second)});
  v.can_redraw = s->phase_ == Phase::kBases && s->can_redraw(s->turn_);
  v.joker_used = s->joker_used_;
  std::vector<Power> pw(static_cast<size_t>(n));
  for (int p = 0; p < n; ++p) s->compute_power(p, pw[p]);
  for (int i = 0; i < s->g_->slots; ++i) v.slots.push_back(slot_view(*s, pw, i));
  if (seat != kObserver) v.hand = shown(s->hand_[seat]);
  for (int p = 0; p < n; ++p) {
    v.redraws.push_back(s->redraws_[p]);
    v.hand_sizes.push_back(static_cast<int>(s->hand_[p].size()));
    v.deck_sizes.push_back(static_cast<int>(s->deck_[p].size()));
    v.discards.push_back(shown(s->discard_[p]));
  }
  if (n == 4) {
    const auto pts = s->team_points();
    v.points = {pts[0], pts[1]};
  }
  v.result = result_view(*s);
  for (size_t i = events_from; i < s->events_.size(); ++i) {
    const EventRecord& e = s->events_[i];
    std::string text = event_text(*s, e, Person::kThird);
    std::string text_you = e.seat < 0 || seat == kObserver ? text : event_text(*s, e, Person::kSecond);  // nobody is "you" in public
    v.events.push_back(Event{e.seat, std::move(text), std::move(text_you), event_cue(e), event_tell(e)});
  }
  return v;
}

// ---- the view's JSON: its field list (crossfire.h) writes it and reads it back ------------------

std::string to_json(const View& v) { return fields::to_json(v); }

namespace {

// Slot `i` of the board `g`: its place on the board must be the geometry's (a table indexes with it).
void check_slot(fields::Check& c, const SlotView& s, const Geometry& g, int i, int n) {
  const std::string at = "slots[" + std::to_string(i) + "].";
  const char role = g.is_grid(i) ? 'g' : g.is_base(i) ? 'b' : 's';
  c.require(s.name == g.name(i) && s.x == g.xy[i].first && s.y == g.xy[i].second && s.role == role && s.base_seat == g.base_seat(i),
            "slots[" + std::to_string(i) + "]: not slot " + g.name(i) + " of this board");
  c.range(at + "owner", s.owner, -1, n - 1);
  c.range(at + "lead", s.lead, -1, n - 1);
  c.range(at + "hidden_deck", s.hidden_deck, -1, n - 1);
  c.range(at + "power_owner", s.power_owner, -1, n - 1);
}

// What the field list cannot check (seats below the view's seat count, the slots this board's, one
// entry per seat): the first problem, or "".
std::string view_problem(const View& v) {
  const int n = v.seats;
  if (n == 3) return "seats: 3 is not a Crossfire table (2 or 4)";
  const Geometry& g = geometry(n, v.ultimate);
  fields::Check c;
  c.range("seat", v.seat, kObserver, n - 1);
  c.range("width", v.width, g.width, g.width);
  c.range("height", v.height, g.height, g.height);
  c.range("to_act", v.to_act, -1, n - 1);
  c.range("turn_player", v.turn_player, -1, n - 1);
  c.range("first_player", v.first_player, -1, n - 1);
  for (size_t i = 0; i < v.first_draws.size(); ++i) c.range("first_draws[" + std::to_string(i) + "].seat", v.first_draws[i].seat, 0, n - 1);
  c.items("redraws", v.redraws.size(), n, n);
  c.items("hand_sizes", v.hand_sizes.size(), n, n);
  c.items("deck_sizes", v.deck_sizes.size(), n, n);
  c.items("discards", v.discards.size(), n, n);
  c.require(v.points.empty() || (n == 4 && v.points.size() == 2), "points: only four players have team points");
  c.items("slots", v.slots.size(), g.slots, g.slots);
  for (size_t i = 0; i < v.slots.size() && c.why.empty(); ++i) check_slot(c, v.slots[i], g, static_cast<int>(i), n);
  if (v.result.over) {
    c.range("result.winner", v.result.winner, -1, n - 1);
    c.range("result.empty_deck", v.result.empty_deck, -1, n - 1);
    const std::string& why = v.result.reason;
    c.require(why.empty() || why == "base" || why == "points" || why == "deck", "result.reason: \"" + why + "\" is not a known name");
  }
  if (c.why.empty()) c.why = event_seat_problem(v.events, n);
  return c.why;
}

}  // namespace

Result<View> view_from_json(std::string_view json) {
  auto v = fields::from_json<View>(json, "view");
  if (!v) return v;
  if (std::string why = view_problem(*v); !why.empty()) return make_error("view: " + why);
  return v;
}

// ---- refusals ------------------------------------------------------------------------------------

const char* card_of_value(int value) {
  static const char* kNames[] = {"", "an ace", "a 2", "a 3", "a 4", "a 5", "a 6", "a 7", "an 8", "a 9"};
  return value >= 1 && value <= 9 ? kNames[value] : "";
}

namespace {

std::string top_of(const SlotView& s) { return s.cards.empty() ? std::string("?") : to_label(s.cards.back()); }

std::string support_refusal(const View& v, int slot, Card c) {
  const SlotView& sv = v.slots[slot];
  const Geometry& g = geometry(v.seats, v.ultimate);
  if (sv.base_seat != v.seat) return "That support slot belongs to another player's base line.";
  if (sv.kind != Kind::kEmpty) return "That support slot is taken already.";
  const SlotView& base = v.slots[g.base_slot(v.seat, g.base_k(slot))];
  const int bv = base.cards.empty() || base.owner != v.seat ? 0 : power_value(base.cards[0]);
  if (bv <= 0) return "A support node goes only behind one of your numbered base nodes (A to 10).";
  if (power_value(c) <= 0) return "A support node must be a numbered card (A to 10).";
  if (bv + power_value(c) > 10) return "The base node " + to_label(base.cards[0]) + " plus the " + to_label(c) + " is more than 10.";
  return "";
}

// Own nodes next to a slot: whether any, whether an alive one, the first dead one (or -1).
struct Near {
  bool own = false, alive = false;
  int dead = -1;
};
Near near(const View& v, int slot) {
  Near n;
  const Geometry& g = geometry(v.seats, v.ultimate);
  if (slot >= static_cast<int>(g.nbr.size())) return n;
  for (int16_t j : g.nbr[slot]) {
    if (j < 0) break;
    const SlotView& o = v.slots[j];
    if (o.power_owner != v.seat) continue;
    n.own = true;
    if (o.alive) n.alive = true;
    else if (n.dead < 0) n.dead = j;
  }
  return n;
}

std::string lay_refusal(const View& v, const Near& n, Card c) {
  if (!n.own) return "That cell does not touch one of your powered nodes.";
  if (n.alive || n.dead < 0) return "";
  const SlotView& d = v.slots[n.dead];
  const int dv = d.cards.empty() ? 0 : power_value(d.cards[0]);
  if (c.is_joker() || power_value(c) <= 0 || dv <= 0 || dv >= 10)
    return "A dead node only takes a card that pairs with it to 10, and the " + to_label(c) + " never pairs with the " + top_of(d) + ".";
  return "A dead node only takes a card that pairs with it to 10: the " + top_of(d) + " at " + geometry(v.seats, v.ultimate).label(n.dead) + " needs " + card_of_value(10 - dv) + ".";
}

// A node, tower or seized pile: an enemy's is attacked, an own one built on or resolved.
std::string pile_refusal(const View& v, const SlotView& sv, const Near& n, Card c) {
  const bool enemy = sv.owner >= 0 && (v.seats == 4 ? sv.owner % 2 != v.seat % 2 : sv.owner != v.seat);
  if (enemy) {
    if (!n.alive) return "An attack needs one of your powered nodes next to the target.";
    if (strength(c) < sv.strength)
      return "An attack needs a card at least as strong as the " + top_of(sv) + " (" + std::to_string(sv.strength) + "); the " +
             to_label(c) + " is " + std::to_string(strength(c)) + ".";
    return "";
  }
  if (sv.kind == Kind::kTower) return "A tower takes no more cards.";
  if (sv.kind == Kind::kSeized) {
    if (!sv.can_resolve) return "A seized pile is kept, replaced or built from in its holder's turn.";
    return n.alive ? "" : "Replacing a seized pile needs one of your powered nodes next to it.";
  }
  const bool royal_base = sv.role == 'b' && !sv.cards.empty() && is_royal(sv.cards[0]);
  if (royal_base && (c.is_joker() || c.rank == kTen))
    return "A royal base node can never be powered: no 10 builds a tower on it and no joker replaces it.";
  if (c.is_joker() && v.joker_used) return "Only one joker swap per turn.";
  if (c.is_joker() && !sv.cards.empty() && sv.cards[0].is_joker()) return "That node is a joker already.";
  return "That is your own " + top_of(sv) + ". Only a royal on your 10, or a 10 on your royal, builds a tower there.";
}

std::string contest_refusal(const View& v, const SlotView& sv, const Near& n, Card c) {
  if (v.seats == 4 ? sv.lead % 2 == v.seat % 2 : sv.lead == v.seat)
    return "Your side played the top card here: now the other side must answer.";
  const int top = sv.cards.empty() ? 0 : strength(sv.cards.back()), str = strength(c);
  const std::string against = top_of(sv) + " (" + std::to_string(top) + ").";
  if (sv.owner == v.seat) return str <= top ? "To defend, play a card stronger than the " + against : "";
  if (!n.alive) return "Answering here needs one of your powered nodes next to the pile.";
  if (sv.owner < 0 && str <= top) return "On a neutral node every answer must be stronger than the " + against;
  if (str < top) return "Answer with a card at least as strong as the " + against;
  return "";
}

}  // namespace

std::string neutral_pile(const SlotView& sv) {
  if (!sv.neutral || sv.kind != Kind::kNeutral) return "";
  const size_t under = sv.neutral_known ? 1 : 0;  // an unknown neutral card is left out of cards
  const std::string card = sv.neutral_known && !sv.cards.empty() ? "the neutral card " + to_label(sv.cards[0]) : "a neutral card";
  if (sv.cards.size() <= under) return card + ", face down" + (sv.neutral_known ? " (both players saw it)" : "");
  std::string probes;  // the top card first
  for (size_t i = sv.cards.size(); i-- > under;)
    probes += (i + 1 == sv.cards.size() ? "" : i == under ? " and " : ", ") + to_label(sv.cards[i]);
  return probes + " face up on " + card + ", which is face down again (both players saw it)";
}

std::string refusal(const View& v, int code, int slot) {
  if (slot < 0 || slot >= static_cast<int>(v.slots.size()) || code < 0 || code >= kCardCodes) return "That is not a move.";
  const SlotView& sv = v.slots[slot];
  const Card c = code_card(code);
  const Near n = near(v, slot);
  std::string why;
  if (sv.role == 's') why = support_refusal(v, slot, c);
  else if (sv.kind == Kind::kEmpty) why = lay_refusal(v, n, c);
  else if (sv.kind == Kind::kNeutral) why = n.alive ? "" : "To probe a neutral node you need one of your powered nodes next to it.";
  else if (sv.kind == Kind::kContest) why = contest_refusal(v, sv, n, c);
  else why = pile_refusal(v, sv, n, c);
  return why.empty() ? "The " + to_label(c) + " cannot go there." : why;
}

const char* rules_text() {
  return "# How to play\n"
         "Two players (or two teams of two) build chains of cards from their own base line across a "
         "grid and attack the enemy's. Each player has their own deck of 52 cards and 2 jokers.\n\n"
         "- Each turn: draw a card, then play one card (or discard one).\n"
         "- Lay cards next to your alive nodes to grow a chain toward the enemy base line.\n"
         "- Two of your nodes side by side whose values make 10 power each other.\n"
         "- Attack an enemy node with a card at least as strong; win the contest on an enemy base node to win.\n\n"
         "# Goal\n"
         "GOAL. Win a contest on one of the enemy's base nodes. (Four players: a team wins with 6 "
         "victory points, below.)\n\n"
         "# Setup\n"
         "THE BOARD. Between the two base lines lies a grid 5 cells across and 9 cells from one base "
         "line to the other. A cell is named as the board's margins label it: a letter for its lane (a-e, "
         "the five lanes running from base line to base line) and a number counted from player 1's base "
         "line (1-9), so c4 is the fourth cell of lane c.\n\n"
         "The table turns the board so that your base line "
         "is nearest you: at the bottom of a tall screen (the lanes a-e left to right), on the left of a "
         "wide one (the lanes a-e down the left margin, the numbers 1-9 along the bottom).\n\n"
         "- Each base line has five base nodes, one at the end of each lane, named by the cell in front of "
         "it: base c1 stands in front of c1 (player 2's: base c9). Behind each base node is a support "
         "slot: support c1.\n"
         "- Eight neutral cards lie face down on the grid: a3, c3, e3, b5, d5, a7, c7 and e7.\n"
         "- Cells touch up, down, left and right; a base node touches only the cell in front of it.\n\n"
         "SET-UP. Each player lays the top 5 cards of their deck face up as base nodes. A line with at "
         "most 2 numbered cards (A-10), or a joker, may be redrawn.\n\n"
         "Each player turns up a card: the "
         "higher one starts (ace lowest, joker lower still; ties draw again). Each draws 3 cards.\n\n"
         "# A turn\n"
         "A TURN. Draw a card (4 in hand). You may swap a joker from hand for one of your nodes (once a "
         "turn) and act on your seized piles. Then play one card, or discard one: the turn ends with 3 "
         "cards in hand.\n\n"
         "POWER. Card values: A=1 to 10; royals (J, Q, K) have none. Two of your nodes side by side whose "
         "values make 10 power each other; a 10 (or a joker, or a tower) is powered alone.\n\n"
         "Each node pairs "
         "with at most one partner at a time, but you may switch pairings as you need. A node is alive "
         "when a chain of powered nodes links it to one of your powered base nodes; you play from alive "
         "nodes only.\n"
         "[[example:cf-pair-makes-ten]]\n\n"
         "PLAYING A CARD.\n"
         "- Lay it on an empty cell next to one of your alive nodes (any card), or next to "
         "a dead node if it makes 10 with it.\n"
         "- Or put a numbered card on the support slot behind one of "
         "your numbered base nodes (the sum at most 10).\n"
         "- Or attack: lay it on an enemy node next to one "
         "of your alive nodes; it must be at least as strong (A=1 ... 10, J=11, Q=12, K=13, joker 0).\n"
         "[[example:cf-attack]]\n\n"
         "CONTESTS. The side that does not lead answers on the pile: the defender with a stronger card, "
         "the attacker with an equal or stronger one. A side that does not answer in its turn loses: the "
         "leader wins the pile at the start of their next turn and holds it as a seized pile.\n\n"
         "# Winning\n"
         "THE END. Winning a contest on an enemy base node wins. A player who must draw from an empty "
         "deck ends the game in a tie.\n\n"
         "Four players: partners sit opposite, each team scores:\n"
         "- 1 point per enemy base node it holds,\n"
         "- 2 when a chain links a base node of each partner,\n"
         "- 2 for holding the middle node;\n"
         "- 6 points win at once; when a deck runs out, more points wins.\n\n"
         "# Special cases\n"
         "SEIZED PILES have no power. On your turn you may leave one, replace it with a card from hand, "
         "keep one of your own cards from it, or make a tower of your own 10 and royal (powered like a "
         "10, as strong as its royal).\n\n"
         "NEUTRAL NODES. Probe one by laying a card on it from an alive node: the neutral card is turned "
         "up for both players to see. A stronger probe opens a contest that both sides fight as attackers "
         "(each answer strictly stronger). A probe that is not stronger fails: the neutral card is turned "
         "face down again and the probe stays face up on it; anyone may probe it again.";
}

const char* rules_notes() {
  return "# Our rulings\n"
         "Power, as the engine applies it:\n"
         "- Two powered nodes cannot share the same paired node: each node pairs with at most one own "
         "neighbour to make 10, but you may switch pairings at any time, so you may lay, attack or probe "
         "from a node whenever some pairing powers it and every node linking it to one of your powered "
         "base nodes.\n"
         "- A 10, a tower and a base node supported to 10 are powered alone; a joker on the board is any "
         "single power number, so it is powered and pairs with at most one neighbour.\n"
         "- A royal base node is never powered: no 10 builds a tower on it and no joker replaces it.\n"
         "- A seized pile may be kept, made a tower or replaced in any turn of its holder, the turn it "
         "was won in too.\n\n"
         "Rulings not in the rulebook:\n"
         "- Base nodes touch only the cell in front of them, never each other.\n"
         "- The first card laid on an enemy node must be at least as strong as it; the defender answers "
         "stronger, the attacker equal or stronger. On a neutral node every answer must be stronger.\n"
         "- Whoever wins a contest - attacker or defender - holds the whole pile as a seized pile.\n"
         "- A tower is built by laying a royal on your own 10 (or a 10 on your own royal) without a "
         "powered neighbour: the node itself is where you play from.\n"
         "- Answering a contest needs an adjacent powered node, except when defending your own node.\n"
         "- Keeping a card from a seized pile, making a tower and a joker swap are extra actions before "
         "the turn's play or discard; at most one joker swap per turn. Neutral cards are nobody's own.\n"
         "- A player may redraw base nodes at most 10 times.\n"
         "- If the starting draw ever finds an empty deck, the game is a tie.";
}

}  // namespace ff::crossfire
