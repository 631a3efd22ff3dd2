import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Profile } from '../../../../shared/schemas/profile';
import { areaHref, go } from '../../app/router';
import { api, call, toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ConnectionTest } from './ConnectionTest';
import { clearCachedResponses } from './queries';
import { RemoveProfileDialog } from './RemoveProfileDialog';
import { secretWords } from './words';

export function ProfileCard({ profile: p, active }: { profile: Profile; active: boolean }) {
  const titleId = useId();
  const client = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const activate = useMutation({
    mutationFn: () => call(api().profiles.activate({ id: p.id })),
    // Awaited by the mutation, so no screen re-renders on the old profile's answers.
    onSuccess: async () => {
      await clearCachedResponses(client);
      go('instruments');
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
        {active && <span className="badge-active"> Active</span>}
        {p.production && (
          <>
            {' '}
            <strong className="badge-production">Production</strong>
          </>
        )}
      </h2>
      <dl className="facts">
        <div>
          <dt>Base URL</dt>
          <dd>{p.baseUrl}</dd>
        </div>
        <div>
          <dt>Token URL</dt>
          <dd>{p.tokenUrl}</dd>
        </div>
        <div>
          <dt>Client id</dt>
          <dd>{p.clientId}</dd>
        </div>
        <div>
          <dt>Idempotency-Key</dt>
          <dd>
            {p.idempotencyKey === 'honoured'
              ? 'Honoured: resent once on its own after a reset or a 5xx'
              : 'Not known: never resent on its own'}
          </dd>
        </div>
        <div>
          <dt>Client secret</dt>
          <dd className={p.secret.state === 'set' ? undefined : 'text-warning'}>
            {remote ? secretWords(p.secret) : 'Built in'}
          </dd>
        </div>
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
            Activate<span className="visually-hidden"> {p.name}</span>
          </button>
        )}
        {remote && (
          <a className="button" href={areaHref('settings', p.id)}>
            Edit<span className="visually-hidden"> {p.name}</span>
          </a>
        )}
        {remote && (
          <button type="button" onClick={() => setRemoving(true)}>
            Remove<span className="visually-hidden"> {p.name}</span>
          </button>
        )}
      </div>
      {activate.isPending && (
        <p role="status" className="muted">
          Switching to {p.name}…
        </p>
      )}
      {activate.isError && (
        <ErrorNotice title={`Could not activate ${p.name}.`} error={toAppError(activate.error)} />
      )}
      <ConnectionTest profile={p} />
      {removing && (
        <RemoveProfileDialog profile={p} active={active} onClose={() => setRemoving(false)} />
      )}
    </article>
  );
}
