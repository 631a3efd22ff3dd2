import type { ReversalType } from './schemas/reversal';

/**
 * The reversal kinds in the people's words, in each language the console offers: main's own
 * words and every screen catalog that names a kind take them from here, so a capture is called
 * the same in the dialog that confirms it, the form that sends it and the list that shows it.
 */
export const REVERSAL_WORDS = {
  en: {
    CAPTURE: 'Capture',
    REFUND: 'Refund',
    CANCELLATION: 'Cancellation',
    REVERSAL: 'Reversal',
    ADJUSTMENT: 'Adjustment',
  },
  es: {
    CAPTURE: 'Cobro',
    REFUND: 'Devolución',
    CANCELLATION: 'Anulación',
    REVERSAL: 'Reverso',
    ADJUSTMENT: 'Ajuste',
  },
} as const satisfies Record<'en' | 'es', Record<ReversalType, string>>;

/**
 * The same kinds as the action a button or link offers ("Cancel" it, "Anular" it), one verb per
 * kind on every screen: Spanish never says "Cancelar" for a cancellation, since a dialog's
 * "Cancelar" means "close this without doing anything".
 */
export const REVERSAL_VERBS = {
  en: {
    CAPTURE: 'Capture',
    REFUND: 'Refund',
    CANCELLATION: 'Cancel',
    REVERSAL: 'Reverse',
    ADJUSTMENT: 'Adjust',
  },
  es: {
    CAPTURE: 'Cobrar',
    REFUND: 'Devolver',
    CANCELLATION: 'Anular',
    REVERSAL: 'Revertir',
    ADJUSTMENT: 'Ajustar',
  },
} as const satisfies Record<'en' | 'es', Record<ReversalType, string>>;
