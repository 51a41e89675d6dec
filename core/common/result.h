// Error values for everything that can be refused: illegal actions, bad notation, corrupt saves.
#pragma once
#include <string>
#include <utility>
#include <variant>

namespace ff {

struct Error {
  std::string message;
};

// Either a value or an error message. Small on purpose: no exceptions cross the engine boundary.
template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error e) : v_(std::move(e)) {}
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() & { return std::get<0>(v_); }
  const T& value() const& { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T&& operator*() && { return std::move(*this).value(); }
  const std::string& error() const { return std::get<1>(v_).message; }

 private:
  std::variant<T, Error> v_;
};

// The result of an operation that returns nothing: empty error string means success.
struct Status {
  std::string error;
  Status() = default;
  Status(Error e) : error(std::move(e.message)) {}
  bool ok() const { return error.empty(); }
  explicit operator bool() const { return ok(); }
};

inline Error make_error(std::string message) { return Error{std::move(message)}; }

}  // namespace ff
