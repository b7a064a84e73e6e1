/**
 * The Discord presenter: turns the Table's transport-neutral controls (ports.ts Control,
 * ControlRow) into Discord message components, and keeps them inside Discord's limits.
 * Every path that sends an OutMessage to Discord (the notifier, interaction replies, updates
 * and follow-ups) builds its components here.
 *
 * Limits: texts are clipped (button label 80, placeholder 150, option label/description 100)
 * and a menu keeps its first 25 options, as the Table's builders did before; more than 5 rows
 * or 5 buttons in a row is a programming error in the layout (Discord would refuse the whole
 * message), so it throws here rather than at Discord.
 */
import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIStringSelectComponent,
  ButtonStyle,
  ComponentType,
} from 'discord-api-types/v10';
import { clip } from '../table/messages/components.js';
import type { Control, ControlRow, Tone } from '../table/ports.js';

export type DiscordActionRow = APIActionRowComponent<APIComponentInMessageActionRow>;

export const DISCORD_MAX_ROWS = 5;
export const DISCORD_MAX_BUTTONS_PER_ROW = 5;
export const DISCORD_MAX_SELECT_OPTIONS = 25;

const STYLES: Record<Tone, ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

function discordControl(c: Control): APIButtonComponentWithCustomId | APIStringSelectComponent {
  if (c.kind === 'button')
    return {
      type: ComponentType.Button,
      custom_id: c.id,
      label: clip(c.label, 80),
      style: STYLES[c.tone],
      disabled: c.disabled ?? false,
    };
  const options = c.options.slice(0, DISCORD_MAX_SELECT_OPTIONS);
  return {
    type: ComponentType.StringSelect,
    custom_id: c.id,
    placeholder: clip(c.placeholder, 150),
    min_values: c.min ?? 1,
    max_values: c.max ?? 1,
    options: options.map((o) => ({
      value: o.value,
      label: clip(o.label, 100),
      ...(o.description ? { description: clip(o.description, 100) } : {}),
    })),
    ...(c.disabled ? { disabled: true } : {}),
  };
}

/** The Table's rows as Discord action rows. */
export function discordRows(rows: readonly ControlRow[] | undefined): DiscordActionRow[] {
  if (!rows) return [];
  if (rows.length > DISCORD_MAX_ROWS) throw new Error(`a message with ${rows.length} rows (Discord allows 5)`);
  return rows.map((controls) => {
    const selects = controls.filter((c) => c.kind === 'select').length;
    if (selects > 1 || (selects === 1 && controls.length > 1))
      throw new Error('a select menu must be alone in its row');
    if (controls.length > DISCORD_MAX_BUTTONS_PER_ROW)
      throw new Error(`a row with ${controls.length} buttons (Discord allows 5)`);
    return { type: ComponentType.ActionRow, components: controls.map(discordControl) };
  });
}
