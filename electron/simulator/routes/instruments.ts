import type { SimulatorDeps } from '../deps';
import { HttpError, parseJsonObject, type Reply, type RouteContext } from '../http';
import { parseInstrumentChanges, parseNewInstrument } from '../instrument-input';
import {
  createInstrumentRecord,
  INSTRUMENT_STATUSES,
  instrumentJson,
  type InstrumentRecord,
  type InstrumentStatus,
} from '../instrument-model';
import { pageOf, parseListQuery } from '../paging';
import { newId, type SimulatorStore } from '../store';
import { route, type AreaRoutes } from './operation-routes';

function find(store: SimulatorStore, id: string | undefined): InstrumentRecord {
  const record = id === undefined ? undefined : store.instruments.get(id);
  if (!record) throw new HttpError(404, 'resource_not_found', `Instrument ${id} not found`);
  return record;
}

export function instrumentRoutes(deps: SimulatorDeps) {
  const { store, now } = deps;

  return {
    'instruments:create': route(
      'POST',
      '/v1/instruments',
      ({ body, clientId }: RouteContext): Reply => {
        const input = parseNewInstrument(parseJsonObject(body), new Date(now()));
        if (input.id !== undefined && store.instruments.has(input.id)) {
          throw new HttpError(
            409,
            'resource_already_exists',
            `Instrument ${input.id} already exists`,
          );
        }
        const record = createInstrumentRecord(input, {
          id: input.id ?? newId('ins'),
          seq: store.nextSeq(),
          clientId,
          fingerprintKey: deps.fingerprintKey,
          createdAt: now(),
        });
        store.instruments.set(record.id, record);
        return { status: 201, body: instrumentJson(record) };
      },
    ),

    'instruments:list': route('GET', '/v1/instruments', ({ query }: RouteContext): Reply => {
      const paging = parseListQuery(query);
      const status = query.get('status');
      if (status !== null && !INSTRUMENT_STATUSES.includes(status as InstrumentStatus)) {
        throw new HttpError(
          400,
          'invalid_query',
          `status must be one of ${INSTRUMENT_STATUSES.join(', ')}`,
          {
            field: 'status',
          },
        );
      }
      const all = [...store.instruments.values()];
      const matching = status === null ? all : all.filter((r) => r.status === status);
      return { status: 200, body: { data: pageOf(matching, paging).map(instrumentJson) } };
    }),

    'instruments:get': route('GET', '/v1/instruments/:id', ({ params }: RouteContext): Reply => {
      return { status: 200, body: instrumentJson(find(store, params.id)) };
    }),

    'instruments:update': route(
      'PATCH',
      '/v1/instruments/:id',
      ({ body: text, params }: RouteContext): Reply => {
        const body = parseJsonObject(text);
        const record = find(store, params.id);
        const changes = parseInstrumentChanges(body, record, new Date(now()));
        // Validation finished before this point, so a rejected PATCH leaves the record untouched.
        Object.assign(record, changes, { updatedAt: now() });
        return { status: 200, body: instrumentJson(record) };
      },
    ),
  } satisfies AreaRoutes<'instruments'>;
}
