/**
 * The printed values of Chocim 1621 live in one data file with their provenance (spec §0, A-3,
 * it loads, every value says where it comes from, and the engine's tables are read from it,
 * so correcting a printed value is one edit there.
 */
import { describe, expect, it, vi } from 'vitest';
import { ACTIONS, FIELD_DATA, LINE, PITCHED, PLC_FIELDS } from '../../../src/engines/chocim-1621/data/board.js';
import {
  CLAIM_CARDS,
  COMMANDER_CARDS,
  commander,
  DIPLOMACY_CARDS,
} from '../../../src/engines/chocim-1621/data/cards.js';
import { PRINTED, type Printed } from '../../../src/engines/chocim-1621/data/printed.js';
import { HAND_TARGET, MORALE, ROUTED_MORALE, SUPPLY } from '../../../src/engines/chocim-1621/data/tracks.js';

const TAGS = ['RULEBOOK', 'DERIVED', 'RULING', 'RECONSTRUCTED'];

function isPrinted(x: unknown): x is Printed<unknown> {
  return typeof x === 'object' && x !== null && 'v' in x && 'tag' in x && 'note' in x;
}

/** Every printed entry, and every number standing outside one (with its path). */
function walk(x: unknown, path: string, entries: [string, Printed<unknown>][], bare: string[]): void {
  if (isPrinted(x)) {
    entries.push([path, x]);
    return;
  }
  if (typeof x === 'number') bare.push(path);
  if (typeof x === 'object' && x !== null)
    for (const [k, v] of Object.entries(x)) walk(v, path ? `${path}.${k}` : k, entries, bare);
}

describe('Chocim 1621 printed values (one data source)', () => {
  it('every printed value carries its provenance tag and a source note; no number stands outside one', () => {
    const entries: [string, Printed<unknown>][] = [];
    const bare: string[] = [];
    walk(PRINTED, '', entries, bare);
    expect(entries.length).toBeGreaterThan(150);
    for (const [path, p] of entries) {
      expect(TAGS, path).toContain(p.tag);
      expect(p.note.length, path).toBeGreaterThan(3);
    }
    // The only bare numbers are the strengths that name the rows of the diplomacy distribution.
    expect(bare.every((p) => /^diplomacy\.distribution\.\d+\.strength$/.test(p))).toBe(true);
    // The values read off the text are tagged so: Moldavia's 6, the Sivas levy's command value 2.
    expect(PRINTED.claims.find((c) => c.id === 'moldavia')?.value.PLC).toMatchObject({ v: 6, tag: 'RULEBOOK' });
    expect(PRINTED.commanders.find((c) => c.id === 'ott_levy_sivas')?.commandValue).toMatchObject({
      v: 2,
      tag: 'RULEBOOK',
    });
    expect(PRINTED.fields.ramparts.fortification).toMatchObject({ v: 2, tag: 'DERIVED' });
  });

  it('the engine’s board, card and track tables are read from it', () => {
    for (const f of PLC_FIELDS) {
      expect(FIELD_DATA[f]).toBe(PRINTED.fields[f]);
      expect(LINE[f]).toBe(PRINTED.lines[f]);
    }
    expect(ACTIONS.plunder.max).toBe(PRINTED.actions.plunder.max);
    expect(ACTIONS.pilaf.exactly).toBe(PRINTED.actions.pilaf.exactly);
    expect(PITCHED).toBe(PRINTED.pitched);
    for (const c of PRINTED.commanders) {
      expect(commander(c.id).commandValue).toBe(c.commandValue.v);
      expect(commander(c.id).stratagems).toBe(c.stratagems.v);
    }
    const filler = (side: 'PLC' | 'OTT') =>
      COMMANDER_CARDS.filter((c) => c.side === side && /_officer_\d+$/.test(c.id)).map((c) => c.commandValue);
    expect(filler('PLC')).toEqual(PRINTED.fillerCommandValues.PLC.v);
    expect(filler('OTT')).toEqual(PRINTED.fillerCommandValues.OTT.v);
    expect(CLAIM_CARDS.map((c) => c.value)).toEqual(
      PRINTED.claims.map((c) => ({ PLC: c.value.PLC.v, OTT: c.value.OTT.v })),
    );
    expect(DIPLOMACY_CARDS).toHaveLength(PRINTED.diplomacy.distribution.reduce((a, d) => a + d.count.v, 0));
    for (const side of ['PLC', 'OTT'] as const) {
      expect(MORALE[side].start).toBe(PRINTED.morale[side].start.v);
      expect(MORALE[side].mutiny).toBe(PRINTED.morale[side].mutiny.v);
      expect(SUPPLY[side].rows).toBe(PRINTED.supply[side].rows.v);
      expect(ROUTED_MORALE[side]).toBe(PRINTED.routedMorale[side].v);
      expect(HAND_TARGET[side]).toBe(PRINTED.handTarget[side].v);
    }
  });

  it('one edit corrects one printed value: a corrected command value, control limit and claim reach the rules', async () => {
    vi.resetModules();
    const printed = await import('../../../src/engines/chocim-1621/data/printed.js');
    const kaffa = printed.PRINTED.commanders.find((c) => c.id === 'ott_levy_kaffa');
    if (!kaffa) throw new Error('no Kaffa levy');
    kaffa.commandValue.v = 3;
    const church = printed.PRINTED.fields.church.controlLimit;
    if (!church) throw new Error('no church control');
    church.v = 2;
    const khotyn = printed.PRINTED.claims.find((c) => c.id === 'khotyn');
    if (!khotyn) throw new Error('no Khotyn claim');
    khotyn.value.OTT.v = 5;
    const { newDraft } = await import('../../../src/engines/chocim-1621/rules/deploy.js');
    const { controlLimit } = await import('../../../src/engines/chocim-1621/rules/occupation.js');
    const { claim } = await import('../../../src/engines/chocim-1621/data/cards.js');
    expect(newDraft('OTT', 'ott_levy_kaffa', 'command').limit).toBe(3);
    expect(controlLimit('church')).toBe(2);
    expect(claim('khotyn').value).toEqual({ PLC: 3, OTT: 5 });
    vi.resetModules();
  });
});
