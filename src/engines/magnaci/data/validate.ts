/** Checks the card tables when the engine loads, with errors that name the card. */
import { CONFLICTS, type ConflictData } from './conflicts.js';
import { FAMILY, FAMILY_CARDS } from './family.js';
import { FIEF_PROVINCE, PROVINCES } from './geography.js';
import { KINGS } from './kings.js';
import { LAWS, type LawData } from './laws.js';
import { SYMBOLS } from './symbols.js';

export function validateData(): void {
  const fail = (what: string): never => {
    throw new Error(`magnaci data: ${what}`);
  };
  if (FAMILY_CARDS.length !== 13) fail(`a Family deck must have 13 cards, has ${FAMILY_CARDS.length}`);
  for (const id of FAMILY_CARDS) {
    const c = FAMILY[id];
    if (!Number.isInteger(c.strength) || !Number.isInteger(c.influence)) fail(`Family card ${id}: values must be integers`);
  }
  const laws: [string, LawData][] = Object.entries(LAWS);
  if (laws.length !== 25) fail(`there must be 25 Law cards, found ${laws.length}`);
  for (const [id, l] of laws) {
    if (!Number.isInteger(l.estates) || l.estates < 0) fail(`Law card ${id}: bad Estates ${l.estates}`);
    if (l.symbols.length === 0) fail(`Law card ${id}: no symbol`);
    for (const s of l.symbols) if (!(SYMBOLS as readonly string[]).includes(s)) fail(`Law card ${id}: bad symbol ${s}`);
  }
  const conflicts: [string, ConflictData][] = Object.entries(CONFLICTS);
  if (conflicts.length !== 25) fail(`there must be 25 Conflict cards, found ${conflicts.length}`);
  for (const [id, c] of conflicts) {
    if (!(PROVINCES as readonly string[]).includes(c.province)) fail(`Conflict card ${id}: bad Province ${c.province}`);
    if (!Number.isInteger(c.k) || c.k <= 0) fail(`Conflict card ${id}: bad Scale factor ${c.k}`);
    if (c.reward.type === 'FIEF' && FIEF_PROVINCE[c.reward.fief] !== c.province)
      fail(`Conflict card ${id}: Fief ${c.reward.fief} does not belong to ${c.province}`);
    if (c.loss.type === 'RAID' && c.loss.provinces[0] !== c.province)
      fail(`Conflict card ${id}: a Raid must list its own Province first`);
  }
  for (const age of [1, 2, 3, 4]) {
    const n = KINGS.filter((k) => k.age === age).length;
    if (n !== 3) fail(`Age ${age} must have 3 King tokens, has ${n}`);
  }
}
