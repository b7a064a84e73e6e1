/**
 * view(): everything public plus the seat's own (nothing is private in this cooperative game).
 * Hidden: the order of the mission stack, of the threat decks and of the unused final cards;
 * the view shows only their sizes and the deck on top of the stack (its back shows the dates).
 */
import type { Msg, Seat } from '../kit/types.js';
import { regionControlled } from './board.js';
import { botProposal } from './bot.js';
import { dCard, mission, smallFinal } from './cards.js';
import { bestFinal, dCovered, requiredMet, seatCompletion } from './completion.js';
import type { ObstacleKind } from './data/counts.js';
import { CHARACTERS, type Character } from './data/dice.js';
import { parisRequired } from './data/finals.js';
import { CITIES, type City, REGION_DATA, REGIONS, type Region, regionOf } from './data/map.js';
import { MISSIONS } from './data/missions.js';
import type { Face, Sym } from './data/symbols.js';
import { TOKEN_DATA, TOKENS, type TokenId } from './data/tokens.js';
import { MEETING_SUM, TIME_TRACK, TRACK_PROFITS } from './data/tracks.js';
import { deadlineOption } from './defaults.js';
import { FACTIONS } from './factions.js';
import { decideAvailable } from './legal.js';
import { cardMsg, effectMsg, m } from './msg.js';
import { choicePrompt, phaseMsg } from './pending.js';
import { moraleBonus } from './phases/end.js';
import { threatsDue } from './phases/morale.js';
import { availablePawns, placedPawns } from './plan.js';
import { rankMsg } from './result.js';
import type { Phase, State } from './state.js';

export interface MissionView {
  id: string;
  title: Msg;
  deck: string;
  req: Sym[];
  win: string[];
  lose: string[];
  /** The printed effects in words, in printed order (the codes above stay for bots and tests). */
  rewards: Msg[];
  penalties: Msg[];
  excl: boolean;
  p4: boolean;
  reconstructed: boolean;
  pawn: Seat | null;
  /** Phase 2: covered by the pawn owner's current dice (with the allocation rule). */
  satisfied: boolean;
}

export interface View {
  game: 'niepodlegla';
  me: Seat | null;
  players: number;
  round: number;
  phase: Phase;
  phaseLabel: Msg;
  foreign: number;
  accord: number;
  /** accord + foreign − 10: negative = gap still to close, ≥ 0 = passed by that much. */
  separation: number;
  parisIfNow: number;
  profits: { foreign: Record<number, string>; accord: Record<number, string> };
  moraleBonusNow: number;
  morale: { pool: number; temp: number; x: boolean; threatsIfCheckedNow: number };
  shieldField: number | null;
  timeTrack: { round: number; special: string | null; effects: string[] }[];
  cities: { id: City; region: Region; ind: number; obs: Record<ObstacleKind, number>; controlled: boolean }[];
  regions: { id: Region; controlled: boolean; reward: string; colour: string }[];
  indSupply: number;
  stack: { size: number; topDeck: string | null };
  display: MissionView[];
  threats: { early: number; late: number; inUse: 'early' | 'late'; revealed: string[] };
  neutralPool: number;
  prison: { morale: number; neutralDice: number; pawns: number[]; characterDice: Character[] };
  seats: {
    seat: Seat;
    faction: string;
    colour: string;
    pawns: { total: number; free: number; placed: number; imprisoned: number };
    characterDice: { id: Character; imprisoned: boolean }[];
    tokens: { id: TokenId; kind: string; active: boolean; lentTo: Seat | null }[];
    borrowed: TokenId[];
    dice: { id: string; character: Character | null; face: Face[] }[];
    neutralDice: number | null;
    done: boolean;
    priority: string[] | null;
  }[];
  choice: {
    kind: string;
    prompt: Msg;
    optionCount: number;
    options: { id: string; label: Msg }[];
    proposal: { option: string; label: Msg; by: Seat; agreed: Seat[] } | null;
    proposers: Seat[];
    /** What a missed deadline applies when nobody proposed. */
    defaultOption: string;
    /** What a missed deadline settles now (the proposal on the table, if any; see `deadlineOption`). */
    atDeadline: { option: string; label: Msg };
    pilsudski: Seat | null;
    decideAvailable: boolean;
  } | null;
  final: {
    paris: number;
    warsaw: number;
    small: { id: string; title: Msg; easy: boolean; req: Sym[]; pawn: Seat | null }[];
    d: { id: string; req: Sym[] }[];
    requiredMet: boolean;
    dCovered: number;
    scorePreview: number;
    rankPreview: Msg;
  } | null;
  outcome: State['outcome'];
  recent: Msg[];
}

// A lookup table built once at load from the printed missions and never written after.
const RECONSTRUCTED_IDS: ReadonlySet<string> = new Set(MISSIONS.filter((x) => x.tag !== 'RULEBOOK').map((x) => x.id));

export function view(s: State, seat: Seat | null): View {
  const fighting = s.phase === 'fight' && s.dice.length > 0;
  const covered = new Set<string>();
  if (fighting) for (let p = 0; p < s.players; p++) for (const c of seatCompletion(s, p).cards) covered.add(c);
  for (const c of s.completed) covered.add(c.card);
  const choice = s.choice;
  const options = choice ? choice.options : [];
  const stackTop = s.stack[0];
  return {
    game: 'niepodlegla',
    me: seat,
    players: s.players,
    round: s.round,
    phase: s.phase,
    phaseLabel: phaseMsg(s),
    foreign: s.foreign,
    accord: s.accord,
    separation: s.accord + s.foreign - MEETING_SUM,
    parisIfNow: parisRequired(s.accord, s.foreign),
    profits: { foreign: { ...TRACK_PROFITS.foreign }, accord: { ...TRACK_PROFITS.accord } },
    moraleBonusNow: moraleBonus(s),
    morale: { ...s.morale, threatsIfCheckedNow: threatsDue(s.morale.pool, s.morale.x) },
    shieldField: s.shieldField,
    timeTrack: TIME_TRACK.map((f) => ({ round: f.round, special: f.special ?? null, effects: [...f.effects] })),
    cities: CITIES.map((c) => ({
      id: c,
      region: regionOf(c),
      ind: s.cities[c].ind,
      obs: { ...s.cities[c].obs },
      controlled: s.cities[c].ind > 0,
    })),
    regions: REGIONS.map((r) => ({
      id: r,
      controlled: regionControlled(s, r),
      reward: REGION_DATA[r].reward,
      colour: REGION_DATA[r].colour,
    })),
    indSupply: s.indSupply,
    stack: { size: s.stack.length, topDeck: stackTop ? mission(s, stackTop).deck : null },
    display: s.display.map((d) => {
      const mi = mission(s, d.card);
      return {
        id: d.card,
        title: cardMsg(d.card),
        deck: mi.deck,
        req: [...mi.req],
        win: [...mi.win],
        lose: [...mi.lose],
        rewards: mi.winFx.map(effectMsg),
        penalties: mi.loseFx.map(effectMsg),
        excl: mi.excl,
        p4: mi.p4,
        reconstructed: RECONSTRUCTED_IDS.has(d.card),
        pawn: d.pawn,
        satisfied: covered.has(d.card),
      };
    }),
    threats: {
      early: s.threats.early.length,
      late: s.threats.late.length,
      inUse: s.round < 6 ? 'early' : 'late',
      revealed: [...s.revealed],
    },
    neutralPool: s.neutralPool,
    prison: { ...s.prison, pawns: [...s.prison.pawns], characterDice: [...s.prison.characterDice] },
    seats: [...Array(s.players).keys()].map((p) => ({
      seat: p,
      faction: s.factions[p] ?? '',
      colour: FACTIONS.find((f) => f.id === s.factions[p])?.colour ?? '#888888',
      pawns: {
        total: s.pawnsPerPlayer,
        free: Math.max(0, availablePawns(s, p) - placedPawns(s, p)),
        placed: placedPawns(s, p),
        imprisoned: s.final ? 0 : (s.prison.pawns[p] ?? 0),
      },
      characterDice: CHARACTERS.filter((c) => s.characters[c] === p).map((c) => ({
        id: c,
        imprisoned: s.prison.characterDice.includes(c),
      })),
      tokens: TOKENS.filter((t) => s.tokens[t].owner === p).map((t) => ({
        id: t,
        kind: TOKEN_DATA[t].kind,
        active: s.tokens[t].active,
        lentTo: s.tokens[t].holder !== p ? s.tokens[t].holder : null,
      })),
      borrowed: TOKENS.filter((t) => s.tokens[t].holder === p && s.tokens[t].owner !== p),
      dice: s.dice.filter((d) => d.holder === p).map((d) => ({ id: d.id, character: d.character, face: [...d.face] })),
      neutralDice: s.alloc[p] ?? null,
      done: s.done[p] ?? false,
      priority: s.priority[p] ? [...(s.priority[p] ?? [])] : null,
    })),
    choice: choice
      ? {
          kind: choice.item.step.k,
          prompt: choicePrompt(s),
          optionCount: options.length,
          options: options.slice(0, 25).map((o) => ({ id: o.id, label: o.label })),
          proposal: choice.proposal
            ? {
                option: choice.proposal.option,
                label: options.find((o) => o.id === choice.proposal?.option)?.label ?? m('list.none'),
                by: choice.proposal.by,
                agreed: [...choice.proposal.agreed],
              }
            : null,
          proposers: [...choice.proposers],
          defaultOption: choice.defaultOption,
          atDeadline: atDeadline(s),
          pilsudski: s.characters.PILSUDSKI,
          decideAvailable: s.characters.PILSUDSKI !== null && decideAvailable(s, s.characters.PILSUDSKI),
        }
      : null,
    final: s.final ? finalView(s) : null,
    outcome: s.outcome ? { ...s.outcome } : null,
    recent: [...s.recent],
  };
}

function atDeadline(s: State): { option: string; label: Msg } {
  const c = s.choice;
  const option = deadlineOption(s, botProposal(s)) ?? '';
  return { option, label: c?.options.find((o) => o.id === option)?.label ?? m('list.none') };
}

function finalView(s: State): View['final'] {
  const f = s.final;
  if (!f) return null;
  const best = s.dice.length > 0 ? bestFinal(s) : { points: 0, cards: [] };
  const met = s.dice.length > 0 && requiredMet(s);
  return {
    paris: f.paris,
    warsaw: f.warsaw,
    small: f.small.map((x) => {
      const c = smallFinal(x.card);
      return { id: x.card, title: cardMsg(x.card), easy: x.easy, req: [...(x.easy ? c.easy : c.hard)], pawn: x.pawn };
    }),
    d: f.d.map((id) => ({ id, req: [...dCard(id).req] })),
    requiredMet: met,
    dCovered: met ? dCovered(s) : 0,
    scorePreview: s.outcome?.score ?? best.points,
    rankPreview: rankMsg(s.outcome?.score ?? best.points),
  };
}
