/**
 * /game rules lists every ruling of a game, however many: Magnaci's run over several ephemeral
 * messages (each within Discord's limit), and the trading and autopass rulings are among them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magnaciGame } from '../../src/engines/magnaci/index.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness } from '../support/tableHarness.js';

let h: Harness;
let anna: FakeUser;

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna', { locale: 'en-US' as FakeUser['locale'] });
});
afterAll(async () => {
  await h.close();
});

describe('/game rules', () => {
  it('shows every Magnaci ruling across as many ephemeral messages as it takes', async () => {
    const out = await h.discord.slash(anna, 'game', 'rules', { kind: 'magnaci' });
    const texts = out.answers.map((a) => a.content).filter((c) => c.length > 0);
    expect(texts.length).toBeGreaterThan(1);
    expect(out.answers.every((a) => a.ephemeral)).toBe(true);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(2000);
    const all = texts.join('\n');
    for (const r of magnaciGame.rulings) expect(all).toContain(`**${r.id}**`);
    expect(all).toContain('Law-card offer has no deadline');
    expect(all).toContain('Autopass');
  });
});
