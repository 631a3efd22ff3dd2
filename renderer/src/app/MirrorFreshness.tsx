import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/money';
import type { MirrorStatus } from '../../../shared/schemas/payment-search';
import { formatTimeOfDay } from '../i18n/format';
import { ProgressBar } from '../ui/ProgressBar';
import { useMirrorStatus } from './mirror-status';
import { hrefOf } from './router';

type Words = { text: string; label: string };

/**
 * What the header says of the mirror: short words in the bar, the whole sentence on hover and
 * to screen readers. Exported for its test: every state has its words in both languages.
 */
export function freshnessWords(
  status: MirrorStatus & { state: { kind: Exclude<MirrorStatus['state']['kind'], 'idle'> } },
  t: (key: string, params?: Record<string, unknown>) => string,
  language: string,
): Words {
  const mirrored = formatCount(status.mirrored, language);
  const state = status.state;
  switch (state.kind) {
    case 'syncing':
      // A new run of the built-in simulator is why the copy began again, not a lost mirror.
      if (status.startedOver === 'new_simulator_run') {
        return {
          text: t('frame.mirror.newRunText', { mirrored }),
          label: t('frame.mirror.newRun', { mirrored }),
        };
      }
      // The count goes on from where the last launch left it, and says why it did not restart.
      if (status.resumed === 'same_simulator_seed') {
        return {
          text: t('frame.mirror.resumedText', { mirrored }),
          label: t('frame.mirror.resumed', { mirrored }),
        };
      }
      // "N copied" stays short in either language at 1024 px; the bar beside it says how far.
      return status.apiTotal === null
        ? {
            text: t('frame.mirror.syncingText', { mirrored }),
            label: t('frame.mirror.syncing', { mirrored }),
          }
        : {
            text: t('frame.mirror.syncingText', { mirrored }),
            label: t('frame.mirror.syncingOf', {
              mirrored,
              total: formatCount(status.apiTotal, language),
            }),
          };
    case 'caught_up': {
      const time =
        status.lastSyncedAt === null ? undefined : formatTimeOfDay(status.lastSyncedAt, language);
      return time === undefined
        ? { text: t('frame.mirror.upToDateText'), label: t('frame.mirror.upToDate', { mirrored }) }
        : {
            text: t('frame.mirror.upToDateAtText', { time }),
            label: t('frame.mirror.upToDateAt', { mirrored, time }),
          };
    }
    case 'backing_off': {
      const time = formatTimeOfDay(state.until, language);
      return {
        text: t('frame.mirror.backingOffText', { time }),
        label: t('frame.mirror.backingOff', { mirrored, time }),
      };
    }
    case 'error': {
      const reason = t(`frame.mirror.reason.${state.reason}`);
      return {
        // The count on disk stays in sight: after a restart without the secret, "stopped" alone
        // read as if the copy were gone.
        text: t('frame.mirror.errorText', { mirrored }),
        label: t('frame.mirror.error', { mirrored, reason }),
      };
    }
  }
}

/**
 * The header's word on how fresh the payments mirror is (syncing N of M, up to date at a time,
 * waiting out the API, stopped and why); it opens Payments → Find. Nothing until main has said,
 * nor while the sync has not started. The bar's words are short, so a crowded header at 1024 px
 * keeps them whole; the sentence is on hover and read out.
 */
export function MirrorFreshness() {
  const { t, i18n } = useTranslation();
  const status = useMirrorStatus();
  // Before its first page (the sync starts a few seconds after launch) there is nothing to say.
  if (!status || status.state.kind === 'idle') return null;
  const words = freshnessWords(
    status as Parameters<typeof freshnessWords>[0],
    t as never,
    i18n.language,
  );
  const kind = status.state.kind;
  return (
    <a
      className={`mirror-freshness mirror-${kind}`}
      href={hrefOf({ to: '/payments/find' })}
      aria-label={words.label}
      title={words.label}
    >
      <span className="mirror-freshness-text">{words.text}</span>
      {kind === 'syncing' && status.apiTotal !== null && status.apiTotal > 0 && (
        <ProgressBar
          value={status.mirrored}
          max={status.apiTotal}
          label={t('frame.mirror.barLabel')}
          valueText={t('frame.mirror.barValue', {
            mirrored: formatCount(Math.min(status.mirrored, status.apiTotal), i18n.language),
            total: formatCount(status.apiTotal, i18n.language),
          })}
        />
      )}
    </a>
  );
}
