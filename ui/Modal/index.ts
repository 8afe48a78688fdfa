export { Modal, ModalActions, type ModalProps } from './Modal';
