/**
 * Catch-up in local mode, as a person sees it: Magnaci and Stary Kontynent played as Ala,
 * Bartek and Celina (moves by /act), Celina away for a few rounds after her first move (her
 * decisions taken by deadline defaults), then her catch-up on the play page in headless Chromium:
 * by /game catchup for Magnaci and by the "What did I miss?" button for Stary Kontynent.
 * Screenshots go to SHOTS for a person to look at. Skips when no chromium binary exists.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bot, createBot } from '../../src/bot/createBot.js';
import type { AnyGameDefinition, Msg } from '../../src/engines/kit/types.js';
import { getGame } from '../../src/engines/registry.js';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import type { GameStore } from '../../src/store/types.js';
import { openTestStore } from '../support/db.js';
import { recordingLogger } from '../support/tableHarness.js';
import { CHROMIUM, type HeadlessBrowser, hasChromium, launchHeadlessChromium, SHOTS } from './headlessChromium.js';

if (!hasChromium) console.warn(`catch-up browser test skipped: no chromium binary at ${CHROMIUM}`);

function roundOf(m: Msg): string {
  const p = m.params ?? {};
  for (const k of ['turn', 'week', 'round', 'age']) if (p[k] !== undefined) return JSON.stringify(p[k]);
  return m.key;
}

describe.skipIf(!hasChromium)('catch-up in local mode', () => {
  let d: LocalDiscord;
  let store: GameStore;
  let bot: Bot;
  let browser: HeadlessBrowser;
  let page: Page;
  let ids: string[];

  beforeAll(async () => {
    d = await startLocalDiscord({ port: 0, log: quietLogger });
    store = await openTestStore();
    bot = createBot({ store, logger: recordingLogger(), restApiUrl: d.restApiUrl });
    await bot.start(d.token);
    await bot.registerCommands(d.guildId);
    ids = ['ala', 'bartek', 'celina'].map((n) => d.user(n).id);
    browser = await launchHeadlessChromium({ width: 1280, height: 2400 });
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
    await bot?.stop();
    await d?.close();
    await store?.close();
  });

  /** A game of `kind` with Celina's first move, then `rounds` rounds of her away; the seq of her move. */
  async function play(kind: string, rounds: number): Promise<{ id: string; since: number }> {
    const def = getGame(kind) as AnyGameDefinition;
    const [ala, bartek, celina] = ids as [string, string, string];
    await (await d.slash(ala, 'game new', { kind, seats: 3, thread: false })).reply({ timeoutMs: 30_000 });
    const lobby = (await store.gamesOfUser(ala, ['lobby'])).find((g) => g.kind === kind);
    if (!lobby) throw new Error('no lobby');
    for (const u of [bartek, celina])
      await (await d.slash(u, 'game join', { game: lobby.id })).reply({ timeoutMs: 30_000 });
    if ((await store.getGame(lobby.id))?.status === 'lobby')
      await (await d.slash(ala, 'game start', { game: lobby.id })).reply({ timeoutMs: 30_000 });
    let since = 0;
    const seen = new Set<string>();
    for (let step = 0; step < 400; step++) {
      const g = await store.getGame(lobby.id);
      const owing = g && g.status === 'active' ? def.pending(g.state)[0] : undefined;
      if (!g || !owing) break;
      const user = g.seats.find((s) => s.seat === owing.seat)?.userId ?? '';
      const action = def.defaultAction(g.state, owing.seat);
      if (user === celina && since > 0) {
        await bot.table.act({ gameId: g.id, seat: owing.seat, source: 'default', action });
      } else {
        const pick = def
          .legalActions(g.state, owing.seat)
          .find((a) => JSON.stringify(a.action) === JSON.stringify(action));
        if (pick) await (await d.slash(user, 'act', { action: pick.id, game: g.id })).reply({ timeoutMs: 30_000 });
        else await bot.table.act({ gameId: g.id, userId: user, source: 'player', action });
        if (user === celina) since = (await store.actions(g.id)).at(-1)?.seq ?? 0;
      }
      if (since > 0) seen.add(roundOf(def.phase((await store.getGame(g.id))?.state)));
      if (seen.size > rounds) break;
    }
    expect(since).toBeGreaterThan(0);
    // Moves taken as defaults are announced from the outbox after they commit: let every
    // announcement land, so the page is not redrawn under the screenshots that follow.
    for (let wait = 0; wait < 600; wait++) {
      if ((await store.outbox(lobby.id)).every((e) => e.deliveredAt !== null)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return { id: lobby.id, since };
  }

  async function lastEphemeral(includes: string) {
    await page.waitForFunction(
      `(() => { const m = [...document.querySelectorAll('.msg.ephemeral')].pop(); const img = m && m.querySelector('img');
        return !!m && m.textContent.includes(${JSON.stringify(includes)}) && !!img && img.complete && img.naturalWidth > 100; })()`,
      undefined,
      { timeout: 60_000 },
    );
    return page.locator('.msg.ephemeral').last();
  }

  /** The page redraws its messages when anything arrives (late announcements of the games just played): retry. */
  async function shoot(includes: string, path: string): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      try {
        const m = await lastEphemeral(includes);
        await m.screenshot({ path });
        return (await m.textContent()) ?? '';
      } catch (err) {
        if (attempt >= 10) throw err;
        await page.waitForTimeout(500);
      }
    }
  }

  function seqsIn(text: string): number[] {
    return [...new Set([...text.matchAll(/#(\d+)/g)].map((m) => Number(m[1])))];
  }

  it('shows Celina the moves since her last move and the board with what changed, by command and by button', async () => {
    const magnaci = await play('magnaci', 2);
    const sk = await play('stary-kontynent', 3);
    await page.goto(`${d.pageUrl}?user=${ids[2]}`);
    await page.locator('#slash select[name=command]').waitFor();

    await page.selectOption('#slash select[name=command]', 'game catchup');
    await page.fill('#slash input[name=game]', magnaci.id);
    await page.click('#slash button.btn.primary');
    const mText = await shoot('Magnaci', join(SHOTS, 'catchup-magnaci.png'));
    expect(mText).toContain('od twojego ostatniego ruchu');
    expect(seqsIn(mText).every((s) => s > magnaci.since)).toBe(true);
    expect(mText).toContain('Teraz:');

    // Stary Kontynent: the button on Celina's prompt (public turns are prompted in the channel).
    const button = page.locator(`button[data-click^="c|${sk.id}"]`).last();
    await button.waitFor();
    await button.click();
    const sText = await shoot('Stary Kontynent', join(SHOTS, 'catchup-stary-kontynent.png'));
    expect(sText).toContain('od twojego ostatniego ruchu');
    expect(sText).toContain('minął termin — ruch domyślny');
    const shown = seqsIn(sText);
    const after = (await store.actions(sk.id)).filter((a) => a.seq > sk.since).map((a) => a.seq);
    // The newest moves, all of them when they fit one message; else the message says how many
    // older ones are left to /game history.
    expect(shown).toEqual(after.slice(after.length - shown.length));
    if (shown.length < after.length) expect(sText).toMatch(/\/game history|\/gra historia|historia/);
    // The PNG as attached to the reply.
    const src = await (await lastEphemeral('Stary Kontynent')).locator('img').last().getAttribute('src');
    const png = Buffer.from(await (await fetch(new URL(src ?? '', d.pageUrl))).arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    writeFileSync(join(SHOTS, 'catchup-stary-kontynent-board.png'), png);
  }, 300_000);
});
