import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../../ui/Icon';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { RetailerSelectorStates } from '../types';
import { ControlWrap, Field, FieldLabel, controlStyles } from './fieldStyles';
import { SELECTOR_TEXT } from './texts';

const Select = styled.select`
  ${controlStyles}
  appearance: none;
  cursor: pointer;
`;

/** The "Select a State" dropdown (spec 2.11); the engine sorts the options and filters by the choice. */
export function StateSelect({
  states,
  onChange,
  hideLabel = false,
}: {
  states: RetailerSelectorStates;
  onChange(code: string): void;
  /** When a visible heading right above already says "Select a State". */
  hideLabel?: boolean;
}) {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value !== '') onChange(event.target.value);
  };
  return (
    <Field>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {SELECTOR_TEXT.selectState}
        </VisuallyHidden>
      ) : (
        <FieldLabel htmlFor={id}>{SELECTOR_TEXT.selectState}</FieldLabel>
      )}
      <ControlWrap>
        <Select id={id} value={states.selected ?? ''} onChange={handleChange} data-icon="end">
          {states.selected === null && (
            <option value="" disabled>
              {SELECTOR_TEXT.chooseState}
            </option>
          )}
          {states.options.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </Select>
        <ChevronDownIcon size={18} data-side="end" />
      </ControlWrap>
    </Field>
  );
}
