/**
 * One provenance vocabulary (issue #22): every tag in every game's data reads as RULEBOOK, DERIVED,
 * RULING or RECONSTRUCTED (kit/provenance.ts). Walks each product game's `data/` modules' exports.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProvenance, collectTags, isProvenance, provenanceOf } from '../../../src/engines/kit/provenance.js';
import { productGameIds } from '../../../src/engines/registry.js';

const ENGINES = resolve(import.meta.dirname, '../../../src/engines');

async function dataOf(game: string): Promise<Record<string, unknown>> {
  const dir = join(ENGINES, game, 'data');
  const out: Record<string, unknown> = {};
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts'))) out[f] = await import(join(dir, f));
  return out;
}

describe('provenance', () => {
  it.each(productGameIds())('every data tag of %s reads in the one vocabulary', async (game) => {
    const data = await dataOf(game);
    const tags = collectTags(data);
    expect(tags.length).toBeGreaterThan(0);
    expect(() => checkProvenance(game, data)).not.toThrow();
    for (const t of tags) expect(isProvenance(provenanceOf(t.raw).tag)).toBe(true);
  });

  it('converted games use the vocabulary itself, not older words', async () => {
    for (const game of ['boze-igrzysko', 'magnaci', 'stary-kontynent']) {
      const raw = collectTags(await dataOf(game)).map((t) => t.raw);
      expect(
        raw.filter((r) => !isProvenance(r)),
        game,
      ).toEqual([]);
    }
  });

  it('maps older words with a note and refuses unknown ones', () => {
    expect(provenanceOf('TEXT')).toEqual({ tag: 'RULEBOOK' });
    expect(provenanceOf('PLACEHOLDER').note).toMatch(/lost/);
    expect(provenanceOf('RECONSTRUCTED-GUESS')).toMatchObject({ tag: 'RECONSTRUCTED' });
    expect(() => provenanceOf('PROBABLY')).toThrow(/unknown provenance/);
    expect(() => checkProvenance('toy', { A: { v: 1, tag: 'PROBABLY' } })).toThrow(/toy: A.tag/);
  });
});
