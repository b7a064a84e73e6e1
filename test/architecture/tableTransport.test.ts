/**
 * src/table is transport-neutral (DESIGN.md layers, issue #17): it speaks in OutMessage and
 * Control rows, and the Discord presenter in src/bot turns those into Discord's shapes. So no
 * file in src/table imports Discord's libraries or types — not even `import type` — nor the
 * layers above it (src/bot, src/commands, src/local) through which they would leak in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
const TABLE = join(SRC, 'table');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module specifier a file names: static imports/exports (type or not), import(), require(). */
export function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm)) out.push(m[1] ?? '');
  for (const m of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) out.push(m[1] ?? '');
  for (const m of text.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1] ?? '');
  return out;
}

const DISCORD = /^(discord\.js|discord-api-types)(\/|$)|^@discordjs\//;
const ABOVE = ['bot', 'commands', 'local'].map((d) => join(SRC, d));

it('the import scan sees type imports, multi-line imports and dynamic imports', () => {
  const sample = [
    "import type { APIMessage } from 'discord-api-types/v10';",
    'import {\n  ButtonStyle,\n  ComponentType,\n} from "discord-api-types/v10";',
    "const rest = await import('@discordjs/rest');",
    "export { Client } from 'discord.js';",
  ].join('\n');
  expect(specifiers(sample).filter((s) => DISCORD.test(s))).toHaveLength(4);
});

it('src/table imports no Discord types', () => {
  const offenders: string[] = [];
  const files = sources(TABLE);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const spec of specifiers(text)) {
      const where = relative(SRC, file);
      if (DISCORD.test(spec)) offenders.push(`${where} imports ${spec}`);
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec);
        if (ABOVE.some((dir) => target === dir || target.startsWith(`${dir}/`)))
          offenders.push(`${where} imports ${relative(SRC, target)}`);
      }
    }
  }
  expect(offenders).toEqual([]);
});
