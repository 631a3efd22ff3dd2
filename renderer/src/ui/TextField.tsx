import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';

type Props = {
  label: string;
  error?: string | undefined;
  hint?: string;
  registration: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

export function TextField({ label, error, hint, registration, ...input }: Props) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(wiring) => <input {...input} {...registration} {...wiring} />}
    </FieldFrame>
  );
}
