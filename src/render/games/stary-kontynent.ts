/**
 * The board of Stary Kontynent (spec §8.5): the random hex map with terrain, hex ids and
 * thresholds, thick province borders and number badges in the controller's colour, armies as
 * dice of their owner's colour, castles, capitals as d10s with their garrison, the plague
 * province and the last action; a side panel with the turn, the kingdoms, the crusade track
 * and the victory status. Drawn from the spectator view only.
 */
import type { Msg } from '../../engines/kit/types.js';
import type { View } from '../../engines/stary-kontynent/view.js';
import { t } from '../../i18n/index.js';
import type { Locale } from '../../i18n/types.js';
import {
  type Axial,
  type BoardRenderer,
  contentArea,
  d6,
  d10,
  el,
  fitHexLayout,
  HEX_DIRECTIONS,
  type HexCell,
  type HexLayout,
  hexCentre,
  hexCorners,
  hexEdge,
  hexGrid,
  highlightCircle,
  highlightPolygon,
  highlightRect,
  label,
  markShape,
  measureText,
  panel,
  playerName,
  playerPanel,
  pointsAttr,
  type RenderContext,
  type SeatStyle,
  seatStyle,
  TEXT_FLOOR,
  THEME,
  textBox,
  track,
} from '../kit/index.js';

const WIDTH = 1600;
const HEIGHT = 1000;
const SIDE = 470;
const NS = 'stary-kontynent';

const FACTION_COLOURS: Record<string, string> = {
  blue: '#1f5fbf',
  red: '#c0392b',
  green: '#2e8b3d',
  yellow: '#d4a017',
};

const TERRAIN_FILL: Record<string, string> = {
  plain: '#cfe3a4',
  marsh: '#9a9a5a',
  forest: '#4f7a3a',
  cave: '#8e7fa0',
  mountain: '#a07850',
  goldMountain: '#a07850',
  fertilePlain: '#8fd16a',
};
const SEA = '#a9cbe0';
const LAKE = '#7fb0d6';
const PLAGUE = '#7b2d8e';

const m = (key: string, params?: Msg['params']): Msg =>
  params ? { key: `${NS}.${key}`, params } : { key: `${NS}.${key}` };

function styleOf(view: View, seat: number): SeatStyle {
  const k = view.kingdoms[seat];
  return seatStyle(seat, FACTION_COLOURS[k?.colour ?? ''] ?? undefined);
}

function colourName(view: View, seat: number, locale: Locale): string {
  return t(locale, m(`colour.${view.kingdoms[seat]?.colour ?? 'blue'}`));
}

/** A small terrain icon drawn around (0, 0) in the upper middle of a hex. */
function terrainIcon(terrain: string, s: number): string {
  const y = -s * 0.2;
  const ink = 'rgba(40,30,20,0.55)';
  switch (terrain) {
    case 'marsh':
      return [-0.3, -0.1, 0.1, 0.3]
        .map((dx) =>
          el('path', { d: `M${dx * s} ${y + s * 0.12}l${s * 0.04} ${-s * 0.2}`, stroke: ink, 'stroke-width': 1.5 }),
        )
        .join('');
    case 'forest':
      return [-0.25, 0, 0.25]
        .map((dx) =>
          el('polygon', {
            points: pointsAttr([
              { x: dx * s, y: y - s * 0.16 },
              { x: dx * s + s * 0.1, y: y + s * 0.08 },
              { x: dx * s - s * 0.1, y: y + s * 0.08 },
            ]),
            fill: '#2f5224',
            stroke: ink,
            'stroke-width': 0.8,
          }),
        )
        .join('');
    case 'cave':
      return el('path', {
        d: `M${-s * 0.18} ${y + s * 0.1}a${s * 0.18} ${s * 0.2} 0 0 1 ${s * 0.36} 0z`,
        fill: '#2a2030',
      });
    case 'mountain':
    case 'goldMountain': {
      const peak = terrain === 'goldMountain' ? '#e8c33a' : '#6b4a2c';
      const parts = [
        el('polygon', {
          points: pointsAttr([
            { x: -s * 0.32, y: y + s * 0.1 },
            { x: -s * 0.1, y: y - s * 0.18 },
            { x: s * 0.08, y: y + s * 0.1 },
          ]),
          fill: peak,
          stroke: ink,
          'stroke-width': 1,
        }),
        el('polygon', {
          points: pointsAttr([
            { x: -s * 0.05, y: y + s * 0.1 },
            { x: s * 0.15, y: y - s * 0.12 },
            { x: s * 0.33, y: y + s * 0.1 },
          ]),
          fill: peak,
          stroke: ink,
          'stroke-width': 1,
        }),
      ];
      if (terrain === 'goldMountain')
        parts.push(markShape('star', s * 0.42, y - s * 0.25, s * 0.11, { fill: '#ffd700', stroke: ink }));
      return parts.join('');
    }
    case 'fertilePlain':
      return [
        ...[-0.22, 0, 0.22].map((dx) => el('circle', { cx: dx * s, cy: y, r: s * 0.08, fill: '#3f8f2f', stroke: ink })),
        markShape('star', s * 0.42, y - s * 0.25, s * 0.11, { fill: '#ffd700', stroke: ink }),
      ].join('');
    default:
      return '';
  }
}

/** Up to four dice in a 2×2 block around the hex centre `at` (more while an overflow waits: a third row). */
function armyBlock(view: View, hex: string, s: number, at: { x: number; y: number }): string {
  const armies = view.armies.filter((a) => a.hex === hex).sort((a, b) => b.strength - a.strength);
  if (armies.length === 0) return '';
  const size = s * 0.36;
  const gap = size * 1.08;
  return armies
    .map((a, i) => {
      const col = i % 2;
      const row = Math.floor(i / 2);
      const cx = (col - 0.5) * gap;
      const cy = s * 0.05 + row * gap;
      return d6(at.x + cx, at.y + cy, size, a.strength, { seat: styleOf(view, a.owner) });
    })
    .join('');
}

/** A castle tower outlined in its owner's colour. */
function castleIcon(x: number, y: number, s: number, colour: string): string {
  const w = s * 0.26;
  const h = s * 0.26;
  const top = y - h / 2;
  return el('path', {
    d: `M${x - w / 2} ${y + h / 2}V${top}h${w / 5}v${h / 5}h${w / 5}v${-h / 5}h${w / 5}v${h / 5}h${w / 5}v${-h / 5}h${w / 5}V${y + h / 2}z`,
    fill: '#d9d2c0',
    stroke: colour,
    'stroke-width': Math.max(2, s / 18),
  });
}

function mapCells(view: View): Axial[] {
  const cells: Axial[] = view.hexes.map((h) => ({ q: h.q, r: h.r }));
  for (const k of view.kingdoms) if (k.capital) cells.push(k.capital);
  for (const c of view.capitalPlacement?.cells ?? []) cells.push(c);
  return cells;
}

/** What the static layer of the board depends on: the random map, fixed once the capitals stand. */
interface MapKey {
  /** The cells the map is laid out to fit (hexes, capitals, capital candidates). */
  cells: Axial[];
  hexes: { id: string; q: number; r: number; terrain: string; province: number; threshold: number }[];
  lakes: Axial[];
}

function mapKey(view: View): MapKey {
  return {
    cells: mapCells(view),
    hexes: view.hexes.map((h) => ({
      id: h.id,
      q: h.q,
      r: h.r,
      terrain: h.terrain,
      province: h.province,
      threshold: h.threshold,
    })),
    lakes: view.lakes.map((l) => ({ q: l.q, r: l.r })),
  };
}

type Box = { x: number; y: number; width: number; height: number };

function mapBox(): Box {
  const area = contentArea({ width: WIDTH, height: HEIGHT });
  return { x: area.x, y: area.y, width: area.width - SIDE - 12, height: area.height };
}

function mapLayout(cells: readonly Axial[], box: Box): HexLayout {
  return fitHexLayout('pointy', cells, {
    x: box.x + 16,
    y: box.y + 16,
    width: box.width - 32,
    height: box.height - 32,
  });
}

/** The static layer: sea, terrain, hex ids, province borders and control thresholds. */
function drawMapBase(key: MapKey, box: Box): string[] {
  const out: string[] = [];
  out.push(
    el('rect', { x: box.x, y: box.y, width: box.width, height: box.height, rx: 10, fill: SEA, stroke: THEME.border }),
  );
  const layout = mapLayout(key.cells, box);
  const s = layout.size;
  const cells: HexCell[] = [
    ...key.lakes.map((l) => ({ q: l.q, r: l.r, fill: LAKE })),
    ...key.hexes.map((h) => ({
      q: h.q,
      r: h.r,
      fill: TERRAIN_FILL[h.terrain] ?? THEME.panel,
      label: h.id,
      region: `p${h.province}`,
      content: terrainIcon(h.terrain, s),
    })),
  ];
  out.push(hexGrid({ ...layout, cells, regionBorder: { colour: THEME.frame, width: Math.max(3, s / 10) } }));
  // Control threshold in the lower corner of every hex.
  for (const h of key.hexes) {
    const c = hexCentre(layout, h);
    out.push(
      label(String(h.threshold), c.x + s * 0.46, c.y + s * 0.62, {
        size: Math.max(TEXT_FLOOR, Math.max(8, s * 0.24)),
        face: 'sansBold',
        align: 'middle',
        colour: THEME.ink,
      }),
    );
  }
  return out;
}

/** What changes on the map: armies, castles, control, plague, badges, capitals, the last action. */
function drawMap(view: View, locale: Locale, box: Box): string[] {
  const out: string[] = [];
  const layout = mapLayout(mapCells(view), box);
  const s = layout.size;
  const controllerOf = new Map(view.provinces.map((p) => [p.province, p.controller]));
  // Controlled hexes: a thin border in the controller's colour.
  for (const h of view.hexes)
    if (h.controller !== null)
      out.push(
        el('polygon', {
          points: pointsAttr(hexCorners(layout, h, Math.max(3, s * 0.09))),
          fill: 'none',
          stroke: styleOf(view, h.controller).colour,
          'stroke-width': Math.max(2, s * 0.07),
        }),
      );
  // Controlled provinces: their outer border in the controller's colour.
  for (const p of view.provinces) {
    if (p.controller === null) continue;
    const own = view.hexes.filter((h) => h.province === p.province);
    const keys = new Set(own.map((h) => `${h.q},${h.r}`));
    const d: string[] = [];
    for (const h of own)
      HEX_DIRECTIONS.forEach((dir, i) => {
        if (keys.has(`${h.q + dir.q},${h.r + dir.r}`)) return;
        const [a, b] = hexEdge(layout, h, i);
        d.push(`M${a.x.toFixed(1)} ${a.y.toFixed(1)}L${b.x.toFixed(1)} ${b.y.toFixed(1)}`);
      });
    out.push(
      el('path', {
        d: d.join(''),
        stroke: styleOf(view, p.controller).colour,
        'stroke-width': Math.max(3, s / 9),
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    );
  }
  // Armies and castles, over the control borders (which run along the hex edges, clear of them), so
  // nothing later covers the dice and they are painted from cached images.
  for (const h of view.hexes) {
    const castle = view.castles.find((c) => c.hex === h.id);
    const c = hexCentre(layout, h);
    out.push(armyBlock(view, h.id, s, c));
    if (castle) out.push(castleIcon(c.x + s * 0.5, c.y - s * 0.3, s, styleOf(view, castle.owner).colour));
  }
  // The plague province this turn: a dashed purple ring.
  if (view.plague && view.plague.turn === view.turn)
    for (const h of view.hexes.filter((x) => x.province === view.plague?.province))
      out.push(
        el('polygon', {
          points: pointsAttr(hexCorners(layout, h, s * 0.2)),
          fill: 'none',
          stroke: PLAGUE,
          'stroke-width': 2,
          'stroke-dasharray': '5 4',
        }),
      );
  // Province badges on the corner shared by slots b, c and d: clear of the hex ids and dice.
  for (const p of view.provinces) {
    const own = view.hexes.filter((h) => h.province === p.province && h.slot !== 'a');
    const pts = own.map((h) => hexCentre(layout, h));
    const cx = pts.reduce((a, q) => a + q.x, 0) / Math.max(1, pts.length);
    const cy = pts.reduce((a, q) => a + q.y, 0) / Math.max(1, pts.length);
    const r = Math.max(9, s * 0.26);
    const ctl = controllerOf.get(p.province) ?? null;
    const fill = ctl !== null ? styleOf(view, ctl).colour : THEME.panel;
    out.push(el('circle', { cx, cy, r, fill, stroke: THEME.frame, 'stroke-width': 2 }));
    out.push(
      textBox(String(p.province), {
        x: cx - r,
        y: cy - r,
        width: 2 * r,
        height: 2 * r,
        size: Math.max(TEXT_FLOOR, r * 1.1),
        face: 'sansBold',
        colour: ctl !== null ? styleOf(view, ctl).ink : THEME.ink,
      }),
    );
  }
  // Candidate capital cells during setup.
  for (const c of view.capitalPlacement?.cells ?? []) {
    const p = hexCentre(layout, c);
    out.push(
      el('circle', {
        cx: p.x,
        cy: p.y,
        r: s * 0.35,
        fill: 'none',
        stroke: THEME.ink,
        'stroke-width': 2,
        'stroke-dasharray': '4 3',
      }),
    );
  }
  // Capitals: a d10 with the garrison in the owner's colour; walls as a ring; liege crown / suzerain ring.
  for (const k of view.kingdoms) {
    if (!k.capital) continue;
    const p = hexCentre(layout, k.capital);
    const style = styleOf(view, k.seat);
    if (k.suzerain !== null)
      out.push(
        el('circle', {
          cx: p.x,
          cy: p.y,
          r: s * 0.72,
          fill: 'none',
          stroke: styleOf(view, k.suzerain).colour,
          'stroke-width': Math.max(3, s * 0.1),
        }),
      );
    if (k.walls)
      out.push(
        el('circle', {
          cx: p.x,
          cy: p.y,
          r: s * 0.6,
          fill: 'none',
          stroke: THEME.frame,
          'stroke-width': Math.max(3, s * 0.12),
          'stroke-dasharray': '6 3',
        }),
      );
    out.push(d10(p.x, p.y, s * 0.95, k.garrison, { seat: style }));
    if (k.isLiege && view.kingdoms.some((v) => v.suzerain === k.seat))
      out.push(markShape('star', p.x, p.y - s * 0.62, s * 0.16, { fill: '#ffd700', stroke: THEME.frame }));
    out.push(
      label(t(locale, m('render.capital')), p.x, p.y + s * 0.78, {
        size: Math.max(TEXT_FLOOR, Math.max(8, s * 0.2)),
        align: 'middle',
        colour: THEME.ink,
        maxWidth: s * 1.6,
      }),
    );
  }
  // The last action: an arrow for a move, crossed swords on an assaulted hex.
  const la = view.lastAction;
  const at = (x: string | Axial | null | undefined): Axial | null => {
    if (typeof x === 'string') return view.hexes.find((h) => h.id === x) ?? null;
    return x ?? null;
  };
  if (la) {
    const to = at(la.to);
    const from = at(la.from);
    if (to && from && (la.kind === 'move' || la.kind === 'march')) {
      const a = hexCentre(layout, from);
      const b = hexCentre(layout, to);
      out.push(
        el('path', {
          d: `M${a.x} ${a.y}L${b.x} ${b.y}`,
          stroke: THEME.highlight,
          'stroke-width': Math.max(3, s * 0.1),
          'stroke-linecap': 'round',
          // Not `opacity`: on one stroke it looks the same, without librsvg's offscreen layer.
          'stroke-opacity': 0.9,
        }),
      );
      out.push(el('circle', { cx: b.x, cy: b.y, r: s * 0.12, fill: THEME.highlight, stroke: THEME.frame }));
    }
    if (to && (la.kind === 'assault' || la.kind === 'retreat' || la.kind === 'land')) {
      const c = hexCentre(layout, to);
      if (la.kind === 'land') out.push(highlightPolygon(hexCorners(layout, to, 3)));
      else {
        const r = s * 0.35;
        out.push(
          el('path', {
            d: `M${c.x - r} ${c.y - r}L${c.x + r} ${c.y + r}M${c.x + r} ${c.y - r}L${c.x - r} ${c.y + r}`,
            stroke: '#b00000',
            'stroke-width': Math.max(3, s * 0.1),
            'stroke-linecap': 'round',
          }),
        );
      }
    }
  }
  const a = view.assault;
  if (a && a.target.kind === 'hex') {
    const hexId = a.target.hex;
    const h = view.hexes.find((x) => x.id === hexId);
    if (h) out.push(highlightPolygon(hexCorners(layout, h, 2)));
  }
  return out;
}

function stepText(view: View, locale: Locale): string {
  if (view.stage === 'capitals') return t(locale, m('phase.capitals'));
  if (view.stage === 'over') return t(locale, m('phase.over', { turn: view.turn }));
  if (view.stage === 'crusaders') return t(locale, m('phase.crusaders', { turn: view.turn }));
  if (view.activeSeat === null) return t(locale, m('phase.turn', { turn: view.turn }));
  const player = m(`colour.${view.kingdoms[view.activeSeat]?.colour ?? 'blue'}`);
  return t(locale, m(view.step === '3c' ? 'phase.extra' : 'phase.main', { turn: view.turn, player }));
}

/**
 * Hexes whose armies, castle or control changed since the previous image: outlined. (The
 * last action's arrow says how; this says where.)
 */
function drawMapChanges(view: View, ctx: RenderContext<View>, box: Box): string[] {
  const prev = ctx.previous;
  if (!prev) return [];
  const sig = (v: View, id: string): string =>
    JSON.stringify([
      v.armies.filter((a) => a.hex === id).map((a) => [a.owner, a.strength]),
      v.castles.find((c) => c.hex === id)?.owner ?? null,
      v.hexes.find((h) => h.id === id)?.controller ?? null,
      v.overflow.filter((o) => o.hex === id).map((o) => o.owner),
    ]);
  const changed = view.hexes.filter((h) => sig(view, h.id) !== sig(prev, h.id));
  // A capital placed, its garrison, walls or suzerain changed (over several moves, as in a catch-up).
  const capital = (v: View, seat: number): string =>
    JSON.stringify(
      ((k) => (k ? [k.capital, k.garrison, k.walls, k.suzerain] : null))(v.kingdoms.find((k) => k.seat === seat)),
    );
  const capitals = view.kingdoms.filter((k) => k.capital && capital(view, k.seat) !== capital(prev, k.seat));
  if (changed.length === 0 && capitals.length === 0) return [];
  const layout = mapLayout(mapCells(view), box);
  return [
    ...changed.map((h) => highlightPolygon(hexCorners(layout, h, 3))),
    ...capitals.flatMap((k) => {
      if (!k.capital) return [];
      const p = hexCentre(layout, k.capital);
      return [highlightCircle(p.x, p.y, layout.size * 0.62, 3)];
    }),
  ];
}

function drawSide(
  view: View,
  ctx: RenderContext<View>,
  box: { x: number; y: number; width: number; height: number },
): string[] {
  const locale = ctx.locale;
  const changed = (...keys: string[]) => keys.some((k) => ctx.changes.has(k));
  const out: string[] = [];
  const x = box.x;
  let y = box.y;
  const w = box.width;
  // Turn and step.
  out.push(panel({ x, y, width: w, height: 74, title: t(locale, m('render.turn', { turn: view.turn })) }));
  out.push(
    textBox(stepText(view, locale), {
      x: x + 10,
      y: y + 32,
      width: w - 20,
      height: 40,
      size: TEXT_FLOOR,
      // Two lines, so the whole step reads ("Tura 7: Czerwony — przegrupowanie i czynność główna").
      maxLines: 2,
      align: 'start',
    }),
  );
  if (changed('turn', 'stage', 'step', 'activeSeat', 'decision', 'turnOrder', 'order', 'capitalPlacement', 'viewer'))
    out.push(highlightRect(x, y, w, 74, 2, 8));
  y += 82;
  // Kingdoms in seat order, numbered and named as in /game status; this turn's order told apart.
  const order = view.kingdoms.map((k) => k.seat);
  const ph = Math.min(96, (box.height - 82 - 250) / Math.max(1, order.length) - 6);
  for (const seat of order) {
    const k = view.kingdoms[seat];
    if (!k) continue;
    const place = view.turnOrder.indexOf(seat) + 1;
    const standing =
      k.suzerain !== null
        ? t(locale, m('render.vassalOf', { liege: m(`colour.${view.kingdoms[k.suzerain]?.colour ?? 'blue'}`) }))
        : view.kingdoms.some((v) => v.suzerain === seat)
          ? t(locale, m('render.liege'))
          : undefined;
    const parts = [place > 0 ? t(locale, 'render.turnPlace', { place }) : undefined, standing].filter(
      (x): x is string => x !== undefined,
    );
    const status = parts.length > 0 ? parts.join(' · ') : undefined;
    out.push(
      playerPanel({
        x,
        y,
        width: w,
        height: ph,
        style: styleOf(view, seat),
        name: `${seat + 1}. ${playerName(ctx.players, seat, colourName(view, seat, locale))}`,
        ...(status !== undefined ? { status } : {}),
        resources: [
          { label: t(locale, m('render.garrison')), value: k.garrison },
          {
            label: t(locale, m('render.provinces')),
            value: k.isLiege ? `${k.provinces}/${k.realmProvinces}` : k.provinces,
          },
          { label: t(locale, m('render.crusade')), value: k.crusadePoints },
          {
            label: t(locale, m('render.armies')),
            value: view.armies.filter((a) => a.owner === seat).reduce((s2, a) => s2 + a.strength, 0),
          },
        ],
        active: view.decision?.onBehalfOf === seat,
        changed:
          ctx.changes.has('kingdoms', seat) ||
          JSON.stringify(view.armies.filter((a) => a.owner === seat)) !==
            JSON.stringify((ctx.previous ?? view).armies.filter((a) => a.owner === seat)),
      }),
    );
    y += ph + 6;
  }
  // Crusade track: total / 100 in steps of 10, and the king.
  const king = view.crusade.king;
  out.push(
    panel({ x, y, width: w, height: 84, title: t(locale, m('render.crusadeTrack', { total: view.crusade.total })) }),
  );
  out.push(
    track({
      x: x + 10,
      y: y + 34,
      width: w - 20,
      height: 42,
      spaces: 11,
      first: 0,
      markers: [
        {
          space: Math.min(10, Math.floor(view.crusade.total / 10)),
          style: king !== null ? styleOf(view, king) : seatStyle(6, '#888888'),
          text: view.crusade.total > 100 ? '✓' : '',
        },
      ],
    }),
  );
  if (changed('crusade')) out.push(highlightRect(x, y - 92, w, 84, 2, 8));
  y += 92;
  const lines: string[] = [];
  if (king !== null)
    lines.push(t(locale, m('render.king', { player: m(`colour.${view.kingdoms[king]?.colour ?? 'blue'}`) })));
  if (view.plague)
    lines.push(
      t(
        locale,
        m('render.plague', { province: view.plague.province, a: view.plague.rolls[0], b: view.plague.rolls[1] }),
      ),
    );
  lines.push(
    t(
      locale,
      m('render.victory', {
        controlled: view.victory.controlled,
        needed: view.victory.needed,
        lead: view.victory.lead,
      }),
    ),
  );
  if (view.assault) lines.push(t(locale, m('render.assault', { wave: view.assault.wave })));
  if (view.ship) lines.push(t(locale, m('render.ship', { strength: view.ship.strength })));
  if (view.winner !== null)
    lines.push(t(locale, m('render.winner', { player: m(`colour.${view.kingdoms[view.winner]?.colour ?? 'blue'}`) })));
  const h = Math.max(60, box.y + box.height - y);
  out.push(panel({ x, y, width: w, height: h, title: t(locale, m('render.status')) }));
  if (changed('plague', 'victory', 'assault', 'ship', 'winner', 'endReason', 'provinces', 'lakes', 'lastAction'))
    out.push(highlightRect(x, y, w, h, 2, 8));
  // A line too long for the panel takes two lines rather than being cut.
  const lineH = (line: string) => (measureText(line, TEXT_FLOOR) <= w - 20 ? 1 : 2);
  const total = lines.reduce((n, line) => n + lineH(line), 0);
  const lh = Math.min(30, (h - 36) / Math.max(1, total));
  let ly = y + 34;
  for (const line of lines) {
    const height = Math.max(lh * lineH(line), lineH(line) === 2 ? 40 : lh);
    out.push(textBox(line, { x: x + 10, y: ly, width: w - 20, height, size: TEXT_FLOOR, maxLines: 2, align: 'start' }));
    ly += height;
  }
  return out;
}

export const staryKontynentRenderer: BoardRenderer<View, MapKey> = {
  width: WIDTH,
  height: HEIGHT,
  base: {
    key: mapKey,
    draw: (key) => drawMapBase(key, mapBox()),
  },
  draw(view, ctx) {
    const area = contentArea({ width: WIDTH, height: HEIGHT });
    const sideBox = { x: area.x + area.width - SIDE, y: area.y, width: SIDE, height: area.height };
    return [
      ...drawMap(view, ctx.locale, mapBox()),
      ...drawMapChanges(view, ctx, mapBox()),
      ...drawSide(view, ctx, sideBox),
    ];
  },
};
