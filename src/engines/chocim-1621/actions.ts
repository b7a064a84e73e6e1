/**
 * Every move of Chocim 1621 as a discriminated union, parsed at the boundary, plus the stable
 * ids used in Discord components and `/act`.
 */
import { z } from 'zod';
import { RuleError } from '../kit/ruleError.js';
import { UNIT_TYPES, type UnitType } from './data/units.js';
import { EFFECT_ITEMS } from './state.js';

const unit = z.enum(UNIT_TYPES);
const name = z.string().regex(/^[a-z0-9_:.]{1,60}$/);

const schema = z.discriminatedUnion('type', [
  /** Pass for the rest of the actions phase (irrevocable for the week). */
  z.object({ type: z.literal('pass') }),
  /** Start a play with a card: its command value or its stratagem. */
  z.object({ type: z.literal('play'), card: name, mode: z.enum(['command', 'stratagem']) }),
  /** Add one unit to the play being built. */
  z.object({ type: z.literal('place'), from: name, unit, to: name }),
  /** Take one unit back to reserve (Potocki's stratagem). */
  z.object({ type: z.literal('withdraw'), from: name, unit }),
  z.object({ type: z.literal('commit') }),
  z.object({ type: z.literal('cancel') }),
  /** Declare (or not) an optional plan that reached its minimum. */
  z.object({ type: z.literal('declare'), yes: z.boolean() }),
  /** Which of several plans from one play resolves next (A-33). */
  z.object({ type: z.literal('planFirst'), slot: name }),
  /** Sealed: how many support units to commit to this combat. */
  z.object({ type: z.literal('support'), commit: z.number().int().min(0).max(20) }),
  /** Sealed: toggle +1 on one die; then confirm. */
  z.object({ type: z.literal('boost'), die: z.number().int().min(0).max(40) }),
  z.object({ type: z.literal('boostDone') }),
  /** Sealed: let the engine place the +1s (new hits first, then routs) and confirm. */
  z.object({ type: z.literal('boostAuto') }),
  /** Pick one own unit lost in a combat (a rout first, then a withdrawal). */
  z.object({ type: z.literal('loss'), from: name, unit }),
  /** Take a diplomacy card from the display. */
  z.object({ type: z.literal('pick'), card: name }),
  /** P5 mutiny: one more unit of the required type goes to the mutinied area, from here. */
  z.object({ type: z.literal('mutiny'), from: name, unit }),
  /** Effects phase: this effect (with its linked partner) resolves next. */
  z.object({ type: z.literal('effect'), item: z.enum(EFFECT_ITEMS) }),
  /** Weeks 4–5: remove one Ottoman unit (cold and rain / snow). */
  z.object({ type: z.literal('weather'), from: name, unit }),
  z.object({ type: z.literal('fortify'), field: name }),
  z.object({ type: z.literal('procession'), option: z.enum(['discard', 'morale']) }),
  /** One bombardment shot. */
  z.object({
    type: z.literal('shot'),
    shot: z.enum(['supply', 'withdraw', 'fortification']),
    field: name.optional(),
    unit: unit.optional(),
  }),
  /** Summary step 1, sealed: mark one more unit on a defence/control action to go back, unmark one, or confirm. */
  z.object({ type: z.literal('recall'), from: name, unit }),
  z.object({ type: z.literal('unrecall'), from: name, unit }),
  z.object({ type: z.literal('recallDone') }),
  z.object({ type: z.literal('famine'), card: name }),
  /** After a capture: send one unit from the new control action back to reserve, or keep the rest. */
  z.object({ type: z.literal('occupyReturn'), unit }),
  z.object({ type: z.literal('occupyDone') }),
  /** Summary: remove one own unit from the game (died of wounds / hungry and cold). */
  z.object({ type: z.literal('cull'), from: name, unit }),
  /** Sealed negotiation commitment for the current claim, built card by card. */
  z.object({ type: z.literal('claimAdd'), card: name }),
  z.object({ type: z.literal('claimRemove'), card: name }),
  z.object({ type: z.literal('claimConfirm') }),
  z.object({ type: z.literal('claimAll') }),
]);

export type Action = z.infer<typeof schema>;

export function parseAction(raw: unknown): Action {
  const r = schema.safeParse(raw);
  if (!r.success) throw new RuleError('chocim-1621.error.malformed', { detail: r.error.issues[0]?.message ?? '' });
  return r.data;
}

const FIELD_ABBR: Record<string, string> = {
  cossack_camp: 'cc',
  lisowczyk_bastion: 'lb',
  redoubts: 'rd',
  church: 'ch',
  bridgehead: 'bh',
  ramparts: 'rp',
  castle: 'cs',
  hetman_camp: 'hc',
  foreground: 'fg',
  sultan_tents: 'st',
  sipahi_camp: 'sc',
  tatar_camp: 'tc',
  trenches: 'tr',
};

/** Short form of a location or slot for ids (keeps ids ≤ 64 characters). */
function short(loc: string): string {
  const prefix = loc.startsWith('r:') || loc.startsWith('s:') ? loc.slice(0, 2) : '';
  const rest = loc.slice(prefix.length);
  const dot = rest.indexOf('.');
  const field = dot < 0 ? rest : rest.slice(0, dot);
  return `${prefix}${FIELD_ABBR[field] ?? field}${dot < 0 ? '' : rest.slice(dot)}`;
}

const U: Record<UnitType, string> = {
  cavalry: 'cav',
  infantry: 'inf',
  cossack: 'cos',
  sipahi: 'sip',
  janissary: 'jan',
  tatar: 'tat',
};

export function actionId(a: Action): string {
  switch (a.type) {
    case 'pass':
    case 'commit':
    case 'cancel':
    case 'boostDone':
    case 'boostAuto':
    case 'occupyDone':
    case 'recallDone':
    case 'claimConfirm':
    case 'claimAll':
      return a.type.toLowerCase();
    case 'play':
      return `play:${a.card}:${a.mode === 'command' ? 'cmd' : 'str'}`;
    case 'place':
      return `place:${short(a.from)}:${U[a.unit]}:${short(a.to)}`;
    case 'withdraw':
      return `withdraw:${short(a.from)}:${U[a.unit]}`;
    case 'declare':
      return `declare:${a.yes ? 'yes' : 'no'}`;
    case 'support':
      return `support:${a.commit}`;
    case 'boost':
      return `boost:${a.die}`;
    case 'pick':
      return `pick:${a.card}`;
    case 'weather':
      return `weather:${short(a.from)}:${U[a.unit]}`;
    case 'mutiny':
      return `mutiny:${short(a.from)}:${U[a.unit]}`;
    case 'effect':
      return `effect:${a.item}`;
    case 'fortify':
      return `fortify:${a.field}`;
    case 'procession':
      return `procession:${a.option}`;
    case 'shot':
      return `shot:${a.shot}${a.field ? `:${a.field}` : ''}${a.unit ? `:${U[a.unit]}` : ''}`;
    case 'recall':
      return `recall:${short(a.from)}:${U[a.unit]}`;
    case 'unrecall':
      return `unrecall:${short(a.from)}:${U[a.unit]}`;
    case 'loss':
      return `loss:${short(a.from)}:${U[a.unit]}`;
    case 'planFirst':
      return `plan:${short(a.slot)}`;
    case 'occupyReturn':
      return `occupy:return:${U[a.unit]}`;
    case 'cull':
      return `cull:${short(a.from)}:${U[a.unit]}`;
    case 'famine':
      return `famine:${a.card}`;
    case 'claimAdd':
      return `claim:add:${a.card}`;
    case 'claimRemove':
      return `claim:remove:${a.card}`;
  }
}
