import type { ComponentType, ReactNode } from 'react';
import type { PopupTemplateProps, PopupTemplateType } from '../types';
import { PopupCloseButton } from './PopupCloseButton';
import * as PopupStyles from './PopupParts.styles';
import { usePopupDialog } from './usePopupDialog';
import { usePopupView } from './PopupView';

type Box = ComponentType<{ children?: ReactNode }>;

/** What a template brings: its dialog box and its layout; the shell brings the behaviour. */
export type PopupTemplateStyles = {
  Dialog: ComponentType<Record<string, unknown>>;
  Layout: Box;
  Media: Box;
  Body: Box;
};

/**
 * The structure every template shares (spec 2.18): a modal dialog named by its heading, the
 * optional picture, the main or thank-you words with the compliance small print under them, and
 * the close control. Templates differ only in their styles.
 */
export function PopupShell({
  template,
  styles: S,
  ...props
}: PopupTemplateProps & { template: PopupTemplateType; styles: PopupTemplateStyles }) {
  const dialog = usePopupDialog(props.onClose);
  const { headingId, imageUrl, view, body } = usePopupView(props);
  return (
    <S.Dialog
      {...dialog}
      aria-modal="true"
      aria-labelledby={headingId}
      data-popup-template={template}
      data-popup-view={view}
      data-image={imageUrl !== null ? '' : undefined}
      data-legal-notices={props.legalNotices !== null ? '' : undefined}
    >
      <S.Layout>
        {imageUrl !== null && (
          <S.Media>
            <PopupStyles.Image src={imageUrl} alt="" />
          </S.Media>
        )}
        <S.Body>
          {body}
          {props.legalNotices !== null && (
            <PopupStyles.SmallPrint notices={props.legalNotices} tone="compact" />
          )}
        </S.Body>
        <PopupCloseButton onClose={props.onClose} />
      </S.Layout>
      {props.notices}
    </S.Dialog>
  );
}
