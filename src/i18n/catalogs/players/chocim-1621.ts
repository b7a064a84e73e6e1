import type { Catalog } from '../../types.js';

/**
 * Chocim 1621 in players' words: "My hand" and the how-to-play of each phase for /game rules.
 * Numbers are filled in after a colon ("karty: 3"), so Polish needs no plural forms here.
 */
export const catalog: Catalog = {
  pl: {
    'chocim-1621.hand.noSide': 'Nie dowodzisz żadną ze stron.',
    'chocim-1621.hand.cardsHeader': '**Karty dowódców na ręce** (wartość dowodzenia w nawiasie) — kart: {n}',
    'chocim-1621.hand.card': '• {card}{stratagem}',
    'chocim-1621.hand.leadersHeader': '**Wodzowie** (odkryci na stole):',
    'chocim-1621.hand.leader': '• {card}{stratagem} — gotowy',
    'chocim-1621.hand.leaderUsed': '• {card}{stratagem} — użyty w tym tygodniu (odwrócony)',
    'chocim-1621.hand.withStratagem': ' — fortel: {what}',
    'chocim-1621.hand.noStratagem': ' — bez fortelu',
    'chocim-1621.hand.stratagem.multiField': 'rozmieszczenie na kilku polach naraz',
    'chocim-1621.hand.stratagem.redeploy':
      'przegrupowanie: jednostki także z akcji obrony i z pola jednostek rozbitych',
    'chocim-1621.hand.stratagem.withdraw': 'wycofanie własnych jednostek z akcji do rezerwy (do: {count})',
    'chocim-1621.hand.stratagem.pilafLevy': 'janczarzy na pilaw (dokładnie: {count}), od razu morale +{morale}',
    'chocim-1621.hand.stratagem.diceLevy':
      'jednostki na walną bitwę albo szturm (dokładnie: {count}), +1 do wybranych kości (kości: {dice})',
    'chocim-1621.hand.none': '• brak',
    'chocim-1621.hand.deck': 'Talia dowódców (zakryta): kart: {n}',
    'chocim-1621.hand.diplomacy': '**Zebrane karty dyplomacji** — kart: {n}; {strengths}',
    'chocim-1621.hand.diplomacyNone': '**Zebrane karty dyplomacji:** brak',
    'chocim-1621.hand.strengths': 'siła argumentów: {list} (razem {total})',
    'chocim-1621.hand.sealedSupport': 'Twoje zakryte wsparcie w starciu ({field}): jednostek: {n}',
    'chocim-1621.hand.sealedBoosts': 'Twoje zakryte +1 na kościach nr: {dice}',
    'chocim-1621.hand.sealedRecall': '**Zakryte oznaczenia powrotu do obozu:**',
    'chocim-1621.hand.recallPick': '• {unit} — {from}',
    'chocim-1621.hand.negotiation': '**Karty do negocjacji** — kart: {n}; {strengths}',
    'chocim-1621.hand.negotiationNone': '**Karty do negocjacji:** brak',
    'chocim-1621.hand.sealedClaim': 'Zakryte na roszczenie „{claim}”: {strengths}',

    'chocim-1621.howto.intro':
      'Oblężenie obozu pod Chocimiem, dwie strony: Rzeczpospolita broni obozu, Imperium Osmańskie go szturmuje. Karty dowódców wysyłają jednostki na akcje planszy; walki rozstrzygają kości.',
    'chocim-1621.howto.round':
      'Tydzień (najwyżej 5): przygotowania → działania → dyplomacja → efekty → zapasy → podsumowanie; potem negocjacje pokojowe.',
    'chocim-1621.howto.end':
      'Osmanie zdobywają obóz hetmana (wygrywają od razu) albo ich morale spada do buntu (wygrywa Rzeczpospolita). W pozostałych przypadkach po 5. tygodniu, przy rokoszu lub głodzie — negocjacje: strony zagrywają zakryte karty dyplomacji na pięć roszczeń; wygrywa więcej punktów z wygranych roszczeń.',
    'chocim-1621.howto.phase.preparation':
      'Dobierasz karty dowódców do limitu (Rzeczpospolita 7, Osmanie 8, łącznie z wodzami), wodzowie wracają do gry, działają okoliczności tygodnia (śmierć Chodkiewicza, chłód, śnieg), sprawdza się bunt, a na stół trafia 7 kart dyplomacji.',
    'chocim-1621.howto.phase.actions':
      'Na zmianę zagrywacie po jednej karcie dowódcy (zaczyna Rzeczpospolita): rozkazem (wystaw tyle jednostek na akcje, ile wynosi wartość dowodzenia) albo fortelem z karty. Wystawienie może wywołać szturm lub walną bitwę. Pas kończy twoje działania w tym tygodniu.',
    'chocim-1621.howto.phase.diplomacy':
      'Na zmianę bierzecie karty dyplomacji z 7 odkrytych; pierwszy wybiera ten, kto ma mniej jednostek rozbitych (albo Osmanie, jeśli trzymają pole Rzeczypospolitej). Zebrane karty są tajne aż do negocjacji.',
    'chocim-1621.howto.phase.effects':
      'Najpierw efekt walnej bitwy, potem każda strona w wybranej przez siebie kolejności rozpatruje swoje akcje z jednostkami (plądrowanie, wyprawy, ostrzał, fortyfikacje…). Jednostki wracają potem do rezerw.',
    'chocim-1621.howto.phase.supply': 'Jedną trzecią (w górę) liczby swoich jednostek w grze. Nic nie wybierasz.',
    'chocim-1621.howto.phase.summary':
      'Jednostki wracają do obozu (obrona i kontrola mogą zostać), rozbite obniżają morale, ranni giną, zapasy dają morale albo głód. Wybierasz, które jednostki zostają na polach i które odpadają.',
    'chocim-1621.howto.phase.negotiation':
      'Odkrywa się kolejno pięć roszczeń; na każde kładziesz w tajemnicy dowolne karty dyplomacji. Wyższa suma siły wygrywa roszczenie i jego punkty.',
    'chocim-1621.howto.phase.over': 'Gra skończona — wynik jest w statusie gry.',
    'chocim-1621.rulings.reconstructed':
      'Tych wartości nie ma w zachowanym tekście instrukcji (plansza i karty nie były dostępne), więc zostały odtworzone: układ pól i ich połączenia, minima, maksima i limity pól oraz umocnienia (poza wałami = 2), granice walnej bitwy, tory morale i zapasów, 41 z 45 kart dowódców, siła 55 kart dyplomacji, 4 z 5 wartości roszczeń, efekt pospolitego ruszenia z Siwasu.',
  },
  en: {
    'chocim-1621.hand.noSide': 'You command neither side.',
    'chocim-1621.hand.cardsHeader': '**Commander cards in hand** (command value in brackets) — cards: {n}',
    'chocim-1621.hand.card': '• {card}{stratagem}',
    'chocim-1621.hand.leadersHeader': '**Leaders** (face up on the table):',
    'chocim-1621.hand.leader': '• {card}{stratagem} — ready',
    'chocim-1621.hand.leaderUsed': '• {card}{stratagem} — used this week (turned over)',
    'chocim-1621.hand.withStratagem': ' — stratagem: {what}',
    'chocim-1621.hand.noStratagem': ' — no stratagem',
    'chocim-1621.hand.stratagem.multiField': 'deploy onto several fields at once',
    'chocim-1621.hand.stratagem.redeploy': 'redeploy: units may also come from defence actions and the routed area',
    'chocim-1621.hand.stratagem.withdraw': 'withdraw own units from actions to the reserve (up to {count})',
    'chocim-1621.hand.stratagem.pilafLevy': 'janissaries onto the pilaf (exactly {count}), at once morale +{morale}',
    'chocim-1621.hand.stratagem.diceLevy':
      'units onto the pitched battle or an assault (exactly {count}), +1 on chosen dice (dice: {dice})',
    'chocim-1621.hand.none': '• none',
    'chocim-1621.hand.deck': 'Commander deck (face down): cards: {n}',
    'chocim-1621.hand.diplomacy': '**Diplomacy cards collected** — cards: {n}; {strengths}',
    'chocim-1621.hand.diplomacyNone': '**Diplomacy cards collected:** none',
    'chocim-1621.hand.strengths': 'argument strengths: {list} (total {total})',
    'chocim-1621.hand.sealedSupport': 'Your sealed support in the combat ({field}): units: {n}',
    'chocim-1621.hand.sealedBoosts': 'Your sealed +1 on dice no.: {dice}',
    'chocim-1621.hand.sealedRecall': '**Your sealed back-to-camp marks:**',
    'chocim-1621.hand.recallPick': '• {unit} — {from}',
    'chocim-1621.hand.negotiation': '**Cards for the negotiations** — cards: {n}; {strengths}',
    'chocim-1621.hand.negotiationNone': '**Cards for the negotiations:** none',
    'chocim-1621.hand.sealedClaim': 'Sealed for the claim “{claim}”: {strengths}',

    'chocim-1621.howto.intro':
      'The siege of the camp at Khotyn, two sides: the Commonwealth defends the camp, the Ottoman Empire storms it. Commander cards send units onto the board’s actions; dice decide the fights.',
    'chocim-1621.howto.round':
      'A week (at most 5): preparation → actions → diplomacy → effects → supply → summary; then the peace negotiations.',
    'chocim-1621.howto.end':
      'The Ottomans take the Hetman’s camp (they win at once) or their morale falls to mutiny (the Commonwealth wins). Otherwise, after week 5, on a rebellion or on famine, negotiations: both sides play face-down diplomacy cards on five claims; more points from claims won wins.',
    'chocim-1621.howto.phase.preparation':
      'You draw commander cards up to your limit (Commonwealth 7, Ottomans 8, leaders included), leaders come back, the week’s circumstances strike (Chodkiewicz’s death, cold, snow), mutiny is checked and 7 diplomacy cards are dealt face up.',
    'chocim-1621.howto.phase.actions':
      'You take turns playing one commander card each (the Commonwealth starts): as an order (deploy as many units onto actions as its command value) or as the stratagem printed on it. A deployment can trigger an assault or the pitched battle. Passing ends your actions for the week.',
    'chocim-1621.howto.phase.diplomacy':
      'You take turns picking diplomacy cards from the 7 face up; the side with fewer routed units picks first (or the Ottomans, if they hold a Commonwealth field). Collected cards stay secret until the negotiations.',
    'chocim-1621.howto.phase.effects':
      'First the pitched battle’s effect, then each side resolves its manned actions in the order it chooses (plunder, expeditions, bombardment, fortification…). The units then go back to their reserves.',
    'chocim-1621.howto.phase.supply': 'A third (rounded up) of its units in play. Nothing to choose.',
    'chocim-1621.howto.phase.summary':
      'Units go back to camp (defence and control may stay), routed units lower morale, the wounded die, supply gives morale or famine. You choose which units stay on the fields and which are lost.',
    'chocim-1621.howto.phase.negotiation':
      'Five claims are revealed one by one; on each you secretly lay any diplomacy cards. The higher total strength wins the claim and its points.',
    'chocim-1621.howto.phase.over': 'The game is over — the result is in the game status.',
    'chocim-1621.rulings.reconstructed':
      'These values are not in the surviving rulebook text (the board and the cards were not available), so they were reconstructed: the layout and links of the fields, field minimums, maximums and limits and the fortifications (except the ramparts = 2), the pitched battle limits, the morale and supply tracks, 41 of the 45 commander cards, the strengths of the 55 diplomacy cards, 4 of the 5 claim values, and the Sivas levy effect.',
  },
};
