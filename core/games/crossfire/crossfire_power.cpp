// Crossfire: power. Which of a seat's nodes are powered, and which are alive (linked to a powered
// base node of its own line), from the board alone (notes.md, Power).
//
// "Two powered nodes cannot share the same paired node; however, powering can be switched as needed
// by that player." A pairing is a matching: each node pairs with at most one own neighbour whose
// value sums with one of its values to 10. A node is alive when SOME pairing powers every node of a
// path from a base node of its owner's line to it (a 10, a tower, a joker and a base node supported
// to 10 are powered alone and need no partner). Grid adjacency is bipartite (a checkerboard; a base
// slot touches only the cell in front of it), so pairings are bipartite matchings and an
// alternating-path search decides whether one more node can be covered while the ones already
// needed stay covered.
#include <algorithm>
#include <atomic>

#include "core/games/crossfire/crossfire_state.h"

namespace ff::crossfire {

namespace {

constexpr uint16_t kAllValues = 0x3FE;  // bits 1..9: a joker can take any of them

std::atomic<uint64_t> g_searches{0}, g_cut_short{0};

// One seat's power nodes as a small graph: the nodes that are powered in some pairing (the rest can
// never be on a powered path), their own neighbours among them, and their possible partners.
struct Graph {
  int n = 0;
  int16_t slot[kSlotStride];
  int16_t local[kSlotStride];   // slot -> node, -1 none
  uint8_t self[kSlotStride];    // powered alone
  uint8_t source[kSlotStride];  // a base slot of the seat's own line
  uint8_t nadj[kSlotStride], npair[kSlotStride];
  int16_t adj[kSlotStride][4], pair[kSlotStride][4];
  int16_t dist[kSlotStride];    // steps from a powered own base node over powered nodes (-1 none)
};

// A pairing being built: mate[] per node, guard[] the nodes that must stay covered.
struct Pairing {
  const Graph& g;
  int16_t mate[kSlotStride];
  uint8_t guard[kSlotStride];
  int16_t from[kSlotStride];
  uint16_t seen[kSlotStride];
  uint16_t stamp = 0;

  explicit Pairing(const Graph& graph) : g(graph) {
    std::fill(mate, mate + g.n, static_cast<int16_t>(-1));
    std::fill(guard, guard + g.n, uint8_t{0});
    std::fill(seen, seen + g.n, uint16_t{0});
  }

  // Pairs each node along the alternating path that ends at w (reached from v).
  void flip(int v, int w) {
    for (;;) {
      const int u = from[w], next = mate[u];
      mate[u] = static_cast<int16_t>(w);
      mate[w] = static_cast<int16_t>(u);
      if (u == v) return;
      w = next;
    }
  }

  // Gives v a partner, keeping every guarded node paired: an alternating path from v that ends at
  // an unpaired node, or at a paired node that is not guarded (it gives up its partner). Returns
  // false, changing nothing, when no pairing covers v and the guarded nodes together.
  bool cover(int v) {
    if (mate[v] >= 0) return true;
    if (++stamp == 0) {
      std::fill(seen, seen + g.n, uint16_t{0});
      stamp = 1;
    }
    int16_t queue[kSlotStride];
    int qn = 0;
    queue[qn++] = static_cast<int16_t>(v);
    seen[v] = stamp;
    for (int qi = 0; qi < qn; ++qi) {
      const int u = queue[qi];
      for (int k = 0; k < g.npair[u]; ++k) {
        const int w = g.pair[u][k];
        if (seen[w] == stamp) continue;
        seen[w] = stamp;
        from[w] = static_cast<int16_t>(u);
        const int m = mate[w];
        if (m >= 0 && guard[m]) {
          if (seen[m] != stamp) {
            seen[m] = stamp;
            queue[qn++] = static_cast<int16_t>(m);
          }
          continue;
        }
        if (m >= 0) mate[m] = mate[w] = -1;  // m is not needed: it gives w up
        flip(v, w);
        return true;
      }
    }
    return false;
  }

  // Adds v to the nodes that must be powered (a node powered alone needs nothing).
  bool need(int v) {
    if (g.self[v]) return true;
    if (!cover(v)) return false;
    guard[v] = 1;
    return true;
  }
};

// Depth-first search for a path from `x` to a powered base node of the seat's line along which one
// pairing powers every node; the neighbours closest to the base line are tried first.
struct PathSearch {
  const Graph& g;
  Pairing pairing;
  uint8_t on_path[kSlotStride] = {};
  int16_t path[kSlotStride];
  int len = 0;
  int budget;

  PathSearch(const Graph& graph, int steps) : g(graph), pairing(graph), budget(steps) {}

  bool extend(int v) {
    if (g.source[v]) return true;
    int16_t next[4];
    int nn = 0;
    for (int k = 0; k < g.nadj[v]; ++k)
      if (!on_path[g.adj[v][k]] && g.dist[g.adj[v][k]] >= 0) next[nn++] = g.adj[v][k];
    for (int a = 1; a < nn; ++a)  // nearest the base line first (at most 4: an insertion sort)
      for (int b = a; b > 0 && g.dist[next[b]] < g.dist[next[b - 1]]; --b) std::swap(next[b], next[b - 1]);
    for (int k = 0; k < nn; ++k) {
      if (--budget < 0) return false;
      const int w = next[k];
      int16_t saved[kSlotStride];
      std::copy(pairing.mate, pairing.mate + g.n, saved);
      if (!pairing.need(w)) continue;
      on_path[w] = 1;
      path[len++] = static_cast<int16_t>(w);
      if (extend(w)) return true;
      --len;
      on_path[w] = 0;
      pairing.guard[w] = 0;
      std::copy(saved, saved + g.n, pairing.mate);
    }
    return false;
  }

  bool run(int x) {
    if (!pairing.need(x)) return false;
    on_path[x] = 1;
    path[len++] = static_cast<int16_t>(x);
    return extend(x);
  }
};

constexpr int kSearchSteps = 4000;  // per compute_power (measured: never reached, notes.md)

}  // namespace

PowerSearchStats power_search_stats() { return {g_searches.load(), g_cut_short.load()}; }

PowerInfo CfState::power_info(int i) const {
  PowerInfo p{-1, false, 0};
  const Slot& s = slots_[i];
  Kind k = s.kind == Kind::kContest ? s.was : s.kind;  // a contested pile powers as before
  if (k == Kind::kTower) {
    p.owner = s.owner;
    p.self = true;
    return p;
  }
  if (k != Kind::kNode || s.cards.empty() || g_->is_support(i)) return p;
  p.owner = s.owner;
  const Card c = s.cards[0];
  if (c.is_joker()) {
    // Any single power number: a 10 (powered alone) or the value of its one partner.
    p.self = true;
    p.mask = kAllValues;
    return p;
  }
  const int v = power_value(c);
  if (v == 10) p.self = true;
  else if (v > 0) p.mask = static_cast<uint16_t>(1u << v);
  if (v > 0 && g_->is_base(i) && s.owner == g_->base_seat(i)) {
    // A support node lets the base node count as its own value or the sum.
    const Slot& sup = slots_[g_->support_slot(g_->base_seat(i), g_->base_k(i))];
    if (sup.kind == Kind::kNode && !sup.cards.empty()) {
      const int t = v + power_value(sup.cards[0]);
      if (t == 10) p.self = true;
      else if (t < 10) p.mask |= static_cast<uint16_t>(1u << t);
    }
  }
  return p;
}

namespace {

// The seat's nodes that some pairing powers (alone or with a partner), their links, and each one's
// distance from a powered base node of the seat's line over such nodes (the alive candidates).
void build_graph(const CfState& s, int seat, const PowerInfo* info, int n, Graph& g, Power& out) {
  const Geometry& geo = *s.g_;
  g.n = 0;
  for (int i = 0; i < n; ++i) {
    g.local[i] = -1;
    if (info[i].owner != seat) continue;
    bool on = info[i].self;
    const uint16_t want = mirror_values(info[i].mask);
    for (int16_t j : geo.nbr[i]) {
      if (j < 0) break;
      if (info[j].owner == seat && (info[j].mask & want)) on = true;
    }
    out.powered[i] = on;
    if (!on) continue;
    const int v = g.n++;
    g.local[i] = static_cast<int16_t>(v);
    g.slot[v] = static_cast<int16_t>(i);
    g.self[v] = info[i].self;
    g.source[v] = geo.is_base(i) && geo.base_seat(i) == seat;
    g.dist[v] = -1;
  }
  for (int v = 0; v < g.n; ++v) {
    const int i = g.slot[v];
    const uint16_t want = mirror_values(info[i].mask);
    g.nadj[v] = g.npair[v] = 0;
    for (int16_t j : geo.nbr[i]) {
      if (j < 0) break;
      const int w = g.local[j];
      if (w < 0) continue;
      g.adj[v][g.nadj[v]++] = static_cast<int16_t>(w);
      if (info[j].mask & want) g.pair[v][g.npair[v]++] = static_cast<int16_t>(w);
    }
  }
  int16_t queue[kSlotStride];
  int qn = 0;
  for (int v = 0; v < g.n; ++v)
    if (g.source[v]) {
      g.dist[v] = 0;
      queue[qn++] = static_cast<int16_t>(v);
    }
  for (int qi = 0; qi < qn; ++qi)
    for (int k = 0; k < g.nadj[queue[qi]]; ++k) {
      const int w = g.adj[queue[qi]][k];
      if (g.dist[w] < 0) {
        g.dist[w] = static_cast<int16_t>(g.dist[queue[qi]] + 1);
        queue[qn++] = static_cast<int16_t>(w);
      }
    }
}

// Alive: the candidates that some pairing links to the base line. Usually one pairing powers every
// candidate at once; otherwise each remaining candidate gets a path search of its own (farthest
// first: a path found makes every node on it alive).
void mark_alive(const Graph& g, Power& out) {
  Pairing all(g);
  bool every = true;
  for (int v = 0; v < g.n && every; ++v)
    if (g.dist[v] >= 0) every = all.need(v);
  if (every) {
    out.one_pairing = true;
    for (int v = 0; v < g.n; ++v) {
      if (g.dist[v] >= 0) out.alive[g.slot[v]] = 1;
      out.mate[g.slot[v]] = all.mate[v] >= 0 ? g.slot[all.mate[v]] : -1;
    }
    return;
  }
  ++g_searches;
  int16_t order[kSlotStride];
  int no = 0;
  for (int v = 0; v < g.n; ++v)
    if (g.dist[v] >= 0) order[no++] = static_cast<int16_t>(v);
  std::sort(order, order + no, [&](int a, int b) { return g.dist[a] > g.dist[b]; });
  int budget = kSearchSteps;
  for (int k = 0; k < no; ++k) {
    const int x = order[k];
    if (out.alive[g.slot[x]]) continue;
    PathSearch search(g, budget);
    const bool found = search.run(x);
    budget = search.budget;
    if (found)
      for (int i = 0; i < search.len; ++i) out.alive[g.slot[search.path[i]]] = 1;
    if (budget < 0) {
      ++g_cut_short;  // the rest stay dead: never more power than the rules give
      return;
    }
  }
}

}  // namespace

void CfState::power_infos(PowerInfo* out) const {
  const int n = power_slots();
  for (int i = 0; i < n; ++i) out[i] = power_info(i);
}

void CfState::compute_power(int seat, Power& out, int depth) const {
  PowerInfo info[kSlotStride];
  power_infos(info);
  compute_power(seat, info, out, depth);
}

void CfState::compute_power(int seat, const PowerInfo* info, Power& out, int depth) const {
  const int n = power_slots();
  // The board's slots only (a playout step computes several Powers; nothing reads past them).
  const int slots = g_->slots;
  std::fill_n(out.powered.begin(), slots, uint8_t{0});
  std::fill_n(out.alive.begin(), slots, uint8_t{0});
  std::fill_n(out.usable.begin(), slots, uint8_t{0});
  std::fill_n(out.mate.begin(), slots, int16_t{-1});
  out.one_pairing = false;
  Graph g;
  build_graph(*this, seat, info, n, g, out);
  mark_alive(g, out);
  for (int i = 0; i < n; ++i) out.usable[i] = out.alive[i];
  out.team_linked = false;
  if (num_seats() == 4 && depth == 0) link_partner(seat, info, out);
}

// Partners: once their chains touch, each may play from the whole connected chain.
void CfState::link_partner(int seat, const PowerInfo* info, Power& out) const {
  const int n = power_slots();
  Power other;
  compute_power(partner(seat), info, other, 1);
  uint8_t seen[kSlotStride] = {};
  int queue[kSlotStride], qn = 0;
  for (int i = 0; i < n; ++i)
    if (out.alive[i]) {
      seen[i] = 1;
      queue[qn++] = i;
    }
  for (int qi = 0; qi < qn; ++qi)
    for (int16_t j : g_->nbr[queue[qi]]) {
      if (j < 0) break;
      if (!seen[j] && (out.alive[j] || other.alive[j])) {
        seen[j] = 1;
        queue[qn++] = j;
      }
    }
  for (int i = 0; i < n; ++i)
    if (seen[i] && other.alive[i]) {
      out.usable[i] = 1;
      out.team_linked = true;
    }
}

}  // namespace ff::crossfire
