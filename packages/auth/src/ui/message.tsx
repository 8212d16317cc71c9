import type { ReactNode } from 'react';

/**
 * A screen's or a form's message (`au-message`): an error is announced at once (`role="alert"`), a
 * success politely (`role="status"`).
 */
export function Message(props: { readonly kind: 'error' | 'success'; readonly children: ReactNode }) {
  return (
    <p className={`au-message au-message--${props.kind}`} role={props.kind === 'error' ? 'alert' : 'status'}>
      {props.children}
    </p>
  );
}
