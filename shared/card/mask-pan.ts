/**
 * PCI DSS 3.4: at most the BIN (first six) and the last four digits may be shown. Shorter
 * numbers keep fewer digits, so that what is shown never exceeds half of the number.
 */
export function maskPan(pan: string): string {
  const digits = pan.replace(/\D/g, '');
  if (digits.length < 12) return '•'.repeat(digits.length);
  const head = digits.length >= 16 ? 6 : digits.length >= 14 ? 4 : 0;
  return digits.slice(0, head) + '•'.repeat(digits.length - head - 4) + digits.slice(-4);
}
