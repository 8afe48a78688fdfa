/** Where `npm run mock-api` listens unless MOCK_API_PORT (or PORT) names another port. */
export const MOCK_API_DEFAULT_PORT = 4010;
