import type { TFunction } from 'i18next';
import type { Instrument } from '../../../../shared/schemas/instrument';
import { instrumentCardMask } from '../../lib/card-mask';

/**
 * A user's card in a sentence ("Remove Visa •••• 0007 from usr-1?"): the console's one mask, so
 * a message names the card as the table beside it does; "Card" only when the API named no brand.
 */
export function cardInWords(instrument: Pick<Instrument, 'card'>, t: TFunction): string {
  return instrumentCardMask(instrument, t('frame.card.unknownBrand'));
}
