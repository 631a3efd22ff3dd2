import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Profile } from '../../../../shared/schemas/profile';
import { hrefOf, go } from '../../app/router';
import { useAllowed } from '../../app/permissions';
import { api, call, toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ConnectionTest } from './ConnectionTest';
import { clearCachedResponses } from './queries';
import { RemoveProfileDialog } from './RemoveProfileDialog';
import { SimulatorDialectField } from './SimulatorDialectField';
import { secretWords } from './words';
import { useTranslation } from 'react-i18next';
import { useShownProfile } from '../../app/ShownProfile';

export function ProfileCard({ profile: p, active }: { profile: Profile; active: boolean }) {
  const titleId = useId();
  const client = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const { t } = useTranslation();
  const allowed = useAllowed();
  const mayEdit = allowed('profiles:update');
  const mayRemove = allowed('profiles:remove');
  // Settings' buttons name what the header shows at the click: a change pushed from another
  // window is already there.
  const shown = useShownProfile({ hold: false });
  const activate = useMutation({
    mutationFn: async () =>
      call(api().profiles.activate({ id: p.id, shownProfile: await shown.stamp() })),
    // Awaited by the mutation, so no screen re-renders on the old profile's answers.
    onSuccess: async () => {
      await clearCachedResponses(client);
      go({ to: '/instruments' });
    },
  });
  const remote = p.kind === 'remote';
  return (
    <article
      aria-labelledby={titleId}
      className={active ? 'profile-card profile-card-active' : 'profile-card'}
    >
      <h2 id={titleId}>
        {p.name}
        {active && <span className="badge-active"> {t('settings.card.active')}</span>}
        {p.production && (
          <>
            {' '}
            <strong className="badge-production">{t('settings.card.production')}</strong>
          </>
        )}
      </h2>
      <dl className="facts">
        <div>
          <dt>{t('settings.card.baseUrl')}</dt>
          <dd>{p.baseUrl}</dd>
        </div>
        <div>
          <dt>{t('settings.card.tokenUrl')}</dt>
          <dd>{p.tokenUrl}</dd>
        </div>
        <div>
          <dt>{t('settings.card.clientId')}</dt>
          <dd>{p.clientId}</dd>
        </div>
        <div>
          <dt>{t('settings.card.idempotencyKey')}</dt>
          <dd>
            {t(
              p.idempotencyKey === 'honoured'
                ? 'settings.card.idempotencyHonoured'
                : 'settings.card.idempotencyNotKnown',
            )}
          </dd>
        </div>
        <div>
          <dt>{t('settings.card.clientSecret')}</dt>
          <dd className={p.secret.state === 'set' ? undefined : 'text-warning'}>
            {remote ? secretWords(p.secret, t) : t('settings.card.builtIn')}
          </dd>
          {/* On the card too: an administrator may never open Edit, where the secret is set. */}
          {p.approvedWaiting !== undefined && (
            <dd className="text-warning">
              {t('settings.secret.approvedWaiting', { count: p.approvedWaiting })}
            </dd>
          )}
        </div>
        {p.defaultMerchantId && (
          <div>
            <dt>{t('settings.card.defaultMerchant')}</dt>
            <dd className="mono">{p.defaultMerchantId}</dd>
          </div>
        )}
      </dl>
      <div className="form-actions">
        {!active && (
          <button
            type="button"
            className="button-primary"
            onClick={() => activate.mutate()}
            disabled={activate.isPending}
            aria-busy={activate.isPending}
          >
            {t('settings.card.activate')}
            <span className="visually-hidden"> {p.name}</span>
          </button>
        )}
        {remote && mayEdit && (
          <a className="button" href={hrefOf({ to: '/settings/$id', params: { id: p.id } })}>
            {t('settings.card.edit')}
            <span className="visually-hidden"> {p.name}</span>
          </a>
        )}
        {remote && mayRemove && (
          <button type="button" onClick={() => setRemoving(true)}>
            {t('settings.card.remove')}
            <span className="visually-hidden"> {p.name}</span>
          </button>
        )}
      </div>
      {activate.isPending && (
        <p role="status" className="muted">
          {t('settings.card.switching', { name: p.name })}
        </p>
      )}
      {activate.isError && (
        <ErrorNotice
          title={t('settings.card.activateFailed', { name: p.name })}
          error={toAppError(activate.error)}
        />
      )}
      {p.kind === 'simulator' && <SimulatorDialectField profile={p} />}
      <ConnectionTest profile={p} />
      {removing && (
        <RemoveProfileDialog profile={p} active={active} onClose={() => setRemoving(false)} />
      )}
    </article>
  );
}
