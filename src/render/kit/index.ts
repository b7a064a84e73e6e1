/**
 * The board drawing kit and the renderer registration API, in one import for game
 * renderers: `import { … } from '../kit/index.js'` from src/render/games/<id>.ts.
 * See src/render/README.md.
 */

// The renderer contract, for `export const renderer: BoardRenderer<MyView> = …`.
export { contentArea } from '../board.js';
export { type ChangeSet, diffViews, jsonPath, NO_CHANGES } from '../diff.js';
export type { Face } from '../font/fonts.js';
export { CAP_HEIGHT, HEADLINE_FLOOR, LINE_HEIGHT, measureText, TEXT_FLOOR } from '../font/metrics.js';
export { registerRenderer } from '../registry.js';
export { type BoardRenderer, PublicView, type RenderContext } from '../types.js';
export { type AreaOptions, type AreaShape, type AreaTokens, area } from './area.js';
export { type Card, type CardBack, type CardBox, type CardFace, card, type FanOptions, fan } from './cards.js';
export { type DieOptions, d6, d10 } from './dice.js';
export { background, PANEL_HEADING, type PanelOptions, panel, panelHeading, panelRule } from './frame.js';
export {
  type Axial,
  fitHexLayout,
  HEX_DIRECTIONS,
  type HexCell,
  type HexGridOptions,
  type HexLayout,
  type HexOrientation,
  hexBounds,
  hexCentre,
  hexCorners,
  hexEdge,
  hexGrid,
} from './hex.js';
export {
  CHANGED_MARK,
  highlightCircle,
  highlightPolygon,
  highlightRect,
  highlightSwatch,
} from './highlight.js';
export { type LegendEntry, type LegendOptions, legend } from './legend.js';
export { markShape, type ShapePaint, type TokenOptions, token } from './marks.js';
export { type PlayerPanelOptions, playerPanel, type Resource } from './playerPanel.js';
export { playerName } from './players.js';
export { type Attrs, el, escapeXml, group, num, type Point, pointsAttr, svgDocument } from './svg.js';
export {
  type Align,
  auditText,
  type FitOptions,
  type FittedText,
  fitText,
  fittingFace,
  label,
  overflowing,
  type TextBoxOptions,
  type TextPlacement,
  textBox,
  textFloor,
  textLine,
} from './text.js';
export { inkOn, luminance, MARKS, type Mark, SEAT_COLOURS, type SeatStyle, seatStyle, THEME } from './theme.js';
export { formatDeadline, TITLE_BAR_HEIGHT, type TitleBarOptions, titleBar } from './titleBar.js';
export { type TrackMarker, type TrackOptions, type TrackSpace, track, trackCells } from './track.js';
