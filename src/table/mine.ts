/**
 * `/game mine`: the games the user sits in — in a server, that server's games; in a DM, the
 * user's games in every server (scope.ts: a DM reaches only the user's own seats). Each with
 * its title and players, phase, whether the user owes a decision, the deadline as a Discord
 * timestamp and a jump link to the game's thread; what the user owes comes first, soonest due.
 */
import type { AnyGameDefinition } from '../engines/kit/types.js';
import { getGame } from '../engines/registry.js';
import { type Locale, t } from '../i18n/index.js';
import type { GameRecord, GameStatus } from '../store/types.js';
import { channelOf, type TableDeps } from './context.js';
import { engineMismatch } from './engineVersion.js';
import { clip, clipContent } from './messages/components.js';
import { gameName, relativeTime } from './messages/names.js';
import type { OutMessage } from './ports.js';
import { type Caller, inScope } from './scope.js';

const OPEN: GameStatus[] = ['lobby', 'active', 'paused'];

/** Discord's link to a game's thread (or channel). */
export function jumpLink(game: GameRecord): string {
  return `https://discord.com/channels/${game.guildId}/${channelOf(game)}`;
}

export interface MineEntry {
  game: GameRecord;
  owes: boolean;
  phase: string;
  due: Date | null;
}

function phaseOf(def: AnyGameDefinition | undefined, game: GameRecord, locale: Locale): string {
  if (game.status === 'lobby' || game.state === null || game.state === undefined || !def)
    return t(locale, `table.gameStatus.${game.status}`);
  if (engineMismatch(def, game)) return t(locale, `table.gameStatus.${game.status}`);
  try {
    const phase = t(locale, def.phase(game.state));
    return game.status === 'paused' ? `${phase} (${t(locale, 'table.gameStatus.paused')})` : phase;
  } catch {
    return t(locale, `table.gameStatus.${game.status}`);
  }
}

function owes(def: AnyGameDefinition | undefined, game: GameRecord, userId: string): boolean {
  if (game.status !== 'active' || !def || game.state === null || engineMismatch(def, game)) return false;
  const mine = new Set(game.seats.filter((s) => s.userId === userId).map((s) => s.seat));
  try {
    return def.pending(game.state).some((d) => mine.has(d.seat));
  } catch {
    return false;
  }
}

/** The user's open games the caller may reach, ordered: owed first, then by deadline (soonest first). */
export async function mineOf(deps: TableDeps, caller: Caller, locale: Locale): Promise<MineEntry[]> {
  const games = (await deps.store.gamesOfUser(caller.userId, OPEN)).filter((g) => inScope(g, caller, 'seat'));
  const entries = games.map((game): MineEntry => {
    const def = getGame(game.kind);
    const owed = owes(def, game, caller.userId);
    return {
      game,
      owes: owed,
      phase: phaseOf(def, game, locale),
      due: game.status === 'active' ? game.nextDeadlineAt : null,
    };
  });
  const at = (d: Date | null) => (d ? d.getTime() : Number.POSITIVE_INFINITY);
  return entries.sort(
    (a, b) =>
      Number(b.owes) - Number(a.owes) ||
      at(a.due) - at(b.due) ||
      b.game.createdAt.getTime() - a.game.createdAt.getTime(),
  );
}

export function mineMessage(entries: readonly MineEntry[], locale: Locale, inDm: boolean): OutMessage {
  if (entries.length === 0) return { content: t(locale, inDm ? 'table.mine.noneAnywhere' : 'table.mine.none') };
  const owed = entries.filter((e) => e.owes).length;
  const lines = [t(locale, inDm ? 'table.mine.headerAnywhere' : 'table.mine.header', { count: entries.length, owed })];
  for (const e of entries) {
    lines.push(
      clip(
        t(locale, e.owes ? 'table.mine.owes' : 'table.mine.waiting', {
          game: gameName(e.game, locale),
          phase: e.phase,
          due: e.due ? relativeTime(e.due) : t(locale, 'table.mine.noDeadline'),
          link: jumpLink(e.game),
        }),
        400,
      ),
    );
  }
  return { content: clipContent(lines.join('\n')) };
}
