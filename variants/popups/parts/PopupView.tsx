import { useId, type ReactNode } from 'react';
import type { PopupTemplateProps } from '../types';
import { PopupMainCopy, PopupThankYouCopy } from './PopupCopy';

/** What every template shows, whichever view is on: its heading id, its image and its words. */
export function usePopupView(props: PopupTemplateProps): {
  headingId: string;
  imageUrl: string | null;
  view: 'main' | 'thankYou';
  body: ReactNode;
} {
  const headingId = useId();
  const {
    thankYou,
    onClose: _onClose,
    onThankYouButton,
    notices: _notices,
    legalNotices: _legalNotices,
    ...main
  } = props;
  if (thankYou !== null) {
    return {
      headingId,
      imageUrl: thankYou.imageUrl,
      view: 'thankYou',
      body: (
        <PopupThankYouCopy
          thankYou={thankYou}
          headingId={headingId}
          onThankYouButton={onThankYouButton}
        />
      ),
    };
  }
  return {
    headingId,
    imageUrl: main.content.imageUrl,
    view: 'main',
    body: <PopupMainCopy {...main} headingId={headingId} />,
  };
}
