import { useId, useState } from 'react';
import { AddCardForm } from './AddCardForm';
import { AddExistingForm } from './AddExistingForm';
import { useTranslation } from 'react-i18next';

type Mode = 'existing' | 'card';

type Added = { message: string; id: string | undefined };

export function AddInstrumentSection({
  userId,
  removed = [],
}: {
  userId: string;
  /** Instruments removed from this user since the page opened. */
  removed?: readonly string[];
}) {
  const name = useId();
  const [mode, setMode] = useState<Mode>('existing');
  const [added, setAdded] = useState<Added>();
  const setDone = (message: string, id?: string) => setAdded({ message, id });
  // "Visa 1116 was created and added" no longer holds once that card is removed again.
  const done =
    added && !(added.id !== undefined && removed.includes(added.id)) ? added.message : '';
  const { t } = useTranslation();
  const choice = (value: Mode, label: string) => (
    <label className="check-field">
      <input
        type="radio"
        name={name}
        value={value}
        checked={mode === value}
        onChange={() => {
          setMode(value);
          setAdded(undefined);
        }}
      />
      {label}
    </label>
  );
  return (
    <section aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{t('users.add.title')}</h2>
      <fieldset className="choice">
        <legend>{t('users.add.what')}</legend>
        {choice('existing', t('users.add.existing'))}
        {choice('card', t('users.add.card'))}
      </fieldset>
      {/* Both stay mounted, so switching back and forth loses nothing typed. */}
      <div hidden={mode !== 'existing'}>
        <AddExistingForm userId={userId} onAdded={setDone} />
      </div>
      <div hidden={mode !== 'card'}>
        <AddCardForm userId={userId} onAdded={setDone} />
      </div>
      <p role="status" className="success-text">
        {done}
      </p>
    </section>
  );
}
