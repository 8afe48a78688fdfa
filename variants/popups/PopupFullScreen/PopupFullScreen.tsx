/**
 * Full Screen — the campaign takes the whole screen (spec 2.18): a big picture and the words at
 * display size, for launches that deserve the shopper's full attention.
 */
import { PopupShell } from '../parts';
import type { PopupTemplateProps } from '../types';
import * as S from './PopupFullScreen.styles';

export function PopupFullScreen(props: PopupTemplateProps) {
  return <PopupShell {...props} template="fullScreen" styles={S} />;
}
