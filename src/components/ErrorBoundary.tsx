import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messageOf } from '../core/errors';
import { SAVED_TEXT } from '../i18n/saved';
import { useText } from '../store/useText';

interface BoundaryProps {
  readonly children: ReactNode;
  /** Reloads the page (tests pass a stand-in). */
  readonly reload?: (() => void) | undefined;
}

interface ShownProps extends BoundaryProps {
  readonly text: (typeof SAVED_TEXT)['en'];
}

/**
 * A tab that throws while drawing shows what went wrong and a Reload button, instead of blanking
 * the whole page; the other tabs keep working. Reloading loses nothing: the store writes what it
 * keeps at each change, before any drawing (src/store/persist.ts).
 */
class Boundary extends Component<ShownProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for a bug report: the component stack says where.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const { text, reload = () => window.location.reload() } = this.props;
    return (
      <div className="tab-error" role="alert">
        <p>{text.tabFailed}</p>
        <pre>{messageOf(error)}</pre>
        <p>{text.reloadNote}</p>
        <button type="button" onClick={reload}>
          {text.reload}
        </button>
      </div>
    );
  }
}

export function ErrorBoundary({ children, reload }: BoundaryProps) {
  const text = useText(SAVED_TEXT);
  return (
    <Boundary text={text} reload={reload}>
      {children}
    </Boundary>
  );
}
