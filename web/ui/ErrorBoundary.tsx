import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Stands in for the German error card, e.g. nothing for a part that could not load. */
  fallback?: ReactNode;
};
type ErrorBoundaryState = { hasError: boolean };

/** React only catches render errors in class components, hence the one class in the app. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Keep the details for whoever debugs; the visitor sees the German fallback.
    console.error('Darstellungsfehler', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ hasError: false });

  override render() {
    if (!this.state.hasError) return this.props.children;
    return 'fallback' in this.props ? this.props.fallback : <ErrorFallback onRetry={this.reset} />;
  }
}
