/** A payment amount as a number, whichever documented shape it came in; undefined when none reads. */
export function moneyNumber(value: unknown): number | undefined {
  const raw =
    typeof value === 'object' && value !== null ? (value as { value?: unknown }).value : value;
  const number = typeof raw === 'string' ? Number(raw) : raw;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
