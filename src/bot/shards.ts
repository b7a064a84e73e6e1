/**
 * Sharding on discord.js's own machinery: a ShardingManager spawns one process per gateway
 * shard, each running src/bot/shard.ts — a whole bot (commands, deadlines, outbox) over the
 * one Postgres. discord.js hands each process its shard (SHARDS, SHARD_COUNT) and the token.
 */
import type { ChildProcess } from 'node:child_process';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchRecommendedShardCount, type Shard, ShardingManager } from 'discord.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';

/** SHARD_COUNT as a number: `auto` asks Discord (GET /gateway/bot) with a token, and is 1 in local mode. */
export async function shardCountFor(config: Config): Promise<number> {
  if (config.SHARD_COUNT !== 'auto') return config.SHARD_COUNT;
  if (config.mode === 'discord' && config.DISCORD_TOKEN) return fetchRecommendedShardCount(config.DISCORD_TOKEN);
  return 1;
}

/** The shard entry beside this file: shard.js when compiled, shard.ts under tsx. */
export function shardEntry(): string {
  const here = fileURLToPath(import.meta.url);
  return join(dirname(here), `shard${extname(here)}`);
}

export interface SpawnShardsOptions {
  count: number;
  token: string;
  logger: Logger;
  /** The local stand-in's REST base (`http://…/api`); Discord's when absent. */
  localApiUrl?: string;
  /** Between two shards' logins; Discord allows one IDENTIFY per 5 s (max_concurrency 1). */
  spawnDelayMs?: number;
  /** Node flags of the shard processes; this process's own by default (V8 limits, the tsx loader). */
  execArgv?: string[];
  /** Extra environment for the shard processes. */
  env?: Record<string, string>;
  /** Pipe the shards' stdout/stderr to the caller (shard.process.stdout) instead of this terminal. */
  silent?: boolean;
  /** Called as each shard is created, before its process starts (to listen to its 'spawn'). */
  onShard?: (shard: Shard) => void;
  /** How long a shard may take to log in. */
  readyTimeoutMs?: number;
}

export interface Shards {
  manager: ShardingManager;
  /** Stops every shard process (SIGTERM: each finishes its work and closes its database) and waits. */
  stop(): Promise<void>;
}

export async function spawnShards(opts: SpawnShardsOptions): Promise<Shards> {
  const manager = new ShardingManager(shardEntry(), {
    totalShards: opts.count,
    token: opts.token,
    mode: 'process',
    respawn: true,
    execArgv: opts.execArgv ?? process.execArgv,
    shardArgs: opts.localApiUrl ? [`--local-api=${opts.localApiUrl}`] : [],
    silent: opts.silent ?? false,
  });
  let stopping = false;
  manager.on('shardCreate', (shard: Shard) => {
    if (opts.env) shard.env = { ...(shard.env as NodeJS.ProcessEnv), ...opts.env };
    opts.onShard?.(shard);
    opts.logger.info({ shard: shard.id, shards: opts.count }, 'shard process starting');
    shard.on('death', () => {
      if (!stopping) opts.logger.warn({ shard: shard.id }, 'shard process exited; it is started again');
    });
  });
  const shards: Shards = {
    manager,
    stop: () => {
      stopping = true;
      return stopShards(manager);
    },
  };
  try {
    await manager.spawn({
      amount: opts.count,
      delay: opts.spawnDelayMs ?? 5_500,
      timeout: opts.readyTimeoutMs ?? 120_000,
    });
  } catch (err) {
    await shards.stop();
    throw err;
  }
  return shards;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const hard = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(hard);
      resolve();
    });
  });
}

async function stopShards(manager: ShardingManager): Promise<void> {
  await Promise.all(
    manager.shards.map((shard) => {
      const child = shard.process;
      if (!child) return Promise.resolve();
      const done = exited(child);
      shard.kill();
      return done;
    }),
  );
}
