import { useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { selectedVariant, valueAt, withValueAt, withVariant } from './documentPath';
import type { FamilyFlags, Section, Segment } from './formFields';
import { EventsPanel } from './EventsPanel';
import { PreviewFrame } from './PreviewFrame';
import { previewTexts } from './previewTexts';
import {
  FRAME_HEIGHT,
  PREVIEW_ROUTES,
  PREVIEW_WIDTHS,
  frameScale,
  frameSrc,
  type PreviewRoutePath,
  type PreviewWidth,
} from './previewOptions';
import { ShopperPicker } from './ShopperPicker';
import { signInPreviewShopper, type PreviewSession } from './previewSession';
import { DEFAULT_SHOPPER, type ShopperState } from './shopperState';
import type { StudioAction, StudioState } from './studioState';
import * as F from './Fields.styles';
import * as S from './Studio.styles';

type Picker = { family: FamilyFlags; path: readonly Segment[] };

const GAP = 16;
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The variant pickers of the form, so the comparison edits the same flags the form does. */
const pickersOf = (sections: readonly Section[]): Picker[] =>
  sections.flatMap((s) =>
    s.fields.flatMap((f) =>
      f.control.kind === 'variants' ? [{ family: f.control.family, path: f.path }] : [],
    ),
  );

/** The studio's right side: the storefront at 375, 768 and 1280 px, or every variant of a family. */
export function PreviewPanel({
  state,
  sections,
  dispatch,
  route,
  onRoute,
  onOverflow,
}: {
  state: StudioState;
  sections: readonly Section[];
  dispatch: Dispatch<StudioAction>;
  /** The page the frames show; the studio holds it, so the editor can turn the preview too. */
  route: PreviewRoutePath;
  onRoute(route: PreviewRoutePath): void;
  /** Which editor texts overflow in the frames of the configuration as edited, per width. */
  onOverflow(width: number, paths: readonly string[] | null): void;
}) {
  const pickers = useMemo(() => pickersOf(sections), [sections]);
  const texts = useMemo(() => previewTexts(state.settings, sections), [state.settings, sections]);
  const [width, setWidth] = useState<PreviewWidth | 'all'>('all');
  const [compare, setCompare] = useState<string>('');
  const [available, setAvailable] = useState(1200);
  const area = useRef<HTMLDivElement>(null);
  // The shopper is part of each frame's address: a change loads the frames again.
  const [shopper, setShopper] = useState<ShopperState>(DEFAULT_SHOPPER);
  // One sign-in serves every frame while the shopper stays signed in; going back to a guest
  // lets it go, so signing in again starts a fresh session.
  const [session, setSession] = useState<PreviewSession | null>(null);
  const changeShopper = (next: ShopperState) => {
    setShopper(next);
    setSession(next.signedIn ? (session ?? signInPreviewShopper()) : null);
  };

  useEffect(() => {
    const el = area.current;
    if (el === null) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const picker = pickers.find((p) => p.family.family === compare) ?? null;
  const widths: readonly PreviewWidth[] = width === 'all' ? PREVIEW_WIDTHS : [width];
  const scale = frameScale(widths, available - 2 * GAP, GAP);
  const compareWidth: PreviewWidth = width === 'all' ? 375 : width;

  return (
    <S.Preview aria-label="Preview">
      <S.PreviewBar>
        <label>
          Page
          <S.Select
            value={route}
            onChange={(e) => {
              const picked = PREVIEW_ROUTES.find((r) => r.path === e.target.value);
              if (picked !== undefined) onRoute(picked.path);
            }}
          >
            {PREVIEW_ROUTES.map((r) => (
              <option key={r.path} value={r.path}>
                {r.label}
              </option>
            ))}
          </S.Select>
        </label>
        <S.Segmented>
          <legend>Width</legend>
          {(['all', ...PREVIEW_WIDTHS] as const).map((w) => (
            <S.Tab key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
              {w === 'all' ? 'All three' : `${w} px`}
            </S.Tab>
          ))}
        </S.Segmented>
        <label>
          Compare variants
          <S.Select value={compare} onChange={(e) => setCompare(e.target.value)}>
            <option value="">Off: the configuration as edited</option>
            {pickers.map((p) => (
              <option key={p.family.family} value={p.family.family}>
                {p.family.label}
              </option>
            ))}
          </S.Select>
        </label>
        <ShopperPicker value={shopper} onChange={changeShopper} />
      </S.PreviewBar>
      <S.Frames ref={area}>
        {picker === null
          ? widths.map((w) => (
              <PreviewFrame
                key={w}
                src={frameSrc(route, state.site, shopper)}
                width={w}
                height={FRAME_HEIGHT}
                scale={scale}
                title={`Storefront preview at ${w} px`}
                caption={`${w} px`}
                document={state.preview}
                texts={texts}
                session={session}
                onOverflow={onOverflow}
              />
            ))
          : picker.family.variants.map((variant) => {
              const flags = valueAt(state.preview, picker.path);
              const document = withValueAt(
                state.preview,
                picker.path,
                withVariant(flags, picker.family, variant),
              );
              const name = `${picker.family.label} ${capital(variant)}`;
              const current =
                selectedVariant(valueAt(state.document, picker.path), picker.family) === variant;
              return (
                <PreviewFrame
                  key={`${picker.family.family}-${variant}`}
                  src={frameSrc(route, state.site, shopper)}
                  width={compareWidth}
                  height={FRAME_HEIGHT}
                  scale={Math.min(0.6, scale)}
                  title={`${name} at ${compareWidth} px`}
                  caption={
                    <>
                      {name}
                      <F.SmallButton
                        type="button"
                        aria-pressed={current}
                        onClick={() =>
                          dispatch({
                            type: 'setValue',
                            path: picker.path,
                            value: withVariant(
                              valueAt(state.document, picker.path),
                              picker.family,
                              variant,
                            ),
                          })
                        }
                      >
                        {current ? 'In use' : `Use ${name}`}
                      </F.SmallButton>
                    </>
                  }
                  document={document}
                  texts={texts}
                  session={session}
                />
              );
            })}
      </S.Frames>
      <EventsPanel site={state.site} />
    </S.Preview>
  );
}
