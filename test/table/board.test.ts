/**
 * Board images end to end: the Tribute renderer registered on the render kit, the Table's
 * images adapter posting the public board after public changes. The PNGs are written to
 * tmp/render-tribute-*.png to be looked at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedBoardImages } from '../../src/bot/boardImages.js';
import { registerRenderer } from '../../src/render/index.js';
import type { BoardImageRequest, BoardImages } from '../../src/table/ports.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import { TRIBUTE_ID, type TributeState } from '../support/tributeGame.js';
import { tributeRenderer } from '../support/tributeRenderer.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;
let celina: FakeUser;
let gameId = '';
const pngs: Buffer[] = [];
const real = renderedBoardImages();
const images: BoardImages = {
  async render(request: BoardImageRequest) {
    const image = await real.render(request);
    if (image) pngs.push(image.png);
    return image;
  },
};

beforeAll(async () => {
  registerRenderer(TRIBUTE_ID, tributeRenderer);
  h = await openHarness({ images });
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek');
  celina = h.discord.user('Celina');
  gameId = (await startedGame(h, [anna, bartek, celina])).id;
});
afterAll(async () => {
  await h.close();
});

describe('board images', () => {
  it('posts a PNG at the start, after the reveal and after a roll', async () => {
    await h.discord.slash(anna, 'act', null, { action: 'bid:2' });
    await h.discord.slash(bartek, 'act', null, { action: 'bid:1' });
    const sealedOnly = pngs.length;
    await h.discord.slash(celina, 'act', null, { action: 'bid:0' });
    expect(pngs.length).toBe(sealedOnly + 1);
    const s = (await h.game(gameId)).state as TributeState;
    expect(s.order[0]).toBe(0);
    await h.discord.slash(anna, 'act', null, { action: 'roll' });
    expect(pngs.length).toBeGreaterThanOrEqual(3);
    for (const png of pngs) expect(png.subarray(1, 4).toString()).toBe('PNG');
    mkdirSync('tmp', { recursive: true });
    pngs.forEach((png, i) => {
      writeFileSync(`tmp/render-tribute-${i}.png`, png);
    });
    const withFiles = h.discord.notifier.messages.filter((m) => m.files.length > 0);
    expect(withFiles.length).toBe(pngs.length);
    const board = await h.discord.slash(celina, 'game', 'board', {});
    expect(board.answers.some((a) => a.files.length === 1)).toBe(true);
  });
});
