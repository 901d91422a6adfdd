import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from '../lib/toast';

/** Red toasts at the top (reply codes), neutral ones in the centre (transport errors). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toasts" aria-live="assertive">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="alert"
          className={`toast toast--${toast.position} toast--${toast.tone}`}
          data-testid={`toast-${toast.position}`}
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}
