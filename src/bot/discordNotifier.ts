/**
 * The Notifier over Discord's REST API (discord.js's REST client): channel messages with
 * attachments, edits, pins, threads and DMs. A DM that Discord refuses (50007: the user
 * blocks DMs from server members; or any other error) is reported, not thrown, so the
 * Table can fall back to the channel.
 */
import { type Client, DiscordAPIError, HTTPError, RateLimitError } from 'discord.js';
import { type APIChannel, type APIMessage, ChannelType, RESTJSONErrorCodes, Routes } from 'discord-api-types/v10';
import { DeliveryError, type DmResult, type Logger, type Notifier, type OutMessage } from '../table/ports.js';
import { discordRows } from './presenter.js';

type Rest = Client['rest'];

function body(message: OutMessage) {
  return {
    content: message.content,
    components: discordRows(message.components),
    allowed_mentions: { parse: [], users: message.pingUsers ?? [] },
    // Discord keeps one message per nonce for a few minutes: a post the outbox repeats is not doubled.
    ...(message.idempotencyKey ? { nonce: message.idempotencyKey.slice(0, 25), enforce_nonce: true } : {}),
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

/**
 * Discord's answer as the outbox needs it. discord.js has already waited out 429s and retried
 * 5xx answers a few times by then; what is left is classified, never swallowed.
 */
export function deliveryError(err: unknown): DeliveryError {
  if (err instanceof DeliveryError) return err;
  const text = err instanceof Error ? err.message : String(err);
  if (err instanceof RateLimitError) return new DeliveryError('transient', null, err.retryAfter, text, { cause: err });
  if (err instanceof DiscordAPIError) {
    if (err.code === RESTJSONErrorCodes.UnknownChannel)
      return new DeliveryError('missing', 'channel', null, text, { cause: err });
    if (err.code === RESTJSONErrorCodes.UnknownMessage)
      return new DeliveryError('missing', 'message', null, text, { cause: err });
    if (err.status === 429 || err.status >= 500)
      return new DeliveryError('transient', null, null, text, { cause: err });
    return new DeliveryError('refused', null, null, text, { cause: err });
  }
  if (err instanceof HTTPError) {
    const transient = err.status === 429 || err.status >= 500;
    return new DeliveryError(transient ? 'transient' : 'refused', null, null, text, { cause: err });
  }
  // No answer at all (a timeout, a reset connection): worth another try.
  return new DeliveryError('transient', null, null, text, { cause: err });
}

async function classified<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw deliveryError(err);
  }
}

export class DiscordNotifier implements Notifier {
  /** DM channel per user, so a DM costs one request after the first. */
  private readonly dmChannels = new Map<string, string>();

  constructor(
    private readonly rest: Rest,
    private readonly logger: Logger,
  ) {}

  post(channelId: string, message: OutMessage): Promise<string> {
    return classified(async () => {
      const sent = (await this.rest.post(Routes.channelMessages(channelId), {
        body: body(message),
        files: files(message),
      })) as APIMessage;
      return idOf(sent);
    });
  }

  edit(channelId: string, messageId: string, message: OutMessage): Promise<void> {
    return classified(async () => {
      await this.rest.patch(Routes.channelMessage(channelId, messageId), {
        body: body(message),
        files: files(message),
      });
    });
  }

  pin(channelId: string, messageId: string): Promise<void> {
    return classified(async () => {
      await this.rest.put(Routes.channelPin(channelId, messageId));
    });
  }

  createThread(channelId: string, name: string): Promise<string> {
    return classified(async () => {
      const thread = (await this.rest.post(Routes.threads(channelId), {
        body: { name: name.slice(0, 100), type: ChannelType.PublicThread, auto_archive_duration: 10080 },
      })) as APIChannel;
      return idOf(thread);
    });
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
      const code = errorCode(err) ?? errorCode((err as { cause?: unknown }).cause);
      this.logger.info({ userId, code }, 'direct message refused');
      return { ok: false, code };
    }
  }
}
