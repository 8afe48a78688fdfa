import { toast } from 'react-toastify';
import type { Notify } from './notify';

/**
 * The app's Notify, backed by react-toastify. Position (top-right) and the 5000 ms default
 * auto-close of spec 9 belong to the ToastContainer the app shell renders.
 */
export const toastNotify: Notify = {
  success: (message) => {
    toast.success(message);
  },
  error: (message) => {
    toast.error(message);
  },
  warning: (message) => {
    toast.warning(message);
  },
};
