/** The "Make an API key" form of /admin/api-keys: a name and the scopes (docs/api-keys.md). */
import { type FormEvent, useState } from "react";
import { Card } from "@/components/Card.tsx";
import { Button } from "@/components/Button.tsx";
import { TextField } from "@/components/Field.tsx";
import { API_KEY_SCOPES } from "@domain/api_keys/api_key.ts";
import { t } from "@/i18n/i18n.ts";

/** The form; `onMake` sends it and resolves true when the key was made (the form then empties). */
export function ApiKeyForm(
  { busy, nameError, scopesError, onMake }: {
    busy: boolean;
    nameError: string | null;
    scopesError: string | null;
    onMake(name: string, scopes: string[]): Promise<boolean>;
  },
) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<string[]>([]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onMake(name.trim(), scopes)) {
      setName("");
      setScopes([]);
    }
  };
  return (
    <Card title={t("admc.keys.make")}>
      <form
        className="admin-form"
        onSubmit={submit}
        noValidate
        aria-label={t("admc.keys.make")}
      >
        <TextField
          label={t("admc.keys.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint={t("admc.keys.nameHint")}
          error={nameError ?? undefined}
          maxLength={100}
          required
          autoComplete="off"
        />
        <fieldset className="field">
          <legend className="field-label">{t("admc.keys.scopes")}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="checkbox-row ltr">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(e) =>
                  setScopes((list) =>
                    e.target.checked
                      ? [...list, scope]
                      : list.filter((x) =>
                        x !== scope
                      )
                  )}
              />{" "}
              {scope}
            </label>
          ))}
          {scopesError && (
            <span className="field-error" role="alert">{scopesError}</span>
          )}
        </fieldset>
        <div className="admin-form-actions">
          <Button
            type="submit"
            busy={busy}
            disabled={name.trim() === "" || scopes.length === 0}
          >
            {t("admc.keys.makeButton")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
