/**
 * apply(): checks an action against the rules, records it on a copy of the state, and lets the
 * order of play (flow.ts) settle it and run the automatic phases that follow. Never mutates its input.
 */

import { draftComplete } from '../kit/choice.js';
import { runFlow } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import { RuleError } from '../kit/ruleError.js';
import type { ApplyResult, Seat } from '../kit/types.js';
import { nextState } from '../kit/update.js';
import { type Action, actionId } from './actions.js';
import { draftOfTokens, tokenChoice } from './choice.js';
import { PROVINCES } from './data/board.js';
import { flow } from './flow.js';
import { legalList } from './legal.js';
import { actorOf } from './pending.js';
import { applyRecruit, emptyDraft, recruitComplete, recruitFits, withUnit } from './phases/armies.js';
import { runCampaign } from './phases/campaigns.js';
import { placeShortageCube } from './phases/clientele.js';
import { estateCost, placeEstate } from './phases/estates.js';
import { allBidsIn } from './phases/mace.js';
import { runRelief } from './phases/relief.js';
import { applySpecial } from './phases/special.js';
import type { State } from './state.js';
import { Log, playerName } from './util.js';

const E = (k: string) => `boze-igrzysko.error.${k}`;

/** Colleges provinces in ring order, so equal choices compare equal. */
function canonical(a: Action): Action {
  if (a.type !== 'colleges') return a;
  return { ...a, provinces: PROVINCES.filter((p) => a.provinces.includes(p)) };
}

function check(state: State, seat: Seat, a: Action): void {
  if (state.stage.kind === 'over') throw new RuleError(E('gameOver'));
  if (!state.players[seat]) throw new RuleError(E('noSuchSeat'), { seat });
  const st = state.stage;
  const secret = st.kind === 'clientele' || (st.kind === 'bid' && st.contenders.includes(seat));
  if (!secret && actorOf(state) !== seat) throw new RuleError(E('notYourTurn'));
  // Whole-choice forms are checked by rule; step forms must be on the legal list.
  if (a.type === 'tokens') {
    const choice = tokenChoice(state, seat);
    if (!choice || !draftComplete(choice, draftOfTokens(a.values))) throw new RuleError(E('tokens'));
    return;
  }
  if (a.type === 'shortageAll') {
    if (st.kind !== 'shortage') throw new RuleError(E('illegal'));
    const total = PROVINCES.reduce((s, p) => s + a.counts[p], 0);
    const fits = PROVINCES.every((p) => a.counts[p] <= st.room[p]);
    if (!fits || total !== (state.players[seat]?.cubes ?? 0)) throw new RuleError(E('shortage'));
    return;
  }
  if (a.type === 'recruit') {
    if (st.kind !== 'armies' || st.draft !== null) throw new RuleError(E('illegal'));
    const d = { province: a.province, inf: a.inf, cav: a.cav, art: a.art, cossacks: a.cossacks };
    if (!recruitComplete(state, d) || !recruitFits(state, seat, d)) throw new RuleError(E('recruit'));
    return;
  }
  const id = actionId(a);
  if (!legalList(state, seat).some((x) => actionId(x) === id)) throw new RuleError(E('illegal'), { action: id });
}

export function apply(input: State, seat: Seat, raw: Action, rng: Rng): ApplyResult<State> {
  const action = canonical(raw);
  check(input, seat, action);
  const state = nextState(input);
  state.lastDice = [];
  const log = new Log();
  let revealed = false;
  const st = state.stage;
  const who = playerName(state, seat);
  switch (st.kind) {
    case 'setupEstates': {
      if (action.type !== 'setupEstate') break;
      placeEstate(state, seat, action.province, 0, log);
      st.index++;
      break;
    }
    case 'clientele': {
      if (action.type === 'tokens') {
        st.drafts[seat] = { ...action.values };
        st.confirmed[seat] = true;
        log.add('event.tokensSubmitted', { player: who });
        log.add('event.tokensYours', { ...action.values }, [seat]);
      }
      // The last seal turns every placement face up (the clientele step reveals them).
      revealed = st.confirmed.every(Boolean);
      break;
    }
    case 'shortage': {
      if (action.type === 'shortagePlace') placeShortageCube(state, action.province, log);
      else if (action.type === 'shortageAll')
        for (const p of PROVINCES) for (let i = 0; i < action.counts[p]; i++) placeShortageCube(state, p, log);
      break;
    }
    case 'bid': {
      if (action.type !== 'bid') break;
      st.bids[seat] = action.amount;
      log.add('event.bidSubmitted', { player: who });
      log.add('event.bidYours', { zl: action.amount }, [seat]);
      // The last bid opens them all (the mace step reveals and settles them).
      revealed = allBidsIn(st);
      break;
    }
    case 'estates': {
      if (action.type === 'build') {
        placeEstate(state, seat, action.province, estateCost(st.cycle), log);
        planPass(st, seat, action.thenPass, log);
      } else {
        st.active[seat] = false;
        log.add('event.pass', { player: who });
      }
      st.pos++;
      break;
    }
    case 'special': {
      let done = true;
      if (action.type === 'pass') {
        log.add('event.skip', { player: who });
        if (action.rest && st.cycle === 1) planPass(st, seat, true, log);
      } else if (action.type === 'moveDone') done = true;
      else if (action.type === 'move') {
        applySpecial(state, seat, action, rng, log);
        st.moved++;
        done = st.moved >= 2;
      } else if (
        action.type === 'manager' ||
        action.type === 'gdansk' ||
        action.type === 'diplomacy' ||
        action.type === 'veto' ||
        action.type === 'confederation' ||
        action.type === 'colleges' ||
        action.type === 'city'
      )
        applySpecial(state, seat, action, rng, log);
      if (done) {
        st.moved = 0;
        st.pos++;
      }
      break;
    }
    case 'armies': {
      if (action.type === 'recruitStart') st.draft = emptyDraft(action.province);
      else if (action.type === 'recruitAdd' && st.draft) st.draft = withUnit(st.draft, action.unit);
      else if (action.type === 'recruitCancel') st.draft = null;
      else {
        if (action.type === 'pass') {
          st.active[seat] = false;
          log.add('event.pass', { player: who });
        } else if (action.type === 'recruitConfirm' && st.draft) {
          applyRecruit(state, seat, st.draft, log);
          planPass(st, seat, action.thenPass, log);
        } else if (action.type === 'recruit') {
          applyRecruit(
            state,
            seat,
            { province: action.province, inf: action.inf, cav: action.cav, art: action.art, cossacks: action.cossacks },
            log,
          );
          planPass(st, seat, action.thenPass, log);
        }
        st.draft = null;
        st.pos++;
      }
      break;
    }
    case 'campaigns': {
      if (action.type === 'campaign') {
        runCampaign(state, seat, action, rng, log);
        planPass(st, seat, action.thenPass, log);
      } else {
        st.active[seat] = false;
        log.add('event.pass', { player: who });
      }
      st.pos++;
      break;
    }
    case 'relief': {
      if (action.type === 'relief') {
        runRelief(state, seat, action, rng, log);
        planPass(st, seat, action.thenPass, log);
      } else {
        // Ruling A-22: declining the free attack is a pass for the whole phase.
        st.active[seat] = false;
        log.add('event.pass', { player: who });
      }
      st.pos++;
      break;
    }
    default:
      throw new RuleError(E('illegal'));
  }
  runFlow(flow, state, { rng, log });
  return revealed ? { state, events: log.events, revealed } : { state, events: log.events };
}

/** "…and pass": kept private until the seat's turn comes again (spec §10.1). */
function planPass(st: { planned: boolean[] }, seat: Seat, thenPass: boolean | undefined, log: Log): void {
  if (!thenPass) return;
  st.planned[seat] = true;
  log.add('event.passPlanned', {}, [seat]);
}
