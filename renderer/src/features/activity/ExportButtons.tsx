import { useMutation } from '@tanstack/react-query';
import type {
  ActivityExportResult,
  ActivityFilter,
  ActivityScope,
} from '../../../../shared/schemas/activity';
import { api, call, toAppError } from '../../lib/api';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';

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

function doneText(result: ActivityExportResult): string {
  const count = (rows: number) =>
    `${rows.toLocaleString('en-US')} ${rows === 1 ? 'operation' : 'operations'}`;
  switch (result.kind) {
    case 'saved':
      return `Saved ${count(result.rows)} to ${result.path}`;
    case 'download':
      return `Exported ${count(result.rows)} to ${result.file_name}`;
    case 'cancelled':
      return 'Export cancelled';
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
  const exporting = useMutation({
    mutationFn: async (format: Format) => {
      const result = await call(
        api().activity.export({ ...(scope === 'team' ? { scope } : {}), filter, format }),
      );
      if (result.kind === 'download' && !startDownload(result.url, result.file_name)) {
        throw new Error('The export answered with a download address the console does not use.');
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
        Export CSV
      </button>
      <button
        type="button"
        disabled={busy}
        aria-busy={busy && exporting.variables === 'jsonl'}
        onClick={() => exporting.mutate('jsonl')}
      >
        Export JSON Lines
      </button>
      <span role="status" className="muted">
        {busy ? 'Exporting…' : exporting.isSuccess ? doneText(exporting.data) : ''}
      </span>
      {exporting.isError && (
        <ApiErrorBlock title="Could not export." error={toAppError(exporting.error)} />
      )}
    </div>
  );
}
