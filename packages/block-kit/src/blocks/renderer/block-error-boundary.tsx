import { useT } from '@dementie/i18n-catalogues/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { BlockRenderMode } from './render-mode';

interface BoundaryProps {
  kind: string;
  mode: BlockRenderMode;
  children: ReactNode;
}

/**
 * Each block sits in its own error boundary (decision 0028): a failing block disappears (production) or
 * shows a short notice (development, preview), and the rest of the page stays.
 */
export class BlockErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Block '${this.props.kind}' failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.mode === 'production' ? null : <BlockFailedNotice />;
  }
}

function BlockFailedNotice() {
  const t = useT();
  return (
    <p className="bk-block-notice" role="note">
      {t('blocks.renderFailed')}
    </p>
  );
}
