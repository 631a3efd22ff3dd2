import { Fragment, type ReactNode } from 'react';
import type { OperationsSentFrom } from '../../../../shared/operations/catalog';
import type { OperationArea } from '../../../../shared/operations/descriptor';

/**
 * The forms an area's screen shows, one for each journaled operation the registry places in that
 * area (its `area`): the screen renders them from this table, so it does not compile until a new
 * operation of its area has its form here.
 */
export type AreaForms<A extends OperationArea, P> = Record<
  OperationsSentFrom<A>,
  (props: P) => ReactNode
>;

/** Every form of the table, in its order, each given the screen's props. */
export function EveryForm<P>({
  forms,
  props,
}: {
  forms: Record<string, (props: P) => ReactNode>;
  props: P;
}) {
  return Object.entries(forms).map(([name, form]) => <Fragment key={name}>{form(props)}</Fragment>);
}
