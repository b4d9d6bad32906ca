import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Renders the fallback; calling reset clears the error and renders children again. */
  fallback: (reset: () => void) => ReactNode;
  /** The app's display-error action (spec 002 L224: raised with the value "unhandled"). */
  onDisplayError?: (value: 'unhandled') => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors so one broken screen does not blank the whole app (spec 000 App shell). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Spec 002 section 8: the fallback raises a display-error action with the value 'unhandled'.
    console.error('unhandled', error, info.componentStack);
    this.props.onDisplayError?.('unhandled');
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
