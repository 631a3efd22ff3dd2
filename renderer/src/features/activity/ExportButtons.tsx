import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type {
  ActivityExportResult,
  ActivityFilter,
  ActivityScope,
} from '../../../../shared/schemas/activity';
import { api, call, toAppError } from '../../lib/api';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { useActivityWords } from './format';

type Format = 'csv' | 'jsonl';

/**
 * The browser host holds the file under a one-time `/download/<id>` on its own origin; anything
 * else is not followed, so a bad answer cannot send the page somewhere else.
 */
export function startDownload(url: string, fileName: string): boolean {
  if (!/^\/download\/[A-Za-z0-9_-]+$/.test(url)) return false;
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}

function doneText(result: ActivityExportResult, count: (rows: number) => string, t: TFunction) {
  switch (result.kind) {
    case 'saved':
      return t('activity.export.saved', { count: count(result.rows), path: result.path });
    case 'download':
      return t('activity.export.downloaded', { count: count(result.rows), file: result.file_name });
    case 'cancelled':
      return t('activity.export.cancelled');
  }
}

/** Exports what the current filter selects (every page, not only the loaded rows). */
export function ExportButtons({
  filter,
  scope = 'console',
}: {
  filter: ActivityFilter;
  scope?: ActivityScope;
}) {
  const { t, count } = useActivityWords();
  const exporting = useMutation({
    mutationFn: async (format: Format) => {
      const result = await call(
        api().activity.export({ ...(scope === 'team' ? { scope } : {}), filter, format }),
      );
      if (result.kind === 'download' && !startDownload(result.url, result.file_name)) {
        throw new Error(t('activity.export.badAddress'));
      }
      return result;
    },
  });
  const busy = exporting.isPending;
  return (
    <div className="activity-export">
      <button
        type="button"
        disabled={busy}
        aria-busy={busy && exporting.variables === 'csv'}
        onClick={() => exporting.mutate('csv')}
      >
        {t('activity.export.csv')}
      </button>
      <button
        type="button"
        disabled={busy}
        aria-busy={busy && exporting.variables === 'jsonl'}
        onClick={() => exporting.mutate('jsonl')}
      >
        {t('activity.export.jsonl')}
      </button>
      <span role="status" className="muted activity-export-status">
        {busy
          ? t('activity.export.busy')
          : exporting.isSuccess
            ? doneText(exporting.data, count, t)
            : ''}
      </span>
      {exporting.isError && (
        <ApiErrorBlock title={t('activity.export.failed')} error={toAppError(exporting.error)} />
      )}
    </div>
  );
}
