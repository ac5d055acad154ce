/**
 * ApiKeyForm: the "Make an API key" form of /admin/api-keys (a name and the scopes) and /settings/api-keys (a name:
 * an affiliate's key is read-only), docs/api-keys.md.
 */
import { type FormEvent, useState } from "react";
import { Card } from "./Card.tsx";
import { Button } from "./Button.tsx";
import { TextField } from "./Field.tsx";
import type { KeysTextOf } from "./api_key_texts.ts";

/** The form; `onMake` sends it and resolves true when the key was made (the form then empties). */
export function ApiKeyForm(
  { scopes: choices, busy, nameError, scopesError, onMake, text }: {
    /** The scopes to choose from; none for an affiliate's read-only key. */
    scopes?: readonly string[];
    busy: boolean;
    nameError: string | null;
    scopesError: string | null;
    onMake(name: string, scopes: string[]): Promise<boolean>;
    text: KeysTextOf;
  },
) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<string[]>([]);
  const needsScopes = choices !== undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onMake(name.trim(), scopes)) {
      setName("");
      setScopes([]);
    }
  };
  return (
    <Card title={text("make")}>
      <form
        className="admin-form"
        onSubmit={submit}
        noValidate
        aria-label={text("make")}
      >
        <TextField
          label={text("name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint={text("nameHint")}
          error={nameError ?? undefined}
          maxLength={100}
          required
          autoComplete="off"
        />
        {choices && (
          <fieldset className="field">
            <legend className="field-label">{text("scopes")}</legend>
            {choices.map((scope) => (
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
        )}
        <div className="admin-form-actions">
          <Button
            type="submit"
            busy={busy}
            disabled={name.trim() === "" ||
              (needsScopes && scopes.length === 0)}
          >
            {text("makeButton")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
