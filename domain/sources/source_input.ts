/** Reading an admin's source fields (create and update share the rules). */
import { err, ok, type Result } from "../shared/result.ts";
import { parseCommissionBase } from "./commission_base.ts";
import { parseCurrencyCode } from "./currency.ts";
import { parsePostbackParamNames } from "./postback_params.ts";
import { SOURCE_MESSAGES, type SourceKind } from "./source.ts";
import { isCreatableSourceKind } from "./source_kinds.ts";
import type { SourceFields } from "./sources_repos.ts";

/** A source field an admin got wrong. */
export interface SourceInputError {
  code: "VALIDATION_ERROR";
  message: string;
}

/** The body of a create or update, not yet checked. */
export interface SourceInput {
  name?: unknown;
  kind?: unknown;
  secret?: unknown;
  currency?: unknown;
  commissionBase?: unknown;
  params?: unknown;
}

const invalid = (message: string) =>
  err<SourceInputError>({ code: "VALIDATION_ERROR", message });

/**
 * Merges `input` over `base` (the stored source, or the defaults of a new one) and checks every field: a name,
 * a kind other than the built-in api, a secret of 16–200 non-space characters, an ISO 4217 currency, the
 * commission base and the postback parameter names.
 */
export function readSourceFields(
  base: SourceFields,
  input: SourceInput,
): Result<SourceFields, SourceInputError> {
  const name = input.name === undefined ? base.name : input.name;
  if (typeof name !== "string" || !name.trim() || name.trim().length > 100) {
    return invalid(SOURCE_MESSAGES.nameRequired);
  }
  const kind = input.kind === undefined ? base.kind : input.kind;
  if (!isCreatableSourceKind(kind)) {
    return invalid(
      kind === "api" ? SOURCE_MESSAGES.apiBuiltIn : SOURCE_MESSAGES.kindInvalid,
    );
  }
  const secret = input.secret === undefined || input.secret === null
    ? base.secret
    : input.secret;
  if (typeof secret !== "string" || !/^\S{16,200}$/.test(secret)) {
    return invalid(SOURCE_MESSAGES.secretInvalid);
  }
  const currency = parseCurrencyCode(
    input.currency === undefined || input.currency === null
      ? base.currency
      : input.currency,
  );
  if (!currency.ok) return invalid(currency.error.reason);
  const commissionBase = parseCommissionBase(
    input.commissionBase === undefined
      ? base.commissionBase
      : input.commissionBase,
  );
  if (!commissionBase.ok) return invalid(commissionBase.error.reason);
  const params = parsePostbackParamNames(
    input.params === undefined ? base.params : input.params,
  );
  if (!params.ok) return invalid(params.error.reason);
  return ok({
    name: name.trim(),
    kind: kind satisfies SourceKind,
    secret,
    currency: currency.value,
    commissionBase: commissionBase.value,
    params: params.value,
  });
}
