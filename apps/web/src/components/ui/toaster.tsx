import { X } from 'lucide-react';
import { dismissToast, useToasts } from '../../lib/toast';
import { IconButton } from './icon-button';
import styles from './toaster.module.css';

/** Where toasts appear; errors are announced at once, the rest politely. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className={styles.region}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${toast.kind === 'error' ? styles.error : toast.kind === 'info' ? styles.info : ''}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <p className={styles.message}>{toast.message}</p>
          <IconButton label="Dismiss" onClick={() => dismissToast(toast.id)}>
            <X aria-hidden="true" size={18} />
          </IconButton>
        </div>
      ))}
    </div>
  );
}
