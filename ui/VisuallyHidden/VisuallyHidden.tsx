import styled from 'styled-components';

/**
 * Text for assistive technology only: off-screen but still in the accessibility tree. Its rules
 * are the document's `.visually-hidden` class (ui/theme/base.css), one definition for the
 * component and for plain elements that carry the class.
 */
export const VisuallyHidden = styled.span.attrs({ className: 'visually-hidden' })``;
