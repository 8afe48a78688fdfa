/**
 * The signed-in shopper's calls, made in the run's own account: a disposable one it signs up
 * (and closes at the very end), or an existing one given with --email/--password, which it
 * writes to but never closes and whose password it never changes.
 */
import type { Facts } from './facts.ts';
import { at, firstId, idText, listIn, recordIn } from './json.ts';
import { skip, type Call, type Skip, type Step } from './step.ts';

/** The list the storefront's "Move to Wishlist" always adds to. */
const MY_WISHLIST = 'my-wishlist';

const disposableOnly = (facts: Facts, reason: string, then: () => Call | Skip): Call | Skip =>
  facts.account.kind === 'disposable' ? then() : skip(reason);

const signUpBody = (facts: Facts) => ({
  firstName: facts.inputs.signUp.firstName,
  lastName: facts.inputs.signUp.lastName,
  email: facts.account.email,
  phone: facts.inputs.signUp.phone,
  password: facts.account.password,
});

/** The password the run changes the disposable account's to. */
const changedPassword = (facts: Facts) => `${facts.account.password}-changed`;

/** The cart the abandoned-cart e-mail is scheduled for, and then read back. */
const cartIdOf = (facts: Facts) => `contract-suite-cart-${facts.runId}`;

const ticketSubject = (facts: Facts) => `Contract suite ticket ${facts.runId}`;

const NO_CHAT =
  'no chat: the account has none and the contract has no call that opens one (use --email/--password of an account with a chat)';

const withChat = (facts: Facts, then: (id: string) => Call): Call | Skip =>
  facts.chatId === null ? skip(NO_CHAT) : then(facts.chatId);

/** Signing up, in, and the account's failures; first, so the later calls have a token. */
export const sessionSteps: readonly Step[] = [
  {
    operationId: 'signUp',
    call: (facts) =>
      disposableOnly(facts, 'an existing account was given (--email): none is made', () => ({
        json: signUpBody(facts),
      })),
    learn: (body, facts) => {
      facts.accountOpen = true;
      facts.signUpToken = idText(at(body, 'token'));
      facts.token ??= facts.signUpToken;
    },
  },
  {
    operationId: 'signUp',
    case: 'e-mail taken',
    failure: [409],
    uses: ['signUp'],
    call: (facts) =>
      facts.accountOpen
        ? { json: signUpBody(facts) }
        : skip('no disposable account to sign up again with'),
  },
  { operationId: 'signUp', case: 'bad body', failure: [400, 422], call: () => ({ json: {} }) },
  {
    operationId: 'signIn',
    uses: ['signUp'],
    call: (facts) => ({ json: { email: facts.account.email, password: facts.password } }),
    learn: (body, facts) => {
      facts.token = idText(at(body, 'token')) ?? facts.token;
    },
  },
  {
    operationId: 'signIn',
    case: 'wrong password',
    failure: [401],
    uses: ['signUp'],
    // Never against an existing account: a backend may lock it after failed attempts.
    call: (facts) =>
      disposableOnly(facts, 'not tried on an existing account', () => ({
        json: { email: facts.account.email, password: `${facts.password}-wrong` },
      })),
  },
];

export const accountSteps: readonly Step[] = [
  {
    operationId: 'getMe',
    call: () => ({}),
    learn: (body, facts) => {
      facts.user = recordIn(body);
    },
  },
  {
    operationId: 'updateProfile',
    uses: ['getMe'],
    call: (facts) => {
      if (facts.account.kind === 'disposable')
        return {
          json: {
            firstName: facts.inputs.signUp.firstName,
            lastName: `${facts.inputs.signUp.lastName} Updated`,
            email: facts.account.email,
            phone: facts.inputs.signUp.phone,
          },
        };
      // An existing account's profile is saved back as it is.
      const user = facts.user;
      if (user === null) return skip('GET /users/me gave no user to save back');
      const field = (key: string) => idText(user[key]) ?? '';
      return {
        json: {
          firstName: field('firstName'),
          lastName: field('lastName'),
          email: field('email') || facts.account.email,
          phone: field('phone'),
        },
      };
    },
  },
  { operationId: 'listOrders', call: () => ({}) },
  { operationId: 'getWishlists', call: () => ({}) },
  {
    operationId: 'addWishlistItem',
    uses: ['filterProducts'],
    call: (facts) =>
      facts.product === null
        ? skip('no product: POST /products/filter answered none')
        : { json: { productSlug: facts.product.slug, listSlug: MY_WISHLIST } },
  },
  {
    operationId: 'addWishlistItem',
    case: 'bad body',
    failure: [400, 422],
    call: () => ({ json: {} }),
  },
  {
    operationId: 'getNotifications',
    call: () => ({}),
    learn: (body, facts) => {
      const list = at(recordIn(body), 'data');
      facts.notificationId = Array.isArray(list) ? firstId(list[0], '_id', 'id') : null;
    },
  },
  {
    operationId: 'markNotificationsSeen',
    uses: ['getNotifications'],
    call: (facts) => ({
      json: { ids: facts.notificationId === null ? [] : [facts.notificationId] },
    }),
  },
  { operationId: 'listRecommendedProducts', call: () => ({}) },
  {
    operationId: 'getNotificationPreferences',
    call: () => ({}),
    learn: (body, facts) => {
      facts.notificationPreferences = recordIn(body);
    },
  },
  {
    // Saved back as read: the whole set, as the storefront sends it.
    operationId: 'saveNotificationPreferences',
    uses: ['getNotificationPreferences'],
    call: (facts) =>
      facts.notificationPreferences === null
        ? skip('GET /notification-preferences gave no preferences to save back')
        : { json: facts.notificationPreferences },
  },
  {
    operationId: 'listChats',
    call: () => ({}),
    learn: (body, facts) => {
      facts.chatId = firstId(listIn(body)[0], '_id', 'id');
    },
  },
  {
    operationId: 'getChatThread',
    uses: ['listChats'],
    call: (facts) => withChat(facts, (id) => ({ pathParams: { id } })),
  },
  {
    operationId: 'sendChatMessage',
    uses: ['listChats'],
    call: (facts) =>
      withChat(facts, (id) => ({
        pathParams: { id },
        json: {
          clientId: `contract-suite-${facts.runId}`,
          text: "A test message from the storefront's contract suite.",
        },
      })),
  },
  {
    operationId: 'createTicket',
    call: (facts) => ({
      json: {
        subject: ticketSubject(facts),
        category: 'Other',
        message: "A test ticket from the storefront's contract suite.",
        attachment: null,
      },
    }),
  },
  {
    operationId: 'createTicket',
    case: 'bad body',
    failure: [400, 422],
    call: () => ({ json: {} }),
  },
  {
    operationId: 'listTickets',
    uses: ['createTicket'],
    call: () => ({}),
    learn: (body, facts) => {
      const tickets = listIn(body);
      const ours = tickets.find((ticket) => at(ticket, 'subject') === ticketSubject(facts));
      facts.ticketId = firstId(ours ?? tickets[0], '_id', 'id');
    },
  },
  {
    operationId: 'replyToTicket',
    uses: ['listTickets'],
    call: (facts) =>
      facts.ticketId === null
        ? skip('no ticket: GET /tickets listed none')
        : {
            pathParams: { id: facts.ticketId },
            json: { message: "A test reply from the storefront's contract suite." },
          },
  },
  { operationId: 'requestInformation', call: () => ({}) },
  {
    operationId: 'postAbandonedCartEmailStatus',
    uses: ['filterProducts', 'getMe'],
    call: (facts) => {
      const product = facts.product;
      if (product === null) return skip('no product: POST /products/filter answered none');
      const { firstName, lastName } = facts.inputs.signUp;
      return {
        json: {
          // Far off, and to the run's address rather than a person's (spec 4.11).
          abandonAfterMs: 24 * 60 * 60 * 1000,
          customerEmail: facts.account.email,
          cartItems: [
            {
              productId: product.id,
              product: { slug: product.slug, name: product.name },
              option: product.option,
              quantity: 1,
              price: product.price,
            },
          ],
          firstName,
          lastName,
          fullName: `${firstName} ${lastName}`,
          mobile: facts.inputs.signUp.phone,
          cartId: cartIdOf(facts),
          retailerId: facts.retailer?.id ?? '',
          provider: '',
          orderType: 'PICKUP',
          menuType: 'RECREATIONAL',
          token: facts.token ?? '',
          userId: firstId(facts.user, '_id', 'id') ?? '',
        },
      };
    },
    learn: (_body, facts) => {
      facts.cartId = cartIdOf(facts);
    },
  },
  {
    operationId: 'getAbandonedCart',
    uses: ['postAbandonedCartEmailStatus'],
    call: (facts) =>
      facts.cartId === null
        ? skip('no cart: POST /cms/abandonedCartEmailStatus scheduled none')
        : { pathParams: { cartId: facts.cartId } },
  },
];

/** Last: the password, the sign-up's session, and the disposable account itself. */
export const endSteps: readonly Step[] = [
  {
    operationId: 'changePassword',
    call: (facts) =>
      disposableOnly(facts, 'an existing account’s password is never changed', () => ({
        json: { currentPassword: facts.password, newPassword: changedPassword(facts) },
      })),
    learn: (_body, facts) => {
      facts.password = changedPassword(facts);
    },
  },
  {
    operationId: 'signOut',
    call: (facts) => {
      if (facts.account.kind === 'existing') return {};
      // Sign-up's session ends; sign-in's stays for closing the account.
      return facts.signUpToken !== null && facts.signUpToken !== facts.token
        ? { token: facts.signUpToken }
        : skip('needs sign-up’s and sign-in’s sessions both, to close the account after it');
    },
  },
  {
    operationId: 'closeAccount',
    cleanup: true,
    call: (facts) => {
      if (facts.account.kind === 'existing') return skip('an existing account is never closed');
      return facts.accountOpen ? {} : skip('no disposable account was made');
    },
    learn: (_body, facts) => {
      facts.accountOpen = false;
    },
  },
];
