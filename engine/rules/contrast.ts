/**
 * WCAG 2.x contrast between two CSS colours, for CMS colours the retailer types freely
 * (footer font on footer background, …). Pure: no DOM, so it runs in the view-model and in node.
 */
import { ownValue } from '../../ui/ownValue';

/** WCAG 1.4.3 AA minimum for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** An opaque sRGB colour, channels 0–255, plus alpha 0–1. */
export type Rgba = { r: number; g: number; b: number; a: number };

/** The CSS basic colour keywords plus the few a CMS colour picker commonly emits. */
const NAMED: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  maroon: '#800000',
  red: '#ff0000',
  purple: '#800080',
  fuchsia: '#ff00ff',
  green: '#008000',
  lime: '#00ff00',
  olive: '#808000',
  yellow: '#ffff00',
  navy: '#000080',
  blue: '#0000ff',
  teal: '#008080',
  aqua: '#00ffff',
  orange: '#ffa500',
  transparent: '#00000000',
};

/**
 * Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() (comma or space syntax, 0–255 or %) and
 * the keywords above. Anything else (hsl(), var(), gradients) returns null: unknown, not failing.
 */
export function parseCssColor(input: string): Rgba | null {
  const value = input.trim().toLowerCase();
  const named = ownValue(NAMED, value);
  if (named !== undefined) return parseHex(named);
  if (value.startsWith('#')) return parseHex(value);
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(value);
  return fn?.[1] === undefined ? null : parseRgbArgs(fn[1]);
}

function parseHex(hex: string): Rgba | null {
  const digits = hex.slice(1);
  if (!/^[0-9a-f]+$/.test(digits)) return null;
  const full =
    digits.length === 3 || digits.length === 4
      ? [...digits].map((d) => d + d).join('')
      : digits.length === 6 || digits.length === 8
        ? digits
        : null;
  if (full === null) return null;
  const byte = (at: number) => parseInt(full.slice(at, at + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) / 255 : 1 };
}

function parseRgbArgs(args: string): Rgba | null {
  const parts = args
    .split(/[\s,/]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [r, g, b, a = '1'] = parts;
  const [red, green, blue, alpha] = [number(r, 255), number(g, 255), number(b, 255), number(a, 1)];
  if (red === null || green === null || blue === null || alpha === null) return null;
  return { r: red, g: green, b: blue, a: alpha };
}

/** A CSS number or percentage, clamped to 0…max; null when it is neither. */
function number(text: string | undefined, max: number): number | null {
  if (text === undefined) return null;
  const match = /^(-?\d*\.?\d+)(%?)$/.exec(text);
  if (match?.[1] === undefined) return null;
  const raw = Number(match[1]);
  const scaled = match[2] === '%' ? (raw / 100) * max : raw;
  return Math.min(max, Math.max(0, scaled));
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A translucent colour as seen over an opaque backdrop (source-over compositing). */
function over(top: Rgba, backdrop: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, backdrop.r), g: mix(top.g, backdrop.g), b: mix(top.b, backdrop.b), a: 1 };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * The WCAG contrast ratio (1…21) of a text colour on a background, or null when either colour
 * cannot be parsed. A translucent background is taken over white (the page), a translucent text
 * colour over that background, as the browser would paint them.
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseCssColor(foreground);
  const bgRaw = parseCssColor(background);
  if (fg === null || bgRaw === null) return null;
  const bg = over(bgRaw, WHITE);
  const text = over(fg, bg);
  const lighter = Math.max(relativeLuminance(text), relativeLuminance(bg));
  const darker = Math.min(relativeLuminance(text), relativeLuminance(bg));
  return (lighter + 0.05) / (darker + 0.05);
}

/** True when the pair is known to fail; unparseable colours are not reported as failing. */
export function failsContrast(
  foreground: string,
  background: string,
  minimum = MIN_TEXT_CONTRAST,
): boolean {
  const ratio = contrastRatio(foreground, background);
  return ratio !== null && ratio < minimum;
}
