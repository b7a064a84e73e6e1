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
  },
};
