import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { reportDiagnostic } from '../stores/diagnosticsLog';

type Props = {
  region: string;
  children: ReactNode;
  resetKey?: string;
  /** What shows instead of the failed region; by default a line and Try again. */
  fallback?: ReactNode;
};
type State = { failed: boolean };

/** One per region (header, main, footer, widgets): a failing widget never blanks the page. */
export class RegionBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportDiagnostic({
      source: `region:${this.props.region}`,
      path: this.props.region,
      problem: `${error.message}${info.componentStack ? ` at ${info.componentStack.trim().split('\n')[0]}` : ''}`,
      used: 'region fallback',
    });
  }

  override componentDidUpdate(previous: Props): void {
    // Navigating away gives the region a fresh chance to render.
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Fallback role="status" data-region-error={this.props.region}>
        <p>This part of the page couldn’t load.</p>
        <button type="button" onClick={() => this.setState({ failed: false })}>
          Try again
        </button>
      </Fallback>
    );
  }
}

const Fallback = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.inkMuted};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
  button {
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    cursor: pointer;
  }
`;
