/**
 * Each product game's bot (kit/bot.ts), by game id. A game without one plays its default at
 * every level.
 */
import { bozeIgrzyskoBot } from './boze-igrzysko/bot.js';
import { chocimBot } from './chocim-1621/bot.js';
import type { BotGame } from './kit/bot.js';
import { magnaciBot } from './magnaci/bot.js';
import { niepodleglaBot } from './niepodlegla/bot.js';
import { staryKontynentBot } from './stary-kontynent/bot.js';

// Filled once at load with each game's bot and only read after.
// biome-ignore lint/suspicious/noExplicitAny: the map holds bots of different state types
const bots = new Map<string, BotGame<any, any>>([
  ['boze-igrzysko', bozeIgrzyskoBot],
  ['magnaci', magnaciBot],
  ['chocim-1621', chocimBot],
  ['stary-kontynent', staryKontynentBot],
  ['niepodlegla', niepodleglaBot],
]);

export function botOf(gameId: string): BotGame<unknown, unknown> | undefined {
  return bots.get(gameId);
}
