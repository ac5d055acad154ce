/** SourceForm: the fields of a sales source, for creating one and for editing one (the secret rotates here). */
import { type FormEvent, useState } from "react";
import type {
  CreateSourceBody,
  SourceJson,
  SourceKind,
} from "@wire/sources.ts";
import { Button } from "./Button.tsx";
import { SelectField, TextField } from "./Field.tsx";
import { POSTBACK_FIELDS, SOURCE_KIND_OPTIONS } from "@/lib/source_connect.ts";
import { type MessageKey, t } from "@/i18n/i18n.ts";
import "@/i18n/areas/admin_catalog.ts";
import { kindText } from "./source_kind_text.ts";
import { displayCurrency } from "@/lib/money.ts";

const NAME_MISSING: MessageKey = "admc.sourceForm.nameMissing";

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
  // The key of the form's error (its text is read at render time).
  const [error, setError] = useState<MessageKey | null>(null);
  const prefix = source ? `source-${source.id}` : "new-source";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(NAME_MISSING);
    if (currency.trim() && !/^[A-Za-z]{3}$/.test(currency.trim())) {
      return setError("admc.sourceForm.badCurrency");
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
      aria-label={source
        ? t("admc.sources.editTitle", { name: source.name })
        : t("admc.sourceForm.create")}
    >
      <TextField
        id={`${prefix}-name`}
        label={t("admc.sourceForm.name")}
        placeholder={t("admc.sourceForm.namePlaceholder")}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        error={error === NAME_MISSING ? t(error) : null}
      />
      {source
        ? (
          <TextField
            id={`${prefix}-kind`}
            label={t("admc.sourceForm.kind")}
            value={kindText(kind)}
            readOnly
          />
        )
        : (
          <SelectField
            id={`${prefix}-kind`}
            label={t("admc.sourceForm.kind")}
            value={kind}
            onChange={(e) => setKind(e.target.value as SourceKind)}
          >
            {SOURCE_KIND_OPTIONS.map((k) => (
              <option key={k.value} value={k.value}>{kindText(k.value)}</option>
            ))}
          </SelectField>
        )}
      <TextField
        id={`${prefix}-currency`}
        label={t("admc.sourceForm.currency")}
        placeholder={t("admc.sourceForm.currencyPlaceholder", {
          currency: displayCurrency(),
        })}
        hint={t("admc.sourceForm.currencyHint")}
        maxLength={3}
        value={currency}
        onChange={(e) => setCurrency(e.target.value)}
      />
      <div className="admin-form-wide">
        <TextField
          id={`${prefix}-secret`}
          label={kind === "shopify"
            ? t("admc.sources.signingKey")
            : t("admc.sources.secret")}
          autoComplete="off"
          spellCheck={false}
          hint={kind === "shopify"
            ? t("admc.sourceForm.shopifyKeyHint")
            : source
            ? t("admc.sourceForm.rotateHint")
            : t("admc.sourceForm.blankHint")}
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
            {source
              ? t("admc.sourceForm.rotate")
              : t("admc.sourceForm.generate")}
          </Button>
        )}
      </div>
      {kind === "postback" && (
        <>
          <SelectField
            id={`${prefix}-base`}
            label={t("admc.sourceForm.base")}
            hint={t("admc.sourceForm.baseHint")}
            value={commissionBase}
            onChange={(e) =>
              setCommissionBase(e.target.value as "sale" | "payout")}
          >
            <option value="sale">{t("admc.sourceForm.baseSale")}</option>
            <option value="payout">{t("admc.sourceForm.basePayout")}</option>
          </SelectField>
          <fieldset className="admin-form-wide">
            <legend className="source-label">
              {t("admc.sourceForm.params")}
            </legend>
            <p className="field-hint">{t("admc.sourceForm.paramsHint")}</p>
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
      {error && error !== NAME_MISSING && (
        <p className="field-error admin-form-wide" role="alert">{t(error)}</p>
      )}
      <div className="admin-form-actions admin-form-wide">
        <Button type="submit" busy={busy}>
          {source ? t("admc.sourceForm.save") : t("admc.sourceForm.submit")}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("app.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
