/**
 * Bar — a slim band across the top of the page (spec 2.18): a small picture, the heading and a
 * line of description, with the form or button beside them on desktops.
 */
import { PopupShell } from '../parts';
import type { PopupTemplateProps } from '../types';
import * as S from './PopupBar.styles';

export function PopupBar(props: PopupTemplateProps) {
  return <PopupShell {...props} template="bar" styles={S} />;
}
