/** The "Your Account" links of spec 2.4, in order, as shown when the site has chat on. */
export const YOUR_ACCOUNT_LINK_NAMES = [
  'Your Order',
  'Your List',
  'Chat with Retailer',
  'Keep Shopping For',
  'Blog',
  'Contact Us',
  'Location',
  'Request Your Information',
  'Login & Security',
  'Terms & Condition',
  'Privacy Policy',
  'Customer Support',
  'Close Your Account',
];
