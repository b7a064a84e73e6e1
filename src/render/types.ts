/**
 * The renderer contract. A renderer draws one game's *public view* — what a spectator may
 * see — never its state, so an image cannot leak a secret by construction: the only way to
 * get a `PublicView` is `PublicView.of(definition, state)`, which runs the engine's own
 * `view(state, null)`.
 */
import type { GameDefinition } from '../engines/kit/types.js';
import type { Locale } from '../i18n/types.js';
import type { ChangeSet } from './diff.js';

export class PublicView<V> {
  private constructor(
    readonly gameId: string,
    readonly data: V,
  ) {}

  /** The spectator view (`view(state, null)`) of `state`: the only thing renderers ever get. */
  static of<S, A, V>(definition: GameDefinition<S, A, V>, state: S): PublicView<V> {
    return new PublicView(definition.id, definition.view(state, null));
  }
}

/** What a renderer knows besides the view. Everything here is public. */
export interface RenderContext<V> {
  locale: Locale;
  /** The view shown in this game's previous image, or null for the first image. */
  previous: V | null;
  /** What changed from `previous` to the current view; empty when `previous` is null. */
  changes: ChangeSet;
  /** The game's title, localised. */
  title: string;
  /** Round and phase, localised. */
  phase: string;
  /** When the pending decision times out; null when nothing is pending. */
  deadline: Date | null;
  /** IANA zone in which the deadline is printed (the channel's). */
  timeZone: string;
  /**
   * Who plays each seat (display names by seat number; public, like the seats in /game status).
   * Empty when unknown (tests, previews): boards then name the factions alone.
   */
  players: readonly string[];
}

/** What the static layer of a board may depend on besides its key. */
export interface BaseContext {
  locale: Locale;
}

/**
 * The static layer of a board: everything that stays the same from one image of a game to
 * the next (frame, map, track cells, headings, legends). It is rasterised once per
 * (renderer, locale, key) and reused, so an image costs only its changing layer.
 *
 * `draw` never sees the view, only `key(view)`: the layer cannot depend on anything the
 * cache key leaves out. Keep the key small (a seat count, a random map's cells).
 */
export interface BoardBase<V, K> {
  key(view: V): K;
  draw(key: K, ctx: BaseContext): string[];
  /**
   * `false`: the static fragments are drawn once per (renderer, locale, key) but rasterised with
   * each image, in one pass. For a board whose drawing covers most of the image: a second
   * full-size raster and painting it over the layer then cost more than the static part saves.
   */
  layered?: boolean;
}

/**
 * One game's board drawing. `draw` returns SVG fragments for the content area; the kit
 * adds the background and title bar around them (see `contentArea`). With a `base`, the
 * base layer's fragments are painted first and `draw`'s fragments over them.
 */
export interface BoardRenderer<V, K = unknown> {
  /** Image size in px; about 1600×1000 fits Discord's preview well. */
  width: number;
  height: number;
  base?: BoardBase<V, K>;
  draw(view: V, ctx: RenderContext<V>): string[];
}

/** A renderer with its view type erased, for the registry. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds renderers of different view types
export type AnyBoardRenderer = BoardRenderer<any, any>;
