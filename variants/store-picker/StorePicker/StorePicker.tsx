/**
 * Store Picker — the state dropdown and name search above a list of store cards (spec 2.11).
 * It sizes itself to its container, not the viewport: one column in a drawer tab, the controls
 * side by side and two or three card columns on the store finder page.
 */
import { StateSelect, StoreSearch } from '../../retailer-selectors/parts';
import type { StorePickerProps } from '../types';
import { Controls, Picker, Stores } from './StorePicker.styles';

export function StorePicker({
  states,
  onStateChange,
  search,
  onSearch,
  content,
  onChooseStore,
  nameAs,
  headingLevel,
}: StorePickerProps) {
  return (
    <Picker>
      <Controls>
        <StateSelect states={states} onChange={onStateChange} />
        <StoreSearch value={search} onSearch={onSearch} visibleLabel />
      </Controls>
      <Stores
        content={content}
        onChooseStore={onChooseStore}
        nameAs={nameAs}
        headingLevel={headingLevel}
      />
    </Picker>
  );
}
