/**
 * What a seat (or a spectator) may see (spec 9.3): the whole board and tracks, counts of hidden
 * things, and only the viewer's own hand, collected cards and sealed choices.
 */
import type { Seat } from '../kit/types.js';
import type { PlcField, ReserveId } from './data/board.js';
import { strength } from './data/cards.js';
import { SIDE_TYPES, type Side, type Units } from './data/units.js';
import { effectsLeft } from './rules/effects.js';
import { mutinyOwed } from './rules/mutiny.js';
import { actingSide, sideOfSeat } from './sides.js';
import type { CombatReport, EffectItem, Negotiation, Outcome, Phase, Rules, SlotId, State, UnitPick } from './state.js';

export interface CardRef {
  id: string;
  strength: number;
}

export interface SideView {
  morale: number;
  supply: number;
  passed: boolean;
  extraCard: 'onBoard' | 'taken';
  leaders: { id: string; used: boolean }[];
  handCount: number;
  /** Only for the viewer's own side. */
  hand: string[] | null;
  deckCount: number;
  usedPile: string[];
  collectedCount: number;
  /** Only for the viewer's own side. */
  collected: CardRef[] | null;
}

export interface CombatView {
  kind: 'assault' | 'counterattack' | 'pitched';
  field: string;
  stage: 'support' | 'modifiers' | 'losses';
  /** Losses still to be picked (public). */
  losses: Record<Side, { rout: number; withdraw: number }> | null;
  supportAvailable: Record<Side, number>;
  /** Whether each side has submitted (not what). */
  submitted: Record<Side, boolean>;
  bonus: Record<Side, number>;
  dice: Record<Side, { raw: number[]; base: number[] }> | null;
  /** Dice after the +1s, once both sides have placed them (losses stage). */
  final: Record<Side, number[]> | null;
  /** The viewer's own sealed choices. */
  mySupport: number | null;
  myBoosts: number[] | null;
}

export interface RecallView {
  submitted: Record<Side, boolean>;
  /** The viewer's own marks; the other side's stay sealed until both confirm. */
  mine: UnitPick[] | null;
}

export interface NegotiationView {
  /** Claims revealed so far, in order. */
  claims: string[];
  index: number;
  handCount: Record<Side, number>;
  startCounts: Record<Side, number>;
  discardedCount: Record<Side, number>;
  myHand: CardRef[] | null;
  mySelection: CardRef[] | null;
  confirmed: Record<Side, boolean>;
  /** Per locked claim: cards committed (counts until the reveal, then the cards). */
  commits: { count: Record<Side, number>; cards: Record<Side, CardRef[]> | null }[];
  outcome: Negotiation['outcome'];
}

export interface View {
  viewer: Side | null;
  seatOf: Record<Side, number>;
  rules: Rules;
  week: number;
  phase: Phase;
  step: string | null;
  /** Side that owes a public decision now, if any. */
  stepSide: Side | null;
  active: Side;
  reserves: Record<ReserveId, Units>;
  slots: Record<SlotId, Units>;
  routed: Units;
  mutinied: Units;
  removed: Units;
  fortification: Record<PlcField, number>;
  approach: number;
  bonusToken: 'available' | 'used';
  sides: Record<Side, SideView>;
  removedCards: string[];
  display: CardRef[];
  diplomacyDeckCount: number;
  diplomacyDiscard: CardRef[];
  declareSlot: SlotId | null;
  /** Effects phase: the effects the choosing side still has to resolve, catalogue order (public). */
  effectsLeft: EffectItem[] | null;
  /** P5: units each side still has to move to its mutinied area (public). */
  mutinyOwed: Record<Side, number> | null;
  /** Summary step 1: who has confirmed; the viewer's own sealed marks only. */
  recall: RecallView | null;
  /** A taken field whose control OTT is trimming (D10, A-28). */
  occupyField: string | null;
  combat: CombatView | null;
  lastCombat: CombatReport | null;
  negotiation: NegotiationView | null;
  outcome: Outcome | null;
}

const ref = (id: string): CardRef => ({ id, strength: strength(id) });

export function view(s: State, seat: Seat | null): View {
  const me = seat === null ? null : sideOfSeat(s, seat);
  const side = (x: Side): SideView => ({
    morale: s.morale[x],
    supply: s.supply[x],
    passed: s.passed[x],
    extraCard: s.extraCard[x],
    leaders: s.leaders[x].map((l) => ({ ...l })),
    handCount: s.hands[x].length,
    hand: me === x ? [...s.hands[x]] : null,
    deckCount: s.decks[x].length,
    usedPile: [...s.usedPile[x]],
    collectedCount: s.collected[x].length,
    collected: me === x ? s.collected[x].map(ref) : null,
  });
  const st = s.step;
  let combat: CombatView | null = null;
  if (st?.kind === 'combat') {
    const c = st.combat;
    combat = {
      kind: c.kind,
      field: c.field,
      stage: c.stage,
      losses: c.losses ? structuredClone(c.losses) : null,
      supportAvailable: { ...c.supportAvailable },
      submitted:
        c.stage === 'support'
          ? { PLC: c.support.PLC !== null, OTT: c.support.OTT !== null }
          : { PLC: c.boostDone.PLC, OTT: c.boostDone.OTT },
      bonus: { ...c.bonus },
      dice: c.dice ? structuredClone(c.dice) : null,
      final: c.report ? { PLC: [...c.report.dice.PLC.final], OTT: [...c.report.dice.OTT.final] } : null,
      mySupport: me ? c.support[me] : null,
      myBoosts: me ? [...c.boosts[me]] : null,
    };
  }
  const n = s.negotiation;
  let negotiation: NegotiationView | null = null;
  if (n) {
    negotiation = {
      claims: n.revealed ? [...n.claims] : n.claims.slice(0, Math.min(n.index + 1, n.claims.length)),
      index: n.index,
      handCount: { PLC: n.hands.PLC.length, OTT: n.hands.OTT.length },
      startCounts: { ...n.startCounts },
      discardedCount: { PLC: n.discarded.PLC.length, OTT: n.discarded.OTT.length },
      myHand: me ? n.hands[me].map(ref) : null,
      mySelection: me && !n.revealed ? n.selection[me].map(ref) : null,
      confirmed: { ...n.confirmed },
      commits: n.commits.map((c) => ({
        count: { PLC: c.PLC.length, OTT: c.OTT.length },
        cards: n.revealed ? { PLC: c.PLC.map(ref), OTT: c.OTT.map(ref) } : null,
      })),
      outcome: structuredClone(n.outcome),
    };
  }
  const stepSide = actingSide(s);
  return {
    viewer: me,
    seatOf: { ...s.seatOf },
    rules: { ...s.rules },
    week: s.week,
    phase: s.phase,
    step: st?.kind ?? null,
    stepSide,
    active: s.active,
    reserves: structuredClone(s.reserves),
    slots: structuredClone(s.slots),
    routed: { ...s.routed },
    mutinied: { ...s.mutinied },
    removed: { ...s.removed },
    fortification: { ...s.fortification },
    approach: s.approach,
    bonusToken: s.bonusToken,
    sides: { PLC: side('PLC'), OTT: side('OTT') },
    removedCards: [...s.removedCards],
    display: s.display.map(ref),
    diplomacyDeckCount: s.diplomacyDeck.length,
    diplomacyDiscard: s.diplomacyDiscard.map(ref),
    declareSlot: st?.kind === 'declare' ? st.slot : null,
    effectsLeft: st?.kind === 'effectOrder' ? effectsLeft(s, st.side) : null,
    mutinyOwed:
      st?.kind === 'mutiny'
        ? {
            PLC: SIDE_TYPES.PLC.reduce((n, t) => n + mutinyOwed(s, 'PLC', t), 0),
            OTT: SIDE_TYPES.OTT.reduce((n, t) => n + mutinyOwed(s, 'OTT', t), 0),
          }
        : null,
    recall:
      st?.kind === 'recall'
        ? { submitted: { ...st.done }, mine: me ? st.picks[me].map((p) => ({ ...p })) : null }
        : null,
    occupyField: st?.kind === 'occupy' ? st.field : null,
    combat,
    lastCombat: s.lastCombat ? structuredClone(s.lastCombat) : null,
    negotiation,
    outcome: s.outcome ? structuredClone(s.outcome) : null,
  };
}
