import type { Catalog } from '../messages';
import { GLOSSARY } from './common';

/**
 * Finding a payment without its id, over the local mirror of the API's payments: the Payments
 * finder, the store manager's path on cancel-or-refund, and a person's or a card's history.
 */
export const en = {
  title: 'Find a payment',
  intro:
    'Searches every payment the console has copied from the API, not only the latest page. Each result opens the payment as the API shows it now.',
  form: {
    label: 'Search payments',
    q: 'Trace number, last four or id',
    qHint:
      'Four digits are a card’s last four; a usr-, ins- or mer- id lists that person’s, card’s or store’s payments; an amount such as USD 12.50 finds that amount; letters and digits such as 0112345678 or POS7-000481 are the terminal’s trace number.',
    currency: GLOSSARY.en.currency,
    chooseCurrency: 'Choose…',
    min: 'Amount, or lowest',
    max: 'Highest (for a range)',
    from: 'From',
    to: 'To',
    timePattern: 'mm/dd/yyyy h:mm',
    status: GLOSSARY.en.status,
    anyStatus: 'Any status',
    failedOrDeclined: '{{failed}} or {{declined}}',
    statusHint:
      'As the API lists them. Partly refunded or partly charged payments are under {{charged}}; each result says which.',
    order: 'Order',
    newest: 'Newest first',
    oldest: 'Oldest first',
    submit: 'Search',
    clear: 'Clear',
  },
  problem: {
    needsCurrency: 'Choose the amount’s currency: 100 COP is not 100 USD',
    badTime: 'Type a day such as 11/26/2026, and a time such as 2:30 PM if you know it',
    badStatus: 'Choose a status from the list',
    needSomething: 'Type the trace number, or the card’s last four digits below',
    needAmount: 'Type the amount, with its currency',
    needWhen: 'Type about when it was, such as 11/26/2026 2:30 PM',
    boxUnknown:
      'This is not a trace number (letters and digits such as POS7-000481), a card’s last four, an amount such as USD 12.50, nor a usr-, ins- or mer- id',
    amountTwice: 'An amount is typed here and below: keep one',
    currencyTwice: 'The currency here is not the one chosen below: keep one',
  },
  results: {
    caption: 'Payments found',
    payment: GLOSSARY.en.payment,
    merchant: 'Merchant',
    created: 'Created',
    status: GLOSSARY.en.status,
    amount: GLOSSARY.en.amount,
    card: 'Card',
    trace: 'Trace number',
    searching: 'Searching…',
    prompt: 'Type what you know about the payment and press Search.',
    none: 'No payment copied so far matches.',
    count_one: '{{shown}} payment shown',
    count_other: '{{shown}} payments shown',
    more: 'payments',
    refreshed: 'the search',
    failed: 'Could not search the copied payments.',
    behind:
      '{{mirrored}} of {{total}} payments copied so far: an older payment may not be found yet.',
    behindCount:
      '{{mirrored}} payments copied so far, and copying goes on: an older payment may not be found yet.',
    behindNewRun:
      'New simulator run: copying again. The built-in simulator was seeded for another day or with another payment count, so the last copy is not its payments; {{mirrored}} copied so far, and an older payment may not be found yet.',
    behindWaits:
      '{{mirrored}} payments copied so far; the API asked to wait, copying goes on at {{time}}: an older payment may not be found yet.',
    behindStopped:
      'Copying stopped at {{mirrored}} payments: {{reason}} An older payment may not be found.',
    notStarted:
      'Copying the API’s payments starts a few seconds after the console opens: until then nothing is found.',
    found_one: '{{found}} payment found',
    found_other: '{{found}} payments found',
    foundCapped: '{{found}}+ payments found',
  },
  history: {
    title: 'Payments',
    userCaption: 'This user’s payments, newest first',
    instrumentCaption: 'Payments with this card, newest first',
    userNone: 'No payment of this user among the payments copied so far.',
    instrumentNone: 'No payment with this card among the payments copied so far.',
  },
  pos: {
    open: 'I don’t have the payment id',
    fromUnknownTrace:
      'Filled in from the unknown outcome: no answer named its payment id, so it is found by the trace number it was sent with.',
    fromUnknownCard:
      'Filled in from the unknown outcome: no answer named its payment id, so it is found by what was kept of its request (the card’s last four, the amount and when it was sent).',
    fromUnknownNoCard:
      'Filled in from the unknown outcome: no answer named its payment id, so it is found by what was kept of its request (the amount and when it was sent). Its card’s last four are not known here: type them from the receipt.',
    title: 'Find it without the id',
    intro:
      'Type the trace number from the terminal, or the card’s last four digits with the amount and about when it was.',
    label: 'Find the payment without its id',
    trace: 'Trace number',
    traceHint: 'The terminal’s own reference, on its slip or its screen.',
    lastFour: 'Card’s last four',
    amount: GLOSSARY.en.amount,
    currency: GLOSSARY.en.currency,
    when: 'About when',
    whenHint: 'A day and a time, such as 11/26/2026 2:30 PM',
    submit: 'Find candidates',
    candidates: 'Candidates, closest first',
    aroundTime: 'Closest first to {{when}}.',
    off: 'Off by',
    minutes_one: '{{count}} min',
    minutes_other: '{{count}} min',
    hours_one: '{{count}} h',
    hours_other: '{{count}} h',
    pick: 'This one',
    pickLabel: 'Use payment {{id}}',
    none: 'No payment matches. Check the digits and the amount, or the day and the hour.',
    noneTrace:
      'No payment matches. Check the trace number against the terminal’s receipt or its screen.',
    noneFromUnknown:
      'The payment may never have been made: a request the API never took leaves no payment. Go back to the unknown outcome: “Check status” asks the API whether it has one, and where the API honours the key “Retry safely” sends it at most once.',
    noneLag:
      'The search reads the console’s copy of the API’s payments, which may lag behind the API: a payment made moments ago may not be in it yet. {{freshness}}',
    noneLagUnknown:
      'The search reads the console’s copy of the API’s payments, which may lag behind the API: a payment made moments ago may not be in it yet.',
  },
} as const;

export const es: Catalog<typeof en> = {
  title: 'Buscar un pago',
  intro:
    'Busca en todos los pagos que la consola copió de la API, no solo en la última página. Cada resultado abre el pago como la API lo muestra ahora.',
  form: {
    label: 'Buscar pagos',
    q: 'Número de traza, últimos cuatro o ID',
    qHint:
      'Cuatro dígitos son los últimos cuatro de una tarjeta; un ID usr-, ins- o mer- muestra los pagos de esa persona, tarjeta o comercio; un monto como USD 12,50 busca ese monto; letras y dígitos como 0112345678 o POS7-000481 son el número de traza de la terminal.',
    currency: GLOSSARY.es.currency,
    chooseCurrency: 'Elija…',
    min: 'Monto, o el más bajo',
    max: 'El más alto (para un rango)',
    from: 'Desde',
    to: 'Hasta',
    timePattern: 'dd/mm/aaaa h:mm',
    status: GLOSSARY.es.status,
    anyStatus: 'Cualquier estado',
    failedOrDeclined: '{{failed}} o {{declined}}',
    statusHint:
      'Como los lista la API. Los pagos devueltos o cobrados en parte están en {{charged}}; cada resultado dice cuál.',
    order: 'Orden',
    newest: 'Recientes primero',
    oldest: 'Antiguos primero',
    submit: 'Buscar',
    clear: 'Limpiar',
  },
  problem: {
    needsCurrency: 'Elija la moneda del monto: 100 COP no son 100 USD',
    badTime: 'Escriba un día como 26/11/2026, y una hora como 2:30 p.m. si la sabe',
    badStatus: 'Elija un estado de la lista',
    needSomething: 'Escriba el número de traza, o los últimos cuatro dígitos de la tarjeta abajo',
    needAmount: 'Escriba el monto, con su moneda',
    needWhen: 'Escriba más o menos cuándo fue, como 26/11/2026 2:30 p.m.',
    boxUnknown:
      'Esto no es un número de traza (letras y dígitos como POS7-000481), los últimos cuatro de una tarjeta, un monto como USD 12,50, ni un ID usr-, ins- o mer-',
    amountTwice: 'Hay un monto aquí y otro abajo: deje uno',
    currencyTwice: 'La moneda de aquí no es la elegida abajo: deje una',
  },
  results: {
    caption: 'Pagos encontrados',
    payment: GLOSSARY.es.payment,
    merchant: 'Comercio',
    created: 'Creado',
    status: GLOSSARY.es.status,
    amount: GLOSSARY.es.amount,
    card: 'Tarjeta',
    trace: 'Número de traza',
    searching: 'Buscando…',
    prompt: 'Escriba lo que sabe del pago y pulse Buscar.',
    none: 'Ningún pago copiado hasta ahora coincide.',
    count_one: '{{shown}} pago mostrado',
    count_other: '{{shown}} pagos mostrados',
    more: 'pagos',
    refreshed: 'la búsqueda',
    failed: 'No se pudo buscar en los pagos copiados.',
    behind:
      '{{mirrored}} de {{total}} pagos copiados hasta ahora: un pago más antiguo puede no aparecer todavía.',
    behindCount:
      '{{mirrored}} pagos copiados hasta ahora, y la copia sigue: un pago más antiguo puede no aparecer todavía.',
    behindNewRun:
      'Nueva ejecución del simulador: copiando de nuevo. El simulador integrado se sembró para otro día o con otra cantidad de pagos, así que la copia anterior no son sus pagos; {{mirrored}} copiados hasta ahora, y un pago más antiguo puede no aparecer todavía.',
    behindWaits:
      '{{mirrored}} pagos copiados hasta ahora; la API pidió esperar, la copia sigue a las {{time}}: un pago más antiguo puede no aparecer todavía.',
    behindStopped:
      'La copia se detuvo en {{mirrored}} pagos: {{reason}} Un pago más antiguo puede no aparecer.',
    notStarted:
      'La copia de los pagos de la API empieza unos segundos después de abrir la consola: hasta entonces no se encuentra nada.',
    found_one: '{{found}} pago encontrado',
    found_other: '{{found}} pagos encontrados',
    foundCapped: '{{found}}+ pagos encontrados',
  },
  history: {
    title: 'Pagos',
    userCaption: 'Los pagos de este usuario, los más nuevos primero',
    instrumentCaption: 'Los pagos con esta tarjeta, los más nuevos primero',
    userNone: 'Ningún pago de este usuario entre los pagos copiados hasta ahora.',
    instrumentNone: 'Ningún pago con esta tarjeta entre los pagos copiados hasta ahora.',
  },
  pos: {
    open: 'No tengo el ID del pago',
    fromUnknownTrace:
      'Completado con el resultado desconocido: ninguna respuesta nombró el ID de su pago, así que se busca por el número de traza con que se envió.',
    fromUnknownCard:
      'Completado con el resultado desconocido: ninguna respuesta nombró el ID de su pago, así que se busca por lo que se guardó de la solicitud (los últimos cuatro de la tarjeta, el monto y cuándo se envió).',
    fromUnknownNoCard:
      'Completado con el resultado desconocido: ninguna respuesta nombró el ID de su pago, así que se busca por lo que se guardó de la solicitud (el monto y cuándo se envió). Los últimos cuatro de su tarjeta no se conocen aquí: escríbalos del comprobante.',
    title: 'Buscarlo sin el ID',
    intro:
      'Escriba el número de traza de la terminal, o los últimos cuatro dígitos de la tarjeta con el monto y más o menos cuándo fue.',
    label: 'Buscar el pago sin su ID',
    trace: 'Número de traza',
    traceHint: 'La referencia de la propia terminal, en su comprobante o su pantalla.',
    lastFour: 'Últimos cuatro',
    amount: GLOSSARY.es.amount,
    currency: GLOSSARY.es.currency,
    when: 'Cuándo, más o menos',
    whenHint: 'Un día y una hora, como 26/11/2026 2:30 p.m.',
    submit: 'Buscar candidatos',
    candidates: 'Candidatos, el más cercano primero',
    aroundTime: 'El más cercano a {{when}} primero.',
    off: 'Diferencia',
    minutes_one: '{{count}} min',
    minutes_other: '{{count}} min',
    hours_one: '{{count}} h',
    hours_other: '{{count}} h',
    pick: 'Este',
    pickLabel: 'Usar el pago {{id}}',
    none: 'Ningún pago coincide. Revise los dígitos y el monto, o el día y la hora.',
    noneTrace:
      'Ningún pago coincide. Revise el número de traza con el comprobante o la pantalla de la terminal.',
    noneFromUnknown:
      'Puede que el pago nunca se haya hecho: una solicitud que la API nunca recibió no deja pago. Vuelva al resultado desconocido: “Revisar el estado” le pregunta a la API si lo tiene y, donde la API respeta la clave, “Reintentar sin riesgo” lo envía como mucho una vez.',
    noneLag:
      'La búsqueda lee la copia que la consola guarda de los pagos de la API, que puede ir por detrás de la API: un pago de hace unos momentos puede no estar aún. {{freshness}}',
    noneLagUnknown:
      'La búsqueda lee la copia que la consola guarda de los pagos de la API, que puede ir por detrás de la API: un pago de hace unos momentos puede no estar aún.',
  },
};
