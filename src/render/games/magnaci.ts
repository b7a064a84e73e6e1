/**
 * The Magnaci board (spec 9.4): the five Provinces with Estates, markers, Partitions,
 * pawns, buildings and Commonwealth-Strength modifiers; the Fiefs; Conflict fields I–X;
 * the Age track with the Royal Policy; Senate and Sejm; player panels and counters.
 * Drawn from the spectator view only: face-down cards appear as backs.
 */
import type { ConflictLoss, ConflictReward } from '../../engines/magnaci/data/conflicts.js';
import { PROVINCE_COLOUR } from '../../engines/magnaci/data/geography.js';
import { MAGNACI_FACTIONS } from '../../engines/magnaci/rulings.js';
import type { MagnaciView, SeenCard } from '../../engines/magnaci/view.js';
import { t } from '../../i18n/index.js';
import type { Locale } from '../../i18n/types.js';
import {
  area,
  type BoardRenderer,
  card,
  contentArea,
  el,
  fittingFace,
  highlightRect,
  label,
  measureText,
  PANEL_HEADING,
  panel,
  playerName,
  playerPanel,
  type SeatStyle,
  seatStyle,
  TEXT_FLOOR,
  THEME,
  textBox,
  token,
} from '../kit/index.js';

const SIZE = { width: 1600, height: 1000 };

/** Height of the Fiefs' strip under the map (two rows). */
const FIEFS_H = 120;

/** Map layout: rough geography inside the map panel (relative boxes). */
const MAP: Record<string, { x: number; y: number; w: number; h: number }> = {
  PRUSY: { x: 0, y: 0, w: 0.5, h: 0.3 },
  LITWA: { x: 0.5, y: 0, w: 0.5, h: 0.42 },
  WIELKOPOLSKA: { x: 0, y: 0.3, w: 0.5, h: 0.35 },
  MALOPOLSKA: { x: 0, y: 0.65, w: 0.5, h: 0.35 },
  UKRAINA: { x: 0.5, y: 0.42, w: 0.5, h: 0.58 },
};

/** The Province colour mixed halfway to white, so labels and notes stay readable on it. */
function pale(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * 0.5);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function style(view: MagnaciView, seat: number): SeatStyle {
  const faction = view.players[seat]?.faction;
  return seatStyle(seat, MAGNACI_FACTIONS.find((f) => f.id === faction)?.colour);
}

function seatName(locale: Locale, view: MagnaciView, seat: number): string {
  return t(locale, `magnaci.faction.${view.players[seat]?.faction ?? 'none'}`);
}

/** A bid's value: a face-down card (▮) or the family card with its modifier. */
function bidValue(locale: Locale, c: Exclude<SeenCard, null>, mod: number): string {
  if (c === 'hidden') return '▮';
  return `${t(locale, `magnaci.family.${c}`)}${mod ? (mod > 0 ? ` +${mod}` : ` ${mod}`) : ''}`;
}

/** Room a bid takes beside its value's words: the seat's token and the gaps around it. */
const BID_TOKEN_ROOM = 26;

/**
 * The seats' bids laid out in rows from the top of a box `width` wide: as many columns as fit,
 * each as wide as its widest value (a "Dama" does not widen the columns of numbers).
 */
function bidLayout(
  locale: Locale,
  bids: SeenCard[],
  mods: number[] | null,
  width: number,
): { entries: { seat: number; text: string }[]; columns: { x: number; width: number }[]; rows: number } {
  const entries = bids.flatMap((c, seat) =>
    c === null ? [] : [{ seat, text: bidValue(locale, c, mods?.[seat] ?? 0) }],
  );
  const widths = entries.map((e) => measureText(e.text, TEXT_FLOOR, 'condensed') + BID_TOKEN_ROOM);
  for (let n = entries.length; n >= 1; n--) {
    const needed = Array.from({ length: n }, (_, j) => Math.max(...widths.filter((_, i) => i % n === j)));
    const total = needed.reduce((a, b) => a + b, 0);
    if (n > 1 && total > width) continue;
    // What is left is shared out, so the columns spread over the box as before.
    const spare = Math.max(0, width - total) / n;
    let x = 0;
    const columns = needed.map((w) => {
      const column = { x, width: w + spare };
      x += column.width;
      return column;
    });
    return { entries, columns, rows: Math.ceil(entries.length / n) };
  }
  return { entries, columns: [], rows: 0 };
}

/** Rows of `bidGrid` needed for `bids` in `width`. */
function bidRows(locale: Locale, bids: SeenCard[], mods: number[] | null, width: number): number {
  return bidLayout(locale, bids, mods, width).rows;
}

/** Each seat's bid as the seat's token with the value beside it, in the columns of `bidLayout`. */
function bidGrid(
  locale: Locale,
  view: MagnaciView,
  bids: SeenCard[],
  mods: number[] | null,
  box: { x: number; y: number; width: number },
): string[] {
  const { entries, columns } = bidLayout(locale, bids, mods, box.width);
  return entries.flatMap(({ seat, text }, i) => {
    const column = columns[i % columns.length] ?? { x: 0, width: box.width };
    const x = box.x + column.x;
    const y = box.y + Math.floor(i / columns.length) * BID_ROW + BID_ROW / 2;
    return [
      token(x + 9, y, 8, style(view, seat)),
      label(text, x + 21, y + 6, { size: TEXT_FLOOR, face: 'condensed', maxWidth: column.width - 23 }),
    ];
  });
}

const BID_ROW = 20;

/**
 * One Sejm field as a row: the law on the left; on the right who won it and each seat's bid
 * as the seat's token with the card's value beside it.
 */
function sejmRow(
  locale: Locale,
  view: MagnaciView,
  b: { x: number; y: number; width: number; height: number },
  o: { title: string; winner: number | null; bids: SeenCard[]; mods: number[] | null; changed: boolean },
): string[] {
  const out: string[] = [el('rect', { ...b, rx: 8, fill: THEME.cardFace, stroke: THEME.frame, 'stroke-width': 1.5 })];
  // The law's name takes a third; the bids the rest, so a family card's name fits its cell.
  const titleW = b.width * 0.36;
  out.push(
    textBox(o.title, {
      x: b.x + 8,
      y: b.y + 2,
      width: titleW - 8,
      height: b.height - 4,
      size: 17,
      maxLines: 2,
      face: 'sansBold',
      align: 'start',
    }),
  );
  const rx = b.x + titleW + 6;
  const rw = b.x + b.width - 8 - rx;
  const bids = o.bids.flatMap((c, seat) => (c === null ? [] : [{ seat, c }]));
  const twoRows = o.winner !== null && bids.length > 0 && b.height >= 44;
  if (o.winner !== null) {
    const y = twoRows ? b.y + b.height / 2 - 10 : b.y + b.height / 2;
    out.push(
      token(rx + 11, y, 10, style(view, o.winner)),
      label(`${t(locale, 'magnaci.board.won')}: ${seatName(locale, view, o.winner)}`, rx + 26, y + 6, {
        size: TEXT_FLOOR,
        face: 'sansBold',
        maxWidth: rw - 26,
      }),
    );
  }
  if (bids.length > 0 && (o.winner === null || twoRows)) {
    const y = twoRows ? b.y + b.height / 2 + 12 : b.y + b.height / 2;
    const step = rw / bids.length;
    bids.forEach(({ seat, c }, i) => {
      const x = rx + i * step;
      out.push(
        token(x + 9, y, 8, style(view, seat)),
        label(bidValue(locale, c, o.mods?.[seat] ?? 0), x + 19, y + 6, {
          size: TEXT_FLOOR,
          face: 'condensed',
          maxWidth: step - 20,
        }),
      );
    });
  }
  if (o.changed) out.push(highlightRect(b.x, b.y, b.width, b.height, 3, 8));
  return out;
}

function rewardText(locale: Locale, r: ConflictReward): string {
  return r.type === 'ESTATE'
    ? t(locale, 'magnaci.board.rewardEstate')
    : t(locale, 'magnaci.board.rewardFief', { fief: t(locale, `magnaci.area.${r.fief}`) });
}

function lossText(locale: Locale, l: ConflictLoss): string {
  if (l.type === 'RAID')
    return t(locale, 'magnaci.board.lossRaid', {
      areas: l.provinces.map((p) => t(locale, `magnaci.area.${p}`)).join(', '),
    });
  return t(locale, `magnaci.board.loss.${l.type}`);
}

function drawMap(
  view: MagnaciView,
  locale: Locale,
  box: { x: number; y: number; width: number; height: number },
  changed: (path: string) => boolean,
): string[] {
  const out: string[] = [panel({ ...box, title: t(locale, 'magnaci.board.map') })];
  const inner = {
    x: box.x + 8,
    y: box.y + PANEL_HEADING + 6,
    width: box.width - 16,
    height: box.height - PANEL_HEADING - FIEFS_H - 12,
  };
  view.provinces.forEach((p, i) => {
    const r = MAP[p.id] ?? { x: 0, y: 0, w: 0.5, h: 0.5 };
    const shape = {
      kind: 'rect' as const,
      x: inner.x + r.x * inner.width + 3,
      y: inner.y + r.y * inner.height + 3,
      width: r.w * inner.width - 6,
      height: r.h * inner.height - 6,
    };
    const notes: string[] = [];
    if (p.marker)
      notes.push(`${t(locale, `magnaci.board.marker.${p.marker.kind}`)}: ${seatName(locale, view, p.marker.seat)}`);
    if (p.partitioned)
      notes.push(t(locale, p.partitionPawn ? 'magnaci.board.partition' : 'magnaci.board.partitionPending'));
    if (p.silentSejm) notes.push(t(locale, 'magnaci.board.silentSejm'));
    if (p.blackClouds) notes.push(t(locale, 'magnaci.board.blackClouds'));
    for (const b of p.buildings) notes.push(t(locale, `magnaci.building.${b}`));
    const mod = p.modifier === 0 ? '±0' : p.modifier > 0 ? `+${p.modifier}` : String(p.modifier);
    out.push(
      area({
        shape,
        name: `${t(locale, `magnaci.area.${p.id}`)}  (${t(locale, 'magnaci.board.cs')} ${mod})`,
        fill: pale(PROVINCE_COLOUR[p.id]),
        note: notes.join(' · '),
        tokens: p.estates.flatMap((count, seat) => (count > 0 ? [{ style: style(view, seat), count }] : [])),
        showCount: true,
        stroke: p.partitioned ? '#7a0000' : THEME.border,
        strokeWidth: p.partitioned ? 5 : 2,
        changed: changed(`$.provinces[${i}]`),
      }),
    );
  });
  // Fiefs (Lenna) under the map, two to a row, so "Smoleńszczyzna (Litwa)" reads in full.
  const fy = box.y + box.height - FIEFS_H - 8;
  const cols = 2;
  const fw = (box.width - 16) / cols;
  const fh = FIEFS_H / Math.ceil(view.fiefs.length / cols);
  view.fiefs.forEach((f, i) => {
    out.push(
      area({
        shape: {
          kind: 'rect',
          x: box.x + 8 + (i % cols) * fw + 2,
          y: fy + Math.floor(i / cols) * fh + 2,
          width: fw - 4,
          height: fh - 4,
        },
        name: `${t(locale, `magnaci.area.${f.id}`)} (${t(locale, `magnaci.area.${f.province}`)})`,
        fill: THEME.panelAlt,
        tokens: f.estates.flatMap((count, seat) => (count > 0 ? [{ style: style(view, seat), count }] : [])),
        showCount: true,
        changed: changed(`$.fiefs[${i}]`),
      }),
    );
  });
  return out;
}

function drawConflicts(
  view: MagnaciView,
  locale: Locale,
  box: { x: number; y: number; width: number; height: number },
  changed: (path: string) => boolean,
): string[] {
  const out: string[] = [panel({ ...box, title: t(locale, 'magnaci.board.conflicts') })];
  const top = box.y + PANEL_HEADING + 4;
  const rowH = (box.height - PANEL_HEADING - 8) / 5;
  const colW = (box.width - 16) / 2;
  const current = view.current?.ctx.kind === 'conflict' ? view.current.ctx.field : -1;
  view.conflictFields.forEach((c, i) => {
    const b = {
      x: box.x + 8 + (i % 2) * colW + 3,
      y: top + Math.floor(i / 2) * rowH + 3,
      width: colW - 6,
      height: rowH - 6,
    };
    const numeral = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'][i] ?? '';
    if (!c) {
      out.push(el_empty(b, numeral));
      return;
    }
    // The conflict's standing in words that read on their own line ("nowy konflikt").
    const tag = c.lostThisAge
      ? 'render.magnaci.tag.lost'
      : c.fromEarlierAge
        ? 'render.magnaci.tag.old'
        : 'render.magnaci.tag.new';
    const mods = i === current ? (view.current?.mods ?? null) : null;
    const rows = bidRows(locale, c.bids, mods, b.width - 12);
    const footer = rows * BID_ROW + (rows > 0 ? 4 : 0);
    out.push(
      card(
        {
          faceUp: true,
          title: `${numeral}. ${t(locale, `magnaci.conflict.${c.card}`)}`,
          text: [
            `${t(locale, `magnaci.area.${c.province}`)} · ${t(locale, tag)}`,
            rewardText(locale, c.reward),
            lossText(locale, c.loss),
          ].join('\n'),
          textFace: 'condensed',
          footer,
          value: c.scale,
          accent: PROVINCE_COLOUR[c.province],
          changed: changed(`$.conflictFields[${i}]`),
        },
        b,
      ),
    );
    // Each seat's bid as its token with the card's value beside it, along the card's foot.
    out.push(
      ...bidGrid(locale, view, c.bids, mods, {
        x: b.x + 6,
        y: b.y + b.height - 4 - rows * BID_ROW,
        width: b.width - 12,
      }),
    );
    if (i === current) out.push(highlightRect(b.x - 2, b.y - 2, b.width + 4, b.height + 4));
  });
  return out;
}

function el_empty(b: { x: number; y: number; width: number; height: number }, numeral: string): string {
  return textBox(numeral, { ...b, size: 18, colour: THEME.mutedInk, align: 'middle', valign: 'middle' });
}

function drawCourt(
  view: MagnaciView,
  locale: Locale,
  box: { x: number; y: number; width: number; height: number },
  changed: (path: string) => boolean,
): string[] {
  const out: string[] = [];
  // Age track with the Kings and the Royal Policy.
  // Tall enough for a two-line title and a king's full name over his symbol.
  const ageH = 186;
  out.push(panel({ x: box.x, y: box.y, width: box.width, height: ageH, title: t(locale, 'magnaci.board.ages') }));
  const kw = (box.width - 16) / 4;
  view.kings.forEach((k, i) => {
    const b = {
      x: box.x + 8 + i * kw + 2,
      y: box.y + PANEL_HEADING + 4,
      width: kw - 4,
      height: ageH - PANEL_HEADING - 10,
    };
    const text =
      k.status === 'hidden'
        ? t(locale, 'magnaci.board.kingHidden')
        : `${t(locale, `magnaci.king.${k.id ?? ''}`)}\n${t(locale, `magnaci.symbol.${k.symbol ?? 'SABRE'}`)}${k.status === 'removed' ? ` · ${t(locale, 'magnaci.board.kingRemoved')}` : ''}`;
    out.push(
      card(
        {
          faceUp: true,
          title: t(locale, `magnaci.age.${i + 1}`),
          text,
          textFace: 'condensed',
          accent: i + 1 === view.age ? THEME.highlight : THEME.panelAlt,
          changed: changed(`$.kings[${i}]`),
        },
        b,
      ),
    );
  });
  // Senate.
  const sy = box.y + ageH + 8;
  const senH = 196;
  const policy = view.royalPolicy ? t(locale, `magnaci.symbol.${view.royalPolicy}`) : '—';
  out.push(
    panel({
      x: box.x,
      y: sy,
      width: box.width,
      height: senH,
      title: `${t(locale, 'magnaci.phase.SENATE')} · ${t(locale, 'magnaci.board.policy')}: ${policy}`,
    }),
  );
  const ow = (box.width - 16) / 4;
  view.senate.forEach((o, i) => {
    const b = {
      x: box.x + 8 + i * ow + 2,
      y: sy + PANEL_HEADING + 4,
      width: ow - 4,
      height: senH - PANEL_HEADING - 10,
    };
    const holder =
      o.holder === null
        ? t(locale, 'magnaci.board.unheld')
        : `${seatName(locale, view, o.holder)}${o.used ? ` (${t(locale, 'magnaci.board.used')})` : ''}`;
    // The holder on the card, each seat's bid as its token and value in rows below.
    const mods = view.current?.ctx.kind === 'senate' && view.current.ctx.office === o.office ? view.current.mods : null;
    const rows = bidRows(locale, o.bids, mods, b.width - 12);
    out.push(
      card(
        {
          faceUp: true,
          title: t(locale, `magnaci.office.${o.office}`),
          text: holder,
          textFace: 'condensed',
          footer: rows * BID_ROW,
          changed: changed(`$.senate[${i}]`),
        },
        b,
      ),
      ...bidGrid(locale, view, o.bids, mods, {
        x: b.x + 6,
        y: b.y + b.height - 6 - rows * BID_ROW,
        width: b.width - 12,
      }),
    );
  });
  // Sejm.
  const jy = sy + senH + 8;
  const sejmH = box.height - ageH - senH - 16;
  out.push(panel({ x: box.x, y: jy, width: box.width, height: sejmH, title: t(locale, 'magnaci.phase.SEJM') }));
  const rowH = (sejmH - PANEL_HEADING - 8) / 5;
  view.sejm.forEach((f, i) => {
    const b = { x: box.x + 8, y: jy + PANEL_HEADING + 4 + i * rowH + 2, width: box.width - 16, height: rowH - 4 };
    const won = view.contests.find((c) => c.key === `sejm:${i}`);
    const lawId = f.law ?? won?.card ?? null;
    const title = lawId ? `${f.field}. ${t(locale, `magnaci.law.${lawId}`)}` : `${f.field}.`;
    out.push(
      ...sejmRow(locale, view, b, {
        title,
        winner: won?.winner ?? null,
        bids: f.bids,
        mods: view.current?.ctx.kind === 'sejm' && view.current.ctx.field === i ? view.current.mods : null,
        changed: changed(`$.sejm[${i}]`),
      }),
    );
  });
  return out;
}

function drawPlayers(
  view: MagnaciView,
  locale: Locale,
  box: { x: number; y: number; width: number; height: number },
  changed: (path: string) => boolean,
  players: readonly string[],
): string[] {
  const out: string[] = [];
  const n = view.players.length;
  const w = box.width / n;
  const order = view.turnOrder;
  view.players.forEach((p, seat) => {
    const place = order.indexOf(seat) + 1;
    const laws = p.laws.map((l) => t(locale, `magnaci.law.${l.id}`)).join(', ');
    const senators = p.senators.map((s) => `${t(locale, `magnaci.office.${s.office}`)}${s.used ? '*' : ''}`).join(', ');
    const wealth = view.outcome?.kind === 'scored' ? view.outcome.wealth[seat] : undefined;
    out.push(
      playerPanel({
        x: box.x + seat * w + 3,
        y: box.y,
        width: w - 6,
        height: box.height,
        style: style(view, seat),
        // Seats are numbered as in /game status and history (seat order); the turn order is
        // told apart. A standing autopass is public (it passes every action window until cancelled).
        name: `${seat + 1}. ${playerName(players, seat, seatName(locale, view, seat))}${p.autopass ? ` · ${t(locale, 'render.magnaci.autopass')}` : ''}`,
        status: [
          t(locale, 'render.magnaci.turnPlace', { place }),
          senators || laws ? [senators, laws].filter((x) => x).join(' · ') : t(locale, 'magnaci.board.noCards'),
        ].join(' · '),
        statusLines: 2,
        resources: [
          { label: t(locale, 'magnaci.board.estates'), value: p.estates },
          { label: t(locale, 'magnaci.board.hand'), value: p.handCount },
          ...(wealth !== undefined ? [{ label: t(locale, 'magnaci.board.wealth'), value: wealth }] : []),
        ],
        active: view.waitingFor.includes(seat),
        changed: changed(`$.players[${seat}]`),
      }),
    );
  });
  return out;
}

/**
 * The open offers, right-aligned in a box, never breaking an offer across lines: the largest
 * size at which whole offers pack into the lines that fit the box's height.
 */
function offerLines(
  heading: string,
  offers: string[],
  box: { x: number; y: number; width: number; height: number },
): string[] {
  const items = [heading, ...offers];
  const sep = ' · ';
  let best: { size: number; lines: string[] } | null = null;
  for (let size = 18; size >= TEXT_FLOOR && !best; size -= 0.5) {
    const maxLines = Math.max(1, Math.floor(box.height / (size * 1.2)));
    const lines: string[] = [];
    for (const item of items) {
      const last = lines.at(-1);
      const joined = last === undefined ? item : last === heading ? `${last} ${item}` : `${last}${sep}${item}`;
      if (last !== undefined && measureText(joined, size, 'sansBold') <= box.width) lines[lines.length - 1] = joined;
      else lines.push(item);
    }
    if (lines.length <= maxLines) best = { size, lines };
  }
  // Too many to list whole at the floor: one shrinking line of all of them (labels fit by shrinking, then "…").
  const chosen = best ?? { size: TEXT_FLOOR, lines: [`${heading} ${offers.join(sep)}`] };
  const step = chosen.size * 1.2;
  const top = box.y + (box.height - step * chosen.lines.length) / 2;
  return chosen.lines.map((line, i) =>
    label(line, box.x + box.width, top + step * i + chosen.size * 0.95, {
      size: Math.max(TEXT_FLOOR, chosen.size),
      face: 'sansBold',
      align: 'end',
      maxWidth: box.width,
      colour: '#1f4e79',
    }),
  );
}

/**
 * Who is awaited, as a headline: players with their factions, or, when that is too long for
 * the line even in the condensed face, the players' names alone (the panels show the factions).
 */
function waitingLine(locale: Locale, view: MagnaciView, players: readonly string[], width: number): string {
  const full = t(locale, 'magnaci.board.waiting', {
    players: view.waitingFor.map((s) => playerName(players, s, seatName(locale, view, s))).join(', '),
  });
  if (measureText(full, 28, 'condensedBold') <= width) return full;
  return t(locale, 'magnaci.board.waiting', {
    players: view.waitingFor.map((s) => players[s] ?? seatName(locale, view, s)).join(', '),
  });
}

export const magnaciRenderer: BoardRenderer<MagnaciView> = {
  ...SIZE,
  draw(view, ctx) {
    const box = contentArea(SIZE);
    const changed = (path: string) => ctx.previous !== null && ctx.changes.has(path);
    const playersH = 128;
    const countersH = 40;
    const mainH = box.height - playersH - countersH - 12;
    const mapW = 500;
    const confW = 510;
    const out: string[] = [];
    out.push(...drawMap(view, ctx.locale, { x: box.x, y: box.y, width: mapW, height: mainH }, changed));
    out.push(
      ...drawConflicts(view, ctx.locale, { x: box.x + mapW + 8, y: box.y, width: confW, height: mainH }, changed),
    );
    out.push(
      ...drawCourt(
        view,
        ctx.locale,
        { x: box.x + mapW + confW + 16, y: box.y, width: box.width - mapW - confW - 16, height: mainH },
        changed,
      ),
    );
    const cy = box.y + mainH + 6;
    const counters = t(ctx.locale, 'magnaci.board.counters', {
      partitions: view.partitionCount,
      laws: view.decks.law,
      conflicts: view.decks.conflict,
    });
    const outcome =
      view.outcome?.kind === 'partition'
        ? t(ctx.locale, 'magnaci.result.partition')
        : view.outcome?.kind === 'scored' && view.outcome.winner !== null
          ? t(ctx.locale, 'magnaci.event.winner', {
              player: playerName(ctx.players, view.outcome.winner, seatName(ctx.locale, view, view.outcome.winner)),
            })
          : view.waitingFor.length > 0
            ? waitingLine(ctx.locale, view, ctx.players, box.width - 460)
            : '';
    // Open Law-card offers (trades are public) share the counters' line: counters on the left,
    // offers on the right.
    const offers = view.offers.map((o) =>
      t(ctx.locale, 'render.magnaci.offer', {
        from: seatName(ctx.locale, view, o.from),
        to: seatName(ctx.locale, view, o.to),
        law: t(ctx.locale, `magnaci.law.${o.law}`),
      }),
    );
    // Counters on the left; who is awaited (or the result) as a headline after them; open
    // offers in the rest of the line.
    const countersW = Math.min(box.width * 0.4, measureText(counters, 17, 'sansBold') + 12);
    const outcomeFace = fittingFace(outcome, 28, ['sansBold', 'condensedBold'], box.width - countersW - 40);
    const outcomeRoom = box.width - countersW - (offers.length > 0 ? box.width * 0.3 : 8);
    const outcomeW = outcome ? Math.min(outcomeRoom, measureText(outcome, 28, outcomeFace) + 16) : 0;
    const offersW = box.width - countersW - outcomeW - 8;
    out.push(
      textBox(counters, {
        x: box.x + 4,
        y: cy,
        width: countersW - 4,
        height: countersH,
        size: 17,
        face: 'sansBold',
        colour: view.partitionCount >= 2 ? '#8a0000' : THEME.ink,
        align: 'start',
      }),
    );
    if (outcome)
      out.push(
        label(outcome, box.x + countersW + 8, cy + countersH / 2 + 10, {
          size: 28,
          face: outcomeFace,
          maxWidth: outcomeW - 8,
          headline: true,
        }),
      );
    if (offers.length > 0)
      out.push(
        ...offerLines(t(ctx.locale, 'render.magnaci.offers'), offers, {
          x: box.x + box.width - offersW + 4,
          y: cy,
          width: offersW - 8,
          height: countersH,
        }),
      );
    if (['waitingFor', 'outcome', 'partitionCount', 'decks', 'offers'].some((k) => ctx.changes.has(k)))
      out.push(highlightRect(box.x, cy, box.width, countersH, 1, 6));
    out.push(
      ...drawPlayers(
        view,
        ctx.locale,
        { x: box.x, y: cy + countersH + 6, width: box.width, height: playersH },
        changed,
        ctx.players,
      ),
    );
    return out;
  },
};
