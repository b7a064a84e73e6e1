/**
 * Random legal play: from many seeds, for 3 and 4 players and the optional rules, every game
 * reaches a valid end, never throws, keeps its invariants after every step, and no view shows
 * another seat's sealed tokens or bids before the reveal.
 */
import { describe, expect, it } from 'vitest';
import {
  ENEMY_COLOURS,
  ENEMY_CUBES,
  type EnemyColour,
  ESTATE_TRACKS,
  FIELDS,
  PROVINCES,
  SUPPLY,
} from '../../../src/engines/boze-igrzysko/data/board.js';
import { bozeIgrzyskoGame as game } from '../../../src/engines/boze-igrzysko/index.js';
import type { State } from '../../../src/engines/boze-igrzysko/state.js';
import { findSecretString } from '../../../src/engines/kit/leaks.js';
import { playRandomGame } from '../../../src/engines/kit/randomPlay.js';
import { replay } from '../../../src/engines/kit/replay.js';
import type { OptionValues } from '../../../src/engines/kit/types.js';
import { hasMessage } from '../../../src/i18n/index.js';
import { propertySeeds } from '../../support/sweep.js';

/** Pieces are conserved and every track stays in range; returns the broken invariants. */
function invariantProblems(s: State): string[] {
  const bad: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) bad.push(what);
  };
  const n = s.players.length;
  for (let seat = 0; seat < n; seat++) {
    const pl = s.players[seat];
    if (!pl) return ['missing player'];
    let cubes = pl.cubes;
    let discs = pl.discs;
    let inf = pl.units.inf + pl.destroyed.inf;
    let cav = pl.units.cav + pl.destroyed.cav;
    let art = pl.units.art + pl.destroyed.art;
    for (const p of PROVINCES) {
      const ps = s.provinces[p];
      const c = ps.cubes[seat] ?? 0;
      need(c >= 0, `negative cubes ${p}`);
      cubes += c;
      for (const e of ps.estates) if (e.owner === seat) discs++;
      if (s.sejm[p] === seat) discs++;
      inf += ps.units[seat]?.inf ?? 0;
      cav += ps.units[seat]?.cav ?? 0;
      art += ps.units[seat]?.art ?? 0;
    }
    for (const f of FIELDS) cubes += s.fields[f].cubes[seat] ?? 0;
    need(cubes === SUPPLY.cubes, `seat ${seat} has ${cubes} cubes`);
    need(discs === SUPPLY.discs - 1, `seat ${seat} has ${discs} discs`);
    need(inf === SUPPLY.infantry && cav === SUPPLY.cavalry && art === SUPPLY.artillery, `seat ${seat} units`);
    need(pl.money >= 0 && pl.pp >= 0 && pl.cubes >= 0 && pl.discs >= 0, `seat ${seat} negative supply`);
    need(pl.tokens.length <= 12, `seat ${seat} tokens`);
  }
  let managers = s.managers;
  let cities = s.cities;
  let markers = 0;
  for (const p of PROVINCES) {
    const ps = s.provinces[p];
    need(ps.prosperity >= SUPPLY.prosperity.min && ps.prosperity <= SUPPLY.prosperity.max, `prosperity ${p}`);
    need(ps.estates.length <= ESTATE_TRACKS[p].v.length, `estates ${p}`);
    for (const e of ps.estates) {
      if (e.manager) managers++;
      if (e.city) cities++;
    }
    markers += ps.markers;
    for (const c of ENEMY_COLOURS) need(ps.enemy[c] >= 0, `enemy ${c} in ${p}`);
  }
  for (const c of ENEMY_COLOURS) {
    let onMap = 0;
    for (const p of PROVINCES) onMap += s.provinces[p].enemy[c];
    need(onMap <= ENEMY_CUBES[c].v, `${c} cubes on the map`);
  }
  need(managers === SUPPLY.managers, 'managers conserved');
  need(cities === SUPPLY.cities, 'cities conserved');
  need(markers <= SUPPLY.habsburgMarkers, 'markers');
  need(s.cossacks.pool + s.cossacks.ukr + s.cossacks.e3 === SUPPLY.cossacks, 'cossacks');
  need(s.crown.inf <= 4 && s.crown.cav <= 4 && s.crown.art <= 1 && s.crown.inf >= 0 && s.crown.cav >= 0, 'crown army');
  let king = 0;
  for (const f of FIELDS) king += s.fields[f].king;
  need(king <= SUPPLY.kingCubes, 'king cubes');
  need(s.turn >= 1 && s.turn <= 4 && s.phase >= 1 && s.phase <= 16, 'turn/phase');
  // pending is empty exactly when the game is over.
  need((game.pending(s).length === 0) === (game.result(s) !== null), 'pending vs result');
  return bad;
}

/**
 * Ruling A-26: pieces are finite. Field counts are strength and may run past the pieces (a rolled
 * die adds strength even with no cube left), so the check is on what reaches the map: within one
 * step the cubes of a colour in the provinces grow at most by the supply before the step, the
 * strength its dice added, and what left the fields — never by cubes still standing in a field.
 */
function piecesFromNowhere(prev: State | null, s: State): string[] {
  if (!prev) return [];
  const bad: string[] = [];
  const onMap = (st: State, c: EnemyColour) => PROVINCES.reduce((a, p) => a + st.provinces[p].enemy[c], 0);
  const inFields = (st: State, c: EnemyColour) => FIELDS.reduce((a, f) => a + st.fields[f].enemy[c], 0);
  for (const c of ENEMY_COLOURS) {
    const gained = onMap(s, c) - onMap(prev, c);
    if (gained <= 0) continue;
    // Faces that may add a cube of this colour: its own field's number, and 5 for the Ottomans in E5 (T4).
    const faces = new Set([ENEMY_COLOURS.indexOf(c) + 1, ...(c === 'orange' ? [5] : [])]);
    let rolled = 0;
    for (const r of s.lastDice)
      if (r.what === 'events' || r.what === 'invasion') rolled += r.dice.filter((d) => faces.has(d)).length;
    const supply = Math.max(0, ENEMY_CUBES[c].v - onMap(prev, c) - inFields(prev, c));
    const fromFields = inFields(prev, c) + rolled - inFields(s, c);
    if (gained > supply + fromFields) bad.push(`${gained} ${c} cubes placed, only ${supply + fromFields} existed`);
  }
  return bad;
}

/**
 * While tokens, bids or passes submitted in advance are sealed, a view may carry only the viewer's own: apart from `mine`,
 * the acting seat's view equals the spectator's, and `mine` holds exactly that seat's draft/bid.
 */
function secretProblems(s: State, seat: number): string[] {
  const st = s.stage;
  const planned = 'planned' in st && st.planned.some(Boolean);
  if (st.kind !== 'clientele' && st.kind !== 'bid' && !planned) return [];
  const bad: string[] = [];
  const spectator = game.view(s, null);
  if (spectator.mine !== null) bad.push('spectator has mine');
  // The stage's sealed containers never reach a view (a cheap string test first, then the path walk).
  if (findSecretString(spectator, 'drafts').length + findSecretString(spectator, 'bids').length > 0)
    bad.push('drafts or bids in view');
  const strip = (v: ReturnType<typeof game.view>) => JSON.stringify({ ...v, seat: null, mine: null });
  const v = game.view(s, seat);
  if (strip(v) !== strip(spectator)) bad.push(`seat ${seat} view differs from the public view`);
  if ('planned' in st && v.mine?.plannedPass !== (st.planned[seat] ?? false)) bad.push(`seat ${seat} planned pass`);
  const own =
    st.kind === 'clientele'
      ? JSON.stringify(v.mine?.draft) === JSON.stringify(st.drafts[seat] ?? {})
      : st.kind === 'bid'
        ? v.mine?.bid === (st.bids[seat] ?? null)
        : true;
  if (!own) bad.push(`seat ${seat} does not see its own submission`);
  return bad;
}

/** Seeds per player count: 200 in the full sweep (test/support/sweep.ts); BOZE_SEEDS overrides. */
const SEEDS = propertySeeds(process.env.BOZE_SEEDS);

const combos: OptionValues[] = [
  {},
  { treatyRestrictions: true, durableTreaties: true },
  { privateDuchies: true, cossackOnlyRecruitment: false },
  { treatyRestrictions: true, durableTreaties: true, privateDuchies: true, cossackOnlyRecruitment: false },
];

function play(seed: string, players: number, options: OptionValues, defaultRate?: number) {
  const problems: string[] = [];
  let prev: State | null = null;
  const g = playRandomGame<State>(game, {
    seed,
    players,
    options,
    maxSteps: 5000,
    ...(defaultRate === undefined ? {} : { defaultRate }),
    onStep: (state, seat) => {
      const s = state as State;
      const bad = [...invariantProblems(s), ...piecesFromNowhere(prev, s), ...secretProblems(s, seat)];
      if (bad.length > 0) problems.push(`${seed}: ${bad.join(', ')}`);
      prev = s;
    },
  });
  expect(problems.slice(0, 5)).toEqual([]);
  expect(g.result, `${seed} ended`).not.toBeNull();
  const r = g.result;
  if (r) {
    expect(r.winners.length).toBe(1);
    expect(r.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, i) => i));
    expect(r.scores).toEqual(g.state.players.map((p) => p.pp));
  }
  // Sealed submissions never appear in public events.
  for (const e of g.events) {
    if (/\.(tokenDrafted|tokensYours|bidYours|tokensReset)$/.test(e.msg.key)) expect(e.to?.length).toBe(1);
  }
  return g;
}

describe('boze-igrzysko random play', () => {
  for (const players of [3, 4]) {
    it(`${players} players: 200 seeds reach a valid end with invariants and secrets intact`, () => {
      for (let i = 0; i < SEEDS; i++) play(`p${players}-${i}`, players, combos[i % combos.length] ?? {});
    }, 240_000);
    it(`${players} players: with defaults taken 30% of the time`, () => {
      for (let i = 0; i < Math.ceil(SEEDS / 5); i++)
        play(`d${players}-${i}`, players, combos[i % combos.length] ?? {}, 0.3);
    }, 120_000);
  }

  it('replaying a finished game from its seed and log reproduces the final state', () => {
    for (const players of [3, 4]) {
      const g = play(`replay-${players}`, players, combos[1] ?? {});
      const again = replay<State>(game, { seed: g.seed, seats: g.seats, options: g.options, actions: g.log });
      expect(again.state).toEqual(g.state);
    }
  });

  it('every message key emitted (events, labels, prompts, phases, result) exists in pl and en', () => {
    const keys = new Set<string>();
    const shapeProblems = new Set<string>();
    /** Ids are unique, short and safe; lists stay short; every menu group fits one select (25). */
    const shapes = (legal: ReturnType<typeof game.legalActions>) => {
      const ids = new Set(legal.map((a) => a.id));
      if (ids.size !== legal.length) shapeProblems.add('duplicate ids');
      if (legal.length > 150) shapeProblems.add(`${legal.length} actions`);
      for (const a of legal) if (!/^[a-z0-9:._-]{1,64}$/.test(a.id)) shapeProblems.add(`bad id ${a.id}`);
      const groups = new Map<string, number>();
      for (const a of legal) if (a.group) groups.set(a.group, (groups.get(a.group) ?? 0) + 1);
      for (const [g, n] of groups) if (n > 25) shapeProblems.add(`group ${g} has ${n}`);
    };
    const walk = (m: { key: string; params?: Record<string, unknown> }) => {
      keys.add(m.key);
      for (const v of Object.values(m.params ?? {}))
        if (v && typeof v === 'object' && 'key' in v) walk(v as { key: string; params?: Record<string, unknown> });
    };
    for (let i = 0; i < 12; i++) {
      const g = playRandomGame<State>(game, {
        seed: `i18n-${i}`,
        players: 3 + (i % 2),
        options: combos[i % combos.length] ?? {},
        onStep: (state, seat) => {
          const s = state as State;
          walk(game.phase(s));
          for (const d of game.pending(s)) {
            walk(d.prompt);
            const legal = game.legalActions(s, d.seat);
            for (const a of legal) walk(a.label);
            shapes(legal);
          }
          void seat;
        },
      });
      for (const e of g.events) walk(e.msg);
      if (g.result) walk(g.result.reason);
    }
    walk(game.title);
    for (const o of game.options) walk(o.label);
    for (const f of game.factions) walk(f.label);
    for (const r of game.rulings) walk(r.text);
    expect([...shapeProblems]).toEqual([]);
    const missing = [...keys].filter((k) => !hasMessage(k, 'pl') || !hasMessage(k, 'en'));
    expect(missing).toEqual([]);
  });
});
