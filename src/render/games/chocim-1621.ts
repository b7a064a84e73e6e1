/**
 * The Chocim 1621 board (spec 2.2, 9.4) drawn as the siege it is: a schematic map with the
 * Ottoman camp on top, the foreground (the common field) below it, then the Commonwealth's
 * camp in its three defence lines, the ravine west of the Hetman's camp and the Dniester
 * along the east, with a passage drawn wherever two fields are adjacent. Units are counters
 * with counts, actions rows of spots, fortification and approaches small tracks with a
 * marker. The player boards, time and phase tracks, diplomacy cards and the last combat are
 * on the right (chocim-1621-boards.ts). Everything that changed since the previous image is
 * outlined. Draws only the spectator view.
 *
 * What never changes in a game (river, passages, field frames and names, the legend, the panel
 * frames, track spaces and headings) is the static layer (`base`), rasterised once per locale
 * and rules; each image rasterises only the values, markers, counters and highlights over it.
 * A field the Ottomans hold, or one being fought over, gets its frame or heading repainted.
 */
import { FIELD_DATA, PITCHED, type PlcField } from '../../engines/chocim-1621/data/board.js';
import type { Side } from '../../engines/chocim-1621/data/units.js';
import { isPlcField, neighbours, type SlotSpec, slotSpecs } from '../../engines/chocim-1621/rules/board.js';
import type { View } from '../../engines/chocim-1621/view.js';
import { t } from '../../i18n/index.js';
import type { Locale } from '../../i18n/types.js';
import {
  type BoardRenderer,
  contentArea,
  el,
  highlightRect,
  label,
  measureText,
  type RenderContext,
  seatStyle,
  TEXT_FLOOR,
  THEME,
  textBox,
  token,
} from '../kit/index.js';
import { drawSideColumn, drawSideColumnBase } from './chocim-1621-boards.js';
import {
  type Box,
  COLOUR,
  count,
  countersWidth,
  GROUND,
  miniTrack,
  NS,
  ROW,
  rowLabel,
  rowLabelWidth,
  spots,
  unitCounters,
} from './chocim-1621-pieces.js';

const SIZE = { width: 1600, height: 1000 };
/** The map's width; the player boards take the rest. */
const MAP_W = 1062;
const GAP = 10;
const HEADER = 30;
/** The band under a field's heading that holds its combat tab and "held" badge when the name leaves no room. */
const BAND = 26;
/** A field's name: the largest of these that fits (never below the text floor). */
const HEAD_FONTS = [
  { size: 18, face: 'sansBold' },
  { size: 18, face: 'condensedBold' },
  { size: TEXT_FLOOR, face: 'condensedBold' },
] as const;
const RIVER = '#8fb8d8';

type FieldId = PlcField | 'sultan_tents' | 'sipahi_camp' | 'tatar_camp' | 'trenches';

interface MapLayout {
  fields: Record<FieldId, Box>;
  foreground: Box;
  legend: Box;
  river: Box;
}

/** Where each field sits: Ottomans on top, the foreground, then lines I, II and III. */
function mapLayout(c: Box): MapLayout {
  const x0 = c.x;
  const bottom = c.y + c.height;
  const row = (n: number, i: number, w = MAP_W) => x0 + i * ((w - GAP * (n - 1)) / n + GAP);
  const wOf = (n: number, w = MAP_W) => (w - GAP * (n - 1)) / n;
  const ottY = c.y;
  const ottH = 196;
  const fgY = ottY + ottH + GAP;
  const fgH = 112;
  const l1Y = fgY + fgH + GAP;
  const l1H = 226;
  const l2Y = l1Y + l1H + GAP;
  const l2H = 172;
  const l3Y = l2Y + l2H + GAP;
  const riverW = 34;
  const landW = MAP_W - riverW - GAP;
  const w1 = wOf(5, landW);
  const colW = w1;
  const ott = ['sultan_tents', 'sipahi_camp', 'tatar_camp', 'trenches'] as const;
  const line1 = ['cossack_camp', 'lisowczyk_bastion', 'redoubts', 'church', 'bridgehead'] as const;
  const fields = {} as Record<FieldId, Box>;
  ott.forEach((id, i) => {
    fields[id] = { x: row(4, i), y: ottY, width: wOf(4), height: ottH };
  });
  line1.forEach((id, i) => {
    fields[id] = { x: row(5, i, landW), y: l1Y, width: w1, height: l1H };
  });
  // Line II under the fields it borders: the ramparts behind the bastion and the redoubts,
  // the castle behind the church and the bridgehead (over the Dniester).
  const l2x = x0 + colW + GAP;
  const l2w = landW - colW - GAP;
  fields.ramparts = { x: l2x, y: l2Y, width: (l2w - GAP) / 2, height: l2H };
  fields.castle = { x: l2x + (l2w + GAP) / 2, y: l2Y, width: (l2w - GAP) / 2, height: l2H };
  fields.hetman_camp = { x: l2x, y: l3Y, width: l2w, height: bottom - l3Y };
  return {
    fields,
    foreground: { x: x0, y: fgY, width: MAP_W, height: fgH },
    legend: { x: x0, y: l2Y, width: colW - 14, height: bottom - l2Y },
    river: { x: x0 + landW + GAP, y: l1Y, width: riverW, height: bottom - l1Y },
  };
}

/** One row of a field: a label, what stands there, whether it changed. */
interface FieldRow {
  text: string;
  colour?: string;
  /** Draws the row's content right of the label (x, top, width). */
  draw?: (x: number, y: number, width: number) => string;
  /** How wide the content is (the label gets the rest). */
  contentWidth?: number;
  changed: boolean;
  /** Rows that may be left out when the field is full. */
  optional?: boolean;
}

function slotsOf(view: View, field: string): SlotSpec[] {
  return slotSpecs(view.rules).filter((s) => s.field === field);
}

/** Extra assault room from adjacent PLC fields the Ottomans hold (the dots, 5.4.2). */
function assaultExtra(view: View, field: PlcField): number {
  const held = neighbours(view.rules, field).filter(
    (n) => isPlcField(n) && n !== 'hetman_camp' && count(view.slots[`${n}.control`], 'OTT') > 0,
  ).length;
  return Math.min(FIELD_DATA[field].dots.v, held);
}

function unitsRow(
  ctx: RenderContext<View>,
  view: View,
  slot: string,
  text: string,
  extra: Partial<FieldRow> = {},
): FieldRow {
  const u = view.slots[slot];
  return {
    text,
    draw: (x, y, w) => unitCounters(ctx.locale, u, x, y, w),
    contentWidth: countersWidth(ctx.locale, u),
    changed: ctx.changes.has('slots', slot),
    ...extra,
  };
}

/** The rows of one field, most important first. */
function fieldRows(view: View, ctx: RenderContext<View>, id: FieldId): FieldRow[] {
  const L = ctx.locale;
  const rows: FieldRow[] = [];
  const action = (a: string) => t(L, `${NS}.action.${a}`);
  if (isPlcField(id)) {
    rows.push({
      text: t(L, 'render.chocim.fortification'),
      draw: (x, y, w) =>
        miniTrack({
          x: x + w - 4 * 22,
          y: y + 1,
          width: 4 * 22,
          height: ROW - 2,
          from: 0,
          to: 3,
          value: view.fortification[id],
          changed: ctx.changes.has('fortification', id),
        }),
      contentWidth: 4 * 22,
      changed: false,
    });
    const slot = `${id}.assault`;
    const spec = slotsOf(view, id).find((s) => s.action === 'assault');
    const max = spec?.max ?? 0;
    const extra = assaultExtra(view, id);
    const n = count(view.slots[slot]);
    rows.push(
      unitsRow(ctx, view, slot, `${action('assault')} ${n}/${max}${extra > 0 ? ` +${extra}` : ''}`, {
        colour: n > 0 ? COLOUR.OTT : THEME.mutedInk,
      }),
    );
    rows.push({
      text: '',
      draw: (x, y, w) => spots({ x, y, width: w, height: ROW, side: 'OTT', n, max, extra }),
      contentWidth: 0,
      changed: false,
    });
  }
  const reserve = view.reserves[id as keyof View['reserves']];
  if (reserve)
    rows.push({
      text: t(L, `${NS}.board.reserve`),
      draw: (x, y, w) => unitCounters(L, reserve, x, y, w),
      contentWidth: countersWidth(L, reserve),
      changed: ctx.changes.has('reserves', id),
    });
  for (const s of slotsOf(view, id)) {
    if (s.action === 'assault') continue;
    const n = count(view.slots[s.id]);
    if (s.action === 'control' && view.occupyField === id) {
      // A field being occupied after a capture: the Ottomans trim control back to its limit,
      // so the count may read "4/3" for a moment; said in full, the units on the next row.
      rows.push({ text: t(L, 'render.chocim.occupy', { n, max: s.max }), colour: COLOUR.OTT, changed: true });
      rows.push(unitsRow(ctx, view, s.id, '', { changed: true }));
      continue;
    }
    if ((s.action === 'control' || s.action === 'counterattack') && n === 0) continue;
    const exact = s.exactly !== null ? `${n}/${s.exactly}` : n > 0 && s.action !== 'defence' ? `${n}/${s.max}` : '';
    rows.push(
      unitsRow(ctx, view, s.id, exact ? `${action(s.action)} ${exact}` : action(s.action), {
        optional: n === 0 && s.action !== 'defence',
        colour: n > 0 ? THEME.ink : THEME.mutedInk,
      }),
    );
  }
  if (id === 'trenches') {
    rows.splice(0, 0, {
      text: t(L, 'render.chocim.approaches'),
      draw: (x, y, w) =>
        miniTrack({
          x: x + w - 7 * 24,
          y: y + 1,
          width: 7 * 24,
          height: ROW - 2,
          from: 0,
          to: 6,
          value: view.approach,
          fills: { 4: '#ead2a8', 5: '#e2b98a', 6: '#c98a8a' },
          changed: ctx.changes.has('approach'),
        }),
      contentWidth: 7 * 24,
      changed: false,
    });
  }
  return rows;
}

function fieldName(locale: Locale, id: string): string {
  return t(locale, `${NS}.field.${id}`);
}

/** The largest heading font in which `name` fits `width`, if any. */
function nameFont(name: string, width: number): (typeof HEAD_FONTS)[number] | undefined {
  return HEAD_FONTS.find((f) => measureText(name, f.size, f.face) <= width);
}

/** A field's heading strip in the colour of the side holding it. */
function fieldHeader(box: Box, owner: Side): string {
  return el('rect', { x: box.x, y: box.y, width: box.width, height: HEADER, rx: 8, fill: COLOUR[owner] });
}

/** A field's frame: its ground in the holder's light colour, the border of the side it belongs to, the heading. */
function fieldFrame(id: FieldId, box: Box, owner: Side): string[] {
  return [
    el('rect', {
      ...box,
      rx: 8,
      fill: GROUND[owner],
      stroke: isPlcField(id) ? COLOUR.PLC : COLOUR.OTT,
      'stroke-width': 2,
    }),
    fieldHeader(box, owner),
  ];
}

/** A field's name in its heading, `width` wide at most. */
function fieldTitle(name: string, box: Box, width: number): string {
  const font = nameFont(name, width) ?? (HEAD_FONTS.at(-1) as (typeof HEAD_FONTS)[number]);
  return textBox(name, {
    x: box.x + 8,
    y: box.y + 1,
    width,
    height: HEADER - 2,
    size: font.size,
    face: font.face,
    align: 'start',
    colour: '#ffffff',
  });
}

function drawField(view: View, ctx: RenderContext<View>, id: FieldId, box: Box): string[] {
  const plc = isPlcField(id);
  const held = plc && id !== 'hetman_camp' && count(view.slots[`${id}.control`], 'OTT') > 0;
  const owner: Side = plc && !held ? 'PLC' : 'OTT';
  const fought = view.combat?.field === id ? view.combat.kind : null;
  // The static layer has the field's frame and its name in the owner's colours of the start; a
  // held field is repainted in the Ottomans' colours, a marked heading (badge, combat tab) anew.
  const marked = held || fought !== null;
  const out: string[] = held ? fieldFrame(id, box, owner) : marked ? [fieldHeader(box, owner)] : [];
  const badge = held ? t(ctx.locale, 'render.chocim.held') : '';
  const fight = fought ? t(ctx.locale, `${NS}.board.combat.${fought}`) : '';
  const tabW = fought ? measureText(fight, TEXT_FLOOR, 'sansBold') + 14 : 0;
  const badgeW = held ? measureText(badge, TEXT_FLOOR, 'condensedBold') + 30 : 0;
  const marks = (tabW > 0 ? tabW + 6 : 0) + badgeW;
  const name = fieldName(ctx.locale, id);
  const room = box.width - 16;
  // The field's name reads in full: a narrower face before a smaller size; the combat tab and the
  // "held" badge sit beside it when they fit, else on a band of their own under the heading.
  const inHeader = marks === 0 || nameFont(name, room - marks) !== undefined;
  const band = inHeader ? 0 : BAND;
  if (fought) {
    // The field being fought over: a thick outline in the attacker's colour and a yellow tab.
    const attacker: Side = fought === 'counterattack' ? 'PLC' : 'OTT';
    out.push(el('rect', { ...box, rx: 8, fill: 'none', stroke: COLOUR[attacker], 'stroke-width': 6 }));
  }
  // Where the marks go: the right end of the heading, or the band under it.
  const markY = inHeader ? box.y + HEADER / 2 : box.y + HEADER + BAND / 2;
  if (!inHeader) {
    out.push(el('rect', { x: box.x + 3, y: box.y + HEADER, width: box.width - 6, height: BAND, fill: COLOUR[owner] }));
  }
  let right = box.x + box.width - 8;
  if (held) {
    out.push(
      token(right - badgeW + 10, markY, 9, seatStyle(1, '#ffffff')),
      label(badge, right - badgeW + 24, markY + 6, {
        size: TEXT_FLOOR,
        face: 'condensedBold',
        colour: '#ffffff',
        maxWidth: badgeW - 24,
      }),
    );
    right -= badgeW;
  }
  if (fought) {
    // In the band the tab starts at the left, so the badge and the tab never overlap.
    const tabX = inHeader ? right - tabW : box.x + 8;
    out.push(
      el('rect', { x: tabX, y: markY - (HEADER - 8) / 2, width: tabW, height: HEADER - 8, rx: 4, fill: '#f2c94c' }),
      label(fight, tabX + 7, markY + 6, { size: TEXT_FLOOR, face: 'sansBold' }),
    );
  }
  if (marked) out.push(fieldTitle(name, box, inHeader ? room - marks : room));
  const ownerChanged = plc && ctx.changes.has('slots', `${id}.control`) && ctx.previous !== null;
  const heldBefore =
    plc && ctx.previous !== null && id !== 'hetman_camp' && count(ctx.previous.slots[`${id}.control`], 'OTT') > 0;
  if (ownerChanged && heldBefore !== held) out.push(highlightRect(box.x, box.y, box.width, HEADER, 2, 8));
  out.push(
    ...drawRows(fieldRows(view, ctx, id), {
      x: box.x + 8,
      y: box.y + HEADER + band + 3,
      width: box.width - 16,
      height: box.height - HEADER - band - 6,
    }),
  );
  return out;
}

/** Rows from the top of `box`; optional ones left out when they do not fit. */
function drawRows(given: FieldRow[], box: Box): string[] {
  const fits = Math.max(1, Math.floor(box.height / ROW));
  // A label that would be cut beside its content (units on an action, a track) gets a line of its
  // own, the content the line below, so both read in full.
  const all = given.flatMap((r): FieldRow[] => {
    if (!r.text || !r.draw) return [r];
    // As drawn below: the label gets what the content leaves, and is cut only when it needs more.
    const room = Math.max(60, box.width - (r.contentWidth ?? 0) - 6);
    if (measureText(r.text, TEXT_FLOOR, 'condensed') <= room) return [r];
    const { draw, contentWidth, ...head } = r;
    return [
      { ...head, text: r.text },
      {
        text: '',
        draw,
        ...(contentWidth !== undefined ? { contentWidth } : {}),
        changed: r.changed,
        ...(r.optional ? { optional: true } : {}),
      },
    ];
  });
  let rows = all;
  if (rows.length > fits) {
    const needed = rows.length - fits;
    let dropped = 0;
    rows = rows.filter((r) => !(r.optional && dropped < needed && ++dropped));
  }
  const step = rows.length > fits ? box.height / rows.length : ROW;
  const out: string[] = [];
  rows.forEach((r, i) => {
    const y = box.y + i * step;
    const content = r.contentWidth ?? 0;
    const labelW = r.text ? rowLabelWidth(r.text, r.draw ? Math.max(60, box.width - content - 6) : box.width) : 0;
    if (r.text) out.push(rowLabel(r.text, box.x, y, labelW, r.colour));
    if (r.draw) out.push(r.draw(box.x + labelW + (r.text ? 4 : 0), y, box.width - labelW - (r.text ? 4 : 0)));
    if (r.changed) out.push(highlightRect(box.x - 3, y, box.width + 6, ROW, 1, 4));
  });
  return out;
}

/** Thick sand-coloured passages across the gap between two adjacent fields. */
function passages(rules: View['rules'], L: MapLayout): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const boxOf = (id: string): Box | null =>
    id === 'foreground' ? L.foreground : ((L.fields as Record<string, Box>)[id] ?? null);
  for (const id of Object.keys(L.fields)) {
    if (!isPlcField(id)) continue;
    for (const n of neighbours(rules, id)) {
      const key = [id, n].sort().join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      const a = boxOf(id);
      const b = boxOf(n);
      if (!a || !b) continue;
      const bridge = key === 'bridgehead|castle';
      const overlapX = [Math.max(a.x, b.x), Math.min(a.x + a.width, b.x + b.width)] as const;
      const overlapY = [Math.max(a.y, b.y), Math.min(a.y + a.height, b.y + b.height)] as const;
      const paint = {
        fill: bridge ? '#8a6a44' : '#e8d6a8',
        stroke: THEME.frame,
        'stroke-width': 1.5,
        rx: 3,
      };
      if (overlapX[1] - overlapX[0] > 20) {
        const top = Math.min(a.y + a.height, b.y + b.height);
        const bottom = Math.max(a.y, b.y);
        const cx = (overlapX[0] + overlapX[1]) / 2;
        out.push(el('rect', { x: cx - 22, y: top - 6, width: 44, height: bottom - top + 12, ...paint }));
      } else if (overlapY[1] - overlapY[0] > 20) {
        const left = Math.min(a.x + a.width, b.x + b.width);
        const right = Math.max(a.x, b.x);
        const cy = (overlapY[0] + overlapY[1]) / 2;
        out.push(el('rect', { x: left - 6, y: cy - 22, width: right - left + 12, height: 44, ...paint }));
      }
    }
  }
  return out;
}

function drawForeground(view: View, ctx: RenderContext<View>, box: Box): string[] {
  const L = ctx.locale;
  const slot = 'foreground.pitched_battle';
  const u = view.slots[slot];
  const out: string[] = [];
  // The bonus token (premia) at the top right: a gold disc while available.
  const used = view.bonusToken === 'used';
  const tokenText = t(L, `${NS}.board.bonus.${view.bonusToken}`);
  out.push(
    el('circle', {
      cx: box.x + box.width - 20,
      cy: box.y + 18,
      r: 11,
      fill: used ? THEME.panelAlt : '#d9a520',
      stroke: THEME.frame,
      'stroke-width': 1.5,
    }),
    label(tokenText, box.x + box.width - 38, box.y + 24, {
      size: TEXT_FLOOR,
      align: 'end',
      maxWidth: box.width * 0.4,
      colour: used ? THEME.mutedInk : THEME.ink,
    }),
  );
  if (ctx.changes.has('bonusToken')) out.push(highlightRect(box.x + box.width - 34, box.y + 4, 28, 28, 1, 14));
  const half = (box.width - 30) / 2;
  (['PLC', 'OTT'] as const).forEach((side, i) => {
    const x = box.x + 10 + i * (half + 10);
    const y = box.y + 34;
    const n = count(u, side);
    const { min, max } = PITCHED[side];
    const sideName = t(L, `${NS}.side.${side}`);
    const head = `${sideName} ${n} (${t(L, `${NS}.board.minMax`, { min: min.v, max: max.v })})`;
    out.push(rowLabel(head, x, y, half * 0.62, COLOUR[side]));
    out.push(spots({ x: x + half * 0.62 + 4, y, width: half * 0.38 - 4, height: ROW, side, n, max: max.v }));
    const notes: string[] = [];
    if (n >= min.v) notes.push(t(L, `${NS}.board.controlsForeground`));
    if (side === 'PLC' && n >= 4) notes.push(t(L, `${NS}.board.blockadeAssaults`));
    if (side === 'OTT' && n >= 5) notes.push(t(L, `${NS}.board.blockadeSorties`));
    const countersW = Math.min(half * 0.5, countersWidth(L, u === undefined ? u : onlySide(u, side)));
    out.push(unitCounters(L, u === undefined ? u : onlySide(u, side), x, y + ROW + 2, countersW + 1));
    if (notes.length > 0)
      out.push(rowLabel(notes.join(' · '), x + countersW + 8, y + ROW + 2, half - countersW - 8, THEME.ink));
  });
  if (ctx.changes.has('slots', slot)) out.push(highlightRect(box.x, box.y + 32, box.width, 2 * ROW + 6, 0, 6));
  return out;
}

/** The foreground's frame and name (static). */
function drawForegroundFrame(L: Locale, box: Box): string[] {
  return [
    el('rect', { ...box, rx: 8, fill: '#efe6cf', stroke: THEME.border, 'stroke-width': 2 }),
    label(`${t(L, `${NS}.field.foreground`)} · ${t(L, `${NS}.action.pitched_battle`)}`, box.x + 10, box.y + 24, {
      size: 18,
      face: 'sansBold',
      maxWidth: box.width * 0.5,
    }),
  ];
}

function onlySide<U extends Record<string, number>>(u: U, side: Side): U {
  const out = { ...u };
  const other: Side = side === 'PLC' ? 'OTT' : 'PLC';
  for (const [k] of Object.entries(out)) {
    if ((other === 'PLC' ? ['cavalry', 'infantry', 'cossack'] : ['sipahi', 'janissary', 'tatar']).includes(k))
      (out as Record<string, number>)[k] = 0;
  }
  return out;
}

/** The ravine west of the Hetman's camp and the legend of unit counters in the corner it leaves. */
function drawLegend(L: Locale, box: Box): string[] {
  const out: string[] = [];
  // The ravine: a jagged dark line along the legend's east edge.
  const x = box.x + box.width + 8;
  const pts: string[] = [];
  for (let y = box.y, i = 0; y <= box.y + box.height; y += 16, i++) pts.push(`${x + (i % 2 === 0 ? -4 : 4)},${y}`);
  out.push(el('polyline', { points: pts.join(' '), fill: 'none', stroke: '#7a5a34', 'stroke-width': 4 }));
  out.push(
    el('rect', { ...box, rx: 8, fill: THEME.panel, stroke: THEME.border, 'stroke-width': 1.5 }),
    label(t(L, 'render.chocim.ravine'), box.x + 8, box.y + 22, {
      size: TEXT_FLOOR,
      face: 'sansBold',
      maxWidth: box.width - 16,
    }),
  );
  const types = ['cavalry', 'infantry', 'cossack', 'sipahi', 'janissary', 'tatar'] as const;
  types.forEach((type, i) => {
    const y = box.y + 34 + i * ROW;
    const u = { cavalry: 0, infantry: 0, cossack: 0, sipahi: 0, janissary: 0, tatar: 0, [type]: 1 };
    const w = countersWidth(L, u);
    out.push(unitCounters(L, u, box.x + 8, y, w));
    out.push(rowLabel(t(L, `${NS}.unit.${type}`), box.x + 8 + w + 2, y, box.width - w - 18, THEME.ink));
  });
  const y = box.y + 34 + types.length * ROW + 6;
  out.push(
    spots({ x: box.x + 6, y, width: 48, height: ROW, side: 'OTT', n: 1, max: 1, extra: 1 }),
    textBox(t(L, 'render.chocim.spotsKey'), {
      x: box.x + 58,
      y,
      width: box.width - 64,
      height: box.y + box.height - y - 8,
      size: TEXT_FLOOR,
      maxLines: 6,
      align: 'start',
      valign: 'top',
      colour: THEME.mutedInk,
    }),
  );
  return out;
}

function drawRiver(locale: Locale, box: Box): string[] {
  return [
    el('rect', { ...box, rx: 10, fill: RIVER }),
    `<g transform="rotate(90 ${box.x + box.width / 2} ${box.y + box.height / 2})">${label(
      t(locale, 'render.chocim.dniester'),
      box.x + box.width / 2,
      box.y + box.height / 2 + 6,
      { size: 18, face: 'serifBold', align: 'middle', colour: '#1d4a6e' },
    )}</g>`,
  ];
}

/** What the static layer depends on: the rules (which fields are adjacent) and whether the negotiations are on. */
interface ChocimKey {
  rules: View['rules'];
  negotiation: boolean;
}

function sideColumnBox(c: Box): Box {
  return { x: c.x + MAP_W + 12, y: c.y, width: c.width - MAP_W - 12, height: c.height };
}

/** Everything that stays put during a game: river, passages, field frames and names, legend, panel frames. */
function drawBase(key: ChocimKey, locale: Locale): string[] {
  const c = contentArea(SIZE);
  const L = mapLayout(c);
  const out: string[] = [...drawRiver(locale, L.river), ...passages(key.rules, L)];
  for (const [id, box] of Object.entries(L.fields) as [FieldId, Box][]) {
    out.push(...fieldFrame(id, box, isPlcField(id) ? 'PLC' : 'OTT'));
    out.push(fieldTitle(fieldName(locale, id), box, box.width - 16));
  }
  out.push(...drawForegroundFrame(locale, L.foreground));
  out.push(...drawLegend(locale, L.legend));
  out.push(...drawSideColumnBase(locale, key.negotiation, sideColumnBox(c)));
  return out;
}

export const chocimRenderer: BoardRenderer<View, ChocimKey> = {
  ...SIZE,
  base: {
    key: (view) => ({ rules: view.rules, negotiation: Boolean(view.negotiation) }),
    draw: (key, ctx) => drawBase(key, ctx.locale),
  },
  draw(view, ctx) {
    const c = contentArea(SIZE);
    const L = mapLayout(c);
    const out: string[] = [];
    for (const [id, box] of Object.entries(L.fields) as [FieldId, Box][]) out.push(...drawField(view, ctx, id, box));
    out.push(...drawForeground(view, ctx, L.foreground));
    out.push(...drawSideColumn(view, ctx, sideColumnBox(c)));
    return out;
  },
};
