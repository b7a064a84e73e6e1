/**
 * REST routes for the gateway URL, users, the application, its commands and the guild.
 */
import {
  type APIApplication,
  type APIApplicationCommand,
  ApplicationCommandType,
  type RESTGetAPIGatewayBotResult,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { invalidBody, unknownGuild, unknownMember, unknownUser } from './apiError.js';
import { CommandsBody } from './bodies.js';
import { guildPayload } from './guildPayloads.js';
import type { Hub } from './hub.js';
import { param, parse } from './restChannels.js';
import { NO_CONTENT, ok, type RestRequest, type Route } from './router.js';
import { type LocalGuild, NO_FLAGS } from './world.js';

export function applicationPayload(hub: Hub): APIApplication {
  return {
    id: hub.world.applicationId,
    name: hub.world.bot.username,
    icon: null,
    description: 'Sejmik (local stand-in)',
    bot_public: false,
    bot_require_code_grant: false,
    summary: '',
    verify_key: '0'.repeat(64),
    team: null,
    flags: NO_FLAGS,
    flags_new: '0',
    bot: hub.world.bot,
    owner: hub.world.players[0],
  };
}

/** Stores a registered command; a re-registered name keeps its id, as Discord does. */
function toCommand(
  hub: Hub,
  scope: string,
  body: RESTPostAPIApplicationCommandsJSONBody,
  previous: APIApplicationCommand[],
): APIApplicationCommand {
  const kept = previous.find((c) => c.name === body.name);
  return {
    ...body,
    id: kept?.id ?? hub.world.ids.next(),
    application_id: hub.world.applicationId,
    version: hub.world.ids.next(),
    type: body.type ?? ApplicationCommandType.ChatInput,
    description: 'description' in body && typeof body.description === 'string' ? body.description : '',
    default_member_permissions: body.default_member_permissions ?? null,
    ...(scope === 'global' ? {} : { guild_id: scope }),
  };
}

function checkGuild(hub: Hub, r: RestRequest): string {
  const g = param(r, 'guildId');
  if (!hub.world.guild(g)) throw unknownGuild();
  return g;
}

function guildOr404(hub: Hub, r: RestRequest): LocalGuild {
  const g = hub.world.guild(param(r, 'guildId'));
  if (!g) throw unknownGuild();
  return g;
}

function checkApp(hub: Hub, r: RestRequest): void {
  if (param(r, 'appId') !== hub.world.applicationId) throw invalidBody('unknown application id');
}

function commandRoutes(hub: Hub, base: string, scopeOf: (r: RestRequest) => string): Route[] {
  const w = hub.world;
  return [
    {
      method: 'GET',
      path: base,
      handle: (r) => {
        checkApp(hub, r);
        return ok(w.commands.get(scopeOf(r)) ?? []);
      },
    },
    {
      method: 'PUT',
      path: base,
      handle: (r) => {
        checkApp(hub, r);
        const scope = scopeOf(r);
        const previous = w.commands.get(scope) ?? [];
        const stored = parse(CommandsBody, r.json).map((b) => toCommand(hub, scope, b, previous));
        w.commands.set(scope, stored);
        w.touch();
        hub.log.info(`registered ${stored.length} ${scope === 'global' ? 'global' : 'guild'} command(s)`);
        return ok(stored);
      },
    },
    {
      method: 'POST',
      path: base,
      handle: (r) => {
        checkApp(hub, r);
        const scope = scopeOf(r);
        const previous = w.commands.get(scope) ?? [];
        const [body] = parse(CommandsBody, [r.json]);
        if (!body) throw invalidBody('missing command');
        const cmd = toCommand(hub, scope, body, previous);
        w.commands.set(scope, [...previous.filter((c) => c.name !== cmd.name), cmd]);
        w.touch();
        return { status: 201, body: cmd };
      },
    },
    {
      method: 'DELETE',
      path: `${base}/:commandId`,
      handle: (r) => {
        checkApp(hub, r);
        const scope = scopeOf(r);
        w.commands.set(
          scope,
          (w.commands.get(scope) ?? []).filter((c) => c.id !== param(r, 'commandId')),
        );
        w.touch();
        return NO_CONTENT;
      },
    },
  ];
}

export function appRoutes(hub: Hub, gatewayUrl: () => string, shardCount = 1): Route[] {
  const w = hub.world;
  const gatewayBot = (): RESTGetAPIGatewayBotResult => ({
    url: gatewayUrl(),
    shards: shardCount,
    session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
  });
  return [
    { method: 'GET', path: '/gateway/bot', handle: () => ok(gatewayBot()) },
    { method: 'GET', path: '/gateway', public: true, handle: () => ok({ url: gatewayUrl() }) },
    { method: 'GET', path: '/users/@me', handle: () => ok(w.bot) },
    {
      method: 'GET',
      path: '/users/:userId',
      handle: (r) => {
        const u = w.users.get(param(r, 'userId'));
        if (!u) throw unknownUser();
        return ok(u);
      },
    },
    { method: 'GET', path: '/applications/@me', handle: () => ok(applicationPayload(hub)) },
    { method: 'GET', path: '/oauth2/applications/@me', handle: () => ok(applicationPayload(hub)) },
    ...commandRoutes(hub, '/applications/:appId/commands', () => 'global'),
    ...commandRoutes(hub, '/applications/:appId/guilds/:guildId/commands', (r) => checkGuild(hub, r)),
    {
      method: 'GET',
      path: '/guilds/:guildId',
      handle: (r) => ok(guildPayload(w, guildOr404(hub, r))),
    },
    {
      method: 'GET',
      path: '/guilds/:guildId/channels',
      handle: (r) => ok(guildOr404(hub, r).textChannelIds.flatMap((id) => w.channel(id) ?? [])),
    },
    {
      method: 'GET',
      path: '/guilds/:guildId/roles',
      handle: (r) => ok(guildOr404(hub, r).roles),
    },
    {
      method: 'GET',
      path: '/guilds/:guildId/threads/active',
      handle: (r) => {
        const threads = guildOr404(hub, r)
          .textChannelIds.flatMap((id) => w.threadsOf(id))
          .filter((t) => !t.thread_metadata?.archived);
        return ok({ threads, members: [] });
      },
    },
    {
      method: 'GET',
      path: '/guilds/:guildId/members',
      handle: (r) => {
        const g = guildOr404(hub, r);
        return ok([w.bot, ...w.players].flatMap((u) => w.member(u.id, g.id) ?? []));
      },
    },
    {
      method: 'GET',
      path: '/guilds/:guildId/members/:userId',
      handle: (r) => {
        const g = guildOr404(hub, r);
        const id = param(r, 'userId');
        const m = w.member(id === '@me' ? w.bot.id : id, g.id);
        if (!m) throw unknownMember();
        return ok(m);
      },
    },
  ];
}
