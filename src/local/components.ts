/** Finding a button or select menu by custom id anywhere in a message's components (rows, containers, sections). */
import { type APIMessage, type APISelectMenuOption, ComponentType } from 'discord-api-types/v10';
import { isRecord } from './bodies.js';

export type FoundComponent =
  | { type: ComponentType.Button; disabled: boolean }
  | {
      type: ComponentType.StringSelect;
      disabled: boolean;
      options: APISelectMenuOption[];
      minValues: number | undefined;
      maxValues: number | undefined;
    }
  | { type: ComponentType.UserSelect; disabled: boolean };

function visit(node: unknown, customId: string): FoundComponent | null {
  if (Array.isArray(node)) {
    for (const n of node) {
      const f = visit(n, customId);
      if (f) return f;
    }
    return null;
  }
  if (!isRecord(node)) return null;
  if (node.custom_id === customId) {
    const disabled = node.disabled === true;
    if (node.type === ComponentType.Button) return { type: ComponentType.Button, disabled };
    if (node.type === ComponentType.UserSelect) return { type: ComponentType.UserSelect, disabled };
    if (node.type === ComponentType.StringSelect && Array.isArray(node.options)) {
      const options = node.options.flatMap((o): APISelectMenuOption[] =>
        isRecord(o) && typeof o.value === 'string' && typeof o.label === 'string'
          ? [{ label: o.label, value: o.value }]
          : [],
      );
      return {
        type: ComponentType.StringSelect,
        disabled,
        options,
        minValues: typeof node.min_values === 'number' ? node.min_values : undefined,
        maxValues: typeof node.max_values === 'number' ? node.max_values : undefined,
      };
    }
  }
  return visit(node.components, customId) ?? visit(node.accessory, customId) ?? visit(node.component, customId);
}

export function findComponent(message: APIMessage, customId: string): FoundComponent | null {
  return visit(message.components ?? [], customId);
}
