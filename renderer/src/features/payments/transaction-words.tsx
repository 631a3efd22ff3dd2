import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Read } from '../../../../shared/schemas/normalize';
import { TransactionType } from '../../../../shared/schemas/payment';
import { isTransactionState } from '../../../../shared/schemas/states';
import { Shown } from '../../ui/Shown';
import { en } from '../../i18n/areas/payments';
import { hasWords } from '../../i18n/keys';

type Which = 'type' | 'state';

const isDocumented: Record<Which, (code: string) => boolean> = {
  type: (code) => TransactionType.safeParse(code).success,
  state: isTransactionState,
};

/**
 * A transaction's documented type or state in the chosen language ("Capture", "Aprobado");
 * undefined for one the API does not document, which the caller shows exactly as sent.
 */
export function transactionWord(t: TFunction, which: Which, code: string): string | undefined {
  const upper = code.toUpperCase();
  if (!isDocumented[which](upper)) return undefined;
  if (which === 'type')
    return hasWords(en.timeline.type, upper) ? t(`payments.timeline.type.${upper}`) : undefined;
  return hasWords(en.timeline.state, upper) ? t(`payments.timeline.state.${upper}`) : undefined;
}

/** The word, with the API's code kept on hover for whoever compares with logs or the API. */
export function TransactionWord({ which, read }: { which: Which; read: Read<string> }) {
  const { t } = useTranslation();
  return (
    <Shown read={read}>
      {(code) => {
        const word = transactionWord(t, which, code);
        return word === undefined ? (
          code
        ) : (
          <span className="coded-word" title={code}>
            {word}
          </span>
        );
      }}
    </Shown>
  );
}
