/**
 * catalog plural forms: every message that takes a number is rendered with 1, 2, 5 and 22 in
 * both languages, and a number filled straight in front of a word that changes with it
 * ("{n} jednostek", "{n} cards") is refused: such a message must say `{n, plural, …}`.
 * Messages that take a name agree with a plural-noun faction and a singular one.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, test } from 'vitest';
import { unitsRecruited } from '../../src/engines/boze-igrzysko/util.js';
import type { Msg, MsgParam } from '../../src/engines/kit/types.js';
import { LOCALES, type Locale, messageKeys, msgId, t, template, tPeople } from '../../src/i18n/index.js';

/** Parameters that carry a number, by the name the catalogues give them. */
const NUMBER_PARAMS = new Set([
  'n',
  'count',
  'hours',
  'days',
  'players',
  'have',
  'need',
  'left',
  'lost',
  'removed',
  'hits',
  'discarded',
  'points',
  'mine',
  'others',
  'total',
  'cubes',
  'discs',
  'estates',
  'duchies',
  'pp',
  'zl',
  'strength',
  'value',
  'score',
  'min',
  'max',
  'seq',
  'page',
  'pages',
  'round',
  'turn',
  'week',
  'cv',
  's',
  'level',
  'sum',
  'scale',
  'cs',
  'amount',
  'missions',
  'cards',
  'placed',
  'cleared',
  'tokens',
  'managers',
  'cities',
  'markers',
  'influence',
  'areas',
  'partitions',
  'laws',
  'conflicts',
  'offices',
  'provinces',
  'moves',
  'attackers',
  'defenders',
  'rolls',
  'morale',
  'pawns',
  'chars',
  'threats',
  'shield',
  'gap',
  'supply',
  'wave',
  'delta',
  'hand',
  'used',
  'withdraw',
  'inf',
  'cav',
  'art',
  'cossacks',
  'garrison',
  'before',
  'after',
  'drop',
  'base',
  'mod',
  'share',
  'needed',
  'lead',
]);

/** Words a number may stand before unchanged: units and abbreviations. */
const INVARIANT = new Set([
  // units and abbreviations
  'zł',
  'PP',
  'pkt',
  'godz',
  'jedn',
  'k6',
  'h',
  'morale',
  // words that do not change with the number before them
  'do',
  'w',
  'za',
  'z',
  'na',
  'i',
  'to',
  'and',
  'of',
  'for',
  'into',
  'in',
  'left',
  'apart',
  'can',
  'u',
  'there',
]);

/** Numbers that name a position (action #3, turn 4), not a count of something. */
const ORDINALS = new Set(['seq', 'turn', 'round', 'page', 'pages', 'week']);

/** Every parameter a template names, without the grammar suffixes a name brings along. */
function allArgs(elements: MessageFormatElement[], out: Set<string>): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.plural || e.type === TYPE.select || e.type === TYPE.number)
      out.add(e.value.replace(/_(g|gen|dat|acc|ins|loc)$/, ''));
    if (e.type === TYPE.plural || e.type === TYPE.select)
      for (const o of Object.values(e.options)) allArgs(o.value, out);
  }
  return out;
}

function numberArgs(elements: MessageFormatElement[], out: Set<string>): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument && NUMBER_PARAMS.has(e.value)) out.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.number) out.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select)
      for (const o of Object.values(e.options)) numberArgs(o.value, out);
  }
  return out;
}

/** "{n} word" where word is not a unit: the unpluralised number this test exists to catch. */
function bareCounts(elements: MessageFormatElement[], out: string[]): string[] {
  elements.forEach((e, i) => {
    if (e.type === TYPE.argument && NUMBER_PARAMS.has(e.value) && !ORDINALS.has(e.value)) {
      const next = elements[i + 1];
      if (next?.type === TYPE.literal) {
        const word = /^ (\p{L}+)/u.exec(next.value)?.[1];
        if (word && !INVARIANT.has(word)) out.push(`{${e.value}} ${word}`);
      }
    }
    if (e.type === TYPE.plural || e.type === TYPE.select)
      for (const o of Object.values(e.options)) bareCounts(o.value, out);
  });
  return out;
}

function ast(locale: Locale, key: string): MessageFormatElement[] {
  return parse(template(locale, key) ?? '', { ignoreTag: true });
}

describe('catalog plural forms', () => {
  test('every template is valid ICU MessageFormat', () => {
    for (const locale of LOCALES)
      for (const key of messageKeys(locale)) expect(() => ast(locale, key), key).not.toThrow();
  });

  test('no number stands unpluralised before a word that changes with it', () => {
    const bare: string[] = [];
    for (const locale of LOCALES)
      for (const key of messageKeys(locale))
        for (const b of bareCounts(ast(locale, key), [])) bare.push(`${locale} ${key}: ${b}`);
    if (bare.length) console.log(bare.join('\n'));
    expect(bare).toEqual([]);
  });

  test('every message that takes a number renders with 1, 2, 5 and 22', () => {
    for (const locale of LOCALES)
      for (const key of messageKeys(locale)) {
        const nums = numberArgs(ast(locale, key), new Set());
        if (nums.size === 0) continue;
        for (const v of [1, 2, 5, 22]) {
          const params = Object.fromEntries(
            [...allArgs(ast(locale, key), new Set())].map((p) => [p, nums.has(p) ? v : 'X']),
          );
          const text = t(locale, key, params);
          expect(text, key).not.toMatch(/\{\w+, ?plural/);
          expect(text, key).toContain(String(v));
        }
      }
  });
});

const m = (key: string, params?: Record<string, MsgParam>): Msg => (params ? { key, params } : { key });
const czarni = m('magnaci.faction.black');
const czerwoni = m('magnaci.faction.red');
const niebiescy = m('magnaci.faction.blue');
const rp = m('chocim-1621.side.PLC');
const imperium = m('chocim-1621.side.OTT');

describe('catalog plural forms: what the players quoted', () => {
  const forms = (key: string, params: Record<string, MsgParam>) =>
    [1, 2, 5, 22].map((n) => t('pl', m(key, { ...params, n })));

  test('Magnaci: plural factions agree, Estates follow the number', () => {
    expect(forms('magnaci.event.estatesPlaced', { player: czarni, area: m('magnaci.area.LITWA') })).toEqual([
      'Czarni stawiają 1 Posiadłość: Litwa.',
      'Czarni stawiają 2 Posiadłości: Litwa.',
      'Czarni stawiają 5 Posiadłości: Litwa.',
      'Czarni stawiają 22 Posiadłości: Litwa.',
    ]);
    expect(forms('magnaci.prompt.placeEstates', {})).toEqual([
      'Postaw 1 Posiadłość w jednej Prowincji bez Rozbioru',
      'Postaw 2 Posiadłości w jednej Prowincji bez Rozbioru',
      'Postaw 5 Posiadłości w jednej Prowincji bez Rozbioru',
      'Postaw 22 Posiadłości w jednej Prowincji bez Rozbioru',
    ]);
    expect(t('pl', m('magnaci.event.submitted', { player: czerwoni }))).toBe('Czerwoni położyli zakryte karty.');
    const card = m('magnaci.faction.none');
    expect(t('pl', m('magnaci.event.offer', { from: czerwoni, to: niebiescy, card }))).toBe(
      'Czerwoni proponują Niebieskim kartę Praw —.',
    );
    expect(t('pl', m('magnaci.act.offerLaw', { player: niebiescy, card }))).toBe('Zaproponuj Niebieskim kartę Praw —');
    expect(t('pl', m('magnaci.event.offerWithdrawn', { from: czerwoni, to: niebiescy, card }))).toBe(
      'Czerwoni wycofują ofertę dla Niebieskich: —.',
    );
    // A Law that brings no Estate says so by saying nothing, not "(+0 Posiadłości)".
    const law = m('magnaci.law.TWIERDZA');
    expect(t('pl', m('magnaci.event.lawWon', { player: czarni, card: law, n: 0 }))).toBe(
      'Czarni zdobywają kartę Praw Twierdza.',
    );
    expect(t('pl', m('magnaci.event.lawWon', { player: czarni, card: law, n: 2 }))).toBe(
      'Czarni zdobywają kartę Praw Twierdza (+2 Posiadłości).',
    );
  });

  test('Chocim: units back to reserve and the sides as a feminine and a neuter noun', () => {
    expect(forms('chocim-1621.event.recallCount', { side: rp })).toEqual([
      'Rzeczpospolita odsyła do rezerwy 1 jednostkę z obrony/kontroli.',
      'Rzeczpospolita odsyła do rezerwy 2 jednostki z obrony/kontroli.',
      'Rzeczpospolita odsyła do rezerwy 5 jednostek z obrony/kontroli.',
      'Rzeczpospolita odsyła do rezerwy 22 jednostki z obrony/kontroli.',
    ]);
    expect(t('pl', m('chocim-1621.event.recallCount', { side: rp, n: 0 }))).toBe(
      'Rzeczpospolita nie odsyła do rezerwy żadnej jednostki z obrony/kontroli.',
    );
    // Units in words, not "1 jedn.": what players quoted from a hungry week.
    expect(forms('chocim-1621.event.hungry', { side: rp })).toEqual([
      'Rzeczpospolita: głodno i chłodno, trzeba usunąć 1 jednostkę.',
      'Rzeczpospolita: głodno i chłodno, trzeba usunąć 2 jednostki.',
      'Rzeczpospolita: głodno i chłodno, trzeba usunąć 5 jednostek.',
      'Rzeczpospolita: głodno i chłodno, trzeba usunąć 22 jednostki.',
    ]);
    expect(forms('chocim-1621.label.support', {})).toEqual([
      'Użyj 1 jednostki wsparcia',
      'Użyj 2 jednostek wsparcia',
      'Użyj 5 jednostek wsparcia',
      'Użyj 22 jednostek wsparcia',
    ]);
    expect(t('pl', m('chocim-1621.event.sealed', { side: rp }))).toBe('Rzeczpospolita złożyła tajny wybór.');
    expect(t('pl', m('chocim-1621.event.sealed', { side: imperium }))).toBe('Imperium Osmańskie złożyło tajny wybór.');
  });

  test('Boże Igrzysko: the Tatars expand in the plural, Moscow in the singular', () => {
    const expansion = (enemy: string) =>
      t(
        'pl',
        m('boze-igrzysko.event.expansion', {
          enemy: m(`boze-igrzysko.enemy.${enemy}`),
          n: 4,
          province: m('boze-igrzysko.province.LIT'),
        }),
      );
    expect(expansion('tatars')).toBe('Tatarzy rozszerzają się: 4 kostki do Litwy.');
    expect(expansion('moscow')).toBe('Moskwa rozszerza się: 4 kostki do Litwy.');
  });

  test('Boże Igrzysko: a recruitment names the units recruited, not the kinds left at 0', () => {
    const recruit = unitsRecruited({ inf: 2, cav: 0, art: 0, cossacks: 1 });
    const player = m('boze-igrzysko.colour.white');
    const province = m('boze-igrzysko.province.LIT');
    expect(t('pl', m('boze-igrzysko.event.recruit', { player, province, units: recruit, zl: 4 }))).toBe(
      'Biały (Radziwiłł) werbuje na Litwie: piechota 2, Kozacy 1 za 4 zł.',
    );
    expect(t('en', m('boze-igrzysko.event.recruit', { player, province, units: recruit, zl: 4 }))).toBe(
      'White (Radziwiłł) recruits in Lithuania: infantry 2, Cossacks 1 for 4 zł.',
    );
    const label = m('boze-igrzysko.action.recruit', {
      province,
      units: unitsRecruited({ inf: 0, cav: 1, art: 1, cossacks: 0 }),
    });
    expect(t('pl', label)).toBe('Werbuj na Litwie: kawaleria 1, artyleria 1');
  });

  test('Niepodległa: new missions', () => {
    expect(forms('niepodlegla.event.display.refilled', {})).toEqual([
      'Dołożono 1 nową misję.',
      'Dołożono 2 nowe misje.',
      'Dołożono 5 nowych misji.',
      'Dołożono 22 nowe misje.',
    ]);
  });

  test('an undo asks one player in the singular, several in the plural', () => {
    const ask = (count: number) => t('pl', 'table.undo.asked', { name: 'Ala', seq: 3, who: '@B', count });
    expect(ask(1)).toBe('↩️ Ala prosi o cofnięcie ruchu #3. @B — czy się zgadzasz?');
    expect(ask(2)).toBe('↩️ Ala prosi o cofnięcie ruchu #3. @B — czy się zgadzacie?');
  });

  test('a seat named with its player: "Ala · Czerwoni", and in another case "Niebieskim (Bartek)"', () => {
    const people = new Map([
      [msgId(czerwoni), { person: 'Ala' }],
      [msgId(niebiescy), { person: 'Bartek' }],
    ]);
    const card = m('magnaci.faction.none');
    expect(tPeople('pl', m('magnaci.event.offer', { from: czerwoni, to: niebiescy, card }), people)).toBe(
      'Ala · Czerwoni proponują Niebieskim (Bartek) kartę Praw —.',
    );
    expect(tPeople('en', m('magnaci.event.offer', { from: czerwoni, to: niebiescy, card }), people)).toBe(
      'Ala · Red offers the Law card — to Bartek · Blue.',
    );
  });

  test('every message that takes a name agrees with a plural faction and a singular one', () => {
    for (const key of messageKeys('pl')) {
      const source = template('pl', key) ?? '';
      const named = [...source.matchAll(/\{(\w+)_g, select/g)].map((x) => x[1] ?? '');
      if (named.length === 0) continue;
      const render = (who: Msg) => {
        const params: Record<string, MsgParam> = {};
        for (const p of allArgs(ast('pl', key), new Set())) params[p] = NUMBER_PARAMS.has(p) ? 2 : 'X';
        for (const p of named) params[p] = who;
        return t('pl', m(key, params));
      };
      const plural = render(czerwoni);
      const singular = render(m('stary-kontynent.colour.red'));
      expect(plural, key).not.toContain('{');
      expect(plural, key).not.toBe(singular.replaceAll('Czerwony', 'Czerwoni'));
    }
  });
});
