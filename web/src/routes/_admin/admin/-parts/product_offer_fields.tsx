/** The product form's offer fields: deep-link domains and the offer directory's (docs/offer-directory.md). */
import { SelectField, TextField } from "@/components/Field.tsx";
import { t } from "@/i18n/i18n.ts";
import type { FormValues } from "./product_form_values.ts";

// The start of every link, the same in every language.
const URL_START = "https://";

type Setter = (
  name: keyof FormValues,
) => (e: { target: { value: string } }) => void;

/** Deep-link domains, visibility in the directory and the allowed traffic sources. */
export function ProductOfferFields(
  { values, set }: { values: FormValues; set: Setter },
) {
  return (
    <>
      <TextField
        className="admin-form-wide"
        label={t("admc.products.destinationUrl")}
        hint={t("admc.products.destinationUrlHint", { click_id: "{click_id}" })}
        type="url"
        dir="ltr"
        placeholder={URL_START}
        maxLength={2000}
        value={values.destinationUrl}
        onChange={set("destinationUrl")}
      />
      <TextField
        label={t("admc.products.allowedDomains")}
        hint={t("admc.products.allowedDomainsHint")}
        dir="ltr"
        value={values.allowedDomains}
        onChange={set("allowedDomains")}
      />
      <div className="field">
        <label className="field-label" htmlFor="product-visibility">
          {t("admc.products.visibility")}
        </label>
        <select
          id="product-visibility"
          className="field-input"
          value={values.visibility}
          onChange={set("visibility")}
          aria-describedby="product-visibility-hint"
        >
          <option value="private">{t("admc.products.private")}</option>
          <option value="public">{t("admc.products.public")}</option>
        </select>
        <p id="product-visibility-hint" className="field-hint">
          {t("admc.products.visibilityHint")}
        </p>
      </div>
      <TextField
        label={t("admc.products.trafficSources")}
        hint={t("admc.products.trafficSourcesHint")}
        value={values.trafficSources}
        onChange={set("trafficSources")}
      />
      <SelectField
        label={t("admc.products.joinPolicy")}
        value={values.joinPolicy}
        onChange={set("joinPolicy")}
      >
        <option value="approval">{t("admc.products.joinApproval")}</option>
        <option value="instant">{t("admc.products.joinInstant")}</option>
      </SelectField>
      {values.joinPolicy === "approval" && (
        <SelectField
          label={t("admc.products.autoApprove")}
          value={values.autoApprove}
          onChange={set("autoApprove")}
        >
          <option value="false">{t("admc.products.autoApproveNo")}</option>
          <option value="true">{t("admc.products.autoApproveYes")}</option>
        </SelectField>
      )}
    </>
  );
}
