import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { UserGetInput } from '../../../../shared/schemas/user';
import { areaHref, go } from '../../app/router';
import { PageTitle } from '../../ui/PageTitle';
import { TextField } from '../../ui/TextField';

const Lookup = UserGetInput.pick({ user_id: true });
type Input = z.input<typeof Lookup>;
type Output = z.output<typeof Lookup>;

/** The API has no user list: staff come with an id from a ticket or a call. */
export function UserLookupPage() {
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(Lookup),
    defaultValues: { user_id: '' },
  });
  return (
    <>
      <div className="page-head">
        <PageTitle>Users</PageTitle>
        <a className="button button-primary" href={areaHref('users', 'new')}>
          New user
        </a>
      </div>
      <form
        className="inline-form"
        role="search"
        aria-label="Find a user"
        noValidate
        onSubmit={(e) => void handleSubmit(({ user_id }) => go('users', user_id))(e)}
      >
        <TextField
          label="User id"
          placeholder="usr-…"
          autoComplete="off"
          spellCheck={false}
          error={formState.errors.user_id?.message}
          registration={register('user_id')}
        />
        <button type="submit" className="button-primary">
          Find user
        </button>
      </form>
    </>
  );
}
