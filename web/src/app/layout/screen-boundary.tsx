// Around the routed screen: a screen whose code failed to arrive, or that failed to render, is said
// plainly with a way to try again, and the header and footer stay usable. The next navigation clears it.
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadError } from '../../components/ui/load-error';

interface CaughtProps {
  /** Where the app is: a new place clears a failure. */
  at: string;
  children: ReactNode;
}

class Caught extends Component<CaughtProps, { failedAt?: string }> {
  state: { failedAt?: string } = {};

  static getDerivedStateFromError(): { failedAt: string } {
    // The place is filled in just after, from the props (getDerivedStateFromProps has them).
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: CaughtProps, state: { failedAt?: string }) {
    if (state.failedAt === '') return { failedAt: props.at };
    if (state.failedAt !== undefined && state.failedAt !== props.at) return { failedAt: undefined };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.error('The page failed to show:', error);
  }

  render() {
    if (this.state.failedAt === undefined) return this.props.children;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <LoadError
          message="This page could not be shown. Check your connection and try again."
          // A screen's code that failed to arrive is not asked for again by React: load the page anew.
          onRetry={() => window.location.reload()}
        />
      </div>
    );
  }
}

export function ScreenBoundary({ children }: { children: ReactNode }) {
  return <Caught at={useLocation().key}>{children}</Caught>;
}
