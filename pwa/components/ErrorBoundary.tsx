import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isOffline } from '../offline/connectivity.ts';
import { OfflineScreen, ServerErrorScreen } from './StatusScreen.tsx';

/** Chromium, Firefox and Safari's words for a lazy chunk that could not be fetched. */
const CHUNK_LOAD_FAILED = /dynamically imported module|Importing a module script failed|Failed to fetch/i;

interface Props {
  children: ReactNode;
  /** Changing it (the location) clears a caught error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** A render error shows the 'Internal Server Error' screen with its message instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      if (CHUNK_LOAD_FAILED.test(this.state.error.message) && isOffline()) return <OfflineScreen />;
      return <ServerErrorScreen message={this.state.error.message} />;
    }
    return this.props.children;
  }
}
