/**
 * Every action of Boże Igrzysko, as a discriminated union parsed at the boundary.
 */
import { z } from 'zod';
import { RuleError } from '../kit/ruleError.js';
import { PROVINCES } from './data/board.js';

const province = z.enum(PROVINCES);
const count = z.number().int().min(0).max(20);
/** "…and pass when my turn comes again in this phase" (P8: skip the second cycle). */
const thenPass = z.boolean().optional();
const counts = z.object({ PRU: count, LIT: count, UKR: count, MAL: count, WIE: count });

export const actionSchema = z.discriminatedUnion('type', [
  /** D1: an initial estate. */
  z.object({ type: z.literal('setupEstate'), province }),
  /** D2: the whole placement, drafted by the presenter against `tokenChoice` and sealed at once. */
  z.object({
    type: z.literal('tokens'),
    values: z.object({
      PRU: z.number().int().min(0).max(5),
      LIT: z.number().int().min(0).max(5),
      UKR: z.number().int().min(0).max(5),
      MAL: z.number().int().min(0).max(5),
      WIE: z.number().int().min(0).max(5),
      COURT: z.number().int().min(0).max(5),
    }),
  }),
  /** D3: one cube of a short pool, or the whole placement. */
  z.object({ type: z.literal('shortagePlace'), province }),
  z.object({ type: z.literal('shortageAll'), counts }),
  /** D4: a sealed Hetman bid. */
  z.object({ type: z.literal('bid'), amount: z.number().int().min(0).max(10_000) }),
  /** Pass (cycle phases) or skip (special actions). */
  z.object({ type: z.literal('pass'), rest: z.boolean().optional() }),
  /** D5. */
  z.object({ type: z.literal('build'), province, thenPass }),
  /** D6: the eight special actions. */
  z.object({ type: z.literal('manager'), province, estate: z.number().int().min(0).max(20) }),
  z.object({ type: z.literal('gdansk') }),
  z.object({
    type: z.literal('diplomacy'),
    field: z.enum(['E1', 'E2', 'E3', 'E4', 'E5']),
    level: z.union([z.literal(2), z.literal(4), z.literal(6)]),
    seat: province,
  }),
  z.object({ type: z.literal('move'), from: province, to: province }),
  z.object({ type: z.literal('moveDone') }),
  z.object({ type: z.literal('veto'), province }),
  z.object({ type: z.literal('confederation'), province, target: z.number().int().min(0).max(3) }),
  z.object({ type: z.literal('colleges'), provinces: z.array(province).min(1).max(5) }),
  z.object({ type: z.literal('city'), province, estate: z.number().int().min(0).max(20) }),
  /** D7: a recruitment, step by step or at once. */
  z.object({ type: z.literal('recruitStart'), province }),
  z.object({ type: z.literal('recruitAdd'), unit: z.enum(['inf', 'cav', 'art', 'cossack']) }),
  z.object({ type: z.literal('recruitConfirm'), thenPass }),
  z.object({ type: z.literal('recruitCancel') }),
  z.object({
    type: z.literal('recruit'),
    province,
    inf: z.number().int().min(0).max(4),
    cav: z.number().int().min(0).max(3),
    art: z.number().int().min(0).max(1),
    cossacks: z.number().int().min(0).max(2),
    thenPass,
  }),
  /** D8: a campaign from a province against its linked enemy. */
  z.object({ type: z.literal('campaign'), province, cossacks: z.boolean(), crownSeat: province.nullable(), thenPass }),
  /** D9: a Crown Army relief attack (seat = the Sejm disc paid, null for the Hetman's free attack). */
  z.object({ type: z.literal('relief'), target: z.enum([...PROVINCES, 'E5']), seat: province.nullable(), thenPass }),
]);

export type Action = z.infer<typeof actionSchema>;
export type ActionType = Action['type'];

export function parseAction(raw: unknown): Action {
  const r = actionSchema.safeParse(raw);
  if (!r.success) throw new RuleError('boze-igrzysko.error.malformed');
  return r.data;
}

/** A stable id for an action: [a-z0-9:._-], at most 64 characters. */
export function actionId(a: Action): string {
  const base = baseId(a);
  return 'thenPass' in a && a.thenPass ? `${base}:last` : a.type === 'pass' && a.rest ? 'pass:rest' : base;
}

function baseId(a: Action): string {
  switch (a.type) {
    case 'setupEstate':
    case 'shortagePlace':
    case 'build':
    case 'recruitStart':
    case 'veto':
      return `${a.type.toLowerCase()}:${a.province.toLowerCase()}`;
    case 'tokens':
      return `tokens:${[a.values.PRU, a.values.LIT, a.values.UKR, a.values.MAL, a.values.WIE, a.values.COURT].join('')}`;
    case 'shortageAll':
      return `shortageall:${[a.counts.PRU, a.counts.LIT, a.counts.UKR, a.counts.MAL, a.counts.WIE].join('.')}`;
    case 'bid':
      return `bid:${a.amount}`;
    case 'manager':
    case 'city':
      return `${a.type}:${a.province.toLowerCase()}:${a.estate}`;
    case 'diplomacy':
      return `diplomacy:${a.field.toLowerCase()}:${a.level}:${a.seat.toLowerCase()}`;
    case 'move':
      return `move:${a.from.toLowerCase()}:${a.to.toLowerCase()}`;
    case 'confederation':
      return `confederation:${a.province.toLowerCase()}:${a.target}`;
    case 'colleges':
      return `colleges:${a.provinces.map((p) => p.toLowerCase()).join('.')}`;
    case 'recruitAdd':
      return `recruitadd:${a.unit}`;
    case 'recruit':
      return `recruit:${a.province.toLowerCase()}:${a.inf}.${a.cav}.${a.art}.${a.cossacks}`;
    case 'campaign':
      return `campaign:${a.province.toLowerCase()}:${a.cossacks ? 'k' : 'n'}:${a.crownSeat?.toLowerCase() ?? 'none'}`;
    case 'relief':
      return `relief:${a.target.toLowerCase()}:${a.seat?.toLowerCase() ?? 'free'}`;
    case 'pass':
    case 'gdansk':
    case 'moveDone':
    case 'recruitConfirm':
    case 'recruitCancel':
      return a.type.toLowerCase();
    default: {
      const never: never = a;
      return String(never);
    }
  }
}
