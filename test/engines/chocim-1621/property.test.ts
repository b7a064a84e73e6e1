/**
 * Random legal play: every game ends, nothing throws, invariants hold after every step, and no
 * view shows another side's hidden cards or sealed choices. Also replay and catalogue coverage.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_DATA, PITCHED, PLC_FIELDS } from '../../../src/engines/chocim-1621/data/board.js';
import { COMMANDER_CARDS, DIPLOMACY_TOTAL } from '../../../src/engines/chocim-1621/data/cards.js';
import { MORALE, SUPPLY } from '../../../src/engines/chocim-1621/data/tracks.js';
import {
  countOf,
  noUnits,
  SIDES,
  type Side,
  UNIT_DATA,
  UNIT_TYPES,
} from '../../../src/engines/chocim-1621/data/units.js';
import { chocimGame, type State } from '../../../src/engines/chocim-1621/index.js';
import { slotSpec } from '../../../src/engines/chocim-1621/rules/board.js';
import { assaultCapacity } from '../../../src/engines/chocim-1621/rules/deploy.js';
import { randomDraft } from '../../../src/engines/kit/choice.js';
import { findSecretString } from '../../../src/engines/kit/leaks.js';
import { playRandomGame } from '../../../src/engines/kit/randomPlay.js';
import { replay } from '../../../src/engines/kit/replay.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import type { Msg } from '../../../src/engines/kit/types.js';
import { hasMessage } from '../../../src/i18n/index.js';
import { propertySeeds } from '../../support/sweep.js';

const SEEDS = propertySeeds();

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

function checkInvariants(s: State): void {
  // Pieces are conserved: every unit is in a reserve, on an action, routed, mutinied or removed.
  for (const t of UNIT_TYPES) {
    let n = s.routed[t] + s.mutinied[t] + s.removed[t];
    for (const r of Object.values(s.reserves)) {
      n += r[t];
      check(r[t] >= 0, `reserve ${t} >= 0`);
    }
    for (const u of Object.values(s.slots)) n += u[t];
    check(n === UNIT_DATA[t].count, `count of ${t} is ${n}`);
  }
  // Actions hold only their side's units, within capacity.
  for (const [slot, u] of Object.entries(s.slots)) {
    const spec = slotSpec(s.rules, slot);
    for (const t of UNIT_TYPES) check(u[t] >= 0, `${slot} ${t} >= 0`);
    for (const side of SIDES) {
      const n = countOf(u, side);
      if (n === 0) continue;
      check(spec.side === side || spec.side === 'both', `${side} on ${slot}`);
      const field = spec.field as (typeof PLC_FIELDS)[number];
      // While OTT trims a taken field's control (D10, A-28), the attackers may outnumber the limit.
      const trimming = spec.action === 'control' && s.step?.kind === 'occupy' && s.step.field === field;
      const cap =
        spec.action === 'pitched_battle'
          ? PITCHED[side].max.v
          : spec.action === 'assault'
            ? assaultCapacity(s, field)
            : trimming
              ? Math.max(assaultCapacity(s, field), FIELD_DATA[field].assaultMin.v)
              : spec.max;
      check(n <= cap, `${slot} holds ${n} > ${cap}`);
    }
  }
  // Tracks stay in range.
  for (const side of SIDES) {
    check(s.morale[side] >= MORALE[side].min && s.morale[side] <= MORALE[side].max, `morale ${side}`);
    check(s.supply[side] >= SUPPLY[side].min && s.supply[side] <= SUPPLY[side].max, `supply ${side}`);
  }
  check(s.approach >= 0 && s.approach <= 6, 'approach 0..6');
  for (const f of PLC_FIELDS) check(s.fortification[f] >= 0 && s.fortification[f] <= 3, `fortification ${f}`);
  check(s.week >= 1 && s.week <= 5, 'week 1..5');
  // Cards are conserved.
  const commanders = [
    ...s.decks.PLC,
    ...s.decks.OTT,
    ...s.hands.PLC,
    ...s.hands.OTT,
    ...s.usedPile.PLC,
    ...s.usedPile.OTT,
    ...s.leaders.PLC.map((l) => l.id),
    ...s.leaders.OTT.map((l) => l.id),
    ...s.removedCards,
  ];
  check(
    commanders.length === COMMANDER_CARDS.length && new Set(commanders).size === commanders.length,
    'commander cards',
  );
  const n = s.negotiation;
  const diplomacy = [
    ...s.diplomacyDeck,
    ...s.display,
    ...s.collected.PLC,
    ...s.collected.OTT,
    ...s.diplomacyDiscard,
    ...(n
      ? [
          ...n.hands.PLC,
          ...n.hands.OTT,
          ...n.discarded.PLC,
          ...n.discarded.OTT,
          ...n.commits.flatMap((c) => [...c.PLC, ...c.OTT]),
        ]
      : []),
  ];
  check(diplomacy.length === DIPLOMACY_TOTAL && new Set(diplomacy).size === DIPLOMACY_TOTAL, 'diplomacy cards');
  // pending is empty exactly when the game is over.
  check((chocimGame.pending(s).length === 0) === (chocimGame.result(s) !== null), 'pending empty iff result');
  // Outside an occupation decision no control holds more than its limit.
  if (s.step?.kind !== 'occupy')
    for (const f of PLC_FIELDS) {
      const c = s.slots[`${f}.control`];
      const limit = FIELD_DATA[f].controlLimit?.v ?? 0;
      if (c) check(countOf(c, 'OTT') <= limit, `${f}.control over its limit`);
    }
}

/** Ids a side must not see in a view. */
function secretsFrom(s: State, owner: Side): string[] {
  const out = [...s.hands[owner], ...s.collected[owner], ...s.decks.PLC, ...s.decks.OTT, ...s.diplomacyDeck];
  const n = s.negotiation;
  if (n) {
    out.push(...n.discarded[owner]);
    if (!n.revealed) out.push(...n.hands[owner], ...n.selection[owner], ...n.commits.flatMap((c) => c[owner]));
  }
  return out;
}

function checkViews(s: State): void {
  for (const viewer of [null, 0, 1] as const) {
    const v = chocimGame.view(s, viewer);
    const json = JSON.stringify(v);
    for (const owner of SIDES) {
      if (viewer === s.seatOf[owner]) continue;
      const decks = new Set([...s.decks.PLC, ...s.decks.OTT, ...s.diplomacyDeck]);
      for (const id of secretsFrom(s, owner)) {
        if (!json.includes(`"${id}"`)) continue;
        throw new Error(
          `${id} of ${owner}${decks.has(id) ? ' (deck)' : ''} leaks to ${viewer}: ${findSecretString(v, id).join(', ')}`,
        );
      }
    }
    const me = viewer === null ? null : viewer === s.seatOf.PLC ? 'PLC' : 'OTT';
    // Sealed combat choices: only the viewer's own.
    if (v.combat && s.step?.kind === 'combat') {
      check(v.combat.mySupport === (me ? s.step.combat.support[me] : null), 'sealed support');
    }
    // Sealed summary recall (D15): only the viewer's own marks, and the board shows none of them.
    if (s.step?.kind === 'recall') {
      const picks = s.step.picks;
      check(JSON.stringify(v.recall?.mine ?? null) === JSON.stringify(me ? picks[me] : null), 'sealed recall');
      check(JSON.stringify(v.slots) === JSON.stringify(s.slots), 'recall marks do not move units before the reveal');
      check(!json.includes('"picks"'), 'no raw recall picks in a view');
    }
  }
}

function walkMsg(m: Msg, keys: Set<string>): void {
  keys.add(m.key);
  for (const p of Object.values(m.params ?? {})) if (typeof p === 'object') walkMsg(p, keys);
}

const OPTION_SETS: Record<string, boolean | string>[] = [
  {},
  { handLimitCountsLeaders: false },
  { bastionReading: 'max5', raidUnitTypes: 'cavalry', plunderAllowsJanissaries: false, abandonedFieldMorale: true },
  { week5ExtraCommanderCard: true },
];

describe('random play', () => {
  it(`${SEEDS} seeds with default options (half with 30% missed deadlines) end validly, keep invariants and leak nothing`, () => {
    const asked = new Set<string>();
    for (let i = 0; i < SEEDS; i++) {
      let step = 0;
      const g = playRandomGame<State>(chocimGame, {
        seed: `chocim-${i}`,
        players: 2,
        maxSteps: 5000,
        ...(i % 2 === 1 ? { defaultRate: 0.3 } : {}),
        onStep: (st) => {
          const s = st as State;
          if (s.step) asked.add(s.step.kind);
          checkInvariants(s);
          // Every view of every fourth game at every step; the others at every third step.
          if (i % 4 === 0 || step++ % 3 === 0) checkViews(s);
        },
      });
      expect(g.result, `seed ${i}`).not.toBeNull();
    }
    // The player decisions of issue #10 come up in ordinary play (mutiny: see the demoralised siege).
    for (const kind of ['effectOrder', 'recall', 'occupy']) expect(asked, kind).toContain(kind);
  }, 120_000);

  it('option combinations end validly with views checked at every step', () => {
    OPTION_SETS.forEach((options, k) => {
      for (let i = 0; i < 8; i++) {
        const g = playRandomGame<State>(chocimGame, {
          seed: `chocim-opt-${k}-${i}`,
          players: 2,
          options,
          maxSteps: 5000,
          defaultRate: i % 3 === 0 ? 0.3 : 0,
          onStep: (st) => {
            checkInvariants(st as State);
            checkViews(st as State);
          },
        });
        expect(g.result).not.toBeNull();
      }
    });
  }, 120_000);

  it('a well-fed siege reaches weeks 4 and 5 and the normal negotiations', () => {
    // Random play starves by week 3 with the placeholder tracks; top supplies up at each new week.
    let reached5 = 0;
    for (let i = 0; i < 10; i++) {
      const rng = SeededRng.fromSeed(`fed-${i}`);
      const chooser = SeededRng.fromSeed(`fed-chooser-${i}`);
      let s = chocimGame.setup(
        [
          { seat: 0, faction: 'commonwealth' },
          { seat: 1, faction: 'ottoman' },
        ],
        {},
        rng,
      );
      let week = 0;
      for (let step = 0; step < 5000 && chocimGame.result(s) === null; step++) {
        if (s.week !== week) {
          week = s.week;
          s = structuredClone(s);
          s.supply = { PLC: SUPPLY.PLC.max, OTT: SUPPLY.OTT.max };
          s.morale = { PLC: MORALE.PLC.max, OTT: MORALE.OTT.max };
        }
        const d = chooser.pick(chocimGame.pending(s));
        const useDefault = chooser.int(10) < 3;
        const action = useDefault
          ? chocimGame.defaultAction(s, d.seat)
          : chooser.pick(chocimGame.legalActions(s, d.seat)).action;
        s = chocimGame.apply(s, d.seat, action, rng).state;
        checkInvariants(s);
        checkViews(s);
      }
      expect(chocimGame.result(s)).not.toBeNull();
      if (s.week === 5) reached5++;
    }
    expect(reached5).toBeGreaterThan(0);
  }, 120_000);
});

describe('new decisions under random play', () => {
  it('a demoralised, well-fed siege asks for mutiny sources and sealed recalls, and stays valid', () => {
    // Morale is pushed down to the mutiny spaces at each Summary, supplies topped up so the siege lasts.
    const seen = { mutiny: 0, recall: 0 };
    for (let i = 0; i < 12; i++) {
      const rng = SeededRng.fromSeed(`mutiny-${i}`);
      const chooser = SeededRng.fromSeed(`mutiny-chooser-${i}`);
      let s = chocimGame.setup(
        [
          { seat: 0, faction: 'commonwealth' },
          { seat: 1, faction: 'ottoman' },
        ],
        {},
        rng,
      );
      let lowered = 0;
      for (let step = 0; step < 5000 && chocimGame.result(s) === null; step++) {
        if (s.step?.kind === 'recall' && lowered !== s.week) {
          lowered = s.week;
          s = structuredClone(s);
          s.supply = { PLC: SUPPLY.PLC.max, OTT: SUPPLY.OTT.max };
          s.morale = { PLC: 2, OTT: 3 };
          // A Cossack on the camp's own defence gives the mutiny a second place to come from.
          if (s.reserves.cossack_camp.cossack > 0) {
            s.reserves.cossack_camp.cossack--;
            const d = s.slots['cossack_camp.defence'] ?? noUnits();
            d.cossack++;
            s.slots['cossack_camp.defence'] = d;
          }
        }
        const kind = s.step?.kind;
        if (kind === 'mutiny' || kind === 'recall') seen[kind]++;
        const d = chooser.pick(chocimGame.pending(s));
        const action =
          chooser.int(10) < 3
            ? chocimGame.defaultAction(s, d.seat)
            : chooser.pick(chocimGame.legalActions(s, d.seat)).action;
        s = chocimGame.apply(s, d.seat, action, rng).state;
        checkInvariants(s);
        checkViews(s);
      }
      expect(chocimGame.result(s)).not.toBeNull();
    }
    expect(seen.mutiny).toBeGreaterThan(0);
    expect(seen.recall).toBeGreaterThan(0);
  }, 120_000);
});

describe('purity', () => {
  it('apply never changes the state it is given', () => {
    const g = playRandomGame<State>(chocimGame, { seed: 'pure-1', players: 2, defaultRate: 0.3 });
    const rng = SeededRng.fromSeed('pure-1');
    let s = chocimGame.setup(g.seats, g.options, rng);
    for (const entry of g.log) {
      const before = JSON.stringify(s);
      const next = chocimGame.apply(s, entry.seat, chocimGame.parseAction(entry.action), rng).state;
      expect(JSON.stringify(s)).toBe(before);
      s = next;
    }
    expect(s).toEqual(g.state);
  });
});

describe('replay', () => {
  it('replaying a finished game from its seed reproduces the final state', () => {
    for (const seed of ['replay-1', 'replay-2', 'replay-3']) {
      const g = playRandomGame<State>(chocimGame, { seed, players: 2, defaultRate: 0.2 });
      const r = replay<State>(chocimGame, { seed, seats: g.seats, options: g.options, actions: g.log });
      expect(r.state).toEqual(g.state);
    }
  });
});

describe('messages', () => {
  it('every key emitted in events, labels, prompts, phases, results and options exists in pl and en; ids are short and unique', () => {
    const keys = new Set<string>();
    const badIds = new Set<string>();
    walkMsg(chocimGame.title, keys);
    for (const o of chocimGame.options) {
      walkMsg(o.label, keys);
      if (o.kind === 'choice') for (const c of o.choices) walkMsg(c.label, keys);
    }
    for (const r of chocimGame.rulings) walkMsg(r.text, keys);
    for (const f of chocimGame.factions) walkMsg(f.label, keys);
    for (let i = 0; i < 30; i++) {
      const g = playRandomGame<State>(chocimGame, {
        seed: `msg-${i}`,
        players: 2,
        options: OPTION_SETS[i % OPTION_SETS.length],
        defaultRate: 0.2,
        onStep: (st) => {
          const s = st as State;
          walkMsg(chocimGame.phase(s), keys);
          for (const d of chocimGame.pending(s)) {
            walkMsg(d.prompt, keys);
            const legal = chocimGame.legalActions(s, d.seat);
            for (const a of legal) {
              walkMsg(a.label, keys);
              if (a.id.length > 64 || !/^[a-z0-9:._-]+$/.test(a.id)) badIds.add(a.id);
            }
            if (new Set(legal.map((a) => a.id)).size !== legal.length) badIds.add('duplicate ids');
            // The described choice (card play, recall, +1s, claim) walked along a random draft.
            const describe = (draft: Record<string, string>) => chocimGame.choice?.(s, d.seat, draft) ?? null;
            const draft = randomDraft(describe, (n) => Math.floor(n / 2));
            for (const c of [describe({}), draft ? describe(draft) : null]) {
              for (const slot of c?.slots ?? []) {
                walkMsg(slot.label, keys);
                for (const o of slot.options) walkMsg(o.label, keys);
              }
              if (c?.invalid) walkMsg(c.invalid, keys);
            }
          }
        },
      });
      for (const e of g.events) walkMsg(e.msg, keys);
      if (g.result) walkMsg(g.result.reason, keys);
    }
    const missing = [...keys].filter((k) => !hasMessage(k, 'pl') || !hasMessage(k, 'en'));
    expect(missing).toEqual([]);
    expect([...badIds]).toEqual([]);
  }, 120_000);
});
