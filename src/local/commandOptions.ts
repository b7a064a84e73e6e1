/**
 * Turns "a user typed `/game new players:3`" into Discord's interaction data, checked
 * against the command the bot registered: option types, required options, choices and
 * resolved users/channels/roles, the way Discord's client would send them.
 */
import {
  type APIApplicationCommand,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIInteractionDataResolved,
  type APIInteractionDataResolvedChannel,
  ApplicationCommandOptionType,
  ChannelType,
  type InteractionType,
} from 'discord-api-types/v10';
import type { World } from './world.js';

export type SlashValue = string | number | boolean;
export type SlashOptions = Record<string, SlashValue>;

/** A command line split into the registered command, its subcommand path and the leaf option definitions. */
export interface CommandTarget {
  command: APIApplicationCommand;
  group: string | null;
  subcommand: string | null;
  leaves: APIApplicationCommandBasicOption[];
}

export class SlashUsageError extends Error {}

/** Resolves `'game new'` (or `'/game new'`) to the registered command and the subcommand chosen. */
export function resolveCommand(world: World, commandLine: string, guildId: string = world.guildId): CommandTarget {
  const words = commandLine.trim().replace(/^\//, '').split(/\s+/).filter(Boolean);
  const [name, first, second] = words;
  if (!name) throw new SlashUsageError('empty command line');
  const command = world.command(name, guildId);
  if (!command) throw new SlashUsageError(`/${name} is not registered by the bot`);
  const top = command.options ?? [];
  const hasSubs = top.some(
    (o) =>
      o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup,
  );
  if (!hasSubs) {
    if (first) throw new SlashUsageError(`/${name} has no subcommand ${first}`);
    return { command, group: null, subcommand: null, leaves: top.flatMap((o) => (isBasic(o) ? [o] : [])) };
  }
  const chosen = top.find((o) => o.name === first);
  if (!chosen) throw new SlashUsageError(`/${name} needs a subcommand: ${top.map((o) => o.name).join(', ')}`);
  if (chosen.type === ApplicationCommandOptionType.Subcommand) {
    return { command, group: null, subcommand: chosen.name, leaves: chosen.options ?? [] };
  }
  if (chosen.type === ApplicationCommandOptionType.SubcommandGroup) {
    const sub = (chosen.options ?? []).find((o) => o.name === second);
    if (!sub) throw new SlashUsageError(`/${name} ${chosen.name} needs a subcommand`);
    return { command, group: chosen.name, subcommand: sub.name, leaves: sub.options ?? [] };
  }
  throw new SlashUsageError(`/${name} has no subcommand ${first}`);
}

function isBasic(o: { type: ApplicationCommandOptionType }): o is APIApplicationCommandBasicOption {
  return o.type !== ApplicationCommandOptionType.Subcommand && o.type !== ApplicationCommandOptionType.SubcommandGroup;
}

function leafDef(target: CommandTarget, name: string): APIApplicationCommandBasicOption {
  const def = target.leaves.find((o) => o.name === name);
  if (!def) throw new SlashUsageError(`/${target.command.name} has no option ${name}`);
  return def;
}

function toNumber(def: APIApplicationCommandBasicOption, v: SlashValue, integer: boolean): number {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n)))
    throw new SlashUsageError(`option ${def.name} needs ${integer ? 'an integer' : 'a number'}, got ${String(v)}`);
  return n;
}

function checkChoice(def: APIApplicationCommandBasicOption, value: string | number): void {
  if (!('choices' in def) || !def.choices || def.choices.length === 0) return;
  if (!def.choices.some((c) => c.value === value))
    throw new SlashUsageError(
      `option ${def.name} must be one of ${def.choices.map((c) => String(c.value)).join(', ')}`,
    );
}

function resolveUser(world: World, id: string, resolved: APIInteractionDataResolved, def: { name: string }): void {
  const user = world.users.get(id);
  if (!user) throw new SlashUsageError(`option ${def.name}: unknown user ${id}`);
  resolved.users = { ...resolved.users, [id]: user };
  const member = world.member(id);
  if (member) {
    const { user: _u, deaf: _d, mute: _m, ...rest } = member;
    resolved.members = { ...resolved.members, [id]: { ...rest, permissions: world.permissionsOf(id).toString() } };
  }
}

/** The options of a chat input command, with resolved data for users, channels and roles. */
export function commandOptions(
  world: World,
  target: CommandTarget,
  values: SlashOptions,
): {
  options: APIApplicationCommandInteractionDataOption<InteractionType.ApplicationCommand>[];
  resolved: APIInteractionDataResolved | null;
} {
  const resolved: APIInteractionDataResolved = {};
  const leaves: APIApplicationCommandInteractionDataBasicOption<InteractionType.ApplicationCommand>[] = [];
  for (const def of target.leaves) {
    if (def.required && values[def.name] === undefined)
      throw new SlashUsageError(`/${target.command.name}: option ${def.name} is required`);
  }
  for (const [name, v] of Object.entries(values)) {
    const def = leafDef(target, name);
    switch (def.type) {
      case ApplicationCommandOptionType.String:
        checkChoice(def, String(v));
        leaves.push({ name, type: def.type, value: String(v) });
        break;
      case ApplicationCommandOptionType.Integer:
      case ApplicationCommandOptionType.Number: {
        const n = toNumber(def, v, def.type === ApplicationCommandOptionType.Integer);
        checkChoice(def, n);
        leaves.push({ name, type: def.type, value: n });
        break;
      }
      case ApplicationCommandOptionType.Boolean:
        leaves.push({ name, type: def.type, value: v === true || v === 'true' });
        break;
      case ApplicationCommandOptionType.User:
        resolveUser(world, String(v), resolved, def);
        leaves.push({ name, type: def.type, value: String(v) });
        break;
      case ApplicationCommandOptionType.Mentionable:
        resolveUser(world, String(v), resolved, def);
        leaves.push({ name, type: def.type, value: String(v) });
        break;
      case ApplicationCommandOptionType.Channel: {
        const ch = world.channel(String(v));
        if (!ch || ch.type === ChannelType.DM)
          throw new SlashUsageError(`option ${name}: unknown channel ${String(v)}`);
        const base = { id: ch.id, name: ch.name ?? '', permissions: world.permissionsOf(world.bot.id).toString() };
        const entry: APIInteractionDataResolvedChannel =
          ch.type === ChannelType.GuildText
            ? { ...base, type: ch.type }
            : {
                ...base,
                type: ch.type,
                ...(ch.parent_id ? { parent_id: ch.parent_id } : {}),
                ...(ch.thread_metadata ? { thread_metadata: ch.thread_metadata } : {}),
              };
        resolved.channels = { ...resolved.channels, [ch.id]: entry };
        leaves.push({ name, type: def.type, value: ch.id });
        break;
      }
      case ApplicationCommandOptionType.Role: {
        const role = world.roles.find((r) => r.id === String(v));
        if (!role) throw new SlashUsageError(`option ${name}: unknown role ${String(v)}`);
        resolved.roles = { ...resolved.roles, [role.id]: role };
        leaves.push({ name, type: def.type, value: role.id });
        break;
      }
      case ApplicationCommandOptionType.Attachment:
        throw new SlashUsageError(`option ${name}: attachment options are not supported by the stand-in`);
    }
  }
  const hasResolved = Object.keys(resolved).length > 0;
  return { options: wrapInPath(target, leaves), resolved: hasResolved ? resolved : null };
}

/** The options of an autocomplete request: what is filled so far, the focused one as typed text. */
export function autocompleteOptions(
  target: CommandTarget,
  values: SlashOptions,
  focused: string,
): APIApplicationCommandInteractionDataOption<InteractionType.ApplicationCommandAutocomplete>[] {
  const leaves: APIApplicationCommandInteractionDataBasicOption<InteractionType.ApplicationCommandAutocomplete>[] = [];
  const entries = Object.entries(values);
  if (!entries.some(([n]) => n === focused)) entries.push([focused, '']);
  for (const [name, v] of entries) {
    const def = leafDef(target, name);
    const isFocused = name === focused;
    switch (def.type) {
      case ApplicationCommandOptionType.String:
      case ApplicationCommandOptionType.Integer:
      case ApplicationCommandOptionType.Number:
        leaves.push({ name, type: def.type, value: String(v), ...(isFocused ? { focused: true } : {}) });
        break;
      case ApplicationCommandOptionType.Boolean:
        leaves.push({ name, type: def.type, value: v === true || v === 'true' });
        break;
      case ApplicationCommandOptionType.User:
      case ApplicationCommandOptionType.Channel:
      case ApplicationCommandOptionType.Role:
      case ApplicationCommandOptionType.Mentionable:
        leaves.push({ name, type: def.type, value: String(v) });
        break;
      case ApplicationCommandOptionType.Attachment:
        break;
    }
  }
  return wrapInPath(target, leaves);
}

function wrapInPath<T extends InteractionType>(
  target: CommandTarget,
  leaves: APIApplicationCommandInteractionDataBasicOption<T>[],
): APIApplicationCommandInteractionDataOption<T>[] {
  if (!target.subcommand) return leaves;
  const sub = { name: target.subcommand, type: ApplicationCommandOptionType.Subcommand as const, options: leaves };
  if (!target.group) return [sub];
  return [{ name: target.group, type: ApplicationCommandOptionType.SubcommandGroup, options: [sub] }];
}
