/**
 * The optional randomised mission deck (spec §2.8, "If a randomised deck is preferred"): 60
 * start and stage cards generated at setup from the game's own rng, under the constraints of
 * data/randomDeck.ts, so a game with this option is still its seed plus its action log. The
 * printed titles belong to the printed cards, so generated cards get their own ids (R-01…R-60,
 * numbered like the printed A-01…A-60: S first, then decks 1, 2 and 3).
 */
import type { Rng } from '../kit/rng.js';
import { indexDeck, type Mission } from './cards.js';
import { CHARACTERS } from './data/dice.js';
import { CITIES, type City, REGIONS, type Region, regionOf } from './data/map.js';
import type { Deck, MissionCard } from './data/missions.js';
import { RANDOM_DECK_MIX as MIX, RANDOM_DECK as R } from './data/randomDeck.js';
import { SYMBOLS, type Sym } from './data/symbols.js';
import { TOKENS } from './data/tokens.js';

const DECKS: readonly Deck[] = ['S', '1', '2', '3'];

/** Which obstacles plausibly land in each region (historical occupiers), for generated penalties. */
const OCCUPIERS: Record<Region, readonly ('RUS' | 'CEN' | 'UKR')[]> = {
  PRUSSIAN: ['CEN'],
  GALICIA: ['CEN', 'UKR'],
  KRESY: ['RUS', 'UKR'],
  CENTRAL: ['RUS', 'CEN'],
};

interface Draft {
  id: string;
  deck: Deck;
  p4: boolean;
  excl: boolean;
  size: number;
  req: Sym[];
  /** Reward slots (1 or 2), filled in order. */
  win: (string | null)[];
  lose: string | null;
}

/** true with the given probability (in whole percent), from the injected rng. */
function chance(rng: Rng, p: number): boolean {
  return rng.int(100) < Math.round(p * 100);
}

/** One key drawn with the given integer weights. */
function weighted<K extends string>(rng: Rng, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  let roll = rng.int(entries.reduce((a, [, w]) => a + w, 0));
  for (const [k, w] of entries) {
    if (roll < w) return k;
    roll -= w;
  }
  throw new Error('niepodlegla: empty weights');
}

/** `n` distinct elements of `items`, in random order. */
function sample<T>(rng: Rng, items: readonly T[], n: number): T[] {
  if (items.length < n) throw new Error(`niepodlegla random deck: need ${n} of ${items.length}`);
  return rng.shuffle(items).slice(0, n);
}

function independence(rng: Rng, double: boolean): string {
  if (double) return `IND2:R:${rng.pick(REGIONS)}`;
  switch (weighted(rng, MIX.indTarget)) {
    case 'region':
      return `IND:R:${rng.pick(REGIONS)}`;
    case 'any':
      return 'IND:ANY';
    case 'city':
      return `IND:${rng.pick(CITIES)}`;
  }
}

function obstacle(rng: Rng): string {
  // Two of three obstacles pick a region, one a named city (as on the reconstructed cards).
  if (rng.int(3) < 2) {
    const region = rng.pick(REGIONS);
    return `OBS:${rng.pick(OCCUPIERS[region])}:R:${region}`;
  }
  const city: City = rng.pick(CITIES);
  return `OBS:${rng.pick(OCCUPIERS[regionOf(city)])}:${city}`;
}

function penalty(rng: Rng): string {
  const kind = weighted(rng, MIX.penalty);
  switch (kind) {
    case 'obs':
      return obstacle(rng);
    case 'accord':
      return 'A-1';
    case 'foreign':
      return 'F-1';
    case 'black':
      return 'BLACK';
    case 'remove':
      return 'REMOVE';
  }
}

/** How many of each symbol the whole deck asks for: every symbol within its share of `total`. */
function symbolCounts(rng: Rng, total: number): Record<Sym, number> {
  const least = Math.ceil((total * R.symbolPercent.min) / 100);
  const most = Math.floor((total * R.symbolPercent.max) / 100);
  const counts: Record<Sym, number> = { PEOPLE: least, DIPLOMACY: least, MONEY: least, FIGHT: least };
  for (let left = total - 4 * least; left > 0; left--) {
    const open = SYMBOLS.filter((s) => counts[s] < most);
    counts[rng.pick(open)] += 1;
  }
  return counts;
}

/** Generates the 60 start and stage cards; throws if its own result breaks a constraint (a bug). */
export function generateRandomDeck(rng: Rng): Mission[] {
  const drafts: Draft[] = [];
  for (const deck of DECKS) {
    const n = R.cards[deck];
    const p4 = new Set(sample(rng, [...Array(n).keys()], R.p4[deck]));
    for (let i = 0; i < n; i++) {
      const [small, big] = R.sizes[deck];
      const bigger = MIX.biggerRequirement[deck];
      const size = small === big || bigger === undefined ? small : chance(rng, bigger) ? big : small;
      drafts.push({
        id: `R-${String(drafts.length + 1).padStart(2, '0')}`,
        deck,
        p4: p4.has(i),
        excl: false,
        size,
        req: [],
        win: [null],
        lose: null,
      });
    }
  }
  // S: two symbols each, and at most one start card of three (half of the decks have one).
  const starts = drafts.filter((d) => d.deck === 'S');
  const three = rng.int(2) === 1 ? rng.pick(starts) : null;
  for (const d of starts) d.size = d === three ? 3 : 2;

  // Requirements: a shuffled multiset with every symbol inside its share, dealt card by card.
  const total = drafts.reduce((a, d) => a + d.size, 0);
  const counts = symbolCounts(rng, total);
  const slots = rng.shuffle(SYMBOLS.flatMap((s) => Array<Sym>(counts[s]).fill(s)));
  let at = 0;
  for (const d of drafts) {
    d.req = slots.slice(at, at + d.size);
    at += d.size;
  }

  for (const d of sample(rng, drafts, R.excl)) d.excl = true;

  // Rewards: how many cards carry two, then the fixed ones (dice, tokens, shields), then the
  // track steps and independence placements in the spec's proportions.
  const twoMin = MIX.twoRewardCards.min;
  const twoCount = twoMin + rng.int(MIX.twoRewardCards.max - twoMin + 1);
  for (const d of sample(rng, drafts, twoCount)) d.win = [null, null];
  const rewards = drafts.reduce((a, d) => a + d.win.length, 0);
  const keepers = [...CHARACTERS.map((c) => `DIE:${c}`), ...TOKENS.map((t) => `TOKEN:${t}`)];
  const holders = sample(
    rng,
    drafts.filter((d) => !d.p4),
    keepers.length,
  );
  holders.forEach((d, i) => {
    d.win[0] = keepers[i] ?? null;
  });
  const free = (d: Draft): boolean => d.win.includes(null);
  for (const d of sample(rng, drafts.filter(free), R.shields)) d.win[d.win.indexOf(null)] = 'SHIELD';
  const open = drafts.flatMap((d) => d.win.flatMap((w, i) => (w === null ? [{ d, i }] : [])));
  const track = Math.round(rewards * R.trackShare.target);
  const pool = rng.shuffle([
    ...Array.from({ length: track }, () => (rng.int(2) === 0 ? 'F+1' : 'A+1')),
    ...Array.from({ length: open.length - track }, (_, i) => independence(rng, i < MIX.doublePlacements)),
  ]);
  open.forEach(({ d, i }, k) => {
    d.win[i] = pool[k] ?? null;
  });

  // Penalties: three time jumps in the later decks, the rest weighted like the reconstruction.
  for (const d of sample(
    rng,
    drafts.filter((x) => R.timeDecks.includes(x.deck)),
    R.time,
  ))
    d.lose = 'TIME';
  for (const d of drafts) if (d.lose === null) d.lose = penalty(rng);

  const cards: MissionCard[] = drafts.map((d) => ({
    id: d.id,
    deck: d.deck,
    p4: d.p4,
    excl: d.excl,
    title: null,
    req: d.req,
    win: d.win.filter((w): w is string => w !== null),
    lose: d.lose === null ? [] : [d.lose],
    tag: 'RULING', // generated within the limits of ruling randomDeck
  }));
  const broken = randomDeckViolations(cards);
  if (broken.length > 0) throw new Error(`niepodlegla random deck: ${broken.join('; ')}`);
  // Every effect parses and every die and token is won once; the cards keep their parsed effects.
  return [...indexDeck(cards).values()];
}

/** Every constraint of spec §2.8 that `cards` breaks, in words (empty when the deck is valid). */
export function randomDeckViolations(cards: readonly MissionCard[]): string[] {
  const bad: string[] = [];
  const of = (deck: Deck) => cards.filter((c) => c.deck === deck);
  for (const deck of DECKS) {
    const here = of(deck);
    if (here.length !== R.cards[deck]) bad.push(`deck ${deck}: ${here.length} cards`);
    const p4 = here.filter((c) => c.p4).length;
    if (p4 !== R.p4[deck]) bad.push(`deck ${deck}: ${p4} four-player cards`);
    const [small, big] = R.sizes[deck];
    for (const c of here) if (c.req.length < small || c.req.length > big) bad.push(`${c.id}: ${c.req.length} symbols`);
  }
  const threes = of('S').filter((c) => c.req.length === 3).length;
  if (threes > R.maxThreeSymbolStartCards) bad.push(`${threes} start cards of 3 symbols`);
  const slots = cards.flatMap((c) => c.req);
  for (const s of SYMBOLS) {
    const n = slots.filter((x) => x === s).length;
    if (n * 100 < R.symbolPercent.min * slots.length || n * 100 > R.symbolPercent.max * slots.length)
      bad.push(`${s} fills ${n} of ${slots.length} requirement slots`);
  }
  const wins = cards.flatMap((c) => c.win.map((w) => ({ c, w })));
  const once = (what: string): void => {
    const holders = wins.filter((x) => x.w === what);
    if (holders.length !== 1) bad.push(`${what} on ${holders.length} cards`);
    else if (holders[0]?.c.p4) bad.push(`${what} on a four-player card`);
  };
  for (const c of CHARACTERS) once(`DIE:${c}`);
  for (const t of TOKENS) once(`TOKEN:${t}`);
  const shields = wins.filter((x) => x.w === 'SHIELD').length;
  if (shields !== R.shields) bad.push(`${shields} shields`);
  const times = cards.filter((c) => c.lose.includes('TIME'));
  if (times.length !== R.time) bad.push(`${times.length} time penalties`);
  for (const c of times) if (!R.timeDecks.includes(c.deck)) bad.push(`${c.id}: time penalty in deck ${c.deck}`);
  const excl = cards.filter((c) => c.excl).length;
  if (excl !== R.excl) bad.push(`${excl} "!" cards`);
  for (const c of cards) {
    if (c.win.length < R.winsPerCard.min || c.win.length > R.winsPerCard.max)
      bad.push(`${c.id}: ${c.win.length} rewards`);
    if (c.lose.length !== 1) bad.push(`${c.id}: ${c.lose.length} penalties`);
  }
  const share = (test: (w: string) => boolean): number => wins.filter((x) => test(x.w)).length / wins.length;
  const track = share((w) => w === 'F+1' || w === 'A+1');
  if (track < R.trackShare.min || track > R.trackShare.max) bad.push(`track steps ${(track * 100).toFixed(1)}%`);
  const ind = share((w) => w.startsWith('IND:') || w.startsWith('IND2:'));
  if (ind < R.indShare.min || ind > R.indShare.max) bad.push(`independence ${(ind * 100).toFixed(1)}%`);
  return bad;
}
