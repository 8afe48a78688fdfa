// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createViewGate, elementAt, pathOf, VIEW_MARGIN, type GateWindow } from './viewGate';

/** An IntersectionObserver the test drives: `show()` reports its elements as in view. */
function fakeObserver() {
  const observed: Element[] = [];
  let report: IntersectionObserverCallback = () => {};
  let options: IntersectionObserverInit | undefined;
  let disconnected = false;
  class Observer {
    constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      report = callback;
      options = init;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      disconnected = true;
    }
  }
  const entries = (isIntersecting: boolean) =>
    observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
  return {
    Observer: Observer as unknown as typeof IntersectionObserver,
    observed,
    options: () => options,
    disconnected: () => disconnected,
    report: (isIntersecting: boolean) =>
      report(entries(isIntersecting), {} as IntersectionObserver),
    /** Reports only the elements named, each in or out of view. */
    reportOn: (...states: [Element | undefined, boolean][]) =>
      report(
        states.map(
          ([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry,
        ),
        {} as IntersectionObserver,
      ),
  };
}

/** A media query list the test flips. */
function fakeMedia(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    list: list as unknown as MediaQueryList,
    set(matches: boolean) {
      list.matches = matches;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function setUp(
  html = '<section><h2>Deals</h2><a href="/deals">All deals <b>now</b></a></section>',
) {
  document.body.innerHTML = `<div id="island">${html}</div><button id="outside">Out</button>`;
  const container = document.getElementById('island') as HTMLElement;
  const observer = fakeObserver();
  const media = fakeMedia(false);
  const win: GateWindow = {
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    matchMedia: () => media.list,
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    IntersectionObserver: observer.Observer,
  };
  return { container, observer, media, win };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('element paths', () => {
  it('finds the same place in a copy of the markup', () => {
    const { container } = setUp();
    const link = container.querySelector('b') as Element;
    const path = pathOf(container, link);
    expect(path).toEqual([0, 1, 0]);
    const markup = container.innerHTML;
    container.innerHTML = markup;
    expect(elementAt(container, path ?? [])?.textContent).toBe('now');
  });

  it('has no path for an element outside, and no element past the markup', () => {
    const { container } = setUp();
    expect(pathOf(container, document.getElementById('outside') as Element)).toBeNull();
    expect(elementAt(container, [0, 7])).toBeNull();
  });
});

describe('the view gate', () => {
  it('opens once its content comes near the view, and only once', () => {
    const { container, observer, win } = setUp();
    const open = vi.fn();
    createViewGate().watch(container, win, open);
    expect(observer.observed).toEqual([container.firstElementChild]);
    expect(observer.options()?.rootMargin).toBe(VIEW_MARGIN);
    observer.report(false);
    expect(open).not.toHaveBeenCalled();
    observer.report(true);
    observer.report(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('watched for scrolling, content near on arrival waits for intent, content below opens', () => {
    const { container, observer, win } = setUp('<section>Tiles</section><section>Deals</section>');
    const [tiles, deals] = Array.from(container.children);
    const open = vi.fn();
    createViewGate().watch(container, win, open, { view: 'scrolled' });
    observer.reportOn([tiles, true], [deals, false]);
    observer.reportOn([tiles, false]);
    observer.reportOn([tiles, true]);
    expect(open).not.toHaveBeenCalled();
    observer.reportOn([deals, true]);
    expect(open).toHaveBeenCalledTimes(1);

    const again = setUp('<section>Tiles</section>');
    const reached = vi.fn();
    createViewGate().watch(again.container, again.win, reached, { view: 'scrolled' });
    again.observer.report(true);
    expect(reached).not.toHaveBeenCalled();
    again.container
      .querySelector('section')
      ?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it('opens on a pointer, touch or focus inside, not outside', () => {
    const { container, win } = setUp();
    const open = vi.fn();
    createViewGate().watch(container, win, open);
    document.getElementById('outside')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(open).not.toHaveBeenCalled();
    container.querySelector('h2')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens while its media query matches (content fixed on screen)', () => {
    const { container, media, win } = setUp();
    const open = vi.fn();
    const stop = createViewGate().watch(container, win, open, { media: '(max-width: 1023px)' });
    expect(open).not.toHaveBeenCalled();
    media.set(true);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    expect(media.listeners.size).toBe(0);
  });

  it('opens in a task of its own when its media query matches on arrival', () => {
    vi.useFakeTimers();
    try {
      const { container, media, win } = setUp();
      media.set(true);
      const open = vi.fn();
      const stop = createViewGate().watch(container, win, open, { media: '(max-width: 1023px)' });
      expect(open).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(open).toHaveBeenCalledTimes(1);
      stop();
      const early = vi.fn();
      createViewGate().watch(container, win, early, { media: '(max-width: 1023px)' })();
      vi.runAllTimers();
      expect(early).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens at once where there is no IntersectionObserver', () => {
    const { container, win } = setUp();
    const open = vi.fn();
    createViewGate().watch(container, { ...win, IntersectionObserver: undefined }, open);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('holds a click on the server copy and replays it on the same link of the new copy', async () => {
    const { container, observer, win } = setUp();
    const open = vi.fn();
    const gate = createViewGate();
    gate.watch(container, win, open);
    const reachedPage = vi.fn();
    document.addEventListener('click', reachedPage);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('b')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(reachedPage).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);

    // React renders its own copy; the held click goes to its link.
    container.innerHTML =
      '<section><h2>Deals</h2><a href="#new">All deals <b>now</b></a></section>';
    const replayed = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('a')?.addEventListener('click', replayed);
    gate.rendered(container, document.body);
    await vi.waitFor(() => expect(replayed).toHaveBeenCalledTimes(1));
    expect(reachedPage).toHaveBeenCalledTimes(1);
    expect(observer.disconnected()).toBe(true);

    // Watching stopped: later clicks are the page's own.
    container.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(replayed).toHaveBeenCalledTimes(2);
    expect(reachedPage).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', reachedPage);
  });

  it('finishes on the new copy a press begun on the server copy, once, and only where released', async () => {
    const html = '<div><button type="button">Search <b>icon</b></button><p>text</p></div>';
    const { container, win } = setUp(html);
    const open = vi.fn();
    const gate = createViewGate();
    gate.watch(container, win, open, { view: false });
    const press = (target: Element | null, type: 'pointerdown' | 'pointerup') =>
      target?.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse' }));
    press(container.querySelector('b'), 'pointerdown');
    expect(open).toHaveBeenCalledTimes(1);

    // React's copy replaces the server's while the button is held down; the browser's click
    // then goes to neither button.
    container.innerHTML = html;
    const clicked = vi.fn();
    container.querySelector('button')?.addEventListener('click', clicked);
    gate.rendered(container, document.body);
    press(container.querySelector('b'), 'pointerup');
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));

    // Where the browser's own click does reach the new button, it is not clicked twice.
    const twice = createViewGate();
    twice.watch(container, win, vi.fn(), { view: false });
    press(container.querySelector('button'), 'pointerdown');
    twice.rendered(container, document.body);
    press(container.querySelector('button'), 'pointerup');
    container.querySelector('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(clicked).toHaveBeenCalledTimes(2);

    // Released elsewhere (a press dragged away), or released before the swap (its click is
    // held instead): no click of the gate's own.
    for (const releaseFirst of [false, true]) {
      const away = createViewGate();
      away.watch(container, win, vi.fn(), { view: false });
      press(container.querySelector('button'), 'pointerdown');
      if (releaseFirst) press(container.querySelector('p'), 'pointerup');
      away.rendered(container, document.body);
      press(container.querySelector('p'), 'pointerup');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to the same place in the new copy', () => {
    const { container, win } = setUp();
    const gate = createViewGate();
    gate.watch(container, win, vi.fn());
    (container.querySelector('a') as HTMLElement).focus();
    container.innerHTML =
      '<section><h2>Deals</h2><a href="/deals">All deals <b>now</b></a></section>';
    expect(document.activeElement).toBe(document.body);
    gate.rendered(container, document.activeElement);
    expect(document.activeElement).toBe(container.querySelector('a'));
  });

  it('leaves focus alone when the shopper has moved on', () => {
    const { container, win } = setUp();
    const gate = createViewGate();
    gate.watch(container, win, vi.fn());
    (container.querySelector('a') as HTMLElement).focus();
    const outside = document.getElementById('outside') as HTMLElement;
    outside.focus();
    gate.rendered(container, document.activeElement);
    expect(document.activeElement).toBe(outside);
  });

  it('watched for intent alone, it does not open in view, only when the shopper reaches for it', () => {
    const { container, observer, win } = setUp();
    const open = vi.fn();
    createViewGate().watch(container, win, open, { view: false });
    expect(observer.observed).toEqual([]);
    createViewGate().watch(container, { ...win, IntersectionObserver: undefined }, open, {
      view: false,
    });
    expect(open).not.toHaveBeenCalled();
    container.querySelector('a')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('carries text typed into the server copy over, and replays Enter on the new form', async () => {
    const search = '<form role="search"><input name="q" value=""><button>Go</button></form>';
    const { container, win } = setUp(search);
    const open = vi.fn();
    const gate = createViewGate();
    gate.watch(container, win, open, { view: false });
    const field = container.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = 'blue dr';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);

    // React's copy: a fresh field (its own state), a form that handles its submission.
    container.innerHTML = search;
    const inputs: string[] = [];
    const newField = container.querySelector('input') as HTMLInputElement;
    newField.addEventListener('input', () => inputs.push(newField.value));
    const submitted = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('form')?.addEventListener('submit', submitted);
    gate.rendered(container, document.activeElement);
    expect(newField.value).toBe('blue dr');
    expect(inputs).toEqual(['blue dr']);
    expect(document.activeElement).toBe(newField);
    expect(submitted).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  });

  it('tells the new copy a mouse resting on it has arrived, not one that has left', () => {
    const { container, win } = setUp();
    const gate = createViewGate();
    gate.watch(container, win, vi.fn(), { view: false });
    const link = container.querySelector('a') as HTMLElement;
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));

    container.innerHTML = '<section><h2>Deals</h2><a href="/deals">All deals</a></section>';
    const arrived: string[] = [];
    container.querySelector('a')?.addEventListener('pointerover', (event) => {
      arrived.push(`${event.pointerType} from ${String(event.relatedTarget)}`);
    });
    gate.rendered(container, document.body);
    expect(arrived).toEqual(['mouse from null']);

    // A touch, or a mouse that moved on before the code came: nothing to tell.
    const again = createViewGate();
    again.watch(container, win, vi.fn(), { view: false });
    const heading = container.querySelector('h2') as HTMLElement;
    heading.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    heading.dispatchEvent(
      new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }),
    );
    const heard = vi.fn();
    heading.addEventListener('pointerover', heard);
    again.rendered(container, document.body);
    expect(heard).not.toHaveBeenCalled();
  });
});
