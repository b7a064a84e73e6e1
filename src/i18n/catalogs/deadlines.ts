import type { Catalog } from '../types.js';

/** Messages of the `deadlines` namespace: reminders, missed deadlines, pauses, nudges. */
export const catalog: Catalog = {
  pl: {
    'deadlines.reminder.dm':
      '⏳ Przypomnienie: w grze **{game}** czekamy na Twoją decyzję ({prompt}). Termin: {deadline} ({relative}). Kanał: <#{channel}>',
    'deadlines.reminder.channel':
      '⏳ <@{user}>, w grze **{game}** czekamy na Twoją decyzję ({prompt}). Termin: {deadline} ({relative}). (Nie mogę wysłać Ci wiadomości prywatnej.)',
    'deadlines.extension':
      '⌛ Termin minął, ale {seat} korzysta z usprawiedliwionego przedłużenia (pozostało: {left}). Nowy termin: {deadline} ({relative}).',
    'deadlines.defaultApplied': '⏰ Termin minął: za {seat} zastosowano ruch domyślny.',
    'deadlines.botApplied': '🤖 {seat} (gracz automatyczny) wykonał ruch domyślny.',
    'deadlines.absent':
      '🚪 {seat} przegapił(a) {count} terminy z rzędu i jest teraz nieobecny(a). Twórca gry może go zastąpić (`/game replace`) albo oddać miejsce botowi (`/game bot`).',
    'deadlines.paused': '⏸️ Gra wstrzymana przez {user}. Automatyczne wznowienie najpóźniej {until} ({relative}).',
    'deadlines.resumed': '▶️ Gra wznowiona. Termin bieżącej decyzji: {deadline} ({relative}).',
    'deadlines.autoResumed': '▶️ Limit wstrzymania tej gry ({days} dni) wyczerpany: gra wznowiona automatycznie.',
    'deadlines.extended': '⌛ {user} przedłużył(a) termin o {hours} godz. Nowy termin: {deadline} ({relative}).',
    'deadlines.nudge':
      '👋 {from} przypomina: w grze **{game}** czekamy na Twoją decyzję. Termin: {deadline} ({relative}). Kanał: <#{channel}>',
    'deadlines.nudge.channel': '👋 {from} przypomina: czekamy na {users}. Termin: {deadline} ({relative}).',
    'deadlines.nudge.sent': 'Przypomnienie wysłane do: {users}.',
    'deadlines.muted': 'Przypomnienia w tej grze wyłączone. Włączysz je ponownie tym samym poleceniem.',
    'deadlines.unmuted': 'Przypomnienia w tej grze włączone.',
    'deadlines.botSeat': '🤖 Miejsce {seat} przejął gracz automatyczny: przy każdej decyzji wykona ruch domyślny.',
    'deadlines.error.pauseCap': 'Ta gra wykorzystała już limit wstrzymania ({days} dni).',
    'deadlines.error.notPaused': 'Ta gra nie jest wstrzymana.',
    'deadlines.error.notActive': 'Ta gra nie trwa, więc nie można jej wstrzymać ani przedłużyć terminu.',
    'deadlines.error.noDeadline': 'Nikt teraz nie musi podejmować decyzji, więc nie ma terminu do przedłużenia.',
    'deadlines.error.extendCap': 'Termin można przedłużyć najwyżej o {hours} godz. naraz.',
    'deadlines.error.nudgeTooSoon': 'Możesz ponaglać najwyżej raz na {hours} godz. Spróbuj {relative}.',
    'deadlines.error.nobodyToNudge': 'Nikt poza Tobą nie zalega z decyzją.',
    'deadlines.error.notAdmin': 'Tylko twórca gry lub osoba z uprawnieniem „Zarządzanie serwerem” może to zrobić.',
    'deadlines.error.notSeated': 'Nie siedzisz przy tym stole.',
    'deadlines.error.noSuchSeat': 'Przy tym stole nie ma takiego miejsca.',
  },
  en: {
    'deadlines.reminder.dm':
      '⏳ Reminder: **{game}** is waiting for your decision ({prompt}). Deadline: {deadline} ({relative}). Channel: <#{channel}>',
    'deadlines.reminder.channel':
      '⏳ <@{user}>, **{game}** is waiting for your decision ({prompt}). Deadline: {deadline} ({relative}). (I cannot send you a direct message.)',
    'deadlines.extension':
      '⌛ The deadline passed, but {seat} uses an excused extension ({left} left). New deadline: {deadline} ({relative}).',
    'deadlines.defaultApplied': '⏰ The deadline passed: the default move was played for {seat}.',
    'deadlines.botApplied': '🤖 {seat} (bot seat) played the default move.',
    'deadlines.absent':
      '🚪 {seat} missed {count} deadlines in a row and is now marked absent. The game’s creator may replace them (`/game replace`) or hand the seat to a bot (`/game bot`).',
    'deadlines.paused': '⏸️ Game paused by {user}. It resumes by itself at the latest {until} ({relative}).',
    'deadlines.resumed': '▶️ Game resumed. The current decision is due {deadline} ({relative}).',
    'deadlines.autoResumed': '▶️ This game’s pause allowance ({days} days) is used up: the game resumed by itself.',
    'deadlines.extended': '⌛ {user} extended the deadline by {hours} h. New deadline: {deadline} ({relative}).',
    'deadlines.nudge':
      '👋 {from} reminds you: **{game}** is waiting for your decision. Deadline: {deadline} ({relative}). Channel: <#{channel}>',
    'deadlines.nudge.channel': '👋 {from} reminds: waiting for {users}. Deadline: {deadline} ({relative}).',
    'deadlines.nudge.sent': 'Reminder sent to: {users}.',
    'deadlines.muted': 'Reminders for this game are off. The same command turns them back on.',
    'deadlines.unmuted': 'Reminders for this game are on.',
    'deadlines.botSeat': '🤖 A bot now plays seat {seat}: it plays the default move at each decision.',
    'deadlines.error.pauseCap': 'This game has used up its pause allowance ({days} days).',
    'deadlines.error.notPaused': 'This game is not paused.',
    'deadlines.error.notActive': 'This game is not running, so it cannot be paused or have its deadline extended.',
    'deadlines.error.noDeadline': 'Nobody owes a decision right now, so there is no deadline to extend.',
    'deadlines.error.extendCap': 'A deadline can be extended by at most {hours} h at a time.',
    'deadlines.error.nudgeTooSoon': 'You can nudge at most once every {hours} h. Try again {relative}.',
    'deadlines.error.nobodyToNudge': 'Nobody but you owes a decision.',
    'deadlines.error.notAdmin': 'Only the game’s creator or a member with Manage Server can do that.',
    'deadlines.error.notSeated': 'You do not sit at this table.',
    'deadlines.error.noSuchSeat': 'There is no such seat at this table.',
  },
};
