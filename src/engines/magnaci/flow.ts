import type { Seat } from '../kit/types.js';
import { hasAutopass } from './autopass.js';
import { at, cardsOnPower, conflictScale, estatesIn, totalEstates, wealth as wealthOf } from './board.js';
import { awardTask, conflictContest, lowestTask, penaltyTask, sejmContest, senateContest, settle } from './contests.js';
import { conflict } from './data/conflicts.js';
import { FAMILY_CARDS } from './data/family.js';
import { type AreaId, POWER_FIELDS, POWERS, PROVINCES, powerOfProvince } from './data/geography.js';
import { kingById } from './data/kings.js';
import { OFFICES } from './data/senators.js';
import { addEstates, type Ctx, discardLaw, entailOptions, gain, removeConflict, removeEstate, say } from './effects.js';
import { areaMsg, conflictMsg, fieldName, kingMsg, lawMsg, listMsg, m, seatMsg, symbolMsg } from './msgs.js';
import { eligiblePlays, resolvePlay } from './plays.js';
import type { Phase, Task } from './state.js';
import { expireOffers } from './trade.js';

/** Moves to another phase; offers still unanswered from the phase that ends expire (ruling "trade-expiry"). */
export function enterPhase(ctx: Ctx, phase: Phase): void {
  if (ctx.s.phase === phase) return;
  expireOffers(ctx);
  ctx.s.phase = phase;
}

/** Runs tasks until a decision is needed or the game is over. */
export function run(ctx: Ctx): void {
  const s = ctx.s;
  let guard = 0;
  while (s.prompt === null && s.phase !== 'ENDED') {
    const task = s.tasks.shift();
    if (!task) throw new Error('magnaci: nothing left to do but the game has not ended');
    exec(ctx, task);
    if (++guard > 10_000) throw new Error('magnaci: task loop does not settle');
  }
}

function exec(ctx: Ctx, task: Task): void {
  const s = ctx.s;
  switch (task.t) {
    case 'askInitial':
      s.prompt = { p: 'initialEstate', seat: task.seat };
      return;
    case 'startAge':
      startAge(ctx);
      return;
    case 'askSenateBid':
      s.drafts[task.seat] = {};
      s.confirmed[task.seat] = false;
      s.prompt = { p: 'sealed', phase: 'senate', seats: [task.seat] };
      return;
    case 'senateContest':
      senateContest(ctx, task.office);
      return;
    case 'sejmDeal':
      sejmDeal(ctx);
      return;
    case 'sealed':
      openSealed(ctx, task.phase);
      return;
    case 'sejmContest':
      sejmContest(ctx, task.field);
      return;
    case 'openWindow':
      s.window = { ctx: task.ctx, idx: 0, playedThisRound: false };
      s.tasks.unshift({ t: 'windowStep' });
      return;
    case 'windowStep':
      windowStep(ctx);
      return;
    case 'settle':
      settle(ctx, task.ctx);
      return;
    case 'award':
      awardTask(ctx, task.ctx, task.seat);
      return;
    case 'penalty':
      penaltyTask(ctx, task.field, task.seat);
      return;
    case 'lowest':
      lowestTask(ctx, task.field, task.candidates);
      return;
    case 'gain':
      gain(ctx, task.seat, task.count);
      return;
    case 'gainAt':
      addEstates(ctx, task.seat, task.area, task.count);
      return;
    case 'lose':
      lose(ctx, task.seat, task.area, task.entail);
      return;
    case 'lawLoss':
      lawLoss(ctx, task.seat);
      return;
    case 'veto':
      vetoCheck(ctx, task.seat, task);
      return;
    case 'resolvePlay':
      resolvePlay(ctx, task.seat, task.play);
      return;
    case 'entailResolve': {
      const from = estatesIn(s, task.from, task.seat) > 0 ? task.from : task.area;
      removeEstate(ctx, task.seat, from);
      return;
    }
    case 'conflictLayout':
      conflictLayout(ctx);
      return;
    case 'conflictsResolveAll': {
      const fields = s.conflictFields.flatMap((c, i) => (c ? [i] : []));
      s.tasks.unshift(...fields.map((field): Task => ({ t: 'conflictContest', field })));
      return;
    }
    case 'conflictContest':
      conflictContest(ctx, task.field);
      return;
    case 'conflictCleanup':
      conflictCleanup(ctx);
      return;
    case 'interregnum':
      interregnum(ctx);
      return;
    case 'endAge':
      endAge(ctx);
      return;
    case 'turnOrder':
      turnOrderTask(ctx, task);
      return;
    case 'scoring':
      scoring(ctx);
      return;
    default: {
      const never: never = task;
      throw new Error(`magnaci: unknown task ${JSON.stringify(never)}`);
    }
  }
}

/** Elekcja: the current Age's King is flipped; its symbol is the Royal Policy. */
function startAge(ctx: Ctx): void {
  const s = ctx.s;
  enterPhase(ctx, 'SENATE');
  const king = at(s.kings, s.age - 1);
  king.revealed = true;
  const data = kingById(king.id);
  say(ctx, 'event.age', { age: m(`age.${s.age}`) });
  say(ctx, 'event.election', { king: kingMsg(king.id), symbol: symbolMsg(data.symbol) });
  s.tasks.unshift(
    ...s.turnOrder.map((seat): Task => ({ t: 'askSenateBid', seat })),
    ...OFFICES.map((office): Task => ({ t: 'senateContest', office })),
    { t: 'sejmDeal' },
    { t: 'sealed', phase: 'sejm' },
    ...[0, 1, 2, 3, 4].map((field): Task => ({ t: 'sejmContest', field })),
    { t: 'openWindow', ctx: { kind: 'pacta' } },
    { t: 'conflictLayout' },
    { t: 'openWindow', ctx: { kind: 'poselstwo' } },
    { t: 'sealed', phase: 'conflict' },
    { t: 'conflictsResolveAll' },
    { t: 'conflictCleanup' },
    { t: 'interregnum' },
    { t: 'endAge' },
  );
}

/** Sejm step 1: the top 5 Law cards go face up on fields I–V. */
function sejmDeal(ctx: Ctx): void {
  const s = ctx.s;
  enterPhase(ctx, 'SEJM');
  s.wonThisSejm = s.players.map(() => []);
  s.sejmFields = [];
  for (let i = 0; i < 5; i++) {
    const card = s.lawDeck.shift() ?? null;
    s.sejmFields.push(card);
    if (card) say(ctx, 'event.lawDealt', { field: fieldName(i), card: lawMsg(card) });
  }
}

function openSealed(ctx: Ctx, phase: 'sejm' | 'conflict'): void {
  const s = ctx.s;
  if (phase === 'conflict' && s.conflictFields.every((c) => c === null)) return;
  s.drafts = s.players.map(() => ({}));
  s.confirmed = s.players.map(() => false);
  s.prompt = { p: 'sealed', phase, seats: [...s.turnOrder] };
}

/**
 * One pass around the table in turn order (Ambiguity 2). Window speed-up (9.1): seats with
 * nothing to play pass at once, silently; seats with a standing autopass pass at once, saying so.
 */
function windowStep(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.window;
  if (!w) return;
  for (;;) {
    while (w.idx < s.turnOrder.length) {
      const seat = at(s.turnOrder, w.idx);
      if (eligiblePlays(s, seat).length > 0) {
        if (!hasAutopass(s, seat)) {
          s.prompt = { p: 'window', seat };
          return;
        }
        say(ctx, 'event.autopassed', { player: seatMsg(s, seat) });
      }
      w.idx++;
    }
    if (s.options.window === 'untilAllPass' && w.playedThisRound) {
      w.idx = 0;
      w.round = (w.round ?? 0) + 1;
      w.playedThisRound = false;
      continue;
    }
    s.window = null;
    return;
  }
}

/** One Estate about to be lost; the Ordynacja holder may redirect it (Ambiguity 20). */
function lose(ctx: Ctx, seat: Seat, area: AreaId, entail: boolean): void {
  const s = ctx.s;
  if (estatesIn(s, area, seat) <= 0) return;
  if (entail && entailOptions(s, seat, area).length > 0) {
    s.prompt = { p: 'entail', seat, area };
    return;
  }
  removeEstate(ctx, seat, area);
}

function lawLoss(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const laws = s.players[seat]?.laws ?? [];
  if (laws.length === 0) {
    say(ctx, 'event.noLawToLose', { player: seatMsg(s, seat) });
    return;
  }
  if (laws.length === 1) {
    discardLaw(ctx, seat, at(laws, 0));
    return;
  }
  s.prompt = { p: 'discardLaw', seat };
}

/** VETO: the holder (not the actor) may cancel the action just announced (Ambiguity 21). */
function vetoCheck(ctx: Ctx, actor: Seat, task: Extract<Task, { t: 'veto' }>): void {
  const s = ctx.s;
  const holder = s.players.findIndex((p, seat) => seat !== actor && p.laws.includes('VETO'));
  if (holder < 0) return;
  s.prompt = { p: 'veto', seat: holder, actor, play: task.play };
}

/** 4.4.1: draw until 5 Conflicts are out; a third card of one Power is shuffled back. */
export function conflictLayout(ctx: Ctx): void {
  const s = ctx.s;
  enterPhase(ctx, 'CONFLICTS');
  const onBoard = () => s.conflictFields.filter((c) => c !== null).length;
  const hasRoom = (card: (typeof s.conflictDeck)[number]) => cardsOnPower(s, conflict(card).province).length < 2;
  while (onBoard() < 5) {
    if (!s.conflictDeck.some(hasRoom)) {
      say(ctx, 'event.conflictDeckStuck');
      return;
    }
    const card = s.conflictDeck.shift();
    if (!card) return;
    if (!hasRoom(card)) {
      s.conflictDeck.push(card);
      s.conflictDeck = ctx.rng.shuffle(s.conflictDeck);
      say(ctx, 'event.conflictReshuffled', { card: conflictMsg(card) });
      continue;
    }
    const [first, second] = POWER_FIELDS[powerOfProvince(conflict(card).province)];
    const field = s.conflictFields[first] === null ? first : second;
    s.conflictFields[field] = { card, drawnInAge: s.age, lostThisAge: false };
    say(ctx, 'event.conflictDrawn', {
      card: conflictMsg(card),
      field: fieldName(field),
      area: areaMsg(conflict(card).province),
      scale: conflictScale(s, card),
    });
  }
}

/** 4.4.4: a Power with two cards keeps the higher Scale; then Partition pawns go out. */
function conflictCleanup(ctx: Ctx): void {
  const s = ctx.s;
  for (const power of POWERS) {
    const [a, b] = POWER_FIELDS[power];
    const ca = s.conflictFields[a];
    const cb = s.conflictFields[b];
    if (!ca || !cb) continue;
    const sa = conflictScale(s, ca.card);
    const sb = conflictScale(s, cb.card);
    if (sa === sb) {
      const chooser = s.senators.PRYMAS.holder;
      if (chooser !== null) {
        s.tasks.unshift({ t: 'conflictCleanup' });
        s.prompt = { p: 'discardConflict', seat: chooser, fields: [a, b] };
        return;
      }
    }
    removeConflict(ctx, sa < sb ? a : sa > sb ? b : a, 'event.conflictDiscarded');
  }
  for (const province of PROVINCES) {
    if (cardsOnPower(s, province).length === 0) continue;
    if (!s.partitioned.includes(province)) s.partitioned.push(province);
    if (!s.partitionPawns.includes(province)) {
      s.partitionPawns.push(province);
      say(ctx, 'event.partitionPawn', { area: areaMsg(province) });
    }
  }
  for (const f of s.conflictFields) if (f) f.lostThisAge = false;
}

/** Interregnum steps 1–3: the King leaves, the Third Partition check, the last action window. */
function interregnum(ctx: Ctx): void {
  const s = ctx.s;
  enterPhase(ctx, 'INTERREGNUM');
  const king = at(s.kings, s.age - 1);
  king.removed = true;
  say(ctx, 'event.kingRemoved', { king: kingMsg(king.id) });
  if (s.partitionPawns.length >= 3) {
    s.outcome = { kind: 'partition' };
    enterPhase(ctx, 'ENDED');
    s.tasks = [];
    say(ctx, 'event.thirdPartition', { n: s.partitionPawns.length });
    return;
  }
  s.tasks.unshift({ t: 'openWindow', ctx: { kind: 'interregnum' } });
}

/** Interregnum steps 4–6: final scoring after Age 4, else the new turn order and the cards return. */
function endAge(ctx: Ctx): void {
  const s = ctx.s;
  if (s.age >= 4) {
    s.tasks.unshift({ t: 'scoring' });
    return;
  }
  const counts = s.players.map((_, seat) => totalEstates(s, seat));
  const distinct = [...new Set(counts)].sort((x, y) => y - x);
  const groups = distinct.map((c) => s.turnOrder.filter((seat) => counts[seat] === c));
  s.tasks.unshift({ t: 'turnOrder', decided: [], groups });
}

function turnOrderTask(ctx: Ctx, shared: Extract<Task, { t: 'turnOrder' }>): void {
  const s = ctx.s;
  // Tasks are shared between states: work on a copy.
  const task = { t: shared.t, decided: [...shared.decided], groups: shared.groups.map((g) => [...g]) };
  while (task.groups.length > 0) {
    const g = at(task.groups, 0);
    if (g.length <= 1) {
      task.decided.push(...g);
      task.groups.shift();
      continue;
    }
    const chooser = s.senators.PRYMAS.holder;
    if (chooser === null) {
      task.decided.push(...g);
      task.groups.shift();
      continue;
    }
    s.tasks.unshift(task);
    s.prompt = { p: 'pick', seat: chooser, purpose: 'order', candidates: [...g] };
    return;
  }
  s.turnOrder = task.decided;
  say(ctx, 'event.turnOrder', { order: listMsg(s.turnOrder.map((seat) => seatMsg(s, seat))) });
  // The cards come back: all 13 Family cards, all Senators to the Senate; Law cards stay.
  for (const p of s.players) {
    p.hand = [...FAMILY_CARDS];
    p.setAside = [];
  }
  for (const o of OFFICES) s.senators[o] = { holder: null, used: false };
  s.bids = {};
  s.revealed = [];
  s.contests = [];
  s.sejmFields = [];
  s.age += 1;
  s.tasks.unshift({ t: 'startAge' });
}

/** Final scoring (6.2); a tie for first is broken by the last Prymas (6.3). */
function scoring(ctx: Ctx): void {
  const s = ctx.s;
  const wealth = s.players.map((_, seat) => wealthOf(s, seat));
  const best = Math.max(...wealth);
  const top = s.turnOrder.filter((seat) => wealth[seat] === best);
  s.outcome = { kind: 'scored', wealth, winner: top.length === 1 ? at(top, 0) : null };
  for (const seat of s.turnOrder) say(ctx, 'event.wealth', { player: seatMsg(s, seat), n: at(wealth, seat) });
  if (top.length === 1) {
    finish(ctx, at(top, 0));
    return;
  }
  const chooser = s.lastPrymas;
  if (chooser === null) {
    finish(ctx, at(top, top.length - 1));
    return;
  }
  s.prompt = { p: 'pick', seat: chooser, purpose: 'final', candidates: top };
}

export function finish(ctx: Ctx, winner: Seat): void {
  const s = ctx.s;
  if (s.outcome?.kind === 'scored') s.outcome.winner = winner;
  enterPhase(ctx, 'ENDED');
  s.tasks = [];
  say(ctx, 'event.winner', { player: seatMsg(s, winner) });
}
