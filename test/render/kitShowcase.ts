/**
 * A demo board that uses every primitive of the render kit, with the longest Polish labels
 * we could think of. Rendered by the kit tests (to tmp/render-kit-*.png) and by the bench.
 */

import type { Locale } from '../../src/i18n/types.js';
import {
  area,
  type BoardRenderer,
  type Card,
  card,
  contentArea,
  d6,
  d10,
  fan,
  fitHexLayout,
  type HexCell,
  hexGrid,
  legend,
  PANEL_HEADING,
  panel,
  playerPanel,
  seatStyle,
  THEME,
  token,
  track,
} from '../../src/render/kit/index.js';

export type Terrain = 'plains' | 'forest' | 'hills' | 'water';

export interface ShowcaseView {
  round: number;
  hexes: {
    q: number;
    r: number;
    terrain: Terrain;
    province: number;
    army: { seat: number; strength: number } | null;
  }[];
  provinces: { name: string; tokens: number[]; note: string }[];
  scores: number[];
  players: { name: string; faction: string; gold: number; influence: number; cards: number }[];
  active: number;
  dice: number[];
  d10: number[];
  tableau: { title: string; text: string; value: number }[];
  hand: { title: string; text: string }[];
  deck: number;
}

const WORDS: Record<Locale, Record<string, string>> = {
  pl: {
    plains: 'Równina',
    forest: 'Puszcza',
    hills: 'Wzgórza',
    water: 'Jezioro',
    provinces: 'Prowincje i pola Sejmu',
    dice: 'Rzuty kośćmi',
    cards: 'Karty na stole, talia i ręka',
    score: 'Tor punktów zwycięstwa',
    legend: 'Legenda',
    changed: 'Zmiana od ostatniego obrazu',
    gold: 'Złoto',
    influence: 'Wpływy',
    cards1: 'Karty',
    deck: 'Talia: {n}',
    faction: 'Frakcja',
    hidden: 'Karta zakryta',
  },
  en: {
    plains: 'Plains',
    forest: 'Forest',
    hills: 'Hills',
    water: 'Lake',
    provinces: 'Provinces and Sejm fields',
    dice: 'Dice rolls',
    cards: 'Cards on the table, deck and hand',
    score: 'Victory point track',
    legend: 'Legend',
    changed: 'Changed since the last image',
    gold: 'Gold',
    influence: 'Influence',
    cards1: 'Cards',
    deck: 'Deck: {n}',
    faction: 'Faction',
    hidden: 'Face-down card',
  },
};

const TERRAIN_FILL: Record<Terrain, string> = {
  plains: '#E8DDA0',
  forest: '#9CC08A',
  hills: '#CDB38B',
  water: '#9CC3DA',
};

export const SHOWCASE_SIZE = { width: 1600, height: 1000 } as const;

/** The start position: every value in range, long Polish names everywhere. */
export function showcaseView(): ShowcaseView {
  const hexes: ShowcaseView['hexes'] = [];
  const terrains: Terrain[] = ['plains', 'forest', 'hills', 'plains', 'water', 'forest', 'plains'];
  let i = 0;
  for (let r = -3; r <= 3; r++) {
    for (let q = -3; q <= 3; q++) {
      if (Math.abs(q + r) > 3) continue;
      const province = (q >= 0 ? 1 : 0) + (r >= 0 ? 2 : 0) + (q === 0 && r === 0 ? 4 : 0);
      hexes.push({
        q,
        r,
        terrain: terrains[(i * 5 + q + 2 * r + 21) % terrains.length] ?? 'plains',
        province,
        army: i % 6 === 1 ? { seat: i % 5, strength: 1 + (i % 9) } : null,
      });
      i++;
    }
  }
  return {
    round: 3,
    hexes,
    provinces: [
      { name: 'Województwo Sandomierskie', tokens: [2, 0, 1, 0, 3], note: 'Wartość: 3 · Premia: 2' },
      { name: 'Księstwo Żmudzkie i Inflanty Polskie', tokens: [0, 4, 0, 1, 0], note: 'Zagrożenie: wysokie' },
      { name: 'Sejm Walny Koronny', tokens: [1, 1, 1, 1, 1], note: 'Obrady w toku' },
      { name: 'Pole Konfliktu — Chocim', tokens: [0, 0, 5, 0, 12], note: 'Siła: 17' },
    ],
    scores: [4, 4, 11, 27, 4],
    players: [
      { name: 'Grzegorz Brzęczyszczykiewicz', faction: 'Radziwiłłowie', gold: 12, influence: 3, cards: 5 },
      { name: 'Żaneta Łęczyńska-Świętochowska', faction: 'Potoccy', gold: 7, influence: 9, cards: 2 },
      { name: 'Ala', faction: 'Zamoyscy', gold: 0, influence: 1, cards: 0 },
      { name: 'Szczęsny Źdźbło', faction: 'Lubomirscy', gold: 104, influence: 12, cards: 7 },
      { name: 'ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż', faction: 'Sapiehowie', gold: 3, influence: 0, cards: 1 },
    ],
    active: 1,
    dice: [1, 2, 3, 4, 5, 6],
    d10: [0, 7, 10],
    tableau: [
      {
        title: 'Rokosz Zebrzydowskiego',
        text: 'Każdy gracz, który ma najwięcej wpływów w Sejmie, traci dwa złote i jedną kartę rodu.',
        value: 4,
      },
      { title: 'Pospolite ruszenie', text: 'Dodaj 3 do siły obrony.', value: 3 },
    ],
    hand: [
      { title: 'Hetman wielki koronny', text: 'Dowodzi wojskiem.' },
      { title: 'Podskarbi', text: 'Pobierz 2 złote.' },
      { title: 'Kanclerz', text: 'Zagraj kartę Sejmu.' },
      { title: 'Marszałek', text: 'Prowadzi obrady.' },
      { title: 'Wojewoda', text: 'Zbierz podatki.' },
    ],
    deck: 23,
  };
}

/** The position after one move: armies, tokens, a score, resources and the table changed. */
export function showcaseNextView(): ShowcaseView {
  const v = showcaseView();
  const h = v.hexes.find((x) => x.q === 1 && x.r === -1);
  if (h) h.army = { seat: 3, strength: 6 };
  const p = v.provinces[1];
  if (p) p.tokens = [0, 4, 0, 2, 0];
  v.scores[3] = 29;
  const pl = v.players[3];
  if (pl) pl.gold = 101;
  v.dice = [6, 5, 4, 3, 2, 1];
  v.active = 2;
  v.tableau.push({ title: 'Liberum veto', text: 'Zerwij obrady Sejmu.', value: 1 });
  return v;
}

export const showcaseRenderer: BoardRenderer<ShowcaseView> = {
  ...SHOWCASE_SIZE,
  draw(view, ctx) {
    const w = WORDS[ctx.locale];
    const word = (k: string): string => w[k] ?? k;
    const c = ctx.changes;
    const seats = view.players.map((_, i) => seatStyle(i));
    const seat = (i: number) => seats[i] ?? seatStyle(i);
    const box = contentArea(SHOWCASE_SIZE);
    const out: string[] = [];

    // Hex map, top left.
    const mapBox = { x: box.x, y: box.y, width: 620, height: 560 };
    out.push(panel({ ...mapBox, title: `${word('provinces')} · ${view.hexes.length}` }));
    const layout = fitHexLayout('pointy', view.hexes, {
      x: mapBox.x + 10,
      y: mapBox.y + PANEL_HEADING + 6,
      width: mapBox.width - 20,
      height: mapBox.height - PANEL_HEADING - 12,
    });
    const cells: HexCell[] = view.hexes.map((hx, i) => ({
      q: hx.q,
      r: hx.r,
      fill: TERRAIN_FILL[hx.terrain],
      label: String(hx.province + 1),
      sublabel: word(hx.terrain),
      region: String(hx.province),
      content: hx.army ? d6(0, 0, layout.size * 0.62, hx.army.strength, { seat: seat(hx.army.seat) }) : undefined,
      changed: c.has('hexes', i),
    }));
    out.push(hexGrid({ ...layout, cells }));

    // Provinces / Sejm fields, top middle.
    const areasBox = { x: box.x + 636, y: box.y, width: 478, height: 330 };
    const aw = (areasBox.width - 10) / 2;
    const ah = (areasBox.height - 10) / 2;
    view.provinces.forEach((p, i) => {
      const x = areasBox.x + (i % 2) * (aw + 10);
      const y = areasBox.y + Math.floor(i / 2) * (ah + 10);
      const shape =
        i === 3
          ? {
              kind: 'polygon' as const,
              points: [
                { x: x + 20, y },
                { x: x + aw, y },
                { x: x + aw - 20, y: y + ah },
                { x, y: y + ah },
              ],
            }
          : { kind: 'rect' as const, x, y, width: aw, height: ah };
      out.push(
        area({
          shape,
          name: p.name,
          note: p.note,
          fill: i === 2 ? THEME.panelAlt : THEME.panel,
          tokens: p.tokens.map((count, s) => ({ style: seat(s), count })),
          content: i === 3 ? { x: x + 24, y: y + 6, width: aw - 48, height: ah - 12 } : undefined,
          changed: c.has('provinces', i),
        }),
      );
    });

    // Cards, middle.
    const cardsTop = areasBox.y + areasBox.height + 12;
    const cardsBox = { x: areasBox.x, y: cardsTop, width: 478, height: box.y + 560 + 12 + 100 - cardsTop };
    out.push(panel({ ...cardsBox, title: `${word('cards')} · ${word('deck').replace('{n}', String(view.deck))}` }));
    const cw = 104;
    const ch = 138;
    view.tableau.forEach((t, i) => {
      out.push(
        card(
          {
            faceUp: true,
            title: t.title,
            text: t.text,
            value: t.value,
            accent: i === 0 ? '#7A2E2E' : '#2E5A7A',
            changed: c.has('tableau', i),
          },
          { x: cardsBox.x + 12 + i * (cw + 10), y: cardsBox.y + PANEL_HEADING + 10, width: cw, height: ch },
        ),
      );
    });
    out.push(
      card(
        { faceUp: false, label: word('deck').replace('{n}', String(view.deck)) },
        { x: cardsBox.x + cardsBox.width - cw - 12, y: cardsBox.y + PANEL_HEADING + 10, width: cw, height: ch },
      ),
    );
    const hand: Card[] = view.hand.map((h, i) =>
      i === 2
        ? { faceUp: false, label: word('hidden') }
        : { faceUp: true, title: h.title, text: h.text, accent: '#5A4A2E' },
    );
    out.push(
      fan(hand, {
        x: cardsBox.x + cardsBox.width / 2,
        y: cardsBox.y + cardsBox.height - 8,
        cardWidth: 86,
        cardHeight: 124,
        step: 60,
      }),
    );

    // Dice, under the map.
    const diceBox = { x: box.x, y: mapBox.y + mapBox.height + 12, width: 620, height: 100 };
    out.push(panel({ ...diceBox, title: word('dice') }));
    const dy = diceBox.y + PANEL_HEADING + (diceBox.height - PANEL_HEADING) / 2;
    view.dice.forEach((v, i) => {
      out.push(
        d6(diceBox.x + 40 + i * 58, dy, 46, v, { seat: i < 3 ? seat(i) : undefined, changed: c.has('dice', i) }),
      );
    });
    view.d10.forEach((v, i) => {
      out.push(d10(diceBox.x + 420 + i * 64, dy, 56, v, { seat: i === 2 ? seat(4) : undefined }));
    });

    // Score track, bottom left, snaking over two rows.
    const trackBox = {
      x: box.x,
      y: diceBox.y + diceBox.height + 12,
      width: 1114,
      height: box.y + box.height - (diceBox.y + diceBox.height + 12),
    };
    out.push(panel({ ...trackBox }));
    const changedScores = view.scores.flatMap((s, i) => (c.has('scores', i) ? [s] : []));
    out.push(
      track({
        x: trackBox.x + 10,
        y: trackBox.y + 6,
        width: trackBox.width - 20,
        height: trackBox.height - 12,
        spaces: Array.from({ length: 32 }, (_, i) => (i % 10 === 0 ? { fill: THEME.panelAlt } : {})),
        columns: 16,
        snake: true,
        title: word('score'),
        markers: view.scores.map((space, s) => ({ space, style: seat(s) })),
        changed: changedScores,
      }),
    );

    // Player panels, right.
    const px = box.x + 1130;
    const pw = box.x + box.width - px;
    view.players.forEach((p, i) => {
      out.push(
        playerPanel({
          x: px,
          y: box.y + i * 112,
          width: pw,
          height: 102,
          style: seat(i),
          name: p.name,
          status: p.faction,
          active: i === view.active,
          resources: [
            { label: word('gold'), value: p.gold },
            { label: word('influence'), value: p.influence },
            { label: word('cards1'), value: p.cards },
          ],
          changed: c.has('players', i),
        }),
      );
    });

    // Legend, bottom right.
    const ly = box.y + 5 * 112 + 4;
    const legendBox = { x: px, y: ly, width: pw, height: box.y + box.height - ly };
    out.push(panel(legendBox));
    out.push(
      legend({
        x: legendBox.x + 10,
        y: legendBox.y + 6,
        width: legendBox.width - 20,
        height: legendBox.height - 12,
        title: word('legend'),
        columns: 2,
        entries: [
          ...view.players.map((p, i) => ({ kind: 'seat' as const, style: seat(i), label: p.faction })),
          ...(['plains', 'forest', 'hills', 'water'] as const).map((t) => ({
            kind: 'fill' as const,
            fill: TERRAIN_FILL[t],
            label: word(t),
          })),
          {
            kind: 'symbol' as const,
            draw: (x: number, y: number, r: number) => token(x, y, r, seat(0), { text: 3 }),
            label: word('influence'),
          },
          { kind: 'changed' as const, label: word('changed') },
        ],
      }),
    );
    return out;
  },
};
