/**
 * Popup — the default template (spec 2.18): a centred dialog over the dimmed page, its picture
 * beside the words on tablets and desktops and above them on phones.
 */
import { PopupShell } from '../parts';
import type { PopupTemplateProps } from '../types';
import * as S from './PopupModal.styles';

export function PopupModal(props: PopupTemplateProps) {
  return <PopupShell {...props} template="popup" styles={S} />;
}
