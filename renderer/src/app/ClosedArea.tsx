import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '../../../shared/channels';
import { operationsSentFrom } from '../../../shared/operations/catalog';
import { PageTitle } from '../ui/PageTitle';
import { areaOf, shownAreas, type Area } from './areas';
import { useAllowed, usePermissions } from './permissions';

/**
 * An area the session's roles cannot use, reached by its address (a bookmark, a link from a
 * colleague): the navigation leaves it out, and its forms would only collect what main then
 * refuses. Main's refusal stays the protection; this says it before anything is typed.
 */
export function ClosedAreaGate({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const allowed = useAllowed();
  const area = areaOf(pathname);
  if (!area) return children;
  const form = FORMS.find(([pattern]) => pattern.test(pathname));
  const open = form ? allowed(form[1]) : allowed(...area.uses, ...operationsSentFrom(area.name));
  if (open) return children;
  // A closed form's area stays readable: the way out is its list.
  return (
    <ClosedArea
      area={area}
      form={form !== undefined}
      open={form ? area : shownAreas(allowed, false)[0]}
    />
  );
}

/**
 * A form in an area the roles may read (a store manager reads instruments and users) is open
 * only to who may send it: a whole card typed into it would only meet main's refusal.
 */
const FORMS: readonly (readonly [RegExp, Channel])[] = [
  [/^\/instruments\/new$/, 'instruments:create'],
  [/^\/instruments\/[^/]+\/edit$/, 'instruments:update'],
  [/^\/users\/new(\/[^/]+)?$/, 'users:create'],
  [/^\/settings\/new$/, 'profiles:create'],
];

function ClosedArea({ area, form, open }: { area: Area; form: boolean; open: Area | undefined }) {
  const { t } = useTranslation();
  // The roles main judged by, from the same answer as what is allowed.
  const roles = usePermissions()?.roles ?? [];
  const named = roles.map((role) => t(`frame.roleNames.${role}`)).join(', ');
  return (
    <section className="closed-area" data-testid="closed-area">
      <PageTitle>
        {form
          ? t('frame.closedArea.formTitle')
          : t('frame.closedArea.title', { area: t(`frame.nav.${area.name}`) })}
      </PageTitle>
      <p>
        {roles.length > 0
          ? t('frame.closedArea.body', { roles: named })
          : t('frame.closedArea.bodyNoRoles')}
      </p>
      {open && (
        <p>
          <Link to={open.path}>
            {t('frame.notFound.goTo', { area: t(`frame.nav.${open.name}`) })}
          </Link>
        </p>
      )}
    </section>
  );
}
