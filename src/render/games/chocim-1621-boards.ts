/**
 * Chocim 1621's right column: the time and phase tracks, both player boards (morale and
 * supply tracks, the routed, mutinied and removed units, leaders, cards), the diplomacy
 * cards on the table and the last combat's dice, or the negotiations at the end.
 */
import { MORALE, SUPPLY } from '../../engines/chocim-1621/data/tracks.js';
import { SIDE_TYPES, type Side, type Units } from '../../engines/chocim-1621/data/units.js';
import type { View } from '../../engines/chocim-1621/view.js';
import { t } from '../../i18n/index.js';
import type { Locale } from '../../i18n/types.js';
import {
  card,
  d6,
  el,
  fittingFace,
  highlightRect,
  label,
  measureText,
  type RenderContext,
  seatStyle,
  TEXT_FLOOR,
  THEME,
  textBox,
} from '../kit/index.js';
import {
  type Box,
  COLOUR,
  countersWidth,
  miniTrack,
  NS,
  ROW,
  rowLabel,
  rowLabelWidth,
  unitCounters,
  valueTrack,
  valueTrackSpaces,
} from './chocim-1621-pieces.js';

/** Height of a player board's heading (the side's name at headline size). */
const HEAD = 40;

const PHASES = ['preparation', 'actions', 'diplomacy', 'effects', 'supply', 'summary'] as const;

/**
 * Decisions both sides owe at once (the view's `stepSide` is null): who still owes one. Null
 * when the current step is not such a decision. (The view has no per-side count for `cull`,
 * so both count as owing until the step ends.)
 */
function bothOwe(view: View): Record<Side, boolean> | null {
  if (view.stepSide !== null || view.outcome) return null;
  const per = (f: (side: Side) => boolean): Record<Side, boolean> => ({ PLC: f('PLC'), OTT: f('OTT') });
  switch (view.step) {
    case 'mutiny':
      return per((x) => (view.mutinyOwed?.[x] ?? 0) > 0);
    case 'recall':
      return per((x) => view.recall?.submitted[x] === false);
    case 'combat': {
      const c = view.combat;
      if (!c) return null;
      if (c.stage === 'losses' && c.losses)
        return per((x) => (c.losses?.[x].rout ?? 0) + (c.losses?.[x].withdraw ?? 0) > 0);
      return per((x) => !c.submitted[x]);
    }
    case 'claim':
      return per((x) => view.negotiation?.confirmed[x] === false);
    case 'cull':
      return per(() => true);
    default:
      return null;
  }
}

/** The short status in a side's heading: what it owes now (or has done) in a decision of both sides. */
function sideStatus(view: View, locale: Locale, side: Side, owes: boolean): string {
  if (view.step === 'mutiny' && view.mutinyOwed) {
    const n = view.mutinyOwed[side];
    return n > 0 ? t(locale, 'render.chocim.mutinyOwed', { n }) : t(locale, 'render.chocim.mutinyDone');
  }
  if (view.step === 'recall' && view.recall)
    return t(locale, view.recall.submitted[side] ? 'render.chocim.recallConfirmed' : 'render.chocim.recallWaiting');
  return t(locale, owes ? 'render.chocim.bothWaiting' : 'render.chocim.bothDone');
}

/** Parts of the view that say where the turn stands; a change there outlines the side headings. */
const PROCEDURE = [
  'step',
  'stepSide',
  'active',
  'declareSlot',
  'effectsLeft',
  'mutinyOwed',
  'recall',
  'occupyField',
  'viewer',
  'seatOf',
  'rules',
] as const;

function sideUnits(u: Units, side: Side): Units {
  const out = { ...u };
  for (const ty of SIDE_TYPES[side === 'PLC' ? 'OTT' : 'PLC']) out[ty] = 0;
  return out;
}

function leaderName(locale: Locale, id: string): string {
  const full = t(locale, `${NS}.card.${id}`, { cv: '' }).replace(/\s*\[\]$/, '');
  return full.match(/\(([^)]+)\)/)?.[1] ?? full;
}

/** A small card shape with a number under it: a hand, a deck, a pile. */
function cardPile(x: number, y: number, n: number, caption: string, colour: string, w: number): string {
  return (
    el('rect', { x: x + 1, y: y + 3, width: 16, height: 22, rx: 3, fill: colour, stroke: THEME.frame }) +
    el('rect', { x: x + 4, y: y + 1, width: 16, height: 22, rx: 3, fill: colour, stroke: THEME.frame }) +
    label(`${n} ${caption}`, x + 26, y + ROW / 2 + 6, { size: TEXT_FLOOR, face: 'condensed', maxWidth: w - 28 })
  );
}

function drawSide(view: View, ctx: RenderContext<View>, side: Side, box: Box): string[] {
  const L = ctx.locale;
  const s = view.sides[side];
  const both = bothOwe(view);
  const active = view.stepSide === side || both?.[side] === true;
  const changed = (...path: (string | number)[]) => ctx.changes.has('sides', side, ...path);
  // The panel, its heading strip and track headings are in the static layer; the side awaited
  // gets a thicker border (its inner half falls on the strip of the same colour, or the panel).
  const out: string[] = active
    ? [el('rect', { ...box, rx: 8, fill: 'none', stroke: COLOUR[side], 'stroke-width': 4 })]
    : [];
  const status = both
    ? sideStatus(view, L, side, both[side])
    : view.effectsLeft && view.stepSide === side
      ? t(L, 'render.chocim.effectsTurn')
      : s.passed
        ? t(L, `${NS}.board.passed`)
        : null;
  // The side's full name, or its short one when a status needs the room beside it.
  const statusRoom = status ? measureText(status, TEXT_FLOOR, 'condensedBold') * 0.6 + 12 : 0;
  // The player first ("Ala · Rzeczpospolita"), numbered as in /game status.
  const seat = view.seatOf[side];
  const person = ctx.players[seat] ? `${seat + 1}. ${ctx.players[seat]} · ` : '';
  const full = `${active ? '▶ ' : ''}${person}${t(L, `${NS}.side.${side}`)}`;
  const name =
    measureText(full, 28, 'sansBold') + statusRoom + 24 <= box.width
      ? full
      : `${active ? '▶ ' : ''}${person}${t(L, `render.chocim.sideShort.${side}`)}`;
  // Who is awaited is a headline: the side's name at headline size (condensed when long); the
  // status beside it keeps room for two short lines.
  const statusMin = status ? Math.min(160, measureText(status, TEXT_FLOOR, 'condensedBold') / 2 + 24) : 0;
  const nameRoom = box.width - 20 - statusMin;
  const nameFace = fittingFace(name, 28, ['sansBold', 'condensedBold'], nameRoom);
  const nameW = Math.min(nameRoom, measureText(name, 28, nameFace) + 4);
  out.push(
    label(name, box.x + 10, box.y + 30, {
      size: 28,
      face: nameFace,
      colour: '#ffffff',
      maxWidth: nameW,
      headline: true,
    }),
  );
  if (status) {
    const x = box.x + 14 + nameW;
    out.push(
      textBox(status, {
        x,
        y: box.y,
        width: box.x + box.width - 8 - x,
        height: HEAD,
        size: TEXT_FLOOR,
        maxLines: 2,
        face: 'condensedBold',
        align: 'end',
        colour: '#ffffff',
      }),
    );
  }
  const procedure = PROCEDURE.some((k) => ctx.changes.has(k)) || changed('passed') || changed('extraCard');
  if (procedure && (active || view.stepSide === null)) out.push(highlightRect(box.x, box.y, box.width, HEAD, 2, 8));
  const inner = { x: box.x + 8, width: box.width - 16 };
  let y = box.y + HEAD + 2;
  const m = MORALE[side];
  out.push(
    valueTrack({
      x: inner.x,
      y: y + 22,
      width: inner.width,
      height: 28,
      from: m.min,
      to: m.max,
      value: s.morale,
      side,
      changed: changed('morale'),
    }),
  );
  y += 56;
  const sp = SUPPLY[side];
  out.push(
    valueTrack({
      x: inner.x,
      y: y + 22,
      width: inner.width,
      height: 28,
      from: sp.min,
      to: sp.max,
      value: s.supply,
      side,
      changed: changed('supply'),
    }),
  );
  y += 58;
  // Units off the map: routed, mutinied, removed (the player board's areas).
  const areas = (['routed', 'mutinied', 'removed'] as const).map((a) => ({
    a,
    u: sideUnits(view[a], side),
    changed: SIDE_TYPES[side].some((ty) => ctx.changes.has(a, ty)),
  }));
  const effects = view.effectsLeft && view.stepSide === side ? view.effectsLeft : null;
  const areaRows = effects ? 1 : 2;
  let ax = inner.x;
  let row = 0;
  for (const area of areas) {
    const text = t(L, `render.chocim.area.${area.a}`);
    const lw = rowLabelWidth(text, 140);
    const cw = Math.max(22, countersWidth(L, area.u));
    if (ax > inner.x && ax + lw + cw > inner.x + inner.width) {
      row++;
      ax = inner.x;
    }
    if (row >= areaRows) break;
    const ry = y + row * ROW;
    out.push(rowLabel(text, ax, ry, lw));
    const empty = cw === 22 && countersWidth(L, area.u) === 0;
    out.push(
      empty
        ? label('—', ax + lw + 4, ry + ROW / 2 + 6, { size: TEXT_FLOOR })
        : unitCounters(L, area.u, ax + lw + 2, ry, inner.x + inner.width - ax - lw - 2),
    );
    if (area.changed) out.push(highlightRect(ax - 2, ry, lw + cw + 6, ROW, 1, 4));
    ax += lw + cw + 16;
  }
  y += areaRows * ROW + 2;
  if (effects) {
    out.push(
      textBox(
        t(L, 'render.chocim.effectsLeft', {
          effects: effects.map((e) => t(L, `${NS}.action.${e}`)).join(', ') || '—',
        }),
        {
          x: inner.x,
          y,
          width: inner.width,
          height: box.y + box.height - y - 4,
          size: TEXT_FLOOR,
          maxLines: 4,
          align: 'start',
          valign: 'top',
        },
      ),
    );
    if (ctx.changes.has('effectsLeft'))
      out.push(highlightRect(inner.x, y, inner.width, box.y + box.height - y - 4, 1, 4));
    return out;
  }
  // Leaders, face up: a used one greyed.
  const lw = (inner.width - 8) / Math.max(1, s.leaders.length);
  s.leaders.forEach((l, i) => {
    const x = inner.x + i * (lw + 4);
    out.push(
      el('rect', {
        x,
        y: y + 1,
        width: lw - 4,
        height: ROW - 2,
        rx: 4,
        fill: l.used ? THEME.panelAlt : '#fff8e6',
        stroke: COLOUR[side],
        'stroke-width': 1.5,
      }),
      label(`${l.used ? '✓ ' : ''}${leaderName(L, l.id)}`, x + 6, y + ROW / 2 + 6, {
        size: TEXT_FLOOR,
        face: 'condensedBold',
        maxWidth: lw - 14,
        colour: l.used ? THEME.mutedInk : THEME.ink,
      }),
    );
  });
  if (changed('leaders')) out.push(highlightRect(inner.x, y, inner.width, ROW, 1, 4));
  y += ROW + 2;
  // Cards: hand, deck, used, collected diplomacy; the extra-card token.
  const piles = [
    { n: s.handCount, key: 'hand', changed: changed('handCount'), colour: '#f3ead2' },
    { n: s.deckCount, key: 'deck', changed: changed('deckCount'), colour: COLOUR[side] },
    { n: s.usedPile.length, key: 'used', changed: changed('usedPile'), colour: THEME.panelAlt },
    { n: s.collectedCount, key: 'diplomacy', changed: changed('collectedCount'), colour: '#d9c27a' },
  ];
  const pw = inner.width / piles.length;
  piles.forEach((p, i) => {
    const x = inner.x + i * pw;
    out.push(cardPile(x, y, p.n, t(L, `render.chocim.pile.${p.key}`), p.colour, pw));
    if (p.changed) out.push(highlightRect(x, y, pw - 6, ROW, 1, 4));
  });
  return out;
}

/** A side's panel as it stays all game: frame, heading strip, the track headings and the supply legend. */
function drawSideBase(L: Locale, side: Side, box: Box): string[] {
  const inner = { x: box.x + 8, width: box.width - 16 };
  let y = box.y + HEAD + 2;
  const m = MORALE[side];
  const sp = SUPPLY[side];
  const zone = (v: number): string | undefined => {
    const row = sp.rows.find((r) => v >= r.from && v <= r.to);
    return row?.famine ? '#c98a8a' : row?.shortage ? '#ead2a8' : row?.doubleRations ? '#bfe0b5' : undefined;
  };
  const out: string[] = [
    el('rect', { ...box, rx: 8, fill: THEME.panel, stroke: COLOUR[side], 'stroke-width': 2 }),
    el('rect', { x: box.x, y: box.y, width: box.width, height: HEAD, rx: 8, fill: COLOUR[side] }),
    label(t(L, 'render.chocim.morale'), inner.x, y + 16, { size: TEXT_FLOOR, face: 'sansBold', maxWidth: inner.width }),
    valueTrackSpaces({
      x: inner.x,
      y: y + 22,
      width: inner.width,
      height: 28,
      from: m.min,
      to: m.max,
      fills: (v) => (v === m.min ? '#c98a8a' : undefined),
    }),
  ];
  y += 56;
  // The heading, then what the colours mean in a narrower face, so the legend reads in full.
  const supplyHead = t(L, 'render.chocim.supply');
  const headW = measureText(`${supplyHead} `, TEXT_FLOOR, 'sansBold');
  out.push(
    label(supplyHead, inner.x, y + 16, { size: TEXT_FLOOR, face: 'sansBold', maxWidth: inner.width }),
    label(t(L, 'render.chocim.supplyLegend'), inner.x + headW, y + 16, {
      size: TEXT_FLOOR,
      face: 'condensed',
      colour: THEME.mutedInk,
      maxWidth: inner.width - headW,
    }),
    valueTrackSpaces({ x: inner.x, y: y + 22, width: inner.width, height: 28, from: sp.min, to: sp.max, fills: zone }),
  );
  return out;
}

function timeLabelWidth(L: Locale): number {
  return Math.max(rowLabelWidth(t(L, `${NS}.board.week`), 100), rowLabelWidth(t(L, `${NS}.board.phase`), 100));
}

/** The time and phase tracks' names (static). */
function drawTimeBase(L: Locale, box: Box): string[] {
  const lw = timeLabelWidth(L);
  return [
    rowLabel(t(L, `${NS}.board.week`), box.x, box.y, lw, THEME.ink),
    rowLabel(t(L, `${NS}.board.phase`), box.x, box.y + ROW + 4, lw, THEME.ink),
  ];
}

function drawTime(view: View, ctx: RenderContext<View>, box: Box): string[] {
  const L = ctx.locale;
  const out: string[] = [];
  const lw = timeLabelWidth(L);
  out.push(
    miniTrack({
      x: box.x + lw + 4,
      y: box.y + 1,
      width: 5 * 40,
      height: ROW,
      from: 1,
      to: 5,
      value: view.week,
      labels: ['1', '2', '3', '4*', '5*'],
      changed: ctx.changes.has('week'),
    }),
  );
  const index = PHASES.indexOf(view.phase as (typeof PHASES)[number]);
  out.push(
    miniTrack({
      x: box.x + lw + 4,
      y: box.y + ROW + 5,
      width: box.width - lw - 4,
      height: ROW,
      from: 0,
      to: PHASES.length - 1,
      value: index,
      labels: PHASES.map((p) => t(L, `${NS}.board.phaseShort.${p}`)),
      changed: ctx.changes.has('phase'),
    }),
  );
  return out;
}

function drawBanner(view: View, ctx: RenderContext<View>, box: Box): string[] {
  const L = ctx.locale;
  const o = view.outcome;
  const text = o
    ? o.winner === 'draw'
      ? t(L, `${NS}.board.draw`)
      : t(L, `${NS}.board.winner`, {
          side: t(L, `${NS}.side.${o.winner}`),
          reason: t(L, `${NS}.board.reason.${o.reason}`),
        })
    : t(L, `${NS}.board.circumstances`);
  const out = [
    textBox(text, {
      ...box,
      size: o ? 28 : TEXT_FLOOR,
      maxLines: 2,
      align: 'start',
      face: o ? 'sansBold' : 'condensed',
      colour: o ? THEME.ink : THEME.mutedInk,
      headline: o !== null,
    }),
  ];
  if (ctx.changes.has('outcome')) out.push(highlightRect(box.x, box.y, box.width, box.height, 1, 4));
  return out;
}

/** A panel's frame (static; its heading changes, see `heading`). */
function panelFrame(box: Box): string {
  return el('rect', { ...box, rx: 8, fill: THEME.panel, stroke: THEME.border, 'stroke-width': 1.5 });
}

function heading(text: string, box: Box, changed: boolean): string[] {
  const out = [label(text, box.x + 10, box.y + 22, { size: 17, face: 'sansBold', maxWidth: box.width - 20 })];
  if (changed) out.push(highlightRect(box.x, box.y, box.width, box.height, 2, 8));
  return out;
}

function drawDisplay(view: View, ctx: RenderContext<View>, box: Box): string[] {
  const L = ctx.locale;
  const changed = ['display', 'diplomacyDeckCount', 'diplomacyDiscard', 'removedCards'].some((k) => ctx.changes.has(k));
  const out = heading(t(L, `${NS}.board.display`, { deck: view.diplomacyDeckCount }), box, changed);
  const w = 58;
  const n = view.display.length;
  const step = n > 0 ? Math.min(w + 8, (box.width - 20 - w) / Math.max(1, n - 1)) : 0;
  view.display.forEach((d, i) => {
    out.push(
      card(
        // The heading says the numbers are strengths; a word per card would not fit at the floor.
        { faceUp: true, title: String(d.strength), accent: '#d9c27a' },
        { x: box.x + 10 + i * step, y: box.y + 32, width: w, height: box.height - 40 },
      ),
    );
  });
  if (n === 0) out.push(label('—', box.x + 12, box.y + 60, { size: TEXT_FLOOR }));
  return out;
}

function drawCombat(view: View, ctx: RenderContext<View>, box: Box): string[] {
  const L = ctx.locale;
  const live = view.combat?.dice ? view.combat : null;
  const last = view.lastCombat;
  const kind = live?.kind ?? last?.kind;
  const field = live?.field ?? last?.field;
  const changed = ctx.changes.has('combat') || ctx.changes.has('lastCombat');
  const title = t(L, `${NS}.board.lastCombat`);
  if (!kind || !field) {
    const out = heading(title, box, changed);
    out.push(label('—', box.x + 12, box.y + 60, { size: TEXT_FLOOR }));
    return out;
  }
  const head = `${t(L, `${NS}.board.combat.${kind}`)}: ${t(L, `${NS}.field.${field}`)}${
    last && !live ? ` — ${t(L, `${NS}.board.outcome.${last.outcome}`)}` : ''
  }`;
  const out = heading(head, box, changed);
  // The side's name, then its dice (centres 30 px apart) from `diceX`; when they do not all
  // fit, the last place says how many more ("+15").
  const diceX = box.x + 130;
  const room = Math.floor((box.x + box.width - 10 - (diceX - 13)) / 30);
  (['OTT', 'PLC'] as const).forEach((side, row) => {
    const dice = live ? (view.combat?.final?.[side] ?? live.dice?.[side].base ?? []) : (last?.dice[side].final ?? []);
    const y = box.y + 52 + row * 40;
    const name = t(L, `render.chocim.sideShort.${side}`);
    out.push(label(name, box.x + 10, y + 6, { size: 18, face: 'sansBold', maxWidth: 104, colour: COLOUR[side] }));
    const shown = dice.length > room ? dice.slice(0, room - 1) : dice;
    shown.forEach((v, i) => {
      out.push(d6(diceX + i * 30, y, 26, v, { seat: seatStyle(side === 'PLC' ? 0 : 1, COLOUR[side]) }));
    });
    if (dice.length > shown.length)
      out.push(label(`+${dice.length - shown.length}`, diceX + shown.length * 30 - 12, y + 6, { size: TEXT_FLOOR }));
  });
  return out;
}

function drawNegotiation(view: View, ctx: RenderContext<View>, box: Box): string[] {
  const L = ctx.locale;
  const n = view.negotiation;
  if (!n) return [];
  const out = heading(t(L, `${NS}.phase.negotiation`), box, ctx.changes.has('negotiation'));
  const lines = [
    t(L, `${NS}.board.negotiationCards`, {
      plc: n.handCount.PLC,
      ott: n.handCount.OTT,
      plcStart: n.startCounts.PLC,
      ottStart: n.startCounts.OTT,
    }),
  ];
  n.claims.forEach((claim, i) => {
    const commit = n.commits[i];
    const res = n.outcome[i];
    let line = `${i + 1}. ${t(L, `${NS}.claim.${claim}`)}`;
    if (commit) line += ` — ${t(L, `${NS}.board.committed`, { plc: commit.count.PLC, ott: commit.count.OTT })}`;
    if (res)
      line += ` — ${
        res.winner
          ? t(L, `${NS}.board.claimWinner`, {
              side: t(L, `${NS}.side.${res.winner}`),
              face: t(L, `${NS}.board.${res.faceUp ? 'faceUp' : 'faceDown'}`),
              plc: res.strength.PLC,
              ott: res.strength.OTT,
            })
          : t(L, `${NS}.board.claimNobody`)
      }`;
    lines.push(line);
  });
  // At the end of the game the score's headline takes the foot of the box.
  const scoreRoom = view.outcome ? 36 : 0;
  const step = Math.min(44, (box.height - 40 - scoreRoom) / Math.max(1, lines.length));
  lines.forEach((line, i) => {
    out.push(
      textBox(line, {
        x: box.x + 10,
        y: box.y + 34 + i * step,
        width: box.width - 20,
        height: step,
        size: TEXT_FLOOR,
        maxLines: step >= 38 ? 2 : 1,
        align: 'start',
      }),
    );
  });
  if (view.outcome)
    out.push(
      label(
        t(L, `${NS}.board.score`, { plc: view.outcome.scores.PLC, ott: view.outcome.scores.OTT }),
        box.x + 10,
        box.y + box.height - 12,
        { size: 28, face: 'sansBold', maxWidth: box.width - 20, headline: true },
      ),
    );
  return out;
}

interface ColumnLayout {
  time: Box;
  banner: Box;
  sides: Record<Side, Box>;
  negotiation: Box;
  display: Box;
  combat: Box;
}

/** Where the right column's parts sit in `box`. */
function columnLayout(box: Box): ColumnLayout {
  const at = (y: number, height: number): Box => ({ x: box.x, y, width: box.width, height });
  const sideH = 268;
  const plcY = box.y + 2 * ROW + 10 + 46;
  const ottY = plcY + sideH + 8;
  const y = ottY + sideH + 8;
  const rest = box.y + box.height - y;
  const displayH = 112;
  return {
    time: at(box.y, 2 * ROW + 6),
    banner: at(box.y + 2 * ROW + 10, 42),
    sides: { PLC: at(plcY, sideH), OTT: at(ottY, sideH) },
    negotiation: at(y, rest),
    display: at(y, displayH),
    combat: at(y + displayH + 8, rest - displayH - 8),
  };
}

/** The right column's static part: track names, the side panels' frames, the lower panels' frames. */
export function drawSideColumnBase(L: Locale, negotiation: boolean, box: Box): string[] {
  const c = columnLayout(box);
  return [
    ...drawTimeBase(L, c.time),
    ...drawSideBase(L, 'PLC', c.sides.PLC),
    ...drawSideBase(L, 'OTT', c.sides.OTT),
    ...(negotiation ? [panelFrame(c.negotiation)] : [panelFrame(c.display), panelFrame(c.combat)]),
  ];
}

/** The whole right column in `box`, over its static part. */
export function drawSideColumn(view: View, ctx: RenderContext<View>, box: Box): string[] {
  const c = columnLayout(box);
  const out: string[] = [];
  out.push(...drawTime(view, ctx, c.time));
  out.push(...drawBanner(view, ctx, c.banner));
  out.push(...drawSide(view, ctx, 'PLC', c.sides.PLC));
  out.push(...drawSide(view, ctx, 'OTT', c.sides.OTT));
  if (view.negotiation) {
    out.push(...drawNegotiation(view, ctx, c.negotiation));
  } else {
    out.push(...drawDisplay(view, ctx, c.display));
    out.push(...drawCombat(view, ctx, c.combat));
  }
  return out;
}
