/**
 * An in-memory GameStore for fast unit tests of pure Table logic. The Table's integration
 * tests run against the real database (test/support/db.ts); this one keeps the same
 * semantics: one writer per game at a time, versioned updates, unique interaction ids.
 */
import { randomUUID } from 'node:crypto';
import {
  type ActionRecord,
  type ChannelSettingsRecord,
  type ClaimedJob,
  GameNotFoundError,
  type GameRecord,
  type GameStatus,
  type GameStore,
  type GameTx,
  type JobRecord,
  type PlayerSettingsRecord,
  type SeatRecord,
  VersionConflictError,
} from '../../src/store/types.js';

export function openMemoryStore(): GameStore {
  const games = new Map<string, GameRecord>();
  const actions = new Map<string, ActionRecord[]>();
  const jobs = new Map<string, JobRecord[]>();
  const channels = new Map<string, ChannelSettingsRecord>();
  const players = new Map<string, PlayerSettingsRecord>();
  const locks = new Map<string, Promise<void>>();
  const clone = <T>(v: T): T => structuredClone(v);

  async function withLock<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const prev = locks.get(id) ?? Promise.resolve();
    let release: () => void = () => {};
    const mine = new Promise<void>((r) => {
      release = r;
    });
    locks.set(
      id,
      prev.then(() => mine),
    );
    await prev;
    try {
      return await fn();
    } finally {
      release();
    }
  }

  const store: GameStore = {
    async createGame(g, creator) {
      const now = new Date();
      const rec: GameRecord = {
        ...g,
        threadId: g.threadId ?? null,
        status: 'lobby',
        state: null,
        rngState: null,
        version: 0,
        nextDeadlineAt: null,
        pausedAt: null,
        pausedMinutes: 0,
        statusMessageId: null,
        boardMessageId: null,
        lastImageHash: null,
        undoRequest: null,
        result: null,
        createdAt: now,
        updatedAt: now,
        startedAt: null,
        finishedAt: null,
        seats: [],
      };
      if (creator) rec.seats.push(seatRecord(g.id, 0, creator.userId, creator.displayName, creator.faction ?? null));
      games.set(g.id, rec);
      actions.set(g.id, []);
      jobs.set(g.id, []);
      return clone(rec);
    },
    async getGame(id) {
      const g = games.get(id);
      return g ? clone(g) : null;
    },
    async gamesInChannel(channelId, statuses?: GameStatus[]) {
      return [...games.values()]
        .filter(
          (g) => (g.channelId === channelId || g.threadId === channelId) && (!statuses || statuses.includes(g.status)),
        )
        .reverse()
        .map(clone);
    },
    async gamesOfUser(userId, statuses?: GameStatus[]) {
      return [...games.values()]
        .filter((g) => g.seats.some((s) => s.userId === userId) && (!statuses || statuses.includes(g.status)))
        .reverse()
        .map(clone);
    },
    async transact(gameId, fn) {
      return withLock(gameId, async () => {
        const stored = games.get(gameId);
        if (!stored) throw new GameNotFoundError(gameId);
        const game = clone(stored);
        const log = clone(actions.get(gameId) ?? []);
        let jobList = clone(jobs.get(gameId) ?? []);
        const loadedVersion = game.version;
        const tx: GameTx = {
          game,
          async update(patch) {
            if (game.version !== loadedVersion && game.version !== loadedVersion) {
              throw new VersionConflictError(gameId, loadedVersion, game.version);
            }
            Object.assign(game, patch, { version: game.version + 1, updatedAt: new Date() });
            return clone(game);
          },
          async appendAction(a) {
            if (a.interactionId && [...actions.values()].flat().some((x) => x.interactionId === a.interactionId)) {
              throw new Error('duplicate interaction id');
            }
            const rec: ActionRecord = {
              id: randomUUID(),
              gameId,
              seq: (log.at(-1)?.seq ?? 0) + 1,
              seat: a.seat,
              userId: a.userId,
              source: a.source,
              payload: clone(a.payload),
              events: clone(a.events),
              irreversible: a.irreversible,
              commitment: a.commitment ?? null,
              salt: a.salt ?? null,
              interactionId: a.interactionId ?? null,
              versionAfter: game.version + 1,
              createdAt: new Date(),
              undone: false,
            };
            log.push(rec);
            return clone(rec);
          },
          async actionByInteraction(id) {
            return clone(log.find((a) => a.interactionId === id) ?? null);
          },
          async actions() {
            return clone(log);
          },
          async markUndone(fromSeq) {
            let n = 0;
            for (const a of log) {
              if (a.seq >= fromSeq && !a.undone) {
                a.undone = true;
                n++;
              }
            }
            return n;
          },
          async addSeat(s) {
            const rec = seatRecord(gameId, s.seat, s.userId, s.displayName, s.faction ?? null);
            game.seats.push(rec);
            game.seats.sort((a, b) => a.seat - b.seat);
            return clone(rec);
          },
          async updateSeat(seat, patch) {
            const rec = game.seats.find((s) => s.seat === seat);
            if (!rec) throw new Error(`no seat ${seat}`);
            Object.assign(rec, patch);
            return clone(rec);
          },
          async removeSeat(seat) {
            game.seats = game.seats.filter((s) => s.seat !== seat);
          },
          async replaceOpenJobs(newJobs, gameVersion) {
            jobList = jobList.filter((j) => j.doneAt !== null);
            for (const j of newJobs) {
              jobList.push({ ...j, id: randomUUID(), gameId, gameVersion, doneAt: null, leasedUntil: null });
            }
          },
          async job(jobId) {
            return clone(jobList.find((j) => j.id === jobId) ?? null);
          },
          async completeJob(jobId) {
            const j = jobList.find((x) => x.id === jobId);
            if (!j || j.doneAt) return false;
            j.doneAt = new Date();
            return true;
          },
        };
        const out = await fn(tx);
        games.set(gameId, game);
        actions.set(gameId, log);
        jobs.set(gameId, jobList);
        return out;
      });
    },
    async actions(gameId) {
      return clone(actions.get(gameId) ?? []);
    },
    async actionByInteraction(id) {
      return clone([...actions.values()].flat().find((a) => a.interactionId === id) ?? null);
    },
    async claimDueJobs(now, limit, leaseMs): Promise<ClaimedJob[]> {
      const out: ClaimedJob[] = [];
      for (const list of jobs.values()) {
        for (const j of list) {
          if (out.length >= limit) break;
          if (j.doneAt || j.dueAt > now || (j.leasedUntil && j.leasedUntil > now)) continue;
          j.leasedUntil = new Date(now.getTime() + leaseMs);
          out.push(clone(j));
        }
      }
      return out;
    },
    async openJobs(gameId) {
      return clone((jobs.get(gameId) ?? []).filter((j) => !j.doneAt));
    },
    async channelSettings(id) {
      return clone(channels.get(id) ?? null);
    },
    async saveChannelSettings(s) {
      channels.set(s.channelId, clone(s));
      return clone(s);
    },
    async playerSettings(id) {
      return clone(players.get(id) ?? null);
    },
    async savePlayerSettings(s) {
      players.set(s.userId, clone(s));
      return clone(s);
    },
    async close() {},
  };
  return store;
}

function seatRecord(
  gameId: string,
  seat: number,
  userId: string,
  displayName: string,
  faction: string | null,
): SeatRecord {
  return {
    id: randomUUID(),
    gameId,
    seat,
    userId,
    faction,
    displayName,
    joinedAt: new Date(),
    missedCount: 0,
    extensionsLeft: 1,
    absent: false,
    isBot: false,
    remindersMuted: false,
    lastNudgeAt: null,
    promptPath: 'dm',
  };
}
