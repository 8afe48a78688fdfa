/**
 * Flyout — a card that rises from the bottom of the page (spec 2.18): along the bottom edge on
 * phones, in the bottom-right corner on larger screens, centred for the thank-you view.
 */
import { PopupShell } from '../parts';
import type { PopupTemplateProps } from '../types';
import * as S from './PopupFlyout.styles';

export function PopupFlyout(props: PopupTemplateProps) {
  return <PopupShell {...props} template="flyout" styles={S} />;
}
