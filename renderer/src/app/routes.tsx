import {
  createHashHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
  useRouterState,
} from '@tanstack/react-router';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ReversalType } from '../../../shared/schemas/reversal';
import { activitySearchOf, filterOf, refOf, scopeOf } from '../features/activity/filter-url';
import { InstrumentListPage } from '../features/instruments/InstrumentListPage';
import { reversalSearchOf } from '../features/transactions/reversal-search';
import { loadAreas, type LazyArea } from '../i18n/catalogs';
import { readId } from '../lib/ids';
import { NotFound } from '../ui/NotFound';
import { areaOf } from './areas';
import { Frame } from './Frame';
import { parseSearch, stringifySearch } from './router';

/*
 * Every address the console answers, in one tree: its path, the params and search it takes
 * (read with the contract's own schemas, since the address bar is user input) and the screen
 * it shows. A path no route takes, or an id its schema refuses, is the root's "not found".
 */

const loaders: (() => Promise<unknown>)[] = [];

/**
 * Every screen but the instrument list (the first one) is its own chunk, fetched when it is
 * first shown. A screen names the message areas it speaks beyond the first screen's; they are
 * fetched with its chunk and the screen renders when both are here, so its Suspense fallback
 * covers the words too (screens.test.ts checks the names against the code). `preloadScreens`
 * fetches them all once the first screen is up, so a click rarely sees the fallback.
 */
function lazyScreen<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
  areas: readonly LazyArea[],
): LazyExoticComponent<ComponentType<P>> {
  const loadDefault = () =>
    Promise.all([load(), loadAreas(areas)]).then(([module]) => ({
      default: module[name] as ComponentType<P>,
    }));
  loaders.push(loadDefault);
  return lazy(loadDefault);
}

/** Fetches every screen's chunk; a failure here is retried by the screen when it is shown. */
export function preloadScreens(): Promise<unknown> {
  return Promise.allSettled(loaders.map((load) => load()));
}

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
  ['money'],
);
const EditInstrumentPage = lazyScreen<IdProps>(
  () => import('../features/instruments/EditInstrumentPage'),
  'EditInstrumentPage',
  ['money'],
);
const UserLookupPage = lazyScreen<object>(
  () => import('../features/users/UserLookupPage'),
  'UserLookupPage',
  ['users'],
);
const UserDetailPage = lazyScreen<IdProps>(
  () => import('../features/users/UserDetailPage'),
  'UserDetailPage',
  ['users', 'money'],
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
const AuthorizationPage = lazyScreen<{ mode: 'payment' | 'transaction' }>(
  () => import('../features/authorizations/AuthorizationPage'),
  'AuthorizationPage',
  ['authorizations', 'unknownOutcomes', 'money', 'pos'],
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
  ['pos', 'payments', 'money'],
);
const UnknownOutcomesPage = lazyScreen<object>(
  () => import('../features/unknown-outcomes/UnknownOutcomesPage'),
  'UnknownOutcomesPage',
  ['unknownOutcomes', 'money', 'pos'],
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
const SettingsPage = lazyScreen<{ focusTeam?: boolean }>(
  () => import('../features/settings/SettingsPage'),
  'SettingsPage',
  ['settings', 'team', 'money'],
);
const NewProfilePage = lazyScreen<object>(
  () => import('../features/settings/ProfilePages'),
  'NewProfilePage',
  ['settings', 'team', 'money'],
);
const EditProfilePage = lazyScreen<IdProps>(
  () => import('../features/settings/ProfilePages'),
  'EditProfilePage',
  ['settings', 'team', 'money'],
);

/**
 * Path params read as `ResourceId`s. An id the schema refuses makes the route decline the
 * path (`false`), so it falls through to the root's "not found" like a path no route takes.
 */
function idParam<K extends string>(...keys: K[]) {
  return {
    parse: (raw: Record<K, string>): Record<K, string> | false => {
      const ids = keys.map((key) => [key, readId(raw[key])] as const);
      return ids.every(([, id]) => id !== undefined)
        ? (Object.fromEntries(ids) as Record<K, string>)
        : false;
    },
    stringify: (params: Record<K, string>) => params,
  };
}

function NotFoundHere() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  return <NotFound path={path} area={areaOf(path)} />;
}

const rootRoute = createRootRoute({ component: Frame, notFoundComponent: NotFoundHere });

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
  // An id in the search that is not an id is as if absent: the page asks for one.
  validateSearch: (raw: Record<string, unknown>): { payment?: string } => ({
    payment: readId(raw.payment),
  }),
  component: function Pos() {
    const { payment } = pos.useSearch();
    // A new ?payment= is a new errand: start from a clean page.
    return <PosPage key={payment ?? ''} initialPaymentId={payment} />;
  },
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
  params: idParam('id'),
  component: function ActivityItem() {
    const { id } = activityItem.useParams();
    return <ActivityInspector key={id} activityRef={refOf(id)} />;
  },
});
/** One operation of another console of the team. */
const activityTeamItem = createRoute({
  getParentRoute: () => rootRoute,
  path: '/activity/team/$consoleId/$id',
  params: idParam('consoleId', 'id'),
  component: function ActivityTeamItem() {
    const { consoleId, id } = activityTeamItem.useParams();
    return <ActivityInspector key={`${consoleId}/${id}`} activityRef={refOf(id, consoleId)} />;
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
  params: idParam('id'),
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
  payment,
  authorizations,
  transactions,
  transactionAuthorize,
  transactionReverse,
  pos,
  unknownOutcomes,
  oldUnknownOutcomesAddress,
  activity,
  activityItem,
  activityTeamItem,
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
  history: hashHistory(),
  parseSearch,
  stringifySearch,
  trailingSlash: 'never',
  // A path no route takes is the frame's "not found", whatever area it starts like.
  notFoundMode: 'root',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
