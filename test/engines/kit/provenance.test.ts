/**
 * One provenance vocabulary (issue #22): every tag in every game's data reads as RULEBOOK, DERIVED,
 * RULING or RECONSTRUCTED (kit/provenance.ts), and any other word is refused. Walks each product
 * game's `data/` modules' exports. Where a game names its reconstructed list item by item
 * (Chocim 1621, Niepodległa), every RECONSTRUCTED value sits under an item `/game rulings` shows.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECONSTRUCTED_LIST as CHOCIM_LIST } from '../../../src/engines/chocim-1621/rulings.js';
import {
  checkProvenance,
  collectTags,
  isProvenance,
  PROVENANCE,
  provenanceOf,
  unlistedReconstructed,
} from '../../../src/engines/kit/provenance.js';
import { RECONSTRUCTED_LIST as NIEPODLEGLA_LIST } from '../../../src/engines/niepodlegla/rulings.js';
import { getGame, productGameIds } from '../../../src/engines/registry.js';

const ENGINES = resolve(import.meta.dirname, '../../../src/engines');

async function dataOf(game: string): Promise<Record<string, unknown>> {
  const dir = join(ENGINES, game, 'data');
  const out: Record<string, unknown> = {};
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts'))) out[f] = await import(join(dir, f));
  return out;
}

const LISTS: Record<string, Readonly<Record<string, readonly object[]>>> = {
  'chocim-1621': CHOCIM_LIST,
  niepodlegla: NIEPODLEGLA_LIST,
};

describe('provenance', () => {
  it('covers all five games', () => {
    expect([...productGameIds()].sort()).toEqual([
      'boze-igrzysko',
      'chocim-1621',
      'magnaci',
      'niepodlegla',
      'stary-kontynent',
    ]);
  });

  it.each(productGameIds())('every data tag of %s is a word of the one vocabulary', async (game) => {
    const data = await dataOf(game);
    const tags = collectTags(data);
    expect(tags.length).toBeGreaterThan(0);
    expect(() => checkProvenance(game, data)).not.toThrow();
    expect(
      tags.filter((t) => !isProvenance(t.raw)).map((t) => `${t.path} ${String(t.raw)}`),
      game,
    ).toEqual([]);
  });

  it.each(Object.keys(LISTS))('every RECONSTRUCTED value of %s is listed by /game rulings', async (game) => {
    const list = LISTS[game] ?? {};
    const data = await dataOf(game);
    expect(unlistedReconstructed(data, list)).toEqual([]);
    const ids = new Set(getGame(game)?.rulings.map((r) => r.id));
    for (const item of Object.keys(list)) expect(ids.has(item), item).toBe(true);
    expect(ids.has('reconstructed')).toBe(true);
    // Every item speaks of something reconstructed (no empty item).
    for (const [item, pieces] of Object.entries(list))
      expect(
        collectTags(pieces).some((t) => t.raw === 'RECONSTRUCTED'),
        item,
      ).toBe(true);
  });

  it('a lost printed value says so and how it was chosen (Chocim’s former PLACEHOLDER)', async () => {
    const { PRINTED } = await import('../../../src/engines/chocim-1621/data/printed.js');
    expect(PRINTED.fields.castle.fortification).toMatchObject({ v: 3, tag: 'RECONSTRUCTED' });
    expect(PRINTED.fields.castle.fortification.note).toMatch(/lost.*chosen so the game plays/);
  });

  it('refuses any other word, the older games’ own words too', () => {
    expect(PROVENANCE).toEqual(['RULEBOOK', 'DERIVED', 'RULING', 'RECONSTRUCTED']);
    expect(provenanceOf('RULEBOOK')).toEqual({ tag: 'RULEBOOK' });
    expect(provenanceOf('RECONSTRUCTED', 'a guess')).toEqual({ tag: 'RECONSTRUCTED', note: 'a guess' });
    for (const old of ['TEXT', 'PLACEHOLDER', 'MISSING', 'MIXED', 'GENERATED', 'RECONSTRUCTED-GUESS', 'PROBABLY'])
      expect(() => provenanceOf(old), old).toThrow(/unknown provenance/);
    expect(() => checkProvenance('toy', { A: { v: 1, tag: 'PROBABLY' } })).toThrow(/toy: A.tag/);
    expect(() => checkProvenance('toy', { B_TAG: 'TEXT' })).toThrow(/toy: B_TAG/);
    expect(() => checkProvenance('toy', { C: { citiesTag: { tag: 'MIXED', note: 'x' } } })).toThrow(/toy: C.citiesTag/);
  });

  it('finds a reconstructed value no item lists', () => {
    const cards = [{ id: 'x', tag: 'RECONSTRUCTED' }];
    const board = { fields: { a: { v: 1, tag: 'RECONSTRUCTED' } }, names: { v: 'n', tag: 'RULEBOOK' } };
    expect(unlistedReconstructed({ cards, board }, { 'reconstructed.cards': [cards] })).toEqual(['board.fields.a.tag']);
    expect(unlistedReconstructed({ cards, board }, { a: [cards], b: [board.fields] })).toEqual([]);
  });
});
