import type { z } from 'zod';
import type { UserInstrument } from '../../../../shared/schemas/user';
import { hrefOf } from '../../app/router';
import { cardOf, formatExpiry } from '../instruments/format';
import { useTranslation } from 'react-i18next';
import { textOf, timestampOf } from '../../../../shared/schemas/normalize';
import { fieldOf } from '../../../../shared/schemas/set-aside';
import { Id } from '../../ui/Id';
import { ShownApiValue } from '../../ui/ApiValue';
import { ShownText } from '../../ui/Shown';
import { ShownDateTime } from '../../ui/ShownFormats';
import { cardInWords } from './card-words';

export type LinkedInstrument = z.infer<typeof UserInstrument>;

export const linkStatus = (i: LinkedInstrument) => (i.user_instrument?.status ?? '').toUpperCase();

/**
 * The card sits under its instrument id and the added date under the link's status, so at
 * 1024 px the whole id, the card and each row's Remove fit without a sideways scroll.
 */
export function UserInstrumentTable({
  items,
  showRemoved,
  onRemove,
}: {
  items: readonly LinkedInstrument[];
  /** Only inactive links have a removal date, so the column comes with them. */
  showRemoved: boolean;
  /** Absent when the signed-in roles may not remove a link: no button then. */
  onRemove?: ((item: LinkedInstrument) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll user-instruments">
      <table className="data-table table-pinned-id">
        <caption className="visually-hidden">{t('users.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="cell-line">{t('users.table.instrument')}</span>
              <span className="cell-line cell-sub">{t('users.table.card')}</span>
            </th>
            <th scope="col">{t('users.table.holder')}</th>
            <th scope="col">{t('users.table.expiry')}</th>
            <th scope="col">
              <span className="cell-line">{t('users.table.linkStatus')}</span>
              <span className="cell-line cell-sub">{t('users.table.added')}</span>
              {/* Under the added date, not a column of its own: at 1024 px (and in Spanish's
                  longer words) one more column pushed each row's Remove out of the window. */}
              {showRemoved && (
                <span className="cell-line cell-sub">{t('users.table.removed')}</span>
              )}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('users.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((i, index) => {
            const status = linkStatus(i);
            const cardholder = i.user_instrument?.cardholder_name;
            return (
              <tr
                key={i.id || `row-${index}`}
                className={status === 'INACTIVE' ? 'row-inactive' : undefined}
              >
                <th scope="row">
                  <a
                    className="cell-line"
                    href={hrefOf({ to: '/instruments/$id', params: { id: i.id } })}
                  >
                    <Id>{i.id}</Id>
                  </a>{' '}
                  <span className="cell-line nowrap">{cardOf(i)}</span>
                </th>
                <td>
                  <ShownText read={fieldOf(i.card, 'holder_name', textOf)} />
                  {cardholder && (
                    <span className="cell-note">
                      {t('users.table.cardholderForUser', { name: cardholder })}
                    </span>
                  )}
                </td>
                <td>{formatExpiry(i)}</td>
                <td className="nowrap">
                  <span className="cell-line">
                    <ShownApiValue read={fieldOf(i.user_instrument, 'status', textOf)} />
                  </span>{' '}
                  <span className="cell-line">
                    <ShownDateTime read={fieldOf(i.user_instrument, 'added_at', timestampOf)} />
                  </span>
                  {showRemoved && (
                    <>
                      {' '}
                      <span className="cell-line">
                        <ShownDateTime
                          read={fieldOf(i.user_instrument, 'removed_at', timestampOf)}
                        />
                      </span>
                    </>
                  )}
                </td>
                <td>
                  {status !== 'INACTIVE' && onRemove && (
                    <button type="button" onClick={() => onRemove(i)}>
                      {t('users.table.remove')}
                      <span className="visually-hidden"> {cardInWords(i, t)}</span>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
