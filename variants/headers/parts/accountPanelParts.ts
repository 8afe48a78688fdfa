// What a signed-in account menu shows once opened, in one chunk of its own (see AccountDropdown).
export { AccountPanel } from './AccountPanel';
export { SignOutConfirmation } from './SignOutConfirmation';
