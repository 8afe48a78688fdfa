# The production storefront server (server/, `npm start`): build stage, then a slim runtime that
# holds only the built client, the built server and the runtime dependencies.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# What the client is built for: `mock` (the embedded mock backend, studio and preview toolbar) or
# `api` (a retailer's API behind the server's /api; none of the mock ships). The build writes it to
# dist/build-mode.json and the server refuses to start in the other mode:
#   docker build --build-arg STOREFRONT_MODE=api .
ARG STOREFRONT_MODE=mock
RUN STOREFRONT_MODE="$STOREFRONT_MODE" npx vite build && npm run build:server \
  && npm run build:mock-api

# `--target edge`: nginx with this build's hashed files, which it serves itself, and the reference
# configuration (deploy/). Before the runtime stage, which stays the default target.
FROM nginx:1.27-bookworm AS edge
COPY --from=build /app/dist/assets /srv/storefront/assets
COPY deploy/nginx/storefront.conf /etc/nginx/conf.d/default.conf
EXPOSE 8080

FROM node:24-bookworm-slim
WORKDIR /app
# Run time settings (server/env.ts). PUBLIC_ORIGIN is required: with NODE_ENV=production the
# server refuses to start without it, since every absolute link it writes (robots.txt, sitemap,
# canonical and Open Graph links, JSON-LD) is on that origin, never on a request's Host header:
#   docker run -e PUBLIC_ORIGIN=https://shop.example -p 3000:3000 <image>
# An `api` image also needs API_BASE_URL (the retailer's API). HOST=0.0.0.0: reachable from
# outside the container (the server listens on loopback only unless told).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
USER node
EXPOSE 3000
# Liveness (GET /healthz, server/health.ts): no curl in the slim image, so Node's own fetch. It
# asks the address the server listens on (HOST, loopback when that is every interface).
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "const h=process.env.HOST||'';const host=h===''||h==='0.0.0.0'||h==='::'?'127.0.0.1':h.includes(':')?'['+h+']':h;fetch('http://'+host+':'+(process.env.PORT||3000)+'/healthz',{signal:AbortSignal.timeout(2000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist-server/main.js"]
