import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button, SvgIcon } from '../../../ui';
import { CartEmpty } from '../parts/CartEmpty';
import { CartTotals } from '../parts/CartTotals';
import { CheckoutNotice } from '../parts/CheckoutNotice';
import { FormField } from '../parts/FormField';
import { OrderLines } from '../parts/OrderLines';
import { StoreSummary } from '../parts/StoreSummary';
import * as Summary from '../parts/Summary.styles';
import type { CheckoutViewProps } from '../types';
import * as S from './Checkout.styles';

/**
 * The /checkout and /ecommerce-checkout body: contact details validated by the spec 5 rules, and
 * the order summary (store, lines, totals). Placing the order is disabled with its reason while
 * the store is closed (4.6); the server's own message answers a submit (7.1, 8).
 */
export function Checkout({
  lines,
  itemCount,
  totals,
  store,
  checkout,
  fields,
  submitting,
  result,
  cartHref,
  shopHref,
  onFieldChange,
  onSubmit,
}: CheckoutViewProps) {
  const headingId = useId();
  const reasonId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // After a submit, the first field with a message takes focus, so keyboard users land on it.
  const focusInvalid = useRef(false);
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fields]);

  if (result?.kind === 'success') {
    return (
      <S.Done aria-live="polite">
        <S.Tick>
          <SvgIcon size={36}>
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </SvgIcon>
        </S.Tick>
        <h2>{result.message}</h2>
        <p>Reference: {result.reference}</p>
        <Summary.LinkButton to={shopHref} data-variant="primary" data-size="md">
          Continue Shopping
        </Summary.LinkButton>
      </S.Done>
    );
  }

  if (lines.length === 0) {
    return (
      <CartEmpty
        action={
          <Summary.LinkButton to={shopHref} data-variant="primary" data-size="md">
            Continue Shopping
          </Summary.LinkButton>
        }
      />
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    focusInvalid.current = true;
    onSubmit();
  };

  return (
    <Summary.Columns>
      <S.Form ref={formRef} aria-labelledby={headingId} noValidate onSubmit={submit}>
        <h2 id={headingId}>Contact Details</h2>
        <S.Hint>We use these to confirm your order and tell you when it is ready.</S.Hint>
        <S.Grid>
          {fields.map((field) => (
            <FormField
              key={field.key}
              field={field}
              onChange={(value) => onFieldChange(field.key, value)}
            />
          ))}
        </S.Grid>
        {result?.kind === 'error' && <S.Alert role="alert">{result.message}</S.Alert>}
        {!checkout.enabled && <CheckoutNotice id={reasonId} reason={checkout.reason} />}
        <Button
          type="submit"
          size="lg"
          disabled={!checkout.enabled || submitting}
          aria-describedby={checkout.enabled ? undefined : reasonId}
        >
          {submitting ? 'Placing Order...' : 'Place Order'}
        </Button>
      </S.Form>
      <Summary.Card aria-label="Order summary">
        <Summary.CardTitle>Order Summary ({itemCount})</Summary.CardTitle>
        <StoreSummary store={store} />
        <OrderLines lines={lines} />
        <CartTotals totals={totals} />
        <Summary.LinkButton to={cartHref} data-variant="secondary" data-size="md">
          Edit Cart
        </Summary.LinkButton>
      </Summary.Card>
    </Summary.Columns>
  );
}
