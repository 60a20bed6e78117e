# The production image: the built site on the current LTS Node (24), served by our server in front of
# Next on port 3000, talking to PostgreSQL. The project itself still installs and tests on Node 20.19+.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build writes a throwaway secret into ./data; the image uses PAYLOAD_SECRET and /data.
RUN npm run build && npm prune --omit=dev && rm -rf data

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
# pg_dump for `npm run payload -- backup` and scheduled backups: Debian 12's is PostgreSQL 15's, as the compose file's server.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/auth/user').then(r=>process.exit(r.status===401||r.status===200?0:1),()=>process.exit(1))"
# Our server in front of Next takes the client address from the connection (README, "Security").
CMD ["node", "site/.next/machine-soul-server.mjs", "--port", "3000"]
