/**
 * The Boże Igrzysko board (spec §10.3): the five enemy fields on top (strength, Polish cubes,
 * projected invasion, raid PP, treaty), the five provinces below (prosperity, estate track,
 * cubes, armies, enemy cubes, Habsburg markers, Cossacks), and on the right the players, the
 * Sejm and the Royal Court, the Crown Army and supplies, and the last dice. Draws only the
 * spectator view.
 */
import type { EnemyColour, Province } from '../../engines/boze-igrzysko/data/board.js';
import type { FieldView, PlayerView, ProvinceView, View } from '../../engines/boze-igrzysko/view.js';
import { t } from '../../i18n/index.js';
import type { Locale } from '../../i18n/types.js';
import {
  type BoardRenderer,
  contentArea,
  d6,
  el,
  highlightRect,
  label,
  measureText,
  PANEL_HEADING,
  panel,
  playerName,
  type RenderContext,
  type SeatStyle,
  seatStyle,
  TEXT_FLOOR,
  THEME,
  textBox,
  token,
} from '../kit/index.js';

const SIZE = { width: 1600, height: 1000 };
const NS = 'boze-igrzysko';
type Box = { x: number; y: number; width: number; height: number };

const ENEMY_FILL: Record<EnemyColour, string> = {
  black: '#222222',
  green: '#2E7D32',
  brown: '#8D5A2B',
  orange: '#EF7D00',
  purple: '#7B3FA0',
};
const ENEMY_ORDER: EnemyColour[] = ['black', 'green', 'brown', 'orange', 'purple'];
const GOLD = '#C9A227';

const tr = (locale: Locale, key: string, params?: Record<string, string | number>) =>
  t(locale, { key: `${NS}.${key}`, ...(params ? { params } : {}) });

function styleOf(view: View, seat: number): SeatStyle {
  return seatStyle(seat, view.playerViews[seat]?.hex);
}

/** A cube's width: square, widened for a two-digit count. */
function cubeWidth(s: number, count: number): number {
  return Math.max(s, Math.ceil(measureText(String(count), TEXT_FLOOR, 'sansBold')) + 4);
}

/** A small square cube with a count, in an enemy colour (or gold for the king). */
function cube(x: number, y: number, s: number, fill: string, count: number): string {
  const w = cubeWidth(s, count);
  return (
    el('rect', { x, y, width: w, height: s, rx: 2, fill, stroke: THEME.ink, 'stroke-width': 1 }) +
    textBox(String(count), {
      x,
      y,
      width: w,
      height: s,
      size: Math.max(TEXT_FLOOR, s * 0.7),
      face: 'sansBold',
      colour: '#FFFFFF',
      halo: '#000000',
    })
  );
}

/** How wide `enemyRow` draws. */
function enemyRowWidth(s: number, counts: Record<EnemyColour, number>, markers = 0): number {
  let w = 0;
  for (const c of ENEMY_ORDER) if (counts[c] > 0) w += cubeWidth(s, counts[c]) + 4;
  if (markers > 0)
    w += Math.max(s, Math.ceil(measureText(`H${markers}`, Math.max(TEXT_FLOOR, s * 0.5), 'sansBold')) + 8);
  return w;
}

/** A row of enemy cubes per colour with counts, then the Habsburg markers as a purple disc. */
function enemyRow(x: number, y: number, s: number, counts: Record<EnemyColour, number>, markers = 0): string {
  const out: string[] = [];
  let cx = x;
  for (const c of ENEMY_ORDER) {
    const n = counts[c];
    if (n <= 0) continue;
    out.push(cube(cx, y, s, ENEMY_FILL[c], n));
    cx += cubeWidth(s, n) + 4;
  }
  if (markers > 0) {
    const text = `H${markers}`;
    const size = Math.max(TEXT_FLOOR, s * 0.5);
    const w = Math.max(s, Math.ceil(measureText(text, size, 'sansBold')) + 8);
    out.push(
      el('rect', {
        x: cx,
        y,
        width: w,
        height: s,
        rx: s / 2,
        fill: ENEMY_FILL.purple,
        stroke: '#FFFFFF',
        'stroke-width': 2,
      }),
    );
    out.push(textBox(text, { x: cx, y, width: w, height: s, size, face: 'sansBold', colour: '#FFFFFF' }));
  }
  return out.join('');
}

/** Height of a field's or province's heading: two lines, so long names read in full. */
const HEADING = 46;

/**
 * A panel whose heading may take two lines (a field's or province's name never fits the
 * column's width on one line in both languages); content goes below `y + HEADING`.
 */
function headedPanel(box: Box, title: string): string {
  return (
    panel(box) +
    el('path', {
      d: `M${box.x + 8} ${box.y + HEADING}H${box.x + box.width - 8}`,
      stroke: THEME.border,
      'stroke-width': 1,
    }) +
    textBox(title, {
      x: box.x + 8,
      y: box.y + 3,
      width: box.width - 16,
      height: HEADING - 5,
      size: 17,
      minSize: TEXT_FLOOR,
      maxLines: 2,
      face: 'sansBold',
      align: 'start',
    })
  );
}

function fieldBox(view: View, f: FieldView, box: Box, ctx: RenderContext<View>): string {
  const L = ctx.locale;
  const out: string[] = [headedPanel(box, `${f.id}: ${t(L, f.name)}`)];
  const x = box.x + 8;
  let y = box.y + HEADING + 4;
  const w = box.width - 16;
  out.push(
    textBox(tr(L, 'board.strength', { base: f.base, total: f.strength }), {
      x,
      y,
      width: w,
      height: 18,
      size: TEXT_FLOOR,
      align: 'start',
    }),
  );
  y += 22;
  out.push(enemyRow(x, y, 18, f.enemy, f.markers));
  if (f.cossacks > 0)
    out.push(
      label(tr(L, 'board.cossacksN', { n: f.cossacks }), x + w, y + 15, {
        size: TEXT_FLOOR,
        align: 'end',
        maxWidth: w - enemyRowWidth(18, f.enemy, f.markers) - 4,
        face: 'condensed',
      }),
    );
  y += 22;
  // Polish cubes per seat and the king's.
  let cx = x + 10;
  f.cubes.forEach((n, seat) => {
    if (n <= 0) return;
    out.push(token(cx, y + 10, 10, styleOf(view, seat), { text: n }));
    cx += 26;
  });
  if (f.king > 0) out.push(cube(cx - 9, y + 1, 18, GOLD, f.king));
  y += 22;
  out.push(
    textBox(tr(L, 'board.polish', { n: f.polish }), {
      x,
      y,
      width: w,
      height: 18,
      size: TEXT_FLOOR,
      align: 'start',
    }),
    textBox(tr(L, 'board.raidPP', { n: f.raidPP }), {
      x,
      y: y + 20,
      width: w,
      height: 18,
      size: TEXT_FLOOR,
      align: 'start',
    }),
  );
  y += 42;
  const threat = f.treaty
    ? tr(L, 'board.treaty', { n: f.treaty.breakOn })
    : tr(L, 'board.projected', { n: f.projectedInvasion });
  out.push(
    textBox(threat, {
      x,
      y,
      width: w,
      height: 40,
      size: TEXT_FLOOR,
      maxLines: 2,
      valign: 'top',
      face: 'sansBold',
      align: 'start',
      colour: f.treaty ? '#1B5E20' : f.projectedInvasion > 0 ? '#B71C1C' : THEME.ink,
    }),
  );
  if (ctx.changes.has('fields', FIELD_INDEX[f.id] ?? 0))
    out.push(highlightRect(box.x, box.y, box.width, box.height, 2, 8));
  return out.join('');
}

const FIELD_INDEX: Record<string, number> = { E1: 0, E2: 1, E3: 2, E4: 3, E5: 4 };
const PROVINCE_INDEX: Record<Province, number> = { PRU: 0, LIT: 1, UKR: 2, MAL: 3, WIE: 4 };

function provinceBox(view: View, p: ProvinceView, box: Box, ctx: RenderContext<View>): string {
  const L = ctx.locale;
  const out: string[] = [
    headedPanel(box, `${t(L, { key: `${NS}.province.${p.id}` })}\n${tr(L, 'board.prosperity', { n: p.prosperity })}`),
  ];
  const x = box.x + 8;
  let y = box.y + HEADING + 4;
  const w = box.width - 16;
  // Prosperity 1..5 as pips.
  for (let i = 1; i <= 5; i++) {
    out.push(
      el('circle', {
        cx: x + 8 + (i - 1) * 20,
        cy: y + 8,
        r: 7,
        fill: i <= p.prosperity ? '#2E7D32' : THEME.panelAlt,
        stroke: THEME.border,
      }),
    );
  }
  if (p.sejm !== null) {
    out.push(textBox(tr(L, 'board.deputy'), { x: x + 110, y, width: 70, height: 16, size: TEXT_FLOOR, align: 'end' }));
    out.push(token(x + 192, y + 8, 8, styleOf(view, p.sejm)));
  }
  y += 22;
  // Estate track in two rows (start → border): printed value, owner's token, M (manager) and C (city);
  // the next free space is tinted.
  const perRow = Math.ceil(p.track.length / 2);
  const cell = Math.min(48, (w - (perRow - 1) * 4) / perRow);
  p.track.forEach((space, i) => {
    const cx = x + (i % perRow) * (cell + 4);
    const cy = y + Math.floor(i / perRow) * (cell + 20);
    const next = p.nextFree === i;
    out.push(
      el('rect', {
        x: cx,
        y: cy,
        width: cell,
        height: cell + 16,
        rx: 3,
        fill: next ? '#FFF3C4' : THEME.panel,
        stroke: THEME.border,
      }),
    );
    out.push(
      textBox(String(space.value), { x: cx, y: cy + 1, width: cell, height: 16, size: TEXT_FLOOR, face: 'sansBold' }),
    );
    if (space.estate) {
      out.push(token(cx + cell / 2, cy + 16 + cell / 2 - 4, cell / 2 - 7, styleOf(view, space.estate.owner)));
      const marks = `${space.estate.manager ? 'M' : ''}${space.estate.city ? 'C' : ''}`;
      if (marks)
        out.push(
          textBox(marks, {
            x: cx,
            y: cy + cell,
            width: cell,
            height: 16,
            size: TEXT_FLOOR,
            face: 'sansBold',
            colour: '#B71C1C',
          }),
        );
    }
  });
  y += 2 * (cell + 20) + 6;
  // Player cubes and armies per seat.
  p.cubes.forEach((n, seat) => {
    const u = p.units[seat];
    const army = u !== undefined && u.inf + u.cav + u.art > 0;
    if (n === 0 && !army) return;
    const style = styleOf(view, seat);
    out.push(token(x + 14, y + 14, 13, style, { text: n }));
    // The seat's units in the province as pieces with counts (none drawn for a kind it lacks).
    let px = x + 32;
    for (const kind of army ? (['inf', 'cav', 'art'] as const) : []) {
      if ((u?.[kind] ?? 0) > 0)
        px += pieceWithCount(out, px, y + 3, u?.[kind] ?? 0, (ux, uy) => unitPiece(kind, ux, uy, style.colour)) - 6;
    }
    y += 32;
  });
  // Enemy cubes, markers and Cossacks at the bottom of the box.
  const bottom = box.y + box.height - 34;
  out.push(enemyRow(x, bottom, 26, p.enemy, p.markers));
  if (p.cossacks > 0)
    out.push(
      textBox(tr(L, 'board.cossacksN', { n: p.cossacks }), {
        x: x + w - 110,
        y: bottom,
        width: 110,
        height: 20,
        size: TEXT_FLOOR,
        align: 'end',
      }),
    );
  if (ctx.changes.has('provinces', PROVINCE_INDEX[p.id]))
    out.push(highlightRect(box.x, box.y, box.width, box.height, 2, 8));
  return out.join('');
}

/** A unit piece as a pictogram in the seat's colour: a pikeman, a horseshoe, a cannon. */
function unitPiece(kind: 'inf' | 'cav' | 'art', x: number, y: number, fill: string): string {
  const ink = { stroke: THEME.frame, 'stroke-width': 1.5 };
  switch (kind) {
    case 'inf':
      return (
        el('path', { d: `M${x + 16} ${y + 1}L${x + 16} ${y + 21}`, ...ink, 'stroke-width': 2 }) +
        el('circle', { cx: x + 9, cy: y + 5, r: 4, fill, ...ink }) +
        el('path', {
          d: `M${x + 4} ${y + 21}L${x + 6} ${y + 10}L${x + 12} ${y + 10}L${x + 14} ${y + 21}Z`,
          fill,
          ...ink,
        })
      );
    case 'cav':
      return el('path', {
        d: `M${x + 4} ${y + 20}L${x + 4} ${y + 10}A7 7 0 0 1 ${x + 18} ${y + 10}L${x + 18} ${y + 20}L${x + 13} ${y + 20}L${x + 13} ${y + 10}A2 2 0 0 0 ${x + 9} ${y + 10}L${x + 9} ${y + 20}Z`,
        fill,
        ...ink,
      });
    case 'art':
      return (
        el('path', {
          d: `M${x + 2} ${y + 8}L${x + 20} ${y + 4}L${x + 21} ${y + 9}L${x + 3} ${y + 13}Z`,
          fill,
          ...ink,
        }) + el('circle', { cx: x + 9, cy: y + 16, r: 5, fill, ...ink })
      );
  }
}

/** A piece (drawn by `draw` in a 22 px square) and its count beside it; returns the width used. */
function pieceWithCount(
  out: string[],
  x: number,
  y: number,
  n: number | string,
  draw: (x: number, y: number) => string,
): number {
  const text = `×${n}`;
  out.push(draw(x, y), label(text, x + 24, y + 17, { size: TEXT_FLOOR, face: 'sansBold' }));
  return 24 + measureText(text, TEXT_FLOOR, 'sansBold') + 10;
}

/** The height of a player box's second line (turn order and what the seat is doing). */
const STANDING = 20;

function playerBox(view: View, pv: PlayerView, box: Box, ctx: RenderContext<View>): string {
  const L = ctx.locale;
  const style = styleOf(view, pv.seat);
  const active = view.actor === pv.seat || pv.submitted === false;
  const out: string[] = [
    el('rect', {
      ...box,
      rx: 6,
      fill: THEME.panel,
      stroke: active ? THEME.ink : THEME.border,
      'stroke-width': active ? 4 : 1.5,
    }),
    token(box.x + 16, box.y + 16, 11, style),
  ];
  const hetman = view.hetman === pv.seat ? ` · ${tr(L, 'board.hetman')}` : '';
  // The hetman's mace goes on the second line with the turn order, so the name reads in full.
  // Panels go in seat order, numbered as in /game status and history; the turn order is told apart.
  const place = view.turnOrder.indexOf(pv.seat) + 1;
  const turn = place > 0 ? ` · ${t(L, 'render.turnPlace', { place })}` : '';
  const status =
    pv.submitted === true
      ? ` · ${tr(L, 'board.submitted')}`
      : pv.submitted === false
        ? ` · ${tr(L, 'board.waiting')}`
        : pv.passed
          ? ` · ${tr(L, 'board.passed')}`
          : '';
  out.push(
    textBox(
      `${active ? '▶ ' : ''}${pv.seat + 1}. ${playerName(ctx.players, pv.seat, t(L, { key: `${NS}.colour.${pv.colour}` }))}`,
      {
        x: box.x + 32,
        y: box.y + 4,
        width: box.width - 40,
        height: 22,
        size: 17,
        face: 'sansBold',
        align: 'start',
      },
    ),
  );
  // The turn order and where the seat stands, on a line of their own so the name reads in full.
  const standing = `${turn}${hetman}${status}`.replace(/^ · /, '');
  if (standing) {
    out.push(
      label(standing, box.x + 32, box.y + 42, { size: TEXT_FLOOR, maxWidth: box.width - 40, colour: THEME.mutedInk }),
    );
  }
  // Money and prestige as numbers; cubes and discs as the seat's pieces with counts.
  let x = box.x + 8;
  const y1 = box.y + 27 + STANDING;
  const money = `${pv.pp} PP · ${pv.money} zł`;
  out.push(label(money, x, y1 + 17, { size: TEXT_FLOOR, face: 'sansBold' }));
  x += measureText(money, TEXT_FLOOR, 'sansBold') + 14;
  x += pieceWithCount(out, x, y1, pv.cubesInPool, (px, py) =>
    el('rect', { x: px + 3, y: py + 3, width: 16, height: 16, rx: 2, fill: style.colour, stroke: THEME.frame }),
  );
  x += pieceWithCount(out, x, y1, pv.discsInPool, (px, py) =>
    el('ellipse', { cx: px + 11, cy: py + 12, rx: 10, ry: 6, fill: style.colour, stroke: THEME.frame }),
  );
  const court = pv.court === null ? (view.stage === 'clientele' ? '?' : '–') : String(pv.court);
  const courtText = `${t(L, 'render.bi.court')}: ${court}`;
  out.push(
    label(courtText, box.x + box.width - 8, y1 + 17, {
      size: TEXT_FLOOR,
      align: 'end',
      maxWidth: Math.max(40, box.x + box.width - 8 - x),
    }),
  );
  // Units as pieces with counts.
  x = box.x + 8;
  const y2 = box.y + 49 + STANDING;
  for (const kind of ['inf', 'cav', 'art'] as const) {
    x += pieceWithCount(out, x, y2, pv.units[kind], (px, py) => unitPiece(kind, px, py, style.colour));
  }
  // Unused influence tokens as chips with their values.
  const tokensLabel = t(L, 'render.bi.tokens');
  out.push(label(tokensLabel, x + 4, y2 + 17, { size: TEXT_FLOOR, colour: THEME.mutedInk }));
  x += measureText(tokensLabel, TEXT_FLOOR) + 10;
  const right = box.x + box.width - 6;
  const room = Math.floor((right - x) / 23);
  const tokens = pv.unusedTokens.length > room ? pv.unusedTokens.slice(0, Math.max(0, room - 1)) : pv.unusedTokens;
  if (pv.unusedTokens.length === 0) out.push(label('–', x, y2 + 17, { size: TEXT_FLOOR }));
  tokens.forEach((v, i) => {
    const cx = x + i * 23;
    out.push(
      el('rect', { x: cx, y: y2 + 1, width: 21, height: 21, rx: 4, fill: '#f3ead2', stroke: THEME.frame }),
      label(String(v), cx + 10.5, y2 + 17, { size: TEXT_FLOOR, face: 'sansBold', align: 'middle' }),
    );
  });
  if (tokens.length < pv.unusedTokens.length)
    out.push(
      label(`+${pv.unusedTokens.length - tokens.length}`, x + tokens.length * 23, y2 + 17, { size: TEXT_FLOOR }),
    );
  // Sejm seats and destroyed units, when there are any.
  const y3 = box.y + 71 + STANDING;
  const extra = [
    pv.sejmSeats.length > 0 ? `${t(L, 'render.bi.sejm')}: ${pv.sejmSeats.length}` : '',
    pv.revealedTokens ? `${t(L, 'render.bi.revealed')}: ${Object.values(pv.revealedTokens).join(' ')}` : '',
  ]
    .filter((e) => e !== '')
    .join(' · ');
  if (extra)
    out.push(label(extra, box.x + 8, y3 + 15, { size: TEXT_FLOOR, maxWidth: box.width - 16, colour: THEME.mutedInk }));
  if (ctx.changes.has('playerViews', pv.seat)) out.push(highlightRect(box.x, box.y, box.width, box.height, 2, 8));
  return out.join('');
}

function sidePanel(view: View, box: Box, ctx: RenderContext<View>): string {
  const L = ctx.locale;
  const out: string[] = [];
  const h = 92 + STANDING;
  [...view.turnOrder]
    .sort((a, b) => a - b)
    .forEach((seat, i) => {
      const pv = view.playerViews[seat];
      if (pv) out.push(playerBox(view, pv, { x: box.x, y: box.y + i * (h + 6), width: box.width, height: h }, ctx));
    });
  let y = box.y + view.turnOrder.length * (h + 6) + 4;
  const infoH = box.y + box.height - y;
  out.push(panel({ x: box.x, y, width: box.width, height: infoH, title: tr(L, 'board.commonwealth') }));
  const common = [
    'crown',
    'cossacks',
    'supply',
    'treaty',
    'estateCost',
    'recruitDraft',
    'bidding',
    'final',
    'lastDice',
  ];
  const procedure = [
    'turn',
    'phase',
    'stage',
    'cycle',
    'actor',
    'hetman',
    'turnOrder',
    'shortage',
    'cityBuiltThisTurn',
  ];
  if ([...common, ...procedure].some((k) => ctx.changes.has(k)))
    out.push(highlightRect(box.x, y, box.width, infoH, 2, 8));
  const x = box.x + 10;
  const w = box.width - 20;
  y += PANEL_HEADING + 6;
  const lines = [
    tr(L, 'board.crown', { inf: view.crown.inf, cav: view.crown.cav, art: view.crown.art }),
    tr(L, 'board.supply', {
      king: view.supply.kingCubes,
      managers: view.supply.managers,
      cities: view.supply.cities,
      markers: view.supply.markers,
      cossacks: view.cossacks.pool,
    }),
    view.treaty
      ? tr(L, 'board.treatyOn', { field: view.treaty.field, n: view.treaty.breakOn })
      : tr(L, 'board.noTreaty'),
  ];
  if (view.estateCost !== null) lines.push(tr(L, 'board.estateCost', { n: view.estateCost }));
  if (view.recruitDraft)
    lines.push(
      tr(L, 'board.recruitDraft', {
        inf: view.recruitDraft.inf,
        cav: view.recruitDraft.cav,
        art: view.recruitDraft.art,
        cossacks: view.recruitDraft.cossacks,
        zl: view.recruitDraft.price,
      }),
    );
  if (view.bidding) lines.push(tr(L, 'board.bidding', { round: view.bidding.round }));
  if (view.final) lines.push(tr(L, 'board.final'));
  for (const line of lines) {
    // A line too long for the panel wraps to a second line rather than being cut.
    const h = measureText(line, TEXT_FLOOR) <= w ? 20 : 40;
    out.push(textBox(line, { x, y, width: w, height: h, size: TEXT_FLOOR, maxLines: 2, align: 'start' }));
    y += h + 2;
  }
  if (view.final) {
    view.final.forEach((f, seat) => {
      out.push(token(x + 9, y + 9, 8, styleOf(view, seat)));
      out.push(
        textBox(tr(L, 'board.finalLine', { estates: f.estates, duchies: f.duchies, cubes: f.cubesOnMap }), {
          x: x + 22,
          y,
          width: w - 22,
          height: 18,
          size: TEXT_FLOOR,
          align: 'start',
        }),
      );
      y += 20;
    });
  }
  // The last dice rolled (most recent action).
  const dice = view.lastDice.flatMap((d) => d.dice).slice(-14);
  if (dice.length > 0) {
    out.push(label(tr(L, 'board.lastDice'), x, y + 16, { size: TEXT_FLOOR, face: 'sansBold' }));
    y += 24;
    dice.forEach((v, i) => {
      out.push(d6(x + 14 + (i % 10) * 34, y + 14 + Math.floor(i / 10) * 34, 28, v));
    });
  }
  return out.join('');
}

export const bozeIgrzyskoRenderer: BoardRenderer<View> = {
  ...SIZE,
  draw(view, ctx) {
    const c = contentArea(SIZE);
    const out: string[] = [];
    const mainW = 1080;
    const gap = 8;
    const colW = (mainW - 4 * gap) / 5;
    // Enemy fields, each above its province (ring order PRU, LIT, UKR, MAL, WIE).
    const fieldH = 212;
    view.fields.forEach((f, i) => {
      out.push(fieldBox(view, f, { x: c.x + i * (colW + gap), y: c.y, width: colW, height: fieldH }, ctx));
    });
    // Arrows from each field down to its province.
    view.fields.forEach((_, i) => {
      const ax = c.x + i * (colW + gap) + colW / 2;
      out.push(
        el('path', {
          d: `M${ax} ${c.y + fieldH + 2} l0 14 m-6 -6 l6 6 l6 -6`,
          stroke: THEME.border,
          'stroke-width': 2,
          fill: 'none',
        }),
      );
    });
    const provY = c.y + fieldH + 20;
    const provH = c.height - fieldH - 20;
    view.provinces.forEach((p, i) => {
      out.push(provinceBox(view, p, { x: c.x + i * (colW + gap), y: provY, width: colW, height: provH }, ctx));
    });
    out.push(sidePanel(view, { x: c.x + mainW + 12, y: c.y, width: c.width - mainW - 12, height: c.height }, ctx));
    return out;
  },
};
