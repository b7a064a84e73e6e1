/**
 * "My hand" in players' words, for every product game: random legal play from a seed to many
 * mid-game states, each seat's hand in Polish and English. It names the seat's real cards,
 * tokens and sealed choices (read from the seat's own view), reads as text (no JSON, no raw
 * keys), and does not change when another seat's hidden information changes.
 */
import { describe, expect, it } from 'vitest';
import type { State as BozeState } from '../../src/engines/boze-igrzysko/state.js';
import { view as bozeView } from '../../src/engines/boze-igrzysko/view.js';
import { cardMsg } from '../../src/engines/chocim-1621/rules/msgs.js';
import type { State as ChocimState } from '../../src/engines/chocim-1621/state.js';
import { view as chocimView } from '../../src/engines/chocim-1621/view.js';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import type { AnyGameDefinition, Msg, Seat } from '../../src/engines/kit/types.js';
import { FAMILY } from '../../src/engines/magnaci/data/family.js';
import { familyMsg, lawMsg } from '../../src/engines/magnaci/msgs.js';
import type { State as MagnaciState } from '../../src/engines/magnaci/state.js';
import { CHARACTERS } from '../../src/engines/niepodlegla/data/dice.js';
import { characterMsg } from '../../src/engines/niepodlegla/msg.js';
import type { State as NiepodleglaState } from '../../src/engines/niepodlegla/state.js';
import { getGame, listGames, productGameIds } from '../../src/engines/registry.js';
import type { State as StaryState } from '../../src/engines/stary-kontynent/state.js';
import { LOCALES, type Locale, t } from '../../src/i18n/index.js';

/** What a hand must name for a seat, read from that seat's own view or own pieces. */
type Expect = (state: unknown, seat: Seat, locale: Locale) => string[];
/** A copy of the state where every other seat's hidden information is different. */
type Scramble = (state: unknown, seat: Seat) => unknown;

const copy = <S>(s: S): S => structuredClone(s);

const chocim: { expect: Expect; scramble: Scramble } = {
  expect(state, seat, locale) {
    const v = chocimView(state as ChocimState, seat);
    const side = v.viewer;
    if (!side) return [];
    const mine = v.sides[side];
    const out = (mine.hand ?? []).map((id) => t(locale, cardMsg(id)));
    const strengths = (mine.collected ?? []).map((c) => c.strength).sort((a, b) => b - a);
    if (strengths.length > 0) out.push(strengths.join(', '));
    return out;
  },
  scramble(state, seat) {
    const s = copy(state as ChocimState);
    const other = s.seatOf.PLC === seat ? 'OTT' : 'PLC';
    s.hands[other] = [...s.decks[other]].reverse().slice(0, 3);
    s.collected[other] = [];
    if (s.negotiation) {
      s.negotiation.hands[other] = [];
      s.negotiation.selection[other] = [];
    }
    if (s.step?.kind === 'combat') {
      s.step.combat.support[other] = s.step.combat.support[other] === null ? 1 : null;
      s.step.combat.boosts[other] = [];
    }
    if (s.step?.kind === 'recall') s.step.picks[other] = [];
    return s;
  },
};

const magnaci: { expect: Expect; scramble: Scramble } = {
  expect(state, seat, locale) {
    const s = state as MagnaciState;
    const me = s.players[seat];
    if (!me) return [];
    const cards = me.hand.map((c) => `${t(locale, familyMsg(c))} — `);
    const values = me.hand.map((c) => String(FAMILY[c].influence));
    return [...cards, ...values, ...me.laws.map((l) => t(locale, lawMsg(l)))];
  },
  scramble(state, seat) {
    const s = copy(state as MagnaciState);
    s.players.forEach((p, i) => {
      if (i !== seat) p.hand = [...p.hand].reverse().slice(1);
    });
    for (const [key, row] of Object.entries(s.bids)) {
      if (s.revealed.includes(key as never)) continue;
      row.forEach((c, i) => {
        if (i !== seat && c !== null) row[i] = c === 'F2' ? 'F3' : 'F2';
      });
    }
    s.drafts = s.drafts.map((d, i) => (i === seat ? d : {}));
    return s;
  },
};

const boze: { expect: Expect; scramble: Scramble } = {
  expect(state, seat) {
    const me = bozeView(state as BozeState, seat).playerViews[seat];
    if (!me) return [];
    const tokens = [...me.unusedTokens].sort((a, b) => a - b).join(', ');
    return [...(tokens ? [tokens] : []), `${me.money} zł`, `${me.pp} PP`];
  },
  scramble(state, seat) {
    const s = copy(state as BozeState);
    const st = s.stage;
    if (st.kind === 'clientele') st.drafts = st.drafts.map((d, i) => (i === seat ? d : { COURT: 5 }));
    if (st.kind === 'bid') st.bids = st.bids.map((b, i) => (i === seat ? b : 77));
    if ('planned' in st) st.planned = st.planned.map((p, i) => (i === seat ? p : !p));
    return s;
  },
};

const niepodlegla: { expect: Expect; scramble: Scramble } = {
  expect(state, seat, locale) {
    const s = state as NiepodleglaState;
    return CHARACTERS.filter((c) => s.characters[c] === seat).map((c) => t(locale, characterMsg(c)));
  },
  // Nothing is hidden between players: the hand says so (checked below), nothing to scramble.
  scramble: (state) => state,
};

const stary: { expect: Expect; scramble: Scramble } = {
  expect(state, seat) {
    const s = state as StaryState;
    const k = s.kingdoms[seat];
    const armies = s.armies.filter((a) => a.owner === seat);
    return [...(k?.capital ? [`${k.garrison}`] : []), ...(armies.length > 0 ? [`${armies.length};`] : [])];
  },
  scramble: (state) => state,
};

const CHECKS: Record<string, { expect: Expect; scramble: Scramble; nothingHidden?: string }> = {
  'chocim-1621': chocim,
  magnaci,
  'boze-igrzysko': boze,
  niepodlegla: { ...niepodlegla, nothingHidden: 'niepodlegla.hand.nothingHidden' },
  'stary-kontynent': { ...stary, nothingHidden: 'stary-kontynent.hand.nothingHidden' },
};

/** Text a player must never read: JSON, placeholders, raw catalog keys or identifiers. */
function debugLeftovers(text: string): string[] {
  const bad: string[] = [];
  if (/[{}"]/.test(text)) bad.push('brace or double quote');
  for (const m of text.matchAll(/\b[a-z]+(?:_[a-z0-9]+)+\b/g)) bad.push(`snake_case ${m[0]}`);
  for (const m of text.matchAll(/\b[a-z][a-zA-Z0-9-]*\.[a-zA-Z][a-zA-Z0-9]*\b/g)) bad.push(`key ${m[0]}`);
  for (const m of text.matchAll(/\b[a-z]+[A-Z][a-zA-Z]*\b/g)) bad.push(`camelCase ${m[0]}`);
  return bad;
}

function render(locale: Locale, lines: Msg[]): string {
  return lines.map((m) => t(locale, m)).join('\n');
}

const products = listGames().filter((g) => productGameIds().includes(g.id));

describe('every registered game', () => {
  it('says in words what is in a seat’s hand (no game lacks `hand`)', () => {
    const lacking = listGames()
      .filter((g) => typeof g.hand !== 'function')
      .map((g) => g.id);
    expect(lacking).toEqual([]);
    expect(Object.keys(CHECKS).sort()).toEqual(productGameIds().sort());
  });
});

describe.each(products.map((def) => ({ id: def.id, def })))('$id', ({ id, def }) => {
  it('hand in words', () => {
    const check = CHECKS[id];
    if (!check) throw new Error(`no hand check for ${id}`);
    const hand = (def as AnyGameDefinition).hand;
    if (!hand) throw new Error(`${id} has no hand`);
    let states = 0;
    let named = 0;
    for (const players of [def.players.min, def.players.max]) {
      playRandomGame(def as AnyGameDefinition, {
        seed: `hand-in-words-${id}-${players}`,
        players,
        maxSteps: 3000,
        onStep(state, _seat, _action) {
          states++;
          if (states % 11 !== 0) return;
          for (let seat = 0; seat < players; seat++) {
            const lines = hand(state, seat);
            for (const locale of LOCALES) {
              const text = render(locale, lines);
              expect(text.length).toBeGreaterThan(0);
              expect(debugLeftovers(text), text).toEqual([]);
              for (const item of check.expect(state, seat, locale)) {
                expect(text, `${locale} seat ${seat} names ${item}`).toContain(item);
                named++;
              }
              if (check.nothingHidden) expect(text).toContain(t(locale, check.nothingHidden).slice(0, 20));
            }
            // Another seat's secrets changing must not change a word of this seat's hand.
            const other = hand(check.scramble(state, seat), seat);
            expect(render('en', other)).toBe(render('en', lines));
          }
        },
      });
    }
    expect(states).toBeGreaterThan(50);
    expect(named).toBeGreaterThan(20);
  }, 120_000);
});

describe('hands read like the game', () => {
  it('lists a Chocim hand card by card with command values and stratagems', () => {
    const def = getGame('chocim-1621');
    if (!def?.hand) throw new Error('chocim has no hand');
    const g = playRandomGame<ChocimState>(def, { seed: 'hand-chocim-cards', players: 2, maxSteps: 3 });
    const side = g.state.seatOf.PLC === 0 ? 'PLC' : 'OTT';
    const text = render('pl', def.hand(g.state, 0));
    expect(text).toContain('Karty dowódców na ręce');
    for (const id of g.state.hands[side]) expect(text).toContain(`• ${t('pl', cardMsg(id))}`);
    expect(text).toMatch(/\[\d\]/);
    const other = side === 'PLC' ? 'OTT' : 'PLC';
    // Officers without a name are numbered per side ("Oficer nr 2" exists on both): named cards only.
    for (const id of g.state.hands[other].filter((c) => !c.includes('_officer_')))
      expect(text).not.toContain(t('pl', cardMsg(id)));
  });
});

describe('a sealed placement in progress', () => {
  it('names where each Magnaci card of the draft lies (a Senate office, a Sejm or Conflict field)', () => {
    const def = getGame('magnaci');
    if (!def?.hand) throw new Error('magnaci has no hand');
    const hand = def.hand;
    const seen = new Set<string>();
    playRandomGame<MagnaciState>(def, {
      seed: 'hand-magnaci-drafts',
      players: 3,
      maxSteps: 600,
      onStep(raw) {
        const s = raw as MagnaciState;
        if (s.prompt?.p !== 'sealed') return;
        const phase = s.prompt.phase;
        // The Senate's cards are final once sealed: they lie face down under their offices.
        if (phase === 'senate') {
          s.players.forEach((_, seat) => {
            if (render('en', hand(s, seat)).includes('Senate, office: ')) seen.add('senate');
          });
          return;
        }
        s.drafts.forEach((draft, seat) => {
          const slots = Object.keys(draft);
          if (slots.length === 0) return;
          const text = render('en', hand(s, seat));
          for (const slot of slots) {
            expect(text, `${phase} ${slot}`).toContain(`, field ${slot}:`);
          }
          expect(text).toContain(phase === 'sejm' ? 'Sejm, field' : 'Conflicts, field');
          seen.add(phase);
        });
      },
    });
    expect([...seen].sort()).toEqual(['conflict', 'sejm', 'senate']);
  });
});
