/**
 * A sealed choice's prompt promises a change only where the rules allow one: Magnaci's Senate
 * cards are final once sealed (D2), its Sejm and Conflict cards may change until the reveal.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MagnaciState, magnaciGame } from '../../src/engines/magnaci/index.js';
import { t } from '../../src/i18n/index.js';
import { promptMessage } from '../../src/table/messages/prompt.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => {
  await h.close();
});

it('a Senate prompt says the sealed choice is final; a Sejm prompt says it may change until the reveal', async () => {
  const users = ['Ala', 'Bartek', 'Celina'].map((n) => h.discord.user(n));
  const { id } = await startedGame(h, users, { kind: 'magnaci' });
  const seen = new Map<string, string>();
  for (let step = 0; step < 400 && seen.size < 2; step++) {
    const game = await h.game(id);
    const s = game.state as MagnaciState;
    const d = magnaciGame.pending(s)[0];
    if (!d) break;
    if (s.prompt?.p === 'sealed' && !seen.has(s.prompt.phase)) {
      const text = promptMessage({
        def: magnaciGame as never,
        game,
        state: s,
        seat: d.seat,
        locale: 'pl',
        mentionSeat: false,
      }).content;
      seen.set(s.prompt.phase, text);
    }
    h.advance(1);
    await h.table.act({ gameId: id, seat: d.seat, source: 'default', action: magnaciGame.defaultAction(s, d.seat) });
  }
  const senate = seen.get('senate') ?? '';
  const sejm = seen.get('sejm') ?? '';
  expect(senate).toContain(t('pl', 'table.prompt.sealedFinal'));
  expect(senate).not.toContain(t('pl', 'table.prompt.sealed'));
  expect(sejm).toContain(t('pl', 'table.prompt.sealed'));
  expect(sejm).not.toContain(t('pl', 'table.prompt.sealedFinal'));
});
