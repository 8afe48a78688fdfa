import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDiagnostics,
  listDiagnostics,
  reportDiagnostic,
  reportDiagnosticOnce,
  subscribeDiagnostics,
} from './diagnosticsLog';

const sample = { source: 'test', path: 'a.b', problem: 'broken', used: 'default' };

beforeEach(() => {
  clearDiagnostics();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('diagnosticsLog', () => {
  it('keeps entries, warns on the console and tells subscribers', () => {
    const heard: number[] = [];
    const stop = subscribeDiagnostics((entries) => heard.push(entries.length));
    reportDiagnostic(sample);
    stop();
    reportDiagnostic(sample);
    expect(listDiagnostics()).toHaveLength(2);
    expect(heard).toEqual([1]);
    expect(console.warn).toHaveBeenCalledWith('[test] a.b: broken (used default)');
  });

  it('keeps the same array between reports and caps its length', () => {
    reportDiagnostic(sample);
    expect(listDiagnostics()).toBe(listDiagnostics());
    for (let i = 0; i < 250; i += 1) reportDiagnostic({ ...sample, path: String(i) });
    expect(listDiagnostics()).toHaveLength(200);
    expect(listDiagnostics().at(-1)?.path).toBe('249');
  });

  it('reports a problem once when asked, whatever was used instead', () => {
    reportDiagnosticOnce(sample);
    reportDiagnosticOnce({ ...sample, used: 'nothing' });
    reportDiagnosticOnce({ ...sample, path: 'a.c' });
    expect(listDiagnostics().map((entry) => entry.path)).toEqual(['a.b', 'a.c']);
  });
});
