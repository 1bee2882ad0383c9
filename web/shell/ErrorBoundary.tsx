import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

type ErrorBoundaryProps = { children: ReactNode };
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
    return this.state.hasError ? <ErrorFallback onRetry={this.reset} /> : this.props.children;
  }
}
