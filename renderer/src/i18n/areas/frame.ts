import { GLOSSARY } from './common';
import { FRAME_REASON_WORDS } from '../../../../shared/frame-reason-words';
import { MIRROR_REASON_WORDS } from '../../../../shared/mirror-reason-words';
import { REFUSAL_REASON_WORDS } from '../../../../shared/refusal-reason-words';
import { apiOperationNames } from '../../../../shared/operations/words';
import { ROLE_NAMES } from '../../../../shared/role-words';
import type { Catalog } from '../messages';

/**
 * The frame around every screen (header, navigation, search, help, the unknown-outcomes and
 * audit badges) and the shared components in `ui/`. Area names are the people's words for what
 * each screen does, not the API's.
 */
export const en = {
  brand: 'Payments Console',

  nav: {
    label: 'Areas',
    instruments: 'Instruments',
    users: 'Users',
    payments: 'Payments',
    authorizations: 'Authorizations',
    transactions: 'Transactions',
    pos: 'Cancel or refund a payment',
    unknownOutcomes: 'Unknown outcomes',
    approvals: 'Approvals',
    activity: 'Activity',
    simulator: 'Simulator',
    scenarios: 'Scenarios',
    settings: 'Settings',
  },
  signIn: {
    title: 'Sign in',
    body: 'This console signs operators in with the company’s account: every record names who did what.',
    lockedTitle: 'The console is locked',
    lockedBody:
      'It locked after a while without use. Sign in again to go on; nothing you sent was lost.',
    // The header names only a verified person, so the local lock says whose name it wants.
    localBody:
      'It locked after a while without use. This console runs as the local operator “{{name}}”: type that name to go on.',
    lockedWho: 'Signed in before it locked: {{who}}',
    localName: 'Operator’s name',
    provider: 'Sign-in provider: {{provider}}',
    button: 'Sign in with the company account',
    unlock: 'Unlock',
    failed: 'The sign-in could not start.',
    inBrowser:
      'Your browser opened the company’s sign-in page: finish there, and this console opens by itself.',
    signOut: 'Sign out',
    verifiedOperator: 'Operator: {{name}}',
  },
  scenarioHold: {
    paused: 'Scenario “{{name}}” is paused before step {{step}}.',
    running: 'Scenario “{{name}}” is running.',
    simulator:
      'Until it ends, the built-in simulator keeps the scenario’s data and dialect, not those of Settings, and whatever you send from any screen goes there.',
    profile:
      'Until it ends, whatever you send from any screen goes to the same profile as its steps.',
    stop: 'Stop the run',
  },
  profile: {
    label: 'Active profile',
    word: 'Profile',
    loading: 'Loading profile…',
    unknown: 'Profile unknown: {{message}}',
    simulator: 'Simulator',
    production: 'Production',
    banner:
      '“{{name}}” moves real money. Every money-moving action asks you to confirm the amount, currency, target and card first.',
    changed:
      'The active profile is now “{{name}}”, but this form was filled in for “{{was}}”: the console will not send it as it is. Check the form for “{{name}}”, then choose to use it.',
    changedSame:
      'The profile “{{name}}” was changed after this form was filled in: the console will not send it as it is. Check the form against it, then choose to use it.',
    useNow: 'Use “{{name}}” for this form',
  },
  help: {
    open: 'Shortcuts',
    title: 'Keyboard shortcuts',
    close: GLOSSARY.en.close,
    keys: 'Keys',
    does: 'Does',
    openArea: 'Open {{area}}',
    altKey: 'Alt+{{key}}',
    submit: 'Submit the form you are in',
    toggle: 'Show or hide this list',
    escape: 'Close a dialog or this list',
    search: 'Search for any id, key, last four digits or trace number',
  },
  search: {
    label: 'Search',
    placeholder: 'Search ids… (Ctrl+K)',
    results: 'Search results',
    none: 'Type a payment, transaction, instrument, user or operation id, an idempotency key or the last four digits of a card.',
    payment: 'Open payment {{id}}',
    instrument: 'Open instrument {{id}}',
    user: 'Open user {{id}}',
    operation: 'Open operation {{id}}',
    activity: 'Operations that involve {{query}}',
    instruments: 'Instruments ending in {{digits}}',
    lastFourNone: 'No card ending in {{digits}} among the latest {{count}} instruments.',
    looking: 'Looking…',
    finder: 'Find payments by {{query}}',
  },
  error: {
    title: 'Something went wrong',
    back: 'Back to instruments',
    reload: 'Reload the console',
  },
  notFound: {
    title: 'Page not found',
    body: 'Nothing lives at',
    goTo: 'Go to {{area}}',
  },
  closedArea: {
    title: '{{area}}: not open to your roles',
    formTitle: 'This form is not open to your roles',
    body: 'Your roles ({{roles}}) do not include this area’s work, so the console would refuse what it sends. An administrator can change the role map.',
    bodyNoRoles:
      'You have no role that includes this area’s work, so the console would refuse what it sends. An administrator can change the role map.',
  },
  approvalsBadge: {
    label_one: '{{count}} request waiting for your approval',
    label_other: '{{count}} requests waiting for your approval',
    text_one: 'to approve',
    text_other: 'to approve',
  },
  unknownBadge: {
    label_one: '{{shown}} operation with unknown outcome',
    label_other: '{{shown}} operations with unknown outcome',
    text_one: 'unknown outcome',
    text_other: 'unknown outcomes',
  },
  mirror: {
    syncingText: '{{mirrored}} copied',
    newRunText: 'New run · {{mirrored}} copied',
    newRun:
      'New simulator run: the built-in simulator was seeded for another day or with another payment count, so its payments are copied again ({{mirrored}} so far)',
    resumedText: 'Resumed · {{mirrored}} copied',
    resumed:
      'Copy resumed: the built-in simulator started again with the same seed today, so it serves the same payments; what its last run made or changed is read again ({{mirrored}} so far)',
    syncing: 'Copying the API’s payments for search: {{mirrored}} so far',
    barLabel: 'Payments copied for search',
    barValue: '{{mirrored}} of {{total}}',
    syncingOf: 'Copying the API’s payments for search: {{mirrored}} of {{total}}',
    upToDateText: 'Payments synced',
    upToDate: 'The {{mirrored}} payments for search are up to date',
    upToDateAtText: 'Synced {{time}}',
    upToDateAt: 'The {{mirrored}} payments for search were up to date at {{time}}',
    backingOffText: 'Sync waits till {{time}}',
    backingOff:
      'The API asked the console to wait: copying payments for search goes on at {{time}} ({{mirrored}} so far)',
    errorText: 'Sync stopped · {{mirrored}} copied',
    error: '{{reason}} ({{mirrored}} copied so far)',
    reason: MIRROR_REASON_WORDS.en,
  },
  auditBadge: {
    text_one: 'Audit: {{count}} not yet shipped',
    text_other: 'Audit: {{count}} not yet shipped',
    label_one: 'Audit trail: {{count}} journal record not yet shipped to the team store',
    label_other: 'Audit trail: {{count}} journal records not yet shipped to the team store',
    localText: 'Audit: this console does not ship',
    localLabel_one:
      'Audit trail: this console’s team store role only reads, so its {{count}} journal record stays on this machine and is not shipped',
    localLabel_other:
      'Audit trail: this console’s team store role only reads, so its {{count}} journal records stay on this machine and are not shipped',
  },
  dialog: {
    cancel: GLOSSARY.en.cancel,
  },
  list: {
    refreshFailed: 'Could not refresh {{what}}.',
    moreFailed: 'Could not load more {{what}}.',
    loadingMore: 'Loading more…',
    loadingScreen: 'Loading…',
    loadMore: 'Load more {{what}}',
    /** What a list's foot names: "Load more payments", "Could not load more payments." */
    items: { instruments: 'instruments', payments: 'payments', operations: 'operations' },
    /** What a refresh reloads: "Could not refresh activity." */
    refreshed: { instruments: 'instruments', payments: 'payments', activity: 'activity' },
  },
  filters: {
    more: 'Filters',
    moreCount: 'Filters ({{count}})',
    applied: 'Applied filters',
    remove: 'Remove filter {{filter}}',
  },
  notice: {
    tryAgain: 'Try again',
    http: 'HTTP {{status}}',
    httpCode: 'HTTP {{status}}, error code {{code}}',
  },
  apiError: {
    unknownLead: 'The outcome is unknown:',
    unknownBody: 'the change may have been applied. Check before trying again.',
    status: 'HTTP status',
    noAnswer: 'No answer',
    notPermitted: 'Your roles do not allow it',
    waitingTitle: 'Waiting for a supervisor’s approval',
    // The same request once a supervisor decided it on another console.
    decision: {
      approved: 'Approved: sending',
      approvedBody:
        '{{who}} approved it at {{time}}; this console sends it once, as soon as it can use the profile’s credentials (a secret kept for one session must be set again after a restart).',
      sending: 'Approved: sending',
      sendingBody: '{{who}} approved it at {{time}}; this console is sending it once.',
      sent: 'Approved and sent',
      sentBody: '{{who}} approved it; at {{time}} this console sent it once.',
      rejected: 'Rejected: nothing was sent',
      rejectedBody: '{{who}} rejected it at {{time}}. Nothing was sent.',
      expired: 'Expired: nothing was sent',
      expiredBody:
        'No supervisor decided by {{time}}. Nothing was sent; ask again if it is still needed.',
      note: 'Their note: “{{note}}”',
      someTime: 'a time not recorded',
      seeActivity: 'See its result in Activity',
    },
    apiCode: 'Error code',
    responseCode: 'Response code',
    what: 'What happened',
    message: 'Message',
    apiSaid: 'The API answered: “{{text}}”',
    // A refused field's name before its reason, as the forms label it ("Monto: …", not "amount: …").
    fieldName: {
      amount: GLOSSARY.en.amount,
      currency: GLOSSARY.en.currency,
      type: 'Type',
      transaction_id: 'Transaction id',
      payment_id: 'Payment id',
      merchant_id: 'Merchant id',
    },
    fieldRefused: 'The API did not accept it: “{{text}}”',
    kinds: {
      validation: 'Refused as written: check the fields',
      unauthorized: 'The profile’s credentials were not accepted',
      forbidden: 'The profile is not allowed to do this',
      not_found: 'Not found',
      conflict: 'It conflicts with the current state',
      network: 'The API could not be reached',
      timeout: 'No answer in time',
      outcome_unknown: 'No answer to trust',
      server: 'The API had a problem of its own',
      rate_limited: 'Too many requests; wait a moment',
      internal: 'The console had a problem',
    },
  },
  card: {
    unknownBrand: 'Card',
  },
  // Any screen can meet a refusal by role: it names the roles and the operation in words.
  roleNames: ROLE_NAMES.en,
  operationNames: apiOperationNames('en'),
  thisAction: 'this action',
  errors: {
    // Main's own English words for each reason, written once.
    ...FRAME_REASON_WORDS,
    detail: 'Technical detail, in the system’s words: “{{detail}}”',
  },
} as const;

export const es: Catalog<typeof en> = {
  brand: 'Consola de pagos',

  nav: {
    label: 'Secciones',
    instruments: 'Instrumentos',
    users: 'Usuarios',
    payments: 'Pagos',
    authorizations: 'Autorizaciones',
    transactions: 'Transacciones',
    pos: 'Anular o devolver un pago',
    unknownOutcomes: 'Resultados desconocidos',
    approvals: 'Aprobaciones',
    activity: 'Actividad',
    simulator: 'Simulador',
    scenarios: 'Escenarios',
    settings: 'Configuración',
  },
  signIn: {
    title: 'Iniciar sesión',
    body: 'Esta consola identifica a los operadores con la cuenta de la empresa: cada registro dice quién hizo qué.',
    lockedTitle: 'La consola está bloqueada',
    lockedBody:
      'Se bloqueó tras un rato sin uso. Vuelva a iniciar sesión para continuar; no se perdió nada de lo enviado.',
    localBody:
      'Se bloqueó tras un rato sin uso. Esta consola funciona como el operador local «{{name}}»: escriba ese nombre para continuar.',
    lockedWho: 'Sesión abierta antes del bloqueo: {{who}}',
    localName: 'Nombre del operador',
    provider: 'Proveedor de inicio de sesión: {{provider}}',
    button: 'Iniciar sesión con la cuenta de la empresa',
    unlock: 'Desbloquear',
    failed: 'No se pudo iniciar la sesión.',
    inBrowser:
      'Su navegador abrió la página de inicio de sesión de la empresa: termine allí y esta consola se abrirá sola.',
    signOut: 'Cerrar sesión',
    verifiedOperator: 'Operador: {{name}}',
  },
  scenarioHold: {
    paused: 'El escenario “{{name}}” está en pausa antes del paso {{step}}.',
    running: 'El escenario “{{name}}” se está ejecutando.',
    simulator:
      'Hasta que termine, el simulador integrado conserva los datos y el dialecto del escenario, no los de Configuración, y lo que envíe desde cualquier pantalla va allí.',
    profile:
      'Hasta que termine, lo que envíe desde cualquier pantalla va al mismo perfil que sus pasos.',
    stop: 'Detener la ejecución',
  },
  profile: {
    label: 'Perfil activo',
    word: 'Perfil',
    loading: 'Cargando el perfil…',
    unknown: 'Perfil desconocido: {{message}}',
    simulator: 'Simulador',
    production: 'Producción',
    banner:
      '“{{name}}” mueve dinero real. Cada operación con dinero le pide confirmar primero el monto, la moneda, el destino y la tarjeta.',
    changed:
      'Ahora el perfil activo es “{{name}}”, pero este formulario se llenó para “{{was}}”: la consola no lo enviará así. Revise el formulario para “{{name}}” y luego elija usarlo.',
    changedSame:
      'El perfil “{{name}}” cambió después de llenar este formulario: la consola no lo enviará así. Revise el formulario con él y luego elija usarlo.',
    useNow: 'Usar “{{name}}” en este formulario',
  },
  help: {
    open: 'Atajos',
    title: 'Atajos de teclado',
    close: GLOSSARY.es.close,
    keys: 'Teclas',
    does: 'Hace',
    openArea: 'Abrir {{area}}',
    altKey: 'Alt+{{key}}',
    submit: 'Enviar el formulario en el que está',
    toggle: 'Mostrar u ocultar esta lista',
    escape: 'Cerrar un diálogo o esta lista',
    search: 'Buscar cualquier ID, clave, últimos cuatro dígitos o número de traza',
  },
  search: {
    label: 'Buscar',
    placeholder: 'Buscar ids… (Ctrl+K)',
    results: 'Resultados de la búsqueda',
    none: 'Escriba un ID de pago, transacción, instrumento, usuario u operación, una clave de idempotencia o los últimos cuatro dígitos de una tarjeta.',
    payment: 'Abrir el pago {{id}}',
    instrument: 'Abrir el instrumento {{id}}',
    user: 'Abrir el usuario {{id}}',
    operation: 'Abrir la operación {{id}}',
    activity: 'Operaciones relacionadas con {{query}}',
    instruments: 'Instrumentos terminados en {{digits}}',
    lastFourNone:
      'Ninguna tarjeta terminada en {{digits}} entre los últimos {{count}} instrumentos.',
    looking: 'Buscando…',
    finder: 'Buscar pagos por {{query}}',
  },
  error: {
    title: 'Algo salió mal',
    back: 'Volver a instrumentos',
    reload: 'Recargar la consola',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'No hay nada en',
    goTo: 'Ir a {{area}}',
  },
  closedArea: {
    title: '{{area}}: no disponible para sus roles',
    formTitle: 'Este formulario no está disponible para sus roles',
    body: 'Sus roles ({{roles}}) no incluyen el trabajo de esta área, así que la consola rechazaría lo que envíe. Un administrador puede cambiar el mapa de roles.',
    bodyNoRoles:
      'No tiene ningún rol que incluya el trabajo de esta área, así que la consola rechazaría lo que envíe. Un administrador puede cambiar el mapa de roles.',
  },
  approvalsBadge: {
    label_one: '{{count}} solicitud espera su aprobación',
    label_other: '{{count}} solicitudes esperan su aprobación',
    text_one: 'por aprobar',
    text_other: 'por aprobar',
  },
  unknownBadge: {
    label_one: '{{shown}} operación con resultado desconocido',
    label_other: '{{shown}} operaciones con resultado desconocido',
    text_one: 'resultado desconocido',
    text_other: 'resultados desconocidos',
  },
  mirror: {
    syncingText: '{{mirrored}} copiados',
    newRunText: 'Nueva ejecución · {{mirrored}} copiados',
    newRun:
      'Nueva ejecución del simulador: el simulador integrado se sembró para otro día o con otra cantidad de pagos, así que sus pagos se copian de nuevo ({{mirrored}} hasta ahora)',
    resumedText: 'Reanudada · {{mirrored}} copiados',
    resumed:
      'Copia reanudada: el simulador integrado se inició de nuevo con la misma siembra hoy, así que sirve los mismos pagos; lo que su ejecución anterior creó o cambió se lee de nuevo ({{mirrored}} hasta ahora)',
    syncing: 'Copiando los pagos de la API para buscar: {{mirrored}} hasta ahora',
    barLabel: 'Pagos copiados para buscar',
    barValue: '{{mirrored}} de {{total}}',
    syncingOf: 'Copiando los pagos de la API para buscar: {{mirrored}} de {{total}}',
    upToDateText: 'Pagos al día',
    upToDate: 'Los {{mirrored}} pagos para buscar están al día',
    upToDateAtText: 'Al día {{time}}',
    upToDateAt: 'Los {{mirrored}} pagos para buscar estaban al día a las {{time}}',
    backingOffText: 'En espera hasta {{time}}',
    backingOff:
      'La API pidió esperar: la copia de pagos para buscar sigue a las {{time}} ({{mirrored}} hasta ahora)',
    errorText: 'Copia detenida · {{mirrored}} copiados',
    error: '{{reason}} ({{mirrored}} copiados hasta ahora)',
    reason: MIRROR_REASON_WORDS.es,
  },
  auditBadge: {
    text_one: 'Auditoría: {{count}} sin enviar',
    text_other: 'Auditoría: {{count}} sin enviar',
    label_one:
      'Registro de auditoría: {{count}} registro del diario sin enviar al almacén del equipo',
    label_other:
      'Registro de auditoría: {{count}} registros del diario sin enviar al almacén del equipo',
    localText: 'Auditoría: esta consola no envía',
    localLabel_one:
      'Registro de auditoría: el rol de esta consola en el almacén del equipo solo lee, así que su {{count}} registro del diario queda en este equipo y no se envía',
    localLabel_other:
      'Registro de auditoría: el rol de esta consola en el almacén del equipo solo lee, así que sus {{count}} registros del diario quedan en este equipo y no se envían',
  },
  dialog: {
    cancel: GLOSSARY.es.cancel,
  },
  list: {
    refreshFailed: 'No se pudo actualizar {{what}}.',
    moreFailed: 'No se pudieron cargar más {{what}}.',
    loadingMore: 'Cargando más…',
    loadingScreen: 'Cargando…',
    loadMore: 'Cargar más {{what}}',
    items: { instruments: 'instrumentos', payments: 'pagos', operations: 'operaciones' },
    refreshed: {
      instruments: 'los instrumentos',
      payments: 'los pagos',
      activity: 'la actividad',
    },
  },
  filters: {
    more: 'Filtros',
    moreCount: 'Filtros ({{count}})',
    applied: 'Filtros aplicados',
    remove: 'Quitar el filtro {{filter}}',
  },
  notice: {
    tryAgain: 'Intentar de nuevo',
    http: 'HTTP {{status}}',
    httpCode: 'HTTP {{status}}, código de error {{code}}',
  },
  apiError: {
    fieldName: {
      amount: GLOSSARY.es.amount,
      currency: GLOSSARY.es.currency,
      type: 'Tipo',
      transaction_id: 'ID de transacción',
      payment_id: 'ID de pago',
      merchant_id: 'ID de comercio',
    },
    unknownLead: 'No se sabe el resultado:',
    unknownBody: 'puede que el cambio se haya aplicado. Verifique antes de intentarlo de nuevo.',
    status: 'Estado HTTP',
    noAnswer: 'Sin respuesta',
    notPermitted: 'Sus roles no lo permiten',
    waitingTitle: 'Espera la aprobación de un supervisor',
    decision: {
      approved: 'Aprobada: enviándose',
      approvedBody:
        'A las {{time}}, {{who}} la aprobó; esta consola la envía una sola vez en cuanto pueda usar las credenciales del perfil (un secreto guardado solo para la sesión debe ingresarse de nuevo tras reiniciar).',
      sending: 'Aprobada: enviándose',
      sendingBody: 'A las {{time}}, {{who}} la aprobó; esta consola la envía una sola vez.',
      sent: 'Aprobada y enviada',
      sentBody: '{{who}} la aprobó; a las {{time}}, esta consola la envió una sola vez.',
      rejected: 'Rechazada: no se envió nada',
      rejectedBody: 'A las {{time}}, {{who}} la rechazó. No se envió nada.',
      expired: 'Vencida: no se envió nada',
      expiredBody:
        'Ningún supervisor decidió antes de las {{time}}: no se envió nada; pídala de nuevo si aún hace falta.',
      note: 'Su nota: «{{note}}»',
      someTime: 'una hora no registrada',
      seeActivity: 'Ver su resultado en Actividad',
    },
    apiCode: 'Código de error',
    responseCode: 'Código de respuesta',
    what: 'Qué pasó',
    message: 'Mensaje',
    apiSaid: 'La API respondió: «{{text}}»',
    fieldRefused: 'La API no lo aceptó: «{{text}}»',
    kinds: {
      validation: 'Rechazado tal como está: revise los campos',
      unauthorized: 'No se aceptaron las credenciales del perfil',
      forbidden: 'El perfil no tiene permiso para hacer esto',
      not_found: 'No se encontró',
      conflict: 'Choca con el estado actual',
      network: 'No se pudo contactar la API',
      timeout: 'No hubo respuesta a tiempo',
      outcome_unknown: 'No hubo una respuesta confiable',
      server: 'La API tuvo un problema propio',
      rate_limited: 'Demasiadas solicitudes; espere un momento',
      internal: 'La consola tuvo un problema',
    },
  },
  card: {
    unknownBrand: 'Tarjeta',
  },
  roleNames: ROLE_NAMES.es,
  operationNames: apiOperationNames('es'),
  thisAction: 'esta acción',
  errors: {
    refused: 'Nada respondió en la dirección de la API; no se envió nada.',
    dns: 'No se encontró la dirección de la API; no se envió nada.',
    cut: 'La conexión con la API se cortó antes de que respondiera.',
    tls: 'No se pudo confiar en el certificado de seguridad de la API; no se envió nada.',
    network: 'No se pudo contactar la API.',
    timeout: 'La API no respondió a tiempo.',
    server: 'La API respondió con una falla de su lado.',
    http_status: 'La API respondió HTTP {{status}} sin decir por qué.',
    in_progress: 'La API todavía está procesando el primer intento.',
    rate_limited:
      'La API está rechazando solicitudes por un momento; no se hizo nada. Intente de nuevo en breve.',
    too_large: 'La respuesta era demasiado grande para leerla.',
    interrupted: 'La consola se interrumpió antes de poder leer la respuesta.',
    profile_changed:
      'Esta pantalla mostraba el perfil “{{shown}}”, pero ahora el perfil activo es “{{active}}”: no se envió nada. Revise el encabezado y envíe de nuevo.',
    profile_edited:
      'El perfil “{{active}}” cambió después de que esta pantalla lo mostró: no se envió nada. Revise lo que ingresó contra él y envíe de nuevo.',
    no_secret:
      'El perfil "{{profile}}" no tiene un secreto de cliente utilizable: configúrelo en Configuración.',
    secret_needs_reentry:
      'El secreto de cliente del perfil "{{profile}}" ya no se puede leer: escríbalo de nuevo en Configuración.',
    ...REFUSAL_REASON_WORDS.es,
    detail: 'Detalle técnico, en palabras del sistema: «{{detail}}»',
  },
};
