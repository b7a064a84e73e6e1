/**
 * The board of Niepodległa (spec §9.4), drawn from the spectator view only: the map with
 * independence and obstacle tokens per city and controlled regions, the time track with the
 * shield, the two politics tracks and their meeting, the morale pool, the mission display (or
 * the border-defence cards), the pending group decision, and one panel per player.
 */
import type { Msg } from '../../engines/kit/types.js';
import type { View } from '../../engines/niepodlegla/view.js';
import { t } from '../../i18n/index.js';
import type { Locale } from '../../i18n/types.js';
import {
  area,
  type BoardRenderer,
  card,
  contentArea,
  panel,
  playerPanel,
  seatStyle,
  textBox,
  track,
} from '../kit/index.js';

const SIZE = { width: 1600, height: 1000 };
const NS = 'niepodlegla.board';
const SYMBOL_KEYS: Record<string, string> = {
  PEOPLE: 'people',
  DIPLOMACY: 'diplomacy',
  MONEY: 'money',
  FIGHT: 'fight',
  JOKER: 'joker',
};

function tr(locale: Locale, key: string, params?: Record<string, string | number | Msg>): string {
  return t(locale, { key: `${NS}.${key}`, ...(params ? { params } : {}) });
}

function syms(locale: Locale, list: readonly string[]): string {
  return list.map((s) => tr(locale, `sym.${SYMBOL_KEYS[s] ?? 'joker'}`)).join(' ');
}

export const niepodleglaRenderer: BoardRenderer<View> = {
  ...SIZE,
  draw(view, ctx) {
    const L = ctx.locale;
    const box = contentArea(SIZE);
    const out: string[] = [];
    const leftW = 780;
    const rightX = box.x + leftW + 14;
    const rightW = box.x + box.width - rightX;
    const seatColour = (seat: number | null): string =>
      seat === null ? '#bbbbbb' : (view.seats[seat]?.colour ?? seatStyle(seat).colour);

    // ---- Map: four regions, one row each.
    const mapH = 400;
    out.push(panel({ x: box.x, y: box.y, width: leftW, height: mapH, title: tr(L, 'map') }));
    view.regions.forEach((r, ri) => {
      const y = box.y + 34 + ri * 91;
      const cities = view.cities.filter((c) => c.region === r.id);
      const regionLabel = `${t(L, { key: `niepodlegla.region.${r.id}` })}${r.controlled ? ` ✓ ${tr(L, `reward.${r.reward}`)}` : ''}`;
      out.push(
        textBox(regionLabel, {
          x: box.x + 8,
          y,
          width: 150,
          height: 84,
          size: 14,
          maxLines: 4,
          face: 'sansBold',
          align: 'start',
        }),
      );
      cities.forEach((c, ci) => {
        const obs = [
          c.obs.RUS_TSAR > 0 ? `${tr(L, 'obs.RUS_TSAR')}${c.obs.RUS_TSAR}` : '',
          c.obs.RUS_BOLSHEVIK > 0 ? `${tr(L, 'obs.RUS_BOLSHEVIK')}${c.obs.RUS_BOLSHEVIK}` : '',
          c.obs.CEN > 0 ? `${tr(L, 'obs.CEN')}${c.obs.CEN}` : '',
          c.obs.UKR > 0 ? `${tr(L, 'obs.UKR')}${c.obs.UKR}` : '',
        ]
          .filter(Boolean)
          .join(' ');
        const note = c.ind > 0 ? tr(L, 'ind', { n: c.ind }) : obs || '—';
        out.push(
          area({
            shape: { kind: 'rect', x: box.x + 162 + ci * 122, y, width: 116, height: 84 },
            name: t(L, { key: `niepodlegla.city.${c.id}` }),
            note,
            fill: c.controlled ? '#f4f1c8' : r.colour,
            stroke: c.controlled ? '#b8860b' : undefined,
            strokeWidth: c.controlled ? 4 : undefined,
            changed: ctx.changes.has('cities', view.cities.indexOf(c)),
          }),
        );
      });
    });

    // ---- Missions (rounds 1–9) or the border-defence cards (round 10).
    const midY = box.y + mapH + 10;
    const midH = 330;
    if (view.final) {
      const f = view.final;
      out.push(panel({ x: box.x, y: midY, width: leftW, height: midH, title: tr(L, 'final') }));
      const cards = [
        { title: tr(L, 'paris'), text: tr(L, 'need', { n: f.paris, sym: syms(L, ['DIPLOMACY']) }), accent: '#2e6da4' },
        { title: tr(L, 'warsaw'), text: tr(L, 'need', { n: f.warsaw, sym: syms(L, ['FIGHT']) }), accent: '#c0392b' },
        ...f.small.map((s) => ({
          title: `${s.id}${s.easy ? ` · ${tr(L, 'easy')}` : ''}`,
          text: syms(L, s.req),
          accent: seatColour(s.pawn),
        })),
        ...f.d.map((d) => ({ title: `D ${d.id}`, text: syms(L, d.req), accent: '#555555' })),
      ];
      cards.forEach((c, i) => {
        const col = i % 8;
        const row = Math.floor(i / 8);
        out.push(
          card({ faceUp: true, ...c }, { x: box.x + 8 + col * 96, y: midY + 36 + row * 140, width: 90, height: 132 }),
        );
      });
      const status = `${tr(L, f.requiredMet ? 'met' : 'notMet')} · ${tr(L, 'score', { n: f.scorePreview })} · ${t(L, f.rankPreview)}`;
      out.push(
        textBox(status, {
          x: box.x + 8,
          y: midY + midH - 40,
          width: leftW - 16,
          height: 32,
          size: 16,
          face: 'sansBold',
          align: 'start',
        }),
      );
    } else {
      out.push(
        panel({
          x: box.x,
          y: midY,
          width: leftW,
          height: midH,
          title: tr(L, 'missions', { n: view.stack.size, deck: view.stack.topDeck ?? '—' }),
        }),
      );
      view.display.forEach((m, i) => {
        const col = i % 6;
        const row = Math.floor(i / 6);
        const flags = `${m.excl ? '!' : ''}${m.p4 ? ' 4P' : ''}${m.reconstructed ? ' ®' : ''}`;
        const text = `${syms(L, m.req)}\n+ ${m.win.join(' ')}\n− ${m.lose.join(' ')}`;
        out.push(
          card(
            {
              faceUp: true,
              title: `${m.id}${flags ? ` ${flags}` : ''}`,
              text,
              value: m.satisfied ? '✓' : m.deck,
              accent: seatColour(m.pawn),
              changed: ctx.changes.has('display', i),
            },
            { x: box.x + 8 + col * 128, y: midY + 36 + row * 146, width: 122, height: 140 },
          ),
        );
      });
    }

    // ---- Tracks on the right.
    const neutral = seatStyle(5, '#222222');
    out.push(panel({ x: rightX, y: box.y, width: rightW, height: 300, title: tr(L, 'tracks') }));
    out.push(
      track({
        x: rightX + 10,
        y: box.y + 36,
        width: rightW - 20,
        height: 56,
        spaces: view.timeTrack.map((f) => ({
          label: f.special ? tr(L, `special.${f.special}`) : String(f.round),
          fill: view.shieldField === f.round ? '#cfe8ff' : f.effects.length > 0 ? '#f3d0cc' : undefined,
        })),
        first: 1,
        markers: [{ space: view.round - 1, style: neutral, text: view.round }],
        title: tr(L, 'time', { shield: view.shieldField ?? '—' }),
        changed: ctx.changes.has('round') ? [view.round - 1] : [],
      }),
    );
    out.push(
      track({
        x: rightX + 10,
        y: box.y + 118,
        width: rightW - 20,
        height: 46,
        spaces: 11,
        first: 0,
        markers: [{ space: view.foreign, style: seatStyle(1, '#2e6da4'), text: view.foreign }],
        title: tr(L, 'foreign'),
        changed: ctx.changes.has('foreign') ? [view.foreign] : [],
      }),
    );
    out.push(
      track({
        x: rightX + 10,
        y: box.y + 186,
        width: rightW - 20,
        height: 46,
        spaces: Array.from({ length: 11 }, (_, i) => ({ label: String(10 - i) })),
        first: 0,
        markers: [{ space: 10 - view.accord, style: seatStyle(3, '#e67e22'), text: view.accord }],
        title: tr(L, 'accord'),
        changed: ctx.changes.has('accord') ? [10 - view.accord] : [],
      }),
    );
    const meet =
      view.separation >= 0
        ? tr(L, 'passed', { s: view.separation, paris: view.parisIfNow })
        : tr(L, 'gap', { gap: -view.separation });
    out.push(
      textBox(meet, {
        x: rightX + 10,
        y: box.y + 250,
        width: rightW - 20,
        height: 40,
        size: 15,
        maxLines: 2,
        face: 'sansBold',
        align: 'start',
      }),
    );

    // ---- Morale and supplies.
    const mY = box.y + 310;
    out.push(panel({ x: rightX, y: mY, width: rightW, height: 160, title: tr(L, 'morale') }));
    out.push(
      track({
        x: rightX + 10,
        y: mY + 34,
        width: rightW - 20,
        height: 40,
        spaces: Array.from({ length: 14 }, (_, i) => ({
          label: String(i),
          fill: i <= 1 ? '#e8b4ad' : i <= 3 ? '#f2d7a6' : i >= 6 ? '#cfe8cf' : undefined,
        })),
        first: 0,
        markers: [{ space: Math.min(13, view.morale.pool), style: seatStyle(2, '#b7950b'), text: view.morale.pool }],
        changed: ctx.changes.has('morale') ? [Math.min(13, view.morale.pool)] : [],
      }),
    );
    const supplies = tr(L, 'supplies', {
      temp: view.morale.temp,
      x: view.morale.x ? 'X' : '—',
      threats: view.morale.threatsIfCheckedNow,
      dice: view.neutralPool,
      early: view.threats.early,
      late: view.threats.late,
      deck: tr(L, `deck.${view.threats.inUse}`),
      supply: view.indSupply,
    });
    out.push(
      textBox(supplies, {
        x: rightX + 10,
        y: mY + 80,
        width: rightW - 20,
        height: 44,
        size: 14,
        maxLines: 2,
        align: 'start',
      }),
    );
    const prison = tr(L, 'prison', {
      morale: view.prison.morale,
      dice: view.prison.neutralDice,
      pawns: view.prison.pawns.reduce((a, b) => a + b, 0),
      chars: view.prison.characterDice.length,
      revealed: view.threats.revealed.join(', ') || '—',
    });
    out.push(
      textBox(prison, {
        x: rightX + 10,
        y: mY + 124,
        width: rightW - 20,
        height: 30,
        size: 13,
        maxLines: 2,
        align: 'start',
      }),
    );

    // ---- The pending group decision.
    const dY = mY + 170;
    out.push(panel({ x: rightX, y: dY, width: rightW, height: 230, title: tr(L, 'decision') }));
    const c = view.choice;
    const lines: string[] = [];
    if (c) {
      lines.push(t(L, c.prompt));
      lines.push(
        c.proposal
          ? tr(L, 'proposal', {
              option: t(L, c.proposal.label),
              by: c.proposal.by + 1,
              agreed: c.proposal.agreed.map((s) => s + 1).join(', '),
            })
          : tr(L, 'noProposal', { n: c.optionCount }),
      );
      const def = c.options.find((o) => o.id === c.defaultOption);
      lines.push(tr(L, 'deadline', { option: def ? t(L, def.label) : c.defaultOption }));
      if (c.pilsudski !== null) lines.push(tr(L, 'pilsudski', { seat: c.pilsudski + 1 }));
    } else if (view.outcome) {
      lines.push(tr(L, view.outcome.win ? 'won' : 'lost', { score: view.outcome.score ?? '—' }));
    } else {
      lines.push(tr(L, 'fight'));
    }
    // Dice lines use emoji icons for chat; the board shows the dice in the player panels instead.
    const recent = view.recent
      .filter((m) => !m.key.endsWith('.roll') && !m.key.endsWith('.reroll'))
      .slice(-3)
      .map((m) => t(L, m));
    out.push(
      textBox([...lines, ...recent].join(' · '), {
        x: rightX + 10,
        y: dY + 36,
        width: rightW - 20,
        height: 186,
        size: 14,
        minSize: 10,
        maxLines: 11,
        align: 'start',
        valign: 'top',
      }),
    );

    // ---- Players.
    const pY = midY + midH + 10;
    const pH = box.y + box.height - pY;
    const pW = (box.width - 10 * (view.seats.length - 1)) / view.seats.length;
    view.seats.forEach((p, i) => {
      const dice = p.dice.map((d) => `${d.id}: ${syms(L, d.face)}`).join(' · ');
      out.push(
        playerPanel({
          x: box.x + i * (pW + 10),
          y: pY,
          width: pW,
          height: pH,
          style: seatStyle(i, p.colour),
          name: t(L, { key: 'niepodlegla.seat', params: { n: i + 1 } }),
          status: p.done ? tr(L, 'done') : dice || undefined,
          resources: [
            {
              label: tr(L, 'pawns'),
              value: `${p.pawns.placed}/${p.pawns.total}${p.pawns.imprisoned ? ` ${tr(L, 'jailed', { n: p.pawns.imprisoned })}` : ''}`,
            },
            { label: tr(L, 'dice'), value: p.neutralDice ?? '—' },
            {
              label: tr(L, 'characters'),
              value: p.characterDice.map((d) => `${d.id.slice(0, 3)}${d.imprisoned ? '†' : ''}`).join(' ') || '—',
            },
            { label: tr(L, 'tokens'), value: p.tokens.map((k) => `${k.id}${k.active ? '' : '°'}`).join(' ') || '—' },
          ],
          active: !p.done && (view.phase === 'fight' || view.phase === 'finalFight'),
          changed: ctx.changes.has('seats', i),
        }),
      );
    });
    return out;
  },
};
