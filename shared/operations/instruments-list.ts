import type { Instrument } from '../schemas/instrument';
import { InstrumentListInput, InstrumentPage } from '../schemas/instrument';
import { defineRead } from './descriptor';
import { pageRead, pageRequest } from './paged';
import { READERS } from './roles';

export const instrumentsList = defineRead({
  money: false,
  label: 'List instruments',
  present: { words: { en: { name: 'List instruments' }, es: { name: 'Listar instrumentos' } } },
  roles: READERS,
  input: InstrumentListInput,
  output: InstrumentPage,
  doing: () => 'Listing instruments',
  request: (input) => pageRequest('/v1/instruments', input),
  read: (answer, input) => pageRead<Instrument>(answer, input),
});
