/** The play page's HTTP side (filled in by the page module). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalDiscord } from './localDiscord.js';

export async function handlePage(
  _discord: LocalDiscord,
  _req: IncomingMessage,
  _res: ServerResponse,
  _url: URL,
): Promise<boolean> {
  return false;
}
