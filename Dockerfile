# The production storefront server (server/, `npm start`): build stage, then a slim runtime that
# holds only the built client, the built server and the runtime dependencies.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# A real backend is chosen at build time for the browser (VITE_API_BASE_URL) and at run time for
# the server (API_BASE_URL); without them the server embeds the mock backend under /api.
ARG VITE_API_BASE_URL=""
RUN npx vite build && npm run build:server

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
USER node
EXPOSE 3000
CMD ["node", "dist-server/main.js"]
