// The card-face widget on a phone (issue 38 item 4): where cards are stacked down the screen (a
// Head-to-Head Poker row in portrait: each card laid 0.32 of a card's height below the last), the
// strip of a covered card that still shows carries its rank and its suit. A small card's index is
// rank and suit side by side across its top (web/widgets/card.cpp); it was rank over suit, and the
// suit was cut in half by the next card.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, clickWidget, hookState, waitFor, waitReady, nativeReplay, screenshot, continueSave, SHARP } from './lib.mjs';

// Seed 1 played by the Easy computer on both sides: the player's third row holds two cards.
const H2H = 'FF1 head-to-head-poker seats=2 seed=1 options=mode=nobet,round_type=die actions=122.66.276.241.176.416.152.26.256.267.200';

// The columns of a screenshot clip that hold ink (red or dark print on the card's light stock), as
// fractions of the clip's width.
async function inkColumns(page, clip) {
  const png = await page.screenshot({ type: 'png', clip });
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const cols = [];
    for (let x = 0; x < c.width; x++) {
      let ink = 0;
      for (let y = 0; y < c.height; y++) {
        const i = (y * c.width + x) * 4, [r, g, b] = [d[i], d[i + 1], d[i + 2]];
        const lum = 0.299 * r + 0.587 * g + 0.114 * b;
        if ((lum < 90 && lum > 5) || (r > 150 && g < 90 && b < 90)) ink++;
      }
      if (ink >= 2) cols.push(x / c.width);
    }
    return cols;
  }, png.toString('base64'));
}

test('Cards stacked on a phone: the strip a card laid over another leaves shows its rank and its suit', async () => {
  const out = nativeReplay(H2H);
  assert.equal(out.to_act, 0);
  assert.equal(out.views[0].rows[0][2].length, 2, 'the third row holds two cards');
  const site = await openSite('', 'menu', { width: 390, height: 844, touch: true, deviceScaleFactor: SHARP });
  const { page, errors } = site;
  try {
    await continueSave(page, `FFS1 level=0 computer=01 ${out.code}`);
    await waitFor(page, () => window.fivefronts.state().summary.human_turn, null, 60000);
    await page.waitForTimeout(800);  // the cards have landed
    const st = await hookState(page);
    await screenshot(page, 'card-index-stacked-390x844.png');
    // The row's empty spaces begin under its two cards: the first card lies two steps above them.
    const space = st.widgets.find((w) => w.id === 'h2h/space/own/3');
    assert.ok(space, 'the third row has empty spaces');
    const w = space.w, step = Math.round(w * 1.4 * 0.32);
    const clip = { x: Math.round(space.x) + 1, y: Math.round(space.y - 2 * step) + 1, width: Math.round(w) - 2, height: step - 3 };
    const cols = await inkColumns(page, clip);
    assert.ok(cols.length > 0, 'the covered card shows its index');
    // Rank then suit across the strip: ink reaches past 45 % of the card's width (rank over suit
    // kept it within the left third, the suit half hidden below the strip).
    assert.ok(Math.max(...cols) > 0.45, `the ink of the strip ends at ${Math.max(...cols).toFixed(2)} of the card's width`);
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
});
