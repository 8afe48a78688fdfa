import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Field, FieldLabel, controlStyles } from './fieldStyles';
import { SELECTOR_TEXT } from './texts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Input = styled.input`
  ${controlStyles}
`;

/**
 * The delivery address form of the Delivery tab (spec 2.11). Owns only the draft text: the parent
 * remounts it (key) when the stored address changes, and the engine looks up stores on submit.
 */
export function DeliveryAddressForm({
  address,
  onSubmit,
}: {
  address: string;
  onSubmit(address: string): void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(address);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = draft.trim();
    if (trimmed !== '') onSubmit(trimmed);
  };
  return (
    <Form onSubmit={handleSubmit}>
      <Field>
        <FieldLabel htmlFor={id}>{SELECTOR_TEXT.deliveryAddress}</FieldLabel>
        <Input
          id={id}
          type="text"
          value={draft}
          required
          autoComplete="street-address"
          placeholder="Street address, city, ZIP"
          onChange={(event) => setDraft(event.target.value)}
        />
      </Field>
      <Button type="submit" fullWidth>
        {SELECTOR_TEXT.deliverySubmit}
      </Button>
    </Form>
  );
}
