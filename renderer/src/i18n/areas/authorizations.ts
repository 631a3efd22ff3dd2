import { REVERSAL_VERBS } from '../../../../shared/reversal-words';
import { GLOSSARY } from './common';
import type { Catalog } from '../messages';

/** The payment and transaction authorization forms (QA). */
export const en = {
  payment: {
    title: 'Authorize a payment',
    intro: 'Creates a payment and its authorization. Declines are answered too, with their code.',
    submit: 'Authorize payment',
    busy: 'Authorizing the payment…',
  },
  transaction: {
    title: 'Authorize a transaction',
    intro:
      'Authorizes without a payment id (a new payment), or with one for an incremental authorization.',
    submit: 'Authorize transaction',
    busy: 'Authorizing the transaction…',
  },
  loadingProfile: 'Loading the active profile…',
  profileFailed: 'Could not read the active profile: typed cards and additional fields are off.',
  merchantId: 'Merchant id',
  paymentId: 'Payment id (optional)',
  paymentIdHint: 'Set it for an incremental authorization of that payment.',
  extraHidden:
    'Additional JSON fields are off for profile “{{profile}}”: the console would not send them.',
  unknownProfile: 'unknown',
  nothingSent: 'Nothing was sent',
  extra: {
    label: 'Additional fields (JSON)',
    hint: 'A JSON object merged into the request body, e.g. {"order_id": "A-1"}. Leave empty for none. It is checked by the same rules as the form.',
  },
  instrument: {
    legend: 'Card',
    stored: 'Stored instrument',
    typed: 'Type a card',
    noTyped: 'This profile does not allow typed card numbers: choose a stored instrument.',
    secretsCleared:
      'The card number and CVV are cleared after every submission that reaches the console.',
    id: 'Instrument id',
    choose: 'Choose a stored instrument',
    label: 'Instrument',
    choice: '{{card}} — {{id}}',
    choiceWithStatus: '{{card}} — {{id}} ({{status}})',
    card: 'Card',
    loadFailed: 'Could not load the stored instruments.',
    chooseOne: 'Choose one of the stored instruments',
  },
  details: {
    amount: GLOSSARY.en.amount,
    amountHint: 'In major units, e.g. 25.50 or 1,234.56: a comma only groups thousands',
    currency: GLOSSARY.en.currency,
    tip: 'Tip (optional)',
    tipHint: 'Part of the amount, e.g. 2.50',
    type: 'Type',
    captureMode: 'Capture mode',
    captureModeHint: 'AUTOMATIC captures at once on this simulator',
    captureModeHintLater:
      'AUTOMATIC asks for the capture with the authorization; it settles later, refund once Captured',
    initiator: 'Initiator',
    notSent: 'Not sent',
    entryMode: 'Entry mode (optional)',
    entryModePlaceholder: 'e.g. CHIP',
    orderType: 'Order type (optional)',
    orderTypePlaceholder: 'e.g. ONLINE',
    terminalId: 'Terminal id (optional)',
    useCase: 'Use case',
    useCaseHint: 'Sent in the terminal object; “Not sent” leaves it out.',
    trace: 'Trace number (optional)',
    traceHint:
      'The terminal’s own reference, such as POS7-000481: Payments → Find finds the payment by it.',
  },
  result: {
    trace: 'Sent with trace number',
    findByTrace: 'Find it by its trace number',
  },
  next: {
    label: 'Next moves',
    title: 'Next',
    capture: REVERSAL_VERBS.en.CAPTURE,
    cancel: REVERSAL_VERBS.en.CANCELLATION,
    refund: REVERSAL_VERBS.en.REFUND,
    capturePending:
      'The capture settles later: it can be refunded once the payment reads Captured.',
    payment: 'Open the payment',
  },
} as const;

export const es: Catalog<typeof en> = {
  payment: {
    title: 'Autorizar un pago',
    intro: 'Crea un pago y su autorización. Los rechazos también se responden, con su código.',
    submit: 'Autorizar pago',
    busy: 'Autorizando el pago…',
  },
  transaction: {
    title: 'Autorizar una transacción',
    intro: 'Autoriza sin ID de pago (un pago nuevo), o con uno para una autorización incremental.',
    submit: 'Autorizar transacción',
    busy: 'Autorizando la transacción…',
  },
  loadingProfile: 'Cargando el perfil activo…',
  profileFailed:
    'No se pudo leer el perfil activo: las tarjetas escritas y los campos adicionales están desactivados.',
  merchantId: 'ID de comercio',
  paymentId: 'ID de pago (opcional)',
  paymentIdHint: 'Indíquelo para una autorización incremental de ese pago.',
  extraHidden:
    'Los campos JSON adicionales están desactivados en el perfil “{{profile}}”: la consola no los enviaría.',
  unknownProfile: 'desconocido',
  nothingSent: 'No se envió nada',
  extra: {
    label: 'Campos adicionales (JSON)',
    hint: 'Un objeto JSON que se agrega al cuerpo de la solicitud, p. ej. {"order_id": "A-1"}. Déjelo vacío si no hay ninguno. Se revisa con las mismas reglas que el formulario.',
  },
  instrument: {
    legend: 'Tarjeta',
    stored: 'Instrumento guardado',
    typed: 'Escribir una tarjeta',
    noTyped: 'Este perfil no permite escribir números de tarjeta: elija un instrumento guardado.',
    secretsCleared:
      'El número de tarjeta y el CVV se borran después de cada envío que llega a la consola.',
    id: 'ID del instrumento',
    choose: 'Elija un instrumento guardado',
    label: 'Instrumento',
    choice: '{{card}} — {{id}}',
    choiceWithStatus: '{{card}} — {{id}} ({{status}})',
    card: 'Tarjeta',
    loadFailed: 'No se pudieron cargar los instrumentos guardados.',
    chooseOne: 'Elija uno de los instrumentos guardados',
  },
  details: {
    amount: GLOSSARY.es.amount,
    amountHint:
      'En la unidad de la moneda, con coma decimal, p. ej. 25,50 o 1.234,56: el punto solo separa los miles',
    currency: GLOSSARY.es.currency,
    tip: 'Propina (opcional)',
    tipHint: 'Forma parte del monto, p. ej. 2,50',
    type: 'Tipo',
    captureMode: 'Modo de cobro',
    captureModeHint: 'El modo automático cobra de inmediato en este simulador',
    captureModeHintLater:
      'El modo automático pide el cobro con la autorización; se liquida más tarde, devuelva cuando diga Cobrado',
    initiator: 'Iniciador',
    notSent: 'No se envía',
    entryMode: 'Modo de ingreso (opcional)',
    entryModePlaceholder: 'p. ej. CHIP',
    orderType: 'Tipo de orden (opcional)',
    orderTypePlaceholder: 'p. ej. ONLINE',
    terminalId: 'ID de terminal (opcional)',
    useCase: 'Caso de uso',
    useCaseHint: 'Se envía en el objeto terminal; “No se envía” lo omite.',
    trace: 'Número de traza (opcional)',
    traceHint:
      'La referencia de la propia terminal, como POS7-000481: Pagos → Buscar encuentra el pago por ella.',
  },
  result: {
    trace: 'Enviado con el número de traza',
    findByTrace: 'Buscarlo por su número de traza',
  },
  next: {
    label: 'Siguientes pasos',
    title: 'Siguiente',
    capture: REVERSAL_VERBS.es.CAPTURE,
    cancel: REVERSAL_VERBS.es.CANCELLATION,
    refund: REVERSAL_VERBS.es.REFUND,
    capturePending: 'El cobro se liquida más tarde: se podrá devolver cuando el pago diga Cobrado.',
    payment: 'Abrir el pago',
  },
};
