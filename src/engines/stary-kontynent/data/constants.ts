/** Numbers printed in the rulebook (spec §§2–5), each with its source tag. */

export const RULES = {
  /** The capital d10 starts at 9 and every increase is capped at 9. RULEBOOK */
  capitalStart: 9,
  capitalMax: 9,
  /** A kingdom's armies per hex. RULEBOOK */
  maxArmiesPerHex: 4,
  /** Army die faces. RULEBOOK */
  armyMin: 1,
  armyMax: 6,
  /** Hexes of one province a kingdom must control to control it. RULEBOOK */
  hexesToControl: 3,
  /** Income per controlled connected province; provinces 2 and 12 pay 3. RULEBOOK */
  income: 2,
  incomeSpecial: 3,
  /** Levy (Zaciąg) raises the capital by 3. RULEBOOK */
  levy: 3,
  /** Castle (Zamek) costs 6 army points; a castle march-out is at most 3. RULEBOOK */
  castleCost: 6,
  castleMarchMax: 3,
  /** Crusade spend per action and success threshold (total > 100). RULEBOOK */
  crusadeMin: 6,
  crusadeMax: 9,
  crusadeThreshold: 100,
  /** Crusader ship strength "from three to six". RULEBOOK; uniform draw by RULING A21 */
  shipMin: 3,
  shipMax: 6,
  /** Special homage army on the special hex of 2 or 12. RULEBOOK (lost picture's caption) */
  specialHomage: 3,
  /** Capital walls add +10 to the garrison's strength in an assault. RULEBOOK */
  capitalWalls: 10,
  /** Garrison lost per lost wave. RULEBOOK; per tie 1 by RULING A35 */
  capitalLossPerWave: 2,
  capitalLossPerTie: 1,
  /** Advantage cap. RULEBOOK ("up to +5"); clamp of the final value by RULING A33 */
  maxAdvantage: 5,
  /** Victory: at least 5 provinces controlled, lead of 2. RULEBOOK */
  victoryMinControlled: 5,
  victoryLead: 2,
} as const;
