/*
 * What the shared schemas say about a field, as reasons with both languages' words written once.
 * A schema's issue carries the reason (and what it names) instead of a sentence, so the page
 * says it in the person's language by key and main's log reads the English; nothing is matched
 * back from English text. Zod-free, like the other reason words.
 */

import { formatMoney } from './money';

const en = {
  enterId: 'Enter an id',
  unknownProfile: 'Unknown profile id',
  sixDigits: 'Type the six digits printed in the terminal',
  nameTheConsole: 'A team operation is named by its console too',
  chooseDialect: 'Choose friendly or reference',
  idTooLong: 'An id is at most 128 characters',
  idCharacters: 'An id has only letters, digits, "-" and "_"',
  enterNumber: 'Enter the card number',
  numberDigits: 'A card number has only digits',
  numberLength: 'A card number has 12 to 19 digits',
  numberLengthBrandThree: '{{brand}} card numbers have {{first}}, {{second}} or {{third}} digits',
  numberLengthBrandRange: '{{brand}} card numbers have {{min}} to {{max}} digits',
  numberLengthBrand: '{{brand}} card numbers have {{count}} digits',
  numberCheckDigit: 'This card number fails its check digit: look for a typo',
  enterCvv: 'Enter the CVV',
  cvv: 'The CVV is the 3 or 4 digits on the card',
  enterMonth: 'Enter the month',
  month: 'Month is 1 to 12',
  enterYear: 'Enter the year',
  year: 'Year is YY or YYYY',
  enterHolder: 'Enter the cardholder name',
  atMost64: 'At most 64 characters',
  serviceCode: 'The service code is 3 digits',
  sequenceNumber: 'The sequence number is 1 to 3 digits',
  expiredAt: 'This card expired at the end of {{month}}/{{year}}',
  expired: 'This card has expired',
  monthAndYear: 'Change month and year together',
  chooseCurrency: 'Choose a currency',
  currency: 'A currency is a 3-letter ISO 4217 code, e.g. USD',
  currencyNotTaken: 'The API takes no {{currency}}: use one of {{currencies}}',
  enterAmount: 'Enter an amount',
  negativeAmount: 'The amount must be more than zero: leave out the minus sign',
  amountFormat: 'An amount is a number such as 25 or 99.99',
  amountTyped: 'Type an amount such as 25.50 or 1,234.56: a point before the decimals',
  amountSeparator:
    'Decimals follow a point, and a comma only groups thousands: did you mean {{typed}}?',
  amountZero: 'The amount must be more than zero',
  amountTooLong: 'An amount has at most {{digits}} digits before the decimal point',
  tipAboveAmount: 'The tip is part of the amount, so it cannot be more than the amount',
  aboveCeiling: 'Above {{ceiling}}: confirm this amount to send it',
  nothingToCapture: 'Nothing is left to capture on this payment',
  captureAfterRefund:
    'A refund has begun on this payment, so the rest of its authorization can no longer be captured',
  nothingToRefund: 'Nothing is left to refund on this payment',
  leftToCapture: 'At most {{amount}} is left to capture',
  leftToRefund: 'At most {{amount}} is left to refund',
  wholeNumbers: '{{currency}} amounts take no decimals',
  decimals: '{{currency}} amounts have at most {{decimals}} decimals',
  chooseType: 'Choose a type',
  chooseAction: 'Choose what to do',
  noAmount: 'A cancellation or reversal takes no amount: it covers the whole authorization',
  adjustmentAmount: 'An adjustment needs the new amount',
  type: 'The type is an upper-case code, e.g. SALE (a sale)',
  typeNotTaken: 'The API takes no type {{type}}: use one of {{types}}',
  initiator: 'The initiator is an upper-case code, e.g. CUSTOMER (the customer)',
  entryMode: 'The entry mode is an upper-case code, e.g. CHIP (the card’s chip read)',
  orderType: 'The order type is an upper-case code, e.g. ONLINE (an online order)',
  typeTooLong: 'The type is at most {{max}} characters',
  initiatorTooLong: 'The initiator is at most {{max}} characters',
  entryModeTooLong: 'The entry mode is at most {{max}} characters',
  orderTypeTooLong: 'The order type is at most {{max}} characters',
  useCase: 'use_case is ATTENDED, UNATTENDED or left out',
  extraObject: 'Additional fields must be a JSON object',
  extraObjectExample: 'Additional fields must be a JSON object, e.g. {"order_id": "A-1"}',
  notJson: 'Not valid JSON: look for a missing quote, comma or brace',
  notJsonAt: 'Not valid JSON: look near character {{at}}',
  notJsonEnd: 'Not valid JSON: it ends before it is complete',
  extraUseCase: 'use_case belongs to the terminal: choose it in the Use case field',
  extraTerminalId: 'terminal_id is the form’s name: set it in the Terminal id field',
  extraCaptureMode: 'capture_mode is the form’s name: choose it in the Capture field',
  extraCurrency: 'currency belongs to the amount: choose it in the Currency field',
  extraTip: 'tip belongs to the amount: set it in the Tip field',
  extraReserved: '{{name}} cannot be an additional field',
  extraTooDeep: 'Additional fields nest at most {{levels}} levels deep',
  extraMerchantId: 'Additional fields may not replace merchant_id: set it in the Merchant id field',
  extraInstrument: 'Additional fields may not replace the instrument: choose it in the form',
  extraAmount:
    'Additional fields may not replace the amount: set amount, currency and tip in the form',
  extraPaymentId: 'Additional fields may not replace payment_id: set it in the Payment id field',
  extraTerminalUseCase:
    'use_case is ATTENDED, UNATTENDED or left out, and only the Use case field sets it: additional fields may not replace it',
  email: 'Enter an e-mail address such as ana@example.com',
  phone: 'A phone number has digits, spaces and an optional +',
  atLeastOneInstrument: 'Add at least one instrument',
  enterUrl: 'Enter a URL',
  urlTooLong: 'A URL is at most 2048 characters',
  fullUrl: 'Enter a full URL, e.g. https://api.example.com',
  httpsUrl: 'Use an https:// URL',
  httpsRequired: 'Use https:// (plain http is allowed only for this machine)',
  urlCredentials: 'Remove the user name or password from the URL; credentials go in their fields',
  urlQuery: 'Remove the query (?…) or fragment (#…) from the URL',
  enterName: 'Enter a name',
  nameTaken: 'Another profile already has this name',
  nameTooLong: 'A name is at most 60 characters',
  namePrintable: 'A name has only visible characters: no line breaks, control or direction marks',
  enterClientId: 'Enter the client id',
  clientIdTooLong: 'A client id is at most 200 characters',
  rolesClaimTooLong: 'A claim name is at most 100 characters',
  rolesClaimSpaces: 'A claim name has no spaces',
  enterRoleValue: 'Enter the value the provider sends',
  roleValueTooLong: 'A value is at most 200 characters',
  roleValueSpaces: 'A value has no spaces: the provider separates values with them',
  roleValueTwice: 'This value is already on another row',
  atLeastOneRoleValue: 'Map at least one value to a role, or nobody could sign in with any role',
  roleValuesTooMany: 'At most 50 values',
  audienceTooLong: 'An audience is at most 500 characters',
  merchantId: 'A merchant id is 1–128 letters, digits, "-" or "_"',
  enterDeadline: 'Enter a number of milliseconds',
  deadlineWhole: 'Use whole milliseconds',
  deadlineMin: 'The deadline is at least 1000 ms',
  deadlineMax: 'The deadline is at most 120000 ms (2 minutes)',
  enterApprovalThreshold: 'Enter an amount, or leave it empty for no approval',
  approvalThresholdPositive: 'An approval threshold is an amount above 0 and at most 1,000,000,000',
  enterApprovalExpiry: 'Enter a number of minutes',
  approvalExpiryRange: 'A request waits 1 to 1440 whole minutes (24 hours)',
  approvalNoteTooLong: 'A note is at most 500 characters',
  enterSecret: 'Enter the client secret',
  secretTooLong: 'A client secret is at most 4096 characters',
  secretLineBreaks: 'A client secret cannot contain line breaks',
  enterTeamUrl: 'Enter the team store’s URL',
  teamFullUrl:
    'Enter a full URL, e.g. postgres://console@db.example.com:5432/payments?sslmode=verify-full',
  postgresUrl: 'Use a postgres:// URL',
  teamHost: 'Give the server’s host name in the URL',
  teamDatabase: 'Give the database name at the end of the URL (…/payments)',
  teamTls:
    'Add ?sslmode=verify-full (or require) to the URL: only this machine may connect without TLS',
  teamPasswordTooLong: 'A password is at most 1024 characters',
  consoleNameTooLong: 'A console name is at most 80 characters',
  consoleNameControl: 'A console name cannot contain control characters',
  scenarioName:
    'A scenario name is lower case letters, digits and - (at most 80), as in “capture-part”',
  headerName: '"{{name}}" is not a valid header name (letters, digits and !#$%&\'*+.^_`|~-)',
  headerReserved: 'The console sets "{{name}}" itself; remove it from the extra headers',
  headerTwice: '"{{name}}" is given twice',
  headerValueText: 'A header value must be text',
  headerLineBreaks: 'A header value cannot contain line breaks',
  headerTooLong: 'A header value is at most 4096 characters',
  teamUrlNotUrl: 'The team store URL is not a URL: write postgres://user@host/database',
  teamUrlNoUser: 'The team store URL names no user: postgres://user@host/…',
  teamSslmode: 'sslmode={{sslmode}} is not one this console knows',
  teamRemoteNeedsTls:
    'The team store at {{host}} is not on this machine: add ?sslmode=verify-full (or require) so the audit trail crosses the network encrypted',
  teamCaUnreadable: 'sslrootcert={{path}} cannot be read',
  lastFourDigits: 'Type the last four digits of the card',
  traceNumber: 'A trace number is 1 to 64 visible characters',
  terminalTraceNumber:
    'A trace number is up to 64 letters and digits, at least one digit, with - _ . / : # between them',
  amountRangeOrder: 'The lowest amount is above the highest',
  timeRangeOrder: 'The start is after the end',
  enterWholeNumber: 'Enter a whole number',
  numberBetween: 'Enter a whole number from {{min}} to {{max}}',
  chooseOperation: 'Choose an operation',
  chooseFaultKind: 'Choose what goes wrong',
  enterDelay: 'A delay needs its length in milliseconds',
  enterControlToken: 'Enter the control token',
  controlTokenTooLong: 'A control token is at most 512 characters',
  controlTokenCharacters: 'A control token has only visible characters, no spaces',
  controlTokenRefused: 'The server did not accept this control token',
} as const;

export type ValidationReason = keyof typeof en;

const es: Record<ValidationReason, string> = {
  enterId: 'Escriba un ID',
  unknownProfile: 'ID de perfil desconocido',
  sixDigits: 'Escriba los seis dígitos impresos en la terminal',
  nameTheConsole: 'Una operación del equipo también se nombra por su consola',
  chooseDialect: 'Elija «Amigable» o «Como la referencia»',
  idTooLong: 'Un ID tiene como máximo 128 caracteres',
  idCharacters: 'Un ID solo tiene letras, dígitos, "-" y "_"',
  enterNumber: 'Escriba el número de tarjeta',
  numberDigits: 'Un número de tarjeta solo tiene dígitos',
  numberLength: 'Un número de tarjeta tiene de 12 a 19 dígitos',
  numberLengthBrandThree:
    'Un número de tarjeta {{brand}} tiene {{first}}, {{second}} o {{third}} dígitos',
  numberLengthBrandRange: 'Un número de tarjeta {{brand}} tiene de {{min}} a {{max}} dígitos',
  numberLengthBrand: 'Un número de tarjeta {{brand}} tiene {{count}} dígitos',
  numberCheckDigit: 'El dígito de control de este número no coincide: revise si hay un error',
  enterCvv: 'Escriba el CVV',
  cvv: 'El CVV son los 3 o 4 dígitos de la tarjeta',
  enterMonth: 'Escriba el mes',
  month: 'El mes va de 1 a 12',
  enterYear: 'Escriba el año',
  year: 'El año es AA o AAAA',
  enterHolder: 'Escriba el nombre del titular',
  atMost64: 'Como máximo 64 caracteres',
  serviceCode: 'El código de servicio tiene 3 dígitos',
  sequenceNumber: 'El número de secuencia tiene de 1 a 3 dígitos',
  expiredAt: 'Esta tarjeta venció a fines de {{month}}/{{year}}',
  expired: 'Esta tarjeta está vencida',
  monthAndYear: 'Cambie el mes y el año a la vez',
  chooseCurrency: 'Elija una moneda',
  currency: 'Una moneda es un código ISO 4217 de 3 letras, p. ej. USD',
  currencyNotTaken: 'La API no admite {{currency}}: use una de {{currencies}}',
  enterAmount: 'Escriba un monto',
  negativeAmount: 'El monto debe ser mayor que cero: escríbalo sin el signo menos',
  amountFormat: 'Un monto es un número como 25 o 99.99',
  amountTyped: 'Escriba un monto como 25,50 o 1.234,56: con coma antes de los decimales',
  amountSeparator:
    'Los decimales van después de una coma, y el punto solo separa los miles: ¿quiso decir {{typed}}?',
  amountZero: 'El monto debe ser mayor que cero',
  amountTooLong: 'Un monto tiene como máximo {{digits}} dígitos antes del punto decimal',
  tipAboveAmount: 'La propina es parte del monto, así que no puede ser mayor que el monto',
  aboveCeiling: 'Supera {{ceiling}}: confirme este monto para enviarlo',
  nothingToCapture: 'No queda nada por cobrar en este pago',
  captureAfterRefund:
    'Ya empezó una devolución en este pago, así que el resto de su autorización ya no se puede cobrar',
  nothingToRefund: 'No queda nada por devolver en este pago',
  leftToCapture: 'Quedan como máximo {{amount}} por cobrar',
  leftToRefund: 'Se pueden devolver como máximo {{amount}}',
  wholeNumbers: 'Los montos en {{currency}} no llevan decimales',
  decimals: 'Los montos en {{currency}} tienen como máximo {{decimals}} decimales',
  chooseType: 'Elija un tipo',
  chooseAction: 'Elija qué hacer',
  noAmount: 'Una anulación o un reverso no lleva monto: cubre toda la autorización',
  adjustmentAmount: 'Un ajuste necesita el monto nuevo',
  type: 'El tipo es un código en mayúsculas, p. ej. SALE (venta)',
  typeNotTaken: 'La API no admite el tipo {{type}}: use uno de {{types}}',
  initiator: 'El iniciador es un código en mayúsculas, p. ej. CUSTOMER (el cliente)',
  entryMode:
    'El modo de ingreso es un código en mayúsculas, p. ej. CHIP (lectura del chip de la tarjeta)',
  orderType: 'El tipo de orden es un código en mayúsculas, p. ej. ONLINE (un pedido en línea)',
  typeTooLong: 'El tipo tiene como máximo {{max}} caracteres',
  initiatorTooLong: 'El iniciador tiene como máximo {{max}} caracteres',
  entryModeTooLong: 'El modo de ingreso tiene como máximo {{max}} caracteres',
  orderTypeTooLong: 'El tipo de orden tiene como máximo {{max}} caracteres',
  useCase: 'use_case es ATTENDED, UNATTENDED o se omite',
  extraObject: 'Los campos adicionales deben ser un objeto JSON',
  extraObjectExample: 'Los campos adicionales deben ser un objeto JSON, p. ej. {"order_id": "A-1"}',
  notJson: 'No es un JSON válido: revise que llaves, corchetes, comillas y comas estén completos',
  notJsonAt: 'No es un JSON válido: revise cerca del carácter {{at}}',
  notJsonEnd: 'No es un JSON válido: termina antes de estar completo',
  extraUseCase: 'use_case va dentro de terminal: elíjalo en el campo Caso de uso',
  extraTerminalId: 'terminal_id es el nombre del formulario: complételo en el campo ID de terminal',
  extraCaptureMode: 'capture_mode es el nombre del formulario: elíjalo en el campo Modo de cobro',
  extraCurrency: 'currency va dentro del monto: elíjala en el campo Moneda',
  extraTip: 'tip va dentro del monto: complétela en el campo Propina',
  extraReserved: '{{name}} no puede ser un campo adicional',
  extraTooDeep: 'Los campos adicionales admiten como máximo {{levels}} niveles de anidación',
  extraMerchantId:
    'Los campos adicionales no pueden reemplazar merchant_id: indíquelo en el campo ID de comercio',
  extraInstrument:
    'Los campos adicionales no pueden reemplazar el instrumento: elíjalo en el formulario',
  extraAmount:
    'Los campos adicionales no pueden reemplazar el monto: indique monto, moneda y propina en el formulario',
  extraPaymentId:
    'Los campos adicionales no pueden reemplazar payment_id: indíquelo en el campo ID del pago',
  extraTerminalUseCase:
    'use_case es ATTENDED, UNATTENDED o se omite, y solo lo fija el campo Caso de uso: los campos adicionales no pueden reemplazarlo',
  email: 'Escriba un correo electrónico como ana@example.com',
  phone: 'Un teléfono tiene dígitos, espacios y un + opcional',
  atLeastOneInstrument: 'Agregue al menos un instrumento',
  enterUrl: 'Escriba una URL',
  urlTooLong: 'Una URL tiene como máximo 2048 caracteres',
  fullUrl: 'Escriba una URL completa, p. ej. https://api.example.com',
  httpsUrl: 'Use una URL https://',
  httpsRequired: 'Use https:// (http sin cifrar solo se permite para este equipo)',
  urlCredentials:
    'Quite el usuario o la contraseña de la URL; las credenciales van en sus propios campos',
  urlQuery: 'Quite la consulta (?…) o el fragmento (#…) de la URL',
  enterName: 'Escriba un nombre',
  nameTaken: 'Otro perfil ya tiene este nombre',
  nameTooLong: 'Un nombre tiene como máximo 60 caracteres',
  namePrintable:
    'Un nombre tiene solo caracteres visibles: sin saltos de línea, caracteres de control ni marcas de dirección',
  enterClientId: 'Escriba el ID de cliente',
  clientIdTooLong: 'Un ID de cliente tiene como máximo 200 caracteres',
  rolesClaimTooLong: 'El nombre del atributo de roles tiene como máximo 100 caracteres',
  rolesClaimSpaces: 'El nombre del atributo de roles no tiene espacios',
  enterRoleValue: 'Escriba el valor que envía el proveedor',
  roleValueTooLong: 'Un valor tiene como máximo 200 caracteres',
  roleValueSpaces: 'Un valor no tiene espacios: el proveedor separa los valores con ellos',
  roleValueTwice: 'Este valor ya está en otra fila',
  atLeastOneRoleValue:
    'Asigne al menos un valor a un rol, o nadie podría iniciar sesión con ningún rol',
  roleValuesTooMany: 'Como máximo 50 valores',
  audienceTooLong: 'Una audiencia tiene como máximo 500 caracteres',
  merchantId: 'Un ID de comercio tiene de 1 a 128 letras, dígitos, "-" o "_"',
  enterDeadline: 'Escriba una cantidad de milisegundos',
  deadlineWhole: 'Use milisegundos enteros',
  deadlineMin: 'El plazo es de al menos 1000 ms',
  deadlineMax: 'El plazo es de como máximo 120000 ms (2 minutos)',
  enterApprovalThreshold: 'Escriba un monto, o déjelo vacío para no pedir aprobación',
  approvalThresholdPositive:
    'Un umbral de aprobación es un monto mayor que 0 y de como máximo 1.000.000.000',
  enterApprovalExpiry: 'Escriba una cantidad de minutos',
  approvalExpiryRange: 'Una solicitud espera de 1 a 1440 minutos enteros (24 horas)',
  approvalNoteTooLong: 'Una nota tiene como máximo 500 caracteres',
  enterSecret: 'Escriba el secreto del cliente',
  secretTooLong: 'Un secreto del cliente tiene como máximo 4096 caracteres',
  secretLineBreaks: 'Un secreto del cliente no puede tener saltos de línea',
  enterTeamUrl: 'Escriba la URL del almacén del equipo',
  teamFullUrl:
    'Escriba una URL completa, p. ej. postgres://console@db.example.com:5432/payments?sslmode=verify-full',
  postgresUrl: 'Use una URL postgres://',
  teamHost: 'Indique en la URL el nombre del servidor',
  teamDatabase: 'Indique al final de la URL el nombre de la base de datos (…/payments)',
  teamTls:
    'Agregue ?sslmode=verify-full (o require) a la URL: solo este equipo puede conectarse sin TLS',
  teamPasswordTooLong: 'Una contraseña tiene como máximo 1024 caracteres',
  consoleNameTooLong: 'El nombre de una consola tiene como máximo 80 caracteres',
  consoleNameControl: 'El nombre de una consola no puede tener caracteres de control',
  scenarioName:
    'El nombre de un escenario lleva minúsculas, dígitos y - (80 como máximo), como en “cobro-parcial”',
  headerName:
    '"{{name}}" no es un nombre de encabezado válido (letras, dígitos y !#$%&\'*+.^_`|~-)',
  headerReserved:
    'La consola pone "{{name}}" por su cuenta; quítelo de los encabezados adicionales',
  headerTwice: '"{{name}}" está repetido',
  headerValueText: 'El valor de un encabezado debe ser texto',
  headerLineBreaks: 'El valor de un encabezado no puede tener saltos de línea',
  headerTooLong: 'El valor de un encabezado tiene como máximo 4096 caracteres',
  teamUrlNotUrl:
    'La URL del almacén del equipo no es una URL: escriba postgres://usuario@servidor/base',
  teamUrlNoUser:
    'La URL del almacén del equipo no indica un usuario: postgres://usuario@servidor/…',
  teamSslmode: 'sslmode={{sslmode}} no es uno que esta consola conozca',
  teamRemoteNeedsTls:
    'El almacén del equipo en {{host}} no está en este equipo: agregue ?sslmode=verify-full (o require) para que el registro de auditoría cruce la red cifrado',
  teamCaUnreadable: 'No se puede leer sslrootcert={{path}}',
  lastFourDigits: 'Escriba los últimos cuatro dígitos de la tarjeta',
  traceNumber: 'Un número de traza tiene de 1 a 64 caracteres visibles',
  terminalTraceNumber:
    'Un número de traza tiene hasta 64 letras y dígitos, al menos un dígito, con - _ . / : # entre ellos',
  amountRangeOrder: 'El monto más bajo es mayor que el más alto',
  timeRangeOrder: 'El inicio es posterior al final',
  enterWholeNumber: 'Escriba un número entero',
  numberBetween: 'Escriba un número entero de {{min}} a {{max}}',
  chooseOperation: 'Elija una operación',
  chooseFaultKind: 'Elija qué falla',
  enterDelay: 'Una demora necesita su duración en milisegundos',
  enterControlToken: 'Escriba el token de control',
  controlTokenTooLong: 'Un token de control tiene como máximo 512 caracteres',
  controlTokenCharacters: 'Un token de control tiene solo caracteres visibles, sin espacios',
  controlTokenRefused: 'El servidor no aceptó este token de control',
};

export const VALIDATION_WORDS: { en: typeof en; es: Record<ValidationReason, string> } = { en, es };

/** The names a reason's English puts in (`{{brand}}`), so a missing one is a tsc error. */
type Placeholders<S extends string> = S extends `${string}{{${infer N}}}${infer Rest}`
  ? N | Placeholders<Rest>
  : never;
/**
 * A sum a reason names ("At most {{amount}} is left"). It travels as value and currency and is
 * written in the reader's language where it is read, so a Spanish screen never shows main's
 * "USD 1,234.56" inside a Spanish sentence.
 */
export interface MoneyParam {
  value: number;
  currency: string;
}

/** The placeholders that always name money. */
type MoneyPlaceholder = 'amount' | 'ceiling';

type ParamValue<N extends string> = N extends MoneyPlaceholder ? MoneyParam : string | number;

export type FieldParams<R extends ValidationReason> = [Placeholders<(typeof en)[R]>] extends [never]
  ? []
  : [params: { [N in Placeholders<(typeof en)[R]>]: ParamValue<N> }];

const PREFIX = 'validation.';

/**
 * A field's reason as a Zod issue message: `validation.<reason>`, then its params as JSON. One
 * string, because that is what Zod's `error` option, react-hook-form's field errors and the IPC
 * error's `fields` carry.
 */
export function fieldReason<R extends ValidationReason>(
  reason: R,
  ...params: FieldParams<R>
): string {
  const [values] = params as [Record<string, string | number | MoneyParam>?];
  if (values === undefined) return `${PREFIX}${reason}`;
  const named = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'object' ? v : String(v)]),
  );
  return `${PREFIX}${reason} ${JSON.stringify(named)}`;
}

export interface ReadFieldReason {
  reason: ValidationReason;
  params: Record<string, string>;
  /** The sums it names, to be written in the reader's language (`paramsIn`). */
  money: Record<string, MoneyParam>;
}

const isMoneyParam = (value: unknown): value is MoneyParam =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MoneyParam).value === 'number' &&
  Number.isFinite((value as MoneyParam).value) &&
  typeof (value as MoneyParam).currency === 'string';

/** A read reason's params as its words take them, the sums written in `language`. */
export function paramsIn(read: ReadFieldReason, language: string): Record<string, string> {
  const sums = Object.entries(read.money).map(([name, sum]) => [
    name,
    formatMoney(sum.value, sum.currency, language),
  ]);
  return { ...read.params, ...Object.fromEntries(sums) };
}

/**
 * The reason a message names, or undefined when it is not one of ours (an API's or main's own
 * words about a field, shown as written).
 */
export function readFieldReason(message: string): ReadFieldReason | undefined {
  if (!message.startsWith(PREFIX)) return undefined;
  const space = message.indexOf(' ');
  const reason = message.slice(PREFIX.length, space === -1 ? undefined : space);
  if (!Object.hasOwn(en, reason)) return undefined;
  if (space === -1) return { reason: reason as ValidationReason, params: {}, money: {} };
  try {
    const parsed: unknown = JSON.parse(message.slice(space + 1));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const entries = Object.entries(parsed);
    const params = Object.fromEntries(
      entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const money = Object.fromEntries(
      entries.filter((entry): entry is [string, MoneyParam] => isMoneyParam(entry[1])),
    );
    return { reason: reason as ValidationReason, params, money };
  } catch {
    return undefined;
  }
}

/** A field message's words in a language: a reason's with its params, anything else as written. */
export function fieldText(message: string, language: 'en' | 'es' = 'en'): string {
  const read = readFieldReason(message);
  if (!read) return message;
  const params = paramsIn(read, language);
  return VALIDATION_WORDS[language][read.reason].replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => params[name] ?? '',
  );
}

/** Each field's message in a language, as `fieldText` says one. */
export function fieldsText(
  fields: Record<string, string>,
  language: 'en' | 'es' = 'en',
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [path, fieldText(message, language)]),
  );
}

/**
 * An additional-fields refusal already names the field in words ("Additional fields cannot replace
 * the amount…"), so it is said without the raw path in front of it.
 */
export function namesItsField(message: string): boolean {
  return readFieldReason(message)?.reason.startsWith('extra') === true;
}
