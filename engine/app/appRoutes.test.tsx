import { renderToString } from 'react-dom/server';
import { Outlet, StaticRouter, useParams, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './appRoutes';

function Product() {
  return <p>product {useParams().slug}</p>;
}

const routes: RouteObject[] = [
  {
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { path: '/', element: <p>home</p> },
      { path: '/shop', element: <p>shop</p> },
      { path: '/product/:slug', element: <Product /> },
      { path: '/product/special', element: <p>special</p> },
      { path: '*', element: <p>not found</p> },
    ],
  },
];

function AllRoutes() {
  return useRoutes(routes);
}

const at = (location: string, element: React.ReactElement) =>
  renderToString(<StaticRouter location={location}>{element}</StaticRouter>);

describe('AppRoutes', () => {
  it.each(['/', '/shop', '/SHOP', '/product/blue-dream', '/product/special', '/nowhere/at/all'])(
    'renders %s as react-router does with the whole table',
    (location) => {
      const page = at(location, <AppRoutes routes={routes} />);
      expect(page).toBe(at(location, <AllRoutes />));
      // Again from the branch it keeps for the pathname.
      expect(at(location, <AppRoutes routes={routes} />)).toBe(page);
    },
  );

  it('keeps each pathname its own branch', () => {
    expect(at('/product/a', <AppRoutes routes={routes} />)).toContain('product <!-- -->a');
    expect(at('/product/b', <AppRoutes routes={routes} />)).toContain('product <!-- -->b');
  });
});
