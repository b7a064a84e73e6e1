/**
 * The board renderers of the product games, registered by game id. Imported once by the
 * bot's board-image port, so every game the Table hosts has its board drawn.
 */
import { registerRenderer } from '../registry.js';
import { bozeIgrzyskoRenderer } from './boze-igrzysko.js';
import { chocimRenderer } from './chocim-1621.js';
import { magnaciRenderer } from './magnaci.js';
import { niepodleglaRenderer } from './niepodlegla.js';
import { staryKontynentRenderer } from './stary-kontynent.js';

export function registerProductRenderers(): void {
  registerRenderer('boze-igrzysko', bozeIgrzyskoRenderer);
  registerRenderer('chocim-1621', chocimRenderer);
  registerRenderer('magnaci', magnaciRenderer);
  registerRenderer('niepodlegla', niepodleglaRenderer);
  registerRenderer('stary-kontynent', staryKontynentRenderer);
}
