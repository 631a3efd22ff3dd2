import * as common from './areas/common';
import type { Messages } from './messages';

/** Spanish messages: the console's market is Latin America, and so are many store managers. */
export const es: Messages = {
  common: common.es,
};
