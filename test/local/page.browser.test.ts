/**
 * The play page in real headless Chromium (Debian's chromium + playwright-core): run the
 * probe bot's slash command as one user, switch user, click a button, see a board image,
 * use autocomplete, and act from a DM pane. Skips when no chromium binary exists.
 */
import { join } from 'node:path';
import type { Client } from 'discord.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import { CHROMIUM, type HeadlessBrowser, hasChromium, launchHeadlessChromium, SHOTS } from './headlessChromium.js';
import { startProbeBot } from './probeBot.js';

if (!hasChromium)
  console.warn(`page browser test skipped: no chromium binary at ${CHROMIUM} (apt-get install -y chromium)`);

describe.skipIf(!hasChromium)('the local play page in headless Chromium', () => {
  let d: LocalDiscord;
  let bot: Client;
  let browser: HeadlessBrowser;
  let page: Page;

  beforeAll(async () => {
    d = await startLocalDiscord({ port: 0, log: quietLogger });
    bot = await startProbeBot(d.restApiUrl, d.token, d.guildId);
    browser = await launchHeadlessChromium({ width: 1280, height: 860 });
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
    await bot?.destroy();
    await d?.close();
  });

  async function runSlash(command: string, options: Record<string, string> = {}) {
    await page.selectOption('#slash select[name=command]', command);
    for (const [name, value] of Object.entries(options)) {
      await page.locator(`#slash [name="${name}"]`).waitFor();
      const tag = await page.$eval(`#slash [name="${name}"]`, (el) => el.tagName);
      if (tag === 'SELECT') await page.selectOption(`#slash [name="${name}"]`, value);
      else await page.fill(`#slash [name="${name}"]`, value);
    }
    await page.click('#slash button.btn.primary');
  }

  it('plays through the page as two users', async () => {
    const ala = d.user('ala');
    await page.goto(`${d.pageUrl}?user=${ala.id}&lang=pl`);
    await page.locator('.status.ok').waitFor();
    expect(await page.locator('#slash select[name=command] option').allTextContents()).toContain('probe hello');

    // Ala runs /probe hello; the bot's reply with a button and a select menu appears live.
    await runSlash('probe hello');
    await page.locator('.msg', { hasText: 'hello ala' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'local-1-hello.png') });

    // Switch to Bartek and click the button on Ala's reply.
    await page.click(`nav.users a:has-text("Bartek")`);
    expect(await page.locator('nav.users a.current').textContent()).toBe('Bartek');
    await page.locator('.msg', { hasText: 'hello ala' }).locator('button[data-click="probe:ok"]').click();
    await page.locator('.msg', { hasText: 'clicked by bartek' }).waitFor();

    // The board: a PNG attachment rendered inline, actually loaded by the browser.
    await runSlash('probe board');
    const img = page.locator('.msg', { hasText: 'board' }).locator('img.board').first();
    await img.waitFor();
    // The browser really fetched and decoded the PNG (64 px wide) from the stand-in.
    await page.waitForFunction(
      "(() => { const el = document.querySelector('.msg img.board'); return !!el && el.complete && el.naturalWidth === 64; })()",
    );
    await page.locator('.msg.ephemeral', { hasText: 'posted' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'local-2-board.png') });

    // Autocomplete asks the bot while typing.
    await page.selectOption('#slash select[name=command]', 'probe pick');
    await page.locator('#slash input[name=move]').waitFor();
    await page.fill('#slash input[name=move]', 'pa');
    await page.waitForFunction("document.querySelectorAll('#ac-move option').length === 3");
    expect(await page.locator('#ac-move option').evaluateAll((os) => os.map((o) => o.getAttribute('value')))).toEqual([
      'pass',
      'pay',
      'pawn',
    ]);
    await page.fill('#slash input[name=move]', 'pawn');
    await page.fill('#slash input[name=count]', '2');
    await page.click('#slash button.btn.primary');
    await page.locator('.msg', { hasText: 'picked pawn x2' }).waitFor();

    // A DM with a secret prompt: Bartek opens his DM pane and answers there.
    await runSlash('probe dm');
    await page.click('a.chan.dm');
    await page.locator('.msg', { hasText: 'secret for bartek' }).waitFor();
    await page.locator('button[data-click="probe:secret"]').click();
    await page.locator('.msg.ephemeral', { hasText: 'button probe:secret by bartek' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'local-3-dm.png') });

    // Ala does not see Bartek's DMs or his ephemeral replies.
    // Switching user keeps the DM pane, which now shows Ala's (empty) DMs.
    await page.click(`nav.users a:has-text("Ala")`);
    await page.locator('#messages .empty').waitFor();
    await page.click('a.chan:has-text("# sejmik")');
    await page.locator('.msg', { hasText: 'clicked by bartek' }).waitFor();
    expect(await page.locator('.msg', { hasText: 'secret for bartek' }).count()).toBe(0);
    expect(await page.locator('.msg', { hasText: 'button probe:secret' }).count()).toBe(0);

    // A modal, in English this time.
    await page.goto(`${d.pageUrl}?user=${ala.id}&lang=en`);
    await runSlash('probe form');
    await page.locator('form.modal input[name=bid]').fill('12');
    await page.screenshot({ path: join(SHOTS, 'local-4-modal-en.png') });
    await page.click('form.modal button.btn.primary');
    await page.locator('.msg', { hasText: 'bid 12' }).waitFor();
    expect(await page.locator('form.modal').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'local-5-after-modal-en.png') });
    expect(await page.locator('.status.ok').textContent()).toContain('bot connected');
  });
});
