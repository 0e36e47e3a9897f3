import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTopDialog } from './dialog.tsx';
import { commonText, useT } from '../i18n';

export interface Toast {
  title: string;
  description?: string;
  tone?: 'success' | 'error' | 'info';
}

interface ShownToast extends Toast {
  id: number;
}

/** How long a toast stays before it goes by itself. */
export const TOAST_MS = 5000;

const ToastContext = createContext<((toast: Toast) => void) | null>(null);

/**
 * Short notices ('Visit Recorded', 'Login Failed') in a polite live region, so a screen reader
 * hears them too. Each goes after TOAST_MS or when dismissed. While a modal dialog is open the
 * region lives inside it: the page behind a modal <dialog> is inert, so a notice there (a failed
 * delete) could be neither heard nor dismissed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const { t } = useT(commonText);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback(
    (toast: Toast) => {
      const id = nextId.current++;
      setToasts((shown) => [...shown, { ...toast, id }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  const topDialog = useTopDialog();
  const region = (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone ?? 'info'}`}>
          <strong>{toast.title}</strong>
          {toast.description ? <p>{toast.description}</p> : null}
          <button
            type="button"
            className="toast-close"
            aria-label={t('toast.dismiss')}
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      {topDialog ? createPortal(region, topDialog) : region}
    </ToastContext.Provider>
  );
}

/** The function that shows a toast; needs a ToastProvider above it. */
export function useToast(): (toast: Toast) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}
