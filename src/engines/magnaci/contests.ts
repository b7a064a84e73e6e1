/**
 * Contests (4.0.2): reveal one field, open the action window, then settle: Senate
 * offices (4.2), Law cards (4.3) and Conflicts (4.4.3, 5.4, 5.5).
 */
import type { Seat } from '../kit/types.js';
import { lapseAutopass } from './autopass.js';
import { at, conflictScale, estatesIn, isPartitioned, provinceModifier, royalPolicy } from './board.js';
import { conflict } from './data/conflicts.js';
import { FAMILY, type FamilyCardId } from './data/family.js';
import { fiefsOf, PROVINCES } from './data/geography.js';
import { LAWS } from './data/laws.js';
import { type OfficeId, SENATORS } from './data/senators.js';
import { addEstates, type Ctx, checkPartitionLifted, removeConflict, say } from './effects.js';
import { areaMsg, conflictMsg, familyMsg, fieldName, lawMsg, listMsg, m, officeMsg, seatMsg } from './msgs.js';
import type { BidKey, State, Task, WindowContext } from './state.js';

export function bidKey(ctx: WindowContext): BidKey | null {
  switch (ctx.kind) {
    case 'senate':
      return `senate:${ctx.office}`;
    case 'sejm':
      return `sejm:${ctx.field}`;
    case 'conflict':
      return `conflict:${ctx.field}`;
    default:
      return null;
  }
}

/** Seats with a card in this contest, in turn order. */
export function bidders(s: State, key: BidKey): Seat[] {
  const row = s.bids[key] ?? [];
  return s.turnOrder.filter((seat) => (row[seat] ?? null) !== null);
}

function cardOf(s: State, key: BidKey, seat: Seat): FamilyCardId | null {
  return s.bids[key]?.[seat] ?? null;
}

/** Reveals the Family cards of one contest: one public event, in turn order. */
function reveal(ctx: Ctx, key: BidKey, title: ReturnType<typeof m>, strength: boolean): void {
  const s = ctx.s;
  s.revealed.push(key);
  const parts = bidders(s, key).map((seat) => {
    const card = cardOf(s, key, seat);
    if (card) at(s.players, seat).setAside.push(card);
    const v = card ? (strength ? FAMILY[card].strength : FAMILY[card].influence) : 0;
    return m('reveal.part', { player: seatMsg(s, seat), card: card ? familyMsg(card) : m('list.none'), value: v });
  });
  say(ctx, 'event.reveal', { contest: title, cards: listMsg(parts) });
  s.mods = s.players.map(() => 0);
}

export function totals(s: State, ctx: WindowContext): number[] {
  const key = bidKey(ctx);
  return s.players.map((_, seat) => {
    const card = key ? cardOf(s, key, seat) : null;
    if (!card) return Number.NEGATIVE_INFINITY;
    const base = ctx.kind === 'conflict' ? FAMILY[card].strength : FAMILY[card].influence;
    return base + (s.mods[seat] ?? 0);
  });
}

export function senateContest(ctx: Ctx, office: OfficeId): void {
  const s = ctx.s;
  const key: BidKey = `senate:${office}`;
  if (bidders(s, key).length === 0) {
    if (office === 'PRYMAS') {
      // Nobody bid on the Prymas: the last player takes it without Estates [RULEBOOK].
      const last = at(s.turnOrder, s.turnOrder.length - 1);
      s.senators.PRYMAS = { holder: last, used: false };
      s.lastPrymas = last;
      say(ctx, 'event.prymasToLast', { player: seatMsg(s, last) });
    } else {
      say(ctx, 'event.officeUnclaimed', { office: officeMsg(office) });
    }
    s.contests.push({ key, winner: null, totals: [] });
    return;
  }
  reveal(ctx, key, officeMsg(office), false);
  const wctx: WindowContext = { kind: 'senate', office };
  s.tasks.unshift({ t: 'openWindow', ctx: wctx }, { t: 'settle', ctx: wctx });
}

export function sejmContest(ctx: Ctx, field: number): void {
  const s = ctx.s;
  const card = s.sejmFields[field] ?? null;
  if (!card) return;
  const key: BidKey = `sejm:${field}`;
  reveal(ctx, key, m('contest.sejm', { field: fieldName(field), card: lawMsg(card) }), false);
  const wctx: WindowContext = { kind: 'sejm', field };
  s.tasks.unshift({ t: 'openWindow', ctx: wctx }, { t: 'settle', ctx: wctx });
}

export function conflictContest(ctx: Ctx, field: number): void {
  const s = ctx.s;
  const c = s.conflictFields[field];
  if (!c) return;
  const key: BidKey = `conflict:${field}`;
  const title = m('contest.conflict', {
    field: fieldName(field),
    card: conflictMsg(c.card),
    scale: conflictScale(s, c.card),
    mod: provinceModifier(s, conflict(c.card).province),
  });
  reveal(ctx, key, title, true);
  const wctx: WindowContext = { kind: 'conflict', field };
  s.tasks.unshift({ t: 'openWindow', ctx: wctx }, { t: 'settle', ctx: wctx });
}

function best(_s: State, t: number[], seats: Seat[], highest: boolean): Seat[] {
  const vals = seats.map((seat) => at(t, seat));
  const target = highest ? Math.max(...vals) : Math.min(...vals);
  return seats.filter((seat) => at(t, seat) === target);
}

/** After the window closes: totals, the winner (ties per 4.0.4), Conflict Won/Lost. */
export function settle(ctx: Ctx, wctx: WindowContext): void {
  const s = ctx.s;
  const key = bidKey(wctx);
  if (!key) return;
  const t = totals(s, wctx);
  const seats = bidders(s, key);
  if (wctx.kind === 'conflict') {
    settleConflict(ctx, wctx.field, key, t, seats);
    return;
  }
  const tied = best(s, t, seats, true);
  s.contests.push({ key, winner: null, totals: t.map((v) => (Number.isFinite(v) ? v : 0)) });
  if (tied.length === 1) {
    s.tasks.unshift({ t: 'award', ctx: wctx, seat: at(tied, 0) });
    return;
  }
  if (wctx.kind === 'senate' && wctx.office === 'PRYMAS') {
    // Prymas office tie: the tied player latest in turn order wins (Ambiguity 4).
    s.tasks.unshift({ t: 'award', ctx: wctx, seat: at(tied, tied.length - 1) });
    return;
  }
  askPrymas(ctx, wctx.kind === 'senate' ? 'office' : 'law', tied, wctx);
}

function askPrymas(
  ctx: Ctx,
  purpose: 'office' | 'law' | 'reward' | 'penalty',
  tied: Seat[],
  wctx: WindowContext,
  field?: number,
): void {
  const s = ctx.s;
  const chooser = s.senators.PRYMAS.holder;
  if (chooser === null) {
    const seat = purpose === 'penalty' ? at(tied, 0) : at(tied, tied.length - 1);
    s.tasks.unshift(
      purpose === 'penalty' ? { t: 'penalty', field: field ?? 0, seat } : { t: 'award', ctx: wctx, seat },
    );
    return;
  }
  say(ctx, 'event.tie', { players: listMsg(tied.map((seat) => seatMsg(s, seat))), prymas: seatMsg(s, chooser) });
  s.prompt =
    field === undefined
      ? { p: 'pick', seat: chooser, purpose, candidates: tied, ctx: wctx }
      : { p: 'pick', seat: chooser, purpose, candidates: tied, ctx: wctx, field };
}

function settleConflict(ctx: Ctx, field: number, key: BidKey, t: number[], seats: Seat[]): void {
  const s = ctx.s;
  const c = s.conflictFields[field];
  if (!c) return;
  const data = conflict(c.card);
  const sum = seats.reduce((a, seat) => a + at(t, seat), 0);
  const cs = sum + provinceModifier(s, data.province);
  const scale = conflictScale(s, c.card);
  const won = cs >= scale;
  s.contests.push({
    key,
    winner: null,
    totals: t.map((v) => (Number.isFinite(v) ? v : 0)),
    cs,
    scale,
    won,
    card: c.card,
  });
  say(ctx, won ? 'event.conflictWon' : 'event.conflictLost', { card: conflictMsg(c.card), cs, scale });
  const wctx: WindowContext = { kind: 'conflict', field };
  if (won) {
    const tied = best(s, t, seats, true);
    if (tied.length === 1) s.tasks.unshift({ t: 'award', ctx: wctx, seat: at(tied, 0) });
    else askPrymas(ctx, 'reward', tied, wctx);
    return;
  }
  // Lost (5.5): the Province is partitioned from now on (Ambiguity 7); the card stays.
  c.lostThisAge = true;
  if (!s.partitioned.includes(data.province)) s.partitioned.push(data.province);
  const lowest = best(s, t, seats, false);
  const queue: Task[] = [];
  const loss = data.loss;
  if (loss.type === 'RAID') {
    for (const p of loss.provinces)
      for (const seat of s.turnOrder)
        if (estatesIn(s, p, seat) > 0) queue.push({ t: 'lose', seat, area: p, entail: true });
    queue.push({ t: 'lowest', field, candidates: lowest });
  } else if (loss.type === 'LOSE_LAW_CARD') {
    queue.push({ t: 'lowest', field, candidates: lowest });
  } else if (loss.type === 'BLACK_CLOUDS') {
    if (!s.blackClouds) {
      s.blackClouds = true;
      say(ctx, 'event.blackClouds');
    }
  } else {
    const fresh = PROVINCES.filter((p) => !s.silentSejm.includes(p));
    if (fresh.length > 0) {
      s.silentSejm = [...PROVINCES];
      say(ctx, 'event.silentSejm');
    }
  }
  // The Fiefs of this Province are lost too (Ambiguity 10: only this Province's Fiefs).
  for (const f of fiefsOf(data.province))
    for (const seat of s.turnOrder)
      for (let i = 0; i < estatesIn(s, f, seat); i++) queue.push({ t: 'lose', seat, area: f, entail: true });
  s.tasks.unshift(...queue);
}

/** The lowest modified Strength of a Lost Conflict takes the penalty; ties → the Prymas. */
export function lowestTask(ctx: Ctx, field: number, candidates: Seat[]): void {
  if (candidates.length === 1) {
    ctx.s.tasks.unshift({ t: 'penalty', field, seat: at(candidates, 0) });
    return;
  }
  askPrymas(ctx, 'penalty', candidates, { kind: 'conflict', field }, field);
}

export function penaltyTask(ctx: Ctx, field: number, seat: Seat): void {
  const s = ctx.s;
  const c = s.conflictFields[field];
  if (!c) return;
  const data = conflict(c.card);
  if (data.loss.type === 'RAID') {
    if (estatesIn(s, data.province, seat) > 0) {
      say(ctx, 'event.lowestPenalty', { player: seatMsg(s, seat), area: areaMsg(data.province) });
      s.tasks.unshift({ t: 'lose', seat, area: data.province, entail: true });
    } else {
      say(ctx, 'event.lowestSpared', { player: seatMsg(s, seat), area: areaMsg(data.province) });
    }
  } else if (data.loss.type === 'LOSE_LAW_CARD') {
    s.tasks.unshift({ t: 'lawLoss', seat });
  }
}

/** The winner takes the Senator / Law card or the Conflict Reward. */
export function awardTask(ctx: Ctx, wctx: WindowContext, seat: Seat): void {
  const s = ctx.s;
  const policy = royalPolicy(s);
  const last = s.contests[s.contests.length - 1];
  if (last && last.key === bidKey(wctx)) last.winner = seat;
  if (wctx.kind === 'senate') {
    const office = wctx.office;
    s.senators[office] = { holder: seat, used: false };
    if (office === 'PRYMAS') s.lastPrymas = seat;
    lapseAutopass(ctx, seat, office);
    const n = SENATORS[office].estates + (SENATORS[office].symbol === policy ? 1 : 0);
    say(ctx, 'event.officeWon', { player: seatMsg(s, seat), office: officeMsg(office), n });
    s.tasks.unshift({ t: 'gain', seat, count: n });
    return;
  }
  if (wctx.kind === 'sejm') {
    const card = s.sejmFields[wctx.field] ?? null;
    if (!card) return;
    if (last) last.card = card;
    s.sejmFields[wctx.field] = null;
    at(s.players, seat).laws.push(card);
    at(s.wonThisSejm, seat).push(card);
    lapseAutopass(ctx, seat, card);
    const data = LAWS[card];
    const bonus = policy !== null && data.symbols.some((x) => x === policy) ? 1 : 0;
    const n = data.estates + bonus;
    say(ctx, 'event.lawWon', { player: seatMsg(s, seat), card: lawMsg(card), n });
    if (n > 0) s.tasks.unshift({ t: 'gain', seat, count: n });
    return;
  }
  if (wctx.kind !== 'conflict') return;
  const c = s.conflictFields[wctx.field];
  if (!c) return;
  const data = conflict(c.card);
  if (data.reward.type === 'ESTATE') {
    // An Estate Reward goes into the card's Province even if it is partitioned [RULEBOOK].
    say(ctx, 'event.reward', { player: seatMsg(s, seat), card: conflictMsg(c.card) });
    addEstates(ctx, seat, data.province, 1);
  } else if (isPartitioned(s, data.province)) {
    say(ctx, 'event.fiefDenied', { player: seatMsg(s, seat), area: areaMsg(data.reward.fief) });
  } else {
    say(ctx, 'event.reward', { player: seatMsg(s, seat), card: conflictMsg(c.card) });
    addEstates(ctx, seat, data.reward.fief, 1);
  }
  removeConflict(ctx, wctx.field, 'event.conflictRemoved');
  checkPartitionLifted(ctx, data.province);
}
