/** User and product selects shared by the admin link and stat forms. */
import type { Product, UserOption } from "../lib/tracking_api.ts";

/** Props of the pickers: lists and the chosen ids as strings ("" for none). */
export interface PickerProps {
  users: UserOption[];
  products: Product[];
  userId: string;
  productId: string;
  onUser: (id: string) => void;
  onProduct: (id: string) => void;
}

/** A user select and a product select. */
export function AffiliateProductPickers(
  { users, products, userId, productId, onUser, onProduct }: PickerProps,
) {
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor="pick-user">User</label>
        <select
          id="pick-user"
          className="field-input"
          value={userId}
          onChange={(e) => onUser(e.target.value)}
          required
        >
          <option value="">Select a user</option>
          {users.map((u) => (
            <option key={u.id} value={String(u.id)}>
              {u.name} ({u.email})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="pick-product">Product</label>
        <select
          id="pick-product"
          className="field-input"
          value={productId}
          onChange={(e) => onProduct(e.target.value)}
          required
        >
          <option value="">Select a product</option>
          {products.map((p) => (
            <option key={p.id} value={String(p.id)}>{p.title}</option>
          ))}
        </select>
      </div>
    </>
  );
}
