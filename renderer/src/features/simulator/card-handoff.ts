/**
 * A test card chosen in Simulator → Test cards, waiting for the form it was chosen for. Only in
 * this page's memory, never in the address (history, logs) nor in storage, and taken once: the
 * form that opens next fills its card number from it and it is gone.
 */
export type CardForm = 'authorization' | 'instrument';

let waiting: { form: CardForm; number: string } | undefined;

export function handTestCard(form: CardForm, number: string): void {
  waiting = { form, number };
}

/** The card number handed to this form, once; later calls answer undefined. */
export function takeTestCard(form: CardForm): string | undefined {
  if (waiting?.form !== form) return undefined;
  const { number } = waiting;
  waiting = undefined;
  return number;
}
