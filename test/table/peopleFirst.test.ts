/**
 * People first: wherever a seat is named — status, history, announcements, prompts — the
 * player comes first, then the faction as the game calls it ("Ala · Czerwoni"), numbered by
 * seat everywhere; Niepodległa names the players instead of "Gracz 1".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bozeIgrzyskoGame } from '../../src/engines/boze-igrzysko/index.js';
import { type MagnaciState, magnaciGame } from '../../src/engines/magnaci/index.js';
import { niepodleglaGame } from '../../src/engines/niepodlegla/index.js';
import { t } from '../../src/i18n/index.js';
import { peopleOf, say, seatName } from '../../src/table/messages/names.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';

let h: Harness;
const players = [
  { id: 'u-ala', name: 'Ala' },
  { id: 'u-bartek', name: 'Bartek' },
  { id: 'u-celina', name: 'Celina' },
];

beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => {
  await h.close();
});

describe('people first', () => {
  it('Magnaci: status lines, events and history name the player and the faction', async () => {
    const game = await startedGame(h, players, { kind: 'magnaci' });
    const status = (await h.table.status(game.id, 'pl')).content ?? '';
    expect(status).toContain('1. Ala · Czerwoni');
    expect(status).toContain('2. Bartek · Niebiescy');
    expect(status).toContain('3. Celina · Żółci');
    const people = peopleOf(magnaciGame, game);
    expect(
      say('pl', { key: 'magnaci.event.submitted', params: { player: { key: 'magnaci.faction.red' } } }, people),
    ).toBe('Ala · Czerwoni położyli zakryte karty.');
    expect(
      say(
        'pl',
        {
          key: 'magnaci.event.offer',
          params: {
            from: { key: 'magnaci.faction.red' },
            to: { key: 'magnaci.faction.blue' },
            card: { key: 'magnaci.faction.none' },
          },
        },
        people,
      ),
    ).toBe('Ala · Czerwoni proponują Niebieskim (Bartek) kartę Praw —.');
    // A move, then its history line names the player.
    const d = magnaciGame.pending(game.state as MagnaciState)[0];
    if (!d) throw new Error('nobody owes');
    await h.table.act({ gameId: game.id, seat: d.seat, source: 'default' });
    const history = (await h.table.history(game.id, players[d.seat]?.id ?? '', 0, 'pl')).content ?? '';
    expect(history).toMatch(new RegExp(`${players[d.seat]?.name} · `));
  });

  it('Boże Igrzysko: one level of naming, no brackets inside brackets', async () => {
    const game = await startedGame(h, players, { kind: 'boze-igrzysko' });
    expect(seatName(bozeIgrzyskoGame, game, 0, 'en')).toBe('Ala · White (Radziwiłł)');
    expect(seatName(bozeIgrzyskoGame, game, 0, 'en')).not.toContain('((');
  });

  it('Niepodległa: players by name, not "Gracz 1"', async () => {
    const game = await startedGame(h, players, { kind: 'niepodlegla' });
    const people = peopleOf(niepodleglaGame, game);
    const seat = (n: number) => ({ key: 'niepodlegla.seat', params: { n } });
    const text = say(
      'pl',
      { key: 'niepodlegla.event.group.proposed', params: { seat: seat(1), option: seat(2) } },
      people,
    );
    expect(text).toBe('Ala proponuje: Bartek.');
    expect(text).not.toContain(t('pl', seat(1)));
    // The pinned status names the awaited player in the group's question too.
    const status = (await h.table.status(game.id, 'pl')).content ?? '';
    expect(status).toContain('Faza 1: na których misjach stają pionki – Ala?');
    expect(status).not.toMatch(/Gracz \d/);
  });
});
