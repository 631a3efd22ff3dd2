import { GRANT_POWER_WORDS } from '../../../../shared/team-grant-words';
import type { Catalog } from '../messages';

/** The team store: Settings → Team store and Activity's team scope (the header badge is the frame's). */
export const en = {
  approvals: {
    title: 'Approvals',
    intro:
      'On a production profile, money above its threshold waits here for a supervisor on another console. Once approved, the requester’s console sends exactly that request once; a rejected or expired one sends nothing.',
    pending: 'Waiting for a decision',
    mine: 'Asked from this console',
    none: 'No request is waiting.',
    noTeamStore:
      'Approvals go between consoles through the team store, and this console was started without one: the README’s “Team store” section says how to start it with one.',
    readError: 'Could not read the approval requests.',
    operation: 'Operation',
    amount: 'Amount',
    profile: 'Profile',
    requester: 'Asked by',
    askedAt: 'Asked at',
    expiresAt: 'Expires at',
    state: 'State',
    states: {
      pending: 'Waiting for approval',
      // Not yet taken: sent once as soon as this console can use the profile's credentials.
      approved: 'Approved: sent once this console can use the profile’s credentials',
      rejected: 'Rejected: nothing sent',
      sending: 'Sending',
      sent: 'Approved and sent',
      expired: 'Expired: nothing sent',
    },
    approver: 'Decided by',
    decidedAt: 'Decided at',
    note: 'Note',
    noteRequired: 'Say why it is rejected: the requester reads it.',
    decided: {
      approve: 'You approved {{operation}} ({{targets}}): the requester’s console sends it once.',
      reject: 'You rejected {{operation}} ({{targets}}): nothing will be sent.',
    },
    body: 'Request body (card data and secrets hidden)',
    approve: 'Approve',
    ownRequest: 'You asked for this request: another supervisor must approve or reject it.',
    reject: 'Reject',
  },
  settings: {
    title: 'Team store',
    intro:
      'Ships this console’s redacted journal, in order, to one append-only PostgreSQL database the team shares: a central copy of the audit trail (PCI DSS 10.3.3), and every store’s activity in one place for supervisors. The journal on this machine stays the source of truth.',
    loading: 'Loading the team store’s state…',
    loadFailed: 'Could not read the team store’s state.',
    state: 'State:',
    url: 'Connection URL',
    urlHint:
      'postgres://user@host:5432/database?sslmode=verify-full. TLS is required unless the server is on this machine. A password in the URL is taken out and sealed.',
    password: 'Password',
    passwordHint:
      'Write-only: the console seals it and never shows it again. Leave it empty to keep the saved one.',
    passwordSaved: 'A password is saved.',
    consoleName: 'Console name',
    consoleNameHint:
      'How this console (store) is named in Team Activity; when left empty, the machine’s name and a piece of this console’s id, e.g. “till-pc (3f9a1c)”.',
    save: 'Save and connect',
    saving: 'Connecting…',
    confirming:
      'Waiting for your confirmation: the audit trail would go somewhere new. Check the destination where you are asked.',
    declinedShipping: 'Not confirmed: nothing changed. The journal still ships where it did.',
    declinedOff: 'Not confirmed: nothing changed. The journal stays on this machine only.',
    saved: 'Saved. The journal ships in the background; money operations never wait for it.',
    saveFailed: 'Could not save the team store',
    forget: 'Forget the team store',
    forgetting: 'Forgetting…',
    forgotten:
      'Forgotten: this console no longer ships its journal. What it shipped stays in the store.',
    forgetFailed: 'Could not forget the team store',
    fromFlag: 'Given for this run by the host’s --team-store flag.',
    fromEnvironment: 'Given for this run by the PAYMENTS_CONSOLE_TEAM_STORE environment variable.',
    consoleId: 'This console’s id in the store: {{id}}',
    lastShipped: 'Last shipped {{time}}.',
    lastError: 'Last error: {{message}}',
    setAside:
      'Not shipped: {{records}} journal record(s) the store cannot hold (the last, of operation {{id}}: {{reason}}). They stay whole in this console’s journal.',
    // What a role may do beyond a console's needs, listed in the grants' note.
    powers: GRANT_POWER_WORDS.en,
    unstored:
      'At {{time}} the store took {{stored}} of {{sent}} records sent: it already had records in their places. After an interrupted shipment that is a harmless resend; otherwise someone with this console’s own login wrote there first, and Team Activity may be missing this console’s operations: tell whoever runs the store.',
    states: {
      off: 'Not configured: the journal stays on this machine only.',
      connecting: 'Connecting…',
      caught_up: 'Connected: every journal record is shipped.',
      caught_up_unstored:
        'Connected: every journal record was sent, but the store did not take them all (see below).',
      shipping: 'Catching up: {{records}} to ship.',
      behind: 'Behind: {{records}} not yet shipped.',
      backing_off: 'The store does not answer; {{records}} waiting, trying again at {{time}}.',
      refused: 'Refused: {{reason}}',
      reading: 'Reading the team’s activity (this connection only reads; it ships nothing)',
    },
    grants: {
      more: 'This connection can also delete or change audit records — ask for an insert-only role.',
      cannotShip:
        'This connection can neither ship nor read: its role may not INSERT into the team store, nor SELECT from it.',
      cannotRead:
        'Insert-only: this console ships its journal and cannot read the team’s activity (a supervisor’s role can SELECT).',
      readOnly:
        'Read-only: this console reads the team’s activity and cannot ship its own journal (a store’s role can INSERT).',
    },
  },
  activity: {
    scope: 'Show',
    thisConsole: 'This console',
    team: 'Team',
    cannotRead:
      'Team activity is not available here: this console’s team store role is insert-only, so it ships the journal but cannot read it. Supervisors connect with a role that can SELECT.',
    notReached:
      'Team activity is not available yet: this console has not reached the team store. Settings says why.',
    title: 'Team activity',
    empty: 'No console has shipped an operation to the team store yet.',
    console: 'Console',
    operator: 'Operator',
    approverFilter: 'Approved by',
    consoleFilter: 'Console',
    consoleFilterHint: 'Its name, as the rows show it.',
    onlyThisConsole: 'Only this console’s operations',
    consoleOf: '{{name}} (id {{id}})',
    // Written by the store, not by the console: a name two tills can share, a login they cannot.
    consoleLogin: 'stored by the team store login {{login}}',
    loginShort: 'login {{login}}',
    linkFor: 'Team activity for {{id}}',
  },
};

export const es: Catalog<typeof en> = {
  approvals: {
    title: 'Aprobaciones',
    intro:
      'En un perfil de producción, el dinero por encima de su umbral espera aquí a un supervisor en otra consola. Una vez aprobada, la consola de quien la pidió envía exactamente esa solicitud una sola vez; una rechazada o vencida no envía nada.',
    pending: 'Esperando una decisión',
    mine: 'Pedidas desde esta consola',
    none: 'No hay solicitudes en espera.',
    noTeamStore:
      'Las aprobaciones pasan entre consolas por el almacén del equipo, y esta consola se inició sin uno: la sección “Team store” del README dice cómo iniciarla con uno.',
    readError: 'No se pudieron leer las solicitudes de aprobación.',
    operation: 'Operación',
    amount: 'Monto',
    profile: 'Perfil',
    requester: 'Pedida por',
    askedAt: 'Pedida a las',
    expiresAt: 'Vence a las',
    state: 'Estado',
    states: {
      pending: 'Esperando aprobación',
      approved: 'Aprobada: se envía en cuanto esta consola pueda usar las credenciales del perfil',
      rejected: 'Rechazada: no se envió nada',
      sending: 'Enviándose',
      sent: 'Aprobada y enviada',
      expired: 'Vencida: no se envió nada',
    },
    approver: 'Decidida por',
    decidedAt: 'Decidida a las',
    note: 'Nota',
    noteRequired: 'Diga por qué la rechaza: quien la pidió lo leerá.',
    decided: {
      approve:
        'Aprobó {{operation}} ({{targets}}): la consola de quien la pidió la envía una sola vez.',
      reject: 'Rechazó {{operation}} ({{targets}}): no se enviará nada.',
    },
    body: 'Cuerpo de la solicitud (datos de tarjeta y secretos ocultos)',
    approve: 'Aprobar',
    ownRequest: 'Usted pidió esta solicitud: debe aprobarla o rechazarla otro supervisor.',
    reject: 'Rechazar',
  },
  settings: {
    title: 'Almacén del equipo',
    intro:
      'Envía el diario redactado de esta consola, en orden, a una única base de datos PostgreSQL de solo anexado que comparte el equipo: una copia central del registro de auditoría (PCI DSS 10.3.3) y la actividad de todas las tiendas en un solo lugar para los supervisores. El diario de esta computadora sigue siendo la fuente de verdad.',
    loading: 'Cargando el estado del almacén del equipo…',
    loadFailed: 'No se pudo leer el estado del almacén del equipo.',
    state: 'Estado:',
    url: 'URL de conexión',
    urlHint:
      'postgres://usuario@servidor:5432/base?sslmode=verify-full. Se exige TLS salvo que el servidor esté en esta computadora. Una contraseña en la URL se saca y se sella.',
    password: 'Contraseña',
    passwordHint:
      'Solo de escritura: la consola la sella y no la vuelve a mostrar. Déjela vacía para conservar la guardada.',
    passwordSaved: 'Hay una contraseña guardada.',
    consoleName: 'Nombre de la consola',
    consoleNameHint:
      'Cómo se llama esta consola (tienda) en la actividad del equipo; si se deja vacío, el nombre de la computadora y un trozo del ID de esta consola, p. ej. “till-pc (3f9a1c)”.',
    save: 'Guardar y conectar',
    saving: 'Conectando…',
    confirming:
      'Esperando su confirmación: el registro de auditoría iría a un destino nuevo. Revise el destino donde se le pregunta.',
    declinedShipping: 'Sin confirmar: nada cambió. El diario se sigue enviando adonde iba.',
    declinedOff: 'Sin confirmar: nada cambió. El diario queda solo en esta computadora.',
    saved:
      'Guardado. El diario se envía en segundo plano; las operaciones con dinero nunca lo esperan.',
    saveFailed: 'No se pudo guardar el almacén del equipo',
    forget: 'Olvidar el almacén del equipo',
    forgetting: 'Olvidando…',
    forgotten: 'Olvidado: esta consola ya no envía su diario. Lo que ya envió queda en el almacén.',
    forgetFailed: 'No se pudo olvidar el almacén del equipo',
    fromFlag: 'Indicado para esta ejecución por la opción --team-store del host.',
    fromEnvironment:
      'Indicado para esta ejecución por la variable de entorno PAYMENTS_CONSOLE_TEAM_STORE.',
    consoleId: 'El ID de esta consola en el almacén: {{id}}',
    lastShipped: 'Último envío: {{time}}',
    lastError: 'Último error: {{message}}',
    setAside:
      'Sin enviar: {{records}} registro(s) del diario que el almacén no puede guardar (el último, de la operación {{id}}: {{reason}}). Quedan completos en el diario de esta consola.',
    powers: GRANT_POWER_WORDS.es,
    unstored:
      'A las {{time}} el almacén guardó {{stored}} de {{sent}} registros enviados: ya tenía registros en sus lugares. Tras un envío interrumpido es un reenvío sin consecuencias; si no, alguien con el usuario propio de esta consola escribió allí antes, y a la actividad del equipo pueden faltarle operaciones de esta consola: avise a quien administra el almacén.',
    states: {
      off: 'Sin configurar: el diario queda solo en esta computadora.',
      connecting: 'Conectando…',
      caught_up: 'Conectado: todos los registros del diario están enviados.',
      caught_up_unstored:
        'Conectado: todos los registros del diario se enviaron, pero el almacén no los guardó todos (ver abajo).',
      shipping: 'Poniéndose al día: {{records}} por enviar.',
      behind: 'Atrasado: {{records}} sin enviar.',
      backing_off: 'El almacén no responde; {{records}} en espera (próximo intento: {{time}}).',
      refused: 'Rechazado: {{reason}}',
      reading: 'Leyendo la actividad del equipo (esta conexión solo lee; no envía nada)',
    },
    grants: {
      more: 'Esta conexión también puede borrar o cambiar registros de auditoría — pida un rol que solo pueda insertar.',
      cannotShip:
        'Esta conexión no puede enviar ni leer: su rol no puede hacer INSERT en el almacén del equipo, ni SELECT.',
      cannotRead:
        'Solo inserta: esta consola envía su diario y no puede leer la actividad del equipo (el rol de un supervisor puede hacer SELECT).',
      readOnly:
        'Solo lectura: esta consola lee la actividad del equipo y no puede enviar su propio diario (el rol de una tienda puede hacer INSERT).',
    },
  },
  activity: {
    scope: 'Mostrar',
    thisConsole: 'Esta consola',
    team: 'Equipo',
    cannotRead:
      'La actividad del equipo no está disponible aquí: el rol de esta consola en el almacén del equipo solo inserta, así que envía el diario pero no puede leerlo. Los supervisores se conectan con un rol que pueda hacer SELECT.',
    notReached:
      'La actividad del equipo todavía no está disponible: esta consola no ha llegado al almacén del equipo. Configuración indica por qué.',
    title: 'Actividad del equipo',
    empty: 'Ninguna consola ha enviado todavía una operación al almacén del equipo.',
    console: 'Consola',
    operator: 'Operador',
    approverFilter: 'Aprobado por',
    consoleFilter: 'Consola',
    consoleFilterHint: 'Su nombre, como lo muestran las filas.',
    onlyThisConsole: 'Solo las operaciones de esta consola',
    consoleOf: '{{name}} (ID {{id}})',
    consoleLogin: 'guardado por el usuario {{login}} del almacén del equipo',
    loginShort: 'usuario BD {{login}}',
    linkFor: 'Actividad del equipo para {{id}}',
  },
};
