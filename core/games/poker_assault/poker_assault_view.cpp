// Poker Assault: what each seat may see: per-seat views and their JSON, determinization (the hidden
// cards resampled), and the whole state as JSON for tools and tests.
#include <algorithm>
#include <cctype>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "core/common/json_read.h"
#include "core/engine/event_json.h"
#include "core/games/poker_assault/poker_assault.h"
#include "core/games/poker_assault/poker_assault_state.h"

namespace ff::poker_assault {

namespace {

SeatView seat_view(const PaState& s, int p) {
  SeatView sv;
  sv.faction = s.config_.faction[p];
  const Variant variant = s.config_.variant;
  sv.second_faction = variant == Variant::kDouble || variant == Variant::kStreet ? s.second_faction(p) : -1;
  sv.street = StreetView{static_cast<int>(s.reserve_[p].size()), s.street_used_[p]};
  sv.chips = std::max(0, s.chips(p));  // damage past 0 knocks out; the stack shows 0, not a debt
  sv.out = s.out_[p];
  sv.hand_size = static_cast<int>(s.hand_[p].size());
  sv.deck_size = static_cast<int>(s.deck_[p].size());
  sv.discard_size = static_cast<int>(s.discard_[p].size());
  if (!s.discard_[p].empty()) sv.discard_top = DiscardTopView{true, s.discard_[p].back()};
  sv.secrets = static_cast<int>(s.secrets_[p].size());
  sv.power_deck = static_cast<int>(s.power_deck_[p].size());
  sv.face_up = s.face_up_[p];
  sv.afterburner = s.boost_[p] >= 0;
  return sv;
}

AssaultCardView assault_card_view(const ACard& x) {
  AssaultCardView a;
  a.card = x.card;
  a.rank = x.rank;
  a.suit = x.suit;
  a.modified = x.modified;
  a.ability = static_cast<int>(x.ability);
  a.status = x.status == Fight::kUndefended ? "undefended" : x.status == Fight::kDefended ? "defended" : "negated";
  if (x.has_defender) a.defender = DefenderView{true, x.defender, x.defender_seat};
  a.attached = x.attached;
  a.illusion = x.illusion;
  return a;
}

// The Assault's type: launched, the locked one; preparing, the best one so far and those still possible.
void type_view(const PaState& s, View& v) {
  if (s.launched_) {
    v.type = s.type_ >= 0 ? type_name(s.type_) : "";
    return;
  }
  if (s.assault_.empty()) return;
  const uint32_t allowed = s.allowed_types(s.attacker_);
  const uint32_t legal = legal_types(s.effs(false), allowed);
  for (int t = kNumTypes - 1; t >= 0; --t)
    if (legal & (1u << t)) {
      v.type = type_name(t);
      break;
    }
  const uint32_t pot = potential_types(s.effs(false), allowed);
  for (int t = 0; t < kNumTypes; ++t)
    if (pot & (1u << t)) v.reachable.push_back(type_name(t));
}

// A line for the table's banner: what hurts, heals or turns the Assault, and the Power Cards played
// or drawn face up, each with its effect (a secret drawn face down says nothing).
bool headline(const EventRecord& e) {
  switch (e.kind) {
    case EventKind::kDamage: case EventKind::kDirect: case EventKind::kMark: case EventKind::kPress: case EventKind::kNoPress:
    case EventKind::kReform: case EventKind::kStop: case EventKind::kFullDefense: case EventKind::kKnockOut:
    case EventKind::kReenter: case EventKind::kUndying: case EventKind::kWin: case EventKind::kDraw: case EventKind::kLimit:
    case EventKind::kPowerPlay: case EventKind::kGain: case EventKind::kNegate:
      return true;
    case EventKind::kPowerDraw: {
      const PowerKind k = power_info(e.value).kind;
      return k != PowerKind::kSecretA && k != PowerKind::kSecretD;
    }
    default: return false;
  }
}

}  // namespace

// The card whose ability or Power Card asks a pending choice, with its text: a choice panel names
// what it resolves ("Coven Mistress: ...").
// The faction ability a pending choice resolves (kNone: a Power Card's, below).
static Ability choice_ability(Pending::Kind k) {
  switch (k) {
    case Pending::kWingman: return Ability::kWingman;
    case Pending::kTelepath: return Ability::kCelestialTelepath;
    case Pending::kProbe: return Ability::kProbe;
    case Pending::kCoven: return Ability::kCovenMistress;
    case Pending::kMoonCaller: return Ability::kMoonCaller;
    case Pending::kMesmerist: return Ability::kMesmerist;
    case Pending::kForceField: return Ability::kForceField;
    default: return Ability::kNone;
  }
}

// The Power Card a pending choice resolves, or -1.
static int choice_power(Pending::Kind k) {
  switch (k) {
    case Pending::kOrbital: return kPOrbitalStrike;
    case Pending::kEnergyShield: return kPEnergyShield;
    case Pending::kGaze: return kPHypnoticGaze;
    case Pending::kTransform: return kPCrimsonTransformation;
    case Pending::kHowl: return kPHowlAtTheMoon;
    case Pending::kBloodlust: return kPBloodlust;
    case Pending::kMindSwap: return kPMindSwap;
    case Pending::kTeleporter: return kPTeleporter;
    case Pending::kAfterburner: return kPAfterburner;
    default: return -1;
  }
}

// A choice panel names the card whose ability or Power Card it resolves, with its text.
static void name_choice(Pending::Kind k, View& v) {
  if (const Ability ab = choice_ability(k); ab != Ability::kNone) {
    v.choice_for = ability_info(ab).name;
    v.choice_text = ability_info(ab).text;
  } else if (const int id = choice_power(k); id >= 0) {
    v.choice_for = power_info(id).name;
    v.choice_text = power_info(id).text;
  }
}

// The seat's own hand (with its cards' abilities and Afterburner) and face-down Power Cards.
static void own_cards(const PaState& s, int seat, View& v) {
  v.hand = s.hand_[seat];
  for (Card c : v.hand) {
    const Ability ab = printed_ability(s.faction_of_deck(c.deck), c);
    v.hand_abilities.push_back(ability_info(ab).implemented ? static_cast<int>(ab) : 0);
  }
  if (s.boost_[seat] >= 0) v.boosted = BoostView{true, Card::from_id(static_cast<uint16_t>(s.boost_[seat]))};
  v.secrets = s.secrets_[seat];
}

View view(const State& state, int seat) { return view(state, seat, 0); }

View view(const State& state, int seat, size_t events_from) {
  View v;
  v.seat = seat;
  const auto* s = Registration::state_of(state);  // null for another game's State
  if (!s || seat < kObserver || seat >= state.num_seats()) return v;
  v.seats = s->num_seats();
  v.phase = s->phase_;
  v.to_act = s->current_player();
  v.attacker = s->attacker_;
  v.assaults = s->assaults_;
  if (s->launched_ && (s->phase_ == Phase::kDefend || s->phase_ == Phase::kReform)) v.defender = s->to_act_;
  for (int p = 0; p < v.seats; ++p) v.players.push_back(seat_view(*s, p));
  if (seat != kObserver) own_cards(*s, seat, v);  // the public view holds nobody's hand or secrets
  for (const ACard& x : s->assault_) v.assault.push_back(assault_card_view(x));
  v.launched = s->launched_;
  type_view(*s, v);
  if (seat != kObserver && s->phase_ == Phase::kChoice && s->to_act_ == seat) {
    name_choice(s->pending_.kind, v);
    for (Action a : s->legal_actions()) v.choice.push_back(s->action_to_string(a));
    for (const Opt& o : s->pending_.opts) {
      std::string words = s->opt_text(o, true);
      words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
      v.choice_words.push_back(std::move(words));
    }
    if (seat == s->attacker_) v.peek = s->peek_;
  }
  v.peek_count = static_cast<int>(s->peek_.size());
  if (seat != kObserver) v.known_bottom = s->known_bottom_[seat];
  v.variant = s->config_.variant;
  if (v.variant == Variant::kCross)
    for (int k = 0; k < 16; ++k) v.draft.push_back(s->draft_[k]);
  v.over = s->phase_ == Phase::kGameOver;
  v.winner = s->winner_;
  v.loser = s->loser_;
  for (size_t i = events_from; i < s->events_.size(); ++i) {
    const EventRecord& e = s->events_[i];
    std::string text = event_text(*s, e, Person::kThird);
    // Nobody is "you" in the public view.
    std::string text_you = e.seat < 0 || seat == kObserver ? text : event_text(*s, e, Person::kSecond);
    v.events.push_back(Event{e.seat, std::move(text), std::move(text_you), event_cue(e), event_tell(e)});
  }
  // Back to the launch, or to the next Assault's latest card: the last Assault's outcome leaves the
  // banner once its successor is on the table.
  for (int i = static_cast<int>(s->events_.size()) - 1; i >= 0; --i) {
    const EventKind kind = s->events_[i].kind;
    if (kind == EventKind::kLaunch || kind == EventKind::kFirst || kind == EventKind::kPlay || kind == EventKind::kAdd) break;
    if (headline(s->events_[i])) v.headlines.insert(v.headlines.begin(), i);
  }
  return v;
}

std::string to_json(const View& v) { return fields::to_json(v); }

// ---- reading a view back (an online guest's table) ------------------------------------------

namespace {

// What the field list cannot check: seats below the view's seat count, one ability per hand card,
// known Assault card states, headlines in the log. The first problem, or "".
std::string view_problem(const View& v) {
  const int n = v.seats;
  auto seat_problem = [&](const std::string& key, int seat, int lo) {
    return seat < lo || seat >= n ? key + ": " + std::to_string(seat) + " is out of range " + std::to_string(lo) + " to " + std::to_string(n - 1) : "";
  };
  std::vector<std::string> why{seat_problem("seat", v.seat, kObserver)};
  for (size_t k = 0; k < v.draft.size(); ++k) why.push_back(seat_problem("draft[" + std::to_string(k) + "]", v.draft[k], -1));
  const std::pair<const char*, int> seats[] = {{"to_act", v.to_act}, {"attacker", v.attacker}, {"defender", v.defender},
                                               {"winner", v.winner}, {"loser", v.loser}};
  for (const auto& [key, seat] : seats) why.push_back(seat_problem(key, seat, -1));
  if (static_cast<int>(v.players.size()) != n) why.push_back("players: " + std::to_string(v.players.size()) + " for " + std::to_string(n) + " seats");
  if (v.hand_abilities.size() != v.hand.size()) why.push_back("hand_abilities: one per hand card");
  for (size_t i = 0; i < v.assault.size(); ++i) {
    const AssaultCardView& a = v.assault[i];
    const std::string at = "assault[" + std::to_string(i) + "].";
    if (a.status != "undefended" && a.status != "defended" && a.status != "negated") why.push_back(at + "status: \"" + a.status + "\" is not a known name");
    if (a.defender.has) why.push_back(seat_problem(at + "defender_seat", a.defender.seat, 0));
  }
  for (int h : v.headlines)  // indexes a table looks up in the log
    if (static_cast<size_t>(h) >= v.events.size()) why.push_back("headlines: " + std::to_string(h) + " is past the log");
  why.push_back(event_seat_problem(v.events, n));
  for (const std::string& w : why)
    if (!w.empty()) return w;
  return "";
}

}  // namespace

Result<View> view_from_json(std::string_view json) {
  auto v = fields::from_json<View>(json, "view");
  if (!v) return v;
  if (std::string why = view_problem(*v); !why.empty()) return make_error("view: " + why);
  return v;
}

// ---- hidden information --------------------------------------------------------------------------

std::unique_ptr<State> PaState::determinize(int seat, Rng& rng) const {
  auto copy = std::make_unique<PaState>(*this);
  // Hidden from `seat`, per player: the deck's order and content (except the bottom cards its owner
  // has seen), the discard pile under its top card, the hands of the others (the attacker's hand
  // stays while `seat` looks at it for Probe), cards the attacker is looking at; the Power Deck's
  // order and the others' face-down Power Cards.
  for (int o = 0; o < num_seats(); ++o) {
    const size_t keep_bottom = o == seat ? known_bottom_[o].size() : 0;
    const bool hand_hidden = o != seat && !(phase_ == Phase::kChoice && pending_.kind == Pending::kProbe &&
                                            pending_.seat == seat && o == attacker_);
    const bool peek_hidden = o == attacker_ && o != seat;
    std::vector<Card> pool(deck_[o].begin() + static_cast<long>(keep_bottom), deck_[o].end());
    if (discard_[o].size() > 1) pool.insert(pool.end(), discard_[o].begin(), discard_[o].end() - 1);
    if (hand_hidden) pool.insert(pool.end(), hand_[o].begin(), hand_[o].end());
    if (peek_hidden) pool.insert(pool.end(), peek_.begin(), peek_.end());
    std::sort(pool.begin(), pool.end());  // the result must depend on the view and rng only
    rng.shuffle(pool);
    size_t k = 0;
    for (size_t i = keep_bottom; i < copy->deck_[o].size(); ++i) copy->deck_[o][i] = pool[k++];
    if (discard_[o].size() > 1)
      for (size_t i = 0; i + 1 < discard_[o].size(); ++i) copy->discard_[o][i] = pool[k++];
    if (hand_hidden) {
      for (Card& c : copy->hand_[o]) c = pool[k++];
      std::sort(copy->hand_[o].begin(), copy->hand_[o].end());
      // Which hand card carries Afterburner is hidden too.
      if (boost_[o] >= 0 && !copy->hand_[o].empty()) copy->boost_[o] = copy->hand_[o].front().id();
    }
    if (peek_hidden)
      for (Card& c : copy->peek_) c = pool[k++];
    if (o != seat) copy->known_bottom_[o].clear();
    std::vector<int> ppool(power_deck_[o]);
    if (o != seat) ppool.insert(ppool.end(), secrets_[o].begin(), secrets_[o].end());
    std::sort(ppool.begin(), ppool.end());
    rng.shuffle(ppool);
    k = 0;
    for (int& id : copy->power_deck_[o]) id = ppool[k++];
    if (o != seat) {
      for (int& id : copy->secrets_[o]) id = ppool[k++];
      std::sort(copy->secrets_[o].begin(), copy->secrets_[o].end());
    }
  }
  for (int o = 0; o < num_seats(); ++o) {
    // Street Fight: the second deck lies face down, unseen by everyone.
    std::vector<Card> pool(reserve_[o]);
    std::sort(pool.begin(), pool.end());
    rng.shuffle(pool);
    copy->reserve_[o] = pool;
    std::vector<int> ppool(reserve_power_[o]);
    std::sort(ppool.begin(), ppool.end());
    rng.shuffle(ppool);
    copy->reserve_power_[o] = ppool;
  }
  if (phase_ == Phase::kChoice && pending_.seat != seat) copy->refresh_pending();
  copy->rng_.reseed(rng.next_u64());
  copy->rig_.reset();
  return copy;
}

std::vector<Card> PaState::all_cards() const {
  std::vector<Card> all(gone_);
  all.insert(all.end(), peek_.begin(), peek_.end());
  all.insert(all.end(), box_.begin(), box_.end());
  for (int s = 0; s < num_seats(); ++s) {
    all.insert(all.end(), deck_[s].begin(), deck_[s].end());
    all.insert(all.end(), hand_[s].begin(), hand_[s].end());
    all.insert(all.end(), discard_[s].begin(), discard_[s].end());
    all.insert(all.end(), reserve_[s].begin(), reserve_[s].end());
  }
  for (const ACard& x : assault_) {
    all.push_back(x.card);
    if (x.has_defender) all.push_back(x.defender);
  }
  return all;
}


// ---- JSON ----------------------------------------------------------------------------------------

namespace {

// `key`: [write(0), write(1), ...] for n seats (or other indexes).
template <class F>
void each(JsonWriter& j, const char* key, int n, F write) {
  j.key(key).begin_array();
  for (int i = 0; i < n; ++i) write(i);
  j.end_array();
}

void assault_json(JsonWriter& j, const std::vector<ACard>& assault) {
  j.key("assault").begin_array();
  for (const ACard& x : assault) {
    j.begin_object().key("card").card(x.card).key("rank").value(static_cast<int>(x.rank));
    j.key("suit").value(static_cast<int>(x.suit)).key("modified").value(x.modified).key("wild").value(x.wild);
    j.key("ability").value(static_cast<int>(x.ability)).key("status").value(static_cast<int>(x.status));
    if (x.has_defender)
      j.key("defender").card(x.defender).key("by").value(static_cast<int>(x.defender_seat)).key("def_suit").value(static_cast<int>(x.def_suit));
    j.key("attached").values(x.attached).key("thief").value(static_cast<int>(x.thief));
    j.key("stowaway").value(x.stowaway).key("illusion").value(x.illusion).key("bonus").value(static_cast<int>(x.bonus));
    j.end_object();
  }
  j.end_array();
}

}  // namespace

std::string PaState::to_json() const {
  const int n = num_seats();
  JsonWriter j;
  j.begin_object();
  j.key("phase").value(phase_id(phase_)).key("to_act").value(current_player()).key("attacker").value(attacker_);
  j.key("assaults").value(assaults_).key("first_player").value(first_player_);
  each(j, "chips", teams() ? 2 : n, [&](int t) { j.value(chips_[t]); });
  each(j, "out", n, [&](int s) { j.value(out_[s]); });
  each(j, "factions", n, [&](int s) { j.value(faction_id(config_.faction[s])); });
  j.key("variant").value(static_cast<int>(config_.variant)).key("random_chips").value(config_.chips == StartChips::kRandom);
  each(j, "draft", 16, [&](int k) { j.value(static_cast<int>(draft_[k])); });
  each(j, "reserve", n, [&](int s) { j.cards(reserve_[s]); });
  each(j, "reserve_power", n, [&](int s) { j.values(reserve_power_[s]); });
  each(j, "street_used", n, [&](int s) { j.value(street_used_[s]); });
  each(j, "primary", n, [&](int s) { j.value(primary_[s]); });
  each(j, "decks", n, [&](int s) { j.cards(deck_[s]); });
  each(j, "hands", n, [&](int s) { j.cards(hand_[s]); });
  each(j, "discards", n, [&](int s) { j.cards(discard_[s]); });
  j.key("gone").cards(gone_).key("box").cards(box_);
  each(j, "power_decks", n, [&](int s) { j.values(power_deck_[s]); });
  each(j, "secrets", n, [&](int s) { j.values(secrets_[s]); });
  each(j, "face_up", n, [&](int s) { j.values(face_up_[s]); });
  each(j, "power_discards", n, [&](int s) { j.values(power_discard_[s]); });
  assault_json(j, assault_);
  j.key("launched").value(launched_).key("type").value(type_).key("types").value(types_);
  each(j, "passed", n, [&](int s) { j.value(passed_[s]); });
  each(j, "played", n, [&](int s) { j.value(def_played_[s]); });
  each(j, "reduce", n, [&](int s) { j.value(reduce_[s]); });
  each(j, "defended", n, [&](int s) { j.value(defended_count_[s]); });
  j.key("no_press").value(no_press_).key("relentless").value(relentless_).key("ferocity").value(ferocity_);
  j.key("pending").value(static_cast<int>(pending_.kind)).key("pending_seat").value(static_cast<int>(pending_.seat));
  each(j, "options", static_cast<int>(pending_.opts.size()), [&](int k) { j.value(opt_text(pending_.opts[k])); });
  j.key("left").value(static_cast<int>(pending_.left)).key("source").value(static_cast<int>(pending_.source));
  j.key("resume").value(static_cast<int>(resume_)).key("resume_seat").value(static_cast<int>(resume_seat_));
  each(j, "todo", static_cast<int>(todo_.size()),
       [&](int k) { j.begin_array().value(static_cast<int>(todo_[k].kind)).value(static_cast<int>(todo_[k].index)).end_array(); });
  j.key("peek").cards(peek_).key("draws_left").value(draws_left_).key("from_hand").value(played_from_hand_);
  each(j, "boost", n, [&](int s) { j.value(boost_[s]); });
  each(j, "known_bottom", n, [&](int s) { j.cards(known_bottom_[s]); });
  j.key("winner").value(winner_);
  j.key("loser").value(loser_);
  each(j, "events", static_cast<int>(events_.size()),
       [&](int k) { j.begin_array().value(static_cast<int>(events_[k].seat)).value(event_text(*this, events_[k])).end_array(); });
  j.end_object();
  return j.str();
}

std::string PaState::view_json(int seat) const { return poker_assault::to_json(view(*this, seat)); }
std::string PaState::view_tail_json(int seat, size_t events_from) const { return poker_assault::to_json(view(*this, seat, events_from)); }
size_t PaState::event_count() const { return events_.size(); }

Options rematch_options(const View& finished) {
  return {{"first", finished.loser >= 0 ? std::to_string(finished.loser + 1) : "cut"}};
}

}  // namespace ff::poker_assault
