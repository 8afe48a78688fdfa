/** The DOM id of an option: the input's aria-activedescendant points at it. */
export const optionDomId = (listboxId: string, optionId: string) => `${listboxId}-${optionId}`;
