/** What every command and component handler gets. */
import type { LocalizationMap } from 'discord-api-types/v10';
import type { Logger } from '../table/ports.js';
import type { Table } from '../table/table.js';
import type { AutocompletePort, CommandPort, ComponentPort, ModalPort } from './port.js';

export interface HandlerContext {
  table: Table;
  logger: Logger;
}

/** Anything with a localizable name and description (commands, subcommands, options). */
export interface Nameable<T> {
  setName(name: string): T;
  setNameLocalizations(localizations: LocalizationMap | null): T;
  setDescription(description: string): T;
  setDescriptionLocalizations(localizations: LocalizationMap | null): T;
}

export interface SlashCommandModule {
  /** The command's name as Discord sends it (the English default). */
  name: string;
  /** The command's JSON for registration. */
  toJSON(): unknown;
  execute(i: CommandPort, ctx: HandlerContext): Promise<void>;
  autocomplete?(i: AutocompletePort, ctx: HandlerContext): Promise<void>;
}

export type ComponentHandler = (i: ComponentPort, ctx: HandlerContext) => Promise<void>;
export type ModalHandler = (i: ModalPort, ctx: HandlerContext) => Promise<void>;
