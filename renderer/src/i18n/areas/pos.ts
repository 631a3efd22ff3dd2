import { STATUS_WORDS } from '../status-words';
import type { Catalog } from '../messages';

/** The store manager's cancel-or-refund screen: plain words about the customer's money. */
export const en = {
  title: 'Cancel or refund a payment',
  intro:
    'Use this when a card payment did not finish properly and you are not sure whether the customer was charged. If the money was not taken yet, the payment is cancelled; if it was, it is given back. A payment already cancelled or refunded is reported as such.',
  find: {
    label: 'Find payment',
    id: 'Payment id',
    hint: 'It starts with pay- and is printed on the receipt.',
    submit: 'Find payment',
    looking: 'Looking up the payment…',
    notFound: 'We could not find payment {{id}}.',
    // Any other failure: the payment may well exist; the reason below says what went wrong.
    unread: 'We could not read payment {{id}}.',
  },
  summary: {
    title: 'Payment {{id}}',
    happened: 'What happened',
    unconfirmed: 'Not confirmed yet: see below',
    authorized: 'Approved amount',
    charged: 'Charged',
    givenBack: 'Given back',
    card: 'Card',
  },
  card: {
    unknownBrand: 'Card',
    notKnown: '(not known)',
  },
  action: {
    button: 'Cancel or refund this payment',
    working: 'Working on it… do not close the console.',
    nothingDone: 'Nothing was done',
    confirmTitle: 'Cancel or refund this payment?',
    confirmYes: 'Yes, cancel or refund',
    confirmNo: 'No, go back',
    cardLine: 'Card: {{card}}',
  },
  plan: {
    release:
      'This releases the hold of {{amount}} on the card ending {{last4}}; nothing was charged.',
    withdraw:
      'This cancels the payment: it releases the hold of {{amount}} on the card ending {{last4}} and stops its capture of {{capture}} in progress; nothing was charged.',
    giveBack: 'This gives {{amount}} back to the card ending {{last4}}.',
    either:
      'This cancels the payment of {{amount}} on the card ending {{last4}}, or gives back what was charged.',
    nothing: 'No money will move.',
    why: {
      refunded:
        'This payment was already refunded ({{amount}} given back in total): asking again only confirms it.',
      cancelled:
        'This payment was already cancelled, so nothing was charged: asking again only confirms it.',
      declined: 'This payment was never approved, so nothing was charged or held.',
      capturing:
        'Its capture of {{amount}} is in progress: it can no longer be cancelled, and there is nothing to refund until it is charged. The payment system will refuse it now; try again once the payment shows as charged.',
    },
  },
  outcome: {
    unknown: 'We could not confirm what happened',
    unknownDetail:
      'The payment may or may not have been cancelled or refunded. Trying again is safe: it can never cancel or refund twice.',
    unknownDetailNotKnown:
      'The payment may or may not have been cancelled or refunded. Find the payment again to see its state before trying again: this payment system is not known to recognise a repeated request.',
    tryAgainRisky: 'Try again…',
    riskTitle: 'Try again? It may cancel or refund twice',
    riskYes: 'Try again anyway',
    riskNo: 'No, go back',
    riskBody:
      'We could not confirm whether the first request went through. This payment system is not known to recognise a repeated request, so trying again may act on the payment twice. Look at the payment’s state first.',
    pending: 'Still being processed',
    pendingDetail:
      'The payment system took the request and has not finished it. Refresh the status in a moment; do not try again yet.',
    failed: 'Nothing was done',
    failedDetail: 'The payment system refused the request.',
    cancelled: 'Cancelled, nothing was charged',
    refunded: 'This refund gave back {{amount}}',
    refundedDetail: 'The money goes back to the card; the bank may take a few days to show it.',
    alreadyRefunded: 'Already refunded on {{date}}',
    alreadyCancelled: 'Already cancelled on {{date}}',
    nothingNow: 'Nothing was done now.',
    unknownDate: 'an unknown date',
    nothingToReverse: 'Nothing to undo: this payment was never charged',
    cancelDeclined: 'The cancellation was declined: call support',
    cancelDeclinedDetail: 'The card issuer refused it. Nothing was charged or refunded now.',
    declined: `${STATUS_WORDS.en.DECLINED}: call support`,
    rejected: `${STATUS_WORDS.en.REJECTED}: call support`,
    declinedDetail: {
      DECLINED: 'The payment system declined it. Nothing was charged or refunded now.',
      REJECTED: 'The payment system rejected it. Nothing was charged or refunded now.',
      FAILED: 'The payment system says it failed. Nothing was charged or refunded now.',
      other:
        'The payment system answered with the status “{{status}}”. Nothing was charged or refunded now.',
    },
    doneNoDetails: 'Done: the payment system gave no details',
    answered: 'Its status is now “{{status}}”.',
    tryAgain: 'Try again safely',
    tryingAgain: 'Trying again…',
    cannotRetry: 'This one cannot be sent again from here. Call support with the reference below.',
    retryFailed: 'Could not try again.',
  },
  /** What became of the unknown outcome this cancel-or-refund was sent from. */
  resolves: {
    settled: 'The unknown outcome {{id}} is settled by this: it has left Unknown outcomes.',
    left: 'The unknown outcome {{id}} stays listed in Unknown outcomes.',
    why: {
      not_unknown: 'It is no longer unknown: it ended or was settled meanwhile.',
      other_server:
        'It was sent by another profile or to another server, where this payment id may name another payment.',
      being_sent: 'It is being sent again right now: its own answer will settle it.',
      other_payment:
        'This payment does not match what it sent (its trace number; or its amount, card and time), so it may be another sale. Check it, and mark it resolved by hand if it is the same.',
    },
  },
  reference: {
    label: 'Reference:',
    copy: 'Copy reference',
    copied: 'Copied',
    selected: 'Selected: press Ctrl+C to copy it',
  },
  support: {
    title: 'Details for support',
    operationId: 'Operation id',
    requestKey: 'Request key',
    httpStatus: 'HTTP status',
    noAnswer: 'No answer',
    attempts: 'Attempts',
    timeTaken: 'Time taken',
    milliseconds: '{{count}} ms',
    started: 'Started',
    error: 'Error',
    answer: 'Answer (raw JSON)',
    record: 'Full record (raw JSON)',
  },
} as const;

export const es: Catalog<typeof en> = {
  title: 'Anular o devolver un pago',
  intro:
    'Use esta pantalla cuando un pago con tarjeta no terminó bien y no sabe si al cliente se le cobró. Si el dinero todavía no se cobró, el pago se anula; si ya se cobró, se le devuelve. Si el pago ya estaba anulado o devuelto, se lo informa.',
  find: {
    label: 'Buscar pago',
    id: 'ID del pago',
    hint: 'Empieza con pay- y viene impreso en el comprobante.',
    submit: 'Buscar pago',
    looking: 'Buscando el pago…',
    notFound: 'No encontramos el pago {{id}}.',
    unread: 'No pudimos leer el pago {{id}}.',
  },
  summary: {
    title: 'Pago {{id}}',
    happened: 'Qué pasó',
    unconfirmed: 'Todavía sin confirmar: vea más abajo',
    authorized: 'Monto aprobado',
    charged: 'Cobrado',
    givenBack: 'Devuelto',
    card: 'Tarjeta',
  },
  card: {
    unknownBrand: 'Tarjeta',
    notKnown: '(desconocida)',
  },
  action: {
    button: 'Anular o devolver este pago',
    working: 'Procesando… no cierre la consola.',
    nothingDone: 'No se hizo nada',
    confirmTitle: '¿Anular o devolver este pago?',
    confirmYes: 'Sí, anular o devolver',
    confirmNo: 'No, volver',
    cardLine: 'Tarjeta: {{card}}',
  },
  plan: {
    release:
      'Esto libera la retención de {{amount}} en la tarjeta terminada en {{last4}}; no se cobró nada.',
    withdraw:
      'Esto anula el pago: libera la retención de {{amount}} en la tarjeta terminada en {{last4}} y detiene su cobro de {{capture}} en curso; no se cobró nada.',
    giveBack: 'Esto devuelve {{amount}} a la tarjeta terminada en {{last4}}.',
    either:
      'Esto anula el pago de {{amount}} en la tarjeta terminada en {{last4}}, o devuelve lo cobrado.',
    nothing: 'No se moverá dinero.',
    why: {
      refunded:
        'Este pago ya fue devuelto ({{amount}} devueltos en total): volver a pedirlo solo lo confirma.',
      cancelled:
        'Este pago ya fue anulado, así que no se cobró nada: volver a pedirlo solo lo confirma.',
      declined: 'Este pago nunca fue aprobado, así que no se cobró ni retuvo nada.',
      capturing:
        'Su cobro de {{amount}} está en curso: ya no se puede anular y no hay nada que devolver hasta que se cobre. El sistema de pagos lo rechazará ahora; vuelva a intentarlo cuando el pago figure como cobrado.',
    },
  },
  outcome: {
    unknown: 'No pudimos confirmar qué pasó',
    unknownDetail:
      'Puede que el pago se haya anulado o devuelto, o puede que no. Intentar de nuevo es seguro: nunca anula ni devuelve dos veces.',
    unknownDetailNotKnown:
      'Puede que el pago se haya anulado o devuelto, o puede que no. Busque el pago de nuevo para ver su estado antes de intentarlo otra vez: no se sabe si este sistema de pagos reconoce una solicitud repetida.',
    tryAgainRisky: 'Intentar de nuevo…',
    riskTitle: '¿Intentar de nuevo? Podría anular o devolver dos veces',
    riskYes: 'Intentar de todos modos',
    riskNo: 'No, volver',
    riskBody:
      'No pudimos confirmar si la primera solicitud se procesó. No se sabe si este sistema de pagos reconoce una solicitud repetida, así que intentarlo de nuevo podría actuar dos veces sobre el pago. Revise primero el estado del pago.',
    pending: 'Todavía en proceso',
    pendingDetail:
      'El sistema de pagos recibió la solicitud y todavía no la terminó. Actualice el estado en un momento; no lo intente de nuevo todavía.',
    failed: 'No se hizo nada',
    failedDetail: 'El sistema de pagos rechazó la solicitud.',
    cancelled: 'Anulado, no se cobró nada',
    refunded: 'Esta devolución reintegró {{amount}}',
    refundedDetail: 'El dinero vuelve a la tarjeta; el banco puede tardar unos días en mostrarlo.',
    alreadyRefunded: 'Ya se había devuelto el {{date}}',
    alreadyCancelled: 'Ya se había anulado el {{date}}',
    nothingNow: 'Ahora no se hizo nada.',
    unknownDate: 'una fecha desconocida',
    nothingToReverse: 'No hay nada que deshacer: a este pago nunca se le cobró',
    cancelDeclined: 'La anulación fue denegada: llame a soporte',
    cancelDeclinedDetail: 'El banco emisor la denegó. Ahora no se cobró ni se devolvió nada.',
    declined: `${STATUS_WORDS.es.DECLINED}: llame a soporte`,
    rejected: `${STATUS_WORDS.es.REJECTED}: llame a soporte`,
    declinedDetail: {
      DECLINED: 'El sistema de pagos lo denegó. Ahora no se cobró ni se devolvió nada.',
      REJECTED: 'El sistema de pagos lo rechazó. Ahora no se cobró ni se devolvió nada.',
      FAILED: 'El sistema de pagos dice que falló. Ahora no se cobró ni se devolvió nada.',
      other:
        'El sistema de pagos respondió con el estado «{{status}}». Ahora no se cobró ni se devolvió nada.',
    },
    doneNoDetails: 'Hecho: el sistema de pagos no dio detalles',
    answered: 'Su estado ahora es «{{status}}».',
    tryAgain: 'Intentar de nuevo sin riesgo',
    tryingAgain: 'Intentando de nuevo…',
    cannotRetry:
      'Esta operación no se puede volver a enviar desde aquí. Llame a soporte con la referencia de abajo.',
    retryFailed: 'No se pudo intentar de nuevo.',
  },
  resolves: {
    settled:
      'Esto resuelve el resultado desconocido {{id}}: ya no está en Resultados desconocidos.',
    left: 'El resultado desconocido {{id}} sigue en Resultados desconocidos.',
    why: {
      not_unknown: 'Ya no es desconocido: terminó o se resolvió mientras tanto.',
      other_server:
        'Se envió desde otro perfil o a otro servidor, donde este ID de pago puede ser otro pago.',
      being_sent: 'Se está enviando de nuevo ahora mismo: su propia respuesta lo resolverá.',
      other_payment:
        'Este pago no coincide con lo que envió (su número de traza; o su monto, tarjeta y hora), así que puede ser otra venta. Revíselo y márquelo como resuelto a mano si es el mismo.',
    },
  },
  reference: {
    label: 'Referencia:',
    copy: 'Copiar referencia',
    copied: 'Copiada',
    selected: 'Seleccionada: presione Ctrl+C para copiarla',
  },
  support: {
    title: 'Detalles para soporte',
    operationId: 'ID de la operación',
    requestKey: 'Clave de la solicitud',
    httpStatus: 'Estado HTTP',
    noAnswer: 'Sin respuesta',
    attempts: 'Intentos',
    timeTaken: 'Duración',
    milliseconds: '{{count}} ms',
    started: 'Inicio',
    error: 'Error',
    answer: 'Respuesta (JSON)',
    record: 'Registro completo (JSON)',
  },
};
