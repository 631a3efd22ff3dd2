import { fail, ok } from '../result';
import { Instrument, InstrumentUpdateInput } from '../schemas/instrument';
import { cardFieldMap } from './card-fields';
import { defineRead } from './descriptor';
import { bodyRead } from './paged';

export const instrumentsUpdate = defineRead({
  money: false,
  label: 'Update an instrument',
  input: InstrumentUpdateInput,
  output: Instrument,
  doing: (input) => `Updating instrument ${input.id}`,
  request: (input) => {
    const card = Object.fromEntries(
      Object.entries(input.changes).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(card).length === 0) {
      return fail('validation', 'Nothing to change: edit at least one field');
    }
    return ok({
      method: 'PATCH',
      path: `/v1/instruments/${encodeURIComponent(input.id)}`,
      body: { card },
    });
  },
  read: bodyRead<Instrument>,
  fields: cardFieldMap('changes.'),
  change: { targets: (input) => ({ instrument_id: input.id }) },
});
