import { BrowserWindow, dialog, type MessageBoxOptions } from 'electron';
import { formatMoney } from '../../shared/money';
import { ok } from '../../shared/result';
import {
  isTeamStoreSummary,
  type ConfirmationSummary,
  type ProductionSummary,
  type TeamStoreSummary,
} from '../../shared/schemas/confirmation';
import { declined, type ProductionConfirmer } from '../core/guard/confirmer';

const CONFIRM = 1;

/**
 * Electron's side of the production gate: main shows its own dialog, which the page can neither
 * draw, read nor click, once the exact request is built. Cancel is the default button and what
 * Escape picks. Dialogs come one at a time, so each answer belongs to the operation it names.
 */
export function nativeDialogConfirmer(): ProductionConfirmer {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    confirm: (request) => {
      const answer = queue.then(() => ask(request.summary));
      queue = answer.catch(() => undefined);
      return answer;
    },
  };
}

async function ask(summary: ConfirmationSummary) {
  const options: MessageBoxOptions = {
    type: 'warning',
    ...(isTeamStoreSummary(summary)
      ? {
          title: 'Team store: confirm',
          message: `${summary.operation}?`,
          detail: teamStoreLines(summary).join('\n'),
          buttons: ['Cancel', 'Ship it there'],
        }
      : {
          title: 'Production: confirm',
          message: `${summary.operation} on “${summary.profile}”?`,
          detail: detailLines(summary).join('\n'),
          buttons: ['Cancel', summary.changes ? 'Save the change' : 'Confirm and send'],
        }),
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  };
  // Looked up at call time: the window (and the dialog module) may be replaced under test.
  const window = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  const { response } = window
    ? await dialog.showMessageBox(window, options)
    : await dialog.showMessageBox(options);
  return response === CONFIRM ? ok(undefined) : declined(summary);
}

export function detailLines(summary: ProductionSummary): string[] {
  return [
    ...(summary.amount
      ? [`Amount: ${formatMoney(summary.amount.value, summary.amount.currency)}`]
      : []),
    `Target: ${summary.target}`,
    ...(summary.last_four ? [`Card: ending ${summary.last_four}`] : []),
    ...(summary.changes ?? []).map((change) => `Change: ${change}`),
    `Profile: ${summary.profile} (${summary.base_url})`,
    '',
    summary.changes
      ? 'This lowers the protection of a profile that moves real money.'
      : 'This profile moves real money. Check every line before you confirm.',
  ];
}

/** Where the audit trail would go, field by field, and what goes with it. */
export function teamStoreLines({ destination: d, ...summary }: TeamStoreSummary): string[] {
  return [
    `Host: ${d.host}`,
    `Port: ${d.port}`,
    `Database: ${d.database}`,
    `User: ${d.user}`,
    `TLS: ${d.tls}${d.ca ? ` (CA ${d.ca})` : ''}`,
    ...(summary.changes ?? []).map((change) => `Change: ${change}`),
    `Console: ${summary.console}`,
    '',
    `Ships ${summary.ships}. Whoever runs that server can read them: say yes only if you chose it.`,
  ];
}
