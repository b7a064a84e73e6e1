/**
 * Card actions (Akcje) in action windows: which plays a seat may declare now (spec
 * 4.0.3, 2.6.2, 5.10) and what each does once it survives a VETO.
 */
import type { Seat } from '../kit/types.js';
import { at, estatesIn, gainProvinces, isPartitioned, markerOf, royalPolicy } from './board.js';
import { bidKey } from './contests.js';
import { conflict } from './data/conflicts.js';
import { PROVINCES, type ProvinceId } from './data/geography.js';
import { LAWS, type LawId } from './data/laws.js';
import { SENATORS } from './data/senators.js';
import { SYMBOLS, type SymbolId } from './data/symbols.js';
import { addEstates, type Ctx, checkPartitionLifted, removeConflict, say } from './effects.js';
import { areaMsg, playCardMsg, seatMsg, symbolMsg } from './msgs.js';
import type { Play, State, Task } from './state.js';

function hasOwnCard(s: State, seat: Seat): boolean {
  const w = s.window;
  if (!w) return false;
  const key = bidKey(w.ctx);
  return key !== null && (s.bids[key]?.[seat] ?? null) !== null && s.revealed.includes(key);
}

/** Estates Spław zboża would give now (Ambiguity 16, configurable). */
export function grainRaftingGain(s: State, seat: Seat): number {
  const e = LAWS.SPLAW_ZBOZA.effect;
  if (isPartitioned(s, e.target)) return 0;
  if (s.options.grainRafting === 'strict' && (isPartitioned(s, e.first) || isPartitioned(s, e.second))) return 0;
  const first = !isPartitioned(s, e.first) && estatesIn(s, e.first, seat) > 0;
  if (!first) return 0;
  const second = !isPartitioned(s, e.second) && estatesIn(s, e.second, seat) > 0;
  return second ? 2 : 1;
}

/** Law cards won in this Sejm bearing `symbol` (Pacta conventa, Ambiguity 15). */
export function pactaCount(s: State, seat: Seat, symbol: SymbolId): number {
  return (s.wonThisSejm[seat] ?? []).filter((l) => LAWS[l].symbols.some((x) => x === symbol)).length;
}

function interregnumCondition(s: State, seat: Seat, card: LawId): boolean {
  const e = LAWS[card].effect;
  switch (e.type) {
    case 'UNION':
      // Counts even if Litwa/Ukraina is partitioned (Ambiguity 18).
      return e.provinces.some((p) => markerOf(s, p)?.seat === seat);
    case 'PRIVATE_DUCHY': {
      const n = PROVINCES.filter((p) => !isPartitioned(s, p)).filter((p) => {
        const mk = markerOf(s, p);
        return mk?.seat === seat && mk.kind === 'DOM';
      }).length;
      const min =
        s.nPlayers <= 2
          ? e.minByPlayers[2]
          : s.nPlayers === 3
            ? e.minByPlayers[3]
            : s.nPlayers === 4
              ? e.minByPlayers[4]
              : e.minByPlayers[5];
      return n >= min;
    }
    case 'AD_MAIOREM':
      return PROVINCES.filter((p) => !isPartitioned(s, p) && estatesIn(s, p, seat) > 0).length >= e.min;
    default:
      return false;
  }
}

function assignatsTargets(s: State, seat: Seat): Seat[] {
  return s.players.flatMap((p, t) =>
    t !== seat && (p.laws.length > 0 || PROVINCES.some((pr) => !isPartitioned(s, pr) && estatesIn(s, pr, t) > 0))
      ? [t]
      : [],
  );
}

/** Every play `seat` may declare in the open window. */
export function eligiblePlays(s: State, seat: Seat): Play[] {
  const w = s.window;
  const player = s.players[seat];
  if (!w || !player) return [];
  const out: Play[] = [];
  const own = hasOwnCard(s, seat);
  const senatorReady = (o: 'HETMAN' | 'KANCLERZ' | 'PODSKARBI') => s.senators[o].holder === seat && !s.senators[o].used;
  // A card received by trade after this seat's turn in the window passed waits for a later one.
  const locked = new Set((w.locked ?? []).filter((l) => l.seat === seat).map((l) => l.law));
  const laws = [...new Set(player.laws)].filter((l) => !locked.has(l));
  const ctx = w.ctx;
  const regular = ctx.kind === 'senate' || ctx.kind === 'sejm' || ctx.kind === 'conflict' || ctx.kind === 'interregnum';
  if (ctx.kind === 'sejm' && own && senatorReady('KANCLERZ')) out.push({ card: 'KANCLERZ' });
  if (ctx.kind === 'conflict' && own && senatorReady('HETMAN')) out.push({ card: 'HETMAN' });
  if (ctx.kind === 'interregnum' && senatorReady('PODSKARBI')) {
    // Podskarbi: another player's Estate in a non-partitioned Province, never a Fief (Ambiguity 36).
    for (const province of PROVINCES) {
      if (isPartitioned(s, province)) continue;
      for (const target of s.turnOrder)
        if (target !== seat && estatesIn(s, province, target) > 0) out.push({ card: 'PODSKARBI', target, province });
    }
  }
  for (const card of laws) {
    const e = LAWS[card].effect;
    switch (e.type) {
      case 'MOD_INFLUENCE':
        if (!own) break;
        if (ctx.kind === 'senate' && e.senate && (e.office === undefined || e.office === ctx.office))
          out.push({ card });
        if (ctx.kind === 'sejm' && e.sejm) out.push({ card });
        break;
      case 'MOD_STRENGTH':
        if (own && ctx.kind === 'conflict') out.push({ card });
        break;
      case 'BUILD':
        if (ctx.kind === 'conflict' && s.buildings[e.building] === undefined) out.push({ card });
        break;
      case 'GRAIN_RAFTING':
        if (ctx.kind === 'interregnum' && grainRaftingGain(s, seat) > 0) out.push({ card });
        break;
      case 'UNION':
      case 'PRIVATE_DUCHY':
      case 'AD_MAIOREM':
        if (ctx.kind === 'interregnum' && gainProvinces(s).length > 0 && interregnumCondition(s, seat, card))
          out.push({ card });
        break;
      case 'EMBASSY':
        if (ctx.kind === 'poselstwo')
          s.conflictFields.forEach((c, field) => {
            if (c) out.push({ card, field });
          });
        break;
      case 'ASSIGNATS':
        if (regular) for (const target of assignatsTargets(s, seat)) out.push({ card, target });
        break;
      case 'PACTA_CONVENTA':
        if (ctx.kind === 'pacta' && gainProvinces(s).length > 0) {
          const policy = royalPolicy(s);
          for (const symbol of SYMBOLS)
            if (symbol !== policy && pactaCount(s, seat, symbol) > 0) out.push({ card, symbol });
        }
        break;
      default:
        break;
    }
  }
  return out;
}

export function samePlay(a: Play, b: Play): boolean {
  return (
    a.card === b.card &&
    a.target === b.target &&
    a.province === b.province &&
    a.field === b.field &&
    a.symbol === b.symbol
  );
}

/** The card leaves its holder when announced: a Law card is out of the game even if vetoed. */
export function declarePlay(ctx: Ctx, seat: Seat, play: Play): void {
  const s = ctx.s;
  const p = at(s.players, seat);
  if (play.card === 'HETMAN' || play.card === 'KANCLERZ' || play.card === 'PODSKARBI')
    s.senators[play.card].used = true;
  else {
    const i = p.laws.indexOf(play.card);
    if (i >= 0) p.laws.splice(i, 1);
  }
  if (s.window) s.window.playedThisRound = true;
  say(ctx, 'event.play', { player: seatMsg(s, seat), card: playCardMsg(play.card), detail: playDetail(s, play) });
  s.tasks.unshift({ t: 'veto', seat, play }, { t: 'resolvePlay', seat, play }, { t: 'windowStep' });
}

export function playDetail(s: State, play: Play): ReturnType<typeof areaMsg> {
  if (play.target !== undefined && play.province)
    return {
      key: 'magnaci.detail.targetArea',
      params: { player: seatMsg(s, play.target), area: areaMsg(play.province) },
    };
  if (play.target !== undefined) return { key: 'magnaci.detail.target', params: { player: seatMsg(s, play.target) } };
  if (play.field !== undefined) {
    const c = s.conflictFields[play.field];
    return {
      key: 'magnaci.detail.field',
      params: { card: c ? { key: `magnaci.conflict.${c.card}` } : { key: 'magnaci.list.none' } },
    };
  }
  if (play.symbol) return { key: 'magnaci.detail.symbol', params: { symbol: symbolMsg(play.symbol) } };
  return { key: 'magnaci.detail.none' };
}

/** Applies a play that was not vetoed. */
export function resolvePlay(ctx: Ctx, seat: Seat, play: Play): void {
  const s = ctx.s;
  if (play.card === 'HETMAN' || play.card === 'KANCLERZ') {
    s.mods[seat] = (s.mods[seat] ?? 0) + SENATORS[play.card].modifier;
    return;
  }
  if (play.card === 'PODSKARBI') {
    if (play.target === undefined || !play.province) return;
    const tasks: Task[] = [
      { t: 'lose', seat: play.target, area: play.province, entail: true },
      { t: 'gainAt', seat, area: play.province, count: 1 },
    ];
    s.tasks.unshift(...tasks);
    return;
  }
  const e = LAWS[play.card].effect;
  switch (e.type) {
    case 'MOD_INFLUENCE':
    case 'MOD_STRENGTH':
      s.mods[seat] = (s.mods[seat] ?? 0) + e.value;
      return;
    case 'BUILD': {
      const w = s.window;
      const c = w && w.ctx.kind === 'conflict' ? s.conflictFields[w.ctx.field] : null;
      if (!c) return;
      const province = conflict(c.card).province;
      s.buildings[e.building] = province;
      say(ctx, 'event.building', { building: { key: `magnaci.building.${e.building}` }, area: areaMsg(province) });
      return;
    }
    case 'GRAIN_RAFTING':
      addEstates(ctx, seat, e.target, grainRaftingGain(s, seat));
      return;
    case 'UNION':
    case 'PRIVATE_DUCHY':
    case 'AD_MAIOREM':
      s.tasks.unshift({ t: 'gain', seat, count: 1 });
      return;
    case 'PACTA_CONVENTA':
      if (play.symbol) s.tasks.unshift({ t: 'gain', seat, count: pactaCount(s, seat, play.symbol) });
      return;
    case 'EMBASSY': {
      if (play.field === undefined) return;
      const c = s.conflictFields[play.field];
      if (!c) return;
      removeConflict(ctx, play.field, 'event.conflictRemoved');
      checkPartitionLifted(ctx, conflict(c.card).province);
      s.tasks.unshift({ t: 'conflictLayout' });
      return;
    }
    case 'ASSIGNATS': {
      const target = play.target;
      if (target === undefined) return;
      const tp = at(s.players, target);
      const provinces = assignatsProvinces(s, target);
      if (tp.laws.length === 0 && provinces.length === 0) {
        say(ctx, 'event.assignatsNothing', { player: seatMsg(s, target) });
        return;
      }
      s.prompt = { p: 'assignatsRespond', seat: target, user: seat };
      return;
    }
    default:
      return;
  }
}

/** Provinces where the Asygnaty target could give up all its Estates. */
export function assignatsProvinces(s: State, target: Seat): ProvinceId[] {
  return PROVINCES.filter((p) => !isPartitioned(s, p) && estatesIn(s, p, target) > 0);
}
