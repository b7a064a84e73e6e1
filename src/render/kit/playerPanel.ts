/**
 * Player panels: the seat's colour and mark, name, optional status line and resources.
 * The active seat gets a thick border and an arrow, not just a colour change.
 */
import { TEXT_FLOOR } from '../font/metrics.js';
import { highlightRect } from './highlight.js';
import { token } from './marks.js';
import { el } from './svg.js';
import { fitText, fittingFace, textBox } from './text.js';
import { type SeatStyle, THEME } from './theme.js';

export interface Resource {
  /** Short label, localised (e.g. "Złoto", "Wpływy"). */
  label: string;
  value: string | number;
}

export interface PlayerPanelOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  style: SeatStyle;
  name: string;
  /** A line under the name: faction, role, "passed", "submitted"… */
  status?: string;
  /** Lines the status may wrap to (default 1); each adds a line's height to the heading. */
  statusLines?: number;
  resources?: Resource[];
  /** This seat must act now. */
  active?: boolean;
  changed?: boolean;
}

export function playerPanel(o: PlayerPanelOptions): string {
  const parts: string[] = [];
  const stripeW = 10;
  parts.push(
    el('rect', {
      x: o.x,
      y: o.y,
      width: o.width,
      height: o.height,
      rx: 8,
      fill: THEME.panel,
      stroke: o.active ? THEME.ink : THEME.border,
      'stroke-width': o.active ? 4 : 1.5,
    }),
    // A stripe of the seat's colour down the left edge ties the panel to the seat's tokens.
    el('rect', { x: o.x + 2, y: o.y + 2, width: stripeW, height: o.height - 4, rx: 6, fill: o.style.colour }),
  );
  const statusLines = Math.max(1, o.statusLines ?? 1);
  const extra = (statusLines - 1) * 21;
  const headH = Math.min(44, o.height * (o.resources && o.resources.length > 0 ? 0.5 : 1)) + extra;
  const nameH = (headH - extra) * 0.58;
  const markR = Math.min(15, (headH - extra) * 0.36);
  const markX = o.x + stripeW + 8 + markR;
  parts.push(token(markX, o.y + (headH - extra) / 2 + 2, markR, o.style));
  const arrowW = o.active ? 18 : 0;
  const nameX = markX + markR + 8;
  const nameW = o.x + o.width - nameX - 8 - arrowW;
  const hasStatus = o.status !== undefined;
  parts.push(
    textBox(o.name, {
      x: nameX,
      y: o.y + 4,
      width: nameW,
      height: hasStatus ? nameH : headH,
      size: 19,
      // A long name reads in full in the narrower face rather than being cut.
      face: fittingFace(o.name, TEXT_FLOOR, ['sansBold', 'condensedBold'], nameW),
      align: 'start',
    }),
  );
  if (o.status !== undefined) {
    parts.push(
      textBox(o.status, {
        x: nameX,
        y: o.y + 4 + nameH,
        width: nameW,
        height: headH - nameH,
        size: TEXT_FLOOR,
        maxLines: statusLines,
        face: fittingFace(o.status, TEXT_FLOOR, ['sans', 'condensed'], nameW * statusLines * 0.92),
        align: 'start',
        colour: THEME.mutedInk,
      }),
    );
  }
  if (o.active) {
    // A solid arrow pointing at the name: the seat to act, readable without colour.
    const ax = o.x + o.width - 10;
    const ay = o.y + (headH - extra) / 2 + 2;
    parts.push(el('polygon', { points: `${ax},${ay - 9} ${ax},${ay + 9} ${ax - 14},${ay}`, fill: THEME.ink }));
  }
  const resources = o.resources ?? [];
  if (resources.length > 0) {
    const top = o.y + headH + 4;
    const h = o.y + o.height - top - 6;
    const left = o.x + stripeW + 8;
    const w = o.x + o.width - left - 8;
    const perRow = Math.min(resources.length, Math.max(1, Math.floor(w / 90)));
    const rows = Math.ceil(resources.length / perRow);
    const cellW = w / perRow;
    const cellH = h / rows;
    resources.forEach((r, i) => {
      const cx = left + (i % perRow) * cellW;
      const cy = top + Math.floor(i / perRow) * cellH;
      // The value is sized first (it matters most); the label takes the rest, with a gap.
      const valueBox = {
        width: cellW * 0.5 - 8,
        height: cellH - 2,
        size: Math.max(TEXT_FLOOR, Math.min(20, cellH * 0.6)),
        face: 'sansBold' as const,
      };
      const valueW = Math.max(cellW * 0.2, fitText(String(r.value), valueBox).width);
      parts.push(
        el('rect', { x: cx + 2, y: cy + 1, width: cellW - 4, height: cellH - 2, rx: 4, fill: THEME.panelAlt }),
        textBox(r.label, {
          x: cx + 6,
          y: cy + 1,
          width: cellW - valueW - 22,
          height: cellH - 2,
          size: Math.max(TEXT_FLOOR, Math.min(14, cellH * 0.45)),
          maxLines: 2,
          align: 'start',
          colour: THEME.mutedInk,
        }),
        textBox(String(r.value), { ...valueBox, x: cx + cellW - 8 - valueBox.width, y: cy + 1, align: 'end' }),
      );
    });
  }
  if (o.changed) parts.push(highlightRect(o.x, o.y, o.width, o.height, 3, 10));
  return parts.join('');
}
