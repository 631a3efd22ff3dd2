import { ok } from '../result';
import { Instrument, InstrumentCreateCall } from '../schemas/instrument';
import { cardFieldMap } from './card-fields';
import { defined, defineChange, record, text } from './descriptor';
import { bodyRead } from './paged';
import { BACK_OFFICE } from './roles';

export const instrumentsCreate = defineChange({
  money: false,
  label: 'Create an instrument',
  roles: BACK_OFFICE,
  input: InstrumentCreateCall,
  output: Instrument,
  doing: () => 'Creating an instrument',
  request: (input) => {
    const { holder_name, number, cvv, expiration_month, expiration_year } = input;
    return ok({
      method: 'POST',
      path: '/v1/instruments',
      body: {
        type: 'CARD',
        card: {
          number,
          cvv,
          expiration_month,
          expiration_year,
          holder_name,
          ...(input.service_code ? { service_code: input.service_code } : {}),
          ...(input.sequence_number ? { sequence_number: input.sequence_number } : {}),
        },
      },
    });
  },
  read: bodyRead<Instrument>,
  fields: cardFieldMap(),
  // The new instrument's id is only known from the answer.
  present: {
    csvType: 'CREATE_INSTRUMENT',
    words: {
      en: { name: 'Create an instrument', label: 'Create an instrument' },
      es: { name: 'Crear un instrumento', label: 'Crear un instrumento' },
    },
  },
  change: {
    targets: () => ({}),
    revealed: (body) => defined({ instrument_id: text(record(body).id) }),
  },
});
