/** How a board names a seat: the player first, then the faction as the game calls it. */

/**
 * "Ala · Czerwoni" — the seat's player (from the render context's public seat list) and its
 * faction, as /game status and history name it; the faction alone when the player is unknown.
 */
export function playerName(players: readonly string[], seat: number, faction: string): string {
  const name = players[seat];
  if (!name) return faction;
  return faction ? `${name} · ${faction}` : name;
}
