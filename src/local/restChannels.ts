/**
 * REST routes for channels: fetching them, messages (with multipart attachments), pins,
 * threads, thread members, typing, and DM channel creation.
 */
import {
  type APIMessage,
  type APIThreadChannel,
  ChannelType,
  GatewayDispatchEvents,
  MessageFlags,
  type ThreadAutoArchiveDuration,
} from 'discord-api-types/v10';
import { cannotMessageUser, invalidBody, unknownChannel, unknownMessage, unknownUser } from './apiError.js';
import { CreateDmBody, CreateThreadBody, EditChannelBody, MessageBody } from './bodies.js';
import {
  type Hub,
  publishMessage,
  publishMessageDelete,
  publishMessageUpdate,
  publishThreadCreate,
  publishThreadUpdate,
} from './hub.js';
import { composeMessage, editMessage } from './messages.js';
import { NO_CONTENT, ok, type RestRequest, type Route } from './router.js';
import { type LocalChannel, NO_FLAGS } from './world.js';

function param(req: RestRequest, name: string): string {
  const v = req.params[name];
  if (v === undefined) throw new Error(`route has no :${name}`);
  return v;
}

function parse<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { message: string } } },
  v: unknown,
): T {
  const r = schema.safeParse(v ?? {});
  if (!r.success) throw invalidBody(r.error.message);
  return r.data;
}

export { param, parse };

export function isThread(ch: LocalChannel): ch is APIThreadChannel {
  return ch.type === ChannelType.PublicThread || ch.type === ChannelType.PrivateThread;
}

function channelOr404(hub: Hub, id: string): LocalChannel {
  const ch = hub.world.channel(id);
  if (!ch) throw unknownChannel();
  return ch;
}

function messageOr404(hub: Hub, channelId: string, messageId: string): APIMessage {
  const stored = hub.world.messagesById.get(messageId);
  if (!stored || stored.message.channel_id !== channelId || stored.ephemeralFor !== null) throw unknownMessage();
  return stored.message;
}

/** Discord refuses a bot's DM to a user who blocks DMs from server members with 50007. */
function checkDmAllowed(hub: Hub, channelId: string): void {
  const recipient = hub.world.dmRecipient(channelId);
  if (recipient && hub.world.dmBlocked.has(recipient)) throw cannotMessageUser();
}

function listMessages(hub: Hub, req: RestRequest): APIMessage[] {
  const all = hub.world.visibleMessages(param(req, 'channelId'), null).slice().reverse();
  const limit = Math.min(Math.max(Number(req.query.get('limit') ?? 50) || 50, 1), 100);
  const before = req.query.get('before');
  const after = req.query.get('after');
  let picked = all;
  if (before) picked = all.filter((m) => BigInt(m.id) < BigInt(before));
  if (after) picked = all.filter((m) => BigInt(m.id) > BigInt(after));
  return picked.slice(0, limit);
}

function makeThread(
  hub: Hub,
  parentId: string,
  id: string,
  body: ReturnType<typeof CreateThreadBody.parse>,
): APIThreadChannel {
  const now = new Date().toISOString();
  const type = body.type === ChannelType.PrivateThread ? ChannelType.PrivateThread : ChannelType.PublicThread;
  const duration: ThreadAutoArchiveDuration =
    body.auto_archive_duration === 60 || body.auto_archive_duration === 1440 || body.auto_archive_duration === 4320
      ? body.auto_archive_duration
      : 10080;
  return {
    id,
    type,
    guild_id: guildOfParent(hub, parentId),
    parent_id: parentId,
    name: body.name,
    owner_id: hub.world.bot.id,
    last_message_id: null,
    rate_limit_per_user: body.rate_limit_per_user ?? 0,
    message_count: 0,
    member_count: 1,
    total_message_sent: 0,
    flags: NO_FLAGS,
    applied_tags: [],
    thread_metadata: {
      archived: false,
      auto_archive_duration: duration,
      archive_timestamp: now,
      locked: false,
      create_timestamp: now,
      ...(type === ChannelType.PrivateThread ? { invitable: body.invitable ?? true } : {}),
    },
    member: { id, user_id: hub.world.bot.id, join_timestamp: now, flags: NO_FLAGS },
  };
}

/** A thread belongs to its parent channel's guild. */
function guildOfParent(hub: Hub, parentId: string): string {
  const parent = hub.world.channel(parentId);
  return (parent && hub.world.guildOf(parent)) ?? hub.world.guildId;
}

function threadParent(hub: Hub, channelId: string): string {
  const ch = channelOr404(hub, channelId);
  if (ch.type !== ChannelType.GuildText) throw invalidBody('threads can only be created in guild text channels');
  return ch.id;
}

export function channelRoutes(hub: Hub): Route[] {
  const w = hub.world;
  return [
    { method: 'GET', path: '/channels/:channelId', handle: (r) => ok(channelOr404(hub, param(r, 'channelId'))) },
    {
      method: 'PATCH',
      path: '/channels/:channelId',
      handle: (r) => {
        const ch = channelOr404(hub, param(r, 'channelId'));
        const body = parse(EditChannelBody, r.json);
        if (ch.type === ChannelType.PublicThread || ch.type === ChannelType.PrivateThread) {
          if (body.name !== undefined) ch.name = body.name;
          if (ch.thread_metadata) {
            if (body.archived !== undefined) ch.thread_metadata.archived = body.archived;
            if (body.locked !== undefined) ch.thread_metadata.locked = body.locked;
          }
          publishThreadUpdate(hub, ch);
        } else if (ch.type === ChannelType.GuildText) {
          if (body.name !== undefined) ch.name = body.name;
          if (body.topic !== undefined) ch.topic = body.topic;
          w.touch();
          hub.gateway.dispatch({
            t: GatewayDispatchEvents.ChannelUpdate,
            d: { ...ch, guild_id: w.guildOf(ch) ?? w.guildId },
          });
        }
        return ok(ch);
      },
    },
    {
      method: 'DELETE',
      path: '/channels/:channelId',
      handle: (r) => {
        const ch = channelOr404(hub, param(r, 'channelId'));
        if (ch.type !== ChannelType.PublicThread && ch.type !== ChannelType.PrivateThread)
          throw invalidBody('the stand-in deletes only threads');
        w.channels.delete(ch.id);
        w.touch();
        hub.gateway.dispatch({
          t: GatewayDispatchEvents.ThreadDelete,
          d: { id: ch.id, guild_id: w.guildOf(ch) ?? w.guildId, parent_id: ch.parent_id ?? '', type: ch.type },
        });
        return ok(ch);
      },
    },
    {
      method: 'GET',
      path: '/channels/:channelId/messages',
      handle: (r) => {
        channelOr404(hub, param(r, 'channelId'));
        return ok(listMessages(hub, r));
      },
    },
    {
      method: 'GET',
      path: '/channels/:channelId/messages/:messageId',
      handle: (r) => ok(messageOr404(hub, param(r, 'channelId'), param(r, 'messageId'))),
    },
    {
      method: 'POST',
      path: '/channels/:channelId/messages',
      handle: (r) => {
        const ch = channelOr404(hub, param(r, 'channelId'));
        checkDmAllowed(hub, ch.id);
        const thread = isThread(ch) ? ch : null;
        if (thread?.thread_metadata?.locked) throw invalidBody('thread is locked');
        const body = parse(MessageBody, r.json);
        const message = composeMessage(w, {
          channelId: ch.id,
          author: w.bot,
          body,
          files: r.files,
          baseUrl: hub.baseUrl(),
        });
        // A bot cannot post an ephemeral message outside an interaction; Discord drops the flag.
        message.flags = (message.flags ?? 0) & ~MessageFlags.Ephemeral;
        // Posting in an archived thread unarchives it.
        if (thread?.thread_metadata?.archived) {
          thread.thread_metadata.archived = false;
          publishThreadUpdate(hub, thread);
        }
        publishMessage(hub, { message, ephemeralFor: null, interactionId: null });
        return ok(message);
      },
    },
    {
      method: 'PATCH',
      path: '/channels/:channelId/messages/:messageId',
      handle: (r) => {
        const message = messageOr404(hub, param(r, 'channelId'), param(r, 'messageId'));
        if (message.author.id !== w.bot.id) throw invalidBody('Cannot edit a message authored by another user');
        editMessage(w, message, parse(MessageBody, r.json), r.files, hub.baseUrl());
        publishMessageUpdate(hub, message);
        return ok(message);
      },
    },
    {
      method: 'DELETE',
      path: '/channels/:channelId/messages/:messageId',
      handle: (r) => {
        publishMessageDelete(hub, messageOr404(hub, param(r, 'channelId'), param(r, 'messageId')));
        return NO_CONTENT;
      },
    },
    ...['/channels/:channelId/pins/:messageId', '/channels/:channelId/messages/pins/:messageId'].flatMap(
      (path): Route[] => [
        { method: 'PUT', path, handle: (r) => setPinned(hub, r, true) },
        { method: 'DELETE', path, handle: (r) => setPinned(hub, r, false) },
      ],
    ),
    {
      method: 'GET',
      path: '/channels/:channelId/pins',
      handle: (r) => ok(pinnedMessages(hub, param(r, 'channelId'))),
    },
    {
      method: 'GET',
      path: '/channels/:channelId/messages/pins',
      handle: (r) =>
        ok({
          items: pinnedMessages(hub, param(r, 'channelId')).map((message) => ({
            pinned_at: message.edited_timestamp ?? message.timestamp,
            message,
          })),
          has_more: false,
        }),
    },
    {
      method: 'POST',
      path: '/channels/:channelId/threads',
      handle: (r) => {
        const parent = threadParent(hub, param(r, 'channelId'));
        const thread = makeThread(hub, parent, w.ids.next(), parse(CreateThreadBody, r.json));
        publishThreadCreate(hub, thread);
        return { status: 201, body: thread };
      },
    },
    {
      method: 'POST',
      path: '/channels/:channelId/messages/:messageId/threads',
      handle: (r) => {
        const parent = threadParent(hub, param(r, 'channelId'));
        const start = messageOr404(hub, parent, param(r, 'messageId'));
        // Discord gives a thread started from a message the message's own id.
        if (w.channel(start.id)) throw invalidBody('A thread has already been created for this message');
        const thread = makeThread(hub, parent, start.id, parse(CreateThreadBody, r.json));
        start.flags = (start.flags ?? 0) | MessageFlags.HasThread;
        start.thread = thread;
        publishThreadCreate(hub, thread);
        publishMessageUpdate(hub, start);
        return { status: 201, body: thread };
      },
    },
    ...['PUT', 'DELETE'].map(
      (method): Route => ({
        method: method === 'PUT' ? 'PUT' : 'DELETE',
        path: '/channels/:channelId/thread-members/:userId',
        handle: (r) => {
          const ch = channelOr404(hub, param(r, 'channelId'));
          const who = param(r, 'userId');
          if (who !== '@me' && !w.users.has(who)) throw unknownUser();
          if (ch.type === ChannelType.PublicThread || ch.type === ChannelType.PrivateThread) {
            ch.member_count = Math.max(0, (ch.member_count ?? 0) + (method === 'PUT' ? 1 : -1));
            w.touch();
          }
          return NO_CONTENT;
        },
      }),
    ),
    { method: 'POST', path: '/channels/:channelId/typing', handle: () => NO_CONTENT },
    {
      method: 'POST',
      path: '/users/@me/channels',
      handle: (r) => {
        const { recipient_id } = parse(CreateDmBody, r.json);
        if (!w.users.has(recipient_id) || recipient_id === w.bot.id) throw unknownUser();
        // Discord opens the channel even for a user who blocks DMs; sending into it fails.
        return ok(w.dmChannel(recipient_id));
      },
    },
  ];
}

function pinnedMessages(hub: Hub, channelId: string): APIMessage[] {
  channelOr404(hub, channelId);
  return (hub.world.pins.get(channelId) ?? []).flatMap((id) => {
    const m = hub.world.messagesById.get(id);
    return m ? [m.message] : [];
  });
}

function setPinned(hub: Hub, r: RestRequest, pinned: boolean) {
  const channelId = param(r, 'channelId');
  const message = messageOr404(hub, channelId, param(r, 'messageId'));
  const list = (hub.world.pins.get(channelId) ?? []).filter((id) => id !== message.id);
  if (pinned) list.unshift(message.id);
  hub.world.pins.set(channelId, list);
  message.pinned = pinned;
  publishMessageUpdate(hub, message);
  const ch = hub.world.channel(channelId);
  hub.gateway.dispatch({
    t: GatewayDispatchEvents.ChannelPinsUpdate,
    d: {
      channel_id: channelId,
      last_pin_timestamp: new Date().toISOString(),
      ...(ch && ch.type !== ChannelType.DM ? { guild_id: hub.world.guildOf(ch) ?? hub.world.guildId } : {}),
    },
  });
  return NO_CONTENT;
}
