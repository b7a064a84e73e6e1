/**
 * legalActions: every command open to a seat now, with a stable id and a label, each a complete
 * game move. A turn is also described as a choice to walk (choice.ts) from the same builders.
 */
import type { LabelledAction, Msg, Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { board } from './board.js';
import { movers, reorganiseHexes, targetValue } from './choice.js';
import { authority, ownArmiesOn } from './control.js';
import { capitalNeighbours, hexDef } from './geometry.js';
import { directionTo } from './hex.js';
import { kingdomName, msg } from './msg.js';
import { currentDecision } from './pending.js';
import { findArmy } from './rules/armies.js';
import {
  assaultTargets,
  occupantChoices,
  possibleAttackers,
  retreatDestinations,
  retreatingArmies,
  targetName,
} from './rules/assault.js';
import { legalCapitalCells } from './rules/capitals.js';
import { overflowChoices } from './rules/overflow.js';
import {
  castleHexes,
  crusadeOptions,
  defaultCastlePayment,
  levyAllowed,
  levyLabel,
  mainActionOpen,
  marchOutOptions,
  moveTargets,
  vassalsOf,
  wallsAllowed,
} from './rules/turnActions.js';
import { landingHexes } from './rules/upkeep.js';
import type { Army, HexId, State } from './state.js';

type LA = LabelledAction<Action>;

function la(id: string, action: Action, label: Msg, group?: string): LA {
  return group ? { id, action, label, group } : { id, action, label };
}

const dash = (dice: readonly number[]): string => (dice.length === 0 ? 'none' : dice.join('-'));
const show = (dice: readonly number[]): string => (dice.length === 0 ? '–' : `[${dice.join(',')}]`);

/** One army per (hex, strength), the lowest id first: identical dice are interchangeable (§8.2). */
function distinctDice(armies: readonly Army[]): Army[] {
  const seen = new Set<string>();
  const out: Army[] = [];
  for (const a of [...armies].sort((x, y) => x.id - y.id)) {
    const key = `${a.hex}:${a.strength}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(a);
  }
  return out;
}

/**
 * The commands answering the decision the seat owes (none if it owes nothing), then the settings
 * it may change at any time (free actions: standing orders, a suzerain's choices for his vassals).
 */
export function legalActions(state: State, seat: Seat): LA[] {
  const free = freeActions(state, seat);
  return free.length === 0 ? decisionActions(state, seat) : [...decisionActions(state, seat), ...free];
}

function decisionActions(state: State, seat: Seat): LA[] {
  const d = currentDecision(state);
  if (!d || d.seat !== seat) return [];
  switch (d.owed) {
    case 'capital':
      return capitalActions(state);
    case 'overflow':
      return overflowActions(state);
    case 'ship':
      return shipActions(state);
    case 'confirm':
      return [
        la('joint:accept', { type: 'confirmJoint', accept: true }, msg('action.jointAccept')),
        la('joint:refuse', { type: 'confirmJoint', accept: false }, msg('action.jointRefuse')),
      ];
    case 'retreat':
      return retreatActions(state);
    case 'continue':
      return [
        la('continue', { type: 'continue' }, msg('action.continue')),
        la('stop', { type: 'stop' }, msg('action.stop')),
      ];
    case 'occupant':
      return occupantChoices(state).map((s) =>
        la(
          `occupant:${state.kingdoms[s]?.colour ?? s}`,
          { type: 'occupant', seat: s },
          msg('action.occupant', { player: kingdomName(state, s) }),
        ),
      );
    case 'turn':
      return turnActions(state);
  }
}

function capitalActions(state: State): LA[] {
  const p = state.capitalPlacement;
  if (!p) return [];
  return legalCapitalCells(state, p.province).map((c) => {
    const near = capitalNeighbours(state.map, c);
    const own = near.find((h) => hexDef(state.map, h)?.province === p.province) ?? near[0] ?? '';
    const def = hexDef(state.map, own);
    const side = def ? (directionTo(def, c) ?? 'E') : 'E';
    return la(
      `capital:${own}-${side.toLowerCase()}`,
      { type: 'capital', q: c.q, r: c.r },
      msg('action.capital', { hex: own, side, hexes: near.join(', ') }),
    );
  });
}

function overflowActions(state: State): LA[] {
  const head = state.overflow[0];
  if (!head) return [];
  const values = ownArmiesOn(state, head.hex, head.owner).map((a) => a.strength);
  return overflowChoices(values).map((c) =>
    la(
      `overflow:${head.hex}:${dash(c.dice)}`,
      { type: 'overflow', hex: head.hex, dice: c.dice },
      msg('action.overflow', { hex: head.hex, dice: show(c.dice) }),
    ),
  );
}

function shipActions(state: State): LA[] {
  const king = state.crusade.king;
  const ship = state.ship;
  if (king === null || !ship) return [];
  const out: LA[] = [];
  for (const hex of landingHexes(state, king)) {
    const own = ownArmiesOn(state, hex, king);
    if (own.length < 4) {
      out.push(
        la(
          `land:${hex}`,
          { type: 'land', hex, drop: null },
          msg('action.land', { hex, strength: ship.strength }),
          'land',
        ),
      );
    } else {
      for (const a of distinctDice(own))
        out.push(
          la(
            `land:${hex}:drop-${a.strength}`,
            { type: 'land', hex, drop: a.id },
            msg('action.landDrop', { hex, strength: ship.strength, drop: a.strength }),
            'land',
          ),
        );
    }
  }
  out.push(la('ship:capital', { type: 'shipToCapital' }, msg('action.shipToCapital', { strength: ship.strength })));
  out.push(la('ship:decline', { type: 'declineShip' }, msg('action.declineShip')));
  return out;
}

/**
 * Hold, or retreat: a single army to each destination in full; several armies as one suggestion,
 * each to the first destination with room (the choice, choice.ts, drafts any other plan).
 */
function retreatActions(state: State): LA[] {
  const out: LA[] = [la('hold', { type: 'hold' }, msg('action.hold'))];
  const armies = retreatingArmies(state);
  const only = armies.length === 1 ? armies[0] : undefined;
  if (only) {
    for (const d of retreatDestinations(state))
      out.push(
        la(
          `retreat:${d.hex}`,
          { type: 'retreat', moves: [{ army: only.id, to: d.hex }] },
          msg('action.retreatAll', { moves: `${only.strength}→${d.hex}` }),
          'retreat',
        ),
      );
    return out;
  }
  const plan: { army: number; to: HexId }[] = [];
  for (const army of retreatingArmies(state)) {
    const to = retreatDestinations(state, plan)[0]?.hex;
    if (to === undefined) return out;
    plan.push({ army: army.id, to });
  }
  if (plan.length === 0) return out;
  const moves = plan.map((p) => `${findArmy(state, p.army)?.strength ?? 0}→${p.to}`).join(', ');
  out.push(
    la(
      `retreat:${plan.map((p) => p.to).join('-')}`,
      { type: 'retreat', moves: plan },
      msg('action.retreatAll', { moves }),
    ),
  );
  return out;
}

/**
 * The complete moves of a turn (choice.ts describes the same turn as a tree to walk): every march,
 * move, levy, build and crusade in full; a reorganisation and a castle's payment as one suggestion
 * per hex, an assault as one per target with every army that may join.
 */
function turnActions(state: State): LA[] {
  const st = state.seatTurn;
  if (!st) return [];
  const seat = st.seat;
  const out: LA[] = [];
  if (st.step === '3a') {
    for (const { hex, sets } of reorganiseHexes(state, seat)) {
      const dice = sets[0] ?? [];
      out.push(
        la(
          `reorg:${hex}:${dash(dice)}`,
          { type: 'reorganise', hex, dice },
          msg('action.reorganise', { hex, dice: show(dice) }),
          'reorganise',
        ),
      );
    }
    if (mainActionOpen(state)) {
      if (levyAllowed(state)) out.push(la('levy', { type: 'levy' }, levyLabel(state)));
      for (const o of marchOutOptions(state, seat))
        for (let s = 1; s <= o.max; s++)
          out.push(
            la(
              `march:${o.hex}:${s}`,
              { type: 'marchOut', hex: o.hex, strength: s },
              msg('action.marchOut', { hex: o.hex, strength: s }),
              'march',
            ),
          );
      moveActions(state, out);
      for (const t of assaultTargets(state)) {
        const armies = possibleAttackers(state, seat, t);
        out.push(
          la(
            `assault:${targetValue(t)}`,
            { type: 'assault', target: t, armies: armies.map((a) => a.id) },
            msg('action.launch', { target: targetName(state, t), dice: show(armies.map((a) => a.strength)) }),
            'assault',
          ),
        );
      }
      for (const hex of castleHexes(state, seat)) {
        const dice = defaultCastlePayment(state, seat, hex);
        out.push(
          la(
            `castle:${hex}:${dash(dice)}`,
            { type: 'castle', hex, dice },
            msg('action.castlePay', { hex, dice: show(dice) }),
            'castle',
          ),
        );
      }
      if (wallsAllowed(state, seat)) out.push(la('walls', { type: 'walls' }, msg('action.walls'), 'castle'));
      for (const p of crusadeOptions(state, seat))
        out.push(la(`crusade:${p}`, { type: 'crusade', points: p }, msg('action.crusade', { points: p }), 'crusade'));
    }
    out.push(la('pass', { type: 'pass' }, msg('action.pass')));
  } else moveActions(state, out);
  out.push(la('end', { type: 'endTurn' }, msg('action.endTurn')));
  return out;
}

/** Every move of an army (one per strength and hex: identical dice are interchangeable, §8.2). */
function moveActions(state: State, out: LA[]): void {
  const { extra, byHex } = movers(state);
  const b = board(state);
  for (const [hex, armies] of byHex)
    for (const army of armies)
      for (const to of moveTargets(state, army, b))
        out.push(
          la(
            `${extra ? 'extra' : 'move'}:${hex}:${army.strength}:${to}`,
            { type: 'move', army: army.id, to, extra },
            to === 'capital'
              ? msg('action.enterCapital', { hex, strength: army.strength })
              : msg('action.moveTo', { hex, strength: army.strength, to }),
            'move',
          ),
        );
}

/**
 * Settings open at any time of a game not yet over (spec §8, "any time"): the standing retreat
 * order of every kingdom whose prompts the seat answers (its own; a vassal's unless autonomous,
 * A42), and a suzerain's income and autonomy choices for each vassal.
 */
function freeActions(state: State, seat: Seat): LA[] {
  if (state.stage === 'over') return [];
  const out: LA[] = [];
  for (const k of state.kingdoms) {
    if (authority(state, k.seat) !== seat) continue;
    out.push(standingOrderEntry(state, seat, k.seat, k.standingRetreat === 'ask' ? 'never' : 'ask'));
  }
  for (const v of vassalsOf(state, seat)) {
    const name = kingdomName(state, v.seat);
    const to = v.incomeTo === 'own' ? 'liege' : 'own';
    out.push({
      ...la(
        `vassal:${v.colour}:income-${to}`,
        { type: 'vassalIncome', vassal: v.seat, to },
        msg(to === 'liege' ? 'action.vassalIncomeLiege' : 'action.vassalIncomeOwn', { vassal: name }),
        'vassal',
      ),
      free: true,
    });
    out.push({
      ...la(
        `vassal:${v.colour}:autonomy-${v.autonomous ? 'off' : 'on'}`,
        { type: 'vassalAutonomy', vassal: v.seat, on: !v.autonomous },
        msg(v.autonomous ? 'action.autonomyOff' : 'action.autonomyOn', { vassal: name }),
        'vassal',
      ),
      free: true,
    });
  }
  return out;
}

function standingOrderEntry(state: State, seat: Seat, player: Seat, order: 'ask' | 'never'): LA {
  const colour = state.kingdoms[player]?.colour ?? String(player);
  return player === seat
    ? {
        ...la(
          `standing-retreat:${order}`,
          { type: 'standingRetreat', order, player },
          msg(`action.standingRetreat.${order}`),
          'settings',
        ),
        free: true,
      }
    : {
        ...la(
          `standing-retreat:${colour}:${order}`,
          { type: 'standingRetreat', order, player },
          msg(`action.standingRetreatFor.${order}`, { player: kingdomName(state, player) }),
          'settings',
        ),
        free: true,
      };
}

export type { HexId };
