import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, call, toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';

/** A single-quoted shell word: what a pasted command runs is curl and nothing else. */
const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The built-in simulator's client id and secret, on request: a loopback fake made for this
 * launch, so a copied cURL can get a token. Never kept in the cache once hidden.
 */
export function CredentialsPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const credentials = useQuery({
    queryKey: ['simulator', 'credentials'],
    queryFn: () => call(api().simulator.credentials()),
    enabled: open,
    gcTime: 0,
  });
  const shown = open ? credentials.data : undefined;
  const curl =
    shown &&
    [
      `curl -X POST ${quoted(shown.tokenUrl)}`,
      `-H 'content-type: application/json'`,
      `-d ${quoted(
        JSON.stringify({
          grant_type: 'client_credentials',
          client_id: shown.clientId,
          client_secret: shown.clientSecret,
        }),
      )}`,
    ].join(' \\\n  ');
  return (
    <section className="card" aria-labelledby="simulator-credentials">
      <h2 id="simulator-credentials">{t('simulator.credentials.heading')}</h2>
      <p className="hint">{t('simulator.credentials.note')}</p>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('simulator.credentials.hide') : t('simulator.credentials.show')}
      </button>
      {open && credentials.isError && (
        <ErrorNotice
          title={t('simulator.credentials.failed')}
          error={toAppError(credentials.error)}
        />
      )}
      {shown && (
        <>
          <dl className="facts">
            <dt>{t('simulator.credentials.baseUrl')}</dt>
            <dd>
              <code>{shown.baseUrl}</code>
            </dd>
            <dt>{t('simulator.credentials.tokenUrl')}</dt>
            <dd>
              <code>{shown.tokenUrl}</code>
            </dd>
            <dt>{t('simulator.credentials.clientId')}</dt>
            <dd>
              <code>{shown.clientId}</code>
            </dd>
            <dt>{t('simulator.credentials.clientSecret')}</dt>
            <dd>
              <code>{shown.clientSecret}</code>
            </dd>
          </dl>
          <h3 id="simulator-curl">{t('simulator.credentials.curl')}</h3>
          <pre aria-labelledby="simulator-curl" className="raw-json curl-command">
            {curl}
          </pre>
          {curl && <CopyCommand command={curl} />}
        </>
      )}
    </section>
  );
}

/**
 * The command on the clipboard, as the other copy buttons do it; where the clipboard is refused
 * the command is selected for Ctrl+C instead of failing silently.
 */
function CopyCommand({ command }: { command: string }) {
  const { t } = useTranslation();
  const [note, setNote] = useState<'copied' | 'selected'>();
  const box = useRef<HTMLSpanElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setNote('copied');
    } catch {
      const pre = box.current?.parentElement?.querySelector('.curl-command');
      const selection = window.getSelection();
      if (pre && selection) {
        const range = document.createRange();
        range.selectNodeContents(pre);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setNote('selected');
    }
  };
  return (
    <p>
      <button type="button" onClick={() => void copy()}>
        {t('simulator.credentials.copy')}
      </button>{' '}
      <span ref={box} role="status" className="muted">
        {note ? t(`simulator.credentials.${note}`) : ''}
      </span>
    </p>
  );
}
