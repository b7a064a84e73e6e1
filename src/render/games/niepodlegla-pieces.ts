/**
 * The pieces of Niepodległa as small drawn icons (no words: the cells are too narrow for
 * them), each kind a different shape as well as a different colour, so they tell apart in
 * the Discord preview and without colour: independence tokens (a white-and-red disc),
 * tsarist obstacles (a crown on a square), Bolshevik ones (a star on a disc), Central
 * Powers ones (a cross on a hexagon), Ukrainian ones (a diamond), and the activist tokens
 * of the players (a rounded tile with the symbol it gives, or "+" for morale).
 * The board's legend explains every icon in words. Icons are stamps (kit/stamp.ts): drawn
 * once, then painted from a cached image like a label.
 */
import type { Face } from '../../engines/niepodlegla/data/symbols.js';
import { el } from '../kit/index.js';
import { stamp } from '../kit/stamp.js';

/** What lies on a city: an independence token or an obstacle of one of the powers. */
export type MapPiece = 'IND' | 'RUS_TSAR' | 'RUS_BOLSHEVIK' | 'CEN' | 'UKR';

export const MAP_PIECES: readonly MapPiece[] = ['IND', 'RUS_TSAR', 'RUS_BOLSHEVIK', 'CEN', 'UKR'];

const OUTLINE = { stroke: '#1a1a1a', 'stroke-width': 1.5, 'stroke-linejoin': 'round' } as const;

function pts(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${Math.round(x * 100) / 100},${Math.round(y * 100) / 100}`).join(' ');
}

function starPoints(r: number, inner: number): [number, number][] {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * inner;
    return [rr * Math.cos(a), rr * Math.sin(a)];
  });
}

/** A map piece of radius r drawn around (0, 0). */
function mapPieceBody(kind: MapPiece, r: number): string {
  switch (kind) {
    case 'IND':
      // The Polish colours: white over red, on a disc.
      return (
        el('path', { d: `M${-r} 0A${r} ${r} 0 0 1 ${r} 0Z`, fill: '#ffffff' }) +
        el('path', { d: `M${-r} 0A${r} ${r} 0 0 0 ${r} 0Z`, fill: '#d4213d' }) +
        el('circle', { cx: 0, cy: 0, r, fill: 'none', ...OUTLINE })
      );
    case 'RUS_TSAR': {
      // A golden crown on a dark green square.
      const c = r * 0.62;
      const crown = pts([
        [-c, c * 0.6],
        [-c, -c * 0.55],
        [-c * 0.5, 0],
        [0, -c * 0.8],
        [c * 0.5, 0],
        [c, -c * 0.55],
        [c, c * 0.6],
      ]);
      return (
        el('rect', { x: -r * 0.9, y: -r * 0.9, width: r * 1.8, height: r * 1.8, rx: 2, fill: '#1f4d3a', ...OUTLINE }) +
        el('polygon', { points: crown, fill: '#f2c230' })
      );
    }
    case 'RUS_BOLSHEVIK':
      // A white star on a red disc.
      return (
        el('circle', { cx: 0, cy: 0, r, fill: '#c0261d', ...OUTLINE }) +
        el('polygon', { points: pts(starPoints(r * 0.72, 0.42)), fill: '#ffffff' })
      );
    case 'CEN': {
      // A white cross on a black hexagon.
      const hex = pts(
        Array.from({ length: 6 }, (_, i) => [r * Math.cos((i * Math.PI) / 3), r * Math.sin((i * Math.PI) / 3)]),
      );
      const a = r * 0.2;
      const b = r * 0.66;
      const cross = `M${-a} ${-b}H${a}V${-a}H${b}V${a}H${a}V${b}H${-a}V${a}H${-b}V${-a}H${-a}Z`;
      return el('polygon', { points: hex, fill: '#262626', ...OUTLINE }) + el('path', { d: cross, fill: '#ffffff' });
    }
    case 'UKR':
      // A diamond, blue over yellow.
      return (
        el('path', { d: `M${-r} 0L0 ${-r}L${r} 0Z`, fill: '#2d6fd1' }) +
        el('path', { d: `M${-r} 0L0 ${r}L${r} 0Z`, fill: '#f5cf1f' }) +
        el('polygon', {
          points: pts([
            [-r, 0],
            [0, -r],
            [r, 0],
            [0, r],
          ]),
          fill: 'none',
          ...OUTLINE,
        })
      );
    default: {
      const unknown: never = kind;
      throw new Error(`unknown piece ${String(unknown)}`);
    }
  }
}

/** A symbol a die or an activist token gives, drawn in white around (0, 0) within radius r. */
function symbolGlyph(sym: Face | 'MORALE', r: number): string {
  const w = { fill: '#ffffff' };
  switch (sym) {
    case 'PEOPLE':
      // A person: head and shoulders.
      return (
        el('circle', { cx: 0, cy: -r * 0.38, r: r * 0.3, ...w }) +
        el('path', {
          d: `M${-r * 0.62} ${r * 0.62}Q${-r * 0.62} ${-r * 0.02} 0 ${-r * 0.02}Q${r * 0.62} ${-r * 0.02} ${r * 0.62} ${r * 0.62}Z`,
          ...w,
        })
      );
    case 'DIPLOMACY':
      // A letter with a seal.
      return (
        el('rect', { x: -r * 0.66, y: -r * 0.46, width: r * 1.32, height: r * 0.92, fill: '#ffffff' }) +
        el('path', {
          d: `M${-r * 0.66} ${-r * 0.46}L0 ${r * 0.1}L${r * 0.66} ${-r * 0.46}`,
          fill: 'none',
          stroke: '#2a5a9a',
          'stroke-width': 1.5,
        }) +
        el('circle', { cx: 0, cy: r * 0.14, r: r * 0.18, fill: '#c0261d' })
      );
    case 'MONEY':
      // A coin with a square hole.
      return (
        el('circle', { cx: 0, cy: 0, r: r * 0.62, ...w }) +
        el('rect', { x: -r * 0.2, y: -r * 0.2, width: r * 0.4, height: r * 0.4, fill: '#86620a' })
      );
    case 'FIGHT':
      // Two crossed sabres.
      return el('path', {
        d: `M${-r * 0.6} ${-r * 0.6}L${r * 0.6} ${r * 0.6}M${r * 0.6} ${-r * 0.6}L${-r * 0.6} ${r * 0.6}M${-r * 0.66} ${r * 0.3}L${-r * 0.3} ${r * 0.66}M${r * 0.66} ${r * 0.3}L${r * 0.3} ${r * 0.66}`,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': Math.max(2, r * 0.22),
        'stroke-linecap': 'round',
      });
    case 'JOKER':
      return el('polygon', { points: pts(starPoints(r * 0.7, 0.45)), ...w });
    case 'MORALE':
      // A plus: the token adds morale.
      return el('path', {
        d: `M0 ${-r * 0.6}V${r * 0.6}M${-r * 0.6} 0H${r * 0.6}`,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': Math.max(2.5, r * 0.3),
        'stroke-linecap': 'round',
      });
    default: {
      const unknown: never = sym;
      throw new Error(`unknown symbol ${String(unknown)}`);
    }
  }
}

/** Tile colours of the symbols (as the dice chips), and of the morale tokens. */
export const SYMBOL_TILE: Record<Face | 'MORALE', string> = {
  PEOPLE: '#2e6b3a',
  DIPLOMACY: '#2a5a9a',
  MONEY: '#86620a',
  FIGHT: '#a3312b',
  JOKER: '#5b3d7a',
  MORALE: '#b35a00',
};

/** An activist token: a rounded tile with its symbol; a token not yet active is grey with a dashed rim. */
function activistBody(sym: Face | 'MORALE', r: number, active: boolean): string {
  const tile = el('rect', {
    x: -r,
    y: -r,
    width: 2 * r,
    height: 2 * r,
    rx: r * 0.35,
    fill: active ? SYMBOL_TILE[sym] : '#9a948a',
    stroke: '#1a1a1a',
    'stroke-width': 1.5,
    ...(active ? {} : { 'stroke-dasharray': '3 2' }),
  });
  return tile + symbolGlyph(sym, r);
}

const stamps = new Map<string, string>();

/** A stamp of `body` at (x, y), built once per body (its bounds are measured once). */
function placed(key: string, body: () => string, x: number, y: number): string {
  let at0 = stamps.get(key);
  if (at0 === undefined) {
    at0 = stamp(body(), 0, 0);
    stamps.set(key, at0);
  }
  const rx = Math.round(x);
  const ry = Math.round(y);
  return at0.replace('translate(0 0)', `translate(${rx} ${ry})`);
}

/** A map piece of radius r centred on (cx, cy) (on whole pixels). */
export function mapPiece(kind: MapPiece, cx: number, cy: number, r: number): string {
  return placed(`m|${kind}|${r}`, () => mapPieceBody(kind, r), cx, cy);
}

/** An activist token of half-size r centred on (cx, cy). */
export function activistToken(sym: Face | 'MORALE', active: boolean, cx: number, cy: number, r: number): string {
  return placed(`a|${sym}|${active}|${r}`, () => activistBody(sym, r, active), cx, cy);
}
