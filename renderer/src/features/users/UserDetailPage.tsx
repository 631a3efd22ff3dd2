import { useId, useState, type ReactNode } from 'react';
import type { UserView } from '../../../../shared/schemas/user';
import { useAllowed } from '../../app/permissions';
import { hrefOf } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ErrorNotice, HttpFacts } from '../../ui/ErrorNotice';
import { FactList } from '../../ui/Facts';
import { PageTitle } from '../../ui/PageTitle';
import { RawJson } from '../../ui/RawJson';
import { textOf, timestampOf } from '../../../../shared/schemas/normalize';
import { fieldOf } from '../../../../shared/schemas/set-aside';
import { ShownText } from '../../ui/Shown';
import { ShownDateTime } from '../../ui/ShownFormats';
import { PaymentHistory } from '../finder/PaymentHistory';
import { AddInstrumentSection } from './AddInstrumentSection';
import { useUser } from './queries';
import { RemoveInstrumentDialog } from './RemoveInstrumentDialog';
import { linkStatus, UserInstrumentTable, type LinkedInstrument } from './UserInstrumentTable';
import { useTranslation } from 'react-i18next';

export function UserDetailPage({ id }: { id: string }) {
  const [showInactive, setShowInactive] = useState(false);
  const user = useUser(id, showInactive);
  const { t } = useTranslation();
  const mayCreate = useAllowed()('users:create');
  return (
    <>
      <PageTitle>{t('users.detail.title', { id })}</PageTitle>
      <p>
        <a href={hrefOf({ to: '/users' })}>{t('users.detail.findAnother')}</a>
      </p>
      {user.isPending ? (
        <p role="status">{t('users.detail.loading')}</p>
      ) : user.data !== undefined ? (
        <>
          {user.isRefetchError && (
            <ErrorNotice
              title={t('users.detail.refreshFailed')}
              error={toAppError(user.error)}
              onRetry={() => void user.refetch()}
            />
          )}
          <UserSummary
            id={id}
            view={user.data}
            showInactive={showInactive}
            onShowInactive={setShowInactive}
            loading={user.isPlaceholderData}
          />
        </>
      ) : toAppError(user.error).code === 'not_found' ? (
        <div className="notice notice-error" role="alert">
          <p>
            {t('users.detail.notFound', { id })}
            <HttpFacts error={toAppError(user.error)} />
          </p>
          {mayCreate && (
            <a href={hrefOf({ to: '/users/new/$id', params: { id } })}>
              {t('users.detail.create', { id })}
            </a>
          )}
        </div>
      ) : (
        <ErrorNotice
          title={t('users.detail.loadFailed')}
          error={toAppError(user.error)}
          onRetry={() => void user.refetch()}
        />
      )}
    </>
  );
}

function UserSummary({
  id,
  view,
  showInactive,
  onShowInactive,
  loading,
}: {
  id: string;
  view: UserView;
  showInactive: boolean;
  onShowInactive: (value: boolean) => void;
  loading: boolean;
}) {
  const toggleId = useId();
  const { t } = useTranslation();
  // Only what the signed-in roles may use is offered; main refuses the rest regardless.
  const allowed = useAllowed();
  const mayAdd = allowed('users:addInstrument');
  const [removing, setRemoving] = useState<LinkedInstrument>();
  const [removed, setRemoved] = useState('');
  const [gone, setGone] = useState<string[]>([]);
  const u = view.user;
  const identity = [u?.document_type, u?.document_number].filter(Boolean).join(' ');
  const shown = (key: string) => <ShownText read={fieldOf(u, key, textOf)} />;
  // The API is asked for active links only unless the box is ticked; filtering here as well
  // keeps the promise of the checkbox should an API send inactive links regardless.
  const items = showInactive ? view.data : view.data.filter((i) => linkStatus(i) !== 'INACTIVE');
  const facts: Array<[string, ReactNode]> = [
    [t('users.detail.name'), shown('name')],
    [t('users.detail.email'), shown('email')],
    [t('users.detail.document'), <ShownText read={textOf(identity)} />],
    [t('users.detail.phone'), shown('phone')],
    [t('users.detail.created'), <ShownDateTime read={fieldOf(u, 'created_at', timestampOf)} />],
  ];
  return (
    <>
      <FactList facts={facts} />
      <section aria-labelledby={`${toggleId}-title`}>
        <h2 id={`${toggleId}-title`}>{t('users.detail.instruments')}</h2>
        <div className="check-field">
          <input
            id={toggleId}
            type="checkbox"
            checked={showInactive}
            onChange={(e) => onShowInactive(e.target.checked)}
          />
          <label htmlFor={toggleId}>{t('users.detail.showInactive')}</label>
        </div>
        <p role="status" className="muted">
          {loading ? t('users.detail.loadingInstruments') : removed}
        </p>
        {items.length === 0 ? (
          <p className="empty">
            {t(showInactive ? 'users.detail.noInstruments' : 'users.detail.noActiveInstruments')}
          </p>
        ) : (
          <UserInstrumentTable
            items={items}
            showRemoved={showInactive}
            onRemove={allowed('users:removeInstrument') ? setRemoving : undefined}
          />
        )}
      </section>
      {removing && (
        <RemoveInstrumentDialog
          userId={id}
          item={removing}
          onCancel={() => setRemoving(undefined)}
          onDone={(message) => {
            setGone((ids) => [...ids, removing.id]);
            setRemoving(undefined);
            setRemoved(message);
          }}
        />
      )}
      {mayAdd && <AddInstrumentSection userId={id} removed={gone} />}
      <PaymentHistory userId={id} />
      <RawJson label={t('users.detail.rawJson')} value={view} />
    </>
  );
}
