/** An amount as main's reports carry it. */
type Money = { value: number; currency: string };

/**
 * The amount an operation is shown and exported with, in Activity's list, its inspector and
 * the CSV alike: what the answer says moved wins over what was asked, since a full capture, a
 * cancellation or a cancel-or-refund asks for no amount and still moves one.
 */
export function movedAmount(row: { moved?: Money | undefined; amount?: Money | undefined }) {
  return row.moved ?? row.amount;
}
