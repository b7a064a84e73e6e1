/**
 * Card lookups with parsed effects. Every data table is validated here, once, at load (a
 * generated mission deck at setup): a bad line throws a DataError naming the card.
 */
import { CHARACTERS } from './data/dice.js';
import { D_CARDS, SMALL_FINALS, type SmallFinal } from './data/finals.js';
import { MISSIONS, type MissionCard } from './data/missions.js';
import { isSym } from './data/symbols.js';
import { DataError } from './data/tags.js';
import { EARLY_THREATS, LATE_THREATS, type ThreatCard } from './data/threats.js';
import { TOKENS } from './data/tokens.js';
import { TIME_TRACK } from './data/tracks.js';
import { type Effect, parseEffect } from './effects.js';

export interface Mission extends MissionCard {
  winFx: Effect[];
  loseFx: Effect[];
}

export interface Threat extends ThreatCard {
  topFx: Effect[];
  bottomFx: Effect[];
}

/**
 * Validates a mission deck (the printed one at load, a generated one at setup) and indexes it
 * with parsed effects; a bad card throws a DataError naming it.
 */
export function indexDeck(cards: readonly MissionCard[]): Map<string, Mission> {
  const out = new Map<string, Mission>();
  const expected: Record<string, number> = { S: 11, '1': 17, '2': 16, '3': 16 };
  const perDeck: Record<string, number> = { S: 0, '1': 0, '2': 0, '3': 0 };
  const dies = new Map<string, string>();
  const tokens = new Map<string, string>();
  for (const m of cards) {
    if (out.has(m.id)) throw new DataError(m.id, 'duplicate mission id');
    if (m.req.length < 1 || m.req.length > 4) throw new DataError(m.id, `requirement of ${m.req.length} symbols`);
    for (const r of m.req) if (!isSym(r)) throw new DataError(m.id, `unknown symbol ${r}`);
    if (m.win.length < 1 || m.lose.length < 1) throw new DataError(m.id, 'needs a reward and a penalty');
    const winFx = m.win.map((e) => parseEffect(e, m.id));
    const loseFx = m.lose.map((e) => parseEffect(e, m.id));
    for (const e of winFx) {
      if (e.k === 'die') {
        if (dies.has(e.character))
          throw new DataError(m.id, `character die ${e.character} also won by ${dies.get(e.character)}`);
        dies.set(e.character, m.id);
      }
      if (e.k === 'token') {
        if (tokens.has(e.token)) throw new DataError(m.id, `token ${e.token} also won by ${tokens.get(e.token)}`);
        tokens.set(e.token, m.id);
      }
    }
    perDeck[m.deck] = (perDeck[m.deck] ?? 0) + 1;
    out.set(m.id, { ...m, winFx, loseFx });
  }
  for (const [deck, n] of Object.entries(expected))
    if (perDeck[deck] !== n) throw new DataError(`deck ${deck}`, `${perDeck[deck]} cards, expected ${n}`);
  for (const c of CHARACTERS) if (!dies.has(c)) throw new DataError(`character ${c}`, 'no mission grants this die');
  for (const t of TOKENS) if (!tokens.has(t)) throw new DataError(`token ${t}`, 'no mission grants this token');
  return out;
}

function buildThreats(): Map<string, Threat> {
  const out = new Map<string, Threat>();
  for (const t of [...EARLY_THREATS, ...LATE_THREATS]) {
    if (out.has(t.id)) throw new DataError(t.id, 'duplicate threat id');
    const topFx = t.top.map((e) => parseEffect(e, t.id));
    const bottomFx = (t.bottom?.effects ?? []).map((e) => parseEffect(e, t.id));
    if (t.bottom && t.bottom.regions.length === 0) throw new DataError(t.id, 'bottom part without regions');
    out.set(t.id, { ...t, topFx, bottomFx });
  }
  return out;
}

function buildTimeTrack(): Effect[][] {
  return TIME_TRACK.map((f, i) => {
    if (f.round !== i + 1) throw new DataError(`time field ${f.round}`, 'fields must be 1..10 in order');
    return f.effects.map((e) => parseEffect(e, `time field ${f.round}`));
  });
}

function checkFinals(): void {
  const ids = new Set<string>();
  for (const f of SMALL_FINALS) {
    if (ids.has(f.id)) throw new DataError(f.id, 'duplicate final id');
    ids.add(f.id);
    if (f.easy.length > f.hard.length) throw new DataError(f.id, 'easy side needs more than hard side');
  }
  for (const d of D_CARDS) {
    if (ids.has(d.id)) throw new DataError(d.id, 'duplicate card id');
    ids.add(d.id);
    if (d.req.length === 0) throw new DataError(d.id, 'empty requirement');
  }
}

const MISSION_INDEX = indexDeck(MISSIONS);
const THREAT_INDEX = buildThreats();
export const TIME_EFFECTS = buildTimeTrack();
checkFinals();

/** Where a game's mission cards come from: its generated deck, or (absent/null) the printed one. */
export interface DeckSource {
  randomDeck?: readonly (Mission | MissionCard)[] | null;
}

/** A generated card with its effects (states saved before cards carried them hold bare cards). */
function parsed(card: Mission | MissionCard): Mission {
  if ('winFx' in card && 'loseFx' in card) return card as Mission;
  return {
    ...card,
    winFx: card.win.map((e) => parseEffect(e, card.id)),
    loseFx: card.lose.map((e) => parseEffect(e, card.id)),
  };
}

/**
 * A mission card of this game's deck, by id: the printed deck is indexed once at load; a generated
 * one lives in the state with its parsed effects (no cache outside the state).
 */
export function mission(s: DeckSource, id: string): Mission {
  const printed = s.randomDeck ? undefined : MISSION_INDEX.get(id);
  if (printed) return printed;
  const card = s.randomDeck?.find((c) => c.id === id);
  if (!card) throw new Error(`niepodlegla: unknown mission ${id}`);
  return parsed(card);
}

/** Every mission card of this game's deck, in id order. */
export function missionDeck(s: DeckSource): readonly MissionCard[] {
  return s.randomDeck ?? MISSIONS;
}

export function threat(id: string): Threat {
  const t = THREAT_INDEX.get(id);
  if (!t) throw new Error(`niepodlegla: unknown threat ${id}`);
  return t;
}

export function smallFinal(id: string): SmallFinal {
  const f = SMALL_FINALS.find((x) => x.id === id);
  if (!f) throw new Error(`niepodlegla: unknown final ${id}`);
  return f;
}

export function dCard(id: string): (typeof D_CARDS)[number] {
  const d = D_CARDS.find((x) => x.id === id);
  if (!d) throw new Error(`niepodlegla: unknown D card ${id}`);
  return d;
}

export function timeFieldEffects(round: number): Effect[] {
  return TIME_EFFECTS[round - 1] ?? [];
}
