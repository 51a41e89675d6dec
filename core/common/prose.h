// Words only a player reads in the rules' own tables (a card's text, its cost or condition): the
// computer's worker, which shows nothing, is built without them (FF_NO_PROSE, set in
// worker/CMakeLists.txt), 3.3 KiB less of think.wasm's gzip for every page to download. Rules never
// read these strings: a name, an id or a code is never FF_PROSE.
#pragma once

#ifdef FF_NO_PROSE
#define FF_PROSE(text) ""
#else
#define FF_PROSE(text) text
#endif
