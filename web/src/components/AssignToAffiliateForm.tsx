/**
 * The admin's "give an affiliate something for one product" form: the user search and pickers, one field of the
 * page's own (a link, a coupon code), and a submit button. Shared by /admin/links and /admin/coupons.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import type { Product } from "@/lib/tracking_api.ts";
import { messageOf } from "@/lib/api.ts";
import { AffiliateProductPickers } from "./AffiliateProductPickers.tsx";
import { useAffiliateOptions } from "./useAffiliateOptions.ts";
import { Button } from "./Button.tsx";
import { Card } from "./Card.tsx";
import { t } from "@/i18n/i18n.ts";

/** A notice the page shows above the form. */
export interface FormNotice {
  tone: "success" | "error";
  text: string;
}

/** Props of the form. */
export interface AssignToAffiliateFormProps {
  /** The card's title. */
  title: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  products: Product[];
  /** The page's own field(s). */
  children: ReactNode;
  /** Checks the page's own field: a message refuses the submit, null lets it through. */
  check: () => string | null;
  /** Saves the choice (and refreshes the page's data); answers the success notice. Throws the API's error. */
  send: (choice: { userId: number; productId: number }) => Promise<string>;
  /** The notice when sending fails without a message of its own. */
  failure: string;
  onNotice: (notice: FormNotice | null) => void;
}

/** The form; the page keeps the notice, so its other actions (delete) can use it too. */
export function AssignToAffiliateForm(
  {
    title,
    label,
    submitLabel,
    products,
    children,
    check,
    send,
    failure,
    onNotice,
  }: AssignToAffiliateFormProps,
) {
  const [userId, setUserId] = useState("");
  const [productId, setProductId] = useState("");
  const affiliates = useAffiliateOptions(userId);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!userId || !productId) {
      onNotice({ tone: "error", text: t("adm.pick.required") });
      return;
    }
    const refused = check();
    if (refused) {
      onNotice({ tone: "error", text: refused });
      return;
    }
    setBusy(true);
    onNotice(null);
    try {
      const text = await send({
        userId: Number(userId),
        productId: Number(productId),
      });
      onNotice({ tone: "success", text });
    } catch (error) {
      onNotice({ tone: "error", text: messageOf(error, failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={title}>
      <form
        className="admin-form"
        onSubmit={submit}
        noValidate
        aria-label={label}
      >
        <AffiliateProductPickers
          affiliates={affiliates}
          products={products}
          userId={userId}
          productId={productId}
          onUser={setUserId}
          onProduct={setProductId}
        />
        {children}
        <div className="admin-form-actions admin-form-wide">
          <Button type="submit" busy={busy}>{submitLabel}</Button>
        </div>
      </form>
    </Card>
  );
}
