/**
 * Composes a renderer's drawing into the full board: parchment background, title bar,
 * content. Pure (no sharp), so tests can inspect the SVG.
 */

import type { Msg } from '../engines/kit/types.js';
import { t } from '../i18n/index.js';
import type { Locale } from '../i18n/types.js';
import { type ChangeSet, diffViews } from './diff.js';
import { background } from './kit/frame.js';
import { svgDocument } from './kit/svg.js';
import { TITLE_BAR_HEIGHT, titleBar } from './kit/titleBar.js';
import type { BoardRenderer, PublicView, RenderContext } from './types.js';

/** Margin between the frame and the content area. */
export const MARGIN = 16;

/** The box a renderer draws in: below the title bar, inside the frame. */
export function contentArea(size: { width: number; height: number }): {
  x: number;
  y: number;
  width: number;
  height: number;
} {
  return {
    x: MARGIN,
    y: TITLE_BAR_HEIGHT + MARGIN / 2,
    width: size.width - 2 * MARGIN,
    height: size.height - TITLE_BAR_HEIGHT - MARGIN * 1.5,
  };
}

/** What the caller (the Table) supplies for one image. */
export interface BoardRequest<V> {
  locale: Locale;
  /** The view of the previous image of this game (to highlight what changed), if any. */
  previous?: PublicView<V> | null;
  /** The game's title and current round/phase: messages (localised here) or text. */
  title: Msg | string;
  phase: Msg | string;
  deadline?: Date | null;
  /** IANA zone for the deadline; default Europe/Warsaw. */
  timeZone?: string;
}

export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

function text(locale: Locale, m: Msg | string): string {
  return typeof m === 'string' ? m : t(locale, m);
}

export function renderContext<V>(view: PublicView<V>, request: BoardRequest<V>): RenderContext<V> {
  const previous = request.previous?.data ?? null;
  const changes: ChangeSet = diffViews(previous, view.data);
  return {
    locale: request.locale,
    previous,
    changes,
    title: text(request.locale, request.title),
    phase: text(request.locale, request.phase),
    deadline: request.deadline ?? null,
    timeZone: request.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** The whole board as an SVG document. */
export function composeBoard<V>(renderer: BoardRenderer<V>, view: V, ctx: RenderContext<V>): string {
  return svgDocument(renderer.width, renderer.height, [
    background(renderer.width, renderer.height),
    titleBar({
      width: renderer.width,
      locale: ctx.locale,
      game: ctx.title,
      phase: ctx.phase,
      deadline: ctx.deadline,
      timeZone: ctx.timeZone,
    }),
    ...renderer.draw(view, ctx),
  ]);
}
