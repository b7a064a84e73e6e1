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
  /** Who plays each seat, by seat number (display names): boards show "Ala · Czerwoni". */
  players?: readonly string[];
  /**
   * The game being played (the Table's id for it): its board is painted over that game's previous
   * image, rasterising only what changed (repaint.ts). Leaves the pixels as they would be.
   */
  table?: string;
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
    players: request.players ?? [],
  };
}

function titleOf<V>(renderer: BoardRenderer<V>, ctx: RenderContext<V>): string {
  return titleBar({
    width: renderer.width,
    locale: ctx.locale,
    game: ctx.title,
    phase: ctx.phase,
    deadline: ctx.deadline,
    timeZone: ctx.timeZone,
  });
}

/** The static layer: the background and what the renderer's `base` draws from `key`. */
function baseFragments<V, K>(renderer: BoardRenderer<V, K>, key: K, locale: Locale): string[] {
  return [background(renderer.width, renderer.height), ...(renderer.base?.draw(key, { locale }) ?? [])];
}

/**
 * The whole board as one SVG document, painted bottom to top: background, the static layer,
 * the title bar, the renderer's drawing. The layered path (base + overlay) paints the same.
 */
export function composeBoard<V, K>(renderer: BoardRenderer<V, K>, view: V, ctx: RenderContext<V>): string {
  const base = renderer.base
    ? baseFragments(renderer, renderer.base.key(view), ctx.locale)
    : [background(renderer.width, renderer.height)];
  return svgDocument(renderer.width, renderer.height, [...base, titleOf(renderer, ctx), ...renderer.draw(view, ctx)]);
}

/** The static layer alone (opaque: it includes the background), for the base cache. */
export function composeBase<V, K>(renderer: BoardRenderer<V, K>, key: K, locale: Locale): string {
  return svgDocument(renderer.width, renderer.height, baseFragments(renderer, key, locale));
}

/** What is painted over the static layer (transparent elsewhere): title bar and drawing. */
export function composeOverlay<V, K>(renderer: BoardRenderer<V, K>, view: V, ctx: RenderContext<V>): string {
  return svgDocument(renderer.width, renderer.height, [titleOf(renderer, ctx), ...renderer.draw(view, ctx)]);
}
