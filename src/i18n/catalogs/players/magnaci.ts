import type { Catalog } from '../../types.js';

/**
 * Magnaci in players' words: "My hand" and the how-to-play of each phase for /game rules.
 * Numbers are filled in after a colon ("karty: 3"), so Polish needs no plural forms here.
 */
export const catalog: Catalog = {
  pl: {
    'magnaci.hand.noSeat': 'Nie siedzisz przy tym stole.',
    'magnaci.hand.familyHeader': '**Karty Rodu na ręce** — kart: {n}',
    'magnaci.hand.none': '• brak',
    'magnaci.hand.card': '• {card} — wpływy {influence}, siła {strength}',
    'magnaci.hand.cardShort': '{card} (wpływy {influence}, siła {strength})',
    'magnaci.hand.place.senate': 'Senat, urząd: {office}',
    'magnaci.hand.place.sejm': 'Sejm, pole {field}',
    'magnaci.hand.place.conflict': 'Konflikty, pole {field}',
    'magnaci.hand.placed': '• {place}: {card}',
    'magnaci.hand.faceDownHeader': '**Twoje karty leżące zakryte** (jeszcze nieodkryte):',
    'magnaci.hand.draftHeader': '**Twój układ w przygotowaniu** (niezatwierdzony):',
    'magnaci.hand.draftConfirmed': '**Twój zatwierdzony układ** (zakryty do odkrycia):',
    'magnaci.hand.setAside': 'Odkryte w tym Wieku (odłożone do końca Interregnum): {list}',
    'magnaci.hand.lawsHeader': '**Karty Praw** — kart: {n}',
    'magnaci.hand.law': '• {law} — Posiadłości: {estates}; {symbols}',
    'magnaci.hand.symbols': 'symbole: {list}',
    'magnaci.hand.noSymbols': 'bez symbolu',
    'magnaci.hand.senator': 'Karta Senatora: {office} — akcja gotowa',
    'magnaci.hand.senatorUsed': 'Karta Senatora: {office} — akcja już użyta w tym Wieku',
    'magnaci.hand.autopass': 'Autopas włączony: pasujesz w oknach akcji bez pytania.',

    'magnaci.howto.intro':
      'Każdy gracz prowadzi ród magnacki; wygrywa najbogatszy po czterech Wiekach. W każdym Wieku zagrywasz zakryte wszystkie 13 kart Rodu: 3 w Senacie, 5 w Sejmie, 5 w Konfliktach.',
    'magnaci.howto.round': 'Wiek (4 razy): elekcja króla → Senat → Sejm → Konflikty → Interregnum.',
    'magnaci.howto.end':
      'Po czwartym Interregnum liczy się Bogactwo — Posiadłości na planszy, premie za Obecność, Przewagę i Dominację w prowincjach oraz za lenna. Trzy rozbiory naraz kończą grę porażką wszystkich.',
    'magnaci.howto.phase.SETUP': 'Każdy po kolei stawia początkowe Posiadłości w wybranych prowincjach.',
    'magnaci.howto.phase.SENATE':
      'W kolejności ruchu kładziesz zakryte 3 karty Rodu pod trzema różnymi urzędami (Prymas, Podskarbi, Hetman, Kanclerz). Urzędy rozstrzyga się po kolei: najwyższa suma wpływów wygrywa kartę Senatora i od razu stawia Posiadłość.',
    'magnaci.howto.phase.SEJM':
      'Na 5 pól z kartami Praw kładziecie jednocześnie po jednej zakrytej karcie Rodu. Pola rozstrzyga się od I do V: najwyższe wpływy biorą kartę Praw i jej Posiadłości. Między odkryciem a wynikiem każdy w kolejności może zagrać karty z akcjami.',
    'magnaci.howto.phase.CONFLICTS':
      'Na pola z kartami Konfliktów kładziecie jednocześnie po jednej zakrytej karcie Rodu; liczy się siła. Gdy suma siły Rzeczypospolitej sięga Skali, Konflikt jest wygrany i najsilniejszy bierze nagrodę; gdy nie — najsłabszy ponosi stratę.',
    'magnaci.howto.phase.INTERREGNUM':
      'Król odchodzi, sprawdza się rozbiory, gracze mogą zagrać karty z akcjami, a nowa kolejność ruchu zależy od liczby Posiadłości. Karty Rodu wracają na rękę.',
    'magnaci.howto.phase.ENDED': 'Gra skończona — wynik jest w statusie gry.',
    'magnaci.rulings.reconstructed':
      'Tych wartości nie ma w instrukcji (karty nie były dostępne), więc zostały odtworzone: symbole Prymasa (kielich), Podskarbiego (dukat) i Kanclerza (korona); symbole królów poza Batorym; Posiadłości i symbole większości kart Praw; prowincje, nagrody, straty i Skale większości Konfliktów (Skala = k × liczba graczy); teksty kart Praw według przekładu fanowskiego; +10 kart urzędów.',
  },
  en: {
    'magnaci.hand.noSeat': 'You have no seat at this table.',
    'magnaci.hand.familyHeader': '**Family cards in hand** — cards: {n}',
    'magnaci.hand.none': '• none',
    'magnaci.hand.card': '• {card} — influence {influence}, strength {strength}',
    'magnaci.hand.cardShort': '{card} (influence {influence}, strength {strength})',
    'magnaci.hand.place.senate': 'Senate, office: {office}',
    'magnaci.hand.place.sejm': 'Sejm, field {field}',
    'magnaci.hand.place.conflict': 'Conflicts, field {field}',
    'magnaci.hand.placed': '• {place}: {card}',
    'magnaci.hand.faceDownHeader': '**Your cards lying face down** (not yet revealed):',
    'magnaci.hand.draftHeader': '**Your placement in progress** (not confirmed):',
    'magnaci.hand.draftConfirmed': '**Your confirmed placement** (face down until revealed):',
    'magnaci.hand.setAside': 'Revealed this Age (set aside until the end of the Interregnum): {list}',
    'magnaci.hand.lawsHeader': '**Law cards** — cards: {n}',
    'magnaci.hand.law': '• {law} — Estates: {estates}; {symbols}',
    'magnaci.hand.symbols': 'symbols: {list}',
    'magnaci.hand.noSymbols': 'no symbol',
    'magnaci.hand.senator': 'Senator card: {office} — action ready',
    'magnaci.hand.senatorUsed': 'Senator card: {office} — action already used this Age',
    'magnaci.hand.autopass': 'Autopass is on: you pass in action windows without being asked.',

    'magnaci.howto.intro':
      'Each player leads a magnate Family; the wealthiest after four Ages wins. In every Age you play all 13 of your Family cards face down: 3 in the Senate, 5 in the Sejm, 5 in the Conflicts.',
    'magnaci.howto.round': 'An Age (4 times): royal election → Senate → Sejm → Conflicts → Interregnum.',
    'magnaci.howto.end':
      'After the fourth Interregnum, Wealth is counted — Estates on the board, bonuses for Presence, Advantage and Dominance in provinces, and for fiefs. Three partitions at once end the game with everyone losing.',
    'magnaci.howto.phase.SETUP': 'Each player in turn places the starting Estates in provinces of their choice.',
    'magnaci.howto.phase.SENATE':
      'In turn order you put 3 Family cards face down under three different offices (Primate, Treasurer, Hetman, Chancellor). The offices are decided one by one: the highest total influence wins the Senator card and places an Estate at once.',
    'magnaci.howto.phase.SEJM':
      'Everyone at once puts one face-down Family card on each of the 5 Law-card fields. Fields are decided from I to V: the highest influence takes the Law card and its Estates. Between the reveal and the result, everyone in turn may play action cards.',
    'magnaci.howto.phase.CONFLICTS':
      'Everyone at once puts one face-down Family card on each Conflict field; strength counts. When the Commonwealth’s total strength reaches the Scale, the Conflict is won and the strongest takes the reward; if not, the weakest suffers the loss.',
    'magnaci.howto.phase.INTERREGNUM':
      'The King departs, partitions are checked, players may play action cards, and the new turn order follows the Estate counts. Family cards go back to hand.',
    'magnaci.howto.phase.ENDED': 'The game is over — the result is in the game status.',
    'magnaci.rulings.reconstructed':
      'These values are not in the rulebook (the cards were not available), so they were reconstructed: the symbols of the Primate (chalice), the Treasurer (ducat) and the Chancellor (crown); the Kings’ symbols except Báthory’s; the Estates and symbols of most Law cards; the provinces, rewards, losses and Scales of most Conflicts (Scale = k × number of players); the Law card texts after a fan translation; +10 office cards.',
  },
};
