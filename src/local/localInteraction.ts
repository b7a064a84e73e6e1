/**
 * A handle on one interaction a simulated user started, for tests and the page:
 * await how the bot acknowledged it, its reply (once no longer "thinking…"), follow-ups,
 * the modal it opened or the autocomplete choices it offered.
 */
import {
  type APIApplicationCommandOptionChoice,
  type APIMessage,
  type APIModalInteractionResponseCallbackData,
  InteractionResponseType,
  MessageFlags,
} from 'discord-api-types/v10';
import { type WaitOptions, waitFor } from './waiting.js';
import type { InteractionRecord, World } from './world.js';

export type InteractionKind = 'slash' | 'autocomplete' | 'button' | 'select' | 'modal';

export class LocalInteraction {
  constructor(
    private readonly world: World,
    readonly record: InteractionRecord,
    readonly kind: InteractionKind,
  ) {}

  get id(): string {
    return this.record.id;
  }
  get token(): string {
    return this.record.token;
  }
  get userId(): string {
    return this.record.userId;
  }
  get channelId(): string {
    return this.record.channelId;
  }

  /** The first callback type the bot sent (reply, defer, update, modal, autocomplete). */
  acknowledged(options: WaitOptions = {}): Promise<InteractionResponseType> {
    return waitFor(this.world, () => this.record.callbacks[0]?.type, {
      what: `the bot to acknowledge ${this.kind} interaction ${this.id}`,
      ...options,
    });
  }

  /**
   * The interaction's visible result: its reply message once it has real content (a deferred reply
   * after its edit or first follow-up), or for a component update, the updated message after the edit.
   */
  reply(options: WaitOptions = {}): Promise<APIMessage> {
    return waitFor(
      this.world,
      () => {
        const first = this.record.callbacks[0]?.type;
        const id = this.record.originalMessageId;
        if (first === undefined || !id) return null;
        const m = this.world.messagesById.get(id)?.message;
        if (!m) return null;
        if (first === InteractionResponseType.DeferredMessageUpdate && this.record.originalEdits === 0) return null;
        return ((m.flags ?? 0) & MessageFlags.Loading) === 0 ? m : null;
      },
      { what: `the reply to ${this.kind} interaction ${this.id}`, ...options },
    );
  }

  /** The n-th follow-up message (0 = first). */
  followUp(n = 0, options: WaitOptions = {}): Promise<APIMessage> {
    return waitFor(
      this.world,
      () => {
        const id = this.record.followUpIds[n];
        return id ? this.world.messagesById.get(id)?.message : null;
      },
      { what: `follow-up #${n} of interaction ${this.id}`, ...options },
    );
  }

  /** Original response and follow-ups as they are now (deleted ones left out). */
  replies(): APIMessage[] {
    const ids = [this.record.originalMessageId, ...this.record.followUpIds];
    return ids.flatMap((id) => {
      const m = id ? this.world.messagesById.get(id) : undefined;
      return m && m.interactionId === this.id ? [m.message] : [];
    });
  }

  modal(options: WaitOptions = {}): Promise<APIModalInteractionResponseCallbackData> {
    return waitFor(this.world, () => this.record.modal, { what: `a modal from interaction ${this.id}`, ...options });
  }

  choices(options: WaitOptions = {}): Promise<APIApplicationCommandOptionChoice[]> {
    return waitFor(this.world, () => this.record.choices, {
      what: `autocomplete choices for interaction ${this.id}`,
      ...options,
    });
  }
}
