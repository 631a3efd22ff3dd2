import { GLOSSARY } from './common';
import type { Catalog } from '../messages';

/** Operations whose outcome nobody knows yet, and the two safe ways to settle them. */
export const en = {
  page: {
    title: 'Unknown outcomes',
    intro:
      'For each of these the money may or may not have moved. Where the profile’s API is known to honour the idempotency key (the built-in simulator), “Retry safely” resends the same request with the same key, so the API applies it at most once. Elsewhere “Check status” reads what the API shows, so you can mark the operation resolved, and “Send again” resends the same request only after you confirm that it may charge twice. “Resolve with cancel-or-refund” undoes the payment whatever state it reached.',
    loading: 'Loading…',
    readError: 'Could not read the journal.',
    empty: 'No operation has an unknown outcome.',
    list: 'Operations with unknown outcome',
    newestOf:
      'Showing the newest {{shown}} of {{count}}. Resolve these, and the older ones take their place.',
  },
  item: {
    when: 'When',
    amount: GLOSSARY.en.amount,
    notRecorded: 'Not recorded',
    key: 'Idempotency key',
    attempts: 'Attempts',
    error: 'Error',
    noAnswer: 'No answer was recorded',
  },
  actions: {
    retry: 'Retry safely',
    retrySameKey: 'Retry safely (same key)',
    retrying: 'Retrying…',
    sendAgain: 'Send again…',
    checkStatus: 'Check status',
    resolve: 'Resolve with cancel-or-refund',
    resolveWithoutId:
      'No answer named its payment: cancel-or-refund finds it by the terminal’s trace number, or by the card’s last four digits, the amount and about when.',
    notRetryable:
      'It cannot be resent: it carried card data, which the console never keeps, or it already ended. Resolve the payment with cancel-or-refund instead.',
    retryFailed: 'The retry could not be sent.',
  },
} as const;

export const es: Catalog<typeof en> = {
  page: {
    title: 'Resultados desconocidos',
    intro:
      'En cada una de estas puede que el dinero se haya movido o no. Donde se sabe que la API del perfil respeta la clave de idempotencia (el simulador incluido), “Reintentar sin riesgo” reenvía la misma solicitud con la misma clave, así que la API la aplica como mucho una vez. En los demás casos, “Revisar el estado” lee lo que muestra la API para que pueda marcar la operación como resuelta, y “Enviar de nuevo” reenvía la misma solicitud solo después de que confirme que podría cobrar dos veces. “Resolver con anular o devolver” deshace el pago sea cual sea el estado al que llegó.',
    loading: 'Cargando…',
    readError: 'No se pudo leer el registro.',
    empty: 'Ninguna operación tiene resultado desconocido.',
    list: 'Operaciones con resultado desconocido',
    newestOf:
      'Se muestran las {{shown}} más recientes de {{count}}. Al resolverlas, las anteriores ocupan su lugar.',
  },
  item: {
    when: 'Cuándo',
    amount: GLOSSARY.es.amount,
    notRecorded: 'No registrado',
    key: 'Clave de idempotencia',
    attempts: 'Intentos',
    error: 'Error',
    noAnswer: 'No se registró ninguna respuesta',
  },
  actions: {
    retry: 'Reintentar sin riesgo',
    retrySameKey: 'Reintentar sin riesgo (misma clave)',
    retrying: 'Reintentando…',
    sendAgain: 'Enviar de nuevo…',
    checkStatus: 'Revisar el estado',
    resolve: 'Resolver con anular o devolver',
    resolveWithoutId:
      'Ninguna respuesta nombró su pago: anular o devolver lo encuentra por el número de traza de la terminal, o por los últimos cuatro dígitos de la tarjeta, el monto y la hora aproximada.',
    notRetryable:
      'No se puede volver a enviar: llevaba datos de tarjeta, que la consola nunca guarda, o ya terminó. Resuelva el pago con anular o devolver.',
    retryFailed: 'No se pudo enviar el reintento.',
  },
};
