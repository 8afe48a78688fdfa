import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { useRouteTable } from '../../engine/site/useRoutes';

/** Renders `page` on every route of the site's table, so useParams works as in the app. */
export function AtRoute({ page }: { page: ReactNode }) {
  const routes = useRouteTable();
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.id} path={route.path} element={page} />
      ))}
    </Routes>
  );
}

/** Pages render inside the shell's main landmark in the app; stories give them one too. */
export function Main({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

/** A card alone sits about as wide as one grid column. */
export const CardFrame = styled.div`
  max-width: 300px;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter};

  &[data-wide='true'] {
    max-width: 560px;
  }
  @media (max-width: 767px) {
    max-width: none;
  }
`;

export const PageFrame = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter};
`;

/** Images shown in the viewport; lazy ones below it or hidden (a closed menu's logos) never
 * load, and the picture does not show them. */
const visibleImages = (root: HTMLElement) =>
  [...root.querySelectorAll('img')].filter(
    (img) =>
      img.checkVisibility({ visibilityProperty: true }) &&
      img.getBoundingClientRect().top < window.innerHeight,
  );

/** The picture is taken once lazy cards have their code and every visible image is decoded. */
export async function imagesLoaded(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('[data-deal-card-placeholder]')).toBeNull(), {
    timeout: 10_000,
  });
  await waitFor(() => expect(visibleImages(root).filter((img) => !img.complete)).toEqual([]), {
    timeout: 10_000,
  });
  await Promise.all(visibleImages(root).map((img) => img.decode().catch(() => undefined)));
}

/** A view in the page's padded column alone (no main landmark: the view brings its own). */
export const inPageFrame: Decorator = (Story) => (
  <PageFrame>
    <Story />
  </PageFrame>
);

/** A view in a page's column, inside the shell's main: how the pages show their views. */
export const pageColumn: Decorator = (Story) => (
  <Main>
    <PageFrame>
      <Story />
    </PageFrame>
  </Main>
);
