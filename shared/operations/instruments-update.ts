import { refuse } from '../error-words';
import { ok } from '../result';
import { Instrument, InstrumentUpdateInput } from '../schemas/instrument';
import { cardFieldMap } from './card-fields';
import { defineChange } from './descriptor';
import { bodyRead } from './paged';
import { BACK_OFFICE } from './roles';

export const instrumentsUpdate = defineChange({
  money: false,
  label: 'Update an instrument',
  roles: BACK_OFFICE,
  input: InstrumentUpdateInput,
  output: Instrument,
  doing: (input) => `Updating instrument ${input.id}`,
  request: (input) => {
    const card = Object.fromEntries(
      Object.entries(input.changes).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(card).length === 0) {
      return refuse('validation', 'nothing_to_change');
    }
    return ok({
      method: 'PATCH',
      path: `/v1/instruments/${encodeURIComponent(input.id)}`,
      body: { card },
    });
  },
  read: bodyRead<Instrument>,
  fields: cardFieldMap('changes.'),
  present: {
    csvType: 'UPDATE_INSTRUMENT',
    words: {
      en: { name: 'Update an instrument', label: 'Edit an instrument' },
      es: { name: 'Modificar un instrumento', label: 'Editar un instrumento' },
    },
  },
  change: { targets: (input) => ({ instrument_id: input.id }) },
});
