import type { Catalog } from '../../types.js';

/** "What did I miss?" (/game catchup), "My games" (/game mine) and the server record (/game record). */
export const catalog: Catalog = {
  pl: {
    'core.cmd.game.catchup.name': 'zaległości',
    'core.cmd.game.catchup.desc': 'Co się wydarzyło od twojego ostatniego ruchu — z planszą, na której widać zmiany',
    'core.cmd.game.mine.name': 'moje-gry',
    'core.cmd.game.mine.desc':
      'Twoje gry na tym serwerze (w wiadomości prywatnej: na wszystkich): gdzie czeka twój ruch',
    'core.cmd.game.record.name': 'wyniki',
    'core.cmd.game.record.desc': 'Rozegrane gry na tym serwerze: zwycięstwa i miejsca graczy, ostatnie wyniki',
    'core.opt.recordPlayer.name': 'gracz',
    'core.opt.recordPlayer.desc': 'Czyje wyniki (domyślnie: cały serwer)',
    'core.opt.recordKind.name': 'tytuł',
    'core.opt.recordKind.desc': 'Tylko ta gra',
    'core.opt.optOut.name': 'ukryj-mnie',
    'core.opt.optOut.desc': 'Tak: nie pokazuj mnie w wynikach serwera; nie: pokazuj znowu',
    'table.button.catchup': 'Co mnie ominęło?',
    'table.catchup.header':
      '🔎 **{title}** — od twojego ostatniego ruchu: {count, plural, one {# ruch} few {# ruchy} many {# ruchów} other {# ruchu}} ({names})',
    'table.catchup.phase': '**{phase}**',
    'table.catchup.headerStart':
      '🔎 **{title}** — od początku gry: {count, plural, one {# ruch} few {# ruchy} many {# ruchów} other {# ruchu}} ({names})',
    'table.catchup.imageStart': '🖼️ Na planszy obwiedzione jest wszystko, co zmieniło się od początku gry.',
    'table.catchup.nothingYet': '🔎 **{title}** — gra dopiero się zaczęła: jeszcze nikt nie wykonał ruchu.',
    'table.catchup.defaulted': '`#{seq}` ⏰ {name}: minął termin — ruch domyślny',
    'table.catchup.older':
      '… i {count, plural, one {# wcześniejszy wpis} few {# wcześniejsze wpisy} many {# wcześniejszych wpisów} other {# wcześniejszego wpisu}} — pełna historia: `/gra historia`',
    'table.catchup.now': '➡️ Teraz: {phase}',
    'table.catchup.image': '🖼️ Na planszy obwiedzione jest wszystko, co zmieniło się od twojego ostatniego ruchu.',
    'table.catchup.nothing': '🔎 **{title}** — od twojego ostatniego ruchu nic się nie wydarzyło.',
    'table.catchup.oneLine':
      '🔎 Od twojego ostatniego ruchu: {count, plural, one {# ruch} few {# ruchy} many {# ruchów} other {# ruchu}} ({names}). Szczegóły i plansza: „Co mnie ominęło?”.',
    'table.mine.header':
      '🎲 **Twoje gry na tym serwerze** ({count}; {owed, plural, =0 {żadna nie czeka na twój ruch} one {# czeka na twój ruch} few {# czekają na twój ruch} many {# czeka na twój ruch} other {# czeka na twój ruch}}):',
    'table.mine.headerAnywhere':
      '🎲 **Twoje gry na wszystkich serwerach** ({count}; {owed, plural, =0 {żadna nie czeka na twój ruch} one {# czeka na twój ruch} few {# czekają na twój ruch} many {# czeka na twój ruch} other {# czeka na twój ruch}}):',
    'table.mine.none': 'Nie siedzisz przy żadnej toczącej się grze na tym serwerze.',
    'table.mine.noneAnywhere': 'Nie siedzisz przy żadnej toczącej się grze.',
    'table.mine.owes': '⏳ **{game}** — {phase} — **twój ruch**, termin {due} — [przejdź]({link})',
    'table.mine.waiting': '• {game} — {phase} — termin {due} — [przejdź]({link})',
    'table.mine.noDeadline': 'brak',
    'table.record.none': 'Na tym serwerze nie zakończyła się jeszcze żadna gra.',
    'table.record.noneFor': '{user} nie ma jeszcze zakończonych gier na tym serwerze.',
    'table.record.hidden': 'Wyniki {user} są ukryte na prośbę tej osoby.',
    'table.record.youAreHidden':
      '(Inni tego nie widzą: twoje wyniki są ukryte — `/gra wyniki ukryj-mnie:nie` to zmienia.)',
    'table.record.optedOut': 'Gotowe: twoje wyniki nie będą pokazywane w wynikach serwerów.',
    'table.record.optedIn': 'Gotowe: twoje wyniki znów są widoczne w wynikach serwera.',
    'table.record.serverHeader':
      '🏆 **Wyniki serwera** — {count, plural, one {# zakończona gra} few {# zakończone gry} many {# zakończonych gier} other {# zakończonej gry}}',
    'table.record.playerHeader':
      '🏆 **Wyniki: {user}** — {count, plural, one {# zakończona gra} few {# zakończone gry} many {# zakończonych gier} other {# zakończonej gry}}',
    'table.record.titleHeader': '**{title}**',
    'table.record.more':
      '… i {count, plural, one {# wiersz} few {# wiersze} many {# wierszy} other {# wiersza}} więcej — wyniki gracza: `/gra wyniki gracz:…`',
    'table.record.tally':
      '{who} {title}: {played, plural, one {# gra} few {# gry} many {# gier} other {# gry}}, {wins, plural, one {# zwycięstwo} few {# zwycięstwa} many {# zwycięstw} other {# zwycięstwa}}; miejsca: {places}',
    'table.record.coop':
      '{who} {title} (gra drużynowa): {played, plural, one {# gra} few {# gry} many {# gier} other {# gry}} — drużyna: {wins, plural, one {# zwycięstwo} few {# zwycięstwa} many {# zwycięstw} other {# zwycięstwa}}, {losses, plural, one {# porażka} few {# porażki} many {# porażek} other {# porażki}}',
    'table.record.place': '{place}. ×{n}',
    'table.record.last': 'Ostatnie wyniki ({count}):',
    'table.record.result': '• {game} — {outcome} {when} — {link}',
    'table.record.won': '🥇 zwycięstwo',
    'table.record.placed': '{place}. miejsce',
    'table.record.played': 'rozegrana',
    'table.record.teamWon': '🤝 drużyna wygrała',
    'table.record.teamLost': '🤝 drużyna przegrała',
    'table.record.winners': 'wygrywa: {names}',
  },
  en: {
    'core.cmd.game.catchup.name': 'catchup',
    'core.cmd.game.catchup.desc': 'What happened since your last move — with the board showing the changes',
    'core.cmd.game.mine.name': 'mine',
    'core.cmd.game.mine.desc': 'Your games in this server (in a DM: in all): where your move is awaited',
    'core.cmd.game.record.name': 'record',
    'core.cmd.game.record.desc': "This server's finished games: players' wins and places, the latest results",
    'core.opt.recordPlayer.name': 'player',
    'core.opt.recordPlayer.desc': 'Whose record (default: the whole server)',
    'core.opt.recordKind.name': 'kind',
    'core.opt.recordKind.desc': 'Only this game',
    'core.opt.optOut.name': 'opt_out',
    'core.opt.optOut.desc': "True: leave me out of the server's record; false: show me again",
    'table.button.catchup': 'What did I miss?',
    'table.catchup.header':
      '🔎 **{title}** — since your last move: {count, plural, one {# move} other {# moves}} ({names})',
    'table.catchup.phase': '**{phase}**',
    'table.catchup.headerStart':
      '🔎 **{title}** — since the game began: {count, plural, one {# move} other {# moves}} ({names})',
    'table.catchup.imageStart': '🖼️ Everything that changed on the board since the game began is outlined.',
    'table.catchup.nothingYet': '🔎 **{title}** — the game has just begun: nobody has moved yet.',
    'table.catchup.defaulted': '`#{seq}` ⏰ {name}: the deadline passed — default move',
    'table.catchup.older':
      '… and {count, plural, one {# earlier line} other {# earlier lines}} — the full story: `/game history`',
    'table.catchup.now': '➡️ Now: {phase}',
    'table.catchup.image': '🖼️ Everything that changed on the board since your last move is outlined.',
    'table.catchup.nothing': '🔎 **{title}** — nothing has happened since your last move.',
    'table.catchup.oneLine':
      '🔎 Since your last move: {count, plural, one {# move} other {# moves}} ({names}). Details and the board: “What did I miss?”.',
    'table.mine.header':
      '🎲 **Your games in this server** ({count}; {owed, plural, =0 {none is waiting for you} one {# is waiting for your move} other {# are waiting for your move}}):',
    'table.mine.headerAnywhere':
      '🎲 **Your games in all servers** ({count}; {owed, plural, =0 {none is waiting for you} one {# is waiting for your move} other {# are waiting for your move}}):',
    'table.mine.none': 'You are not seated at any game under way in this server.',
    'table.mine.noneAnywhere': 'You are not seated at any game under way.',
    'table.mine.owes': '⏳ **{game}** — {phase} — **your move**, due {due} — [jump]({link})',
    'table.mine.waiting': '• {game} — {phase} — due {due} — [jump]({link})',
    'table.mine.noDeadline': 'no deadline',
    'table.record.none': 'No game has finished in this server yet.',
    'table.record.noneFor': '{user} has no finished games in this server yet.',
    'table.record.hidden': "{user}'s results are hidden at their request.",
    'table.record.youAreHidden':
      '(Others do not see this: you are left out of the record — `/game record opt_out:false` changes that.)',
    'table.record.optedOut': 'Done: you will be left out of the server record (in every server).',
    'table.record.optedIn': 'Done: you appear in the server record again.',
    'table.record.serverHeader':
      "🏆 **This server's record** — {count, plural, one {# finished game} other {# finished games}}",
    'table.record.playerHeader':
      '🏆 **Record: {user}** — {count, plural, one {# finished game} other {# finished games}}',
    'table.record.titleHeader': '**{title}**',
    'table.record.more':
      "… and {count, plural, one {# more line} other {# more lines}} — a player's record: `/game record player:…`",
    'table.record.tally':
      '{who} {title}: {played, plural, one {# game} other {# games}}, {wins, plural, one {# win} other {# wins}}; places: {places}',
    'table.record.coop':
      '{who} {title} (cooperative): {played, plural, one {# game} other {# games}} — team {wins, plural, one {# win} other {# wins}}, {losses, plural, one {# loss} other {# losses}}',
    'table.record.place': '#{place} ×{n}',
    'table.record.last': 'Latest results ({count}):',
    'table.record.result': '• {game} — {outcome} {when} — {link}',
    'table.record.won': '🥇 won',
    'table.record.placed': 'place {place}',
    'table.record.played': 'played',
    'table.record.teamWon': '🤝 the team won',
    'table.record.teamLost': '🤝 the team lost',
    'table.record.winners': 'won by {names}',
  },
};
