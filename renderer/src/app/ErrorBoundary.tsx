import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from 'react-i18next';
import { toAppError } from '../lib/api';
import { errorText } from '../lib/error-text';

type Props = { children: ReactNode; resetKey?: string };
type State = { error: unknown; resetKey: string | undefined; failed: boolean };

/**
 * Shows what went wrong in words; the stack is for developers (console) and would only
 * confuse staff or leak internals on a screen shared with a customer.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  // Navigating elsewhere is the natural way out of a broken page, so a new key clears it.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: undefined, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error in the console UI', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const error = toAppError(this.state.error);
    // The fault's own text is the browser's English: said by its reason, quoted as the detail.
    return (
      <Translation>
        {(t) => (
          <div className="error-screen" role="alert">
            <h1>{t('frame.error.title')}</h1>
            <p>{errorText(error, t)}</p>
            {error.detail && (
              <p className="muted">{t('frame.errors.detail', { detail: error.detail })}</p>
            )}
            <p>
              <a href="#/instruments">{t('frame.error.back')}</a>{' '}
              <button type="button" onClick={() => window.location.reload()}>
                {t('frame.error.reload')}
              </button>
            </p>
          </div>
        )}
      </Translation>
    );
  }
}
