#include "core/engine/move_coder.h"

#include <algorithm>
#include <bit>

namespace ff {

namespace {

constexpr uint32_t kContextsN = 65;      // n = 0..64 (larger n share 64's)
constexpr uint32_t kContextsDigit = 96;  // digits under the top five levels: 0..63; deeper: 64 + depth
constexpr uint16_t kPrior = 64;          // a new context counts as 4 moves split by the sides' sizes
constexpr uint16_t kStep = 16;           // each move seen adds one (in sixteenths)
constexpr uint16_t kLimit = 960;         // past 60 moves the counts halve: recent moves weigh more
constexpr uint32_t kTop = 1u << 24;      // range coder: renormalise below this

}  // namespace

MoveModel::MoveModel() : counts_(kContextsN * kContextsDigit, {0, 0}) {}

std::array<uint16_t, 2>& MoveModel::counts(uint32_t n, uint64_t node, int depth, uint64_t size0, uint64_t size1) {
  const uint32_t slot = node < 64 ? static_cast<uint32_t>(node) : 64 + static_cast<uint32_t>(depth);
  std::array<uint16_t, 2>& c = counts_[std::min(n, 64u) * kContextsDigit + slot];
  if (c[0] == 0) {
    c[0] = static_cast<uint16_t>(std::clamp<uint64_t>(kPrior * size0 / (size0 + size1), 1, kPrior - 1));
    c[1] = static_cast<uint16_t>(kPrior - c[0]);
  }
  return c;
}

template <class Digit>
uint32_t MoveModel::walk(uint32_t n, Digit&& digit) {
  if (n <= 1) return 0;
  uint64_t node = 1, low = 0;
  for (int depth = std::bit_width(n - 1) - 1; depth >= 0; --depth) {
    const uint64_t size0 = uint64_t{1} << depth, half = low + size0;
    if (half >= n) {  // every index above is out of range: the digit is 0
      node *= 2;
      continue;
    }
    std::array<uint16_t, 2>& c = counts(n, node, depth, size0, std::min<uint64_t>(n - half, size0));
    const uint32_t p0 = std::clamp<uint32_t>((uint32_t{c[0]} << 12) / (c[0] + c[1]), 1, 4095);
    const int b = digit(p0, depth);
    c[b] = static_cast<uint16_t>(c[b] + kStep);
    if (c[0] + c[1] > kLimit) c = {static_cast<uint16_t>((c[0] + 1) / 2), static_cast<uint16_t>((c[1] + 1) / 2)};
    node = node * 2 + b;
    if (b) low = half;
  }
  return static_cast<uint32_t>(low);
}

// ---- Encoder: an LZMA-style binary range coder (a carry waits in cache_ and pending_) ----------

void MoveEncoder::put(uint32_t index, uint32_t n) {
  model_.walk(n, [&](uint32_t p0, int depth) {
    const int b = static_cast<int>(index >> depth & 1);
    bit(b, p0);
    return b;
  });
}

void MoveEncoder::bit(int b, uint32_t p0) {
  const uint32_t bound = (range_ >> 12) * p0;
  if (b == 0) {
    range_ = bound;
  } else {
    low_ += bound;
    range_ -= bound;
  }
  while (range_ < kTop) {
    range_ <<= 8;
    shift_low();
  }
}

void MoveEncoder::shift_low() {
  if (static_cast<uint32_t>(low_) < 0xFF000000u || (low_ >> 32) != 0) {
    const auto carry = static_cast<uint8_t>(low_ >> 32);
    if (started_) out_ += static_cast<char>(cache_ + carry);  // the first byte is always 0: not written
    started_ = true;
    for (; pending_ > 0; --pending_) out_ += static_cast<char>(0xFF + carry);
    cache_ = static_cast<uint8_t>(low_ >> 24);
  } else {
    ++pending_;
  }
  low_ = (low_ & 0x00FFFFFFu) << 8;
}

std::string MoveEncoder::finish() {
  // Any value in [low, low + range) decodes alike: take the one with the most trailing zero bits,
  // then drop the zero bytes at the end (the decoder reads zeros past the end).
  for (int k = 32; k > 0; --k) {
    const uint64_t mask = (uint64_t{1} << k) - 1, v = (low_ + mask) & ~mask;
    if (v < low_ + range_) {
      low_ = v;
      break;
    }
  }
  for (int k = 0; k < 5; ++k) shift_low();
  while (!out_.empty() && out_.back() == 0) out_.pop_back();
  return std::move(out_);
}

// ---- Decoder --------------------------------------------------------------------------------

MoveDecoder::MoveDecoder(std::string_view bytes) : in_(bytes) {
  for (int k = 0; k < 4; ++k) code_ = code_ << 8 | next();
}

uint8_t MoveDecoder::next() { return pos_ < in_.size() ? static_cast<uint8_t>(in_[pos_++]) : (++pos_, 0); }

uint32_t MoveDecoder::get(uint32_t n) {
  return model_.walk(n, [&](uint32_t p0, int) {
    const uint32_t bound = (range_ >> 12) * p0;
    int b = 0;
    if (code_ < bound) {
      range_ = bound;
    } else {
      code_ -= bound;
      range_ -= bound;
      b = 1;
    }
    while (range_ < kTop) {
      range_ <<= 8;
      code_ = code_ << 8 | next();
    }
    return b;
  });
}

}  // namespace ff
