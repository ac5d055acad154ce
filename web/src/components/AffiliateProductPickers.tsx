/** User and product selects shared by the admin forms that name an affiliate and a product. */
import type { Product } from "@/lib/tracking_api.ts";
import type { AffiliateOptions } from "./useAffiliateOptions.ts";
import { SelectField, TextField } from "./Field.tsx";
import { t } from "@/i18n/i18n.ts";

/** Props of the pickers: lists and the chosen ids as strings ("" for none). */
export interface PickerProps {
  /** The affiliates to offer and their server search ("Find a user" narrows the user select): useAffiliateOptions. */
  affiliates: AffiliateOptions;
  products: Product[];
  userId: string;
  productId: string;
  onUser: (id: string) => void;
  onProduct: (id: string) => void;
  /** The id of the form's "required" message: a picker left blank is then marked invalid and points at it. */
  missingErrorId?: string;
}

/** A user select and a product select. */
export function AffiliateProductPickers(
  {
    affiliates,
    products,
    userId,
    productId,
    onUser,
    onProduct,
    missingErrorId,
  }: PickerProps,
) {
  return (
    <>
      <TextField
        label={t("adm.pick.findUser")}
        type="search"
        placeholder={t("adm.pick.nameOrEmail")}
        hint={t("adm.pick.findHint")}
        value={affiliates.search}
        onChange={(e) => affiliates.setSearch(e.target.value)}
      />
      <SelectField
        label={t("adm.pick.user")}
        id="pick-user"
        value={userId}
        onChange={(e) => onUser(e.target.value)}
        required
        errorId={userId === "" ? missingErrorId : undefined}
      >
        <option value="">{t("adm.pick.selectUser")}</option>
        {affiliates.users.map((u) => (
          <option key={u.id} value={String(u.id)}>
            {u.name} ({u.email})
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("adm.pick.product")}
        id="pick-product"
        value={productId}
        onChange={(e) => onProduct(e.target.value)}
        required
        errorId={productId === "" ? missingErrorId : undefined}
      >
        <option value="">{t("adm.pick.selectProduct")}</option>
        {products.map((p) => (
          <option key={p.id} value={String(p.id)}>{p.title}</option>
        ))}
      </SelectField>
    </>
  );
}
