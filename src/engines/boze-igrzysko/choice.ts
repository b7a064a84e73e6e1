/**
 * D2 described: six influence tokens face down, one on each province and one on the Royal Court,
 * drawn from the seat's own tokens. The presenter drafts the placement against this description;
 * the engine receives the whole placement and checks it against the same description.
 */
import { type Choice, checkDraft, type Draft } from '../kit/choice.js';
import { RuleError } from '../kit/ruleError.js';
import type { Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { slotName } from './legal.js';
import { type State, TOKEN_SLOTS, type TokenSlot } from './state.js';
import { msg } from './util.js';

type Tokens = Extract<Action, { type: 'tokens' }>;

export function tokenChoice(state: State, seat: Seat): Choice | null {
  const st = state.stage;
  const pl = state.players[seat];
  if (st.kind !== 'clientele' || !pl) return null;
  const pool: Record<string, number> = {};
  for (const v of pl.tokens) pool[String(v)] = (pool[String(v)] ?? 0) + 1;
  const values = [...new Set(pl.tokens)].sort((a, b) => a - b);
  const options = values.map((v) => ({ value: String(v), label: msg('choice.token', { value: v }) }));
  const sealed = st.drafts[seat] ?? {};
  const current: Draft = {};
  if (st.confirmed[seat]) for (const s of TOKEN_SLOTS) if (sealed[s] !== undefined) current[s] = String(sealed[s]);
  return {
    key: 'tokens',
    slots: TOKEN_SLOTS.map((s) => ({ id: s, label: slotName(s), options })),
    pool,
    sealed: true,
    ...(st.confirmed[seat] ? { current } : {}),
  };
}

export function draftOfTokens(values: Tokens['values']): Draft {
  const out: Draft = {};
  for (const s of TOKEN_SLOTS) out[s] = String(values[s]);
  return out;
}

/** The placement a finished draft makes; throws unless it fits the seat's choice now. */
export function chooseTokens(state: State, seat: Seat, draft: Draft): Tokens {
  const choice = tokenChoice(state, seat);
  if (!choice) throw new RuleError('boze-igrzysko.error.tokens');
  checkDraft(choice, draft);
  const values = {} as Record<TokenSlot, number>;
  for (const s of TOKEN_SLOTS) values[s] = Number(draft[s]);
  return { type: 'tokens', values };
}
