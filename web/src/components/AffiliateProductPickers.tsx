/** User and product selects shared by the admin link and stat forms. */
import type { Product, UserOption } from "../lib/tracking_api.ts";
import { SelectField, TextField } from "./Field.tsx";

/** Props of the pickers: lists and the chosen ids as strings ("" for none). */
export interface PickerProps {
  users: UserOption[];
  products: Product[];
  userId: string;
  productId: string;
  onUser: (id: string) => void;
  onProduct: (id: string) => void;
  /** The id of the form's "required" message: a picker left blank is then marked invalid and points at it. */
  missingErrorId?: string;
  /** With a user search: a "Find a user" box narrows the user select through the server. */
  userSearch?: { value: string; onChange: (q: string) => void };
}

/** A user select and a product select. */
export function AffiliateProductPickers(
  {
    users,
    products,
    userId,
    productId,
    onUser,
    onProduct,
    missingErrorId,
    userSearch,
  }: PickerProps,
) {
  return (
    <>
      {userSearch && (
        <TextField
          label="Find a user"
          type="search"
          placeholder="Name or email"
          hint="The user list shows the newest affiliates; type to find others."
          value={userSearch.value}
          onChange={(e) => userSearch.onChange(e.target.value)}
        />
      )}
      <SelectField
        label="User"
        id="pick-user"
        value={userId}
        onChange={(e) => onUser(e.target.value)}
        required
        errorId={userId === "" ? missingErrorId : undefined}
      >
        <option value="">Select a user</option>
        {users.map((u) => (
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
