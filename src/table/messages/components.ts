/**
 * The Table's control builders (transport-neutral, see ports.ts Control). The layout constants
 * are the sizes the Table plans its prompts for; the Discord presenter (src/bot/presenter.ts)
 * enforces Discord's limits on what reaches Discord.
 */
import type { Control, ControlRow, SelectOption, Tone } from '../ports.js';

export const MAX_ROWS = 5;
export const MAX_BUTTONS_PER_ROW = 5;
export const MAX_SELECT_OPTIONS = 25;

export type ButtonControl = Extract<Control, { kind: 'button' }>;
export type SelectControl = Extract<Control, { kind: 'select' }>;

export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function button(customId: string, label: string, tone: Tone = 'secondary', disabled = false): ButtonControl {
  return { kind: 'button', id: customId, label, tone, disabled };
}

export function select(customId: string, hint: string, options: SelectOption[]): SelectControl {
  return {
    kind: 'select',
    id: customId,
    placeholder: hint,
    min: 1,
    max: 1,
    options: options.slice(0, MAX_SELECT_OPTIONS).map((o) => ({
      value: o.value,
      label: o.label,
      ...(o.description ? { description: o.description } : {}),
    })),
  };
}

export function row(...controls: Control[]): ControlRow {
  return controls;
}

/** Buttons laid out five to a row. */
export function buttonRows(buttons: ButtonControl[]): ControlRow[] {
  const rows: ControlRow[] = [];
  for (let i = 0; i < buttons.length; i += MAX_BUTTONS_PER_ROW)
    rows.push(row(...buttons.slice(i, i + MAX_BUTTONS_PER_ROW)));
  return rows;
}

/** Discord's message content limit, with room to spare. */
export function clipContent(text: string): string {
  return clip(text, 1990);
}
