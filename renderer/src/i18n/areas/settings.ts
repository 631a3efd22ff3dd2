import { GLOSSARY } from './common';
import type { Catalog } from '../messages';
import { CONSOLE_CHANNEL_NAMES } from '../../../../shared/channel-words';
import { apiOperationNames } from '../../../../shared/operations/words';

/** Settings: the language, connection profiles, secrets and the connection test. */
export const en = {
  dialect: {
    legend: 'The simulator answers',
    friendly: 'Friendly (the simulator’s own shapes)',
    friendlyHint:
      'Amounts as {value, currency}, ISO times, the user’s view after a write, Idempotency-Key replays.',
    reference: 'Like the reference',
    referenceHint:
      'What the public reference documents and the real sandbox sends: plain-number amounts, epoch seconds, "" for absent values, 201 {} when an instrument is added, error_type errors, no Idempotency-Key replay.',
    failed: 'Could not change how the simulator answers.',
  },
  page: {
    title: 'Settings',
    newProfile: 'New profile',
    version: 'Payments Console {{version}}, {{host}}.',
    hostWeb: 'browser host',
    hostDesktop: 'desktop app',
    loading: 'Loading profiles…',
    loadFailed: 'Could not load the profiles.',
    attention: 'Some profiles need attention.',
    attentionSecret: '{{name}}: client secret {{state}}',
    profiles: 'Profiles',
  },
  card: {
    active: 'Active',
    production: 'Production',
    baseUrl: 'Base URL',
    tokenUrl: 'Token URL',
    clientId: 'Client id',
    clientSecret: 'Client secret',
    idempotencyKey: 'Idempotency-Key',
    idempotencyHonoured: 'Honoured: resent once on its own after a reset or a 5xx',
    idempotencyNotKnown: 'Not known: never resent on its own',
    builtIn: 'Built in',
    defaultMerchant: 'Default merchant',
    activate: 'Activate',
    edit: 'Edit',
    remove: 'Remove',
    switching: 'Switching to {{name}}…',
    activateFailed: 'Could not activate {{name}}.',
  },
  secretState: {
    set: 'Set',
    not_set: 'Not set',
    session_only: 'Set for this session only',
    needs_reentry: 'Needs to be re-entered',
    /** The keyring's backend as the system names it, in words where it is a known one. */
    backend: {
      unavailable: 'none',
      basic_text: 'plain text only',
      unknown: 'not recognised',
      other: 'the system calls it “{{backend}}”',
    },
    // The reason is a sentence of its own, capital and all: a full stop, not a colon.
    withReason: '{{state}}. {{reason}}',
    /** Main's reason by its key (`secret.why`); its English stays in `secret.reason` for logs. */
    why: {
      no_keyring:
        'This system has no secure keyring (backend: {{backend}}); the secret is kept in memory until the console closes.',
      keyring_refused:
        'The system keyring (backend: {{backend}}) refused to encrypt the secret; it is kept in memory until the console closes.',
      keyring_gone:
        'The secure keyring is not available now (backend: {{backend}}), so the stored secret cannot be read; enter it again.',
      no_longer_decrypts:
        'The stored secret no longer decrypts (the system keyring was reset or changed); enter it again.',
      file_unreadable: 'The secrets file could not be read; enter the secret again.',
    },
  },
  connection: {
    test: 'Test connection',
    of: 'of {{name}}',
    testing: 'Testing the connection…',
    works: 'Connection works',
    latency: 'token issued in {{ms}} ms',
    validFor: 'token valid for {{duration}}',
    failed: 'Failed {{stage}}.',
    testFailed: 'Could not test the connection.',
    issued: '{{url}} issued a token to the client id “{{clientId}}”.',
    answeredIn: 'The token endpoint answered in {{ms}} ms.',
    outcome: {
      not_set: 'This profile has no client secret yet: enter it, then test again.',
      needs_reentry:
        'The saved client secret can no longer be read on this machine: enter it again, then test again.',
      not_found:
        '{{url}} answered HTTP {{status}}: there is no token endpoint there. Check the token URL (by default it is the base URL followed by /oauth/token).',
      redirect:
        '{{url}} sends the request elsewhere, and the console does not follow a redirect with credentials. Enter the final address as the token URL.',
      credentials:
        'The token endpoint refused the client id “{{clientId}}” or its secret (HTTP {{status}}). Check the client id and enter the secret again.',
      not_json:
        '{{url}} answered HTTP {{status}}, but not with a token in JSON: is this really the token URL?',
      no_token: '{{url}} answered HTTP {{status}} without an access token.',
      server_failed:
        'The token endpoint failed (HTTP {{status}}): try again later, or ask the API’s operators.',
      unexpected: 'The token endpoint answered HTTP {{status}} instead of a token.',
      not_sent: 'No token request was sent.',
    },
    server: {
      label: 'The token endpoint’s own words:',
      text: '“{{text}}”',
      both: '{{code}}, “{{text}}”',
    },
    stage: {
      ok: 'connected',
      no_secret: 'before connecting: there is no client secret',
      dns: 'looking up the host name (DNS)',
      connect: 'connecting to the server',
      tls: 'setting up the secure connection (TLS)',
      timeout: 'waiting for an answer (time-out)',
      token_url: 'finding the token endpoint',
      credentials: 'checking the client id and secret (credentials refused)',
      answer: 'reading the token endpoint’s answer',
    },
    check: {
      dns: 'Check the spelling of {{host}} and this machine’s network or DNS.',
      refused: 'Check the host and port ({{host}}) and that the service is running.',
      connect: 'Check the address ({{host}}), the network and any firewall or proxy.',
      timeout: 'Check that {{host}} is the right server, or give the profile a longer deadline.',
    },
    certificate: {
      CERT_HAS_EXPIRED: '{{host}} was reached, but its certificate has expired.',
      CERT_NOT_YET_VALID:
        '{{host}} was reached, but its certificate is not valid yet: check this machine’s clock.',
      DEPTH_ZERO_SELF_SIGNED_CERT: '{{host}} was reached, but its certificate is self-signed.',
      SELF_SIGNED_CERT_IN_CHAIN:
        '{{host}} was reached, but its certificate ends in a root this machine does not trust (a proxy that inspects secure connections?).',
      UNABLE_TO_VERIFY_LEAF_SIGNATURE:
        '{{host}} was reached, but its certificate cannot be verified (the server may not send its intermediate certificates).',
      UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
        '{{host}} was reached, but its certificate comes from an authority this machine does not trust.',
      ERR_TLS_CERT_ALTNAME_INVALID:
        '{{host}} was reached, but its certificate is for another host name.',
      CERT_REVOKED: '{{host}} was reached, but its certificate has been revoked.',
      other: '{{host}} was reached, but the secure connection could not be set up.',
    },
  },
  pages: {
    newHint: 'The client secret is set on the next screen, once the profile exists.',
    profileTitle: 'Profile {{name}}',
    back: 'Back to settings',
    loading: 'Loading profile…',
    notFound: 'No profile with id {{id}}',
    simulatorBuiltIn:
      'The simulator profile is built in: its address and credentials come from the running simulator and cannot be edited.',
    activeNotice: 'This is the active profile: saving a change clears every cached answer.',
  },
  form: {
    editLabel: 'Edit profile',
    newLabel: 'New profile',
    name: 'Name',
    baseUrl: 'Base URL',
    baseUrlExample: 'https://api.example.com',
    tokenUrl: 'Token URL (optional)',
    tokenUrlHint: 'Leave empty to use the base URL followed by /oauth/token.',
    /** Before a base URL is typed: the default, in words. */
    tokenUrlPlaceholder: '{base URL}/oauth/token',
    clientId: 'Client id',
    audience: 'Audience (optional)',
    defaultMerchant: 'Default merchant id (optional)',
    deadline: 'Deadline (ms)',
    approval: {
      legend: 'Four-eyes approvals (production only)',
      hint: 'Money above a threshold, in the amount’s own units, waits for a supervisor on another console. Empty: nothing waits.',
      off: 'Approvals are off: this console has no team store to ask through. Money above a threshold is refused, never sent.',
      moneyAbove: 'Any money above',
      refundAbove: 'Any refund above',
      expiryMinutes: 'Minutes to decide',
    },
    deadlineHint: 'Every call gives up after this long (1000 to 120000).',
    production: 'Production',
    productionHint:
      'A production profile moves real money: a banner stays on every screen while it is active, and each money-moving action asks for confirmation first.',
    idempotency: {
      label: 'Idempotency-Key',
      hint: 'The API’s reference documents no Idempotency-Key header. Choose “Honoured” only if you know this API applies a resend with the same key at most once: the console then resends once on its own after a reset or a 5xx. Otherwise it never does, and asks before sending again because that may charge twice.',
      not_known: 'Not known: never resend on its own (default)',
      honoured: 'Honoured: a resend with the same key is applied at most once',
    },
    allowRawCards: 'Allow raw card numbers',
    allowRawCardsHint:
      'Manual authorizations with a typed card number. Off by default for production.',
    allowExtraFields: 'Allow additional JSON fields',
    allowExtraFieldsHint:
      'Extra raw JSON merged into money-moving requests. Off by default for production.',
    save: 'Save profile',
    create: 'Create profile',
    cancel: GLOSSARY.en.cancel,
    saving: 'Saving the profile…',
    saveFailed: 'Could not save the profile',
  },
  headers: {
    legend: 'Extra headers (optional)',
    hint: 'Sent with every call, e.g. Client-Id. Not secret storage: put credentials in the client secret.',
    name: 'Header {{n}} name',
    value: 'Header {{n}} value',
    remove: 'Remove header {{n}}',
    add: 'Add header',
    enterName: 'Enter the header name',
    twice: '"{{name}}" is given twice',
  },
  secret: {
    title: 'Client secret',
    state: 'State:',
    notSetHint: 'This profile cannot call the API until its client secret is set.',
    approvedWaiting_one:
      'A request a supervisor approved waits for this secret: the console sends it once, as soon as the secret is set.',
    approvedWaiting_other:
      '{{count}} requests a supervisor approved wait for this secret: the console sends each once, as soon as the secret is set.',
    newSecret: 'New client secret',
    hint: 'Write-only: it is stored by the console and never shown again.',
    save: 'Save secret',
    clear: 'Clear secret',
    saving: 'Saving the secret…',
    clearing: 'Clearing…',
    saved: 'The client secret was saved.',
    cleared: 'The client secret was cleared.',
    saveFailed: 'Could not save the secret',
    clearFailed: 'Could not clear the secret',
  },
  remove: {
    title: 'Remove profile “{{name}}”?',
    confirm: 'Remove profile',
    body: 'Its saved client secret is deleted with it.',
    bodyActive: 'It is the active profile: the console switches to the simulator.',
    failed: 'Could not remove the profile',
  },
  roleMap: {
    title: 'Role map',
    show: 'Show the role map',
    hide: 'Hide the role map',
    intro:
      'Which roles may use each operation. Main refuses the rest; each change is recorded with who made it.',
    loading: 'Loading the role map…',
    loadFailed: 'Could not load the role map.',
    channel: 'Operation',
    state: 'Compared with the defaults',
    isDefault: 'default',
    changed: 'changed (default: {{roles}})',
    noRoles: 'no role',
    allow: '{{role}} may use {{channel}}',
    // Each row's operation by its name: the API's from their modules, the console's own from shared.
    operations: { ...apiOperationNames('en'), ...CONSOLE_CHANNEL_NAMES.en },
    reset: 'Reset to defaults',
    failed: 'The role map was not changed',
  },
  signIn: {
    title: 'Sign-in provider',
    intro:
      'Operators sign in with the company’s OpenID provider. Main reads these settings when the console starts: a change applies from the next start, and a launch’s --oidc-… flags or PAYMENTS_CONSOLE_OIDC_… variables win over them.',
    launchInForce:
      'This launch signs in with {{issuer}} (client {{client_id}}, roles from the “{{roles_claim}}” claim), named by its --oidc-… flags or PAYMENTS_CONSOLE_OIDC_… variables; the settings below are used when the console starts without them.',
    noneStored:
      'Nothing is stored here yet: the role rows below are the defaults, and saving makes these settings the provider of launches without those flags.',
    loading: 'Loading the sign-in settings…',
    loadFailed: 'Could not load the sign-in settings.',
    issuer: 'Issuer URL',
    issuerHint:
      'Exactly as the provider’s discovery document names it, e.g. https://id.example.com/realms/shop',
    clientId: 'Client id',
    secret: 'Client secret',
    secretStored: 'A secret is stored. It is never shown: keep it, replace it or remove it.',
    secretNone: 'No secret is stored: the console signs in as a public client.',
    keepSecret: 'Keep the stored secret',
    noSecret: 'No secret (a public client)',
    replaceSecret: 'Replace it',
    setSecret: 'Set one',
    clearSecret: 'Remove it',
    newSecret: 'New client secret',
    newSecretHint: 'Sealed on this machine as the profiles’ secrets are; never shown again.',
    rolesClaim: 'Roles claim',
    rolesClaimHint: 'The ID token’s claim that carries roles; empty reads “roles”.',
    roleMap: 'Roles granted by each value',
    roleMapHint:
      'Each value the provider sends in that claim, and the console’s role it grants. A value not listed grants nothing.',
    value: 'Value {{n}}',
    role: 'Role for value {{n}}',
    removeValue: 'Remove value {{n}}',
    addValue: 'Add a value',
    applies:
      'Saving asks you to confirm these exact settings outside this page (a dialog, or a code in the terminal), then applies them from the next start.',
    save: 'Save sign-in settings',
    saving: 'Saving…',
    saved: 'Saved. It applies from the next start of the console.',
    declined: 'Not confirmed: nothing changed. What you typed is still here.',
    saveFailed: 'The sign-in settings were not saved',
  },
  roles: {
    title: 'Roles',
    yours: 'Your roles: {{roles}}.',
    none: 'Your session has no role: the console allows nothing but choosing a profile.',
    hidden: 'Areas and actions your roles do not allow are not shown.',
  },
} as const;

export const es: Catalog<typeof en> = {
  dialect: {
    legend: 'El simulador responde',
    friendly: 'Amigable (las formas propias del simulador)',
    friendlyHint:
      'Montos como {value, currency}, horas ISO, la vista del usuario después de un cambio, repite respuestas por Idempotency-Key.',
    reference: 'Como la referencia',
    referenceHint:
      'Lo que documenta la referencia pública y envía el sandbox real: montos como números, segundos epoch, "" para valores ausentes, 201 {} al agregar un instrumento, errores con error_type, sin repetir respuestas por Idempotency-Key.',
    failed: 'No se pudo cambiar cómo responde el simulador.',
  },
  page: {
    title: 'Configuración',
    newProfile: 'Nuevo perfil',
    version: 'Payments Console {{version}}, {{host}}.',
    hostWeb: 'en el navegador',
    hostDesktop: 'aplicación de escritorio',
    loading: 'Cargando perfiles…',
    loadFailed: 'No se pudieron cargar los perfiles.',
    attention: 'Algunos perfiles requieren atención.',
    attentionSecret: '{{name}}: secreto del cliente {{state}}',
    profiles: 'Perfiles',
  },
  card: {
    active: 'Activo',
    production: 'Producción',
    baseUrl: 'URL base',
    tokenUrl: 'URL del token',
    clientId: 'ID de cliente',
    clientSecret: 'Secreto del cliente',
    idempotencyKey: 'Idempotency-Key',
    idempotencyHonoured:
      'Respetada: se reenvía una vez por sí sola tras un corte de conexión o un error 5xx',
    idempotencyNotKnown: 'Desconocida: nunca se reenvía por sí sola',
    builtIn: 'Incluido',
    defaultMerchant: 'Comercio predeterminado',
    activate: 'Activar',
    edit: 'Editar',
    remove: 'Eliminar',
    switching: 'Cambiando a {{name}}…',
    activateFailed: 'No se pudo activar {{name}}.',
  },
  secretState: {
    set: 'Configurado',
    not_set: 'Sin configurar',
    session_only: 'Configurado solo para esta sesión',
    needs_reentry: 'Hay que ingresarlo de nuevo',
    backend: {
      unavailable: 'ninguno',
      basic_text: 'solo texto sin cifrar',
      unknown: 'no reconocido',
      other: 'el sistema lo llama «{{backend}}»',
    },
    withReason: '{{state}}. {{reason}}',
    why: {
      no_keyring:
        'Este sistema no tiene un llavero seguro (tipo de llavero: {{backend}}); el secreto se guarda en memoria hasta que se cierre la consola.',
      keyring_refused:
        'El llavero del sistema (tipo: {{backend}}) se negó a cifrar el secreto; se guarda en memoria hasta que se cierre la consola.',
      keyring_gone:
        'El llavero seguro no está disponible ahora (tipo de llavero: {{backend}}), así que el secreto guardado no se puede leer; ingréselo de nuevo.',
      no_longer_decrypts:
        'El secreto guardado ya no se puede descifrar (el llavero del sistema se restableció o cambió); ingréselo de nuevo.',
      file_unreadable: 'No se pudo leer el archivo de secretos; ingrese el secreto de nuevo.',
    },
  },
  connection: {
    test: 'Probar la conexión',
    of: 'de {{name}}',
    testing: 'Probando la conexión…',
    works: 'La conexión funciona',
    latency: 'token emitido en {{ms}} ms',
    validFor: 'token válido por {{duration}}',
    failed: 'Falló {{stage}}.',
    testFailed: 'No se pudo probar la conexión.',
    issued: '{{url}} emitió un token para el ID de cliente «{{clientId}}».',
    answeredIn: 'El servicio de tokens respondió en {{ms}} ms.',
    outcome: {
      not_set: 'Este perfil todavía no tiene secreto del cliente: ingréselo y vuelva a probar.',
      needs_reentry:
        'El secreto del cliente guardado ya no se puede leer en este equipo: ingréselo de nuevo y vuelva a probar.',
      not_found:
        '{{url}} respondió HTTP {{status}}: ahí no hay un servicio de tokens. Revise la URL del token (por defecto es la URL base seguida de /oauth/token).',
      redirect:
        '{{url}} envía la solicitud a otro lugar, y la consola no sigue una redirección con credenciales. Ingrese la dirección final como URL del token.',
      credentials:
        'El servicio de tokens rechazó el ID de cliente «{{clientId}}» o su secreto (HTTP {{status}}). Revise el ID de cliente e ingrese el secreto de nuevo.',
      not_json:
        '{{url}} respondió HTTP {{status}}, pero no con un token en JSON: ¿es realmente la URL del token?',
      no_token: '{{url}} respondió HTTP {{status}} sin un token de acceso.',
      server_failed:
        'El servicio de tokens falló (HTTP {{status}}): vuelva a intentarlo más tarde o consulte a quienes operan la API.',
      unexpected: 'El servicio de tokens respondió HTTP {{status}} en lugar de un token.',
      not_sent: 'No se envió ninguna solicitud de token.',
    },
    server: {
      label: 'Palabras del propio servicio de tokens:',
      text: '«{{text}}»',
      both: '{{code}}, «{{text}}»',
    },
    stage: {
      ok: 'conectado',
      no_secret: 'antes de conectar: no hay secreto del cliente',
      dns: 'al buscar el nombre del servidor (DNS)',
      connect: 'al conectar con el servidor',
      tls: 'al establecer la conexión segura (TLS)',
      timeout: 'al esperar la respuesta (tiempo agotado)',
      token_url: 'al buscar el servicio de tokens',
      credentials: 'al verificar el ID y el secreto del cliente (credenciales rechazadas)',
      answer: 'al leer la respuesta del servicio de tokens',
    },
    check: {
      dns: 'Revise cómo está escrito {{host}} y la red o el DNS de este equipo.',
      refused: 'Revise el servidor y el puerto ({{host}}) y que el servicio esté en marcha.',
      connect: 'Revise la dirección ({{host}}), la red y cualquier cortafuegos o proxy.',
      timeout: 'Revise que {{host}} sea el servidor correcto, o dele al perfil un plazo más largo.',
    },
    certificate: {
      CERT_HAS_EXPIRED: 'Se llegó a {{host}}, pero su certificado venció.',
      CERT_NOT_YET_VALID:
        'Se llegó a {{host}}, pero su certificado todavía no es válido: revise la hora de este equipo.',
      DEPTH_ZERO_SELF_SIGNED_CERT: 'Se llegó a {{host}}, pero su certificado es autofirmado.',
      SELF_SIGNED_CERT_IN_CHAIN:
        'Se llegó a {{host}}, pero su certificado termina en una raíz en la que este equipo no confía (¿un proxy que inspecciona las conexiones seguras?).',
      UNABLE_TO_VERIFY_LEAF_SIGNATURE:
        'Se llegó a {{host}}, pero su certificado no se puede verificar (puede que el servidor no envíe sus certificados intermedios).',
      UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
        'Se llegó a {{host}}, pero su certificado viene de una autoridad en la que este equipo no confía.',
      ERR_TLS_CERT_ALTNAME_INVALID:
        'Se llegó a {{host}}, pero su certificado es para otro nombre de servidor.',
      CERT_REVOKED: 'Se llegó a {{host}}, pero su certificado fue revocado.',
      other: 'Se llegó a {{host}}, pero no se pudo establecer la conexión segura.',
    },
  },
  pages: {
    newHint:
      'El secreto del cliente se configura en la pantalla siguiente, cuando el perfil exista.',
    profileTitle: 'Perfil {{name}}',
    back: 'Volver a la configuración',
    loading: 'Cargando el perfil…',
    notFound: 'No hay ningún perfil con el ID {{id}}',
    simulatorBuiltIn:
      'El perfil del simulador viene incluido: su dirección y sus credenciales las da el simulador en marcha y no se pueden editar.',
    activeNotice:
      'Este es el perfil activo: al guardar un cambio se borran todas las respuestas guardadas.',
  },
  form: {
    editLabel: 'Editar perfil',
    newLabel: 'Nuevo perfil',
    name: 'Nombre',
    baseUrl: 'URL base',
    baseUrlExample: 'https://api.ejemplo.com',
    tokenUrl: 'URL del token (opcional)',
    tokenUrlHint: 'Déjela vacía para usar la URL base seguida de /oauth/token.',
    tokenUrlPlaceholder: '{URL base}/oauth/token',
    clientId: 'ID de cliente',
    audience: 'Audiencia (opcional)',
    defaultMerchant: 'ID de comercio predeterminado (opcional)',
    deadline: 'Plazo (ms)',
    approval: {
      legend: 'Aprobación de dos personas (solo producción)',
      hint: 'El dinero por encima de un umbral, en las unidades del monto, espera a un supervisor en otra consola. Vacío: nada espera.',
      off: 'Las aprobaciones están desactivadas: esta consola no tiene un almacén del equipo por el que pedirlas. El dinero por encima de un umbral se rechaza, nunca se envía.',
      moneyAbove: 'Cualquier dinero por encima de',
      refundAbove: 'Cualquier devolución por encima de',
      expiryMinutes: 'Minutos para decidir',
    },
    deadlineHint: 'Cada llamada se abandona después de este tiempo (de 1000 a 120000).',
    production: 'Producción',
    productionHint:
      'Un perfil de producción mueve dinero real: mientras esté activo se ve un aviso en todas las pantallas, y cada acción que mueve dinero pide confirmación antes.',
    idempotency: {
      label: 'Idempotency-Key',
      hint: 'La referencia de la API no documenta ningún encabezado Idempotency-Key. Elija “Respetada” solo si sabe que esta API aplica como máximo una vez un reenvío con la misma clave: la consola entonces reenvía una vez por sí sola tras un corte de conexión o un error 5xx. Si no, nunca lo hace, y pregunta antes de volver a enviar porque podría cobrar dos veces.',
      not_known: 'Desconocida: nunca reenviar por sí sola (predeterminado)',
      honoured: 'Respetada: un reenvío con la misma clave se aplica como máximo una vez',
    },
    allowRawCards: 'Permitir números de tarjeta escritos',
    allowRawCardsHint:
      'Autorizaciones manuales con un número de tarjeta escrito. Desactivado por defecto en producción.',
    allowExtraFields: 'Permitir campos JSON adicionales',
    allowExtraFieldsHint:
      'JSON adicional que se agrega a las solicitudes que mueven dinero. Desactivado por defecto en producción.',
    save: 'Guardar perfil',
    create: 'Crear perfil',
    cancel: GLOSSARY.es.cancel,
    saving: 'Guardando el perfil…',
    saveFailed: 'No se pudo guardar el perfil',
  },
  headers: {
    legend: 'Encabezados adicionales (opcional)',
    hint: 'Se envían en cada llamada, p. ej. Client-Id. No sirven para guardar secretos: las credenciales van en el secreto del cliente.',
    name: 'Nombre del encabezado {{n}}',
    value: 'Valor del encabezado {{n}}',
    remove: 'Quitar el encabezado {{n}}',
    add: 'Agregar encabezado',
    enterName: 'Escriba el nombre del encabezado',
    twice: '"{{name}}" está repetido',
  },
  secret: {
    title: 'Secreto del cliente',
    state: 'Estado:',
    notSetHint:
      'Este perfil no puede llamar a la API hasta que se configure su secreto del cliente.',
    approvedWaiting_one:
      'Una solicitud que aprobó un supervisor espera este secreto: la consola la envía una vez, en cuanto se configure.',
    approvedWaiting_other:
      '{{count}} solicitudes que aprobó un supervisor esperan este secreto: la consola envía cada una una vez, en cuanto se configure.',
    newSecret: 'Nuevo secreto del cliente',
    hint: 'Solo de escritura: la consola lo guarda y no lo vuelve a mostrar.',
    save: 'Guardar secreto',
    clear: 'Borrar secreto',
    saving: 'Guardando el secreto…',
    clearing: 'Borrando…',
    saved: 'Se guardó el secreto del cliente.',
    cleared: 'Se borró el secreto del cliente.',
    saveFailed: 'No se pudo guardar el secreto',
    clearFailed: 'No se pudo borrar el secreto',
  },
  remove: {
    title: '¿Eliminar el perfil “{{name}}”?',
    confirm: 'Eliminar perfil',
    body: 'Su secreto del cliente guardado se borra con él.',
    bodyActive: 'Es el perfil activo: la consola pasa al simulador.',
    failed: 'No se pudo eliminar el perfil',
  },
  roleMap: {
    title: 'Mapa de roles',
    show: 'Mostrar el mapa de roles',
    hide: 'Ocultar el mapa de roles',
    intro:
      'Qué roles pueden usar cada operación. La consola rechaza el resto; cada cambio se registra con quién lo hizo.',
    loading: 'Cargando el mapa de roles…',
    loadFailed: 'No se pudo cargar el mapa de roles.',
    channel: 'Operación',
    state: 'Frente a los valores predeterminados',
    isDefault: 'predeterminado',
    changed: 'cambiado (predeterminado: {{roles}})',
    noRoles: 'ningún rol',
    allow: '{{role}} puede usar {{channel}}',
    operations: { ...apiOperationNames('es'), ...CONSOLE_CHANNEL_NAMES.es },
    reset: 'Restablecer los valores predeterminados',
    failed: 'No se cambió el mapa de roles',
  },
  signIn: {
    title: 'Proveedor de inicio de sesión',
    intro:
      'Los operadores inician sesión con el proveedor OpenID de la empresa. La consola lee esta configuración al iniciar: un cambio se aplica desde el próximo inicio, y las opciones --oidc-… o las variables PAYMENTS_CONSOLE_OIDC_… de un arranque tienen prioridad sobre ella.',
    launchInForce:
      'Este arranque inicia sesión con {{issuer}} (cliente {{client_id}}, roles del atributo «{{roles_claim}}»), como lo indican sus opciones --oidc-… o variables PAYMENTS_CONSOLE_OIDC_…; la configuración de abajo se usa cuando la consola arranca sin ellas.',
    noneStored:
      'Aquí aún no hay nada guardado: las filas de roles de abajo son las predeterminadas, y al guardar esta configuración pasa a ser el proveedor de los arranques sin esas opciones.',
    loading: 'Cargando la configuración de inicio de sesión…',
    loadFailed: 'No se pudo cargar la configuración de inicio de sesión.',
    issuer: 'URL del emisor',
    issuerHint:
      'Exactamente como la nombra el documento de descubrimiento del proveedor, p. ej. https://id.example.com/realms/shop',
    clientId: 'ID de cliente',
    secret: 'Secreto del cliente',
    secretStored: 'Hay un secreto guardado. Nunca se muestra: consérvelo, reemplácelo o quítelo.',
    secretNone: 'No hay un secreto guardado: la consola inicia sesión como cliente público.',
    keepSecret: 'Conservar el secreto guardado',
    noSecret: 'Sin secreto (un cliente público)',
    replaceSecret: 'Reemplazarlo',
    setSecret: 'Guardar uno',
    clearSecret: 'Quitarlo',
    newSecret: 'Nuevo secreto del cliente',
    newSecretHint:
      'Se guarda sellado en este equipo, como los secretos de los perfiles; no se vuelve a mostrar.',
    rolesClaim: 'Atributo de roles (claim)',
    rolesClaimHint:
      'El atributo (claim) del token de ID que lleva los roles; vacío se lee “roles”.',
    roleMap: 'Roles que otorga cada valor',
    roleMapHint:
      'Cada valor que el proveedor envía en ese atributo y el rol de la consola que otorga. Un valor que no está en la lista no otorga nada.',
    value: 'Valor {{n}}',
    role: 'Rol del valor {{n}}',
    removeValue: 'Quitar el valor {{n}}',
    addValue: 'Agregar un valor',
    applies:
      'Al guardar, se le pide confirmar esta configuración exacta fuera de esta página (un diálogo, o un código en la terminal); luego se aplica desde el próximo inicio.',
    save: 'Guardar la configuración de inicio de sesión',
    saving: 'Guardando…',
    saved: 'Guardada. Se aplica desde el próximo inicio de la consola.',
    declined: 'No confirmada: no se cambió nada. Lo que escribió sigue aquí.',
    saveFailed: 'No se guardó la configuración de inicio de sesión',
  },
  roles: {
    title: 'Roles',
    yours: 'Sus roles: {{roles}}.',
    none: 'Su sesión no tiene ningún rol: la consola solo permite elegir un perfil.',
    hidden: 'No se muestran las secciones ni las acciones que sus roles no permiten.',
  },
};
