/**
 * Catch-up keeps secrets: random play of every game, the log stored as the Table stores it
 * (events with their addressees, sealed submissions with a commitment and a salt), and at many
 * points each seat's catch-up since an earlier point. No line may carry an event meant for
 * another seat only, a sealed choice's salt before its reveal, or a line of another seat's hand;
 * and the catch-up must read the same whatever those secrets were (secrecy by difference). The
 * catch-up image is drawn from spectator views only (PublicView.of), whose secrecy
 * test/engines/secrecy.test.ts checks by difference.
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions, defaultSeats, playRandomGame } from '../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../src/engines/kit/rng.js';
import type { AnyGameDefinition, GameEvent, Msg, Seat } from '../../src/engines/kit/types.js';
import { listGames } from '../../src/engines/registry.js';
import { t } from '../../src/i18n/index.js';
import type { ActionRecord, GameRecord } from '../../src/store/types.js';
import { catchupLines, sinceLine } from '../../src/table/catchup.js';
import { peopleOf, say } from '../../src/table/messages/names.js';

const PLAYERS: Record<string, number> = {
  'boze-igrzysko': 4,
  magnaci: 4,
  'chocim-1621': 2,
  'stary-kontynent': 3,
  niepodlegla: 3,
};

interface Logged {
  game: GameRecord;
  actions: ActionRecord[];
  states: unknown[];
  phases: Map<number, Msg>;
}

/** A random game, logged as the Table logs it (play.ts): sealed submissions carry a commitment and a salt. */
function logged(def: AnyGameDefinition, seed: string, players: number, maxSteps: number): Logged {
  const played = playRandomGame(def, { seed, players, maxSteps, defaultRate: 0.2 });
  const seats = defaultSeats(def, players);
  const rng = SeededRng.fromSeed(seed);
  let state = def.setup(seats, defaultOptions(def), rng);
  const actions: ActionRecord[] = [];
  const states: unknown[] = [state];
  const phases = new Map<number, Msg>();
  played.log.forEach((entry, i) => {
    const seq = i + 1;
    const secret = def.pending(state).some((d) => d.seat === entry.seat && d.kind === 'secret');
    phases.set(seq, def.phase(state));
    const before = JSON.stringify(rng.state());
    const out = def.apply(state, entry.seat, def.parseAction(entry.action), rng);
    state = out.state;
    states.push(state);
    actions.push({
      id: `a${seq}`,
      gameId: 'g',
      seq,
      seat: entry.seat,
      userId: `u${entry.seat}`,
      source: 'player',
      payload: entry.action,
      events: out.events,
      irreversible: out.revealed === true || JSON.stringify(rng.state()) !== before,
      commitment: secret ? `c0mm1t${seq}`.padEnd(64, '0') : null,
      salt: secret ? `SALT-${seed}-${seq}` : null,
      interactionId: null,
      versionAfter: seq,
      createdAt: new Date(0),
      undone: false,
    });
  });
  const game = {
    id: 'g',
    kind: def.id,
    seed,
    options: { engine: defaultOptions(def) },
    seats: seats.map((s) => ({
      seat: s.seat,
      userId: `u${s.seat}`,
      displayName: `Gracz${s.seat}`,
      faction: s.faction,
    })),
  } as unknown as GameRecord;
  return { game, actions, states, phases };
}

function visibleTo(e: GameEvent, reader: Seat): boolean {
  return e.to === undefined || e.to.includes(reader);
}

/** The log as a seat that is not `reader` could have had it: every secret of other seats replaced. */
function redacted(actions: ActionRecord[], reader: Seat): ActionRecord[] {
  return actions.map((a) => ({
    ...a,
    payload: a.seat === reader ? a.payload : { redacted: true },
    events: (a.events as GameEvent[]).map((e) =>
      visibleTo(e, reader) ? e : { msg: { key: 'test.redacted', params: { n: Math.random() } }, to: e.to },
    ),
    // A salt is public once its choice was revealed (the commitment can then be checked).
    salt:
      a.seat === reader || a.salt === null || actions.some((b) => b.seq >= a.seq && b.irreversible)
        ? a.salt
        : 'other-salt',
  }));
}

interface Figures {
  catchups: number;
  hiddenEvents: number;
  sealed: number;
  handLines: number;
  leaks: string[];
}

function check(def: AnyGameDefinition, log: Logged, upto: number, reader: Seat, since: number, f: Figures): void {
  const actions = log.actions.slice(0, upto);
  const text = catchupLines(def, log.game, actions, reader, since, 'pl', log.phases);
  const lines = new Set(text.lines);
  const all = text.lines.join('\n');
  f.catchups++;
  const people = peopleOf(def, log.game);
  const window = actions.filter((a) => a.seq > since);
  for (const a of window) {
    const events = a.events as GameEvent[];
    const shown = new Set(events.filter((e) => visibleTo(e, reader)).map((e) => say('pl', e.msg, people)));
    for (const e of events) {
      if (visibleTo(e, reader)) continue;
      f.hiddenEvents++;
      const said = say('pl', e.msg, people);
      if (shown.has(said)) continue;
      const line = t('pl', 'table.history.line', { seq: a.seq, text: said });
      if (lines.has(line))
        f.leaks.push(`${def.id} #${a.seq}: "${said}" (to ${e.to}) in the catch-up of seat ${reader}`);
    }
    if (a.salt && a.seat !== reader) {
      f.sealed++;
      const revealed = actions.some((b) => b.seq >= a.seq && b.irreversible);
      if (!revealed && all.includes(a.salt))
        f.leaks.push(`${def.id} #${a.seq}: the salt of seat ${a.seat}'s sealed choice before its reveal`);
    }
  }
  // No line of another seat's hand (as "My hand" shows it) unless the reader may read it anyway.
  const state = log.states[upto];
  if (def.hand) {
    const own = new Set([
      ...def.hand(state, reader).map((m) => t('pl', m)),
      ...window.flatMap((a) =>
        (a.events as GameEvent[]).filter((e) => visibleTo(e, reader)).map((e) => say('pl', e.msg, people)),
      ),
    ]);
    for (const s of log.game.seats) {
      if (s.seat === reader) continue;
      for (const m of def.hand(state, s.seat)) {
        const line = t('pl', m);
        if (line.length < 16 || own.has(line)) continue;
        f.handLines++;
        if (all.includes(line))
          f.leaks.push(`${def.id}: seat ${s.seat}'s hand line "${line}" in seat ${reader}'s catch-up`);
      }
    }
  }
  // Secrecy by difference: with every secret of the others changed, the catch-up reads the same.
  const other = catchupLines(def, log.game, redacted(actions, reader), reader, since, 'pl', log.phases);
  if (other.lines.join('\n') !== all) f.leaks.push(`${def.id}: seat ${reader}'s catch-up depends on others' secrets`);
  const one = sinceLine(log.game, actions, reader, 'pl');
  if (one !== sinceLine(log.game, redacted(actions, reader), reader, 'pl'))
    f.leaks.push(`${def.id}: seat ${reader}'s one-line summary depends on others' secrets`);
}

describe('catch-up keeps secrets', () => {
  for (const def of listGames()) {
    it(`${def.id}: no sealed choice, private line or hand of another seat in a catch-up before its reveal`, () => {
      const players = PLAYERS[def.id] ?? def.players.min;
      const f: Figures = { catchups: 0, hiddenEvents: 0, sealed: 0, handLines: 0, leaks: [] };
      for (const seed of ['catchup-secrets-1', 'catchup-secrets-2', 'catchup-secrets-3']) {
        const log = logged(def, seed, players, 500);
        for (let upto = 8; upto <= log.actions.length; upto += 7) {
          for (let reader = 0; reader < players; reader++) {
            // Since the reader's own last move before `upto`, or (never moved) from the start.
            const own = log.actions
              .slice(0, upto)
              .filter((a) => a.seat === reader)
              .at(-1);
            const since = Math.max(own?.seq ?? 0, upto - 40);
            check(def, log, upto, reader, since, f);
          }
        }
      }
      console.log(
        `${def.id}: ${f.catchups} catch-ups, ${f.hiddenEvents} events meant for others, ${f.sealed} sealed choices of others, ${f.handLines} hand lines of others checked; ${f.leaks.length} leaks`,
      );
      expect(f.leaks.slice(0, 5)).toEqual([]);
      expect(f.catchups).toBeGreaterThan(20);
    }, 240_000);
  }
});
