import { Component, type ErrorInfo, type ReactNode } from 'react';
import { commonText, useT } from '../i18n';

interface Props {
  children: ReactNode;
  /** Replaces the generic screen; a function receives `reset` to clear the error. */
  fallback?: ReactNode | ((reset: () => void) => ReactNode);
}

interface State {
  error: Error | null;
}

/** Catches a rendering error in the wrapped area and shows the spec's generic error screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected rendering error', error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === 'function') return fallback(this.reset);
    if (fallback !== undefined) return fallback;
    return <ErrorScreen onReset={this.reset} />;
  }
}

/** The spec's generic error screen, in the reader's language. */
function ErrorScreen({ onReset }: { onReset: () => void }) {
  const { t } = useT(commonText);
  return (
    <div className="error-screen" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={onReset}>
          {t('error.retry')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
          {t('error.refresh')}
        </button>
      </div>
    </div>
  );
}
