import { REVERSAL_WORDS } from '../../../shared/reversal-words';
import { ROLE_NAMES } from '../../../shared/role-words';
import type { ChangeOperationName, MoneyOperationName } from '../../../shared/operations/catalog';
import { changeLabels, moneyWords } from '../../../shared/operations/words';
import type { Language } from '../../../shared/schemas/app';
import type { SignInSummary } from '../../../shared/schemas/confirmation';
import type { Operator, Role } from '../../../shared/schemas/operator';
import type { ReversalType } from '../../../shared/schemas/reversal';

/** One thing a production edit takes away, named by kind so each language can word it. */
export type Weakening =
  | { kind: 'production_off' | 'raw_cards' | 'extra_fields' | 'idempotency_honoured' }
  | { kind: 'base_url' | 'token_url' | 'name' | 'client_id'; to: string }
  | { kind: 'audience'; to: string | undefined }
  | { kind: 'deadline'; to: number }
  /** Names only: a header's value may be a credential. */
  | { kind: 'extra_headers'; names: string[] };

/**
 * What main itself says to a person (Electron's confirmation dialog, the browser host's terminal,
 * the summary both show, for production money and for the team store), in each language the
 * console offers. The renderer has its own catalog; this one is main's, so main never reads the
 * page's files.
 */
export interface MainWords {
  /** Each operation's words, from its module. */
  operation: Record<MoneyOperationName, { label: string; doing: string }>;
  reversal: Record<ReversalType, string>;
  resend: (doing: string, operationId: string) => string;
  weakenProfile: string;
  /** An edit of what a production profile sends that keeps every protection. */
  changeProfile: string;
  /**
   * Removing a production profile, or setting or clearing its client secret: its name, and what
   * it does, said where a money confirmation says its amount and card.
   */
  profileAction: Record<
    'remove' | 'setSecret' | 'clearSecret',
    { operation: string; does: string }
  >;
  /** Back-office changes, confirmed on production like money. */
  change: Record<ChangeOperationName, string>;
  forceDelete: string;
  /** Settling an unknown outcome by hand: what the person says happened to the operation. */
  resolve: { went_through: (paymentId: string) => string; did_not_happen: string };
  target: {
    user: (id: string) => string;
    operation: (id: string) => string;
    merchant: (id: string | undefined) => string;
    payment: (id: string) => string;
    transaction: (id: string) => string;
    instrument: (id: string) => string;
    profile: (name: string) => string;
    /** "merchant mer-1 (payment pay-1)": the payment an operation adds to. */
    within: (target: string, paymentId: string) => string;
  };
  weakening: (change: Weakening) => string;
  dialog: {
    title: string;
    question: (operation: string, profile: string) => string;
    cancel: string;
    send: string;
    save: string;
    amount: string;
    target: string;
    card: string;
    cardEnding: (lastFour: string) => string;
    change: string;
    profile: string;
    operator: string;
    realMoney: string;
    weakens: string;
  };
  terminal: {
    requested: (line: string) => string;
    code: (code: string) => string;
    confirmed: (line: string) => string;
    burned: (line: string) => string;
    locked: string;
    onProfile: (operation: string, profile: string, baseUrl: string) => string;
    cardEnding: (lastFour: string) => string;
    by: (operator: string) => string;
  };
  /** Who asks, as the provider said it, or the local operator's name and that none verified it. */
  operatorLine: (operator: Operator) => string;
  declined: (operation: string, profile: string) => string;
  teamStore: TeamStoreWords;
  signIn: SignInWords;
  roleMap: {
    operation: string;
    change: (channel: string, before: string, after: string) => string;
    noRoles: string;
    dialog: { title: string; save: string; warning: string };
    terminal: { requested: (line: string) => string };
    declined: (operation: string) => string;
  };
}

/** Main's words for confirming how operators sign in (Settings → Sign-in provider). */
export interface SignInWords {
  operation: string;
  /** Main reads the provider at start: said before the person confirms, and in the summary. */
  applies: string;
  role: Record<Role, string>;
  secret: Record<SignInSummary['secret']['state'], string>;
  change: (field: 'issuer' | 'client_id' | 'roles_claim', from: string, to: string) => string;
  roleMapChanged: string;
  dialog: {
    title: string;
    save: string;
    issuer: string;
    clientId: string;
    rolesClaim: string;
    roleMap: string;
    secret: string;
    change: string;
    operator: string;
    warning: string;
  };
  terminal: { requested: (line: string) => string };
  declined: (operation: string, issuer: string) => string;
}

/** One way a new team store connection differs from where the trail shipped until now. */
export interface TeamStoreChange {
  field: 'host' | 'port' | 'database' | 'user' | 'tls' | 'ca';
  /** Absent for a CA: the system's own roots. */
  from?: string;
  to?: string;
}

/** Main's words for confirming where this console's audit trail goes. */
export interface TeamStoreWords {
  operation: { first: string; moved: string; weaker: string };
  change: (change: TeamStoreChange) => string;
  /** How the server is checked, in words: `sslmode` values are for the URL, not for people. */
  tls: (mode: string) => string;
  encryption: string;
  /** What a team store receives, read before saying yes. */
  ships: string;
  dialog: {
    title: string;
    question: (operation: string) => string;
    ship: string;
    host: string;
    port: string;
    database: string;
    user: string;
    change: string;
    console: string;
    ships: (ships: string) => string;
  };
  terminal: {
    requested: (line: string) => string;
    forConsole: (operation: string, console: string) => string;
    ships: (ships: string) => string;
  };
  declined: (operation: string, destination: string) => string;
}

const en: MainWords = {
  operation: moneyWords('en'),
  reversal: REVERSAL_WORDS.en,
  resend: (doing, id) => `Resend of ${doing.toLowerCase()} ${id} (same idempotency key)`,
  weakenProfile: 'Weaken a production profile',
  changeProfile: 'Change what a production profile sends',
  profileAction: {
    remove: {
      operation: 'Remove a production profile',
      does: 'The profile and its stored client secret are removed',
    },
    setSecret: {
      operation: 'Set the client secret of a production profile',
      does: 'Client secret: replaced by the one typed (it is not shown)',
    },
    clearSecret: {
      operation: 'Clear the client secret of a production profile',
      does: 'Client secret: removed; every call on this profile stops until one is set',
    },
  },
  change: changeLabels('en'),
  forceDelete: 'Force delete',
  resolve: {
    went_through: (id) => `Mark an unknown outcome resolved: it went through (payment ${id})`,
    did_not_happen: 'Mark an unknown outcome resolved: it did not happen',
  },
  target: {
    user: (id) => `user ${id}`,
    operation: (id) => `operation ${id}`,
    merchant: (id) => `merchant ${id ?? '(not named)'}`,
    payment: (id) => `payment ${id}`,
    transaction: (id) => `transaction ${id}`,
    instrument: (id) => `instrument ${id}`,
    profile: (name) => `profile ${name}`,
    within: (target, id) => `${target} (payment ${id})`,
  },
  weakening: (change) => {
    switch (change.kind) {
      case 'production_off':
        return 'Production off';
      case 'raw_cards':
        return 'Allow raw card numbers';
      case 'extra_fields':
        return 'Allow additional JSON fields';
      case 'idempotency_honoured':
        return 'Idempotency-Key honoured (resends on its own)';
      case 'base_url':
        return `Base URL → ${change.to}`;
      case 'token_url':
        return `Token URL → ${change.to}`;
      case 'name':
        return `Name → ${change.to}`;
      case 'client_id':
        return `Client id → ${change.to}`;
      case 'audience':
        return `Audience → ${change.to ?? '(none)'}`;
      case 'deadline':
        return `Deadline → ${change.to} ms`;
      case 'extra_headers':
        return `Extra headers changed: ${change.names.join(', ')}`;
    }
  },
  dialog: {
    title: 'Production: confirm',
    question: (operation, profile) => `${operation} on “${profile}”?`,
    cancel: 'Cancel',
    send: 'Confirm and send',
    save: 'Save the change',
    amount: 'Amount',
    target: 'Target',
    card: 'Card',
    cardEnding: (lastFour) => `ending ${lastFour}`,
    change: 'Change',
    profile: 'Profile',
    operator: 'Operator',
    realMoney: 'This profile moves real money. Check every line before you confirm.',
    weakens: 'This lowers the protection of a profile that moves real money.',
  },
  terminal: {
    requested: (line) => `Production confirmation requested: ${line}`,
    code: (code) =>
      `  Code: ${code} (valid 2 minutes). Type it in the console only if you asked for this.`,
    confirmed: (line) => `Confirmed: ${line}`,
    burned: (line) => `The code for ${line} was typed wrong too often and no longer works.`,
    locked:
      'Too many wrong confirmation codes: everything that needs a confirmation is refused until this host is restarted.',
    onProfile: (operation, profile, baseUrl) => `${operation} on “${profile}” (${baseUrl})`,
    cardEnding: (lastFour) => `card ending ${lastFour}`,
    by: (operator) => `by ${operator}`,
  },
  operatorLine: (operator) =>
    operator.kind === 'local'
      ? `${operator.name} (local, not verified)`
      : providerLine(operator, 'verified as', 'at'),
  declined: (operation, profile) =>
    `Not confirmed: nothing was sent (${operation} on “${profile}”).`,
  teamStore: {
    operation: {
      first: 'Ship the audit trail to a team store',
      moved: 'Ship the audit trail to another team store',
      weaker: 'Check the team store’s server less strictly',
    },
    change: ({ field, from, to }) => {
      const name = {
        host: 'Host',
        port: 'Port',
        database: 'Database',
        user: 'User',
        tls: 'Encryption',
        ca: 'CA',
      }[field];
      const said = (value: string | undefined) =>
        value === undefined ? 'the system’s' : field === 'tls' ? en.teamStore.tls(value) : value;
      return `${name} ${said(from)} → ${said(to)}`;
    },
    tls: (mode) =>
      ({
        none: 'no TLS (unencrypted)',
        require: 'TLS, certificate not checked',
        'verify-ca': 'TLS, certificate checked',
        'verify-full': 'TLS, certificate and host name checked',
      })[mode] ?? `TLS ${mode}`,
    encryption: 'Encryption',
    ships:
      'every journal record of this console, redacted: time, operator, profile, operation, ids, amounts and outcomes (never a card number, CVV or secret)',
    dialog: {
      title: 'Team store: confirm',
      question: (operation) => `${operation}?`,
      ship: 'Ship it there',
      host: 'Host',
      port: 'Port',
      database: 'Database',
      user: 'User',
      change: 'Change',
      console: 'Console',
      ships: (ships) =>
        `Ships ${ships}. Whoever runs that server can read them: say yes only if you chose it.`,
    },
    terminal: {
      requested: (line) => `Team store confirmation requested: ${line}`,
      forConsole: (operation, console) => `${operation} for console “${console}”`,
      ships: (ships) => `ships ${ships}`,
    },
    declined: (operation, destination) =>
      `Not confirmed: nothing changed (${operation}: ${destination}).`,
  },
  signIn: {
    operation: 'Change how operators sign in',
    applies: 'Applies from the next start of the console: the running one keeps its provider.',
    role: ROLE_NAMES.en,
    secret: {
      none: 'none (a public client)',
      kept: 'the stored one, kept',
      replaced: 'replaced by the one typed',
      removed: 'removed (a public client)',
    },
    change: (field, from, to) =>
      `${{ issuer: 'Issuer', client_id: 'Client id', roles_claim: 'Roles claim' }[field]} ${from || '(none)'} → ${to}`,
    roleMapChanged: 'Role values changed',
    dialog: {
      title: 'Sign-in: confirm',
      save: 'Save these settings',
      issuer: 'Issuer',
      clientId: 'Client id',
      rolesClaim: 'Roles claim',
      roleMap: 'Roles granted',
      secret: 'Client secret',
      change: 'Change',
      operator: 'Operator',
      warning:
        'Whoever this provider says holds a role may use it here, moving money included: say yes only if you asked for this.',
    },
    terminal: { requested: (line) => `Sign-in confirmation requested: ${line}` },
    declined: (operation, issuer) => `Not confirmed: nothing changed (${operation}: ${issuer}).`,
  },
  roleMap: {
    operation: 'Change the role map',
    change: (channel, before, after) => `${channel}: ${before} → ${after}`,
    noRoles: 'no role',
    dialog: {
      title: 'Role map: confirm',
      save: 'Change the role map',
      warning:
        'Whoever holds a role may then use these operations here, moving money included: say yes only if you asked for this.',
    },
    terminal: { requested: (line) => `Role map confirmation requested: ${line}` },
    declined: (operation) => `Not confirmed: nothing changed (${operation}).`,
  },
};

const es: MainWords = {
  operation: moneyWords('es'),
  reversal: REVERSAL_WORDS.es,
  resend: (doing, id) =>
    `Reenvío de ${doing.charAt(0).toLowerCase()}${doing.slice(1)} ${id} (la misma clave de idempotencia)`,
  weakenProfile: 'Debilitar un perfil de producción',
  changeProfile: 'Cambiar lo que envía un perfil de producción',
  profileAction: {
    remove: {
      operation: 'Eliminar un perfil de producción',
      does: 'Se eliminan el perfil y su secreto de cliente guardado',
    },
    setSecret: {
      operation: 'Guardar el secreto de cliente de un perfil de producción',
      does: 'Secreto de cliente: reemplazado por el escrito (no se muestra)',
    },
    clearSecret: {
      operation: 'Borrar el secreto de cliente de un perfil de producción',
      does: 'Secreto de cliente: borrado; toda llamada en este perfil se detiene hasta que se guarde uno',
    },
  },
  change: changeLabels('es'),
  forceDelete: 'Borrado forzado',
  resolve: {
    went_through: (id) => `Dar por resuelto un resultado desconocido: se hizo (pago ${id})`,
    did_not_happen: 'Dar por resuelto un resultado desconocido: no se hizo',
  },
  target: {
    user: (id) => `usuario ${id}`,
    operation: (id) => `operación ${id}`,
    merchant: (id) => `comercio ${id ?? '(sin nombre)'}`,
    payment: (id) => `pago ${id}`,
    transaction: (id) => `transacción ${id}`,
    instrument: (id) => `instrumento ${id}`,
    profile: (name) => `perfil ${name}`,
    within: (target, id) => `${target} (pago ${id})`,
  },
  weakening: (change) => {
    switch (change.kind) {
      case 'production_off':
        return 'Producción desactivada';
      case 'raw_cards':
        return 'Permitir números de tarjeta escritos';
      case 'extra_fields':
        return 'Permitir campos JSON adicionales';
      case 'idempotency_honoured':
        return 'Idempotency-Key respetada (reenvía por su cuenta)';
      case 'base_url':
        return `URL base → ${change.to}`;
      case 'token_url':
        return `URL del token → ${change.to}`;
      case 'name':
        return `Nombre → ${change.to}`;
      case 'client_id':
        return `ID de cliente → ${change.to}`;
      case 'audience':
        return `Audiencia → ${change.to ?? '(ninguna)'}`;
      case 'deadline':
        return `Plazo → ${change.to} ms`;
      case 'extra_headers':
        return `Encabezados adicionales cambiados: ${change.names.join(', ')}`;
    }
  },
  dialog: {
    title: 'Producción: confirmar',
    question: (operation, profile) => `¿${operation} en “${profile}”?`,
    cancel: 'Cancelar',
    send: 'Confirmar y enviar',
    save: 'Guardar el cambio',
    amount: 'Monto',
    target: 'Destino',
    card: 'Tarjeta',
    cardEnding: (lastFour) => `terminada en ${lastFour}`,
    change: 'Cambio',
    profile: 'Perfil',
    operator: 'Operador',
    realMoney: 'Este perfil mueve dinero real. Revise cada línea antes de confirmar.',
    weakens: 'Esto baja la protección de un perfil que mueve dinero real.',
  },
  terminal: {
    requested: (line) => `Confirmación de producción pedida: ${line}`,
    code: (code) =>
      `  Código: ${code} (vale 2 minutos). Escríbalo en la consola solo si usted lo pidió.`,
    confirmed: (line) => `Confirmada: ${line}`,
    burned: (line) => `El código de ${line} se escribió mal demasiadas veces y ya no sirve.`,
    locked:
      'Demasiados códigos de confirmación equivocados: todo lo que necesita una confirmación se rechaza hasta reiniciar este host.',
    onProfile: (operation, profile, baseUrl) => `${operation} en “${profile}” (${baseUrl})`,
    cardEnding: (lastFour) => `tarjeta terminada en ${lastFour}`,
    by: (operator) => `por ${operator}`,
  },
  operatorLine: (operator) =>
    operator.kind === 'local'
      ? `${operator.name} (local, sin verificar)`
      : providerLine(operator, 'verificado como', 'en'),
  declined: (operation, profile) =>
    `No confirmada: no se envió nada (${operation} en “${profile}”).`,
  teamStore: {
    operation: {
      first: 'Enviar el registro de auditoría a un almacén del equipo',
      moved: 'Enviar el registro de auditoría a otro almacén del equipo',
      weaker: 'Verificar con menos rigor el servidor del almacén del equipo',
    },
    change: ({ field, from, to }) => {
      const name = {
        host: 'Servidor',
        port: 'Puerto',
        database: 'Base de datos',
        user: 'Usuario',
        tls: 'Cifrado',
        ca: 'CA',
      }[field];
      const said = (value: string | undefined) =>
        value === undefined ? 'la del sistema' : field === 'tls' ? es.teamStore.tls(value) : value;
      return `${name} ${said(from)} → ${said(to)}`;
    },
    tls: (mode) =>
      ({
        none: 'sin TLS (sin cifrar)',
        require: 'TLS sin verificar el certificado',
        'verify-ca': 'TLS con el certificado verificado',
        'verify-full': 'TLS con el certificado y el nombre del servidor verificados',
      })[mode] ?? `TLS ${mode}`,
    encryption: 'Cifrado',
    ships:
      'cada registro del diario de esta consola, redactado: hora, operador, perfil, operación, IDs, montos y resultados (nunca un número de tarjeta, CVV ni secreto)',
    dialog: {
      title: 'Almacén del equipo: confirmar',
      question: (operation) => `¿${operation}?`,
      ship: 'Enviarlo allí',
      host: 'Servidor',
      port: 'Puerto',
      database: 'Base de datos',
      user: 'Usuario',
      change: 'Cambio',
      console: 'Consola',
      ships: (ships) =>
        `Se envía ${ships}. Quien administre ese servidor puede leerlo: diga que sí solo si usted lo eligió.`,
    },
    terminal: {
      requested: (line) => `Confirmación del almacén del equipo pedida: ${line}`,
      forConsole: (operation, console) => `${operation} para la consola “${console}”`,
      ships: (ships) => `envía ${ships}`,
    },
    declined: (operation, destination) =>
      `No confirmada: no se cambió nada (${operation}: ${destination}).`,
  },
  signIn: {
    operation: 'Cambiar cómo inician sesión los operadores',
    applies:
      'Se aplica desde el próximo inicio de la consola: la que está abierta conserva su proveedor.',
    role: ROLE_NAMES.es,
    secret: {
      none: 'ninguno (un cliente público)',
      kept: 'el guardado, sin cambios',
      replaced: 'reemplazado por el escrito',
      removed: 'quitado (un cliente público)',
    },
    change: (field, from, to) =>
      `${{ issuer: 'Emisor', client_id: 'ID de cliente', roles_claim: 'Atributo de roles (claim)' }[field]} ${from || '(ninguno)'} → ${to}`,
    roleMapChanged: 'Valores de roles cambiados',
    dialog: {
      title: 'Inicio de sesión: confirmar',
      save: 'Guardar esta configuración',
      issuer: 'Emisor',
      clientId: 'ID de cliente',
      rolesClaim: 'Atributo de roles (claim)',
      roleMap: 'Roles que otorga',
      secret: 'Secreto del cliente',
      change: 'Cambio',
      operator: 'Operador',
      warning:
        'Quien este proveedor diga que tiene un rol podrá usarlo aquí, incluso para mover dinero: diga que sí solo si usted lo pidió.',
    },
    terminal: { requested: (line) => `Confirmación del inicio de sesión pedida: ${line}` },
    declined: (operation, issuer) => `No confirmada: no se cambió nada (${operation}: ${issuer}).`,
  },
  roleMap: {
    operation: 'Cambiar el mapa de roles',
    change: (channel, before, after) => `${channel}: ${before} → ${after}`,
    noRoles: 'ningún rol',
    dialog: {
      title: 'Mapa de roles: confirmar',
      save: 'Cambiar el mapa de roles',
      warning:
        'Quien tenga un rol podrá usar estas operaciones aquí, incluso para mover dinero: diga que sí solo si usted lo pidió.',
    },
    terminal: { requested: (line) => `Confirmación del mapa de roles pedida: ${line}` },
    declined: (operation) => `No confirmada: no se cambió nada (${operation}).`,
  },
};

const CATALOG: Record<Language, MainWords> = { en, es };

export function wordsFor(language: Language): MainWords {
  return CATALOG[language];
}

/** A provider's person: name, e-mail, and the subject at its issuer, which no one can rename. */
function providerLine(
  operator: Extract<Operator, { kind: 'verified' }>,
  verifiedAs: string,
  at: string,
): string {
  const name = operator.name ?? operator.email ?? operator.subject;
  const who = operator.email && operator.email !== name ? `${name} <${operator.email}>` : name;
  // As Activity words it, so the dialog and the record name the person alike.
  return `${who}, ${verifiedAs} ${operator.subject} ${at} ${operator.issuer}`;
}
