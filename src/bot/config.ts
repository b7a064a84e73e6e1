/**
 * Configuration from the environment, validated once at start-up. A bad or missing value
 * stops the bot with a message naming the variable, never a stack trace.
 */
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();

const schema = z.object({
  DISCORD_TOKEN: optionalString,
  DISCORD_APPLICATION_ID: optionalString,
  DISCORD_DEV_GUILD_ID: optionalString,
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// connection string',
  }),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOCAL_PORT: z.coerce.number().int().min(0).max(65535).default(3210),
  LOCAL_HOST: z.string().trim().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  DEFAULT_LOCALE: z.enum(['pl', 'en']).default('pl'),
  SCHEDULER_CRON: z.string().trim().min(1).default('* * * * *'),
  /**
   * Gateway shards, one process each: `auto` (Discord's recommendation with a token, 1 in local
   * mode) or a number. More than one needs DATABASE_URL: every shard works the same database.
   */
  SHARD_COUNT: z
    .string()
    .trim()
    .toLowerCase()
    .refine((s) => s === '' || s === 'auto' || /^[1-9]\d{0,3}$/.test(s), {
      error: 'must be auto or a number of shards (1 or more)',
    })
    .transform((s): 'auto' | number => (s === '' || s === 'auto' ? 'auto' : Number(s)))
    .default('auto'),
});

export type Config = z.infer<typeof schema> & { mode: 'discord' | 'local' };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`));
  }
  const c = parsed.data;
  if (c.SHARD_COUNT !== 'auto' && c.SHARD_COUNT > 1 && !c.DATABASE_URL) {
    throw new ConfigError([
      'SHARD_COUNT: more than one shard needs DATABASE_URL (the embedded database serves one process)',
    ]);
  }
  if (c.DISCORD_TOKEN && !c.DISCORD_APPLICATION_ID) {
    throw new ConfigError([
      'DISCORD_APPLICATION_ID: required when DISCORD_TOKEN is set (the application id of your bot)',
    ]);
  }
  return { ...c, mode: c.DISCORD_TOKEN ? 'discord' : 'local' };
}
