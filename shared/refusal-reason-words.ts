import type { ErrorReason } from './errors';

/*
 * Main's refusals of a request it will not carry out (an operation that ended, a profile that
 * changed, a record that is not there), as reasons with both languages' words written once:
 * main's log line reads the English, and the page shows the person's language by the reason and
 * its params. Zod-free, like the other reason words; the frame's catalog carries them, so every
 * screen has them.
 */

const en = {
  being_sent: 'This operation is being sent right now: wait for its answer.',
  ended_nothing_to_retry: 'This operation already ended: there is nothing to retry.',
  ended_nothing_to_resolve: 'This operation already ended: there is nothing to resolve.',
  ended_while_confirming: 'This operation ended while you confirmed.',
  made_on_other_profile:
    'This operation was made on profile “{{profile}}”: switch to it to see or send it again.',
  sent_elsewhere:
    'This operation was sent to {{url}}; profile “{{profile}}” would now send it to {{sendsTo}}. It is never resent elsewhere: point the profile back, or resolve the payment with cancel-or-refund.',
  card_data_not_kept:
    'This operation carried card data, which the console never stores, so it cannot be resent after a restart. Resolve the payment with cancel-or-refund instead.',
  duplicate_risk:
    '“{{profile}}” is not known to honour the idempotency key: sending again may charge twice. Check the payment’s status first, or confirm that you accept the risk.',
  only_money_resent: 'Only money operations are sent again; look this change up instead.',
  operation_not_found: 'There is no operation {{id}} in the journal.',
  payment_not_found: 'There is no payment {{id}}.',
  transaction_without_payment:
    'Transaction {{id}} does not say which payment it belongs to: look the payment up in Payments.',
  extra_fields_not_allowed: 'Profile “{{profile}}” does not allow additional JSON fields.',
  raw_card_not_allowed:
    'Profile “{{profile}}” does not allow authorizations with a typed card number: use a stored instrument.',
  profile_not_found: 'There is no profile {{id}}.',
  profile_changed_while_confirming:
    'Profile “{{profile}}” changed while you confirmed: nothing was saved.',
  simulator_not_editable: 'The built-in simulator profile cannot be edited.',
  simulator_not_removable: 'The built-in simulator profile cannot be removed.',
  simulator_credentials_fixed: 'The simulator’s credentials are built in and cannot be changed.',
  no_such_operation: 'This console has no such operation.',
  // `role` is the session's roles as their codes, `operation` the channel: the same in every language.
  not_permitted:
    'Your roles ({{role}}) do not allow “{{operation}}” on this profile: the console refused it and nothing was sent.',
  role_map_lockout:
    'This change would take the role map away from your own roles ({{role}}): nothing was changed. Give another of your roles {{operation}} first.',
  role_map_not_editable: '{{operation}} is not in the role map: who may use it is fixed.',
  role_map_not_saved: 'The role map could not be saved ({{code}}): nothing was changed.',
  unexpected: 'The console hit an unexpected error; the operation did not complete.',
  no_team_store: 'This console was started without its team store service.',
  rate_limited_for:
    'The API is turning requests away for a moment; nothing was done. Try again in {{seconds}} s.',
  team_unreachable: 'The team store did not answer.',
  team_operation_not_found: 'There is no operation {{id}} of that console in the team store.',
  name_the_console: 'Name the console too.',
  export_stopped: 'The export stopped after {{rows}} operations.',
  unexpected_answer_shape: 'The API answered in an unexpected shape (at {{where}}).',
  no_access_token: 'The token endpoint answered without an access token.',
  payment_without_id: 'Reading payment {{id}}: the API’s answer does not carry a payment id.',
  profiles_not_saved: 'The profiles could not be saved ({{code}}).',
  secret_not_saved: 'The client secret could not be saved ({{code}}).',
  secret_not_removed: 'The client secret could not be removed ({{code}}).',
  no_team_store_set_up: 'No team store is configured: set one up in Settings.',
  team_read_not_allowed:
    'This console’s connection cannot read the team’s activity (an insert-only role ships records but cannot read them). Sign in with a role that can SELECT to see it.',
  secret_not_set: 'No client secret is set for this profile: set it in Settings.',
  secret_unreadable: 'The saved client secret can no longer be read. Re-enter it in Settings.',
  secret_gone: 'The client secret could no longer be read: nothing was sent.',
  nothing_to_change: 'Nothing to change: edit at least one field.',
  sign_in_required: 'Sign in first: nothing was done.',
  console_locked: 'The console locked after a while without use: sign in again. Nothing was done.',
  sign_in_failed: 'The sign-in did not complete ({{detail}}): sign in again.',
  sign_in_not_configured:
    'No sign-in provider is configured: the console runs as its local operator.',
  not_the_local_operator:
    'That is not the name of this console’s operator: type it as the header shows it.',
  // The server's own words (`message`) are PostgreSQL's, quoted; a socket code is the detail.
  store_unreachable: 'The team store cannot be reached',
  store_login_refused: 'The team store refused the user name or password',
  store_forbidden: 'The team store refused: {{message}}',
  store_no_database: 'The team store has no such database: {{message}}',
  store_restarting: 'The team store is shutting down or starting up',
  store_asks_password: 'The team store asks for a password: enter it again in Settings',
  store_stopped_answering: 'The team store stopped answering',
  store_connection_failed: 'The connection to the team store failed',
  store_answered: 'The team store answered: {{message}}',
  store_cannot_insert:
    'This role may not INSERT audit records: this console’s journal is not shipped. Grant INSERT on audit_records, as console_writer has',
  store_console_claimed:
    'This console’s id ships under the database role {{owner}}, not this one: connect as that role, or give this console its own data folder',
  store_cannot_claim:
    'This role may not claim its console id: GRANT EXECUTE ON FUNCTION audit_claim_console(uuid, text) TO console_writer, as roles.sql does',
  store_password_lost:
    'The team store’s saved password can no longer be read (the system keyring changed): enter it again in Settings',
  // Why a journal record was set aside: said after the operation it belongs to.
  store_record_too_large: 'larger than {{max}} characters',
  store_schema_missing:
    'The team store has no schema yet, this console needs version {{needs}}: ask its owner to run `{{command}}`',
  store_schema_behind:
    'The team store’s schema is at version {{current}}, this console needs {{needs}}: ask its owner to run `{{command}}`',
  // What the role may do beyond what a console needs; `powers` lists it (team-grant-words.ts).
  store_role_may_alter:
    'This role {{powers}}: it could alter or erase the audit trail. Connect consoles as a role that may only INSERT (console_writer) and supervisors as one that may only SELECT (audit_reader).',
  store_role_may_neither:
    'This role may neither INSERT nor SELECT audit records: it can neither ship this console’s journal nor read the team’s activity. Grant INSERT (consoles) or SELECT (supervisors) on audit_records.',
  store_no_audit_table: 'The team store has no audit table yet and this role may not create it.',
  team_settings_not_saved: 'The team store’s settings could not be saved ({{code}}).',
  // `why` is the URL's field reason in words; `field` the reason itself, for the page to say.
  store_url_refused: 'The team store’s URL is not used: {{why}}',
  // The outbox's own limits: no store can take these, so they are said, not retried silently.
  // The page's own failures to reach main at all.
  host_not_running: 'The console host is not running: start it again with npm run web',
  page_not_authorized: 'This page is not authorized: open the URL the host printed',
  window_not_authorized: 'This window may not call the console.',
  bridge_missing: 'The console bridge (window.api) is not available. Restart the console.',
  store_console_unproven:
    'The team store does not know this console’s id and this console cannot prove it made it (its id is older than the proof): give this console a new data folder',
  store_not_a_journal_file: 'The outbox was handed {{file}}, which is not a journal file',
  store_journal_file_too_large:
    'Journal file {{file}} is larger than 64 GiB: its records past that size cannot be given a place in the team store',
  mirror_not_ready:
    'The payments of profile “{{profile}}” are not mirrored on this machine yet: search again in a moment, or open the payment by its id.',
  mirror_in_use:
    'Another console on this machine holds the payments mirror of profile “{{profile}}”: close it to search here, or open the payment by its id.',
  control_not_offered:
    'Profile “{{profile}}” has no simulator control token: save one in Settings to drive its simulator.',
  control_token_refused:
    'The simulator of profile “{{profile}}” did not accept its control token: save it again in Settings.',
  control_not_answered:
    'The simulator of profile “{{profile}}” does not answer its control API (HTTP {{status}}).',
  control_unreachable: 'The simulator of profile “{{profile}}” could not be reached.',
  control_refused: 'The simulator refused: {{message}}',
  fault_not_found: 'No armed fault {{id}}: it was used up or cleared already.',
  loopback_credentials_only:
    'Only the built-in simulator’s credentials can be shown; a real profile’s secret stays hidden.',
  scenario_not_found: 'There is no scenario “{{id}}”.',
  scenario_not_saved: 'The scenario “{{id}}” could not be saved: your text is still in the editor.',
  scenario_invalid:
    'The scenario “{{id}}” cannot run: line {{where}}: {{why}}. Validate it in the editor.',
  scenario_running: 'The scenario “{{id}}” is still running: stop it or wait for its end.',
  scenario_not_waiting: 'No scenario step is waiting to be sent.',
  scenario_production:
    'Profile “{{profile}}” is a production profile: scenarios never run against production.',
  scenario_name_taken: 'You already have a scenario “{{id}}”: choose another name.',
  scenario_source_missing: 'Operation {{id}} is not in this console’s journal.',
  scenario_source_unsupported:
    'Operation {{id}} ({{operation}}) cannot be a scenario step: only payments and their captures, refunds and cancellations can.',
  approval_needs_team_store:
    'Profile “{{profile}}” asks for a supervisor’s approval above its threshold, and this console has no team store to ask through: nothing was sent.',
  approval_card_data:
    'This operation carries card data, which the team store never holds: it cannot wait for approval, and nothing was sent.',
  approval_not_supervisor: 'Only a supervisor may approve or reject a request.',
  approval_own_request: 'You asked for this request: another person must approve it.',
  approval_already_decided: 'This request was already decided: nothing changed.',
  approval_expired: 'This request expired at {{expires}}: nothing was sent.',
  approval_not_found: 'There is no approval request {{id}}.',
  approval_rejected: 'A supervisor rejected this request: nothing was sent.',
  approval_not_approved: 'This request is not approved: nothing was sent.',
  approval_waiting:
    'Above the approval threshold of “{{profile}}”: nothing was sent yet. It waits for a supervisor’s approval until {{expires}}; once approved, this console sends it once.',
  approval_waiting_no_amount:
    'It names no amount (it moves what the payment holds when it is sent), so on “{{profile}}” it always needs a supervisor: nothing was sent yet. It waits for a supervisor’s approval until {{expires}}; once approved, this console sends it once.',
  approval_already_waiting:
    'This operation on this target is already waiting for approval since {{since}} (profile “{{profile}}”): nothing new was asked and nothing was sent. The same request waits for a supervisor until {{expires}}; once approved, this console sends it once.',
  approval_body_changed:
    'The approved body no longer matches the SHA-256 taken when it was asked for: nothing was sent.',
  approvals_not_granted:
    'Approvals are off on this console: its team store login {{login}} may not use approval requests (SELECT and INSERT on approval_requests, EXECUTE on its three functions). Connect it as a login of its own in console_writer as well as audit_reader, as roles.sql shows (CREATE ROLE … LOGIN IN ROLE console_writer, audit_reader); this console asks again once connected anew.',
} as const satisfies Partial<Record<ErrorReason, string>>;

export type RefusalReason = keyof typeof en;

export const REFUSAL_REASON_WORDS: {
  en: typeof en;
  es: Record<RefusalReason, string>;
} = {
  en,
  es: {
    being_sent: 'Esta operación se está enviando ahora mismo: espere su respuesta.',
    ended_nothing_to_retry: 'Esta operación ya terminó: no hay nada que reintentar.',
    ended_nothing_to_resolve: 'Esta operación ya terminó: no hay nada que resolver.',
    ended_while_confirming: 'Esta operación terminó mientras usted confirmaba.',
    made_on_other_profile:
      'Esta operación se hizo con el perfil “{{profile}}”: cambie a ese perfil para verla o enviarla de nuevo.',
    sent_elsewhere:
      'Esta operación se envió a {{url}}; el perfil “{{profile}}” ahora la enviaría a {{sendsTo}}. Nunca se reenvía a otro lugar: vuelva a apuntar el perfil, o resuelva el pago con anular o devolver.',
    card_data_not_kept:
      'Esta operación llevaba datos de tarjeta, que la consola nunca guarda, así que no se puede reenviar después de reiniciar. Resuelva el pago con anular o devolver.',
    duplicate_risk:
      'No se sabe si “{{profile}}” respeta la clave de idempotencia: enviarla de nuevo podría cobrar dos veces. Consulte primero el estado del pago, o confirme que acepta el riesgo.',
    only_money_resent:
      'Solo las operaciones con dinero se envían de nuevo; consulte este cambio en su pantalla.',
    operation_not_found: 'No hay ninguna operación {{id}} en el registro.',
    payment_not_found: 'No hay ningún pago {{id}}.',
    transaction_without_payment:
      'La transacción {{id}} no dice a qué pago pertenece: busque el pago en Pagos.',
    extra_fields_not_allowed: 'El perfil “{{profile}}” no permite campos JSON adicionales.',
    raw_card_not_allowed:
      'El perfil “{{profile}}” no permite autorizaciones con un número de tarjeta escrito: use un instrumento guardado.',
    profile_not_found: 'No hay ningún perfil {{id}}.',
    profile_changed_while_confirming:
      'El perfil “{{profile}}” cambió mientras usted confirmaba: no se guardó nada.',
    simulator_not_editable: 'El perfil del simulador integrado no se puede editar.',
    simulator_not_removable: 'El perfil del simulador integrado no se puede eliminar.',
    simulator_credentials_fixed:
      'Las credenciales del simulador son parte de la consola y no se pueden cambiar.',
    no_such_operation: 'Esta consola no tiene esa operación.',
    not_permitted:
      'Sus roles ({{role}}) no permiten “{{operation}}” en este perfil: la consola lo rechazó y no se envió nada.',
    role_map_lockout:
      'Este cambio quitaría el mapa de roles a sus propios roles ({{role}}): no se cambió nada. Dé antes {{operation}} a otro de sus roles.',
    role_map_not_editable: '{{operation}} no está en el mapa de roles: quién puede usarlo es fijo.',
    role_map_not_saved: 'No se pudo guardar el mapa de roles ({{code}}): no se cambió nada.',
    unexpected: 'La consola tuvo un error inesperado; la operación no se completó.',
    no_team_store: 'Esta consola se inició sin su servicio de almacén del equipo.',
    rate_limited_for:
      'La API está rechazando solicitudes por un momento; no se hizo nada. Vuelva a intentarlo en {{seconds}} s.',
    team_unreachable: 'El almacén del equipo no respondió.',
    team_operation_not_found:
      'No hay ninguna operación {{id}} de esa consola en el almacén del equipo.',
    name_the_console: 'Indique también la consola.',
    export_stopped: 'La exportación se detuvo después de {{rows}} operaciones.',
    unexpected_answer_shape: 'La API respondió con una forma inesperada (en {{where}}).',
    no_access_token: 'El servicio de tokens respondió sin un token de acceso.',
    payment_without_id: 'Al leer el pago {{id}}: la respuesta de la API no trae el ID del pago.',
    profiles_not_saved: 'No se pudieron guardar los perfiles ({{code}}).',
    secret_not_saved: 'No se pudo guardar el secreto del cliente ({{code}}).',
    secret_not_removed: 'No se pudo quitar el secreto del cliente ({{code}}).',
    no_team_store_set_up:
      'No hay ningún almacén del equipo configurado: configure uno en Configuración.',
    team_read_not_allowed:
      'La conexión de esta consola no puede leer la actividad del equipo (un rol que solo inserta envía registros pero no puede leerlos). Inicie sesión con un rol que pueda hacer SELECT para verla.',
    secret_not_set: 'Este perfil no tiene un secreto del cliente: configúrelo en Configuración.',
    secret_unreadable:
      'El secreto del cliente guardado ya no se puede leer: vuelva a escribirlo en Configuración.',
    secret_gone: 'El secreto del cliente dejó de poder leerse: no se envió nada.',
    nothing_to_change: 'No hay nada que cambiar: modifique al menos un campo.',
    sign_in_required: 'Inicie sesión primero: no se hizo nada.',
    console_locked:
      'La consola se bloqueó tras un rato sin uso: vuelva a iniciar sesión. No se hizo nada.',
    sign_in_failed: 'El inicio de sesión no se completó ({{detail}}): vuelva a iniciar sesión.',
    sign_in_not_configured:
      'No hay un proveedor de inicio de sesión configurado: la consola funciona con su operador local.',
    not_the_local_operator:
      'Ese no es el nombre del operador de esta consola: escríbalo como lo muestra el encabezado.',
    store_unreachable: 'No se puede conectar con el almacén del equipo',
    store_login_refused: 'El almacén del equipo rechazó el usuario o la contraseña',
    store_forbidden: 'El almacén del equipo lo rechazó: «{{message}}»',
    store_no_database: 'El almacén del equipo no tiene esa base de datos: «{{message}}»',
    store_restarting: 'El almacén del equipo se está apagando o iniciando',
    store_asks_password:
      'El almacén del equipo pide una contraseña: vuelva a escribirla en Configuración',
    store_stopped_answering: 'El almacén del equipo dejó de responder',
    store_connection_failed: 'Falló la conexión con el almacén del equipo',
    store_answered: 'El almacén del equipo respondió: «{{message}}»',
    store_cannot_insert:
      'Este rol no puede hacer INSERT de registros de auditoría: el registro de esta consola no se envía. Otorgue INSERT sobre audit_records, como tiene console_writer',
    store_console_claimed:
      'El ID de esta consola se envía con el rol de base de datos {{owner}}, no con este: conéctese con ese rol o dé a esta consola su propia carpeta de datos',
    store_cannot_claim:
      'Este rol no puede reclamar el ID de su consola: ejecute GRANT EXECUTE ON FUNCTION audit_claim_console(uuid, text) TO console_writer, como hace roles.sql',
    store_password_lost:
      'La contraseña guardada del almacén del equipo ya no se puede leer (cambió el llavero del sistema): vuelva a escribirla en Configuración',
    store_record_too_large: 'más de {{max}} caracteres',
    store_schema_missing:
      'El almacén del equipo aún no tiene esquema y esta consola necesita la versión {{needs}}: pida a su dueño que ejecute `{{command}}`',
    store_schema_behind:
      'El esquema del almacén del equipo está en la versión {{current}} y esta consola necesita la {{needs}}: pida a su dueño que ejecute `{{command}}`',
    store_role_may_alter:
      'Este rol {{powers}}: podría alterar o borrar el registro de auditoría. Conecte las consolas con un rol que solo pueda hacer INSERT (console_writer) y a los supervisores con uno que solo pueda hacer SELECT (audit_reader).',
    store_role_may_neither:
      'Este rol no puede hacer INSERT ni SELECT de registros de auditoría: no puede enviar el diario de esta consola ni leer la actividad del equipo. Otorgue INSERT (consolas) o SELECT (supervisores) sobre audit_records.',
    store_no_audit_table:
      'El almacén del equipo aún no tiene tabla de auditoría y este rol no puede crearla.',
    team_settings_not_saved:
      'No se pudo guardar la configuración del almacén del equipo ({{code}}).',
    store_url_refused: 'No se usa la URL del almacén del equipo: {{why}}',
    host_not_running: 'El host de la consola no está en marcha: vuelva a iniciarlo con npm run web',
    page_not_authorized: 'Esta página no está autorizada: abra la URL que imprimió el host',
    window_not_authorized: 'Esta ventana no puede llamar a la consola.',
    bridge_missing: 'El puente de la consola (window.api) no está disponible. Reinicie la consola.',
    store_console_unproven:
      'El almacén del equipo no conoce el ID de esta consola y esta consola no puede probar que lo creó (su ID es anterior a la prueba): dé a esta consola una carpeta de datos nueva',
    store_not_a_journal_file:
      'La bandeja de salida recibió {{file}}, que no es un archivo del registro',
    store_journal_file_too_large:
      'El archivo del registro {{file}} pasa de 64 GiB: sus registros más allá de ese tamaño no pueden tener un lugar en el almacén del equipo',
    mirror_not_ready:
      'Los pagos del perfil “{{profile}}” todavía no están copiados en este equipo: busque de nuevo en un momento o abra el pago por su ID.',
    mirror_in_use:
      'Otra consola de este equipo tiene abierta la copia de los pagos del perfil “{{profile}}”: ciérrela para buscar aquí o abra el pago por su ID.',
    control_not_offered:
      'El perfil “{{profile}}” no tiene token de control del simulador: guarde uno en Configuración para manejar su simulador.',
    control_token_refused:
      'El simulador del perfil “{{profile}}” no aceptó su token de control: guárdelo de nuevo en Configuración.',
    control_not_answered:
      'El simulador del perfil “{{profile}}” no responde a su API de control (HTTP {{status}}).',
    control_unreachable: 'No se pudo contactar con el simulador del perfil “{{profile}}”.',
    control_refused: 'El simulador se negó: {{message}}',
    fault_not_found: 'No hay ningún fallo armado {{id}}: ya se agotó o se quitó.',
    loopback_credentials_only:
      'Solo se pueden mostrar las credenciales del simulador incorporado; el secreto de un perfil real sigue oculto.',
    scenario_not_found: 'No hay un escenario “{{id}}”.',
    scenario_not_saved: 'No se pudo guardar el escenario “{{id}}”: su texto sigue en el editor.',
    scenario_invalid:
      'El escenario “{{id}}” no puede ejecutarse: línea {{where}}: {{why}}. Valídelo en el editor.',
    scenario_running: 'El escenario “{{id}}” sigue en ejecución: deténgalo o espere a que termine.',
    scenario_not_waiting: 'Ningún paso de escenario espera para enviarse.',
    scenario_production:
      'El perfil “{{profile}}” es de producción: los escenarios nunca se ejecutan contra producción.',
    scenario_name_taken: 'Ya tiene un escenario “{{id}}”: elija otro nombre.',
    scenario_source_missing: 'La operación {{id}} no está en el diario de esta consola.',
    scenario_source_unsupported:
      'La operación {{id}} ({{operation}}) no puede ser un paso de escenario: solo pueden serlo los pagos y sus cobros, devoluciones y cancelaciones.',
    approval_needs_team_store:
      'El perfil “{{profile}}” pide la aprobación de un supervisor por encima de su umbral, y esta consola no tiene un almacén del equipo por el que pedirla: no se envió nada.',
    approval_card_data:
      'Esta operación lleva datos de tarjeta, que el almacén del equipo nunca guarda: no puede esperar aprobación, y no se envió nada.',
    approval_not_supervisor: 'Solo un supervisor puede aprobar o rechazar una solicitud.',
    approval_own_request: 'Usted pidió esta solicitud: otra persona debe aprobarla.',
    approval_already_decided: 'Esta solicitud ya estaba decidida: no cambió nada.',
    approval_expired: 'Esta solicitud venció a las {{expires}}: no se envió nada.',
    approval_not_found: 'No hay ninguna solicitud de aprobación {{id}}.',
    approval_rejected: 'Un supervisor rechazó esta solicitud: no se envió nada.',
    approval_not_approved: 'Esta solicitud no está aprobada: no se envió nada.',
    approval_waiting:
      'Por encima del umbral de aprobación de “{{profile}}”: todavía no se envió nada. Espera la aprobación de un supervisor hasta las {{expires}}; una vez aprobada, esta consola la envía una sola vez.',
    approval_waiting_no_amount:
      'No indica un monto (mueve lo que el pago tenga cuando se envíe), así que en “{{profile}}” siempre necesita a un supervisor: todavía no se envió nada. Espera la aprobación de un supervisor hasta las {{expires}}; una vez aprobada, esta consola la envía una sola vez.',
    approval_already_waiting:
      'Esta operación sobre este destino ya espera aprobación desde las {{since}} (perfil “{{profile}}”): no se pidió nada nuevo ni se envió nada. La misma solicitud espera a un supervisor hasta las {{expires}}; una vez aprobada, esta consola la envía una sola vez.',
    approval_body_changed:
      'El cuerpo aprobado ya no coincide con el SHA-256 tomado cuando se pidió: no se envió nada.',
    approvals_not_granted:
      'Las aprobaciones están desactivadas en esta consola: su usuario del almacén del equipo, {{login}}, no puede usar las solicitudes de aprobación (SELECT e INSERT en approval_requests, EXECUTE en sus tres funciones). Conéctela con un usuario propio que esté en console_writer además de audit_reader, como muestra roles.sql (CREATE ROLE … LOGIN IN ROLE console_writer, audit_reader); esta consola vuelve a preguntar al conectarse de nuevo.',
  },
};
