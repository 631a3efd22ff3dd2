/* Test helper (no tests here): the canary scan shared by the core's canary test and the e2e one. */

export interface Canaries {
  /** Card numbers as 12–19 digits. */
  pans: readonly string[];
  cvvs: readonly string[];
  secrets: readonly string[];
}

/**
 * Which canaries a text holds, in any form they take in text: a card number spaced, dashed or
 * dotted, a CVV as a JSON value or after its name (escaped or not), a secret anywhere.
 */
export function canaryLeaks(text: string, canaries: Canaries): string[] {
  const squashed = text.replace(/[\s._-]+/g, '');
  return [
    ...canaries.pans.filter((pan) => squashed.includes(pan)),
    ...canaries.cvvs.filter((cvv) =>
      new RegExp(String.raw`(?:"|cvv\W{0,6}|security.?code\W{0,6})${cvv}\b`, 'i').test(text),
    ),
    ...canaries.secrets.filter((secret) => text.includes(secret)),
  ];
}
