import { describe, expect, it } from 'vitest';
import { calibrationHeld, cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, medianOf } from './cpuCalibration';

describe('cpuSlowdownFor (Lighthouse CPU-throttling calculator)', () => {
  it("gives Lighthouse's own 4x on its reference host", () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
  });

  it('follows the calculator at its anchors', () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('is a straight line between anchors, to one decimal', () => {
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(900)).toBe(2.2);
  });

  it('never goes below 1x: a host slower than the phone is not sped up', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
  });

  it("falls back to Lighthouse's default when the host could not be measured", () => {
    expect(cpuSlowdownFor(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(0)).toBe(DEFAULT_CPU_SLOWDOWN);
  });
});

describe('medianOf', () => {
  it('takes the middle reading, or the mean of the middle two', () => {
    expect(medianOf([900, 700, 1100])).toBe(900);
    expect(medianOf([800, 1000, 700, 1200])).toBe(900);
  });

  it('ignores readings that are not numbers, and says when none are', () => {
    expect(medianOf([Number.NaN, 850])).toBe(850);
    expect(medianOf([])).toBeNaN();
  });
});

describe('calibrationHeld', () => {
  it('holds while the host runs near the speed it was calibrated for', () => {
    expect(calibrationHeld(1200, 1100)).toBe(true);
    expect(calibrationHeld(1200, 1500)).toBe(true);
  });

  it('fails when the host slowed or sped up by more than a quarter during the run, either way', () => {
    // A measured bench run: calibrated at 1987 (5.9x), Lighthouse read 937 during it.
    expect(calibrationHeld(1987, 937)).toBe(false);
    expect(calibrationHeld(900, 1300)).toBe(false);
  });

  it('holds when either reading is missing: nothing to compare', () => {
    expect(calibrationHeld(Number.NaN, 900)).toBe(true);
    expect(calibrationHeld(1200, 0)).toBe(true);
  });
});
