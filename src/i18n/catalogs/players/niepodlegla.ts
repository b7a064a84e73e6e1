import type { Catalog } from '../../types.js';

/**
 * Niepodległa in players' words: "My hand" and the how-to-play of each phase for /game rules.
 * Numbers are filled in after a colon ("pionki: 2"), so Polish needs no plural forms here.
 */
export const catalog: Catalog = {
  pl: {
    'niepodlegla.hand.nothingHidden':
      'W Niepodległej nic nie jest ukryte — gracie razem i wszystko leży na stole. Twoje rzeczy:',
    'niepodlegla.hand.charactersHeader': '**Twoje postacie:**',
    'niepodlegla.hand.none': '• brak',
    'niepodlegla.hand.character': '• {name} — kość z symbolami: {a}, {b} (i portret)',
    'niepodlegla.hand.characterPrison': '• {name} — kość z symbolami: {a}, {b} (i portret); teraz w więzieniu',
    'niepodlegla.hand.diceHeader': '**Kości w twoich rękach w tej rundzie:**',
    'niepodlegla.hand.dieCharacter': '• kość postaci {name}: {face} ({words})',
    'niepodlegla.hand.dieNeutral': '• kość neutralna: {face} ({words})',
    'niepodlegla.hand.neutralDice': 'Przydzielone kości neutralne w tej rundzie: {n}',
    'niepodlegla.hand.tokensHeader': '**Żetony działaczy:**',
    'niepodlegla.hand.tokenSymbol': 'symbol: {symbol}',
    'niepodlegla.hand.tokenMorale': 'morale +{n}',
    'niepodlegla.hand.token': '• {token} — {what}',
    'niepodlegla.hand.tokenSpent': '• {token} — {what}; już zużyty (szary)',
    'niepodlegla.hand.tokenLent': '• {token} — {what}; pożyczony innemu graczowi do końca rundy',
    'niepodlegla.hand.tokenBorrowed': '• {token} — {what}; pożyczony od innego gracza do końca rundy',
    'niepodlegla.hand.pawns': 'Dostępne pionki: {n} (w więzieniu: {prison})',
    'niepodlegla.hand.missions': 'Twoje pionki stoją na misjach: {list}',

    'niepodlegla.howto.intro':
      'Gra kooperacyjna, lata 1914–1918: wszyscy razem wygrywają albo razem przegrywają. Stawiacie pionki na misjach i rzucacie kośćmi, by zebrać symbole, których misje wymagają; przy sporze decyduje gracz z kością Piłsudskiego.',
    'niepodlegla.howto.round':
      'Runda (najwyżej 9, potem finał 11 listopada): 1 pionki i kości → 2 walka o niepodległość → 3 skutki negatywne → 4 kontrola morale → 5 skutki pozytywne → 6 koniec rundy.',
    'niepodlegla.howto.end':
      'Przed rundą 10 znaczniki zgody narodowej i polityki zagranicznej muszą się spotkać, inaczej porażka. W finale trzeba spełnić wszystkie misje finałowe, zanim morale spadnie do zera; punkty za misje dają stopień wojskowy.',
    'niepodlegla.howto.phase.plan':
      'Wspólnie decydujecie, kto bierze które misje (jeden pionek na misję, wszystkie pionki muszą stanąć) i jak dzielicie kości neutralne (każdy co najmniej jedną). Jeden gracz proponuje, pozostali się zgadzają.',
    'niepodlegla.howto.phase.fight':
      'Każdy rzuca swoimi kośćmi. Możesz przerzucać dowolne kości razem z czarną kością zagrożenia (zabiera morale), przekazać kość albo pożyczyć żeton (2 morale), użyć żetonu morale. Gdy skończysz, ogłoś koniec.',
    'niepodlegla.howto.phase.negative':
      'Misje bez pionka i nieukończone misje z „!” działają przeciw wam (przeszkody, cofnięcie torów, czas). Wspólnie wybieracie miasta, gdy karta każe.',
    'niepodlegla.howto.phase.morale': 'Dużo morale daje tarczę, mało — karty zagrożeń. Nic nie wybieracie.',
    'niepodlegla.howto.phase.positive':
      'Tory polityki, żetony niepodległości, nowe kości postaci i żetony działaczy, tarczę. Wspólnie wybieracie miejsca, gdy karta każe.',
    'niepodlegla.howto.phase.end':
      'Czas idzie naprzód, misje uzupełniają się, morale wraca do puli. Nic nie wybieracie.',
    'niepodlegla.howto.phase.finalSetup':
      'Sprawdza się, czy tory się spotkały; potem przygotowanie obrony granic. Możecie wspólnie dobrać dodatkowe wyzwania D.',
    'niepodlegla.howto.phase.finalPlan':
      'Stawiacie pionki na małych misjach finałowych i dzielicie kości, jak w zwykłej fazie 1.',
    'niepodlegla.howto.phase.finalFight':
      'Rzucacie i przerzucacie, aż wszystkie misje finałowe (Paryż, Warszawa i małe) będą spełnione — albo morale spadnie do zera.',
    'niepodlegla.howto.phase.over': 'Gra skończona — wynik jest w statusie gry.',
    'niepodlegla.rulings.reconstructed':
      'Tych wartości nie ma w zachowanym tekście (karty i plansza nie były dostępne), więc zostały odtworzone (znak ⓡ): treść kart misji, pola 3, 5, 7, 8 i 9 toru czasu, zyski torów, nagrody regionów, przeszkody startowe, ścianki kości, karty zagrożeń, żetony działaczy, wzory misji głównych (Paryż max(3, 9−s), Warszawa min(9, 1+⌈b/2⌉)) oraz wymagania kart F i D.',
  },
  en: {
    'niepodlegla.hand.nothingHidden':
      'Nothing is hidden in Niepodległa — you play together and everything lies on the table. Your things:',
    'niepodlegla.hand.charactersHeader': '**Your characters:**',
    'niepodlegla.hand.none': '• none',
    'niepodlegla.hand.character': '• {name} — a die with the symbols {a}, {b} (and a portrait)',
    'niepodlegla.hand.characterPrison': '• {name} — a die with the symbols {a}, {b} (and a portrait); in prison now',
    'niepodlegla.hand.diceHeader': '**Dice in your hands this round:**',
    'niepodlegla.hand.dieCharacter': '• {name}’s character die: {face} ({words})',
    'niepodlegla.hand.dieNeutral': '• neutral die: {face} ({words})',
    'niepodlegla.hand.neutralDice': 'Neutral dice given to you this round: {n}',
    'niepodlegla.hand.tokensHeader': '**Activist tokens:**',
    'niepodlegla.hand.tokenSymbol': 'symbol: {symbol}',
    'niepodlegla.hand.tokenMorale': 'morale +{n}',
    'niepodlegla.hand.token': '• {token} — {what}',
    'niepodlegla.hand.tokenSpent': '• {token} — {what}; already used (grey)',
    'niepodlegla.hand.tokenLent': '• {token} — {what}; lent to another player until the end of the round',
    'niepodlegla.hand.tokenBorrowed': '• {token} — {what}; borrowed from another player until the end of the round',
    'niepodlegla.hand.pawns': 'Pawns available: {n} (in prison: {prison})',
    'niepodlegla.hand.missions': 'Your pawns stand on the missions: {list}',

    'niepodlegla.howto.intro':
      'A cooperative game, 1914–1918: you all win or all lose together. You put pawns on missions and roll dice for the symbols the missions need; when you disagree, the holder of Piłsudski’s die decides.',
    'niepodlegla.howto.round':
      'A round (at most 9, then the final of 11 November): 1 pawns and dice → 2 fight for independence → 3 negative effects → 4 morale check → 5 positive effects → 6 end of round.',
    'niepodlegla.howto.end':
      'Before round 10 the national accord and foreign policy markers must have met, or you lose. In the final you must fulfil every final mission before morale falls to zero; the points for missions give a military rank.',
    'niepodlegla.howto.phase.plan':
      'Together you decide who takes which missions (one pawn per mission, every pawn must be placed) and how to split the neutral dice (everyone at least one). One player proposes, the others agree.',
    'niepodlegla.howto.phase.fight':
      'Everyone rolls their dice. You may reroll any dice together with the black threat die (it takes morale), pass a die or lend a token (2 morale), or use a morale token. When you are finished, say you are done.',
    'niepodlegla.howto.phase.negative':
      'Missions without a pawn and unfinished “!” missions strike back (obstacles, tracks going down, time). You choose cities together when a card says so.',
    'niepodlegla.howto.phase.morale': 'High morale gives the shield, low morale draws threat cards. Nothing to choose.',
    'niepodlegla.howto.phase.positive':
      'Completed missions give rewards: politics tracks, independence tokens, new character dice and activist tokens, the shield. You choose places together when a card says so.',
    'niepodlegla.howto.phase.end':
      'Time moves on, missions are refilled, morale returns to the pool. Nothing to choose.',
    'niepodlegla.howto.phase.finalSetup':
      'The tracks are checked; then the border defence is set up. You may agree to draw extra D challenges.',
    'niepodlegla.howto.phase.finalPlan':
      'Put pawns on the small final missions and split the dice, as in an ordinary phase 1.',
    'niepodlegla.howto.phase.finalFight':
      'Roll and reroll until every final mission (Paris, Warsaw and the small ones) is fulfilled — or morale falls to zero.',
    'niepodlegla.howto.phase.over': 'The game is over — the result is in the game status.',
    'niepodlegla.rulings.reconstructed':
      'These values are not in the surviving text (the cards and the board were not available), so they were reconstructed (marked ⓡ): the mission card contents, time-track fields 3, 5, 7, 8 and 9, the track profits, the region rewards, the starting obstacles, the dice faces, the threat cards, the activist tokens, the main mission formulas (Paris max(3, 9−s), Warsaw min(9, 1+⌈b/2⌉)), and the requirements of the F and D cards.',
  },
};
