/**
 * The board of Niepodległa (spec §9.4), drawn from the spectator view only: the map with
 * independence and obstacle tokens per city and controlled regions, the time track with the
 * shield, the two politics tracks and their meeting, the morale pool, the mission display (or
 * the border-defence cards), the pending group decision, and one panel per player.
 */
import type { Msg } from '../../engines/kit/types.js';
import type { Face } from '../../engines/niepodlegla/data/symbols.js';
import type { View } from '../../engines/niepodlegla/view.js';
import { msgId, type People, t, tPeople } from '../../i18n/index.js';
import type { Locale } from '../../i18n/types.js';
import {
  area,
  type BoardRenderer,
  card,
  contentArea,
  el,
  fitText,
  highlightRect,
  inkOn,
  measureText,
  PANEL_HEADING,
  panel,
  playerName,
  playerPanel,
  seatStyle,
  TEXT_FLOOR,
  THEME,
  textBox,
  track,
} from '../kit/index.js';

const SIZE = { width: 1600, height: 1000 };
const NS = 'niepodlegla.board';

/** A character die on a crowded panel: the hero's surname, from the game's catalog (not the raw id). */
function surname(locale: Locale, id: string): string {
  return (
    t(locale, { key: `niepodlegla.character.${id}` })
      .split(' ')
      .at(-1) ?? id
  );
}

function tr(locale: Locale, key: string, params?: Record<string, string | number | Msg>): string {
  return t(locale, { key: `${NS}.${key}`, ...(params ? { params } : {}) });
}

/** Chip colours of the dice symbols: dark enough for white words, and never a seat's colour alone (each chip names its symbol). */
const SYMBOL_FILL: Record<Face, string> = {
  PEOPLE: '#2e6b3a',
  DIPLOMACY: '#2a5a9a',
  MONEY: '#86620a',
  FIGHT: '#a3312b',
  JOKER: '#5b3d7a',
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const CHIP_H = 18;
const CHIP_GAP = 2;

const CHIP_SIZE = TEXT_FLOOR;

/**
 * A requirement as one chip per symbol kind ("2× walka", or just "walka" for one), in the
 * order the symbols first appear, flowing left to right and wrapping. Repeated words of a
 * board become cached label sprites, so this costs few glyphs. Returns the SVG and the
 * height used.
 */
function requirementChips(locale: Locale, req: readonly Face[], box: Box): { svg: string; height: number } {
  const counts = new Map<Face, number>();
  for (const f of req) counts.set(f, (counts.get(f) ?? 0) + 1);
  const out: string[] = [];
  let x = box.x;
  let y = box.y;
  for (const [sym, n] of counts) {
    // The symbol's name, or its short form on a card too narrow for the name at the type floor.
    const chip = (key: string) => {
      const name = t(locale, key);
      return n > 1 ? tr(locale, 'req', { n, sym: name }) : name;
    };
    const long = chip(`niepodlegla.symbol.${sym}`);
    const text =
      measureText(long, CHIP_SIZE, 'condensedBold') + 7 <= box.width ? long : chip(`render.niepodlegla.short.${sym}`);
    const width = Math.min(box.width, measureText(text, CHIP_SIZE, 'condensedBold') + 7);
    if (x > box.x && x + width > box.x + box.width) {
      x = box.x;
      y += CHIP_H + CHIP_GAP;
    }
    const fill = SYMBOL_FILL[sym];
    out.push(el('rect', { x, y, width, height: CHIP_H, rx: 4, fill }));
    out.push(
      textBox(text, {
        x: x + 3,
        y,
        width: width - 6,
        height: CHIP_H,
        size: CHIP_SIZE,
        face: 'condensedBold',
        align: 'start',
        colour: inkOn(fill),
      }),
    );
    x += width + CHIP_GAP;
  }
  return { svg: out.join(''), height: counts.size > 0 ? y + CHIP_H + CHIP_GAP - box.y : 0 };
}

/**
 * The symbols a seat's dice show, as chips like the mission requirements ("3× ludzie") so they
 * read against the cards: each symbol on each held face counts once (§6: the symbols of one die
 * may go to different missions). One row: the largest chip size at which they all fit, else an
 * equal share of the row each. Returns the SVG.
 */
function diceChips(locale: Locale, faces: readonly Face[], box: Box): string {
  const counts = new Map<Face, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  const texts = [...counts].map(([sym, n]) => {
    const name =
      sym === 'JOKER' ? t(locale, 'render.niepodlegla.joker') : t(locale, { key: `niepodlegla.symbol.${sym}` });
    return { sym, text: n > 1 ? tr(locale, 'req', { n, sym: name }) : name };
  });
  // Chips at the type floor, flowing left to right and wrapping onto a second row.
  const gap = 3;
  const out: string[] = [];
  let x = box.x;
  let y = box.y;
  texts.forEach((c) => {
    const width = Math.min(box.width, measureText(c.text, CHIP_SIZE, 'condensedBold') + 7);
    if (x > box.x && x + width > box.x + box.width) {
      x = box.x;
      y += CHIP_H + 2;
    }
    const fill = SYMBOL_FILL[c.sym];
    out.push(el('rect', { x, y, width, height: CHIP_H, rx: 4, fill }));
    out.push(
      textBox(c.text, {
        x: x + 3,
        y,
        width: width - 6,
        height: CHIP_H,
        size: CHIP_SIZE,
        face: 'condensedBold',
        align: 'start',
        colour: inkOn(fill),
      }),
    );
    x += width + gap;
  });
  return out.join('');
}

const REWARD_INK = '#2e6b3a';
const PENALTY_INK = '#a3312b';

/** A reward (▲, green) or penalty (▼, red): the shape tells them apart without colour. */
function effectMark(cx: number, cy: number, reward: boolean): string {
  const r = 4;
  const d = reward
    ? `M${cx - r} ${cy + r * 0.8}L${cx} ${cy - r}L${cx + r} ${cy + r * 0.8}Z`
    : `M${cx - r} ${cy - r * 0.8}L${cx} ${cy + r}L${cx + r} ${cy - r * 0.8}Z`;
  return el('path', { d, fill: reward ? REWARD_INK : PENALTY_INK });
}

const FX_SIZE = TEXT_FLOOR;
/** One row of an effect at the type floor. */
const FX_LINE = 17;

/**
 * The effect lines of a mission card: rewards stacked under the requirement chips, the
 * penalty at the foot of the card, as the printed cards split them. A line takes two rows
 * only when one row would shrink it below a readable size; when the card is too full for
 * that, every line gets an equal share.
 */
function effectLines(locale: Locale, rewards: readonly Msg[], penalties: readonly Msg[], box: Box): string {
  const lines = [
    ...rewards.map((m) => ({ text: t(locale, m), reward: true })),
    ...penalties.map((m) => ({ text: t(locale, m), reward: false })),
  ];
  if (lines.length === 0) return '';
  const textX = box.x + 11;
  const width = box.width - 11;
  const oneRow = (text: string): boolean =>
    fitText(text, { width, height: FX_LINE, size: FX_SIZE, face: 'condensed' }).truncated === false;
  // Two rows for a long line while the card has room; on a full card long lines are cut to
  // one row (type never shrinks below the floor).
  const rows = lines.map((l) => (oneRow(l.text) ? 1 : 2));
  for (let i = rows.length - 1; i >= 0 && rows.reduce((a, b) => a + b, 0) * FX_LINE > box.height; i--) rows[i] = 1;
  const wanted = rows.map((r) => r * FX_LINE);
  const total = wanted.reduce((a, b) => a + b, 0);
  const scale = Math.min(1, box.height / total);
  const heights = wanted.map((h) => Math.max(h * scale, 16));
  const tops: number[] = [];
  let down = box.y;
  let up = box.y + box.height;
  lines.forEach((l, i) => {
    if (l.reward) {
      tops[i] = down;
      down += heights[i] ?? FX_LINE;
    }
  });
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i]?.reward === false) {
      up -= heights[i] ?? FX_LINE;
      tops[i] = up;
    }
  }
  return lines
    .map((l, i) => {
      const y = tops[i] ?? box.y;
      const h = heights[i] ?? FX_LINE;
      const twoRows = wanted[i] === 2 * FX_LINE;
      return (
        effectMark(box.x + 4, y + (twoRows ? h / 4 : h / 2), l.reward) +
        textBox(l.text, {
          x: textX,
          y,
          width,
          height: h,
          size: FX_SIZE,
          maxLines: twoRows ? 2 : 1,
          face: 'condensed',
          align: 'start',
          valign: 'top',
        })
      );
    })
    .join('');
}

/**
 * The height of the title strip that the kit's `card` draws for this title: it grows when the
 * title wraps, and the chips must start below it. Mirrors the kit's own fitting (kit/cards.ts).
 */
function titleStrip(title: string, hasValue: boolean, b: Box): number {
  const pad = Math.max(3, b.width * 0.06);
  const valueW = hasValue ? Math.min(b.width * 0.25, 30) : 0;
  const fit = fitText(title, {
    width: b.width - 2 * pad - valueW,
    height: b.height * 0.45 - 6,
    size: Math.max(TEXT_FLOOR, Math.min(16, b.width * 0.14)),
    minSize: Math.min(10, b.width * 0.1),
    maxLines: 3,
    face: 'sansBold',
  });
  return Math.max(b.height * 0.2, fit.height + 8) + 2;
}

/** A face-up card frame (title strip, corner value, accent) with requirement chips and effect lines on it. */
function missionCard(
  locale: Locale,
  face: { title: string; value?: string; accent: string; changed?: boolean },
  req: readonly Face[],
  effects: { rewards: readonly Msg[]; penalties: readonly Msg[] } | null,
  b: Box,
): string {
  const pad = 6;
  const top = b.y + titleStrip(face.title, face.value !== undefined, b) + 4;
  const inner = { x: b.x + pad, width: b.width - 2 * pad };
  const chips = requirementChips(locale, req, { ...inner, y: top, height: b.y + b.height - pad - top });
  const parts = [card({ faceUp: true, ...face }, b), chips.svg];
  if (effects) {
    const y = top + chips.height + 1;
    parts.push(
      effectLines(locale, effects.rewards, effects.penalties, { ...inner, y, height: b.y + b.height - pad - y }),
    );
  }
  return parts.join('');
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
    const moved = (...keys: string[]) => keys.some((k) => ctx.changes.has(k));
    out.push(panel({ x: box.x, y: box.y, width: leftW, height: mapH, title: tr(L, 'map') }));
    if (moved('regions')) out.push(highlightRect(box.x, box.y, leftW, PANEL_HEADING, 1, 6));
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
          size: TEXT_FLOOR,
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
      const cards: { title: string; req: Face[]; accent: string }[] = [
        { title: tr(L, 'paris'), req: Array<Face>(f.paris).fill('DIPLOMACY'), accent: '#2e6da4' },
        { title: tr(L, 'warsaw'), req: Array<Face>(f.warsaw).fill('FIGHT'), accent: '#c0392b' },
        ...f.small.map((s) => ({
          title: `${s.id}${s.easy ? ` · ${tr(L, 'easy')}` : ''}`,
          req: [...s.req],
          accent: seatColour(s.pawn),
        })),
        ...f.d.map((d) => ({ title: `D ${d.id}`, req: [...d.req], accent: '#555555' })),
      ];
      cards.forEach((c, i) => {
        // Seven to a row: wide enough for "9× walka" at the type floor.
        const col = i % 7;
        const row = Math.floor(i / 7);
        out.push(
          missionCard(L, { title: c.title, accent: c.accent }, c.req, null, {
            x: box.x + 8 + col * 110,
            y: midY + 36 + row * 126,
            width: 104,
            height: 120,
          }),
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
      if (moved('stack')) out.push(highlightRect(box.x, midY, leftW, PANEL_HEADING, 1, 6));
      view.display.forEach((m, i) => {
        const col = i % 6;
        const row = Math.floor(i / 6);
        const flags = [m.excl ? '!' : '', m.p4 ? '4P' : '', m.reconstructed ? '®' : ''].filter(Boolean).join(' ');
        out.push(
          missionCard(
            L,
            {
              title: `${m.id}${flags ? ` ${flags}` : ''}`,
              value: m.satisfied ? '✓' : m.deck,
              accent: seatColour(m.pawn),
              changed: ctx.changes.has('display', i),
            },
            m.req,
            { rewards: m.rewards, penalties: m.penalties },
            { x: box.x + 8 + col * 128, y: midY + 36 + row * 146, width: 122, height: 140 },
          ),
        );
      });
      // The display holds at most 11 cards, so the twelfth place explains the card marks.
      out.push(
        textBox(tr(L, 'cardLegend'), {
          x: box.x + 8 + 5 * 128 + 4,
          y: midY + 36 + 146 + 4,
          width: 114,
          height: 132,
          size: TEXT_FLOOR,
          maxLines: 9,
          align: 'start',
          valign: 'top',
          colour: THEME.mutedInk,
        }),
      );
    }

    // ---- Tracks on the right.
    const neutral = seatStyle(5, '#222222');
    out.push(panel({ x: rightX, y: box.y, width: rightW, height: 300, title: tr(L, 'tracks') }));
    if (moved('separation', 'parisIfNow', 'profits', 'shieldField', 'timeTrack'))
      out.push(highlightRect(rightX, box.y, rightW, PANEL_HEADING, 1, 6));
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
        size: TEXT_FLOOR,
        maxLines: 2,
        face: 'sansBold',
        align: 'start',
      }),
    );

    // ---- Morale and supplies.
    const mY = box.y + 310;
    out.push(panel({ x: rightX, y: mY, width: rightW, height: 160, title: tr(L, 'morale') }));
    if (moved('threats', 'neutralPool', 'prison', 'indSupply', 'moraleBonusNow'))
      out.push(highlightRect(rightX, mY + 70, rightW, 86, 1, 6));
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
        size: TEXT_FLOOR,
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
        size: TEXT_FLOOR,
        maxLines: 2,
        align: 'start',
      }),
    );

    // ---- The pending group decision.
    const dY = mY + 170;
    out.push(panel({ x: rightX, y: dY, width: rightW, height: 230, title: tr(L, 'decision') }));
    if (moved('choice', 'recent', 'outcome', 'phase', 'phaseLabel', 'round'))
      out.push(highlightRect(rightX, dY, rightW, 230, 2, 8));
    // One block per fact, so the proposal, who agreed and what the deadline settles each
    // start on their own line (the kit wraps words, not "\n").
    const c = view.choice;
    // The engine's messages name seats by number ("Gracz 3"): with the seat list, by name instead.
    const people: People = new Map(
      ctx.players.map((name, i) => [
        msgId({ key: 'niepodlegla.seat', params: { n: i + 1 } }),
        { person: name, shownAs: null },
      ]),
    );
    const say = (msg: Msg): string => tPeople(L, msg, people);
    // Players by name where the Table told us who plays (else by number, as the engine does).
    const who = (seat: number): string =>
      ctx.players[seat] ?? t(L, { key: 'niepodlegla.seat', params: { n: seat + 1 } });
    const seatList = (seats: readonly number[]): string => seats.map(who).join(', ') || '—';
    const blocks: { text: string; bold?: boolean; muted?: boolean; lines: number }[] = [];
    if (c) {
      blocks.push({ text: say(c.prompt), bold: true, lines: 2 });
      if (c.proposal) {
        const agreed = c.proposal.agreed;
        blocks.push({
          text: t(L, 'render.niepodlegla.proposal', { option: say(c.proposal.label), by: who(c.proposal.by) }),
          lines: 3,
        });
        blocks.push({
          text: tr(L, 'agreed', {
            agreed: seatList(agreed),
            waiting: seatList(view.seats.map((p) => p.seat).filter((seat) => !agreed.includes(seat))),
          }),
          lines: 1,
        });
      } else {
        blocks.push({ text: tr(L, 'noProposal', { n: c.optionCount }), lines: 1 });
      }
      blocks.push({ text: tr(L, 'deadline', { option: say(c.atDeadline.label) }), bold: true, lines: 2 });
      if (c.pilsudski !== null)
        blocks.push({ text: t(L, 'render.niepodlegla.pilsudski', { who: who(c.pilsudski) }), lines: 1 });
    } else if (view.outcome) {
      blocks.push({ text: tr(L, view.outcome.win ? 'won' : 'lost', { score: view.outcome.score ?? '—' }), lines: 1 });
    } else {
      blocks.push({ text: tr(L, 'fight'), lines: 1 });
    }
    // Dice lines use emoji icons for chat; the board shows the dice in the player panels instead.
    const recent = view.recent
      .filter((m) => !m.key.endsWith('.roll') && !m.key.endsWith('.reroll'))
      .slice(-3)
      .map((m) => say(m));
    if (recent.length > 0) blocks.push({ text: recent.join(' · '), muted: true, lines: 4 });
    let by = dY + 36;
    const bottom = dY + 224;
    for (const b of blocks) {
      const opts = {
        x: rightX + 10,
        y: by,
        width: rightW - 20,
        height: Math.min(b.lines * 18, bottom - by),
        size: TEXT_FLOOR,
        maxLines: b.lines,
        face: b.bold ? ('sansBold' as const) : ('sans' as const),
      };
      if (opts.height < 12) break;
      const fit = fitText(b.text, opts);
      out.push(
        textBox(b.text, {
          ...opts,
          height: Math.min(opts.height, fit.height + 2),
          align: 'start',
          valign: 'top',
          ...(b.muted ? { colour: THEME.mutedInk } : {}),
        }),
      );
      by += fit.height + 6;
    }

    // ---- Players.
    const pY = midY + midH + 10;
    const pH = box.y + box.height - pY;
    const pW = (box.width - 10 * (view.seats.length - 1)) / view.seats.length;
    view.seats.forEach((p, i) => {
      const faces = p.done ? [] : p.dice.flatMap((d) => d.face);
      const active = !p.done && (view.phase === 'fight' || view.phase === 'finalFight');
      const px = box.x + i * (pW + 10);
      out.push(
        playerPanel({
          x: px,
          y: pY,
          width: pW,
          height: pH,
          style: seatStyle(i, p.colour),
          // Numbered and named as in /game status: "1. Ala · czerwony".
          name: ctx.players[i]
            ? `${i + 1}. ${playerName(ctx.players, i, t(L, `niepodlegla.faction.${p.faction}`))}`
            : t(L, { key: 'niepodlegla.seat', params: { n: i + 1 } }),
          // The dice go where the status line is (chips drawn below); '' keeps the name in the upper part.
          status: p.done ? tr(L, 'done') : faces.length > 0 ? '' : undefined,
          resources: [
            {
              label: tr(L, 'pawns'),
              value: `${p.pawns.placed}/${p.pawns.total}${p.pawns.imprisoned ? ` ${tr(L, 'jailed', { n: p.pawns.imprisoned })}` : ''}`,
            },
            { label: tr(L, 'dice'), value: p.neutralDice ?? '—' },
            {
              label: tr(L, 'characters'),
              value: p.characterDice.map((d) => `${surname(L, d.id)}${d.imprisoned ? '†' : ''}`).join(' ') || '—',
            },
            { label: tr(L, 'tokens'), value: p.tokens.map((k) => `${k.id}${k.active ? '' : '°'}`).join(' ') || '—' },
          ],
          active,
          changed: ctx.changes.has('seats', i),
        }),
      );
      if (faces.length > 0) {
        // The status line of the kit's player panel (kit/playerPanel.ts): right of the seat mark,
        // in the lower 42% of the 44 px heading, short of the arrow of the seat to act.
        const headH = Math.min(44, pH * 0.5);
        const markR = Math.min(15, headH * 0.36);
        const x = px + 10 + 8 + 2 * markR + 8;
        const statusY = pY + 4 + headH * 0.58;
        out.push(
          diceChips(L, faces, {
            x,
            y: statusY + (headH * 0.42 - CHIP_H) / 2,
            width: px + pW - x - 8 - (active ? 18 : 0),
            height: CHIP_H,
          }),
        );
      }
    });
    return out;
  },
};
