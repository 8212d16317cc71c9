export type { ModalAction, ModalProps } from './modal';
export { MODAL_ANIMATION_MS, Modal } from './modal';
