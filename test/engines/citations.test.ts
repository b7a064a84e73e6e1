/**
 * Every rule citation in the source — a ruling (`A-52`, `A30`, `PBP-1`, `Ambiguity 23`, `ruling
 * doneMayAct`), a decision of the play-by-post table (`D13`) or a section of the implementation
 * spec (`§8.2`, `spec 5.10`) — resolves for the game whose file cites it: to an id in the engine's
 * rulings data or to an anchor in docs/rules/<game>.md. The spec itself is not in the repository,
 * so a clone must be able to look every citation up there.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { D_CARDS, SMALL_FINALS } from '../../src/engines/niepodlegla/data/finals.js';
import { MISSIONS } from '../../src/engines/niepodlegla/data/missions.js';
import { getGame, productGameIds } from '../../src/engines/registry.js';

const GAMES = productGameIds();

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      // Prisma's generated client is not ours to cite from.
      if (name !== 'generated') sourceFiles(path, out);
    } else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

/** The game a file belongs to: its engine folder, its renderer or its catalogs; null for shared code. */
function gameOf(path: string): string | null {
  return GAMES.find((g) => path.includes(`/${g}/`) || path.endsWith(`/${g}.ts`)) ?? null;
}

interface Citation {
  text: string;
  /** The ids or anchors it may resolve to, in order. */
  targets: string[];
}

const section = (n: string) => `s-${n.replace(/\./g, '-')}`;

/** Every citation in a text, with where it may point. */
function citations(text: string, game: string | null): Citation[] {
  const out: Citation[] = [];
  const add = (re: RegExp, targets: (m: RegExpMatchArray) => string[]) => {
    for (const m of text.matchAll(re)) out.push({ text: m[0], targets: targets(m) });
  };
  // In Niepodległa "A-05" names a mission card and "A-1"/"A+1" is an effect code; its rulings are "A5".
  if (game !== 'niepodlegla') add(/\bA-\d+[a-z]?\b/g, (m) => [m[0], m[0].toLowerCase()]);
  // Not an SVG path's arc command ("A7 7 0 0 1 …").
  add(/\bA\d+[a-z]?\b(?! \d)/g, (m) => [m[0], m[0].toLowerCase()]);
  add(/\bPBP-\d+\b/g, (m) => [m[0], m[0].toLowerCase()]);
  add(/§\s?(\d+(?:\.\d+)*)/g, (m) => [section(m[1] ?? '')]);
  add(/\bspec(?: section)? (\d+(?:\.\d+)*)/g, (m) => [section(m[1] ?? '')]);
  add(/\b(?:Ambiguity|[Rr]uling) (\d+)\b/g, (m) => [`ruling-${(m[1] ?? '').padStart(2, '0')}`]);
  add(/\b[Rr]uling ([a-z]+[A-Z][A-Za-z]*)\b/g, (m) => [m[1] ?? '']);
  add(/\bD(\d+)\b/g, (m) => [`d-${m[1]}`]);
  return out;
}

function anchors(game: string): Set<string> {
  const doc = readFileSync(`docs/rules/${game}.md`, 'utf8');
  return new Set([...doc.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1] ?? ''));
}

/** Niepodległa's mission and final cards ("A-01" … "A-77"). */
const NIEPODLEGLA_CARDS = new Set([...MISSIONS, ...SMALL_FINALS, ...D_CARDS].map((c) => c.id));
/** Its effect codes that look alike: accord −1 ("A-1"). */
const NIEPODLEGLA_CODES = new Set(['A-1']);

describe('rules references', () => {
  it('citations resolve', () => {
    const known = new Map(
      GAMES.map((g) => [g, new Set([...(getGame(g)?.rulings.map((r) => r.id) ?? []), ...anchors(g)])]),
    );
    const unresolved: string[] = [];
    let checked = 0;
    for (const file of sourceFiles('src')) {
      const game = gameOf(file);
      const text = readFileSync(file, 'utf8');
      for (const c of citations(text, game)) {
        checked++;
        // Shared code may cite any game's rules; a game's files cite their own.
        const pool = game ? [known.get(game)] : [...known.values()];
        if (!pool.some((ids) => c.targets.some((t) => ids?.has(t)))) unresolved.push(`${file}: ${c.text}`);
      }
    }
    expect([...new Set(unresolved)]).toEqual([]);
    expect(checked).toBeGreaterThan(400);
  });

  it('every ruling of every game has its anchor in the game’s rules document', () => {
    for (const g of GAMES) {
      const ids = anchors(g);
      const missing = (getGame(g)?.rulings ?? []).map((r) => r.id).filter((id) => !ids.has(id));
      expect(missing, g).toEqual([]);
    }
  });

  it('Niepodległa’s "A-nn" are its cards (or the accord effect code), never citations', () => {
    expect(citations('mission A-05, effect "A-1", ruling A21', 'niepodlegla').map((c) => c.text)).toEqual(['A21']);
    const strays: string[] = [];
    for (const file of sourceFiles('src').filter((f) => gameOf(f) === 'niepodlegla'))
      for (const m of readFileSync(file, 'utf8').matchAll(/\bA-\d+\b/g))
        if (!NIEPODLEGLA_CARDS.has(m[0]) && !NIEPODLEGLA_CODES.has(m[0])) strays.push(`${file}: ${m[0]}`);
    expect(strays).toEqual([]);
  });
});
