// The registry: every game of this build, each with a consistent description.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "core/common/rng.h"
#include "core/engine/ai_traits.h"
#include "core/engine/game.h"
#include "core/games/registry.h"
#include "core/games/rules_doc.h"

namespace ff {

TEST(Registry, ListsTheTestGameAsTestOnly) {
  const Game* g = find_game("trick-duel");
  ASSERT_NE(g, nullptr);
  EXPECT_TRUE(g->info.test_only);
  EXPECT_EQ(find_game("no-such-game"), nullptr);
  for (const Game* game : registry()) {
    EXPECT_FALSE(game->info.id.empty());
    EXPECT_LE(game->info.min_seats, game->info.max_seats);
    EXPECT_TRUE(resolve_options(game->info, game->info.guided_options).ok()) << game->info.id << ": guided options";
    for (int n : seat_counts(game->info)) {
      EXPECT_GE(n, game->info.min_seats) << game->info.id;
      EXPECT_LE(n, game->info.max_seats) << game->info.id;
    }
    for (const OptionSpec& o : game->info.options) {
      EXPECT_FALSE(o.choices.empty()) << game->info.id << " " << o.key;
      EXPECT_EQ(o.choices.size(), o.choice_labels.size()) << game->info.id << " " << o.key;
    }
  }
}

// Every game a player can choose is described once, in its folder (core/engine/descriptor.h), with
// every part: a game missing from core/games/games.def, or a descriptor without a part, fails here.
TEST(Registry, EveryPlayersGameHasADescriptorWithEveryPart) {
  size_t players_games = 0;
  for (const Game* game : registry()) {
    if (game->info.test_only) {
      EXPECT_EQ(find_descriptor(game->info.id), nullptr) << game->info.id;
      continue;
    }
    ++players_games;
    const std::string& id = game->info.id;
    const GameDescriptor* d = find_descriptor(id);
    ASSERT_NE(d, nullptr) << id << " is not in core/games/games.def";
    ASSERT_TRUE(d->game && d->view.read && d->view.write && d->view.of && d->view.same && d->standing && d->standing_label)
        << id << ": a part is missing";
    EXPECT_EQ(&d->game(), game) << id;
    for (int seats : seat_counts(game->info)) {
      auto s = new_game(id, 7, seats);
      ASSERT_TRUE(s) << id << " " << seats << ": " << s.error();
      EXPECT_FALSE(d->standing_label(seats).empty()) << id << " " << seats;
      EXPECT_EQ(d->standing(**s).size(), static_cast<size_t>(seats)) << id << " " << seats;
      auto view = d->view.read((*s)->view_json(0));  // the codec reads what the game writes
      ASSERT_TRUE(view) << id << ": " << view.error();
      EXPECT_EQ(d->view.write(*view), (*s)->view_json(0)) << id;
      EXPECT_FALSE(rules_section_for(**s).empty()) << id;
    }
  }
  EXPECT_EQ(descriptors().size(), players_games);
  EXPECT_EQ(find_descriptor("no-such-game"), nullptr);
}

// The Rules screen's text comes from game_rules (kept out of GameInfo, so the worker does not carry
// it): every game a player can choose has its rules; an unknown id has none.
TEST(Registry, EveryPlayersGameHasItsRules) {
  for (const Game* game : registry())
    if (!game->info.test_only) {
      EXPECT_GT(game_rules(game->info.id).size(), 1000u) << game->info.id;
    }
  EXPECT_EQ(game_rules("no-such-game"), "");
}

// Crossfire's Rules screen showed only the rulings (issue 24): it states the rulebook first, in
// sections (issue 23), the rulings last.
TEST(Registry, CrossfireRulesStateTheGameBeforeTheRulings) {
  const std::string rules = game_rules("crossfire");
  for (const char* part : {"GOAL", "base node", "SET-UP", "A TURN", "POWER", "CONTESTS", "SEIZED PILES", "NEUTRAL", "THE END"})
    EXPECT_NE(rules.find(part), std::string::npos) << part;
  EXPECT_LT(rules.find("# Goal"), rules.find("# Our rulings"));
  EXPECT_LT(rules.find("GOAL"), rules.find("Rulings not in the rulebook"));
  EXPECT_NE(rules.find("Winning a contest on an enemy base node wins"), std::string::npos);
}

// Issue 23: every game's Rules screen reads at a glance: a "How to play" first, then the sections
// Goal, Setup, A turn, Winning, Special cases, Our rulings in this order, short paragraphs and
// bullets (none over 400 characters), and at least two drawn examples.
TEST(RulesScreen, EveryGameHasHowToPlayAndTheSixSectionsInOrder) {
  for (const Game* game : registry()) {
    if (game->info.test_only) continue;
    const std::vector<RulesSection> doc = parse_rules(game_rules(game->info.id));
    ASSERT_FALSE(doc.empty()) << game->info.id;
    EXPECT_EQ(doc.front().slug, "how-to-play") << game->info.id << ": nothing before How to play";
    int last = -1;
    for (const char* title : kRulesSections) {
      const int at = find_section(doc, rules_slug(title));
      EXPECT_GT(at, last) << game->info.id << ": section " << title;
      if (at >= 0) {
        EXPECT_FALSE(doc[at].blocks.empty()) << game->info.id << ": empty " << title;
      }
      last = std::max(last, at);
    }
    int examples = 0;
    for (const RulesSection& s : doc)
      for (const RulesBlock& b : s.blocks) {
        if (b.kind == RulesBlock::kExample) ++examples;
        else EXPECT_LE(b.text.size(), 400u) << game->info.id << " / " << s.title << ": " << b.text.substr(0, 80);
      }
    EXPECT_GE(examples, 2) << game->info.id;
  }
}

// The How to play section fits one desktop screen: a few short blocks.
TEST(RulesScreen, HowToPlayIsShort) {
  for (const Game* game : registry()) {
    if (game->info.test_only) continue;
    const std::vector<RulesSection> doc = parse_rules(game_rules(game->info.id));
    ASSERT_FALSE(doc.empty());
    size_t chars = 0;
    for (const RulesBlock& b : doc.front().blocks) chars += b.text.size();
    EXPECT_LE(doc.front().blocks.size(), 7u) << game->info.id;
    EXPECT_LE(chars, 700u) << game->info.id;
  }
}

// The markup: headings, bullets, examples, paragraphs joined line by line and split at blank lines.
TEST(RulesScreen, TheMarkupReadsHeadingsBulletsExamplesAndParagraphs) {
  const auto doc = parse_rules("lead\n# How to play\nOne\nline two\n\n- a bullet\n[[example:x-y]]\nnext\n# A turn\n[[example:]]\n");
  ASSERT_EQ(doc.size(), 3u);
  EXPECT_EQ(doc[0].slug, "intro");
  EXPECT_EQ(doc[1].title, "How to play");
  EXPECT_EQ(doc[1].slug, "how-to-play");
  ASSERT_EQ(doc[1].blocks.size(), 4u);
  EXPECT_EQ(doc[1].blocks[0].text, "One line two");
  EXPECT_EQ(doc[1].blocks[1].kind, RulesBlock::kBullet);
  EXPECT_EQ(doc[1].blocks[1].text, "a bullet");
  EXPECT_EQ(doc[1].blocks[2].kind, RulesBlock::kExample);
  EXPECT_EQ(doc[1].blocks[2].text, "x-y");
  EXPECT_EQ(doc[1].blocks[3].kind, RulesBlock::kParagraph);
  EXPECT_EQ(doc[2].slug, "a-turn");
  ASSERT_EQ(doc[2].blocks.size(), 1u);
  EXPECT_EQ(doc[2].blocks[0].kind, RulesBlock::kParagraph);  // an example needs a name
  EXPECT_EQ(find_section(doc, "a-turn"), 2);
  EXPECT_EQ(find_section(doc, "nope"), -1);
  EXPECT_EQ(rules_slug("Our rulings"), "our-rulings");
  EXPECT_EQ(rules_slug("Power Cards"), "power-cards");
}

// The table's Rules button opens the section of the current phase: every game starts in one of its
// sections (set-up or a turn), and a finished game opens Winning. An unknown game has none.
TEST(RulesScreen, TheTablesRulesButtonOpensTheSectionOfThePhase) {
  for (const Game* game : registry()) {
    if (game->info.test_only) continue;
    const std::vector<RulesSection> doc = parse_rules(game_rules(game->info.id));
    auto st = new_game(game->info.id, 3, 2);
    ASSERT_TRUE(st.ok()) << game->info.id;
    const std::string first = rules_section_for(**st);
    EXPECT_TRUE(first == "setup" || first == "a-turn") << game->info.id << ": " << first;
    EXPECT_GE(find_section(doc, first), 0) << game->info.id;
    Rng rng(7);
    std::vector<std::string> seen;
    for (int i = 0; i < 200000 && !(*st)->is_terminal(); ++i) {
      const std::string section = rules_section_for(**st);
      if (std::find(seen.begin(), seen.end(), section) == seen.end()) seen.push_back(section);
      (*st)->apply_legal(rollout_action(**st, rng));
    }
    ASSERT_TRUE((*st)->is_terminal()) << game->info.id;
    EXPECT_EQ(rules_section_for(**st), "winning") << game->info.id;
    for (const std::string& section : seen) EXPECT_GE(find_section(doc, section), 0) << game->info.id << ": " << section;
    std::printf("%s: sections of its phases %s\n", game->info.id.c_str(), [&] {
      std::string all;
      for (const std::string& x : seen) all += x + " ";
      return all;
    }().c_str());
  }
  EXPECT_EQ(rules_section_for(**new_game(registry().front()->info.id, 1, 2)), "");
}

}  // namespace ff
