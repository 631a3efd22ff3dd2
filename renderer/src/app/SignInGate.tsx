import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityState } from '../../../shared/schemas/identity';
import type { Operator } from '../../../shared/schemas/operator';
import { api, call, toAppError } from '../lib/api';
import { ErrorNotice } from '../ui/ErrorNotice';
import { LanguageSwitch } from '../features/settings/LanguageSwitch';
import { operatorWords } from '../i18n/operator-words';

export const IDENTITY_KEY = ['identity'] as const;
/*
 * The one form behind the gate, and so the form library, fetched only when the local lock
 * falls: on the first screen they were ~45 kB the page parsed before its first rows.
 */
const LocalUnlockScreen = lazy(() =>
  import('./LocalUnlock').then((module) => ({ default: module.LocalUnlockScreen })),
);

/** Main owns the idle clock; the page asks often enough to show the lock soon after it falls. */
const STATE_EVERY_MS = 5_000;
/** Input is reported at most this often: enough for a clock counted in minutes. */
const ACTIVITY_EVERY_MS = 10_000;

export function useIdentity() {
  return useQuery({
    queryKey: IDENTITY_KEY,
    queryFn: () => call(api().identity.state()),
    refetchInterval: STATE_EVERY_MS,
  });
}

/**
 * Shows the console only to someone signed in and not locked out; main refuses every call
 * otherwise, so this screen is what the person sees, not what protects the console.
 */
export function SignInGate({ children }: { children: ReactNode }) {
  const identity = useIdentity();
  useReportInput(identity.data);
  // The console's frame mounts at once, as before sign-in existed: its router reads the address
  // the page was opened at. Main refuses its calls anyway until someone is signed in.
  if (identity.isPending) return children;
  if (identity.isError) {
    return (
      <ErrorNotice
        title=""
        error={toAppError(identity.error)}
        onRetry={() => void identity.refetch()}
      />
    );
  }
  const state = identity.data;
  if (!state.signedIn) return <SignInScreen locked={false} provider={state.provider} />;
  if (state.locked) {
    return state.mode === 'oidc' ? (
      <SignInScreen locked provider={state.provider} operator={state.operator} />
    ) : (
      <Suspense fallback={null}>
        <LocalUnlockScreen name={state.operator?.kind === 'local' ? state.operator.name : ''} />
      </Suspense>
    );
  }
  return children;
}

/** Who is signed in, as the provider said, with the way to sign out: atop the navigation. */
export function OperatorIndicator() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const client = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => call(api().identity.signOut()),
    onSuccess: (state) => client.setQueryData(IDENTITY_KEY, state),
  });
  const operator = identity.data?.operator;
  // The embedded default's one local operator is the computer's user, the same on every record
  // ("local, not verified"): at 1024 px its line cut the profile's name, which matters more.
  if (!operator || operator.kind === 'local') return null;
  // A long name is shortened (whole on hover, and read out whole); Sign out never is.
  const whole = operatorWords(operator, t);
  return (
    <p className="operator" data-testid="operator">
      <span className="operator-name" title={whole}>
        {t('frame.signIn.verifiedOperator', { name: operator.name ?? operator.subject })}
      </span>
      {identity.data?.mode === 'oidc' && (
        <button type="button" className="link-button" onClick={() => signOut.mutate()}>
          {t('frame.signIn.signOut')}
        </button>
      )}
    </p>
  );
}

/**
 * The sign-in and lock screens' frame: the console's header band and one card, as the other
 * screens' forms are laid out, so the first screen a person meets reads as this console's.
 */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="sign-in-page">
      <header className="app-header">
        <div className="header-bar">
          <span className="brand">{t('frame.brand')}</span>
          {/* Before sign-in there is no Settings to reach: the language is chosen here too. */}
          <LanguageSwitch inline />
        </div>
      </header>
      <main className="sign-in" aria-labelledby="sign-in-title">
        <section className="sign-in-card">
          <h1 id="sign-in-title">{title}</h1>
          {children}
        </section>
      </main>
    </div>
  );
}

/** The issuer's host, as a person recognises it; the whole address is on hover. */
function providerHost(issuer: string): string {
  try {
    return new URL(issuer).host || issuer;
  } catch {
    return issuer;
  }
}

function SignInScreen({
  locked,
  provider,
  operator,
}: {
  locked: boolean;
  provider: string | undefined;
  operator?: Operator | undefined;
}) {
  const { t } = useTranslation();
  const signIn = useMutation({
    mutationFn: () => call(api().identity.signIn()),
    // The browser host: the provider's page, then back to this host's callback, so the whole
    // page goes. The desktop app: main opened the person's browser, and this page waits.
    onSuccess: ({ url, external }) => {
      if (!external) window.location.assign(url);
    },
  });
  return (
    <SignInFrame title={locked ? t('frame.signIn.lockedTitle') : t('frame.signIn.title')}>
      <p>{locked ? t('frame.signIn.lockedBody') : t('frame.signIn.body')}</p>
      {locked && operator && (
        <p className="sign-in-operator" data-testid="locked-operator">
          {t('frame.signIn.lockedWho', { who: operatorWords(operator, t) })}
        </p>
      )}
      {provider && (
        <p className="sign-in-provider" data-testid="sign-in-provider" title={provider}>
          {t('frame.signIn.provider', { provider: providerHost(provider) })}
        </p>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button-primary"
          onClick={() => signIn.mutate()}
          disabled={signIn.isPending}
        >
          {t('frame.signIn.button')}
        </button>
      </div>
      {signIn.data?.external && <p role="status">{t('frame.signIn.inBrowser')}</p>}
      {signIn.isError && (
        <ErrorNotice title={t('frame.signIn.failed')} error={toAppError(signIn.error)} />
      )}
    </SignInFrame>
  );
}

/** Tells main that someone typed or clicked, throttled; the lock itself is main's decision. */
function useReportInput(state: IdentityState | undefined) {
  const client = useQueryClient();
  const active = state?.signedIn === true && !state.locked;
  useEffect(() => {
    if (!active) return;
    let last = 0;
    const seen = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_EVERY_MS) return;
      last = now;
      void api()
        .identity.activity()
        .then((result) => {
          if (result.ok) client.setQueryData(IDENTITY_KEY, result.value);
        });
    };
    seen();
    for (const type of ['keydown', 'pointerdown', 'wheel'] as const) {
      window.addEventListener(type, seen, { passive: true });
    }
    return () => {
      for (const type of ['keydown', 'pointerdown', 'wheel'] as const) {
        window.removeEventListener(type, seen);
      }
    };
  }, [active, client]);
}
