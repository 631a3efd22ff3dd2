import type { SimulatorDeps } from '../deps';
import { fieldError, HttpError, parseJsonObject, type Reply } from '../http';
import { createInstrumentRecord, type InstrumentRecord } from '../instrument-model';
import { parseBooleanQuery } from '../paging';
import { ID_PATTERN, newId } from '../store';
import { parseUserPost, type UserPost } from '../user-input';
import { userView, type UserRecord } from '../user-model';
import { route, type AreaRoutes } from './operation-routes';

function userIdOf(params: Record<string, string>): string {
  const id = params.user_id ?? '';
  if (!ID_PATTERN.test(id)) {
    throw fieldError(
      'invalid_field',
      'user_id',
      'user_id must be 1 to 128 letters, digits, "-" or "_"',
    );
  }
  return id;
}

/**
 * `force_delete` travels in the DELETE's JSON body, as the reference documents; a body is
 * optional, and a query parameter of that name is not read (the real API ignores it too).
 */
function forceDeleteOf(text: string): boolean {
  if (text.trim() === '') return false;
  const value = parseJsonObject(text).force_delete;
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') {
    throw fieldError('invalid_field', 'force_delete', 'force_delete must be true or false');
  }
  return value;
}

const userNotFound = (id: string) => new HttpError(404, 'user_not_found', `User ${id} not found`);

function usableInstrument(deps: SimulatorDeps, id: string, field: string): InstrumentRecord {
  const instrument = deps.store.instruments.get(id);
  if (!instrument) {
    throw new HttpError(404, 'instrument_not_found', `Instrument ${id} not found`, { field });
  }
  if (instrument.status !== 'ACTIVE') {
    throw fieldError('instrument_inactive', field, `Instrument ${id} is INACTIVE`);
  }
  return instrument;
}

const alreadyAdded = (instrumentId: string, userId: string, field: string) =>
  fieldError(
    'instrument_already_added',
    field,
    `Instrument ${instrumentId} is already added to user ${userId}`,
  );

function addInstrument(deps: SimulatorDeps, userId: string, post: UserPost & { kind: 'add' }) {
  const user = deps.store.users.get(userId);
  if (!user) throw userNotFound(userId);
  usableInstrument(deps, post.instrumentId, 'instrument_id');
  const link = user.links.get(post.instrumentId);
  if (link?.status === 'ACTIVE') throw alreadyAdded(post.instrumentId, userId, 'instrument_id');
  // Re-adding a removed (INACTIVE) instrument reactivates the same link as a fresh addition.
  user.links.set(post.instrumentId, {
    instrumentId: post.instrumentId,
    status: 'ACTIVE',
    cardholderName: post.cardholderName,
    addedAt: deps.now(),
    removedAt: null,
  });
  return user;
}

/** All items are checked before anything is written, so a failing item creates nothing. */
function createUser(
  deps: SimulatorDeps,
  clientId: string,
  userId: string,
  post: UserPost & { kind: 'create' },
) {
  const { store, now } = deps;
  if (store.users.has(userId)) {
    throw new HttpError(409, 'resource_already_exists', `User ${userId} already exists`);
  }
  const chosen = new Set<string>();
  const claim = (id: string, field: string, existing: boolean) => {
    if (chosen.has(id)) throw alreadyAdded(id, userId, field);
    if (!existing && store.instruments.has(id)) {
      throw new HttpError(409, 'resource_already_exists', `Instrument ${id} already exists`, {
        field,
      });
    }
    chosen.add(id);
  };
  for (const item of post.items) {
    if (item.kind === 'existing') {
      usableInstrument(deps, item.instrumentId, item.field);
      claim(item.instrumentId, item.field, true);
    } else if (item.input.id !== undefined) {
      claim(item.input.id, `${item.field}.id`, false);
    }
  }
  const at = now();
  const user: UserRecord = { id: userId, ...post.profile, createdAt: at, links: new Map() };
  for (const item of post.items) {
    let instrumentId = item.kind === 'existing' ? item.instrumentId : undefined;
    if (item.kind === 'new') {
      const record = createInstrumentRecord(item.input, {
        id: item.input.id ?? newId('ins'),
        seq: store.nextSeq(),
        clientId,
        fingerprintKey: deps.fingerprintKey,
        createdAt: at,
      });
      store.instruments.set(record.id, record);
      instrumentId = record.id;
    }
    if (instrumentId === undefined) continue;
    user.links.set(instrumentId, {
      instrumentId,
      status: 'ACTIVE',
      cardholderName: post.cardholderName,
      addedAt: at,
      removedAt: null,
    });
  }
  store.users.set(userId, user);
  return user;
}

export function userRoutes(deps: SimulatorDeps) {
  const { store, now } = deps;

  // Creating a user is adding its first card: one endpoint, told apart by the body.
  const addCard = route('POST', '/v1/users/:user_id/instruments', (ctx): Reply => {
    const userId = userIdOf(ctx.params);
    const post = parseUserPost(parseJsonObject(ctx.body), new Date(now()));
    const user =
      post.kind === 'add'
        ? addInstrument(deps, userId, post)
        : createUser(deps, ctx.clientId, userId, post);
    return { status: 201, body: userView(user, store, false) };
  });

  return {
    'users:create': addCard,
    'users:addInstrument': addCard,
    'users:get': route('GET', '/v1/users/:user_id/instruments', ({ params, query }): Reply => {
      const userId = userIdOf(params);
      const showInactive = parseBooleanQuery(query, 'show_inactive');
      const user = store.users.get(userId);
      if (!user) throw userNotFound(userId);
      return { status: 200, body: userView(user, store, showInactive) };
    }),

    'users:removeInstrument': route(
      'DELETE',
      '/v1/users/:user_id/instruments/:instrument_id',
      ({ params, body }): Reply => {
        const userId = userIdOf(params);
        const instrumentId = params.instrument_id ?? '';
        const force = forceDeleteOf(body);
        const user = store.users.get(userId);
        if (!user) throw userNotFound(userId);
        const link = user.links.get(instrumentId);
        // Force purges any link, even an already INACTIVE one; without it only ACTIVE ones count.
        if (!link || (link.status !== 'ACTIVE' && !force)) {
          throw new HttpError(
            404,
            'user_instrument_not_found',
            `Instrument ${instrumentId} is not an active instrument of user ${userId}`,
          );
        }
        if (force) {
          user.links.delete(instrumentId);
          return { status: 204 };
        }
        const open = store.openPaymentsOf(instrumentId);
        if (open.length > 0) {
          throw new HttpError(
            409,
            'instrument_has_open_payments',
            `Instrument ${instrumentId} has authorized payments not yet captured or cancelled ` +
              `(${open.slice(0, 5).join(', ')}); settle them or send {"force_delete": true}`,
            { payment_ids: open.slice(0, 20) },
          );
        }
        user.links.set(instrumentId, { ...link, status: 'INACTIVE', removedAt: now() });
        return { status: 204 };
      },
    ),
  } satisfies AreaRoutes<'users'>;
}
