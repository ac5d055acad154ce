# Kamai: Deno app + pre-built web. Configure with environment variables (see README); production needs DATABASE_URL etc.
FROM denoland/deno:2.9.6

WORKDIR /app
RUN chown deno:deno /app
USER deno

COPY --chown=deno:deno . .

# Fetch every server dependency and build the web app at image build time, so start-up needs no network.
RUN deno install --entrypoint main.ts \
  && cd web && deno task build \
  && rm -rf node_modules

ENV APP_ENV=production \
  PORT=8000
EXPOSE 8000

CMD ["run", "-A", "main.ts"]
