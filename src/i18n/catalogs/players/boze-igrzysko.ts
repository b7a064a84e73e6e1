import type { Catalog } from '../../types.js';

/**
 * Boże Igrzysko in players' words: "My hand" and the how-to-play of each phase for /game rules.
 * Numbers are filled in after a colon or as "zł"/"PP" amounts, so Polish needs no plural forms.
 */
export const catalog: Catalog = {
  pl: {
    'boze-igrzysko.hand.noSeat': 'Nie siedzisz przy tym stole.',
    'boze-igrzysko.hand.units': 'piechota: {inf}, jazda: {cav}, artyleria: {art}',
    'boze-igrzysko.hand.tokens': '**Żetony wpływu do wykorzystania** (w tej parze tur): {list}',
    'boze-igrzysko.hand.tokensNone': '**Żetony wpływu do wykorzystania:** brak',
    'boze-igrzysko.hand.pool': '**Jednostki w puli** (do werbunku w tej turze): {units}',
    'boze-igrzysko.hand.destroyed': 'Zniszczone w tej turze (wrócą po turze): {units}',
    'boze-igrzysko.hand.treasury':
      'Skarbiec: {zl} zł · prestiż: {pp} PP · kostki w puli: {cubes} · dyski w puli: {discs}',
    'boze-igrzysko.hand.sejm': 'Twoi posłowie na Sejm: {list}',
    'boze-igrzysko.hand.join': '{a}, {b}',
    'boze-igrzysko.hand.draft': '**Twój tajny układ żetonów** (jeszcze niezatwierdzony):',
    'boze-igrzysko.hand.draftSealed': '**Twój tajny układ żetonów** (zatwierdzony, zakryty do odkrycia):',
    'boze-igrzysko.hand.draftEmpty': '• nic jeszcze nie położono',
    'boze-igrzysko.hand.draftSlot': '• {slot}: żeton {value}',
    'boze-igrzysko.hand.bid': 'Twoja tajna oferta o buławę: {zl} zł',
    'boze-igrzysko.hand.plannedPass': 'Zapowiedziany pas: spasujesz przy swojej następnej kolejce w tej fazie.',

    'boze-igrzysko.howto.intro':
      'Każdy gracz prowadzi ród magnacki w Rzeczypospolitej: rozstawia klientelę (kostki) w prowincjach, buduje posiadłości, werbuje armie i walczy z wrogami. Wygrywa najwięcej punktów prestiżu (PP) po 4 turach.',
    'boze-igrzysko.howto.round':
      'Tura (4 razy), 16 faz w 5 etapach: latyfundia (1 dochód, 2 klientela) → polityka (3 buława, 4 Armia Koronna, 5 wydarzenia, 6 posłowie) → akcje magnackie (7 posiadłości, 8 akcje specjalne, 9 armie prywatne) → wojny (10 kampanie, 11 inwazje, 12 odsiecz, 13 ekspansja) → administracja (14 plądrowanie, 15 prestiż, 16 koniec tury).',
    'boze-igrzysko.howto.end':
      'Po 4. turze każda posiadłość daje PP równe wartości swojego pola (z miastem — potrójnie). Wygrywa najwięcej PP; remis rozstrzyga więcej własnych kostek na mapie, potem więcej pieniędzy.',
    'boze-igrzysko.howto.phase.setup':
      'Po kolei stawiasz początkowe posiadłości: dysk trafia na najtańsze wolne pole toru wybranej prowincji.',
    'boze-igrzysko.howto.phase.p1':
      'Każda posiadłość daje tyle złotych, ile wynosi dobrobyt jej prowincji (+2 z zarządcą), razem co najmniej 10 zł. Nic nie wybierasz.',
    'boze-igrzysko.howto.phase.p2':
      'W tajemnicy kładziesz po jednym żetonie wpływu na każdą z 5 prowincji i na Dwór; po odkryciu dostajesz tyle kostek w prowincji, ile wynosi żeton. Żeton z Dworu liczy się w walce o buławę.',
    'boze-igrzysko.howto.phase.p3':
      'Najwyższy żeton na Dworze zostaje Hetmanem i gra pierwszy. Przy remisie gracze składają tajne oferty w złotych.',
    'boze-igrzysko.howto.phase.p4':
      'Do stałego wojska tury dochodzą oddziały zależne od sumy żetonów na Dworze. Nic nie wybierasz.',
    'boze-igrzysko.howto.phase.p5': 'Rzut kośćmi zmienia dobrobyt prowincji i siłę wrogów. Nic nie wybierasz.',
    'boze-igrzysko.howto.phase.p6':
      'Kto ma w prowincji najwięcej kostek (bez remisu), oddaje jedną i dostaje miejsce w Sejmie. Nic nie wybierasz.',
    'boze-igrzysko.howto.phase.p7':
      'Po kolei, od Hetmana, budujesz posiadłość za kostki z prowincji albo pasujesz (pas wyklucza cię do końca fazy).',
    'boze-igrzysko.howto.phase.p8':
      'Dwie kolejki od Hetmana; w każdej jedna akcja (zarządca, Gdańsk, traktat, przesunięcie kostek, liberum veto, konfederacja, kolegia, miasto) albo pominięcie.',
    'boze-igrzysko.howto.phase.p9':
      'Po kolei werbujesz piechotę, jazdę, artylerię (i Kozaków) w prowincji za pieniądze i kostki albo pasujesz.',
    'boze-igrzysko.howto.phase.p10':
      'Po kolei prowadzisz armię z prowincji na sąsiedniego wroga (rzut kostką za jednostkę) albo pasujesz. Trafienia dają kostki na polu wroga i prestiż.',
    'boze-igrzysko.howto.phase.p11':
      'Wróg silniejszy od obrony wkracza do prowincji. Nic nie wybierasz; twoje armie bronią się same.',
    'boze-igrzysko.howto.phase.p12':
      'Hetman atakuje Armią Koronną za darmo, potem posłowie mogą płacić dyskiem z Sejmu za kolejne ataki albo pasować.',
    'boze-igrzysko.howto.phase.p13': 'Wrogowie rozlewają się po mapie według strzałek. Nic nie wybierasz.',
    'boze-igrzysko.howto.phase.p14':
      'Wróg w prowincji niszczy posiadłości i obniża dobrobyt; prowincje w pokoju się bogacą. Nic nie wybierasz.',
    'boze-igrzysko.howto.phase.p15':
      'PP za przewagę kostek na polach wrogów, po 2 PP za miejsce w Sejmie i 1 PP za każde 5 zł. Nic nie wybierasz.',
    'boze-igrzysko.howto.phase.p16': 'Porządki i przygotowanie następnej tury. Nic nie wybierasz.',
    'boze-igrzysko.howto.phase.over': 'Gra skończona — wynik jest w statusie gry.',
    'boze-igrzysko.rulings.reconstructed':
      'Tych wartości nie ma w zachowanym tekście (wydrukowane tabele i plansza nie były dostępne), więc zostały odtworzone: bazowa siła wrogów (poza wartościami z przykładów), prestiż za rajdy (poza Turcją = 5), tabela siły Armii Koronnej (poza sumą 8 = 2 piechoty + 1 jazda), wartości i długość torów posiadłości (8 pól), strzałki ekspansji (poza czarną z Prus i brązową na Litwę).',
  },
  en: {
    'boze-igrzysko.hand.noSeat': 'You have no seat at this table.',
    'boze-igrzysko.hand.units': 'infantry: {inf}, cavalry: {cav}, artillery: {art}',
    'boze-igrzysko.hand.tokens': '**Influence tokens left** (this pair of turns): {list}',
    'boze-igrzysko.hand.tokensNone': '**Influence tokens left:** none',
    'boze-igrzysko.hand.pool': '**Units in your pool** (to recruit this turn): {units}',
    'boze-igrzysko.hand.destroyed': 'Destroyed this turn (back after the turn): {units}',
    'boze-igrzysko.hand.treasury':
      'Treasury: {zl} zł · prestige: {pp} PP · cubes in pool: {cubes} · discs in pool: {discs}',
    'boze-igrzysko.hand.sejm': 'Your Sejm deputies: {list}',
    'boze-igrzysko.hand.join': '{a}, {b}',
    'boze-igrzysko.hand.draft': '**Your secret token placement** (not confirmed yet):',
    'boze-igrzysko.hand.draftSealed': '**Your secret token placement** (confirmed, face down until the reveal):',
    'boze-igrzysko.hand.draftEmpty': '• nothing placed yet',
    'boze-igrzysko.hand.draftSlot': '• {slot}: token {value}',
    'boze-igrzysko.hand.bid': 'Your sealed bid for the mace: {zl} zł',
    'boze-igrzysko.hand.plannedPass': 'Pass announced: you will pass at your next turn in this phase.',

    'boze-igrzysko.howto.intro':
      'Each player leads a magnate house of the Commonwealth: places clients (cubes) in the provinces, builds estates, raises armies and fights the enemies. The most prestige points (PP) after 4 turns wins.',
    'boze-igrzysko.howto.round':
      'A turn (4 times), 16 phases in 5 stages: estates (1 income, 2 clientele) → politics (3 mace, 4 Crown Army, 5 events, 6 deputies) → magnate actions (7 estates, 8 special actions, 9 private armies) → wars (10 campaigns, 11 invasions, 12 relief, 13 expansion) → administration (14 plunder, 15 prestige, 16 end of turn).',
    'boze-igrzysko.howto.end':
      'After turn 4 each estate scores PP equal to its space’s value (triple with a city). Most PP wins; ties go to more own cubes on the map, then more money.',
    'boze-igrzysko.howto.phase.setup':
      'In turn you place your starting estates: the disc goes on the cheapest free space of the chosen province’s track.',
    'boze-igrzysko.howto.phase.p1':
      'Each estate brings as many złoty as its province’s prosperity (+2 with a manager), at least 10 zł in all. Nothing to choose.',
    'boze-igrzysko.howto.phase.p2':
      'Secretly lay one influence token on each of the 5 provinces and on the Royal Court; after the reveal you get as many cubes in a province as the token shows. The Court token counts for the mace.',
    'boze-igrzysko.howto.phase.p3':
      'The highest Court token becomes Hetman and plays first. On a tie, the tied players make sealed bids in złoty.',
    'boze-igrzysko.howto.phase.p4':
      'The turn’s standing troops plus more by the sum of the Court tokens. Nothing to choose.',
    'boze-igrzysko.howto.phase.p5':
      'Dice change the provinces’ prosperity and the enemies’ strength. Nothing to choose.',
    'boze-igrzysko.howto.phase.p6':
      'Whoever has the most cubes in a province (no tie) gives up one and takes a Sejm seat. Nothing to choose.',
    'boze-igrzysko.howto.phase.p7':
      'In turn, from the Hetman, build an estate with cubes from the province, or pass (a pass keeps you out for the rest of the phase).',
    'boze-igrzysko.howto.phase.p8':
      'Two rounds from the Hetman; in each, one action (land manager, Gdańsk, treaty, move cubes, liberum veto, confederation, colleges, city) or skip.',
    'boze-igrzysko.howto.phase.p9':
      'In turn, recruit infantry, cavalry, artillery (and Cossacks) in a province for money and cubes, or pass.',
    'boze-igrzysko.howto.phase.p10':
      'In turn, lead an army from a province against its neighbouring enemy (one die per unit), or pass. Hits put cubes on the enemy field and earn prestige.',
    'boze-igrzysko.howto.phase.p11':
      'An enemy stronger than the defence marches into a province. Nothing to choose; your armies defend on their own.',
    'boze-igrzysko.howto.phase.p12':
      'The Hetman attacks with the Crown Army for free, then deputies may pay a Sejm disc for further attacks, or pass.',
    'boze-igrzysko.howto.phase.p13': 'The enemies spread along the arrows. Nothing to choose.',
    'boze-igrzysko.howto.phase.p14':
      'Enemies in a province destroy estates and lower prosperity; provinces at peace prosper. Nothing to choose.',
    'boze-igrzysko.howto.phase.p15':
      'PP for the most cubes on enemy fields, 2 PP per Sejm seat and 1 PP per 5 zł. Nothing to choose.',
    'boze-igrzysko.howto.phase.p16': 'Tidying up for the next turn. Nothing to choose.',
    'boze-igrzysko.howto.phase.over': 'The game is over — the result is in the game status.',
    'boze-igrzysko.rulings.reconstructed':
      'These values are not in the surviving text (the printed tables and the board were not available), so they were reconstructed: the enemies’ base strengths (except the values in the examples), raid prestige (except the Ottomans = 5), the Crown Army strength table (except sum 8 = 2 infantry + 1 cavalry), the estate track values and length (8 spaces), and the expansion arrows (except the black one from Prussia and the brown one into Lithuania).',
  },
};
