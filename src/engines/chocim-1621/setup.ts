/** Setup (spec section 3) and the option parsing it needs. */
import { runFlow } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import type { OptionValues, SetupSeat } from '../kit/types.js';
import { FIELD_DATA, PLC_FIELDS, type PlcField, RESERVES, type ReserveId } from './data/board.js';
import { COMMANDER_CARDS, DIPLOMACY_CARDS } from './data/cards.js';
import { DISPLAY_SIZE, MORALE, SUPPLY } from './data/tracks.js';
import { noUnits, type Side, type Units } from './data/units.js';
import { flow } from './flow.js';
import type { Rules, State } from './state.js';

export const FACTION_OF: Record<Side, string> = { PLC: 'commonwealth', OTT: 'ottoman' };

export function parseRules(options: OptionValues): Rules {
  const countsLeaders = options.handLimitCountsLeaders !== false;
  return {
    handLimitCountsLeaders: countsLeaders,
    // without leaders in the hand count, the week-5 extra card is real.
    week5ExtraCommanderCard: options.week5ExtraCommanderCard === true || !countsLeaders,
    plunderAllowsJanissaries: options.plunderAllowsJanissaries !== false,
    raidUnitTypes: options.raidUnitTypes === 'cavalry' ? 'cavalry' : 'any',
    abandonedFieldMorale: options.abandonedFieldMorale === true,
    bastionReading: options.bastionReading === 'max5' ? 'max5' : 'max6',
  };
}

function units(partial: Partial<Units>): Units {
  return { ...noUnits(), ...partial };
}

export function setup(seats: SetupSeat[], options: OptionValues, rng: Rng): State {
  const ottSeat = seats.find((x) => x.faction === FACTION_OF.OTT)?.seat;
  const plcSeat = seats.find((x) => x.faction === FACTION_OF.PLC && x.seat !== ottSeat)?.seat;
  const seatOf: Record<Side, number> =
    plcSeat !== undefined && ottSeat !== undefined ? { PLC: plcSeat, OTT: ottSeat } : { PLC: 0, OTT: 1 };
  const reserves = Object.fromEntries(RESERVES.map((r) => [r, noUnits()])) as Record<ReserveId, Units>;
  reserves.hetman_camp = units({ cavalry: 7, infantry: 3 });
  reserves.cossack_camp = units({ cossack: 7 });
  reserves.sultan_tents = units({ janissary: 12 });
  reserves.sipahi_camp = units({ sipahi: 17 });
  reserves.tatar_camp = units({ tatar: 7 });
  const fortification = Object.fromEntries(PLC_FIELDS.map((f) => [f, FIELD_DATA[f].fortification.v])) as Record<
    PlcField,
    number
  >;
  const officers = (side: Side) =>
    COMMANDER_CARDS.filter((c) => c.side === side && c.rank === 'officer').map((c) => c.id);
  const leaders = (side: Side) =>
    COMMANDER_CARDS.filter((c) => c.side === side && c.rank === 'leader').map((c) => ({ id: c.id, used: false }));
  const deck = rng.shuffle(DIPLOMACY_CARDS.map((c) => c.id));
  const s: State = {
    rules: parseRules(options),
    seatOf,
    week: 1,
    phase: 'preparation',
    cursor: 'prep',
    step: null,
    reserves,
    slots: {
      'redoubts.defence': units({ infantry: 1 }),
      'church.defence': units({ infantry: 1 }),
      'bridgehead.defence': units({ infantry: 1 }),
      'lisowczyk_bastion.defence': units({ cavalry: 1 }),
    },
    routed: noUnits(),
    mutinied: noUnits(),
    removed: noUnits(),
    fortification,
    approach: 0,
    morale: { PLC: MORALE.PLC.start, OTT: MORALE.OTT.start },
    supply: { PLC: SUPPLY.PLC.start, OTT: SUPPLY.OTT.start },
    bonusToken: 'available',
    extraCard: { PLC: 'onBoard', OTT: 'onBoard' },
    decks: { PLC: rng.shuffle(officers('PLC')), OTT: rng.shuffle(officers('OTT')) },
    hands: { PLC: [], OTT: [] },
    leaders: { PLC: leaders('PLC'), OTT: leaders('OTT') },
    usedPile: { PLC: [], OTT: [] },
    removedCards: [],
    diplomacyDeck: deck.slice(DISPLAY_SIZE),
    display: deck.slice(0, DISPLAY_SIZE),
    collected: { PLC: [], OTT: [] },
    diplomacyDiscard: [],
    passed: { PLC: false, OTT: false },
    active: 'PLC',
    play: null,
    lastCombat: null,
    negotiation: null,
    outcome: null,
  };
  runFlow(flow, s, { events: [], rng });
  return s;
}
