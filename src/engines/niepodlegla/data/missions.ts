import type { Sym } from './symbols.js';
import type { Provenance } from '../../kit/provenance.js';

export type Deck = 'S' | '1' | '2' | '3';

/**
 * A mission card (§2.8). `req` is a multiset of symbols, `win` the positive effects (phase 5),
 * `lose` the negative ones (phase 3), `excl` the "!" flag, `p4` the 4-player-only icon.
 * `title: null` = title MISSING; shown as "Mission A-nn".
 */
export interface MissionCard {
  id: string;
  deck: Deck;
  p4: boolean;
  excl: boolean;
  title: string | null;
  req: readonly Sym[];
  win: readonly string[];
  lose: readonly string[];
  tag: Provenance;
  note?: string;
}

/** The whole playable deck is RECONSTRUCTED except where `note` says otherwise (see the spec's §2.8 table). */
export const MISSIONS: readonly MissionCard[] = [
  { id: "A-01", deck: 'S', p4: false, excl: false, title: null, req: ['FIGHT','PEOPLE'], win: ["DIE:PILSUDSKI"], lose: ["OBS:RUS:R:CENTRAL"], tag: 'RECONSTRUCTED' },
  { id: "A-02", deck: 'S', p4: false, excl: false, title: "Powołanie Polskiego Skarbu Wojskowego", req: ['MONEY','MONEY'], win: ["A+1",'SHIELD'], lose: ["A-1"], tag: 'RECONSTRUCTED', note: "id, deck, title, win TEXT; req, lose RECON" },
  { id: "A-03", deck: 'S', p4: false, excl: false, title: null, req: ['DIPLOMACY','DIPLOMACY'], win: ["F+1"], lose: ["OBS:CEN:POZNAN"], tag: 'RECONSTRUCTED' },
  { id: "A-04", deck: 'S', p4: false, excl: false, title: "Pierwsza Kadrowa usiłuje wywołać powstanie w zaborze rosyjskim", req: ['FIGHT','PEOPLE'], win: ["IND2:R:CENTRAL"], lose: ["OBS:RUS:KIELCE"], tag: 'RECONSTRUCTED', note: "id, title, two-tokens-in-different-cities icon TEXT; whether that icon is the reward (IND2) or the penalty (OBS2) not stated, reward RECON; req size 2 DERIVED (E6); symbol types, region, deck, lose RECON" },
  { id: "A-05", deck: 'S', p4: false, excl: false, title: null, req: ['PEOPLE','MONEY'], win: ["TOKEN:TK3"], lose: ['BLACK'], tag: 'RECONSTRUCTED' },
  { id: "A-06", deck: 'S', p4: false, excl: false, title: "Komitet Narodowy Polski w Warszawie", req: ['PEOPLE','PEOPLE','DIPLOMACY'], win: ["DIE:DMOWSKI"], lose: ["A-1"], tag: 'RECONSTRUCTED', note: "title TEXT; req size 3 DERIVED (E6); id, deck, types, effects RECON" },
  { id: "A-07", deck: 'S', p4: false, excl: false, title: null, req: ['PEOPLE','PEOPLE'], win: ["IND:R:GALICIA"], lose: ["OBS:CEN:R:GALICIA"], tag: 'RECONSTRUCTED' },
  { id: "A-08", deck: 'S', p4: false, excl: false, title: null, req: ['DIPLOMACY','MONEY'], win: ["TOKEN:TK7","F+1"], lose: ['REMOVE'], tag: 'RECONSTRUCTED' },
  { id: "A-09", deck: 'S', p4: false, excl: true, title: null, req: ['FIGHT','FIGHT'], win: ["IND:ANY","A+1"], lose: ["OBS:RUS:R:KRESY"], tag: 'RECONSTRUCTED' },
  { id: "A-10", deck: 'S', p4: true, excl: false, title: null, req: ['PEOPLE','DIPLOMACY'], win: ["A+1"], lose: ["OBS:CEN:CIESZYN"], tag: 'RECONSTRUCTED' },
  { id: "A-11", deck: 'S', p4: true, excl: false, title: null, req: ['MONEY','FIGHT'], win: ["IND:ANY"], lose: ['BLACK'], tag: 'RECONSTRUCTED' },
  { id: "A-12", deck: '1', p4: false, excl: false, title: null, req: ['DIPLOMACY','DIPLOMACY','MONEY'], win: ["DIE:PADEREWSKI"], lose: ["F-1"], tag: 'RECONSTRUCTED' },
  { id: "A-13", deck: '1', p4: false, excl: false, title: null, req: ['FIGHT','FIGHT','PEOPLE'], win: ["IND:KRAKOW","F+1"], lose: ["OBS:CEN:KRAKOW"], tag: 'RECONSTRUCTED' },
  { id: "A-14", deck: '1', p4: false, excl: false, title: null, req: ['PEOPLE','PEOPLE','MONEY'], win: ["IND:WARSZAWA"], lose: ["OBS:CEN:WARSZAWA"], tag: 'RECONSTRUCTED' },
  { id: "A-15", deck: '1', p4: false, excl: false, title: null, req: ['DIPLOMACY','PEOPLE'], win: ["F+1"], lose: ["F-1"], tag: 'RECONSTRUCTED' },
  { id: "A-16", deck: '1', p4: false, excl: false, title: null, req: ['MONEY','MONEY','PEOPLE'], win: ["TOKEN:TK5"], lose: ['BLACK'], tag: 'RECONSTRUCTED' },
  { id: "A-17", deck: '1', p4: false, excl: false, title: null, req: ['FIGHT','MONEY'], win: ["IND:R:KRESY"], lose: ["OBS:RUS:R:KRESY"], tag: 'RECONSTRUCTED' },
  { id: "A-18", deck: '1', p4: false, excl: true, title: null, req: ['PEOPLE','DIPLOMACY','DIPLOMACY'], win: ["A+1","F+1"], lose: ["A-1"], tag: 'RECONSTRUCTED' },
  { id: "A-19", deck: '1', p4: false, excl: false, title: null, req: ['FIGHT','PEOPLE','PEOPLE'], win: ["IND:LUBLIN"], lose: ["OBS:CEN:LUBLIN"], tag: 'RECONSTRUCTED' },
  { id: "A-20", deck: '1', p4: false, excl: false, title: null, req: ['DIPLOMACY','MONEY'], win: ['SHIELD',"F+1"], lose: ['REMOVE'], tag: 'RECONSTRUCTED' },
  { id: "A-21", deck: '1', p4: false, excl: false, title: null, req: ['PEOPLE','MONEY'], win: ["A+1"], lose: ["OBS:RUS:R:CENTRAL"], tag: 'RECONSTRUCTED' },
  { id: "A-22", deck: '1', p4: false, excl: false, title: null, req: ['FIGHT','FIGHT','DIPLOMACY'], win: ["TOKEN:TK1"], lose: ["OBS:CEN:R:PRUSSIAN"], tag: 'RECONSTRUCTED' },
  { id: "A-23", deck: '1', p4: false, excl: false, title: null, req: ['PEOPLE','PEOPLE'], win: ["IND:ANY"], lose: ["A-1"], tag: 'RECONSTRUCTED' },
  { id: "A-24", deck: '1', p4: false, excl: false, title: null, req: ['MONEY','DIPLOMACY','PEOPLE'], win: ["IND:R:PRUSSIAN","A+1"], lose: ['BLACK'], tag: 'RECONSTRUCTED' },
  { id: "A-25", deck: '1', p4: true, excl: false, title: null, req: ['FIGHT','PEOPLE'], win: ["IND:R:CENTRAL"], lose: ["OBS:RUS:R:CENTRAL"], tag: 'RECONSTRUCTED' },
  { id: "A-26", deck: '1', p4: true, excl: false, title: null, req: ['DIPLOMACY','DIPLOMACY'], win: ["F+1"], lose: ['REMOVE'], tag: 'RECONSTRUCTED' },
  { id: "A-27", deck: '1', p4: true, excl: false, title: null, req: ['MONEY','PEOPLE','FIGHT'], win: ["IND:R:GALICIA"], lose: ["OBS:CEN:R:GALICIA"], tag: 'RECONSTRUCTED' },
  { id: "A-28", deck: '1', p4: true, excl: false, title: null, req: ['PEOPLE','DIPLOMACY'], win: ["A+1"], lose: ['BLACK'], tag: 'RECONSTRUCTED' },
  { id: "A-29", deck: '2', p4: false, excl: false, title: null, req: ['PEOPLE','PEOPLE','MONEY'], win: ["DIE:WITOS"], lose: ["A-1"], tag: 'RECONSTRUCTED' },
  { id: "A-30", deck: '2', p4: false, excl: true, title: null, req: ['FIGHT','FIGHT','FIGHT'], win: ["IND:R:KRESY","A+1"], lose: ["OBS:RUS:R:KRESY"], tag: 'RECONSTRUCTED' },
  { id: "A-31", deck: '2', p4: false, excl: false, title: null, req: ['DIPLOMACY','DIPLOMACY','PEOPLE'], win: ["F+1","IND:ANY"], lose: ["F-1"], tag: 'RECONSTRUCTED' },
  { id: "A-32", deck: '2', p4: false, excl: false, title: null, req: ['MONEY','MONEY','DIPLOMACY'], win: ["TOKEN:TK4"], lose: ['BLACK'], tag: 'RECONSTRUCTED' },
  { id: "A-33", deck: '2', p4: false, excl: false, title: null, req: ['PEOPLE','FIGHT','MONEY'], win: ["IND:R:CENTRAL","A+1"], lose: ["OBS:CEN:R:CENTRAL"], tag: 'RECONSTRUCTED' },
  { id: "A-34", deck: '2', p4: false, excl: false, title: null, req: ['DIPLOMACY','PEOPLE','PEOPLE'], win: ["A+1",'SHIELD'], lose: ['TIME'], tag: 'RECONSTRUCTED' },
  { id: "A-35", deck: '2', p4: false, excl: false, title: null, req: ['FIGHT','PEOPLE','PEOPLE'], win: ["IND:R:GALICIA"], lose: ["OBS:CEN:R:GALICIA"], tag: 'RECONSTRUCTED' },
  { id: "A-36", deck: '2', p4: false, excl: false, title: null, req: ['DIPLOMACY','DIPLOMACY','MONEY'], win: ["F+1"], lose: ['REMOVE'], tag: 'RECONSTRUCTED' },
  { id: "A-37", deck: '2', p4: false, excl: false, title: null, req: ['PEOPLE','MONEY','MONEY'], win: ["IND:R:PRUSSIAN"], lose: ["OBS:CEN:R:PRUSSIAN"], tag: 'RECONSTRUCTED' },
  { id: "A-38", deck: '2', p4: false, excl: true, title: null, req: ['FIGHT','DIPLOMACY','PEOPLE'], win: ["A+1","F+1"], lose: ["F-1"], tag: 'RECONSTRUCTED' },
  { id: "A-39", deck: '2', p4: false, excl: false, title: null, req: ['PEOPLE','PEOPLE','DIPLOMACY'], win: ["TOKEN:TK6"], lose: ['BLACK'], tag: 'RECONSTRUCTED' },
  { id: "A-40", deck: '2', p4: false, excl: false, title: null, req: ['FIGHT','FIGHT','MONEY'], win: ["IND:WILNO"], lose: ["OBS:RUS:WILNO"], tag: 'RECONSTRUCTED' },
  { id: "A-41", deck: '2', p4: true, excl: false, title: null, req: ['DIPLOMACY','MONEY','PEOPLE'], win: ["F+1"], lose: ["F-1"], tag: 'RECONSTRUCTED' },
  { id: "A-42", deck: '2', p4: true, excl: false, title: null, req: ['FIGHT','PEOPLE','MONEY'], win: ["IND:R:KRESY"], lose: ["OBS:RUS:R:KRESY"], tag: 'RECONSTRUCTED' },
  { id: "A-43", deck: '2', p4: true, excl: false, title: null, req: ['PEOPLE','PEOPLE','PEOPLE'], win: ["A+1"], lose: ["A-1"], tag: 'RECONSTRUCTED' },
  { id: "A-44", deck: '2', p4: true, excl: false, title: null, req: ['DIPLOMACY','DIPLOMACY','FIGHT'], win: ["IND:ANY"], lose: ['REMOVE'], tag: 'RECONSTRUCTED' },
  { id: "A-45", deck: '3', p4: false, excl: false, title: null, req: ['FIGHT','FIGHT','DIPLOMACY'], win: ["DIE:HALLER"], lose: ["F-1"], tag: 'RECONSTRUCTED' },
  { id: "A-46", deck: '3', p4: false, excl: false, title: null, req: ['FIGHT','FIGHT','MONEY'], win: ["TOKEN:TK2"], lose: ["OBS:RUS:R:KRESY"], tag: 'RECONSTRUCTED' },
  { id: "A-47", deck: '3', p4: false, excl: false, title: null, req: ['PEOPLE','PEOPLE','FIGHT','MONEY'], win: ["IND:R:CENTRAL","A+1"], lose: ["OBS:RUS:R:CENTRAL"], tag: 'RECONSTRUCTED' },
  { id: "A-48", deck: '3', p4: false, excl: false, title: null, req: ['FIGHT','FIGHT','PEOPLE'], win: ["IND:LWOW"], lose: ["OBS:UKR:LWOW"], tag: 'RECONSTRUCTED' },
  { id: "A-49", deck: '3', p4: false, excl: false, title: null, req: ['MONEY','MONEY','PEOPLE'], win: ["TOKEN:TK8"], lose: ['BLACK'], tag: 'RECONSTRUCTED' },
  { id: "A-50", deck: '3', p4: false, excl: true, title: "Komitet Narodowy Polski w Paryżu", req: ['DIPLOMACY','DIPLOMACY','DIPLOMACY'], win: ["F+1","F+1"], lose: ["F-1"], tag: 'RECONSTRUCTED', note: "title TEXT; the title appears next to the '!' note in the OCR, so it may be the card pictured there: excl RECON (layout inference only); id, deck, req, effects RECON" },
  { id: "A-51", deck: '3', p4: false, excl: false, title: null, req: ['PEOPLE','DIPLOMACY','MONEY'], win: ["A+1",'SHIELD'], lose: ['TIME'], tag: 'RECONSTRUCTED' },
  { id: "A-52", deck: '3', p4: false, excl: false, title: null, req: ['FIGHT','PEOPLE','PEOPLE'], win: ["IND:R:PRUSSIAN"], lose: ["OBS:CEN:R:PRUSSIAN"], tag: 'RECONSTRUCTED' },
  { id: "A-53", deck: '3', p4: false, excl: false, title: null, req: ['FIGHT','FIGHT','MONEY'], win: ["IND:STANISLAWOW"], lose: ["OBS:UKR:STANISLAWOW"], tag: 'RECONSTRUCTED' },
  { id: "A-54", deck: '3', p4: false, excl: false, title: "Bitwa pod Kostiuchnówką…", req: ['FIGHT','FIGHT','FIGHT'], win: ["IND2:R:KRESY"], lose: ["OBS:RUS:R:KRESY"], tag: 'RECONSTRUCTED', note: "id and two-tokens-in-different-cities icon TEXT; title TEXT but truncated in the rulebook ('…'), full title MISSING; reward vs penalty sign of the icon not stated; deck follows the RECON id ranges; rest RECON" },
  { id: "A-55", deck: '3', p4: false, excl: true, title: null, req: ['PEOPLE','PEOPLE','DIPLOMACY','DIPLOMACY'], win: ["A+1","A+1"], lose: ["A-1"], tag: 'RECONSTRUCTED' },
  { id: "A-56", deck: '3', p4: false, excl: false, title: null, req: ['DIPLOMACY','MONEY','FIGHT'], win: ["F+1","IND:ANY"], lose: ['TIME'], tag: 'RECONSTRUCTED' },
  { id: "A-57", deck: '3', p4: true, excl: false, title: null, req: ['PEOPLE','FIGHT','FIGHT'], win: ["IND:R:KRESY"], lose: ["OBS:UKR:LUCK"], tag: 'RECONSTRUCTED' },
  { id: "A-58", deck: '3', p4: true, excl: false, title: null, req: ['DIPLOMACY','DIPLOMACY','PEOPLE'], win: ["F+1"], lose: ["F-1"], tag: 'RECONSTRUCTED' },
  { id: "A-59", deck: '3', p4: true, excl: false, title: null, req: ['MONEY','PEOPLE','PEOPLE'], win: ["A+1"], lose: ["A-1"], tag: 'RECONSTRUCTED' },
  { id: "A-60", deck: '3', p4: true, excl: false, title: null, req: ['FIGHT','DIPLOMACY','MONEY'], win: ["IND:ANY",'SHIELD'], lose: ['BLACK'], tag: 'RECONSTRUCTED' },];
