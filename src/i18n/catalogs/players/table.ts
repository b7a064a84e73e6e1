import type { Catalog } from '../../types.js';

/** The Table's words for "My hand", /game rules (how to play now) and /game rulings. */
export const catalog: Catalog = {
  pl: {
    'table.hand.nothing': 'Ta gra nie ma przed tobą nic ukrytego: wszystko widać na planszy.',
    'table.howto.header':
      '**{title}** — jak grać ({min}–{max, plural, one {# gracz} few {# graczy} many {# graczy} other {# gracza}})',
    'table.howto.headerFixed': '**{title}** — jak grać (gra dla dwóch osób)',
    'table.howto.now': '**Teraz: {phase}.** {howto}',
    'table.howto.lobby': '**Teraz: poczekalnia.** Dołącz przez `/game join`; twórca zaczyna grę przez `/game start`.',
    'table.howto.round': '**Przebieg:** {text}',
    'table.howto.end': '**Koniec i wynik:** {text}',
    'table.howto.options': '**Warianty** (opcja wariant przy `/game new`): {list}',
    'table.howto.more':
      'Rozstrzygnięcia zasad i wartości odtworzone: `/game rulings`. Pełny opis zasad: `docs/rules/{id}.md` w repozytorium.',
    'table.rulings.header': '**{title} — rozstrzygnięcia i wartości odtworzone** ({page}/{pages})',
    'table.rulings.intro':
      'Gdzie instrukcja milczy albo mówi niejasno, ta wersja gry przyjęła poniższe rozstrzygnięcia.',
    'table.rulings.section.spec': '**Rozstrzygnięcia niejasności instrukcji**',
    'table.rulings.section.online': '**Zasady gry przez Discorda** (instrukcja ich nie przewiduje)',
    'table.rulings.section.reconstructed': '**Wartości odtworzone**',
    'table.rulings.item': '• **{id}** {text}',
    'table.rulings.number': 'nr {n}',
    'table.rulings.plain': '• {text}',
  },
  en: {
    'table.hand.nothing': 'This game hides nothing from you: everything is on the board.',
    'table.howto.header': '**{title}** — how to play ({min}–{max, plural, one {# player} other {# players}})',
    'table.howto.headerFixed': '**{title}** — how to play (a two-player game)',
    'table.howto.now': '**Now: {phase}.** {howto}',
    'table.howto.lobby': '**Now: the lobby.** Join with `/game join`; the creator starts with `/game start`.',
    'table.howto.round': '**The flow:** {text}',
    'table.howto.end': '**End and result:** {text}',
    'table.howto.options': '**Variants** (the variant option of `/game new`): {list}',
    'table.howto.more':
      'Rulings and reconstructed values: `/game rulings`. The full rules: `docs/rules/{id}.md` in the repository.',
    'table.rulings.header': '**{title} — rulings and reconstructed values** ({page}/{pages})',
    'table.rulings.intro': 'Where the rulebook is silent or unclear, this version of the game decided as follows.',
    'table.rulings.section.spec': '**Rulings on unclear points of the rulebook**',
    'table.rulings.section.online': '**Rules for playing on Discord** (the rulebook has none)',
    'table.rulings.section.reconstructed': '**Reconstructed values**',
    'table.rulings.item': '• **{id}** {text}',
    'table.rulings.number': 'no. {n}',
    'table.rulings.plain': '• {text}',
  },
};
