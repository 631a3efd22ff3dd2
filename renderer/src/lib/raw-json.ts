import { luhnValid } from '../../../shared/card/luhn';
import { maskPan } from '../../../shared/card/mask-pan';
import { rawOf } from '../../../shared/schemas/set-aside';

const PAN_KEY = /pan|number|card/i;

/**
 * Raw JSON shows every field, known or not. Should the API ever echo a full card number,
 * PCI DSS 3.4 still forbids displaying it, so a Luhn-valid 12-19 digit string under a
 * card-ish key is masked; everything else is shown exactly as received (main has already
 * redacted tokens and secrets): what the tolerant reading set aside is put back in its place.
 */
export function rawJson(value: unknown): string {
  return (
    JSON.stringify(
      rawOf(value),
      (key, v: unknown) => {
        if (typeof v !== 'string' || !PAN_KEY.test(key)) return v;
        const digits = v.replace(/[\s-]/g, '');
        return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? maskPan(digits) : v;
      },
      2,
    ) ?? 'undefined'
  );
}
