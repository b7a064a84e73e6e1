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
/** Units, one entry each, with where each is taken from. */
const picks = z.array(z.object({ from: name, unit })).max(40);

const schema = z.discriminatedUnion('type', [
  /** Pass for the rest of the actions phase (irrevocable for the week). */
  z.object({ type: z.literal('pass') }),
  /**
   * One whole play (a private decision drafted outside the engine, choice.ts): the card, how it is
   * used, and every unit it moves — placed on actions, or (Potocki's stratagem) sent back, `to`
   * being 'reserve'.
   */
  z.object({
    type: z.literal('play'),
    card: name,
    mode: z.enum(['command', 'stratagem']),
    placements: z.array(z.object({ from: name, unit, to: name })).max(12),
  }),
  /** Declare (or not) an optional plan that reached its minimum. */
  z.object({ type: z.literal('declare'), yes: z.boolean() }),
  /** Which of several plans from one play resolves next (A-33). */
  z.object({ type: z.literal('planFirst'), slot: name }),
  /** Sealed: how many support units to commit to this combat. */
  z.object({ type: z.literal('support'), commit: z.number().int().min(0).max(20) }),
  /** Sealed: the dice (indices) that get the side's +1s, all at once. */
  z.object({ type: z.literal('boost'), dice: z.array(z.number().int().min(0).max(40)).max(20) }),
  /** Sealed: let the engine place the +1s (new hits first, then routs) and confirm. */
  z.object({ type: z.literal('boostAuto') }),
  /** Pick one own unit lost in a combat (a rout first, then a withdrawal). */
  z.object({ type: z.literal('loss'), from: name, unit }),
  /** Take a diplomacy card from the display. */
  z.object({ type: z.literal('pick'), card: name }),
  /** P5 mutiny: every unit the side owes to the mutinied area, each with where it comes from. */
  z.object({ type: z.literal('mutiny'), units: picks }),
  /** Effects phase: this effect (with its linked partner) resolves next. */
  z.object({ type: z.literal('effect'), item: z.enum(EFFECT_ITEMS) }),
  /** Weeks 4–5: the Ottoman units removed by cold and rain / snow, all of them at once. */
  z.object({ type: z.literal('weather'), units: picks }),
  z.object({ type: z.literal('fortify'), field: name }),
  z.object({ type: z.literal('procession'), option: z.enum(['discard', 'morale']) }),
  /** Every shot of a bombardment (one per janissary), in order. */
  z.object({
    type: z.literal('bombard'),
    shots: z
      .array(
        z.object({
          shot: z.enum(['supply', 'withdraw', 'fortification']),
          field: name.optional(),
          unit: unit.optional(),
        }),
      )
      .max(20),
  }),
  /** Summary step 1, sealed: every unit on a defence/control action that goes back (the rest stays). */
  z.object({
    type: z.literal('recall'),
    back: z.array(z.object({ from: name, unit, n: z.number().int().min(1).max(40) })).max(40),
  }),
  z.object({ type: z.literal('famine'), card: name }),
  /** A field taken: how many of each unit type go from the new control action back to reserve. */
  z.object({
    type: z.literal('occupy'),
    back: z.array(z.object({ unit, n: z.number().int().min(1).max(40) })).max(3),
  }),
  /** Summary: every own unit removed from the game (died of wounds / hungry and cold), at once. */
  z.object({ type: z.literal('cull'), units: picks }),
  /** Sealed negotiation commitment for the current claim: the cards, all at once. */
  z.object({ type: z.literal('claim'), cards: z.array(name).max(40) }),
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

/** A short stable digest (FNV-1a, base 36) so a whole play's id stays short. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** A set of picked units: the count and a digest of the sorted picks (the order does not matter). */
function picksId(kind: string, units: { from: string; unit: UnitType }[]): string {
  const text = units
    .map((p) => `${short(p.from)}>${U[p.unit]}`)
    .sort()
    .join(',');
  return `${kind}:${units.length}:${digest(text)}`;
}

export function actionId(a: Action): string {
  switch (a.type) {
    case 'pass':
    case 'boostAuto':
    case 'claimAll':
      return a.type.toLowerCase();
    case 'play':
      return `play:${a.card}:${a.mode === 'command' ? 'cmd' : 'str'}:${a.placements.length}:${digest(
        a.placements.map((p) => `${short(p.from)}>${U[p.unit]}>${short(p.to)}`).join(','),
      )}`;
    case 'recall':
      return `recall:${a.back.reduce((n, b) => n + b.n, 0)}:${digest(
        a.back.map((b) => `${short(b.from)}>${U[b.unit]}>${b.n}`).join(','),
      )}`;
    case 'claim':
      return `claim:${a.cards.length}:${digest([...a.cards].sort().join(','))}`;
    case 'declare':
      return `declare:${a.yes ? 'yes' : 'no'}`;
    case 'support':
      return `support:${a.commit}`;
    case 'boost':
      return `boost:${[...a.dice].sort((x, y) => x - y).join('.') || 'none'}`;
    case 'pick':
      return `pick:${a.card}`;
    case 'weather':
    case 'mutiny':
    case 'cull':
      return picksId(a.type, a.units);
    case 'effect':
      return `effect:${a.item}`;
    case 'fortify':
      return `fortify:${a.field}`;
    case 'procession':
      return `procession:${a.option}`;
    case 'bombard':
      return `bombard:${a.shots.length}:${digest(
        a.shots.map((x) => `${x.shot}${x.field ? `>${short(x.field)}` : ''}${x.unit ? `>${U[x.unit]}` : ''}`).join(','),
      )}`;
    case 'loss':
      return `loss:${short(a.from)}:${U[a.unit]}`;
    case 'planFirst':
      return `plan:${short(a.slot)}`;
    case 'occupy':
      return `occupy:${a.back.map((b) => `${U[b.unit]}${b.n}`).join('.') || 'keep'}`;
    case 'famine':
      return `famine:${a.card}`;
  }
}
