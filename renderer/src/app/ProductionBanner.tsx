import { useAppInfo } from './ProfileIndicator';

/**
 * On a production profile, a band no one can miss, on every screen, for as long as the profile
 * is active. It says what the console will do differently, not only that it is production.
 */
export function ProductionBanner() {
  const profile = useAppInfo().data?.profile;
  if (!profile?.production) return null;
  return (
    <p className="production-banner">
      <strong>Production</strong> — “{profile.name}” moves real money. Every money-moving action
      asks you to confirm the amount, currency, target and card first.
    </p>
  );
}
