/**
 * Component customIds (STYLE 11): a short prefix from one const map, the game id, where a
 * stale click must be detected the seat's decision stamp (decisionStamp.ts) or the game
 * version, and a short argument. Game ids are 10
 * characters and action ids at most 64, so every id stays under Discord's 100 by construction.
 * Secrets never go into a customId: action ids name a legal choice, not another seat's data.
 */
import { isStamp } from './decisionStamp.js';

export const COMPONENT_PREFIX = {
  /** Apply one legal action: act:<game>:<stamp>:<actionId>. */
  act: 'a',
  /** Select menu of legal actions (values are action ids): pick:<game>:<stamp>:<group>. */
  pick: 'p',
  /** A step of a described choice's draft: draft:<game>:<stamp>:<draft code>:<op> (draft.ts). */
  draft: 'r',
  /** Show the seat's private view. */
  hand: 'h',
  /** Open the seat's decision prompt ephemerally (the DM fallback). */
  decide: 'd',
  join: 'j',
  leave: 'l',
  start: 's',
  /** Faction select menu in the lobby. */
  faction: 'f',
  /** Answer an undo request: undo:<game>:<version>:yes|no. */
  undo: 'u',
  /** History page: history:<game>:<page>. */
  history: 'y',
  /** "What did I miss?": the seat's catch-up since its last move (catchup.ts). */
  catchup: 'c',
} as const;

export type ComponentKind = keyof typeof COMPONENT_PREFIX;

const byPrefix = new Map<string, ComponentKind>(
  Object.entries(COMPONENT_PREFIX).map(([kind, prefix]) => [prefix, kind as ComponentKind]),
);

export interface ParsedCustomId {
  kind: ComponentKind;
  gameId: string;
  /** A game version, for components checked against the whole game. */
  version: number | null;
  /** The seat and decision the component was built for (decisionStamp.ts), for decision prompts. */
  stamp: string | null;
  arg: string | null;
}

const GAME_ID = /^[a-z0-9]{4,20}$/;
const ARG = /^[a-z0-9:._-]{1,64}$/;

export function customId(
  kind: ComponentKind,
  gameId: string,
  check?: number | string | null,
  arg?: string | null,
): string {
  const parts: string[] = [COMPONENT_PREFIX[kind], gameId];
  parts.push(check === undefined || check === null ? '' : String(check));
  if (arg !== undefined && arg !== null) parts.push(arg);
  const id = parts.join('|');
  if (id.length > 100) throw new RangeError(`customId too long: ${id}`);
  return id;
}

/** Parses a customId; null for anything malformed (a forged or foreign id is refused, not thrown). */
export function parseCustomId(raw: string): ParsedCustomId | null {
  if (raw.length > 100) return null;
  const [prefix, gameId, versionText, ...rest] = raw.split('|');
  if (prefix === undefined || gameId === undefined || versionText === undefined) return null;
  const kind = byPrefix.get(prefix);
  if (!kind || !GAME_ID.test(gameId)) return null;
  let version: number | null = null;
  let stamp: string | null = null;
  if (isStamp(versionText)) stamp = versionText;
  else if (versionText !== '') {
    if (!/^\d{1,9}$/.test(versionText)) return null;
    version = Number(versionText);
  }
  const arg = rest.length > 0 ? rest.join('|') : null;
  if (arg !== null && !ARG.test(arg)) return null;
  return { kind, gameId, version, stamp, arg };
}
