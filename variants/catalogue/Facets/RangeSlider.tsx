/**
 * A range on a track with two thumbs and two typed bounds (THC, CBD). The thumbs follow WAI-ARIA's
 * multi-thumb slider: arrows, Page Up/Down, Home and End move the focused one. A choice is
 * reported once it is made (a thumb released, a key let go, a typed bound confirmed with Enter or
 * by leaving the field), so a drag is one change of the listing, not one per stop.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { cssVars } from '../../../ui/cssVars';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import {
  formatValue,
  fractionOf,
  keyedValue,
  moveThumb,
  nearestThumb,
  typedValue,
  valueAt,
  type Thumb,
  type Track,
} from './rangeMath';
import type { RangeValue } from './types';
import * as S from './RangeSlider.styles';

export type RangeSliderProps = {
  /** What is ranged over, e.g. "THC": names the thumbs ("Minimum THC") and the fields. */
  label: string;
  /** "%" or "mg": shown in the fields and read with each value. */
  unit: string;
  /** The track's ends. */
  bounds: RangeValue;
  /** One arrow key's move; the stops of a drag. */
  step: number;
  /** The chosen range; the ends when none is chosen. */
  value: RangeValue;
  onChange(value: RangeValue): void;
};

const THUMBS: readonly Thumb[] = ['min', 'max'];
const NAMES = { min: 'Minimum', max: 'Maximum' } as const;
const FIELD_LABELS = { min: 'Min', max: 'Max' } as const;

const same = (a: RangeValue, b: RangeValue) => a.min === b.min && a.max === b.max;

export function RangeSlider({ label, unit, bounds, step, value, onChange }: RangeSliderProps) {
  const track: Track = { ...bounds, step };
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [active, setActive] = useState<Thumb>('max');
  const [typing, setTyping] = useState<{ thumb: Thumb; text: string } | null>(null);
  // The last range reported, and the page's range it was reported from: a thumb let go twice
  // (key up, then blur) reports once, while the page has not answered yet.
  const reported = useRef<{ from: RangeValue; to: RangeValue } | null>(null);
  const dragging = useRef<Thumb | null>(null);
  const slider = useRef<HTMLDivElement>(null);
  const thumbs = useRef<Record<Thumb, HTMLSpanElement | null>>({ min: null, max: null });

  // A new range from the page (the URL changed): the thumbs and fields follow it.
  if (!same(shown, value)) {
    setShown(value);
    setDraft(value);
  }

  const report = (next: RangeValue) => {
    const last = reported.current;
    if (same(next, value) || (last !== null && same(last.from, value) && same(last.to, next))) {
      return;
    }
    reported.current = { from: value, to: next };
    onChange(next);
  };

  const pointerValue = (event: PointerEvent) => {
    const box = slider.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    return valueAt((event.clientX - box.left) / box.width, track);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const at = pointerValue(event);
    if (at === null) return;
    const pressed = event.target instanceof HTMLElement ? event.target.dataset.thumb : undefined;
    const thumb = pressed === 'min' || pressed === 'max' ? pressed : nearestThumb(draft, at);
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (a story's userEvent) has nothing to capture; the press still counts.
    }
    dragging.current = thumb;
    setActive(thumb);
    thumbs.current[thumb]?.focus();
    setDraft(moveThumb(draft, thumb, at));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const thumb = dragging.current;
    const at = thumb === null ? null : pointerValue(event);
    if (thumb !== null && at !== null) setDraft((current) => moveThumb(current, thumb, at));
  };
  // Moves come faster than renders: the release's own place is the thumb's last.
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const thumb = dragging.current;
    if (thumb === null) return;
    dragging.current = null;
    const at = pointerValue(event);
    const next = at === null ? draft : moveThumb(draft, thumb, at);
    setDraft(next);
    report(next);
  };

  const onKeyDown = (thumb: Thumb) => (event: KeyboardEvent<HTMLSpanElement>) => {
    const next = keyedValue(event.key, draft[thumb], track);
    if (next === null) return;
    event.preventDefault();
    setActive(thumb);
    setDraft(moveThumb(draft, thumb, next));
  };
  // Held down, a key repeats: the listing changes once, when it is let go.
  const onKeyUp = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (keyedValue(event.key, 0, track) !== null) report(draft);
  };

  const confirmTyped = (thumb: Thumb) => {
    const typed = typing !== null && typing.thumb === thumb ? typing.text : null;
    const at = typed === null ? null : typedValue(typed, track);
    setTyping(null);
    if (at === null) return;
    const next = moveThumb(draft, thumb, at);
    setDraft(next);
    report(next);
  };

  const position = cssVars({
    '--from': String(fractionOf(draft.min, bounds)),
    '--to': String(fractionOf(draft.max, bounds)),
  });
  const spoken = (amount: number) =>
    unit === '%' ? `${formatValue(amount)}%` : `${formatValue(amount)} ${unit}`;

  return (
    <S.Root>
      <S.Slider
        ref={slider}
        style={position}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <S.Rail />
        <S.Fill />
        {THUMBS.map((thumb) => (
          <S.Thumb
            key={thumb}
            ref={(element) => {
              thumbs.current[thumb] = element;
            }}
            role="slider"
            tabIndex={0}
            data-thumb={thumb}
            data-active={active === thumb}
            aria-label={`${NAMES[thumb]} ${label}`}
            aria-orientation="horizontal"
            aria-valuemin={thumb === 'min' ? bounds.min : draft.min}
            aria-valuemax={thumb === 'min' ? draft.max : bounds.max}
            aria-valuenow={draft[thumb]}
            aria-valuetext={spoken(draft[thumb])}
            onKeyDown={onKeyDown(thumb)}
            onKeyUp={onKeyUp}
            onBlur={() => report(draft)}
          />
        ))}
      </S.Slider>
      <S.Inputs>
        {THUMBS.map((thumb, index) => (
          <FieldPart key={thumb} dash={index > 0}>
            <S.Field>
              <span>
                {FIELD_LABELS[thumb]}
                <VisuallyHidden>
                  {' '}
                  {label} ({unit})
                </VisuallyHidden>
              </span>
              <S.Box>
                <input
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={
                    typing !== null && typing.thumb === thumb
                      ? typing.text
                      : formatValue(draft[thumb])
                  }
                  onFocus={(event) => setTyping({ thumb, text: event.currentTarget.value })}
                  onChange={(event) => setTyping({ thumb, text: event.currentTarget.value })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') confirmTyped(thumb);
                    if (event.key === 'Escape' && typing !== null) {
                      // Escape undoes the typing; inside a sheet it must not close the sheet too
                      // (a cancelled key makes no close request of the dialog either).
                      event.preventDefault();
                      event.stopPropagation();
                      setTyping(null);
                    }
                  }}
                  onBlur={() => confirmTyped(thumb)}
                />
                <S.Unit aria-hidden="true">{unit}</S.Unit>
              </S.Box>
            </S.Field>
          </FieldPart>
        ))}
      </S.Inputs>
    </S.Root>
  );
}

/** A field, with the dash between the two before the second. */
function FieldPart({ dash, children }: { dash: boolean; children: ReactNode }) {
  return (
    <>
      {dash && <S.Dash aria-hidden="true">–</S.Dash>}
      {children}
    </>
  );
}
