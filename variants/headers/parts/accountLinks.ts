/** The "Your Account" links of spec 2.4, in the spec's order. Sign Out is an action, not a link. */
export type AccountLink = {
  label: string;
  href: string;
  /** Shown only when the chat platform is enabled. */ needsChat?: boolean;
};

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { label: 'Your Order', href: '/your-order' },
  { label: 'Your List', href: '/your-list' },
  { label: 'Chat with Retailer', href: '/chat-with-retailer', needsChat: true },
  { label: 'Keep Shopping For', href: '/keep-shopping-for' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Location', href: '/find-a-dispensary' },
  { label: 'Request Your Information', href: '/account/request-your-information' },
  { label: 'Login & Security', href: '/account/login-and-security' },
  { label: 'Terms & Condition', href: '/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Customer Support', href: '/customer-support' },
  { label: 'Close Your Account', href: '/account/close-your-account' },
];

/** The links a user sees: chat only when chatPlatformCms is enabled (spec 6). */
export function accountLinksFor(chatEnabled: boolean): AccountLink[] {
  return ACCOUNT_LINKS.filter((link) => !link.needsChat || chatEnabled);
}
