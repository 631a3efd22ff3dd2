import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { UserGetInput } from '../../../../shared/schemas/user';
import { useAllowed } from '../../app/permissions';
import { hrefOf, go } from '../../app/router';
import { PageTitle } from '../../ui/PageTitle';
import { TextField } from '../../ui/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../i18n/validation';

const Lookup = UserGetInput.pick({ user_id: true });
type Input = z.input<typeof Lookup>;
type Output = z.output<typeof Lookup>;

/** The API has no user list: staff come with an id from a ticket or a call. */
export function UserLookupPage() {
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(Lookup),
    defaultValues: { user_id: '' },
  });
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const mayCreate = useAllowed()('users:create');
  return (
    <>
      <div className="page-head">
        <PageTitle>{t('users.lookup.title')}</PageTitle>
        {mayCreate && (
          <a className="button button-primary" href={hrefOf({ to: '/users/new' })}>
            {t('users.lookup.newUser')}
          </a>
        )}
      </div>
      <form
        className="inline-form"
        role="search"
        aria-label={t('users.lookup.find')}
        noValidate
        onSubmit={(e) =>
          void handleSubmit(({ user_id }) => go({ to: '/users/$id', params: { id: user_id } }))(e)
        }
      >
        <TextField
          label={t('users.lookup.userId')}
          placeholder="usr-…"
          autoComplete="off"
          spellCheck={false}
          error={fm(formState.errors.user_id?.message)}
          registration={register('user_id')}
        />
        <button type="submit" className="button-primary">
          {t('users.lookup.submit')}
        </button>
      </form>
    </>
  );
}
