/**
 * The Chocim 1621 board (spec 9.4): Ottoman fields on top, the foreground, the Commonwealth's
 * three defence lines, and on the right the time/phase tracks, both player boards, the
 * diplomacy display, the last combat and the negotiations. Draws only the spectator view.
 */
import { FIELD_DATA, PITCHED, type PlcField } from '../../engines/chocim-1621/data/board.js';
import { MORALE, SUPPLY } from '../../engines/chocim-1621/data/tracks.js';
import { SIDE_TYPES, type Side, type Units } from '../../engines/chocim-1621/data/units.js';
import { isPlcField, neighbours, slotSpec } from '../../engines/chocim-1621/rules/board.js';
import type { View } from '../../engines/chocim-1621/view.js';
import { t } from '../../i18n/index.js';
import type { Locale } from '../../i18n/types.js';
import {
  type BoardRenderer,
  card,
  contentArea,
  d6,
  label,
  PANEL_HEADING,
  panel,
  type RenderContext,
  seatStyle,
  THEME,
  token,
  track,
} from '../kit/index.js';

const SIZE = { width: 1600, height: 1000 };
const NS = 'chocim-1621';
const COLOUR: Record<Side, string> = { PLC: '#b3202a', OTT: '#1f6e43' };

type Box = { x: number; y: number; width: number; height: number };

interface FieldBox {
  id: string;
  box: Box;
  actions: string[];
}

/** Board layout; numbers are pixels inside the content area. */
function layout(c: Box): { ott: FieldBox[]; foreground: Box; lines: FieldBox[][] } {
  const w = 1000;
  const col = (n: number, i: number, y: number, h: number): Box => {
    const gap = 8;
    const width = (w - gap * (n - 1)) / n;
    return { x: c.x + i * (width + gap), y, width, height: h };
  };
  const y0 = c.y;
  const ott: FieldBox[] = [
    { id: 'sultan_tents', actions: ['pilaf', 'council'] },
    { id: 'sipahi_camp', actions: ['plunder'] },
    { id: 'tatar_camp', actions: ['ambush', 'intrigues', 'pursuit'] },
    { id: 'trenches', actions: ['ladders', 'dig_approaches', 'bombardment'] },
  ].map((f, i) => ({ ...f, box: col(4, i, y0, 150) }));
  const foreground = { x: c.x, y: y0 + 158, width: w, height: 120 };
  const plc = (ids: [string, string[]][], y: number, h: number): FieldBox[] =>
    ids.map(([id, actions], i) => ({ id, actions, box: col(ids.length, i, y, h) }));
  const per = ['assault', 'defence', 'control', 'counterattack'];
  const lines = [
    plc(
      [
        ['cossack_camp', [...per, 'loot_expedition', 'night_sortie']],
        ['lisowczyk_bastion', [...per, 'raid', 'flank_attack']],
        ['redoubts', [...per, 'fill_approaches']],
        ['church', [...per, 'fortify']],
        ['bridgehead', [...per, 'kamieniec_expedition']],
      ],
      y0 + 286,
      250,
    ),
    plc(
      [
        ['ramparts', [...per, 'cannonade']],
        ['castle', [...per, 'procession', 'knights_circle']],
      ],
      y0 + 544,
      190,
    ),
    plc([['hetman_camp', ['assault', 'defence']]], y0 + 742, c.y + c.height - (y0 + 742)),
  ];
  return { ott, foreground, lines };
}

/** Left-aligned lines from the top of a box, each shrunk to the width; smaller type when many. */
function textLines(lines: string[], box: Box, size: number): string[] {
  const step = Math.min(size * 1.35, box.height / Math.max(1, lines.length));
  const fitted = Math.max(8, Math.min(size, step / 1.3));
  return lines.map((line, i) =>
    label(line, box.x, box.y + step * i + fitted, { size: fitted, maxWidth: box.width, minSize: 7 }),
  );
}

function unitList(locale: Locale, u: Units | undefined, side?: Side): string {
  if (!u) return '—';
  const types = side ? SIDE_TYPES[side] : [...SIDE_TYPES.PLC, ...SIDE_TYPES.OTT];
  const parts = types.filter((ty) => u[ty] > 0).map((ty) => `${u[ty]} ${t(locale, `${NS}.unitShort.${ty}`)}`);
  return parts.length > 0 ? parts.join(', ') : '—';
}

/** Extra assault room from adjacent PLC fields the Ottomans hold (dots), read off the public view. */
function assaultCapacity(view: View, field: PlcField): number {
  const held = neighbours(view.rules, field).filter(
    (n) => isPlcField(n) && n !== 'hetman_camp' && count(view.slots[`${n}.control`], 'OTT') > 0,
  ).length;
  return slotSpec(view.rules, `${field}.assault`).max + Math.min(FIELD_DATA[field].dots.v, held);
}

function count(u: Units | undefined, side: Side): number {
  return u ? SIDE_TYPES[side].reduce((a, ty) => a + u[ty], 0) : 0;
}

const CAPACITY: Record<string, number> = {
  fortify: 3,
  procession: 3,
  knights_circle: 2,
  pilaf: 4,
  council: 3,
  intrigues: 3,
};

function actionLine(view: View, locale: Locale, field: string, action: string): string | null {
  const slot = `${field}.${action}`;
  const u = view.slots[slot];
  const name = t(locale, `${NS}.action.${action}`);
  const n = count(u, 'PLC') + count(u, 'OTT');
  if (action === 'control' || action === 'counterattack') {
    if (n === 0) return null;
  }
  if (action === 'assault' && isPlcField(field)) {
    const max = slotSpec(view.rules, slot).max;
    const extra = assaultCapacity(view, field) - max;
    return `${name}: ${n}/${max}${extra > 0 ? ` (+${extra})` : ''} ${n > 0 ? unitList(locale, u) : ''}`;
  }
  const threshold = CAPACITY[action];
  if (threshold !== undefined) return `${name}: ${n}/${threshold} ${n > 0 ? `(${unitList(locale, u)})` : ''}`;
  return `${name}: ${unitList(locale, u)}`;
}

function drawField(view: View, ctx: RenderContext<View>, f: FieldBox, plcField: boolean): string[] {
  const locale = ctx.locale;
  const out: string[] = [];
  const held = plcField && count(view.slots[`${f.id}.control`], 'OTT') > 0;
  const fill = plcField ? (held ? '#dfe9df' : '#f6e3df') : '#e3ece3';
  out.push(panel({ ...f.box, title: t(locale, `${NS}.field.${f.id}`), fill }));
  const lines: string[] = [];
  if (plcField) {
    const fort = view.fortification[f.id as keyof View['fortification']];
    lines.push(t(locale, `${NS}.board.fortification`, { n: fort }));
    if (held) lines.push(t(locale, `${NS}.board.heldByOttomans`));
  }
  const reserve = view.reserves[f.id as keyof View['reserves']];
  if (reserve) lines.push(`${t(locale, `${NS}.board.reserve`)}: ${unitList(locale, reserve)}`);
  for (const a of f.actions) {
    const line = actionLine(view, locale, f.id, a);
    // A field being occupied after a capture: OTT is trimming its control back to the limit, so
    // the count may read "4/3" for a moment; say what is going on rather than show a broken count.
    if (a === 'control' && view.occupyField === f.id) {
      const slot = `${f.id}.control`;
      const u = view.slots[slot];
      const n = count(u, 'PLC') + count(u, 'OTT');
      lines.push(t(locale, 'render.chocim.occupy', { n, max: slotSpec(view.rules, slot).max }));
    }
    if (line) lines.push(line);
  }
  if (f.id === 'trenches') {
    lines.push(t(locale, `${NS}.board.approach`, { n: view.approach }));
    lines.push(t(locale, `${NS}.board.approachKey`));
  }
  out.push(
    ...textLines(
      lines,
      {
        x: f.box.x + 8,
        y: f.box.y + PANEL_HEADING + 2,
        width: f.box.width - 16,
        height: f.box.height - PANEL_HEADING - 6,
      },
      13,
    ),
  );
  if (held) out.push(token(f.box.x + f.box.width - 16, f.box.y + 15, 9, seatStyle(1, COLOUR.OTT)));
  return out;
}

function drawForeground(view: View, locale: Locale, box: Box): string[] {
  const out: string[] = [];
  out.push(panel({ ...box, title: t(locale, `${NS}.field.foreground`), fill: '#efe6cf' }));
  const u = view.slots['foreground.pitched_battle'];
  const half = (box.width - 24) / 2;
  (['PLC', 'OTT'] as const).forEach((side, i) => {
    const n = count(u, side);
    const lines = [
      `${t(locale, `${NS}.side.${side}`)}: ${n} (${t(locale, `${NS}.board.minMax`, { min: PITCHED[side].min.v, max: PITCHED[side].max.v })})`,
      unitList(locale, u, side),
    ];
    if (n >= PITCHED[side].min.v) lines.push(t(locale, `${NS}.board.controlsForeground`));
    if (side === 'PLC' && n >= 4) lines.push(t(locale, `${NS}.board.blockadeAssaults`));
    if (side === 'OTT' && n >= 5) lines.push(t(locale, `${NS}.board.blockadeSorties`));
    out.push(token(box.x + 20 + i * (half + 8), box.y + PANEL_HEADING + 14, 9, seatStyle(i, COLOUR[side])));
    out.push(
      ...textLines(
        lines,
        {
          x: box.x + 36 + i * (half + 8),
          y: box.y + PANEL_HEADING + 2,
          width: half - 36,
          height: box.height - PANEL_HEADING - 6,
        },
        13,
      ),
    );
  });
  out.push(
    label(t(locale, `${NS}.board.bonus.${view.bonusToken}`), box.x + box.width - 10, box.y + 20, {
      size: 12,
      align: 'end',
      maxWidth: 300,
    }),
  );
  return out;
}

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

function drawSide(view: View, ctx: RenderContext<View>, side: Side, box: Box): string[] {
  const locale = ctx.locale;
  const s = view.sides[side];
  const seat = side === 'PLC' ? 0 : 1;
  const style = seatStyle(seat, COLOUR[side]);
  const out: string[] = [];
  const both = bothOwe(view);
  const active = view.stepSide === side || both?.[side] === true;
  out.push(panel({ ...box, title: `${t(locale, `${NS}.side.${side}`)}${active ? ' ◀' : ''}`, fill: THEME.panel }));
  const status = both
    ? sideStatus(view, locale, side, both[side])
    : view.effectsLeft && view.stepSide === side
      ? t(locale, 'render.chocim.effectsTurn')
      : null;
  if (status)
    out.push(
      label(status, box.x + box.width - 10, box.y + 21, {
        size: 13,
        face: 'sansBold',
        align: 'end',
        maxWidth: box.width * 0.58,
        minSize: 9,
        colour: active ? THEME.ink : THEME.mutedInk,
      }),
    );
  const inner = { x: box.x + 8, y: box.y + PANEL_HEADING + 4, width: box.width - 16 };
  const m = MORALE[side];
  out.push(
    track({
      x: inner.x,
      y: inner.y,
      width: inner.width,
      height: 34,
      spaces: m.max - m.min + 1,
      first: m.min,
      title: t(locale, `${NS}.board.morale`),
      markers: [{ space: s.morale - m.min, style }],
      changed: ctx.changes.has(`$.sides.${side}.morale`) ? [s.morale - m.min] : [],
    }),
  );
  const sp = SUPPLY[side];
  const spaces = Array.from({ length: sp.max - sp.min + 1 }, (_, i) => {
    const v = sp.min + i;
    const row = sp.rows.find((r) => v >= r.from && v <= r.to);
    const fill = row?.famine ? '#c98a8a' : row?.shortage ? '#ead2a8' : row?.doubleRations ? '#bfe0b5' : undefined;
    return fill ? { label: String(v), fill } : { label: String(v) };
  });
  out.push(
    track({
      x: inner.x,
      y: inner.y + 58,
      width: inner.width,
      height: 34,
      spaces,
      title: t(locale, `${NS}.board.supply`),
      markers: [{ space: s.supply - sp.min, style }],
      changed: ctx.changes.has(`$.sides.${side}.supply`) ? [s.supply - sp.min] : [],
    }),
  );
  const leaders = s.leaders
    .map(
      (l) =>
        `${t(locale, `${NS}.card.${l.id}`, { cv: '' }).replace(/\s*\[\]$/, '')}${l.used ? ` (${t(locale, `${NS}.board.used`)})` : ''}`,
    )
    .join(' · ');
  const lines = [
    `${t(locale, `${NS}.area.routed`)}: ${unitList(locale, view.routed, side)}   ·   ${t(locale, `${NS}.area.mutinied`)}: ${unitList(locale, view.mutinied, side)}`,
    `${t(locale, `${NS}.area.removed`)}: ${unitList(locale, view.removed, side)}`,
    `${t(locale, `${NS}.board.leaders`)}: ${leaders || '—'}`,
    t(locale, `${NS}.board.cards`, {
      hand: s.handCount,
      deck: s.deckCount,
      used: s.usedPile.length,
      dip: s.collectedCount,
    }),
    [s.passed ? t(locale, `${NS}.board.passed`) : '', t(locale, `${NS}.board.extraCard.${s.extraCard}`)]
      .filter(Boolean)
      .join(' · '),
  ];
  if (view.effectsLeft && view.stepSide === side)
    lines.push(
      t(locale, 'render.chocim.effectsLeft', {
        effects: view.effectsLeft.map((e) => t(locale, `${NS}.action.${e}`)).join(', ') || '—',
      }),
    );
  out.push(
    ...textLines(
      lines,
      { x: inner.x, y: inner.y + 100, width: inner.width, height: box.y + box.height - (inner.y + 100) - 4 },
      12,
    ),
  );
  return out;
}

function drawCombat(view: View, locale: Locale, box: Box): string[] {
  const out: string[] = [panel({ ...box, title: t(locale, `${NS}.board.lastCombat`) })];
  const c = view.combat?.dice
    ? { dice: view.combat.dice, field: view.combat.field, kind: view.combat.kind, outcome: null }
    : null;
  const last = view.lastCombat;
  const kind = c?.kind ?? last?.kind;
  const field = c?.field ?? last?.field;
  if (!kind || !field) {
    out.push(label('—', box.x + 12, box.y + PANEL_HEADING + 20, { size: 13 }));
    return out;
  }
  const head = `${t(locale, `${NS}.board.combat.${kind}`)} — ${t(locale, `${NS}.field.${field}`)}${
    last && !c ? ` — ${t(locale, `${NS}.board.outcome.${last.outcome}`)}` : ''
  }`;
  out.push(label(head, box.x + 10, box.y + PANEL_HEADING + 14, { size: 12, maxWidth: box.width - 20 }));
  (['OTT', 'PLC'] as const).forEach((side, row) => {
    const dice = c ? (view.combat?.final?.[side] ?? c.dice[side].base) : (last?.dice[side].final ?? []);
    const y = box.y + PANEL_HEADING + 40 + row * 34;
    out.push(label(t(locale, `${NS}.side.${side}`), box.x + 10, y + 5, { size: 11, maxWidth: 110 }));
    dice.slice(0, 14).forEach((v, i) => {
      out.push(d6(box.x + 140 + i * 30, y, 24, v, { seat: seatStyle(side === 'PLC' ? 0 : 1, COLOUR[side]) }));
    });
  });
  return out;
}

function drawDisplay(view: View, locale: Locale, box: Box): string[] {
  const out: string[] = [panel({ ...box, title: t(locale, `${NS}.board.display`, { deck: view.diplomacyDeckCount }) })];
  const w = 54;
  view.display.forEach((d, i) => {
    out.push(
      card(
        { faceUp: true, title: t(locale, `${NS}.board.strength`), value: d.strength },
        {
          x: box.x + 10 + i * (w + 8),
          y: box.y + PANEL_HEADING + 4,
          width: w,
          height: box.height - PANEL_HEADING - 10,
        },
      ),
    );
  });
  if (view.display.length === 0) out.push(label('—', box.x + 12, box.y + PANEL_HEADING + 24, { size: 13 }));
  return out;
}

function drawNegotiation(view: View, locale: Locale, box: Box): string[] {
  const n = view.negotiation;
  if (!n) return [];
  const out: string[] = [panel({ ...box, title: t(locale, `${NS}.phase.negotiation`), fill: '#f3ecd9' })];
  const lines = [
    t(locale, `${NS}.board.negotiationCards`, {
      plc: n.handCount.PLC,
      ott: n.handCount.OTT,
      plcStart: n.startCounts.PLC,
      ottStart: n.startCounts.OTT,
    }),
  ];
  n.claims.forEach((claim, i) => {
    const commit = n.commits[i];
    const res = n.outcome[i];
    let line = `${i + 1}. ${t(locale, `${NS}.claim.${claim}`)}`;
    if (commit) line += ` — ${t(locale, `${NS}.board.committed`, { plc: commit.count.PLC, ott: commit.count.OTT })}`;
    if (res)
      line += ` — ${
        res.winner
          ? t(locale, `${NS}.board.claimWinner`, {
              side: t(locale, `${NS}.side.${res.winner}`),
              face: t(locale, `${NS}.board.${res.faceUp ? 'faceUp' : 'faceDown'}`),
              plc: res.strength.PLC,
              ott: res.strength.OTT,
            })
          : t(locale, `${NS}.board.claimNobody`)
      }`;
    lines.push(line);
  });
  if (view.outcome)
    lines.push(t(locale, `${NS}.board.score`, { plc: view.outcome.scores.PLC, ott: view.outcome.scores.OTT }));
  out.push(
    ...textLines(
      lines,
      { x: box.x + 10, y: box.y + PANEL_HEADING + 4, width: box.width - 20, height: box.height - PANEL_HEADING - 8 },
      13,
    ),
  );
  return out;
}

export const chocimRenderer: BoardRenderer<View> = {
  ...SIZE,
  draw(view, ctx) {
    const c = contentArea(SIZE);
    const L = layout(c);
    const out: string[] = [];
    for (const f of L.ott) out.push(...drawField(view, ctx, f, false));
    out.push(...drawForeground(view, ctx.locale, L.foreground));
    for (const row of L.lines) for (const f of row) out.push(...drawField(view, ctx, f, true));
    // Right column.
    const rx = c.x + 1012;
    const rw = c.x + c.width - rx;
    const weeks = Array.from({ length: 5 }, (_, i) => ({
      label: i === 3 || i === 4 ? `${i + 1}*` : String(i + 1),
    }));
    out.push(
      track({
        x: rx,
        y: c.y,
        width: rw * 0.38,
        height: 40,
        spaces: weeks,
        title: t(ctx.locale, `${NS}.board.week`),
        markers: [{ space: view.week - 1, style: seatStyle(6, THEME.ink) }],
      }),
    );
    const phases = ['preparation', 'actions', 'diplomacy', 'effects', 'supply', 'summary'];
    out.push(
      track({
        x: rx + rw * 0.4,
        y: c.y,
        width: rw * 0.6,
        height: 40,
        spaces: phases.map((p) => ({ label: t(ctx.locale, `${NS}.board.phaseShort.${p}`) })),
        title: t(ctx.locale, `${NS}.board.phase`),
        markers: phases.includes(view.phase)
          ? [{ space: phases.indexOf(view.phase), style: seatStyle(6, THEME.ink) }]
          : [],
      }),
    );
    const o = view.outcome;
    const banner = o
      ? o.winner === 'draw'
        ? t(ctx.locale, `${NS}.board.draw`)
        : t(ctx.locale, `${NS}.board.winner`, {
            side: t(ctx.locale, `${NS}.side.${o.winner}`),
            reason: t(ctx.locale, `${NS}.board.reason.${o.reason}`),
          })
      : t(ctx.locale, `${NS}.board.circumstances`);
    out.push(
      label(banner, rx, c.y + 78, {
        size: o ? 14 : 11,
        maxWidth: rw,
        colour: o ? THEME.ink : THEME.mutedInk,
        ...(o ? { face: 'sansBold' as const } : {}),
      }),
    );
    out.push(...drawSide(view, ctx, 'PLC', { x: rx, y: c.y + 88, width: rw, height: 228 }));
    out.push(...drawSide(view, ctx, 'OTT', { x: rx, y: c.y + 324, width: rw, height: 228 }));
    if (view.negotiation) {
      out.push(
        ...drawNegotiation(view, ctx.locale, { x: rx, y: c.y + 560, width: rw, height: c.y + c.height - (c.y + 560) }),
      );
    } else {
      out.push(...drawDisplay(view, ctx.locale, { x: rx, y: c.y + 560, width: rw, height: 120 }));
      out.push(
        ...drawCombat(view, ctx.locale, { x: rx, y: c.y + 688, width: rw, height: c.y + c.height - (c.y + 688) }),
      );
    }
    return out;
  },
};
