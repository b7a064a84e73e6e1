/**
 * The board of Niepodległa (spec §9.4), drawn from the spectator view only: the map with
 * independence and obstacle tokens per city and controlled regions, the time track with the
 * shield, the two politics tracks and their meeting, the morale pool, the mission display (or
 * the border-defence cards), the pending group decision, and one panel per player. The panels'
 * frames and fixed headings, the politics and morale tracks' spaces and the two keys never
 * change in a game: they are the static layer (`drawBase`), rasterised once per locale.
 */
import type { Msg } from '../../engines/kit/types.js';
import type { Face } from '../../engines/niepodlegla/data/symbols.js';
import { TOKEN_DATA, type TokenId } from '../../engines/niepodlegla/data/tokens.js';
import type { View } from '../../engines/niepodlegla/view.js';
import { hasMessage, msgId, type People, t, tPeople } from '../../i18n/index.js';
import type { Locale } from '../../i18n/types.js';
import {
  area,
  type BoardRenderer,
  card,
  contentArea,
  el,
  fitText,
  highlightRect,
  inkOn,
  LINE_HEIGHT,
  label,
  measureText,
  PANEL_HEADING,
  panel,
  panelHeading,
  panelRule,
  playerName,
  playerPanel,
  seatStyle,
  TEXT_FLOOR,
  THEME,
  type TrackOptions,
  textBox,
  track,
} from '../kit/index.js';
import { activistToken, MAP_PIECES, type MapPiece, mapPiece } from './niepodlegla-pieces.js';

const SIZE = { width: 1600, height: 1000 };
const NS = 'niepodlegla.board';

/** A character die on a crowded panel: the hero's surname, from the game's catalog (not the raw id). */
function surname(locale: Locale, id: string): string {
  return (
    t(locale, { key: `niepodlegla.character.${id}` })
      .split(' ')
      .at(-1) ?? id
  );
}

function tr(locale: Locale, key: string, params?: Record<string, string | number | Msg>): string {
  return t(locale, { key: `${NS}.${key}`, ...(params ? { params } : {}) });
}

/** Chip colours of the dice symbols: dark enough for white words, and never a seat's colour alone (each chip names its symbol). */
const SYMBOL_FILL: Record<Face, string> = {
  PEOPLE: '#2e6b3a',
  DIPLOMACY: '#2a5a9a',
  MONEY: '#86620a',
  FIGHT: '#a3312b',
  JOKER: '#5b3d7a',
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const CHIP_H = 18;
const CHIP_GAP = 2;

const CHIP_SIZE = TEXT_FLOOR;

/**
 * A requirement as one chip per symbol kind ("2× walka", or just "walka" for one), in the
 * order the symbols first appear, flowing left to right and wrapping. Repeated words of a
 * board become cached label sprites, so this costs few glyphs. Returns the SVG and the
 * height used.
 */
function requirementChips(
  locale: Locale,
  req: readonly Face[],
  box: Box,
  short = false,
): { svg: string; height: number } {
  const counts = new Map<Face, number>();
  for (const f of req) counts.set(f, (counts.get(f) ?? 0) + 1);
  // Every chip's rect before every chip's words, so no shape is painted over a label (labels
  // on top are painted from cached images, outside the SVG: see src/render/labelSprites.ts).
  const out: string[] = [];
  const words: string[] = [];
  let x = box.x;
  let y = box.y;
  for (const [sym, n] of counts) {
    // The symbol's name, or its short form on a card too narrow for the name at the type floor.
    const chip = (key: string) => {
      const name = t(locale, key);
      return n > 1 ? tr(locale, 'req', { n, sym: name }) : name;
    };
    const long = chip(`niepodlegla.symbol.${sym}`);
    const text =
      !short && measureText(long, CHIP_SIZE, 'condensedBold') + 7 <= box.width
        ? long
        : chip(`render.niepodlegla.short.${sym}`);
    const width = Math.min(box.width, measureText(text, CHIP_SIZE, 'condensedBold') + 7);
    if (x > box.x && x + width > box.x + box.width) {
      x = box.x;
      y += CHIP_H + CHIP_GAP;
    }
    const fill = SYMBOL_FILL[sym];
    out.push(el('rect', { x, y, width, height: CHIP_H, rx: 4, fill }));
    words.push(
      textBox(text, {
        x: x + 3,
        y,
        width: width - 6,
        height: CHIP_H,
        size: CHIP_SIZE,
        face: 'condensedBold',
        align: 'start',
        colour: inkOn(fill),
      }),
    );
    x += width + CHIP_GAP;
  }
  return { svg: out.join('') + words.join(''), height: counts.size > 0 ? y + CHIP_H + CHIP_GAP - box.y : 0 };
}

/**
 * The symbols a seat's dice show, as chips like the mission requirements ("3× ludzie") so they
 * read against the cards: each symbol on each held face counts once (§6: the symbols of one die
 * may go to different missions). One row, at the type floor: the names when they fit, else
 * their short forms ("3× lud."), else each symbol's tile (as on the activist tokens, whose key
 * the board prints) with its count. Returns the SVG.
 */
function diceChips(locale: Locale, faces: readonly Face[], box: Box): string {
  const counts = new Map<Face, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  const gap = 3;
  const chipsOf = (short: boolean) =>
    [...counts].map(([sym, n]) => {
      const name = short
        ? t(locale, `render.niepodlegla.short.${sym}`)
        : sym === 'JOKER'
          ? t(locale, 'render.niepodlegla.joker')
          : t(locale, { key: `niepodlegla.symbol.${sym}` });
      const text = n > 1 ? tr(locale, 'req', { n, sym: name }) : name;
      return { sym, text, width: measureText(text, CHIP_SIZE, 'condensedBold') + 7 };
    });
  const rowWidth = (chips: { width: number }[]) => chips.reduce((w, c) => w + c.width + gap, -gap);
  const long = chipsOf(false);
  const chips = rowWidth(long) <= box.width ? long : chipsOf(true);
  const out: string[] = [];
  const words: string[] = [];
  let x = box.x;
  if (rowWidth(chips) > box.width) return diceTiles(counts, box);
  // Every chip's rect before every chip's words (labels on top are painted from cached images).
  for (const c of chips) {
    const fill = SYMBOL_FILL[c.sym];
    out.push(el('rect', { x, y: box.y, width: c.width, height: CHIP_H, rx: 4, fill }));
    words.push(
      textBox(c.text, {
        x: x + 3,
        y: box.y,
        width: c.width - 6,
        height: CHIP_H,
        size: CHIP_SIZE,
        face: 'condensedBold',
        align: 'start',
        colour: inkOn(fill),
      }),
    );
    x += c.width + gap;
  }
  return out.join('') + words.join('');
}

/** The dice's symbols as tiles with their counts, for a row too narrow even for short words. */
function diceTiles(counts: ReadonlyMap<Face, number>, box: Box): string {
  const tiles: string[] = [];
  const numbers: string[] = [];
  const cy = box.y + CHIP_H / 2;
  let x = box.x;
  for (const [sym, n] of counts) {
    tiles.push(activistToken(sym, true, x + TOKEN_R, cy, TOKEN_R));
    x += 2 * TOKEN_R + 2;
    numbers.push(label(String(n), x, cy + 6, { size: TEXT_FLOOR, face: 'sansBold' }));
    x += measureText(String(n), TEXT_FLOOR, 'sansBold') + 8;
  }
  return tiles.join('') + numbers.join('');
}

const REWARD_INK = '#2e6b3a';
const PENALTY_INK = '#a3312b';

/** A reward (▲, green) or penalty (▼, red): the shape tells them apart without colour. */
function effectMark(cx: number, cy: number, reward: boolean): string {
  const r = 4;
  const d = reward
    ? `M${cx - r} ${cy + r * 0.8}L${cx} ${cy - r}L${cx + r} ${cy + r * 0.8}Z`
    : `M${cx - r} ${cy - r * 0.8}L${cx} ${cy + r}L${cx + r} ${cy - r * 0.8}Z`;
  return el('path', { d, fill: reward ? REWARD_INK : PENALTY_INK });
}

const FX_SIZE = TEXT_FLOOR;
/** One row of an effect at the type floor. */
const FX_LINE = 17;
/**
 * An effect on two rows: two lines' advance at the type floor (a box shorter than that holds
 * one line only, cut with "…").
 */
const FX_TWO_ROWS = Math.ceil(2 * FX_SIZE * LINE_HEIGHT);

/**
 * The effect lines of a mission card: rewards stacked under the requirement chips, the
 * penalty at the foot of the card, as the printed cards split them. A line takes two rows
 * only when one row would shrink it below a readable size; when the card is too full for
 * that, every line gets an equal share.
 */
/** An effect as a card words it: its short form where the board has one ("zgoda +1"). */
function cardEffect(locale: Locale, m: Msg): string {
  const short = m.key.replace(/^niepodlegla\.fx\./, 'render.niepodlegla.fx.');
  return short !== m.key && hasMessage(short, locale) ? t(locale, { ...m, key: short }) : t(locale, m);
}

function effectLines(locale: Locale, rewards: readonly Msg[], penalties: readonly Msg[], box: Box): string {
  const lines = [
    ...rewards.map((m) => ({ text: cardEffect(locale, m), reward: true })),
    ...penalties.map((m) => ({ text: cardEffect(locale, m), reward: false })),
  ];
  if (lines.length === 0) return '';
  const textX = box.x + 11;
  const width = box.width - 11;
  const oneRow = (text: string): boolean =>
    fitText(text, { width, height: FX_LINE, size: FX_SIZE, face: 'condensed' }).truncated === false;
  // Two rows for a long line while the card has room; on a full card long lines are cut to
  // one row (type never shrinks below the floor).
  const rows = lines.map((l) => (oneRow(l.text) ? 1 : 2));
  const heightOf = (r: number) => (r === 2 ? FX_TWO_ROWS : FX_LINE);
  const needed = () => rows.reduce((sum, r) => sum + heightOf(r), 0);
  for (let i = rows.length - 1; i >= 0 && needed() > box.height; i--) rows[i] = 1;
  const wanted = rows.map(heightOf);
  const total = wanted.reduce((a, b) => a + b, 0);
  const scale = Math.min(1, box.height / total);
  const heights = wanted.map((h) => Math.max(h * scale, 16));
  const tops: number[] = [];
  let down = box.y;
  let up = box.y + box.height;
  lines.forEach((l, i) => {
    if (l.reward) {
      tops[i] = down;
      down += heights[i] ?? FX_LINE;
    }
  });
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i]?.reward === false) {
      up -= heights[i] ?? FX_LINE;
      tops[i] = up;
    }
  }
  // The marks before the words (see requirementChips).
  const marks = lines.map((l, i) => {
    const y = tops[i] ?? box.y;
    const h = heights[i] ?? FX_LINE;
    return effectMark(box.x + 4, y + (rows[i] === 2 ? h / 4 : h / 2), l.reward);
  });
  return (
    marks.join('') +
    lines
      .map((l, i) => {
        const y = tops[i] ?? box.y;
        const h = heights[i] ?? FX_LINE;
        const twoRows = rows[i] === 2;
        return textBox(l.text, {
          x: textX,
          y,
          width,
          height: h,
          size: FX_SIZE,
          maxLines: twoRows ? 2 : 1,
          face: 'condensed',
          align: 'start',
          valign: 'top',
        });
      })
      .join('')
  );
}

/**
 * The height of the title strip that the kit's `card` draws for this title: it grows when the
 * title wraps, and the chips must start below it. Mirrors the kit's own fitting (kit/cards.ts).
 */
function titleStrip(title: string, hasValue: boolean, b: Box): number {
  const pad = Math.max(3, b.width * 0.06);
  const valueW = hasValue ? Math.min(b.width * 0.25, 30) : 0;
  const fit = fitText(title, {
    width: b.width - 2 * pad - valueW,
    height: b.height * 0.45 - 6,
    size: Math.max(TEXT_FLOOR, Math.min(16, b.width * 0.14)),
    minSize: Math.min(10, b.width * 0.1),
    maxLines: 3,
    face: 'sansBold',
  });
  return Math.max(b.height * 0.2, fit.height + 8) + 2;
}

/** A face-up card frame (title strip, corner value, accent) with requirement chips and effect lines on it. */
function missionCard(
  locale: Locale,
  face: { title: string; value?: string; accent: string; changed?: boolean },
  req: readonly Face[],
  effects: { rewards: readonly Msg[]; penalties: readonly Msg[] } | null,
  b: Box,
): string {
  // A narrow card (the border defence with many cards) keeps its chips' words whole with less margin.
  const pad = b.width < 100 ? 4 : 6;
  const top = b.y + titleStrip(face.title, face.value !== undefined, b) + 4;
  const inner = { x: b.x + pad, width: b.width - 2 * pad };
  const room = { ...inner, y: top, height: b.y + b.height - pad - top };
  // Each effect needs a row at the type floor: when the chips' words leave too little room for
  // them, the chips take their short forms ("pien.", "dypl.") and share rows.
  const lines = effects ? effects.rewards.length + effects.penalties.length : 0;
  const full = requirementChips(locale, req, room);
  const chips = lines * FX_LINE > room.height - full.height - 1 ? requirementChips(locale, req, room, true) : full;
  // The change mark is drawn by the caller, under every card (see `changeRings`).
  const parts = [card({ faceUp: true, ...face, changed: false }, b), chips.svg];
  if (effects) {
    const y = top + chips.height + 1;
    parts.push(
      effectLines(locale, effects.rewards, effects.penalties, { ...inner, y, height: b.y + b.height - pad - y }),
    );
  }
  return parts.join('');
}

/** A track with its title drawn after its cells (as the kit lays it out), so no cell covers the title's words. */
function titledTrack(o: TrackOptions & { title: string }): string {
  const { title, ...rest } = o;
  return (
    track({ ...rest, y: o.y + 24, height: o.height - 24 }) +
    textBox(title, { x: o.x, y: o.y, width: o.width, height: 22, size: 16, face: 'sansBold', align: 'start' })
  );
}

/** The top of the player panels: under the map and the missions. */
function pY0(box: Box): number {
  return box.y + 400 + 10 + 330 + 10;
}

/**
 * The boxes of a player panel's resource cells, as the kit lays them out (kit/playerPanel.ts:
 * a 44 px heading, then cells of at least 90 px in rows), and where the last cell's row ends.
 */
function resourceCells(o: Box, count: number): { cells: Box[]; rowEnd: number } {
  const headH = Math.min(44, o.height * 0.5);
  const top = o.y + headH + 4;
  const h = o.y + o.height - top - 6;
  const left = o.x + 10 + 8;
  const w = o.x + o.width - left - 8;
  const perRow = Math.min(count, Math.max(1, Math.floor(w / 90)));
  const rows = Math.ceil(count / perRow);
  const cellW = w / perRow;
  const cellH = h / rows;
  const cells = Array.from({ length: count }, (_, i) => ({
    x: left + (i % perRow) * cellW,
    y: top + Math.floor(i / perRow) * cellH,
    width: cellW,
    height: cellH,
  }));
  return { cells, rowEnd: left + w };
}

type SeatTokens = View['seats'][number]['tokens'];

/** What an activist token gives: a die symbol, or morale. */
function tokenGives(id: TokenId): Face | 'MORALE' {
  const d = TOKEN_DATA[id];
  return d.kind === 'SYMBOL' ? d.symbol : 'MORALE';
}

const TOKEN_R = 9;

/**
 * A seat's activist tokens as icons (one per kind, with its count when more than one), after
 * the cell's label; when the cell ends its row and cells are missing from it, the icons run
 * on over a tray as wide as the row, else they wrap onto a second line in the cell.
 */
function tokenTray(tokens: SeatTokens, at: { cells: Box[]; rowEnd: number }, label: string): string {
  const cell = at.cells[at.cells.length - 1];
  if (!cell) return '';
  const groups = new Map<string, { sym: Face | 'MORALE'; active: boolean; n: number }>();
  for (const k of tokens) {
    const sym = tokenGives(k.id);
    const key = `${sym}|${k.active}`;
    const g = groups.get(key) ?? { sym, active: k.active, n: 0 };
    g.n++;
    groups.set(key, g);
  }
  // The kit's label: at most 14 px… never below the floor, so 16 px at the start of the cell.
  const labelW = Math.min(measureText(label, TEXT_FLOOR), cell.width * 0.8 - 22);
  const x0 = cell.x + 6 + labelW + 8;
  const lastInRow = Math.abs(cell.x + cell.width - at.rowEnd) < 0.5;
  const x1 = (lastInRow ? cell.x + cell.width : at.rowEnd) - 6;
  const under: string[] = [];
  const over: string[] = [];
  if (!lastInRow)
    under.push(
      el('rect', {
        x: cell.x + cell.width - 8,
        y: cell.y + 1,
        width: at.rowEnd - (cell.x + cell.width - 8) - 2,
        height: cell.height - 2,
        rx: 4,
        fill: THEME.panelAlt,
      }),
    );
  const lines = cell.height >= 46 && lastInRow ? 2 : 1;
  const lineH = (cell.height - 2) / lines;
  let x = x0;
  let line = 0;
  for (const g of groups.values()) {
    const countW = g.n > 1 ? measureText(String(g.n), TEXT_FLOOR, 'sansBold') + 2 : 0;
    const w = 2 * TOKEN_R + countW;
    if (x > x0 && x + w > x1) {
      line++;
      x = x0;
    }
    if (line >= lines) break;
    const cy = cell.y + 1 + lineH * (line + 0.5);
    under.push(activistToken(g.sym, g.active, x + TOKEN_R, cy, TOKEN_R));
    if (g.n > 1)
      over.push(
        textBox(String(g.n), {
          x: x + 2 * TOKEN_R + 2,
          y: cy - 10,
          width: countW,
          height: 20,
          size: TEXT_FLOOR,
          face: 'sansBold',
          align: 'start',
        }),
      );
    x += w + 6;
  }
  return under.join('') + over.join('');
}

/** The key to the activist tokens: each icon and what it gives, and how a token not yet active looks. */
function tokenLegend(locale: Locale, b: Box): string {
  const morale = Object.values(TOKEN_DATA).find((d) => d.kind === 'MORALE');
  const entries: { sym: Face | 'MORALE'; active: boolean; text: string }[] = [
    ...(['PEOPLE', 'DIPLOMACY', 'MONEY', 'FIGHT'] as const).map((sym) => ({
      sym,
      active: true,
      text: t(locale, `niepodlegla.symbol.${sym}`),
    })),
    {
      sym: 'MORALE',
      active: true,
      text: tr(locale, 'legend.morale', { n: morale?.kind === 'MORALE' ? morale.value : 2 }),
    },
    { sym: 'FIGHT', active: false, text: tr(locale, 'legend.inactive') },
  ];
  const title = tr(locale, 'legend.tokens');
  const face = 'condensed' as const;
  const gap = 10;
  const widths = entries.map((e) => 2 * TOKEN_R + 5 + measureText(e.text, TEXT_FLOOR, face));
  const titleW = measureText(title, TEXT_FLOOR, 'condensedBold');
  const total = titleW + 10 + widths.reduce((a, w) => a + w + gap, -gap);
  const cy = b.y + b.height / 2;
  const icons: string[] = [];
  const words: string[] = [];
  let x = b.x;
  if (total <= b.width) {
    words.push(
      textBox(title, {
        x,
        y: cy - 10,
        width: titleW + 1,
        height: 20,
        size: TEXT_FLOOR,
        face: 'condensedBold',
        align: 'start',
      }),
    );
    x += titleW + 10;
  }
  entries.forEach((e, i) => {
    const w = widths[i] ?? 0;
    if (x + w > b.x + b.width + 0.5) return;
    icons.push(activistToken(e.sym, e.active, x + TOKEN_R, cy, TOKEN_R));
    words.push(
      textBox(e.text, {
        x: x + 2 * TOKEN_R + 5,
        y: cy - 10,
        width: w - 2 * TOKEN_R - 4,
        height: 20,
        size: TEXT_FLOOR,
        face,
        align: 'start',
      }),
    );
    x += w + gap;
  });
  return icons.join('') + words.join('');
}

type City = View['cities'][number];

const PIECE_R = 10;
const COUNT_SIZE = TEXT_FLOOR;

/** What lies on a city, as (icon, count): independence tokens first, then the powers' obstacles. */
function cityPieces(c: City): { kind: MapPiece; n: number }[] {
  const n: Record<MapPiece, number> = { IND: c.ind, ...c.obs };
  return MAP_PIECES.filter((k) => n[k] > 0).map((kind) => ({ kind, n: n[kind] }));
}

/** One icon with its count after it ("⬤ 2"), laid out in rows within `width`; returns the rows. */
function pieceRows(pieces: { kind: MapPiece; n: number }[], width: number) {
  const gap = 8;
  const rows: { kind: MapPiece; n: number; w: number }[][] = [[]];
  let used = 0;
  for (const p of pieces) {
    const w = 2 * PIECE_R + 3 + measureText(String(p.n), COUNT_SIZE, 'sansBold');
    const row = rows[rows.length - 1] ?? [];
    if (row.length > 0 && used + gap + w > width) {
      rows.push([{ ...p, w }]);
      used = w;
    } else {
      row.push({ ...p, w });
      used += (row.length > 1 ? gap : 0) + w;
    }
  }
  return rows
    .filter((r) => r.length > 0)
    .map((r) => ({ pieces: r, width: r.reduce((a, p) => a + p.w, 0) + gap * (r.length - 1) }));
}

/**
 * A city: its cell and its tokens as icons with counts (a controlled city has a gold rim); its
 * name and counts go on `names` and its icons on `icons`, drawn after every cell (a neighbour's
 * rim must not cover them).
 */
function city(locale: Locale, c: City, b: Box, names: string[], icons: string[]): string {
  const rows = pieceRows(cityPieces(c), b.width - 10);
  const nameH = rows.length === 0 ? b.height - 8 : rows.length === 1 ? 40 : 30;
  const out = [
    area({
      shape: { kind: 'rect', ...b },
      name: '',
      fill: c.controlled ? '#f4f1c8' : undefined,
      stroke: c.controlled ? '#b8860b' : undefined,
      strokeWidth: c.controlled ? 4 : undefined,
    }),
  ];
  // As the kit's area sets a name, in the top of the cell.
  // A long name reads on one line in the narrower face rather than broken.
  const name = t(locale, { key: `niepodlegla.city.${c.id}` });
  names.push(
    textBox(name, {
      x: b.x + 3,
      y: b.y + 4,
      width: b.width - 6,
      height: nameH,
      size: Math.max(TEXT_FLOOR, Math.min(18, nameH * 0.8)),
      minSize: TEXT_FLOOR,
      maxLines: 2,
      face: measureText(name, TEXT_FLOOR, 'sansBold') <= b.width - 6 ? 'sansBold' : 'condensedBold',
    }),
  );
  const rowH = (b.height - 4 - nameH - 4) / Math.max(1, rows.length);
  rows.forEach((row, ri) => {
    const cy = b.y + 4 + nameH + rowH * (ri + 0.5);
    let x = b.x + (b.width - row.width) / 2;
    for (const p of row.pieces) {
      icons.push(mapPiece(p.kind, x + PIECE_R, cy, PIECE_R));
      names.push(
        textBox(String(p.n), {
          x: x + 2 * PIECE_R + 3,
          y: cy - 10,
          width: p.w - 2 * PIECE_R - 3 + 1,
          height: 20,
          size: COUNT_SIZE,
          face: 'sansBold',
          align: 'start',
        }),
      );
      x += p.w + 8;
    }
  });
  return out.join('');
}

/** The map's key: every icon in words (the channel's language): independence, then the obstacles by power. */
function mapLegend(locale: Locale, b: Box): string {
  const icons: string[] = [];
  const words: string[] = [];
  const entries: { kind: MapPiece | null; text: string }[] = [
    { kind: 'IND', text: tr(locale, 'legend.IND') },
    { kind: null, text: tr(locale, 'legend.obstacles') },
    ...MAP_PIECES.filter((k) => k !== 'IND').map((kind) => ({ kind, text: tr(locale, `legend.${kind}`) })),
  ];
  const textX = b.x + 2 * PIECE_R + 2;
  const fit = (e: { kind: MapPiece | null; text: string }) =>
    fitText(e.text, {
      width: e.kind ? b.x + b.width - textX : b.width,
      height: 40,
      size: TEXT_FLOOR,
      maxLines: 2,
      face: e.kind ? 'condensed' : 'condensedBold',
    });
  const heights = entries.map((e) => fit(e).height);
  const gap = Math.min(14, Math.max(2, (b.height - heights.reduce((a, h) => a + h, 0)) / entries.length));
  let y = b.y;
  entries.forEach((e, i) => {
    const h = heights[i] ?? 20;
    if (e.kind) icons.push(mapPiece(e.kind, b.x + PIECE_R, y + 10, PIECE_R));
    words.push(
      textBox(e.text, {
        x: e.kind ? textX : b.x,
        y,
        width: e.kind ? b.x + b.width - textX : b.width,
        height: Math.max(20, h),
        size: TEXT_FLOOR,
        maxLines: 2,
        face: e.kind ? 'condensed' : 'condensedBold',
        align: 'start',
        valign: 'top',
      }),
    );
    y += h + gap;
  });
  return icons.join('') + words.join('');
}

/** Where the board's parts sit: the map and missions on the left, tracks, morale and the decision on the right. */
function layout() {
  const box = contentArea(SIZE);
  const leftW = 780;
  const rightX = box.x + leftW + 14;
  const rightW = box.x + box.width - rightX;
  const mapH = 400;
  const midY = box.y + mapH + 10;
  const midH = 330;
  const mY = box.y + 310;
  const dY = mY + 170;
  return { box, leftW, rightX, rightW, mapH, midY, midH, mY, dY };
}

/** The foreign-policy and national-accord tracks (spaces only: their markers are added per image). */
function politicsTracks(locale: Locale): { foreign: TrackOptions; accord: TrackOptions } {
  const { box, rightX, rightW } = layout();
  return {
    foreign: {
      x: rightX + 10,
      y: box.y + 118,
      width: rightW - 20,
      height: 46,
      spaces: 11,
      first: 0,
      title: tr(locale, 'foreign'),
    },
    accord: {
      x: rightX + 10,
      y: box.y + 186,
      width: rightW - 20,
      height: 46,
      spaces: Array.from({ length: 11 }, (_, i) => ({ label: String(10 - i) })),
      first: 0,
      title: tr(locale, 'accord'),
    },
  };
}

/** The morale pool's track: 0–13, the low spaces red and amber, the safe ones green. */
function moraleTrack(): TrackOptions {
  const { rightX, rightW, mY } = layout();
  return {
    x: rightX + 10,
    y: mY + 34,
    width: rightW - 20,
    height: 40,
    spaces: Array.from({ length: 14 }, (_, i) => ({
      label: String(i),
      fill: i <= 1 ? '#e8b4ad' : i <= 3 ? '#f2d7a6' : i >= 6 ? '#cfe8cf' : undefined,
    })),
    first: 0,
  };
}

/**
 * What never changes in a game (the static layer): the panels and their fixed headings, the
 * two politics tracks' and the morale track's spaces, the map's key and the tokens' key. The
 * values, markers, cards, cities and players are drawn over it for each image.
 */
function drawBase(locale: Locale): string[] {
  const { box, leftW, rightX, rightW, mapH, midY, midH, mY, dY } = layout();
  const politics = politicsTracks(locale);
  const words: string[] = [];
  const shapes = [
    panel({ x: box.x, y: box.y, width: leftW, height: mapH }),
    panelRule({ x: box.x, y: box.y, width: leftW }),
    // The missions panel's heading counts the stack: its words are drawn per image.
    panel({ x: box.x, y: midY, width: leftW, height: midH }),
    panelRule({ x: box.x, y: midY, width: leftW }),
    panel({ x: rightX, y: box.y, width: rightW, height: 300 }),
    panelRule({ x: rightX, y: box.y, width: rightW }),
    panel({ x: rightX, y: mY, width: rightW, height: 160 }),
    panelRule({ x: rightX, y: mY, width: rightW }),
    panel({ x: rightX, y: dY, width: rightW, height: 230 }),
    panelRule({ x: rightX, y: dY, width: rightW }),
    track({ ...politics.foreign, layer: 'spaces' }),
    track({ ...politics.accord, layer: 'spaces' }),
    track({ ...moraleTrack(), layer: 'spaces' }),
  ];
  words.push(
    panelHeading({ x: box.x, y: box.y, width: leftW, title: tr(locale, 'map') }),
    panelHeading({ x: rightX, y: box.y, width: rightW, title: tr(locale, 'tracks') }),
    panelHeading({ x: rightX, y: mY, width: rightW, title: tr(locale, 'morale') }),
    panelHeading({ x: rightX, y: dY, width: rightW, title: tr(locale, 'decision') }),
    mapLegend(locale, {
      x: box.x + 162 + 4 * 122 - 2,
      y: box.y + 38,
      width: leftW - (162 + 4 * 122 - 2) - 6,
      height: 258,
    }),
    tokenLegend(locale, { x: rightX + 4, y: dY + 236, width: rightW - 8, height: pY0(box) - dY - 236 - 4 }),
  );
  return [...shapes, ...words];
}

export const niepodleglaRenderer: BoardRenderer<View, 'niepodlegla'> = {
  ...SIZE,
  // The static part depends on nothing in the view (the seats' panels are drawn per image). It
  // is not a raster of its own: the cities, cards and panels drawn per image cover most of the
  // board, so a second full-size raster and the paint over it would cost more than it saves.
  base: { key: () => 'niepodlegla', draw: (_, ctx) => drawBase(ctx.locale), layered: false },
  draw(view, ctx) {
    const L = ctx.locale;
    const { box, leftW, rightX, rightW, midY, midH, mY, dY } = layout();
    const out: string[] = [];
    // Words drawn last, over every shape (headings, city names and counts): see `city`.
    const late: string[] = [];
    const seatColour = (seat: number | null): string =>
      seat === null ? '#bbbbbb' : (view.seats[seat]?.colour ?? seatStyle(seat).colour);

    // ---- Map: four regions, one row each; each city shows its tokens as icons with counts.
    const moved = (...keys: string[]) => keys.some((k) => ctx.changes.has(k));
    // The panel and its heading are in the static layer; a change marks the heading strip.
    if (moved('regions')) out.push(highlightRect(box.x, box.y, leftW, PANEL_HEADING, 1, 6));
    const cityBox = (ri: number, ci: number): Box => ({
      x: box.x + 162 + ci * 122,
      y: box.y + 34 + ri * 91,
      width: 116,
      height: 84,
    });
    // Change marks first, under every city (a mark over a neighbour's words would keep them in the SVG).
    view.regions.forEach((r, ri) => {
      view.cities
        .filter((c) => c.region === r.id)
        .forEach((c, ci) => {
          const b = cityBox(ri, ci);
          if (ctx.changes.has('cities', view.cities.indexOf(c)))
            out.push(highlightRect(b.x, b.y, b.width, b.height, 3, 10));
        });
    });
    const pieces: string[] = [];
    view.regions.forEach((r, ri) => {
      const y = box.y + 34 + ri * 91;
      const cities = view.cities.filter((c) => c.region === r.id);
      const regionLabel = `${t(L, { key: `niepodlegla.region.${r.id}` })}${r.controlled ? ` ✓ ${tr(L, `reward.${r.reward}`)}` : ''}`;
      out.push(
        textBox(regionLabel, {
          x: box.x + 8,
          y,
          width: 150,
          height: 84,
          size: TEXT_FLOOR,
          maxLines: 4,
          face: 'sansBold',
          align: 'start',
        }),
      );
      cities.forEach((c, ci) => {
        out.push(city(L, c, cityBox(ri, ci), late, pieces));
      });
    });
    out.push(...pieces);

    // ---- Missions (rounds 1–9) or the border-defence cards (round 10).
    if (view.final) {
      const f = view.final;
      late.push(panelHeading({ x: box.x, y: midY, width: leftW, title: tr(L, 'final') }));
      const cards: { title: string; req: Face[]; accent: string }[] = [
        { title: tr(L, 'paris'), req: Array<Face>(f.paris).fill('DIPLOMACY'), accent: '#2e6da4' },
        { title: tr(L, 'warsaw'), req: Array<Face>(f.warsaw).fill('FIGHT'), accent: '#c0392b' },
        ...f.small.map((s) => ({
          title: `${s.id}${s.easy ? ` · ${tr(L, 'easy')}` : ''}`,
          req: [...s.req],
          accent: seatColour(s.pawn),
        })),
        ...f.d.map((d) => ({ title: tr(L, 'challenge', { card: d.id }), req: [...d.req], accent: '#555555' })),
      ];
      // Two rows: seven to a row (wide enough for "9× walka" at the type floor), more when there are more cards.
      const perRow = Math.max(7, Math.ceil(cards.length / 2));
      const step = Math.floor((leftW - 12) / perRow);
      cards.forEach((c, i) => {
        const col = i % perRow;
        const row = Math.floor(i / perRow);
        out.push(
          missionCard(L, { title: c.title, accent: c.accent }, c.req, null, {
            x: box.x + 8 + col * step,
            y: midY + 36 + row * 126,
            width: step - 4,
            height: 120,
          }),
        );
      });
      const status = `${tr(L, f.requiredMet ? 'met' : 'notMet')} · ${tr(L, 'score', { n: f.scorePreview })} · ${t(L, f.rankPreview)}`;
      out.push(
        textBox(status, {
          x: box.x + 8,
          y: midY + midH - 40,
          width: leftW - 16,
          height: 32,
          size: 16,
          maxLines: 2,
          face: 'sansBold',
          align: 'start',
        }),
      );
    } else {
      if (moved('stack')) out.push(highlightRect(box.x, midY, leftW, PANEL_HEADING, 1, 6));
      late.push(
        panelHeading({
          x: box.x,
          y: midY,
          width: leftW,
          title: tr(L, 'missions', { n: view.stack.size, deck: view.stack.topDeck ?? '—' }),
        }),
      );
      const cardBox = (i: number): Box => ({
        x: box.x + 8 + (i % 6) * 128,
        y: midY + 36 + Math.floor(i / 6) * 146,
        width: 122,
        height: 140,
      });
      // Change marks first, under every card (see the map).
      view.display.forEach((_, i) => {
        const b = cardBox(i);
        if (ctx.changes.has('display', i)) out.push(highlightRect(b.x, b.y, b.width, b.height, 3, 10));
      });
      view.display.forEach((m, i) => {
        // Reconstructed card texts are listed by /game rulings; the card shows only what changes play.
        const flags = [m.excl ? '!' : '', m.p4 ? '4P' : ''].filter(Boolean).join(' ');
        out.push(
          missionCard(
            L,
            {
              title: `${m.id}${flags ? ` ${flags}` : ''}`,
              value: m.satisfied ? '✓' : m.deck,
              accent: seatColour(m.pawn),
            },
            m.req,
            { rewards: m.rewards, penalties: m.penalties },
            cardBox(i),
          ),
        );
      });
      // The display holds at most 11 cards, so the twelfth place explains the card marks.
      out.push(
        textBox(tr(L, 'cardLegend'), {
          x: box.x + 8 + 5 * 128 + 4,
          y: midY + 36 + 146 + 4,
          width: 120,
          height: 132,
          size: TEXT_FLOOR,
          maxLines: 7,
          face: 'condensed',
          align: 'start',
          valign: 'top',
          colour: THEME.mutedInk,
        }),
      );
    }

    // ---- Tracks on the right.
    const neutral = seatStyle(5, '#222222');
    if (moved('separation', 'parisIfNow', 'profits', 'shieldField', 'timeTrack'))
      out.push(highlightRect(rightX, box.y, rightW, PANEL_HEADING, 1, 6));
    out.push(
      titledTrack({
        x: rightX + 10,
        y: box.y + 36,
        width: rightW - 20,
        // Spaces tall enough for the round marker under the space's words ("11.XI", "6 rew.").
        height: 64,
        spaces: view.timeTrack.map((f) => ({
          label: f.special ? tr(L, `special.${f.special}`) : String(f.round),
          fill: view.shieldField === f.round ? '#cfe8ff' : f.effects.length > 0 ? '#f3d0cc' : undefined,
        })),
        first: 1,
        markers: [{ space: view.round - 1, style: neutral, text: view.round }],
        title: tr(L, 'time', { shield: view.shieldField ?? '—' }),
        changed: ctx.changes.has('round') ? [view.round - 1] : [],
      }),
    );
    const politics = politicsTracks(L);
    out.push(
      track({
        ...politics.foreign,
        layer: 'markers',
        markers: [{ space: view.foreign, style: seatStyle(1, '#2e6da4'), text: view.foreign }],
        changed: ctx.changes.has('foreign') ? [view.foreign] : [],
      }),
    );
    out.push(
      track({
        ...politics.accord,
        layer: 'markers',
        markers: [{ space: 10 - view.accord, style: seatStyle(3, '#e67e22'), text: view.accord }],
        changed: ctx.changes.has('accord') ? [10 - view.accord] : [],
      }),
    );
    const meet =
      view.separation >= 0
        ? tr(L, 'passed', { s: view.separation, paris: view.parisIfNow })
        : tr(L, 'gap', { gap: -view.separation });
    out.push(
      textBox(meet, {
        x: rightX + 10,
        y: box.y + 250,
        width: rightW - 20,
        height: 40,
        size: TEXT_FLOOR,
        maxLines: 2,
        face: 'sansBold',
        align: 'start',
      }),
    );

    // ---- Morale and supplies.
    if (moved('threats', 'neutralPool', 'prison', 'indSupply', 'moraleBonusNow'))
      out.push(highlightRect(rightX, mY + 70, rightW, 86, 1, 6));
    out.push(
      track({
        ...moraleTrack(),
        layer: 'markers',
        markers: [{ space: Math.min(13, view.morale.pool), style: seatStyle(2, '#b7950b'), text: view.morale.pool }],
        changed: ctx.changes.has('morale') ? [Math.min(13, view.morale.pool)] : [],
      }),
    );
    const supplies = tr(L, 'supplies', {
      x: view.morale.x ? 'yes' : 'no',
      temp: view.morale.temp,
      threats: view.morale.threatsIfCheckedNow,
      dice: view.neutralPool,
      early: view.threats.early,
      late: view.threats.late,
      deck: tr(L, `deck.${view.threats.inUse}`),
      supply: view.indSupply,
    });
    out.push(
      textBox(supplies, {
        x: rightX + 10,
        y: mY + 76,
        width: rightW - 20,
        height: 40,
        size: TEXT_FLOOR,
        maxLines: 2,
        face: 'condensed',
        align: 'start',
      }),
    );
    const prison = tr(L, 'prison', {
      morale: view.prison.morale,
      dice: view.prison.neutralDice,
      pawns: view.prison.pawns.reduce((a, b) => a + b, 0),
      chars: view.prison.characterDice.length,
      threats: view.threats.revealed.length,
    });
    out.push(
      textBox(prison, {
        x: rightX + 10,
        y: mY + 118,
        width: rightW - 20,
        height: 38,
        size: TEXT_FLOOR,
        maxLines: 2,
        face: 'condensed',
        align: 'start',
      }),
    );

    // ---- The pending group decision.
    // The panel is in the static layer: the change mark goes round its edge.
    if (moved('choice', 'recent', 'outcome', 'phase', 'phaseLabel', 'round'))
      out.push(highlightRect(rightX, dY, rightW, 230, 2, 8));
    // One block per fact, so the proposal, who agreed and what the deadline settles each
    // start on their own line (the kit wraps words, not "\n").
    const c = view.choice;
    // The engine's messages name seats by number ("Gracz 3"): with the seat list, by name instead.
    const people: People = new Map(
      ctx.players.map((name, i) => [
        msgId({ key: 'niepodlegla.seat', params: { n: i + 1 } }),
        { person: name, shownAs: null },
      ]),
    );
    const say = (msg: Msg): string => tPeople(L, msg, people);
    // Players by name where the Table told us who plays (else by number, as the engine does).
    const who = (seat: number): string =>
      ctx.players[seat] ?? t(L, { key: 'niepodlegla.seat', params: { n: seat + 1 } });
    const seatList = (seats: readonly number[]): string => seats.map(who).join(', ') || '—';
    const blocks: { text: string; bold?: boolean; muted?: boolean; lines: number }[] = [];
    if (c) {
      blocks.push({ text: say(c.prompt), bold: true, lines: 2 });
      if (c.proposal) {
        const agreed = c.proposal.agreed;
        blocks.push({
          text: t(L, 'render.niepodlegla.proposal', { option: say(c.proposal.label), by: who(c.proposal.by) }),
          lines: 3,
        });
        blocks.push({
          text: tr(L, 'agreed', {
            agreed: seatList(agreed),
            waiting: seatList(view.seats.map((p) => p.seat).filter((seat) => !agreed.includes(seat))),
          }),
          lines: 1,
        });
      } else {
        blocks.push({ text: tr(L, 'noProposal', { n: c.optionCount }), lines: 1 });
      }
      blocks.push({ text: tr(L, 'deadline', { option: say(c.atDeadline.label) }), bold: true, lines: 2 });
      if (c.pilsudski !== null)
        blocks.push({ text: t(L, 'render.niepodlegla.pilsudski', { who: who(c.pilsudski) }), lines: 1 });
    } else if (view.outcome) {
      blocks.push({ text: tr(L, view.outcome.win ? 'won' : 'lost', { score: view.outcome.score ?? '—' }), lines: 1 });
    } else {
      blocks.push({ text: tr(L, 'fight'), lines: 1 });
    }
    // Dice lines use emoji icons for chat; the board shows the dice in the player panels instead.
    const recent = view.recent
      .filter((m) => !m.key.endsWith('.roll') && !m.key.endsWith('.reroll'))
      .slice(-3)
      .map((m) => say(m));
    if (recent.length > 0) blocks.push({ text: recent.join(' · '), muted: true, lines: 4 });
    let by = dY + 36;
    const bottom = dY + 224;
    for (const b of blocks) {
      const opts = {
        x: rightX + 10,
        y: by,
        width: rightW - 20,
        height: Math.min(b.lines * 18, bottom - by),
        size: TEXT_FLOOR,
        maxLines: b.lines,
        face: b.bold ? ('sansBold' as const) : ('sans' as const),
      };
      if (opts.height < 12) break;
      const fit = fitText(b.text, opts);
      out.push(
        textBox(b.text, {
          ...opts,
          height: Math.min(opts.height, fit.height + 2),
          align: 'start',
          valign: 'top',
          ...(b.muted ? { colour: THEME.mutedInk } : {}),
        }),
      );
      by += fit.height + 6;
    }

    // ---- Players.
    const pY = pY0(box);
    const pH = box.y + box.height - pY;
    const pW = (box.width - 10 * (view.seats.length - 1)) / view.seats.length;
    // Change marks first, under every panel (their outer half shows).
    view.seats.forEach((_, i) => {
      if (ctx.changes.has('seats', i)) out.push(highlightRect(box.x + i * (pW + 10), pY, pW, pH, 3, 10));
    });
    view.seats.forEach((p, i) => {
      const faces = p.done ? [] : p.dice.flatMap((d) => d.face);
      const active = !p.done && (view.phase === 'fight' || view.phase === 'finalFight');
      const px = box.x + i * (pW + 10);
      const resources = [
        {
          label: tr(L, 'pawns'),
          value: `${p.pawns.placed}/${p.pawns.total}${p.pawns.imprisoned ? ` ${tr(L, 'jailed', { n: p.pawns.imprisoned })}` : ''}`,
        },
        { label: tr(L, 'dice'), value: p.neutralDice ?? '—' },
        {
          label: tr(L, 'characters'),
          value: p.characterDice.map((d) => `${surname(L, d.id)}${d.imprisoned ? '†' : ''}`).join(' ') || '—',
        },
        // The tokens are drawn as icons after the label (below); a dash when there are none.
        { label: tr(L, 'tokens'), value: p.tokens.length > 0 ? '' : '—' },
      ];
      out.push(
        playerPanel({
          x: px,
          y: pY,
          width: pW,
          height: pH,
          style: seatStyle(i, p.colour),
          // Numbered and named as in /game status: "1. Ala · czerwony".
          name: ctx.players[i]
            ? `${i + 1}. ${playerName(ctx.players, i, t(L, `niepodlegla.faction.${p.faction}`))}`
            : t(L, { key: 'niepodlegla.seat', params: { n: i + 1 } }),
          // The dice go where the status line is (chips drawn below); '' keeps the name in the upper part.
          status: p.done ? tr(L, 'done') : faces.length > 0 ? '' : undefined,
          resources,
          active,
        }),
      );
      if (p.tokens.length > 0)
        out.push(tokenTray(p.tokens, resourceCells({ x: px, y: pY, width: pW, height: pH }, 4), tr(L, 'tokens')));
      if (faces.length > 0) {
        // The status line of the kit's player panel (kit/playerPanel.ts): right of the seat mark,
        // in the lower 42% of the 44 px heading, short of the arrow of the seat to act.
        const headH = Math.min(44, pH * 0.5);
        const markR = Math.min(15, headH * 0.36);
        const x = px + 10 + 8 + 2 * markR + 8;
        const statusY = pY + 4 + headH * 0.58;
        out.push(
          diceChips(L, faces, {
            x,
            y: statusY + (headH * 0.42 - CHIP_H) / 2,
            width: px + pW - x - 8 - (active ? 18 : 0),
            height: CHIP_H,
          }),
        );
      }
    });
    out.push(...late);
    return out;
  },
};
