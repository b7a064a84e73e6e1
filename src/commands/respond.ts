/** Small answers shared by the handlers. */
import type { MsgParam } from '../engines/kit/types.js';
import { t } from '../i18n/index.js';
import type { OutMessage } from '../table/ports.js';
import type { AutocompletePort, CommandPort, ComponentPort, ModalPort } from './port.js';

type Answerable = CommandPort | ComponentPort | ModalPort;

/** An ephemeral text in the asker's language. */
export async function tell(i: Answerable, key: string, params?: Record<string, MsgParam>): Promise<void> {
  await i.reply({ content: t(i.actor.locale, key, params), ephemeral: true });
}

/** An ephemeral message (a hand, a prompt, a history page). */
export async function show(i: Answerable, message: OutMessage): Promise<void> {
  await i.reply({ ...message, ephemeral: true });
}

/** Autocomplete choices filtered by what the user typed. */
export function filterChoices(
  i: AutocompletePort,
  choices: { name: string; value: string }[],
): { name: string; value: string }[] {
  const typed = i.focused.value.toLowerCase();
  return choices
    .filter((c) => typed === '' || c.name.toLowerCase().includes(typed) || c.value.toLowerCase().includes(typed))
    .slice(0, 25);
}
