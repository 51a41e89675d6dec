// Poker Assault: the faction powers: Secret Power Cards and when they may be played, the choices
// abilities and Power Cards ask (and their answers), on-play and on-defend abilities, Power Cards
// drawn at launch, Undying.
#include <algorithm>

#include "core/games/poker_assault/poker_assault_state.h"

namespace ff::poker_assault {

namespace {
bool low_enough(const ACard& t) { return t.rank <= 10; }  // a low Ace is 1
}  // namespace

// ---- Secret Power Cards that may be played now (R9) ------------------------------------------------

void PaState::secret_actions(int p, std::vector<Action>& out) const {
  for (int id : secrets_[p]) {
    const PowerInfo& pi = power_info(id);
    if (!pi.implemented) continue;
    const int name = id;
    const int n = static_cast<int>(assault_.size());
    if (pi.kind == PowerKind::kSecretA) {
      if (phase_ != Phase::kPrepare && phase_ != Phase::kLaunchWindow) continue;
      if (assault_.empty()) continue;
      if (pi.attachment) {
        for (int i = 0; i < n; ++i) out.push_back(encode_power(id, i));
      } else if (name == kPCrimsonTransformation || name == kPHowlAtTheMoon) {
        if (!change_options(name == kPHowlAtTheMoon).empty()) out.push_back(encode_power(id, kNoTarget));
      } else if (name == kPMindSwap) {
        if (!swap_options().empty()) out.push_back(encode_power(id, kNoTarget));
      } else {
        out.push_back(encode_power(id, kNoTarget));
      }
    } else if (pi.kind == PowerKind::kSecretD) {
      if (phase_ != Phase::kDefend) continue;
      if (name == kPEvasiveManeuvers) {
        for (int i = 0; i < n; ++i) {
          const ACard& t = assault_[i];
          if (t.status == Fight::kUndefended && !menacer_locked(i) && t.ability != Ability::kSavage &&
              !attached(t, kPAlphasMark) && !attached(t, kPCloakingDevice))
            out.push_back(encode_power(id, i));
        }
      } else if (name == kPEnergyShield) {
        for (int i = 0; i < n; ++i)
          if (assault_[i].status == Fight::kUndefended && !menacer_locked(i) && low_enough(assault_[i]))
            out.push_back(encode_power(id, i));
      } else if (name == kPAbduction) {
        for (int i = 0; i < n; ++i)
          if (assault_[i].status == Fight::kUndefended && !menacer_locked(i)) out.push_back(encode_power(id, i));
      } else if (name == kPIllusion) {
        for (int i = 0; i < n; ++i)
          if (assault_[i].status == Fight::kUndefended && !assault_[i].illusion) out.push_back(encode_power(id, i));
      } else if (name == kPCounterattack) {
        if (defended_count_[p] >= 2) out.push_back(encode_power(id, kNoTarget));
      } else if (name == kPRadarJamming) {
        bool any = false;
        for (const ACard& t : assault_) any |= t.has_defender;
        if (!any) out.push_back(encode_power(id, kNoTarget));
      } else if (name == kPHypnoticGaze) {
        if (!gaze_options().empty()) out.push_back(encode_power(id, kNoTarget));
      } else if (name != kPUndying) {  // Undying plays itself at its moment (notes.md, Undying)
        out.push_back(encode_power(id, kNoTarget));
      }
    }
  }
}

// ---- the options of choices ---------------------------------------------------------------------

// Suit (Transformation, Coven Mistress) or rank step (Howl, Moon Caller) changes of Assault cards that
// keep the set possible while preparing (R8).
std::vector<Opt> PaState::change_options(bool rank, int skip) const {
  std::vector<Opt> out;
  const std::vector<Eff> base = effs(false);
  for (int i = 0; i < static_cast<int>(assault_.size()); ++i) {
    if (i == skip) continue;
    const ACard& x = assault_[i];
    std::vector<int> values;
    if (rank) {
      const int r = x.rank == 1 ? kAce : x.rank;
      values = {r == kAce ? 2 : r + 1, r == 2 ? kAce : r - 1};
      std::sort(values.begin(), values.end());
    } else {
      for (int s = 0; s < 4; ++s)
        if (s != x.suit) values.push_back(s);
    }
    for (int v : values) {
      if (!launched_) {
        std::vector<Eff> set = base;
        if (rank) set[i].rank = static_cast<uint8_t>(v);
        else set[i].suit = static_cast<uint8_t>(v);
        set[i].wild = false;  // a modified Infiltrator is no longer wild
        if (!set_ok(set)) continue;
      }
      out.push_back(Opt{rank ? Opt::kRank : Opt::kSuit, x.card, static_cast<int8_t>(i), static_cast<int8_t>(v)});
    }
  }
  return out;
}

std::vector<Opt> PaState::gaze_options() const {
  std::vector<Opt> out;
  for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
    if (assault_[i].status == Fight::kUndefended)
      for (int s = 0; s < 4; ++s)
        if (s != assault_[i].suit) out.push_back(Opt{Opt::kSuit, assault_[i].card, static_cast<int8_t>(i), static_cast<int8_t>(s)});
  return out;
}

std::vector<Opt> PaState::swap_options() const {
  std::vector<Opt> out;
  for (Card c : hand_[attacker_])
    for (int d : defenders())
      if (!hand_[d].empty()) out.push_back(Opt{Opt::kSwap, c, -1, static_cast<int8_t>(d)});
  return out;
}

// Options of a pending choice that name hidden cards, rebuilt after determinize() resampled them.
void PaState::refresh_pending() {
  Pending& pd = pending_;
  auto hand_opts = [&](int seat, Opt::What w, bool done) {
    pd.opts.clear();
    for (Card c : hand_[seat]) pd.opts.push_back(Opt{w, c});
    if (done) pd.opts.push_back(Opt{});
  };
  switch (pd.kind) {
    case Pending::kProbe: hand_opts(attacker_, Opt::kPick, false); break;
    case Pending::kAfterburner: hand_opts(pd.seat, Opt::kBoost, false); break;
    case Pending::kTeleporter: hand_opts(pd.seat, Opt::kBottom, true); break;
    case Pending::kMindSwap: pd.opts = swap_options(); break;
    case Pending::kWingman:
      pd.opts = wingman_options();
      for (Card c : peek_) pd.opts.push_back(Opt{Opt::kLeave, c});
      break;
    case Pending::kTelepath:
      pd.opts.clear();
      for (Card c : peek_) pd.opts.push_back(Opt{Opt::kKeepCard, c});
      break;
    default: break;
  }
}

std::vector<Opt> PaState::wingman_options() const {
  std::vector<Opt> opts;
  for (Card c : peek_)
    for (int change : play_changes(active_assault(c), c.rank, c.suit))
      if (play_ok(c, change, false)) opts.push_back(Opt{Opt::kAdd, c, -1, static_cast<int8_t>(change)});
  return opts;
}

// ---- asking and answering --------------------------------------------------------------------------

void PaState::ask(Pending::Kind kind, int seat, std::vector<Opt> opts, Resume after, int source, int left) {
  pending_.kind = kind;
  pending_.seat = static_cast<int8_t>(seat);
  pending_.opts = std::move(opts);
  pending_.source = static_cast<int8_t>(source);
  pending_.left = static_cast<int8_t>(left);
  resume_ = after;
  enter(Phase::kChoice, seat);
}

void PaState::resume() {
  switch (resume_) {
    case Resume::kPrepare: run_todo(); break;
    case Resume::kLaunch: continue_launch(); break;
    case Resume::kWindow: enter(Phase::kLaunchWindow, attacker_); break;
    case Resume::kAfterDefend: post_defend(resume_seat_); break;
    case Resume::kDefendTurn:
      enter(Phase::kDefend, resume_seat_);
      if (undefended() == 0) defense_complete();
      break;
  }
}

// ---- on-play abilities (R2 step 3) ------------------------------------------------------------------

void PaState::on_play_effect(const Todo& t) {
  switch (t.kind) {
    case Todo::kTelepath: telepath(); break;
    case Todo::kPeek1: peek_for(t.index, 1); break;
    case Todo::kPeek2: peek_for(t.index, 2); break;
    case Todo::kCoven:
    case Todo::kMoonCaller: {
      const bool rank = t.kind == Todo::kMoonCaller;
      std::vector<Opt> opts = change_options(rank, t.index);
      if (!opts.empty()) {
        opts.push_back(Opt{});
        ask(rank ? Pending::kMoonCaller : Pending::kCoven, attacker_, std::move(opts), Resume::kPrepare, t.index);
      }
      break;
    }
    case Todo::kDraw: break;  // the replacement draw: run_todo()
  }
}

// Wingman (n = 1) and Squadron Leader (n = 2): look at the top of the deck, maybe add one.
void PaState::peek_for(int index, int n) {
  const int p = attacker_;
  for (int i = 0; i < n; ++i) {
    if (!ensure_deck(p)) break;
    peek_.push_back(deck_[p].back());
    deck_[p].pop_back();
    bottom_changed(p);
  }
  log(EventKind::kPeek, p).value = static_cast<int16_t>(peek_.size());
  if (peek_.empty()) return;
  std::vector<Opt> opts = wingman_options();
  if (opts.empty() && peek_.size() == 1) {
    deck_[p].push_back(peek_[0]);  // it stays on top (and becomes the replacement draw)
    peek_.clear();
    log(EventKind::kLeave, p).value = 1;
    return;
  }
  for (Card c : peek_) opts.push_back(Opt{Opt::kLeave, c});
  ask(Pending::kWingman, p, std::move(opts), Resume::kPrepare, index);
}

// Celestial Telepath's replacement draw.
void PaState::telepath() {
  const int p = attacker_;
  auto& d = deck_[p];
  if (d.size() == 1 && !discard_[p].empty()) {
    // The discard pile becomes a new deck under the last card.
    std::vector<Card> fresh;
    fresh.swap(discard_[p]);
    rng_.shuffle(fresh);
    fresh.push_back(d.back());
    d.swap(fresh);
    known_bottom_[p].clear();
    log(EventKind::kReshuffle, p);
  }
  for (int i = 0; i < 2; ++i) {
    if (!ensure_deck(p)) break;
    peek_.push_back(d.back());
    d.pop_back();
    bottom_changed(p);
  }
  if (peek_.empty()) return;
  if (peek_.size() == 1) {
    hand_[p].push_back(peek_[0]);
    peek_.clear();
    return;
  }
  log(EventKind::kPeek, p).value = 2;
  std::vector<Opt> opts;
  for (Card c : peek_) opts.push_back(Opt{Opt::kKeepCard, c});
  ask(Pending::kTelepath, p, std::move(opts), Resume::kPrepare);
}

// ---- the answers to choices ------------------------------------------------------------------------

void PaState::apply_choice(const Opt o) {
  const Pending pd = pending_;
  pending_ = Pending{};
  enter(Phase::kPrepare, to_act_);  // a placeholder: resume() sets the real phase
  if (!answer(pd, o) || phase_ == Phase::kGameOver) return;
  resume();
}

// One handler per kind of choice; false when it asks again (Transformation, Howl, Bloodlust and
// Teleporter allow more than one pick).
bool PaState::answer(const Pending& pd, const Opt& o) {
  const int p = pd.seat;
  switch (pd.kind) {
    case Pending::kNone: break;
    case Pending::kOrbital: direct_damage(o.value, 2, power_cause(kPOrbitalStrike)); break;
    case Pending::kWingman: answer_wingman(p, o); break;
    case Pending::kTelepath: answer_telepath(p, o); break;
    case Pending::kProbe: answer_probe(p, o); break;
    case Pending::kCoven:
    case Pending::kMoonCaller:
    case Pending::kMesmerist:
    case Pending::kGaze:
    case Pending::kTransform:
    case Pending::kHowl: return answer_change(pd, o);
    case Pending::kForceField:
      if (o.what == Opt::kAlso) {
        assault_[o.target].status = Fight::kDefended;
        log(EventKind::kAlso, p).cards[0] = assault_[o.target].card;
      }
      break;
    case Pending::kEnergyShield:
      if (o.what == Opt::kNegate) {
        assault_[o.target].status = Fight::kNegated;
        log(EventKind::kNegate, p).cards[0] = assault_[o.target].card;
      }
      break;
    case Pending::kBloodlust: return answer_mark(pd, o);
    case Pending::kMindSwap: answer_swap(p, o); break;
    case Pending::kTeleporter: return answer_teleporter(pd, o);
    case Pending::kAfterburner:
      boost_[p] = o.card.id();
      log(EventKind::kBoost, p);
      break;
  }
  return true;
}

// Wingman / Squadron Leader: add a peeked card (the rest goes back on top), or leave them all with
// the named card on top.
void PaState::answer_wingman(int p, const Opt& o) {
  if (o.what == Opt::kAdd) {
    peek_.erase(std::find(peek_.begin(), peek_.end(), o.card));
    for (Card c : peek_) deck_[p].push_back(c);  // the rest goes back on top
    if (!peek_.empty()) log(EventKind::kLeave, p).value = static_cast<int16_t>(peek_.size());
    peek_.clear();
    add_to_assault(o.card, o.value, false);
    return;
  }
  for (Card c : peek_)
    if (c != o.card) deck_[p].push_back(c);
  deck_[p].push_back(o.card);  // the named card ends on top
  log(EventKind::kLeave, p).value = static_cast<int16_t>(peek_.size());
  peek_.clear();
}

// Celestial Telepath: keep one card, the other goes to the bottom (and stays known to its owner).
void PaState::answer_telepath(int p, const Opt& o) {
  for (Card c : peek_) {
    if (c == o.card) {
      hand_[p].push_back(c);
    } else {
      deck_[p].insert(deck_[p].begin(), c);
      known_bottom_[p].insert(known_bottom_[p].begin(), c);
    }
  }
  peek_.clear();
  log(EventKind::kTelepathKeep, p);
}

// Probe: the attacker discards the card the defender picked, and draws.
void PaState::answer_probe(int p, const Opt& o) {
  const int a = attacker_;
  take_from_hand(a, o.card);
  unboost(a, o.card);
  discard_to(a, o.card);
  log(EventKind::kProbed, p).cards[0] = o.card;
  draw(a);
}

bool PaState::answer_change(const Pending& pd, const Opt& o) {
  if (o.what != Opt::kSuit && o.what != Opt::kRank) return true;
  ACard& x = assault_[o.target];
  if (o.what == Opt::kSuit) x.suit = static_cast<uint8_t>(o.value);
  else x.rank = static_cast<uint8_t>(o.value);
  x.modified = true;
  x.wild = false;
  EventRecord& e = log(o.what == Opt::kSuit ? EventKind::kChangeSuit : EventKind::kChangeRank, pd.seat);
  e.cards[0] = x.card;
  e.value = o.value;
  if ((pd.kind != Pending::kTransform && pd.kind != Pending::kHowl) || pd.left <= 1) return true;
  // Transformation and Howl change a second card (another one).
  std::vector<Opt> opts = change_options(pd.kind == Pending::kHowl);
  opts.erase(std::remove_if(opts.begin(), opts.end(), [&](const Opt& q) { return q.target == o.target; }), opts.end());
  if (opts.empty()) return true;
  opts.push_back(Opt{});
  ask(pd.kind, pd.seat, std::move(opts), resume_, -1, pd.left - 1);
  return false;
}

// Bloodlust: up to two Assault cards deal +1.
bool PaState::answer_mark(const Pending& pd, const Opt& o) {
  if (o.what != Opt::kMark) return true;
  ++assault_[o.target].bonus;
  log(EventKind::kMark, pd.seat).cards[0] = assault_[o.target].card;
  if (pd.left <= 1) return true;
  std::vector<Opt> opts;
  for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
    if (i != o.target) opts.push_back(Opt{Opt::kMark, assault_[i].card, static_cast<int8_t>(i)});
  opts.push_back(Opt{});
  ask(pd.kind, pd.seat, std::move(opts), resume_, -1, pd.left - 1);
  return false;
}

// Mind Swap: the chosen hand card for a random card of the chosen defender.
void PaState::answer_swap(int p, const Opt& o) {
  const int d = o.value;
  const Card took = hand_[d][rng_.below(static_cast<uint32_t>(hand_[d].size()))];
  unboost(p, o.card);
  unboost(d, took);
  take_from_hand(p, o.card);
  take_from_hand(d, took);
  hand_[d].push_back(o.card);
  hand_[p].push_back(took);
  log(EventKind::kSwap, p).detail = static_cast<int16_t>(d);
}

// Teleporter: up to two hand cards to the bottom of the deck (`source` counts them), then as many
// drawn.
bool PaState::answer_teleporter(const Pending& pd, const Opt& o) {
  const int p = pd.seat;
  if (o.what != Opt::kBottom) {
    draw(p, pd.source);
    return true;
  }
  take_from_hand(p, o.card);
  deck_[p].insert(deck_[p].begin(), o.card);
  known_bottom_[p].insert(known_bottom_[p].begin(), o.card);
  log(EventKind::kBottom, p);
  const int moved = pd.source + 1;
  if (pd.left > 1 && !hand_[p].empty()) {
    std::vector<Opt> opts;
    for (Card c : hand_[p]) opts.push_back(Opt{Opt::kBottom, c});
    opts.push_back(Opt{});
    ask(pd.kind, p, std::move(opts), resume_, moved, pd.left - 1);
    return false;
  }
  draw(p, moved);
  return true;
}

// ---- Power Cards drawn at launch (R5 step 2) and played -----------------------------------------------

void PaState::draw_power(int seat) {
  auto& pd = power_deck_[seat];
  if (pd.empty()) return;  // an empty Power Deck draws nothing
  const int id = pd.back();
  pd.pop_back();
  log(EventKind::kPowerDraw, seat).value = static_cast<int16_t>(id);
  switch (power_info(id).kind) {
    case PowerKind::kSecretA:
    case PowerKind::kSecretD: secrets_[seat].push_back(id); break;
    case PowerKind::kNewType:
    case PowerKind::kPersistent: face_up_[seat].push_back(id); break;
    case PowerKind::kImmediate: immediate_power(seat, id); break;
  }
}

// An Immediate Power Card resolves as it is drawn (those that ask pause the launch's draws).
void PaState::immediate_power(int seat, int id) {
  if (id == kPAfterburner && !hand_[seat].empty() && boost_[seat] < 0) {
    std::vector<Opt> opts;
    for (Card c : hand_[seat]) opts.push_back(Opt{Opt::kBoost, c});
    ask(Pending::kAfterburner, seat, std::move(opts), Resume::kLaunch);
    return;
  }
  power_discard_[seat].push_back(id);
  if (id == kPBloodPact) {
    gain(seat, 2, power_cause(kPBloodPact));
  } else if (id == kPOrbitalStrike) {
    std::vector<Opt> opts;
    for (int s = 0; s < num_seats(); ++s)
      if (!out_[s] && team(s) != team(seat)) opts.push_back(Opt{Opt::kSeat, Card{}, -1, static_cast<int8_t>(s)});
    if (opts.size() == 1) direct_damage(opts[0].value, 2, power_cause(kPOrbitalStrike));
    else if (!opts.empty()) ask(Pending::kOrbital, seat, std::move(opts), Resume::kLaunch);
  } else if (id == kPBloodlust) {
    std::vector<Opt> opts;
    for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
      opts.push_back(Opt{Opt::kMark, assault_[i].card, static_cast<int8_t>(i)});
    opts.push_back(Opt{});
    ask(Pending::kBloodlust, seat, std::move(opts), Resume::kLaunch, -1, 2);
  } else if (id == kPTeleporter && !hand_[seat].empty()) {
    std::vector<Opt> opts;
    for (Card c : hand_[seat]) opts.push_back(Opt{Opt::kBottom, c});
    opts.push_back(Opt{});
    ask(Pending::kTeleporter, seat, std::move(opts), Resume::kLaunch, 0, 2);
  }
}

// A face-down Power Card played: an attachment goes onto its Assault card (and leaves with it in
// CLEANUP); the others are discarded on use, their effect lasting this Assault.
void PaState::play_power(int seat, int id, int target) {
  auto& sec = secrets_[seat];
  sec.erase(std::find(sec.begin(), sec.end(), id));
  EventRecord& e = log(EventKind::kPowerPlay, seat);
  e.value = static_cast<int16_t>(id);
  e.detail = static_cast<int16_t>(target);
  if (target != kNoTarget) e.cards[0] = assault_[target].card;
  if (power_info(id).attachment) {
    assault_[target].attached.push_back(id);
    return;
  }
  power_discard_[seat].push_back(id);
  const Resume here = phase_ == Phase::kLaunchWindow ? Resume::kWindow : phase_ == Phase::kDefend ? Resume::kDefendTurn : Resume::kPrepare;
  resume_seat_ = static_cast<int8_t>(seat);
  if (power_info(id).kind == PowerKind::kSecretA) attack_power(seat, id, here);
  else defense_power(seat, id, target);
  if (phase_ == Phase::kPrepare || phase_ == Phase::kLaunchWindow) {
    // Direct damage may have knocked out defenders (3 players): they count as having passed.
    for (int d : defenders())
      if (out_[d]) passed_[d] = true;
  }
}

// The attacker's Secret-A cards (besides attachments).
void PaState::attack_power(int seat, int id, Resume here) {
  if (id == kPGrowingFerocity) {
    ferocity_ = true;
  } else if (id == kPRelentless) {
    relentless_ = true;
  } else if (id == kPHeavyOrdnance) {
    const uint32_t types = launched_ ? types_ : legal_types(effs(false), allowed_types(seat));
    const int dmg = (types & ((1u << kFullHouse) | (1u << kThreePair))) ? 2 : 1;
    for (int d : defenders()) {
      direct_damage(d, dmg, power_cause(kPHeavyOrdnance));
      if (phase_ == Phase::kGameOver) return;
    }
  } else if (id == kPCrimsonTransformation || id == kPHowlAtTheMoon) {
    const bool rank = id == kPHowlAtTheMoon;
    std::vector<Opt> opts = change_options(rank);
    opts.push_back(Opt{});
    ask(rank ? Pending::kHowl : Pending::kTransform, seat, std::move(opts), here, -1, 2);
  } else if (id == kPMindSwap) {
    ask(Pending::kMindSwap, seat, swap_options(), here);
  }
}

// A defender's Secret-D cards.
void PaState::defense_power(int seat, int id, int target) {
  if (id == kPSanctuaryOfShadows) {
    reduce_[seat] += 2;
    reduced_by_[seat] |= kBySanctuary;
  } else if (id == kPCounterattack) {
    direct_damage(attacker_, 2, power_cause(kPCounterattack));
    if (phase_ == Phase::kGameOver) return;
    if (out_[attacker_]) end_assault(false);
    else if (undefended() == 0) defense_complete();  // played in the window after a full defense
  } else if (id == kPEvasiveManeuvers) {
    assault_[target].status = Fight::kDefended;
    if (undefended() == 0) defense_complete();
  } else if (id == kPEnergyShield) {
    assault_[target].status = Fight::kNegated;
    std::vector<Opt> opts;
    for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
      if (assault_[i].status == Fight::kUndefended && !menacer_locked(i) && low_enough(assault_[i]))
        opts.push_back(Opt{Opt::kNegate, assault_[i].card, static_cast<int8_t>(i)});
    if (!opts.empty()) {
      opts.push_back(Opt{});
      ask(Pending::kEnergyShield, seat, std::move(opts), Resume::kDefendTurn);
    } else if (undefended() == 0) {
      defense_complete();
    }
  } else if (id == kPAbduction) {
    assault_[target].status = Fight::kNegated;
    assault_[target].thief = static_cast<int8_t>(seat);
    if (undefended() == 0) defense_complete();
  } else if (id == kPIllusion) {
    assault_[target].illusion = true;
  } else if (id == kPRadarJamming) {
    for (ACard& x : assault_) x.ability = Ability::kNone;
    log(EventKind::kJam, seat);
  } else if (id == kPHypnoticGaze) {
    ask(Pending::kGaze, seat, gaze_options(), Resume::kDefendTurn);
  }
}

// ---- on-defend abilities and Undying -----------------------------------------------------------------

// The defending card's ability (R1: active when declared as a defender). False when the defense
// does not go on from here: a question was asked, or the Assault or the game ended.
bool PaState::defense_ability(int d, ACard& t, int def_rank) {
  switch (active_defense(t.defender)) {
    case Ability::kCrimsonFeast: gain(d, 1, ability_cause(Ability::kCrimsonFeast)); break;
    case Ability::kShieldGenerator:
      ++reduce_[d];
      reduced_by_[d] |= kByShield;
      break;
    case Ability::kTemporalRift: no_press_ = true; break;
    case Ability::kAbductor: t.thief = static_cast<int8_t>(d); break;
    case Ability::kCounterBite:
    case Ability::kBlaster:
      direct_damage(attacker_, 1, ability_cause(active_defense(t.defender)));
      if (phase_ == Phase::kGameOver) return false;
      if (out_[attacker_]) {
        end_assault(false);  // 3 players: the Assault ends at once (R15)
        return false;
      }
      break;
    case Ability::kProbe: {
      if (hand_[attacker_].empty()) break;
      std::vector<Opt> opts;
      for (Card c : hand_[attacker_]) opts.push_back(Opt{Opt::kPick, c});
      ask(Pending::kProbe, d, std::move(opts), Resume::kAfterDefend);
      return false;
    }
    case Ability::kMesmerist: {
      std::vector<Opt> opts;
      for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
        if (assault_[i].status == Fight::kUndefended && assault_[i].suit != t.def_suit)
          opts.push_back(Opt{Opt::kSuit, assault_[i].card, static_cast<int8_t>(i), static_cast<int8_t>(t.def_suit)});
      return !ask_or_skip(Pending::kMesmerist, d, std::move(opts));
    }
    case Ability::kForceField: {
      std::vector<Opt> opts;
      for (int i = 0; i < static_cast<int>(assault_.size()); ++i) {
        const ACard& u = assault_[i];
        if (u.status == Fight::kUndefended && u.suit == t.def_suit && u.rank < def_rank && !menacer_locked(i))
          opts.push_back(Opt{Opt::kAlso, u.card, static_cast<int8_t>(i)});
      }
      return !ask_or_skip(Pending::kForceField, d, std::move(opts));
    }
    default: break;
  }
  return true;
}

// An optional on-defend choice: asked (with "done") when there is something to choose.
bool PaState::ask_or_skip(Pending::Kind kind, int seat, std::vector<Opt> opts) {
  if (opts.empty()) return false;
  opts.push_back(Opt{});
  ask(kind, seat, std::move(opts), Resume::kAfterDefend);
  return true;
}

// Undying steps in by itself when damage would knock its holder out (notes.md, Undying). Four
// players: the stack is the team's, so a partner's Undying protects it too (the one hit first).
bool PaState::undying(int seat) {
  std::vector<int> holders{seat};
  if (teams()) holders.push_back((seat + 2) % 4);
  for (int h : holders) {
    auto& sec = secrets_[h];
    const auto it = std::find(sec.begin(), sec.end(), kPUndying);
    if (it == sec.end()) continue;
    sec.erase(it);
    power_discard_[h].push_back(kPUndying);
    chips_[team(seat)] = 1;
    log(EventKind::kUndying, h);
    return true;
  }
  return false;
}

}  // namespace ff::poker_assault
