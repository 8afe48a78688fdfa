/** Spec 2.11/§5: a phone number is shown only when it exists and is not the text "null". */
export function displayPhone(...candidates: readonly (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const phone = candidate?.trim() ?? '';
    if (phone !== '' && phone.toLowerCase() !== 'null') return phone;
  }
  return null;
}
