import type { Catalog } from '../../types.js';

/**
 * Stary Kontynent in players' words: "My hand" and the how-to-play of each phase for /game rules.
 * Numbers are filled in after a colon ("armie: 3"), so Polish needs no plural forms here.
 */
export const catalog: Catalog = {
  pl: {
    'stary-kontynent.hand.noSeat': 'Nie siedzisz przy tym stole.',
    'stary-kontynent.hand.nothingHidden':
      'W Starym Kontynencie nic nie jest ukryte: wszystko, co masz, stoi na mapie. Twoje królestwo w skrócie:',
    'stary-kontynent.hand.capital': '• Stolica: załoga {garrison} (kość k10)',
    'stary-kontynent.hand.capitalWalls': '• Stolica: załoga {garrison} (kość k10), z murami',
    'stary-kontynent.hand.noCapital': '• Stolica: jeszcze nie postawiona',
    'stary-kontynent.hand.armies': '• Armie na mapie: {n}; siła: {strengths} (razem {total})',
    'stary-kontynent.hand.noArmies': '• Armie na mapie: brak',
    'stary-kontynent.hand.castles': '• Zamki: {n}',
    'stary-kontynent.hand.provinces': '• Kontrolowane prowincje: {n}',
    'stary-kontynent.hand.vassal': '• Jesteś lennikiem królestwa: {liege}; dochód z prowincji zostaje u ciebie',
    'stary-kontynent.hand.vassalIncomeToLiege':
      '• Jesteś lennikiem królestwa: {liege}; dochód z twoich prowincji idzie do suwerena',
    'stary-kontynent.hand.autonomous': '• Suweren pozwala ci samemu wydawać rozkazy',
    'stary-kontynent.hand.vassals': '• Twoi lennicy: {list}',
    'stary-kontynent.hand.join': '{a}, {b}',
    'stary-kontynent.hand.crusade': '• Punkty krucjaty: {n}',
    'stary-kontynent.hand.retreatAsk': '• Stały rozkaz obrońcy: pytaj mnie o odwrót',
    'stary-kontynent.hand.retreatNever': '• Stały rozkaz obrońcy: nigdy się nie wycofuj',

    'stary-kontynent.howto.intro':
      'Wojna królestw na losowej mapie z 11 prowincji po 4 heksy. Armie to kości k6 (oczka = siła), stolica to kość k10 (załoga i zapas na nowe armie). Nikt nie odpada: zdobyta stolica czyni z jej pana lennika zdobywcy.',
    'stary-kontynent.howto.round':
      'Tura: zaraza (rzut 2k6) → okręt krzyżowców (gdy krucjata się udała) → dochód stolic → kolejno tury graczy (przegrupowanie, jedna czynność główna, dodatkowe ruchy) → sprawdzenie zwycięstwa.',
    'stary-kontynent.howto.end':
      'Gdy kontrolowanych jest co najmniej 5 prowincji, a ty z lennikami masz o 2 prowincje więcej niż wszyscy pozostali razem — zostajesz Cesarzem. Sprawdza się to na końcu każdej tury.',
    'stary-kontynent.howto.phase.capitals':
      'Po kolei rzut 2k6 wskazuje prowincję, przy której brzegu stawiasz stolicę (załoga 9).',
    'stary-kontynent.howto.phase.crusaders': 'Król Królestwa Krzyżowców wybiera, gdzie przybija statek z nową armią.',
    'stary-kontynent.howto.phase.assault':
      'Walka falami, kość przeciw kości. Po każdej fali atakujący decyduje, czy szturmować dalej, a obrońca — czy się wycofać (chyba że ma stały rozkaz).',
    'stary-kontynent.howto.phase.main':
      'Najpierw możesz przegrupować armie na heksie (ta sama suma oczek, 1–4 kości), potem jedna czynność główna: zaciąg (+3 do załogi), wymarsz ze stolicy, ruch, szturm, budowa zamku albo krucjata — albo pas.',
    'stary-kontynent.howto.phase.extra':
      'Po jednym ruchu z każdej prowincji, którą kontrolowałeś na początku czynności głównej (nie po zaciągu). Każda armia rusza się najwyżej raz na turę.',
    'stary-kontynent.howto.phase.turn': 'Silnik rozlicza zarazę, krucjatę i dochód. Nic nie wybierasz.',
    'stary-kontynent.howto.phase.over': 'Gra skończona — wynik jest w statusie gry.',
    'stary-kontynent.rulings.reconstructed':
      'Tych wartości nie ma w tekście (ilustracje płytek zaginęły), więc zostały odtworzone: kształty płytek i tereny 11 prowincji, położenie pól specjalnych (złoto w prowincji 2, sad w 12) oraz kolory zielony i żółty.',
  },
  en: {
    'stary-kontynent.hand.noSeat': 'You have no seat at this table.',
    'stary-kontynent.hand.nothingHidden':
      'Nothing is hidden in Stary Kontynent: everything you have stands on the map. Your kingdom in short:',
    'stary-kontynent.hand.capital': '• Capital: garrison {garrison} (a d10)',
    'stary-kontynent.hand.capitalWalls': '• Capital: garrison {garrison} (a d10), walled',
    'stary-kontynent.hand.noCapital': '• Capital: not placed yet',
    'stary-kontynent.hand.armies': '• Armies on the map: {n}; strengths: {strengths} (total {total})',
    'stary-kontynent.hand.noArmies': '• Armies on the map: none',
    'stary-kontynent.hand.castles': '• Castles: {n}',
    'stary-kontynent.hand.provinces': '• Provinces controlled: {n}',
    'stary-kontynent.hand.vassal': '• You are a vassal of: {liege}; your province income stays with you',
    'stary-kontynent.hand.vassalIncomeToLiege':
      '• You are a vassal of: {liege}; your province income goes to your suzerain',
    'stary-kontynent.hand.autonomous': '• Your suzerain lets you give your own orders',
    'stary-kontynent.hand.vassals': '• Your vassals: {list}',
    'stary-kontynent.hand.join': '{a}, {b}',
    'stary-kontynent.hand.crusade': '• Crusade points: {n}',
    'stary-kontynent.hand.retreatAsk': '• Standing order as defender: ask me about retreating',
    'stary-kontynent.hand.retreatNever': '• Standing order as defender: never retreat',

    'stary-kontynent.howto.intro':
      'A war of kingdoms on a random map of 11 provinces of 4 hexes each. Armies are d6 dice (pips = strength), the capital is a d10 (garrison and the pool for new armies). Nobody is knocked out: a taken capital makes its ruler the conqueror’s vassal.',
    'stary-kontynent.howto.round':
      'A turn: plague (2d6) → the Crusader ship (once the crusade succeeded) → capital income → each player’s turn in order (reorganise, one main action, extra moves) → victory check.',
    'stary-kontynent.howto.end':
      'When at least 5 provinces are controlled and you with your vassals hold 2 provinces more than everyone else together, you are crowned Emperor. Checked at the end of every turn.',
    'stary-kontynent.howto.phase.capitals':
      'In turn, a 2d6 roll picks the province on whose edge you place your capital (garrison 9).',
    'stary-kontynent.howto.phase.crusaders':
      'The king of the Crusader Kingdom chooses where the ship with a new army lands.',
    'stary-kontynent.howto.phase.assault':
      'Fought in waves, die against die. After each wave the attacker decides whether to go on and the defender whether to retreat (unless a standing order says).',
    'stary-kontynent.howto.phase.main':
      'First you may reorganise armies on a hex (same total pips, 1–4 dice), then one main action: levy (+3 garrison), march out of the capital, move, assault, build a castle or crusade — or pass.',
    'stary-kontynent.howto.phase.extra':
      'One move from each province you controlled when your main action began (none after a levy). Each army moves at most once a turn.',
    'stary-kontynent.howto.phase.turn': 'The engine settles plague, crusade and income. Nothing to choose.',
    'stary-kontynent.howto.phase.over': 'The game is over — the result is in the game status.',
    'stary-kontynent.rulings.reconstructed':
      'These values are not in the text (the tile pictures were lost), so they were reconstructed: the tile shapes and terrain of the 11 provinces, where the special fields lie (gold in province 2, the orchard in 12), and the colours green and yellow.',
  },
};
