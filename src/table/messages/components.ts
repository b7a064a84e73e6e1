/** Raw Discord component builders kept inside Discord's limits (labels, 25 options, 5 rows). */
import {
  type APIButtonComponentWithCustomId,
  type APIStringSelectComponent,
  ButtonStyle,
  ComponentType,
} from 'discord-api-types/v10';
import type { ActionRow } from '../ports.js';

export const MAX_ROWS = 5;
export const MAX_BUTTONS_PER_ROW = 5;
export const MAX_SELECT_OPTIONS = 25;

export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function button(
  customId: string,
  label: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger = ButtonStyle.Secondary,
  disabled = false,
): APIButtonComponentWithCustomId {
  return { type: ComponentType.Button, custom_id: customId, label: clip(label, 80), style, disabled };
}

export function select(
  customId: string,
  hint: string,
  options: { value: string; label: string; description?: string }[],
): APIStringSelectComponent {
  return {
    type: ComponentType.StringSelect,
    custom_id: customId,
    placeholder: clip(hint, 150),
    min_values: 1,
    max_values: 1,
    options: options.slice(0, MAX_SELECT_OPTIONS).map((o) => ({
      value: o.value,
      label: clip(o.label, 100),
      ...(o.description ? { description: clip(o.description, 100) } : {}),
    })),
  };
}

export function row(...components: (APIButtonComponentWithCustomId | APIStringSelectComponent)[]): ActionRow {
  return { type: ComponentType.ActionRow, components };
}

/** Buttons laid out five to a row. */
export function buttonRows(buttons: APIButtonComponentWithCustomId[]): ActionRow[] {
  const rows: ActionRow[] = [];
  for (let i = 0; i < buttons.length; i += MAX_BUTTONS_PER_ROW)
    rows.push(row(...buttons.slice(i, i + MAX_BUTTONS_PER_ROW)));
  return rows;
}

/** Discord's message content limit, with room to spare. */
export function clipContent(text: string): string {
  return clip(text, 1990);
}
