import { Instrument, InstrumentGetInput } from '../schemas/instrument';
import { ok } from '../result';
import { defineRead } from './descriptor';
import { bodyRead } from './paged';
import { READERS } from './roles';

export const instrumentsGet = defineRead({
  money: false,
  label: 'Read an instrument',
  present: { words: { en: { name: 'Read an instrument' }, es: { name: 'Leer un instrumento' } } },
  roles: READERS,
  input: InstrumentGetInput,
  output: Instrument,
  doing: (input) => `Reading instrument ${input.id}`,
  request: (input) =>
    ok({ method: 'GET', path: `/v1/instruments/${encodeURIComponent(input.id)}` }),
  read: bodyRead<Instrument>,
});
