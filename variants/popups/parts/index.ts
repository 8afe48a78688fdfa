export { PopupCloseButton } from './PopupCloseButton';
export { PopupMainCopy, PopupThankYouCopy } from './PopupCopy';
export { PopupEmailForm } from './PopupEmailForm';
export * as PopupStyles from './PopupParts.styles';
export { usePopupDialog } from './usePopupDialog';
export { usePopupView } from './PopupView';
export { PopupShell, type PopupTemplateStyles } from './PopupShell';
