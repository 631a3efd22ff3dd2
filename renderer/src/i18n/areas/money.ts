import type { Catalog } from '../messages';

/** Money operations' outcomes, in the words of the person who asked for them. */
export const en = {
  outcome: {
    approved: 'Approved',
    captured: 'Captured {{amount}}',
    capturedAll: 'Captured',
    refunded: 'Refunded {{amount}}',
    refundedAll: 'Refunded',
    cancelled: 'Cancelled, nothing was charged',
    reversed: 'Reversed, nothing was charged',
    adjusted: 'Adjusted to {{amount}}',
    declined: 'Declined',
    declinedDetail: 'The API answered {{status}}.',
    failed: 'Failed',
    failedDetail: 'Nothing was done.',
    settled: 'Settled',
    settledDetail:
      'Its outcome was unknown; the payment was then cancelled or refunded, so nothing is owed.',
    pending: 'Pending',
    pendingDetail:
      'The API took it and is still processing it{{status}}. Refresh the status to see how it ends.',
    unknownDetailNotKnown:
      'The money may or may not have moved. This profile’s API is not known to honour the idempotency key: check the status before sending it again.',
    unknown: 'Outcome unknown',
    unknownDetail:
      'The money may or may not have moved. Retrying is safe: it reuses the same key, so the API does it at most once.',
  },
} as const;

export const es: Catalog<typeof en> = {
  outcome: {
    approved: 'Aprobado',
    captured: 'Cobrado {{amount}}',
    capturedAll: 'Cobrado',
    refunded: 'Devuelto {{amount}}',
    refundedAll: 'Devuelto',
    cancelled: 'Anulado, no se cobró nada',
    reversed: 'Revertido, no se cobró nada',
    adjusted: 'Ajustado a {{amount}}',
    declined: 'Rechazado',
    declinedDetail: 'La API respondió {{status}}.',
    failed: 'Falló',
    failedDetail: 'No se hizo nada.',
    settled: 'Resuelta',
    settledDetail:
      'Su resultado era desconocido; luego el pago se anuló o se reembolsó, así que no hay nada pendiente.',
    pending: 'Pendiente',
    pendingDetail:
      'La API lo recibió y todavía lo está procesando{{status}}. Actualice el estado para ver cómo termina.',
    unknownDetailNotKnown:
      'Puede que el dinero se haya movido o no. No se sabe si la API de este perfil respeta la clave de idempotencia: revise el estado antes de enviarlo otra vez.',
    unknown: 'Resultado desconocido',
    unknownDetail:
      'Puede que el dinero se haya movido o no. Reintentar es seguro: usa la misma clave, así que la API lo hace como mucho una vez.',
  },
};
