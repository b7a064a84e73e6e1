/**
 * The interaction port the command handlers see: who asked, where, in which language, the
 * options, and the ways to answer. src/bot implements it over Discord's raw interaction
 * payloads (the same code path in production and in tests, which build real payloads).
 */
import type { APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';
import type { Locale } from '../i18n/index.js';
import type { Lookups } from '../table/lookups.js';
import type { OutMessage } from '../table/ports.js';

export interface Actor {
  userId: string;
  displayName: string;
  /** The interaction's language (the user's Discord client). */
  locale: Locale;
  /** Manage Server (or Administrator) in this guild. */
  canManage: boolean;
}

export interface Reply extends OutMessage {
  ephemeral?: boolean;
}

export interface ResolvedUser {
  id: string;
  displayName: string;
}

interface BasePort {
  /** Discord's interaction id: unique, so an action it caused is applied once. */
  id: string;
  /** This interaction's state-free game lookups, made once (set by the router). */
  lookups?: Lookups;
  actor: Actor;
  guildId: string | null;
  channelId: string;
  /** True once the interaction was answered or deferred. */
  acknowledged(): boolean;
  /** Answers; after a defer this edits the deferred reply instead. */
  reply(message: Reply): Promise<void>;
  /** Acknowledges now, answers later (work that may take longer than Discord's 3 s). */
  defer(ephemeral: boolean): Promise<void>;
  editReply(message: OutMessage): Promise<void>;
  followUp(message: Reply): Promise<void>;
}

export interface CommandPort extends BasePort {
  kind: 'command';
  name: string;
  subcommand: string | null;
  string(name: string): string | null;
  integer(name: string): number | null;
  number(name: string): number | null;
  boolean(name: string): boolean | null;
  user(name: string): ResolvedUser | null;
}

export interface AutocompletePort {
  kind: 'autocomplete';
  id: string;
  lookups?: Lookups;
  actor: Actor;
  guildId: string | null;
  channelId: string;
  name: string;
  subcommand: string | null;
  focused: { name: string; value: string };
  string(name: string): string | null;
  respond(choices: { name: string; value: string }[]): Promise<void>;
}

export interface ComponentPort extends BasePort {
  kind: 'component';
  customId: string;
  /** Selected values of a select menu (empty for a button). */
  values: string[];
  /** Replaces the message the component is on (after deferUpdate: edits it). */
  update(message: OutMessage): Promise<void>;
  /**
   * Acknowledges now, to edit the component's message later (work that may take longer than 3 s);
   * a reply after this one is an ephemeral follow-up, so an error never overwrites the message.
   */
  deferUpdate(): Promise<void>;
  showModal(modal: APIModalInteractionResponseCallbackData): Promise<void>;
}

export interface ModalPort extends BasePort {
  kind: 'modal';
  customId: string;
  field(name: string): string | null;
}

export type InteractionPort = CommandPort | AutocompletePort | ComponentPort | ModalPort;
