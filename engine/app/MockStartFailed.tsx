import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../../ui/theme';
import type { MockStartProblem } from './mockStartProblem';

/** The whole page when the mocked build cannot start its backend: what is wrong, what to do. */
export function MockStartFailed({ problem }: { problem: MockStartProblem }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Page>
        <Card role="alert" aria-labelledby="mock-start-failed">
          <h1 id="mock-start-failed">{problem.title}</h1>
          <p>{problem.reason}</p>
          <h2>What you can do</h2>
          <ul>
            {problem.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
          {problem.detail !== null && (
            <Detail>
              The browser said: <code>{problem.detail}</code>
            </Detail>
          )}
        </Card>
      </Page>
    </ThemeProvider>
  );
}

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme: t }) => t.space.lg};
  background: ${({ theme: t }) => t.color.surfaceAlt};
`;
const Card = styled.section`
  display: grid;
  gap: ${({ theme: t }) => t.space.md};
  max-width: 60ch;
  padding: ${({ theme: t }) => t.space.xxl};
  border: 1px solid ${({ theme: t }) => t.color.border};
  border-radius: ${({ theme: t }) => t.radius.lg};
  background: ${({ theme: t }) => t.color.surface};
  box-shadow: ${({ theme: t }) => t.shadow.md};
  color: ${({ theme: t }) => t.color.ink};

  h1 {
    margin: 0;
    color: ${({ theme: t }) => t.color.danger};
    font-size: ${({ theme: t }) => t.font.size.xxl};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme: t }) => t.font.size.lg};
  }
  p,
  ul {
    margin: 0;
  }
`;
const Detail = styled.p`
  color: ${({ theme: t }) => t.color.inkMuted};
  font-size: ${({ theme: t }) => t.font.size.sm};
  overflow-wrap: anywhere;
`;
