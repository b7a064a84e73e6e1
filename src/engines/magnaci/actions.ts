/** Every action a seat can take, as a discriminated union, parsed at the boundary with zod. */
import { z } from 'zod';
import { RuleError } from '../kit/ruleError.js';
import { FAMILY_CARDS } from './data/family.js';
import { PROVINCES } from './data/geography.js';
import { isLawId, type LawId } from './data/laws.js';
import { SYMBOLS } from './data/symbols.js';
import type { Play } from './state.js';

const province = z.enum(PROVINCES);
const familyCard = z.enum(FAMILY_CARDS);
const seat = z.number().int().min(0).max(4);
const lawId = z.custom<LawId>((v) => typeof v === 'string' && isLawId(v), 'unknown Law card');
const playCard = z.custom<Play['card']>(
  (v) => typeof v === 'string' && (isLawId(v) || v === 'HETMAN' || v === 'KANCLERZ' || v === 'PODSKARBI'),
  'unknown card',
);

const play = z.object({
  card: playCard,
  target: seat.optional(),
  province: province.optional(),
  field: z.number().int().min(0).max(9).optional(),
  symbol: z.enum(SYMBOLS).optional(),
});

const actionSchema = z.discriminatedUnion('type', [
  /** Setup: the initial Estate (D1). */
  z.object({ type: z.literal('initialEstate'), province }),
  /**
   * A whole sealed submission (slot = a Senate office or a field numeral → card), drafted by the
   * presenter against `sealedChoice`; Sejm and Conflict cards may be submitted again to change them.
   */
  z.object({ type: z.literal('submit'), cards: z.record(z.string().max(12), familyCard) }),
  /** Action windows (D3, D8, D9). */
  z.object({ type: z.literal('play'), play }),
  z.object({ type: z.literal('pass') }),
  /** VETO reaction (D4). */
  z.object({ type: z.literal('veto') }),
  z.object({ type: z.literal('allow') }),
  /** Ordynacja reaction (D5). */
  z.object({ type: z.literal('entail'), province }),
  z.object({ type: z.literal('acceptLoss') }),
  /** Where gained Estates go (D6). */
  z.object({ type: z.literal('placeEstates'), province }),
  /** Prymas decisions (D11–D14, D17). */
  z.object({ type: z.literal('pick'), seat }),
  z.object({ type: z.literal('discardConflict'), field: z.number().int().min(0).max(9) }),
  /** Law-card loss (D15). */
  z.object({ type: z.literal('discardLaw'), law: lawId }),
  /** Asygnaty (D16). */
  z.object({ type: z.literal('giveLaw') }),
  z.object({ type: z.literal('giveEstates'), province }),
  z.object({ type: z.literal('takeLaw'), law: lawId }),
  /** Law-card trade (D18, Ambiguity 23): free actions, taken at any moment of the game. */
  z.object({ type: z.literal('offerLaw'), law: lawId, to: seat }),
  z.object({ type: z.literal('acceptLaw'), law: lawId }),
  z.object({ type: z.literal('declineLaw'), law: lawId }),
  z.object({ type: z.literal('withdrawLaw'), law: lawId }),
  /** Standing autopass for action windows (9.1 "Window speed-up"): a free action. */
  z.object({ type: z.literal('autopass'), on: z.boolean() }),
]);

/** Actions a seat may take whether or not it owes a decision (LabelledAction.free). */
export type FreeAction = Extract<
  Action,
  { type: 'offerLaw' | 'acceptLaw' | 'declineLaw' | 'withdrawLaw' | 'autopass' }
>;

export function isFreeAction(a: Action): a is FreeAction {
  switch (a.type) {
    case 'offerLaw':
    case 'acceptLaw':
    case 'declineLaw':
    case 'withdrawLaw':
    case 'autopass':
      return true;
    default:
      return false;
  }
}

export type Action = z.infer<typeof actionSchema>;
export type PlayAction = z.infer<typeof play>;

export function parseAction(raw: unknown): Action {
  const r = actionSchema.safeParse(raw);
  if (!r.success) throw new RuleError('magnaci.error.malformed', { detail: r.error.issues[0]?.message ?? '' });
  return r.data;
}
