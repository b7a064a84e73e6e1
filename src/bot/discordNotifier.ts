/**
 * The Notifier over Discord's REST API (discord.js's REST client): channel messages with
 * attachments, edits, pins, threads and DMs. A DM that Discord refuses (50007: the user
 * blocks DMs from server members; or any other error) is reported, not thrown, so the
 * Table can fall back to the channel.
 */
import type { Client } from 'discord.js';
import { type APIChannel, type APIMessage, ChannelType, Routes } from 'discord-api-types/v10';
import type { DmResult, Logger, Notifier, OutMessage } from '../table/ports.js';

type Rest = Client['rest'];

function body(message: OutMessage) {
  return {
    content: message.content,
    components: message.components ?? [],
    allowed_mentions: { parse: [], users: message.pingUsers ?? [] },
    ...(message.files && message.files.length > 0
      ? { attachments: message.files.map((f, i) => ({ id: i, filename: f.name })) }
      : {}),
  };
}

function files(message: OutMessage) {
  return (message.files ?? []).map((f, i) => ({ name: f.name, data: f.data, key: `files[${i}]` }));
}

function errorCode(err: unknown): number | null {
  if (err && typeof err === 'object' && 'code' in err) {
    const code = (err as { code: unknown }).code;
    return typeof code === 'number' ? code : null;
  }
  return null;
}

function idOf(value: unknown): string {
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  throw new Error('Discord answered without an id');
}

export class DiscordNotifier implements Notifier {
  /** DM channel per user, so a DM costs one request after the first. */
  private readonly dmChannels = new Map<string, string>();

  constructor(
    private readonly rest: Rest,
    private readonly logger: Logger,
  ) {}

  async post(channelId: string, message: OutMessage): Promise<string> {
    const sent = (await this.rest.post(Routes.channelMessages(channelId), {
      body: body(message),
      files: files(message),
    })) as APIMessage;
    return idOf(sent);
  }

  async edit(channelId: string, messageId: string, message: OutMessage): Promise<void> {
    await this.rest.patch(Routes.channelMessage(channelId, messageId), { body: body(message), files: files(message) });
  }

  async pin(channelId: string, messageId: string): Promise<void> {
    await this.rest.put(Routes.channelPin(channelId, messageId));
  }

  async createThread(channelId: string, name: string): Promise<string> {
    const thread = (await this.rest.post(Routes.threads(channelId), {
      body: { name: name.slice(0, 100), type: ChannelType.PublicThread, auto_archive_duration: 10080 },
    })) as APIChannel;
    return idOf(thread);
  }

  async dm(userId: string, message: OutMessage): Promise<DmResult> {
    try {
      let channelId = this.dmChannels.get(userId);
      if (!channelId) {
        const channel = (await this.rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as APIChannel;
        channelId = idOf(channel);
        this.dmChannels.set(userId, channelId);
      }
      const messageId = await this.post(channelId, message);
      return { ok: true, channelId, messageId };
    } catch (err) {
      const code = errorCode(err);
      this.logger.info({ userId, code }, 'direct message refused');
      return { ok: false, code };
    }
  }
}
