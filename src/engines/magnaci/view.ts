/**
 * view(): everything public plus the viewer's own secrets. Other seats' hands, their
 * face-down placements and drafts, deck order and future Kings never leave the engine.
 */
import type { Seat } from '../kit/types.js';
import { conflictScale, type Marker, markerOf, provinceModifier, royalPolicy, totalEstates } from './board.js';
import { type ConflictId, type ConflictLoss, type ConflictReward, conflict } from './data/conflicts.js';
import type { FamilyCardId } from './data/family.js';
import { FIEF_PROVINCE, FIEFS, FIELD_NAMES, type FiefId, PROVINCES, type ProvinceId } from './data/geography.js';
import { kingById } from './data/kings.js';
import { type BuildingId, LAWS, type LawId } from './data/laws.js';
import { OFFICES, type OfficeId } from './data/senators.js';
import type { SymbolId } from './data/symbols.js';
import { sealedRequired } from './placements.js';
import type { BidKey, ContestRecord, Phase, Prompt, State, WindowContext } from './state.js';

/** A placed Family card as a viewer sees it. */
export type SeenCard = FamilyCardId | 'hidden' | null;

export interface MagnaciView {
  viewer: Seat | null;
  nPlayers: number;
  age: number;
  phase: Phase;
  turnOrder: Seat[];
  royalPolicy: SymbolId | null;
  kings: { age: number; status: 'hidden' | 'revealed' | 'removed'; id?: string; symbol?: SymbolId }[];
  provinces: {
    id: ProvinceId;
    estates: number[];
    marker: Marker | null;
    partitioned: boolean;
    partitionPawn: boolean;
    silentSejm: boolean;
    blackClouds: boolean;
    buildings: BuildingId[];
    modifier: number;
  }[];
  fiefs: { id: FiefId; province: ProvinceId; estates: number[] }[];
  conflictFields: ({
    field: string;
    card: ConflictId;
    province: ProvinceId;
    scale: number;
    reward: ConflictReward;
    loss: ConflictLoss;
    fromEarlierAge: boolean;
    lostThisAge: boolean;
    bids: SeenCard[];
  } | null)[];
  senate: { office: OfficeId; holder: Seat | null; used: boolean; bids: SeenCard[] }[];
  sejm: { field: string; law: LawId | null; bids: SeenCard[] }[];
  players: {
    seat: Seat;
    faction: string;
    estates: number;
    handCount: number;
    /** Only in the viewer's own entry. */
    hand?: FamilyCardId[];
    setAside: FamilyCardId[];
    laws: { id: LawId; estates: number; symbols: readonly SymbolId[] }[];
    senators: { office: OfficeId; used: boolean }[];
    submitted: boolean;
    /** A standing autopass (public, like every action in the log). */
    autopass: boolean;
  }[];
  /** Open Law-card offers (trades are public). */
  offers: { from: Seat; to: Seat; law: LawId }[];
  /** The viewer's own draft of the current sealed placement. */
  myDraft?: Record<string, FamilyCardId>;
  sealed: { phase: 'senate' | 'sejm' | 'conflict'; required: number; submitted: Seat[]; waiting: Seat[] } | null;
  current: { ctx: WindowContext; mods: number[]; turn: Seat | null } | null;
  contests: ContestRecord[];
  waitingFor: Seat[];
  partitionCount: number;
  decks: { law: number; conflict: number };
  outcome: State['outcome'];
}

function seen(s: State, key: BidKey, viewer: Seat | null): SeenCard[] {
  const row = s.bids[key];
  const open = s.revealed.includes(key) || s.phase === 'ENDED';
  return s.players.map((_, seat) => {
    const c = row?.[seat] ?? null;
    if (c === null) return null;
    return open || seat === viewer ? c : 'hidden';
  });
}

export function waitingFor(prompt: Prompt | null, s: State): Seat[] {
  if (!prompt) return [];
  if (prompt.p === 'sealed') return prompt.seats.filter((x) => !s.confirmed[x]);
  return [prompt.seat];
}

export function view(s: State, viewer: Seat | null): MagnaciView {
  const prompt = s.prompt;
  const sealed =
    prompt?.p === 'sealed'
      ? {
          phase: prompt.phase,
          required: sealedRequired(s, prompt.phase),
          submitted: prompt.seats.filter((x) => s.confirmed[x]),
          waiting: prompt.seats.filter((x) => !s.confirmed[x]),
        }
      : null;
  const out: MagnaciView = {
    viewer,
    nPlayers: s.nPlayers,
    age: s.age,
    phase: s.phase,
    turnOrder: [...s.turnOrder],
    royalPolicy: royalPolicy(s),
    kings: s.kings.map((k, i) => {
      if (!k.revealed) return { age: i + 1, status: 'hidden' as const };
      const data = kingById(k.id);
      return {
        age: i + 1,
        status: k.removed ? ('removed' as const) : ('revealed' as const),
        id: k.id,
        symbol: data.symbol,
      };
    }),
    provinces: PROVINCES.map((id) => ({
      id,
      estates: [...s.estates[id]],
      marker: markerOf(s, id),
      partitioned: s.partitioned.includes(id),
      partitionPawn: s.partitionPawns.includes(id),
      silentSejm: s.silentSejm.includes(id),
      blackClouds: id === 'PRUSY' && s.blackClouds,
      buildings: (['MONASTERY', 'PALACE', 'FORTRESS'] as const).filter((b) => s.buildings[b] === id),
      modifier: provinceModifier(s, id),
    })),
    fiefs: FIEFS.map((id) => ({ id, province: FIEF_PROVINCE[id], estates: [...s.estates[id]] })),
    conflictFields: s.conflictFields.map((c, i) =>
      c
        ? {
            field: FIELD_NAMES[i] ?? String(i),
            card: c.card,
            province: conflict(c.card).province,
            scale: conflictScale(s, c.card),
            reward: conflict(c.card).reward,
            loss: conflict(c.card).loss,
            fromEarlierAge: c.drawnInAge < s.age,
            lostThisAge: c.lostThisAge,
            bids: seen(s, `conflict:${i}`, viewer),
          }
        : null,
    ),
    senate: OFFICES.map((office) => ({
      office,
      holder: s.senators[office].holder,
      used: s.senators[office].used,
      bids: seen(s, `senate:${office}`, viewer),
    })),
    sejm: [0, 1, 2, 3, 4].map((i) => ({
      field: FIELD_NAMES[i] ?? String(i),
      law: s.sejmFields[i] ?? null,
      bids: seen(s, `sejm:${i}`, viewer),
    })),
    players: s.players.map((p, seat) => ({
      seat,
      faction: p.faction,
      estates: totalEstates(s, seat),
      handCount: p.hand.length,
      ...(seat === viewer ? { hand: [...p.hand] } : {}),
      setAside: [...p.setAside],
      laws: p.laws.map((id) => ({ id, estates: LAWS[id].estates, symbols: LAWS[id].symbols })),
      senators: OFFICES.filter((o) => s.senators[o].holder === seat).map((o) => ({
        office: o,
        used: s.senators[o].used,
      })),
      submitted: s.confirmed[seat] ?? false,
      autopass: s.autopass?.[seat] === true,
    })),
    offers: (s.offers ?? []).map((o) => ({ ...o })),
    sealed,
    current: s.window
      ? { ctx: s.window.ctx, mods: [...s.mods], turn: prompt?.p === 'window' ? prompt.seat : null }
      : null,
    contests: s.contests.map((c) => ({ ...c, totals: [...c.totals] })),
    waitingFor: waitingFor(prompt, s),
    partitionCount: s.partitionPawns.length,
    decks: { law: s.lawDeck.length, conflict: s.conflictDeck.length },
    outcome: s.outcome,
  };
  if (viewer !== null && prompt?.p === 'sealed' && prompt.seats.includes(viewer))
    out.myDraft = { ...(s.drafts[viewer] ?? {}) };
  return out;
}
