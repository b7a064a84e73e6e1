/**
 * P2 — Noble clientele (5.2): six influence tokens placed face down at once, revealed together;
 * each province token brings that many cubes from the pool; a short pool is placed by its owner.
 */
import { PROVINCES, type Province, SUPPLY } from '../data/board.js';
import { type State, TOKEN_SLOTS, type TokenSlot } from '../state.js';
import { type Log, playerName, provinceName, turnOrder } from '../util.js';

export function beginClientele(state: State): void {
  const n = state.players.length;
  state.revealedTokens = new Array(n).fill(null);
  state.court = new Array(n).fill(null);
  state.stage = {
    kind: 'clientele',
    drafts: Array.from({ length: n }, () => ({})),
    confirmed: new Array(n).fill(false),
  };
}

/** Whether a sealed placement covers every slot. */
export function placementComplete(draft: Partial<Record<TokenSlot, number>>): draft is Record<TokenSlot, number> {
  return TOKEN_SLOTS.every((s) => draft[s] !== undefined);
}

function placeCubes(state: State, seat: number, prov: Province, n: number): void {
  const pl = state.players[seat];
  if (!pl || n <= 0) return;
  const k = Math.min(n, pl.cubes);
  pl.cubes -= k;
  state.provinces[prov].cubes[seat] = (state.provinces[prov].cubes[seat] ?? 0) + k;
}

/** All seats have sealed: turn their placements face up (an incomplete one counts as all zeros). */
export function revealSealedTokens(state: State, log: Log): void {
  if (state.stage.kind !== 'clientele') return;
  const drafts = state.stage.drafts.map((d) => (placementComplete(d) ? d : emptyPlacement()));
  revealClientele(state, drafts, log);
}

function emptyPlacement(): Record<TokenSlot, number> {
  return { PRU: 0, LIT: 0, UKR: 0, MAL: 0, WIE: 0, COURT: 0 };
}

/**
 * Turns the tokens face up and brings the cubes; short pools are then placed by their owners
 * (stage 'shortage'), else the phase is over (stage 'auto').
 */
export function revealClientele(state: State, drafts: Record<TokenSlot, number>[], log: Log): void {
  drafts.forEach((d, seat) => {
    const pl = state.players[seat];
    if (!pl) return;
    for (const s of TOKEN_SLOTS) {
      const i = pl.tokens.indexOf(d[s]);
      if (i >= 0) pl.tokens.splice(i, 1);
    }
    state.revealedTokens[seat] = { ...d };
    state.court[seat] = d.COURT;
    log.add('event.tokensRevealed', {
      player: playerName(state, seat),
      PRU: d.PRU,
      LIT: d.LIT,
      UKR: d.UKR,
      MAL: d.MAL,
      WIE: d.WIE,
      COURT: d.COURT,
    });
  });
  const short: number[] = [];
  for (const seat of turnOrder(state)) {
    const d = drafts[seat];
    const pl = state.players[seat];
    if (!d || !pl) continue;
    const demand = PROVINCES.reduce((a, p) => a + d[p], 0);
    if (pl.cubes >= demand) {
      for (const p of PROVINCES) placeCubes(state, seat, p, d[p]);
    } else if (pl.cubes > 0) {
      short.push(seat);
      log.add('event.shortPool', { player: playerName(state, seat), have: pl.cubes, need: demand });
    }
  }
  state.stage = short.length > 0 ? shortageStage(state, short) : { kind: 'auto' };
}

/** The short seats still to place, the first placing now; an empty queue: every short pool is placed. */
function shortageStage(state: State, queue: number[]): State['stage'] {
  const seat = queue[0];
  const d = seat === undefined ? null : state.revealedTokens[seat];
  const room = { PRU: d?.PRU ?? 0, LIT: d?.LIT ?? 0, UKR: d?.UKR ?? 0, MAL: d?.MAL ?? 0, WIE: d?.WIE ?? 0 };
  return { kind: 'shortage', queue, room };
}

/** D3: one cube of the short seat's pool into a province (at most the token's value, ruling A-41). */
export function placeShortageCube(state: State, prov: Province, log: Log): void {
  if (state.stage.kind !== 'shortage') return;
  const seat = state.stage.queue[0];
  if (seat === undefined) return;
  state.stage.room[prov]--;
  placeCubes(state, seat, prov, 1);
  log.add('event.shortageCube', { player: playerName(state, seat), province: provinceName(prov) });
  const pl = state.players[seat];
  if (pl && pl.cubes === 0) {
    const rest = state.stage.queue.slice(1).filter((s) => (state.players[s]?.cubes ?? 0) > 0);
    state.stage = shortageStage(state, rest);
  }
}

/** Default placement for D2 (spec §10.2): a 0–5 set, Court lowest, the rest by own estates and cubes. */
export function defaultTokens(state: State, seat: number): Record<TokenSlot, number> {
  const pl = state.players[seat];
  const tokens = [...(pl?.tokens ?? SUPPLY.influenceTokens)].sort((a, b) => a - b);
  let six: number[];
  if (tokens.length <= 6) six = tokens;
  else {
    six = [];
    for (let v = 0; v <= 5; v++) if (tokens.includes(v)) six.push(v);
    const rest = [...tokens];
    for (const v of six) rest.splice(rest.indexOf(v), 1);
    while (six.length < 6 && rest.length > 0) six.push(rest.shift() ?? 0);
    six.sort((a, b) => a - b);
  }
  const court = six[0] ?? 0;
  const desc = six.slice(1).sort((a, b) => b - a);
  const provs = [...PROVINCES].sort((a, b) => {
    const ea = state.provinces[a].estates.filter((e) => e.owner === seat).length;
    const eb = state.provinces[b].estates.filter((e) => e.owner === seat).length;
    if (ea !== eb) return eb - ea;
    const ca = state.provinces[a].cubes[seat] ?? 0;
    const cb = state.provinces[b].cubes[seat] ?? 0;
    if (ca !== cb) return cb - ca;
    return PROVINCES.indexOf(a) - PROVINCES.indexOf(b);
  });
  const out: Record<TokenSlot, number> = { PRU: 0, LIT: 0, UKR: 0, MAL: 0, WIE: 0, COURT: court };
  provs.forEach((p, i) => {
    out[p] = desc[i] ?? 0;
  });
  return out;
}

/** Default for D3: fill provinces in descending token value (ties ring order) up to each value. */
export function defaultShortage(state: State): Record<Province, number> {
  const out: Record<Province, number> = { PRU: 0, LIT: 0, UKR: 0, MAL: 0, WIE: 0 };
  if (state.stage.kind !== 'shortage') return out;
  const room = state.stage.room;
  const seat = state.stage.queue[0] ?? 0;
  let left = state.players[seat]?.cubes ?? 0;
  const provs = [...PROVINCES].sort((a, b) => room[b] - room[a] || PROVINCES.indexOf(a) - PROVINCES.indexOf(b));
  for (const p of provs) {
    const k = Math.min(left, room[p]);
    out[p] = k;
    left -= k;
  }
  return out;
}
