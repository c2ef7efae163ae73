import { Component, Suspense, type ReactNode } from 'react';

/**
 * Around a part that loads on demand and can be done without (the Solved dialog): if it throws,
 * or its code does not arrive, it shows nothing and `onError` says why (a notice), instead of the
 * tab's own boundary replacing the whole game. It tries again the next time it is shown.
 */
export class QuietBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** A part loaded on demand that the page does without, silently, until (or unless) its code arrives: nothing shows meanwhile. */
export function Quietly({ children }: { readonly children: ReactNode }) {
  return (
    <QuietBoundary onError={() => undefined}>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}
