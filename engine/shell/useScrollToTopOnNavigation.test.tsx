// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, NavigationType, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startsAtTop, useScrollToTopOnNavigation } from './useScrollToTopOnNavigation';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

describe('startsAtTop', () => {
  it('starts a new path at its top', () => {
    expect(startsAtTop('/shop', { pathname: '/product/a', hash: '' }, NavigationType.Push)).toBe(
      true,
    );
    expect(startsAtTop('/shop', { pathname: '/product/a', hash: '' }, NavigationType.Replace)).toBe(
      true,
    );
  });

  it('keeps the place on back and forward, a new query and an anchor', () => {
    expect(startsAtTop('/product/a', { pathname: '/shop', hash: '' }, NavigationType.Pop)).toBe(
      false,
    );
    expect(startsAtTop('/shop', { pathname: '/shop', hash: '' }, NavigationType.Push)).toBe(false);
    expect(startsAtTop('/shop', { pathname: '/faq', hash: '#returns' }, NavigationType.Push)).toBe(
      false,
    );
  });
});

describe('useScrollToTopOnNavigation', () => {
  const scrollTo = vi.fn();
  afterEach(() => {
    scrollTo.mockReset();
    document.body.innerHTML = '';
  });

  function mount(at: string) {
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    let navigate: NavigateFunction = () => undefined;
    function Probe() {
      useScrollToTopOnNavigation();
      navigate = useNavigate();
      return null;
    }
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() =>
      root.render(
        <MemoryRouter initialEntries={[at]}>
          <Probe />
        </MemoryRouter>,
      ),
    );
    return (to: string | number) =>
      act(() => void (typeof to === 'number' ? navigate(to) : navigate(to)));
  }

  it('leaves the first page where the browser put it', () => {
    mount('/shop');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top for a new page, not for a new query or going back', () => {
    const go = mount('/shop');
    go('/shop?brand=green-harbor');
    expect(scrollTo).not.toHaveBeenCalled();
    go('/product/blue-dream');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    go(-1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
