import StorePicker from '../../variants/store-picker/StorePicker';
import { useStorePickerProps } from '../viewmodels/storeSelection/useStorePickerProps';

/** Menu Four's Location tab (spec 2.9): the store picker of 2.11, on the shared store-switch actor. */
export function MenuLocationPicker() {
  const picker = useStorePickerProps();
  return <StorePicker {...picker} headingLevel={3} />;
}
