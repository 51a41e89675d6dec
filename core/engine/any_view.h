// A game's View held without naming its type, and given back only as that type: what crosses
// between a game and its table (TableFrame::view, an online guest's view read from the host's JSON,
// the view codecs of core/engine/descriptor.h). The engine knows no game: any View type can be held,
// and get<V>() checks the type held (a tag per type, not RTTI, which the page and the worker build
// without) and gives null for another type.
#pragma once
#include <memory>
#include <utility>

namespace ff {

class AnyView {
 public:
  AnyView() = default;

  // Holds `view` (shared by this AnyView's copies, read-only through them).
  template <class V>
  static AnyView hold(V view) {
    AnyView a;
    a.held_ = std::make_shared<Held<V>>(std::move(view));
    return a;
  }

  explicit operator bool() const { return held_ != nullptr; }
  // Holds a V (of any content).
  template <class V>
  bool holds() const {
    return held_ && held_->kind() == kind_of<V>();
  }
  // The View held, as a V; null when this holds nothing or another type.
  template <class V>
  const V* get() const {
    return holds<V>() ? &static_cast<const Held<V>*>(held_.get())->view : nullptr;
  }
  // The V held, moved out when no other AnyView shares it (else copied), leaving this one empty; a
  // default V when this holds nothing or another type. For a view built from the last one (a long
  // log kept rather than copied).
  template <class V>
  V take() && {
    const std::shared_ptr<Base> held = std::move(held_);
    if (!held || held->kind() != kind_of<V>()) return V{};
    V& view = static_cast<Held<V>&>(*held).view;
    if (held.use_count() == 1) return std::move(view);
    return view;
  }

 private:
  struct Kind {
    char unused = 0;
  };
  // One tag per type: tells the held types apart without RTTI.
  template <class V>
  static const Kind* kind_of() {
    static const Kind tag;
    return &tag;
  }
  struct Base {
    virtual ~Base() = default;
    virtual const Kind* kind() const = 0;
  };
  template <class V>
  struct Held final : Base {
    explicit Held(V v) : view(std::move(v)) {}
    const Kind* kind() const override { return kind_of<V>(); }
    V view;
  };
  // Not const: take() moves the view out of a holder nothing else shares; everything else reads.
  std::shared_ptr<Base> held_;
};

}  // namespace ff
