import { Component, type ReactNode, Suspense } from 'react';

interface OptionalPartState {
  failed: boolean;
}

/**
 * A part of the page the reader can do without (the offline banner, a Save button, the service worker's
 * prompt), whose code loads on its own. When that code cannot load — the network is out and no service
 * worker keeps the scripts — the part shows nothing instead of taking the whole page down with it.
 */
export class OptionalPart extends Component<
  { children: ReactNode; fallback?: ReactNode },
  OptionalPartState
> {
  override state: OptionalPartState = { failed: false };

  static getDerivedStateFromError(): OptionalPartState {
    return { failed: true };
  }

  override render() {
    const { children, fallback = null } = this.props;
    if (this.state.failed) return fallback;
    return <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
