import type { QueryClient } from '@tanstack/react-query';
import {
  createHashHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  useRouterState,
} from '@tanstack/react-router';
import type { z } from 'zod';
import { ConsoleId, OperationId, ProfileId, ResourceId } from '../../../shared/schemas/common';
import { ScenarioRef, ScenarioSource } from '../../../shared/schemas/scenario-ref';
import type { ReversalType } from '../../../shared/schemas/reversal';
import { activitySearchOf, filterOf, refOf, scopeOf } from '../features/activity/filter-url';
import { InstrumentListPage } from '../features/instruments/InstrumentListPage';
import { instrumentPages } from '../features/instruments/queries';
import { finderFieldsOf, type FinderFields } from '../features/finder/finder-address';
import { reversalSearchOf } from '../features/transactions/reversal-search';
import { readId, typedText } from '../lib/ids';
import { posLookupOf, type PosLookupAddress } from '../features/finder/outcome-search';
import { NotFound } from '../ui/NotFound';
import { areaOf } from './areas';
import { Frame } from './Frame';
import { lazyScreen } from './lazy-screen';
import { bindRouter, parseSearch, stringifySearch } from './router';

/*
 * Every address the console answers, in one tree: its path, the params and search it takes
 * (read with the contract's own schemas, since the address bar is user input) and the screen
 * it shows. A path no route takes, or an id its schema refuses, is the root's "not found".
 */

type IdProps = { id: string };

// Back-office screens load 'money': on production a change asks for the person's code in money's dialog.
const CreateInstrumentPage = lazyScreen<object>(
  () => import('../features/instruments/CreateInstrumentPage'),
  'CreateInstrumentPage',
  ['money'],
);
// An instrument's detail loads 'money' for its glossary of the API's codes (type, card type).
const InstrumentDetailPage = lazyScreen<IdProps>(
  () => import('../features/instruments/InstrumentDetailPage'),
  'InstrumentDetailPage',
  ['money', 'finder', 'payments'],
);
// The edit page's module takes the detail page's, whose card history speaks the finder's words.
const EditInstrumentPage = lazyScreen<IdProps>(
  () => import('../features/instruments/EditInstrumentPage'),
  'EditInstrumentPage',
  ['money', 'finder', 'payments'],
);
const UserLookupPage = lazyScreen<object>(
  () => import('../features/users/UserLookupPage'),
  'UserLookupPage',
  ['users'],
);
const UserDetailPage = lazyScreen<IdProps>(
  () => import('../features/users/UserDetailPage'),
  'UserDetailPage',
  ['users', 'money', 'finder', 'payments'],
);
const CreateUserPage = lazyScreen<{ suggestedId: string }>(
  () => import('../features/users/CreateUserPage'),
  'CreateUserPage',
  ['users', 'money'],
);
const PaymentListPage = lazyScreen<object>(
  () => import('../features/payments/PaymentListPage'),
  'PaymentListPage',
  ['payments', 'unknownOutcomes', 'money', 'pos'],
);
const PaymentDetailPage = lazyScreen<IdProps>(
  () => import('../features/payments/PaymentDetailPage'),
  'PaymentDetailPage',
  ['payments', 'unknownOutcomes', 'money', 'pos'],
);
const FinderPage = lazyScreen<{ address: FinderFields }>(
  () => import('../features/finder/FinderPage'),
  'FinderPage',
  ['finder', 'payments'],
);
const AuthorizationPage = lazyScreen<{ mode: 'payment' | 'transaction' }>(
  () => import('../features/authorizations/AuthorizationPage'),
  'AuthorizationPage',
  ['authorizations', 'unknownOutcomes', 'money', 'pos', 'payments'],
);
const TransactionsHome = lazyScreen<object>(
  () => import('../features/transactions/TransactionsHome'),
  'TransactionsHome',
  ['transactions'],
);
const ReversalPage = lazyScreen<{
  transactionId: string | undefined;
  type: ReversalType | undefined;
}>(() => import('../features/transactions/ReversalPage'), 'ReversalPage', [
  'transactions',
  'authorizations',
  'payments',
  'unknownOutcomes',
  'money',
  'pos',
]);
const PosPage = lazyScreen<{ initialPaymentId: string | undefined }>(
  () => import('../features/pos/PosPage'),
  'PosPage',
  ['pos', 'payments', 'money', 'finder'],
);
const UnknownOutcomesPage = lazyScreen<object>(
  () => import('../features/unknown-outcomes/UnknownOutcomesPage'),
  'UnknownOutcomesPage',
  ['unknownOutcomes', 'money', 'pos', 'payments'],
);
const ApprovalsPage = lazyScreen<object>(
  () => import('../features/approvals/ApprovalsPage'),
  'ApprovalsPage',
  ['team', 'money', 'pos'],
);
const ActivityPage = lazyScreen<{
  filter: ReturnType<typeof filterOf>;
  scope: ReturnType<typeof scopeOf>;
  unread: string[];
}>(() => import('../features/activity/ActivityPage'), 'ActivityPage', [
  'activity',
  'team',
  'money',
]);
const ActivityInspector = lazyScreen<{ activityRef: ReturnType<typeof refOf> }>(
  () => import('../features/activity/ActivityInspector'),
  'ActivityInspector',
  ['activity', 'team', 'money'],
);
const SimulatorPage = lazyScreen<{ paymentId: string | undefined }>(
  () => import('../features/simulator/SimulatorPage'),
  'SimulatorPage',
  ['simulator', 'money'],
);
const ScenariosPage = lazyScreen<{
  open: { source: 'mine' | 'example'; name: string } | undefined;
}>(() => import('../features/scenarios/ScenariosPage'), 'ScenariosPage', [
  'scenarios',
  'activity',
  'money',
]);
const SettingsPage = lazyScreen<{ focusTeam?: boolean }>(
  () => import('../features/settings/SettingsPage'),
  'SettingsPage',
  ['settings', 'team', 'money'],
);
const NewProfilePage = lazyScreen<object>(
  () => import('../features/settings/ProfilePages'),
  'NewProfilePage',
  ['settings', 'team', 'money', 'simulator'],
);
const EditProfilePage = lazyScreen<IdProps>(
  () => import('../features/settings/ProfilePages'),
  'EditProfilePage',
  ['settings', 'team', 'money', 'simulator'],
);

/**
 * Path params read with their contract schema (`ResourceId` unless the route names a stricter
 * one, as an operation id or a profile id). An id the schema refuses makes the route decline
 * the path (`false`), so it falls through to the root's "not found" like a path no route takes,
 * never reaching a screen that would ask main and show main's refusal.
 */
function schemaParams<K extends string>(schemas: Record<K, z.ZodType<string>>) {
  const keys = Object.keys(schemas) as K[];
  return {
    parse: (raw: Record<K, string>): Record<K, string> | false => {
      const ids = keys.map((key) => {
        const id: string | undefined = schemas[key].safeParse(raw[key]).data;
        return [key, id] as const;
      });
      return ids.every(([, id]) => id !== undefined)
        ? (Object.fromEntries(ids) as Record<K, string>)
        : false;
    },
    stringify: (params: Record<K, string>) => params,
  };
}

function idParam<K extends string>(...keys: K[]) {
  return schemaParams(
    Object.fromEntries(keys.map((key) => [key, ResourceId])) as Record<K, typeof ResourceId>,
  );
}

function NotFoundHere() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  return <NotFound path={path} area={areaOf(path)} />;
}

/**
 * The app's query cache, so a route can start its screen's first read as it is entered,
 * while the screen's code runs, rather than after the screen has rendered (on the first
 * screen that is the host's answer arriving 150–200 ms sooner). Optional: a tree mounted
 * without it (tests) reads when the screen renders, as before.
 */
export interface RouteContext {
  queryClient?: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouteContext>()({
  component: Frame,
  notFoundComponent: NotFoundHere,
});

const index = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/instruments', replace: true });
  },
});

const instruments = createRoute({
  getParentRoute: () => rootRoute,
  path: '/instruments',
  component: InstrumentListPage,
  loader: ({ context }) => {
    // Not awaited: the screen shows at once, with its own loading state.
    void context.queryClient?.prefetchInfiniteQuery(instrumentPages());
  },
});
const instrumentNew = createRoute({
  getParentRoute: () => rootRoute,
  path: '/instruments/new',
  component: CreateInstrumentPage,
});
const instrument = createRoute({
  getParentRoute: () => rootRoute,
  path: '/instruments/$id',
  params: idParam('id'),
  component: function Instrument() {
    const { id } = instrument.useParams();
    return <InstrumentDetailPage id={id} />;
  },
});
const instrumentEdit = createRoute({
  getParentRoute: () => rootRoute,
  path: '/instruments/$id/edit',
  params: idParam('id'),
  component: function InstrumentEdit() {
    const { id } = instrumentEdit.useParams();
    return <EditInstrumentPage id={id} />;
  },
});

const users = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users',
  component: UserLookupPage,
});
const userNew = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users/new',
  component: () => <CreateUserPage suggestedId="" />,
});
/** From a lookup that found nobody: the form starts with the id that was looked up. */
const userNewWithId = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users/new/$id',
  params: idParam('id'),
  component: function UserNew() {
    const { id } = userNewWithId.useParams();
    return <CreateUserPage suggestedId={id} />;
  },
});
const user = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users/$id',
  params: idParam('id'),
  component: function User() {
    const { id } = user.useParams();
    return <UserDetailPage id={id} />;
  },
});

const payments = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payments',
  component: PaymentListPage,
});
const payment = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payments/$id',
  params: idParam('id'),
  component: function Payment() {
    const { id } = payment.useParams();
    return <PaymentDetailPage id={id} />;
  },
});

/** Payments → Find: the search is in the address, so back and links reopen it as it was. */
const paymentFind = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payments/find',
  validateSearch: (raw: Record<string, unknown>): Partial<FinderFields> => finderFieldsOf(raw),
  component: function PaymentFind() {
    const search = paymentFind.useSearch();
    const address = finderFieldsOf(search);
    return <FinderPage key={stringifySearch(search)} address={address} />;
  },
});

const authorizations = createRoute({
  getParentRoute: () => rootRoute,
  path: '/authorizations',
  component: () => <AuthorizationPage mode="payment" />,
});

const transactions = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transactions',
  component: TransactionsHome,
});
const transactionAuthorize = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transactions/authorize',
  component: () => <AuthorizationPage mode="transaction" />,
});
const transactionReverse = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transactions/reverse',
  validateSearch: reversalSearchOf,
  component: function Reverse() {
    const { transaction, type } = transactionReverse.useSearch();
    // Another transaction or kind from a link is a new errand: the form starts afresh.
    return (
      <ReversalPage
        key={`${transaction ?? ''}/${type ?? ''}`}
        transactionId={transaction}
        type={type}
      />
    );
  },
});

const pos = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pos',
  // An id in the search that is not an id is as if absent: the page asks for one. An unknown
  // outcome with no payment id sends what its journal knows for the search without the id.
  // `resolves`: the unknown outcome it came from, kept through the pick; main decides whether
  // the payment acted on settles it.
  validateSearch: (
    raw: Record<string, unknown>,
  ): { payment?: string; resolves?: string } & PosLookupAddress => ({
    payment: readId(raw.payment),
    resolves: OperationId.safeParse(raw.resolves).data,
    ...posLookupOf(raw),
  }),
  component: function Pos() {
    const search = pos.useSearch();
    const { payment, resolves } = search;
    const lookup = search.lookup === 'unknown' ? search : undefined;
    // A new ?payment= is a new errand: start from a clean page.
    return (
      <PosPage
        key={payment ?? stringifySearch(search)}
        initialPaymentId={payment}
        {...(lookup ? { lookup } : {})}
        {...(resolves ? { resolves } : {})}
      />
    );
  },
});

const approvals = createRoute({
  getParentRoute: () => rootRoute,
  path: '/approvals',
  component: ApprovalsPage,
});

const unknownOutcomes = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unknown-outcomes',
  component: UnknownOutcomesPage,
});
/**
 * Only a redirect: the Unknown outcomes page's old address, still in journals' links, bookmarks
 * and older builds' messages. Nothing else is called "operations" but the API's operations.
 */
const oldUnknownOutcomesAddress = createRoute({
  getParentRoute: () => rootRoute,
  path: '/operations',
  beforeLoad: () => {
    throw redirect({ to: '/unknown-outcomes', replace: true });
  },
});

const activity = createRoute({
  getParentRoute: () => rootRoute,
  path: '/activity',
  validateSearch: activitySearchOf,
  component: function Activity() {
    const search = activity.useSearch();
    // Keyed by the query this match read, not the location's: the location moves first, so a
    // key from it remounted the form with the previous filter (a cleared outcome came back).
    return (
      <ActivityPage
        key={stringifySearch(search)}
        scope={scopeOf(search)}
        filter={filterOf(search)}
        unread={search.unread ?? []}
      />
    );
  },
});
const activityItem = createRoute({
  getParentRoute: () => rootRoute,
  path: '/activity/$id',
  params: schemaParams({ id: OperationId }),
  component: function ActivityItem() {
    const { id } = activityItem.useParams();
    return <ActivityInspector key={id} activityRef={refOf(id)} />;
  },
});
/** One operation of another console of the team. */
const activityTeamItem = createRoute({
  getParentRoute: () => rootRoute,
  path: '/activity/team/$consoleId/$id',
  params: schemaParams({ consoleId: ConsoleId, id: OperationId }),
  component: function ActivityTeamItem() {
    const { consoleId, id } = activityTeamItem.useParams();
    return <ActivityInspector key={`${consoleId}/${id}`} activityRef={refOf(id, consoleId)} />;
  },
});

/** QA's simulator controls; `?payment=` opens a payment's ledger (linked from the payment). */
const simulator = createRoute({
  getParentRoute: () => rootRoute,
  path: '/simulator',
  validateSearch: (raw: Record<string, unknown>): { payment?: string } => ({
    payment: readId(raw.payment),
  }),
  component: function Simulator() {
    const { payment } = simulator.useSearch();
    return <SimulatorPage key={payment ?? ''} paymentId={payment} />;
  },
});

/** The opened scenario is in the address, so a page that comes back reopens it. */
const scenarios = createRoute({
  getParentRoute: () => rootRoute,
  path: '/scenarios',
  validateSearch: (
    raw: Record<string, unknown>,
  ): { source?: 'mine' | 'example'; name?: string } => {
    const ref = ScenarioRef.safeParse(raw);
    if (ref.success) return ref.data;
    // A name no scenario can have is still the one asked for: the page says there is no such
    // scenario, where dropping it would open nothing and say nothing. Each key is given: one
    // left out would keep the address's raw value.
    const source = ScenarioSource.safeParse(raw.source);
    const name = typedText(raw.name);
    return name !== undefined && source.success
      ? { source: source.data, name }
      : { source: undefined, name: undefined };
  },
  component: function Scenarios() {
    const { source, name } = scenarios.useSearch();
    return <ScenariosPage open={source && name ? { source, name } : undefined} />;
  },
});

const settings = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: () => <SettingsPage />,
});
/** The header's audit badge opens Settings at the team store. */
const settingsTeam = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/team',
  component: () => <SettingsPage focusTeam />,
});
const profileNew = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/new',
  component: NewProfilePage,
});
const profile = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/$id',
  params: schemaParams({ id: ProfileId }),
  component: function Profile() {
    const { id } = profile.useParams();
    return <EditProfilePage id={id} />;
  },
});

export const routeTree = rootRoute.addChildren([
  index,
  instruments,
  instrumentNew,
  instrument,
  instrumentEdit,
  users,
  userNew,
  userNewWithId,
  user,
  payments,
  paymentFind,
  payment,
  authorizations,
  transactions,
  transactionAuthorize,
  transactionReverse,
  pos,
  unknownOutcomes,
  approvals,
  oldUnknownOutcomesAddress,
  activity,
  activityItem,
  activityTeamItem,
  simulator,
  scenarios,
  settings,
  settingsTeam,
  profileNew,
  profile,
]);

/** Links are `#/payments/pay-1`, relative to whichever page holds the console. */
function hashHistory() {
  const history = createHashHistory();
  history.createHref = (href) => `#${href}`;
  return history;
}

/*
 * Made here, with the tree, so that whichever module is loaded first (a screen that links, a
 * test) the tree is complete when the router reads it.
 */
export const router = createRouter({
  routeTree,
  context: {},
  history: hashHistory(),
  parseSearch,
  stringifySearch,
  trailingSlash: 'never',
  // A path no route takes is the frame's "not found", whatever area it starts like.
  notFoundMode: 'root',
});
bindRouter(router);

// The frame preloads the screens; tests reach the same function here, with the tree loaded.
export { preloadScreens } from './lazy-screen';

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
