import type { Catalog } from '../types.js';

/** Messages of the `render` namespace. Keys start with `render.`. */
export const catalog: Catalog = {
  pl: {
    'render.deadline': 'Termin: {time}',
    'render.noDeadline': 'Bez terminu',
    'render.round': 'Runda {round}',
    'render.legend': 'Legenda',
    'render.changed': 'Zmiana od ostatniego obrazu',
    'render.activeSeat': 'Na ruchu',
    'render.cardsInHand': 'Karty na ręce: {count}',
    'render.faceDown': 'Karta zakryta',
    'render.moreTokens': '+{count}',
    // Chocim 1621: decisions in progress.
    'render.chocim.occupy': '▲ wybór ocalałych: {n}/{max}',
    'render.chocim.mutinyOwed': 'bunt: do oddania jeszcze {n} jedn.',
    'render.chocim.mutinyDone': 'bunt: oddane',
    'render.chocim.recallConfirmed': 'odesłanie do rezerwy: zatwierdzone ✓',
    'render.chocim.recallWaiting': 'odesłanie do rezerwy: niezatwierdzone',
    'render.chocim.bothWaiting': 'obie strony naraz: czeka na decyzję',
    'render.chocim.bothDone': 'obie strony naraz: gotowe',
    'render.chocim.effectsTurn': 'wybiera kolejność efektów',
    'render.chocim.effectsLeft': 'Efekty do rozpatrzenia: {effects}',
    // Magnaci: trades and standing passes.
    'render.magnaci.autopass': 'autopas',
    'render.magnaci.turnPlace': 'kolejność: {place}.',
    'render.magnaci.offers': 'Oferty praw:',
    'render.magnaci.offer': '{from} → {to}: {law}',
    // Niepodległa: a portrait (joker) on a die, as a chip in the player panel.
    'render.niepodlegla.joker': 'portret',
  },
  en: {
    'render.deadline': 'Deadline: {time}',
    'render.noDeadline': 'No deadline',
    'render.round': 'Round {round}',
    'render.legend': 'Legend',
    'render.changed': 'Changed since the last image',
    'render.activeSeat': 'To act',
    'render.cardsInHand': 'Cards in hand: {count}',
    'render.faceDown': 'Face-down card',
    'render.moreTokens': '+{count}',
    // Chocim 1621: decisions in progress.
    'render.chocim.occupy': '▲ choosing survivors: {n}/{max}',
    'render.chocim.mutinyOwed': 'mutiny: {n, plural, one {# more unit} other {# more units}} owed',
    'render.chocim.mutinyDone': 'mutiny: done',
    'render.chocim.recallConfirmed': 'recall to reserve: confirmed ✓',
    'render.chocim.recallWaiting': 'recall to reserve: not confirmed',
    'render.chocim.bothWaiting': 'both sides at once: to decide',
    'render.chocim.bothDone': 'both sides at once: done',
    'render.chocim.effectsTurn': 'choosing the order of effects',
    'render.chocim.effectsLeft': 'Effects to resolve: {effects}',
    // Magnaci: trades and standing passes.
    'render.magnaci.autopass': 'autopass',
    'render.magnaci.turnPlace': 'turn order: {place}',
    'render.magnaci.offers': 'Law offers:',
    'render.magnaci.offer': '{from} → {to}: {law}',
    // Niepodległa: a portrait (joker) on a die, as a chip in the player panel.
    'render.niepodlegla.joker': 'portrait',
  },
};
