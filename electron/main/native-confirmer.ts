import { BrowserWindow, dialog, type MessageBoxOptions } from 'electron';
import { plainStrings } from '../../shared/plain-text';
import { ok } from '../../shared/result';
import {
  isRoleMapSummary,
  isSignInSummary,
  isTeamStoreSummary,
  type ProductionSummary,
  type SignInSummary,
  type TeamStoreSummary,
} from '../../shared/schemas/confirmation';
import type { Language } from '../../shared/schemas/app';
import {
  declined,
  roleMapChangeLines,
  roleMapLine,
  type ConfirmationRequest,
  type ProductionConfirmer,
} from '../core/guard/confirmer';
import { windowCaller } from '../core/words/languages';
import { formatMoney } from '../../shared/money';
import { wordsFor } from '../core/words/main-words';

const CONFIRM = 1;

/**
 * Electron's side of the production gate: main shows its own dialog, which the page can neither
 * draw, read nor click, once the exact request is built. Cancel is the default button and what
 * Escape picks. Dialogs come one at a time, so each answer belongs to the operation it names.
 * It speaks the language of the window it opens over, as that window's page last said.
 */
export function nativeDialogConfirmer(): ProductionConfirmer {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    caller: () => {
      const window = parentWindow();
      return window ? windowCaller(window.webContents.id) : undefined;
    },
    confirm: (request) => {
      const answer = queue.then(() => ask(request));
      queue = answer.catch(() => undefined);
      return answer;
    },
  };
}

/** Looked up at call time: the window (and the dialog module) may be replaced under test. */
function parentWindow() {
  return BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
}

async function ask(request: ConfirmationRequest) {
  const { language } = request;
  // A dialog breaks lines where the text says and shows direction marks' reordering: each fact
  // the page could have written is one line of visible characters.
  const summary = plainStrings(request.summary);
  const words = wordsFor(language);
  const options: MessageBoxOptions = {
    type: 'warning',
    ...(isTeamStoreSummary(summary)
      ? {
          title: words.teamStore.dialog.title,
          message: words.teamStore.dialog.question(summary.operation),
          detail: teamStoreLines(summary, language).join('\n'),
          buttons: [words.dialog.cancel, words.teamStore.dialog.ship],
        }
      : isRoleMapSummary(summary)
        ? {
            title: words.roleMap.dialog.title,
            message: words.teamStore.dialog.question(summary.operation),
            detail: [
              ...roleMapChangeLines(summary, language),
              ...(summary.operator
                ? [`${words.signIn.dialog.operator}: ${words.operatorLine(summary.operator)}`]
                : []),
              '',
              words.roleMap.dialog.warning,
            ].join('\n'),
            buttons: [words.dialog.cancel, words.roleMap.dialog.save],
          }
        : isSignInSummary(summary)
          ? {
              title: words.signIn.dialog.title,
              message: words.teamStore.dialog.question(summary.operation),
              detail: signInLines(summary, language).join('\n'),
              buttons: [words.dialog.cancel, words.signIn.dialog.save],
            }
          : {
              title: words.dialog.title,
              message: words.dialog.question(summary.operation, summary.profile),
              detail: detailLines(summary, language).join('\n'),
              buttons: [
                words.dialog.cancel,
                summary.changes ? words.dialog.save : words.dialog.send,
              ],
            }),
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  };
  const window = parentWindow();
  const { response } = window
    ? await dialog.showMessageBox(window, options)
    : await dialog.showMessageBox(options);
  return response === CONFIRM ? ok(undefined) : declined(request);
}

export function detailLines(summary: ProductionSummary, language: Language): string[] {
  const words = wordsFor(language).dialog;
  return [
    ...(summary.amount
      ? [`${words.amount}: ${formatMoney(summary.amount.value, summary.amount.currency, language)}`]
      : []),
    `${words.target}: ${summary.target}`,
    ...(summary.last_four ? [`${words.card}: ${words.cardEnding(summary.last_four)}`] : []),
    ...(summary.changes ?? []).map((change) => `${words.change}: ${change}`),
    `${words.profile}: ${summary.profile} (${summary.base_url})`,
    ...(summary.operator
      ? [`${words.operator}: ${wordsFor(language).operatorLine(summary.operator)}`]
      : []),
    '',
    (summary.weakens ?? Boolean(summary.changes)) ? words.weakens : words.realMoney,
  ];
}

/** Where the audit trail would go, field by field, and what goes with it. */
export function teamStoreLines(
  { destination: d, ...summary }: TeamStoreSummary,
  language: Language,
): string[] {
  const words = wordsFor(language).teamStore.dialog;
  return [
    `${words.host}: ${d.host}`,
    `${words.port}: ${d.port}`,
    `${words.database}: ${d.database}`,
    `${words.user}: ${d.user}`,
    `${wordsFor(language).teamStore.encryption}: ${wordsFor(language).teamStore.tls(d.tls)}${d.ca ? ` (CA ${d.ca})` : ''}`,
    ...(summary.changes ?? []).map((change) => `${words.change}: ${change}`),
    `${words.console}: ${summary.console}`,
    '',
    words.ships(summary.ships),
  ];
}

/** The provider's settings field by field, as main is about to store them, and when they apply. */
export function signInLines(summary: SignInSummary, language: Language): string[] {
  const words = wordsFor(language);
  const dialog = words.signIn.dialog;
  return [
    `${dialog.issuer}: ${summary.issuer}`,
    `${dialog.clientId}: ${summary.client_id}`,
    `${dialog.rolesClaim}: ${summary.roles_claim}`,
    `${dialog.roleMap}: ${roleMapLine(summary, language)}`,
    `${dialog.secret}: ${words.signIn.secret[summary.secret.state]}`,
    ...(summary.changes ?? []).map((change) => `${dialog.change}: ${change}`),
    ...(summary.operator ? [`${dialog.operator}: ${words.operatorLine(summary.operator)}`] : []),
    '',
    summary.applies,
    dialog.warning,
  ];
}
