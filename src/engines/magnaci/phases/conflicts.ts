/**
 * Conflicts (Konflikty, spec 4.4): the layout (4.4.1), the resolution of every Conflict on the
 * board in field order (4.4.3; each one a contest, contests.ts: conflictContest) and the cleanup
 * (4.4.4). The placement is common (common.ts: openSealed).
 */
import { cardsOnPower, conflictScale } from '../board.js';
import { conflict } from '../data/conflicts.js';
import { POWER_FIELDS, POWERS, PROVINCES, powerOfProvince } from '../data/geography.js';
import { type Ctx, removeConflict, say } from '../effects.js';
import { areaMsg, conflictMsg, fieldName } from '../msgs.js';
import type { Task } from '../state.js';
import { enterPhase } from './common.js';

/** 4.4.1: draw until 5 Conflicts are out; a third card of one Power is shuffled back. */
export function conflictLayout(ctx: Ctx): void {
  const s = ctx.s;
  enterPhase(ctx, 'CONFLICTS');
  const onBoard = () => s.conflictFields.filter((c) => c !== null).length;
  const hasRoom = (card: (typeof s.conflictDeck)[number]) => cardsOnPower(s, conflict(card).province).length < 2;
  while (onBoard() < 5) {
    if (!s.conflictDeck.some(hasRoom)) {
      say(ctx, 'event.conflictDeckStuck');
      return;
    }
    const card = s.conflictDeck.shift();
    if (!card) return;
    if (!hasRoom(card)) {
      s.conflictDeck.push(card);
      s.conflictDeck = ctx.rng.shuffle(s.conflictDeck);
      say(ctx, 'event.conflictReshuffled', { card: conflictMsg(card) });
      continue;
    }
    const [first, second] = POWER_FIELDS[powerOfProvince(conflict(card).province)];
    const field = s.conflictFields[first] === null ? first : second;
    s.conflictFields[field] = { card, drawnInAge: s.age, lostThisAge: false };
    say(ctx, 'event.conflictDrawn', {
      card: conflictMsg(card),
      field: fieldName(field),
      area: areaMsg(conflict(card).province),
      scale: conflictScale(s, card),
    });
  }
}

/** 4.4.3: one contest per Conflict on the board, fields I → X, empty fields skipped. */
export function queueConflicts(ctx: Ctx): void {
  const s = ctx.s;
  const fields = s.conflictFields.flatMap((c, i) => (c ? [i] : []));
  s.tasks.unshift(...fields.map((field): Task => ({ t: 'conflictContest', field })));
}

/** 4.4.4: a Power with two cards keeps the higher Scale; then Partition pawns go out. */
export function conflictCleanup(ctx: Ctx): void {
  const s = ctx.s;
  for (const power of POWERS) {
    const [a, b] = POWER_FIELDS[power];
    const ca = s.conflictFields[a];
    const cb = s.conflictFields[b];
    if (!ca || !cb) continue;
    const sa = conflictScale(s, ca.card);
    const sb = conflictScale(s, cb.card);
    if (sa === sb) {
      const chooser = s.senators.PRYMAS.holder;
      if (chooser !== null) {
        // The cleanup goes on once the Prymas has chosen: it stays first in the queue.
        s.tasks.unshift({ t: 'conflictCleanup' });
        s.prompt = { p: 'discardConflict', seat: chooser, fields: [a, b] };
        return;
      }
    }
    removeConflict(ctx, sa < sb ? a : sa > sb ? b : a, 'event.conflictDiscarded');
  }
  for (const province of PROVINCES) {
    if (cardsOnPower(s, province).length === 0) continue;
    if (!s.partitioned.includes(province)) s.partitioned.push(province);
    if (!s.partitionPawns.includes(province)) {
      s.partitionPawns.push(province);
      say(ctx, 'event.partitionPawn', { area: areaMsg(province) });
    }
  }
  for (const f of s.conflictFields) if (f) f.lostThisAge = false;
}
