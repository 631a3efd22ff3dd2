import type { TFunction } from 'i18next';
import { isPaymentState } from '../../../../shared/schemas/states';

/** A documented payment state in the chosen language; any other is shown exactly as sent. */
export function paymentStatusLabel(t: TFunction, status: string): string {
  const code = status.toUpperCase();
  return isPaymentState(code) ? t(`payments.status.${code}`) : status;
}
