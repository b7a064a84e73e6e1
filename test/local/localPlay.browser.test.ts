/**
 * Local mode as a person uses it: Sejmik's real bot (createBot, the Table, Postgres) on the
 * stand-in, played from the page in headless Chromium. Ala creates a game of Boże Igrzysko,
 * Bartek and Celina join, the board image appears, and the first player to get a secret prompt answers it from their DM pane.
 * Skips when no chromium binary exists.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bot, createBot } from '../../src/bot/createBot.js';
import { getGame } from '../../src/engines/registry.js';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import type { GameStore } from '../../src/store/types.js';
import { openTestStore } from '../support/db.js';
import { recordingLogger } from '../support/tableHarness.js';
import { CHROMIUM, type HeadlessBrowser, hasChromium, launchHeadlessChromium, SHOTS } from './headlessChromium.js';

if (!hasChromium) console.warn(`local play browser test skipped: no chromium binary at ${CHROMIUM}`);

describe.skipIf(!hasChromium)('local mode played in the browser', () => {
  let d: LocalDiscord;
  let store: GameStore;
  let bot: Bot;
  let browser: HeadlessBrowser;
  let page: Page;

  beforeAll(async () => {
    d = await startLocalDiscord({ port: 0, log: quietLogger });
    store = await openTestStore();
    bot = createBot({ store, logger: recordingLogger(), restApiUrl: d.restApiUrl });
    await bot.start(d.token);
    await bot.registerCommands(d.guildId);
    browser = await launchHeadlessChromium({ width: 1280, height: 1000 });
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
    await bot?.stop();
    await d?.close();
    await store?.close();
  });

  async function as(name: string) {
    await page.click(`nav.users a:has-text("${name}")`);
    await page.locator('nav.users a.current', { hasText: name }).waitFor();
  }

  it('creates a game, two players join, the board appears, and a secret choice is made from a DM pane', async () => {
    await page.goto(`${d.pageUrl}?user=${d.user('ala').id}`);
    await page.selectOption('#slash select[name=command]', 'game new');
    await page.fill('#slash input[name=kind]', 'boze-igrzysko');
    await page.fill('#slash input[name=seats]', '3');
    await page.click('#slash button.btn.primary');
    await page.locator('a.chan.thread').waitFor();
    await page.click('a.chan.thread');
    for (const name of ['Bartek', 'Celina']) {
      await as(name);
      await page.locator('button[data-click^="j|"]').first().click();
      await page.locator('.msg.ephemeral').last().waitFor();
    }
    await as('Ala');
    const start = page.locator('button[data-click^="s|"]:not([disabled])');
    if ((await page.locator('img.board').count()) === 0 && (await start.count()) > 0) await start.first().click();
    await page.locator('img.board').first().waitFor({ timeout: 45_000 });
    await page.waitForFunction(
      "(() => { const el = document.querySelector('img.board'); return !!el && el.complete && el.naturalWidth > 100; })()",
    );
    await page.screenshot({ path: join(SHOTS, 'local-play-1-board.png') });

    // Play the public setup turns as whoever the newest prompt mentions, until a secret prompt reaches a DM.
    const players = ['Ala', 'Bartek', 'Celina'];
    const secretHolder = async (): Promise<string | null> => {
      for (const name of players) {
        const dm = d.dmsOf(d.user(name.toLowerCase()).id);
        if (dm.some((m) => (m.components ?? []).length > 0)) return name;
      }
      return null;
    };
    // The public setup turns are played by /act as whoever owes them (the page's channel prompts
    // are redrawn in place as turns go on); the secret choice below is made in the page.
    const def = getGame('boze-igrzysko');
    const [lobby] = await store.gamesOfUser(d.user('ala').id);
    for (let step = 0; step < 40 && !(await secretHolder()) && def && lobby; step++) {
      const game = await store.getGame(lobby.id);
      const owing = def.pending(game?.state)[0];
      if (!game || !owing || owing.kind === 'secret') break;
      const fallback = JSON.stringify(def.defaultAction(game.state, owing.seat));
      const pick = def.legalActions(game.state, owing.seat).find((a) => JSON.stringify(a.action) === fallback);
      const user = game.seats.find((x) => x.seat === owing.seat)?.userId ?? '';
      await (await d.slash(user, 'act', { action: pick?.id ?? '', game: lobby.id })).reply({ timeoutMs: 30_000 });
    }
    for (let wait = 0; wait < 60 && !(await secretHolder()); wait++) await new Promise((r) => setTimeout(r, 500));
    const holder = await secretHolder();
    expect(holder).not.toBeNull();
    await as(holder ?? 'Ala');
    await page.click('a.chan.dm');
    const prompt = page
      .locator('#messages .msg')
      .filter({ has: page.locator('[data-click], form[data-select]') })
      .first();
    await prompt.waitFor();
    const before = await page.locator('#messages .msg').count();
    const select = prompt.locator('form[data-select] select').first();
    if ((await select.count()) > 0) {
      const values = await select
        .locator('option:not([disabled])')
        .evaluateAll((os) => os.map((o) => o.getAttribute('value') ?? ''));
      await select.selectOption(values.find((v) => v !== '') ?? '');
    } else {
      await prompt.locator('button.btn[data-click]').first().click();
    }
    // A draft step edits the same DM prompt in place: no new message, the draft so far shown.
    await page.waitForFunction("document.querySelector('#messages').textContent.includes('✏️')", undefined, {
      timeout: 30_000,
    });
    expect(await page.locator('#messages .msg').count()).toBe(before);
    await page.screenshot({ path: join(SHOTS, 'local-play-2-dm-secret.png') });
  });
});
