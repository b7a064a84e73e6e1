/**
 * Debian's Chromium driven by playwright-core, for the play page's browser tests: the flags
 * this machine's closed network needs, a throwaway profile, and a skip reason when no
 * chromium binary exists.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
/** Where the tests leave screenshots for a person to look at (never committed). */
export const SHOTS = process.env.LOCAL_PAGE_SCREENSHOTS ?? join(process.cwd(), 'tmp');

export interface HeadlessBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function launchHeadlessChromium(viewport: { width: number; height: number }): Promise<HeadlessBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'sejmik-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
