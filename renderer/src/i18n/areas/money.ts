import { GLOSSARY } from './common';
import { REVERSAL_WORDS } from '../../../../shared/reversal-words';
import { CONFIRMATION_REASON_WORDS } from '../../../../shared/confirmation-reason-words';
import { duplicateRisks, moneyOperationNames } from '../../../../shared/operations/words';
import type { Catalog } from '../messages';
import { STATUS_WORDS, TRANSACTION_TYPE_WORDS } from '../status-words';

/** Money operations' outcomes, in the words of the person who asked for them. */
export const en = {
  outcome: {
    approved: 'Approved',
    captured: 'Captured {{amount}}',
    capturedAll: 'Captured',
    refunded: 'This refund gave back {{amount}}',
    refundedAll: 'Refunded',
    cancelled: 'Cancelled, nothing was charged',
    // A reversal leaves the payment CANCELLED: the result names it as the payment's page does.
    reversed: `${STATUS_WORDS.en.CANCELLED} by the reversal, nothing was charged`,
    adjusted: 'Adjusted to {{amount}}',
    // The issuer's no, in the word of the status it leaves on the transaction: DECLINED.
    declined: STATUS_WORDS.en.DECLINED,
    // A "05" answer leaves the transaction REJECTED, and the headline says that word.
    rejected: STATUS_WORDS.en.REJECTED,
    declinedDetail: {
      DECLINED: 'The API declined it.',
      REJECTED: 'The API rejected it.',
      FAILED: 'The API says it failed.',
      other: 'The API answered with the status “{{status}}”.',
    },
    failed: 'Failed',
    failedDetail: 'Nothing was done.',
    settled: 'Settled',
    settledDetail:
      'Its outcome was unknown; the payment was then cancelled or refunded, so nothing is owed.',
    pending: 'Pending',
    pendingDetail:
      'The API took it and is still processing it{{status}}. Refresh the status to see how it ends.',
    capturing: 'Capture in progress',
    approvedCapturing: 'Approved, capture in progress',
    approvedCapturingDetail:
      'The card’s money is held; the payment system captures it automatically later. Nothing is charged yet and nothing can be refunded until the capture settles: refresh the payment to see it captured.',
    capturingDetail:
      'The payment system accepted the capture of {{amount}} and settles it later: nothing is charged yet. Refresh the status to see it captured.',
    unknownDetailNotKnown:
      'The money may or may not have moved. This profile’s API is not known to honour the idempotency key: check the status before sending it again.',
    unknown: GLOSSARY.en.outcomeUnknown,
    unknownDetail:
      'The money may or may not have moved. Retrying is safe: it reuses the same key, so the API does it at most once.',
  },
  resolution: {
    headline: {
      cancelled: 'Cancelled with cancel-or-refund',
      refunded: 'Refunded with cancel-or-refund',
      nothingToReverse: 'Cancel-or-refund: nothing left to undo',
      cancelOrRefund: 'Undone with cancel-or-refund',
      wentThrough: 'Marked resolved: it went through',
      didNotHappen: 'Marked resolved: it did not go through',
      resent: 'Sent again',
    },
    text: {
      cancelled: 'Cancelled with cancel-or-refund by {{by}} (payment {{payment}})',
      refunded: 'Refunded with cancel-or-refund by {{by}} (payment {{payment}})',
      nothingToReverse:
        'Cancel-or-refund by {{by}} found nothing left to undo on payment {{payment}}',
      cancelOrRefund: 'Undone with cancel-or-refund by {{by}} (payment {{payment}}, {{status}})',
      wentThrough: 'Marked resolved by {{by}}: it went through (payment {{payment}}, {{status}})',
      wentThroughNoStatus: 'Marked resolved by {{by}}: it went through (payment {{payment}})',
      didNotHappen: 'Marked resolved by {{by}}: it did not go through',
      resent: 'Sent again by {{by}}: {{outcome}}',
      resentNoOutcome: 'Sent again by {{by}} with the same key',
    },
    note: 'Note: “{{note}}”',
  },
  result: {
    title: 'Result',
    stale:
      'The form has changed since this was sent: this result answers the earlier input, not what is in the form now.',
    responseCode: 'Response code',
    error: 'Error',
    errorStatus: 'Error status',
    errorCode: 'Error code',
    errorMessage: 'Error message',
    noHttpAnswer: 'No HTTP answer',
    facts: 'Operation facts',
    operation: 'Operation',
    amount: GLOSSARY.en.amount,
    httpStatus: 'HTTP status',
    action: 'Action',
    transactionStatus: 'Transaction status',
    payment: GLOSSARY.en.payment,
    transaction: GLOSSARY.en.transaction,
    notKnown: 'Not known',
    idempotencyKey: 'Idempotency key',
    attempts: 'Attempts',
    latency: 'Latency',
    started: 'Started',
    operationId: 'Operation id',
    rawResponse: 'Response (raw JSON)',
    rawRequest: 'Request (raw JSON)',
    rawReport: 'Operation report (raw JSON)',
    ms: '{{ms}} ms',
  },
  /** What an operation was about, as the journal and an approval request keep it. */
  targets: {
    label: 'Targets',
    none: 'None recorded',
    payment: 'payment {{id}}',
    transaction: 'transaction {{id}}',
    merchant: 'merchant {{id}}',
    instrument: 'instrument {{id}}',
    card: 'card {{id}}',
    user: 'user {{id}}',
  },
  /**
   * What an approval request that names no amount would move, as the requester's console read
   * the payment when it asked (the API decides from the payment's state when it is sent).
   */
  approvalPlan: {
    cancel: 'Cancel {{amount}} (payment as read at {{time}})',
    reverse: 'Reverse {{amount}} (payment as read at {{time}})',
    capture: 'Capture {{amount}} (payment as read at {{time}})',
    refund: 'Refund {{amount}} (payment as read at {{time}})',
    adjust: 'Adjust the authorization to {{amount}} (payment as read at {{time}})',
    nothing:
      'Nothing to reverse: the payment had nothing left to cancel or refund (as read at {{time}})',
    unclear:
      'Amount not known: the payment as read at {{time}} did not say what would move; the API decides when it is sent',
    unread: 'Amount not known: the payment could not be read',
    notice: 'What it would do: {{plan}}.',
  },
  risk: {
    notKnownToHonour:
      'This profile’s API is not known to honour the idempotency key, so it may not recognise a resend.',
    // Each operation's own risk, from its module.
    twice: duplicateRisks('en'),
    checkFirst: 'Sending again may {{risk}}: check the status first.',
  },
  secondLook: {
    title: 'Is this amount right?',
    question: 'You are about to send {{amount}}.',
    why: 'That is above {{ceiling}}, more than this console usually sees in {{currency}}: check for an extra digit before you send it.',
    yes: 'Yes, send {{amount}}',
    change: 'Change the amount',
  },
  sendAgain: {
    title: 'Send again? It may {{risk}}',
    confirm: 'Send again anyway',
    cancel: 'Do not send',
    question: '{{operation}} may already have gone through.',
    questionAmount: '{{operation}} of {{amount}} may already have gone through.',
    body: 'If the first request reached it, sending again (same key, same request) may {{risk}}. Check its status first when you can.',
  },
  refresh: {
    button: 'Refresh status',
    busy: 'Refreshing…',
    transactionNow: 'Transaction {{id}} is now {{status}}.',
    paymentNow: 'Payment {{id}} is now {{status}}.',
    noStatus: 'without a status',
    failed: 'The status could not be read.',
  },
  production: {
    title: 'Confirm on profile “{{profile}}”',
    confirm: 'Confirm',
    questionChanges: '{{operation}}: {{changes}}?',
    question: '{{operation}}: {{amount}}?',
    questionCard: '{{operation}}: {{amount}} on the card ending {{last4}}?',
    noAmount: 'no amount given',
    weakens: 'This lowers the protection of a profile that moves real money.',
    realMoney: 'This profile moves real money. Check every line before you confirm.',
    operation: 'Operation',
    changes: 'Changes',
    amount: GLOSSARY.en.amount,
    noAmountGiven: 'No amount given',
    card: 'Card',
    cardEnding: 'Card ending {{last4}}',
    cardNotKnown: 'Card not known',
    target: 'Target',
    profile: 'Profile',
    profileValue: '{{profile}} ({{url}})',
    operator: 'Operator',
    code: 'Code printed in the terminal',
    codeHint:
      'Type the code printed in the terminal where the console runs. It is valid for two minutes.',
  },
  teamStore: {
    title: 'Confirm where the audit trail goes',
    confirm: 'Ship it there',
    question: 'Ship this console’s audit trail to the database “{{database}}” on {{host}}?',
    warning:
      'Whoever runs that server can read every record shipped there. Confirm only if you chose this team store.',
    operation: 'Operation',
    host: 'Host',
    port: 'Port',
    database: 'Database',
    user: 'User',
    tls: 'TLS',
    tlsNone: 'none (this machine only)',
    ca: 'CA file',
    changes: 'Changes',
    console: 'Console',
    ships: 'What ships',
    shipsValue:
      'Every journal record of this console, redacted: time, operator, profile, operation, ids, amounts and outcomes. Never a card number, CVV or secret.',
  },
  signIn: {
    title: 'Confirm how operators sign in',
    confirm: 'Save these settings',
    question: 'Sign operators in with {{issuer}}, as client “{{clientId}}”?',
    warning:
      'Whoever this provider says holds a role may use it here, moving money included. Confirm only if you asked for this.',
    operation: 'Operation',
    issuer: 'Issuer',
    clientId: 'Client id',
    rolesClaim: 'Roles claim',
    roleMap: 'Roles granted',
    roleValue: '{{value}} → {{role}}',
    secret: 'Client secret',
    secretValues: {
      none: 'None (a public client)',
      kept: 'The stored one, kept',
      replaced: 'Replaced by the one typed',
      removed: 'Removed (a public client)',
    },
    changes: 'Changes',
    applies: 'When',
    operator: 'Operator',
  },
  roleMap: {
    title: 'Confirm the role map change',
    confirm: 'Change the role map',
    question: 'Change which roles may use these operations?',
    warning:
      'Whoever holds a role may then use these operations here, moving money included. Confirm only if you asked for this.',
    operation: 'Operation',
    changes: 'Changes',
    change: '{{channel}}: {{before}} → {{after}}',
    noRoles: 'no role',
    operator: 'Operator',
  },
  check: {
    title: 'What the API shows',
    reading: 'Reading the API…',
    failed: 'Could not check the status.',
    note: 'Note for the journal (optional)',
    noneOfThese: 'None of these: it did not go through',
    didNotHappen: 'It did not go through',
    again: 'Check again',
    readAt:
      'Read at {{when}}. Your decision is written to the journal with your name and the time, and the operation leaves the unknown outcomes.',
    resolveFailed: 'It could not be marked resolved.',
    paymentLabel: 'Payment as the API shows it',
    payment: GLOSSARY.en.payment,
    status: GLOSSARY.en.status,
    amount: GLOSSARY.en.amount,
    currentAmount: 'Current amount',
    created: 'Created',
    transactions: 'Transactions',
    none: 'None',
    wentThrough: 'It went through',
    merchant: 'merchant {{id}}',
    account: 'this account',
    around:
      'Payments of {{where}} from {{from}} to {{to}}. Pick the one this operation made, if you recognise it.',
    aroundAmount:
      'Payments of {{where}} from {{from}} to {{to}}, looking for {{amount}}. Pick the one this operation made, if you recognise it.',
    incomplete:
      'Only the newest pages were read: older payments of that time may be missing. Look in Payments if none of these is it.',
    empty: 'No payment of {{where}} in that time.',
    table: 'Payments around the operation',
    sameAmount: 'Same amount',
    decision: 'Decision',
    yes: 'Yes',
    no: 'No',
    thisOne: 'This is the one',
    thisOneLabel: 'This is the one: {{id}}',
    findInMirror: 'Search every copied payment for it (amount, currency, trace number)',
  },
  // Each operation's name, from its module.
  operation: moneyOperationNames('en'),
  reversal: REVERSAL_WORDS.en,
  // Main's own English words for why a confirmation is still awaited or refused, written once.
  reasons: CONFIRMATION_REASON_WORDS,
  /**
   * The API's own codes, in the person's language, with the code on hover (`ApiValue`). English
   * screens keep the codes QA reads against the API's reference.
   */
  apiValue: {
    PASSPORT: 'PASSPORT',
    SALE: 'SALE',
    PREAUTHORIZATION: 'PREAUTHORIZATION',
    MANUAL: 'MANUAL',
    AUTOMATIC: 'AUTOMATIC',
    CUSTOMER: 'CUSTOMER',
    MERCHANT: 'MERCHANT',
    ATTENDED: 'ATTENDED',
    UNATTENDED: 'UNATTENDED',
    CARD: 'CARD',
    CREDIT: 'CREDIT',
    DEBIT: 'DEBIT',
    PREPAID: 'PREPAID',
    APPROVED: 'APPROVED',
    DECLINED: 'DECLINED',
    REJECTED: 'REJECTED',
    FAILED: 'FAILED',
    PENDING: 'PENDING',
    PROCESSING: 'PROCESSING',
    PRESENTED: 'PRESENTED',
    AUTHORIZED: 'AUTHORIZED',
    CAPTURE_IN_PROCESS: 'CAPTURE_IN_PROCESS',
    CAPTURE_PRESENTED: 'CAPTURE_PRESENTED',
    CAPTURED: 'CAPTURED',
    CANCELLED: 'CANCELLED',
    REFUNDED: 'REFUNDED',
  },
  /** An answer's own words, quoted as the API's so nobody reads them as the console's. */
  apiSays: 'the API: “{{text}}”',
  /**
   * A status or a transaction type where a table names it alone (a status check, a scenario's
   * step, the simulator's ledger): the Payments screens' words, not the code.
   */
  statusWord: STATUS_WORDS.en,
  transactionType: TRANSACTION_TYPE_WORDS.en,
} as const;

export const es: Catalog<typeof en> = {
  outcome: {
    approved: 'Aprobado',
    captured: 'Cobrado {{amount}}',
    capturedAll: 'Cobrado',
    refunded: 'Esta devolución reintegró {{amount}}',
    refundedAll: 'Devuelto',
    cancelled: 'Anulado, no se cobró nada',
    reversed: `${STATUS_WORDS.es.CANCELLED} por el reverso, no se cobró nada`,
    adjusted: 'Ajustado a {{amount}}',
    declined: STATUS_WORDS.es.DECLINED,
    rejected: STATUS_WORDS.es.REJECTED,
    declinedDetail: {
      DECLINED: 'La API lo denegó.',
      REJECTED: 'La API lo rechazó.',
      FAILED: 'La API dice que falló.',
      other: 'La API respondió con el estado «{{status}}».',
    },
    failed: 'Falló',
    failedDetail: 'No se hizo nada.',
    settled: 'Resuelta',
    settledDetail:
      'Su resultado era desconocido; luego el pago se anuló o se devolvió, así que no hay nada pendiente.',
    pending: 'Pendiente',
    pendingDetail:
      'La API lo recibió y todavía lo está procesando{{status}}. Actualice el estado para ver cómo termina.',
    capturing: 'Cobro en curso',
    approvedCapturing: 'Aprobado, cobro en curso',
    approvedCapturingDetail:
      'El dinero de la tarjeta está retenido; el sistema de pagos lo cobra automáticamente más tarde. Todavía no hay nada cobrado ni se puede devolver nada hasta que el cobro se liquide: actualice el pago para verlo cobrado.',
    capturingDetail:
      'El sistema de pagos aceptó el cobro de {{amount}} y lo liquida más tarde: todavía no se cobró nada. Actualice el estado para verlo cobrado.',
    unknownDetailNotKnown:
      'Puede que el dinero se haya movido o no. No se sabe si la API de este perfil respeta la clave de idempotencia: revise el estado antes de enviarlo otra vez.',
    unknown: GLOSSARY.es.outcomeUnknown,
    unknownDetail:
      'Puede que el dinero se haya movido o no. Reintentar es seguro: usa la misma clave, así que la API lo hace como mucho una vez.',
  },
  resolution: {
    headline: {
      cancelled: 'Anulado con anular o devolver',
      refunded: 'Devuelto con anular o devolver',
      nothingToReverse: 'Anular o devolver: no quedaba nada por deshacer',
      cancelOrRefund: 'Deshecho con anular o devolver',
      wentThrough: 'Marcada como resuelta: se realizó',
      didNotHappen: 'Marcada como resuelta: no se realizó',
      resent: 'Enviada de nuevo',
    },
    text: {
      cancelled: 'Anulado con anular o devolver por {{by}} (pago {{payment}})',
      refunded: 'Devuelto con anular o devolver por {{by}} (pago {{payment}})',
      nothingToReverse:
        'Anular o devolver, por {{by}}, no encontró nada por deshacer en el pago {{payment}}',
      cancelOrRefund: 'Deshecho con anular o devolver por {{by}} (pago {{payment}}, {{status}})',
      wentThrough: 'Marcada como resuelta por {{by}}: se realizó (pago {{payment}}, {{status}})',
      wentThroughNoStatus: 'Marcada como resuelta por {{by}}: se realizó (pago {{payment}})',
      didNotHappen: 'Marcada como resuelta por {{by}}: no se realizó',
      resent: 'Enviada de nuevo por {{by}}: {{outcome}}',
      resentNoOutcome: 'Enviada de nuevo por {{by}} con la misma clave',
    },
    note: 'Nota: “{{note}}”',
  },
  result: {
    title: 'Resultado',
    stale:
      'El formulario cambió después del envío: este resultado responde a los datos anteriores, no a lo que hay ahora en el formulario.',
    responseCode: 'Código de respuesta',
    error: 'Error',
    errorStatus: 'Estado del error',
    errorCode: 'Código de error',
    errorMessage: 'Mensaje de error',
    noHttpAnswer: 'Sin respuesta HTTP',
    facts: 'Datos de la operación',
    operation: 'Operación',
    amount: GLOSSARY.es.amount,
    httpStatus: 'Estado HTTP',
    action: 'Acción',
    transactionStatus: 'Estado de la transacción',
    payment: GLOSSARY.es.payment,
    transaction: GLOSSARY.es.transaction,
    notKnown: 'No se sabe',
    idempotencyKey: 'Clave de idempotencia',
    attempts: 'Intentos',
    latency: 'Latencia',
    started: 'Inicio',
    operationId: 'ID de la operación',
    rawResponse: 'Respuesta (JSON sin procesar)',
    rawRequest: 'Solicitud (JSON sin procesar)',
    rawReport: 'Informe de la operación (JSON sin procesar)',
    ms: '{{ms}} ms',
  },
  targets: {
    label: 'Sobre',
    none: 'Nada registrado',
    payment: 'pago {{id}}',
    transaction: 'transacción {{id}}',
    merchant: 'comercio {{id}}',
    instrument: 'instrumento {{id}}',
    card: 'tarjeta {{id}}',
    user: 'usuario {{id}}',
  },
  approvalPlan: {
    cancel: 'Anular {{amount}} (pago leído a las {{time}})',
    reverse: 'Revertir {{amount}} (pago leído a las {{time}})',
    capture: 'Cobrar {{amount}} (pago leído a las {{time}})',
    refund: 'Devolver {{amount}} (pago leído a las {{time}})',
    adjust: 'Ajustar la autorización a {{amount}} (pago leído a las {{time}})',
    nothing:
      'Nada que revertir: al pago no le quedaba nada por anular ni devolver (leído a las {{time}})',
    unclear:
      'Monto desconocido: el pago leído a las {{time}} no decía qué se movería; la API lo decide al enviarla',
    unread: 'Monto desconocido: no se pudo leer el pago',
    notice: 'Lo que haría: {{plan}}.',
  },
  risk: {
    notKnownToHonour:
      'No se sabe si la API de este perfil respeta la clave de idempotencia, así que puede no reconocer un reenvío.',
    twice: duplicateRisks('es'),
    checkFirst: 'Enviarla de nuevo puede {{risk}}: revise primero el estado.',
  },
  secondLook: {
    title: '¿Es correcto este monto?',
    question: 'Está por enviar {{amount}}.',
    why: 'Supera {{ceiling}}, más de lo que esta consola suele ver en {{currency}}: revise que no sobre un dígito antes de enviarlo.',
    yes: 'Sí, enviar {{amount}}',
    change: 'Cambiar el monto',
  },
  sendAgain: {
    title: '¿Enviar de nuevo? Puede {{risk}}',
    confirm: 'Enviar de todos modos',
    cancel: 'No enviar',
    question: 'Puede que {{operation}} ya se haya realizado.',
    questionAmount: 'Puede que {{operation}} de {{amount}} ya se haya realizado.',
    body: 'Si la primera solicitud llegó, enviarla de nuevo (misma clave, misma solicitud) puede {{risk}}. Revise primero su estado cuando pueda.',
  },
  refresh: {
    button: 'Actualizar el estado',
    busy: 'Actualizando…',
    transactionNow: 'La transacción {{id}} ahora tiene el estado «{{status}}».',
    paymentNow: 'El pago {{id}} ahora tiene el estado «{{status}}».',
    noStatus: 'sin estado',
    failed: 'No se pudo leer el estado.',
  },
  production: {
    title: 'Confirmar en el perfil “{{profile}}”',
    confirm: 'Confirmar',
    questionChanges: '{{operation}}: ¿{{changes}}?',
    question: '{{operation}}: ¿{{amount}}?',
    questionCard: '{{operation}}: ¿{{amount}} con la tarjeta terminada en {{last4}}?',
    noAmount: 'sin monto',
    weakens: 'Esto baja la protección de un perfil que mueve dinero real.',
    realMoney: 'Este perfil mueve dinero real. Revise cada línea antes de confirmar.',
    operation: 'Operación',
    changes: 'Cambios',
    amount: GLOSSARY.es.amount,
    noAmountGiven: 'Sin monto',
    card: 'Tarjeta',
    cardEnding: 'Tarjeta terminada en {{last4}}',
    cardNotKnown: 'Tarjeta desconocida',
    target: 'Destino',
    profile: 'Perfil',
    profileValue: '{{profile}} ({{url}})',
    operator: 'Operador',
    code: 'Código impreso en la terminal',
    codeHint:
      'Escriba el código impreso en la terminal donde corre la consola. Vale por dos minutos.',
  },
  teamStore: {
    title: 'Confirme adónde va el registro de auditoría',
    confirm: 'Enviarlo allí',
    question:
      '¿Enviar el registro de auditoría de esta consola a la base de datos “{{database}}” en {{host}}?',
    warning:
      'Quien administre ese servidor puede leer cada registro enviado. Confirme solo si usted eligió este almacén del equipo.',
    operation: 'Operación',
    host: 'Servidor',
    port: 'Puerto',
    database: 'Base de datos',
    user: 'Usuario',
    tls: 'TLS',
    tlsNone: 'ninguno (solo este equipo)',
    ca: 'Archivo de la CA',
    changes: 'Cambios',
    console: 'Consola',
    ships: 'Qué se envía',
    shipsValue:
      'Cada registro del diario de esta consola, redactado: hora, operador, perfil, operación, IDs, montos y resultados. Nunca un número de tarjeta, CVV ni secreto.',
  },
  signIn: {
    title: 'Confirme cómo inician sesión los operadores',
    confirm: 'Guardar esta configuración',
    question:
      '¿Iniciar la sesión de los operadores con {{issuer}}, como el cliente “{{clientId}}”?',
    warning:
      'Quien este proveedor diga que tiene un rol podrá usarlo aquí, incluso para mover dinero. Confirme solo si usted lo pidió.',
    operation: 'Operación',
    issuer: 'Emisor',
    clientId: 'ID de cliente',
    rolesClaim: 'Atributo de roles (claim)',
    roleMap: 'Roles que otorga',
    roleValue: '{{value}} → {{role}}',
    secret: 'Secreto del cliente',
    secretValues: {
      none: 'Ninguno (un cliente público)',
      kept: 'El guardado, sin cambios',
      replaced: 'Reemplazado por el escrito',
      removed: 'Quitado (un cliente público)',
    },
    changes: 'Cambios',
    applies: 'Cuándo',
    operator: 'Operador',
  },
  roleMap: {
    title: 'Confirme el cambio del mapa de roles',
    confirm: 'Cambiar el mapa de roles',
    question: '¿Cambiar qué roles pueden usar estas operaciones?',
    warning:
      'Quien tenga un rol podrá usar estas operaciones aquí, incluso para mover dinero. Confirme solo si usted lo pidió.',
    operation: 'Operación',
    changes: 'Cambios',
    change: '{{channel}}: {{before}} → {{after}}',
    noRoles: 'ningún rol',
    operator: 'Operador',
  },
  check: {
    title: 'Lo que muestra la API',
    reading: 'Leyendo la API…',
    failed: 'No se pudo revisar el estado.',
    note: 'Nota para el registro (opcional)',
    noneOfThese: 'Ninguno de estos: no se realizó',
    didNotHappen: 'No se realizó',
    again: 'Revisar de nuevo',
    readAt:
      'Su decisión queda en el registro con su nombre y la hora, y la operación sale de los resultados desconocidos (leído el {{when}}).',
    resolveFailed: 'No se pudo marcar como resuelta.',
    paymentLabel: 'El pago tal como lo muestra la API',
    payment: GLOSSARY.es.payment,
    status: GLOSSARY.es.status,
    amount: GLOSSARY.es.amount,
    currentAmount: 'Monto actual',
    created: 'Creado',
    transactions: 'Transacciones',
    none: 'Ninguna',
    wentThrough: 'Se realizó',
    // With its preposition: "de" + "el" is "del" in Spanish.
    merchant: 'del comercio {{id}}',
    account: 'de esta cuenta',
    around:
      'Pagos {{where}} (del {{from}} al {{to}}). Elija el que hizo esta operación, si lo reconoce.',
    aroundAmount:
      'Pagos {{where}} (del {{from}} al {{to}}), buscando {{amount}}. Elija el que hizo esta operación, si lo reconoce.',
    incomplete:
      'Solo se leyeron las páginas más recientes: pueden faltar pagos anteriores de ese momento. Busque en Pagos si no es ninguno de estos.',
    empty: 'Ningún pago {{where}} en ese lapso.',
    table: 'Pagos cercanos a la operación',
    sameAmount: 'Mismo monto',
    decision: 'Decisión',
    yes: 'Sí',
    no: 'No',
    thisOne: 'Es este',
    thisOneLabel: 'Es este: {{id}}',
    findInMirror: 'Buscarlo en todos los pagos copiados (monto, moneda, número de traza)',
  },
  operation: moneyOperationNames('es'),
  reversal: REVERSAL_WORDS.es,
  reasons: {
    confirmation_required:
      'Escriba el código impreso en la terminal donde corre la consola para confirmar esta operación en “{{profile}}”.',
    confirmation_expired:
      'Ese código venció o ya se usó. Escriba el código impreso en la terminal donde corre la consola para confirmar esta operación en “{{profile}}”.',
    confirmation_burned:
      'Ese código se escribió mal demasiadas veces. Escriba el código impreso en la terminal donde corre la consola para confirmar esta operación en “{{profile}}”.',
    confirmation_code_wrong:
      'Ese no es el código impreso para esta operación: intentos que quedan, {{tries}}.',
    confirmation_locked:
      'Demasiados códigos de confirmación equivocados: todo lo que necesita una confirmación se rechaza hasta reiniciar el host de la consola.',
    production_not_allowed:
      '“{{profile}}” es un perfil de producción y este host del navegador se inició sin --allow-production: no se envió nada. Use la aplicación de escritorio, o reinicie el host con npm run web -- --allow-production.',
    team_store_confirmation_required:
      'Escriba el código impreso en la terminal donde corre la consola para confirmar adónde va el registro de auditoría de esta consola ({{host}}).',
    team_store_confirmation_expired:
      'Ese código venció o ya se usó. Escriba el código impreso en la terminal donde corre la consola para confirmar adónde va el registro de auditoría de esta consola ({{host}}).',
    team_store_confirmation_burned:
      'Ese código se escribió mal demasiadas veces. Escriba el código impreso en la terminal donde corre la consola para confirmar adónde va el registro de auditoría de esta consola ({{host}}).',
    sign_in_confirmation_required:
      'Escriba el código impreso en la terminal donde corre la consola para confirmar cómo inician sesión los operadores ({{issuer}}).',
    sign_in_confirmation_expired:
      'Ese código venció o ya se usó. Escriba el código impreso en la terminal donde corre la consola para confirmar cómo inician sesión los operadores ({{issuer}}).',
    sign_in_confirmation_burned:
      'Ese código se escribió mal demasiadas veces. Escriba el código impreso en la terminal donde corre la consola para confirmar cómo inician sesión los operadores ({{issuer}}).',
    role_map_confirmation_required:
      'Escriba el código impreso en la terminal donde corre la consola para confirmar este cambio del mapa de roles.',
    role_map_confirmation_expired:
      'Ese código venció o ya se usó. Escriba el código impreso en la terminal donde corre la consola para confirmar este cambio del mapa de roles.',
    role_map_confirmation_burned:
      'Ese código se escribió mal demasiadas veces. Escriba el código impreso en la terminal donde corre la consola para confirmar este cambio del mapa de roles.',
    team_store_changed:
      'El almacén del equipo cambió mientras usted confirmaba: no se guardó nada. Revíselo y guarde de nuevo.',
  },
  apiValue: {
    PASSPORT: 'Pasaporte',
    SALE: 'venta',
    PREAUTHORIZATION: 'preautorización',
    MANUAL: 'manual',
    AUTOMATIC: 'automático',
    CUSTOMER: 'cliente',
    MERCHANT: 'comercio',
    ATTENDED: 'atendido',
    UNATTENDED: 'desatendido',
    CARD: 'tarjeta',
    CREDIT: 'crédito',
    DEBIT: 'débito',
    PREPAID: 'prepago',
    APPROVED: 'aprobado',
    DECLINED: 'denegado',
    REJECTED: 'rechazado',
    FAILED: 'fallido',
    PENDING: 'pendiente',
    PROCESSING: 'en proceso',
    PRESENTED: 'presentado a la red',
    AUTHORIZED: 'autorizado',
    CAPTURE_IN_PROCESS: 'cobro en curso',
    CAPTURE_PRESENTED: 'cobro presentado',
    CAPTURED: 'cobrado',
    CANCELLED: 'anulado',
    REFUNDED: 'devuelto',
  },
  apiSays: 'la API: “{{text}}”',
  statusWord: STATUS_WORDS.es,
  transactionType: TRANSACTION_TYPE_WORDS.es,
};
