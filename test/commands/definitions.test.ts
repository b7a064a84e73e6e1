/** Command definitions and customIds stay inside Discord's limits; every command is localized. */
import { describe, expect, it } from 'vitest';
import { gameSubcommandNames } from '../../src/commands/game.js';
import { commandDefinitions } from '../../src/commands/router.js';
import { hasMessage } from '../../src/i18n/index.js';
import { COMPONENT_PREFIX, type ComponentKind, customId, parseCustomId } from '../../src/table/customId.js';

interface Described {
  name: string;
  description?: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  options?: Described[];
}

function walk(d: Described, out: Described[] = []): Described[] {
  out.push(d);
  for (const o of d.options ?? []) walk(o, out);
  return out;
}

describe('slash commands', () => {
  const defs = commandDefinitions() as Described[];

  it('offers /game with the issue’s subcommands, and /act', () => {
    expect(defs.map((d) => d.name)).toEqual(['game', 'act']);
    expect(gameSubcommandNames).toEqual(
      expect.arrayContaining([
        'new',
        'join',
        'leave',
        'start',
        'status',
        'board',
        'history',
        'rules',
        'undo',
        'cancel',
        'settings',
      ]),
    );
  });

  it('localizes every name and description in Polish within Discord’s limits', () => {
    for (const d of defs.flatMap((x) => walk(x))) {
      expect(d.name).toMatch(/^[a-z_-]{1,32}$/);
      expect(d.name_localizations?.pl).toMatch(/^[\p{Ll}\p{N}_-]{1,32}$/u);
      expect((d.description ?? '').length).toBeGreaterThan(0);
      expect((d.description ?? '').length).toBeLessThanOrEqual(100);
      expect((d.description_localizations?.pl ?? '').length).toBeLessThanOrEqual(100);
      expect(d.description_localizations?.pl).not.toBe(d.description);
    }
  });

  it('spells Polish names with their diacritics, as Discord’s name rule (Unicode lowercase letters) allows', () => {
    const polish = new Set(defs.flatMap((x) => walk(x)).map((d) => d.name_localizations?.pl));
    for (const name of [
      'dołącz',
      'opuść',
      'wyrzuć',
      'zastąp',
      'wznów',
      'przedłuż',
      'ponaglij',
      'tytuł',
      'wątek',
      'język',
      'zastępca',
      'zaległości',
    ])
      expect(polish).toContain(name);
    for (const ascii of [
      'dolacz',
      'opusc',
      'wyrzuc',
      'zastap',
      'wznow',
      'przedluz',
      'ponagl',
      'tytul',
      'watek',
      'jezyk',
      'zastepca',
      'zaleglosci',
    ])
      expect(polish).not.toContain(ascii);
  });

  it('has every table and core key in both languages', () => {
    for (const key of ['table.error.stale', 'core.error.unexpected', 'table.prompt.dmFailed']) {
      expect(hasMessage(key, 'pl')).toBe(true);
      expect(hasMessage(key, 'en')).toBe(true);
    }
  });
});

describe('customIds', () => {
  it('round-trip and stay under 100 characters with the longest action id', () => {
    const longest = 'x'.repeat(64);
    for (const kind of Object.keys(COMPONENT_PREFIX) as ComponentKind[]) {
      const id = customId(kind, 'abcdefghjk', 123_456_789, longest);
      expect(id.length).toBeLessThanOrEqual(100);
      expect(parseCustomId(id)).toEqual({
        kind,
        gameId: 'abcdefghjk',
        version: 123_456_789,
        stamp: null,
        arg: longest,
      });
      // The longest decision stamp: seat 99, a 7-character digest, a 9-digit version.
      const stamped = customId(kind, 'abcdefghjk', '99-zzzzzzz-123456789', longest);
      expect(stamped.length).toBeLessThanOrEqual(100);
      expect(parseCustomId(stamped)).toEqual({
        kind,
        gameId: 'abcdefghjk',
        version: null,
        stamp: '99-zzzzzzz-123456789',
        arg: longest,
      });
    }
    expect(parseCustomId(customId('hand', 'abcdefghjk'))).toEqual({
      kind: 'hand',
      gameId: 'abcdefghjk',
      version: null,
      stamp: null,
      arg: null,
    });
  });

  it('refuses malformed or foreign ids', () => {
    for (const bad of [
      '',
      'zz|abcdefghjk|1|x',
      'a|AB|1|x',
      'a|abcdefghjk|-1|x',
      'a|abcdefghjk|1|BAD ID',
      'x'.repeat(101),
    ]) {
      expect(parseCustomId(bad)).toBeNull();
    }
  });
});

describe('catalogue', () => {
  it('has every table./core. key used in src/table, src/commands and src/bot in Polish and English', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files: string[] = [];
    const walkDir = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'deadlines') walkDir(path);
        } else if (name.endsWith('.ts')) files.push(path);
      }
    };
    for (const dir of ['src/table', 'src/commands', 'src/bot']) walkDir(dir);
    const keys = new Set<string>();
    for (const f of files) {
      for (const m of readFileSync(f, 'utf8').matchAll(/'((?:table|core)\.[a-zA-Z.]+)'/g)) {
        const key = m[1] ?? '';
        // Prefixes completed at run time (names/descriptions, statuses) are checked by the command test.
        if (!key.endsWith('.') && !/^core\.(cmd|opt)\./.test(key)) keys.add(key);
      }
    }
    expect(keys.size).toBeGreaterThan(60);
    const missing = [...keys].filter((k) => !hasMessage(k, 'pl') || !hasMessage(k, 'en'));
    expect(missing).toEqual([]);
  });
});
