/**
 * name cases: a name filled into a Polish sentence takes the case the sentence needs
 * ("Nagrodę za Wojnę północną", "urząd Prymasa", "na Litwie", "posiadłość Czerwonego"),
 * from case forms the catalogue gives each name, never the nominative pasted in.
 */
import { describe, expect, it } from 'vitest';
import type { Msg, MsgParam } from '../../src/engines/kit/types.js';
import { CONFLICT_IDS } from '../../src/engines/magnaci/data/conflicts.js';
import { messageKeys, nounOf, t, template } from '../../src/i18n/index.js';

const mg = (k: string, params?: Record<string, MsgParam>): Msg => ({
  key: `magnaci.${k}`,
  ...(params ? { params } : {}),
});
const bi = (k: string, params?: Record<string, MsgParam>): Msg => ({
  key: `boze-igrzysko.${k}`,
  ...(params ? { params } : {}),
});

const MAGNACI_AREAS = [
  'PRUSY',
  'LITWA',
  'UKRAINA',
  'MALOPOLSKA',
  'WIELKOPOLSKA',
  'INFLANTY',
  'SMOLENSZCZYZNA',
  'MOLDAWIA',
  'SLASK',
];
const OFFICES = ['PRYMAS', 'PODSKARBI', 'HETMAN', 'KANCLERZ'];

describe('name cases', () => {
  it('Magnaci: a Conflict is named in the accusative after "za" and "Odrzuć"', () => {
    expect(t('pl', mg('event.reward', { player: mg('faction.red'), card: mg('conflict.WOJNA_POLNOCNA') }))).toBe(
      'Czerwoni zdobywają Nagrodę za Wojnę północną.',
    );
    expect(
      t('pl', mg('act.discardConflict', { card: mg('conflict.SWIETA_LIGA'), field: 'VII', area: mg('area.SLASK') })),
    ).toBe('Odrzuć Świętą Ligę (pole VII, Śląsk)');
    for (const id of CONFLICT_IDS) {
      const noun = nounOf('pl', `magnaci.conflict.${id}`);
      expect(noun?.acc, id).toBeTruthy();
      const text = t('pl', mg('event.reward', { player: mg('faction.black'), card: mg(`conflict.${id}`) }));
      expect(text).toBe(`Czarni zdobywają Nagrodę za ${noun?.acc}.`);
    }
    expect(t('en', mg('event.reward', { player: mg('faction.red'), card: mg('conflict.WOJNA_POLNOCNA') }))).toBe(
      'Red wins the Reward for Northern War.',
    );
  });

  it('Magnaci: offices in the genitive, places with the preposition they take', () => {
    expect(t('pl', mg('event.officeWon', { player: mg('faction.blue'), office: mg('office.PRYMAS'), n: 2 }))).toBe(
      'Niebiescy obejmują urząd Prymasa (+2 Posiadłości).',
    );
    expect(t('pl', mg('event.officeUnclaimed', { office: mg('office.PODSKARBI') }))).toBe(
      'Nikt nie ubiegał się o urząd Podskarbiego: karta zostaje odłożona.',
    );
    expect(
      t('pl', mg('event.entail', { player: mg('faction.red'), from: mg('area.LITWA'), area: mg('area.PRUSY') })),
    ).toBe('Czerwoni używają Ordynacji: tracą Posiadłość na Litwie zamiast w Prusach.');
    expect(t('pl', mg('event.building', { building: mg('building.FORTRESS'), area: mg('area.UKRAINA') }))).toBe(
      'Powstaje Twierdza na Ukrainie.',
    );
    expect(t('pl', mg('event.fiefDenied', { player: mg('faction.red'), area: mg('area.SMOLENSZCZYZNA') }))).toBe(
      'Czerwoni nie zdobywają Lenna Smoleńszczyzny: Prowincja jest objęta Rozbiorem.',
    );
    expect(t('en', mg('act.acceptLoss', { area: mg('area.SLASK') }))).toBe('Lose the Estate in Silesia');
    for (const a of MAGNACI_AREAS) {
      const noun = nounOf('pl', `magnaci.area.${a}`);
      expect(noun?.in, a).toMatch(/^(w|na) /);
      expect(noun?.gen, a).toBeTruthy();
    }
    for (const o of OFFICES) expect(nounOf('pl', `magnaci.office.${o}`)?.gen, o).toBeTruthy();
  });

  it('Magnaci: a played card is named in the accusative ("zagrywają Kanclerza", "Zagraj Konfederację")', () => {
    const play = (card: Msg, detail: Msg = mg('detail.none')) =>
      t('pl', mg('event.play', { player: mg('faction.blue'), card, detail }));
    expect(play(mg('office.KANCLERZ'))).toBe('Niebiescy zagrywają Kanclerza.');
    expect(play(mg('law.KONFEDERACJA'), mg('detail.target', { player: mg('faction.red') }))).toBe(
      'Niebiescy zagrywają Konfederację → Czerwoni.',
    );
    expect(play(mg('law.POSELSTWO'))).toBe('Niebiescy zagrywają Poselstwo.');
    expect(t('pl', mg('act.play', { card: mg('law.UNIA_BRZESKA'), detail: mg('detail.none') }))).toBe(
      'Zagraj Unię brzeską',
    );
  });

  it('Boże Igrzysko: provinces with their preposition, the owner in the genitive', () => {
    expect(t('pl', bi('event.shortageCube', { player: bi('colour.red'), province: bi('province.LIT') }))).toBe(
      'Czerwony (Sapieha) stawia kostkę na Litwie.',
    );
    expect(
      t('pl', bi('event.estateDestroyed', { player: bi('colour.red'), province: bi('province.MAL'), space: 3 })),
    ).toBe('Zniszczona posiadłość Czerwonego (Sapieha): Małopolska, pole 3.');
    expect(t('pl', bi('action.recruitStart', { province: bi('province.PRU') }))).toBe('Werbuj w Prusach');
    expect(t('en', bi('action.recruitStart', { province: bi('province.PRU') }))).toBe('Recruit in Prussia');
  });

  it('Boże Igrzysko: a treaty "z" or "ze" the enemy, a campaign from a province against the enemy', () => {
    expect(t('pl', bi('event.treatyHolds', { enemy: bi('enemy.sweden') }))).toBe(
      'Traktat ze Szwecją obowiązuje — brak inwazji.',
    );
    expect(t('pl', bi('event.treatyBroken', { enemy: bi('enemy.tatars') }))).toBe('Traktat z Tatarami zerwany!');
    expect(t('pl', bi('action.campaign', { province: bi('province.PRU'), enemy: bi('enemy.moscow') }))).toBe(
      'Kampania z Prus na Moskwę',
    );
    expect(t('pl', bi('action.veto', { province: bi('province.LIT') }))).toBe('Liberum veto (kostka z Litwy)');
    expect(t('pl', bi('action.shortagePlace', { province: bi('province.PRU') }))).toBe('Kostka do Prus');
    for (const e of ['teutons', 'sweden', 'prussia', 'moscow', 'tatars', 'ottomans', 'habsburgs']) {
      const noun = nounOf('pl', `boze-igrzysko.enemy.${e}`);
      expect(noun?.with, e).toMatch(/^(z|ze) /);
      expect(noun?.acc, e).toBeTruthy();
    }
  });

  it('no Polish template pastes a name in the nominative after a preposition or a governing noun', () => {
    // "w {area}", "w: {province}", "za {card}", "urząd {office}", "gracza {player}": each needs a case form.
    // ("urząd: {office}", a label with a colon, is fine.)
    const pasted =
      /(?:\b(?:w|we|na|z|ze|do):? |\b(?:za|dla|urząd|gracza|Lenna|traktat) )\{(?:area|from|province|card|office|player|target|fief|enemy)\}/;
    const bad = messageKeys('pl')
      .filter((k) => k.startsWith('magnaci.') || k.startsWith('boze-igrzysko.'))
      .filter((k) => pasted.test(template('pl', k) ?? ''));
    expect(bad).toEqual([]);
  });
});
