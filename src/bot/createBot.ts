/**
 * Wires the bot: a discord.js client, the interaction router, the Discord notifier, board
 * images and the Table. Interactions are taken from the gateway's raw INTERACTION_CREATE
 * payloads and answered over REST, so the handlers run the same payload port in production
 * and in tests. Used by src/bot/main.ts (real and local mode) and by end-to-end tests.
 */
import { Client, type ClientOptions, GatewayIntentBits } from 'discord.js';
import { type APIInteraction, InteractionType, Routes } from 'discord-api-types/v10';
import { commandDefinitions, createRouter, type Router } from '../commands/router.js';
import type { GameStore } from '../store/types.js';
import type { OutboxOptions } from '../table/outbox.js';
import type { BoardImages, Clock, Logger } from '../table/ports.js';
import { Table } from '../table/table.js';
import { portFromPayload } from './apiInteraction.js';
import { renderedBoardImages } from './boardImages.js';
import { DiscordNotifier } from './discordNotifier.js';
import { startOutboxPoller } from './outboxPoller.js';
import { restResponder } from './restResponder.js';

export interface CreateBotOptions {
  store: GameStore;
  logger: Logger;
  clock?: Clock;
  /** REST base URL, e.g. the local stand-in's `http://127.0.0.1:PORT/api`; Discord's by default. */
  restApiUrl?: string;
  /** Extra discord.js client options. */
  clientOptions?: Partial<ClientOptions>;
  /** Board images; defaults to src/render. */
  images?: BoardImages;
  /** Outbox delivery: retry delays and lease (outbox.ts), and how often undelivered entries are looked for. */
  outbox?: OutboxOptions & { pollMs?: number };
}

export interface Bot {
  client: Client;
  table: Table;
  router: Router;
  /** Logs in and resolves when the client is ready. */
  start(token: string): Promise<void>;
  /** Registers the slash commands (guild-scoped when a guild id is given, else global). */
  registerCommands(guildId?: string): Promise<void>;
  stop(): Promise<void>;
}

const KNOWN_TYPES = new Set<number>([
  InteractionType.ApplicationCommand,
  InteractionType.ApplicationCommandAutocomplete,
  InteractionType.MessageComponent,
  InteractionType.ModalSubmit,
]);

/** The gateway boundary: only a payload with the fields every interaction carries goes on. */
function isInteraction(value: unknown): value is APIInteraction {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.token === 'string' &&
    typeof v.application_id === 'string' &&
    typeof v.type === 'number' &&
    KNOWN_TYPES.has(v.type)
  );
}

export function createBot(options: CreateBotOptions): Bot {
  const { store, logger } = options;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(options.clientOptions ?? {}),
    ...(options.restApiUrl ? { rest: { ...(options.clientOptions?.rest ?? {}), api: options.restApiUrl } } : {}),
  });
  const notifier = new DiscordNotifier(client.rest, logger);
  const table = new Table(
    {
      store,
      notifier,
      images: options.images ?? renderedBoardImages(),
      clock: options.clock ?? (() => new Date()),
      logger,
    },
    options.outbox,
  );
  let poller: { stop(): Promise<void> } | null = null;
  const router = createRouter({ table, logger });

  client.on('raw', (packet: { t?: unknown; d?: unknown }) => {
    if (packet.t !== 'INTERACTION_CREATE' || !isInteraction(packet.d)) return;
    const payload = packet.d;
    const port = portFromPayload(payload, restResponder(client.rest, payload));
    if (!port) return;
    router(port).catch((err: unknown) => logger.error({ err, interactionId: payload.id }, 'interaction crashed'));
  });
  client.on('error', (err) => logger.error({ err }, 'discord client error'));

  return {
    client,
    table,
    router,
    async start(token) {
      const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
      await client.login(token);
      await ready;
      logger.info({ user: client.user?.tag }, 'discord client ready');
      // What earlier runs (or other processes) left undelivered goes out now, and retries later.
      poller ??= startOutboxPoller(table, logger, options.outbox?.pollMs ?? 2_000);
    },
    async registerCommands(guildId) {
      const appId = client.application?.id ?? client.user?.id;
      if (!appId) throw new Error('registerCommands: the client is not ready');
      const route = guildId ? Routes.applicationGuildCommands(appId, guildId) : Routes.applicationCommands(appId);
      await client.rest.put(route, { body: commandDefinitions() });
      logger.info({ guildId: guildId ?? null, count: commandDefinitions().length }, 'slash commands registered');
    },
    async stop() {
      await poller?.stop();
      poller = null;
      await client.destroy();
    },
  };
}
