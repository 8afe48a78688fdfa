export { Dropdown, type DropdownProps, type DropdownPlacement } from './Dropdown';
export { useDisclosureMenu, type DisclosureTriggerProps } from './useDisclosureMenu';
