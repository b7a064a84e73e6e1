/** Command names and descriptions from the i18n catalog, in English (Discord's default) and Polish. */
import { t } from '../i18n/index.js';
import type { Nameable } from './types.js';

/** Sets name and description from `<key>.name` / `<key>.desc`, with the Polish localizations. */
export function named<T extends Nameable<T>>(builder: T, key: string): T {
  return builder
    .setName(t('en', `${key}.name`))
    .setNameLocalizations({ pl: t('pl', `${key}.name`) })
    .setDescription(t('en', `${key}.desc`))
    .setDescriptionLocalizations({ pl: t('pl', `${key}.desc`) });
}
