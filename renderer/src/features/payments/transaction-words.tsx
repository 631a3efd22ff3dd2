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
export function transactionWord(
  t: TFunction,
  which: Which,
  code: string,
  /** For a state: the type word it follows, so that it agrees with it ("Cobro aprobado"). */
  afterType?: string,
): string | undefined {
  const upper = code.toUpperCase();
  if (!isDocumented[which](upper)) return undefined;
  if (which === 'type')
    return hasWords(en.timeline.type, upper) ? t(`payments.timeline.type.${upper}`) : undefined;
  if (!hasWords(en.timeline.state, upper)) return undefined;
  const type = afterType?.toUpperCase();
  const masculine =
    type !== undefined &&
    hasWords(en.timeline.stateAfter, type) &&
    t(`payments.timeline.stateAfter.${type}`) === 'stateMasculine';
  return masculine
    ? t(`payments.timeline.stateMasculine.${upper}`)
    : t(`payments.timeline.state.${upper}`);
}

/** The word, with the API's code kept on hover for whoever compares with logs or the API. */
export function TransactionWord({
  which,
  read,
  afterType,
}: {
  which: Which;
  read: Read<string>;
  afterType?: Read<string>;
}) {
  const { t } = useTranslation();
  return (
    <Shown read={read}>
      {(code) => {
        const type = afterType?.state === 'value' ? afterType.value : undefined;
        const word = transactionWord(t, which, code, type);
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
