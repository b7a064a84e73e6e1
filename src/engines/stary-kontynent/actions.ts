/** Every command of the game as a discriminated union, parsed at the boundary (zod). */
import { z } from 'zod';
import { RuleError } from '../kit/ruleError.js';

const hexId = z.string().regex(/^(?:[2-9]|1[0-2])[a-d]$/);
const seat = z.number().int().min(0).max(3);
const armyId = z.number().int().min(0);
const dice = z.array(z.number().int().min(1).max(6)).max(4);
const target = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hex'), hex: hexId }),
  z.object({ kind: z.literal('capital'), seat }),
]);

export const actionSchema = z.discriminatedUnion('type', [
  // Setup: where the capital d10 stands (an exterior cell next to the rolled province).
  z.object({ type: z.literal('capital'), q: z.number().int(), r: z.number().int() }),
  // 3a: reorganise the dice on one hex into a new set.
  z.object({ type: z.literal('reorganise'), hex: hexId, dice: dice.min(1) }),
  // 3b main actions.
  z.object({ type: z.literal('levy') }),
  z.object({ type: z.literal('marchOut'), hex: hexId, strength: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal('move'), army: armyId, to: z.union([hexId, z.literal('capital')]), extra: z.boolean() }),
  z.object({ type: z.literal('castle'), hex: hexId, dice }),
  z.object({ type: z.literal('walls') }),
  z.object({ type: z.literal('crusade'), points: z.number().int().min(1).max(9) }),
  z.object({
    type: z.literal('assault'),
    target,
    armies: z.array(armyId).min(1).max(24),
    autoWaves: z.number().int().min(0).max(9).optional(),
  }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('endTurn') }),
  // Settings, open at any time (free actions, spec §8 "any time"): the suzerain's for a vassal,
  z.object({ type: z.literal('vassalIncome'), vassal: seat, to: z.enum(['own', 'liege']) }),
  z.object({ type: z.literal('vassalAutonomy'), vassal: seat, on: z.boolean() }),
  // and a kingdom's standing order as defender: be asked about retreat, or never retreat. Set by
  // whoever answers the kingdom's prompts (A42); without `player`, the kingdom whose turn it is
  // if the sender answers for it, else the sender's own (how logs from before `player` read).
  z.object({ type: z.literal('standingRetreat'), order: z.enum(['ask', 'never']), player: seat.optional() }),
  // Assault prompts.
  z.object({ type: z.literal('confirmJoint'), accept: z.boolean() }),
  z.object({ type: z.literal('hold') }),
  z.object({
    type: z.literal('retreat'),
    moves: z
      .array(z.object({ army: armyId, to: hexId }))
      .min(1)
      .max(24),
  }),
  z.object({ type: z.literal('continue') }),
  z.object({ type: z.literal('stop') }),
  z.object({ type: z.literal('occupant'), seat }),
  // Overflow: the four dice kept.
  z.object({ type: z.literal('overflow'), hex: hexId, dice: z.array(z.number().int().min(1).max(6)).length(4) }),
  // Crusader ship.
  z.object({ type: z.literal('land'), hex: hexId, drop: armyId.nullable() }),
  z.object({ type: z.literal('shipToCapital') }),
  z.object({ type: z.literal('declineShip') }),
]);

export type Action = z.infer<typeof actionSchema>;
export type ActionType = Action['type'];

/** Settings a seat may change whether or not it owes a decision (LabelledAction.free). */
export const FREE_ACTION_TYPES = ['vassalIncome', 'vassalAutonomy', 'standingRetreat'] as const;
export type FreeAction = Extract<Action, { type: (typeof FREE_ACTION_TYPES)[number] }>;

export function isFreeAction(action: Action): action is FreeAction {
  return (FREE_ACTION_TYPES as readonly string[]).includes(action.type);
}

export function parseAction(raw: unknown): Action {
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success)
    throw new RuleError('stary-kontynent.error.malformed', { detail: parsed.error.issues[0]?.message ?? '' });
  return parsed.data;
}
