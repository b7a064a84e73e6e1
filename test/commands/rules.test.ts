/**
 * /game rules says how to play — for the game in this channel, what its current phase asks of
 * the players — in one message; /game rulings lists every ruling and the reconstructed values,
 * worded for players, over as many ephemeral messages as it takes. Both in Polish and English,
 * without raw keys or ids shown twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import type { AnyGameDefinition } from '../../src/engines/kit/types.js';
import { getGame, listGames, productGameIds } from '../../src/engines/registry.js';
import { t } from '../../src/i18n/index.js';
import { engineState } from '../../src/table/context.js';
import { rulesOf } from '../../src/table/queries.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna', { locale: 'en-US' as FakeUser['locale'] });
  bartek = h.discord.user('Bartek');
});
afterAll(async () => {
  await h.close();
});

/** Ids of the implementation's own rulings and other words a player must never read. */
const RAW = ['reconstructed', 'oneProposal', 'agreedMayPropose', 'doneMayAct', 'cancelOrder', 'imprisonEmptyPool'];

function rawLeftovers(text: string): string[] {
  const bad: string[] = [];
  if (/[{}]/.test(text)) bad.push('brace');
  for (const m of text.matchAll(/\b[a-z][a-z0-9-]*\.(?:howto|ruling|rulings|table|phase)\.[\w.-]+/g)) bad.push(m[0]);
  // An id shown as a label ("**oneProposal**", "• reconstructed:") or run into a sentence.
  for (const w of RAW) if (new RegExp(`\\*\\*${w}\\*\\*|(^|\\n)• ${w}\\b`).test(text)) bad.push(w);
  for (const w of RAW.filter((x) => x !== 'reconstructed')) if (new RegExp(`\\b${w}\\b`).test(text)) bad.push(w);
  if (/(RECONSTRUCTED|ODTWORZONE|ZREKONSTRUOWANE) values|Wartości (ODTWORZONE|ZREKONSTRUOWANE)/.test(text))
    bad.push('the old tag heading');
  return bad;
}

/** "**A-52** A-52: …" or "**A-52** A-52 …": an id said twice. */
function doubledIds(text: string): string[] {
  return [...text.matchAll(/\*\*([^*]+)\*\* \1\b/g)].map((m) => m[1] ?? '');
}

const products = listGames().filter((g) => productGameIds().includes(g.id));
const users = () => [
  { user: anna, locale: 'en' as const },
  { user: bartek, locale: 'pl' as const },
];

describe('/game rules', () => {
  it.each(products.map((d) => d.id))('%s: the short how-to-play of a kind, with no game here', async (kind) => {
    for (const { user, locale } of users()) {
      const out = await h.discord.slash(user, 'game', 'rules', { kind }, { channelId: 'no-game-here' });
      expect(out.answers).toHaveLength(1);
      expect(out.ephemeral).toBe(true);
      const text = out.text;
      expect(text.length).toBeLessThanOrEqual(2000);
      expect(text).toContain(t(locale, `${kind}.howto.intro`));
      expect(text).toContain(t(locale, `${kind}.howto.round`));
      expect(text).toContain('/game rulings');
      expect(rawLeftovers(text)).toEqual([]);
    }
  });

  it('in a channel with a Magnaci game: what the current phase asks, and the round', async () => {
    const game = await startedGame(
      h,
      [
        { id: anna.id, name: 'Anna' },
        { id: bartek.id, name: 'Bartek' },
      ],
      { kind: 'magnaci' },
    );
    const def = getGame('magnaci');
    if (!def) throw new Error('no magnaci');
    const phase = def.phase(engineState(await h.game(game.id)));
    // In a game's channel everyone reads the game's language (Polish here), whatever their client's.
    const locale = 'pl' as const;
    for (const { user } of users()) {
      const out = await h.discord.slash(user, 'game', 'rules');
      const text = out.text;
      expect(text.length).toBeLessThanOrEqual(2000);
      expect(text).toContain('**Teraz: ');
      expect(text).toContain(t(locale, phase));
      expect(text).toContain(t(locale, 'magnaci.howto.phase.SETUP'));
      expect(text).toContain(t(locale, 'magnaci.howto.round'));
      expect(rawLeftovers(text)).toEqual([]);
    }
  });
});

describe('how to play now, for every phase a game passes through', () => {
  it.each(products.map((d) => d.id))(
    '%s: each phase has its how-to, in one message, in both languages',
    (kind) => {
      const def = getGame(kind) as AnyGameDefinition;
      const phases = new Set<string>();
      playRandomGame(def, {
        seed: `howto-${kind}`,
        players: def.players.max,
        maxSteps: 3000,
        onStep(state) {
          const phase = def.phase(state);
          const label = t('en', phase);
          if (phases.has(label)) return;
          phases.add(label);
          for (const locale of ['pl', 'en'] as const) {
            const text = rulesOf(kind, locale, state).content;
            expect(text.length).toBeLessThanOrEqual(2000);
            // "Now: <phase>." followed by what the phase asks, never the bare label.
            const now = text.split('\n\n').find((p) => p.startsWith(locale === 'en' ? '**Now: ' : '**Teraz: ')) ?? '';
            expect(now, `${kind} ${label}`).toMatch(/\.\*\* \S/);
            expect(rawLeftovers(text)).toEqual([]);
          }
        },
      });
      expect(phases.size).toBeGreaterThan(3);
    },
    120_000,
  );
});

describe('/game rulings', () => {
  it.each(products.map((d) => d.id))('%s: every ruling once, worded for players, in pages', async (kind) => {
    const def = getGame(kind);
    if (!def) throw new Error(`no ${kind}`);
    for (const { user, locale } of users()) {
      const out = await h.discord.slash(user, 'game', 'rulings', { kind }, { channelId: 'no-game-here' });
      const texts = out.answers.map((a) => a.content).filter((c) => c.length > 0);
      expect(out.answers.every((a) => a.ephemeral)).toBe(true);
      for (const text of texts) expect(text.length).toBeLessThanOrEqual(2000);
      const all = texts.join('\n');
      expect(doubledIds(all)).toEqual([]);
      expect(rawLeftovers(all)).toEqual([]);
      for (const r of def.rulings) {
        if (r.id === 'reconstructed') continue;
        // The text as the rulings data has it, without an id it may start with, is shown once.
        const body = t(locale, r.text)
          .replace(new RegExp(`^${r.id}\\s*(\\([^)]*\\))?\\s*:\\s*`), '')
          .slice(0, 40);
        expect(all.split(body).length - 1, `${r.id}: ${body}`).toBe(1);
        if (/^(A-?\d+[a-z]?|PBP-\d+)$/.test(r.id)) expect(all).toContain(`**${r.id}** `);
      }
      expect(all).toContain(t(locale, `${kind}.rulings.reconstructed`));
      expect(all).toContain(locale === 'en' ? 'so they were reconstructed' : 'więc zostały odtworzone');
    }
  });

  it('keeps Magnaci’s trading and autopass rulings, without their internal ids', async () => {
    const out = await h.discord.slash(anna, 'game', 'rulings', { kind: 'magnaci' }, { channelId: 'no-game-here' });
    const all = out.answers.map((a) => a.content).join('\n');
    expect(all).toContain('Law-card offer has no deadline');
    expect(all).toContain('Autopass');
    expect(all).not.toContain('trade-expiry');
    expect(all).toContain('**no. 1** ');
  });
});
