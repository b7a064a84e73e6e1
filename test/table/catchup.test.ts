/**
 * "What did I miss?": a seat that moved once and then stayed away for several rounds (its
 * decisions taken by deadline defaults) is told exactly the moves since its own last move, and
 * its one image is the board now compared with the board at that point.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameDefinition, Msg } from '../../src/engines/kit/types.js';
import { getGame } from '../../src/engines/registry.js';
import { registerProductRenderers } from '../../src/render/games/index.js';
import { diffViews, PublicView, renderSvg } from '../../src/render/index.js';
import type { ActionRecord, GameRecord } from '../../src/store/types.js';
import { catchupLines, catchupPoint } from '../../src/table/catchup.js';
import { customId } from '../../src/table/customId.js';
import { DeadlineScheduler } from '../../src/table/deadlines/scheduler.js';
import { DeadlineWorker } from '../../src/table/deadlines/worker.js';
import { replayLog } from '../../src/table/engine.js';
import type { BoardImageRequest, BoardImages } from '../../src/table/ports.js';
import { parseTableOptions } from '../../src/table/stored.js';
import { customIdsOf, type FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import { type TributeState, tributeGame } from '../support/tributeGame.js';

registerProductRenderers();

const requests: BoardImageRequest[] = [];
const images: BoardImages = {
  async render(request) {
    requests.push(request);
    return { png: Buffer.from('png'), hash: String(requests.length) };
  },
};

let h: Harness;
beforeAll(async () => {
  h = await openHarness({ images });
});
afterAll(async () => {
  await h.close();
});

/** The round of a phase message: its turn, week, round or age. */
function roundOf(m: Msg): string {
  const p = m.params ?? {};
  for (const k of ['turn', 'week', 'round', 'age']) {
    const v = p[k];
    if (v !== undefined) return JSON.stringify(v);
  }
  return m.key;
}

const PLAYERS: Record<string, number> = {
  'boze-igrzysko': 3,
  magnaci: 3,
  'chocim-1621': 2,
  'stary-kontynent': 3,
  niepodlegla: 3,
};

async function seated(kind: string, users: FakeUser[]): Promise<GameRecord> {
  const [creator, ...others] = users;
  if (!creator) throw new Error('no players');
  const game = await h.table.createGame({
    guildId: h.discord.guildId,
    channelId: h.discord.channelId,
    userId: creator.id,
    displayName: creator.name,
    locale: 'pl',
    kind,
    maxSeats: users.length,
    thread: false,
  });
  for (const u of others) await h.table.join(game.id, u.id, u.name);
  return h.table.start(game.id, { userId: creator.id, guildId: h.discord.guildId, canManage: false });
}

/** One move of whoever owes first: the away seat only by deadline default once `away` is set. */
async function step(def: AnyGameDefinition, gameId: string, users: FakeUser[], away: boolean): Promise<boolean> {
  const game = await h.game(gameId);
  if (game.status !== 'active') return false;
  const d = def.pending(game.state)[0];
  if (!d) return false;
  h.advance(1);
  const action = def.defaultAction(game.state, d.seat);
  if (away && d.seat === 0) await h.table.act({ gameId, seat: 0, source: 'default', action });
  else await h.table.act({ gameId, userId: users[d.seat]?.id ?? '', source: 'player', action });
  return true;
}

function marks(svg: string): number {
  return svg.split('data-changed="1"').length - 1;
}

function stateAt(def: AnyGameDefinition, game: GameRecord, actions: ActionRecord[], seq: number): unknown {
  return replayLog(
    def,
    game,
    parseTableOptions(game.options).engine,
    actions.filter((a) => a.seq <= seq),
  ).state;
}

describe('catch-up since last move', () => {
  for (const kind of Object.keys(PLAYERS)) {
    it(`${kind}: a seat away for several rounds is told exactly the moves since, and the board marks what changed across them`, async () => {
      const def = getGame(kind);
      if (!def) throw new Error(kind);
      const users = Array.from({ length: PLAYERS[kind] ?? 2 }, (_, i) => h.discord.user(`${kind}-${i}`));
      const away = users[0] as FakeUser;
      const { id } = await seated(kind, users);

      // The away seat moves itself once…
      for (let n = 0; n < 200; n++) {
        const game = await h.game(id);
        if (def.pending(game.state).some((d) => d.seat === 0)) {
          await h.table.act({
            gameId: id,
            userId: away.id,
            source: 'player',
            action: def.defaultAction(game.state, 0),
          });
          break;
        }
        await step(def, id, users, false);
      }
      const ownMove = (await h.store.actions(id)).filter((a) => a.seat === 0 && a.source === 'player').at(-1);
      expect(ownMove).toBeDefined();
      const since = ownMove?.seq ?? 0;

      // …then stays away for at least two more rounds (its decisions go by deadline defaults).
      const startRound = roundOf(def.phase((await h.game(id)).state));
      const rounds = new Set([startRound]);
      let moves = 0;
      while (moves < 400 && (rounds.size < 3 || moves < 12)) {
        if (!(await step(def, id, users, true))) break;
        moves++;
        rounds.add(roundOf(def.phase((await h.game(id)).state)));
      }
      expect(rounds.size).toBeGreaterThanOrEqual(kind === 'magnaci' ? 2 : 3);

      const game = await h.game(id);
      const actions = await h.store.actions(id);
      const seatRec = game.seats.find((s) => s.seat === 0);
      expect(catchupPoint(actions, { seat: 0, seenSeq: seatRec?.seenSeq ?? 0 })).toBe(since);
      const window = actions.filter((a) => !a.undone && a.seq > since);
      expect(window.length).toBe(moves);

      // The lines name exactly the moves since (every one of them, none before), grouped by phase.
      const text = catchupLines(def, game, actions, 0, since, 'pl');
      const seqs = new Set(text.lines.flatMap((l) => [...l.matchAll(/`#(\d+)`/g)].map((m) => Number(m[1]))));
      expect([...seqs].sort((a, b) => a - b)).toEqual(window.map((a) => a.seq));
      expect(text.moves).toBe(window.length);

      requests.length = 0;
      const reply = await h.table.catchup(id, away.id, 'pl');
      expect(reply.content).toContain('od twojego ostatniego ruchu');
      expect(reply.content).toMatch(new RegExp(`${window.length} ruch`));
      const shown = [...reply.content.matchAll(/`#(\d+)`/g)].map((m) => Number(m[1]));
      expect(shown.every((s) => s > since)).toBe(true);
      expect(shown).toContain(window.at(-1)?.seq);
      // Grouped under round/phase headings, in the reader's words.
      expect(reply.content).toMatch(/\*\*[^*]+\*\*\n`#/);
      if (new Set(shown).size < seqs.size) expect(reply.content).toContain('wcześniejsz');

      // One image: the board now against the board at the seat's last move.
      expect(reply.files?.length).toBe(1);
      expect(requests.length).toBe(1);
      const req = requests[0] as BoardImageRequest;
      expect(def.view(req.state, null)).toEqual(def.view(game.state, null));
      const then = stateAt(def, game, actions, since);
      expect(def.view(req.previousState, null)).toEqual(def.view(then, null));
      const across = renderSvg(PublicView.of(def, req.state), {
        locale: 'pl',
        previous: PublicView.of(def, req.previousState),
        title: 't',
        phase: 'p',
      });
      const lastOnly = renderSvg(PublicView.of(def, req.state), {
        locale: 'pl',
        previous: PublicView.of(def, stateAt(def, game, actions, (window.at(-1)?.seq ?? 1) - 1)),
        title: 't',
        phase: 'p',
      });
      expect(marks(across)).toBeGreaterThan(0);
      // What changed earlier in the absence and stayed changed is marked too, not only the last move.
      const lastView = def.view(stateAt(def, game, actions, (window.at(-1)?.seq ?? 1) - 1), null);
      const acrossPaths = diffViews(def.view(then, null), def.view(game.state, null)).paths;
      const lastPaths = diffViews(lastView, def.view(game.state, null));
      expect(acrossPaths.some((p) => !lastPaths.has(p))).toBe(true);
      console.log(
        `${kind}: away for ${moves} moves over ${rounds.size} rounds; ${text.lines.length} lines; ` +
          `${marks(across)} change marks across them (the last move alone: ${marks(lastOnly)})`,
      );

      // Asked again at once: nothing since; one move later, exactly that move.
      const again = await h.table.catchup(id, away.id, 'pl');
      expect(again.content).toContain('nic się nie wydarzyło');
      if (await step(def, id, users, true)) {
        const next = await h.table.catchup(id, away.id, 'pl');
        const after = (await h.store.actions(id)).at(-1)?.seq;
        expect([...new Set([...next.content.matchAll(/`#(\d+)`/g)].map((m) => Number(m[1])))]).toEqual([after]);
      }
    }, 240_000);
  }

  it('the prompt’s “What did I miss?” button answers the seat alone, and DM prompts carry a one-line summary', async () => {
    const def = getGame('magnaci') as AnyGameDefinition;
    const users = [h.discord.user('M0'), h.discord.user('M1'), h.discord.user('M2')];
    const { id } = await seated('magnaci', users);
    const me = users[0] as FakeUser;
    // M0 moves itself once, then stays away (its decisions go by deadline defaults).
    let moved = false;
    for (let n = 0; n < 60; n++) {
      await step(def, id, users, moved);
      moved ||= (await h.store.actions(id)).some((a) => a.seat === 0 && a.source === 'player');
    }
    const dms = h.discord.notifier.dmsOf(me.id);
    const withButton = dms.filter((m) => customIdsOf(m.components ?? []).includes(customId('catchup', id)));
    expect(withButton.length).toBeGreaterThan(0);
    expect(dms.some((m) => m.content.includes('🔎 Od twojego ostatniego ruchu'))).toBe(true);
    const r = await h.discord.click(me, customId('catchup', id), { dm: true });
    expect(r.ephemeral).toBe(true);
    expect(r.text).toContain('od twojego ostatniego ruchu');
    expect(r.answers.at(-1)?.files.length).toBe(1);
    // Someone not seated at the game gets nothing of it.
    const stranger = h.discord.user('Obcy');
    const refused = await h.discord.click(stranger, customId('catchup', id));
    expect(refused.text).not.toContain('od twojego ostatniego ruchu');
  }, 120_000);

  it('the reminder DM says in one line what happened since the seat’s last move', async () => {
    const [anna, bartek, celina] = [h.discord.user('Anna'), h.discord.user('Bartek'), h.discord.user('Celina')];
    const users = [anna, bartek, celina] as FakeUser[];
    const game = await startedGame(h, users);
    // Round 1 as everyone plays it (Celina too); round 2's sealed bids from Anna and Bartek only.
    for (let n = 0; n < 20; n++) {
      const g = await h.game(game.id);
      const s = g.state as TributeState;
      if (s.round === 2 && s.phase === 'bid') break;
      const d = tributeGame.pending(s)[0];
      if (!d) break;
      const action = s.phase === 'bid' ? { type: 'bid', amount: 1 } : { type: 'bank' };
      await h.table.act({ gameId: game.id, userId: users[d.seat]?.id ?? '', source: 'player', action });
    }
    const own = (await h.store.actions(game.id)).filter((a) => a.seat === 2).at(-1)?.seq ?? 0;
    for (const u of [anna, bartek])
      await h.table.act({ gameId: game.id, userId: u.id, source: 'player', action: { type: 'bid', amount: 0 } });
    const since = (await h.store.actions(game.id)).filter((a) => a.seq > own).length;
    const scheduler = new DeadlineScheduler({
      store: h.store,
      worker: new DeadlineWorker(h.table.deps, h.table),
      clock: h.table.deps.clock,
      logger: h.logger,
    });
    h.advance(12 * 60 + 1);
    await scheduler.tick();
    const reminder = h.discord.notifier
      .dmsOf(celina.id)
      .map((m) => m.content)
      .filter((c) => c.includes('Przypomnienie'))
      .at(-1);
    expect(reminder).toContain(`🔎 Od twojego ostatniego ruchu: ${since} ruch`);
    expect(reminder).toContain('(Anna, Bartek)');
  });
});
