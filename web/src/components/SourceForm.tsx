/** SourceForm: the fields of a sales source, for creating one and for editing one (the secret rotates here). */
import { type FormEvent, useState } from "react";
import type {
  CreateSourceBody,
  SourceJson,
  SourceKind,
} from "../../../wire/sources.ts";
import { Button } from "./Button.tsx";
import { SelectField, TextField } from "./Field.tsx";
import { POSTBACK_FIELDS, SOURCE_KIND_OPTIONS } from "../lib/source_connect.ts";

/** A fresh random secret for a rotation: 48 characters from the URL-safe alphabet (it may sit in a postback URL). */
export function randomSecret(length = 48): string {
  const alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every character equally likely.
  let out = "";
  for (const b of bytes) if (b < 248) out += alphabet[b % alphabet.length];
  return out.length >= 32 ? out : out + randomSecret(length - out.length);
}

/** Props: `source` to edit one (its kind is then fixed), none to create. */
export interface SourceFormProps {
  source?: SourceJson;
  busy: boolean;
  onSubmit: (body: CreateSourceBody) => void;
  onCancel?: () => void;
}

/** The form; it sends only what it holds (blank secret and currency are left to the server at creation). */
export function SourceForm(
  { source, busy, onSubmit, onCancel }: SourceFormProps,
) {
  const [name, setName] = useState(source?.name ?? "");
  const [kind, setKind] = useState<SourceKind>(source?.kind ?? "shopify");
  const [secret, setSecret] = useState(source?.secret ?? "");
  const [currency, setCurrency] = useState(source?.currency ?? "");
  const [commissionBase, setCommissionBase] = useState(
    source?.commissionBase ?? "sale",
  );
  const [params, setParams] = useState<Record<string, string>>(
    source?.params ?? {},
  );
  const [error, setError] = useState<string | null>(null);
  const prefix = source ? `source-${source.id}` : "new-source";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("Enter a name for the source.");
    if (currency.trim() && !/^[A-Za-z]{3}$/.test(currency.trim())) {
      return setError("Currency must be a three-letter code, e.g. PKR.");
    }
    setError(null);
    const renames = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, v.trim()]).filter(([, v]) =>
        v !== ""
      ),
    );
    onSubmit({
      name: name.trim(),
      kind,
      ...(secret.trim() ? { secret: secret.trim() } : {}),
      ...(currency.trim() ? { currency: currency.trim().toUpperCase() } : {}),
      ...(kind === "postback" ? { commissionBase, params: renames } : {}),
    });
  };

  return (
    <form
      className="admin-form"
      onSubmit={submit}
      noValidate
      aria-label={source ? `Edit ${source.name}` : "Create a source"}
    >
      <TextField
        id={`${prefix}-name`}
        label="Name"
        placeholder="e.g. My Shopify store"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        error={error === "Enter a name for the source." ? error : null}
      />
      {source
        ? (
          <TextField
            id={`${prefix}-kind`}
            label="Kind"
            value={SOURCE_KIND_OPTIONS.find((k) => k.value === kind)?.label ??
              kind}
            readOnly
          />
        )
        : (
          <SelectField
            id={`${prefix}-kind`}
            label="Kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as SourceKind)}
          >
            {SOURCE_KIND_OPTIONS.map((k) => (
              <option key={k.value} value={k.value}>{k.label}</option>
            ))}
          </SelectField>
        )}
      <TextField
        id={`${prefix}-currency`}
        label="Currency"
        placeholder="Platform default (PKR)"
        hint="Deliveries in another currency are rejected, never converted."
        maxLength={3}
        value={currency}
        onChange={(e) => setCurrency(e.target.value)}
      />
      <div className="admin-form-wide">
        <TextField
          id={`${prefix}-secret`}
          label={kind === "shopify" ? "Signing key" : "Secret"}
          autoComplete="off"
          spellCheck={false}
          hint={kind === "shopify"
            ? "Paste the key Shopify shows under Settings → Notifications → Webhooks (an app's webhooks: its client secret)."
            : source
            ? "Rotating it breaks the old URL or key: update the store or network too."
            : "Leave blank and Kamai generates one."}
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
        />
        {kind !== "shopify" && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => setSecret(randomSecret())}
          >
            {source ? "Rotate: generate a new secret" : "Generate a secret"}
          </Button>
        )}
      </div>
      {kind === "postback" && (
        <>
          <SelectField
            id={`${prefix}-base`}
            label="Commission base"
            hint="What the product's commission percent is taken of."
            value={commissionBase}
            onChange={(e) =>
              setCommissionBase(e.target.value as "sale" | "payout")}
          >
            <option value="sale">Sale amount (amount)</option>
            <option value="payout">Network payout (payout)</option>
          </SelectField>
          <fieldset className="admin-form-wide">
            <legend className="source-label">Parameter names</legend>
            <p className="field-hint">
              Only if the network sends fixed names: the parameter each field is
              read from (blank keeps Kamai's name).
            </p>
            <div className="param-grid">
              {POSTBACK_FIELDS.map((field) => (
                <TextField
                  key={field}
                  id={`${prefix}-param-${field}`}
                  label={field}
                  placeholder={field}
                  value={params[field] ?? ""}
                  onChange={(e) =>
                    setParams((p) => ({ ...p, [field]: e.target.value }))}
                />
              ))}
            </div>
          </fieldset>
        </>
      )}
      {error && error !== "Enter a name for the source." && (
        <p className="field-error admin-form-wide" role="alert">{error}</p>
      )}
      <div className="admin-form-actions admin-form-wide">
        <Button type="submit" busy={busy}>
          {source ? "Save changes" : "Create source"}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
