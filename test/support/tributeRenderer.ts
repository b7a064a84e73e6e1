/** A board for the test-only Tribute game, drawn with the render kit from its public view. */
import { t } from '../../src/i18n/index.js';
import {
  type BoardRenderer,
  contentArea,
  d6,
  legend,
  panel,
  playerPanel,
  seatStyle,
  textBox,
  track,
} from '../../src/render/kit/index.js';
import type { TributeView } from './tributeGame.js';

const SIZE = { width: 1200, height: 700 };
const TRACK_SPACES = 31;

export const tributeRenderer: BoardRenderer<TributeView> = {
  ...SIZE,
  draw(view, ctx) {
    const box = contentArea(SIZE);
    const out: string[] = [];
    out.push(
      track({
        x: box.x,
        y: box.y,
        width: box.width,
        height: 150,
        spaces: TRACK_SPACES,
        columns: 16,
        snake: true,
        title: ctx.locale === 'pl' ? 'Punkty' : 'Points',
        markers: view.players.map((p, seat) => ({
          space: Math.min(p.points, TRACK_SPACES - 1),
          style: seatStyle(seat),
        })),
        changed: view.players.flatMap((p, seat) => (ctx.changes.has('players', seat) ? [Math.min(p.points, 30)] : [])),
      }),
    );
    const panelWidth = (box.width - 30) / 4;
    view.players.forEach((p, seat) => {
      out.push(
        playerPanel({
          x: box.x + seat * (panelWidth + 10),
          y: box.y + 170,
          width: panelWidth,
          height: 130,
          style: seatStyle(seat),
          name: t(ctx.locale, `tribute.faction.${p.faction}`),
          status: p.hasBid ? '🔒' : '',
          resources: [
            { label: ctx.locale === 'pl' ? 'Monety' : 'Coins', value: p.coins },
            { label: ctx.locale === 'pl' ? 'Punkty' : 'Points', value: p.points },
          ],
          active: view.phase === 'turns' && view.order[view.next] === seat,
          changed: ctx.changes.has('players', seat),
        }),
      );
    });
    out.push(
      panel({
        x: box.x,
        y: box.y + 320,
        width: 300,
        height: 200,
        title: ctx.locale === 'pl' ? 'Ostatni rzut' : 'Last roll',
      }),
    );
    if (view.lastRoll !== null)
      out.push(d6(box.x + 150, box.y + 440, 90, view.lastRoll, { changed: ctx.changes.has('lastRoll') }));
    else out.push(textBox('—', { x: box.x + 20, y: box.y + 380, width: 260, height: 100, size: 40, align: 'middle' }));
    out.push(
      legend({
        x: box.x + 320,
        y: box.y + 320,
        width: 400,
        height: 200,
        title: ctx.locale === 'pl' ? 'Legenda' : 'Legend',
        entries: [
          ...view.players.map((p, seat) => ({ kind: 'seat' as const, style: seatStyle(seat), label: p.faction })),
          { kind: 'changed' as const, label: ctx.locale === 'pl' ? 'zmiana' : 'changed' },
        ],
      }),
    );
    return out;
  },
};
