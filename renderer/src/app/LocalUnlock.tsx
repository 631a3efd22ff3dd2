import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, call, toAppError } from '../lib/api';
import { errorText } from '../lib/error-text';
import { TextField } from '../ui/TextField';
import { IDENTITY_KEY, SignInFrame } from './SignInGate';

/** The local operator's idle lock: their name again, and the console is back. */
export function LocalUnlockScreen({ name }: { name: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const unlock = useMutation({
    mutationFn: (name: string) => call(api().identity.unlock({ name })),
    onSuccess: (state) => client.setQueryData(IDENTITY_KEY, state),
  });
  const refused = unlock.isError ? errorText(toAppError(unlock.error), t) : undefined;
  return (
    <SignInFrame title={t('frame.signIn.lockedTitle')}>
      <p>{t('frame.signIn.localBody', { name })}</p>
      <form className="form" onSubmit={form.handleSubmit(({ name }) => unlock.mutate(name))}>
        <TextField
          label={t('frame.signIn.localName')}
          registration={form.register('name', { required: true })}
          error={refused}
          autoComplete="off"
        />
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={unlock.isPending}>
            {t('frame.signIn.unlock')}
          </button>
        </div>
      </form>
    </SignInFrame>
  );
}
