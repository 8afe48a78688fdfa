export { Dropdown, type DropdownProps, type DropdownPlacement } from './Dropdown';
export {
  useDisclosureMenu,
  type DisclosureOptions,
  type DisclosureTriggerProps,
} from './useDisclosureMenu';
