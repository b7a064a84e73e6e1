/** The play page's own UI strings (a developer tool, but bilingual like the bot). Polish first. */
export const PAGE_LOCALES = ['pl', 'en'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

const pl = {
  title: 'Sejmik — lokalny Discord',
  playingAs: 'Grasz jako',
  channels: 'Kanały',
  threads: 'Wątki',
  directMessages: 'Wiadomości prywatne',
  dmWith: 'DM od Sejmika',
  botConnected: 'bot połączony',
  botDisconnected: 'bot niepołączony',
  noMessages: 'Brak wiadomości.',
  onlyYou: 'Tylko ty widzisz tę wiadomość',
  thinking: 'Sejmik myśli…',
  edited: '(edytowano)',
  pinned: 'przypięta',
  choose: 'Wybierz',
  command: 'Polecenie',
  run: 'Wyślij',
  noCommands: 'Bot nie zarejestrował jeszcze poleceń.',
  required: 'wymagane',
  message: 'Napisz wiadomość',
  send: 'Wyślij',
  cancel: 'Anuluj',
  submit: 'Zatwierdź',
  language: 'Język',
  dmsBlocked: 'DM zablokowane',
  blockDms: 'Zablokuj DM',
  unblockDms: 'Odblokuj DM',
  error: 'Błąd',
  registeredCommands: 'Polecenia bota',
  used: 'użył(a)',
  yes: 'tak',
  no: 'nie',
} as const;

export type PageTextKey = keyof typeof pl;

const en: Record<PageTextKey, string> = {
  title: 'Sejmik — local Discord',
  playingAs: 'Playing as',
  channels: 'Channels',
  threads: 'Threads',
  directMessages: 'Direct messages',
  dmWith: 'DMs from Sejmik',
  botConnected: 'bot connected',
  botDisconnected: 'bot not connected',
  noMessages: 'No messages yet.',
  onlyYou: 'Only you can see this',
  thinking: 'Sejmik is thinking…',
  edited: '(edited)',
  pinned: 'pinned',
  choose: 'Choose',
  command: 'Command',
  run: 'Send',
  noCommands: 'The bot has not registered any commands yet.',
  required: 'required',
  message: 'Write a message',
  send: 'Send',
  cancel: 'Cancel',
  submit: 'Submit',
  language: 'Language',
  dmsBlocked: 'DMs blocked',
  blockDms: 'Block DMs',
  unblockDms: 'Unblock DMs',
  error: 'Error',
  registeredCommands: 'Bot commands',
  used: 'used',
  yes: 'yes',
  no: 'no',
};

export const pageText: Record<PageLocale, Record<PageTextKey, string>> = { pl, en };

export function isPageLocale(v: unknown): v is PageLocale {
  return v === 'pl' || v === 'en';
}
