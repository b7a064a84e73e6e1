/**
 * A sealed choice drafted from a DM pane of the play page, as a person does it: Boże Igrzysko's
 * influence tokens and Magnaci's Senate cards, every click editing the one DM prompt, then Seal;
 * screenshots at each stage and of the channel after the round (left in SHOTS, never committed).
 * Skips when no chromium binary exists.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bot/createBot.js';
import { getGame } from '../../src/engines/registry.js';
import { quietLogger, startLocalDiscord } from '../../src/local/index.js';
import { openTestStore } from '../support/db.js';
import { recordingLogger } from '../support/tableHarness.js';
import { customIds } from '../support/textTable.js';
import { CHROMIUM, hasChromium, launchHeadlessChromium, SHOTS } from './headlessChromium.js';

if (!hasChromium) console.warn(`drafts browser test skipped: no chromium binary at ${CHROMIUM}`);

async function draftInPage(page: Page, shot: (name: string) => Promise<void>, messageId: string): Promise<void> {
  const prompt = page.locator(`#m${messageId}`);
  await prompt.waitFor();
  await shot('1-start');
  for (let step = 0; step < 12; step++) {
    const seal = prompt.locator('button[data-click$=":s"]:not([disabled])');
    if ((await seal.count()) > 0) {
      await shot('3-complete');
      await seal.first().click();
      await page.waitForFunction(
        `/Zapieczętowano|Sealed \\(/.test(document.querySelector('#m${messageId}')?.textContent ?? '')`,
        undefined,
        { timeout: 30_000 },
      );
      await shot('4-sealed');
      return;
    }
    const select = prompt.locator('form[data-select] select').first();
    const values = await select
      .locator('option:not([disabled])')
      .evaluateAll((os) => os.map((o) => o.getAttribute('value') ?? ''));
    const text = await prompt.textContent();
    await select.selectOption(values.filter((v) => v !== '').at(-1) ?? '');
    await page.waitForFunction(
      `document.querySelector('#m${messageId}')?.textContent !== ${JSON.stringify(text)}`,
      undefined,
      { timeout: 30_000 },
    );
    if (step === 1) await shot('2-drafting');
  }
  throw new Error('the draft never completed');
}

for (const kind of ['boze-igrzysko', 'magnaci'] as const) {
  describe.skipIf(!hasChromium)(`${kind} drafted in the browser`, () => {
    it('drafts a sealed choice in one DM prompt and seals it', async () => {
      const d = await startLocalDiscord({ port: 0, log: quietLogger });
      const store = await openTestStore();
      const bot = createBot({ store, logger: recordingLogger(), restApiUrl: d.restApiUrl });
      const browser = await launchHeadlessChromium({ width: 1280, height: 1100 });
      const def = getGame(kind);
      try {
        await bot.start(d.token);
        await bot.registerCommands(d.guildId);
        const [ala, ...others] = d.users.slice(0, 3);
        if (!ala || !def) throw new Error('set-up');
        await (await d.slash(ala.id, 'game new', { kind, seats: 3, thread: false })).reply();
        const [lobby] = await store.gamesInChannel(d.channelId, ['lobby']);
        if (!lobby) throw new Error('no lobby');
        for (const u of others) await (await d.slash(u.id, 'game join', { game: lobby.id })).reply();
        await (await d.slash(ala.id, 'game start', { game: lobby.id })).reply();
        for (let i = 0; i < 100; i++) {
          const game = await store.getGame(lobby.id);
          const owing = def.pending(game?.state);
          if (owing.some((x) => x.kind === 'secret')) break;
          const o = owing[0];
          if (!game || !o) throw new Error('stuck');
          const fallback = JSON.stringify(def.defaultAction(game.state, o.seat));
          const pick = def.legalActions(game.state, o.seat).find((a) => JSON.stringify(a.action) === fallback);
          const user = game.seats.find((s) => s.seat === o.seat)?.userId ?? '';
          await (await d.slash(user, 'act', { action: pick?.id ?? '', game: lobby.id })).reply({ timeoutMs: 30_000 });
        }
        const game = await store.getGame(lobby.id);
        const owed = def.pending(game?.state).filter((x) => x.kind === 'secret');
        const page = browser.page;
        for (const [n, o] of owed.entries()) {
          const user = game?.seats.find((s) => s.seat === o.seat)?.userId ?? '';
          const dm = await d.waitForDm(user, (m) => customIds(m).some((id) => id.endsWith(':s')), {
            timeoutMs: 30_000,
          });
          await page.goto(`${d.pageUrl}?user=${user}&view=dm`);
          const shot = async (name: string) => {
            if (n === 0) await page.screenshot({ path: join(SHOTS, `${kind}-dm-${name}.png`) });
          };
          await draftInPage(page, shot, dm.id);
        }
        await new Promise((r) => setTimeout(r, 2000));
        await page.goto(`${d.pageUrl}?user=${ala.id}`);
        await page.locator('#messages .msg').last().waitFor();
        await page.evaluate("document.querySelector('#messages').scrollTop = 1e9");
        await page.screenshot({ path: join(SHOTS, `${kind}-channel-after-round.png`) });
        expect(owed.length).toBeGreaterThan(0);
      } finally {
        await browser.close();
        await bot.stop();
        await d.close();
        await store.close();
      }
    }, 300_000);
  });
}
