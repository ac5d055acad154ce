/** resolveSecrets: the app's secrets from the config, or (development) generated once and kept in app_secrets. */
import type { Sql } from "postgres";
import type { AppSecrets } from "../app_context.ts";
import type { AppConfig } from "../config.ts";

type SecretName = Exclude<keyof AppSecrets, "clickIdSecret">;

const STORED_NAMES: Record<SecretName, string> = {
  jwtSecret: "jwt_secret",
  altchaHmacKey: "altcha_hmac_key",
  conversionsSecret: "conversions_secret",
};

/** A fresh 256-bit secret, base64url. */
export function generateSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll(
    "/",
    "_",
  ).replace(/=+$/, "");
}

/** Resolves every secret: a configured value wins; otherwise development keeps a generated one so restarts keep sessions. */
export async function resolveSecrets(
  sql: Sql,
  config: AppConfig,
): Promise<AppSecrets> {
  const given: Record<SecretName, string | null> = {
    jwtSecret: config.jwtSecret,
    altchaHmacKey: config.altchaHmacKey,
    conversionsSecret: config.conversionsSecret,
  };
  const resolved = {} as AppSecrets;
  for (const name of Object.keys(given) as SecretName[]) {
    const value = given[name];
    if (value) {
      resolved[name] = value;
    } else if (
      config.appEnv === "development" ||
      (name === "altchaHmacKey" && config.recaptchaSecret)
    ) {
      // The ALTCHA key is never used in production when reCAPTCHA is configured, so keeping one is harmless.
      resolved[name] = await storedSecret(sql, STORED_NAMES[name]);
    } else {
      throw new Error(
        `${STORED_NAMES[name].toUpperCase()} must be set in production`,
      );
    }
  }
  // Nobody configures this one: every instance on the database reads the same generated value, in production too
  // (it signs click ids, which only this database can credit anyway).
  resolved.clickIdSecret = await storedSecret(sql, "click_id_secret");
  return resolved;
}

async function storedSecret(sql: Sql, name: string): Promise<string> {
  // Insert-if-absent then read back, so instances starting together all end up with the first value written.
  await sql`insert into app_secrets (name, value) values (${name}, ${generateSecret()}) on conflict (name) do nothing`;
  const [row] = await sql<
    { value: string }[]
  >`select value from app_secrets where name = ${name}`;
  return row.value;
}
