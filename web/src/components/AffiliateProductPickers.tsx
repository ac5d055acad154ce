/** User and product selects shared by the admin forms that name an affiliate and a product. */
import type { Product } from "../lib/tracking_api.ts";
import type { AffiliateOptions } from "./useAffiliateOptions.ts";
import { SelectField, TextField } from "./Field.tsx";

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
        label="Find a user"
        type="search"
        placeholder="Name or email"
        hint="The user list shows the newest affiliates; type to find others."
        value={affiliates.search}
        onChange={(e) => affiliates.setSearch(e.target.value)}
      />
      <SelectField
        label="User"
        id="pick-user"
        value={userId}
        onChange={(e) => onUser(e.target.value)}
        required
        errorId={userId === "" ? missingErrorId : undefined}
      >
        <option value="">Select a user</option>
        {affiliates.users.map((u) => (
          <option key={u.id} value={String(u.id)}>
            {u.name} ({u.email})
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Product"
        id="pick-product"
        value={productId}
        onChange={(e) => onProduct(e.target.value)}
        required
        errorId={productId === "" ? missingErrorId : undefined}
      >
        <option value="">Select a product</option>
        {products.map((p) => (
          <option key={p.id} value={String(p.id)}>{p.title}</option>
        ))}
      </SelectField>
    </>
  );
}
