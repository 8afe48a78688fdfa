import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { chatDateLabel, relativeDateLabel, shortRelativeLabel } from './dateLabels';

/** A fixed clock: Wednesday 25 November 2026, 14:00 local time. */
const NOW = dayjs('2026-11-25T14:00:00');
const hoursAgo = (h: number) => NOW.subtract(h, 'hour');
const secondsAgo = (s: number) => NOW.subtract(s, 'second');

describe('relativeDateLabel (spec 9)', () => {
  it.each([
    ['a moment ago', secondsAgo(5), 'Today'],
    ['23 h 59 min ago, even across midnight', NOW.subtract(1439, 'minute'), 'Today'],
    ['exactly 24 h ago', hoursAgo(24), 'Yesterday'],
    ['47 h ago', hoursAgo(47), 'Yesterday'],
    ['48 h ago', hoursAgo(48), '2 days ago'],
    ['3 days ago', hoursAgo(72), '3 days ago'],
    ['6 days 23 h ago', hoursAgo(6 * 24 + 23), '6 days ago'],
    ['7 days ago', hoursAgo(7 * 24), '1 week ago'],
    ['29 days ago', hoursAgo(29 * 24), '1 week ago'],
    ['30 days ago', hoursAgo(30 * 24), '1 month ago'],
    ['179 days ago', hoursAgo(179 * 24), '1 month ago'],
    ['180 days ago', hoursAgo(180 * 24), '6 months ago'],
    ['364 days ago', hoursAgo(364 * 24), '6 months ago'],
    ['365 days ago', hoursAgo(365 * 24), '1 year ago'],
    ['729 days ago', hoursAgo(729 * 24), '1 year ago'],
    ['two years ago', dayjs('2024-11-20T09:00:00'), '20 Nov 2024'],
    ['a date ahead of our clock', NOW.add(3, 'hour'), 'Today'],
  ])('%s → %s', (_, date, expected) => {
    expect(relativeDateLabel(date, NOW)).toBe(expected);
  });

  it('reads ISO strings and unix milliseconds', () => {
    expect(relativeDateLabel('2026-11-24T13:00:00', NOW)).toBe('Yesterday');
    expect(relativeDateLabel(hoursAgo(80).valueOf(), NOW.valueOf())).toBe('3 days ago');
  });
});

describe('shortRelativeLabel (spec 9)', () => {
  it.each([
    [0, 'a few seconds ago'],
    [44, 'a few seconds ago'],
    [45, 'a minute ago'],
    [89, 'a minute ago'],
    [90, 'minutes ago'],
    [44 * 60 + 59, 'minutes ago'],
    [45 * 60, 'an hour ago'],
    [89 * 60, 'an hour ago'],
    [90 * 60, 'hours ago'],
    [22 * 3600 - 1, 'hours ago'],
    [22 * 3600, 'a day ago'],
    [36 * 3600 - 1, 'a day ago'],
    [36 * 3600, 'days ago'],
    [400 * 24 * 3600, 'days ago'],
    [-30, 'a few seconds ago'],
  ])('%i s ago → %s', (seconds, expected) => {
    expect(shortRelativeLabel(secondsAgo(seconds), NOW)).toBe(expected);
  });
});

describe('chatDateLabel (spec 9)', () => {
  it.each([
    ['earlier today', dayjs('2026-11-25T00:05:00'), 'Today'],
    ['late yesterday, under 24 h ago', dayjs('2026-11-24T23:55:00'), 'Yesterday'],
    ['early yesterday', dayjs('2026-11-24T00:00:00'), 'Yesterday'],
    ['two days ago', dayjs('2026-11-23T10:00:00'), 'Monday'],
    ['six days ago', dayjs('2026-11-19T10:00:00'), 'Thursday'],
    ['seven days ago', dayjs('2026-11-18T10:00:00'), 'Nov 18'],
    ['the start of the year', dayjs('2026-01-01T10:00:00'), 'Jan 1'],
    ['last year', dayjs('2025-12-31T10:00:00'), '12/31/25'],
    ['long ago', dayjs('2019-03-04T10:00:00'), '3/4/19'],
    ['later today (clock skew)', dayjs('2026-11-25T18:00:00'), 'Today'],
  ])('%s → %s', (_, date, expected) => {
    expect(chatDateLabel(date, NOW)).toBe(expected);
  });
});
