import { Modal } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { createContext, type ReactNode, useState } from 'react';
import { usePlayerEditor } from './admin-mode';
import { leaveDecision } from './unsaved-changes';

/**
 * The guard for ways out inside the player (its links through the host's router, which the browser's
 * beforeunload prompt does not see). Default: leave at once.
 */
export const LeaveGuardContext = createContext<(leave: () => void) => void>((leave) => leave());
LeaveGuardContext.displayName = 'LeaveGuardContext';

/** What {@link useLeaveGuard} gives: the guard for a way out, and the dialog to render. */
export interface LeaveGuard {
  /** Runs `leave` at once, or first asks when an editor has unsaved changes (decision 0050). */
  guard(leave: () => void): void;
  /** The confirm dialog; render it once where the guard is used. */
  readonly dialog: ReactNode;
}

/**
 * Leaving with unsaved edits asks first (decision 0050): a confirm dialog whose safe choice 'Blijven'
 * has the focus (Escape and 'Sluit' stay too); 'Verlaten zonder opslaan' goes on and drops the edits.
 */
export function useLeaveGuard(): LeaveGuard {
  const t = useT();
  const { unsaved } = usePlayerEditor();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const stay = () => setPending(null);
  return {
    guard(leave) {
      if (leaveDecision(unsaved) === 'leave') leave();
      else setPending(() => leave);
    },
    dialog: (
      <Modal
        open={pending !== null}
        onClose={stay}
        title={t('editor.leave.title')}
        closeOnBackdrop={false}
        primaryAction={{ label: t('editor.leave.stay'), onClick: stay, autoFocus: true }}
        secondaryAction={{
          label: t('editor.leave.leave'),
          onClick: () => {
            const leave = pending;
            setPending(null);
            leave?.();
          },
        }}
      >
        <p>{t('editor.leave.question')}</p>
      </Modal>
    ),
  };
}
