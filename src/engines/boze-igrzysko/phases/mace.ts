/**
 * P3 — Granting the mace (6.1): the highest Court token wins; ties bid money in secret,
 * every bid is paid, tied top bids bid again; all-zero rounds keep the old Hetman.
 */
import type { Stage, State } from '../state.js';
import { type Log, playerName } from '../util.js';

function setHetman(state: State, seat: number, log: Log): void {
  state.mace = seat;
  log.add('event.hetman', { player: playerName(state, seat) });
}

function keepMace(state: State, log: Log): void {
  log.add('event.maceKept', { player: playerName(state, state.mace) });
}

/** Opens a bidding round among `contenders`, or ends it when nobody can bid anything. */
function openBidding(state: State, contenders: number[], round: number, log: Log): void {
  if (contenders.every((s) => (state.players[s]?.money ?? 0) === 0)) {
    keepMace(state, log);
    return;
  }
  // A contender with no money can only bid 0: his bid is entered for him.
  const bids = state.players.map((pl, seat) => (contenders.includes(seat) && pl.money === 0 ? 0 : null));
  state.stage = { kind: 'bid', contenders, bids, round };
  log.add('event.biddingOpens', { players: contenders.length, round });
}

/** The Court tokens decide, or a bidding opens; the mace step (flow.ts) moves on once no bid is owed. */
export function runMace(state: State, log: Log): void {
  const values = state.court.map((v) => v ?? 0);
  const top = Math.max(...values);
  const tied = values.flatMap((v, seat) => (v === top ? [seat] : []));
  if (tied.length === 1) setHetman(state, tied[0] ?? 0, log);
  else openBidding(state, tied, 1, log);
}

/** Every contender of this round has bid (a contender with no money has bid 0 already). */
export function allBidsIn(stage: Extract<Stage, { kind: 'bid' }>): boolean {
  return stage.contenders.every((s) => stage.bids[s] !== null);
}

/** All sealed bids are in: reveal, pay, and settle or bid again. */
export function resolveBids(state: State, log: Log): void {
  if (state.stage.kind !== 'bid') return;
  const { contenders, bids, round } = state.stage;
  for (const seat of contenders) {
    const b = bids[seat] ?? 0;
    const pl = state.players[seat];
    if (pl) pl.money -= b;
    log.add('event.bidRevealed', { player: playerName(state, seat), zl: b });
  }
  const best = Math.max(...contenders.map((s) => bids[s] ?? 0));
  const winners = contenders.filter((s) => (bids[s] ?? 0) === best);
  if (winners.length === 1) setHetman(state, winners[0] ?? 0, log);
  else if (best === 0) keepMace(state, log);
  else openBidding(state, winners, round + 1, log);
}
